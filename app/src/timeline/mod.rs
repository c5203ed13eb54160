//! The two timelines, in the manner of rerun's time panel: the game's ticks with their
//! markers, and the events inside the decision at the tick on screen. Both are driven by the
//! state's [`crate::state::Clock`]s; here they are drawn and their controls read.

pub mod buttons;
pub mod compact;
pub mod controls;
pub mod decision;
pub mod game;

pub use compact::compact_timelines_ui;
pub use decision::decision_timeline_ui;
pub use game::game_timeline_ui;
