//! Running one stage on its own, on any board: what the stage picker and `explain` show when
//! the decision at hand did not run that stage.

use crate::algo::approach::approach;
use crate::algo::backtrack::{DEFAULT_BUDGET, backtracking_cycle};
use crate::algo::bfs::shortest_path;
use crate::algo::body_cycle::cycle_from_body;
use crate::algo::longest::longest_path;
use crate::algo::numbered::numbered_path;
use crate::algo::shortcut::{DEFAULT_TAIL_MARGIN, judge_shortcut};
use crate::algo::{Cycle, Ignore, Stage, StageEvent, wrapped};
use crate::rules::{Game, Pos};

/// Why a stage cannot run on this board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StageRunError {
    /// The stage needs a target and there is no food.
    #[error("this stage needs a target cell: there is no food on the board")]
    NoTarget,
    /// The stage needs a cycle and none could be built.
    #[error("this stage needs a Hamiltonian cycle: {0}")]
    NoCycle(String),
}

/// Runs `stage` on the state of `game` and returns its events.
///
/// `target` replaces the food as the search's goal (BFS, longest path); `cycle` is the cycle
/// to number (shortcut, numbering, approach stages), built from the body (or, for the approach,
/// by backtracking) when not given.
pub fn run_stage(
    stage: Stage,
    game: &Game,
    target: Option<Pos>,
    cycle: Option<&Cycle>,
) -> Result<Vec<StageEvent>, StageRunError> {
    run_stage_from(stage, game, None, target, cycle)
}

/// As [`run_stage`], with the path searches (BFS, longest path) starting at `start` instead
/// of the head when given: the "your own board" setting where a student clicks both ends.
/// The start is searched from heading the snake's way; other stages ignore it.
pub fn run_stage_from(
    stage: Stage,
    game: &Game,
    start: Option<Pos>,
    target: Option<Pos>,
    cycle: Option<&Cycle>,
) -> Result<Vec<StageEvent>, StageRunError> {
    let grid = game.grid();
    let snake = game.snake();
    let from = start.unwrap_or(snake.head());
    let mut events = Vec::new();
    let goal = target.or(game.food());
    let body_cycle = || -> Result<Cycle, StageRunError> {
        match cycle {
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
                &mut wrapped(&mut events, StageEvent::Bfs),
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
                &mut wrapped(&mut events, StageEvent::Longest),
            );
        }
        Stage::Cycle => {
            let _ = cycle_from_body(grid, snake, &mut wrapped(&mut events, StageEvent::Cycle));
        }
        Stage::Shortcut => {
            let food = goal.ok_or(StageRunError::NoTarget)?;
            let cycle = body_cycle()?;
            if let Some(path) = shortest_path(
                grid,
                snake.occupied(),
                snake.head(),
                snake.heading(),
                food,
                &mut Ignore,
            ) {
                judge_shortcut(
                    grid,
                    &cycle,
                    snake,
                    food,
                    &path,
                    DEFAULT_TAIL_MARGIN,
                    &mut wrapped(&mut events, StageEvent::Shortcut),
                );
            } else {
                crate::algo::shortcut::show_numbering(
                    grid,
                    &cycle,
                    snake,
                    food,
                    DEFAULT_TAIL_MARGIN,
                    &mut wrapped(&mut events, StageEvent::Shortcut),
                );
            }
        }
        Stage::Numbering => {
            let food = goal.ok_or(StageRunError::NoTarget)?;
            let cycle = body_cycle()?;
            numbered_path(
                grid,
                &cycle,
                snake,
                food,
                &mut wrapped(&mut events, StageEvent::Numbering),
            );
        }
        Stage::Backtrack => {
            let _ = backtracking_cycle(
                grid,
                Pos::new(0, 0),
                DEFAULT_BUDGET,
                &mut wrapped(&mut events, StageEvent::Backtrack),
            );
        }
        Stage::Approach => {
            let food = goal.ok_or(StageRunError::NoTarget)?;
            let cycle = match cycle {
                Some(c) => c.clone(),
                None => backtracking_cycle(grid, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore)
                    .map_err(|e| StageRunError::NoCycle(e.to_string()))?,
            };
            approach(
                grid,
                &cycle,
                snake,
                food,
                false,
                (4 * grid.cells()) as u32,
                &mut wrapped(&mut events, StageEvent::Approach),
            );
        }
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{FoodSource, Grid, Snake, TailRule};

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
        let events = run_stage_from(Stage::Bfs, &game, Some(Pos::new(3, 3)), None, None).unwrap();
        assert!(matches!(
            events.first(),
            Some(StageEvent::Bfs(crate::algo::bfs::BfsEvent::Start { start, .. })) if *start == Pos::new(3, 3)
        ));
    }

    #[test]
    fn every_stage_runs_on_the_classic_board() {
        let g = Grid::new(8, 8).unwrap();
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let game = Game::new(
            g,
            s,
            FoodSource::new(vec![Pos::new(5, 5)], 1),
            TailRule::Blocks,
            None,
        );
        for stage in Stage::ALL {
            let events = run_stage(stage, &game, None, None).unwrap();
            assert!(!events.is_empty(), "{stage:?}");
            assert!(
                events
                    .iter()
                    .all(|e| e.stage() == stage || stage == Stage::Cycle)
            );
        }
    }
}
