//! Saving: the draft to its file (or a new one), the scenario on screen or a moment of its game
//! to a new file, atomically; asking where through the dialogs, or the typed-path prompt when
//! there are none. A save that fails says why and keeps the draft, its edits and the prompt.

use super::{FileDesk, View};
use crate::command::scenarios::MomentChoice;
use crate::files::names::file_name_for;
use crate::files::path_prompt::{PathPrompt, PathPurpose};
use crate::files::unsaved::AfterDiscard;
use crate::files::write_file;
use crate::state::AppState;
use snakescope_core::scenario::Scenario;
use std::path::{Path, PathBuf};

impl FileDesk {
    /// Ctrl+S: the draft to its file in the editor; in the explainer, the scenario on screen
    /// to a new file.
    pub(super) fn save(&mut self, state: &AppState) {
        match self.view() {
            View::Edit => self.save_draft(None),
            View::Explain => self.save_as(state),
        }
    }

    /// Save As: the draft in the editor, the scenario on screen in the explainer.
    pub(super) fn save_as(&mut self, state: &AppState) {
        if self.view() == View::Edit {
            self.save_draft_as(None);
            return;
        }
        let scenario = state.scenario().clone();
        let title = if scenario.name.is_empty() {
            state.origin().to_owned()
        } else {
            scenario.name.clone()
        };
        let dir = self.played_dir();
        let purpose = PathPurpose::SaveScenario(Box::new(scenario.clone()));
        if let Some(path) = self.ask_save(dir, &title, purpose) {
            self.save_copy(&path, &scenario, false);
        }
    }

    /// Where to save `title`, from the dialog; `None` if cancelled, or if there is no dialog
    /// (then the typed-path prompt takes over, to go on with `purpose`).
    pub(super) fn ask_save(
        &mut self,
        dir: Option<PathBuf>,
        title: &str,
        purpose: PathPurpose,
    ) -> Option<PathBuf> {
        let dir = dir.or_else(|| self.start_dir());
        let name = file_name_for(title);
        match self.dialogs.save_scenario(dir.as_deref(), &name) {
            Ok(path) => path,
            Err(why) => {
                self.prompt_for_path(purpose, why, dir, name);
                None
            }
        }
    }

    /// The typed-path prompt, prefilled with `name` in `dir`.
    pub(super) fn prompt_for_path(
        &mut self,
        purpose: PathPurpose,
        why: String,
        dir: Option<PathBuf>,
        name: String,
    ) {
        let text = match dir {
            Some(d) => d.join(&name).display().to_string(),
            None => name,
        };
        self.prompts.path = Some(PathPrompt::new(purpose, why, text));
    }

    /// Saves the draft to its file, or asks where if it has none; once saved, does `then`.
    pub(super) fn save_draft(&mut self, then: Option<AfterDiscard>) {
        match self
            .editor
            .as_ref()
            .and_then(|e| e.path().map(Path::to_owned))
        {
            Some(path) => self.save_draft_to(&path, then),
            None => self.save_draft_as(then),
        }
    }

    /// Asks where, then saves the draft there; once saved, does `then`.
    pub(super) fn save_draft_as(&mut self, then: Option<AfterDiscard>) {
        if !self.draft_is_saveable() {
            return;
        }
        let Some(editor) = &self.editor else {
            return;
        };
        let dir = editor.path().and_then(Path::parent).map(Path::to_owned);
        let title = editor.title();
        let purpose = PathPurpose::SaveDraft { then: then.clone() };
        if let Some(path) = self.ask_save(dir, &title, purpose) {
            self.save_draft_to(&path, then);
        }
    }

    /// Whether the draft can be saved; if not, says why.
    pub(super) fn draft_is_saveable(&mut self) -> bool {
        let Some(editor) = &self.editor else {
            return false;
        };
        let n = editor.problems().len();
        if n > 0 {
            self.problem(tr!(
                "Could not save the draft: it has {n} problem(s) (listed under the board), and a \
                 file with problems would not load. The draft is kept in the editor.",
                n = n
            ));
            return false;
        }
        true
    }

    /// Saves the draft to `path` (atomically), then does `then`. On failure says why and
    /// keeps the draft and its edits (and does not do `then`).
    pub(super) fn save_draft_to(&mut self, path: &Path, then: Option<AfterDiscard>) {
        if !self.draft_is_saveable() {
            return;
        }
        let Some(editor) = &mut self.editor else {
            return;
        };
        match write_file(path, editor.scenario().to_ron_string().as_bytes()) {
            Ok(()) => {
                editor.saved_as(path);
                self.status = Some(tr!("Saved to {path}", path = path.display()));
                self.remember(path);
                if let Some(then) = then {
                    self.discard_and(then);
                }
            }
            Err(e) => self.problem(tr!(
                "Could not save the draft:\n{e}\nThe draft and its edits are kept in the \
                 editor.",
                e = e
            )),
        }
    }

    /// Saves a copy of `scenario` (the one on screen, or a `moment` of its game) to `path`.
    /// A saved moment's prompt closes; on failure it stays open, so nothing is lost.
    pub(super) fn save_copy(&mut self, path: &Path, scenario: &Scenario, moment: bool) {
        let what = if moment {
            tr!("the moment")
        } else {
            tr!("the scenario")
        };
        match write_file(path, scenario.to_ron_string().as_bytes()) {
            Ok(()) => {
                self.status = Some(tr!(
                    "Saved {what} to {path}",
                    what = what,
                    path = path.display()
                ));
                self.remember(path);
                if moment {
                    self.prompts.moment = None;
                }
            }
            Err(e) => self.problem(tr!("Could not save {what}:\n{e}", what = what, e = e)),
        }
    }

    pub(super) fn moment_choice(&mut self, choice: MomentChoice) {
        match choice {
            MomentChoice::Cancel => self.prompts.moment = None,
            MomentChoice::Save(scenario) => {
                // The prompt stays open if the save is cancelled or fails: nothing is lost.
                let title = scenario.name.clone();
                let purpose = PathPurpose::SaveMoment(Box::new(scenario.clone()));
                if let Some(path) = self.ask_save(None, &title, purpose) {
                    self.save_copy(&path, &scenario, true);
                }
            }
            MomentChoice::Edit(scenario) => {
                self.prompts.moment = None;
                let origin = tr!("{name} (unsaved)", name = scenario.name);
                // A moment exists nowhere else: until it is saved, it is an unsaved edit.
                self.ask_before_discarding(AfterDiscard::Load {
                    scenario: Box::new(scenario),
                    origin,
                    path: None,
                    unsaved: true,
                });
            }
        }
    }
}
