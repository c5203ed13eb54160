//! File dialogs behind a small trait: the app asks [`FileDialogs`] for a path, the window gets
//! the native dialogs ([`NativeDialogs`], through rfd), and tests answer with a path of their
//! own ([`ScriptedDialogs`]) instead of opening a window nobody can click.
//!
//! A desktop may have no file dialog at all (on Linux rfd needs the XDG desktop portal, or
//! zenity): the answer then says so, and the app asks for the path as text instead
//! ([`super::path_prompt`]), so that opening and saving never silently do nothing.

use crate::command::files::ExportKind;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
#[cfg(not(target_arch = "wasm32"))]
use std::time::{Duration, Instant};

/// A dialog's answer: `Ok(Some(path))` picked, `Ok(None)` cancelled, `Err(why)` when no dialog
/// could be shown.
pub type DialogAnswer = Result<Option<PathBuf>, String>;

/// Where the app gets the paths of files to open and to save.
pub trait FileDialogs {
    /// A scenario file to open, starting in `dir` if given.
    fn open_scenario(&mut self, dir: Option<&Path>) -> DialogAnswer;

    /// Where to save a scenario, starting in `dir` with `file_name` suggested.
    fn save_scenario(&mut self, dir: Option<&Path>, file_name: &str) -> DialogAnswer;

    /// Where to write an export of kind `what` (a CSV table, a text), starting in `dir` with
    /// `file_name` suggested.
    fn save_export(
        &mut self,
        dir: Option<&Path>,
        file_name: &str,
        what: ExportKind,
    ) -> DialogAnswer;
}

/// The desktop's own dialogs (rfd; on Linux the XDG desktop portal, else zenity).
#[derive(Clone, Copy, Debug, Default)]
pub struct NativeDialogs;

/// A dialog that answers faster than this was never on screen: nobody picks a file, or
/// cancels, that fast. (rfd says "cancelled" when no dialog could be shown.)
#[cfg(not(target_arch = "wasm32"))]
const NOBODY_IS_THAT_FAST: Duration = Duration::from_millis(150);

#[cfg(not(target_arch = "wasm32"))]
impl NativeDialogs {
    fn dialog(dir: Option<&Path>) -> rfd::FileDialog {
        Self::filtered(dir, &tr!("snakescope scenario"), "ron")
    }

    /// A dialog showing the files ending in `.extension`, starting in `dir` if given.
    fn filtered(dir: Option<&Path>, name: &str, extension: &str) -> rfd::FileDialog {
        let dialog = rfd::FileDialog::new().add_filter(name, &[extension]);
        match dir {
            Some(dir) => dialog.set_directory(dir),
            None => dialog,
        }
    }

    /// Runs a dialog, telling a real "cancel" from a dialog that never showed.
    fn run(show: impl FnOnce() -> Option<PathBuf>) -> DialogAnswer {
        if let Some(why) = unavailable() {
            return Err(why);
        }
        let started = Instant::now();
        match show() {
            Some(path) => Ok(Some(path)),
            None if started.elapsed() < NOBODY_IS_THAT_FAST => {
                Err(tr!("the desktop's file dialog did not open"))
            }
            None => Ok(None),
        }
    }
}

/// Why no native dialog can open here, if that is known beforehand: on Linux, rfd needs a
/// D-Bus session (for the desktop portal) or the `zenity` program.
#[cfg(not(target_arch = "wasm32"))]
fn unavailable() -> Option<String> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| Path::new(&dir).join("bus").exists());
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|p| p.join("zenity").is_file()));
    (!bus && !zenity).then(|| {
        tr!("no file dialog is available (no D-Bus session for the desktop portal, and no zenity)")
            .to_owned()
    })
}

#[cfg(not(target_arch = "wasm32"))]
impl FileDialogs for NativeDialogs {
    fn open_scenario(&mut self, dir: Option<&Path>) -> DialogAnswer {
        Self::run(|| {
            Self::dialog(dir)
                .set_title(tr!("Open a scenario"))
                .pick_file()
        })
    }

    fn save_scenario(&mut self, dir: Option<&Path>, file_name: &str) -> DialogAnswer {
        Self::run(|| {
            Self::dialog(dir)
                .set_title(tr!("Save the scenario as"))
                .set_file_name(file_name)
                .save_file()
        })
    }

    fn save_export(
        &mut self,
        dir: Option<&Path>,
        file_name: &str,
        what: ExportKind,
    ) -> DialogAnswer {
        Self::run(|| {
            Self::filtered(dir, &what.filter_name(), what.extension())
                .set_title(what.title())
                .set_file_name(file_name)
                .save_file()
        })
    }
}

/// A page has no dialog that answers with a path: opening shows the browser's file picker,
/// whose file arrives in a later frame ([`crate::files::web`]); saving answers with the file
/// name suggested, which the browser downloads ([`super::write_file`]).
#[cfg(target_arch = "wasm32")]
impl FileDialogs for NativeDialogs {
    fn open_scenario(&mut self, _dir: Option<&Path>) -> DialogAnswer {
        crate::files::web::pick_file().map(|()| None)
    }

    fn save_scenario(&mut self, _dir: Option<&Path>, file_name: &str) -> DialogAnswer {
        Ok(Some(PathBuf::from(file_name)))
    }

    fn save_export(
        &mut self,
        _dir: Option<&Path>,
        file_name: &str,
        _what: ExportKind,
    ) -> DialogAnswer {
        Ok(Some(PathBuf::from(file_name)))
    }
}

/// What a dialog was asked, as [`ScriptedDialogs`] records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// A file to open.
    Open,
    /// Where to save, with the file name suggested.
    Save(String),
    /// Where to write an export of this kind, with the file name suggested.
    Export(ExportKind, String),
}

/// Dialogs that answer from a script, for tests. Clones share the script, so a test keeps one
/// to add answers and to read what was asked.
#[derive(Clone, Debug, Default)]
pub struct ScriptedDialogs {
    script: Arc<Mutex<Script>>,
}

#[derive(Debug, Default)]
struct Script {
    answers: VecDeque<DialogAnswer>,
    asked: Vec<Asked>,
}

impl ScriptedDialogs {
    /// The next dialog answers `path` (`None`: the user cancels). Dialogs beyond the script
    /// are cancelled.
    pub fn answer(&self, path: Option<PathBuf>) {
        self.lock().answers.push_back(Ok(path));
    }

    /// The next dialog cannot be shown, for the reason given.
    pub fn fail(&self, why: &str) {
        self.lock().answers.push_back(Err(why.to_owned()));
    }

    /// Every dialog opened so far, in order.
    pub fn asked(&self) -> Vec<Asked> {
        self.lock().asked.clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Script> {
        self.script
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn next(&self, asked: Asked) -> DialogAnswer {
        let mut script = self.lock();
        script.asked.push(asked);
        script.answers.pop_front().unwrap_or(Ok(None))
    }
}

impl FileDialogs for ScriptedDialogs {
    fn open_scenario(&mut self, _dir: Option<&Path>) -> DialogAnswer {
        self.next(Asked::Open)
    }

    fn save_scenario(&mut self, _dir: Option<&Path>, file_name: &str) -> DialogAnswer {
        self.next(Asked::Save(file_name.to_owned()))
    }

    fn save_export(
        &mut self,
        _dir: Option<&Path>,
        file_name: &str,
        what: ExportKind,
    ) -> DialogAnswer {
        self.next(Asked::Export(what, file_name.to_owned()))
    }
}
