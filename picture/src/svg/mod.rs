//! Pictures as SVG: the shapes egui was asked to paint, written as vector graphics, so that a
//! slide can scale the board without losing sharpness.
//!
//! Rectangles, circles, ellipses, lines, paths and curves become their SVG namesakes; a mesh
//! (the board painter draws its many cells as meshes) becomes one path per colour; text
//! becomes `<text>` with each glyph at the place egui laid it out.

use epaint::emath::TSTransform;
use epaint::{
    CircleShape, ClippedShape, Color32, CubicBezierShape, EllipseShape, FontFamily, Mesh,
    PathShape, Pos2, QuadraticBezierShape, Rect, RectShape, Shape, Stroke, StrokeKind, TextShape,
    Vertex,
};
use std::fmt::Write;

mod attributes;
use attributes::{NO_STROKE, escape, fill, num, path_stroke, stroke};

/// An SVG document of the part `area` (in points) of what `shapes` paint, `area.size()`
/// points wide and high, on a `background` colour.
pub fn svg_document(shapes: &[ClippedShape], area: Rect, background: Color32) -> String {
    let mut w = SvgWriter {
        out: String::new(),
        origin: area.min,
        clips: Vec::new(),
    };
    for clipped in shapes {
        // A clip that cuts nothing off is left out: a shape drawn whole needs none, and some
        // renderers (ImageMagick's) draw nothing of a clipped group.
        let bounds = clipped.shape.visual_bounding_rect();
        let clip = if clipped.clip_rect.expand(0.5).contains_rect(bounds) {
            String::new()
        } else {
            w.clip(clipped.clip_rect, area)
        };
        let _ = writeln!(w.out, r#"<g{clip}>"#);
        // A transform egui applies after tessellation (a zoomed layer); the clip rectangle
        // is already in the space it maps to.
        let t = clipped.transform_after_tessellation;
        let transformed = t != TSTransform::IDENTITY;
        if transformed {
            let offset = area.min.to_vec2() * (1.0 - t.scaling) - t.translation;
            let _ = writeln!(
                w.out,
                r#"<g transform="translate({} {}) scale({})">"#,
                num(-offset.x),
                num(-offset.y),
                num(t.scaling)
            );
        }
        w.shape(&clipped.shape);
        if transformed {
            w.out.push_str("</g>\n");
        }
        w.out.push_str("</g>\n");
    }
    let (width, height) = (area.width(), area.height());
    let mut doc = String::new();
    let _ = writeln!(
        doc,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}">"#,
        num(width),
        num(height),
        num(width),
        num(height)
    );
    // The clip rectangles first: a renderer that reads the file once (ImageMagick's) knows
    // only what was defined before it is used.
    if !w.clips.is_empty() {
        doc.push_str("<defs>\n");
        for (i, r) in w.clips.iter().enumerate() {
            let _ = writeln!(
                doc,
                r#"<clipPath id="c{i}"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>"#,
                num(r.min.x),
                num(r.min.y),
                num(r.width()),
                num(r.height())
            );
        }
        doc.push_str("</defs>\n");
    }
    let _ = writeln!(
        doc,
        r#"<rect width="100%" height="100%"{}{NO_STROKE}/>"#,
        fill(background)
    );
    doc.push_str(&w.out);
    doc.push_str("</svg>\n");
    doc
}

struct SvgWriter {
    out: String,
    origin: Pos2,
    clips: Vec<Rect>,
}

impl SvgWriter {
    fn p(&self, p: Pos2) -> (String, String) {
        (num(p.x - self.origin.x), num(p.y - self.origin.y))
    }

    fn clip(&mut self, clip: Rect, area: Rect) -> String {
        if clip.contains_rect(area) {
            return String::new();
        }
        let local = clip.translate(-self.origin.to_vec2());
        let i = match self.clips.iter().position(|r| *r == local) {
            Some(i) => i,
            None => {
                self.clips.push(local);
                self.clips.len() - 1
            }
        };
        format!(r#" clip-path="url(#c{i})""#)
    }

    fn shape(&mut self, shape: &Shape) {
        match shape {
            Shape::Noop | Shape::Callback(_) | Shape::Band(_) => {}
            Shape::Vec(shapes) => {
                for s in shapes {
                    self.shape(s);
                }
            }
            Shape::Circle(c) => self.circle(c),
            Shape::Ellipse(e) => self.ellipse(e),
            Shape::LineSegment { points, stroke: s } => self.segment(points, s),
            Shape::Path(path) => self.path(path),
            Shape::QuadraticBezier(q) => self.quadratic(q),
            Shape::CubicBezier(q) => self.cubic(q),
            Shape::Rect(r) => self.rect(r),
            Shape::Mesh(mesh) => self.mesh(mesh),
            Shape::Text(text) => self.text(text),
        }
    }

    /// A circle.
    fn circle(&mut self, c: &CircleShape) {
        let (x, y) = self.p(c.center);
        let _ = writeln!(
            self.out,
            r#"<circle cx="{x}" cy="{y}" r="{}"{}{}/>"#,
            num(c.radius),
            fill(c.fill),
            stroke(c.stroke)
        );
    }

    /// An ellipse, turned by its angle.
    fn ellipse(&mut self, e: &EllipseShape) {
        let (x, y) = self.p(e.center);
        let _ = writeln!(
            self.out,
            r#"<ellipse cx="{x}" cy="{y}" rx="{}" ry="{}" transform="rotate({} {x} {y})"{}{}/>"#,
            num(e.radius.x),
            num(e.radius.y),
            num(e.angle.to_degrees()),
            fill(e.fill),
            stroke(e.stroke)
        );
    }

    /// A line segment with round caps.
    fn segment(&mut self, points: &[Pos2; 2], s: &Stroke) {
        let ((x1, y1), (x2, y2)) = (self.p(points[0]), self.p(points[1]));
        let _ = writeln!(
            self.out,
            r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"{} stroke-linecap="round"/>"#,
            stroke(*s)
        );
    }

    /// A polyline, filled if it is closed.
    fn path(&mut self, path: &PathShape) {
        if path.points.is_empty() {
            return;
        }
        let d = self.polyline(&path.points, path.closed);
        let shown_fill = if path.closed {
            path.fill
        } else {
            Color32::TRANSPARENT
        };
        let _ = writeln!(
            self.out,
            r#"<path d="{d}"{}{} stroke-linejoin="round"/>"#,
            fill(shown_fill),
            path_stroke(&path.stroke)
        );
    }

    /// A quadratic Bézier curve.
    fn quadratic(&mut self, q: &QuadraticBezierShape) {
        let (a, b, c) = (
            self.p(q.points[0]),
            self.p(q.points[1]),
            self.p(q.points[2]),
        );
        let close = if q.closed { " Z" } else { "" };
        let _ = writeln!(
            self.out,
            r#"<path d="M{} {} Q{} {} {} {}{close}"{}{}/>"#,
            a.0,
            a.1,
            b.0,
            b.1,
            c.0,
            c.1,
            fill(q.fill),
            path_stroke(&q.stroke)
        );
    }

    /// A cubic Bézier curve.
    fn cubic(&mut self, q: &CubicBezierShape) {
        let [a, b, c, d] = q.points.map(|p| self.p(p));
        let close = if q.closed { " Z" } else { "" };
        let _ = writeln!(
            self.out,
            r#"<path d="M{} {} C{} {} {} {} {} {}{close}"{}{}/>"#,
            a.0,
            a.1,
            b.0,
            b.1,
            c.0,
            c.1,
            d.0,
            d.1,
            fill(q.fill),
            path_stroke(&q.stroke)
        );
    }

    /// A rectangle: its fill, then its stroke inside, across or outside its edge.
    fn rect(&mut self, r: &RectShape) {
        // The stroke sits inside, across or outside the rectangle's edge.
        let half = r.stroke.width / 2.0;
        let outline = match r.stroke_kind {
            StrokeKind::Inside => r.rect.shrink(half),
            StrokeKind::Middle => r.rect,
            StrokeKind::Outside => r.rect.expand(half),
        };
        let (x, y) = self.p(r.rect.min);
        let radius = f32::from(r.corner_radius.nw);
        let _ = writeln!(
            self.out,
            r#"<rect x="{x}" y="{y}" width="{}" height="{}" rx="{}"{}{NO_STROKE}/>"#,
            num(r.rect.width()),
            num(r.rect.height()),
            num(radius),
            fill(r.fill)
        );
        if r.stroke.width > 0.0 && r.stroke.color.a() > 0 {
            let (x, y) = self.p(outline.min);
            let _ = writeln!(
                self.out,
                r#"<rect x="{x}" y="{y}" width="{}" height="{}" rx="{}" fill="none"{}/>"#,
                num(outline.width()),
                num(outline.height()),
                num(radius),
                stroke(r.stroke)
            );
        }
    }

    fn polyline(&self, points: &[Pos2], closed: bool) -> String {
        let mut d = String::new();
        for (i, p) in points.iter().enumerate() {
            let (x, y) = self.p(*p);
            let _ = write!(d, "{}{x} {y} ", if i == 0 { "M" } else { "L" });
        }
        if closed {
            d.push('Z');
        }
        d.trim_end().to_string()
    }

    /// One path per run of triangles of one colour, in the mesh's order, which is the order
    /// of painting (a cell's tint laid over the board stays over it). Two triangles that make
    /// an axis-aligned rectangle (every cell of the board) are written as that rectangle, not
    /// as two triangles whose shared edge shows as a seam in some renderers.
    fn mesh(&mut self, mesh: &Mesh) {
        let triangles: Vec<[Vertex; 3]> = mesh
            .indices
            .chunks_exact(3)
            .map(|t| [t[0], t[1], t[2]].map(|i| mesh.vertices[i as usize]))
            .collect();
        let mut runs: Vec<([u8; 4], String)> = Vec::new();
        let mut i = 0;
        while i < triangles.len() {
            let tri = triangles[i];
            let colour = tri[0].color.to_array();
            if runs.last().is_none_or(|(c, _)| *c != colour) {
                runs.push((colour, String::new()));
            }
            let quad = triangles
                .get(i + 1)
                .and_then(|next| rectangle_of(&tri, next));
            let d = match quad {
                Some(r) => {
                    i += 2;
                    let (x, y) = self.p(r.min);
                    let (x2, y2) = self.p(r.max);
                    format!("M{x} {y}H{x2}V{y2}H{x}Z")
                }
                None => {
                    i += 1;
                    let [a, b, c] = tri.map(|v| self.p(v.pos));
                    format!("M{} {}L{} {}L{} {}Z", a.0, a.1, b.0, b.1, c.0, c.1)
                }
            };
            if let Some((_, path)) = runs.last_mut() {
                path.push_str(&d);
            }
        }
        for ([r, g, b, a], d) in runs {
            let colour = Color32::from_rgba_premultiplied(r, g, b, a);
            let _ = writeln!(self.out, r#"<path d="{d}"{}{NO_STROKE}/>"#, fill(colour));
        }
    }

    fn text(&mut self, text: &TextShape) {
        let galley = &text.galley;
        let font = galley.job.sections.first().map(|s| &s.format.font_id);
        let size = font.map_or(14.0, |f| f.size);
        // The generic families every renderer has; each glyph keeps the place egui laid it
        // out at, so a font a little wider or narrower than egui's moves nothing.
        let family = match font.map(|f| &f.family) {
            Some(FontFamily::Monospace) => "monospace",
            _ => "sans-serif",
        };
        for placed in &galley.rows {
            let glyphs: Vec<_> = placed
                .row
                .glyphs
                .iter()
                .filter(|g| !g.chr.is_control())
                .collect();
            let Some(first) = glyphs.first() else {
                continue;
            };
            // Text laid out without a colour of its own (a label, a number laid out once
            // for many colours) carries the placeholder, which stands for the shape's colour.
            let colour = text
                .override_text_color
                .or_else(|| placed.row.visuals.mesh.vertices.first().map(|v| v.color))
                .filter(|&c| c != Color32::PLACEHOLDER)
                .unwrap_or(text.fallback_color);
            let base = text.pos + placed.pos.to_vec2();
            let xs: Vec<String> = glyphs
                .iter()
                .map(|g| num(base.x + g.pos.x - self.origin.x))
                .collect();
            let y = num(base.y + first.pos.y - self.origin.y);
            let chars: String = glyphs.iter().map(|g| g.chr).collect();
            let _ = writeln!(
                self.out,
                r#"<text x="{}" y="{y}" font-family="{family}" font-size="{}"{}{NO_STROKE}>{}</text>"#,
                xs.join(" "),
                num(size),
                fill(colour),
                escape(&chars)
            );
        }
    }
}

/// The axis-aligned rectangle two triangles of one colour make together, if they make one
/// (as `Mesh::add_colored_rect` lays a rectangle out).
fn rectangle_of(a: &[Vertex; 3], b: &[Vertex; 3]) -> Option<Rect> {
    let colour = a[0].color;
    if a.iter().chain(b).any(|v| v.color != colour) {
        return None;
    }
    let r = Rect::from_points(&[a[0].pos, a[1].pos, a[2].pos, b[0].pos, b[1].pos, b[2].pos]);
    let corner = |p: Pos2| (p.x == r.min.x || p.x == r.max.x) && (p.y == r.min.y || p.y == r.max.y);
    let area = |t: &[Vertex; 3]| {
        let (p, q, s) = (t[0].pos, t[1].pos, t[2].pos);
        ((q - p).x * (s - p).y - (q - p).y * (s - p).x).abs() / 2.0
    };
    let whole = r.width() * r.height();
    let fits = a.iter().chain(b).all(|v| corner(v.pos))
        && whole > 0.0
        && (area(a) + area(b) - whole).abs() <= whole * 1e-4
        && (area(a) - whole / 2.0).abs() <= whole * 1e-4;
    fits.then_some(r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::TextLayout;
    use crate::panel::PanelColours;
    use crate::text::PictureText;
    use epaint::FontId;

    /// The shapes `paint` makes, text laid out by a picture's fonts, each clipped to a screen of
    /// 100 points.
    fn shapes(paint: impl FnOnce(&mut PictureText) -> Vec<ClippedShape>) -> Vec<ClippedShape> {
        paint(&mut PictureText::new(&PanelColours::DARK))
    }

    fn screen() -> Rect {
        Rect::from_min_size(Pos2::ZERO, epaint::vec2(100.0, 100.0))
    }

    #[test]
    fn shapes_become_svg_elements_relative_to_the_area() {
        let s = shapes(|text| {
            let galley =
                text.layout_no_wrap("a<b".to_owned(), FontId::proportional(12.0), Color32::WHITE);
            [
                Shape::rect_filled(
                    Rect::from_min_max(Pos2::new(20.0, 20.0), Pos2::new(40.0, 30.0)),
                    0.0,
                    Color32::from_rgb(255, 0, 0),
                ),
                Shape::circle_filled(Pos2::new(50.0, 50.0), 5.0, Color32::from_rgb(0, 0, 255)),
                Shape::galley(Pos2::new(30.0, 60.0), galley, Color32::WHITE),
            ]
            .into_iter()
            .map(|s| ClippedShape::new(screen(), s))
            .collect()
        });
        let area = Rect::from_min_max(Pos2::new(10.0, 10.0), Pos2::new(90.0, 90.0));
        let svg = svg_document(&s, area, Color32::BLACK);
        assert!(
            svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80""#)
        );
        assert!(
            svg.contains(
                r##"<rect x="10" y="10" width="20" height="10" rx="0" fill="#ff0000" stroke="none"/>"##
            ),
            "{svg}"
        );
        assert!(
            svg.contains(r##"<circle cx="40" cy="40" r="5" fill="#0000ff" stroke="none"/>"##),
            "{svg}"
        );
        assert!(svg.contains(">a&lt;b</text>"), "{svg}");
        assert!(svg.trim_end().ends_with("</svg>"));
    }

    #[test]
    fn a_mesh_keeps_its_painting_order() {
        // A tint laid over a background of another colour, then more background: three runs,
        // in that order, so that the tint is not hidden under the background.
        let mut mesh = Mesh::default();
        let tint = Color32::from_rgb(40, 140, 240);
        mesh.add_colored_rect(
            Rect::from_min_max(Pos2::ZERO, Pos2::new(20.0, 20.0)),
            Color32::BLACK,
        );
        mesh.add_colored_rect(Rect::from_min_max(Pos2::ZERO, Pos2::new(10.0, 10.0)), tint);
        mesh.add_colored_rect(
            Rect::from_min_max(Pos2::new(10.0, 10.0), Pos2::new(20.0, 20.0)),
            Color32::BLACK,
        );
        let shapes = vec![ClippedShape::new(Rect::EVERYTHING, Shape::mesh(mesh))];
        let svg = svg_document(
            &shapes,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(20.0, 20.0)),
            Color32::WHITE,
        );
        let fills: Vec<&str> = svg
            .lines()
            .filter(|l| l.starts_with("<path"))
            .map(|l| {
                l.split("fill=\"")
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap()
            })
            .collect();
        assert_eq!(fills, ["#000000", "#288cf0", "#000000"], "{svg}");
    }

    #[test]
    fn clip_paths_are_defined_before_they_are_used() {
        let s = shapes(|_| {
            let clip = Rect::from_min_max(Pos2::new(10.0, 10.0), Pos2::new(30.0, 30.0));
            let circle = Shape::circle_filled(Pos2::new(20.0, 20.0), 15.0, Color32::RED);
            vec![ClippedShape::new(clip, circle)]
        });
        let svg = svg_document(
            &s,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(100.0, 100.0)),
            Color32::BLACK,
        );
        let defined = svg.find(r#"<clipPath id="c0">"#).expect("a clip path");
        let used = svg.find(r#"clip-path="url(#c0)""#).expect("used");
        assert!(defined < used, "{svg}");
    }

    #[test]
    fn text_laid_out_without_a_colour_takes_the_shape_s_colour() {
        let s = shapes(|text| {
            let galley = text.layout_no_wrap(
                "7".to_owned(),
                FontId::monospace(12.0),
                Color32::PLACEHOLDER,
            );
            let number = Shape::galley(
                Pos2::new(10.0, 10.0),
                galley,
                Color32::from_rgb(232, 236, 240),
            );
            vec![ClippedShape::new(screen(), number)]
        });
        let svg = svg_document(
            &s,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(100.0, 100.0)),
            Color32::BLACK,
        );
        assert!(
            svg.contains(r##"fill="#e8ecf0" stroke="none">7</text>"##),
            "{svg}"
        );
    }

    #[test]
    fn a_mesh_becomes_one_path_per_colour() {
        let mut mesh = Mesh::default();
        mesh.add_colored_rect(
            Rect::from_min_max(Pos2::ZERO, Pos2::new(10.0, 10.0)),
            Color32::RED,
        );
        mesh.add_colored_rect(
            Rect::from_min_max(Pos2::new(10.0, 0.0), Pos2::new(20.0, 10.0)),
            Color32::RED,
        );
        mesh.add_colored_rect(
            Rect::from_min_max(Pos2::new(0.0, 10.0), Pos2::new(10.0, 20.0)),
            Color32::GREEN,
        );
        let shapes = vec![ClippedShape::new(Rect::EVERYTHING, Shape::mesh(mesh))];
        let svg = svg_document(
            &shapes,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(20.0, 20.0)),
            Color32::BLACK,
        );
        assert_eq!(svg.matches("<path").count(), 2, "{svg}");
        // Each cell is one rectangle, not two triangles with a seam between them.
        assert!(svg.contains(r#"d="M0 0H10V10H0ZM10 0H20V10H10Z""#), "{svg}");
        assert_eq!(svg.matches('Z').count(), 3, "{svg}");
    }
}
