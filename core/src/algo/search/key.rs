//! What decides when a frontier entry leaves: its key, the structure the frontier is, and the
//! one rule by which a priority queue breaks ties.
//!
//! Every search reports its entries with a key of its own type ([`Key`]): a distance, a depth,
//! a cost with the move that entered the cell, g and h. Each turns into a [`FrontierKey`], the
//! shape a frontier's picture and its tables read, and a priority queue orders entries by
//! [`FrontierKey::rank`], written here once for the searches' own queues and for the frontier
//! their stages fold.

use super::guide::TieBreak;
use super::length::Length;
use std::cmp::Reverse;
use std::fmt::Debug;

/// Which end a search from both ends grows from (the bidirectional search's sides).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The search from the start (the head).
    Start,
    /// The search from the target.
    Target,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Start => Side::Target,
            Side::Target => Side::Start,
        }
    }
}

/// What kind of structure a frontier is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FrontierKind {
    /// First in, first out (BFS, the bidirectional search's sides, the timed search).
    Queue,
    /// Last in, first out (depth-first search): the front is the top.
    Stack,
    /// Lowest key first (Dijkstra, greedy best-first, A*).
    PriorityQueue,
}

/// An entry's key as a frontier's picture shows it: what decides when it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FrontierKey {
    /// A queue's entry: its distance from its end (for the timed search, the move at which
    /// the head is there).
    Distance(u32),
    /// A stack's entry: its depth, the steps from the start along the branch that pushed it.
    Depth(u32),
    /// A priority queue's entry: the priority it leaves by (lowest first), and the parts it
    /// is made of where the search has them: g the cost so far (Dijkstra's priority, A*'s
    /// g), h the estimate to the target (best-first's priority, A*'s h). A*'s priority is
    /// f = g + h.
    Priority {
        /// The priority: g, h or f.
        priority: u32,
        /// The cost from the start, if the search counts it.
        g: Option<u32>,
        /// The estimate to the target, if the search uses one.
        h: Option<u32>,
        /// Which of two entries of equal priority leaves first (by g).
        ties: TieBreak,
        /// For a search whose costs are not whole numbers (in eight directions): its f and g
        /// exactly, which order the entry; the numbers above are then rounded, to be shown.
        exact: Option<Exact>,
    },
}

/// An entry's f and g exactly, for a search in eight directions (costs `a + b·√2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Exact {
    /// f = g + h.
    pub f: Length,
    /// g, the cost from the start.
    pub g: Length,
}

/// The order in which a priority queue lets entries leave, lowest first: the priority, then
/// the larger g (or the smaller, as the entry's tie-break says). Entries of equal rank leave
/// in the order they were pushed. Whole costs compare as numbers; the exact costs of a search
/// in eight directions as [`Length`]s (one queue never holds both).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rank {
    /// Whole costs: the priority, then the tie (g, or its complement for the smaller g).
    Whole(u32, Reverse<u32>),
    /// Exact costs: f, then g (the larger first, unless `smaller_first`).
    Exact(Length, ExactTie),
}

/// An exact g as it breaks a tie on f: the larger first, or the smaller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExactTie {
    g: Length,
    smaller_first: bool,
}

impl Ord for ExactTie {
    fn cmp(&self, other: &ExactTie) -> std::cmp::Ordering {
        if self.smaller_first {
            self.g.cmp(&other.g)
        } else {
            other.g.cmp(&self.g)
        }
    }
}

impl PartialOrd for ExactTie {
    fn partial_cmp(&self, other: &ExactTie) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl FrontierKey {
    /// The number a strip shows under the entry's cell: a queue's distance, a stack's
    /// depth, a priority queue's priority.
    pub fn shown_number(&self) -> u32 {
        match *self {
            FrontierKey::Distance(d) | FrontierKey::Depth(d) => d,
            FrontierKey::Priority { priority, .. } => priority,
        }
    }

    /// The entry's rank in a priority queue: the lower priority first, then the larger g
    /// (A*'s tie-break by default: the entry nearer the target by its own estimate), or the
    /// smaller g where the entry says so; Dijkstra's g is its priority and best-first has
    /// none. Equal ranks leave first in, first out. The one statement of the tie-break: the
    /// searches' queues and the frontier their stages fold both order by it.
    #[inline]
    pub fn rank(&self) -> Rank {
        match *self {
            FrontierKey::Priority {
                exact: Some(Exact { f, g }),
                ties,
                ..
            } => Rank::Exact(
                f,
                ExactTie {
                    g,
                    smaller_first: ties == TieBreak::SmallerG,
                },
            ),
            FrontierKey::Priority {
                priority, g, ties, ..
            } => {
                let g = g.unwrap_or(0);
                let tie = match ties {
                    TieBreak::LargerG => g,
                    TieBreak::SmallerG => u32::MAX - g,
                };
                Rank::Whole(priority, Reverse(tie))
            }
            FrontierKey::Distance(d) | FrontierKey::Depth(d) => Rank::Whole(d, Reverse(0)),
        }
    }
}

/// A search's own key for its frontier entries: what it reports with each entry, turned into
/// the [`FrontierKey`] that orders and shows it.
pub trait Key: Copy + Debug + PartialEq + Eq {
    /// The key as a frontier shows and orders it.
    fn frontier_key(&self) -> FrontierKey;

    /// The side of a search from both ends whose frontier the entry joins or leaves; `None`
    /// for a search with one frontier.
    fn side(&self) -> Option<Side> {
        None
    }
}

/// A queue's key: the distance from the end the entry was found from (BFS, and the timed
/// search's move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Distance(pub u32);

impl Key for Distance {
    #[inline]
    fn frontier_key(&self) -> FrontierKey {
        FrontierKey::Distance(self.0)
    }
}

/// A stack's key: the entry's depth, its steps from the start along the branch that pushed
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Depth(pub u32);

impl Key for Depth {
    #[inline]
    fn frontier_key(&self) -> FrontierKey {
        FrontierKey::Depth(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lower_priority_leaves_first_then_the_larger_g() {
        let key = |priority, g| FrontierKey::Priority {
            priority,
            g: Some(g),
            h: None,
            ties: TieBreak::LargerG,
            exact: None,
        };
        assert!(key(4, 0).rank() < key(5, 3).rank());
        assert!(key(5, 3).rank() < key(5, 2).rank());
        let smaller = |priority, g| FrontierKey::Priority {
            priority,
            g: Some(g),
            h: None,
            ties: TieBreak::SmallerG,
            exact: None,
        };
        assert!(smaller(5, 2).rank() < smaller(5, 3).rank());
        assert!(smaller(4, 9).rank() < smaller(5, 0).rank());
        assert_eq!(key(5, 3).rank(), key(5, 3).rank());
        let h_only = FrontierKey::Priority {
            priority: 2,
            g: None,
            h: Some(2),
            ties: TieBreak::LargerG,
            exact: None,
        };
        assert_eq!(h_only.rank(), FrontierKey::Depth(2).rank());
        assert_eq!(FrontierKey::Depth(7).shown_number(), 7);
    }

    #[test]
    fn exact_keys_rank_by_their_exact_f_where_the_shown_numbers_tie() {
        // 99 diagonals (140.007...) against 140 straight steps: both show as 140.
        let exact = |f: Length, g: Length| FrontierKey::Priority {
            priority: f.rounded() as u32,
            g: Some(g.rounded() as u32),
            h: None,
            ties: TieBreak::LargerG,
            exact: Some(Exact { f, g }),
        };
        let (diagonals, straight) = (Length::diagonal(99), Length::straight(140));
        assert_eq!(diagonals.rounded(), straight.rounded());
        assert!(exact(straight, straight).rank() < exact(diagonals, diagonals).rank());
        // Equal f: the larger g first.
        let f = Length::straight(10);
        assert!(exact(f, Length::straight(6)).rank() < exact(f, Length::straight(5)).rank());
    }
}
