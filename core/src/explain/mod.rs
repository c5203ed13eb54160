//! What a game's explanation is made of, computed without drawing: the app paints it and the
//! command line prints it, so it is written once, here.
//!
//! - [`decision`]: a [`DecisionTrace`], the decision at one tick with its events filed under
//!   the check they answer, and greedy's virtual snake as the decision itself recorded it;
//! - [`replay`]: a [`StageReplay`], a cursor over one stage's events and the frame they fold
//!   into;
//! - [`frontier_question`]: "which cell leaves the frontier next?", asked at a moment of a
//!   search stage's replay and answered from its events;
//! - [`cell_facts`](mod@cell_facts): everything known about one cell at one moment, in words;
//! - [`markers`]: the moments worth marking on a game's timeline (meals, shortcuts, fallbacks,
//!   death) and the decision that doomed a lost game;
//! - [`outcome`]: how a game ended, in a sentence;
//! - [`facts`]: the kinds of fact in a decision's chain worth waiting for (a fallback, a
//!   shortcut taken or refused, a rescue), read from the chain one way everywhere;
//! - [`breakpoints`]: conditions to stop a game at, and the scan that finds the next tick
//!   where one matches, without replaying a decision;
//! - [`divergence`]: where two recordings of one scenario part ways.
//!
//! Nothing here draws, and nothing here searches: it reads what the solvers decided and the
//! events they reported.

pub mod breakpoints;
pub mod cell_facts;
pub mod decision;
pub mod divergence;
pub mod facts;
pub mod frontier_question;
pub mod markers;
pub mod outcome;
pub mod replay;

pub use breakpoints::{Breakpoint, BreakpointScan, Condition, Hit, ScanStatus};
pub use cell_facts::cell_facts;
pub use decision::DecisionTrace;
pub use divergence::first_divergence;
pub use facts::{FactKind, Refusal};
pub use frontier_question::FrontierQuestion;
pub use markers::{DecisionMarks, Marker, MarkerKind};
pub use outcome::outcome_sentence;
pub use replay::{ReplayOrigin, StageReplay};
