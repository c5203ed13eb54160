//! What a solver outside snakescope reports about one decision: its steps, each with a
//! caption, marks on cells, paths and named checks (`docs/PROTOCOL.md`, "What your program
//! answers"). The reported stage shows them; the external solver (`crate::solver::external`,
//! a rung above) reads them from the program's answer.

use crate::rules::Pos;
use std::fmt;

/// The kind of a mark or a path: a fixed set, so that every solver's trace is drawn with the
/// same colours and legend as the built-in stages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkClass {
    /// Waiting to be looked at (a search's queue).
    Frontier,
    /// Looked at already.
    Expanded,
    /// On a path the solver found.
    Path,
    /// Considered and refused.
    Refused,
    /// The solver's choice.
    Chosen,
    /// Anything else worth pointing at.
    Note,
}

impl MarkClass {
    /// Every class, in the protocol's order.
    pub const ALL: [MarkClass; 6] = [
        MarkClass::Frontier,
        MarkClass::Expanded,
        MarkClass::Path,
        MarkClass::Refused,
        MarkClass::Chosen,
        MarkClass::Note,
    ];

    /// The word the protocol uses.
    pub fn word(self) -> &'static str {
        match self {
            MarkClass::Frontier => "frontier",
            MarkClass::Expanded => "expanded",
            MarkClass::Path => "path",
            MarkClass::Refused => "refused",
            MarkClass::Chosen => "chosen",
            MarkClass::Note => "note",
        }
    }

    /// The class the protocol calls `word`.
    pub fn from_word(word: &str) -> Option<MarkClass> {
        MarkClass::ALL.into_iter().find(|c| c.word() == word)
    }
}

impl fmt::Display for MarkClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A mark on one cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportedMark {
    /// The cell, on the board.
    pub cell: Pos,
    /// What kind of mark.
    pub class: MarkClass,
    /// A number drawn in the cell (a distance, an index).
    pub value: Option<i64>,
    /// A short text drawn in the cell when there is no number.
    pub label: Option<String>,
}

/// A line through cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportedPath {
    /// The cells, in order, all on the board.
    pub cells: Vec<Pos>,
    /// What kind of path.
    pub class: MarkClass,
}

/// A named check and its answer: one link of "Why this move?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportedCheck {
    /// What was checked.
    pub name: String,
    /// What the check found.
    pub answer: String,
}

impl fmt::Display for ReportedCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name, self.answer)
    }
}

/// One step of a reported decision: the event of the reported-trace stage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReportedStep {
    /// What happens in this step.
    pub caption: Option<String>,
    /// Wipe the marks and paths of the earlier steps first.
    pub clear: bool,
    /// Marks added (a later mark on a cell replaces an earlier one).
    pub marks: Vec<ReportedMark>,
    /// Paths added.
    pub paths: Vec<ReportedPath>,
    /// Checks this step answers.
    pub checks: Vec<ReportedCheck>,
}
