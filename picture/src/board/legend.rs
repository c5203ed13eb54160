//! The legend's entries: each of the board's pieces and layers as a swatch beside its words,
//! the swatch drawn in the board's own colours on a square of its background. The window's
//! legend (with a toggle per layer) and a picture's (the layers shown, no toggles) lay the
//! same entries out, each its own way.

use super::palette::{self, BoardPalette};
use super::text::TextLayout;
use epaint::emath::Align2;
use epaint::{CircleShape, Color32, FontId, Rect, Shape, Stroke, StrokeKind};
use snakescope_core::explain::MarkerKind;
use snakescope_core::rules::Ground;
use snakescope_core::session::{Layer, Overlays};

/// The swatch drawn before a legend entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swatch {
    /// A filled square: a piece, a tinted cell.
    Fill(Color32),
    /// A line across: a path, a line drawn over the board.
    Line(Color32),
    /// An outlined square: a ring round a cell.
    Ring(Color32),
    /// A cross: a refused cell, the fatal move.
    Cross(Color32),
    /// A digit: numbers written in cells.
    Text(Color32),
    /// A dot ringed in white: a breakpoint's match on the game timeline.
    Dot(Color32),
}

/// The swatch of an overlay layer.
pub fn swatch_of(layer: Layer, pal: &BoardPalette) -> Swatch {
    match layer {
        Layer::Distances => Swatch::Fill(pal.frontier),
        Layer::SearchNumbers => Swatch::Text(pal.number),
        Layer::Parents => Swatch::Line(pal.parent),
        Layer::Path => Swatch::Line(pal.path),
        Layer::Ghost => Swatch::Ring(pal.ghost),
        Layer::Cycle => Swatch::Line(pal.cycle),
        Layer::CycleIndex => Swatch::Text(pal.cycle_index),
        Layer::ExpansionOrder => Swatch::Text(pal.current),
        Layer::Shortcuts => Swatch::Ring(pal.allowed),
        Layer::Cursor => Swatch::Ring(pal.current),
        Layer::GridLines => Swatch::Line(pal.grid_line),
    }
}

/// The board's fixed pieces, in legend order: the search board's grounds last, each with
/// what entering it costs.
pub fn pieces(pal: &BoardPalette) -> [(Swatch, String); 14] {
    let ground = |g: Ground| {
        tr!(
            "{ground} (costs {cost})",
            ground = g.name(),
            cost = g.cost()
        )
    };
    [
        (Swatch::Fill(pal.head), tr!("head")),
        (Swatch::Fill(pal.body), tr!("body")),
        (Swatch::Fill(pal.tail), tr!("tail")),
        (Swatch::Fill(pal.food), tr!("food")),
        (Swatch::Cross(pal.death), tr!("death")),
        (Swatch::Fill(pal.frontier), tr!("queued")),
        (Swatch::Fill(pal.expanded), tr!("expanded")),
        (Swatch::Fill(pal.trying), tr!("scanned, not queued")),
        (Swatch::Ring(pal.trying), tr!("tried")),
        (Swatch::Cross(pal.refused), tr!("refused")),
        (Swatch::Fill(pal.left_out), tr!("left out")),
        (Swatch::Fill(pal.in_loop), tr!("split-off loop")),
        (Swatch::Fill(pal.mud), ground(Ground::Mud)),
        (Swatch::Fill(pal.water), ground(Ground::Water)),
    ]
}

/// The game timeline's markers and the debugger's marks on it, in legend order.
pub fn markers(pal: &BoardPalette) -> Vec<(Swatch, String)> {
    let markers = [
        MarkerKind::Food,
        MarkerKind::Shortcut,
        MarkerKind::Fallback,
        MarkerKind::Death,
    ]
    .map(|k| (Swatch::Line(palette::marker(k, pal)), k.label()));
    let debugger = [
        (Swatch::Dot(pal.breakpoint), tr!("breakpoint matches")),
        (Swatch::Line(pal.divergence), tr!("compared games part")),
    ];
    [markers.as_slice(), debugger.as_slice()].concat()
}

/// A picture's entries: the pieces, then each layer `overlays` shows.
pub fn picture_entries(overlays: &Overlays, pal: &BoardPalette) -> Vec<(Swatch, String)> {
    let mut entries: Vec<(Swatch, String)> = pieces(pal).to_vec();
    entries.extend(
        Layer::ALL
            .into_iter()
            .filter(|&l| overlays.shows(l))
            .map(|l| (swatch_of(l, pal), l.label())),
    );
    entries
}

/// The shapes of swatch `s` filling the square `rect`, on a square of `bg` (the board's
/// background); `text` lays out the digit of [`Swatch::Text`].
pub fn swatch_shapes(s: Swatch, rect: Rect, bg: Color32, text: &mut dyn TextLayout) -> Vec<Shape> {
    let size = rect.height();
    let r = rect.shrink(size * 0.2);
    let mut shapes = vec![Shape::rect_filled(rect, 2.0, bg)];
    match s {
        Swatch::Fill(c) => shapes.push(Shape::rect_filled(r, 1.0, c)),
        Swatch::Line(c) => shapes.push(Shape::line_segment(
            [r.left_center(), r.right_center()],
            Stroke::new(2.5, c),
        )),
        Swatch::Ring(c) => shapes.push(Shape::rect_stroke(
            r,
            2.0,
            Stroke::new(2.0, c),
            StrokeKind::Inside,
        )),
        Swatch::Cross(c) => {
            let stroke = Stroke::new(2.0, c);
            shapes.push(Shape::line_segment(
                [r.left_top(), r.right_bottom()],
                stroke,
            ));
            shapes.push(Shape::line_segment(
                [r.right_top(), r.left_bottom()],
                stroke,
            ));
        }
        Swatch::Dot(c) => shapes.push(Shape::Circle(CircleShape {
            center: r.center(),
            radius: r.width() * 0.4,
            fill: c,
            stroke: Stroke::new(1.0, Color32::WHITE),
        })),
        Swatch::Text(c) => {
            let galley = text.layout_no_wrap("7".to_owned(), FontId::monospace(size * 0.7), c);
            let at = Align2::CENTER_CENTER.anchor_size(r.center(), galley.size());
            shapes.push(Shape::galley(at.min, galley, c));
        }
    }
    shapes
}
