//! The legend under a picture's board, laid out by hand: rows of entries, each a swatch and
//! its words, in as many columns as the width allows (the words never cut), each column as
//! wide as its widest entry. The spacing is the window's (egui's default spacing), so the
//! legend in a picture looks like the one beside the board.

use crate::board::TextLayout;
use crate::board::legend::{Swatch, swatch_shapes};
use epaint::emath::GuiRounding;
use epaint::{Color32, FontId, Rect, Shape, pos2, vec2};

/// Between a swatch and its words, in points (egui's `item_spacing.x`).
const WORD_GAP: f32 = 8.0;
/// The least height of a row, in points (egui's `interact_size.y`).
const ROW_HEIGHT: f32 = 20.0;
/// Between two rows, in points.
const ROW_GAP: f32 = 2.0;

/// A legend laid out: its shapes, and how tall it is.
pub struct LaidOutLegend {
    /// The swatches and the words, in painting order.
    pub shapes: Vec<Shape>,
    /// From the top of the area to the bottom of the last row, in points.
    pub height: f32,
}

/// How a legend looks: its words' size and colour, and the board's background the swatches
/// stand on.
#[derive(Clone, Copy, Debug)]
pub struct LegendStyle {
    /// The words' size in points; the swatches are a line of them high.
    pub text_size: f32,
    /// The words' colour.
    pub text: Color32,
    /// The swatches' background: the board's.
    pub board: Color32,
}

/// `entries` laid out from the top left of `area`, no wider than it: at most one column per
/// eleven characters' width and six in all, fewer when the widest entry would not fit that
/// many times, with gaps of two characters' width between columns (a reader of an SVG may
/// draw the words in a font wider than egui's).
pub fn lay_out_legend(
    text: &mut dyn TextLayout,
    entries: &[(Swatch, String)],
    area: Rect,
    style: LegendStyle,
) -> LaidOutLegend {
    let font = FontId::proportional(style.text_size);
    let size = text.row_height(&font);
    let words: Vec<_> = entries
        .iter()
        .map(|(_, w)| text.layout_no_wrap(w.clone(), font.clone(), style.text))
        .collect();
    let width_of = |i: usize| size + WORD_GAP + words[i].size().x;
    let gap = style.text_size * 2.0;
    let widest = (0..entries.len()).map(width_of).fold(0.0, f32::max);
    let wanted = ((area.width() / (style.text_size * 11.0)).floor() as usize).clamp(1, 6);
    let fit = ((area.width() + gap) / (widest + gap)).floor() as usize;
    let columns = wanted.min(fit).max(1);
    let mut widths = vec![0.0f32; columns];
    for i in 0..entries.len() {
        widths[i % columns] = widths[i % columns].max(width_of(i));
    }
    let tallest = words.iter().map(|g| g.size().y).fold(size, f32::max);
    let row = ROW_HEIGHT.max(tallest);
    // Words taller than a row push the rows down by half the difference, as in the window.
    let lead = (tallest - ROW_HEIGHT).max(0.0) / 2.0;
    let mut shapes = Vec::with_capacity(entries.len() * 3);
    for (i, ((swatch, _), galley)) in entries.iter().zip(words).enumerate() {
        let (r, c) = (i / columns, i % columns);
        // Placed on egui's grid of 1/32 point, as the window places things.
        let left = area.left().round_ui() + widths[..c].iter().map(|w| w + gap).sum::<f32>();
        let top = (area.top().round_ui() + lead + r as f32 * (row + ROW_GAP)).round_ui();
        let corner = pos2(left, top + (row - size) / 2.0).round_ui();
        let square = Rect::from_min_size(corner, vec2(size, size));
        shapes.extend(swatch_shapes(*swatch, square, style.board, text));
        let at = pos2(left + size + WORD_GAP, top + (row - galley.size().y) / 2.0).round_ui();
        shapes.push(Shape::galley(at, galley, style.text));
    }
    let rows = entries.len().div_ceil(columns);
    let height = if rows == 0 {
        0.0
    } else {
        lead + rows as f32 * row + (rows - 1) as f32 * ROW_GAP
    };
    LaidOutLegend { shapes, height }
}
