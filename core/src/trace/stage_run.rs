//! Running one stage on its own, on any board: what the stage picker and `explain` show when
//! the decision at hand did not run that stage.
//!
//! A stage run on its own uses the solver's own options (its shortcut rule, its search budget,
//! the direction it follows its cycle in) and the cycle it holds, so that what it shows is
//! what the solver would find. Where the stage's own answer differs from what the solver holds
//! (a cycle built from the body now is not the cycle the solver follows), the run says so.

use crate::algo::approach::{ApproachCheck, ApproachRules, approach, approach_budget};
use crate::algo::backtrack::{DEFAULT_BUDGET, backtracking_cycle};
use crate::algo::bfs::{BfsSpace, shortest_path};
use crate::algo::body_cycle::cycle_from_body;
use crate::algo::certificate::certify;
use crate::algo::longest::longest_path;
use crate::algo::numbered::numbered_path;
use crate::algo::ring::Ring;
use crate::algo::shortcut::{ShortcutRule, judge_shortcut, show_numbering};
use crate::algo::splice::Splicer;
use crate::algo::{Cycle, Ignore, Stage, StageEvent, wrapped};
use crate::rules::{Game, Pos};
use crate::solver::AnySolver;

/// Why a stage cannot run on this board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StageRunError {
    /// The stage needs a target and there is no food.
    #[error("this stage needs a target cell: there is no food on the board")]
    NoTarget,
    /// The stage needs a cycle and none could be built.
    #[error("this stage needs a Hamiltonian cycle: {0}")]
    NoCycle(String),
    /// The stage needs a path to its target and there is none.
    #[error("this stage needs a move towards the target: no path leads there")]
    NoPath,
}

/// A stage run on its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StageRun {
    /// The stage's events.
    pub events: Vec<StageEvent>,
    /// Where the stage's answer differs from what the solver holds, in plain words.
    pub note: Option<String>,
}

/// Runs `stage` on the state of `game` and returns its events.
///
/// `solver` is the solver playing the game, if any: its options and the cycle it holds are
/// used (see the module documentation). `target` replaces the food as the search's goal.
pub fn run_stage(
    stage: Stage,
    game: &Game,
    solver: Option<&AnySolver>,
    target: Option<Pos>,
) -> Result<StageRun, StageRunError> {
    run_stage_from(stage, game, solver, None, target)
}

/// The options a stage run borrows from the solver.
struct SolverView<'a> {
    cycle: Option<&'a Cycle>,
    since: Option<u64>,
    rule: ShortcutRule,
    budget: u64,
    reverse: bool,
    check: ApproachCheck,
}

impl<'a> SolverView<'a> {
    fn of(solver: Option<&'a AnySolver>) -> SolverView<'a> {
        let mut view = SolverView {
            cycle: solver.and_then(AnySolver::cycle),
            since: solver.and_then(AnySolver::cycle_since),
            rule: ShortcutRule::default(),
            budget: DEFAULT_BUDGET,
            reverse: false,
            check: ApproachCheck::default(),
        };
        match solver {
            Some(AnySolver::Hamilton(h)) => view.rule = h.options().rule,
            Some(AnySolver::Backtrack(b)) => {
                view.budget = b.options().budget;
                view.check = b.options().check;
                view.reverse = b.reverse();
            }
            _ => {}
        }
        view
    }

    /// "the cycle it has held since tick 12".
    fn held(&self) -> String {
        match self.since {
            Some(0) | None => "the cycle it built at the start".to_string(),
            Some(t) => format!("the cycle it has held since tick {t}"),
        }
    }
}

/// As [`run_stage`], with the path searches (BFS, longest path) starting at `start` instead
/// of the head when given: the "your own board" setting where a student clicks both ends.
/// The start is searched from heading the snake's way; other stages ignore it.
pub fn run_stage_from(
    stage: Stage,
    game: &Game,
    solver: Option<&AnySolver>,
    start: Option<Pos>,
    target: Option<Pos>,
) -> Result<StageRun, StageRunError> {
    let grid = game.grid();
    let snake = game.snake();
    let from = start.unwrap_or(snake.head());
    let view = SolverView::of(solver);
    let mut run = StageRun::default();
    let events = &mut run.events;
    let goal = target.or(game.food());
    let held_or_body = || -> Result<Cycle, StageRunError> {
        match view.cycle {
            Some(c) => Ok(c.clone()),
            None => cycle_from_body(grid, snake, &mut Ignore)
                .map_err(|e| StageRunError::NoCycle(e.to_string())),
        }
    };
    match stage {
        Stage::Bfs => {
            let goal = goal.ok_or(StageRunError::NoTarget)?;
            shortest_path(
                grid,
                snake.occupied(),
                from,
                snake.heading(),
                goal,
                &mut wrapped(events, StageEvent::Bfs),
            );
        }
        Stage::Longest => {
            let goal = target.unwrap_or(snake.tail());
            longest_path(
                grid,
                snake.occupied(),
                from,
                snake.heading(),
                goal,
                &mut wrapped(events, StageEvent::Longest),
            );
        }
        Stage::Cycle => {
            let built = cycle_from_body(grid, snake, &mut wrapped(events, StageEvent::Cycle));
            if let Some(held) = view.cycle {
                run.note = match built {
                    Err(_) => Some(format!(
                        "Run on this body, the stage finds no cycle; the solver follows {}, on \
                         which this body lies.",
                        view.held()
                    )),
                    Ok(c) if !same_tour(&c, held) => Some(format!(
                        "Run on this body, the stage finds another cycle; the solver follows {}.",
                        view.held()
                    )),
                    Ok(_) => None,
                };
            }
        }
        Stage::Shortcut => {
            let food = goal.ok_or(StageRunError::NoTarget)?;
            let cycle = held_or_body()?;
            let obs = &mut wrapped(events, StageEvent::Shortcut);
            match shortest_path(
                grid,
                snake.occupied(),
                snake.head(),
                snake.heading(),
                food,
                &mut Ignore,
            ) {
                Some(path) => {
                    if judge_shortcut(grid, &cycle, snake, food, &path, view.rule, obs).is_none() {
                        run.note = Some(off_cycle_note());
                    }
                }
                None => show_numbering(grid, &cycle, snake, food, view.rule, obs),
            }
            if !cycle.holds_in_order(snake.cells(), false) {
                run.note = Some(off_cycle_note());
            }
        }
        Stage::Numbering => {
            let food = goal.ok_or(StageRunError::NoTarget)?;
            let cycle = held_or_body()?;
            numbered_path(
                grid,
                &cycle,
                snake,
                food,
                &mut wrapped(events, StageEvent::Numbering),
            );
        }
        Stage::Backtrack => {
            let built = backtracking_cycle(
                grid,
                Pos::new(0, 0),
                view.budget,
                &mut wrapped(events, StageEvent::Backtrack),
            );
            if let (Some(held), Ok(c)) = (view.cycle, &built)
                && !same_tour(c, held)
            {
                run.note = Some(format!(
                    "The solver no longer follows this tour: it follows {}.",
                    view.held()
                ));
            }
        }
        Stage::Approach => {
            let food = goal.ok_or(StageRunError::NoTarget)?;
            let cycle = match view.cycle {
                Some(c) => c.clone(),
                None => backtracking_cycle(grid, Pos::new(0, 0), view.budget, &mut Ignore)
                    .map_err(|e| StageRunError::NoCycle(e.to_string()))?,
            };
            let rules = ApproachRules {
                reverse_now: view.reverse,
                check: view.check,
                tail: game.tail_rule(),
                budget: approach_budget(grid.cells()),
            };
            approach(
                grid,
                &cycle,
                snake,
                food,
                rules,
                &mut wrapped(events, StageEvent::Approach),
            );
        }
        Stage::Splice => {
            let food = goal.ok_or(StageRunError::NoTarget)?;
            // The cycle the solver holds (a splice solver's ring, or any solver's cycle), else
            // one built from the body.
            let (mut ring, own) = match solver {
                Some(AnySolver::Splice(s)) => (s.ring().clone(), true),
                _ => (Ring::from_cycle(&held_or_body()?), false),
            };
            if !own
                && !ring
                    .to_cycle(snake.head())
                    .holds_unbroken(snake.cells(), false)
            {
                run.note = Some(
                    "The body does not lie on this cycle as one unbroken stretch, so the splices \
                     would not be safe from here; shown on a cycle built from the body instead."
                        .to_string(),
                );
                ring = Ring::from_cycle(
                    &cycle_from_body(grid, snake, &mut Ignore)
                        .map_err(|e| StageRunError::NoCycle(e.to_string()))?,
                );
            }
            Splicer::new(grid).reshape(
                &mut ring,
                snake,
                game.tail_rule(),
                food,
                game.moves(),
                &mut wrapped(events, StageEvent::Splice),
            );
        }
        Stage::Certificate => {
            let goal = goal.ok_or(StageRunError::NoTarget)?;
            let path = shortest_path(
                grid,
                snake.occupied(),
                snake.head(),
                snake.heading(),
                goal,
                &mut Ignore,
            )
            .ok_or(StageRunError::NoPath)?;
            let next = path[1];
            let mut after = snake.clone();
            after.advance(next, game.food() == Some(next));
            // Compared with a step along the cycle held, as the Hamilton solver does.
            let before = match (view.cycle, game.food()) {
                (Some(c), Some(food)) => Some((c.rel(snake.head(), food) as u32).saturating_sub(1)),
                _ => None,
            };
            let _ = certify(
                &mut BfsSpace::new(),
                grid,
                &after,
                game.food(),
                before,
                &mut wrapped(events, StageEvent::Certificate),
            );
        }
    }
    Ok(run)
}

/// Whether two cycles are the same tour, whatever cell each starts at.
fn same_tour(a: &Cycle, b: &Cycle) -> bool {
    let start = a.at(0);
    a.len() == b.len() && (0..a.len()).all(|k| b.at(b.index_of(start) + k) == a.at(k))
}

fn off_cycle_note() -> String {
    "The body does not lie on the cycle in order, so rel means nothing here: the solver \
     builds a new cycle from the body before it judges a shortcut."
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{FoodSource, Grid, Snake, TailRule};
    use crate::solver::SolverKind;

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
        let run = run_stage_from(Stage::Bfs, &game, None, Some(Pos::new(3, 3)), None).unwrap();
        assert!(matches!(
            run.events.first(),
            Some(StageEvent::Bfs(crate::algo::bfs::BfsEvent::Start { start, .. })) if *start == Pos::new(3, 3)
        ));
    }

    #[test]
    fn every_stage_runs_on_the_classic_board() {
        let game = classic();
        for stage in Stage::ALL {
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
