//! What iterative deepening does alike in four directions (`stages::iddfs::search`) and in
//! eight ([`super::eight::iddfs`]): the rounds under a limit raised 0, 1, 2, ... and how they
//! end ([`deepen`]), the budget of expansions they share, and the event that says it stopped
//! there.
//!
//! The rounds cost the sum of every round's expansions, far more than breadth-first search's
//! on a large open board: either form stops after [`MAX_EXPANSIONS`] expansions in all,
//! saying so ([`IddfsStop`]), without a path and without claiming there is none.

use super::{SearchEvent, SearchTypes};
use crate::algo::Observer;
use crate::rules::Pos;

/// The most expansions iterative deepening makes, its rounds together, before it stops: 8 Mi,
/// under a second of work, enough for every board up to about 64 x 64 corner to corner.
pub const MAX_EXPANSIONS: u64 = 1 << 23;

/// The search stopped at [`MAX_EXPANSIONS`], in the round of limit `limit`: it found no path,
/// and says nothing of whether one exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IddfsStop {
    /// The expansions made, every round's.
    pub expanded: u64,
    /// The depth limit of the round it stopped in.
    pub limit: u32,
}

/// How one round under a depth limit ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Round {
    /// It popped the target: the path.
    Found(Vec<Pos>),
    /// It cut a neighbour off at the limit: a deeper round may reach further.
    CutOff,
    /// It searched everything the start reaches: the cells it reached.
    Everything(u32),
    /// It spent the search's budget, having made this many expansions in all.
    Stopped(u64),
}

/// Runs `round` with the limit 0, 1, 2, ... until one ends the search, and reports how: the
/// path found in the round whose limit is its length, no path once a round cut nothing off,
/// or the stop at the budget. Returns the path, if one was found.
pub fn deepen<S, O>(obs: &mut O, mut round: impl FnMut(u32, &mut O) -> Round) -> Option<Vec<Pos>>
where
    S: SearchTypes<Found = u32, Exhausted = u32, Own = IddfsStop>,
    O: Observer<SearchEvent<S>>,
{
    for limit in 0.. {
        match round(limit, obs) {
            Round::Found(path) => {
                if O::WATCHING {
                    obs.observe(SearchEvent::Found {
                        path: path.clone(),
                        more: limit,
                    });
                }
                return Some(path);
            }
            Round::CutOff => {}
            Round::Stopped(expanded) => {
                obs.observe(SearchEvent::Own(IddfsStop { expanded, limit }));
                return None;
            }
            Round::Everything(reached) => {
                obs.observe(SearchEvent::Exhausted {
                    reached,
                    more: limit,
                });
                return None;
            }
        }
    }
    None
}
