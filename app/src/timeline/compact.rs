//! Both timelines in one strip, for presenter view: for the game, back, play and step, the
//! tick, and its scrub strip; for the decision, the same over its events. The rest of each
//! timeline's controls is on the keyboard ([`crate::keymap`]) and in the usual view.

use super::buttons::{
    Look, event_back, event_counter, event_step, play_events, play_game, tick_back, tick_counter,
    tick_step,
};
use super::decision::{event_strip, segments};
use super::game::{Strip, scrub_strip, thinned};
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::{Align, Layout, Ui, vec2};

/// The strip: the game's half, then the decision's.
pub fn compact_timelines_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let height = ui
        .spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body) * 1.3);
    let row = Layout::left_to_right(Align::Center);
    if crate::touch::is_touch(ui.ctx()) {
        // Targets a fingertip wide already stand apart: the strips keep the room.
        ui.spacing_mut().item_spacing.x = 4.0;
    }
    if ui.available_width() < STACKED_BELOW {
        // A phone held upright: the game's controls over the decision's, each the whole
        // width, rather than either cut off at the right.
        let width = ui.available_width();
        ui.allocate_ui_with_layout(vec2(width, height), row, |ui| {
            game_half(ui, state, commands)
        });
        ui.allocate_ui_with_layout(vec2(width, height), row, |ui| {
            decision_half(ui, state, commands)
        });
        return;
    }
    ui.horizontal(|ui| {
        let half = ((ui.available_width() - 3.0 * ui.spacing().item_spacing.x) / 2.0).max(0.0);
        ui.allocate_ui_with_layout(vec2(half, height), row, |ui| game_half(ui, state, commands));
        ui.separator();
        let rest = ui.available_width();
        ui.allocate_ui_with_layout(vec2(rest, height), row, |ui| {
            decision_half(ui, state, commands)
        });
    });
}

/// Below this width (in points) the two timelines stand one above the other.
pub const STACKED_BELOW: f32 = 640.0;

/// Back, play or pause, step, the tick, and the scrub strip.
fn game_half(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let (tick, len) = (state.tick(), state.ticks());
    let markers = state.markers();
    let dots = thinned(state.breakpoint_dots(), len);
    let divergence = state.divergence();
    tick_back(ui, state, commands, Look::Arrows);
    play_game(ui, state, commands, Look::Arrows);
    tick_step(ui, state, commands, Look::Arrows);
    tick_counter(ui, state, commands, Look::Arrows);
    let strip = Strip {
        name: &tr!("Game timeline"),
        tick,
        len,
        markers: &markers,
        dots: &dots,
        divergence,
    };
    if let Some(t) = scrub_strip(ui, &strip) {
        commands.send(Command::GoToTick(t));
    }
}

/// Event back, play or pause the events, event step, the event, and the strip of events.
fn decision_half(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let (shown, total) = state.event_position();
    let segments = segments(state);
    event_back(ui, state, commands, Look::Arrows);
    play_events(ui, state, commands, Look::Arrows);
    event_step(ui, state, commands, Look::Arrows);
    event_counter(ui, state, commands, Look::Arrows);
    if let Some(n) = event_strip(ui, shown, total, &segments) {
        commands.send(Command::GoToEvent(n));
    }
}
