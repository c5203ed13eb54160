//! Why a game could not be opened, or taken over: the scenario cannot be played, the solver
//! cannot play it, the file is not one a game opens from. Each message is a sentence that
//! names the file (or the tick) at fault.

use crate::scenario::{GameFileError, LoadError, Problem, SolverTextError, problem_lines};
use crate::solver::{SolverError, SolverKind};

/// Why a game could not be opened or taken over.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The scenario does not start: every problem on a line.
    #[error("{}", tr!(
        "{origin} cannot be played:\n{none}",
        origin = .origin,
        none = problem_lines(.problems, None)
    ))]
    Unplayable {
        /// Where the scenario came from.
        origin: String,
        /// What is wrong with it.
        problems: Vec<Problem>,
    },
    /// The scenario's solver cannot be set up for its board.
    #[error("{}", tr!(
        "{origin}: the {kind} solver cannot play this board: {e}",
        origin = .origin,
        kind = .kind,
        e = .cause
    ))]
    SolverRefuses {
        /// Where the scenario came from.
        origin: String,
        /// The solver.
        kind: SolverKind,
        /// Why it cannot play: said in the message, and its source.
        #[source]
        cause: SolverError,
    },
    /// A take-over asked at a tick where the game is over.
    #[error("{}", tr!(
        "The game is over at tick {tick}: there is nothing left to play.",
        tick = .0
    ))]
    GameOver(usize),
    /// The solver asked to take over cannot be set up for the game at that tick.
    #[error("{}", tr!(
        "The {kind} solver cannot take over at tick {tick}: {e}",
        kind = .kind,
        tick = .tick,
        e = .cause
    ))]
    CannotTakeOver {
        /// The solver asked.
        kind: SolverKind,
        /// The tick of the take-over.
        tick: usize,
        /// Why it cannot play from there: said in the message, and its source.
        #[source]
        cause: SolverError,
    },
    /// A lesson named where a scenario or a saved game is opened.
    #[error("{}", tr!(
        "{path} is a lesson, not a scenario or a saved game: `check` checks a lesson, \
         `handout` writes it as a page, and the window plays it",
        path = .0
    ))]
    Lesson(String),
    /// A solver named for a saved game, which its own solver plays.
    #[error("{}", tr!(
        "{path}: a game file is played by the solver that played it; --solver applies \
         to scenarios",
        path = .0
    ))]
    SolverForSavedGame(String),
    /// Manual play named where no keyboard plays.
    #[error("{}", tr!(
        "{path}: manual play needs a keyboard; give --solver a solver that plays by \
         itself: greedy, hamilton, backtrack, cycle, splice, or a spec",
        path = .0
    ))]
    ManualNamed(String),
    /// A manual scenario opened where no keyboard plays, and no solver named.
    #[error("{}", tr!(
        "{path}: a Manual scenario is played with the keyboard and has no moves of \
         its own; give a solver that plays by itself with --solver: greedy, \
         hamilton, backtrack, cycle, splice, or a spec",
        path = .0
    ))]
    ManualScenario(String),
    /// The scenario file could not be read.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// The game file could not be read or does not replay.
    #[error(transparent)]
    GameFile(#[from] GameFileError),
    /// The solver named does not read.
    #[error(transparent)]
    SolverText(#[from] SolverTextError),
}
