//! What can be wrong with a scenario's search board on its board, each problem naming the
//! cell (and the wall's place in its list), in the words of the scenario's other problems.

use super::problem::{Problem, bounds, cell_text};
use super::search_board::SearchBoard;
use crate::algo::search::dijkstra::MAX_TURN_COST;
use crate::rules::{Game, Grid, Pos};
use std::collections::HashMap;

/// Everything wrong with `board` on `grid` for the snake `snake` (head first, as the file
/// writes it) and the first food `food`, each naming the cell: a cell off the board, a start
/// on the body other than the head, a target on the body other than the tail, a start that
/// is the target, a wall off the board, on the body, on the start or the target, or given
/// twice.
pub(super) fn search_problems(
    board: &SearchBoard,
    grid: &Grid,
    snake: &[(i64, i64)],
    food: Option<(i64, i64)>,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    let on_snake = |cell: (i64, i64)| snake.iter().position(|&c| c == cell);
    let tail = snake.len().checked_sub(1);
    if let Some(from) = board.from {
        if !grid.contains_xy(from.0, from.1) {
            problems.push(end_off_board(End::Start, from, grid));
        } else if let Some(k) = on_snake(from).filter(|&k| k > 0) {
            problems.push(end_on_body(End::Start, from, k));
        }
    }
    if let Some(to) = board.to {
        if !grid.contains_xy(to.0, to.1) {
            problems.push(end_off_board(End::Target, to, grid));
        } else if let Some(k) = on_snake(to).filter(|&k| Some(k) != tail) {
            problems.push(end_on_body(End::Target, to, k));
        }
    }
    let start = board.from.or(snake.first().copied());
    let target = board.to.or(food);
    if let (Some(start), Some(target)) = (start, target)
        && start == target
    {
        problems.push(start_is_target(start));
    }
    let mut first_seen: HashMap<(i64, i64), usize> = HashMap::new();
    for (index, &wall) in board.walls.iter().enumerate() {
        if !grid.contains_xy(wall.0, wall.1) {
            problems.push(wall_problem(index, wall, WallFault::OffBoard(grid)));
        } else if let Some(&first) = first_seen.get(&wall) {
            problems.push(wall_problem(index, wall, WallFault::Repeats(first)));
        } else if let Some(k) = on_snake(wall) {
            problems.push(wall_problem(index, wall, WallFault::OnBody(k)));
        } else if Some(wall) == start {
            problems.push(wall_problem(index, wall, WallFault::Start));
        } else if Some(wall) == target {
            problems.push(wall_problem(index, wall, WallFault::Target));
        }
        first_seen.entry(wall).or_insert(index);
    }
    problems.extend(terrain_problems(board, grid));
    if let Some(cost) = board.turn_cost.filter(|&c| c > MAX_TURN_COST) {
        problems.push(Problem {
            field: "search",
            cell: None,
            index: None,
            message: tr!(
                "the search's turn_cost {cost} is more than {max}, the most a turn may cost Dijkstra beyond a straight move",
                cost = cost,
                max = MAX_TURN_COST
            ),
        });
    }
    problems
}

/// Everything wrong with the terrain of `board` on `grid`, each naming the cell and its place
/// in the list: a cell off the board, given twice, or a wall (a wall is never entered, so it
/// has no ground).
fn terrain_problems(board: &SearchBoard, grid: &Grid) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut first_seen: HashMap<(i64, i64), usize> = HashMap::new();
    for (index, &(cell, _)) in board.terrain.iter().enumerate() {
        let message = if !grid.contains_xy(cell.0, cell.1) {
            Some(tr!(
                "terrain {index} at {cell} is off the {grid} board{grid2}",
                index = index,
                cell = cell_text(cell),
                grid = grid,
                grid2 = bounds(grid)
            ))
        } else if let Some(&first) = first_seen.get(&cell) {
            Some(tr!(
                "terrain {index} at {cell} repeats terrain {first}: a cell has one ground",
                index = index,
                cell = cell_text(cell),
                first = first
            ))
        } else if board.walls.contains(&cell) {
            Some(tr!(
                "terrain {index} at {cell} is a search wall: a wall is never entered, so it has no ground",
                index = index,
                cell = cell_text(cell)
            ))
        } else {
            None
        };
        if let Some(message) = message {
            problems.push(Problem {
                field: "search",
                cell: Some(cell),
                index: Some(index),
                message,
            });
        }
        first_seen.entry(cell).or_insert(index);
    }
    problems
}

impl SearchBoard {
    /// Everything wrong with this board on `game` as it stands (its snake and its food), in
    /// the words `check` uses for a scenario's search board: a race started at a tick, with a
    /// start or a target given on the command line, is held to the same rules.
    pub fn problems_on(&self, game: &Game) -> Vec<Problem> {
        let xy = |p: Pos| (i64::from(p.x), i64::from(p.y));
        let snake: Vec<(i64, i64)> = game.snake().cells().map(xy).collect();
        search_problems(self, game.grid(), &snake, game.food().map(xy))
    }
}

/// Which end of the searches a problem is about.
#[derive(Clone, Copy)]
enum End {
    Start,
    Target,
}

/// What is wrong with a wall.
enum WallFault<'a> {
    OffBoard(&'a Grid),
    Repeats(usize),
    OnBody(usize),
    Start,
    Target,
}

/// A problem with the search board as a whole, at `cell`.
fn about(cell: (i64, i64), message: String) -> Problem {
    Problem {
        field: "search",
        cell: Some(cell),
        index: None,
        message,
    }
}

fn end_off_board(end: End, cell: (i64, i64), grid: &Grid) -> Problem {
    let message = match end {
        End::Start => tr!(
            "the search's start (from) at {cell} is off the {grid} board{grid2}",
            cell = cell_text(cell),
            grid = grid,
            grid2 = bounds(grid)
        ),
        End::Target => tr!(
            "the search's target (to) at {cell} is off the {grid} board{grid2}",
            cell = cell_text(cell),
            grid = grid,
            grid2 = bounds(grid)
        ),
    };
    about(cell, message)
}

fn end_on_body(end: End, cell: (i64, i64), snake_index: usize) -> Problem {
    let message = match end {
        End::Start => tr!(
            "the search's start (from) at {cell} is on the snake's body (snake cell \
             {snake_index}); a search starts at the head or on a free cell",
            cell = cell_text(cell),
            snake_index = snake_index
        ),
        End::Target => tr!(
            "the search's target (to) at {cell} is on the snake's body (snake cell \
             {snake_index}); a search looks for a free cell or the tail",
            cell = cell_text(cell),
            snake_index = snake_index
        ),
    };
    about(cell, message)
}

fn start_is_target(cell: (i64, i64)) -> Problem {
    about(
        cell,
        tr!(
            "the search starts and ends at {cell}; give it a target (to) apart from its start",
            cell = cell_text(cell)
        ),
    )
}

fn wall_problem(index: usize, cell: (i64, i64), fault: WallFault<'_>) -> Problem {
    let wall = cell_text(cell);
    let message = match fault {
        WallFault::OffBoard(grid) => tr!(
            "search wall {index} at {cell} is off the {grid} board{grid2}",
            index = index,
            cell = wall,
            grid = grid,
            grid2 = bounds(grid)
        ),
        WallFault::Repeats(first) => tr!(
            "search wall {index} at {cell} repeats search wall {first}",
            index = index,
            cell = wall,
            first = first
        ),
        WallFault::OnBody(k) => tr!(
            "search wall {index} at {cell} is on the snake's body (snake cell {k}); the \
             search's walls go on free cells and never change the game",
            index = index,
            cell = wall,
            k = k
        ),
        WallFault::Start => tr!(
            "search wall {index} at {cell} is where the search starts",
            index = index,
            cell = wall
        ),
        WallFault::Target => tr!(
            "search wall {index} at {cell} is the search's target",
            index = index,
            cell = wall
        ),
    };
    Problem {
        field: "search",
        cell: Some(cell),
        index: Some(index),
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(
        from: Option<(i64, i64)>,
        to: Option<(i64, i64)>,
        walls: &[(i64, i64)],
    ) -> SearchBoard {
        SearchBoard {
            from,
            to,
            walls: walls.to_vec(),
            ..SearchBoard::default()
        }
    }

    const SNAKE: [(i64, i64); 3] = [(2, 1), (3, 1), (3, 0)];

    #[test]
    fn terrain_off_the_board_repeated_or_on_a_wall_is_named_with_its_place() {
        use crate::rules::Ground::{Mud, Water};
        let grid = Grid::new(6, 6).unwrap();
        let mut b = board(None, Some((5, 5)), &[(1, 1)]);
        b.terrain = vec![
            ((0, 0), Mud),
            ((6, 0), Water),
            ((0, 0), Water),
            ((1, 1), Mud),
        ];
        let problems = search_problems(&b, &grid, &SNAKE, None);
        let at: Vec<_> = problems.iter().map(|p| (p.index, p.cell)).collect();
        assert_eq!(
            at,
            [
                (Some(1), Some((6, 0))),
                (Some(2), Some((0, 0))),
                (Some(3), Some((1, 1)))
            ]
        );
        assert!(problems[0].message.contains("terrain 1 at"), "{problems:?}");
        assert!(problems[1].message.contains("repeats terrain 0"));
        assert!(problems[2].message.contains("search wall"));
        b.terrain = vec![((5, 5), Water), ((2, 1), Mud)];
        assert_eq!(search_problems(&b, &grid, &SNAKE, None), []);
    }

    #[test]
    fn a_turn_cost_beyond_the_most_is_named_by_its_field() {
        let grid = Grid::new(6, 6).unwrap();
        let mut b = board(None, Some((5, 5)), &[]);
        b.turn_cost = Some(MAX_TURN_COST);
        assert_eq!(search_problems(&b, &grid, &SNAKE, None), []);
        b.turn_cost = Some(MAX_TURN_COST + 1);
        let problems = search_problems(&b, &grid, &SNAKE, None);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!((problems[0].field, problems[0].cell), ("search", None));
        assert_eq!(
            problems[0].message,
            "the search's turn_cost 4097 is more than 4096, the most a turn may cost Dijkstra \
             beyond a straight move"
        );
    }

    #[test]
    fn a_board_with_nothing_wrong_has_no_problems() {
        let grid = Grid::new(6, 6).unwrap();
        let b = board(Some((0, 0)), Some((5, 5)), &[(1, 1), (2, 2)]);
        assert_eq!(search_problems(&b, &grid, &SNAKE, None), []);
        // The head may start it and the tail be its target, as greedy's tail check is.
        let b = board(Some((2, 1)), Some((3, 0)), &[]);
        assert_eq!(search_problems(&b, &grid, &SNAKE, None), []);
    }

    #[test]
    fn every_problem_names_its_cell_and_wall() {
        let grid = Grid::new(6, 6).unwrap();
        let b = board(
            Some((3, 1)),
            Some((9, 2)),
            &[(-1, 0), (1, 1), (1, 1), (3, 0), (3, 1), (4, 4)],
        );
        let problems = search_problems(&b, &grid, &SNAKE, Some((4, 4)));
        let cells: Vec<Option<(i64, i64)>> = problems.iter().map(|p| p.cell).collect();
        let indexes: Vec<Option<usize>> = problems.iter().map(|p| p.index).collect();
        assert_eq!(
            cells,
            [
                Some((3, 1)),
                Some((9, 2)),
                Some((-1, 0)),
                Some((1, 1)),
                Some((3, 0)),
                Some((3, 1))
            ],
            "{problems:#?}"
        );
        assert_eq!(
            indexes,
            [None, None, Some(0), Some(2), Some(3), Some(4)],
            "{problems:#?}"
        );
        assert!(problems.iter().all(|p| p.field == "search"));
        assert_eq!(
            problems[0].message,
            "the search's start (from) at (3, 1) is on the snake's body (snake cell 1); a \
             search starts at the head or on a free cell"
        );
        assert_eq!(
            problems[2].message,
            "search wall 0 at (-1, 0) is off the 6x6 board (x runs 0..=5, y 0..=5)"
        );
        assert_eq!(
            problems[3].message,
            "search wall 2 at (1, 1) repeats search wall 1"
        );
        // The target is off the board, so the food (4, 4) is not what it defaults to: the
        // wall there is not at the target.
        let b = board(None, None, &[(4, 4), (2, 1)]);
        let problems = search_problems(&b, &grid, &SNAKE, Some((4, 4)));
        assert_eq!(problems.len(), 2, "{problems:#?}");
        assert_eq!(
            problems[0].message,
            "search wall 0 at (4, 4) is the search's target"
        );
        assert!(
            problems[1].message.contains("snake cell 0"),
            "{}",
            problems[1]
        );
    }

    #[test]
    fn a_start_on_the_target_is_a_problem() {
        let grid = Grid::new(6, 6).unwrap();
        let b = board(Some((4, 4)), None, &[]);
        let problems = search_problems(&b, &grid, &SNAKE, Some((4, 4)));
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].cell, Some((4, 4)));
        assert!(
            problems[0]
                .message
                .starts_with("the search starts and ends at (4, 4)")
        );
        // The head as the target: on the body, and the start.
        let problems = search_problems(&board(None, Some((2, 1)), &[]), &grid, &SNAKE, None);
        assert_eq!(problems.len(), 2, "{problems:#?}");
    }
}
