//! The menu bar: files, the two views, the game's menus (examples, solver, restart, panels,
//! presenter view, quiz), help, and where the scenario came from. It reads what it shows and
//! asks for every change with a [`Command`].

use super::presenter::panel_shown;
use super::solver_prompt::{Outside, SolverPrompt};
use crate::command::files::{ExportKind, Request};
use crate::command::lesson::LessonSource;
use crate::command::race::RaceCommand;
use crate::command::{Command, Commands};
use crate::files::{FileDesk, View};
use crate::layout::{Layout, SidePanel};
use crate::quiz::Quiz;
use crate::settings::Settings;
use crate::shortcuts;
use crate::state::AppState;
use egui::{RichText, Ui};
use snakescope_core::session::document::shown_name;
use snakescope_core::solver::{GreedyOptions, SolverKind};
use snakescope_core::stages::Search;
use snakescope_picture::format::PictureFormat;

/// Below this width (in points) the menu bar folds into one menu.
pub const FOLDED_BELOW: f32 = 600.0;

/// Below this width (in points) presenter view folds the menu bar into one menu: on an
/// 800x600 projector it would take two rows from the board.
pub const PRESENTER_FOLDED_BELOW: f32 = 900.0;

/// What the menu bar reads, and where it sends what it asks for.
pub struct MenuBar<'a> {
    /// The game on screen, and the settings the toggles show.
    pub state: &'a AppState,
    /// The view on screen, the draft, the file played and the last file operation.
    pub desk: &'a FileDesk,
    /// Whether the plots are on screen.
    pub layout: &'a Layout,
    /// Whether a quiz is under way.
    pub quiz: &'a Quiz,
    /// Whether the race view is on screen.
    pub race_open: bool,
    /// The prompt for a solver outside snakescope, while open (the menu's own window).
    pub solver_prompt: &'a mut Option<SolverPrompt>,
    /// What the menu asks for, carried out at the frame's end.
    pub commands: &'a mut Commands,
}

impl MenuBar<'_> {
    /// The bar, wrapping onto a second line in a narrow window rather than hide its end.
    pub fn ui(mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            let fold_below = if self.state.settings().presenter {
                PRESENTER_FOLDED_BELOW
            } else {
                FOLDED_BELOW
            };
            if ui.available_width() < fold_below {
                // A phone, or presenter view on a small projector: one menu holds the bar,
                // which would wrap onto two to four rows above the board.
                let menu = egui::Button::new(tr!("Menu")).min_size(crate::touch::target(ui));
                egui::containers::menu::MenuButton::from_button(menu).ui(ui, |ui| self.items(ui));
                let origin = crate::scenarios::names::shown_origin(
                    self.desk.origin_on_screen(self.state.origin()),
                );
                rest_of_line(ui, origin);
                return;
            }
            ui.horizontal_wrapped(|ui| self.items(ui));
        });
    }

    /// The menu bar's contents: files, views, the game's menus and panels, help, status.
    fn items(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        // Presenter view keeps the bar to one line on a projector: the window's title names
        // the app.
        if !self.state.settings().presenter {
            ui.strong(tr!("snakescope"));
            ui.separator();
        }
        panel_toggle(
            ui,
            self.state.settings(),
            SidePanel::Browser,
            &tr!("Show the scenario browser: the collection and the recent files"),
            self.commands,
        );
        if ui
            .button(tr!("Open…"))
            .on_hover_text(shortcuts::tip(
                &ctx,
                tr!("Open a scenario file (.ron); or drop one on the window"),
                &shortcuts::OPEN,
            ))
            .clicked()
        {
            self.commands.send(Command::Open);
        }
        let editing = self.desk.view() == View::Edit;
        // The editor has its own Save and Save As, next to Play.
        if !editing
            && ui
                .button(tr!("Save as…"))
                .on_hover_text(shortcuts::tip(
                    &ctx,
                    tr!("Save the scenario on screen (from its start) to a file"),
                    &shortcuts::SAVE_AS,
                ))
                .clicked()
        {
            self.commands.send(Command::SaveAs);
        }
        // The exports are of the game on screen, which the editor hides.
        if !editing {
            self.export_menu(ui);
        }
        ui.separator();
        self.views(ui, editing);
        if !editing
            && ui
                .add(egui::Button::selectable(self.race_open, tr!("Race")))
                .on_hover_text(tr!(
                    "Graph searches side by side on this board, one expansion each per step, \
                     with their counts: BFS, DFS, Dijkstra, best-first, A*, bidirectional, \
                     timed"
                ))
                .clicked()
        {
            self.commands.send(Command::Race(RaceCommand::Toggle));
        }
        ui.separator();
        if !editing {
            self.game_menu(ui);
        }
        self.settings_menu(ui);
        if ui
            .button(tr!("Help"))
            .on_hover_text(shortcuts::tip(
                &ctx,
                tr!("Every keyboard shortcut"),
                &shortcuts::HELP,
            ))
            .clicked()
        {
            self.commands.send(Command::Help(true));
        }
        // Where the scenario came from (also the window's title), cut short or left out when
        // the line is full; the last file operation, cut short, wrapping only if it must.
        let origin =
            crate::scenarios::names::shown_origin(self.desk.origin_on_screen(self.state.origin()));
        if ui.available_size_before_wrap().x >= 80.0 {
            ui.separator();
            rest_of_line(ui, origin);
        }
        if let Some(status) = self.desk.status() {
            rest_of_line(ui, format!("· {status}"));
        }
    }

    /// The "Settings" menu: how the game plays and what the board draws, kept across runs.
    /// Its widgets edit a copy of the settings, sent back when changed.
    fn settings_menu(&mut self, ui: &mut Ui) {
        let current = self.state.settings();
        let edited = ui
            .menu_button(tr!("Settings"), |ui| {
                let mut edited = current.clone();
                let settings = &mut edited;
                ui.checkbox(&mut settings.animate_steps, tr!("Animate each step"))
                    .on_hover_text(tr!(
                        "A step forward (Right) and playing the game (Space) play each \
                         decision's events before moving on: the pace of a class following \
                         every search"
                    ));
                ui.checkbox(
                    &mut settings.lesson_steps_at_end,
                    tr!("Lesson steps open at their end"),
                )
                .on_hover_text(tr!(
                    "Off: entering a lesson's step plays its events at the decision's pace, so \
                     that the board reaches what the narration says; on: the step opens with \
                     all of them shown"
                ));
                ui.checkbox(
                    &mut settings.held_cycle_while_building,
                    tr!("Draw the cycle the solver holds while a cycle is built"),
                )
                .on_hover_text(tr!(
                    "Off: a stage that builds a cycle shows only what it has built so far, so \
                     the answer is not on screen before the question"
                ));
                ui.separator();
                crate::settings::board::board_menu_ui(ui, settings);
                ui.separator();
                crate::settings::language::language_menu_ui(ui, settings);
                edited
            })
            .inner;
        if let Some(edited) = edited.filter(|e| e != current) {
            self.commands.send(Command::Settings(Box::new(edited)));
        }
    }

    /// The two views: the explainer and the editor (starred while its draft is unsaved).
    fn views(&mut self, ui: &mut Ui, editing: bool) {
        let editor = self.desk.editor();
        if ui
            .add(egui::Button::selectable(!editing, tr!("Explainer")))
            .on_hover_text(tr!("The game, its decisions and their searches"))
            .clicked()
        {
            self.commands.send(Command::ShowExplainer);
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
            self.commands.send(Command::ShowEditor);
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
                self.commands.send(Command::Export(ExportKind::Ticks));
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
                self.commands.send(Command::Export(ExportKind::Decision));
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
                self.commands.send(Command::Export(ExportKind::Game));
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
                self.commands.send(Command::Export(ExportKind::LessonStep));
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
                self.commands
                    .send(Command::Export(ExportKind::Picture(format)));
            }
        }
    }

    /// The lessons built in, those in the language in use first.
    fn lessons_menu(&mut self, ui: &mut Ui) {
        let code = snakescope_core::words::language().code();
        let mut lessons = crate::lesson_play::LessonPlay::built_in();
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
                let lesson = Request::PlayLesson(LessonSource::BuiltIn(name.to_owned()));
                self.commands.send(Command::Files(Box::new(lesson)));
            }
        }
    }

    /// The explainer's part of the menu bar: examples, solver, restart, panels, presenter.
    fn game_menu(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        ui.menu_button(tr!("Examples"), |ui| {
            for entry in &self.desk.catalog().examples {
                if ui.button(entry.title()).clicked()
                    && let Ok(opening) = entry.opening()
                {
                    self.commands
                        .send(Command::Files(Box::new(Request::Play(opening))));
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
            self.commands.send(Command::Restart);
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
            .selected_text(match current {
                SolverKind::External(_) => self.state.document().solver_name(),
                _ => crate::state::shown_solver(&current),
            })
            .show_ui(ui, |ui| {
                let all = SolverKind::all();
                // A solver with options of its own stands first, chosen: every other entry
                // (its defaults among them) plays differently.
                // (Greedy with any search is offered below.)
                if !all.contains(&current)
                    && !matches!(current, SolverKind::External(_) | SolverKind::Greedy(_))
                {
                    let _ = ui.selectable_label(true, shown_name(&current));
                }
                for kind in all {
                    let same = kind == current;
                    let name = crate::state::shown_solver(&kind);
                    if ui.selectable_label(same, name).clicked() && !same {
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
                // Greedy with each other search in four directions finding its path to the
                // food (last: the list is long and scrolls, and the entries above keep their
                // places).
                ui.separator();
                for search in Search::for_the_snake().skip(1) {
                    let kind = SolverKind::Greedy(GreedyOptions { search });
                    let same = kind == current;
                    if ui
                        .selectable_label(same, shown_name(&kind))
                        .on_hover_text(tr!(
                            "Greedy, its path to the food found by this search instead of BFS"
                        ))
                        .clicked()
                        && !same
                    {
                        picked = Some(kind);
                    }
                }
            });
        if let Some(what) = outside {
            *self.solver_prompt = Some(SolverPrompt::new(
                what,
                &self.state.settings().recent_solvers,
            ));
        }
        if let Some(prompt) = self.solver_prompt
            && let Some(answer) = prompt.ui(ctx, &self.state.settings().recent_solvers)
        {
            if answer.is_some() {
                self.commands
                    .send(Command::RememberSolver(prompt.remembered()));
            }
            picked = picked.or(answer);
            *self.solver_prompt = None;
        }
        if let Some(kind) = picked {
            self.commands.send(Command::PlayWith(kind));
        }
    }

    /// The toggles of what is shown: the plots, the side panels, presenter view (and there,
    /// the quiz).
    fn view_toggles(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        ui.separator();
        let mut plots = self.layout.plots_shown();
        // Presenter view has no plots: the board takes the window's height.
        if !self.state.settings().presenter
            && ui
                .toggle_value(&mut plots, tr!("Plots"))
                .on_hover_text(tr!(
                    "Show the plots (in a short window they fold away by themselves, to leave \
                     the board its room)"
                ))
                .changed()
        {
            self.commands.send(Command::ShowPlots(plots));
        }
        let s = self.state.settings();
        let commands = &mut *self.commands;
        panel_toggle(
            ui,
            s,
            SidePanel::Why,
            &tr!("Show the \"why this move\" panel"),
            commands,
        );
        panel_toggle(
            ui,
            s,
            SidePanel::Stage,
            &tr!("Show the stage panel"),
            commands,
        );
        let debugger = shortcuts::tip(
            ctx,
            tr!(
                "Show the debugger: breakpoints, a comparison with another solver, taking the \
                 game over. Run to the next breakpoint"
            ),
            &shortcuts::RUN_TO_BREAKPOINT,
        );
        if !s.presenter {
            panel_toggle(ui, s, SidePanel::Debugger, &debugger, commands);
        }
        let mut presenter = s.presenter;
        if ui
            .toggle_value(&mut presenter, tr!("Presenter"))
            .on_hover_text(shortcuts::tip(
                ctx,
                tr!(
                    "Presenter view: the board fills the window's height, the caption above it \
                     in large type, the panels put away (each comes back with its key)"
                ),
                &shortcuts::PRESENTER,
            ))
            .changed()
        {
            commands.send(Command::Presenter(presenter));
        }
        // In the usual view the quiz starts from the line above the board; presenter view
        // has no such line, and room here where the plots' toggle was.
        if s.presenter {
            quiz_toggle(ui, self.quiz, commands);
        }
    }
}

/// The quiz's toggle: starts a quiz on the game on screen, or ends the one under way.
pub fn quiz_toggle(ui: &mut Ui, quiz: &Quiz, commands: &mut Commands) {
    let mut running = quiz.is_running();
    if ui
        .toggle_value(&mut running, tr!("Quiz"))
        .on_hover_text(shortcuts::tip(
            ui.ctx(),
            tr!(
                "Predict the move: at each decision (or the scenario's quiz ticks) the game \
                 pauses and the class picks the cell the head will move to"
            ),
            &shortcuts::QUIZ,
        ))
        .clicked()
    {
        commands.send(Command::ToggleQuiz);
    }
}

/// The toggle of `panel` beside the board, in the view on screen (presenter view recalls its
/// own), with its key in the tooltip.
fn panel_toggle(
    ui: &mut Ui,
    settings: &Settings,
    panel: SidePanel,
    words: &str,
    commands: &mut Commands,
) {
    let ctx = ui.ctx().clone();
    let label = match panel {
        SidePanel::Why => tr!("Why"),
        SidePanel::Stage => tr!("Stage"),
        _ => panel.title(),
    };
    let tip = match shortcuts::panel_shortcut(panel) {
        Some(sc) => shortcuts::tip(&ctx, words, &sc),
        None => words.to_owned(),
    };
    if let Some(mut on) = panel_shown(settings, panel)
        && ui.toggle_value(&mut on, label).on_hover_text(tip).changed()
    {
        commands.send(Command::ShowPanel(panel, on));
    }
}

/// The least room a text at the end of the menu bar's line needs to be shown there, cut
/// short (whole on hover, and the last file operation's message near the window's bottom).
const REST_OF_LINE: f32 = 48.0;

/// Weak text in a wrapping line, cut short to what is left of the line (all of it on hover)
/// rather than start a line of its own; left out where less than [`REST_OF_LINE`] is left.
fn rest_of_line(ui: &mut Ui, text: String) {
    // Too little room left on the line: left out rather than wrapped onto a line of its own,
    // which would make the bar taller and move everything under it.
    let rest = ui.available_size_before_wrap().x;
    if rest < REST_OF_LINE {
        return;
    }
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
