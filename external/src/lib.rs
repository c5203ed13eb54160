//! Solvers that live outside snakescope, reached for real: a program in any language speaking
//! the line protocol of `docs/PROTOCOL.md` over its standard input and output, or a Battlesnake
//! bot over HTTP. This crate is the only one that starts processes or opens connections; the
//! core describes the exchange (the lines, the answers, the log, what may run) and asks the
//! [`Reach`] this crate installs ([`install`]).
//!
//! - [`process`]: a running program, its lines with a deadline, its standard error kept;
//! - [`group`]: a program ended with all it started, on a drop and on SIGTERM or SIGINT;
//! - [`line_reader`]: lines of bounded length from any bytes;
//! - [`program`]: a program as an exchange (`start`, a state and an answer per tick, `end`);
//! - [`battlesnake`]: a bot's `/`, `/start`, `/move` and `/end`, with the y axis flipped;
//! - [`bot`]: a bot as an exchange.

#![warn(missing_docs)]

// `tr!`, the core's words in the language in use.
#[macro_use]
extern crate snakescope_core;

pub mod battlesnake;
pub mod bot;
pub mod group;
pub mod line_reader;
pub mod process;
pub mod program;

use snakescope_core::solver::external::{Exchange, ExternalSpec, Reach, Unanswered};

/// Reaches programs by starting them and bots by HTTP.
#[derive(Clone, Copy, Debug, Default)]
pub struct Processes;

impl Reach for Processes {
    fn reach(&self, spec: &ExternalSpec) -> Result<Box<dyn Exchange>, Unanswered> {
        Ok(match spec {
            ExternalSpec::Program { command, .. } => Box::new(program::Program::spawn(command)?),
            ExternalSpec::Battlesnake { url, .. } => Box::new(bot::Bot::connect(url, spec)?),
        })
    }
}

/// Installs [`Processes`] as the way this process reaches programs and bots, and ends the
/// programs it starts when it is told to stop (SIGTERM, SIGINT, SIGHUP). What may run is the
/// core's rule ([`snakescope_core::solver::external::permit`]).
pub fn install() {
    static PROCESSES: Processes = Processes;
    snakescope_core::solver::external::exchange::install(&PROCESSES);
    group::end_groups_on_signals();
}
