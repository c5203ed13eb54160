//! Opening a file headless, as the command line does: a saved game (replayed from its moves
//! and answers; no program runs) or a scenario, played by the solver a spec names or by its
//! own. What is opened is a [`Document`], the same the window shows, so that `explain`,
//! `render` and `handout` reach a moment exactly as the window does
//! ([`super::moment`]).

use super::document::{Document, Viewer};
use crate::files::read_head;
use crate::scenario::{is_game_text, load, load_game, parse_solver};
use crate::solver::SolverKind;
use std::path::Path;

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
    ) -> Result<OpenedFile, String> {
        let origin = path.display().to_string();
        let head = read_head(path).unwrap_or_default();
        if crate::lesson::is_lesson_text(&head) {
            return Err(tr!(
                "{path} is a lesson, not a scenario or a saved game: `check` checks a lesson, \
                 `handout` writes it as a page, and the window plays it",
                path = origin
            ));
        }
        if is_game_text(&head) {
            if solver.is_some() {
                return Err(tr!(
                    "{path}: a game file is played by the solver that played it; --solver applies \
                     to scenarios",
                    path = origin
                ));
            }
            let saved = load_game(path).map_err(|e| e.to_string())?;
            let document = Document::from_saved(&saved, origin)?;
            return Ok(OpenedFile {
                document,
                saved_tick: Some(saved.tick as usize),
            });
        }
        let mut scenario = load(path).map_err(|e| e.to_string())?;
        let kind = match solver {
            Some(text) => parse_solver(text)?,
            None => scenario.solver_kind(),
        };
        if let (SolverKind::Manual, ManualGames::Refused) = (kind, manual) {
            return Err(match solver {
                Some(_) => tr!(
                    "{path}: manual play needs a keyboard; give --solver a solver that plays by \
                     itself: greedy, hamilton, backtrack, cycle, splice, or a spec",
                    path = origin
                ),
                None => tr!(
                    "{path}: a Manual scenario is played with the keyboard and has no moves of \
                     its own; give a solver that plays by itself with --solver: greedy, \
                     hamilton, backtrack, cycle, splice, or a spec",
                    path = origin
                ),
            });
        }
        scenario.solver = kind;
        if let SolverKind::External(spec) = kind {
            crate::solver::external::permit(spec);
        }
        let document = Document::open_with(scenario, origin, Viewer::CommandLine)?;
        Ok(OpenedFile {
            document,
            saved_tick: None,
        })
    }
}
