//! The game timeline: ticks with markers (food eaten, shortcut taken, fallback used, death),
//! play/pause, step, jump to markers, Home/End, a scrub strip, a tick counter you can type
//! into, and the speed.

use super::controls::{controls_and_strip, speed_slider};
use crate::app::board::palette;
use crate::app::keymap::{self, tip};
use crate::app::state::AppState;
use crate::explain::{Marker, MarkerKind};
use egui::{Color32, Rect, Response, Sense, Stroke, Ui, pos2, vec2};

/// The game timeline: the controls and the scrub strip (one row or two, see
/// [`controls_and_strip`]).
pub fn game_timeline_ui(ui: &mut Ui, state: &mut AppState) {
    let ctx = ui.ctx().clone();
    let tick = state.tick();
    let len = state.ticks();
    let markers = state.markers();
    let manual = state.is_manual();
    let controls = |ui: &mut Ui| {
        ui.strong("Game");
        if ui
            .add_enabled(tick > 0, egui::Button::new("Home"))
            .on_hover_text(tip(&ctx, "First tick", &keymap::HOME))
            .clicked()
        {
            state.home();
        }
        if ui
            .add_enabled(tick > 0, egui::Button::new("Back"))
            .on_hover_text(tip(&ctx, "One tick back", &keymap::STEP_BACK))
            .clicked()
        {
            state.step_ticks(-1);
        }
        let play = if state.playing() { "Pause" } else { "Play" };
        if ui
            .button(play)
            .on_hover_text(tip(&ctx, "Play or pause the game", &keymap::PLAY))
            .clicked()
        {
            state.toggle_play();
        }
        let can_step = tick < len || (manual && !state.recording().latest().is_over());
        let step_tip = if manual {
            "One tick forward: the snake keeps its heading (steer with W/A/S/D or the arrows)"
        } else {
            "One tick forward"
        };
        if ui
            .add_enabled(can_step, egui::Button::new("Step"))
            .on_hover_text(tip(&ctx, step_tip, &keymap::STEP_FORWARD))
            .clicked()
        {
            state.step_ticks(1);
        }
        if ui
            .add_enabled(tick < len, egui::Button::new("End"))
            .on_hover_text(tip(&ctx, "Last tick", &keymap::END))
            .clicked()
        {
            state.end();
        }
        let has_prev = markers.iter().any(|m| m.tick < tick);
        let has_next = markers.iter().any(|m| m.tick > tick);
        if ui
            .add_enabled(has_prev, egui::Button::new("[ Prev marker"))
            .on_hover_text(tip(&ctx, "Previous marker", &keymap::PREV_MARKER))
            .clicked()
        {
            state.prev_marker();
        }
        if ui
            .add_enabled(has_next, egui::Button::new("Next marker ]"))
            .on_hover_text(tip(&ctx, "Next marker", &keymap::NEXT_MARKER))
            .clicked()
        {
            state.next_marker();
        }
        ui.separator();
        let mut typed = tick;
        let counter = ui
            .add(
                egui::DragValue::new(&mut typed)
                    .range(0..=len)
                    .speed(0.25)
                    .prefix("tick ")
                    .suffix(format!(" of {len}")),
            )
            .accessible_name("Go to tick")
            .on_hover_text("Drag, or click and type a tick to jump there");
        if counter.changed() {
            state.set_tick(typed);
        }
        if state.recording_held() {
            if ui
                .button("Record further")
                .on_hover_text(format!(
                    "The game is recorded up to tick {len} and goes on: record {} more ticks",
                    crate::app::state::RECORD_AHEAD
                ))
                .clicked()
            {
                state.record_further();
            }
        } else if !state.recorded_to_end() && !manual {
            ui.spinner().on_hover_text("Recording the game ahead");
        }
        ui.separator();
        let mut speed = state.settings.tick_speed;
        let speed_tip = format!(
            "Game speed, ticks per second ({} faster, {} slower)",
            keymap::keys(&ctx, &keymap::FASTER),
            keymap::keys(&ctx, &keymap::SLOWER)
        );
        if speed_slider(ui, &mut speed, "ticks/s")
            .on_hover_text(speed_tip)
            .changed()
        {
            state.settings.tick_speed = speed;
        }
    };
    let picked = controls_and_strip(ui, "snakescope.game.controls", controls, |ui| {
        scrub_strip(ui, tick, len, &markers)
    });
    if let Some(t) = picked {
        state.set_tick(t);
    }
}

/// A strip the width of the panel: the whole game, its markers, and the tick on screen.
/// Clicking or dragging picks a tick.
pub(super) fn scrub_strip(
    ui: &mut Ui,
    tick: usize,
    len: usize,
    markers: &[Marker],
) -> Option<usize> {
    let height = ui.text_style_height(&egui::TextStyle::Body) * 1.3;
    let (rect, response) =
        ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::click_and_drag());
    response.widget_info(|| egui::WidgetInfo {
        value: Some(tick as f64),
        ..egui::WidgetInfo::labeled(egui::Role::Slider, true, "Game timeline")
    });
    let inner = rect.shrink2(vec2(6.0, 2.0));
    let x_of = |t: usize| inner.left() + inner.width() * t as f32 / len.max(1) as f32;
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 3.0, ui.visuals().extreme_bg_color);
    p.rect_filled(
        Rect::from_min_max(inner.left_top(), pos2(x_of(tick), inner.bottom())),
        2.0,
        ui.visuals().selection.bg_fill.gamma_multiply(0.35),
    );
    for m in markers {
        let x = x_of(m.tick);
        let (top, w) = match m.kind {
            MarkerKind::Food => (inner.top(), 1.5),
            MarkerKind::Shortcut => (inner.center().y, 1.0),
            MarkerKind::Fallback => (inner.center().y, 1.5),
            MarkerKind::Death => (inner.top(), 3.0),
        };
        p.line_segment(
            [pos2(x, top), pos2(x, inner.bottom())],
            Stroke::new(w, palette::marker(m.kind)),
        );
    }
    let x = x_of(tick);
    p.line_segment(
        [pos2(x, rect.top()), pos2(x, rect.bottom())],
        Stroke::new(2.0, Color32::WHITE),
    );
    let hover_tick = |response: &Response| {
        response.hover_pos().map(|pos| {
            let f = ((pos.x - inner.left()) / inner.width()).clamp(0.0, 1.0);
            (f * len as f32).round() as usize
        })
    };
    let mut picked = None;
    if (response.clicked() || response.dragged())
        && let Some(pos) = response.interact_pointer_pos()
    {
        let f = ((pos.x - inner.left()) / inner.width()).clamp(0.0, 1.0);
        picked = Some((f * len as f32).round() as usize);
    }
    if let Some(t) = hover_tick(&response) {
        let here: Vec<&str> = markers
            .iter()
            .filter(|m| m.tick.abs_diff(t) <= len / 200)
            .map(|m| m.kind.label())
            .collect();
        let text = if here.is_empty() {
            format!("tick {t}")
        } else {
            format!("tick {t}: {}", here.join(", "))
        };
        response.on_hover_text_at_pointer(text);
    }
    picked
}
