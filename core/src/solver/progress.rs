//! Progress or stop: a game that can no longer make progress is ended, with its own outcome
//! ([`Outcome::Stalled`](crate::rules::Outcome::Stalled)), instead of being played on to the
//! step limit, which on a large board can be billions of moves away.
//!
//! Between two meals the snake keeps its length and the food stays where it is, so a game
//! whose solver decides from the snake and the food alone (and from what it remembers, when it
//! can say what that is: [`Memory`]) is in a loop as soon as one state comes back: it would go
//! round for ever and never win. Such a loop is found with Brent's cycle detection: the state
//! at moments `W + 2^k - 1` moves after the last meal is kept, `W` being the board's cells up
//! to 64 ([`watch_after`]), and every later state is compared with the one kept, first by a
//! hash (updated in a few operations a move) and then whole. Before `W` moves without food
//! nothing is hashed or kept, so a game that eats pays one counter a move. The loop's period is
//! found exactly: the first state equal to the one kept is one period after it.
//!
//! A game whose solver cannot say what it decides from (a program, a bot, a solver of your
//! own that keeps the default [`Memory::Unknown`], the cycle solvers, whose decisions read
//! the tick) is ended after [`meal_limit`] moves without food instead: [`MEALS_LIMIT_CELLS`]
//! times the board's cells, more than any of the built-in solvers ever takes between two
//! meals. Manual play is a person's, and is never stopped here. The step limit stays the last
//! guard of every game.
//!
//! The watch restarts at every meal and wherever another solver takes the game over; where
//! it is kept at every moment is a function of the moves since then alone, so a recording cut
//! back and played on, or a game replayed from its moves, stalls at the same tick.

use crate::rules::{Game, Grid, Pos, Snake, Stall};

/// What a solver decides from besides the snake and the food on the board, which tells a game
/// in a loop from one making progress ([`crate::solver::Solver::memory`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    /// Nothing else: not the tick, not earlier moves. A state seen before, since the last
    /// meal, is a loop.
    Nothing,
    /// What it remembers, summed up as a number that is equal whenever what it remembers is
    /// equal. A state seen before with the same summary is a loop.
    Summary(u64),
    /// It cannot say: a game goes at most [`meal_limit`] moves without food.
    Unknown,
    /// A person at the keyboard decides: only the step limit ends the game.
    Person,
}

/// How many times the board's cells a game whose solver's [`Memory`] is unknown may go without
/// food: 8. A solver that follows a Hamiltonian cycle eats at least once a lap of the board;
/// the built-in cycle solvers were measured to take at most about twice the cells between two
/// meals (`Backtrack` under `Follows`, `docs/ALGORITHMS.md`), four times less than this.
pub const MEALS_LIMIT_CELLS: u64 = 8;

/// The most moves without food for a solver whose state cannot be compared, on `grid`:
/// [`MEALS_LIMIT_CELLS`] times its cells.
pub fn meal_limit(grid: &Grid) -> u64 {
    MEALS_LIMIT_CELLS * grid.cells() as u64
}

/// How many moves without food pass before the states of a game are compared on `grid`: its
/// cells, at most 64. Until then a move costs the watch nothing but a count; after, a hash
/// updated in a few operations a move (the body's cells summed up, a cell in and a cell out).
pub fn watch_after(grid: &Grid) -> u64 {
    (grid.cells() as u64).min(64)
}

/// A state kept to compare the next ones with.
#[derive(Clone, Debug)]
struct Kept {
    hash: u64,
    snake: Snake,
    food: Option<Pos>,
    memory: Memory,
    /// Moves since the last meal when it was kept.
    at: u64,
}

/// The body's cells summed up as the XOR of a key per cell, so that a move without a meal
/// updates it with two keys (the head's cell in, the tail's out), and the tail it had.
#[derive(Clone, Copy, Debug)]
struct BodyHash {
    cells: u64,
    tail: Pos,
}

impl BodyHash {
    /// The body of `snake`, summed up from scratch.
    fn of(snake: &Snake) -> BodyHash {
        BodyHash {
            cells: snake.cells().fold(0, |h, c| h ^ cell_key(c)),
            tail: snake.tail(),
        }
    }

    /// The body after a move without a meal, `snake` as it stands after it.
    fn after_move(&mut self, snake: &Snake) {
        self.cells ^= cell_key(snake.head()) ^ cell_key(self.tail);
        self.tail = snake.tail();
    }
}

/// The watch over one game: the moves since the last meal, and the state kept.
#[derive(Clone, Debug)]
pub struct ProgressWatch {
    /// Moves since the last meal, the start, or the last change of solver.
    since: u64,
    /// The snake's length at the last state seen.
    length: usize,
    /// The body summed up, once states are compared.
    body: Option<BodyHash>,
    kept: Option<Kept>,
}

impl ProgressWatch {
    /// A watch starting at `game`'s state: no move made since the last meal.
    pub fn new(game: &Game) -> ProgressWatch {
        ProgressWatch {
            since: 0,
            length: game.snake().len(),
            body: None,
            kept: None,
        }
    }

    /// The watch as it stands at `game`, `since` moves after the last meal (or the start, or
    /// the solver's taking over), the solver's [`Memory`] being `memory`, and its verdict
    /// there, as a watch that saw every move gives them: the state it keeps is asked of
    /// `state_back`, given how many moves back from `game` it stands (the game then, and the
    /// solver's memory).
    pub fn resume(
        game: &Game,
        memory: Memory,
        since: u64,
        state_back: impl FnOnce(u64) -> Option<(Game, Memory)>,
    ) -> (ProgressWatch, Option<Stall>) {
        let mut watch = ProgressWatch::new(game);
        let Some(before) = since.checked_sub(1) else {
            return (watch, None);
        };
        // The watch one move back, then this move looked at as it was.
        watch.since = before;
        let comparable = matches!(memory, Memory::Nothing | Memory::Summary(_));
        if comparable
            && let Some(at) = last_keeping(watch_after(game.grid()), before)
            && let Some((then, then_memory)) = state_back(since - at)
        {
            watch.kept = kept(&then, then_memory, at);
        }
        let stall = watch.observe(game, memory);
        (watch, stall)
    }

    /// Moves since the last meal (or the start, or the last change of solver).
    pub fn since_meal(&self) -> u64 {
        self.since
    }

    /// Looks at `game` after a move, `memory` being that of the solver that decides the next
    /// ([`crate::solver::Solver::memory`]): the stall if the game can no longer make
    /// progress.
    pub fn observe(&mut self, game: &Game, memory: Memory) -> Option<Stall> {
        let length = game.snake().len();
        if length != self.length {
            // A meal: every state before it is shorter, never to come back.
            self.length = length;
            self.since = 0;
            self.body = None;
            self.kept = None;
            return None;
        }
        self.since += 1;
        let grid = game.grid();
        match memory {
            Memory::Person => None,
            Memory::Unknown => {
                (self.since >= meal_limit(grid)).then_some(Stall::NoFood { moves: self.since })
            }
            Memory::Nothing | Memory::Summary(_) => self.compare(game, memory, grid),
        }
    }

    /// Brent's step: the state compared with the one kept, and kept in its place at the
    /// moments `W + 2^k - 1`.
    fn compare(&mut self, game: &Game, memory: Memory, grid: &Grid) -> Option<Stall> {
        let after = watch_after(grid);
        if self.since < after {
            return None;
        }
        let body = match &mut self.body {
            Some(body) => {
                body.after_move(game.snake());
                *body
            }
            None => *self.body.insert(BodyHash::of(game.snake())),
        };
        let hash = state_hash(game, body, memory);
        if let Some(k) = &self.kept
            && k.hash == hash
            && k.memory == memory
            && k.food == game.food()
            && k.snake == *game.snake()
        {
            return Some(Stall::Loop {
                period: self.since - k.at,
            });
        }
        if last_keeping(after, self.since) == Some(self.since) {
            self.kept = Some(Kept {
                hash,
                snake: game.snake().clone(),
                food: game.food(),
                memory,
                at: self.since,
            });
        }
        None
    }
}

/// The state of `game` kept at `at` moves since the last meal, if its solver's memory can be
/// compared.
fn kept(game: &Game, memory: Memory, at: u64) -> Option<Kept> {
    matches!(memory, Memory::Nothing | Memory::Summary(_)).then(|| Kept {
        hash: state_hash(game, BodyHash::of(game.snake()), memory),
        snake: game.snake().clone(),
        food: game.food(),
        memory,
        at,
    })
}

/// The last moment at or before `since` at which the watch keeps a state: the largest
/// `after + 2^k - 1` not past `since`, if `since` has reached `after`.
fn last_keeping(after: u64, since: u64) -> Option<u64> {
    let past = since.checked_sub(after)? + 1;
    // The largest power of two not above `past`.
    let power = 1u64 << (63 - past.leading_zeros());
    Some(after + power - 1)
}

/// A hash of the snake (its body summed up, its head and heading), the food and the solver's
/// memory: equal states hash alike; the states are then compared whole.
fn state_hash(game: &Game, body: BodyHash, memory: Memory) -> u64 {
    let snake = game.snake();
    let mut h = body.cells;
    h = mix(h ^ cell_key(snake.head()).rotate_left(17));
    h = mix(h ^ snake.heading() as u64);
    h = mix(h ^ game.food().map_or(u64::MAX, cell_key));
    if let Memory::Summary(summary) = memory {
        h = mix(h ^ summary);
    }
    h
}

/// A cell's key: its coordinates, well mixed.
fn cell_key(cell: Pos) -> u64 {
    mix((u64::from(cell.x) << 16 | u64::from(cell.y)).wrapping_add(0x9e37_79b9_7f4a_7c15))
}

/// SplitMix64's finaliser: every bit of the answer depends on every bit of `x`.
fn mix(x: u64) -> u64 {
    let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests;
