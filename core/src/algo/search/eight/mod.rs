//! The searches in eight directions, on a board of open cells that may be as large as a
//! Moving AI benchmark map: the field's own measure of a graph search.
//!
//! A step goes to any of the eight neighbours ([`Compass`]); a straight step costs what
//! entering its cell costs (1 on plain ground), a diagonal one that times the square root of
//! two, and a diagonal step is taken only where both cells beside it are open: no corner is
//! cut (Sturtevant's benchmarks, 2012). Costs are kept exactly ([`Length`]), so an optimal
//! search's cost equals a benchmark file's optimal length to its last printed digit.
//!
//! - [`astar`]: A* guided by a heuristic and its weight (with the zero heuristic, uniform-cost
//!   search: Dijkstra's);
//! - [`bfs`]: breadth-first search, fewest steps whatever they cost;
//! - [`bidirectional`]: uniform-cost search from both ends, stopping once the two fronts'
//!   costs add up to the best path's;
//! - [`iddfs`]: iterative deepening, depth-first rounds under a growing limit: the fewest
//!   steps too, with a stack;
//! - [`jps`]: jump point search (Harabor and Grastien, 2011), A* that puts on its frontier
//!   only the cells where an optimal path may turn, on a board whose every cell costs 1.
//!
//! Each reports a [`SearchEvent`](super::SearchEvent) of its own types to an
//! [`Observer`](crate::algo::Observer), as the four-direction searches do, its moves a
//! [`Compass`]. Why each finds what it finds is argued in `docs/ALGORITHMS.md`, section 2.1e.

pub mod astar;
pub mod best_first;
pub mod bfs;
pub mod bidirectional;
pub mod board;
pub mod dfs;
pub mod iddfs;
pub mod jps;
mod queue;
mod space;
mod steps;

pub use super::length::{Length, ROOT2};
pub use board::{EightBoard, StepRefusal};

use super::{Exact, FrontierKey, Heuristic, Key, TieBreak, Weight};
use crate::rules::{Compass, Pos};

/// A priority queue's key in eight directions: g, the cost from the start along the best
/// path known, and h, the weighted estimate to the target, both exact. It leaves by
/// f = g + h, the larger g first among equal f (or the smaller, as `ties` says).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EightKey {
    /// The cost from the start.
    pub g: Length,
    /// The estimate to the target, weighted (zero for uniform-cost search).
    pub h: Length,
    /// Which entry of equal f leaves first.
    pub ties: TieBreak,
}

impl EightKey {
    /// f = g + h.
    pub fn f(&self) -> Length {
        self.g + self.h
    }
}

impl Key for EightKey {
    /// The frontier's picture shows the costs rounded to whole numbers (the captions say
    /// them exactly) and orders the entries by the exact f and g, as the search's own queue
    /// does.
    fn frontier_key(&self) -> FrontierKey {
        let shown = |l: Length| u32::try_from(l.rounded()).unwrap_or(u32::MAX);
        FrontierKey::Priority {
            priority: shown(self.f()),
            g: Some(shown(self.g)),
            h: Some(shown(self.h)),
            ties: self.ties,
            exact: Some(Exact {
                f: self.f(),
                g: self.g,
            }),
        }
    }
}

/// Why an eight-direction search does not push a neighbour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightRefusal {
    /// The step may not be taken (off the board, onto a closed cell, or cutting a corner).
    Step(StepRefusal),
    /// The cell was already reached at most as cheaply.
    NoShorter {
        /// The cell.
        cell: Pos,
        /// The cost this way.
        g: Length,
        /// The cost it is known at.
        known: Length,
    },
    /// The cell was found before: greedy best-first search and depth-first search let a
    /// cell join their frontier once (depth-first: once expanded).
    Seen(Pos),
    /// A jump that way found no cell where an optimal path may turn (jump point search).
    NoJumpPoint {
        /// The last cell the jump scanned before it stopped.
        last: Pos,
    },
}

/// The estimate from `from` to `to` in eight directions, times `weight`, exact where the
/// heuristic is (Manhattan, octile, Chebyshev, zero) and rounded down to a hundredth where it
/// is not (the straight line).
///
/// With every step costing at least 1 (√2 on a diagonal), octile, Chebyshev, the straight
/// line and zero never overestimate, and Manhattan does as soon as a diagonal saves a step:
/// it is the one heuristic here that is not admissible in eight directions.
pub fn estimate(heuristic: Heuristic, from: Pos, to: Pos, weight: Weight) -> Length {
    let dx = u64::from(from.x.abs_diff(to.x));
    let dy = u64::from(from.y.abs_diff(to.y));
    let (hi, lo) = (dx.max(dy), dx.min(dy));
    if heuristic == Heuristic::Octile && weight == Weight::ONE {
        // The search's usual guide, worked out without the weight's product.
        return Length::straight(hi - lo) + Length::diagonal(lo);
    }
    let exact = match heuristic {
        Heuristic::Manhattan => Length::straight(dx + dy),
        Heuristic::Chebyshev => Length::straight(hi),
        Heuristic::Octile => Length::straight(hi - lo) + Length::diagonal(lo),
        Heuristic::Zero => Length::ZERO,
        Heuristic::Euclidean => {
            // w·sqrt(d²) in hundredths = sqrt(w²·d²) with w in hundredths, rounded down.
            let w = u128::from(weight.hundredths());
            let whole = (w * w * u128::from(dx * dx + dy * dy)).isqrt();
            let whole = u32::try_from(whole).unwrap_or(u32::MAX);
            return Length { whole, root2: 0 };
        }
    };
    exact.times(weight.hundredths())
}

/// The moves tried from a cell, in the order tried.
pub(crate) const MOVES: [Compass; 8] = Compass::ALL;

#[cfg(test)]
mod tests;
