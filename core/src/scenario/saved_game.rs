//! A played game as a file: its scenario, every move, the food placed after each meal, and,
//! for a solver outside snakescope, every answer it gave (its trace included), so that the
//! game opens again later, at the tick it was saved at, and steps through without the
//! program. A teacher shares a game with a class this way.
//!
//! ```ron
//! Game(
//!     version: 1,
//!     scenario: Scenario(width: 8, height: 8, snake: [(3, 0), (2, 0), (1, 0)], ...),
//!     tick: 12,                         // on screen when it was saved
//!     moves: "RRRDDLL",                 // one letter per tick: U, R, D, L
//!     food: [(5, 3), (0, 7)],           // placed after each meal, in order
//!     answers: ["{\"move\":\"right\",...}", ...],   // a solver outside snakescope's answers
//!     fault: None,                      // or why that solver stopped the game
//! )
//! ```
//!
//! The moves of a built-in solver are checked against what it decides when the game is
//! replayed, and the food against the scenario's: a file that does not replay says where.

use super::Scenario;
use super::file::FORMAT_VERSION;
use super::io::LoadError;
use super::replay_problem::ReplayProblem;
use crate::algo::Ignore;
use crate::rules::{Dir, Grid, Pos};
use crate::solver::external::answer::parse_answer;
use crate::solver::external::{AnswerLog, ExternalSolver, LoggedAnswer};
use crate::solver::{AnySolver, Decision, SolverFault, SolverKind};
use crate::trace::Recording;
use serde::{Deserialize, Serialize};

/// Why a solver outside snakescope stopped the game, as written in the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedFault {
    /// The tick whose decision failed.
    pub tick: u64,
    /// What went wrong.
    pub problem: String,
    /// What the solver was sent last.
    #[serde(default)]
    pub sent: Option<String>,
    /// The last lines of its standard error.
    #[serde(default)]
    pub stderr: Vec<String>,
}

/// A game as its file holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Game", deny_unknown_fields)]
pub struct SavedGame {
    /// The format version; only 1 is understood.
    #[serde(default = "format_version")]
    pub version: u32,
    /// The scenario the game started from (its solver played).
    pub scenario: Scenario,
    /// The tick on screen when the game was saved; it opens there.
    #[serde(default)]
    pub tick: u64,
    /// One letter per move: `U`, `R`, `D`, `L`.
    pub moves: String,
    /// The food placed after each meal, in order (a meal that filled the board places none).
    #[serde(default)]
    pub food: Vec<(i64, i64)>,
    /// A solver outside snakescope's answers, one line of the protocol per tick.
    #[serde(default)]
    pub answers: Vec<String>,
    /// The name that solver gave itself.
    #[serde(default)]
    pub solver_name: Option<String>,
    /// Why that solver stopped the game, if it did.
    #[serde(default)]
    pub fault: Option<SavedFault>,
}

fn format_version() -> u32 {
    FORMAT_VERSION
}

/// Why a game file could not be opened. Each message names the file.
#[derive(Debug, thiserror::Error)]
pub enum GameFileError {
    /// The file could not be read, or its scenario is broken.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// The text is not a game file, at a line and column.
    #[error("{origin}:{line}:{col}: {message}")]
    ParseAt {
        /// The file.
        origin: String,
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        col: usize,
        /// The parser's words.
        message: String,
    },
    /// The text is not a game file.
    #[error("{origin}: {message}")]
    Parse {
        /// The file.
        origin: String,
        /// The parser's words, with line and column.
        message: String,
    },
    /// The game does not replay as written.
    #[error("{origin}: {problem}")]
    Replay {
        /// The file.
        origin: String,
        /// Where and how it differs.
        problem: ReplayProblem,
    },
}

fn letter(dir: Dir) -> char {
    match dir {
        Dir::Up => 'U',
        Dir::Right => 'R',
        Dir::Down => 'D',
        Dir::Left => 'L',
    }
}

fn from_letter(c: char) -> Option<Dir> {
    match c {
        'U' => Some(Dir::Up),
        'R' => Some(Dir::Right),
        'D' => Some(Dir::Down),
        'L' => Some(Dir::Left),
        _ => None,
    }
}

impl SavedGame {
    /// The game `recording` of `scenario`, saved at `tick`.
    pub fn of(scenario: &Scenario, recording: &Recording, tick: usize) -> SavedGame {
        let moves = (0..recording.len())
            .filter_map(|t| recording.move_at(t))
            .map(letter)
            .collect();
        let food = recording
            .meals()
            .filter_map(|(_, placed)| placed)
            .map(|p| (i64::from(p.x), i64::from(p.y)))
            .collect();
        let (answers, solver_name, fault) = match recording.latest_solver() {
            AnySolver::External(s) => {
                let log = s.log();
                let fault = log.fault.map(|f| SavedFault {
                    tick: f.tick,
                    problem: f.problem,
                    sent: f.sent,
                    stderr: f.stderr,
                });
                (
                    log.answers.into_iter().map(|a| a.line).collect(),
                    log.name,
                    fault,
                )
            }
            _ => (Vec::new(), None, None),
        };
        SavedGame {
            version: FORMAT_VERSION,
            scenario: scenario.clone(),
            tick: tick as u64,
            moves,
            food,
            answers,
            solver_name,
            fault,
        }
    }

    /// The file's text: pretty RON, the moves on one line, however large (a game is saved
    /// with [`SavedGame::to_file_text`], which refuses a file that would not open again).
    pub fn to_ron_string(&self) -> String {
        match self.to_file_text_within(u64::MAX) {
            Ok(text) => text,
            Err(too_large) => unreachable!("no text is over u64::MAX bytes: {too_large}"),
        }
    }

    /// The game just read, if its version is understood and its scenario is valid.
    pub(crate) fn checked(self, origin: &str) -> Result<SavedGame, GameFileError> {
        let game = self;
        if game.version != FORMAT_VERSION {
            return Err(GameFileError::Parse {
                origin: origin.to_string(),
                message: tr!(
                    "version {version} is not understood; this snakescope reads version {FORMAT_VERSION}",
                    version = game.version,
                    FORMAT_VERSION = FORMAT_VERSION
                ),
            });
        }
        let problems = game.scenario.validate();
        if !problems.is_empty() {
            return Err(GameFileError::Load(LoadError::Invalid {
                origin: origin.to_string(),
                problems,
            }));
        }
        Ok(game)
    }

    /// Plays the game again from its scenario, move by move, with the solver's logged answers
    /// for a solver outside snakescope: the recording, ready to step through, without running
    /// any program. Moves a built-in solver would not make, or food that is not the
    /// scenario's, are refused with the tick where they differ.
    pub fn replay(&self, origin: &str) -> Result<Recording, GameFileError> {
        self.replay_with(origin, |_, _| {})
    }

    /// [`SavedGame::replay`], handing each decision made on the way to `noted` with its tick
    /// (a window notes its timeline's markers from them).
    pub fn replay_with(
        &self,
        origin: &str,
        noted: impl FnMut(usize, &Decision),
    ) -> Result<Recording, GameFileError> {
        self.replayed(noted)
            .map_err(|problem| GameFileError::Replay {
                origin: origin.to_string(),
                problem,
            })
    }

    /// The replay itself: the game started, the moves played and checked, the food compared;
    /// the first problem found, in words, if it does not replay.
    fn replayed(&self, noted: impl FnMut(usize, &Decision)) -> Result<Recording, ReplayProblem> {
        let game = self.scenario.start().map_err(ReplayProblem::Unplayable)?;
        let kind = self.scenario.solver_kind();
        let solver = match kind {
            SolverKind::External(spec) => {
                let log = self.answer_log(game.moves(), game.grid())?;
                AnySolver::External(ExternalSolver::replaying(spec, log))
            }
            _ => AnySolver::new(kind, &game)?,
        };
        let mut rec = Recording::new(game, solver);
        self.play_moves(&mut rec, kind, noted)?;
        // The fault that stopped the game, at the tick after the last move.
        if self.fault.is_some() && rec.outcome().is_none() {
            rec.advance(&mut Ignore);
        }
        self.check_food(&rec)?;
        Ok(rec)
    }

    /// The answers of a solver outside snakescope, read back as it gave them from
    /// `first_tick` on, with its name and the fault that stopped it.
    fn answer_log(&self, first_tick: u64, grid: &Grid) -> Result<AnswerLog, ReplayProblem> {
        let mut log = AnswerLog::starting_at(first_tick);
        for (i, line) in self.answers.iter().enumerate() {
            let answer = parse_answer(line, grid)
                .map_err(|cause| ReplayProblem::Answer { index: i, cause })?;
            log.push(LoggedAnswer {
                line: line.clone(),
                answer,
            });
        }
        log.name = self.solver_name.clone();
        log.fault = self.fault.clone().map(|f| SolverFault {
            tick: f.tick,
            problem: f.problem,
            sent: f.sent,
            stderr: f.stderr,
        });
        Ok(log)
    }

    /// Plays the file's moves on `rec`: a manual game as written, any other as its solver
    /// decides, each decision handed to `noted` and checked against the file's move.
    fn play_moves(
        &self,
        rec: &mut Recording,
        kind: SolverKind,
        mut noted: impl FnMut(usize, &Decision),
    ) -> Result<(), ReplayProblem> {
        for (t, c) in self.moves.chars().enumerate() {
            let dir = from_letter(c).ok_or(ReplayProblem::Letter { tick: t, letter: c })?;
            if let Some(outcome) = rec.outcome() {
                return Err(ReplayProblem::MovesAfterEnd {
                    moves: t,
                    outcome,
                    written: self.moves.chars().count(),
                });
            }
            if kind == SolverKind::Manual {
                rec.play(dir);
            } else {
                let Some(decision) = rec.advance(&mut Ignore) else {
                    unreachable!("checked above that the game goes on");
                };
                noted(t, &decision);
                same_move(t, dir, kind, &decision)?;
            }
        }
        Ok(())
    }

    /// Whether the food placed in `rec` is the file's, meal by meal.
    fn check_food(&self, rec: &Recording) -> Result<(), ReplayProblem> {
        let placed: Vec<(i64, i64)> = rec
            .meals()
            .filter_map(|(_, p)| p)
            .map(|p: Pos| (i64::from(p.x), i64::from(p.y)))
            .collect();
        if placed == self.food {
            return Ok(());
        }
        let k = placed
            .iter()
            .zip(&self.food)
            .take_while(|(a, b)| a == b)
            .count();
        Err(ReplayProblem::Food {
            meal: k,
            written: self.food.get(k).copied(),
            placed: placed.get(k).copied(),
        })
    }
}

/// Whether the solver's `decision` at tick `t` moves `dir`, as the file says, without a
/// fault; if not, why.
fn same_move(
    t: usize,
    dir: Dir,
    kind: SolverKind,
    decision: &Decision,
) -> Result<(), ReplayProblem> {
    match (decision.dir, &decision.fault) {
        (d, None) if d == dir => Ok(()),
        (_, Some(fault)) => Err(ReplayProblem::SolverFailed {
            tick: t,
            fault: fault.clone(),
        }),
        (d, None) => Err(ReplayProblem::OtherMove {
            tick: t,
            written: dir,
            kind,
            decided: d,
        }),
    }
}

/// Whether `text` is a game file rather than a scenario: its first line that is not blank
/// or a comment starts `Game(`.
pub fn is_game_text(text: &str) -> bool {
    starts_with_name(text, "Game")
}

/// Whether `text` is a scenario file: its first line that is not blank or a comment starts
/// with `Scenario(`.
pub fn is_scenario_text(text: &str) -> bool {
    starts_with_name(text, "Scenario")
}

/// Whether the first line of `text` that is not blank or a comment starts with `NAME(` (or
/// `NAME (`).
fn starts_with_name(text: &str, name: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty() && !l.starts_with("//"))
        .and_then(|l| l.strip_prefix(name))
        .is_some_and(|rest| rest.trim_start().starts_with('('))
}
