//! The rules a scenario must follow before a game can start from it.
//!
//! Checks run in order from the plain to the derived: version, board, snake shape, the snake on
//! the board, heading, food, step limit, solver options, and last what the solver needs of the
//! board and body. A check that needs a valid board or snake runs only when those are valid, so
//! one fault is reported once, not again by every check built on it. Nothing here panics,
//! whatever numbers the file holds.

use super::Scenario;
use super::problem::Problem;
use super::search_problems::search_problems;
use super::solver_spec::variant_name;
use crate::algo::Ignore;
use crate::algo::body_cycle::{check_parity, cycle_from_body};
use crate::explain::breakpoints::Condition;
use crate::rules::{Dir, FoodSource, Game, Grid, Pos, Snake, default_step_limit};
use crate::solver::{BacktrackSetupError, BacktrackSolver, SolverKind};
use std::collections::HashMap;

impl Scenario {
    /// Every problem that stops a game from starting with this scenario; empty when it is
    /// playable.
    ///
    /// Scripted food after the first is checked only for lying on the board: whether it will
    /// lie on the snake depends on the play, and the rules skip it then.
    pub fn validate(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        if self.version != super::FORMAT_VERSION {
            problems.push(Problem::unknown_version(self.version));
        }
        let grid = self.checked_grid(&mut problems);
        let shape_ok = self.check_snake_shape(&mut problems);
        let on_board = grid.is_some_and(|grid| self.check_cells_on_board(&grid, &mut problems));
        self.check_heading(&mut problems);
        if let Some(grid) = grid {
            self.check_food_on_board(&grid, &mut problems);
        }
        self.check_first_food_free(&mut problems);
        if self.step_limit == Some(0) {
            problems.push(Problem::zero_step_limit());
        }
        self.check_quiz(grid.as_ref(), &mut problems);
        self.check_solver_options(&mut problems);
        if let Some(grid) = grid {
            if self.solver.needs_cycle()
                && let Err(odd) = check_parity(&grid)
            {
                problems.push(Problem::no_cycle(variant_name(&self.solver), &odd));
            } else if shape_ok && on_board {
                self.check_snake_against_board(&grid, &mut problems);
            }
        }
        if let Some(grid) = grid {
            self.check_breakpoints(&grid, &mut problems);
            if let Some(search) = &self.search {
                let food = self.food.first().copied();
                problems.extend(search_problems(search, &grid, &self.snake, food));
            }
        }
        problems
    }

    /// The board, or a problem for each side outside the rules.
    fn checked_grid(&self, problems: &mut Vec<Problem>) -> Option<Grid> {
        let grid = Grid::new(self.width, self.height).ok();
        if grid.is_none() {
            for (side, value) in [("width", self.width), ("height", self.height)] {
                if Grid::new(value, 2).is_err() {
                    problems.push(Problem::board_side(side, self.width, self.height));
                }
            }
        }
        grid
    }

    /// Empty, broken or self-crossing bodies; true when the shape is a snake's.
    fn check_snake_shape(&self, problems: &mut Vec<Problem>) -> bool {
        if self.snake.is_empty() {
            problems.push(Problem::empty_snake());
            return false;
        }
        let before = problems.len();
        let mut first_seen: HashMap<(i64, i64), usize> = HashMap::new();
        for (index, &cell) in self.snake.iter().enumerate() {
            if index > 0 {
                let previous = self.snake[index - 1];
                if direction(previous, cell).is_none() {
                    problems.push(Problem::snake_gap(index, cell, previous));
                }
            }
            match first_seen.get(&cell) {
                Some(&first) => problems.push(Problem::snake_repeat(index, cell, first)),
                None => {
                    first_seen.insert(cell, index);
                }
            }
        }
        problems.len() == before
    }

    /// Snake cells off the board; true when every one is on it.
    fn check_cells_on_board(&self, grid: &Grid, problems: &mut Vec<Problem>) -> bool {
        let before = problems.len();
        for (index, &(x, y)) in self.snake.iter().enumerate() {
            if !grid.contains_xy(x, y) {
                problems.push(Problem::snake_off_board(index, (x, y), grid));
            }
        }
        problems.len() == before
    }

    /// A heading given to a longer snake must agree with its neck-to-head direction.
    fn check_heading(&self, problems: &mut Vec<Problem>) {
        let (Some(given), [head, neck, ..]) = (self.heading, self.snake.as_slice()) else {
            return;
        };
        if let Some(actual) = direction(*neck, *head)
            && actual != given
        {
            problems.push(Problem::heading_disagrees(given, actual, *head, *neck));
        }
    }

    fn check_food_on_board(&self, grid: &Grid, problems: &mut Vec<Problem>) {
        for (index, &(x, y)) in self.food.iter().enumerate() {
            if !grid.contains_xy(x, y) {
                problems.push(Problem::food_off_board(index, (x, y), grid));
            }
        }
    }

    /// The first scripted food is served at the start, when the body is the one written here.
    fn check_first_food_free(&self, problems: &mut Vec<Problem>) {
        if let Some(&first) = self.food.first()
            && let Some(snake_index) = self.snake.iter().position(|&c| c == first)
        {
            problems.push(Problem::food_on_body(first, snake_index));
        }
    }

    /// Quiz ticks in increasing order, each before the step limit ends the game (the default
    /// limit is known only on a valid board).
    fn check_quiz(&self, grid: Option<&Grid>, problems: &mut Vec<Problem>) {
        let limit = self
            .step_limit
            .or_else(|| grid.map(default_step_limit))
            .filter(|&l| l > 0);
        for (index, &tick) in self.quiz.iter().enumerate() {
            if let Some(previous) = index.checked_sub(1).map(|i| self.quiz[i])
                && tick <= previous
            {
                problems.push(Problem::quiz_out_of_order(index, tick, previous));
            }
            if let Some(limit) = limit
                && tick >= limit
            {
                problems.push(Problem::quiz_past_limit(index, tick, limit));
            }
        }
    }

    fn check_solver_options(&self, problems: &mut Vec<Problem>) {
        match self.solver {
            SolverKind::Hamilton(options) if !(0.0..=1.0).contains(&options.shortcut_until) => {
                problems.push(Problem::shortcut_fraction(options.shortcut_until));
            }
            SolverKind::Backtrack(options) if options.budget == 0 => {
                problems.push(Problem::zero_budget());
            }
            _ => {}
        }
    }

    /// What needs the real snake on the real board: a full board, and a body-built cycle.
    fn check_snake_against_board(&self, grid: &Grid, problems: &mut Vec<Problem>) {
        let Some(snake) = self.built_snake(grid) else {
            return;
        };
        if snake.len() >= grid.cells() {
            problems.push(Problem::snake_fills_board(snake.len(), grid));
            return;
        }
        if self.solver.cycle_from_body()
            && let Err(error) = cycle_from_body(grid, &snake, &mut Ignore)
        {
            problems.push(Problem::no_cycle(variant_name(&self.solver), &error));
        }
        // What `play` does before its first move: the backtracking search, with the file's
        // budget (either check), so a file that passes here starts.
        if let SolverKind::Backtrack(options) = self.solver
            && options.budget > 0
            && !grid.is_odd_by_odd()
        {
            let food = FoodSource::new(Vec::new(), self.seed);
            let game = Game::new(*grid, snake, food, self.tail, None);
            match BacktrackSolver::new(&game, options) {
                Ok(_) => {}
                Err(BacktrackSetupError::OffCycle(error)) => {
                    problems.push(Problem::off_backtracking_cycle(&error));
                }
                Err(BacktrackSetupError::Search(error)) => {
                    problems.push(Problem::backtrack_search(&error, options.budget));
                }
            }
        }
    }

    /// Breakpoints that could never stop: a head cell off the board, a length no snake on it
    /// has, a tick past the step limit.
    fn check_breakpoints(&self, grid: &Grid, problems: &mut Vec<Problem>) {
        let limit = self.step_limit.unwrap_or_else(|| default_step_limit(grid));
        for (index, breakpoint) in self.breakpoints.iter().enumerate() {
            match breakpoint.when {
                Condition::HeadEnters(x, y) if !grid.contains_xy(x, y) => {
                    problems.push(Problem::breakpoint_off_board(index, (x, y), grid));
                }
                Condition::LengthAtLeast(n) if n < 1 || n > grid.cells() as i64 => {
                    problems.push(Problem::breakpoint_length(index, n, grid));
                }
                Condition::Tick(t) if t > limit => {
                    problems.push(Problem::breakpoint_past_limit(index, t, limit));
                }
                _ => {}
            }
        }
    }

    /// The snake on `grid`, or `None` if any cell is off it or the body is not a snake.
    pub(crate) fn built_snake(&self, grid: &Grid) -> Option<Snake> {
        let cells = cells_on(grid, &self.snake)?;
        Snake::new(grid, &cells, self.heading).ok()
    }
}

/// The cells as board positions, or `None` if any lies off `grid`.
pub(crate) fn cells_on(grid: &Grid, cells: &[(i64, i64)]) -> Option<Vec<Pos>> {
    cells
        .iter()
        .map(|&(x, y)| {
            let cell = Pos::new(u16::try_from(x).ok()?, u16::try_from(y).ok()?);
            grid.contains(cell).then_some(cell)
        })
        .collect()
}

/// The move that leads from `from` to the adjacent cell `to`, if they share a side.
fn direction(from: (i64, i64), to: (i64, i64)) -> Option<Dir> {
    let dx = to.0.checked_sub(from.0)?;
    let dy = to.1.checked_sub(from.1)?;
    Dir::ALL.into_iter().find(|d| {
        let (ddx, ddy) = d.delta();
        (i64::from(ddx), i64::from(ddy)) == (dx, dy)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::approach::ApproachCheck;
    use crate::solver::{BacktrackOptions, HamiltonOptions};

    fn scenario(width: i64, height: i64, snake: &[(i64, i64)]) -> Scenario {
        Scenario {
            width,
            height,
            snake: snake.to_vec(),
            ..Scenario::default()
        }
    }

    fn fields(problems: &[Problem]) -> Vec<&'static str> {
        problems.iter().map(|p| p.field).collect()
    }

    #[test]
    fn every_problem_is_reported_not_just_the_first() {
        let mut s = scenario(6, 6, &[(2, 1), (3, 1), (3, 3), (-1, 3)]);
        s.version = 2;
        s.food = vec![(9, 9), (2, 1)];
        s.step_limit = Some(0);
        let problems = s.validate();
        assert_eq!(
            fields(&problems),
            ["version", "snake", "snake", "snake", "food", "step_limit"],
            "{problems:#?}"
        );
        assert_eq!(problems[1].index, Some(2));
        assert_eq!(problems[3].cell, Some((-1, 3)));
        assert_eq!(problems[4].cell, Some((9, 9)));
    }

    #[test]
    fn repeats_are_found_with_the_first_appearance() {
        let s = scenario(5, 5, &[(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)]);
        let problems = s.validate();
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert_eq!(problems[0].index, Some(4));
        assert!(problems[0].message.contains("repeats snake cell 0"));
    }

    #[test]
    fn board_size_problems_name_each_side() {
        let problems = scenario(300, 1, &[(0, 0)]).validate();
        assert_eq!(fields(&problems), ["width", "height"]);
        assert!(problems[0].message.contains("too large"));
        assert!(problems[1].message.contains("too small"));
    }

    #[test]
    fn only_the_first_food_is_judged_against_the_body() {
        let mut s = scenario(6, 6, &[(2, 1), (3, 1), (3, 0)]);
        s.food = vec![(3, 1)];
        let problems = s.validate();
        assert_eq!(problems.len(), 1);
        assert_eq!(
            (problems[0].field, problems[0].cell),
            ("food", Some((3, 1)))
        );
        s.food = vec![(0, 5), (3, 1)];
        assert_eq!(s.validate(), Vec::new());
    }

    #[test]
    fn a_heading_must_agree_with_a_longer_body() {
        let mut s = scenario(6, 6, &[(2, 1), (3, 1)]);
        s.heading = Some(Dir::Left);
        assert_eq!(s.validate(), Vec::new());
        s.heading = Some(Dir::Up);
        assert_eq!(fields(&s.validate()), ["heading"]);
        let mut one = scenario(6, 6, &[(2, 1)]);
        one.heading = Some(Dir::Up);
        assert_eq!(one.validate(), Vec::new());
    }

    #[test]
    fn cycle_solvers_need_an_even_board_and_a_body_that_closes_a_cycle() {
        let mut s = scenario(5, 5, &[(1, 0), (0, 0)]);
        s.solver = SolverKind::Backtrack(BacktrackOptions::default());
        let problems = s.validate();
        assert_eq!(fields(&problems), ["solver"]);
        assert!(problems[0].message.contains("13 dark and 12 light"));
        s.solver = SolverKind::GREEDY;
        assert_eq!(s.validate(), Vec::new());

        let mut s = scenario(4, 4, &[(2, 3), (2, 2), (1, 2), (0, 2)]);
        s.solver = SolverKind::Cycle;
        let problems = s.validate();
        assert_eq!(fields(&problems), ["solver"]);
        assert!(
            problems[0]
                .message
                .contains("no Hamiltonian cycle holds this body: (1, 3), (3, 3)"),
            "{}",
            problems[0]
        );
        // The safe backtracking solver needs the body on its own cycle, or a cycle from the
        // body; the article's plays on regardless (and can die).
        s.solver = SolverKind::Backtrack(BacktrackOptions::default());
        let problems = s.validate();
        assert_eq!(fields(&problems), ["solver"]);
        assert!(
            problems[0].message.contains("does not lie along the cycle"),
            "{}",
            problems[0]
        );
        s.solver = SolverKind::Backtrack(BacktrackOptions {
            check: ApproachCheck::Article,
            ..BacktrackOptions::default()
        });
        assert_eq!(s.validate(), Vec::new());
    }

    #[test]
    fn a_full_board_is_a_problem() {
        let s = scenario(2, 2, &[(0, 1), (0, 0), (1, 0), (1, 1)]);
        let problems = s.validate();
        assert_eq!(fields(&problems), ["snake"]);
        assert!(problems[0].message.contains("already fill the 2x2 board"));
    }

    #[test]
    fn solver_options_must_make_sense() {
        let hamilton = |shortcut_until| {
            SolverKind::Hamilton(HamiltonOptions {
                shortcut_until,
                ..HamiltonOptions::default()
            })
        };
        for solver in [
            hamilton(1.5),
            hamilton(-0.1),
            hamilton(f64::NAN),
            SolverKind::Backtrack(BacktrackOptions {
                budget: 0,
                ..BacktrackOptions::default()
            }),
        ] {
            let s = Scenario {
                solver,
                ..Scenario::default()
            };
            assert_eq!(fields(&s.validate()), ["solver"], "{solver:?}");
        }
    }

    #[test]
    fn breakpoints_that_could_never_stop_are_problems_naming_their_index() {
        use crate::explain::breakpoints::Breakpoint;
        let mut s = scenario(8, 8, &[(3, 0), (2, 0)]);
        s.step_limit = Some(900);
        s.breakpoints = [
            Condition::HeadEnters(7, 7),
            Condition::HeadEnters(8, -1),
            Condition::LengthAtLeast(0),
            Condition::LengthAtLeast(65),
            Condition::LengthAtLeast(64),
            Condition::Tick(901),
            Condition::Tick(900),
        ]
        .map(Breakpoint::new)
        .to_vec();
        let problems = s.validate();
        let at: Vec<(&str, Option<usize>)> = problems.iter().map(|p| (p.field, p.index)).collect();
        assert_eq!(
            at,
            [
                ("breakpoints", Some(1)),
                ("breakpoints", Some(2)),
                ("breakpoints", Some(3)),
                ("breakpoints", Some(5))
            ],
            "{problems:#?}"
        );
        assert_eq!(problems[0].cell, Some((8, -1)));
        assert!(
            problems[0].message.starts_with(
                "breakpoint 1 waits for the head to enter (8, -1), which is off the 8x8 board"
            ),
            "{}",
            problems[0]
        );
        assert!(
            problems[3].message.contains("step limit of 900"),
            "{}",
            problems[3]
        );
        // A switched-off breakpoint is checked all the same: it is saved and can be switched on.
        s.breakpoints = vec![Breakpoint {
            when: Condition::LengthAtLeast(-3),
            enabled: false,
        }];
        assert_eq!(fields(&s.validate()), ["breakpoints"]);
    }

    #[test]
    fn quiz_ticks_come_in_order_and_before_the_step_limit() {
        let mut s = scenario(6, 6, &[(2, 1), (3, 1)]);
        s.quiz = vec![0, 3, 27];
        assert_eq!(s.validate(), Vec::new());
        s.quiz = vec![3, 3, 2, 4];
        let problems = s.validate();
        assert_eq!(fields(&problems), ["quiz", "quiz"], "{problems:#?}");
        assert_eq!(problems[0].index, Some(1));
        assert_eq!(
            problems[1].message,
            "quiz tick 2 is 2, but quiz tick 1 before it is 3: list the ticks to ask about \
             in increasing order, each once"
        );
        s.quiz = vec![10, 40];
        s.step_limit = Some(40);
        let problems = s.validate();
        assert_eq!(fields(&problems), ["quiz"]);
        assert_eq!(
            problems[0].message,
            "quiz tick 1 is 40, but the game stops after 40 moves (its step limit), so its last \
             decision is at tick 39"
        );
        // The default limit, max(5000, cells²), counts too.
        s.step_limit = None;
        s.quiz = vec![4999, 5000];
        assert_eq!(fields(&s.validate()), ["quiz"]);
    }

    #[test]
    fn a_search_board_s_problems_come_last_and_name_their_cells() {
        use super::super::SearchBoard;
        let mut s = scenario(8, 8, &[(3, 0), (2, 0)]);
        s.food = vec![(7, 7)];
        s.search = Some(SearchBoard {
            from: None,
            to: None,
            walls: vec![(2, 0), (8, 8), (7, 7)],
            ..SearchBoard::default()
        });
        s.step_limit = Some(0);
        let problems = s.validate();
        let at: Vec<(&str, Option<usize>)> = problems.iter().map(|p| (p.field, p.index)).collect();
        assert_eq!(
            at,
            [
                ("step_limit", None),
                ("search", Some(0)),
                ("search", Some(1)),
                ("search", Some(2))
            ],
            "{problems:#?}"
        );
        assert_eq!(problems[1].cell, Some((2, 0)));
        // The walls never change the game: a board with them starts the same game.
        s.step_limit = None;
        s.search = Some(SearchBoard {
            from: Some((0, 7)),
            to: Some((7, 0)),
            walls: vec![(4, 4)],
            ..SearchBoard::default()
        });
        assert_eq!(s.validate(), []);
        let with = s.start().expect("a game");
        s.search = None;
        let without = s.start().expect("a game");
        assert_eq!(
            (with.snake(), with.food(), with.moves()),
            (without.snake(), without.food(), without.moves())
        );
    }

    #[test]
    fn extreme_numbers_do_not_panic() {
        let s = scenario(
            i64::MAX,
            i64::MIN,
            &[(i64::MIN, i64::MAX), (i64::MAX, i64::MIN)],
        );
        let problems = s.validate();
        assert!(problems.iter().any(|p| p.field == "width"));
        let s = scenario(4, 4, &[(i64::MIN, 0), (i64::MAX, 0)]);
        assert!(!s.validate().is_empty());
    }
}
