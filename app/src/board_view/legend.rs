//! The legend beside the board: the board's pieces, the game timeline's markers, then each
//! overlay layer with its toggle; every entry a swatch ([`snakescope_picture::board::legend`]) and its
//! words, in as many columns as the panel's width allows.

use super::PainterText;
use crate::command::{Command, Commands};
use egui::{Color32, Sense, Ui, vec2};
use snakescope_core::session::{Layer, Overlays};
use snakescope_picture::board::legend::{Swatch, markers, pieces, swatch_of, swatch_shapes};
use snakescope_picture::board::palette::BoardPalette;

/// Legend entries in a grid of `columns` columns, fewer when the widest entry would not fit
/// that many times in the width there is (a narrow panel then shows them all, in two columns
/// or one, rather than cut them off).
fn legend_grid(ui: &mut Ui, id: &str, columns: usize, entries: &[(Swatch, String)], bg: Color32) {
    let gap = 10.0;
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

/// A swatch a line of text high, on a square of `bg`, the board's background.
fn swatch(ui: &mut Ui, s: Swatch, bg: Color32) {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
    let painter = ui.painter();
    painter.extend(swatch_shapes(s, rect, bg, &mut PainterText(painter)));
}

/// The legend: the board's fixed pieces, the timeline's markers, then each overlay layer
/// with its toggle, ticked as `overlays` (the layers the board shows) say; a toggle changed
/// sends [`Command::ShowLayer`].
pub fn legend_ui(ui: &mut Ui, overlays: &Overlays, pal: &BoardPalette, commands: &mut Commands) {
    legend_grid(ui, "snakescope.legend.pieces", 3, &pieces(pal), pal.board);
    ui.label(tr!("Game timeline markers:"));
    legend_grid(ui, "snakescope.legend.markers", 2, &markers(pal), pal.board);
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
                commands.send(Command::ShowLayer(layer, shown));
            }
        });
    }
}
