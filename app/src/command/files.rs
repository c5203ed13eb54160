//! What a view may ask of the files room ([`crate::files`]): one [`Request`] each, with
//! what it carries (what to export, a prompt's answer, a race to draw). Data only: the desk
//! carries each out at the frame's end.

use super::editor::EditorRequest;
use super::lesson::LessonSource;
use super::scenarios::{BrowserPick, MomentChoice, Opening};
use snakescope_core::session::Overlays;
use snakescope_core::trace::race::Race;
use snakescope_picture::{PictureFormat, PictureOptions};
use std::path::PathBuf;

/// Something asked of the desk during a frame, carried out at the frame's end.
#[derive(Clone, Debug)]
pub enum Request {
    /// Play this scenario in the explainer (the Examples menu, the solver menu, Restart).
    Play(Opening),
    /// Ask for a file and open it.
    Open,
    /// Go `n` steps on (back, if negative) in the lesson on screen.
    LessonStep(isize),
    /// Play a lesson (the Lessons menu: one built in).
    PlayLesson(LessonSource),
    /// A file dropped on the window: open it if it is a scenario file.
    Dropped(PathBuf),
    /// A file's bytes without a path (a web page's picker or drop), or why they could not be
    /// read: open it if it is a scenario file or a saved game.
    Received {
        /// The file's name.
        name: String,
        /// Its bytes, or why they could not be read.
        bytes: Result<Vec<u8>, String>,
    },
    /// Save the draft to its file (or the scenario on screen to a new one).
    Save,
    /// Ask where, then save.
    SaveAs,
    /// The browser's pick.
    Browser(BrowserPick),
    /// The editor's request.
    Editor(EditorRequest),
    /// Show the editor (on the scenario on screen, if it holds no draft).
    ShowEditor,
    /// Show the explainer.
    ShowExplainer,
    /// Open the "Save this moment" prompt at the tick on screen.
    TakeMoment,
    /// The answer to the "Save this moment" prompt.
    Moment(MomentChoice),
    /// The answer to the "unsaved edits" prompt.
    Discard(DiscardChoice),
    /// The answer to the typed-path prompt (shown when there is no file dialog).
    TypedPath(PathChoice),
    /// Ask where, then export this from the game on screen (a picture first asks how).
    Export(ExportKind),
    /// The answer to the picture window.
    Picture(PictureChoice),
    /// Ask where, then write a picture of the race on screen (a PNG of its step, or a GIF of
    /// all of it).
    ExportRace(Box<RaceExport>),
}

/// What can be exported (the Export menu's entries), with its file dialog's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// Every tick recorded so far, one CSV row each.
    Ticks,
    /// The board and the chain of checks of the decision on screen, as text.
    Decision,
    /// The whole game as a file to open again later (its scenario, moves, food, and a
    /// program's answers), at the tick on screen.
    Game,
    /// A picture of the board, or an animation.
    Picture(PictureFormat),
    /// The moment on screen, added as the next step of a lesson file.
    LessonStep,
}

impl ExportKind {
    /// The name of the dialog's file filter, e.g. "CSV table".
    pub fn filter_name(self) -> String {
        match self {
            ExportKind::Ticks => tr!("CSV table"),
            ExportKind::Decision => tr!("Text"),
            ExportKind::Game => tr!("snakescope game"),
            ExportKind::LessonStep => tr!("snakescope lesson"),
            ExportKind::Picture(PictureFormat::Png) => tr!("PNG picture"),
            ExportKind::Picture(PictureFormat::Svg) => tr!("SVG picture"),
            ExportKind::Picture(PictureFormat::Gif) => tr!("Animated GIF"),
        }
    }

    /// The file extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            ExportKind::Ticks => "csv",
            ExportKind::Decision => "txt",
            ExportKind::Game | ExportKind::LessonStep => "ron",
            ExportKind::Picture(format) => format.extension(),
        }
    }

    /// The dialog's title.
    pub fn title(self) -> String {
        match self {
            ExportKind::Ticks => tr!("Export the ticks as CSV"),
            ExportKind::Decision => tr!("Export this decision as text"),
            ExportKind::Game => tr!("Save the game"),
            ExportKind::LessonStep => tr!("Add this moment to a lesson"),
            ExportKind::Picture(PictureFormat::Png) => tr!("Export the board as PNG"),
            ExportKind::Picture(PictureFormat::Svg) => tr!("Export the board as SVG"),
            ExportKind::Picture(PictureFormat::Gif) => tr!("Export an animation as GIF"),
        }
    }
}

/// The answer to the typed-path prompt, shown when there is no file dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathChoice {
    /// Go on with this path.
    Confirm(PathBuf),
    /// Give up.
    Cancel,
}

/// The answer to the prompt before unsaved edits are discarded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscardChoice {
    /// Save the draft first, then go on (if the save worked).
    SaveFirst,
    /// Go on and lose the edits.
    Discard,
    /// Do nothing; keep editing.
    Keep,
}

/// The answer to the window that asks how to make a picture.
#[derive(Clone, Debug, PartialEq)]
pub enum PictureChoice {
    /// Make this picture (then ask where to write it).
    Export(PictureOptions, PictureContent),
    /// Give up.
    Cancel,
}

/// What a picture shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureContent {
    /// The board on screen (a PNG, an SVG).
    Board,
    /// Every event of the stage on screen, one frame each.
    StageRun,
    /// The game from tick `from` to tick `to`, one frame each.
    Ticks {
        /// The first tick.
        from: usize,
        /// The last tick.
        to: usize,
    },
}

/// The race on screen, as a picture will show it.
#[derive(Clone, Debug)]
pub struct RaceExport {
    /// The race.
    pub race: Race,
    /// The step a PNG shows; `None`: an animation of every step.
    pub step: Option<usize>,
    /// The layers the boards draw.
    pub overlays: Overlays,
}
