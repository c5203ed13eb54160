//! Solvers that live outside snakescope: a program in any language speaking the line protocol
//! of `docs/PROTOCOL.md` over its standard input and output, or a Battlesnake bot over HTTP.
//!
//! The core never starts a program nor opens a connection: what does (processes, deadlines,
//! HTTP) is the crate `snakescope-external`, which a front end installs as the [`Reach`] of
//! [`exchange`]. Here is everything else:
//!
//! - [`exchange`]: the [`Exchange`] with a program or bot once reached, the [`Reach`] that
//!   reaches it, and the one rule of what may run ([`permit`]);
//! - [`message`]: the lines snakescope writes (`start`, `state`, `end`);
//! - [`answer`]: reading the solver's answer, every mistake named with where it is;
//! - [`answer_log`]: a game's answers, the oldest cut down to their move past 16 MiB;
//! - [`spec`]: where a solver lives (a command or a bot's address) and its deadline;
//! - [`decision`]: the decision an answer makes, as a chain of checks and steps;
//! - [`solver`]: all of it as a solver: answers logged as they arrive and read back on every
//!   replay, faults that stop the game, a worker that plays ahead for a window.
//!
//! What an answer reports (steps with captions, marks, paths and checks) is described a rung
//! below, in [`crate::stages::report`], where the reported stage shows it.

pub mod answer;
pub mod answer_log;
pub mod decision;
pub mod exchange;
pub mod message;
pub mod solver;
pub mod spec;

pub use answer::{Answer, AnswerError, parse_answer};
pub use exchange::{Exchange, Reach, Unanswered, permit, permit_all, permitted};
pub use solver::{AnswerLog, ExternalSolver, ExternalSpec, LoggedAnswer};
