//! The colours every drawing shares, so that the legend and the board always agree. The board
//! keeps its own dark background in both themes, so these read the same on a projector.

use crate::explain::MarkerKind;
use egui::Color32;

/// The board's background.
pub const BOARD: Color32 = Color32::from_rgb(22, 26, 34);
/// Every other cell, a shade lighter: a faint chessboard helps count cells.
pub const BOARD_ALT: Color32 = Color32::from_rgb(27, 32, 41);
/// Lines between cells.
pub const GRID_LINE: Color32 = Color32::from_rgb(46, 53, 66);
/// The wall around the board.
pub const WALL: Color32 = Color32::from_rgb(120, 130, 150);
/// The snake's body.
pub const BODY: Color32 = Color32::from_rgb(67, 160, 71);
/// The snake's head.
pub const HEAD: Color32 = Color32::from_rgb(156, 224, 98);
/// The snake's tail end.
pub const TAIL: Color32 = Color32::from_rgb(36, 110, 48);
/// The eyes on the head.
pub const EYE: Color32 = Color32::from_rgb(16, 20, 16);
/// The food.
pub const FOOD: Color32 = Color32::from_rgb(235, 64, 52);
/// Queued cells (the frontier).
pub const FRONTIER: Color32 = Color32::from_rgba_unmultiplied_const(255, 190, 0, 110);
/// Cells taken off the queue and expanded.
pub const EXPANDED: Color32 = Color32::from_rgba_unmultiplied_const(40, 140, 240, 80);
/// Numbers written in cells.
pub const NUMBER: Color32 = Color32::from_rgb(232, 236, 240);
/// Arrows towards parents.
pub const PARENT: Color32 = Color32::from_rgb(150, 170, 190);
/// The path.
pub const PATH: Color32 = Color32::from_rgb(0, 214, 240);
/// The virtual snake.
pub const GHOST: Color32 = Color32::from_rgba_unmultiplied_const(200, 200, 255, 150);
/// The cycle line.
pub const CYCLE: Color32 = Color32::from_rgba_unmultiplied_const(186, 104, 200, 150);
/// Cycle indices.
pub const CYCLE_INDEX: Color32 = Color32::from_rgb(206, 147, 216);
/// A neighbour the shortcut rule allows.
pub const ALLOWED: Color32 = Color32::from_rgb(102, 220, 110);
/// A neighbour the shortcut rule refuses.
pub const REFUSED: Color32 = Color32::from_rgb(244, 80, 80);
/// The cell being worked on.
pub const CURRENT: Color32 = Color32::from_rgb(255, 235, 59);
/// The cells the latest event tried.
pub const TRYING: Color32 = Color32::from_rgb(255, 150, 30);
/// Cells a cycle could not include.
pub const LEFT_OUT: Color32 = Color32::from_rgba_unmultiplied_const(230, 40, 40, 120);
/// Cells of the loop a 2x2 split cut off the cycle (the splice stage).
pub const IN_LOOP: Color32 = Color32::from_rgba_unmultiplied_const(64, 200, 200, 110);
/// A cell a solver marked as on its path (the path line is [`PATH`]).
pub const PATH_TINT: Color32 = Color32::from_rgba_unmultiplied_const(0, 214, 240, 70);
/// A cell a solver marked as worth a note.
pub const NOTE: Color32 = Color32::from_rgba_unmultiplied_const(200, 200, 200, 70);
/// The user's start and target of a run on its own.
pub const SANDBOX: Color32 = Color32::from_rgb(255, 255, 255);
/// The hovered cell.
pub const HOVER: Color32 = Color32::from_rgba_unmultiplied_const(255, 255, 255, 40);
/// Breakpoints: the timeline's dots, the cells the head is awaited in, the check a
/// breakpoint stopped at.
pub const BREAKPOINT: Color32 = Color32::from_rgb(229, 57, 53);
/// The tick where a compared game parts from the one on screen (lime: no marker is).
pub const DIVERGENCE: Color32 = Color32::from_rgb(190, 240, 70);

/// The colour of a marker on the game timeline.
pub fn marker(kind: MarkerKind) -> Color32 {
    match kind {
        MarkerKind::Food => FOOD,
        MarkerKind::Shortcut => PATH,
        MarkerKind::Fallback => TRYING,
        MarkerKind::Death => Color32::from_rgb(255, 64, 200),
    }
}

/// The colour of check `link` on the decision timeline.
pub fn link(link: usize) -> Color32 {
    const COLOURS: [Color32; 5] = [
        Color32::from_rgb(66, 165, 245),
        Color32::from_rgb(171, 71, 188),
        Color32::from_rgb(38, 166, 154),
        Color32::from_rgb(255, 167, 38),
        Color32::from_rgb(236, 64, 122),
    ];
    COLOURS[link % COLOURS.len()]
}
