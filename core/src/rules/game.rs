//! One game: the board, the snake, the food, and the rules of a tick.

use super::food::FoodSource;
use super::grid::Grid;
use super::pos::{Dir, Pos};
use super::snake::Snake;
use serde::{Deserialize, Serialize};
use std::fmt;

/// May the head enter the cell the tail occupies before the move?
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TailRule {
    /// No: safety is judged before the tail moves (the greedy/Hamilton reference's rule).
    #[default]
    Blocks,
    /// Yes, unless the snake eats this tick and so keeps its tail (the backtracking article's rule).
    Follows,
}

/// What killed the snake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeathCause {
    /// The head left the board.
    Wall,
    /// The head entered a cell of the body.
    Body,
    /// The solver reversed onto the neck, which is never a legal move.
    Illegal,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The snake fills the board.
    Won,
    /// The snake died.
    Dead(DeathCause),
    /// The game ran out of moves.
    StepLimit,
    /// The game was stopped before its end: the solver failed (a program that crashed, hung
    /// or answered nonsense), not the snake.
    Stopped,
    /// The game could make no more progress, and was ended rather than played on to the step
    /// limit (see `solver::progress`).
    Stalled(Stall),
}

/// Why a game was found unable to make progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stall {
    /// The game came back to a state it was in `period` moves before (the snake, the food and
    /// all the solver decides from): it would go round that loop for ever without eating.
    Loop {
        /// The moves of one turn of the loop.
        period: u64,
    },
    /// `moves` moves without food from a solver whose state cannot be compared (a program,
    /// a bot, a solver of your own): the most a game goes without eating, then.
    NoFood {
        /// The moves since the last meal (or the start, or the solver's taking over).
        moves: u64,
    },
}

impl fmt::Display for Stall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Stall::Loop { period } => tr!(
                "the game repeats itself every {period} moves without eating",
                period = period
            ),
            Stall::NoFood { moves } => tr!(
                "{moves} moves without food, the most a solver whose state cannot be compared \
                 may take",
                moves = moves
            ),
        })
    }
}

impl fmt::Display for DeathCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // In the language in use: what people read. Programs read `trace::export`'s words.
        f.write_str(&match self {
            DeathCause::Wall => tr!("wall"),
            DeathCause::Body => tr!("body"),
            DeathCause::Illegal => tr!("illegal"),
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Won => f.write_str(&tr!("won")),
            Outcome::Dead(c) => f.write_str(&tr!("dead ({cause})", cause = c)),
            Outcome::StepLimit => f.write_str(&tr!("step limit")),
            Outcome::Stopped => f.write_str(&tr!("stopped")),
            Outcome::Stalled(Stall::Loop { period }) => f.write_str(&tr!(
                "stalled (in a loop of {period} moves)",
                period = period
            )),
            Outcome::Stalled(Stall::NoFood { moves }) => {
                f.write_str(&tr!("stalled ({moves} moves without food)", moves = moves))
            }
        }
    }
}

/// What one move would do, judged before it is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveVerdict {
    /// The head lands on `cell`, eating the food there if `eats`.
    Safe {
        /// The new head cell.
        cell: Pos,
        /// Whether the food is there.
        eats: bool,
    },
    /// The move kills the snake.
    Fatal(DeathCause),
}

impl MoveVerdict {
    /// Whether the snake survives the move.
    pub fn is_safe(self) -> bool {
        matches!(self, MoveVerdict::Safe { .. })
    }
}

/// Judges a move of `snake` by `d` under `rule`, with food at `food`.
///
/// This is the whole rulebook of a tick; [`Game::step`], the solvers' safety checks and the
/// virtual snakes all call it, so they cannot disagree.
pub fn judge_move(
    grid: &Grid,
    snake: &Snake,
    food: Option<Pos>,
    rule: TailRule,
    d: Dir,
) -> MoveVerdict {
    if snake.is_reversal(d) {
        return MoveVerdict::Fatal(DeathCause::Illegal);
    }
    let Some(cell) = grid.neighbour(snake.head(), d) else {
        return MoveVerdict::Fatal(DeathCause::Wall);
    };
    let eats = food == Some(cell);
    if snake.contains(cell) {
        let tail_leaves = rule == TailRule::Follows && !eats;
        if !(cell == snake.tail() && tail_leaves) {
            return MoveVerdict::Fatal(DeathCause::Body);
        }
    }
    MoveVerdict::Safe { cell, eats }
}

/// What a tick did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepReport {
    /// The direction played.
    pub dir: Dir,
    /// Whether the snake ate.
    pub ate: bool,
    /// The food placed after the meal, if any.
    pub food_placed: Option<Pos>,
    /// The outcome, if this tick ended the game.
    pub outcome: Option<Outcome>,
}

/// Where and how the snake died: moving `dir` from `from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fatal {
    /// The cause.
    pub cause: DeathCause,
    /// The head's cell before the fatal move.
    pub from: Pos,
    /// The fatal move.
    pub dir: Dir,
}

/// A game in progress (or over): reproducible from its starting values alone.
#[derive(Clone, Debug)]
pub struct Game {
    grid: Grid,
    snake: Snake,
    food: Option<Pos>,
    food_source: FoodSource,
    tail_rule: TailRule,
    step_limit: u64,
    moves: u64,
    outcome: Option<Outcome>,
    fatal: Option<Fatal>,
}

/// The step limit used when a scenario sets none: `max(5000, cells²)`, which no cycle
/// follower can reach.
pub fn default_step_limit(grid: &Grid) -> u64 {
    let cells = grid.cells() as u64;
    (cells * cells).max(5000)
}

impl Game {
    /// Starts a game and places the first food.
    pub fn new(
        grid: Grid,
        snake: Snake,
        food_source: FoodSource,
        tail_rule: TailRule,
        step_limit: Option<u64>,
    ) -> Game {
        let mut game = Game {
            grid,
            snake,
            food: None,
            food_source,
            tail_rule,
            step_limit: step_limit.unwrap_or_else(|| default_step_limit(&grid)),
            moves: 0,
            outcome: None,
            fatal: None,
        };
        game.food = game.food_source.place(&game.grid, &game.snake);
        if game.food.is_none() {
            game.outcome = Some(Outcome::Won);
        }
        game
    }

    /// The board.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The snake.
    pub fn snake(&self) -> &Snake {
        &self.snake
    }

    /// The food on the board, if any.
    pub fn food(&self) -> Option<Pos> {
        self.food
    }

    /// The tail rule in force.
    pub fn tail_rule(&self) -> TailRule {
        self.tail_rule
    }

    /// Moves made so far.
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// The move count at which the game stops.
    pub fn step_limit(&self) -> u64 {
        self.step_limit
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Where the snake died, if it did.
    pub fn fatal(&self) -> Option<Fatal> {
        self.fatal
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Stops the game where it stands ([`Outcome::Stopped`]), unless it is over already.
    pub fn stop(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Stopped);
        }
    }

    /// Ends the game where it stands, as unable to make progress ([`Outcome::Stalled`]),
    /// unless it is over already.
    pub fn stall(&mut self, stall: Stall) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Stalled(stall));
        }
    }

    /// The food source (scripted cells left, generator state).
    pub fn food_source(&self) -> &FoodSource {
        &self.food_source
    }

    /// Appends `cell` to the food script while the game runs: the next piece of food placed
    /// after the cells still waiting goes there, if it is free then. Tests use it to place
    /// food against a solver as the game unfolds. A recording replays from the scenario's
    /// script, so a game changed this way is not reproducible from its scenario.
    pub fn script_food(&mut self, cell: Pos) {
        self.food_source.push_scripted(cell);
    }

    /// What moving `d` now would do.
    pub fn judge(&self, d: Dir) -> MoveVerdict {
        judge_move(&self.grid, &self.snake, self.food, self.tail_rule, d)
    }

    /// Plays one tick. A game that is over does not change.
    pub fn step(&mut self, d: Dir) -> StepReport {
        let mut report = StepReport {
            dir: d,
            ate: false,
            food_placed: None,
            outcome: self.outcome,
        };
        if self.outcome.is_some() {
            return report;
        }
        self.moves += 1;
        match self.judge(d) {
            MoveVerdict::Fatal(cause) => {
                self.fatal = Some(Fatal {
                    cause,
                    from: self.snake.head(),
                    dir: d,
                });
                self.outcome = Some(Outcome::Dead(cause));
            }
            MoveVerdict::Safe { cell, eats } => {
                self.snake.advance(cell, eats);
                report.ate = eats;
                if eats {
                    self.food = self.food_source.place(&self.grid, &self.snake);
                    report.food_placed = self.food;
                    if self.food.is_none() {
                        self.outcome = Some(Outcome::Won);
                    }
                }
                if self.outcome.is_none() && self.moves >= self.step_limit {
                    self.outcome = Some(Outcome::StepLimit);
                }
            }
        }
        report.outcome = self.outcome;
        report
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(cells: &[(u16, u16)], food: &[(u16, u16)], rule: TailRule) -> Game {
        let g = Grid::new(4, 4).unwrap();
        let cells: Vec<Pos> = cells.iter().map(|&c| c.into()).collect();
        let snake = Snake::new(&g, &cells, None).unwrap();
        let food = FoodSource::new(food.iter().map(|&c| c.into()).collect(), 1);
        Game::new(g, snake, food, rule, None)
    }

    #[test]
    fn walls_kill() {
        let mut g = game(&[(3, 0), (2, 0)], &[(0, 3)], TailRule::Blocks);
        let r = g.step(Dir::Right);
        assert_eq!(r.outcome, Some(Outcome::Dead(DeathCause::Wall)));
        assert_eq!(g.fatal().unwrap().from, Pos::new(3, 0));
        assert_eq!(g.snake().head(), Pos::new(3, 0));
    }

    #[test]
    fn reversing_is_illegal() {
        let mut g = game(&[(1, 0), (0, 0)], &[(3, 3)], TailRule::Blocks);
        assert_eq!(
            g.step(Dir::Left).outcome,
            Some(Outcome::Dead(DeathCause::Illegal))
        );
    }

    #[test]
    fn the_tail_cell_blocks_or_follows_by_rule() {
        // A 2x2 loop: head (0,1), then (1,1), (1,0), tail (0,0). Moving Up enters the tail.
        let body = [(0, 1), (1, 1), (1, 0), (0, 0)];
        let mut blocks = game(&body, &[(3, 3)], TailRule::Blocks);
        assert_eq!(
            blocks.step(Dir::Up).outcome,
            Some(Outcome::Dead(DeathCause::Body))
        );
        let mut follows = game(&body, &[(3, 3)], TailRule::Follows);
        let r = follows.step(Dir::Up);
        assert_eq!(r.outcome, None);
        assert_eq!(follows.snake().head(), Pos::new(0, 0));
        assert_eq!(follows.snake().tail(), Pos::new(1, 0));
    }

    #[test]
    fn eating_grows_and_places_the_next_food() {
        let mut g = game(&[(1, 0), (0, 0)], &[(2, 0), (3, 3)], TailRule::Blocks);
        assert_eq!(g.food(), Some(Pos::new(2, 0)));
        let r = g.step(Dir::Right);
        assert!(r.ate);
        assert_eq!(r.food_placed, Some(Pos::new(3, 3)));
        assert_eq!(g.snake().len(), 3);
        assert_eq!(g.snake().tail(), Pos::new(0, 0));
    }

    #[test]
    fn filling_the_board_wins() {
        let g = Grid::new(2, 2).unwrap();
        let snake =
            Snake::new(&g, &[Pos::new(0, 1), Pos::new(0, 0), Pos::new(1, 0)], None).unwrap();
        let mut game = Game::new(g, snake, FoodSource::new(vec![], 3), TailRule::Blocks, None);
        assert_eq!(game.food(), Some(Pos::new(1, 1)));
        assert_eq!(game.step(Dir::Right).outcome, Some(Outcome::Won));
        assert_eq!(game.step(Dir::Up).outcome, Some(Outcome::Won));
        assert_eq!(game.moves(), 1);
    }

    #[test]
    fn the_step_limit_ends_the_game() {
        let g = Grid::new(4, 4).unwrap();
        let snake = Snake::new(&g, &[Pos::new(0, 0)], Some(Dir::Right)).unwrap();
        let food = FoodSource::new(vec![Pos::new(3, 3)], 1);
        let mut game = Game::new(g, snake, food, TailRule::Blocks, Some(2));
        assert_eq!(game.step(Dir::Right).outcome, None);
        assert_eq!(game.step(Dir::Left).outcome, Some(Outcome::StepLimit));
    }

    #[test]
    fn default_limit_is_at_least_5000() {
        assert_eq!(default_step_limit(&Grid::new(8, 8).unwrap()), 5000);
        assert_eq!(default_step_limit(&Grid::new(10, 10).unwrap()), 10_000);
    }
}
