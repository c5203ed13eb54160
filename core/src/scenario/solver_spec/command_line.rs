//! A solver as the command line writes it: a name, a solver as a scenario file writes it, a
//! program outside snakescope or a Battlesnake bot; and why a text is none of these.

use super::deserialize;
use crate::solver::SolverKind;
use crate::solver::external::ExternalSpec;
use crate::solver::external::solver::DEFAULT_TIMEOUT_MS;
use serde::{Deserialize, Deserializer};

/// Why a text is not a solver as the command line writes it ([`parse_solver`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolverTextError {
    /// `external:` with no program after it.
    #[error("{}", tr!("external: needs the program to run, e.g. `external:python3 my_solver.py`"))]
    NoProgram,
    /// `battlesnake:` with an address that is not `http://`.
    #[error("{}", tr!(
        "battlesnake: needs the bot's address starting with http://, e.g. \
         `battlesnake:http://127.0.0.1:8000`; got {url}",
        url = format!("{:?}", .0)
    ))]
    NotHttp(String),
    /// A word that names no solver.
    #[error("{}", tr!(
        "unknown solver {text}; use one of {join}",
        text = format!("{:?}", .text),
        join = .names.join(", ")
    ))]
    Unknown {
        /// The text as given (trimmed).
        text: String,
        /// The names that could have been given.
        names: Vec<String>,
    },
    /// A solver with options that do not read.
    #[error("{}", tr!("solver {text}: {e}", text = format!("{:?}", .text), e = .problem))]
    Options {
        /// The text as given (trimmed).
        text: String,
        /// What is wrong with it, as a sentence.
        problem: String,
    },
}

/// Reads a solver as the command line writes it: a name (`greedy`, `hamilton`, a registered
/// one), a solver as a scenario file writes it (`Hamilton(rule: Reference)`), a program
/// outside snakescope (`external:python3 my_solver.py`, split on spaces outside quotes), or a Battlesnake
/// bot (`battlesnake:http://127.0.0.1:8000`).
pub fn parse_solver(text: &str) -> Result<SolverKind, SolverTextError> {
    let text = text.trim();
    if let Some(command) = text.strip_prefix("external:") {
        let command = crate::solver::external::solver::split_command(command);
        if command.is_empty() {
            return Err(SolverTextError::NoProgram);
        }
        return Ok(SolverKind::External(
            ExternalSpec::Program {
                command,
                timeout_ms: DEFAULT_TIMEOUT_MS,
            }
            .intern(),
        ));
    }
    if let Some(url) = text.strip_prefix("battlesnake:") {
        let url = url.trim();
        if !url.starts_with("http://") {
            return Err(SolverTextError::NotHttp(url.to_string()));
        }
        return Ok(SolverKind::External(
            ExternalSpec::Battlesnake {
                url: url.to_string(),
                timeout_ms: DEFAULT_TIMEOUT_MS,
            }
            .intern(),
        ));
    }
    if let Some(kind) = SolverKind::from_name(text) {
        return Ok(kind);
    }
    /// A solver alone, read as the `solver` field is.
    struct Alone(SolverKind);
    impl<'de> Deserialize<'de> for Alone {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Alone, D::Error> {
            deserialize(d).map(Alone)
        }
    }
    let read = ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str::<Alone>(text);
    match read {
        Ok(Alone(kind)) => Ok(kind),
        Err(_) if !text.contains('(') => {
            let mut names: Vec<String> = SolverKind::all()
                .iter()
                .filter(|k| **k != SolverKind::Manual)
                .map(|k| k.name().to_string())
                .collect();
            names.push("external:COMMAND".to_string());
            names.push("battlesnake:URL".to_string());
            Err(SolverTextError::Unknown {
                text: text.to_string(),
                names,
            })
        }
        Err(e) => Err(SolverTextError::Options {
            text: text.to_string(),
            problem: crate::scenario::parse_error::reworded(text, &e),
        }),
    }
}
