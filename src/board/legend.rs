//! The overlay layers' toggles and their legend.

use super::palette::{self, BoardPalette};
use crate::explain::MarkerKind;
use crate::session::{Layer, Overlays};
use egui::{Color32, Sense, Stroke, Ui, vec2};

/// The swatch drawn before a legend entry.
#[derive(Clone, Copy)]
enum Swatch {
    Fill(Color32),
    Line(Color32),
    Ring(Color32),
    Cross(Color32),
    Text(Color32),
    /// A dot ringed in white: a breakpoint's match on the game timeline.
    Dot(Color32),
}

fn swatch_of(layer: Layer, pal: &BoardPalette) -> Swatch {
    match layer {
        Layer::Distances => Swatch::Fill(pal.frontier),
        Layer::Parents => Swatch::Line(pal.parent),
        Layer::Path => Swatch::Line(pal.path),
        Layer::Ghost => Swatch::Ring(pal.ghost),
        Layer::Cycle => Swatch::Line(pal.cycle),
        Layer::CycleIndex => Swatch::Text(pal.cycle_index),
        Layer::Shortcuts => Swatch::Ring(pal.allowed),
        Layer::Cursor => Swatch::Ring(pal.current),
        Layer::GridLines => Swatch::Line(pal.grid_line),
    }
}

/// Legend entries in a grid of `columns` columns, fewer when the widest entry would not fit
/// that many times in the width there is (a narrow panel then shows them all, in two columns
/// or one, rather than cut them off).
fn legend_grid(ui: &mut Ui, id: &str, columns: usize, entries: &[(Swatch, String)], bg: Color32) {
    legend_grid_apart(ui, id, columns, entries, 10.0, bg);
}

/// [`legend_grid`] with `gap` points between its columns.
fn legend_grid_apart(
    ui: &mut Ui,
    id: &str,
    columns: usize,
    entries: &[(Swatch, String)],
    gap: f32,
    bg: Color32,
) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let spacing = ui.spacing().item_spacing.x;
    let widest = entries
        .iter()
        .map(|(_, text)| {
            ui.painter()
                .layout_no_wrap(text.to_string(), font.clone(), Color32::PLACEHOLDER)
                .size()
                .x
        })
        .fold(0.0, f32::max)
        + size
        + spacing;
    let fit = ((ui.available_width() + gap) / (widest + gap)).floor() as usize;
    let columns = columns.min(fit).max(1);
    egui::Grid::new((id, columns))
        .num_columns(columns)
        .spacing([gap, 2.0])
        .show(ui, |ui| {
            for (i, (s, text)) in entries.iter().enumerate() {
                ui.horizontal(|ui| {
                    swatch(ui, *s, bg);
                    ui.label(text.as_str());
                });
                if (i + 1) % columns == 0 {
                    ui.end_row();
                }
            }
        });
}

/// A swatch on a square of `bg`, the board's background.
fn swatch(ui: &mut Ui, s: Swatch, bg: Color32) {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
    let p = ui.painter();
    p.rect_filled(rect, 2.0, bg);
    let r = rect.shrink(size * 0.2);
    match s {
        Swatch::Fill(c) => {
            p.rect_filled(r, 1.0, c);
        }
        Swatch::Line(c) => {
            p.line_segment([r.left_center(), r.right_center()], Stroke::new(2.5, c));
        }
        Swatch::Ring(c) => {
            p.rect_stroke(r, 2.0, Stroke::new(2.0, c), egui::StrokeKind::Inside);
        }
        Swatch::Cross(c) => {
            let s = Stroke::new(2.0, c);
            p.line_segment([r.left_top(), r.right_bottom()], s);
            p.line_segment([r.right_top(), r.left_bottom()], s);
        }
        Swatch::Dot(c) => {
            p.circle(
                r.center(),
                r.width() * 0.4,
                c,
                Stroke::new(1.0, Color32::WHITE),
            );
        }
        Swatch::Text(c) => {
            p.text(
                r.center(),
                egui::Align2::CENTER_CENTER,
                "7",
                egui::FontId::monospace(size * 0.7),
                c,
            );
        }
    }
}

/// The board's fixed pieces, in legend order.
fn pieces(pal: &BoardPalette) -> [(Swatch, String); 11] {
    [
        (Swatch::Fill(pal.head), tr!("head")),
        (Swatch::Fill(pal.body), tr!("body")),
        (Swatch::Fill(pal.tail), tr!("tail")),
        (Swatch::Fill(pal.food), tr!("food")),
        (Swatch::Cross(pal.death), tr!("death")),
        (Swatch::Fill(pal.frontier), tr!("queued")),
        (Swatch::Fill(pal.expanded), tr!("expanded")),
        (Swatch::Ring(pal.trying), tr!("tried")),
        (Swatch::Cross(pal.refused), tr!("refused")),
        (Swatch::Fill(pal.left_out), tr!("left out")),
        (Swatch::Fill(pal.in_loop), tr!("split-off loop")),
    ]
}

/// The legend: the board's fixed pieces, the timeline's markers, then each overlay layer
/// with its toggle.
pub fn legend_ui(ui: &mut Ui, overlays: &mut Overlays, pal: &BoardPalette) {
    legend_grid(ui, "snakescope.legend.pieces", 3, &pieces(pal), pal.board);
    ui.label(tr!("Game timeline markers:"));
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
    legend_grid(
        ui,
        "snakescope.legend.markers",
        2,
        &[markers.as_slice(), debugger.as_slice()].concat(),
        pal.board,
    );
    ui.add_space(4.0);
    for layer in Layer::ALL {
        ui.horizontal(|ui| {
            swatch(ui, swatch_of(layer, pal), pal.board);
            let mut shown = overlays.shows(layer);
            if ui
                .checkbox(&mut shown, layer.label())
                .on_hover_text(layer.help())
                .changed()
            {
                overlays.set(layer, shown);
            }
        });
    }
}

/// The legend as a picture shows it, under the board: the pieces and the layers shown, with
/// no toggles, in as many columns as the width allows, in text `text_size` points high.
pub fn legend_picture_ui(ui: &mut Ui, overlays: &Overlays, pal: &BoardPalette, text_size: f32) {
    ui.style_mut()
        .text_styles
        .insert(egui::TextStyle::Body, egui::FontId::proportional(text_size));
    let mut entries: Vec<(Swatch, String)> = pieces(pal).to_vec();
    entries.extend(
        Layer::ALL
            .into_iter()
            .filter(|&l| overlays.shows(l))
            .map(|l| (swatch_of(l, pal), l.label())),
    );
    let columns = ((ui.available_width() / (text_size * 11.0)).floor() as usize).clamp(1, 6);
    // Wide gaps: a reader of the picture may draw its words in a font wider than egui's.
    let gap = text_size * 2.0;
    let id = "snakescope.legend.picture";
    legend_grid_apart(ui, id, columns, &entries, gap, pal.board);
}
