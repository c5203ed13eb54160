//! The app struct: its panels, the keyboard, presenter mode, and the eframe glue (settings
//! saved through eframe's persistence).

use super::board::{BoardPainter, BoardScene};
use super::decision_timeline::decision_timeline_ui;
use super::examples;
use super::game_timeline::game_timeline_ui;
use super::keymap::{self, Action};
use super::overlays::{cell_facts, legend_ui};
use super::plots::plots_ui;
use super::replay::ReplayOrigin;
use super::settings::{Layer, Settings};
use super::stage_panel::{StagePanel, caption_ui};
use super::state::AppState;
use super::why_panel::why_panel_ui;
use crate::algo::Stage;
use crate::rules::Pos;
use crate::scenario::Scenario;
use crate::solver::SolverKind;
use egui::{Panel, RichText, Sense, Ui};
use std::path::Path;

/// What the app opens on.
#[derive(Clone, Debug)]
pub struct Startup {
    /// The scenario.
    pub scenario: Scenario,
    /// Where it came from, for titles and messages.
    pub origin: String,
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

/// The explainer app.
pub struct ExplainerApp {
    state: AppState,
    board: BoardPainter,
    stage_panel: StagePanel,
    help_open: bool,
    error: Option<String>,
    base_style: Option<std::sync::Arc<egui::Style>>,
    presenter_applied: bool,
    last_time: Option<f64>,
}

impl ExplainerApp {
    /// The app as eframe creates it, with the settings saved last time.
    pub fn new(cc: &eframe::CreationContext<'_>, startup: Startup) -> ExplainerApp {
        let settings = cc
            .storage
            .and_then(|s| eframe::get_value::<Settings>(s, Settings::KEY))
            .unwrap_or_default();
        ExplainerApp::with_settings(startup, settings)
    }

    /// The app with the given settings (tests build it this way, without eframe).
    pub fn with_settings(startup: Startup, settings: Settings) -> ExplainerApp {
        let mut error = startup.error;
        let state = match AppState::new(startup.scenario, startup.origin, settings.clone()) {
            Ok(s) => s,
            Err(e) => {
                error = Some(e);
                let first = examples::all().remove(0);
                AppState::new(first.scenario, first.title, settings)
                    .expect("the default scenario plays")
            }
        };
        let mut app = ExplainerApp {
            state,
            board: BoardPainter::default(),
            stage_panel: StagePanel::default(),
            help_open: false,
            error,
            base_style: None,
            presenter_applied: false,
            last_time: None,
        };
        if startup.autoplay {
            app.start_demo();
        }
        app
    }

    /// The game and everything on screen.
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// The game and everything on screen, to change.
    pub fn state_mut(&mut self) -> &mut AppState {
        &mut self.state
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

    /// Opens another scenario; on failure keeps the current one and says why.
    fn open(&mut self, scenario: Scenario, origin: String) {
        match AppState::new(scenario, origin, self.state.settings.clone()) {
            Ok(s) => {
                let stage = self.state.stage();
                self.state = s;
                self.state.pick_stage(stage);
                self.error = None;
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// The whole app, in the space of `ui`.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.keyboard(&ctx);
        let now = ctx.input(|i| i.time);
        let dt = self.last_time.map_or(0.0, |t| (now - t).clamp(0.0, 0.25));
        self.last_time = Some(now);
        if self.state.advance_time(dt) {
            ctx.request_repaint();
        }
        self.apply_presenter(&ctx);

        Panel::top("snakescope.menu").show(ui, |ui| self.menu_bar(ui));
        Panel::bottom("snakescope.timelines").show(ui, |ui| {
            ui.add_space(4.0);
            game_timeline_ui(ui, &mut self.state);
            ui.add_space(4.0);
            decision_timeline_ui(ui, &mut self.state);
            ui.add_space(4.0);
        });
        if self.state.settings.show_plots {
            Panel::bottom("snakescope.plots")
                .resizable(true)
                .default_size(140.0)
                .size_range(90.0..=420.0)
                .show(ui, |ui| plots_ui(ui, &mut self.state));
        }
        if self.state.settings.show_why_panel {
            Panel::left("snakescope.why")
                .resizable(true)
                .default_size(290.0)
                .size_range(220.0..=440.0)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("snakescope.why.scroll")
                        .show(ui, |ui| {
                            why_panel_ui(ui, &mut self.state);
                            ui.separator();
                            egui::CollapsingHeader::new(
                                RichText::new("Legend and overlays").strong(),
                            )
                            .id_salt("snakescope.legend")
                            .default_open(true)
                            .show(ui, |ui| legend_ui(ui, &mut self.state.settings.overlays));
                        });
                });
        }
        if self.state.settings.show_stage_panel {
            Panel::right("snakescope.stage")
                .resizable(true)
                .default_size(380.0)
                .size_range(280.0..=480.0)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("snakescope.stage.scroll")
                        .show(ui, |ui| self.stage_panel.ui(ui, &mut self.state));
                });
        }
        egui::CentralPanel::default().show(ui, |ui| self.board_area(ui));

        if self.help_open {
            self.help_open = keymap::help_overlay(&ctx);
        }
        if let Some(error) = self.error.clone() {
            egui::Window::new("Problem")
                .collapsible(false)
                .resizable(false)
                .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
                .show(&ctx, |ui| {
                    ui.colored_label(ui.visuals().error_fg_color, error);
                    if ui.button("Dismiss").clicked() {
                        self.error = None;
                    }
                });
        }
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
        for action in keymap::read_actions(ctx, self.state.is_manual()) {
            let s = &mut self.state;
            match action {
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
                Action::Help => self.help_open = true,
                Action::Presenter => s.settings.presenter = !s.settings.presenter,
                Action::PickStage(stage) => s.pick_stage(stage),
                Action::Steer(dir) => {
                    s.steer(dir);
                }
            }
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
        egui::MenuBar::new().ui(ui, |ui| {
            ui.strong("snakescope");
            ui.separator();
            if ui
                .button("Open…")
                .on_hover_text("Open a scenario file (.ron)")
                .clicked()
                && let Some(path) = rfd::FileDialog::new()
                    .add_filter("scenario", &["ron"])
                    .pick_file()
            {
                match crate::scenario::load(&path) {
                    Ok(s) => self.open(s, path.display().to_string()),
                    Err(e) => self.error = Some(format!("Could not open {}:\n{e}", path.display())),
                }
            }
            ui.menu_button("Examples", |ui| {
                for e in examples::all() {
                    if ui.button(e.title).clicked() {
                        self.open(e.scenario, e.title.to_string());
                    }
                }
            });
            let current = self.state.kind();
            let mut picked = None;
            egui::ComboBox::new("snakescope.solver", "Solver")
                .selected_text(current.name())
                .show_ui(ui, |ui| {
                    for kind in SolverKind::ALL {
                        let same =
                            std::mem::discriminant(&kind) == std::mem::discriminant(&current);
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
            let s = &mut self.state.settings;
            ui.toggle_value(&mut s.show_why_panel, "Why")
                .on_hover_text("Show the \"why this move\" panel");
            ui.toggle_value(&mut s.show_stage_panel, "Stage")
                .on_hover_text("Show the stage panel");
            ui.toggle_value(&mut s.show_plots, "Plots")
                .on_hover_text("Show the plots");
            ui.toggle_value(&mut s.presenter, "Presenter")
                .on_hover_text(keymap::tip(
                    &ctx,
                    "Bigger fonts for projection",
                    &keymap::PRESENTER,
                ));
            if ui
                .button("Help")
                .on_hover_text(keymap::tip(&ctx, "Every keyboard shortcut", &keymap::HELP))
                .clicked()
            {
                self.help_open = true;
            }
            ui.separator();
            ui.weak(self.state.origin().to_string());
        });
    }

    fn board_area(&mut self, ui: &mut Ui) {
        let state = &self.state;
        let game = state.game();
        ui.horizontal_wrapped(|ui| {
            let of = if state.recorded_to_end() || state.is_manual() {
                format!("Tick {} of {}", state.tick(), state.ticks())
            } else {
                format!("Tick {} of {}+", state.tick(), state.ticks())
            };
            ui.label(RichText::new(of).strong());
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
            if let Some(o) = game.outcome() {
                ui.label(RichText::new(format!("· {o}")).strong());
            }
        });
        if let Ok(replay) = state.replay() {
            caption_ui(ui, replay);
        }
        let replay = state.replay().ok();
        let ghost = match (state.decision(), replay.map(|r| r.origin())) {
            (Some(d), Some(ReplayOrigin::Decision { .. })) => d.ghost(game),
            _ => None,
        };
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
            cycle: state.cycle().filter(|_| {
                state.settings.overlays.shows(Layer::Cycle)
                    || state.settings.overlays.shows(Layer::CycleIndex)
            }),
            ghost: ghost.as_ref(),
            overlays: &state.settings.overlays,
            sandbox,
            hovered,
        };
        let painter = ui.painter_at(rect);
        self.board.paint(&painter, rect, &scene);
        if let Some(p) = hovered {
            let facts = cell_facts(game, replay, state.cycle(), ghost.as_ref(), p);
            response.clone().on_hover_ui_at_pointer(|ui| {
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

impl eframe::App for ExplainerApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, Settings::KEY, &self.state.settings);
    }
}
