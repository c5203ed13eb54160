//! The keyboard's shortcuts, in the style of the viewers users already know (Space, arrows,
//! Shift+arrows, Home/End, brackets), and how they are written for people (tooltips, the
//! help). What each asks for is the keymap's ([`crate::keymap`]); this file names the keys
//! only, so that any view can put a key in its tooltip.

use crate::layout::SidePanel;
use egui::{Context, Key, KeyboardShortcut, Modifiers};
use snakescope_core::rules::Dir;
use snakescope_core::stages::Stage;

pub(crate) const fn key(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, k)
}

const fn shift(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::SHIFT, k)
}

const fn command(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, k)
}

/// Play or pause.
pub const PLAY: KeyboardShortcut = key(Key::Space);
/// One tick back.
pub const STEP_BACK: KeyboardShortcut = key(Key::ArrowLeft);
/// One tick forward.
pub const STEP_FORWARD: KeyboardShortcut = key(Key::ArrowRight);
/// One event back.
pub const EVENT_BACK: KeyboardShortcut = shift(Key::ArrowLeft);
/// One event forward.
pub const EVENT_FORWARD: KeyboardShortcut = shift(Key::ArrowRight);
/// The first tick.
pub const HOME: KeyboardShortcut = key(Key::Home);
/// The last tick.
pub const END: KeyboardShortcut = key(Key::End);
/// The previous marker.
pub const PREV_MARKER: KeyboardShortcut = key(Key::OpenBracket);
/// The next marker.
pub const NEXT_MARKER: KeyboardShortcut = key(Key::CloseBracket);
/// Faster.
pub const FASTER: KeyboardShortcut = key(Key::Plus);
/// Faster, on keyboards where `+` is Shift and `=`.
pub const FASTER_ALT: KeyboardShortcut = key(Key::Equals);
/// Slower.
pub const SLOWER: KeyboardShortcut = key(Key::Minus);
/// The help overlay.
pub const HELP: KeyboardShortcut = key(Key::Questionmark);
/// The help overlay, by the key most programs give their help.
pub const HELP_F1: KeyboardShortcut = key(Key::F1);
/// Presenter view.
pub const PRESENTER: KeyboardShortcut = key(Key::F5);
/// Run to the next breakpoint.
pub const RUN_TO_BREAKPOINT: KeyboardShortcut = key(Key::F8);
/// Open a scenario file.
pub const OPEN: KeyboardShortcut = command(Key::O);
/// Save.
pub const SAVE: KeyboardShortcut = command(Key::S);
/// Save as.
pub const SAVE_AS: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
/// The "why this move?" panel, beside F5: recalled in presenter view with one key.
pub const WHY_PANEL: KeyboardShortcut = key(Key::F6);
/// The stage panel.
pub const STAGE_PANEL: KeyboardShortcut = key(Key::F7);
/// The scenario browser.
pub const BROWSER_PANEL: KeyboardShortcut = key(Key::F9);
/// Start or end the quiz.
pub const QUIZ: KeyboardShortcut = key(Key::Q);
/// Play or pause the decision's events.
pub const PLAY_EVENTS: KeyboardShortcut = key(Key::P);
/// The next step of a lesson: what a presentation clicker sends.
pub const NEXT_LESSON_STEP: KeyboardShortcut = key(Key::PageDown);
/// The previous step of a lesson.
pub const PREV_LESSON_STEP: KeyboardShortcut = key(Key::PageUp);

/// The key that shows or hides `panel`, for its toggles' tooltips.
pub fn panel_shortcut(panel: SidePanel) -> Option<KeyboardShortcut> {
    match panel {
        SidePanel::Why => Some(WHY_PANEL),
        SidePanel::Stage => Some(STAGE_PANEL),
        SidePanel::Browser => Some(BROWSER_PANEL),
        SidePanel::Editor | SidePanel::Debugger => None,
    }
}

/// The digit keys that pick the first ten stages of the stage list, in order: 1 to 9, then 0.
static DIGITS: [KeyboardShortcut; 10] = [
    key(Key::Num1),
    key(Key::Num2),
    key(Key::Num3),
    key(Key::Num4),
    key(Key::Num5),
    key(Key::Num6),
    key(Key::Num7),
    key(Key::Num8),
    key(Key::Num9),
    key(Key::Num0),
];

/// The previous stage of the stage list.
pub const PREV_STAGE: KeyboardShortcut = key(Key::Comma);
/// The next stage of the stage list.
pub const NEXT_STAGE: KeyboardShortcut = key(Key::Period);

/// The manual-play keys: W/A/S/D and the arrows.
pub const STEER: [(KeyboardShortcut, Dir); 8] = [
    (key(Key::W), Dir::Up),
    (key(Key::A), Dir::Left),
    (key(Key::S), Dir::Down),
    (key(Key::D), Dir::Right),
    (key(Key::ArrowUp), Dir::Up),
    (key(Key::ArrowLeft), Dir::Left),
    (key(Key::ArrowDown), Dir::Down),
    (key(Key::ArrowRight), Dir::Right),
];

/// A key the quiz reads while it asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizKey {
    /// Choose the cell next to the head in this direction.
    Choose(Dir),
    /// Confirm the cell chosen; after the answer, go on to the next question.
    Confirm,
    /// Answer the check's question: yes.
    Yes,
    /// Answer the check's question: no.
    No,
}

/// The quiz's keys, read instead of the map's while it asks: the arrows choose a cell next to
/// the head (instead of stepping), Enter confirms, Y and N answer the check's question.
pub const QUIZ_KEYS: [(KeyboardShortcut, QuizKey); 7] = [
    (key(Key::ArrowUp), QuizKey::Choose(Dir::Up)),
    (key(Key::ArrowLeft), QuizKey::Choose(Dir::Left)),
    (key(Key::ArrowDown), QuizKey::Choose(Dir::Down)),
    (key(Key::ArrowRight), QuizKey::Choose(Dir::Right)),
    (QUIZ_CONFIRM, QuizKey::Confirm),
    (QUIZ_YES, QuizKey::Yes),
    (QUIZ_NO, QuizKey::No),
];

/// The quiz: confirm the cell chosen; after the answer, the next question.
pub const QUIZ_CONFIRM: KeyboardShortcut = key(Key::Enter);
/// The quiz: yes to the check's question.
pub const QUIZ_YES: KeyboardShortcut = key(Key::Y);
/// The quiz: no to the check's question.
pub const QUIZ_NO: KeyboardShortcut = key(Key::N);

/// The digit key that picks `stage`, if its place in the stage list has one (the first ten).
pub fn stage_shortcut(stage: Stage) -> Option<&'static [KeyboardShortcut]> {
    let i = Stage::ALL.iter().position(|&s| s == stage)?;
    DIGITS.get(i).map(std::slice::from_ref)
}

/// A shortcut as people write it: `Shift+Left`, `[`, `?`, `Space`.
pub fn keys(ctx: &Context, shortcut: &KeyboardShortcut) -> String {
    let mac = ctx.os() == egui::os::OperatingSystem::Mac;
    let mut s = egui::ModifierNames::NAMES.format(&shortcut.modifiers, mac);
    if !s.is_empty() {
        s.push('+');
    }
    let k = shortcut.logical_key;
    s.push_str(match k {
        Key::ArrowLeft | Key::ArrowRight | Key::ArrowUp | Key::ArrowDown => k.name(),
        Key::Minus => "-",
        _ => k.symbol_or_name(),
    });
    s
}

/// `words (shortcut)`, for a tooltip.
pub fn tip(ctx: &Context, words: impl std::fmt::Display, shortcut: &KeyboardShortcut) -> String {
    tr!(
        "{words} ({keys})",
        words = words,
        keys = keys(ctx, shortcut)
    )
}
