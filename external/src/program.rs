//! A program as an [`Exchange`]: its `start` line before its first move, then one state sent
//! and one answer line read per tick, checked; its `end` when the game is over.

use crate::process::SolverProcess;
use snakescope_core::rules::{Game, Outcome};
use snakescope_core::solver::external::answer::parse_answer;
use snakescope_core::solver::external::message::{end_line, start_line, state_line};
use snakescope_core::solver::external::{Exchange, ExternalSpec, LoggedAnswer, Unanswered};
use std::time::Duration;

/// The extra time the first answer of a program may take, for the program to start.
pub const START_GRACE_MS: u64 = 5_000;

/// A program, started.
pub struct Program {
    process: SolverProcess,
    /// Whether it was sent `start` for the game under way.
    started: bool,
    /// Whether it has answered once (its first answer has [`START_GRACE_MS`] more).
    answered: bool,
}

impl Program {
    /// Starts `command` (the program and its arguments, no shell).
    pub fn spawn(command: &[String]) -> Result<Program, Unanswered> {
        let process = SolverProcess::spawn(command).map_err(|e| Unanswered::new(e.to_string()))?;
        Ok(Program {
            process,
            started: false,
            answered: false,
        })
    }
}

impl Exchange for Program {
    fn ask(&mut self, spec: &ExternalSpec, game: &Game) -> Result<LoggedAnswer, Unanswered> {
        let mut sent = None;
        let mut exchange = || -> Result<LoggedAnswer, String> {
            if !self.started {
                let line = start_line(game, spec.timeout().as_millis() as u64);
                sent = Some(line.clone());
                self.process.send(&line).map_err(|e| e.to_string())?;
                self.started = true;
            }
            let line = state_line(game);
            sent = Some(line.clone());
            self.process.send(&line).map_err(|e| e.to_string())?;
            let grace = if self.answered {
                Duration::ZERO
            } else {
                Duration::from_millis(START_GRACE_MS)
            };
            let reply = self
                .process
                .receive(spec.timeout() + grace)
                .map_err(|e| e.to_string())?;
            let answer = parse_answer(&reply, game.grid())
                .map_err(|e| tr!("its answer is not one: {e}", e = e))?;
            self.answered = true;
            Ok(LoggedAnswer {
                line: reply,
                answer,
            })
        };
        exchange().map_err(|problem| Unanswered {
            problem,
            sent,
            stderr: self.process.stderr_tail(),
        })
    }

    fn goodbye(&mut self, game: &Game) {
        if self.started {
            let outcome = game.outcome().unwrap_or(Outcome::Stopped);
            let _ = self.process.send(&end_line(game.moves(), outcome));
            self.started = false;
        }
    }
}
