//! Running one stage on its own, on any board: what the stage picker and `explain` show when
//! the decision at hand did not run that stage.
//!
//! Each stage says how it runs on its own ([`crate::stages::StageProtocol::run`]); here the
//! solver playing is read into the [`SolverView`] a run borrows: its options (its shortcut
//! rule, its search budget, the direction it follows its cycle in) and the cycle it holds, so
//! that what a stage shows is what the solver would find.

use crate::algo::Observer;
use crate::algo::kept::Kept;
use crate::algo::search::Guide;
use crate::algo::search::dijkstra::MAX_TURN_COST;
use crate::rules::{CellSet, Game, Pos, Terrain};
use crate::solver::AnySolver;
use crate::stages::{Setting, SolverView};
use crate::stages::{Stage, StageEvent};

pub use crate::stages::StageRunError;

/// What the graph searches run on besides the game, from a scenario's search board: its
/// walls, its terrain, what a turn costs Dijkstra and how A* and best-first are guided. The
/// default is none of them.
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchGround<'a> {
    /// Walls for the searches alone.
    pub walls: Option<&'a CellSet>,
    /// What entering each cell costs the searches that weigh a step.
    pub terrain: Option<&'a Terrain>,
    /// What a turn costs Dijkstra beyond a straight move, if the board says (at most
    /// [`MAX_TURN_COST`]); [`crate::algo::search::dijkstra::DEFAULT_TURN_COST`] otherwise.
    pub turn_cost: Option<u32>,
    /// The heuristic, its weight and the tie-break.
    pub guide: Guide,
}

/// A stage run on its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StageRun {
    /// The stage's events.
    pub events: Vec<StageEvent>,
    /// Where the stage's answer differs from what the solver holds, in plain words.
    pub note: Option<String>,
}

/// Runs `stage` on the state of `game` and returns its events; a run of more than
/// [`crate::algo::kept::MAX_TRACE_EVENTS`] events is refused ([`StageRunError::TooLong`]).
///
/// `solver` is the solver playing the game, if any: its options and the cycle it holds are
/// used (see the module documentation). `target` replaces the food as the search's goal.
pub fn run_stage(
    stage: Stage,
    game: &Game,
    solver: Option<&AnySolver>,
    target: Option<Pos>,
) -> Result<StageRun, StageRunError> {
    run_stage_from(stage, game, solver, None, target, None)
}

/// As [`run_stage`], with the path searches (BFS, longest path) starting at `start` instead
/// of the head when given: the "your own board" setting where a student clicks both ends.
/// The start is searched from heading the snake's way; other stages ignore it. The graph
/// searches also avoid `walls` (a scenario's search board), as [`run_stage_within`] says.
pub fn run_stage_from(
    stage: Stage,
    game: &Game,
    solver: Option<&AnySolver>,
    start: Option<Pos>,
    target: Option<Pos>,
    walls: Option<&CellSet>,
) -> Result<StageRun, StageRunError> {
    let ground = SearchGround {
        walls,
        ..SearchGround::default()
    };
    run_stage_on(stage, game, solver, (start, target), ground)
}

/// As [`run_stage_from`] (`ends` the start and the target), the graph searches on `ground`:
/// a search board's walls, terrain and guide.
pub fn run_stage_on(
    stage: Stage,
    game: &Game,
    solver: Option<&AnySolver>,
    (start, target): (Option<Pos>, Option<Pos>),
    ground: SearchGround<'_>,
) -> Result<StageRun, StageRunError> {
    let mut kept = Kept::default();
    let note = run_stage_on_into(stage, game, solver, (start, target), ground, &mut kept)?;
    if !kept.is_whole() {
        return Err(StageRunError::TooLong(kept.total()));
    }
    Ok(StageRun {
        events: kept.events,
        note,
    })
}

/// As [`run_stage_from`], handing the events to `obs` as they come instead of keeping them
/// (a long backtracking search need not be held in memory to be counted). Returns the note.
pub fn run_stage_into<O: Observer<StageEvent>>(
    stage: Stage,
    game: &Game,
    solver: Option<&AnySolver>,
    start: Option<Pos>,
    target: Option<Pos>,
    obs: &mut O,
) -> Result<Option<String>, StageRunError> {
    run_stage_within(stage, game, solver, start, target, None, obs)
}

/// As [`run_stage_into`], the graph searches also avoiding `walls`: walls a teacher drew on
/// the board for the searches alone (a scenario's search board), which the game's rules never
/// see. Stages that are not graph searches ignore them.
pub fn run_stage_within<O: Observer<StageEvent>>(
    stage: Stage,
    game: &Game,
    solver: Option<&AnySolver>,
    start: Option<Pos>,
    target: Option<Pos>,
    walls: Option<&CellSet>,
    obs: &mut O,
) -> Result<Option<String>, StageRunError> {
    let ground = SearchGround {
        walls,
        ..SearchGround::default()
    };
    run_stage_on_into(stage, game, solver, (start, target), ground, obs)
}

/// As [`run_stage_on`], handing the events to `obs` as they come. Returns the note.
pub fn run_stage_on_into<O: Observer<StageEvent>>(
    stage: Stage,
    game: &Game,
    solver: Option<&AnySolver>,
    (start, target): (Option<Pos>, Option<Pos>),
    ground: SearchGround<'_>,
    obs: &mut O,
) -> Result<Option<String>, StageRunError> {
    let mut view = solver_view(solver);
    if let Some(cost) = ground.turn_cost {
        view.turn_cost = cost.min(MAX_TURN_COST);
    }
    let setting = Setting {
        game,
        solver: view,
        start,
        target,
        walls: ground.walls,
        terrain: ground.terrain,
        guide: ground.guide,
    };
    stage.run(&setting, obs)
}

/// What a stage run on its own borrows from `solver`: the cycle it holds and since when, the
/// splice solver's ring and planner, the Hamilton solver's rule, the backtracking solver's
/// budget, check and direction. Without a solver, or for options it does not have, the defaults.
pub fn solver_view(solver: Option<&AnySolver>) -> SolverView<'_> {
    let mut view = SolverView {
        cycle: solver.and_then(AnySolver::cycle),
        since: solver.and_then(AnySolver::cycle_since),
        ..SolverView::default()
    };
    match solver {
        Some(AnySolver::Hamilton(h)) => view.rule = h.options().rule,
        Some(AnySolver::Backtrack(b)) => {
            view.budget = b.options().budget;
            view.check = b.options().check;
            view.reverse = b.reverse();
        }
        Some(AnySolver::Splice(s)) => {
            view.ring = Some(s.ring());
            view.plan = s.options().plan;
        }
        _ => {}
    }
    view
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::algo::approach::ApproachCheck;
    use crate::algo::backtrack::DEFAULT_BUDGET;
    use crate::algo::splice::SplicePlan;
    use crate::rules::{FoodSource, Grid, Snake, TailRule};
    use crate::solver::{BacktrackOptions, SolverKind, SpliceOptions};

    fn classic() -> Game {
        let g = Grid::new(8, 8).unwrap();
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        Game::new(
            g,
            s,
            FoodSource::new(vec![Pos::new(5, 5)], 1),
            TailRule::Blocks,
            None,
        )
    }

    #[test]
    fn the_view_borrows_the_solver_s_options_and_cycle() {
        let game = classic();
        let options = BacktrackOptions {
            budget: 1234,
            check: ApproachCheck::Article,
        };
        let backtrack = AnySolver::new(SolverKind::Backtrack(options), &game).unwrap();
        let view = solver_view(Some(&backtrack));
        assert_eq!((view.budget, view.check), (1234, ApproachCheck::Article));
        assert_eq!(view.cycle, backtrack.cycle());
        assert!(view.ring.is_none());
        let splice = AnySolver::new(SolverKind::Splice(SpliceOptions::FIRST), &game).unwrap();
        let view = solver_view(Some(&splice));
        assert!(view.ring.is_some());
        assert_eq!(view.plan, SplicePlan::First);
        let none = solver_view(None);
        assert_eq!(none.budget, DEFAULT_BUDGET);
        assert!(none.cycle.is_none() && none.ring.is_none());
    }

    #[test]
    fn a_chosen_start_replaces_the_head() {
        let g = Grid::new(6, 6).unwrap();
        let s = Snake::new(&g, &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
        let game = Game::new(
            g,
            s,
            FoodSource::new(vec![Pos::new(5, 5)], 1),
            TailRule::Blocks,
            None,
        );
        let run =
            run_stage_from(Stage::Bfs, &game, None, Some(Pos::new(3, 3)), None, None).unwrap();
        assert!(matches!(
            run.events.first(),
            Some(StageEvent::Bfs(crate::algo::bfs::BfsEvent::Start { start, .. })) if *start == Pos::new(3, 3)
        ));
    }

    #[test]
    fn the_board_s_turn_cost_reaches_dijkstra_and_zero_finds_bfs_s_distances() {
        // From (3, 0) heading Right to (5, 5): 7 moves, at fewest one turn.
        let game = classic();
        let found = |turn_cost: Option<u32>| {
            let ground = SearchGround {
                turn_cost,
                ..SearchGround::default()
            };
            let run = run_stage_on(Stage::Dijkstra, &game, None, (None, None), ground).unwrap();
            run.events.iter().find_map(|e| match e {
                StageEvent::Dijkstra(crate::algo::search::SearchEvent::Found { path, more }) => {
                    Some((path.len() - 1, *more))
                }
                _ => None,
            })
        };
        let bfs = run_stage(Stage::Bfs, &game, None, None).unwrap();
        let bfs_moves = bfs.events.iter().find_map(|e| match e {
            StageEvent::Bfs(crate::algo::bfs::BfsEvent::Found { path, .. }) => Some(path.len() - 1),
            _ => None,
        });
        assert_eq!(bfs_moves, Some(7));
        assert_eq!(found(Some(0)), Some((7, 7)));
        assert_eq!(found(None), Some((7, 8)));
        assert_eq!(found(Some(3)), Some((7, 10)));
    }

    #[test]
    fn every_stage_runs_on_the_classic_board() {
        let game = classic();
        for stage in Stage::ALL {
            if stage == Stage::Reported {
                // Only a solver outside snakescope makes that one.
                assert_eq!(
                    run_stage(stage, &game, None, None).unwrap_err(),
                    StageRunError::OnlyReported
                );
                continue;
            }
            let run = run_stage(stage, &game, None, None).unwrap();
            assert!(!run.events.is_empty(), "{stage:?}");
            assert!(run.events.iter().all(|e| e.stage() == stage), "{stage:?}");
            assert_eq!(run.note, None, "{stage:?}");
        }
    }

    #[test]
    fn the_cycle_stage_says_when_the_solver_holds_another_cycle() {
        let mut game = classic();
        let mut solver = AnySolver::new(SolverKind::Hamilton(Default::default()), &game).unwrap();
        // Play until the solver holds a certified cycle other than the body's own now.
        let mut noted = false;
        while !game.is_over() && game.moves() < 200 {
            let d = solver.decide(&game, &mut Ignore);
            game.step(d.dir);
            let run = run_stage(Stage::Cycle, &game, Some(&solver), None).unwrap();
            if let Some(note) = run.note {
                assert!(note.contains("the solver follows"), "{note}");
                noted = true;
                break;
            }
        }
        assert!(noted, "no tick where the stage and the solver differ");
    }
}
