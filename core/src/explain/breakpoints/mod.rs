//! Breakpoints: where a debugger of a game stops. A [`Breakpoint`] waits for a
//! [`Condition`] built from what the recording and its decisions already know: a kind of fact
//! in a decision's chain, the head entering a cell, the snake reaching a length, a tick, a
//! meal, the decision that doomed the game. A [`BreakpointScan`] finds the first tick after a
//! given one where an enabled breakpoint matches, without replaying a decision: facts come
//! from the ticks [`super::DecisionMarks`] noted while the game was recorded, and the head,
//! the length and the meals from the moves alone. A scan runs in slices, so a front end can
//! scan a game of millions of ticks without stopping.
//!
//! Breakpoints are saved with a scenario (its optional `breakpoints` field), so their values
//! are the file's, unchecked: [`crate::scenario::Scenario::validate`] says what is wrong with
//! them, and a scan simply never matches a cell off the board.

mod condition;
mod scan;

pub use condition::{Breakpoint, Condition};
pub use scan::{BreakpointScan, Hit, ScanStatus};
