//! The stage room: the stage picker, caption and pseudo-code ([`panel`]) around what the stage
//! knows at the event on screen ([`facts`]), a search's frontier as a strip of cells
//! ([`frontier`]), and how A* and best-first are guided ([`guide`]). One view serves every
//! stage of the stage list: each stage words its own facts in the core, so a new stage needs
//! nothing here.

pub mod caption;
pub mod facts;
pub mod frontier;
pub mod guide;
pub mod panel;

pub use caption::{CaptionBox, caption_height};
pub use panel::StagePanel;
