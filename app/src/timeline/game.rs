//! The game timeline: ticks with markers (food eaten, shortcut taken, fallback used, death),
//! the breakpoints' red dots and the tick where a compared game parts, play/pause, step, jump
//! to markers, Home/End, a scrub strip, a tick counter you can type into, the speed, and the
//! progress of a run to the next breakpoint.

use super::buttons::{Look, play_game, tick_back, tick_counter, tick_step};
use super::controls::{controls_and_strip, speed_slider};
use crate::board_view::look;
use crate::command::{Command, Commands};
use crate::shortcuts::{self, tip};
use crate::state::AppState;
use egui::{Color32, Rect, Sense, Stroke, Ui, pos2, vec2};
use snakescope_core::explain::{Marker, MarkerKind};
use snakescope_picture::board::palette;

/// The game timeline: the controls and the scrub strip (one row or two, see
/// [`controls_and_strip`]).
pub fn game_timeline_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let ctx = ui.ctx().clone();
    let tick = state.tick();
    let len = state.ticks();
    let markers = state.markers();
    let dots = thinned(state.breakpoint_dots(), len);
    let divergence = state.divergence();
    let manual = state.is_manual();
    let controls = |ui: &mut Ui| {
        ui.strong(tr!("Game"));
        if ui
            .add_enabled(tick > 0, egui::Button::new(tr!("Home")))
            .on_hover_text(tip(&ctx, tr!("First tick"), &shortcuts::HOME))
            .clicked()
        {
            commands.send(Command::Home);
        }
        tick_back(ui, state, commands, Look::Words);
        play_game(ui, state, commands, Look::Words);
        tick_step(ui, state, commands, Look::Words);
        if ui
            .add_enabled(tick < len, egui::Button::new(tr!("End")))
            .on_hover_text(tip(&ctx, tr!("Last tick"), &shortcuts::END))
            .clicked()
        {
            commands.send(Command::End);
        }
        let has_prev = markers.iter().any(|m| m.tick < tick);
        let has_next = markers.iter().any(|m| m.tick > tick);
        if ui
            .add_enabled(has_prev, egui::Button::new(tr!("[ Prev marker")))
            .on_hover_text(tip(&ctx, tr!("Previous marker"), &shortcuts::PREV_MARKER))
            .clicked()
        {
            commands.send(Command::PrevMarker);
        }
        if ui
            .add_enabled(has_next, egui::Button::new(tr!("Next marker ]")))
            .on_hover_text(tip(&ctx, tr!("Next marker"), &shortcuts::NEXT_MARKER))
            .clicked()
        {
            commands.send(Command::NextMarker);
        }
        ui.separator();
        tick_counter(ui, state, commands, Look::Words);
        if state.recording_held() {
            if ui
                .button(tr!("Record further"))
                .on_hover_text(tr!(
                    "The game is recorded up to tick {len} and goes on: record {more} more ticks",
                    len = len,
                    more = crate::state::RECORD_AHEAD
                ))
                .clicked()
            {
                commands.send(Command::RecordFurther);
            }
        } else if !state.recorded_to_end() && !manual && state.records_apart() {
            // A page records between its frames and draws none for it: words that stand
            // still, not a spinner (which would ask for a frame after every frame).
            ui.weak(tr!("recording ahead…"))
                .on_hover_text(tr!("Recording the game ahead"));
        } else if !state.recorded_to_end() && !manual {
            ui.spinner().on_hover_text(tr!("Recording the game ahead"));
        }
        run_progress(ui, state, commands);
        ui.separator();
        let mut speed = state.settings().tick_speed;
        let speed_tip = tr!(
            "Game speed, ticks per second ({faster} faster, {slower} slower)",
            faster = shortcuts::keys(&ctx, &shortcuts::FASTER),
            slower = shortcuts::keys(&ctx, &shortcuts::SLOWER)
        );
        if speed_slider(ui, &mut speed, &tr!("ticks/s"))
            .on_hover_text(speed_tip)
            .changed()
        {
            commands.send(Command::TickSpeed(speed));
        }
    };
    let picked = controls_and_strip(ui, "snakescope.game.controls", controls, |ui| {
        let strip = Strip {
            name: &tr!("Game timeline"),
            tick,
            len,
            markers: &markers,
            dots: &dots,
            divergence,
        };
        scrub_strip(ui, &strip)
    });
    if let Some(t) = picked {
        commands.send(Command::GoToTick(t));
    }
}

/// The run to the next breakpoint, while it looks: how far, and a button to stop it; else
/// what the last run found, when it found nothing.
fn run_progress(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    if let Some(p) = state.breakpoint_progress() {
        ui.separator();
        let done = p.scanned.saturating_sub(p.from);
        let left = p.known.saturating_sub(p.from).max(1);
        let text = if p.waiting {
            tr!("recording {tick}", tick = p.known)
        } else {
            tr!("checked {tick}", tick = p.scanned)
        };
        ui.add(
            egui::ProgressBar::new(done as f32 / left as f32)
                .desired_width(150.0)
                .text(text),
        )
        .on_hover_text(tr!(
            "Running to the next breakpoint: the ticks checked, of those recorded so far \
             (the game is recorded further while it waits)"
        ));
        if crate::touch::small_button(ui, tr!("Stop"))
            .on_hover_text(tr!("Stop looking for the next breakpoint"))
            .clicked()
        {
            commands.send(Command::CancelBreakpointRun);
        }
    } else if let Some(note) = state.breakpoint_note() {
        // A word here, the sentence on hover (and in the debugger panel): the timeline's
        // controls keep their width.
        ui.separator();
        ui.weak(tr!("no breakpoint found")).on_hover_text(note);
    }
}

/// The most dots a strip draws: more than it has pixels.
const MOST_DOTS: usize = 4096;

/// At most [`MOST_DOTS`] of `ticks` (in order), no two in the same share of the `len` ticks:
/// what a strip can show of them, without copying every one each frame.
pub(super) fn thinned(ticks: &[usize], len: usize) -> Vec<usize> {
    let share = len / MOST_DOTS + 1;
    let mut kept: Vec<usize> = Vec::new();
    for &t in ticks {
        if kept.last().is_none_or(|&last| t / share != last / share) {
            kept.push(t);
        }
    }
    kept
}

/// What a scrub strip shows.
pub struct Strip<'a> {
    /// Its name for screen readers and tests.
    pub name: &'a str,
    /// The tick on screen.
    pub tick: usize,
    /// The ticks recorded.
    pub len: usize,
    /// The markers.
    pub markers: &'a [Marker],
    /// The ticks where a breakpoint matches, drawn as red dots.
    pub dots: &'a [usize],
    /// The tick where a compared game parts from this one, if known.
    pub divergence: Option<usize>,
}

/// A strip the width of the panel: the whole game, its markers, the breakpoints' dots, the
/// tick where a compared game parts, and the tick on screen. Clicking or dragging picks a
/// tick.
pub fn scrub_strip(ui: &mut Ui, strip: &Strip<'_>) -> Option<usize> {
    let height =
        (ui.text_style_height(&egui::TextStyle::Body) * 1.3).max(crate::touch::target(ui).y);
    let (rect, response) =
        ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::click_and_drag());
    response.widget_info(|| egui::WidgetInfo {
        value: Some(strip.tick as f64),
        ..egui::WidgetInfo::labeled(egui::Role::Slider, true, strip.name)
    });
    let inner = rect.shrink2(vec2(6.0, 2.0));
    paint_strip(ui, rect, inner, strip);
    let tick_at = |x: f32| {
        let f = ((x - inner.left()) / inner.width()).clamp(0.0, 1.0);
        (f * strip.len as f32).round() as usize
    };
    let picked = if response.clicked() || response.dragged() {
        response.interact_pointer_pos().map(|pos| tick_at(pos.x))
    } else {
        None
    };
    if let Some(t) = response.hover_pos().map(|pos| tick_at(pos.x)) {
        response.on_hover_text_at_pointer(what_is_at(strip, t));
    }
    picked
}

/// The strip in `rect` (its ticks across `inner`): the part played, the markers, where a
/// compared game parts, the breakpoints' dots, and the tick on screen.
fn paint_strip(ui: &Ui, rect: Rect, inner: Rect, strip: &Strip<'_>) {
    let x_of = |t: usize| inner.left() + inner.width() * t as f32 / strip.len.max(1) as f32;
    let p = ui.painter_at(rect);
    let pal = look::in_context(ui.ctx()).palette();
    p.rect_filled(rect, 3.0, ui.visuals().extreme_bg_color);
    p.rect_filled(
        Rect::from_min_max(inner.left_top(), pos2(x_of(strip.tick), inner.bottom())),
        2.0,
        ui.visuals().selection.bg_fill.gamma_multiply(0.35),
    );
    for m in strip.markers {
        let x = x_of(m.tick);
        let (top, w) = match m.kind {
            MarkerKind::Food => (inner.top(), 1.5),
            MarkerKind::Shortcut => (inner.center().y, 1.0),
            MarkerKind::Fallback => (inner.center().y, 1.5),
            MarkerKind::Death | MarkerKind::Stall => (inner.top(), 3.0),
        };
        p.line_segment(
            [pos2(x, top), pos2(x, inner.bottom())],
            Stroke::new(w, palette::marker(m.kind, pal)),
        );
    }
    if let Some(t) = strip.divergence {
        let x = x_of(t);
        p.line_segment(
            [pos2(x, rect.top()), pos2(x, rect.bottom())],
            Stroke::new(2.0, pal.divergence),
        );
    }
    // One dot per pixel column at most, however many ticks match.
    let mut last_x = f32::NEG_INFINITY;
    let radius = (inner.height() * 0.16).max(2.0);
    for &t in strip.dots {
        let x = x_of(t);
        if x - last_x >= 1.0 {
            // Ringed in white, so a dot never reads as one of the meals' red lines.
            p.circle(
                pos2(x, inner.top() + radius),
                radius,
                pal.breakpoint,
                Stroke::new(1.0, Color32::WHITE),
            );
            last_x = x;
        }
    }
    let x = x_of(strip.tick);
    p.line_segment(
        [pos2(x, rect.top()), pos2(x, rect.bottom())],
        Stroke::new(2.0, Color32::WHITE),
    );
}

/// The words for tick `t` of the strip: the tick, and what stands near it (a marker, a
/// breakpoint, where a compared game parts).
fn what_is_at(strip: &Strip<'_>, t: usize) -> String {
    let near = |at: usize| at.abs_diff(t) <= strip.len / 200;
    let mut here: Vec<String> = strip
        .markers
        .iter()
        .filter(|m| near(m.tick))
        .map(|m| m.kind.label())
        .collect();
    if strip.dots.iter().any(|&d| near(d)) {
        here.push(tr!("breakpoint"));
    }
    if strip.divergence.is_some_and(near) {
        here.push(tr!("the compared game parts here"));
    }
    if here.is_empty() {
        tr!("tick {tick}", tick = t)
    } else {
        tr!("tick {tick}: {what}", tick = t, what = here.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dots_are_thinned_to_one_per_share_of_the_game() {
        let all: Vec<usize> = (0..100_000).collect();
        let kept = thinned(&all, 100_000);
        assert!(kept.len() <= MOST_DOTS, "{}", kept.len());
        assert_eq!(kept.first(), Some(&0));
        assert!(kept.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(thinned(&[3, 7, 9], 20), vec![3, 7, 9]);
    }
}
