//! The events of building a cycle from the body, as a stage shows them.

use super::Obstacle;
use crate::algo::longest::LongestEvent;
use crate::rules::Pos;
use std::fmt;

/// One step of building the cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CycleEvent {
    /// The board is odd x odd: no cycle can exist.
    OddBoard {
        /// Cells with `x + y` even.
        dark: usize,
        /// Cells with `x + y` odd.
        light: usize,
    },
    /// A reason no cycle holds the body, proven: the construction stops.
    Obstacle(Obstacle),
    /// The path sought runs from `start` to `target` with the rest of the body blocked.
    Seek {
        /// Where the path starts (the head, or the cell ahead of a one-cell snake).
        start: Pos,
        /// Where it ends (the tail).
        target: Pos,
        /// A cell the path is routed through as early as it can (the food, for a certificate).
        via: Option<Pos>,
    },
    /// A step of the longest-path search.
    Longest(LongestEvent),
    /// The path misses some free cells: the cycle it closes leaves them out.
    LeftOut {
        /// The free cells not on the path.
        cells: Vec<Pos>,
    },
    /// Repair: the cycle's edge `edge.0 -> edge.1` became `edge.0 -> pair.0 -> pair.1 ->
    /// edge.1`, bringing in two left-out cells by a 2x2 splice.
    Spliced {
        /// The edge replaced.
        edge: (Pos, Pos),
        /// The left-out cells brought in, in cycle order.
        pair: (Pos, Pos),
    },
    /// No left-out pair lies beside an edge of the cycle any more; these cells are still out.
    Stuck {
        /// The cells the repair could not bring in.
        cells: Vec<Pos>,
    },
    /// The squares construction begins: every 2x2 square a little cycle.
    Squares,
    /// Two squares joined into one cycle by a 2x2 splice across their common side.
    Joined {
        /// The four cells of the splice, clockwise from the first square's top or left cell.
        square: [Pos; 4],
    },
    /// The squares cannot make a cycle holding the body.
    SquaresRefused(SquaresRefusal),
    /// A cycle of a window around the body is sought, with squares all around it.
    Window {
        /// The window's first cell (top left).
        from: Pos,
        /// Its last cell (bottom right).
        to: Pos,
    },
    /// The depth-first search begins from the path's start, with its budget of work.
    SearchBegin {
        /// Where the path starts.
        start: Pos,
        /// Work it may spend ([`crate::algo::body_cycle::SEARCH_WORK`]).
        budget: u64,
    },
    /// The search extends its path to `cell`.
    Visit {
        /// The cell.
        cell: Pos,
    },
    /// The search takes `cell` back off its path: no way on from it succeeded.
    Retreat {
        /// The cell.
        cell: Pos,
    },
    /// The search has shown this many moves; the rest are not reported one by one (the
    /// path it finds, or how it ends, still is).
    Unshown {
        /// Moves shown.
        after: u64,
    },
    /// The search ran out of budget before finding a path or trying every branch.
    GaveUp {
        /// Moves it tried.
        moves: u64,
    },
    /// The path covers every free cell; joined to the body it closes the cycle.
    Closed {
        /// The cycle, starting at the tail.
        order: Vec<Pos>,
    },
}

/// Why the blocks cannot make a cycle holding the body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquaresRefusal {
    /// The body steps between two cells that no cycle of blocks joins.
    Across {
        /// A cell of the body.
        a: Pos,
        /// The next.
        b: Pos,
    },
    /// The body both asks for a join and forbids it (it crosses between two blocks and runs
    /// along the side between them).
    Clash {
        /// A cell of the body in one block.
        a: Pos,
        /// A cell of the body in the other.
        b: Pos,
    },
    /// The joins the body asks for close a ring of blocks.
    Ring {
        /// A cell of the body whose crossing closes the ring.
        a: Pos,
        /// The cell it crosses to.
        b: Pos,
    },
    /// The joins the body forbids leave the blocks in more than one group.
    Apart,
}

impl fmt::Display for SquaresRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SquaresRefusal::Across { a, b } => f.write_str(&tr!(
                "the body steps from {a} to {b}, a step no cycle of these blocks takes",
                a = a,
                b = b
            )),
            SquaresRefusal::Clash { a, b } => f.write_str(&tr!(
                "the body crosses from {a} to {b}, between two squares, and also runs along \
                 the side between them",
                a = a,
                b = b
            )),
            SquaresRefusal::Ring { a, b } => f.write_str(&tr!(
                "the body's crossings, the last from {a} to {b}, would join the squares in a \
                 ring",
                a = a,
                b = b
            )),
            SquaresRefusal::Apart => f.write_str(&tr!(
                "the sides the body runs along keep some squares from being joined"
            )),
        }
    }
}
