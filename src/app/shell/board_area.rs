//! The explainer's central panel: the notice of a death, the status line, the caption of the
//! stage's event, and the board with what the pointer asks of it (a cell's facts on hover, the
//! start and target of a run on the user's own board).

use super::death::DeathWatch;
use crate::app::board::{BoardGeometry, BoardPainter, BoardScene};
use crate::app::debugger::board_marks::paint_head_breakpoints;
use crate::app::files::Request;
use crate::app::layout::Layout;
use crate::app::settings::Layer;
use crate::app::stages::caption_ui;
use crate::app::state::AppState;
use crate::explain::cell_facts;
use crate::rules::Pos;
use egui::{RichText, Sense, Ui};

/// What the board area needs beyond the game: the painter, where the board was drawn, and
/// the death notice.
pub struct BoardArea<'a> {
    /// The board painter, with what it keeps between frames.
    pub painter: &'a mut BoardPainter,
    /// Where the board is drawn this frame.
    pub layout: &'a mut Layout,
    /// The notice of a death, shown above the status line.
    pub death: &'a mut DeathWatch,
}

impl BoardArea<'_> {
    /// The central panel's contents; returns "Save this moment" if it was asked for.
    pub fn ui(self, ui: &mut Ui, state: &mut AppState) -> Option<Request> {
        self.death.ui(ui, state);
        let save = status_line(ui, state);
        if let Some(replay) = state.replay() {
            caption_ui(ui, replay);
        }
        let clicks = self.board(ui, state);
        if let BoardClick::Breakpoint(cell) = clicks {
            state.toggle_head_breakpoint(cell);
            state.settings.show_debugger = true;
        } else if let Some(replay) = state.replay()
            && replay.origin().is_own_board()
        {
            let (start, target) = state.sandbox();
            match clicks {
                BoardClick::Primary(c) => state.set_sandbox(start, Some(c)),
                BoardClick::Secondary(c) => state.set_sandbox(Some(c), target),
                BoardClick::Breakpoint(_) | BoardClick::None => {}
            }
        }
        save.then_some(Request::TakeMoment)
    }

    /// The board, its hover text and its hint; returns the cell clicked, if any.
    fn board(self, ui: &mut Ui, state: &AppState) -> BoardClick {
        let game = state.game();
        let replay = state.replay();
        let ghost = state.ghost();
        let own = replay.is_some_and(|r| r.origin().is_own_board());
        let hint = if own {
            "Click a cell: target. Right-click: start (shortest and longest path). \
             Ctrl+click: a breakpoint."
        } else {
            "Hover a cell to see what is known about it. Ctrl+click: stop when the head \
             enters it."
        };
        let space = ui.available_size()
            - egui::vec2(0.0, ui.text_style_height(&egui::TextStyle::Small) + 6.0);
        let (rect, response) =
            ui.allocate_exact_size(space.max(egui::vec2(40.0, 40.0)), Sense::click());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, "Board"));
        let geo = BoardGeometry::fit(rect, game.grid());
        let hovered = response.hover_pos().and_then(|p| geo.cell_at(p));
        let overlays = &state.settings.overlays;
        let scene = BoardScene {
            game,
            frame: replay.map(|r| r.frame()),
            cycle: state
                .shown_cycle()
                .filter(|_| overlays.shows(Layer::Cycle) || overlays.shows(Layer::CycleIndex)),
            ghost: ghost.as_deref(),
            overlays,
            sandbox: if own { state.sandbox() } else { (None, None) },
            hovered,
        };
        self.painter.paint(&ui.painter_at(rect), rect, &scene);
        paint_head_breakpoints(&ui.painter_at(rect), &geo, state.breakpoints());
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
        let cell = |pos: Option<egui::Pos2>| pos.and_then(|p| geo.cell_at(p));
        let command = ui.input(|i| i.modifiers.command);
        if response.clicked()
            && command
            && let Some(c) = cell(response.interact_pointer_pos())
        {
            BoardClick::Breakpoint(c)
        } else if response.clicked()
            && let Some(c) = cell(response.interact_pointer_pos())
        {
            BoardClick::Primary(c)
        } else if response.secondary_clicked()
            && let Some(c) = cell(response.interact_pointer_pos())
        {
            BoardClick::Secondary(c)
        } else {
            BoardClick::None
        }
    }
}

/// A click on a cell of the board.
enum BoardClick {
    Primary(Pos),
    Secondary(Pos),
    /// With Ctrl (Cmd on a Mac) held: a breakpoint where the head enters the cell.
    Breakpoint(Pos),
    None,
}

/// The line above the board: the tick, the outcome, the solver, the board, the snake and the
/// food, and "Save this moment" (returns whether it was clicked). One line whatever the
/// width, so that the board keeps its height: the details are cut short in a narrow window
/// (all of them on hover), "Save this moment" stays.
fn status_line(ui: &mut Ui, state: &AppState) -> bool {
    let game = state.game();
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
            if let Some(waiting) = state.document().waiting_for() {
                ui.spinner();
                ui.label(RichText::new(waiting).italics());
            }
            let snake = game.snake();
            let food = game
                .food()
                .map_or("no food".to_string(), |f| format!("food {f}"));
            ui.label(format!(
                "{} on {} · length {} · head {} heading {} · {food}",
                state.solver_name_on_screen(),
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
    save
}

/// The height of what the central panel shows above and below the board, margins included:
/// the status line, the caption of the stage's event (a larger font in a frame) and the hint.
/// An estimate from the fonts, so that the layout does not chase its own wrapping.
pub fn board_chrome(ui: &Ui) -> f32 {
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let small = ui.text_style_height(&egui::TextStyle::Small);
    let spacing = ui.spacing().item_spacing.y;
    let status = ui.spacing().interact_size.y.max(body);
    let caption = body * 1.25 + 14.0;
    status + caption + small + 6.0 + 3.0 * spacing
}
