//! SVG attribute values from egui's: numbers, colours with their opacity, fills, strokes,
//! escaped text.

use epaint::{Color32, ColorMode, PathStroke, Stroke};

/// Said of every filled shape without an outline: some renderers (ImageMagick's) draw one
/// unless told not to.
pub(super) const NO_STROKE: &str = r#" stroke="none""#;

/// A number in few characters: two decimals at most, no trailing zeros.
pub(super) fn num(v: f32) -> String {
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

/// A colour as `#rrggbb`, and its opacity from 0 to 1.
pub(super) fn hex(c: Color32) -> (String, f32) {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    (format!("#{r:02x}{g:02x}{b:02x}"), f32::from(a) / 255.0)
}

/// A colour as SVG paints it: `#rrggbb`, or `rgba(...)` when translucent (which every
/// renderer reads, where some ignore a separate opacity).
pub(super) fn paint(c: Color32) -> String {
    let (h, a) = hex(c);
    if a < 1.0 {
        let [r, g, b, _] = c.to_srgba_unmultiplied();
        format!("rgba({r},{g},{b},{a})", r = r, g = g, b = b, a = num(a))
    } else {
        h
    }
}

pub(super) fn fill(c: Color32) -> String {
    if c.a() == 0 {
        return r#" fill="none""#.to_string();
    }
    format!(r#" fill="{}""#, paint(c))
}

pub(super) fn stroke(s: Stroke) -> String {
    if s.width <= 0.0 || s.color.a() == 0 {
        return NO_STROKE.to_string();
    }
    format!(
        r#" stroke="{}" stroke-width="{}""#,
        paint(s.color),
        num(s.width)
    )
}

pub(super) fn path_stroke(s: &PathStroke) -> String {
    match s.color {
        ColorMode::Solid(c) => stroke(Stroke::new(s.width, c)),
        // A gradient has no single colour; a middle grey keeps the line visible.
        _ => stroke(Stroke::new(s.width, Color32::GRAY)),
    }
}

pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
