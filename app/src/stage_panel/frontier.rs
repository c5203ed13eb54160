//! A search's frontier as a strip of cells: one square a cell, in the frontier's order, each
//! with its cell and its number, in the board's frontier colour. BFS's queue has its front on
//! the left, each cell with its distance: the cell that just entered at the back is outlined,
//! the one that just left the front stands crossed out before the strip. A depth-first
//! search's stack (the backtracking cycle's path) has its bottom on the left and its top, the
//! next to leave, on the right, each cell with its depth; the one just taken off stands
//! crossed out after it. The longest path is drawn from its start to its end, each cell with
//! its step along it, as its pairs are pushed out. The strip wraps onto as many rows as its cells need, never cut, so a
//! class sees the frontier grow and shrink as the events play.

use crate::board_view::look;
use egui::{Align2, FontId, Rect, RichText, Sense, Stroke, StrokeKind, Ui, vec2};
use snakescope_core::rules::Pos;
use snakescope_core::stages::facts::{Strip, StripKind};

/// A square's side, in body text heights: room for "(12,13)" and "d27" on two lines.
const SQUARE: f32 = 3.2;

/// Draws `frontier` under its heading.
pub fn frontier_ui(ui: &mut Ui, frontier: &Strip) {
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.strong(&frontier.heading);
        ui.weak(match frontier.kind {
            StripKind::Queue => tr!("the front on the left, the back on the right"),
            StripKind::Stack => tr!("the bottom on the left, the top on the right"),
            StripKind::Path => tr!("its start on the left, its end on the right"),
            StripKind::Priority => tr!("the lowest key on the left, leaving first"),
        });
    });
    let kind = frontier.kind;
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let side = (body * SQUARE).round();
    let palette = look::in_context(ui.ctx()).palette();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = vec2(3.0, 3.0);
        let left = |ui: &mut Ui| {
            if let Some(cell) = frontier.left {
                square(ui, side, cell, None, Look::Left, kind, palette.frontier);
            }
        };
        // A queue's cells leave at its front, on the left; a stack's at its top, on the right.
        if matches!(kind, StripKind::Queue | StripKind::Priority) {
            left(ui);
        }
        if frontier.cells.is_empty() {
            ui.weak(tr!("(empty)"));
        }
        let last = frontier.cells.len().saturating_sub(1);
        // A path has no cell to leave next: each stays where it was put.
        let next_out = match kind {
            StripKind::Queue | StripKind::Priority => Some(0),
            StripKind::Stack => Some(last),
            StripKind::Path => None,
        };
        for (k, &(cell, number)) in frontier.cells.iter().enumerate() {
            // A priority queue puts a cell where its key sorts it, not at the back.
            let entered_here = k == last || kind == StripKind::Priority;
            let look = if entered_here && frontier.entered == Some(cell) {
                Look::Entered
            } else if Some(k) == next_out {
                Look::Front
            } else {
                Look::Waiting
            };
            square(ui, side, cell, number, look, kind, palette.frontier);
        }
        if kind == StripKind::Stack {
            left(ui);
        }
    });
}

/// How a square of the strip is drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Look {
    /// A cell waiting in the frontier.
    Waiting,
    /// The next cell to leave: a queue's front, a stack's top.
    Front,
    /// The cell that entered (a queue's back, a stack's top) with the latest event.
    Entered,
    /// The cell that left with the latest event (no longer in the frontier).
    Left,
}

/// One square of a frontier of `kind`: `cell` and its `number` (a distance, a depth), in
/// `fill` (faded once it has left).
fn square(
    ui: &mut Ui,
    side: f32,
    cell: Pos,
    number: Option<u32>,
    look: Look,
    kind: StripKind,
    fill: egui::Color32,
) {
    let (rect, response) = ui.allocate_exact_size(vec2(side, side), Sense::hover());
    let words = match (number, kind) {
        (Some(d), StripKind::Queue) => tr!("{cell} at distance {d}", cell = cell, d = d),
        (Some(d), StripKind::Stack) => tr!("{cell} at depth {d}", cell = cell, d = d),
        (Some(d), StripKind::Path) => tr!("{cell}, step {d}", cell = cell, d = d),
        (Some(d), StripKind::Priority) => tr!("{cell} at priority {d}", cell = cell, d = d),
        (None, _) => cell.to_string(),
    };
    let words = match (look, kind) {
        (Look::Front, StripKind::Queue | StripKind::Priority) => {
            tr!("{cell}, the front", cell = words)
        }
        (Look::Front, StripKind::Stack) => tr!("{cell}, the top", cell = words),
        (Look::Front, StripKind::Path) => words,
        (Look::Entered, _) => tr!("{cell}, just entered", cell = words),
        (Look::Left, _) => tr!("{cell}, just left", cell = words),
        (Look::Waiting, _) => words,
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ListItem, true, &words));
    let visuals = ui.visuals();
    let text = visuals.strong_text_color();
    let painter = ui.painter();
    let fill = if look == Look::Left {
        fill.gamma_multiply(0.3)
    } else {
        fill
    };
    painter.rect_filled(rect, 3.0, fill);
    let (width, colour) = match look {
        Look::Front | Look::Entered => (2.5, visuals.selection.stroke.color),
        Look::Waiting | Look::Left => (1.0, visuals.widgets.noninteractive.bg_stroke.color),
    };
    painter.rect_stroke(rect, 3.0, Stroke::new(width, colour), StrokeKind::Inside);
    let small = FontId::proportional((side * 0.26).floor());
    let large = FontId::proportional((side * 0.34).floor());
    let top = Rect::from_min_max(rect.min, rect.center() + vec2(side / 2.0, 0.0));
    painter.text(
        top.center() + vec2(0.0, side * 0.06),
        Align2::CENTER_CENTER,
        format!("{},{}", cell.x, cell.y),
        small,
        text,
    );
    if let Some(d) = number {
        let shown = match kind {
            StripKind::Queue => format!("d{d}"),
            StripKind::Stack | StripKind::Path | StripKind::Priority => format!("{d}"),
        };
        painter.text(
            rect.center() + vec2(0.0, side * 0.22),
            Align2::CENTER_CENTER,
            shown,
            large,
            text,
        );
    }
    if look == Look::Left {
        let r = rect.shrink(side * 0.12);
        let s = Stroke::new(1.5, visuals.weak_text_color());
        painter.line_segment([r.left_top(), r.right_bottom()], s);
        painter.line_segment([r.right_top(), r.left_bottom()], s);
    }
    response.on_hover_text(RichText::new(words));
}
