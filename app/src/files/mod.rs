//! The files room: the [`FileDesk`] (the editor's draft, the recent files, the catalogue,
//! the dialogs and the prompts) and what it does with files: open, save, export, ask before
//! unsaved edits are lost, ask for a path when there is no file dialog. It never opens a game
//! itself: it answers with an [`Effect::Open`] for the app's one way of opening.

pub mod desk;
pub mod dialogs;
pub mod export;
pub mod lesson_step;
pub mod names;
pub mod path_prompt;
pub mod picture_job;
pub mod picture_prompt;
pub mod prompts;
pub mod recent;
pub mod unsaved;
#[cfg(target_arch = "wasm32")]
pub mod web;

pub use desk::{Effect, FileDesk, View, could_not_open};

use snakescope_core::scenario::SaveError;
use std::path::Path;

/// Writes `bytes` to `path` atomically ([`snakescope_core::scenario::write_atomically`]); a web page,
/// which writes no file, hands them to the browser as a download named as the file.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    #[cfg(target_arch = "wasm32")]
    return web::download(path, bytes);
    #[cfg(not(target_arch = "wasm32"))]
    snakescope_core::scenario::write_atomically(path, bytes)
}
