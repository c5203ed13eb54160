//! The menu bar: files, the two views, the game's menus (examples, solver, restart, panels,
//! presenter view, quiz), help, and where the scenario came from. It asks for what it wants with
//! [`Request`]s; every opening it asks for is a [`Request::Play`].

use super::presenter::panel_switch;
use super::solver_prompt::{Outside, SolverPrompt, remember};
use crate::app::command::ExportKind;
use crate::app::files::{Request, View, Workspace};
use crate::app::keymap;
use crate::app::layout::{Layout, SidePanel};
use crate::app::lesson::{LessonPlay, LessonSource};
use crate::app::quiz::Quiz;
use crate::app::scenarios::Opening;
use crate::app::settings::Settings;
use crate::app::state::AppState;
use crate::picture::format::PictureFormat;
use crate::session::document::shown_name;
use crate::solver::SolverKind;
use egui::{RichText, Ui};

/// What the menu bar reads and changes.
pub struct MenuBar<'a> {
    /// The game on screen, and the settings the toggles change.
    pub state: &'a mut AppState,
    /// The view on screen, the draft, the file played and the last file operation.
    pub workspace: &'a Workspace,
    /// Whether the plots are on screen.
    pub layout: &'a mut Layout,
    /// The quiz, started and ended from the menu.
    pub quiz: &'a mut Quiz,
    /// Whether the help overlay is open.
    pub help_open: &'a mut bool,
    /// What the menu asks for, carried out at the frame's end.
    pub requests: &'a mut Vec<Request>,
    /// The prompt for a solver outside snakescope, while open.
    pub solver_prompt: &'a mut Option<SolverPrompt>,
    /// Why a quiz could not start, shown as the problem on screen.
    pub error: &'a mut Option<String>,
}

impl MenuBar<'_> {
    /// The bar, wrapping onto a second line in a narrow window rather than hide its end.
    pub fn ui(mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.horizontal_wrapped(|ui| self.items(ui));
        });
    }

    /// The menu bar's contents: files, views, the game's menus and panels, help, status.
    fn items(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        // Presenter view keeps the bar to one line on a projector: the window's title names
        // the app.
        if !self.state.settings.presenter {
            ui.strong(tr!("snakescope"));
            ui.separator();
        }
        panel_toggle(
            ui,
            &mut self.state.settings,
            SidePanel::Browser,
            &tr!("Show the scenario browser: the collection and the recent files"),
        );
        if ui
            .button(tr!("Open…"))
            .on_hover_text(keymap::tip(
                &ctx,
                tr!("Open a scenario file (.ron); or drop one on the window"),
                &keymap::OPEN,
            ))
            .clicked()
        {
            self.requests.push(Request::Open);
        }
        let editing = self.workspace.view() == View::Edit;
        // The editor has its own Save and Save As, next to Play.
        if !editing
            && ui
                .button(tr!("Save as…"))
                .on_hover_text(keymap::tip(
                    &ctx,
                    tr!("Save the scenario on screen (from its start) to a file"),
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
        self.views(ui, editing);
        ui.separator();
        if !editing {
            self.game_menu(ui);
        }
        self.settings_menu(ui);
        if ui
            .button(tr!("Help"))
            .on_hover_text(keymap::tip(
                &ctx,
                tr!("Every keyboard shortcut"),
                &keymap::HELP,
            ))
            .clicked()
        {
            *self.help_open = true;
        }
        // Where the scenario came from (also the window's title), cut short or left out when
        // the line is full; the last file operation, cut short, wrapping only if it must.
        let origin = self
            .workspace
            .origin_on_screen(self.state.origin())
            .to_owned();
        if ui.available_size_before_wrap().x >= 80.0 {
            ui.separator();
            rest_of_line(ui, origin);
        }
        if let Some(status) = self.workspace.status() {
            rest_of_line(ui, format!("· {status}"));
        }
    }

    /// The "Settings" menu: how the game plays and what the board draws, kept across runs.
    fn settings_menu(&mut self, ui: &mut Ui) {
        let settings = &mut self.state.settings;
        ui.menu_button(tr!("Settings"), |ui| {
            ui.checkbox(&mut settings.animate_steps, tr!("Animate each step"))
                .on_hover_text(tr!(
                    "A step forward (Right) and playing the game (Space) play each decision's \
                     events before moving on: the pace of a class following every search"
                ));
            ui.checkbox(
                &mut settings.held_cycle_while_building,
                tr!("Draw the cycle the solver holds while a cycle is built"),
            )
            .on_hover_text(tr!(
                "Off: a stage that builds a cycle shows only what it has built so far, so the \
                 answer is not on screen before the question"
            ));
            ui.separator();
            crate::app::settings::board::board_menu_ui(ui, settings);
            ui.separator();
            crate::app::settings::language::language_menu_ui(ui, settings);
        });
    }

    /// The two views: the explainer and the editor (starred while its draft is unsaved).
    fn views(&mut self, ui: &mut Ui, editing: bool) {
        let editor = self.workspace.editor();
        if ui
            .add(egui::Button::selectable(!editing, tr!("Explainer")))
            .on_hover_text(tr!("The game, its decisions and their searches"))
            .clicked()
        {
            self.requests.push(Request::ShowExplainer);
        }
        let dirty = editor.is_some_and(|e| e.is_dirty());
        let label = if dirty { tr!("Editor*") } else { tr!("Editor") };
        if ui
            .add(egui::Button::selectable(editing, label))
            .on_hover_text(if editor.is_some() {
                tr!("The board editor, with its draft")
            } else {
                tr!("Edit the scenario on screen in the board editor")
            })
            .clicked()
        {
            self.requests.push(Request::ShowEditor);
        }
    }

    /// The "Export" menu: the game's ticks as CSV, the decision on screen as text, the game
    /// itself as a file.
    fn export_menu(&mut self, ui: &mut Ui) {
        ui.menu_button(tr!("Export"), |ui| {
            if ui
                .button(tr!("Ticks as CSV…"))
                .on_hover_text(tr!(
                    "Write the {ticks} ticks recorded so far to a CSV file, one row per tick",
                    ticks = self.state.ticks()
                ))
                .clicked()
            {
                self.requests.push(Request::Export(ExportKind::Ticks));
            }
            let tick = self.state.tick();
            if ui
                .add_enabled(
                    self.state.decision().is_some(),
                    egui::Button::new(tr!("This decision as text…")),
                )
                .on_hover_text(tr!(
                    "Write the board at tick {tick} and why the solver moved as it did to a \
                     text file",
                    tick = tick
                ))
                .on_disabled_hover_text(tr!("There is no decision at tick {tick}", tick = tick))
                .clicked()
            {
                self.requests.push(Request::Export(ExportKind::Decision));
            }
            ui.separator();
            if ui
                .button(tr!("Save the game…"))
                .on_hover_text(tr!(
                    "Save the game recorded so far ({ticks} ticks) to open again later at tick \
                     {tick}: its scenario, moves and food, and a program's answers and trace, so \
                     that it steps through without the program",
                    ticks = self.state.ticks(),
                    tick = self.state.tick()
                ))
                .clicked()
            {
                self.requests.push(Request::Export(ExportKind::Game));
            }
            if ui
                .add_enabled(
                    !cfg!(target_arch = "wasm32"),
                    egui::Button::new(tr!("Add this moment to a lesson…")),
                )
                .on_hover_text(tr!(
                    "Add the scenario, tick, stage and events on screen as the next step of a \
                     lesson file (a new file starts a lesson); then write the step's narration \
                     in it"
                ))
                .on_disabled_hover_text(tr!(
                    "A web page cannot add to a file: prepare lessons in the desktop app."
                ))
                .clicked()
            {
                self.requests.push(Request::Export(ExportKind::LessonStep));
            }
            self.picture_items(ui);
        });
    }

    /// The Export menu's pictures: the board as PNG or SVG, an animation as GIF.
    fn picture_items(&mut self, ui: &mut Ui) {
        let items = [
            (
                PictureFormat::Png,
                tr!("Board as PNG…"),
                tr!("A picture of the board as shown"),
            ),
            (
                PictureFormat::Svg,
                tr!("Board as SVG…"),
                tr!("The board as vector graphics, for slides that scale it"),
            ),
            (
                PictureFormat::Gif,
                tr!("Animation as GIF…"),
                tr!("Every event of the stage, or a range of ticks, with the captions burnt in"),
            ),
        ];
        for (format, label, tip) in items {
            if ui.button(label).on_hover_text(tip).clicked() {
                self.requests
                    .push(Request::Export(ExportKind::Picture(format)));
            }
        }
    }

    /// The lessons built in, those in the language in use first.
    fn lessons_menu(&mut self, ui: &mut Ui) {
        let code = crate::words::language().code();
        let mut lessons = LessonPlay::built_in();
        lessons.sort_by_key(|(_, _, language)| language != code);
        for (name, title, language) in lessons {
            if ui
                .button(format!("{title} ({language})"))
                .on_hover_text(tr!(
                    "A prepared walk through the algorithms, step by step (PageDown and PageUp \
                     go through it)"
                ))
                .clicked()
            {
                self.requests
                    .push(Request::PlayLesson(LessonSource::BuiltIn(name.to_owned())));
            }
        }
    }

    /// The explainer's part of the menu bar: examples, solver, restart, panels, presenter.
    fn game_menu(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        ui.menu_button(tr!("Examples"), |ui| {
            for entry in &self.workspace.catalog().examples {
                if ui.button(entry.title()).clicked()
                    && let Ok(opening) = entry.opening()
                {
                    self.requests.push(Request::Play(opening));
                }
            }
            ui.separator();
            ui.menu_button(tr!("Lessons"), |ui| self.lessons_menu(ui));
        });
        self.solver_menu(ui, &ctx);
        if ui
            .button(tr!("Restart"))
            .on_hover_text(tr!("Record the scenario again from its start"))
            .clicked()
        {
            self.requests.push(Request::Play(self.game_again()));
        }
        self.view_toggles(ui, &ctx);
    }

    /// The solver menu: the built-in solvers, a program or a bot of the user's (a prompt asks
    /// which); a pick plays the scenario again with it.
    fn solver_menu(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        let current = self.state.kind();
        let mut picked = None;
        let mut outside = None;
        egui::ComboBox::new("snakescope.solver", tr!("Solver"))
            .selected_text(self.state.document().solver_name())
            .show_ui(ui, |ui| {
                let all = SolverKind::all();
                // A solver with options of its own stands first, chosen: every other entry
                // (its defaults among them) plays differently.
                if !all.contains(&current) && !matches!(current, SolverKind::External(_)) {
                    let _ = ui.selectable_label(true, shown_name(&current));
                }
                for kind in all {
                    let same = kind == current;
                    if ui.selectable_label(same, kind.name()).clicked() && !same {
                        picked = Some(kind);
                    }
                }
                ui.separator();
                if cfg!(target_arch = "wasm32") {
                    ui.weak(tr!("External programs and bots: desktop only"))
                        .on_hover_text(in_a_page_no_programs());
                } else if ui
                    .selectable_label(false, tr!("External program…"))
                    .on_hover_text(tr!("A solver of yours, in any language (docs/PROTOCOL.md)"))
                    .clicked()
                {
                    outside = Some(Outside::Program);
                }
                if !cfg!(target_arch = "wasm32")
                    && ui
                        .selectable_label(false, tr!("Battlesnake bot…"))
                        .on_hover_text(tr!(
                            "A running Battlesnake server, played solo over its API"
                        ))
                        .clicked()
                {
                    outside = Some(Outside::Bot);
                }
            });
        if let Some(what) = outside {
            *self.solver_prompt =
                Some(SolverPrompt::new(what, &self.state.settings.recent_solvers));
        }
        if let Some(prompt) = self.solver_prompt
            && let Some(answer) = prompt.ui(ctx, &self.state.settings.recent_solvers)
        {
            if answer.is_some() {
                remember(&mut self.state.settings.recent_solvers, prompt.remembered());
            }
            picked = picked.or(answer);
            *self.solver_prompt = None;
        }
        if let Some(kind) = picked {
            let mut opening = self.game_again();
            opening.scenario.solver = kind;
            self.requests.push(Request::Play(opening));
        }
    }

    /// The toggles of what is shown: the plots, the side panels, presenter view (and there,
    /// the quiz).
    fn view_toggles(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        ui.separator();
        let mut plots = self.layout.plots_shown();
        // Presenter view has no plots: the board takes the window's height.
        if !self.state.settings.presenter
            && ui
                .toggle_value(&mut plots, tr!("Plots"))
                .on_hover_text(tr!(
                    "Show the plots (in a short window they fold away by themselves, to leave \
                     the board its room)"
                ))
                .changed()
        {
            self.state.settings.show_plots = plots;
            self.layout.set_plots_open(plots);
        }
        let s = &mut self.state.settings;
        panel_toggle(
            ui,
            s,
            SidePanel::Why,
            &tr!("Show the \"why this move\" panel"),
        );
        panel_toggle(ui, s, SidePanel::Stage, &tr!("Show the stage panel"));
        let debugger = keymap::tip(
            ctx,
            tr!(
                "Show the debugger: breakpoints, a comparison with another solver, taking the \
                 game over. Run to the next breakpoint"
            ),
            &keymap::RUN_TO_BREAKPOINT,
        );
        if !s.presenter {
            panel_toggle(ui, s, SidePanel::Debugger, &debugger);
        }
        ui.toggle_value(&mut s.presenter, tr!("Presenter"))
            .on_hover_text(keymap::tip(
                ctx,
                tr!(
                    "Presenter view: the board fills the window's height, the caption above it \
                     in large type, the panels put away (each comes back with its key)"
                ),
                &keymap::PRESENTER,
            ));
        // In the usual view the quiz starts from the line above the board; presenter view
        // has no such line, and room here where the plots' toggle was.
        if self.state.settings.presenter {
            quiz_toggle(ui, self.quiz, self.state, self.error);
        }
    }

    /// The game on screen, to open again from its start (from its file, if it came from one).
    fn game_again(&self) -> Opening {
        Opening {
            scenario: self.state.scenario().clone(),
            origin: self.state.origin().to_owned(),
            path: self.workspace.played_path().map(ToOwned::to_owned),
        }
    }
}

/// The quiz's toggle: starts a quiz on the game on screen, or ends the one under way (`error`
/// says why a quiz cannot start).
pub fn quiz_toggle(ui: &mut Ui, quiz: &mut Quiz, state: &mut AppState, error: &mut Option<String>) {
    let mut running = quiz.is_running();
    if ui
        .toggle_value(&mut running, tr!("Quiz"))
        .on_hover_text(keymap::tip(
            ui.ctx(),
            tr!(
                "Predict the move: at each decision (or the scenario's quiz ticks) the game \
                 pauses and the class picks the cell the head will move to"
            ),
            &keymap::QUIZ,
        ))
        .clicked()
    {
        if quiz.is_running() {
            quiz.stop(state);
        } else if let Err(why) = quiz.start(state) {
            *error = Some(why);
        }
    }
}

/// The toggle of `panel` beside the board, in the view on screen (presenter view recalls its
/// own), with its key in the tooltip.
fn panel_toggle(ui: &mut Ui, settings: &mut Settings, panel: SidePanel, words: &str) {
    let ctx = ui.ctx().clone();
    let label = match panel {
        SidePanel::Why => tr!("Why"),
        SidePanel::Stage => tr!("Stage"),
        _ => panel.title(),
    };
    let tip = match keymap::panel_shortcut(panel) {
        Some(sc) => keymap::tip(&ctx, words, &sc),
        None => words.to_owned(),
    };
    if let Some(on) = panel_switch(settings, panel) {
        ui.toggle_value(on, label).on_hover_text(tip);
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

/// Why the solver menu of a web page offers no solver outside snakescope.
fn in_a_page_no_programs() -> String {
    tr!(
        "A web page cannot start a program, nor reach a Battlesnake bot on another site that \
         does not allow it: use the desktop app for these"
    )
}
