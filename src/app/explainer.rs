//! The app struct: its panels, the keyboard, presenter mode, and the eframe glue (settings,
//! recent files and the editor's draft saved through eframe's persistence). What menus, keys,
//! the browser and the editor ask for is carried out in [`super::commands`].

use super::board::{BoardPainter, BoardScene};
use super::browser::browser_ui;
use super::collection::Catalog;
use super::commands::Request;
use super::decision_timeline::decision_timeline_ui;
use super::dialogs::{FileDialogs, NativeDialogs};
use super::editor::{Draft, Editor};
use super::editor_view::{editor_board_ui, editor_controls_ui, problems_ui};
use super::examples;
use super::export::ExportKind;
use super::game_timeline::game_timeline_ui;
use super::keymap::{self, Action};
use super::layout::{self, Layout, SidePanel};
use super::moment::MomentPrompt;
use super::overlays::legend_ui;
use super::palette;
use super::path_prompt::PathPrompt;
use super::plots::plots_ui;
use super::recent::RecentFiles;
use super::settings::{Layer, Settings};
use super::stage_panel::{StagePanel, caption_ui};
use super::state::AppState;
use super::unsaved::DiscardPrompt;
use super::why_panel::why_panel_ui;
use crate::algo::Stage;
use crate::explain::ReplayOrigin;
use crate::explain::cell_facts;
use crate::rules::Pos;
use crate::scenario::Scenario;
use crate::solver::SolverKind;
use egui::{Panel, RichText, Sense, Ui};
use std::path::{Path, PathBuf};

/// What the app opens on.
#[derive(Clone, Debug)]
pub struct Startup {
    /// The scenario.
    pub scenario: Scenario,
    /// Where it came from, for titles and messages.
    pub origin: String,
    /// The file it was read from, if it was (it joins the recent files).
    pub path: Option<PathBuf>,
    /// A problem to show at once (a file that failed to load).
    pub error: Option<String>,
    /// Start with the first decision's shortest-path search playing, mid-way.
    pub autoplay: bool,
}

impl Default for Startup {
    /// The classic 8x8 board, greedy, with the first decision's search mid-animation.
    fn default() -> Self {
        let first = examples::all().remove(0);
        Startup {
            scenario: first.scenario,
            origin: first.title.to_string(),
            path: None,
            error: None,
            autoplay: true,
        }
    }
}

impl Startup {
    /// The scenario in `path`, or the default with the load error to show.
    pub fn from_file(path: Option<&Path>) -> Startup {
        let Some(path) = path else {
            return Startup::default();
        };
        match crate::scenario::load(path) {
            Ok(scenario) => Startup {
                scenario,
                origin: path.display().to_string(),
                path: Some(path.to_owned()),
                error: None,
                autoplay: false,
            },
            Err(e) => Startup {
                error: Some(format!("Could not open {}:\n{e}", path.display())),
                ..Startup::default()
            },
        }
    }

    /// The same start without animation, so that a test's frames settle.
    pub fn still(mut self) -> Startup {
        self.autoplay = false;
        self
    }
}

/// Which of the two big views is on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The game, its decisions and their stages.
    Explain,
    /// The board editor.
    Edit,
}

/// The explainer app.
pub struct ExplainerApp {
    pub(super) state: AppState,
    board: BoardPainter,
    stage_panel: StagePanel,
    layout: Layout,
    help_open: bool,
    pub(super) error: Option<String>,
    base_style: Option<std::sync::Arc<egui::Style>>,
    presenter_applied: bool,
    last_time: Option<f64>,
    pub(super) view: View,
    pub(super) editor: Option<Editor>,
    pub(super) catalog: Catalog,
    pub(super) recent: RecentFiles,
    pub(super) dialogs: Box<dyn FileDialogs>,
    pub(super) discard: Option<DiscardPrompt>,
    pub(super) moment: Option<MomentPrompt>,
    pub(super) path_prompt: Option<PathPrompt>,
    /// Watching the game being recorded, to offer a jump to its death if it dies.
    pub(super) death_watch: bool,
    /// The fatal move's tick of the game just opened, offered in a notice.
    pub(super) death_notice: Option<usize>,
    /// The file of the scenario being played, if it came from one.
    pub(super) played_path: Option<PathBuf>,
    /// The last thing done with files, e.g. "Saved to ...".
    pub(super) status: Option<String>,
    pub(super) requests: Vec<Request>,
    title: String,
}

impl ExplainerApp {
    /// The app as eframe creates it, with the settings, recent files and draft saved last
    /// time.
    pub fn new(cc: &eframe::CreationContext<'_>, startup: Startup) -> ExplainerApp {
        ExplainerApp::restore(startup, cc.storage)
    }

    /// The app with what `storage` kept from the last run: settings, recent files (those
    /// still there) and the editor's draft, unsaved edits included. The editor comes back on
    /// screen if it was, unless a file was given to open.
    pub fn restore(startup: Startup, storage: Option<&dyn eframe::Storage>) -> ExplainerApp {
        let settings = storage
            .and_then(|s| eframe::get_value::<Settings>(s, Settings::KEY))
            .unwrap_or_default();
        let recent = storage
            .and_then(|s| eframe::get_value::<RecentFiles>(s, RecentFiles::KEY))
            .unwrap_or_default()
            .restored();
        let draft = storage
            .and_then(|s| eframe::get_value::<Option<Draft>>(s, Draft::KEY))
            .flatten();
        ExplainerApp::build(startup, settings, recent, draft)
    }

    /// The app with the given settings and nothing kept from earlier runs (tests build it
    /// this way, without eframe).
    pub fn with_settings(startup: Startup, settings: Settings) -> ExplainerApp {
        ExplainerApp::build(startup, settings, RecentFiles::default(), None)
    }

    fn build(
        startup: Startup,
        settings: Settings,
        mut recent: RecentFiles,
        draft: Option<Draft>,
    ) -> ExplainerApp {
        let mut error = startup.error;
        let mut played_path = startup.path;
        let state = match AppState::new(startup.scenario, startup.origin, settings.clone()) {
            Ok(s) => s,
            Err(e) => {
                error = Some(e);
                played_path = None;
                let first = examples::all().remove(0);
                AppState::new(first.scenario, first.title, settings)
                    .expect("the default scenario plays")
            }
        };
        if let Some(path) = &played_path {
            recent.push(path);
        }
        let editor = draft.as_ref().and_then(Editor::from_draft);
        let view = match (&draft, &editor) {
            (Some(d), Some(_)) if d.open && played_path.is_none() => View::Edit,
            _ => View::Explain,
        };
        let catalog = Catalog::new(Catalog::working_folder(), &recent);
        let mut app = ExplainerApp {
            state,
            board: BoardPainter::default(),
            stage_panel: StagePanel::default(),
            layout: Layout::default(),
            help_open: false,
            error,
            base_style: None,
            presenter_applied: false,
            last_time: None,
            view,
            editor,
            catalog,
            recent,
            dialogs: Box::new(NativeDialogs),
            discard: None,
            moment: None,
            path_prompt: None,
            death_watch: played_path.is_some(),
            death_notice: None,
            played_path,
            status: None,
            requests: Vec::new(),
            title: String::new(),
        };
        if startup.autoplay {
            app.start_demo();
        }
        app
    }

    /// Writes what is kept between runs: the settings, the recent files, and the editor's
    /// draft with its unsaved edits (or that there is none).
    pub fn persist(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, Settings::KEY, &self.state.settings);
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

    /// The view on screen.
    pub fn view(&self) -> View {
        self.view
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

    /// What the browser lists.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// The problem on screen, if any (a file that failed to load or to save).
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The last thing done with files, as the menu bar shows it (e.g. "Saved to ...").
    pub fn status(&self) -> Option<&str> {
        self.status.as_deref()
    }

    /// The tick of the fatal move offered by the "Jump to the death" notice, if shown.
    pub fn death_notice(&self) -> Option<usize> {
        self.death_notice
    }

    /// The game and everything on screen.
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// The game and everything on screen, to change.
    pub fn state_mut(&mut self) -> &mut AppState {
        &mut self.state
    }

    /// Where the board and the panels beside it were drawn last frame, which tab each shared
    /// column shows, and whether the plots are on screen.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Whether the help overlay is open.
    pub fn help_open(&self) -> bool {
        self.help_open
    }

    /// The first decision's shortest-path search, from just under half way, playing.
    fn start_demo(&mut self) {
        self.state.pick_stage(Stage::Bfs);
        let Some(d) = self.state.decision() else {
            return;
        };
        let Some(link) = d.link_for_stage(Stage::Bfs) else {
            return;
        };
        let r = d.links[link].clone();
        self.state.set_decision_cursor(r.start + r.len() * 2 / 5);
        self.state.play_events();
    }

    /// Opens another scenario; on failure keeps the current one, says why and returns false.
    pub(super) fn open(&mut self, scenario: Scenario, origin: String) -> bool {
        match AppState::new(scenario, origin, self.state.settings.clone()) {
            Ok(s) => {
                let stage = self.state.stage();
                self.state = s;
                self.state.pick_stage(stage);
                self.error = None;
                self.death_watch = false;
                self.death_notice = None;
                true
            }
            Err(e) => {
                self.error = Some(e);
                false
            }
        }
    }

    /// The whole app, in the space of `ui`.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if self.editor.is_none() {
            self.view = View::Explain;
        }
        self.keyboard(&ctx);
        self.take_dropped_files(&ctx);
        let now = ctx.input(|i| i.time);
        let dt = self.last_time.map_or(0.0, |t| (now - t).clamp(0.0, 0.25));
        self.last_time = Some(now);
        if self.state.advance_time(dt) {
            ctx.request_repaint();
        }
        self.watch_for_death();
        self.apply_presenter(&ctx);

        Panel::top("snakescope.menu").show(ui, |ui| {
            self.controls_style(ui);
            self.menu_bar(ui);
        });
        self.layout.set_board(None);
        match self.view {
            View::Explain => self.explain_panels(ui),
            View::Edit => self.edit_panels(ui),
        }
        self.overlays(&ctx);
        self.window_title(&ctx);
        if !self.requests.is_empty() {
            self.carry_out_requests();
            ctx.request_repaint();
        }
    }

    /// The editor: the problems under the board, its controls (and the browser) beside it.
    fn edit_panels(&mut self, ui: &mut Ui) {
        let Some(editor) = self.editor.as_mut() else {
            return;
        };
        Panel::bottom("snakescope.editor.problems")
            .resizable(false)
            .show(ui, |ui| {
                ui.add_space(4.0);
                problems_ui(ui, editor);
                ui.add_space(4.0);
            });
        // The tool's hint above the board.
        let chrome = ui.text_style_height(&egui::TextStyle::Small) + ui.spacing().item_spacing.y;
        self.side_columns(ui, &[SidePanel::Editor], chrome, 0.0);
        if let Some(editor) = self.editor.as_mut() {
            egui::CentralPanel::default().show(ui, |ui| editor_board_ui(ui, editor));
        }
    }

    /// The panels beside the board, `own` (the view's) and those the settings switch on, in
    /// the columns the room beside the board allows. `chrome` is the height of what the
    /// central panel shows above and below the board, `text_width` the width its lines want.
    fn side_columns(&mut self, ui: &mut Ui, own: &[SidePanel], chrome: f32, text_width: f32) {
        let mut open = own.to_vec();
        if self.state.settings.show_browser {
            open.push(SidePanel::Browser);
        }
        let window = ui.ctx().content_rect().width();
        let rest = ui.available_rect_before_wrap();
        let room = layout::Room::beside_board(rest, window, chrome, text_width);
        let mut layout = std::mem::take(&mut self.layout);
        layout.show_columns(ui, &open, room, |ui, panel| self.side_panel_ui(ui, panel));
        self.layout = layout;
    }

    /// The contents of one panel beside the board, each scrolling on its own.
    fn side_panel_ui(&mut self, ui: &mut Ui, panel: SidePanel) {
        match panel {
            SidePanel::Browser => {
                let current = match (self.view, &self.editor) {
                    (View::Edit, Some(e)) => e.origin().to_owned(),
                    _ => self.state.origin().to_owned(),
                };
                if let Some(pick) = browser_ui(ui, &self.catalog, &current) {
                    self.requests.push(Request::Browser(pick));
                }
            }
            SidePanel::Why => {
                egui::ScrollArea::vertical()
                    .id_salt("snakescope.why.scroll")
                    .show(ui, |ui| {
                        why_panel_ui(ui, &mut self.state);
                        ui.separator();
                        egui::CollapsingHeader::new(RichText::new("Legend and overlays").strong())
                            .id_salt("snakescope.legend")
                            .default_open(true)
                            .show(ui, |ui| legend_ui(ui, &mut self.state.settings.overlays));
                    });
            }
            SidePanel::Stage => {
                egui::ScrollArea::vertical()
                    .id_salt("snakescope.stage.scroll")
                    .show(ui, |ui| self.stage_panel.ui(ui, &mut self.state));
            }
            SidePanel::Editor => {
                let Some(editor) = self.editor.as_mut() else {
                    return;
                };
                let request = egui::ScrollArea::vertical()
                    .id_salt("snakescope.editor.scroll")
                    .show(ui, |ui| editor_controls_ui(ui, editor))
                    .inner;
                if let Some(r) = request {
                    self.requests.push(Request::Editor(r));
                }
            }
        }
    }

    /// The windows over the panels: help, problems, prompts, and the drop target.
    fn overlays(&mut self, ctx: &egui::Context) {
        if self.help_open {
            self.help_open = keymap::help_overlay(ctx);
        }
        if let Some(error) = self.error.clone() {
            egui::Window::new("Problem")
                .collapsible(false)
                .resizable(false)
                .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
                .show(ctx, |ui| {
                    ui.colored_label(ui.visuals().error_fg_color, error);
                    if ui.button("Dismiss").clicked() {
                        self.error = None;
                    }
                });
        }
        if let Some(prompt) = &self.discard
            && let Some(choice) = prompt.ui(ctx)
        {
            self.requests.push(Request::Discard(choice));
        }
        if let Some(prompt) = &mut self.moment
            && let Some(choice) = prompt.ui(ctx)
        {
            self.requests.push(Request::Moment(choice));
        }
        if let Some(prompt) = &mut self.path_prompt
            && let Some(choice) = prompt.ui(ctx)
        {
            self.requests.push(Request::TypedPath(choice));
        }
        if ctx.input(|i| !i.raw.hovered_files.is_empty()) {
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::unique("snakescope.drop"),
            ));
            let screen = ctx.content_rect();
            painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(170));
            painter.text(
                screen.center(),
                egui::Align2::CENTER_CENTER,
                "Drop a .ron scenario file to open it",
                egui::FontId::proportional(28.0),
                egui::Color32::WHITE,
            );
        }
    }

    /// The window's title: the scenario on screen, and whether the draft is unsaved.
    fn window_title(&mut self, ctx: &egui::Context) {
        let on_screen = match (self.view, &self.editor) {
            (View::Edit, Some(e)) => format!("editing {}", e.title()),
            _ => self.state.origin().to_owned(),
        };
        let unsaved = if self.editor.as_ref().is_some_and(Editor::is_dirty) {
            " (draft unsaved)"
        } else {
            ""
        };
        let title = format!("snakescope: {on_screen}{unsaved}");
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// Files dropped on the window: the first is opened (a `.ron` file only).
    fn take_dropped_files(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_owned())
                .collect()
        });
        let Some(path) = dropped.into_iter().next() else {
            return;
        };
        if path
            .extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("ron"))
        {
            self.requests.push(Request::OpenPath(path));
        } else {
            self.error = Some(format!(
                "Could not open {}:
scenario files are RON files ending in .ron",
                path.display()
            ));
        }
    }

    /// Once the game just opened is recorded to its end, offers a jump to its death if it died.
    fn watch_for_death(&mut self) {
        if !self.death_watch || !self.state.recorded_to_end() {
            return;
        }
        self.death_watch = false;
        if matches!(
            self.state.recording().outcome(),
            Some(crate::rules::Outcome::Dead(_))
        ) {
            self.death_notice = Some(self.state.ticks().saturating_sub(1));
        }
    }

    /// The explainer: timelines, plots, the "why" and stage panels, and the board.
    fn explain_panels(&mut self, ui: &mut Ui) {
        Panel::bottom("snakescope.timelines").show(ui, |ui| {
            self.controls_style(ui);
            ui.add_space(4.0);
            game_timeline_ui(ui, &mut self.state);
            ui.add_space(4.0);
            decision_timeline_ui(ui, &mut self.state);
            ui.add_space(4.0);
        });
        // The plots show when switched on and there is room for them (or as the menu's
        // toggle last said).
        const PLOTS_HEIGHT: f32 = 140.0;
        let chrome = board_chrome(ui);
        let window = ui.ctx().content_rect().height();
        let board_beside_plots = ui.available_rect_before_wrap().height()
            - PLOTS_HEIGHT
            - chrome
            - layout::BOARD_MARGINS;
        let fits = board_beside_plots >= window * layout::PLOTS_BESIDE_BOARD_SHARE;
        if self.layout.show_plots(self.state.settings.show_plots, fits) {
            Panel::bottom("snakescope.plots")
                .resizable(true)
                .default_size(PLOTS_HEIGHT)
                .size_range(90.0..=(window * 0.3).clamp(90.0, 420.0))
                .show(ui, |ui| plots_ui(ui, &mut self.state));
        }
        let settings = &self.state.settings;
        let own: Vec<SidePanel> = [
            (settings.show_why_panel, SidePanel::Why),
            (settings.show_stage_panel, SidePanel::Stage),
        ]
        .into_iter()
        .filter_map(|(on, p)| on.then_some(p))
        .collect();
        // The status line and a caption of a usual length on one line each.
        let text_width = 36.0 * ui.style().text_styles[&egui::TextStyle::Body].size;
        self.side_columns(ui, &own, chrome, text_width);
        egui::CentralPanel::default().show(ui, |ui| self.board_area(ui));
    }

    fn keyboard(&mut self, ctx: &egui::Context) {
        if self.help_open {
            // The overlay is modal: only its own keys count.
            ctx.input_mut(|i| {
                if i.consume_shortcut(&keymap::HELP) {
                    self.help_open = false;
                }
            });
            return;
        }
        if self.discard.is_some() {
            // The prompt is modal: it must be answered first.
            return;
        }
        let explaining = self.view == View::Explain;
        for action in keymap::read_actions(ctx, explaining && self.state.is_manual()) {
            let s = &mut self.state;
            match action {
                Action::Open => self.requests.push(Request::Open),
                Action::Save => self.requests.push(Request::Save),
                Action::SaveAs => self.requests.push(Request::SaveAs),
                Action::Help => self.help_open = true,
                Action::Presenter => s.settings.presenter = !s.settings.presenter,
                // The game is not on screen in the editor.
                _ if !explaining => {}
                Action::PlayPause => s.toggle_play(),
                Action::StepBack => s.step_ticks(-1),
                Action::StepForward => s.step_ticks(1),
                Action::EventBack => s.step_events(-1),
                Action::EventForward => s.step_events(1),
                Action::Home => s.home(),
                Action::End => s.end(),
                Action::PrevMarker => {
                    s.prev_marker();
                }
                Action::NextMarker => {
                    s.next_marker();
                }
                Action::Faster => s.change_speed(true),
                Action::Slower => s.change_speed(false),
                Action::PickStage(stage) => s.pick_stage(stage),
                Action::Steer(dir) => {
                    s.steer(dir);
                }
            }
        }
    }

    /// The presenter's own controls (the menu bar, the timelines' buttons) keep their size in
    /// presenter mode: the class reads the board, the captions and the panels, and the rows
    /// of controls, grown by half, would take a third of the board's height on a projector.
    fn controls_style(&self, ui: &mut Ui) {
        if self.presenter_applied
            && let Some(base) = &self.base_style
        {
            let style = ui.style_mut();
            style.text_styles = base.text_styles.clone();
            style.spacing.interact_size = base.spacing.interact_size;
        }
    }

    /// Bigger text for projection, applied when the setting changes.
    fn apply_presenter(&mut self, ctx: &egui::Context) {
        let want = self.state.settings.presenter;
        if want == self.presenter_applied {
            return;
        }
        let base = self
            .base_style
            .get_or_insert_with(|| ctx.global_style())
            .clone();
        ctx.all_styles_mut(|style| {
            for (text_style, font) in style.text_styles.iter_mut() {
                if let Some(b) = base.text_styles.get(text_style) {
                    font.size = if want { b.size * 1.45 } else { b.size };
                }
            }
            style.spacing.interact_size = if want {
                base.spacing.interact_size * 1.3
            } else {
                base.spacing.interact_size
            };
        });
        self.presenter_applied = want;
    }

    fn menu_bar(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        // The bar wraps onto a second line in a narrow window rather than hide its end.
        egui::MenuBar::new().ui(ui, |ui| {
            ui.horizontal_wrapped(|ui| self.menu_items(ui, &ctx));
        });
    }

    /// The menu bar's contents: files, views, the game's menus and panels, help, status.
    fn menu_items(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        ui.strong("snakescope");
        ui.separator();
        ui.toggle_value(&mut self.state.settings.show_browser, "Scenarios")
            .on_hover_text("Show the scenario browser: the collection and the recent files");
        if ui
            .button("Open…")
            .on_hover_text(keymap::tip(
                ctx,
                "Open a scenario file (.ron); or drop one on the window",
                &keymap::OPEN,
            ))
            .clicked()
        {
            self.requests.push(Request::Open);
        }
        let editing = self.view == View::Edit;
        // The editor has its own Save and Save As, next to Play.
        if !editing
            && ui
                .button("Save as…")
                .on_hover_text(keymap::tip(
                    ctx,
                    "Save the scenario on screen (from its start) to a file",
                    &keymap::SAVE_AS,
                ))
                .clicked()
        {
            self.requests.push(Request::SaveAs);
        }
        // The exports are of the game on screen, which the editor hides.
        if !editing {
            self.export_menu(ui);
        }
        ui.separator();
        let dirty = self.editor.as_ref().is_some_and(Editor::is_dirty);
        if ui
            .add(egui::Button::selectable(!editing, "Explainer"))
            .on_hover_text("The game, its decisions and their searches")
            .clicked()
        {
            self.requests.push(Request::ShowExplainer);
        }
        let editor_label = if dirty { "Editor*" } else { "Editor" };
        if ui
            .add(egui::Button::selectable(editing, editor_label))
            .on_hover_text(if self.editor.is_some() {
                "The board editor, with its draft"
            } else {
                "Edit the scenario on screen in the board editor"
            })
            .clicked()
        {
            self.requests.push(Request::ShowEditor);
        }
        ui.separator();
        if !editing {
            self.game_menu(ui);
        }
        if ui
            .button("Help")
            .on_hover_text(keymap::tip(ctx, "Every keyboard shortcut", &keymap::HELP))
            .clicked()
        {
            self.help_open = true;
        }
        // Where the scenario came from (also the window's title), cut short or left out when the
        // line is full; the last file operation, cut short, wrapping only if it must.
        let origin = match (&self.editor, editing) {
            (Some(e), true) => e.origin().to_string(),
            _ => self.state.origin().to_string(),
        };
        if ui.available_size_before_wrap().x >= 80.0 {
            ui.separator();
            rest_of_line(ui, origin);
        }
        if let Some(status) = &self.status {
            rest_of_line(ui, format!("· {status}"));
        }
    }

    /// The "Export" menu: the game's ticks as CSV, the decision on screen as text.
    fn export_menu(&mut self, ui: &mut Ui) {
        ui.menu_button("Export", |ui| {
            if ui
                .button("Ticks as CSV…")
                .on_hover_text(format!(
                    "Write the {} ticks recorded so far to a CSV file, one row per tick",
                    self.state.ticks()
                ))
                .clicked()
            {
                self.requests.push(Request::Export(ExportKind::Ticks));
            }
            let tick = self.state.tick();
            if ui
                .add_enabled(
                    self.state.decision().is_some(),
                    egui::Button::new("This decision as text…"),
                )
                .on_hover_text(format!(
                    "Write the board at tick {tick} and why the solver moved as it did to a \
                     text file"
                ))
                .on_disabled_hover_text(format!("There is no decision at tick {tick}"))
                .clicked()
            {
                self.requests.push(Request::Export(ExportKind::Decision));
            }
        });
    }

    /// The explainer's part of the menu bar: examples, solver, restart, panels, presenter.
    fn game_menu(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        ui.menu_button("Examples", |ui| {
            for e in examples::all() {
                if ui.button(e.title).clicked() {
                    self.open(e.scenario, e.title.to_string());
                    self.played_path = None;
                }
            }
        });
        let current = self.state.kind();
        let mut picked = None;
        egui::ComboBox::new("snakescope.solver", "Solver")
            .selected_text(current.name())
            .show_ui(ui, |ui| {
                for kind in SolverKind::ALL {
                    let same = std::mem::discriminant(&kind) == std::mem::discriminant(&current);
                    if ui.selectable_label(same, kind.name()).clicked() && !same {
                        picked = Some(kind);
                    }
                }
            });
        if let Some(kind) = picked {
            let scenario = Scenario {
                solver: kind,
                ..self.state.scenario().clone()
            };
            self.open(scenario, self.state.origin().to_string());
        }
        if ui
            .button("Restart")
            .on_hover_text("Record the scenario again from its start")
            .clicked()
        {
            self.open(
                self.state.scenario().clone(),
                self.state.origin().to_string(),
            );
        }
        ui.separator();
        let mut plots = self.layout.plots_shown();
        if ui
            .toggle_value(&mut plots, "Plots")
            .on_hover_text(
                "Show the plots (in a short window they fold away by themselves, to leave the \
                 board its room)",
            )
            .changed()
        {
            self.state.settings.show_plots = plots;
            self.layout.set_plots_open(plots);
        }
        let s = &mut self.state.settings;
        ui.toggle_value(&mut s.show_why_panel, "Why")
            .on_hover_text("Show the \"why this move\" panel");
        ui.toggle_value(&mut s.show_stage_panel, "Stage")
            .on_hover_text("Show the stage panel");
        ui.toggle_value(&mut s.presenter, "Presenter")
            .on_hover_text(keymap::tip(
                &ctx,
                "Bigger fonts for projection",
                &keymap::PRESENTER,
            ));
    }

    /// The notice offering a jump to the death of the game just opened.
    fn death_notice_ui(&mut self, ui: &mut Ui) {
        let Some(fatal) = self.death_notice else {
            return;
        };
        let colour = palette::marker(crate::explain::MarkerKind::Death);
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(1.5, colour))
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.colored_label(
                        colour,
                        format!("This game ends in death: the fatal move is at tick {fatal}."),
                    );
                    if ui
                        .button("Jump to the death")
                        .on_hover_text(format!(
                            "Go to tick {fatal}: the board just before the fatal move, and the \
                             decision that made it"
                        ))
                        .clicked()
                    {
                        self.state.set_tick(fatal);
                        if self.state.playing() {
                            self.state.toggle_play();
                        }
                        self.death_notice = None;
                    }
                    if ui.small_button("Not now").clicked() {
                        self.death_notice = None;
                    }
                });
            });
    }

    fn board_area(&mut self, ui: &mut Ui) {
        self.death_notice_ui(ui);
        let state = &self.state;
        let game = state.game();
        // One line whatever the width, so that the board keeps its height: the details are cut
        // short in a narrow window (all of them on hover), "Save this moment" stays.
        let (_, save) = egui::Sides::new().shrink_left().truncate().show(
            ui,
            |ui| {
                let of = if state.recorded_to_end() || state.is_manual() {
                    format!("Tick {} of {}", state.tick(), state.ticks())
                } else {
                    format!("Tick {} of {}+", state.tick(), state.ticks())
                };
                ui.label(RichText::new(of).strong());
                if let Some(o) = game.outcome() {
                    ui.label(RichText::new(format!("· {o}")).strong());
                }
                let snake = game.snake();
                let food = game
                    .food()
                    .map_or("no food".to_string(), |f| format!("food {f}"));
                ui.label(format!(
                    "{} on {} · length {} · head {} heading {} · {food}",
                    state.kind().name(),
                    game.grid(),
                    snake.len(),
                    snake.head(),
                    snake.heading(),
                ));
            },
            |ui| {
                ui.small_button("Save this moment…")
                    .on_hover_text(format!(
                        "Save the board at tick {} (snake, food, rules, solver) as a new scenario",
                        state.tick()
                    ))
                    .clicked()
            },
        );
        if save {
            self.requests.push(Request::TakeMoment);
        }
        if let Ok(replay) = state.replay() {
            caption_ui(ui, replay);
        }
        let replay = state.replay().ok();
        let ghost = state.ghost();

        let own = matches!(
            replay.map(|r| r.origin()),
            Some(ReplayOrigin::OwnBoard { .. })
        );
        let sandbox = if own { state.sandbox() } else { (None, None) };
        let hint = if own {
            "Click a cell: target. Right-click: start (shortest and longest path)."
        } else {
            "Hover a cell to see what is known about it."
        };
        let space = ui.available_size()
            - egui::vec2(0.0, ui.text_style_height(&egui::TextStyle::Small) + 6.0);
        let (rect, response) =
            ui.allocate_exact_size(space.max(egui::vec2(40.0, 40.0)), Sense::click());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, "Board"));
        let geo = super::board::BoardGeometry::fit(rect, game.grid());
        let hovered = response.hover_pos().and_then(|p| geo.cell_at(p));
        let scene = BoardScene {
            game,
            frame: replay.map(|r| r.frame()),
            cycle: state.shown_cycle().filter(|_| {
                state.settings.overlays.shows(Layer::Cycle)
                    || state.settings.overlays.shows(Layer::CycleIndex)
            }),
            ghost: ghost.as_deref(),
            overlays: &state.settings.overlays,
            sandbox,
            hovered,
        };
        let painter = ui.painter_at(rect);
        self.board.paint(&painter, rect, &scene);
        self.layout.set_board(Some(geo.rect()));
        if let Some(p) = hovered {
            let facts = cell_facts(game, replay, state.shown_cycle(), ghost.as_deref(), p);
            response.clone().on_hover_ui_at_pointer(|ui| {
                // Wide enough for a sentence per line, wherever the pointer is.
                ui.set_min_width(260.0);
                for (i, f) in facts.iter().enumerate() {
                    if i == 0 {
                        ui.strong(f);
                    } else {
                        ui.label(f);
                    }
                }
            });
        }
        ui.small(hint);
        let clicked = response
            .clicked()
            .then(|| response.interact_pointer_pos())
            .flatten();
        let right = response
            .secondary_clicked()
            .then(|| response.interact_pointer_pos())
            .flatten();
        if own {
            let cell = |p: Option<egui::Pos2>| -> Option<Pos> { p.and_then(|p| geo.cell_at(p)) };
            let (start, target) = self.state.sandbox();
            if let Some(c) = cell(clicked) {
                self.state.set_sandbox(start, Some(c));
            } else if let Some(c) = cell(right) {
                self.state.set_sandbox(Some(c), target);
            }
        }
    }
}

/// Weak text in a wrapping line, cut short to what is left of the line (all of it on hover)
/// rather than start a line of its own.
fn rest_of_line(ui: &mut Ui, text: String) {
    let text = egui::WidgetText::from(RichText::new(text).weak());
    let natural = text
        .clone()
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x;
    let rest = ui.available_size_before_wrap().x.max(48.0);
    let size = egui::vec2(natural.min(rest), ui.spacing().interact_size.y);
    ui.allocate_ui(size, |ui| ui.add(egui::Label::new(text).truncate()));
}

/// The height of what the central panel shows above and below the board, margins included:
/// the status line, the caption of the stage's event (a larger font in a frame) and the hint.
/// An estimate from the fonts, so that the layout does not chase its own wrapping.
fn board_chrome(ui: &Ui) -> f32 {
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let small = ui.text_style_height(&egui::TextStyle::Small);
    let spacing = ui.spacing().item_spacing.y;
    let status = ui.spacing().interact_size.y.max(body);
    let caption = body * 1.25 + 14.0;
    status + caption + small + 6.0 + 3.0 * spacing
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
