//! The compared game's board beside the game's own: its solver and the state at the shared
//! tick in a line above, then the board, with the cycle its solver holds when the game's own
//! board shows cycles.

use crate::board_view::paint_board;
use crate::stage_panel::CaptionBox;
use crate::state::AppState;
use crate::state::comparison::Comparison;
use egui::{RichText, Sense, Ui};
use snakescope_core::session::Selection;
use snakescope_picture::board::BoardPainter;

/// How the compared column matches the game's own beside it, so that both boards stand at
/// the same height and size: the caption's font and lines, and whether a line of help stands
/// under each board.
pub struct Matching {
    /// The caption's font above the game's own board.
    pub caption_font: egui::FontId,
    /// The caption's lines.
    pub caption_lines: usize,
    /// Whether a line of help stands under the boards.
    pub hint: bool,
}

/// The compared board, in the space of `ui`, if a game is compared: a line naming it (as
/// tall as the game's status line), its decision at the shared tick in a caption box like the
/// game's own, then the board.
pub fn compared_board_ui(
    ui: &mut Ui,
    state: &AppState,
    painter: &mut BoardPainter,
    matching: &Matching,
) {
    let Some(c) = state.comparison() else {
        return;
    };
    let selection = c.selection();
    // The column's own width: a long line is cut short rather than widen the column.
    let width = ui.available_width();
    let row = egui::vec2(width, ui.spacing().interact_size.y);
    let line = compared_line(c, state.divergence());
    ui.allocate_ui_with_layout(
        row,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.add(egui::Label::new(RichText::new(line).strong()).truncate())
                .on_hover_text(tr!(
                    "The same scenario played by this solver, at the same tick"
                ));
        },
    );
    let words = its_decision(selection);
    CaptionBox {
        text: Some(&words),
        font: matching.caption_font.clone(),
        colour: ui.visuals().text_color(),
        lines: matching.caption_lines,
        framed: true,
    }
    .show(ui);
    let below = if matching.hint {
        ui.text_style_height(&egui::TextStyle::Small) + 6.0
    } else {
        0.0
    };
    let space = egui::vec2(width, ui.available_height() - below);
    let (rect, response) =
        ui.allocate_exact_size(space.max(egui::vec2(40.0, 40.0)), Sense::hover());
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, tr!("Compared board")));
    selection.with_board_alone(&state.settings().overlays, None, |scene| {
        paint_board(painter, &ui.painter_at(rect), rect, scene)
    });
    if matching.hint {
        ui.small(tr!(
            "Steps, plays and jumps move both games to the same tick."
        ));
    }
}

/// The line above the compared board: its solver, the tick, the snake, the outcome, and
/// whether the games have parted by this tick (`divergence`).
fn compared_line(c: &Comparison, divergence: Option<usize>) -> String {
    let selection = c.selection();
    let game = selection.game();
    let snake = game.snake();
    let tick = selection.tick();
    let ticks = c.document().ticks();
    let of = if c.document().recorded_to_end() {
        tr!("{tick} of {ticks}", tick = tick, ticks = ticks)
    } else {
        tr!("{tick} of {ticks}+", tick = tick, ticks = ticks)
    };
    let mut line = tr!(
        "Compared game: {label} · tick {of} · length {snake} · head {head}",
        label = c.label(),
        of = of,
        snake = snake.len(),
        head = snake.head()
    );
    if let Some(o) = game.outcome() {
        line.push_str(&format!(" · {o}"));
    }
    if divergence.is_some_and(|at| tick > at) {
        line.push_str(&tr!(" · parted"));
    }
    line
}

/// The compared game's decision at the tick, in a line: its move and its last check's fact.
fn its_decision(selection: &Selection) -> String {
    match selection.decision() {
        Some(d) => {
            let why = d
                .decision
                .checks
                .last()
                .map(|c| format!(": {}", c.fact))
                .unwrap_or_default();
            tr!(
                "Its decision: move {dir}{why}",
                dir = d.decision.dir.way(),
                why = why
            )
        }
        None => tr!("No decision here: its game is over."),
    }
}
