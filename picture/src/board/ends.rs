//! The start (S) and the target (T) a search runs between, marked on the board: the user's,
//! a scenario's search board's, or a map's.

use super::geometry::BoardGeometry;
use super::layers::{MIN_TEXT, PLAIN_CELL};
use super::palette::BoardPalette;
use super::text::TextLayout;
use epaint::{FontId, Rect, Shape, Stroke, StrokeKind, Vec2, vec2};
use snakescope_core::rules::Pos;

/// The side of the start's and the target's marks on cells smaller than it, in points: on a
/// map's board (a point or less a cell) they are marked larger than their cells, with the
/// letter beside them, so that a class finds them.
const SMALLEST_END_MARK: f32 = 12.0;

/// The start (S) and target (T) the user chose for a stage run on its own (or a scenario's
/// search board names).
pub fn sandbox(
    shapes: &mut Vec<Shape>,
    text: &mut dyn TextLayout,
    geo: &BoardGeometry,
    (start, target): (Option<Pos>, Option<Pos>),
    pal: &BoardPalette,
) {
    let c = geo.cell;
    for (p, letter) in [(start, "S"), (target, "T")] {
        let Some(p) = p else { continue };
        if c < PLAIN_CELL {
            let r = Rect::from_center_size(geo.center(p), Vec2::splat(SMALLEST_END_MARK));
            shapes.push(Shape::rect_stroke(
                r,
                0.0,
                Stroke::new(2.0, pal.sandbox),
                StrokeKind::Outside,
            ));
            let g = text.layout_no_wrap(
                letter.to_string(),
                FontId::proportional(SMALLEST_END_MARK),
                pal.sandbox,
            );
            // Beside the mark, on the side towards the board's middle, so it is not cut off.
            let right_half = r.center().x > geo.rect().center().x;
            let at = if right_half {
                r.left_top() - vec2(g.size().x + 3.0, 3.0)
            } else {
                r.right_top() + vec2(3.0, -3.0)
            };
            shapes.push(Shape::galley(at, g, pal.sandbox));
            continue;
        }
        let r = geo.cell_rect(p).shrink(c * 0.02);
        shapes.push(Shape::rect_stroke(
            r,
            0.0,
            Stroke::new((c * 0.06).clamp(1.5, 3.0), pal.sandbox),
            StrokeKind::Inside,
        ));
        let size = c * 0.3;
        if size >= MIN_TEXT {
            let g =
                text.layout_no_wrap(letter.to_string(), FontId::proportional(size), pal.sandbox);
            shapes.push(Shape::galley(
                r.left_top() + vec2(c * 0.06, 0.0),
                g,
                pal.sandbox,
            ));
        }
    }
}
