//! Why a saved game does not replay as written: the first place where the file and the game
//! played again part, in words (a game file's error names the file before it).

use super::problem::{Problem, cell_text, problem_lines};
use crate::rules::{Dir, Outcome};
use crate::solver::external::answer::AnswerError;
use crate::solver::{SolverError, SolverFault, SolverKind};

/// The first place a saved game does not replay as written.
#[derive(Clone, Debug, thiserror::Error)]
pub enum ReplayProblem {
    /// The game's scenario does not start: every problem on a line.
    #[error("{}", problem_lines(.0, None))]
    Unplayable(Vec<Problem>),
    /// The game's solver cannot be set up for its board.
    #[error(transparent)]
    Solver(#[from] SolverError),
    /// A logged answer of a solver outside snakescope does not read.
    #[error("{}", tr!("answer {i} (tick {i}): {e}", i = .index, e = .cause))]
    Answer {
        /// The answer's place in the log, which is its tick.
        index: usize,
        /// Why it does not read: said in the message, and its source.
        #[source]
        cause: AnswerError,
    },
    /// A move that is not one of the four letters.
    #[error("{}", tr!(
        "move {t} is {c}: moves are the letters U, R, D and L",
        t = .tick,
        c = format!("{:?}", .letter)
    ))]
    Letter {
        /// The move's tick.
        tick: usize,
        /// The character written.
        letter: char,
    },
    /// Moves written after the game ended.
    #[error("{}", tr!(
        "the game is over after {t} moves ({outcome}), but the file has {chars}",
        t = .moves,
        outcome = .outcome,
        chars = .written
    ))]
    MovesAfterEnd {
        /// The moves played when the game ended.
        moves: usize,
        /// How it ended.
        outcome: Outcome,
        /// The moves the file has.
        written: usize,
    },
    /// The solver failed where the file has a move.
    #[error("{}", tr!("at tick {t} the solver failed {fault}", t = .tick, fault = .fault))]
    SolverFailed {
        /// The tick.
        tick: usize,
        /// How it failed.
        fault: Box<SolverFault>,
    },
    /// The solver decides another move than the file's.
    #[error("{}", tr!(
        "at tick {t} the file moves {dir} but {kind} decides {d}: the file \
         was written by another version of the solver, or edited",
        t = .tick,
        dir = .written.way(),
        kind = .kind,
        d = .decided.way()
    ))]
    OtherMove {
        /// The tick.
        tick: usize,
        /// The file's move.
        written: Dir,
        /// The solver.
        kind: SolverKind,
        /// The solver's move.
        decided: Dir,
    },
    /// The food placed is not the file's.
    #[error("{}", tr!(
        "the food differs from the scenario's at meal {k}: the file has {n}, the \
         scenario places {n2}",
        k = .meal,
        n = food_words(.written.as_ref()),
        n2 = food_words(.placed.as_ref())
    ))]
    Food {
        /// The first meal that differs, from 0.
        meal: usize,
        /// The file's food at that meal, if it has one.
        written: Option<(i64, i64)>,
        /// The scenario's food at that meal, if it places one.
        placed: Option<(i64, i64)>,
    },
}

/// A meal's food in words: its cell, `(x, y)`, or that there is none.
fn food_words(cell: Option<&(i64, i64)>) -> String {
    match cell {
        Some(&cell) => cell_text(cell),
        None => tr!("no more food"),
    }
}
