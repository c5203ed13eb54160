//! The board in the window: what the board painter ([`snakescope_picture::board`], which knows nothing of
//! egui) needs from egui to paint there. Its text laid out by egui's painter
//! ([`PainterText`]), its groups of shapes added to that painter ([`paint_board`]), the legend
//! with a toggle per layer ([`legend`]), and the board's look remembered in egui's context for
//! whatever draws without being handed one ([`look`]).

pub mod legend;
pub mod look;
mod painter_text;

pub use painter_text::PainterText;

use egui::{Painter, Rect};
use snakescope_core::session::BoardScene;
use snakescope_picture::board::{BoardGeometry, BoardPainter, group_clip};

/// Paints `scene` with `board` into `rect` of `painter`, and returns where the cells are.
/// Each group of shapes goes in with a clip rectangle of its own ([`group_clip`]), so that egui
/// tessellates each big layer into a mesh of its own.
pub fn paint_board(
    board: &mut BoardPainter,
    painter: &Painter,
    rect: Rect,
    scene: &BoardScene,
) -> BoardGeometry {
    let painted = board.paint(&mut PainterText(painter), rect, scene);
    for (k, group) in painted.groups.into_iter().enumerate() {
        painter
            .with_clip_rect(group_clip(painter.clip_rect(), k))
            .extend(group);
    }
    painted.geometry
}
