//! What a stage's panel says at one point of its replay, in words: the stage's own summary of
//! the events shown so far ([`super::StageProtocol::facts`]), which every front end shows as
//! it can (the window as a table, a picture or a page as text). The facts are read from the
//! events and the frame they fold into; nothing is searched again.

use super::report::MarkClass;
use crate::rules::Pos;

/// The facts of a stage at one point of its replay.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StageFacts {
    /// Named values, in order: `("Expanded", "12 cell(s)")`.
    pub rows: Vec<(String, String)>,
    /// A list under a heading, after the rows (the neighbours tried, the checks along the
    /// cycle), if the stage has one to show now.
    pub list: Option<(String, Vec<String>)>,
    /// A remark under everything else, such as why the stage's answer is safe.
    pub note: Option<String>,
    /// The marks a solver outside snakescope reported so far, counted by class (its stage
    /// only; each is drawn with its class's colour).
    pub mark_counts: Vec<(MarkClass, usize)>,
    /// The search's frontier in its order, if the stage holds one: shown as a strip of cells
    /// that grows at its back and empties at its front.
    pub frontier: Option<Strip>,
}

/// A search's frontier at one point of its replay, in its order: BFS's queue (the front, the
/// next cell to leave, first), a depth-first search's stack (its bottom first, the top, the
/// next to leave, last), or the path a search grows (its start first). Every cell it holds is
/// here; a front end may wrap or scroll it, never cut it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Strip {
    /// What the frontier is, in words: "Queue (frontier)".
    pub heading: String,
    /// A queue or a stack: which end cells leave from, and what their numbers are.
    pub kind: StripKind,
    /// Its cells in order (a queue's front first, a stack's bottom first), each with the
    /// number shown under it: its distance in a queue, its depth in a stack.
    pub cells: Vec<(Pos, Option<u32>)>,
    /// The cell that entered at the back with the latest event, if one did.
    pub entered: Option<Pos>,
    /// The cell that left (a queue's front, a stack's top) with the latest event, if one did.
    pub left: Option<Pos>,
}

/// How a frontier's cells enter and leave.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StripKind {
    /// First in, first out: cells enter at the back and leave from the front; a cell's
    /// number is its distance.
    #[default]
    Queue,
    /// Last in, first out: cells enter and leave at the top; a cell's number is its depth.
    Stack,
    /// A path that grows inside (the longest path's pairs pushed out): from its start to its
    /// end, a cell's number is its step along it.
    Path,
    /// Lowest key first (Dijkstra, greedy best-first, A*): the next to leave first; a cell's
    /// number is its priority (g, h or f).
    Priority,
}

impl StageFacts {
    /// Facts made of `rows` alone.
    pub fn rows(rows: Vec<(String, String)>) -> StageFacts {
        StageFacts {
            rows,
            ..StageFacts::default()
        }
    }

    /// The same facts with `items` listed under `heading`, if there are any.
    pub fn with_list(mut self, heading: String, items: Vec<String>) -> StageFacts {
        if !items.is_empty() {
            self.list = Some((heading, items));
        }
        self
    }

    /// The same facts with the search's `frontier`.
    pub fn with_frontier(mut self, frontier: Strip) -> StageFacts {
        self.frontier = Some(frontier);
        self
    }

    /// The same facts with a remark under them.
    pub fn with_note(mut self, note: String) -> StageFacts {
        self.note = Some(note);
        self
    }
}

/// Cells (or anything) as a short list: the first `max`, then how many more.
pub fn short_list(items: impl IntoIterator<Item = String>, max: usize) -> String {
    let all: Vec<String> = items.into_iter().collect();
    if all.is_empty() {
        return tr!("none");
    }
    let mut s = all.iter().take(max).cloned().collect::<Vec<_>>().join(", ");
    if all.len() > max {
        s.push_str(&tr!(" and {n} more", n = all.len() - max));
    }
    s
}
