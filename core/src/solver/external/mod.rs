//! Solvers that live outside snakescope: a program in any language speaking the line protocol
//! of `docs/PROTOCOL.md` over its standard input and output, or a Battlesnake bot over HTTP.
//!
//! - [`process`]: a running program, its lines with a deadline, its standard error kept;
//! - [`group`]: a program ended with all it started, on a drop and on SIGTERM or SIGINT;
//! - [`battlesnake`]: a bot's `/`, `/start`, `/move` and `/end`, with the y axis flipped;
//! - [`message`]: the lines snakescope writes (`start`, `state`, `end`);
//! - [`answer`]: reading the solver's answer, every mistake named with where it is;
//! - [`answer_log`]: a game's answers, the oldest cut down to their move past 16 MiB;
//! - [`line_reader`]: lines of bounded length from any bytes;
//! - [`spec`]: where a solver lives (a command or a bot's address) and its deadline;
//! - `link`: the exchange itself: reaching the program or bot, its `start`, a state and an
//!   answer per tick, its `end`, each failure a fault at its tick;
//! - [`decision`]: the decision an answer makes, as a chain of checks and steps;
//! - [`solver`]: all of it as a solver: answers logged as they arrive and read back on every
//!   replay, faults that stop the game, a worker that plays ahead for a window.
//!
//! What an answer reports (steps with captions, marks, paths and checks) is described a rung
//! below, in [`crate::stages::report`], where the reported stage shows it.

pub mod answer;
pub mod answer_log;
pub mod battlesnake;
pub mod decision;
pub mod group;
pub mod line_reader;
mod link;
pub mod message;
pub mod process;
pub mod solver;
pub mod spec;

pub use answer::{Answer, AnswerError, parse_answer};
pub use solver::{AnswerLog, ExternalSolver, ExternalSpec, LoggedAnswer};
