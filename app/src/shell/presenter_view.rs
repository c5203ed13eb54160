//! What presenter view shows around the board: the caption above it in large type (or the
//! quiz's question), and the stage's pseudo-code beside it with the line at work lit.

use crate::command::Commands;
use crate::layout::Layout;
use crate::quiz::Quiz;
use crate::quiz::view::{quiz_line_height, quiz_line_ui};
use crate::stage_panel::panel::pseudocode_ui;
use crate::stage_panel::{CaptionBox, caption_height};
use crate::state::{AppState, ReplayState};
use egui::{FontId, RichText, Sense, TextStyle, Ui, UiBuilder};
use snakescope_core::explain::ReplayOrigin;

/// The caption's size when it fits on one line, in points.
pub const CAPTION_POINTS: f32 = 32.0;

/// The smallest the caption gets before it wraps onto a second line, in points: large enough
/// to read from the back of a classroom on a 1024x768 projector.
pub const MIN_CAPTION_POINTS: f32 = 28.0;

/// The size of the pseudo-code's line at work, beside the board, in points.
pub const LINE_POINTS: f32 = 22.0;

/// The narrowest the pseudo-code beside the board may be; the board takes the rest.
pub const PSEUDOCODE_WIDTH: f32 = 240.0;

/// The band above the board: the quiz's question while a quiz runs, else the caption of the
/// stage's latest event (the tick and the outcome when no stage runs), as large as fits on
/// one line between [`CAPTION_POINTS`] and [`MIN_CAPTION_POINTS`], on two lines below that
/// (then scrolling in its band, whole on screen). The band keeps one height whatever it shows, so the
/// board under it never moves. `wrapped` is how many lines it keeps once the caption wraps:
/// two above the board, more in a column beside it.
pub fn caption_band(
    ui: &mut Ui,
    state: &AppState,
    quiz: &Quiz,
    layout: &mut Layout,
    commands: &mut Commands,
    wrapped: usize,
) {
    // While a quiz runs its line holds a row more: its question or its answer's reason
    // whole over the row of buttons.
    let rows = if quiz.is_running() {
        wrapped + 1
    } else {
        wrapped
    };
    let kept = caption_height(ui, &FontId::proportional(MIN_CAPTION_POINTS), rows, false);
    let band = kept.max(quiz_line_height(ui, MIN_CAPTION_POINTS));
    if quiz.is_running() {
        let (rect, _) =
            ui.allocate_exact_size(egui::vec2(ui.available_width(), band), Sense::hover());
        let mut ui = ui.new_child(UiBuilder::new().max_rect(rect));
        quiz_line_ui(&mut ui, quiz, MIN_CAPTION_POINTS, band, commands);
        layout.set_caption_points(Some(MIN_CAPTION_POINTS));
        return;
    }
    let text = state.caption().unwrap_or_else(|| {
        let mut words = tr!(
            "Tick {tick} of {ticks}",
            tick = state.tick(),
            ticks = state.ticks()
        );
        if let Some(outcome) = state.game().outcome().filter(|_| !state.awaits_answer()) {
            words.push_str(&tr!(": {outcome}", outcome = outcome));
        }
        words
    });
    let width = ui.available_width() - 12.0;
    let colour = ui.visuals().strong_text_color();
    let fits = |size: f32| {
        let galley = ui
            .painter()
            .layout_no_wrap(text.clone(), FontId::proportional(size), colour);
        galley.size().x <= width
    };
    let size = [CAPTION_POINTS, 30.0, MIN_CAPTION_POINTS]
        .into_iter()
        .find(|&s| fits(s))
        .unwrap_or(MIN_CAPTION_POINTS);
    let lines = if size > MIN_CAPTION_POINTS {
        1
    } else {
        wrapped
    };
    let (rect, _) = ui.allocate_exact_size(egui::vec2(ui.available_width(), band), Sense::hover());
    let mut ui = ui.new_child(UiBuilder::new().max_rect(rect));
    CaptionBox {
        text: Some(&text),
        font: FontId::proportional(size),
        colour,
        lines,
        framed: false,
    }
    .show(&mut ui);
    layout.set_caption_points(Some(size));
}

/// Beside the board: the stage, where its events come from, the pseudo-code's line at work in
/// large type, and the whole pseudo-code with that line lit, as large as the column allows.
pub fn pseudocode_column(ui: &mut Ui, state: &AppState) {
    if state.decision_hidden() {
        ui.label(
            RichText::new(tr!(
                "The quiz keeps the decision's stages hidden until the answer."
            ))
            .size(20.0)
            .weak(),
        );
        return;
    }
    match state.replay_state() {
        ReplayState::Ready(replay) => {
            ui.label(RichText::new(replay.stage().title()).size(22.0).strong());
            let source = match replay.origin() {
                ReplayOrigin::Decision { tick, check } => {
                    tr!(
                        "Check {n} of the decision at tick {tick}",
                        n = check + 1,
                        tick = tick
                    )
                }
                ReplayOrigin::OwnBoard { tick, .. } if state.is_lesson_run() => {
                    tr!("The lesson's run on the board at tick {tick}", tick = tick)
                }
                ReplayOrigin::OwnBoard { tick, .. } => {
                    tr!("Run on its own on the board at tick {tick}", tick = tick)
                }
            };
            ui.label(RichText::new(source).size(16.0).weak());
            ui.label(
                RichText::new(tr!(
                    "event {shown} of {len}",
                    shown = replay.cursor(),
                    len = replay.len()
                ))
                .size(16.0)
                .weak(),
            );
            ui.add_space(6.0);
            // The line at work, large enough to read from the back of the room.
            if let Some(line) = replay.line()
                && let Some(text) = replay.stage().pseudocode().get(line)
            {
                egui::Frame::new()
                    .fill(ui.visuals().selection.bg_fill)
                    .inner_margin(8.0)
                    .corner_radius(4.0)
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.label(
                            RichText::new(text.trim())
                                .font(FontId::monospace(LINE_POINTS))
                                .color(ui.visuals().strong_text_color()),
                        );
                    });
                ui.add_space(6.0);
            }
            let longest = replay
                .stage()
                .pseudocode()
                .iter()
                .map(|l| l.chars().count() + 2)
                .max()
                .unwrap_or(20);
            // A monospace glyph is about six tenths of the font's size wide.
            let size = (ui.available_width() / (longest as f32 * 0.62)).clamp(12.0, 22.0);
            ui.style_mut()
                .text_styles
                .insert(TextStyle::Monospace, FontId::monospace(size));
            egui::ScrollArea::vertical()
                .id_salt("snakescope.presenter.pseudocode")
                .show(ui, |ui| pseudocode_ui(ui, replay));
        }
        ReplayState::Failed(why) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                RichText::new(tr!("This stage cannot run here: {why}", why = why)).size(18.0),
            );
        }
        ReplayState::Idle => {
            let words = state.caption().unwrap_or_default();
            ui.label(RichText::new(words).size(18.0).weak());
        }
        ReplayState::Empty => {}
    }
}
