//! A solver's own marks and paths (the reported-trace stage), drawn with the same colours and
//! layers as the built-in stages: frontier and expanded cells tint as a search's do and show
//! with the distances, paths join the path layer, refused cells the shortcut layer's crosses,
//! the chosen cell the cursor's ring.

use super::geometry::BoardGeometry;
use super::layers::MIN_TEXT;
use super::mesh::cross;
use super::palette::BoardPalette;
use super::text::TextLayout;
use epaint::{Color32, FontId, Mesh, Pos2, Shape, Stroke, StrokeKind};
use snakescope_core::rules::Pos;
use snakescope_core::session::{Layer, Overlays};
use snakescope_core::stages::report::{MarkClass, ReportedMark};
use snakescope_core::trace::StageFrame;

/// The layer a class of mark is shown with.
pub fn layer_of(class: MarkClass) -> Layer {
    match class {
        MarkClass::Frontier | MarkClass::Expanded | MarkClass::Note => Layer::Distances,
        MarkClass::Path => Layer::Path,
        MarkClass::Refused => Layer::Shortcuts,
        MarkClass::Chosen => Layer::Cursor,
    }
}

/// The tint of a cell marked with `class`, if the class tints its cell.
fn tint(class: MarkClass, pal: &BoardPalette) -> Option<Color32> {
    match class {
        MarkClass::Frontier => Some(pal.frontier),
        MarkClass::Expanded => Some(pal.expanded),
        MarkClass::Path => Some(pal.path_tint),
        MarkClass::Note => Some(pal.note),
        MarkClass::Refused | MarkClass::Chosen => None,
    }
}

/// The colour of a class's paths and its legend entry, on the standard dark board.
pub fn colour(class: MarkClass) -> Color32 {
    colour_in(class, &BoardPalette::DARK)
}

/// The colour of a class's paths and its legend entry in `pal`.
pub fn colour_in(class: MarkClass, pal: &BoardPalette) -> Color32 {
    match class {
        MarkClass::Frontier => pal.frontier,
        MarkClass::Expanded => pal.expanded,
        MarkClass::Path => pal.path,
        MarkClass::Refused => pal.refused,
        MarkClass::Chosen => pal.allowed,
        MarkClass::Note => pal.note,
    }
}

fn marks<'a>(frame: &'a StageFrame) -> impl Iterator<Item = &'a ReportedMark> + 'a {
    frame.reported.iter().flatten()
}

/// The cells' tints, into the board's fill mesh.
pub fn tints(
    fills: &mut Mesh,
    frame: &StageFrame,
    geo: &BoardGeometry,
    overlays: &Overlays,
    pal: &BoardPalette,
) {
    for m in marks(frame) {
        if let Some(t) = tint(m.class, pal)
            && overlays.shows(layer_of(m.class))
        {
            fills.add_colored_rect(geo.cell_rect(m.cell), t);
        }
    }
}

/// The paths (every class with the path layer, in its class's colour), the crosses and
/// rings, and each mark's number or label.
pub fn overlays(
    shapes: &mut Vec<Shape>,
    text: &mut dyn TextLayout,
    frame: &StageFrame,
    geo: &BoardGeometry,
    overlays: &Overlays,
    pal: &BoardPalette,
    head: Pos,
) {
    let c = geo.cell;
    for path in &frame.reported_paths {
        if path.cells.len() > 1 && overlays.shows(Layer::Path) {
            let points: Vec<Pos2> = path.cells.iter().map(|&p| geo.center(p)).collect();
            shapes.push(Shape::line(
                points,
                Stroke::new((c * 0.16).clamp(1.5, 6.0), colour_in(path.class, pal)),
            ));
        }
    }
    let w = (c * 0.08).clamp(1.5, 4.0);
    for m in marks(frame) {
        if !overlays.shows(layer_of(m.class)) {
            continue;
        }
        let r = geo.cell_rect(m.cell).shrink(c * 0.06);
        match m.class {
            MarkClass::Refused => cross(shapes, r, w, pal.refused),
            MarkClass::Chosen => shapes.push(Shape::rect_stroke(
                r,
                c * 0.12,
                Stroke::new(w, pal.allowed),
                StrokeKind::Inside,
            )),
            _ => {}
        }
        // The head keeps its eyes, as under the built-in stages' numbers.
        if m.cell == head {
            continue;
        }
        let words = match (&m.value, &m.label) {
            (Some(v), _) => v.to_string(),
            (None, Some(label)) => label.clone(),
            (None, None) => continue,
        };
        let chars = words.chars().count().max(1) as f32;
        let size = (c * 0.42).min(c * 1.5 / chars).floor();
        if size >= MIN_TEXT {
            let g = text.layout_no_wrap(words, FontId::monospace(size), pal.number);
            shapes.push(Shape::galley(r.center() - g.size() / 2.0, g, pal.number));
        }
    }
}
