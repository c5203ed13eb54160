//! Every line of every stage's pseudo-code is reachable: each line an event is meant to light
//! is lit by some run of its stage on a small corpus, and no line marked as structure ever is.
//!
//! The corpus: the curated scenarios played for a while, with every stage run on its own at
//! every tick (with the scenario's solver and without one) and every decision's own events;
//! they bring the boards that make stages fail, refuse, backtrack and undo (the odd 7x7 board,
//! whose backtracking tour spends its whole budget; a body a cycle cannot be built from; the
//! reference's rule refusing food beside the tail). Then whole games under the reference's
//! rule with a margin, a target nothing reaches, and a board with walls for the searches
//! alone on which the uniform-cost search meets a stale entry (a snake's own body never
//! seems to make one).

use snakescope_core::algo::Observer;
use snakescope_core::algo::shortcut::ShortcutRule;
use snakescope_core::rules::{CellSet, Dir, FoodSource, Game, Grid, Pos, Snake, TailRule};
use snakescope_core::scenario;
use snakescope_core::solver::external::ExternalSpec;
use snakescope_core::solver::{AnySolver, DecisionEvent, HamiltonOptions, SolverKind};
use snakescope_core::stages::{LineKind, Stage, StageEvent};
use snakescope_core::trace::{run_stage_into, run_stage_within};
use std::path::Path;

/// Ticks each scenario is played for.
const TICKS: usize = 120;

/// The lines lit so far: `lit[stage][line]`, stages in [`Stage::ALL`] order.
struct Lit {
    lit: Vec<Vec<bool>>,
}

impl Lit {
    fn new() -> Lit {
        Lit {
            lit: Stage::ALL
                .iter()
                .map(|s| vec![false; s.pseudocode().len()])
                .collect(),
        }
    }

    fn light(&mut self, event: &StageEvent) {
        let stage = Stage::ALL.iter().position(|&s| s == event.stage());
        self.lit[stage.expect("a listed stage")][event.line()] = true;
    }

    /// Every stage run on its own on `game`, with `solver`'s options and without.
    fn run_every_stage(&mut self, game: &Game, solver: Option<&AnySolver>, first_tick: bool) {
        for stage in Stage::ALL {
            // The backtracking tour depends on the board alone: once is enough.
            if stage == Stage::Backtrack && !first_tick {
                continue;
            }
            for view in [solver, None] {
                // A stage that cannot run here (no food, no cycle, no path) lights nothing.
                let _ = run_stage_into(stage, game, view, None, None, self);
            }
        }
    }

    /// Plays `game` with `solver` for at most `ticks` ticks, running every stage at each.
    fn play(&mut self, mut game: Game, mut solver: AnySolver, ticks: usize) {
        for tick in 0..ticks {
            if game.is_over() {
                break;
            }
            self.run_every_stage(&game, Some(&solver), tick == 0);
            let decision = solver.decide(&game, self);
            game.step(decision.dir);
        }
    }

    /// The lines of `stage` that break the rule: step lines never lit, structure lines lit.
    fn faults(&self, k: usize, stage: Stage) -> Vec<String> {
        let code = stage.pseudocode();
        let lines = code.iter().zip(stage.line_kinds());
        lines
            .zip(&self.lit[k])
            .enumerate()
            .filter_map(|(i, ((text, kind), &lit))| {
                let text = text.trim();
                match (kind, lit) {
                    (LineKind::Step, false) => {
                        Some(format!("{stage:?} line {i} is never lit: {text}"))
                    }
                    (LineKind::Structure, true) => {
                        Some(format!("{stage:?} line {i} is structure but lit: {text}"))
                    }
                    _ => None,
                }
            })
            .collect()
    }
}

impl Observer<StageEvent> for Lit {
    fn observe(&mut self, event: StageEvent) {
        self.light(&event);
    }
}

impl Observer<DecisionEvent> for Lit {
    fn observe(&mut self, event: DecisionEvent) {
        self.light(&event.event);
    }
}

/// The curated scenarios of up to 12x12 cells, played.
fn play_the_collection(lit: &mut Lit) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the scenarios folder")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    for path in files {
        let s = scenario::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let game = s.start().expect("a curated scenario starts");
        if game.grid().cells() > 144 {
            continue;
        }
        // Nothing here depends on the snake moving on an odd board: one tick is enough.
        let ticks = if game.grid().is_odd_by_odd() {
            1
        } else {
            TICKS
        };
        let solver = AnySolver::new(s.solver_kind(), &game).expect("its solver sets up");
        lit.play(game, solver, ticks);
    }
}

/// The reference's rule keeping a margin of free cells ahead of the head, shortcuts all game
/// long: late in the game the margin refuses shortcuts.
fn play_a_margin(lit: &mut Lit) {
    for seed in 0..4 {
        let game = crate::common::classic(6, 6, 4, seed, TailRule::Follows);
        let kind = SolverKind::Hamilton(HamiltonOptions {
            shortcut_until: 1.0,
            rule: ShortcutRule::Reference { tail_margin: 6 },
        });
        let solver = AnySolver::new(kind, &game).expect("a cycle from the classic body");
        lit.play(game, solver, usize::MAX);
    }
}

/// The target (0, 0), walled off by the body: no path at all.
fn seek_the_unreachable(lit: &mut Lit) {
    let cells = [(2, 0), (1, 0), (1, 1), (0, 1)];
    let game = crate::common::scripted(4, 4, &cells, &[(3, 3)], TailRule::Blocks);
    for stage in [Stage::Bfs, Stage::Longest] {
        let target = Some(Pos::new(0, 0));
        run_stage_into(stage, &game, None, None, target, lit).expect("the stage runs");
    }
}

/// A one-cell snake in the corner (0, 0) heading Up, into the wall, with a wall of the
/// search board at (2, 0) and the food at (2, 2): Right and Down both turn, so the cells
/// beyond are reached at equal costs both ways, and the uniform-cost search meets a stale
/// entry.
fn search_with_walls(lit: &mut Lit) {
    let grid = Grid::new(3, 3).expect("a board");
    let snake = Snake::new(&grid, &[Pos::new(0, 0)], Some(Dir::Up)).expect("a snake");
    let food = FoodSource::new(vec![Pos::new(2, 2)], 1);
    let game = Game::new(grid, snake, food, TailRule::Blocks, None);
    let mut walls = CellSet::new(grid.cells());
    walls.insert(grid.index(Pos::new(2, 0)));
    for stage in Stage::ALL {
        // Stages that are not graph searches may refuse this board; they light nothing.
        let _ = run_stage_within(stage, &game, None, None, None, Some(&walls), lit);
    }
}

/// A board of 3x10 found by search where jump point search reaches a jump point again more
/// cheaply after pushing it, so that an entry of it goes stale: the snake's head at (2, 6),
/// the food at (1, 2), walls of the search board where `@` stands.
fn jump_points_reached_twice(lit: &mut Lit) {
    let rows = [
        "@.@", "...", "..@", "..@", "@@.", "...", ".@.", "...", ".@.", "...",
    ];
    let grid = Grid::new(3, 10).expect("a board");
    let snake = Snake::new(&grid, &[Pos::new(2, 6)], Some(Dir::Up)).expect("a snake");
    let food = FoodSource::new(vec![Pos::new(1, 2)], 1);
    let game = Game::new(grid, snake, food, TailRule::Blocks, None);
    let mut walls = CellSet::new(grid.cells());
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            if c == '@' {
                walls.insert(grid.index(Pos::new(x as u16, y as u16)));
            }
        }
    }
    run_stage_within(Stage::Jps, &game, None, None, None, Some(&walls), lit)
        .expect("jump point search runs");
}

/// A board of 8x8 found by search where the bidirectional search in eight directions reaches
/// a cell again more cheaply from one side after pushing it, so that an entry of it goes
/// stale: the snake's head at (4, 1), the food at (2, 1), walls of the search board where `@`
/// stands.
fn both_ends_reach_a_cell_twice(lit: &mut Lit) {
    let rows = [
        "@...@...", "@..@....", "...@...@", "...@...@", ".@..@...", "...@...@", "..@.....",
        "......@.",
    ];
    let grid = Grid::new(8, 8).expect("a board");
    let snake = Snake::new(&grid, &[Pos::new(4, 1)], Some(Dir::Up)).expect("a snake");
    let food = FoodSource::new(vec![Pos::new(2, 1)], 1);
    let game = Game::new(grid, snake, food, TailRule::Blocks, None);
    let mut walls = CellSet::new(grid.cells());
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            if c == '@' {
                walls.insert(grid.index(Pos::new(x as u16, y as u16)));
            }
        }
    }
    let stage = Stage::BidirectionalEight;
    run_stage_within(stage, &game, None, None, None, Some(&walls), lit)
        .expect("the search from both ends runs");
}

/// A solver outside snakescope, read back from its logged answer (the core runs no program):
/// its reported steps, one of which answers a check, are a stage of their own.
fn play_a_logged_program(lit: &mut Lit) {
    use snakescope_core::solver::external::{
        AnswerLog, ExternalSolver, LoggedAnswer, parse_answer,
    };
    let game = crate::common::classic(6, 6, 3, 1, TailRule::Blocks);
    let line = r#"{"move":"down","caption":"c","trace":[{"caption":"s","marks":[{"cell":[1,2],"class":"path"}],"checks":[{"name":"n","answer":"yes"}]},{"caption":"t","marks":[{"cell":[2,2],"class":"frontier"}]}]}"#;
    let answer = parse_answer(line, game.grid()).expect("a valid answer");
    let mut log = AnswerLog::starting_at(0);
    log.push(LoggedAnswer {
        line: line.to_owned(),
        answer,
    });
    let spec = ExternalSpec::Program {
        command: vec!["logged".to_owned()],
        timeout_ms: 5_000,
    };
    let solver = AnySolver::External(ExternalSolver::replaying(spec.intern(), log));
    lit.play(game, solver, 1);
}

#[test]
fn every_step_line_is_lit_and_no_structure_line_ever_is() {
    let mut lit = Lit::new();
    play_the_collection(&mut lit);
    play_a_logged_program(&mut lit);
    play_a_margin(&mut lit);
    seek_the_unreachable(&mut lit);
    search_with_walls(&mut lit);
    jump_points_reached_twice(&mut lit);
    both_ends_reach_a_cell_twice(&mut lit);
    let faults: Vec<String> = Stage::ALL
        .iter()
        .enumerate()
        .flat_map(|(k, &stage)| lit.faults(k, stage))
        .collect();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn a_structure_line_lit_or_a_step_line_missed_is_reported() {
    // The check itself: a run that lights only the BFS's first line leaves its other step
    // lines unlit, and lighting a structure line by hand is caught.
    let mut lit = Lit::new();
    let game = crate::common::scripted(4, 4, &[(1, 0), (0, 0)], &[(3, 3)], TailRule::Blocks);
    let mut first = Vec::new();
    run_stage_into(Stage::Bfs, &game, None, None, None, &mut first).expect("the search runs");
    lit.light(&first[0]);
    let k = 0;
    assert_eq!(Stage::ALL[k], Stage::Bfs);
    let structure = Stage::Bfs
        .line_kinds()
        .iter()
        .position(|&kind| kind == LineKind::Structure)
        .expect("the BFS has a loop header");
    lit.lit[k][structure] = true;
    let faults = lit.faults(k, Stage::Bfs);
    let steps = Stage::Bfs
        .line_kinds()
        .iter()
        .filter(|&&kind| kind == LineKind::Step)
        .count();
    // Every step line but the first is missed, and the one structure line lit is caught.
    let missed = faults.iter().filter(|f| f.contains("never lit")).count();
    let lit_structure = faults
        .iter()
        .filter(|f| f.contains("structure but lit"))
        .count();
    assert_eq!((missed, lit_structure), (steps - 1, 1), "{faults:#?}");
    assert_eq!(faults.len(), steps);
}
