//! The compare room: the same scenario played by another solver (or other options of the
//! same one), side by side with the game on screen at one tick. Its [`controls`] pick the
//! solver and jump to where the games part; its [`board`] shows the compared game beside the
//! board; its [`timeline`] sits under the game timeline. The comparison itself is the
//! state's ([`crate::state::Comparison`]); here it is drawn and asked for.

pub mod board;
pub mod choices;
pub mod controls;
pub mod timeline;

pub use board::{Matching, compared_board_ui};
pub use controls::CompareControls;
pub use timeline::compared_timeline_ui;
