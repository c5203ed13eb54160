//! The keyboard map: each shortcut of [`crate::shortcuts`] bound to the [`Command`] it
//! asks for, in one table that serves the keys, the tooltips and the help overlay ([`help`]),
//! so they cannot disagree. The table is built once; its words are read in the language in
//! use only where they are shown (the help), never while the keys are read.

pub mod help;

use crate::command::Command;
use crate::command::lesson::LessonRequest;
use crate::command::quiz::QuizCommand;
use crate::layout::SidePanel;
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

/// Which of the quiz's keys count this frame: none without a quiz, only Enter (on to the next
/// question) while it shows an answer, all of them while a question is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizListening {
    /// No quiz runs: its keys are the map's.
    Off,
    /// The quiz shows an answer: Enter goes on.
    Confirm,
    /// A question is open: the arrows choose a cell, Enter confirms, Y and N answer.
    All,
}

/// Takes this frame's key presses out of the input, in the order they were pressed, as the
/// commands they ask for, unless a text field has focus (then the keys are the field's). Every
/// press counts, however many arrive in one frame (a slow frame on a large board gathers
/// several): the quiz's keys first while it listens, then the map's; in manual play the
/// arrows and W/A/S/D steer. Presses of one step in a row are carried out as one step of
/// their sum (five presses of Right: five ticks on, the decision worked out once).
pub fn read_keys(ctx: &Context, quiz: QuizListening, manual: bool) -> Vec<Command> {
    if ctx.text_edit_focused() {
        return Vec::new();
    }
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        input.events.retain(|event| {
            let egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                return true;
            };
            match command_for(*key, *modifiers, quiz, manual) {
                Some(command) => {
                    push_in_order(&mut commands, command);
                    false
                }
                None => true,
            }
        });
    });
    commands
}

/// Whether the app does something with a press of `key` with `modifiers` held, anywhere:
/// the map's keys, the help's, the quiz's and the steering keys. A page takes these from the
/// browser (their default action prevented) while it has the keyboard, and leaves it every
/// other key.
pub fn binds(key: egui::Key, modifiers: egui::Modifiers) -> bool {
    // No shortcut holds Alt: with it, the arrows are the browser's Back and Forward.
    !modifiers.alt
        && (command_for(key, modifiers, QuizListening::All, true).is_some()
            || command_for(key, modifiers, QuizListening::Off, false).is_some())
}

/// Whether a press of `key` with `modifiers` held is `shortcut`, as egui matches shortcuts
/// (Shift and Alt held on top of a shortcut without them still match it).
fn is(shortcut: &KeyboardShortcut, key: egui::Key, modifiers: egui::Modifiers) -> bool {
    shortcut.logical_key == key && modifiers.matches_logically(shortcut.modifiers)
}

/// The command a press asks for: the quiz's key while it listens for it, else the first line
/// of the map that holds the key (the map lists the most specific first), else in manual play
/// the steering keys.
pub fn command_for(
    key: egui::Key,
    modifiers: egui::Modifiers,
    quiz: QuizListening,
    manual: bool,
) -> Option<Command> {
    let quiz_key = QUIZ_KEYS.iter().find(|(sc, k)| match quiz {
        QuizListening::Off => false,
        QuizListening::Confirm => *k == QuizKey::Confirm && is(sc, key, modifiers),
        QuizListening::All => is(sc, key, modifiers),
    });
    if let Some((_, k)) = quiz_key {
        return Some(Command::Quiz(QuizCommand::Key(*k)));
    }
    let bound = bindings()
        .iter()
        .filter(|b| !(manual && matches!(b.command, Command::StepTicks(_))))
        .find(|b| b.shortcuts.iter().any(|sc| is(sc, key, modifiers)));
    if let Some(binding) = bound {
        return Some(binding.command.clone());
    }
    STEER
        .iter()
        .find(|(sc, _)| manual && is(sc, key, modifiers))
        .map(|&(_, dir)| Command::Steer(dir))
}

/// Adds `command` after the others: a step of ticks or events after a step the same way
/// becomes one step of their sum, which shows the same moment.
fn push_in_order(commands: &mut Vec<Command>, command: Command) {
    let merged = match (commands.last(), &command) {
        (Some(Command::StepTicks(a)), Command::StepTicks(b)) if a.signum() == b.signum() => {
            Some(Command::StepTicks(a + b))
        }
        (Some(Command::StepEvents(a)), Command::StepEvents(b)) if a.signum() == b.signum() => {
            Some(Command::StepEvents(a + b))
        }
        _ => None,
    };
    match merged {
        Some(sum) => {
            commands.pop();
            commands.push(sum);
        }
        None => commands.push(command),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_a_page_takes_from_the_browser_are_the_app_s_and_no_others() {
        use egui::{Key, Modifiers};
        for (key, modifiers) in [
            (Key::F5, Modifiers::NONE),
            (Key::F6, Modifiers::NONE),
            (Key::F7, Modifiers::NONE),
            (Key::F9, Modifiers::NONE),
            (Key::Space, Modifiers::NONE),
            (Key::ArrowRight, Modifiers::NONE),
            (Key::ArrowLeft, Modifiers::SHIFT),
            (Key::PageDown, Modifiers::NONE),
            (Key::Home, Modifiers::NONE),
            (Key::Questionmark, Modifiers::SHIFT),
            (Key::Num3, Modifiers::NONE),
            (Key::Period, Modifiers::NONE),
            (Key::W, Modifiers::NONE),
            (Key::Enter, Modifiers::NONE),
            (Key::S, Modifiers::COMMAND),
        ] {
            assert!(binds(key, modifiers), "{key:?} {modifiers:?}");
        }
        // The browser's own: zoom, reload, find, close, the address bar, full screen, Back
        // and Forward.
        for (key, modifiers) in [
            (Key::Equals, Modifiers::COMMAND),
            (Key::R, Modifiers::COMMAND),
            (Key::F, Modifiers::COMMAND),
            (Key::W, Modifiers::COMMAND),
            (Key::L, Modifiers::COMMAND),
            (Key::F11, Modifiers::NONE),
            (Key::F12, Modifiers::NONE),
            (Key::Tab, Modifiers::NONE),
            (Key::ArrowLeft, Modifiers::ALT),
            (Key::ArrowRight, Modifiers::ALT),
        ] {
            assert!(!binds(key, modifiers), "{key:?} {modifiers:?}");
        }
    }

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
