//! The decision timeline: the events inside the decision at the tick on screen, coloured by
//! the check they answered, with the same controls as the game timeline. For a stage run on
//! its own it runs over that run's events instead.

use super::buttons::{Look, event_back, event_counter, event_step, play_events};
use super::controls::{controls_and_strip, speed_slider};
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::{Color32, Rect, Sense, Stroke, Ui, pos2, vec2};
use snakescope_picture::board::palette;
use std::ops::Range;

/// The decision timeline: the controls and the strip of events (one row or two, see
/// [`controls_and_strip`]).
pub fn decision_timeline_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let (shown, total) = state.event_position();
    let own = state.replay().is_some_and(|r| r.origin().is_own_board());
    let segments = segments(state);
    let controls = |ui: &mut Ui| {
        ui.strong(if own {
            tr!("Stage run")
        } else {
            tr!("Decision")
        });
        if ui
            .add_enabled(shown > 0, egui::Button::new(tr!("First event")))
            .on_hover_text(tr!("Back to before the first event"))
            .clicked()
        {
            commands.send(Command::StepEvents(-(shown as isize)));
        }
        event_back(ui, state, commands, Look::Words);
        play_events(ui, state, commands, Look::Words);
        event_step(ui, state, commands, Look::Words);
        if ui
            .add_enabled(shown < total, egui::Button::new(tr!("Next line")))
            .on_hover_text(tr!(
                "Skip ahead to the next event made by another line of the pseudo-code \
                 (past the numbering of every cell, say)"
            ))
            .clicked()
        {
            commands.send(Command::SkipLine);
        }
        if ui
            .add_enabled(shown < total, egui::Button::new(tr!("Last event")))
            .on_hover_text(tr!("Show every event"))
            .clicked()
        {
            commands.send(Command::StepEvents((total - shown) as isize));
        }
        ui.separator();
        event_counter(ui, state, commands, Look::Words);
        ui.separator();
        let mut speed = state.settings().event_speed;
        if speed_slider(ui, &mut speed, &tr!("events/s"))
            .on_hover_text(tr!(
                "Decision speed, events per second (+ and - while it plays)"
            ))
            .changed()
        {
            commands.send(Command::EventSpeed(speed));
        }
    };
    let picked = controls_and_strip(ui, "snakescope.decision.controls", controls, |ui| {
        event_strip(ui, shown, total, &segments)
    });
    if let Some(n) = picked {
        commands.send(Command::GoToEvent(n));
    }
}

/// The strip's segments: one per check of the decision that ran a stage, coloured as its
/// check; for a run on its own, one for the whole run; none while the decision is hidden.
pub(super) fn segments(state: &AppState) -> Vec<(Range<usize>, String, Color32)> {
    let (_, total) = state.event_position();
    if state.decision_hidden() {
        // Its checks would tell what the decision was made of.
        return Vec::new();
    }
    let own = state.replay().is_some_and(|r| r.origin().is_own_board());
    match state.decision() {
        Some(d) if !own => d
            .check_ranges
            .iter()
            .enumerate()
            .filter(|(_, r)| !r.is_empty())
            .map(|(l, r)| {
                let stage = d.stage_of(l).map(|s| s.title()).unwrap_or_default();
                (r.clone(), format!("{}. {stage}", l + 1), palette::link(l))
            })
            .collect(),
        _ => vec![(
            0..total,
            state.stage().title().to_string(),
            palette::link(0),
        )],
    }
}

/// The strip of events: one coloured segment per check, the events shown so far darkened
/// behind, and the cursor. Clicking or dragging picks a position.
pub(super) fn event_strip(
    ui: &mut Ui,
    shown: usize,
    total: usize,
    segments: &[(Range<usize>, String, Color32)],
) -> Option<usize> {
    let height =
        (ui.text_style_height(&egui::TextStyle::Body) * 1.3).max(crate::touch::target(ui).y);
    let (rect, response) =
        ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::click_and_drag());
    response.widget_info(|| egui::WidgetInfo {
        value: Some(shown as f64),
        ..egui::WidgetInfo::labeled(egui::Role::Slider, true, tr!("Decision timeline"))
    });
    let inner = rect.shrink2(vec2(6.0, 2.0));
    let x_of = |n: usize| inner.left() + inner.width() * n as f32 / total.max(1) as f32;
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 3.0, ui.visuals().extreme_bg_color);
    let font = egui::FontId::proportional(height * 0.55);
    for (range, label, colour) in segments {
        let seg = Rect::from_min_max(
            pos2(x_of(range.start), inner.top()),
            pos2(x_of(range.end), inner.bottom()),
        );
        p.rect_filled(seg, 2.0, colour.gamma_multiply(0.45));
        let done = Rect::from_min_max(
            seg.left_top(),
            pos2(x_of(shown.clamp(range.start, range.end)), seg.bottom()),
        );
        p.rect_filled(done, 2.0, *colour);
        let fits = |text: &str| {
            p.layout_no_wrap(text.to_owned(), font.clone(), Color32::WHITE)
                .size()
                .x
                + 8.0
                <= seg.width()
        };
        let shown = segment_words(label, fits);
        p.with_clip_rect(seg).text(
            seg.left_center() + vec2(4.0, 0.0),
            egui::Align2::LEFT_CENTER,
            shown,
            font.clone(),
            Color32::WHITE,
        );
    }
    let hovered = response.hover_pos().and_then(|pos| {
        segments
            .iter()
            .find(|(range, ..)| (x_of(range.start)..=x_of(range.end)).contains(&pos.x))
    });
    if let Some((_, label, _)) = hovered {
        response.clone().on_hover_text(label);
    }
    let x = x_of(shown);
    p.line_segment(
        [pos2(x, rect.top()), pos2(x, rect.bottom())],
        Stroke::new(2.0, Color32::WHITE),
    );
    if (response.clicked() || response.dragged())
        && let Some(pos) = response.interact_pointer_pos()
    {
        let f = ((pos.x - inner.left()) / inner.width()).clamp(0.0, 1.0);
        return Some((f * total as f32).round() as usize);
    }
    None
}

/// What a segment of the strip says of its check `label` ("1. Shortest path (BFS)"): the
/// whole of it where it `fits`, else its number alone, else nothing; never a name cut to a
/// letter or two (the whole of it is on hover).
fn segment_words(label: &str, fits: impl Fn(&str) -> bool) -> &str {
    let number = label.split('.').next().unwrap_or_default();
    if fits(label) {
        label
    } else if fits(number) {
        number
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::segment_words;

    #[test]
    fn a_segment_names_its_check_whole_or_by_its_number() {
        let label = "1. Shortest path (BFS)";
        let room = |chars: usize| move |t: &str| t.chars().count() <= chars;
        assert_eq!(segment_words(label, room(40)), label);
        assert_eq!(segment_words(label, room(5)), "1");
        assert_eq!(segment_words(label, room(0)), "");
    }
}
