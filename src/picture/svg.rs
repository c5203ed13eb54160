//! Pictures as SVG: the shapes egui was asked to paint, written as vector graphics, so that a
//! slide can scale the board without losing sharpness.
//!
//! Rectangles, circles, ellipses, lines, paths and curves become their SVG namesakes; a mesh
//! (the board painter draws its many cells as meshes) becomes one path per colour; text
//! becomes `<text>` with each glyph at the place egui laid it out.

use egui::epaint::{ClippedShape, ColorMode, Mesh, PathStroke, Shape, StrokeKind, TextShape};
use egui::{Color32, Pos2, Rect, Stroke};
use std::fmt::Write;

/// An SVG document of the part `area` (in points) of what `shapes` paint, `area.size()`
/// points wide and high, on a `background` colour.
pub fn svg_document(shapes: &[ClippedShape], area: Rect, background: Color32) -> String {
    let mut w = SvgWriter {
        out: String::new(),
        origin: area.min,
        clips: Vec::new(),
    };
    let (width, height) = (area.width(), area.height());
    let _ = writeln!(
        w.out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}">"#,
        num(width),
        num(height),
        num(width),
        num(height)
    );
    let _ = writeln!(
        w.out,
        r#"<rect width="100%" height="100%"{}/>"#,
        fill(background)
    );
    for clipped in shapes {
        let clip = w.clip(clipped.clip_rect, area);
        let _ = writeln!(w.out, r#"<g{clip}>"#);
        // A transform egui applies after tessellation (a zoomed layer); the clip rectangle
        // is already in the space it maps to.
        let t = clipped.transform_after_tessellation;
        let transformed = t != egui::emath::TSTransform::IDENTITY;
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
    // The clip rectangles, referred to above by number.
    if !w.clips.is_empty() {
        w.out.push_str("<defs>\n");
        for (i, r) in w.clips.clone().iter().enumerate() {
            let _ = writeln!(
                w.out,
                r#"<clipPath id="c{i}"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>"#,
                num(r.min.x),
                num(r.min.y),
                num(r.width()),
                num(r.height())
            );
        }
        w.out.push_str("</defs>\n");
    }
    w.out.push_str("</svg>\n");
    w.out
}

struct SvgWriter {
    out: String,
    origin: Pos2,
    clips: Vec<Rect>,
}

/// A number in few characters: two decimals at most, no trailing zeros.
fn num(v: f32) -> String {
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

fn hex(c: Color32) -> (String, f32) {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    (format!("#{r:02x}{g:02x}{b:02x}"), f32::from(a) / 255.0)
}

fn fill(c: Color32) -> String {
    if c.a() == 0 {
        return r#" fill="none""#.to_string();
    }
    let (h, a) = hex(c);
    if a < 1.0 {
        format!(r#" fill="{h}" fill-opacity="{}""#, num(a))
    } else {
        format!(r#" fill="{h}""#)
    }
}

fn stroke(s: Stroke) -> String {
    if s.width <= 0.0 || s.color.a() == 0 {
        return String::new();
    }
    let (h, a) = hex(s.color);
    let mut out = format!(r#" stroke="{h}" stroke-width="{}""#, num(s.width));
    if a < 1.0 {
        let _ = write!(out, r#" stroke-opacity="{}""#, num(a));
    }
    out
}

fn path_stroke(s: &PathStroke) -> String {
    match s.color {
        ColorMode::Solid(c) => stroke(Stroke::new(s.width, c)),
        // A gradient has no single colour; a middle grey keeps the line visible.
        _ => stroke(Stroke::new(s.width, Color32::GRAY)),
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
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
            Shape::Circle(c) => {
                let (x, y) = self.p(c.center);
                let _ = writeln!(
                    self.out,
                    r#"<circle cx="{x}" cy="{y}" r="{}"{}{}/>"#,
                    num(c.radius),
                    fill(c.fill),
                    stroke(c.stroke)
                );
            }
            Shape::Ellipse(e) => {
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
            Shape::LineSegment { points, stroke: s } => {
                let ((x1, y1), (x2, y2)) = (self.p(points[0]), self.p(points[1]));
                let _ = writeln!(
                    self.out,
                    r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"{} stroke-linecap="round"/>"#,
                    stroke(*s)
                );
            }
            Shape::Path(path) => {
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
            Shape::QuadraticBezier(q) => {
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
            Shape::CubicBezier(q) => {
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
            Shape::Rect(r) => {
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
                    r#"<rect x="{x}" y="{y}" width="{}" height="{}" rx="{}"{}/>"#,
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
            Shape::Mesh(mesh) => self.mesh(mesh),
            Shape::Text(text) => self.text(text),
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

    /// One path per run of triangles of one colour, each triangle a closed sub-path. Runs keep
    /// the mesh's order, which is the order of painting: a fill laid over another (a cell's
    /// tint over the board) stays over it.
    fn mesh(&mut self, mesh: &Mesh) {
        let mut runs: Vec<([u8; 4], String)> = Vec::new();
        for tri in mesh.indices.chunks_exact(3) {
            let v = [tri[0], tri[1], tri[2]].map(|i| mesh.vertices[i as usize]);
            let colour = v[0].color.to_array();
            if runs.last().is_none_or(|(c, _)| *c != colour) {
                runs.push((colour, String::new()));
            }
            let [a, b, c] = v.map(|v| self.p(v.pos));
            if let Some((_, d)) = runs.last_mut() {
                let _ = write!(d, "M{} {}L{} {}L{} {}Z", a.0, a.1, b.0, b.1, c.0, c.1);
            }
        }
        for ([r, g, b, a], d) in runs {
            let colour = Color32::from_rgba_premultiplied(r, g, b, a);
            let _ = writeln!(self.out, r#"<path d="{d}"{}/>"#, fill(colour));
        }
    }

    fn text(&mut self, text: &TextShape) {
        let galley = &text.galley;
        let font = galley.job.sections.first().map(|s| &s.format.font_id);
        let size = font.map_or(14.0, |f| f.size);
        // egui's own fonts first, where the reader has them, so that glyphs keep the widths
        // they were laid out with.
        let family = match font.map(|f| &f.family) {
            Some(egui::FontFamily::Monospace) => "Hack, DejaVu Sans Mono, monospace",
            _ => "Ubuntu, sans-serif",
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
                r#"<text x="{}" y="{y}" font-family="{family}" font-size="{}"{}>{}</text>"#,
                xs.join(" "),
                num(size),
                fill(colour),
                escape(&chars)
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shapes(paint: impl FnMut(&egui::Ui)) -> Vec<ClippedShape> {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(100.0, 100.0))),
            ..Default::default()
        };
        let mut paint = paint;
        let mut out = ctx.run_ui(input, |ui| {
            egui::CentralPanel::default()
                .frame(egui::Frame::NONE)
                .show(ui, |ui| paint(ui));
        });
        out.textures_delta.clear();
        out.shapes
    }

    #[test]
    fn shapes_become_svg_elements_relative_to_the_area() {
        let s = shapes(|ui| {
            let p = ui.painter();
            p.rect_filled(
                Rect::from_min_max(Pos2::new(20.0, 20.0), Pos2::new(40.0, 30.0)),
                0.0,
                Color32::from_rgb(255, 0, 0),
            );
            p.circle_filled(Pos2::new(50.0, 50.0), 5.0, Color32::from_rgb(0, 0, 255));
            p.text(
                Pos2::new(30.0, 60.0),
                egui::Align2::LEFT_TOP,
                "a<b",
                egui::FontId::proportional(12.0),
                Color32::WHITE,
            );
        });
        let area = Rect::from_min_max(Pos2::new(10.0, 10.0), Pos2::new(90.0, 90.0));
        let svg = svg_document(&s, area, Color32::BLACK);
        assert!(
            svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80""#)
        );
        assert!(
            svg.contains(r##"<rect x="10" y="10" width="20" height="10" rx="0" fill="#ff0000"/>"##),
            "{svg}"
        );
        assert!(
            svg.contains(r##"<circle cx="40" cy="40" r="5" fill="#0000ff"/>"##),
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
    fn text_laid_out_without_a_colour_takes_the_shape_s_colour() {
        let s = shapes(|ui| {
            let galley = ui.painter().layout_no_wrap(
                "7".to_owned(),
                egui::FontId::monospace(12.0),
                Color32::PLACEHOLDER,
            );
            ui.painter().galley(
                Pos2::new(10.0, 10.0),
                galley,
                Color32::from_rgb(232, 236, 240),
            );
        });
        let svg = svg_document(
            &s,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(100.0, 100.0)),
            Color32::BLACK,
        );
        assert!(svg.contains(r##"fill="#e8ecf0">7</text>"##), "{svg}");
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
        assert_eq!(svg.matches('Z').count(), 6, "{svg}");
    }
}
