//! The workspace: the board editor's draft, the recent files, the catalogue, the file dialogs
//! and the prompts, and which of the two big views is on screen. What the menus, keys, the
//! browser, the editor and the prompts ask of files arrives as a [`Request`]; the workspace
//! carries it out and answers with [`Effect`]s for the app to apply, the first of which is
//! [`Effect::Open`]: every opening of a scenario, wherever it was asked for, leaves the
//! workspace that way and goes through the app's one way of opening.
//!
//! Nothing is lost on the way: a file that fails to load leaves the board as it was and says
//! why (`FILE:LINE:COL: message`); a save that fails says why and keeps the draft and its
//! edits; a draft with unsaved edits is only replaced or closed once the user agrees.

use super::dialogs::{FileDialogs, NativeDialogs};
use super::export::{Export, ExportKind};
use super::names::file_name_for;
use super::path_prompt::{PathChoice, PathPrompt, PathPurpose};
use super::prompts::Prompts;
use super::recent::RecentFiles;
use super::unsaved::{AfterDiscard, DiscardChoice, DiscardPrompt};
use crate::app::scenarios::browser::BrowserPick;
use crate::app::scenarios::catalog::{self, Catalog, Opening};
use crate::app::scenarios::editor::{Draft, Editor};
use crate::app::scenarios::editor_controls::EditorRequest;
use crate::app::scenarios::moment::{MomentChoice, MomentPrompt};
use crate::app::state::AppState;
use crate::scenario::{self, Scenario};
use std::path::{Path, PathBuf};

/// Which of the two big views is on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The game, its decisions and their stages.
    Explain,
    /// The board editor.
    Edit,
}

/// Something asked of the workspace during a frame, carried out at the frame's end.
#[derive(Clone, Debug)]
pub enum Request {
    /// Play this scenario in the explainer (the Examples menu, the solver menu, Restart).
    Play(Opening),
    /// Ask for a file and open it.
    Open,
    /// A file dropped on the window: open it if it is a scenario file.
    Dropped(PathBuf),
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

/// What the app must do once the workspace has carried out a request.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Open this scenario in the explainer; on success call [`Workspace::played`].
    Open(Opening),
    /// Show this problem.
    Problem(String),
    /// Pause the game (a moment of it is being taken).
    PauseGame,
}

/// The files, the draft and the prompts.
pub struct Workspace {
    view: View,
    editor: Option<Editor>,
    catalog: Catalog,
    recent: RecentFiles,
    dialogs: Box<dyn FileDialogs>,
    prompts: Prompts,
    /// The file of the scenario being played, if it came from one (and is unchanged).
    played_path: Option<PathBuf>,
    /// The last thing done with files, e.g. "Saved to ...".
    status: Option<String>,
    /// What the request being carried out asks of the app.
    effects: Vec<Effect>,
}

impl Workspace {
    /// The workspace with the `recent` files, the editor's `draft` kept from the last run
    /// (back on screen if it was, unless a file is being played) and the game's file, if it
    /// came from one (it joins the recent files).
    pub fn new(
        mut recent: RecentFiles,
        draft: Option<Draft>,
        played_path: Option<PathBuf>,
    ) -> Workspace {
        if let Some(path) = &played_path {
            recent.push(path);
        }
        let editor = draft.as_ref().and_then(Editor::from_draft);
        let view = match (&draft, &editor) {
            (Some(d), Some(_)) if d.open && played_path.is_none() => View::Edit,
            _ => View::Explain,
        };
        Workspace {
            view,
            editor,
            catalog: Catalog::new(Catalog::working_folder(), recent.paths()),
            recent,
            dialogs: Box::new(NativeDialogs),
            prompts: Prompts::default(),
            played_path,
            status: None,
            effects: Vec::new(),
        }
    }

    /// Writes what is kept between runs: the recent files, and the editor's draft with its
    /// unsaved edits (or that there is none).
    pub fn persist(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, RecentFiles::KEY, &self.recent);
        let draft = self
            .editor
            .as_ref()
            .map(|e| e.to_draft(self.view == View::Edit));
        eframe::set_value(storage, Draft::KEY, &draft);
    }

    /// Replaces the file dialogs (tests answer with paths of their own).
    pub fn set_dialogs(&mut self, dialogs: impl FileDialogs + 'static) {
        self.dialogs = Box::new(dialogs);
    }

    /// Lists the scenario files of `folder` in the browser instead of `./scenarios`.
    pub fn set_scenario_folder(&mut self, folder: Option<PathBuf>) {
        self.catalog.folder = folder;
        self.catalog.rescan_folder();
    }

    /// The view on screen: the editor only while it holds a draft.
    pub fn view(&self) -> View {
        match self.editor {
            Some(_) => self.view,
            None => View::Explain,
        }
    }

    /// The board editor, if it holds a draft.
    pub fn editor(&self) -> Option<&Editor> {
        self.editor.as_ref()
    }

    /// The board editor, to change.
    pub fn editor_mut(&mut self) -> Option<&mut Editor> {
        self.editor.as_mut()
    }

    /// The recent files.
    pub fn recent(&self) -> &RecentFiles {
        &self.recent
    }

    /// Every scenario the app offers.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// The prompts open now.
    pub fn prompts_mut(&mut self) -> &mut Prompts {
        &mut self.prompts
    }

    /// Whether a prompt must be answered before the keyboard may do anything else.
    pub fn is_modal(&self) -> bool {
        self.prompts.is_modal()
    }

    /// The last thing done with files, as the menu bar shows it (e.g. "Saved to ...").
    pub fn status(&self) -> Option<&str> {
        self.status.as_deref()
    }

    /// The file of the scenario being played, if it came from one.
    pub fn played_path(&self) -> Option<&Path> {
        self.played_path.as_deref()
    }

    /// Where the scenario on screen came from: the draft's origin in the editor, else
    /// `game_origin`.
    pub fn origin_on_screen<'a>(&'a self, game_origin: &'a str) -> &'a str {
        match (self.view(), &self.editor) {
            (View::Edit, Some(e)) => e.origin(),
            _ => game_origin,
        }
    }

    /// Notes that the scenario of `path` (none if it is not, or no longer, a file's) now
    /// plays: the explainer comes on screen.
    pub fn played(&mut self, path: Option<PathBuf>) {
        self.played_path = path;
        self.view = View::Explain;
    }

    /// Carries out `request` on the game on screen in `state`; returns what the app must do.
    pub fn carry_out(&mut self, request: Request, state: &AppState) -> Vec<Effect> {
        match request {
            Request::Play(opening) => self.effects.push(Effect::Open(opening)),
            Request::Open => {
                if let Some(path) = self.ask_open() {
                    self.open_path(&path);
                }
            }
            Request::Dropped(path) => self.dropped(path),
            Request::Save => self.save(state),
            Request::SaveAs => self.save_as(state),
            Request::Browser(pick) => self.browser_pick(pick),
            Request::Editor(r) => self.editor_request(r, state),
            Request::ShowEditor => {
                if self.editor.is_none() {
                    let (opening, unsaved) = self.game_scenario(state);
                    self.editor = Some(draft_of(opening, unsaved));
                }
                self.view = View::Edit;
            }
            Request::ShowExplainer => self.view = View::Explain,
            Request::TakeMoment => {
                self.effects.push(Effect::PauseGame);
                self.prompts.moment = Some(MomentPrompt::new(state));
            }
            Request::Moment(choice) => self.moment_choice(choice),
            Request::Discard(choice) => self.discard_choice(choice),
            Request::TypedPath(choice) => self.typed_path(choice),
            Request::Export(kind) => self.export(kind, state),
        }
        std::mem::take(&mut self.effects)
    }

    fn problem(&mut self, message: String) {
        self.effects.push(Effect::Problem(message));
    }

    // ----- opening -----

    /// A file to open, from the dialog; `None` if cancelled, or if there is no dialog (then
    /// the typed-path prompt takes over).
    fn ask_open(&mut self) -> Option<PathBuf> {
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

    /// A file dropped on the window: opened if it is a `.ron` file.
    fn dropped(&mut self, path: PathBuf) {
        if path
            .extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("ron"))
        {
            self.open_path(&path);
        } else {
            self.problem(format!(
                "Could not open {}:\nscenario files are RON files ending in .ron",
                path.display()
            ));
        }
    }

    /// Reads, checks and opens the scenario in `path`: into the editor if it is on screen,
    /// else into the explainer. A file that fails leaves everything as it was.
    fn open_path(&mut self, path: &Path) {
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
                self.problem(format!("Could not open {}:\n{e}", path.display()));
            }
        }
    }

    /// Opens a scenario read from somewhere: into the editor if it is on screen (asking
    /// first if that discards unsaved edits), else into the explainer.
    fn load(&mut self, opening: Opening) {
        match self.view() {
            View::Edit => self.ask_before_discarding(AfterDiscard::Load {
                scenario: Box::new(opening.scenario),
                origin: opening.origin,
                path: opening.path,
                unsaved: false,
            }),
            View::Explain => self.effects.push(Effect::Open(opening)),
        }
    }

    fn browser_pick(&mut self, pick: BrowserPick) {
        match pick {
            BrowserPick::Open(opening) => {
                if let Some(path) = &opening.path {
                    self.remember(path);
                }
                self.load(opening);
            }
            BrowserPick::Broken { message, missing } => {
                if let Some(path) = missing {
                    self.forget(&path);
                }
                self.problem(format!("Could not open the scenario:\n{message}"));
            }
            BrowserPick::Forget(path) => self.forget(&path),
            BrowserPick::Rescan => {
                self.catalog.rescan_folder();
                self.catalog.refresh_recent(self.recent.paths());
            }
        }
    }

    /// Goes on with what was waiting for a typed path.
    fn typed_path(&mut self, choice: PathChoice) {
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
        }
    }

    // ----- the draft -----

    fn editor_request(&mut self, request: EditorRequest, state: &AppState) {
        match request {
            EditorRequest::Play => {
                let Some(editor) = &self.editor else { return };
                let path = editor
                    .path()
                    .map(Path::to_owned)
                    .filter(|_| !editor.is_dirty());
                self.effects.push(Effect::Open(Opening {
                    scenario: editor.scenario().clone(),
                    origin: editor.origin().to_owned(),
                    path,
                }));
            }
            EditorRequest::Save => self.save_draft(None),
            EditorRequest::SaveAs => self.save_draft_as(None),
            EditorRequest::New => self.ask_before_discarding(AfterDiscard::New),
            EditorRequest::EditGame => {
                let (opening, unsaved) = self.game_scenario(state);
                self.ask_before_discarding(AfterDiscard::Load {
                    scenario: Box::new(opening.scenario),
                    origin: opening.origin,
                    path: opening.path,
                    unsaved,
                });
            }
            EditorRequest::Close => self.ask_before_discarding(AfterDiscard::Close),
        }
    }

    /// Does `then` at once if the draft has no unsaved edits, else asks first.
    fn ask_before_discarding(&mut self, then: AfterDiscard) {
        match &self.editor {
            Some(editor) if editor.is_dirty() => {
                self.prompts.discard = Some(DiscardPrompt {
                    title: editor.title(),
                    then,
                });
            }
            _ => self.discard_and(then),
        }
    }

    /// Replaces or closes the draft.
    fn discard_and(&mut self, then: AfterDiscard) {
        self.prompts.discard = None;
        // The tool in hand stays in hand.
        let tool = self.editor.as_ref().map(|e| e.tool).unwrap_or_default();
        let editor = match then {
            AfterDiscard::Load {
                scenario,
                origin,
                path,
                unsaved,
            } => {
                let opening = Opening {
                    scenario: *scenario,
                    origin,
                    path,
                };
                Some(draft_of(opening, unsaved))
            }
            AfterDiscard::New => {
                let blank = Scenario {
                    name: "New board".to_owned(),
                    ..Scenario::default()
                };
                Some(Editor::new(blank, "new board", None))
            }
            AfterDiscard::Close => None,
        };
        self.view = if editor.is_some() {
            View::Edit
        } else {
            View::Explain
        };
        self.editor = editor.map(|mut e| {
            e.tool = tool;
            e
        });
    }

    fn discard_choice(&mut self, choice: DiscardChoice) {
        let Some(prompt) = self.prompts.discard.take() else {
            return;
        };
        match choice {
            DiscardChoice::Keep => {}
            DiscardChoice::Discard => self.discard_and(prompt.then),
            DiscardChoice::SaveFirst => self.save_draft(Some(prompt.then)),
        }
    }

    /// The scenario of the game on screen, for the editor: with its file, and whether it
    /// differs from that file (the solver was switched since it was opened, say), in which
    /// case it counts as unsaved.
    fn game_scenario(&self, state: &AppState) -> (Opening, bool) {
        let scenario = state.scenario().clone();
        let unsaved = self
            .played_path
            .as_deref()
            .is_some_and(|p| scenario::load(p).ok().as_ref() != Some(&scenario));
        let opening = Opening {
            scenario,
            origin: state.origin().to_owned(),
            path: self.played_path.clone(),
        };
        (opening, unsaved)
    }

    // ----- saving -----

    /// Ctrl+S: the draft to its file in the editor; in the explainer, the scenario on screen
    /// to a new file.
    fn save(&mut self, state: &AppState) {
        match self.view() {
            View::Edit => self.save_draft(None),
            View::Explain => self.save_as(state),
        }
    }

    /// Save As: the draft in the editor, the scenario on screen in the explainer.
    fn save_as(&mut self, state: &AppState) {
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
                self.prompt_for_path(purpose, why, dir, name);
                None
            }
        }
    }

    /// The typed-path prompt, prefilled with `name` in `dir`.
    fn prompt_for_path(
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
            self.problem(format!(
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
            Err(e) => self.problem(format!(
                "Could not save the draft:\n{e}\nThe draft and its edits are kept in the \
                 editor."
            )),
        }
    }

    /// Saves a copy of `scenario` (the one on screen, or a `moment` of its game) to `path`.
    /// A saved moment's prompt closes; on failure it stays open, so nothing is lost.
    fn save_copy(&mut self, path: &Path, scenario: &Scenario, moment: bool) {
        let what = if moment { "the moment" } else { "the scenario" };
        match scenario::save(path, scenario) {
            Ok(()) => {
                self.status = Some(format!("Saved {what} to {}", path.display()));
                self.remember(path);
                if moment {
                    self.prompts.moment = None;
                }
            }
            Err(e) => self.problem(format!("Could not save {what}:\n{e}")),
        }
    }

    fn moment_choice(&mut self, choice: MomentChoice) {
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

    // ----- exporting -----

    /// Takes `kind` from the screen, asks where (the typed-path prompt if there is no dialog)
    /// and writes it there.
    fn export(&mut self, kind: ExportKind, state: &AppState) {
        let Some(export) = Export::from_state(state, kind) else {
            self.problem(format!(
                "Could not export: there is no decision at tick {}.",
                state.tick()
            ));
            return;
        };
        let dir = self.played_dir().or_else(|| self.start_dir());
        let name = export.file_name.clone();
        match self.dialogs.save_export(dir.as_deref(), &name, kind) {
            Ok(Some(path)) => self.export_to(&path, &export),
            Ok(None) => {}
            Err(why) => {
                let purpose = PathPurpose::Export(Box::new(export));
                self.prompt_for_path(purpose, why, dir, name);
            }
        }
    }

    /// Writes `export` to `path` (atomically) and says so, or says why not.
    fn export_to(&mut self, path: &Path, export: &Export) {
        match export.write(path) {
            Ok(message) => self.status = Some(message),
            Err(e) => self.problem(format!("Could not export {}:\n{e}", export.what)),
        }
    }

    // ----- recent files -----

    /// Puts `path` first in the recent files.
    fn remember(&mut self, path: &Path) {
        self.recent.push(path);
        self.catalog.refresh_recent(self.recent.paths());
    }

    /// Takes `path` off the recent files.
    fn forget(&mut self, path: &Path) {
        self.recent.remove(path);
        self.catalog.refresh_recent(self.recent.paths());
    }

    /// The folder of the file being played, if any.
    fn played_dir(&self) -> Option<PathBuf> {
        self.played_path
            .as_deref()
            .and_then(Path::parent)
            .map(Path::to_owned)
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

/// An editor on `opening`, counting as unsaved if it exists nowhere else yet.
fn draft_of(opening: Opening, unsaved: bool) -> Editor {
    let mut editor = Editor::new(opening.scenario, opening.origin, opening.path);
    if unsaved {
        editor.mark_unsaved();
    }
    editor
}
