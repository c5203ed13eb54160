//! What can be wrong with a scenario that parsed, each as a sentence that says where.
//!
//! The rules live in `validate.rs`; the wording lives here, so that every message about the
//! same kind of fault reads the same and names the same things: the field, the index in that
//! field's list, and the cell.

use crate::algo::body_cycle::CycleError;
use crate::rules::{Dir, Grid, MAX_SIDE, MIN_SIDE};
use std::fmt;

/// One thing wrong with a scenario, located as precisely as the fault allows.
///
/// `field` is the name of the field in the file (`"snake"`, `"food"`, `"solver"`, ...);
/// `index` is the position in that field's list (0 is the snake's head, the first food) and
/// `cell` the coordinates at fault, when there are such. The editor uses them to highlight;
/// [`Problem::message`] (and `Display`) is a complete sentence for a person, which already
/// names the index and the cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The field of the file at fault.
    pub field: &'static str,
    /// The cell at fault, if the problem is about one.
    pub cell: Option<(i64, i64)>,
    /// The position in the field's list, if the field is a list.
    pub index: Option<usize>,
    /// The sentence shown to the user.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The most problems a message lists: the first 50, then how many more there are.
pub const MAX_PROBLEMS_SHOWN: usize = 50;

/// Every problem on a line of its own, each after `origin: ` when an origin is given (as
/// `snakescope check` names the file): the one way the app, the command line and
/// [`super::LoadError`] join problems into a message. Past [`MAX_PROBLEMS_SHOWN`], a last
/// line says how many more there are.
pub fn problem_lines(problems: &[Problem], origin: Option<&str>) -> String {
    let mut lines: Vec<String> = problems
        .iter()
        .take(MAX_PROBLEMS_SHOWN)
        .map(|p| match origin {
            Some(origin) => format!("{origin}: {p}"),
            None => p.to_string(),
        })
        .collect();
    if problems.len() > MAX_PROBLEMS_SHOWN {
        lines.push(more_problems(problems.len() - MAX_PROBLEMS_SHOWN, origin));
    }
    lines.join("\n")
}

/// `lines` joined, one a line, the first [`MAX_PROBLEMS_SHOWN`] of them, then how many more
/// there are.
pub fn capped_lines(lines: &[String]) -> String {
    let mut text = lines
        .iter()
        .take(MAX_PROBLEMS_SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    if lines.len() > MAX_PROBLEMS_SHOWN {
        text.push('\n');
        text.push_str(&more_problems(lines.len() - MAX_PROBLEMS_SHOWN, None));
    }
    text
}

/// "and 12 more problems", after `origin: ` if given.
fn more_problems(more: usize, origin: Option<&str>) -> String {
    let words = tr!("… and {more} more problem(s), not listed", more = more);
    match origin {
        Some(origin) => format!("{origin}: {words}"),
        None => words,
    }
}

/// A cell as the file writes it: `(x, y)`.
pub(crate) fn cell_text((x, y): (i64, i64)) -> String {
    format!("({x}, {y})")
}

impl Problem {
    /// A problem with a field as a whole.
    fn about(field: &'static str, message: String) -> Problem {
        Problem {
            field,
            cell: None,
            index: None,
            message,
        }
    }

    /// A problem with entry `index` of a list field, at `cell`.
    fn at(field: &'static str, index: usize, cell: (i64, i64), message: String) -> Problem {
        Problem {
            field,
            cell: Some(cell),
            index: Some(index),
            message,
        }
    }

    pub(crate) fn unknown_version(version: u32) -> Problem {
        Problem::about(
            "version",
            tr!(
                "the file is in format version {version}, but snakescope reads version {n}",
                version = version,
                n = super::FORMAT_VERSION
            ),
        )
    }

    /// `side` is `"width"` or `"height"`.
    pub(crate) fn board_side(side: &'static str, width: i64, height: i64) -> Problem {
        let value = if side == "width" { width } else { height };
        let verdict = if value > i64::from(MAX_SIDE) {
            tr!(
                "board too large: its {side} is {value}, more than the {MAX_SIDE} cells a side may have",
                side = side,
                value = value,
                MAX_SIDE = MAX_SIDE
            )
        } else {
            tr!(
                "board too small: its {side} is {value}, fewer than the {MIN_SIDE} cells a side needs",
                side = side,
                value = value,
                MIN_SIDE = MIN_SIDE
            )
        };
        Problem::about(
            side,
            tr!(
                "{verdict} (the board is {width} x {height})",
                verdict = verdict,
                width = width,
                height = height
            ),
        )
    }

    pub(crate) fn empty_snake() -> Problem {
        Problem::about(
            "snake",
            tr!("the snake has no cells; list at least one, head first"),
        )
    }

    pub(crate) fn snake_off_board(index: usize, cell: (i64, i64), grid: &Grid) -> Problem {
        Problem::at(
            "snake",
            index,
            cell,
            tr!(
                "snake cell {index} at {cell} is off the {grid} board{grid2}",
                index = index,
                cell = cell_text(cell),
                grid = grid,
                grid2 = bounds(grid)
            ),
        )
    }

    pub(crate) fn snake_gap(index: usize, cell: (i64, i64), previous: (i64, i64)) -> Problem {
        Problem::at(
            "snake",
            index,
            cell,
            tr!(
                "snake cell {index} at {cell} is not next to the previous cell {previous} \
                 (each cell must share a side with the one before it)",
                index = index,
                cell = cell_text(cell),
                previous = cell_text(previous)
            ),
        )
    }

    pub(crate) fn snake_repeat(index: usize, cell: (i64, i64), first: usize) -> Problem {
        Problem::at(
            "snake",
            index,
            cell,
            tr!(
                "snake cell {index} at {cell} repeats snake cell {first}; a snake cannot cross itself",
                index = index,
                cell = cell_text(cell),
                first = first
            ),
        )
    }

    pub(crate) fn snake_fills_board(cells: usize, grid: &Grid) -> Problem {
        Problem::about(
            "snake",
            tr!(
                "the snake's {cells} cells already fill the {grid} board, so the game would be \
                 won before the first move",
                cells = cells,
                grid = grid
            ),
        )
    }

    pub(crate) fn heading_disagrees(
        given: Dir,
        actual: Dir,
        head: (i64, i64),
        neck: (i64, i64),
    ) -> Problem {
        Problem::about(
            "heading",
            tr!(
                "heading {given} disagrees with the body: the neck {neck} is behind the head {head}, \
                 so the snake heads {actual}; a heading is only needed for a one-cell snake \
                 (leave it out or write None)",
                given = given.way(),
                neck = cell_text(neck),
                head = cell_text(head),
                actual = actual.way()
            ),
        )
    }

    pub(crate) fn food_off_board(index: usize, cell: (i64, i64), grid: &Grid) -> Problem {
        Problem::at(
            "food",
            index,
            cell,
            tr!(
                "food {index} at {cell} is off the {grid} board{grid2}",
                index = index,
                cell = cell_text(cell),
                grid = grid,
                grid2 = bounds(grid)
            ),
        )
    }

    pub(crate) fn food_on_body(cell: (i64, i64), snake_index: usize) -> Problem {
        Problem::at(
            "food",
            0,
            cell,
            tr!(
                "the first food at {cell} is on the snake's body (snake cell {snake_index}); \
                 the first food must be on a free cell",
                cell = cell_text(cell),
                snake_index = snake_index
            ),
        )
    }

    pub(crate) fn zero_step_limit() -> Problem {
        Problem::about(
            "step_limit",
            tr!(
                "a step limit of 0 ends the game before the first move; give at least 1, or \
                 None for the default max(5000, cells²)"
            ),
        )
    }

    /// Quiz tick `index` is `tick`, not after the one before it, `previous`.
    pub(crate) fn quiz_out_of_order(index: usize, tick: u64, previous: u64) -> Problem {
        Problem {
            field: "quiz",
            cell: None,
            index: Some(index),
            message: tr!(
                "quiz tick {index} is {tick}, but quiz tick {n} before it is {previous}: list the \
                 ticks to ask about in increasing order, each once",
                index = index,
                tick = tick,
                n = index - 1,
                previous = previous
            ),
        }
    }

    /// Quiz tick `index` is `tick`, but the game stops after `limit` moves.
    pub(crate) fn quiz_past_limit(index: usize, tick: u64, limit: u64) -> Problem {
        Problem {
            field: "quiz",
            cell: None,
            index: Some(index),
            message: tr!(
                "quiz tick {index} is {tick}, but the game stops after {limit} moves (its step \
                 limit), so its last decision is at tick {n}",
                index = index,
                tick = tick,
                limit = limit,
                n = limit - 1
            ),
        }
    }

    pub(crate) fn shortcut_fraction(value: f64) -> Problem {
        Problem::about(
            "solver",
            tr!(
                "Hamilton's shortcut_until is {value}, but it is a fraction of the board and \
                 must lie between 0 and 1",
                value = value
            ),
        )
    }

    pub(crate) fn zero_budget() -> Problem {
        Problem::about(
            "solver",
            tr!(
                "Backtrack's budget of 0 steps cannot build any cycle; give a positive budget or \
                 leave it out for the default {n}",
                n = crate::algo::backtrack::DEFAULT_BUDGET
            ),
        )
    }

    /// A cycle solver on a board that has no cycle, or with a body no cycle can be built from.
    ///
    /// `solver` is the file's name for the solver, e.g. `Hamilton`.
    pub(crate) fn no_cycle(solver: &str, error: &CycleError) -> Problem {
        match error {
            CycleError::OddBoard { .. } => Problem::about(
                "solver",
                tr!(
                    "the {solver} solver follows a Hamiltonian cycle, but {error}",
                    solver = solver,
                    error = error
                ),
            ),
            _ => Problem {
                field: "solver",
                cell: error.cell().map(|c| (i64::from(c.x), i64::from(c.y))),
                index: None,
                message: tr!(
                    "the {solver} solver builds its cycle from the snake's body, but {error}",
                    solver = solver,
                    error = error
                ),
            },
        }
    }

    /// The backtracking solver's safe check needs the body on its cycle, or a cycle built from
    /// the body, and neither is there.
    /// The backtracking search `play` runs before its first move found no cycle.
    pub(crate) fn backtrack_search(
        error: &crate::algo::backtrack::BacktrackError,
        budget: u64,
    ) -> Problem {
        use crate::algo::backtrack::BacktrackError;
        let advice = match error {
            BacktrackError::OutOfBudget(_) => tr!(
                "; give a larger budget (at most {n}), e.g. `Backtrack(budget: {n2})`, or use \
                 Hamilton, whose cycle is built without a search",
                n = super::solver_spec::MAX_BUDGET,
                n2 = budget
                    .saturating_mul(10)
                    .min(super::solver_spec::MAX_BUDGET)
            ),
            BacktrackError::NoCycle => String::new(),
        };
        Problem::about(
            "solver",
            tr!(
                "the Backtrack solver cannot start: {error}{advice}",
                error = error,
                advice = advice
            ),
        )
    }

    pub(crate) fn off_backtracking_cycle(error: &CycleError) -> Problem {
        let cell = error.cell().map(|c| (i64::from(c.x), i64::from(c.y)));
        Problem {
            field: "solver",
            cell,
            index: None,
            message: tr!(
                "the Backtrack solver needs the body to lie along its backtracking cycle (or a \
                 cycle built from the body) to promise it never dies, but the body does not lie \
                 along the cycle, and {error}; `Backtrack(check: Article)` plays it anyway",
                error = error
            ),
        }
    }

    /// Breakpoint `index` waits for the head to enter a cell off the board.
    pub(crate) fn breakpoint_off_board(index: usize, cell: (i64, i64), grid: &Grid) -> Problem {
        Problem::at(
            "breakpoints",
            index,
            cell,
            tr!(
                "breakpoint {index} waits for the head to enter {cell}, which is off the {grid} \
                 board{grid2}",
                index = index,
                cell = cell_text(cell),
                grid = grid,
                grid2 = bounds(grid)
            ),
        )
    }

    /// Breakpoint `index` waits for a length no snake on the board can have.
    pub(crate) fn breakpoint_length(index: usize, length: i64, grid: &Grid) -> Problem {
        Problem {
            field: "breakpoints",
            cell: None,
            index: Some(index),
            message: tr!(
                "breakpoint {index} waits for length {length}, but a snake on the {grid} board \
                 is 1 to {cells} cells long",
                index = index,
                length = length,
                grid = grid,
                cells = grid.cells()
            ),
        }
    }

    /// Breakpoint `index` waits for a tick after the game's step limit.
    pub(crate) fn breakpoint_past_limit(index: usize, tick: u64, limit: u64) -> Problem {
        Problem {
            field: "breakpoints",
            cell: None,
            index: Some(index),
            message: tr!(
                "breakpoint {index} waits for tick {tick}, but the game stops at its step limit \
                 of {limit} moves, so it would never stop there",
                index = index,
                tick = tick,
                limit = limit
            ),
        }
    }
}

/// The board's extent, e.g. " (x runs 0..=5, y 0..=5)", to show how far off a cell is.
pub(super) fn bounds(grid: &Grid) -> String {
    tr!(
        " (x runs 0..={n}, y 0..={n2})",
        n = grid.width() - 1,
        n2 = grid.height() - 1
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Pos;

    #[test]
    fn sentences_name_the_cell_and_the_index() {
        let grid = Grid::new(6, 6).unwrap();
        let p = Problem::snake_off_board(2, (-1, 3), &grid);
        assert_eq!(
            p.to_string(),
            "snake cell 2 at (-1, 3) is off the 6x6 board (x runs 0..=5, y 0..=5)"
        );
        assert_eq!(
            (p.field, p.cell, p.index),
            ("snake", Some((-1, 3)), Some(2))
        );

        let p = Problem::snake_gap(2, (3, 3), (3, 1));
        assert!(
            p.to_string()
                .starts_with("snake cell 2 at (3, 3) is not next to the previous cell (3, 1)")
        );

        let p = Problem::food_on_body((3, 1), 1);
        assert!(
            p.to_string()
                .contains("first food at (3, 1) is on the snake's body (snake cell 1)")
        );
        assert_eq!((p.field, p.index), ("food", Some(0)));
    }

    #[test]
    fn board_sides_say_too_large_or_too_small_with_the_size() {
        let p = Problem::board_side("width", 300, 300);
        assert!(
            p.to_string()
                .starts_with("board too large: its width is 300, more than the 256"),
            "{p}"
        );
        assert!(p.to_string().contains("300 x 300"), "{p}");
        let p = Problem::board_side("height", 8, 1);
        assert!(
            p.to_string()
                .starts_with("board too small: its height is 1, fewer than the 2"),
            "{p}"
        );
        assert_eq!(p.field, "height");
    }

    #[test]
    fn cycle_problems_reuse_the_algorithm_s_wording() {
        let grid = Grid::new(5, 5).unwrap();
        let odd = CycleError::OddBoard {
            grid,
            dark: 13,
            light: 12,
        };
        let p = Problem::no_cycle("Hamilton", &odd);
        assert!(p.to_string().contains("Hamilton solver"), "{p}");
        assert!(p.to_string().contains("13 dark and 12 light"), "{p}");

        let left_out = CycleError::LeftOut {
            cells: vec![Pos::new(3, 0), Pos::new(3, 1)],
        };
        let p = Problem::no_cycle("Cycle", &left_out);
        assert!(p.to_string().contains("leaves out (3, 0), (3, 1)"), "{p}");
        assert_eq!(p.cell, Some((3, 0)));
    }

    #[test]
    fn a_heading_disagreement_names_both_directions() {
        let p = Problem::heading_disagrees(Dir::Up, Dir::Left, (2, 1), (3, 1));
        let text = p.to_string();
        assert!(
            text.starts_with("heading Up disagrees with the body"),
            "{text}"
        );
        assert!(
            text.contains("the neck (3, 1) is behind the head (2, 1), so the snake heads Left"),
            "{text}"
        );
    }
}
