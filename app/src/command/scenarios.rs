//! What the scenarios' views ask for ([`crate::scenarios`]): a scenario to open, the
//! browser's pick, the answer to "Save this moment". Data only: the files room carries each
//! out.

use snakescope_core::scenario::Scenario;
use std::path::PathBuf;

/// A scenario to open, and where it came from: what every opening carries, from the Examples
/// menu, the browser, a file dialog, a drop, the editor's Play or the solver menu.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The scenario.
    pub scenario: Scenario,
    /// Where it came from, for titles and messages.
    pub origin: String,
    /// Its file, if it is one (a scenario not from a file, or changed since, has none).
    pub path: Option<PathBuf>,
}

/// What the user picked in the browser.
#[derive(Clone, Debug)]
pub enum BrowserPick {
    /// A scenario to open (boxed: a scenario is large beside the other picks).
    Open(Box<Opening>),
    /// A file to open as it is on disk now (a scenario, a saved game or a lesson), read again:
    /// `listed` is when it was last changed as the list read it, to tell a file changed since.
    OpenFile {
        /// The file.
        path: PathBuf,
        /// When it was last changed, as listed.
        listed: Option<std::time::SystemTime>,
    },
    /// A file that cannot be opened, with the reason (`FILE:LINE:COL: message`).
    Broken {
        /// The reason, naming the file.
        message: String,
        /// The file, if it is one that is gone (a recent file deleted since).
        missing: Option<PathBuf>,
    },
    /// Forget a recent file.
    Forget(PathBuf),
    /// Read the folder and the recent files again.
    Rescan,
}

/// What the user chose in the "Save this moment" prompt.
#[derive(Clone, Debug)]
pub enum MomentChoice {
    /// Save it to a file (the Save As dialog follows).
    Save(Scenario),
    /// Open it in the editor.
    Edit(Scenario),
    /// Forget it.
    Cancel,
}
