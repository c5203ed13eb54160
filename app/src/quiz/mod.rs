//! The quiz room: "predict the move". At each decision the quiz asks about (a scenario's
//! `quiz` ticks, or every decision), the game pauses with the decision hidden; the class
//! answers a check of the decision's chain yes or no, then picks the cell the head will move
//! to (a click, or the arrows and Enter); the reveal shows the real move and replays the
//! decision's events; a running score, and a summary with a jump to each decision missed.
//! While a search's stage is on screen, the frontier quiz asks instead which cell leaves the
//! frontier next ([`frontier`]).
//!
//! It uses the state (through [`crate::state::AppState`], which hides the decision
//! while a question is open), the board's geometry and the keymap; only the shell uses it.

pub mod frontier;
pub mod marks;
pub mod question;
pub mod round;
pub mod view;

pub use question::Question;
pub use round::{Answer, Phase, Quiz};
