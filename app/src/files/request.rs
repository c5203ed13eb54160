//! What the menus, keys, the browser, the editor and the prompts ask of the desk: one
//! [`Request`] each, carried out at the frame's end.

use super::path_prompt::PathChoice;
use super::picture_prompt::PictureChoice;
use super::unsaved::DiscardChoice;
use crate::files::export_kind::ExportKind;
use crate::lesson_play::LessonSource;
use crate::scenarios::browser::BrowserPick;
use crate::scenarios::editor_request::EditorRequest;
use crate::scenarios::entry::Opening;
use crate::scenarios::moment::MomentChoice;
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
    ExportRace(Box<super::race_export::RaceExport>),
}
