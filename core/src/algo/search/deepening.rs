//! What iterative deepening does alike in four directions (`stages::iddfs::search`) and in
//! eight ([`super::eight::iddfs`]): the budget of expansions its rounds share, and the event
//! that says it stopped there.
//!
//! The rounds cost the sum of every round's expansions, far more than breadth-first search's
//! on a large open board: either form stops after [`MAX_EXPANSIONS`] expansions in all,
//! saying so ([`IddfsStop`]), without a path and without claiming there is none.

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
