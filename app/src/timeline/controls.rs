//! What both timelines share: their controls beside or above their strip, and the speed
//! slider.

use crate::settings::SPEED_RANGE;
use egui::{Response, Ui};

/// The narrowest a timeline's strip may be beside its controls.
pub const STRIP_BESIDE_CONTROLS: f32 = 360.0;

/// The timelines whose controls share a column, so that their strips start at the same x.
pub const TIMELINES: [&str; 3] = [
    "snakescope.game.controls",
    "snakescope.decision.controls",
    "snakescope.compared.controls",
];

/// A timeline's controls and its strip: on one row, in the manner of rerun's time panel, when
/// the widest controls of the [`TIMELINES`] (as wide as they were last frame) leave the strip
/// at least [`STRIP_BESIDE_CONTROLS`]; else the controls, wrapping in a narrow window, and the
/// strip under them, the whole width. One row for both saves the board two lines of height.
/// `timeline` is one of [`TIMELINES`].
pub fn controls_and_strip<R>(
    ui: &mut Ui,
    timeline: &str,
    controls: impl FnOnce(&mut Ui),
    strip: impl FnOnce(&mut Ui) -> R,
) -> R {
    let last: Option<f32> = ui.data(|d| d.get_temp(egui::Id::unique(timeline)));
    let column = TIMELINES
        .into_iter()
        .filter_map(|t| ui.data(|d| d.get_temp::<f32>(egui::Id::unique(t))))
        .reduce(f32::max);
    let room = ui.available_width() - ui.spacing().item_spacing.x - STRIP_BESIDE_CONTROLS;
    let (width, picked) = match column.filter(|&c| c <= room) {
        Some(column) => {
            ui.horizontal(|ui| {
                let width = ui.horizontal(controls).response.rect.width();
                ui.add_space(column - width);
                (width, strip(ui))
            })
            .inner
        }
        None => {
            let width = ui.horizontal_wrapped(controls).response.rect.width();
            (width, strip(ui))
        }
    };
    if last.is_none_or(|w| (w - width).abs() > 0.5) {
        ui.data_mut(|d| d.insert_temp(egui::Id::unique(timeline), width));
        ui.ctx().request_repaint();
    }
    picked
}

/// The speed slider of both timelines, in ticks or events (`unit`) per second. It moves to a
/// line of its own when the rest of its line is too short for it, rather than run off the
/// window's edge: a slider and its value are one widget to egui, which cannot wrap them.
pub fn speed_slider(ui: &mut Ui, speed: &mut f64, unit: &str) -> Response {
    let spacing = ui.spacing();
    let width = spacing.slider_width + 2.5 * spacing.interact_size.x + 2.0 * spacing.item_spacing.x;
    if ui.available_size_before_wrap().x < width {
        ui.end_row();
    }
    ui.add(
        egui::Slider::new(speed, SPEED_RANGE.0..=SPEED_RANGE.1)
            .logarithmic(true)
            .max_decimals(2)
            .text(unit),
    )
}
