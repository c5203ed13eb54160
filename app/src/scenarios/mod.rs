//! The scenario room: the one catalogue of scenarios (built-in examples, the curated
//! collection, a folder, the recent files) and its browser, the board editor, "save this
//! moment", and the sketches that paint a scenario's board, broken or not (previews, the
//! editor's board). It reads and edits scenarios; opening, saving and asking before edits are
//! lost are the files room's business ([`crate::files`]).

pub mod browser;
pub mod built_in;
pub mod catalog;
pub mod collection_words;
pub mod editor;
pub mod editor_board;
pub mod editor_controls;
pub mod editor_edit;
pub mod editor_terrain;
pub mod entry;
pub mod example_titles;
pub mod moment;
pub mod names;
pub mod sketch;

pub use catalog::Catalog;
pub use entry::Entry;
