//! Opening: a file asked for in a dialog (or typed), dropped on the window, or picked in the
//! browser, read and checked, then loaded into the editor if it is on screen, else handed to
//! the app as an [`Effect::Open`]. A file that fails leaves everything as it was and says
//! why.

use super::{Effect, FileDesk, View};
use crate::command::files::PathChoice;
use crate::command::lesson::LessonSource;
use crate::command::scenarios::{BrowserPick, Opening};
use crate::files::path_prompt::{PathPrompt, PathPurpose};
use crate::files::unsaved::AfterDiscard;
use crate::scenarios::catalog;
use crate::scenarios::entry::modified;
use snakescope_core::files::{FileKind, read_text, text_of};
use snakescope_core::lesson::is_lesson_file;
use snakescope_core::maps::{GridMap, parse_map};
use snakescope_core::scenario;
use snakescope_core::scenario::{Received, is_game_file};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Whether `path` names a Moving AI map, by its ending.
fn is_map_name(path: &Path) -> bool {
    path.extension()
        .is_some_and(|x| x.eq_ignore_ascii_case("map"))
}

impl FileDesk {
    /// A file to open, from the dialog; `None` if cancelled, or if there is no dialog (then
    /// the typed-path prompt takes over).
    pub(super) fn ask_open(&mut self) -> Option<PathBuf> {
        let dir = self.start_dir();
        match self.dialogs.open_scenario(dir.as_deref()) {
            Ok(path) => path,
            Err(why) => {
                let text = dir.map_or_else(String::new, |d| format!("{}/", d.display()));
                self.prompts.path = Some(PathPrompt::new(PathPurpose::Open, why, text));
                None
            }
        }
    }

    /// A file dropped on the window: opened if it is a `.ron` file or a Moving AI map.
    pub(super) fn dropped(&mut self, path: PathBuf) {
        if path
            .extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("ron") || x.eq_ignore_ascii_case("map"))
        {
            self.open_path(&path);
        } else {
            self.problem(could_not_open(
                &path,
                tr!("scenario files are RON files ending in .ron, and maps Moving AI maps ending in .map"),
            ));
        }
    }

    /// A file's bytes received without a path (a web page's picker or drop): opened as a
    /// saved game or a scenario, like a file of that name.
    pub(super) fn received(&mut self, name: &str, bytes: Result<Vec<u8>, String>) {
        let path = Path::new(name);
        if is_map_name(path) {
            let map = bytes.and_then(|bytes| {
                let text = text_of(path, FileKind::Map, bytes).map_err(|e| e.to_string())?;
                parse_map(&text).map_err(|e| e.to_string())
            });
            return match map {
                Ok(map) => self.open_map(map, path),
                Err(why) => self.problem(could_not_open(path, why)),
            };
        }
        if !name.to_ascii_lowercase().ends_with(".ron") {
            return self.problem(could_not_open(
                path,
                tr!("scenario files are RON files ending in .ron, and maps Moving AI maps ending in .map"),
            ));
        }
        let bytes = match bytes {
            Ok(bytes) => bytes,
            Err(why) => return self.problem(could_not_open(path, why)),
        };
        // The one reader's limits and checks, as for a file on disk and a link's text.
        match scenario::read_received(name, bytes) {
            Ok(Received::Game(game)) => {
                self.editing = false;
                self.effects.push(Effect::OpenGame {
                    game,
                    origin: name.to_owned(),
                    path: path.to_owned(),
                });
            }
            Ok(Received::Scenario(scenario)) => self.load(Opening {
                scenario: *scenario,
                origin: name.to_owned(),
                path: None,
            }),
            Err(e) => self.problem(could_not_open(path, e)),
        }
    }

    /// Reads, checks and opens the scenario in `path`: into the editor if it is on screen,
    /// else into the explainer; a saved game opens in the explainer at its tick. A file that
    /// fails leaves everything as it was.
    pub(super) fn open_path(&mut self, path: &Path) {
        if is_map_name(path) {
            let map = read_text(path, FileKind::Map)
                .map_err(|e| e.to_string())
                .and_then(|text| parse_map(&text).map_err(|e| e.to_string()));
            return match map {
                Ok(map) => self.open_map(map, path),
                Err(why) => self.problem(could_not_open(path, why)),
            };
        }
        if is_lesson_file(path) {
            self.remember(path);
            self.editing = false;
            self.effects
                .push(Effect::OpenLesson(LessonSource::File(path.to_owned())));
            return;
        }
        if is_game_file(path) {
            match scenario::load_game(path) {
                Ok(game) => {
                    self.remember(path);
                    // A game is watched, not edited: the draft waits in the editor.
                    self.editing = false;
                    self.effects.push(Effect::OpenGame {
                        game: Box::new(game),
                        origin: path.display().to_string(),
                        path: path.to_owned(),
                    });
                }
                Err(e) => self.problem(could_not_open(path, e)),
            }
            return;
        }
        match scenario::load(path) {
            Ok(scenario) => {
                self.remember(path);
                self.load(Opening {
                    scenario,
                    origin: path.display().to_string(),
                    path: Some(path.to_owned()),
                });
            }
            Err(e) => {
                if catalog::is_missing(&e) && self.recent.remove(path) {
                    self.catalog.refresh_recent(self.recent.paths());
                }
                self.problem(could_not_open(path, e));
            }
        }
    }

    /// Races the searches on `map`, read from `path`: the game on screen stays, the race
    /// runs on the map until it is closed.
    fn open_map(&mut self, map: GridMap, path: &Path) {
        self.editing = false;
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        self.effects.push(Effect::OpenMap {
            map: Arc::new(map),
            name,
        });
    }

    /// Opens a scenario read from somewhere: into the editor if it is on screen (asking
    /// first if that discards unsaved edits), else into the explainer.
    pub(super) fn load(&mut self, opening: Opening) {
        match self.view() {
            View::Edit => self.ask_before_discarding(AfterDiscard::Load {
                scenario: Box::new(opening.scenario),
                origin: opening.origin,
                path: opening.path,
                unsaved: false,
            }),
            View::Explain => self.effects.push(Effect::Open(Box::new(opening))),
        }
    }

    pub(super) fn browser_pick(&mut self, pick: BrowserPick) {
        match pick {
            // A saved game opens as the game, at its tick.
            BrowserPick::Open(opening) if opening.path.as_deref().is_some_and(is_game_file) => {
                let path = opening.path.expect("just seen");
                self.remember(&path);
                self.open_path(&path);
            }
            BrowserPick::Open(opening) => {
                if let Some(path) = &opening.path {
                    self.remember(path);
                }
                self.load(*opening);
            }
            BrowserPick::OpenFile { path, listed } => {
                // Read as it is on disk now, and said so when that is not as it was listed.
                let changed = listed.is_some() && modified(&path) != listed;
                self.open_path(&path);
                if changed {
                    self.catalog.rescan_folder();
                    self.catalog.refresh_recent(self.recent.paths());
                    self.status = Some(tr!(
                        "{path} has changed since it was listed: opened as it is now",
                        path = path.display()
                    ));
                }
            }
            BrowserPick::Broken { message, missing } => {
                if let Some(path) = missing {
                    self.forget(&path);
                }
                self.problem(tr!(
                    "Could not open the scenario:\n{message}",
                    message = message
                ));
            }
            BrowserPick::Forget(path) => self.forget(&path),
            BrowserPick::Rescan => {
                self.catalog.rescan_folder();
                self.catalog.refresh_recent(self.recent.paths());
            }
        }
    }

    /// Goes on with what was waiting for a typed path.
    pub(super) fn typed_path(&mut self, choice: PathChoice) {
        let Some(prompt) = self.prompts.path.take() else {
            return;
        };
        let PathChoice::Confirm(path) = choice else {
            return;
        };
        match prompt.purpose {
            PathPurpose::Open => self.open_path(&path),
            PathPurpose::SaveDraft { then } => self.save_draft_to(&path, then),
            PathPurpose::SaveScenario(scenario) => {
                self.save_copy(&path, &scenario, false);
            }
            PathPurpose::SaveMoment(scenario) => {
                self.save_copy(&path, &scenario, true);
            }
            PathPurpose::Export(export) => self.export_to(&path, &export),
            PathPurpose::Picture(work) => self.picture_to(&path, *work),
            PathPurpose::LessonStep(moment) => self.lesson_step_to(&path, &moment),
        }
    }
}

/// Why the file at `path` could not be opened, as the problem window says it: the file, then
/// the reason (`FILE:LINE:COL: message`, or every problem on a line).
pub fn could_not_open(path: &Path, why: impl std::fmt::Display) -> String {
    tr!(
        "Could not open {path}:\n{why}",
        path = path.display(),
        why = why
    )
}
