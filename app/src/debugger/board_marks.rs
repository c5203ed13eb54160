//! The breakpoints on the board: a ring (in the look's breakpoint colour) in each cell where a breakpoint waits for the
//! head (faint while it is switched off), drawn over the board the painter drew.

use crate::board_view::look;
use egui::{Painter, Stroke};
use snakescope_core::explain::Breakpoint;
use snakescope_picture::board::BoardGeometry;

/// Rings the cells of the head breakpoints among `breakpoints` on the board at `geo`.
pub fn paint_head_breakpoints(painter: &Painter, geo: &BoardGeometry, breakpoints: &[Breakpoint]) {
    for b in breakpoints {
        let Some(cell) = b.when.cell() else {
            continue;
        };
        let rect = geo.cell_rect(cell);
        if !geo.rect().contains(rect.center()) {
            continue;
        }
        let ring = look::breakpoint(painter.ctx());
        let colour = if b.enabled {
            ring
        } else {
            ring.gamma_multiply(0.4)
        };
        let width = (rect.width() * 0.08).clamp(1.0, 3.0);
        painter.circle_stroke(
            rect.center(),
            rect.width() * 0.42,
            Stroke::new(width, colour),
        );
    }
}
