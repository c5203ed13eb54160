//! The desk: the board editor's draft, the recent files, the catalogue, the file dialogs
//! and the prompts, and which of the two big views is on screen. One type, its flows one file
//! each: `opening`, `draft`, `saving` and `exporting`; here, what it holds and how a request
//! is dispatched. What the menus, keys, the
//! browser, the editor and the prompts ask of files arrives as a [`Request`]; the desk
//! carries it out and answers with [`Effect`]s for the app to apply, the first of which is
//! [`Effect::Open`]: every opening of a scenario, wherever it was asked for, leaves the
//! desk that way and goes through the app's one way of opening.
//!
//! Nothing is lost on the way: a file that fails to load leaves the board as it was and says
//! why (`FILE:LINE:COL: message`); a save that fails says why and keeps the draft and its
//! edits; a draft with unsaved edits is only replaced or closed once the user agrees.

use super::dialogs::{FileDialogs, NativeDialogs};
use super::picture_job::PictureJob;
use super::prompts::Prompts;
use super::recent::RecentFiles;
use crate::command::editor::Edit;
use crate::command::files::Request;
use crate::command::lesson::LessonSource;
use crate::command::scenarios::Opening;
use crate::scenarios::catalog::Catalog;
use crate::scenarios::editor::{Draft, Editor};
use crate::scenarios::moment::MomentPrompt;
use crate::state::AppState;
use snakescope_picture::PictureOptions;
use std::path::{Path, PathBuf};

mod draft;
mod exporting;
mod opening;

pub use opening::could_not_open;
mod saving;

/// Which of the two big views is on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The game, its decisions and their stages.
    Explain,
    /// The board editor.
    Edit,
}

/// What the app must do once the desk has carried out a request.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Open this scenario in the explainer; on success call [`FileDesk::played`] (boxed:
    /// a scenario is large beside the other effects).
    Open(Box<Opening>),
    /// Open this saved game in the explainer, at the tick it was saved at (`origin` names
    /// the file, `path` is it).
    OpenGame {
        /// The game.
        game: Box<snakescope_core::scenario::SavedGame>,
        /// Where it came from.
        origin: String,
        /// Its file.
        path: PathBuf,
    },
    /// Race the searches on this Moving AI map (`name` names its file).
    OpenMap {
        /// The map.
        map: std::sync::Arc<snakescope_core::maps::GridMap>,
        /// Its file's name.
        name: String,
    },
    /// Play this lesson (a file, or one built in) from its first step.
    OpenLesson(LessonSource),
    /// Go `n` steps on (back, if negative) in the lesson on screen.
    LessonStep(isize),
    /// Show this problem.
    Problem(String),
    /// Hold the picture still: pause the game and its decision's events (a moment of it is
    /// being taken, or a picture of it made).
    HoldStill,
}

/// The desk of files: the files opened and saved, the editor's draft (and whether it is open,
/// which puts the editor on screen instead of the game), the prompts and the exports.
pub struct FileDesk {
    /// Whether the draft is open in the editor (then the editor, not the game, is on screen).
    editing: bool,
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
    /// How the last picture was made, to make the next one alike.
    picture_options: PictureOptions,
    /// The animation being exported, if any.
    job: Option<PictureJob>,
}

impl FileDesk {
    /// The desk with the `recent` files, the editor's `draft` kept from the last run
    /// (back on screen if it was, unless a file is being played) and the game's file, if it
    /// came from one (it joins the recent files).
    pub fn new(
        mut recent: RecentFiles,
        draft: Option<Draft>,
        played_path: Option<PathBuf>,
    ) -> FileDesk {
        if let Some(path) = &played_path {
            recent.push(path);
        }
        let editor = draft.as_ref().and_then(Editor::from_draft);
        let editing =
            matches!((&draft, &editor), (Some(d), Some(_)) if d.open && played_path.is_none());
        FileDesk {
            editing,
            editor,
            catalog: Catalog::new(Catalog::working_folder(), recent.paths()),
            recent,
            dialogs: Box::new(NativeDialogs),
            prompts: Prompts::default(),
            played_path,
            status: None,
            effects: Vec::new(),
            picture_options: PictureOptions::default(),
            job: None,
        }
    }

    /// Writes what is kept between runs: the recent files, and the editor's draft with its
    /// unsaved edits (or that there is none).
    pub fn persist(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, RecentFiles::KEY, &self.recent);
        let draft = self.editor.as_ref().map(|e| e.to_draft(self.editing));
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
            Some(_) if self.editing => View::Edit,
            _ => View::Explain,
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

    /// Carries out a change of the editor's draft (nothing without an editor).
    pub fn edit(&mut self, edit: Edit) {
        if let Some(editor) = &mut self.editor {
            editor.apply(edit);
        }
    }

    /// The recent files.
    pub fn recent(&self) -> &RecentFiles {
        &self.recent
    }

    /// Every scenario the app offers.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// Builds again what was put in words once (the catalogue's titles and problems, the
    /// draft's problems), after the language changed.
    pub fn language_changed(&mut self) {
        self.catalog = Catalog::new(self.catalog.folder.clone(), self.recent.paths());
        if let Some(editor) = self.editor_mut() {
            editor.recheck();
        }
    }

    /// The prompts open now.
    pub fn prompts_mut(&mut self) -> &mut Prompts {
        &mut self.prompts
    }

    /// Whether a prompt must be answered before the keyboard may do anything else.
    pub fn is_modal(&self) -> bool {
        self.prompts.is_modal()
    }

    /// How the last picture was made: what the picture window offers next.
    pub fn picture_options(&self) -> &PictureOptions {
        &self.picture_options
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
        self.editing = false;
    }

    /// Carries out `request` on the game on screen in `state`; returns what the app must do.
    pub fn carry_out(&mut self, request: Request, state: &AppState) -> Vec<Effect> {
        match request {
            Request::Play(opening) => self.effects.push(Effect::Open(Box::new(opening))),
            Request::Open => {
                if let Some(path) = self.ask_open() {
                    self.open_path(&path);
                }
            }
            Request::Dropped(path) => self.dropped(path),
            Request::LessonStep(n) => self.effects.push(Effect::LessonStep(n)),
            Request::PlayLesson(source) => self.effects.push(Effect::OpenLesson(source)),
            Request::Received { name, bytes } => self.received(&name, bytes),
            Request::Save => self.save(state),
            Request::SaveAs => self.save_as(state),
            Request::Browser(pick) => self.browser_pick(pick),
            Request::Editor(r) => self.editor_request(r, state),
            Request::ShowEditor => {
                if self.editor.is_none() {
                    let (opening, unsaved) = self.game_scenario(state);
                    self.editor = Some(draft_of(opening, unsaved));
                }
                self.editing = true;
            }
            Request::ShowExplainer => self.editing = false,
            Request::TakeMoment => {
                self.effects.push(Effect::HoldStill);
                self.prompts.moment = Some(MomentPrompt::new(state));
            }
            Request::Moment(choice) => self.moment_choice(choice),
            Request::Discard(choice) => self.discard_choice(choice),
            Request::TypedPath(choice) => self.typed_path(choice),
            Request::Export(kind) => self.export(kind, state),
            Request::Picture(choice) => self.picture_choice(choice, state),
            Request::ExportRace(export) => self.export_race(*export, state),
        }
        std::mem::take(&mut self.effects)
    }

    fn problem(&mut self, message: String) {
        self.effects.push(Effect::Problem(message));
    }

    /// Puts `path` first in the recent files.
    fn remember(&mut self, path: &Path) {
        // A web page's files have no path to open again.
        if cfg!(target_arch = "wasm32") {
            return;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::scenarios::BrowserPick;
    use crate::files::dialogs::ScriptedDialogs;
    use crate::settings::Settings;
    use snakescope_core::scenario::Scenario;

    fn pocket() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios/dead-end-pocket-6x6.ron")
    }

    #[test]
    fn every_way_of_opening_in_the_explainer_answers_with_one_opening() {
        let state = AppState::new(Scenario::default(), "test", Settings::default()).unwrap();
        let mut ws = FileDesk::new(RecentFiles::default(), None, None);
        let dialogs = ScriptedDialogs::default();
        ws.set_dialogs(dialogs.clone());
        dialogs.answer(Some(pocket()));
        let entry = ws.catalog().curated[0].clone();
        let example = ws.catalog().examples[1].opening().unwrap();
        let requests = [
            Request::Open,
            Request::Dropped(pocket()),
            Request::Browser(BrowserPick::Open(Box::new(entry.opening().unwrap()))),
            Request::Play(example.clone()),
        ];
        for request in requests {
            let what = format!("{request:?}");
            let effects = ws.carry_out(request, &state);
            assert!(
                matches!(effects.as_slice(), [Effect::Open(_)]),
                "{what}: {effects:?}"
            );
        }
        // Opened from a file, the file joins the recent ones.
        assert_eq!(ws.recent().paths().first(), Some(&pocket()));
        let effects = ws.carry_out(Request::Dropped(PathBuf::from("notes.txt")), &state);
        assert!(
            matches!(effects.as_slice(), [Effect::Problem(p)] if p.contains(".ron")),
            "{effects:?}"
        );
    }

    #[test]
    fn a_file_received_without_a_path_opens_as_a_file_of_its_name_would() {
        let state = AppState::new(Scenario::default(), "test", Settings::default()).unwrap();
        let mut ws = FileDesk::new(RecentFiles::default(), None, None);
        let received = |ws: &mut FileDesk, name: &str, bytes: Result<Vec<u8>, String>| {
            let request = Request::Received {
                name: name.to_owned(),
                bytes,
            };
            ws.carry_out(request, &state)
        };
        let text = std::fs::read(pocket()).unwrap();
        let effects = received(&mut ws, "pocket.ron", Ok(text.clone()));
        let [Effect::Open(opening)] = effects.as_slice() else {
            panic!("{effects:?}");
        };
        assert_eq!(opening.origin, "pocket.ron");
        assert_eq!(
            opening.path, None,
            "a file without a path is not a file to save to"
        );
        assert_eq!(
            opening.scenario,
            snakescope_core::scenario::load(&pocket()).unwrap()
        );

        let game = snakescope_core::scenario::SavedGame::of(state.scenario(), state.recording(), 0);
        let effects = received(&mut ws, "game.ron", Ok(game.to_ron_string().into_bytes()));
        assert!(
            matches!(effects.as_slice(), [Effect::OpenGame { origin, .. }] if origin == "game.ron"),
            "{effects:?}"
        );

        let problems = [
            ("pocket.txt", Ok(text), "ending in .ron"),
            ("broken.ron", Ok(vec![0xff, 0xfe]), "not UTF-8"),
            ("broken.ron", Ok(b"Scenario(".to_vec()), "broken.ron:"),
            (
                "gone.ron",
                Err("the browser could not read it".to_owned()),
                "could not read",
            ),
        ];
        for (name, bytes, expected) in problems {
            let effects = received(&mut ws, name, bytes);
            assert!(
                matches!(effects.as_slice(), [Effect::Problem(p)]
                    if p.contains(name) && p.contains(expected)),
                "{name}: {effects:?}"
            );
        }
        assert!(ws.recent().paths().is_empty(), "no path to open again");
    }

    #[test]
    fn a_map_received_without_a_path_opens_its_race_or_says_its_line() {
        let state = AppState::new(Scenario::default(), "test", Settings::default()).unwrap();
        let mut ws = FileDesk::new(RecentFiles::default(), None, None);
        let mut received = |name: &str, text: &str| {
            let request = Request::Received {
                name: name.to_owned(),
                bytes: Ok(text.as_bytes().to_vec()),
            };
            ws.carry_out(request, &state)
        };
        let map = "type octile\nheight 2\nwidth 3\nmap\n...\n.@.\n";
        let effects = received("small.MAP", map);
        let [Effect::OpenMap { map, name }] = effects.as_slice() else {
            panic!("{effects:?}");
        };
        assert_eq!(
            (map.width(), map.height(), name.as_str()),
            (3, 2, "small.MAP")
        );
        let effects = received("broken.map", "type octile\nheight 2\nwidth 3\nmap\n...\n");
        assert!(
            matches!(effects.as_slice(), [Effect::Problem(p)]
                if p.contains("broken.map") && p.contains("line")),
            "{effects:?}"
        );
    }
}
