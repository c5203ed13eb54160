//! The keyboard map: each shortcut of [`crate::shortcuts`] bound to the [`Command`] it
//! asks for, in one table that serves the keys, the tooltips and the help overlay ([`help`]),
//! so they cannot disagree. The table is built once; its words are read in the language in
//! use only where they are shown (the help), never while the keys are read.

pub mod help;

use crate::command::Command;
use crate::layout::SidePanel;
use crate::lesson_play::LessonRequest;
use crate::shortcuts::*;
use egui::{Context, KeyboardShortcut};
use snakescope_core::stages::Stage;
use std::sync::OnceLock;

/// One line of the keyboard map.
pub struct Binding {
    /// The keys.
    pub shortcuts: &'static [KeyboardShortcut],
    /// What they ask for.
    pub command: Command,
    /// What they do, in words.
    words: Words,
}

/// What a binding does in words, read when shown, in the language in use then.
enum Words {
    /// A sentence.
    Text(fn() -> String),
    /// A stage's title.
    Stage(Stage),
}

impl Binding {
    /// What the keys do, in the language in use, for the help overlay.
    pub fn words(&self) -> String {
        match &self.words {
            Words::Text(text) => text(),
            Words::Stage(stage) => stage.title(),
        }
    }
}

/// The keyboard map, most specific first (Shift+Left before Left, Ctrl+Shift+S before
/// Ctrl+S): egui matches a shortcut even when Shift is held on top of it. Built once.
pub fn bindings() -> &'static [Binding] {
    static MAP: OnceLock<Vec<Binding>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut all = timeline_bindings();
        all.extend(window_bindings());
        all.extend(stage_bindings());
        all
    })
}

/// A line of the map.
fn b(shortcuts: &'static [KeyboardShortcut], command: Command, words: fn() -> String) -> Binding {
    Binding {
        shortcuts,
        command,
        words: Words::Text(words),
    }
}

/// The keys of the two timelines (and of a lesson's steps), each event's before its tick's.
fn timeline_bindings() -> Vec<Binding> {
    vec![
        b(&[EVENT_BACK], Command::StepEvents(-1), || {
            tr!("One event back inside the decision")
        }),
        b(&[EVENT_FORWARD], Command::StepEvents(1), || {
            tr!("One event forward inside the decision")
        }),
        b(&[PLAY], Command::TogglePlay, || {
            tr!(
                "Play the game, or pause everything that plays (the game and the decision's \
             events); with \"Animate each step\", each decision's events play before the next \
             tick"
            )
        }),
        b(&[PLAY_EVENTS], Command::ToggleEvents, || {
            tr!("Play / pause the events of the decision on screen")
        }),
        b(&[STEP_BACK], Command::StepTicks(-1), || {
            tr!("One tick back (manual play: steer left)")
        }),
        b(&[STEP_FORWARD], Command::StepTicks(1), || {
            tr!(
                "One tick forward (manual play: steer right); with \"Animate each step\", its \
             events play"
            )
        }),
        b(&[HOME], Command::Home, || tr!("First tick")),
        b(
            &[NEXT_LESSON_STEP],
            Command::Lesson(LessonRequest::Step(1)),
            || tr!("Next step of the lesson on screen (a presentation clicker's key)"),
        ),
        b(
            &[PREV_LESSON_STEP],
            Command::Lesson(LessonRequest::Step(-1)),
            || tr!("Previous step of the lesson on screen, shown at its end"),
        ),
        b(&[END], Command::End, || tr!("Last tick")),
        b(&[PREV_MARKER], Command::PrevMarker, || {
            tr!("Previous marker (food, shortcut, fallback, death)")
        }),
        b(&[NEXT_MARKER], Command::NextMarker, || tr!("Next marker")),
        b(&[FASTER, FASTER_ALT], Command::Faster, || {
            tr!("Faster (the timeline that plays; else the game)")
        }),
        b(&[SLOWER], Command::Slower, || tr!("Slower")),
        b(&[RUN_TO_BREAKPOINT], Command::RunToBreakpoint, || {
            tr!("Run to the next breakpoint (the first tick after this one where one matches)")
        }),
    ]
}

/// The keys of the window: help, presenter view, files, panels, the quiz.
fn window_bindings() -> Vec<Binding> {
    vec![
        b(&[HELP, HELP_F1], Command::Help(true), || tr!("This help")),
        b(&[PRESENTER], Command::TogglePresenter, || {
            tr!("Presenter view: the board fills the window, the caption above it in large type")
        }),
        b(&[OPEN], Command::Open, || {
            tr!("Open a scenario file (or drop a .ron file on the window)")
        }),
        b(&[SAVE_AS], Command::SaveAs, || {
            tr!("Save as a new file (the editor's draft, else the scenario on screen)")
        }),
        b(&[SAVE], Command::Save, || {
            tr!("Save the editor's draft to its file (asks where if it has none)")
        }),
        b(&[WHY_PANEL], Command::TogglePanel(SidePanel::Why), || {
            tr!("Show or hide \"Why this move?\" (presenter view: recall it)")
        }),
        b(
            &[STAGE_PANEL],
            Command::TogglePanel(SidePanel::Stage),
            || tr!("Show or hide the stage panel (presenter view: recall it)"),
        ),
        b(
            &[BROWSER_PANEL],
            Command::TogglePanel(SidePanel::Browser),
            || tr!("Show or hide the scenario browser (presenter view: recall it)"),
        ),
        b(&[QUIZ], Command::ToggleQuiz, || {
            tr!("Start the quiz: predict each move before it is shown (again: end it)")
        }),
    ]
}

/// The stages' keys, in the stage list's order: 1 to 9 and 0 for the first ten; every stage
/// also by the previous and next stage keys.
fn stage_bindings() -> Vec<Binding> {
    let mut all = vec![
        b(&[PREV_STAGE], Command::CycleStage(-1), || {
            tr!("Previous stage in the stage list (every stage, also those without a digit)")
        }),
        b(&[NEXT_STAGE], Command::CycleStage(1), || {
            tr!("Next stage in the stage list")
        }),
    ];
    for stage in Stage::ALL {
        if let Some(shortcut) = stage_shortcut(stage) {
            all.push(Binding {
                shortcuts: shortcut,
                command: Command::PickStage(stage),
                words: Words::Stage(stage),
            });
        }
    }
    all
}

/// Takes this frame's quiz keys out of the input (unless a text field has focus), before
/// [`read_commands`] sees them: all of them while a question is open (`asking`), else only
/// Enter.
pub fn read_quiz_keys(ctx: &Context, asking: bool) -> Vec<QuizKey> {
    if ctx.text_edit_focused() {
        return Vec::new();
    }
    let mut keys = Vec::new();
    ctx.input_mut(|input| {
        for (sc, k) in QUIZ_KEYS {
            if !asking && k != QuizKey::Confirm {
                continue;
            }
            while input.consume_shortcut(&sc) {
                keys.push(k);
            }
        }
    });
    keys
}

/// Takes this frame's shortcuts out of the input, as the commands they ask for, unless a text
/// field has focus (then the keys are the field's). In manual play the arrows and W/A/S/D
/// steer.
pub fn read_commands(ctx: &Context, manual: bool) -> Vec<Command> {
    if ctx.text_edit_focused() {
        return Vec::new();
    }
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        for binding in bindings() {
            if manual && matches!(binding.command, Command::StepTicks(_)) {
                continue;
            }
            for sc in binding.shortcuts {
                while input.consume_shortcut(sc) {
                    commands.push(binding.command.clone());
                }
            }
        }
        if manual {
            for (sc, dir) in STEER {
                while input.consume_shortcut(&sc) {
                    commands.push(Command::Steer(dir));
                }
            }
        }
    });
    commands
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shortcut_is_bound_once() {
        let all: Vec<KeyboardShortcut> = bindings()
            .iter()
            .flat_map(|b| b.shortcuts.iter().copied())
            .collect();
        for (i, a) in all.iter().enumerate() {
            assert!(!all[i + 1..].contains(a), "{a:?} twice");
        }
    }
}
