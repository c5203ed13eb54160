//! Opening a file headless, as the command line does: a saved game (replayed from its moves
//! and answers; no program runs) or a scenario, played by the solver a spec names or by its
//! own. What is opened is a [`Document`], the same the window shows, so that `explain`,
//! `render` and `handout` reach a moment exactly as the window does
//! ([`super::moment`]).

use super::document::{Document, OPEN_BUDGET, Viewer};
use super::open_error::OpenError;
use crate::files::read_head;
use crate::scenario::{is_game_text, load, load_game, parse_solver};
use crate::solver::SolverKind;
use std::path::Path;
use std::time::Duration;

/// A file opened headless.
pub struct OpenedFile {
    /// The game, recorded as far as a first budget allowed (a saved game: to its end).
    pub document: Document,
    /// The tick a saved game was saved at; none for a scenario.
    pub saved_tick: Option<usize>,
}

/// How a solver spec names a manual game: nothing to explain or draw without another solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ManualGames {
    /// A manual game opens as it is.
    Allowed,
    /// A manual game is refused, with the advice to name a solver that plays by itself.
    Refused,
}

impl Document {
    /// Opens `path`, a file the user named on the command line: a game file (replayed, played
    /// by the solver that played it, no program run; `solver` must then be `None`) or a
    /// scenario, played by `solver` (a spec, as [`parse_solver`] reads it) if given, else by
    /// its own. The user chose the file (and the solver), so a program or bot it names may
    /// run ([`crate::solver::external::permit`]); it answers when asked (the caller waits).
    /// Every error names the file.
    pub fn open_path(
        path: &Path,
        solver: Option<&str>,
        manual: ManualGames,
    ) -> Result<OpenedFile, OpenError> {
        Document::open_path_ahead(path, solver, manual, OPEN_BUDGET)
    }

    /// [`Document::open_path`], a scenario's game recorded ahead for at most `ahead` on
    /// opening (nothing for a zero budget: a caller that needs only the board at a tick
    /// records to it, no decision further).
    pub fn open_path_ahead(
        path: &Path,
        solver: Option<&str>,
        manual: ManualGames,
        ahead: Duration,
    ) -> Result<OpenedFile, OpenError> {
        let origin = path.display().to_string();
        let head = read_head(path).unwrap_or_default();
        if crate::lesson::is_lesson_text(&head) {
            return Err(OpenError::Lesson(origin));
        }
        if is_game_text(&head) {
            if solver.is_some() {
                return Err(OpenError::SolverForSavedGame(origin));
            }
            let saved = load_game(path)?;
            let document = Document::from_saved(&saved, origin)?;
            return Ok(OpenedFile {
                document,
                saved_tick: Some(saved.tick as usize),
            });
        }
        let mut scenario = load(path)?;
        let kind = match solver {
            Some(text) => parse_solver(text)?,
            None => scenario.solver_kind(),
        };
        if let (SolverKind::Manual, ManualGames::Refused) = (kind, manual) {
            return Err(match solver {
                Some(_) => OpenError::ManualNamed(origin),
                None => OpenError::ManualScenario(origin),
            });
        }
        scenario.solver = kind;
        if let SolverKind::External(spec) = kind {
            crate::solver::external::permit(spec);
        }
        let document = Document::open_ahead(scenario, origin, Viewer::CommandLine, ahead)?;
        Ok(OpenedFile {
            document,
            saved_tick: None,
        })
    }
}
