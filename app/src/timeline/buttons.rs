//! The controls both views of the timelines share: the usual timelines, with words on their
//! buttons, and presenter view's compact strip, with arrows. Each control is said once here:
//! when it is enabled, its tooltip with its key, and what it does.

use crate::command::{Command, Commands};
use crate::shortcuts::{self, tip};
use crate::state::AppState;
use egui::{Response, Ui};

/// How a control is labelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// Words on the buttons ("Back", "Event step"), counters reading "tick 3 of 454".
    Words,
    /// Arrows on the buttons (named for screen readers and tests as the words are),
    /// counters reading "tick 3/454": presenter view's strip.
    Arrows,
}

impl Look {
    /// A button reading `words`, or showing `arrow` and named `words`.
    fn button(self, ui: &mut Ui, enabled: bool, words: String, arrow: &str) -> Response {
        match self {
            Look::Words => ui.add_enabled(
                enabled,
                egui::Button::new(words).min_size(crate::touch::target(ui)),
            ),
            Look::Arrows => ui
                .add_enabled(
                    enabled,
                    egui::Button::new(egui::RichText::new(arrow).monospace())
                        .min_size(crate::touch::target(ui)),
                )
                .accessible_name(words),
        }
    }

    /// A play or pause button reading `words`, a fingertip wide under a finger.
    fn play_button(self, ui: &mut Ui, enabled: bool, words: String) -> Response {
        let _ = self;
        ui.add_enabled(
            enabled,
            egui::Button::new(words).min_size(crate::touch::target(ui)),
        )
    }

    /// A counter of `value` out of `len` (of ticks, or of events), named "Go to tick" (or
    /// event), that can be dragged (`speed` per pixel) or typed into.
    fn counter(
        self,
        ui: &mut Ui,
        value: &mut usize,
        len: usize,
        ticks: bool,
        speed: f64,
    ) -> Response {
        let suffix = match self {
            Look::Words => tr!(" of {len}", len = len),
            Look::Arrows => format!("/{len}"),
        };
        let (prefix, name, help) = if ticks {
            (
                tr!("tick "),
                tr!("Go to tick"),
                tr!("Drag, or click and type the tick to jump to"),
            )
        } else {
            (
                tr!("event "),
                tr!("Go to event"),
                tr!("Drag, or click and type the event to jump to"),
            )
        };
        // Under a finger the strip's buttons are wider: its counter drops its word (its name
        // still says it).
        let prefix = if self == Look::Arrows && crate::touch::is_touch(ui.ctx()) {
            String::new()
        } else {
            prefix
        };
        ui.add(
            egui::DragValue::new(value)
                .range(0..=len)
                .speed(speed)
                .prefix(prefix)
                .suffix(suffix),
        )
        .accessible_name(name)
        .on_hover_text(help)
    }
}

/// One tick back.
pub fn tick_back(ui: &mut Ui, state: &AppState, commands: &mut Commands, look: Look) {
    let ctx = ui.ctx().clone();
    if look
        .button(ui, state.tick() > 0, tr!("Back"), "◀")
        .on_hover_text(tip(&ctx, tr!("One tick back"), &shortcuts::STEP_BACK))
        .clicked()
    {
        commands.send(Command::StepTicks(-1));
    }
}

/// Play the game, or pause everything that plays (the game and the decision's events).
pub fn play_game(ui: &mut Ui, state: &AppState, commands: &mut Commands, look: Look) {
    let ctx = ui.ctx().clone();
    let play = if state.anything_plays() {
        tr!("Pause")
    } else {
        tr!("Play")
    };
    if look
        .play_button(ui, true, play)
        .on_hover_text(tip(
            &ctx,
            tr!("Play the game, or pause it and the decision's events"),
            &shortcuts::PLAY,
        ))
        .clicked()
    {
        commands.send(Command::TogglePlay);
    }
}

/// One tick forward: in manual play, past the end of the recording too.
pub fn tick_step(ui: &mut Ui, state: &AppState, commands: &mut Commands, look: Look) {
    let ctx = ui.ctx().clone();
    let manual = state.is_manual();
    let can_step =
        state.tick() < state.ticks() || (manual && !state.recording().latest().is_over());
    let step_tip = if manual {
        tr!("One tick forward: the snake keeps its heading (steer with W/A/S/D or the arrows)")
    } else {
        tr!("One tick forward")
    };
    if look
        .button(ui, can_step, tr!("Step"), "▶")
        .on_hover_text(tip(&ctx, step_tip, &shortcuts::STEP_FORWARD))
        .clicked()
    {
        commands.send(Command::StepTicks(1));
    }
}

/// The tick counter.
pub fn tick_counter(ui: &mut Ui, state: &AppState, commands: &mut Commands, look: Look) {
    let mut typed = state.tick();
    if look
        .counter(ui, &mut typed, state.ticks(), true, 0.25)
        .changed()
    {
        commands.send(Command::GoToTick(typed));
    }
}

/// One event back.
pub fn event_back(ui: &mut Ui, state: &AppState, commands: &mut Commands, look: Look) {
    let ctx = ui.ctx().clone();
    let (shown, _) = state.event_position();
    if look
        .button(ui, shown > 0, tr!("Event back"), "◀")
        .on_hover_text(tip(&ctx, tr!("One event back"), &shortcuts::EVENT_BACK))
        .clicked()
    {
        commands.send(Command::StepEvents(-1));
    }
}

/// Play or pause the decision's events.
pub fn play_events(ui: &mut Ui, state: &AppState, commands: &mut Commands, look: Look) {
    let (_, total) = state.event_position();
    let play = if state.events_playing() {
        tr!("Pause events")
    } else {
        tr!("Play events")
    };
    let ctx = ui.ctx().clone();
    if look
        .play_button(ui, total > 0, play)
        .on_hover_text(tip(
            &ctx,
            tr!("Play the decision's events one by one, or pause"),
            &shortcuts::PLAY_EVENTS,
        ))
        .clicked()
    {
        commands.send(Command::ToggleEvents);
    }
}

/// One event forward.
pub fn event_step(ui: &mut Ui, state: &AppState, commands: &mut Commands, look: Look) {
    let ctx = ui.ctx().clone();
    let (shown, total) = state.event_position();
    if look
        .button(ui, shown < total, tr!("Event step"), "▶")
        .on_hover_text(tip(
            &ctx,
            tr!("One event forward"),
            &shortcuts::EVENT_FORWARD,
        ))
        .clicked()
    {
        commands.send(Command::StepEvents(1));
    }
}

/// The event counter.
pub fn event_counter(ui: &mut Ui, state: &AppState, commands: &mut Commands, look: Look) {
    let (shown, total) = state.event_position();
    let mut typed = shown;
    if look.counter(ui, &mut typed, total, false, 0.5).changed() {
        commands.send(Command::GoToEvent(typed));
    }
}
