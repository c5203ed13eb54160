//! Reshaping the cycle toward the food by 2x2 splices.
//!
//! The splice solver holds a Hamiltonian cycle (a [`Ring`](crate::algo::ring::Ring)) on which the snake's body lies as
//! one unbroken stretch, and follows it. When the food is far along the cycle, it reshapes the
//! cycle so that the way to the food is shorter, with one operation: the **2x2 splice**.
//!
//! ```text
//!   a ──▶ a'        a     a'       Two antiparallel edges of a 2x2 square, a -> a' and
//!                   │     ▲        b' -> b, are swapped for the square's other two sides,
//!   b ◀── b'        ▼     │        a -> b and b' -> a'. If both edges were on one cycle, it
//!                   b     b'       splits in two; if on two cycles, they join into one.
//! ```
//!
//! To make cell `v` follow cell `u` (a step the snake wants to take), split at the square
//! `u, next(u), prev(v), v`: the cells between `u` and `v` fall out as a loop. Then join the
//! loop back at another square, somewhere after the food, where it does not lengthen the way
//! there. Forcing a path edge by edge this way reshapes the cycle around the path.
//!
//! Which paths to force:
//! 1. the shortest paths the snake can really walk (a breadth-first search in which a body
//!    cell can be entered only once the tail has left it), explored depth first, each edge
//!    forced in turn and undone when the path leads nowhere, under a budget (the wide planner
//!    tries first, at each step, the cell with fewest open sides);
//! 2. then "box cuts": from each cell of the way to the food, a straight line across free
//!    cells to a cell further along the way, forced edge by edge, kept if the way is shorter.
//!
//! When few cells are free, the wide planner first searches the shortest safe way exactly
//! (`endgame`): the paths to the food shortest first, each with a walk through the cells left
//! over back to the body.
//!
//! Every reshaped cycle is checked before it is kept ([`Splicer::trip_is_safe`]): following it from
//! the head must reach the food with every cell free by the time the head gets there, and the
//! cells of the body still there when the food is eaten must lie just behind the head, in
//! order. Whatever the heuristics above do, a cycle that fails the check is undone; so the
//! solver's safety rests on the check alone (the argument is in `docs/ALGORITHMS.md`). The
//! types say so: the check seals the ring and hands back a token, and the planner holds a
//! reshaped ring only through that token, which refuses a ring changed since it was checked.
//!
//! The planner, [`Splicer`] (`planner`), remembers what it planned between moves and owns its
//! parts, each a type with its own tables, sized once per board: `body` (the board and the body
//! as the planner reads them: when the head may enter a cell), `check` (the check and its
//! token), `splices` (the labels along the ring, the 2x2 splice that forces one edge, where a
//! loop joins again, and an edge whose square does not fit forced in two), `fastest` (the
//! fastest arrival and the search that forces fastest paths), `cuts` (straight and late cuts),
//! `endgame` (with few cells free, the exact search for the shortest safe way, which rewrites
//! the ring whole and is checked like the rest) and `pockets` (the free cells a way leaves shut
//! off beside the head after the meal; `planner::weighing` weighs fastest paths against the
//! cuts by them). Its numbers are one [`Tuning`] per [`SplicePlan`], each naming the
//! measurement that chose it.

mod body;
mod check;
mod cuts;
mod endgame;
mod events;
mod fastest;
mod order;
mod plan;
mod planner;
mod pockets;
mod splices;
mod tuning;

pub use events::SpliceEvent;
pub use order::StepOrder;
pub use plan::{Reshape, SplicePlan};
pub use planner::Splicer;
pub use tuning::Tuning;

/// No cell.
const NONE: u32 = u32::MAX;

/// Labels of cells in cycle order are spaced this far apart, so that a joined loop can be
/// numbered between two of them without renumbering the whole cycle.
const SPACE: u64 = 1 << 32;

/// A small board for the unit tests of the planner's parts.
#[cfg(test)]
mod fixture {
    use super::body::Body;
    use super::splices::Splices;
    use crate::algo::cycle::Cycle;
    use crate::algo::ring::Ring;
    use crate::rules::{Grid, Pos, Snake, TailRule};

    /// The ring on a 4x4 board, from the top-left corner: along the top row, a zigzag down
    /// columns 1 to 3, and back up column 0.
    pub(super) const RING: [(u16, u16); 16] = [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (3, 1),
        (2, 1),
        (1, 1),
        (1, 2),
        (2, 2),
        (3, 2),
        (3, 3),
        (2, 3),
        (1, 3),
        (0, 3),
        (0, 2),
        (0, 1),
    ];

    pub(super) fn grid() -> Grid {
        Grid::new(4, 4).expect("a 4x4 board")
    }

    pub(super) fn ring() -> Ring {
        let order = RING.iter().map(|&p| Pos::from(p)).collect();
        Ring::from_cycle(&Cycle::new(grid(), order).expect("RING is a cycle"))
    }

    /// A snake, head first.
    pub(super) fn snake(cells: &[(u16, u16)]) -> Snake {
        let cells: Vec<Pos> = cells.iter().map(|&p| Pos::from(p)).collect();
        Snake::new(&grid(), &cells, None).expect("a valid snake")
    }

    /// The body of `snake` as the planner reads it at the start of a game.
    pub(super) fn body(snake: &Snake, rule: TailRule) -> Body {
        let mut b = Body::new(&grid());
        assert!(b.fit());
        b.load(snake, rule, 0);
        b
    }

    /// Splices ready to force edges from the head, as a plan readies them: the ring labelled, the
    /// head the whole forced prefix, no line being forced.
    pub(super) fn splices_from_head(body: &Body, ring: &Ring, two_splices: bool) -> Splices {
        let mut s = Splices::new(two_splices);
        s.fit(grid().cells());
        s.label(body, ring);
        s.new_prefix();
        s.new_line();
        s.set_in_prefix(body.head(), true);
        s
    }

    /// Whether following `ring` from the first cell visits every cell once and comes back.
    pub(super) fn is_one_cycle(ring: &Ring) -> bool {
        let g = grid();
        let start = Pos::from(RING[0]);
        let mut seen = vec![false; g.cells()];
        let mut at = start;
        for _ in 0..g.cells() {
            if std::mem::replace(&mut seen[g.index(at)], true) {
                return false;
            }
            at = ring.next(at);
        }
        at == start && seen.iter().all(|&s| s)
    }
}
