//! What the quiz is asked while it runs: a key, a cell clicked, on to the next question.
//! The quiz room ([`crate::quiz`]) answers it.

use crate::shortcuts::QuizKey;
use snakescope_core::rules::Pos;

/// What the quiz is asked while it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizCommand {
    /// One of its keys (choose a cell, confirm, yes, no).
    Key(QuizKey),
    /// A click on this cell of the board.
    Cell(Pos),
    /// After an answer: on to the next question.
    Next,
    /// While the game plays on to a question: go there at once.
    SkipToQuestion,
    /// Whether a check of the decision is asked before the move.
    AskCheck(bool),
    /// Close the summary (which ends the quiz).
    CloseSummary,
    /// From the summary: show a decision missed.
    GoToMissed(usize),
    /// Start the frontier quiz on the search's stage on screen, or end the quiz under way.
    Frontier,
}
