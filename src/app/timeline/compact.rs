//! Both timelines in one strip, for presenter view: for the game, back, play and step, the
//! tick, and its scrub strip; for the decision, the same over its events. The rest of each
//! timeline's controls is on the keyboard ([`crate::app::keymap`]) and in the usual view.

use super::decision::{event_strip, segments};
use super::game::{Strip, scrub_strip, thinned};
use crate::app::keymap::{self, tip};
use crate::app::state::AppState;
use egui::{Align, Layout, Ui, vec2};

/// The strip: the game's half, then the decision's.
pub fn compact_timelines_ui(ui: &mut Ui, state: &mut AppState) {
    let height = ui
        .spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body) * 1.3);
    ui.horizontal(|ui| {
        let half = ((ui.available_width() - 3.0 * ui.spacing().item_spacing.x) / 2.0).max(0.0);
        let row = Layout::left_to_right(Align::Center);
        ui.allocate_ui_with_layout(vec2(half, height), row, |ui| game_half(ui, state));
        ui.separator();
        let rest = ui.available_width();
        ui.allocate_ui_with_layout(vec2(rest, height), row, |ui| decision_half(ui, state));
    });
}

/// Back, play or pause, step, the tick, and the scrub strip.
fn game_half(ui: &mut Ui, state: &mut AppState) {
    let ctx = ui.ctx().clone();
    let (tick, len) = (state.tick(), state.ticks());
    let markers = state.markers();
    let dots = thinned(state.breakpoint_dots(), len);
    let divergence = state.divergence();
    if ui
        .add_enabled(
            tick > 0,
            egui::Button::new(egui::RichText::new("◀").monospace()),
        )
        .accessible_name("Back")
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
    let can_step = tick < len || (state.is_manual() && !state.recording().latest().is_over());
    if ui
        .add_enabled(
            can_step,
            egui::Button::new(egui::RichText::new("▶").monospace()),
        )
        .accessible_name("Step")
        .on_hover_text(tip(&ctx, "One tick forward", &keymap::STEP_FORWARD))
        .clicked()
    {
        state.step_ticks(1);
    }
    let mut typed = tick;
    if ui
        .add(
            egui::DragValue::new(&mut typed)
                .range(0..=len)
                .speed(0.25)
                .prefix("tick ")
                .suffix(format!("/{len}")),
        )
        .accessible_name("Go to tick")
        .on_hover_text("Drag, or click and type a tick to jump there")
        .changed()
    {
        state.set_tick(typed);
    }
    let strip = Strip {
        name: "Game timeline",
        tick,
        len,
        markers: &markers,
        dots: &dots,
        divergence,
    };
    if let Some(t) = scrub_strip(ui, &strip) {
        state.set_tick(t);
    }
}

/// Event back, play or pause the events, event step, the event, and the strip of events.
fn decision_half(ui: &mut Ui, state: &mut AppState) {
    let ctx = ui.ctx().clone();
    let (shown, total) = state.event_position();
    let segments = segments(state);
    if ui
        .add_enabled(
            shown > 0,
            egui::Button::new(egui::RichText::new("◀").monospace()),
        )
        .accessible_name("Event back")
        .on_hover_text(tip(&ctx, "One event back", &keymap::EVENT_BACK))
        .clicked()
    {
        state.step_events(-1);
    }
    let play = if state.events_playing() {
        "Pause events"
    } else {
        "Play events"
    };
    if ui
        .add_enabled(total > 0, egui::Button::new(play))
        .on_hover_text("Play the decision's events one by one, or pause")
        .clicked()
    {
        state.toggle_events();
    }
    if ui
        .add_enabled(
            shown < total,
            egui::Button::new(egui::RichText::new("▶").monospace()),
        )
        .accessible_name("Event step")
        .on_hover_text(tip(&ctx, "One event forward", &keymap::EVENT_FORWARD))
        .clicked()
    {
        state.step_events(1);
    }
    let mut typed = shown;
    if ui
        .add(
            egui::DragValue::new(&mut typed)
                .range(0..=total)
                .speed(0.5)
                .prefix("event ")
                .suffix(format!("/{total}")),
        )
        .accessible_name("Go to event")
        .on_hover_text("Drag, or click and type an event to jump there")
        .changed()
    {
        state.set_event_cursor(typed);
    }
    if let Some(n) = event_strip(ui, shown, total, &segments) {
        state.set_event_cursor(n);
    }
}
