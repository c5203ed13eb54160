//! Between scenarios and games: starting a game from a scenario, and saving a game's moment
//! as a scenario.

use super::Scenario;
use super::problem::Problem;
use super::validate::cells_on;
use crate::rules::{FoodSource, Game, Grid, GridSizeError, Pos, default_step_limit};
use crate::solver::SolverKind;

impl Scenario {
    /// The board, if its size is within the rules.
    pub fn grid(&self) -> Result<Grid, GridSizeError> {
        Grid::new(self.width, self.height)
    }

    /// A new game at this scenario's start, or every problem that prevents one.
    ///
    /// The game is exactly what the file describes: the same scenario always starts the same
    /// game, and so, played by the same solver, gives the same moves.
    pub fn start(&self) -> Result<Game, Vec<Problem>> {
        let problems = self.validate();
        if !problems.is_empty() {
            return Err(problems);
        }
        // `validate` found nothing, so the board, the snake and the food are all sound; the
        // fallbacks below only keep a bug in it from becoming a panic.
        let internal = |what: &str| {
            vec![Problem {
                field: "snake",
                cell: None,
                index: None,
                message: tr!(
                    "internal error: {what} although validation passed",
                    what = what
                ),
            }]
        };
        let grid = self.grid().map_err(|_| internal("the board is invalid"))?;
        let snake = self
            .built_snake(&grid)
            .ok_or_else(|| internal("the snake is invalid"))?;
        let food = cells_on(&grid, &self.food).ok_or_else(|| internal("food is off the board"))?;
        Ok(Game::new(
            grid,
            snake,
            FoodSource::new(food, self.seed),
            self.tail,
            self.step_limit,
        ))
    }

    /// The game as it stands now, as a scenario that starts from this very moment.
    ///
    /// The food on the board becomes the first scripted food, followed by the scripted food not
    /// yet served, so the saved game sees the same food for as long as the script lasts. The
    /// random generator's position cannot be written down, so the random food after the script
    /// comes from `seed`, which the caller chooses (the original scenario's seed is the usual
    /// choice): from there on the saved game is reproducible but is not the original game's
    /// continuation.
    ///
    /// The step limit is kept as a number only when it differs from the board's default, so a
    /// game started with `step_limit: None` saves as `None`; it counts from the saved moment.
    /// A heading is written only for a one-cell snake, the only kind whose heading is not
    /// visible in its body. Breakpoints are not carried over: the ticks they name are the
    /// original game's; nor is a search board, which belongs to the scenario, not the game.
    pub fn from_game(
        game: &Game,
        solver: SolverKind,
        name: impl Into<String>,
        description: impl Into<String>,
        seed: u64,
    ) -> Scenario {
        let grid = game.grid();
        let snake = game.snake();
        let food = game
            .food()
            .into_iter()
            .chain(game.food_source().scripted_left().iter().copied())
            .map(signed)
            .collect();
        let step_limit = (game.step_limit() != default_step_limit(grid)).then(|| game.step_limit());
        Scenario {
            version: super::FORMAT_VERSION,
            name: name.into(),
            description: description.into(),
            width: i64::from(grid.width()),
            height: i64::from(grid.height()),
            snake: snake.cells().map(signed).collect(),
            heading: (snake.len() == 1).then(|| snake.heading()),
            food,
            seed,
            tail: game.tail_rule(),
            step_limit,
            solver,
            quiz: Vec::new(),
            breakpoints: Vec::new(),
            search: None,
        }
    }
}

/// A board cell in the file's signed coordinates.
fn signed(cell: Pos) -> (i64, i64) {
    (i64::from(cell.x), i64::from(cell.y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dir, TailRule};
    use crate::solver::HamiltonOptions;

    #[test]
    fn start_builds_the_game_the_file_describes() {
        let s = Scenario {
            width: 6,
            height: 5,
            snake: vec![(2, 1), (3, 1), (3, 0)],
            food: vec![(3, 2), (0, 0)],
            tail: TailRule::Follows,
            step_limit: Some(40),
            ..Scenario::default()
        };
        let game = s.start().unwrap();
        assert_eq!(game.grid().width(), 6);
        assert_eq!(game.grid().height(), 5);
        let cells: Vec<Pos> = game.snake().cells().collect();
        assert_eq!(cells, vec![Pos::new(2, 1), Pos::new(3, 1), Pos::new(3, 0)]);
        assert_eq!(game.snake().heading(), Dir::Left);
        assert_eq!(game.food(), Some(Pos::new(3, 2)));
        assert_eq!(game.food_source().scripted_left(), &[Pos::new(0, 0)]);
        assert_eq!(game.tail_rule(), TailRule::Follows);
        assert_eq!(game.step_limit(), 40);
    }

    #[test]
    fn start_refuses_a_scenario_with_problems() {
        let s = Scenario {
            snake: vec![(3, 0), (5, 0)],
            ..Scenario::default()
        };
        let problems = s.start().unwrap_err();
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].index, Some(1));
    }

    #[test]
    fn a_saved_moment_starts_the_same_position() {
        let s = Scenario {
            snake: vec![(1, 0), (0, 0)],
            food: vec![(3, 0), (5, 5), (6, 6)],
            seed: 11,
            ..Scenario::default()
        };
        let mut game = s.start().unwrap();
        game.step(Dir::Right);
        game.step(Dir::Right);
        assert_eq!(game.food(), Some(Pos::new(5, 5)));

        let kind = SolverKind::Hamilton(HamiltonOptions {
            shortcut_until: 0.25,
            ..HamiltonOptions::default()
        });
        let saved = Scenario::from_game(&game, kind, "moment", "after the first meal", 11);
        assert_eq!(saved.snake, vec![(3, 0), (2, 0), (1, 0)]);
        assert_eq!(saved.food, vec![(5, 5), (6, 6)]);
        assert_eq!(saved.heading, None);
        assert_eq!(saved.step_limit, None);
        assert_eq!(saved.seed, 11);
        assert_eq!(saved.solver_kind(), kind);
        assert_eq!(saved.name, "moment");
        assert_eq!(saved.validate(), Vec::new());

        let again = saved.start().unwrap();
        assert_eq!(
            again.snake().cells().collect::<Vec<_>>(),
            game.snake().cells().collect::<Vec<_>>()
        );
        assert_eq!(again.food(), game.food());
        assert_eq!(
            again.food_source().scripted_left(),
            game.food_source().scripted_left()
        );
    }

    #[test]
    fn a_one_cell_snake_keeps_its_heading_and_a_custom_limit_is_kept() {
        let s = Scenario {
            snake: vec![(4, 4)],
            heading: Some(Dir::Up),
            step_limit: Some(123),
            ..Scenario::default()
        };
        let game = s.start().unwrap();
        let saved = Scenario::from_game(&game, SolverKind::GREEDY, "", "", 0);
        assert_eq!(saved.heading, Some(Dir::Up));
        assert_eq!(saved.step_limit, Some(123));
    }
}
