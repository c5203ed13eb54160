//! What the menus, the keys, the browser, the editor and the prompts ask for, and how the app
//! carries it out: opening and saving files through [`super::dialogs`], loading into the
//! explainer or the editor, asking before unsaved edits are discarded, saving a moment, and
//! exporting the game on screen ([`super::export`]).
//!
//! Nothing is lost on the way: a file that fails to load leaves the board as it was and says
//! why (`FILE:LINE:COL: message`); a save that fails says why and keeps the draft and its
//! edits; a draft with unsaved edits is only replaced or closed once the user agrees.

use super::browser::BrowserPick;
use super::collection;
use super::editor::Editor;
use super::editor_view::EditorRequest;
use super::explainer::{ExplainerApp, View};
use super::export::{Export, ExportKind};
use super::moment::{MomentChoice, MomentPrompt};
use super::path_prompt::{PathChoice, PathPrompt, PathPurpose};
use super::unsaved::{AfterDiscard, DiscardChoice, DiscardPrompt};
use crate::scenario::{self, Scenario};
use std::path::{Path, PathBuf};

/// Something asked of the app during a frame, carried out at the frame's end.
#[derive(Clone, Debug)]
pub enum Request {
    /// Ask for a file and open it.
    Open,
    /// Open this file.
    OpenPath(PathBuf),
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
    /// Ask where, then export this from the game on screen.
    Export(ExportKind),
}

impl ExplainerApp {
    /// Carries out the frame's requests, in order.
    pub(super) fn carry_out_requests(&mut self) {
        for request in std::mem::take(&mut self.requests) {
            self.carry_out(request);
        }
    }

    fn carry_out(&mut self, request: Request) {
        match request {
            Request::Open => {
                if let Some(path) = self.ask_open() {
                    self.open_path(&path);
                }
            }
            Request::OpenPath(path) => self.open_path(&path),
            Request::Save => self.save(),
            Request::SaveAs => self.save_as(),
            Request::Browser(pick) => self.browser_pick(pick),
            Request::Editor(r) => self.editor_request(r),
            Request::ShowEditor => {
                if self.editor.is_none() {
                    let (scenario, origin, path, unsaved) = self.game_scenario();
                    let mut editor = Editor::new(scenario, origin, path);
                    if unsaved {
                        editor.mark_unsaved();
                    }
                    self.editor = Some(editor);
                }
                self.view = View::Edit;
            }
            Request::ShowExplainer => self.view = View::Explain,
            Request::TakeMoment => {
                if self.state.playing() {
                    self.state.toggle_play();
                }
                self.moment = Some(MomentPrompt::new(&self.state));
            }
            Request::Moment(choice) => self.moment_choice(choice),
            Request::Discard(choice) => self.discard_choice(choice),
            Request::TypedPath(choice) => self.typed_path(choice),
            Request::Export(kind) => self.export(kind),
        }
    }

    /// A file to open, from the dialog; `None` if cancelled, or if there is no dialog (then
    /// the typed-path prompt takes over).
    fn ask_open(&mut self) -> Option<PathBuf> {
        let dir = self.start_dir();
        match self.dialogs.open_scenario(dir.as_deref()) {
            Ok(path) => path,
            Err(why) => {
                let text = dir.map_or_else(String::new, |d| format!("{}/", d.display()));
                self.path_prompt = Some(PathPrompt::new(PathPurpose::Open, why, text));
                None
            }
        }
    }

    /// Where to save `title`, from the dialog; `None` if cancelled, or if there is no dialog
    /// (then the typed-path prompt takes over, to go on with `purpose`).
    fn ask_save(
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
                let text = match dir {
                    Some(d) => d.join(&name).display().to_string(),
                    None => name,
                };
                self.path_prompt = Some(PathPrompt::new(purpose, why, text));
                None
            }
        }
    }

    /// Goes on with what was waiting for a typed path.
    fn typed_path(&mut self, choice: PathChoice) {
        let Some(prompt) = self.path_prompt.take() else {
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
        }
    }

    /// Takes `kind` from the screen, asks where (the typed-path prompt if there is no dialog)
    /// and writes it there.
    fn export(&mut self, kind: ExportKind) {
        let Some(export) = Export::from_state(&self.state, kind) else {
            self.error = Some(format!(
                "Could not export: there is no decision at tick {}.",
                self.state.tick()
            ));
            return;
        };
        let dir = self
            .played_path
            .as_deref()
            .and_then(Path::parent)
            .map(Path::to_owned)
            .or_else(|| self.start_dir());
        let name = export.file_name.clone();
        match self.dialogs.save_export(dir.as_deref(), &name, kind) {
            Ok(Some(path)) => self.export_to(&path, &export),
            Ok(None) => {}
            Err(why) => {
                let text = match dir {
                    Some(d) => d.join(&name).display().to_string(),
                    None => name,
                };
                let purpose = PathPurpose::Export(Box::new(export));
                self.path_prompt = Some(PathPrompt::new(purpose, why, text));
            }
        }
    }

    /// Writes `export` to `path` (atomically) and says so, or says why not.
    fn export_to(&mut self, path: &Path, export: &Export) {
        match export.write(path) {
            Ok(message) => self.status = Some(message),
            Err(e) => {
                self.error = Some(format!("Could not export {}:\n{e}", export.what));
            }
        }
    }

    /// Reads, checks and opens the scenario in `path`: into the editor if it is on screen,
    /// else into the explainer. A file that fails leaves everything as it was.
    fn open_path(&mut self, path: &Path) {
        match scenario::load(path) {
            Ok(s) => {
                self.remember(path);
                self.load(s, path.display().to_string(), Some(path.to_owned()));
            }
            Err(e) => {
                if collection::is_missing(&e) && self.recent.remove(path) {
                    self.catalog.refresh_recent(&self.recent);
                }
                self.error = Some(format!("Could not open {}:\n{e}", path.display()));
            }
        }
    }

    /// Opens a scenario read from somewhere: into the editor if it is on screen (asking
    /// first if that discards unsaved edits), else into the explainer.
    fn load(&mut self, scenario: Scenario, origin: String, path: Option<PathBuf>) {
        match self.view {
            View::Edit => self.load_into_editor(scenario, origin, path),
            View::Explain => self.play(scenario, origin, path),
        }
    }

    /// Plays `scenario` in the explainer, and watches for its death.
    fn play(&mut self, scenario: Scenario, origin: String, path: Option<PathBuf>) {
        if self.open(scenario, origin) {
            self.played_path = path;
            self.death_watch = true;
            self.view = View::Explain;
        }
    }

    /// Puts `scenario` in the editor, once unsaved edits may go.
    fn load_into_editor(&mut self, scenario: Scenario, origin: String, path: Option<PathBuf>) {
        self.ask_before_discarding(AfterDiscard::Load {
            scenario: Box::new(scenario),
            origin,
            path,
            unsaved: false,
        });
    }

    /// Does `then` at once if the draft has no unsaved edits, else asks first.
    fn ask_before_discarding(&mut self, then: AfterDiscard) {
        match &self.editor {
            Some(editor) if editor.is_dirty() => {
                self.discard = Some(DiscardPrompt {
                    title: editor.title(),
                    then,
                });
            }
            _ => self.discard_and(then),
        }
    }

    /// Replaces or closes the draft.
    fn discard_and(&mut self, then: AfterDiscard) {
        self.discard = None;
        // The tool in hand stays in hand.
        let tool = self.editor.as_ref().map(|e| e.tool).unwrap_or_default();
        match then {
            AfterDiscard::Load {
                scenario,
                origin,
                path,
                unsaved,
            } => {
                let mut editor = Editor::new(*scenario, origin, path);
                if unsaved {
                    editor.mark_unsaved();
                }
                editor.tool = tool;
                self.editor = Some(editor);
                self.view = View::Edit;
            }
            AfterDiscard::New => {
                let blank = Scenario {
                    name: "New board".to_owned(),
                    ..Scenario::default()
                };
                let mut editor = Editor::new(blank, "new board", None);
                editor.tool = tool;
                self.editor = Some(editor);
                self.view = View::Edit;
            }
            AfterDiscard::Close => {
                self.editor = None;
                self.view = View::Explain;
            }
        }
    }

    fn discard_choice(&mut self, choice: DiscardChoice) {
        let Some(prompt) = self.discard.take() else {
            return;
        };
        match choice {
            DiscardChoice::Keep => {}
            DiscardChoice::Discard => self.discard_and(prompt.then),
            DiscardChoice::SaveFirst => self.save_draft(Some(prompt.then)),
        }
    }

    fn browser_pick(&mut self, pick: BrowserPick) {
        match pick {
            BrowserPick::Open {
                scenario,
                origin,
                path,
            } => {
                if let Some(path) = &path {
                    self.remember(path);
                }
                self.load(scenario, origin, path);
            }
            BrowserPick::Broken { message, missing } => {
                if let Some(path) = missing {
                    self.recent.remove(&path);
                    self.catalog.refresh_recent(&self.recent);
                }
                self.error = Some(format!("Could not open the scenario:\n{message}"));
            }
            BrowserPick::Forget(path) => {
                self.recent.remove(&path);
                self.catalog.refresh_recent(&self.recent);
            }
            BrowserPick::Rescan => {
                self.catalog.rescan_folder();
                self.catalog.refresh_recent(&self.recent);
            }
        }
    }

    fn editor_request(&mut self, request: EditorRequest) {
        match request {
            EditorRequest::Play => {
                let Some(editor) = &self.editor else { return };
                let scenario = editor.scenario().clone();
                let origin = editor.origin().to_owned();
                let path = editor
                    .path()
                    .map(Path::to_owned)
                    .filter(|_| !editor.is_dirty());
                self.play(scenario, origin, path);
            }
            EditorRequest::Save => self.save_draft(None),
            EditorRequest::SaveAs => self.save_draft_as(None),
            EditorRequest::New => self.ask_before_discarding(AfterDiscard::New),
            EditorRequest::EditGame => {
                let (scenario, origin, path, unsaved) = self.game_scenario();
                self.ask_before_discarding(AfterDiscard::Load {
                    scenario: Box::new(scenario),
                    origin,
                    path,
                    unsaved,
                });
            }
            EditorRequest::Close => self.ask_before_discarding(AfterDiscard::Close),
        }
    }

    /// Ctrl+S: the draft to its file in the editor; in the explainer, the scenario on screen
    /// to a new file.
    fn save(&mut self) {
        match self.view {
            View::Edit => self.save_draft(None),
            View::Explain => self.save_as(),
        }
    }

    /// Save As: the draft in the editor, the scenario on screen in the explainer.
    fn save_as(&mut self) {
        match self.view {
            View::Edit => self.save_draft_as(None),
            View::Explain => {
                let scenario = self.state.scenario().clone();
                let title = if scenario.name.is_empty() {
                    self.state.origin().to_owned()
                } else {
                    scenario.name.clone()
                };
                let dir = self.played_path.as_deref().and_then(Path::parent);
                let dir = dir.map(Path::to_owned);
                let purpose = PathPurpose::SaveScenario(Box::new(scenario.clone()));
                if let Some(path) = self.ask_save(dir, &title, purpose) {
                    self.save_copy(&path, &scenario, false);
                }
            }
        }
    }

    /// Saves the draft to its file, or asks where if it has none; once saved, does `then`.
    fn save_draft(&mut self, then: Option<AfterDiscard>) {
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
    fn save_draft_as(&mut self, then: Option<AfterDiscard>) {
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
    fn draft_is_saveable(&mut self) -> bool {
        let Some(editor) = &self.editor else {
            return false;
        };
        let n = editor.problems().len();
        if n > 0 {
            self.error = Some(format!(
                "Could not save the draft: it has {n} problem{} (listed under the board), and a \
                 file with problems would not load. The draft is kept in the editor.",
                if n == 1 { "" } else { "s" }
            ));
            return false;
        }
        true
    }

    /// Saves the draft to `path` (atomically), then does `then`. On failure says why and
    /// keeps the draft and its edits (and does not do `then`).
    fn save_draft_to(&mut self, path: &Path, then: Option<AfterDiscard>) {
        if !self.draft_is_saveable() {
            return;
        }
        let Some(editor) = &mut self.editor else {
            return;
        };
        match scenario::save(path, editor.scenario()) {
            Ok(()) => {
                editor.saved_as(path);
                self.status = Some(format!("Saved to {}", path.display()));
                self.remember(path);
                if let Some(then) = then {
                    self.discard_and(then);
                }
            }
            Err(e) => {
                self.error = Some(format!(
                    "Could not save the draft:\n{e}\nThe draft and its edits are kept in the \
                     editor."
                ));
            }
        }
    }

    /// Saves a copy of `scenario` (the one on screen, or a `moment` of its game) to `path`.
    /// A saved moment's prompt closes; on failure it stays open, so nothing is lost. Returns
    /// whether it was saved.
    fn save_copy(&mut self, path: &Path, scenario: &Scenario, moment: bool) -> bool {
        let what = if moment { "the moment" } else { "the scenario" };
        match scenario::save(path, scenario) {
            Ok(()) => {
                self.status = Some(format!("Saved {what} to {}", path.display()));
                self.remember(path);
                if moment {
                    self.moment = None;
                }
                true
            }
            Err(e) => {
                self.error = Some(format!("Could not save {what}:\n{e}"));
                false
            }
        }
    }

    fn moment_choice(&mut self, choice: MomentChoice) {
        match choice {
            MomentChoice::Cancel => self.moment = None,
            MomentChoice::Save(scenario) => {
                // The prompt stays open if the save is cancelled or fails: nothing is lost.
                let title = scenario.name.clone();
                let purpose = PathPurpose::SaveMoment(Box::new(scenario.clone()));
                if let Some(path) = self.ask_save(None, &title, purpose) {
                    self.save_copy(&path, &scenario, true);
                }
            }
            MomentChoice::Edit(scenario) => {
                self.moment = None;
                let origin = format!("{} (unsaved)", scenario.name);
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

    /// The scenario of the game on screen, for the editor: with its file, and whether it
    /// differs from that file (the solver was switched since it was opened, say), in which
    /// case it counts as unsaved.
    fn game_scenario(&self) -> (Scenario, String, Option<PathBuf>, bool) {
        let scenario = self.state.scenario().clone();
        let unsaved = self
            .played_path
            .as_deref()
            .is_some_and(|p| scenario::load(p).ok().as_ref() != Some(&scenario));
        let origin = self.state.origin().to_owned();
        (scenario, origin, self.played_path.clone(), unsaved)
    }

    /// Puts `path` first in the recent files.
    fn remember(&mut self, path: &Path) {
        self.recent.push(path);
        self.catalog.refresh_recent(&self.recent);
    }

    /// Where dialogs start: the folder of the latest recent file, else `./scenarios`.
    fn start_dir(&self) -> Option<PathBuf> {
        self.recent
            .paths()
            .first()
            .and_then(|p| p.parent())
            .map(Path::to_owned)
            .or_else(|| self.catalog.folder.clone())
    }
}

/// A file name for a scenario titled `title`: lower case, words joined by dashes, `.ron`.
pub fn file_name_for(title: &str) -> String {
    match slug(title) {
        Some(name) => format!("{name}.ron"),
        None => "scenario.ron".to_owned(),
    }
}

/// `title` for a file name: lower case, words joined by dashes, at most 60 characters;
/// `None` if nothing is left.
pub fn slug(title: &str) -> Option<String> {
    let mut name = String::new();
    for c in title.chars() {
        if c.is_alphanumeric() {
            name.extend(c.to_lowercase());
        } else if !name.is_empty() && !name.ends_with('-') {
            name.push('-');
        }
    }
    let name = name.trim_end_matches('-');
    let name: String = name.chars().take(60).collect();
    let name = name.trim_end_matches('-');
    (!name.is_empty()).then(|| name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_come_from_titles() {
        assert_eq!(
            file_name_for("Dead-end pocket (6x6), tick 12"),
            "dead-end-pocket-6x6-tick-12.ron"
        );
        assert_eq!(file_name_for("  "), "scenario.ron");
        assert_eq!(file_name_for("Été"), "été.ron");
    }
}
