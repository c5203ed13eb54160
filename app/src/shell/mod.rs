//! The app shell, in the manner of rerun's viewer: a thin [`ExplainerApp`] that holds the
//! game on screen ([`AppState`]), the [`FileDesk`] of files, and the screen that
//! places the rooms' panels, and hands each frame to them: the keyboard, the menu bar, the
//! panels, the windows over them, then the requests they made, carried out at the frame's
//! end. Every scenario opened, wherever it was asked for, goes through [`ExplainerApp`]'s one
//! way of opening, so that what follows an opening (the death watch, the file played, the
//! explainer on screen) follows every one.

mod board_area;
pub mod board_words;
mod death;
mod kept;
mod keyboard;
mod lesson_steps;
mod menu;
mod perform;
mod presenter;
mod presenter_view;
mod screen;
mod solver_prompt;
mod toast;
pub mod trust;
mod windows;

pub use crate::startup::Startup;
pub use kept::kept_settings;

use crate::command::lesson::LessonSource;
use crate::command::scenarios::Opening;
use crate::command::{Command, Commands};
use crate::files::dialogs::FileDialogs;
use crate::files::recent::RecentFiles;
use crate::files::{Effect, FileDesk, View};
use crate::layout::Layout;
use crate::lesson_play::LessonPlay;
use crate::quiz::Quiz;
use crate::scenarios::Catalog;
use crate::scenarios::editor::{Draft, Editor};
use crate::settings::Settings;
use crate::state::AppState;
use egui::{Panel, Ui};
use lesson_steps::StepEntry;
use presenter::Presenter;
use screen::Screen;
use snakescope_core::scenario::SavedGame;
use snakescope_core::stages::Stage;
use std::path::PathBuf;

/// The explainer app.
pub struct ExplainerApp {
    state: AppState,
    desk: FileDesk,
    screen: Screen,
    presenter: Presenter,
    quiz: Quiz,
    help_open: bool,
    /// The problem on screen (a file that failed to load or to save, a game that cannot
    /// start), until dismissed.
    error: Option<String>,
    /// The time of the last frame, for playback.
    last_time: Option<f64>,
    /// What the frame asked for, carried out at its end.
    commands: Commands,
    /// The window's title, as last sent.
    title: String,
    /// The prompt for a solver outside snakescope, while open.
    solver_prompt: Option<solver_prompt::SolverPrompt>,
    /// The last file operation's message, shown whole for a while.
    toast: toast::Toast,
    /// The lesson being played, if any: its step's moment is on screen.
    lesson: Option<LessonPlay>,
    /// The file's program or bot waiting for the user's answer, if any.
    trust: Option<trust::TrustPrompt>,
}

impl ExplainerApp {
    /// The app as eframe creates it, with the settings, recent files and draft saved last
    /// time.
    pub fn new(cc: &eframe::CreationContext<'_>, startup: Startup) -> ExplainerApp {
        ExplainerApp::restore(startup, cc.storage)
    }

    /// The app with the given settings and nothing kept from earlier runs (tests build it
    /// this way, without eframe).
    pub fn with_settings(startup: Startup, settings: Settings) -> ExplainerApp {
        ExplainerApp::build(startup, settings, RecentFiles::default(), None)
    }

    fn build(
        startup: Startup,
        settings: Settings,
        recent: RecentFiles,
        draft: Option<Draft>,
    ) -> ExplainerApp {
        // On the desktop, programs and bots are reached by starting them and by HTTP.
        #[cfg(not(target_arch = "wasm32"))]
        snakescope_external::install();
        // The language chosen in Settings; none chosen, the default stands.
        if let Some(language) = settings.language {
            snakescope_core::words::choose(language);
        }
        let mut error = startup.error;
        let mut played_path = startup.path;
        // A saved game replays its program's answers without it; a scenario may ask.
        let trust = match &startup.game {
            Some(_) => None,
            None => trust::ask(&startup.scenario, &startup.origin, &settings.trusted_files),
        };
        let opened = match &startup.game {
            Some(game) => AppState::from_saved(game, startup.origin, settings.clone()),
            None => AppState::new(startup.scenario, startup.origin, settings.clone()),
        };
        let state = match opened {
            Ok(s) => s,
            Err(e) => {
                error = Some(e);
                played_path = None;
                let first = Startup::default();
                AppState::new(first.scenario, first.origin, settings)
                    .expect("the default scenario plays")
            }
        };
        let mut app = ExplainerApp {
            state,
            desk: FileDesk::new(recent, draft, played_path),
            screen: Screen::default(),
            presenter: Presenter::default(),
            quiz: Quiz::default(),
            help_open: false,
            error,
            last_time: None,
            commands: Commands::default(),
            title: String::new(),
            solver_prompt: None,
            toast: toast::Toast::default(),
            lesson: None,
            trust,
        };
        app.screen.death.watch();
        app.state.await_answer(app.trust.is_some());
        if let Some(source) = startup.lesson {
            app.apply(Effect::OpenLesson(source));
        } else if let Some((map, name)) = startup.map {
            app.apply(Effect::OpenMap { map, name });
        } else if startup.autoplay {
            app.start_demo();
        }
        app
    }

    /// Writes what is kept between runs: the settings, the recent files, and the editor's
    /// draft with its unsaved edits (or that there is none).
    pub fn persist(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, Settings::KEY, self.state.settings());
        self.desk.persist(storage);
    }

    /// Replaces the file dialogs (tests answer with paths of their own).
    pub fn set_dialogs(&mut self, dialogs: impl FileDialogs + 'static) {
        self.desk.set_dialogs(dialogs);
    }

    /// Lists the scenario files of `folder` in the browser instead of `./scenarios`.
    pub fn set_scenario_folder(&mut self, folder: Option<PathBuf>) {
        self.desk.set_scenario_folder(folder);
    }

    /// The view on screen.
    pub fn view(&self) -> View {
        self.desk.view()
    }

    /// The board editor, if it holds a draft.
    pub fn editor(&self) -> Option<&Editor> {
        self.desk.editor()
    }

    /// The recent files.
    pub fn recent(&self) -> &RecentFiles {
        self.desk.recent()
    }

    /// Every scenario the app offers.
    pub fn catalog(&self) -> &Catalog {
        self.desk.catalog()
    }

    /// The files, the draft and the prompts.
    pub fn desk(&self) -> &FileDesk {
        &self.desk
    }

    /// The problem on screen, if any (a file that failed to load or to save).
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Puts `message` on screen as a problem, until dismissed: what the page says of a link
    /// it cannot follow or cannot write.
    pub fn show_problem(&mut self, message: String) {
        self.error = Some(message);
    }

    /// The window's title: the scenario on screen, and whether the draft is unsaved (as of
    /// the last frame).
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The last thing done with files, as the menu bar shows it (e.g. "Saved to ...").
    pub fn status(&self) -> Option<&str> {
        self.desk.status()
    }

    /// The tick of the fatal move offered by the "Jump to the death" notice, if shown.
    pub fn death_notice(&self) -> Option<usize> {
        self.screen.death.notice()
    }

    /// The lesson on screen, if one is.
    pub fn lesson(&self) -> Option<&LessonPlay> {
        self.lesson.as_ref()
    }

    /// The game and everything on screen.
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Where the board and the panels beside it were drawn last frame, which tab each shared
    /// column shows, and whether the plots are on screen.
    pub fn layout(&self) -> &Layout {
        &self.screen.layout
    }

    /// Whether the help overlay is open.
    pub fn help_open(&self) -> bool {
        self.help_open
    }

    /// The quiz, if one is under way or its summary is open.
    pub fn quiz(&self) -> &Quiz {
        &self.quiz
    }

    /// The first decision's shortest-path search, from just under half way, playing.
    fn start_demo(&mut self) {
        self.state.pick_stage(Stage::Bfs);
        let Some(d) = self.state.decision() else {
            return;
        };
        let Some(check) = d.check_for_stage(Stage::Bfs) else {
            return;
        };
        let r = d.check_ranges[check].clone();
        self.state.set_decision_cursor(r.start + r.len() * 2 / 5);
        self.state.play_events();
    }

    /// Opens a scenario in the explainer: the one way every opening goes, from the Examples
    /// menu, the solver menu, Restart, the browser, Open, a typed path, a drop or the editor's
    /// Play. The new game replaces the one on screen (the stage chosen stays), the explainer
    /// shows it, its file (if any) is the one played, and the death watch starts. On failure
    /// the game on screen stays and the problem says why; returns whether it opened.
    fn open(&mut self, opening: Opening) -> bool {
        let settings = self.state.settings().clone();
        self.trust = trust::ask(&opening.scenario, &opening.origin, &settings.trusted_files);
        let state = AppState::new(opening.scenario, opening.origin, settings);
        let installed = self.install(state, opening.path);
        if installed {
            self.state.await_answer(self.trust.is_some());
        }
        installed
    }

    /// Opens a saved game at the tick it was saved at: the same way in as a scenario.
    fn open_game(&mut self, game: &SavedGame, origin: String, path: PathBuf) -> bool {
        let settings = self.state.settings().clone();
        let state = AppState::from_saved(game, origin, settings);
        self.install(state, Some(path))
    }

    /// Puts an opened game on screen, and everything that follows every opening: the stage
    /// the user was looking at, the file played, the death watch. A game that could not
    /// open leaves the one on screen and says why.
    fn install(&mut self, state: Result<AppState, String>, path: Option<PathBuf>) -> bool {
        match state {
            Ok(mut state) => {
                state.prefer_stage(self.state.preferred_stage());
                state.record_apart(self.state.records_apart());
                self.state = state;
                self.quiz = Quiz::default();
                self.error = None;
                self.desk.played(path);
                self.screen.death.watch();
                true
            }
            Err(e) => {
                self.error = Some(e);
                false
            }
        }
    }

    /// The whole app, in the space of `ui`: the keys first (carried out at once, so the
    /// frame shows what they asked), then time, the menu bar, the lesson strip, the view on
    /// screen and the windows over it; what these asked is carried out at the frame's end.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        crate::touch::keep(&ctx);
        keyboard::keyboard(
            &ctx,
            &self.desk,
            &self.quiz,
            self.state.is_manual(),
            self.help_open,
            &mut self.commands,
        );
        self.carry_out_commands();
        for dropped in windows::dropped_file(&ctx) {
            self.send(Command::Files(Box::new(dropped)));
        }
        self.follow_time(&ctx);
        Panel::top("snakescope.menu").show(ui, |ui| {
            self.presenter.controls_style(ui);
            menu::MenuBar {
                state: &self.state,
                desk: &self.desk,
                layout: &self.screen.layout,
                quiz: &self.quiz,
                race_open: self.screen.race.is_open(),
                solver_prompt: &mut self.solver_prompt,
                commands: &mut self.commands,
            }
            .ui(ui);
        });
        self.lesson_strip(ui);
        self.view_on_screen(ui);
        crate::quiz::view::summary_ui(&ctx, &self.quiz, &mut self.commands);
        windows::windows(
            &ctx,
            self.help_open,
            self.error.as_deref(),
            self.desk.prompts_mut(),
            &mut self.commands,
        );
        if let Some(prompt) = &self.trust {
            prompt.ui(&ctx, &mut self.commands);
        }
        for effect in self.desk.picture_job_ui(&ctx) {
            self.apply(effect);
        }
        self.toast.ui(&ctx, self.desk.status());
        self.window_title(&ctx);
        if !self.commands.is_empty() {
            self.carry_out_commands();
            ctx.request_repaint();
        }
    }

    /// Time since the last frame: the game and the decision play on, the quiz follows the
    /// game, the death watch looks for a death, presenter view's sizes follow the setting.
    fn follow_time(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let dt = self.last_time.map_or(0.0, |t| (now - t).clamp(0.0, 0.25));
        self.last_time = Some(now);
        if self.state.advance_time(dt) {
            ctx.request_repaint();
        }
        if self.screen.race.playing() && self.desk.view() == View::Explain {
            self.screen
                .race
                .advance(dt, self.state.settings().event_speed);
            ctx.request_repaint();
        }
        self.screen.race.follow(&self.state);
        if let Some(play) = &mut self.lesson {
            play.follow(&self.state);
        }
        if self.desk.view() == View::Explain {
            self.quiz.follow(&mut self.state);
        }
        self.screen.death.check(&self.state);
        self.presenter.apply(ctx, self.state.settings().presenter);
    }

    /// The strip of the lesson on screen, above the explainer.
    fn lesson_strip(&mut self, ui: &mut Ui) {
        if self.desk.view() != View::Explain {
            return;
        }
        let Some(play) = &self.lesson else {
            return;
        };
        let large = self.state.settings().presenter;
        let _lesson_speaks = crate::lesson_play::speaking(Some(play.language()));
        let waits = play.narration_waits(&self.state);
        let asked = Panel::top("snakescope.lesson")
            .show(ui, |ui| play.strip_ui(ui, large, waits))
            .inner;
        self.commands.send_some(asked.map(Command::Lesson));
    }

    /// The explainer (or presenter view) or the editor, placed by the screen.
    fn view_on_screen(&mut self, ui: &mut Ui) {
        self.screen.layout.set_board(None);
        self.screen.layout.set_caption_points(None);
        let presenter = &self.presenter;
        let frame = screen::Frame {
            state: &self.state,
            desk: &mut self.desk,
            commands: &mut self.commands,
            quiz: &self.quiz,
            lesson_language: self.lesson.as_ref().map(LessonPlay::language),
        };
        match frame.desk.view() {
            View::Explain if frame.state.settings().presenter => {
                self.screen
                    .presenter(ui, frame, |ui| presenter.controls_style(ui))
            }
            View::Explain => self
                .screen
                .explainer(ui, frame, |ui| presenter.controls_style(ui)),
            View::Edit => self.screen.editor(ui, frame),
        }
    }

    /// Does what the desk asked of the app.
    fn apply(&mut self, effect: Effect) {
        match effect {
            Effect::Open(opening) => {
                if self.open(*opening) {
                    self.lesson = None;
                    self.screen.race.close_map();
                }
            }
            Effect::OpenGame { game, origin, path } => {
                if self.open_game(&game, origin, path) {
                    self.lesson = None;
                    self.screen.race.close_map();
                }
            }
            Effect::OpenMap { map, name } => match self.screen.race.open_map(map, name) {
                Ok(()) => self.lesson = None,
                Err(why) => self.error = Some(why),
            },
            Effect::OpenLesson(source) => match LessonPlay::open(&source) {
                Ok(play) => {
                    self.lesson = Some(play);
                    self.show_lesson_step(StepEntry::Play);
                }
                Err(why) => {
                    self.error = Some(match &source {
                        LessonSource::File(path) => crate::files::could_not_open(path, why),
                        LessonSource::BuiltIn(_) => why,
                    })
                }
            },
            Effect::LessonStep(n) => self.lesson_step(n),
            Effect::Problem(message) => self.error = Some(message),
            Effect::HoldStill => self.state.hold_still(),
        }
    }

    /// The window's title: the scenario on screen, and whether the draft is unsaved.
    fn window_title(&mut self, ctx: &egui::Context) {
        let on_screen = match (self.desk.view(), self.desk.editor()) {
            (View::Edit, Some(e)) => tr!("editing {title}", title = e.title()),
            _ => crate::scenarios::names::shown_origin(self.state.origin()),
        };
        let unsaved = if self.desk.editor().is_some_and(Editor::is_dirty) {
            tr!(" (draft unsaved)")
        } else {
            String::new()
        };
        let title = format!("snakescope: {on_screen}{unsaved}");
        if title != self.title {
            // A page sets its tab's title itself (eframe's web runner has no title command).
            if !cfg!(target_arch = "wasm32") {
                ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            }
            self.title = title;
        }
    }
}

impl eframe::App for ExplainerApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.persist(storage);
    }

    /// Often, so that a crash loses at most a few seconds of the editor's unsaved edits.
    fn auto_save_interval(&self) -> std::time::Duration {
        std::time::Duration::from_secs(5)
    }
}
