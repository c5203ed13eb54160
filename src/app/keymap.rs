//! The keyboard map, in the style of the viewers users already know (Space, arrows,
//! Shift+arrows, Home/End, brackets), and the help overlay that lists it. One table serves the
//! shortcuts, the tooltips and the overlay, so they cannot disagree.

use crate::app::layout::SidePanel;
use crate::rules::Dir;
use crate::stages::Stage;
use egui::{Context, Key, KeyboardShortcut, Modifiers};

/// Something the keyboard can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play or pause the game.
    PlayPause,
    /// One tick back.
    StepBack,
    /// One tick forward.
    StepForward,
    /// One event back inside the decision.
    EventBack,
    /// One event forward inside the decision.
    EventForward,
    /// The first tick.
    Home,
    /// The last tick.
    End,
    /// The previous marker.
    PrevMarker,
    /// The next marker.
    NextMarker,
    /// Faster playback.
    Faster,
    /// Slower playback.
    Slower,
    /// Show or hide the help overlay.
    Help,
    /// Presenter view, or back.
    Presenter,
    /// Open a stage in the picker.
    PickStage(Stage),
    /// Manual play: steer (or, paused, step) in a direction.
    Steer(Dir),
    /// Open a scenario file.
    Open,
    /// Save the editor's draft (or the scenario on screen) to its file, or ask where.
    Save,
    /// Save to a new file.
    SaveAs,
    /// Run to the next breakpoint.
    RunToBreakpoint,
    /// Show or hide a panel beside the board (in presenter view: recall it, or put it away).
    TogglePanel(SidePanel),
    /// Start the quiz, or end it.
    Quiz,
    /// Play or pause the decision's events.
    PlayEvents,
    /// The next step of the lesson on screen.
    NextLessonStep,
    /// The previous step of the lesson on screen.
    PrevLessonStep,
}

const fn key(k: Key) -> KeyboardShortcut {
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

/// One line of the keyboard map.
pub struct Binding {
    /// The keys.
    pub shortcuts: &'static [KeyboardShortcut],
    /// What they do.
    pub action: Action,
    /// In words, for the help overlay.
    pub words: String,
}

/// The stages' keys, in [`Stage::ALL`] order: 1 to 9, then 0 for the tenth.
const STAGE_KEYS: [Key; Stage::ALL.len()] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
    Key::Num0,
];

static STAGE_SHORTCUTS: [KeyboardShortcut; Stage::ALL.len()] = [
    key(STAGE_KEYS[0]),
    key(STAGE_KEYS[1]),
    key(STAGE_KEYS[2]),
    key(STAGE_KEYS[3]),
    key(STAGE_KEYS[4]),
    key(STAGE_KEYS[5]),
    key(STAGE_KEYS[6]),
    key(STAGE_KEYS[7]),
    key(STAGE_KEYS[8]),
    key(STAGE_KEYS[9]),
];

/// The keyboard map, most specific first (Shift+Left before Left, Ctrl+Shift+S before
/// Ctrl+S): egui matches a shortcut even when Shift is held on top of it.
pub fn bindings() -> Vec<Binding> {
    let b = |shortcuts, action, words| Binding {
        shortcuts,
        action,
        words,
    };
    let mut all = vec![
        b(
            &[EVENT_BACK],
            Action::EventBack,
            tr!("One event back inside the decision"),
        ),
        b(
            &[EVENT_FORWARD],
            Action::EventForward,
            tr!("One event forward inside the decision"),
        ),
        b(
            &[PLAY],
            Action::PlayPause,
            tr!(
                "Play / pause the game (manual play: pause); with \"Animate each step\", each \
             decision's events play before the next tick"
            ),
        ),
        b(
            &[PLAY_EVENTS],
            Action::PlayEvents,
            tr!("Play / pause the events of the decision on screen"),
        ),
        b(
            &[STEP_BACK],
            Action::StepBack,
            tr!("One tick back (manual play: steer left)"),
        ),
        b(
            &[STEP_FORWARD],
            Action::StepForward,
            tr!(
                "One tick forward (manual play: steer right); with \"Animate each step\", its \
             events play"
            ),
        ),
        b(&[HOME], Action::Home, tr!("First tick")),
        b(
            &[NEXT_LESSON_STEP],
            Action::NextLessonStep,
            tr!("Next step of the lesson on screen (a presentation clicker's key)"),
        ),
        b(
            &[PREV_LESSON_STEP],
            Action::PrevLessonStep,
            tr!("Previous step of the lesson on screen"),
        ),
        b(&[END], Action::End, tr!("Last tick")),
        b(
            &[PREV_MARKER],
            Action::PrevMarker,
            tr!("Previous marker (food, shortcut, fallback, death)"),
        ),
        b(&[NEXT_MARKER], Action::NextMarker, tr!("Next marker")),
        b(
            &[FASTER, FASTER_ALT],
            Action::Faster,
            tr!("Faster (the timeline that plays; else the game)"),
        ),
        b(&[SLOWER], Action::Slower, tr!("Slower")),
        b(
            &[RUN_TO_BREAKPOINT],
            Action::RunToBreakpoint,
            tr!("Run to the next breakpoint (the first tick after this one where one matches)"),
        ),
        b(&[HELP], Action::Help, tr!("This help")),
        b(
            &[PRESENTER],
            Action::Presenter,
            tr!("Presenter view: the board fills the window, the caption above it in large type"),
        ),
        b(
            &[OPEN],
            Action::Open,
            tr!("Open a scenario file (or drop a .ron file on the window)"),
        ),
        b(
            &[SAVE_AS],
            Action::SaveAs,
            tr!("Save as a new file (the editor's draft, else the scenario on screen)"),
        ),
        b(
            &[SAVE],
            Action::Save,
            tr!("Save the editor's draft to its file (asks where if it has none)"),
        ),
        b(
            &[WHY_PANEL],
            Action::TogglePanel(SidePanel::Why),
            tr!("Show or hide \"Why this move?\" (presenter view: recall it)"),
        ),
        b(
            &[STAGE_PANEL],
            Action::TogglePanel(SidePanel::Stage),
            tr!("Show or hide the stage panel (presenter view: recall it)"),
        ),
        b(
            &[BROWSER_PANEL],
            Action::TogglePanel(SidePanel::Browser),
            tr!("Show or hide the scenario browser (presenter view: recall it)"),
        ),
        b(
            &[QUIZ],
            Action::Quiz,
            tr!("Start the quiz: predict each move before it is shown (again: end it)"),
        ),
    ];
    for (i, stage) in Stage::ALL.into_iter().enumerate() {
        all.push(Binding {
            shortcuts: std::slice::from_ref(&STAGE_SHORTCUTS[i]),
            action: Action::PickStage(stage),
            words: stage.title(),
        });
    }
    all
}

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

/// Takes this frame's quiz keys out of the input (unless a text field has focus), before
/// [`read_actions`] sees them: all of them while a question is open (`asking`), else only
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

/// The stage opened by a digit key, for the picker's tooltips.
pub fn stage_shortcut(stage: Stage) -> Option<KeyboardShortcut> {
    Stage::ALL
        .iter()
        .position(|&s| s == stage)
        .map(|i| key(STAGE_KEYS[i]))
}

/// Takes this frame's shortcuts out of the input, unless a text field has focus (then the
/// keys are the field's). In manual play the arrows and W/A/S/D steer.
pub fn read_actions(ctx: &Context, manual: bool) -> Vec<Action> {
    if ctx.text_edit_focused() {
        return Vec::new();
    }
    let mut actions = Vec::new();
    ctx.input_mut(|input| {
        for binding in bindings() {
            if manual && matches!(binding.action, Action::StepBack | Action::StepForward) {
                continue;
            }
            for sc in binding.shortcuts {
                while input.consume_shortcut(sc) {
                    actions.push(binding.action);
                }
            }
        }
        if manual {
            for (sc, dir) in STEER {
                while input.consume_shortcut(&sc) {
                    actions.push(Action::Steer(dir));
                }
            }
        }
    });
    actions
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

/// The keys the map does not hold, for the help overlay: what the board, the quiz and the
/// editor read themselves.
fn other_keys() -> [(String, String); 8] {
    [
        (
            tr!("W A S D, arrows"),
            tr!("Manual play: steer; while paused each key moves one step"),
        ),
        (
            tr!("Ctrl+click"),
            tr!("On the board: a breakpoint where the head enters that cell (or not)"),
        ),
        (
            tr!("arrows, Enter"),
            tr!("Quiz: choose the cell next to the head, confirm; Enter again: next"),
        ),
        (
            tr!("Y / N"),
            tr!("Quiz: answer the check's question yes or no"),
        ),
        (
            tr!("click"),
            tr!("Quiz: on the board, the cell the head will move to"),
        ),
        (
            tr!("click / right-click"),
            tr!("On the board, in \"your own board\" mode: set the target / the start"),
        ),
        (
            tr!("drag"),
            tr!("In the editor, snake tool: draw the snake from its head to its tail"),
        ),
        (
            tr!("click"),
            tr!("In the editor, food tool: add a cell to the food script, or take it out"),
        ),
    ]
}

/// Windows at least this wide (in points) show the help in two columns.
const HELP_TWO_COLUMNS: f32 = 1400.0;

/// The help overlay listing every shortcut: in two columns in a wide window, scrolling in a
/// short one, its "Close help" always in view. Returns false when the user closed it.
pub fn help_overlay(ctx: &Context) -> bool {
    let mut rows: Vec<(String, String)> = bindings()
        .into_iter()
        .map(|b| {
            let all: Vec<String> = b.shortcuts.iter().map(|s| keys(ctx, s)).collect();
            (all.join(&tr!(" or ")), b.words)
        })
        .collect();
    rows.extend(other_keys());
    let screen = ctx.content_rect();
    let response = egui::Modal::new(egui::Id::unique("snakescope.help")).show(ctx, |ui| {
        ui.set_max_width((screen.width() - 80.0).max(200.0));
        ui.heading(tr!("Keyboard"));
        ui.add_space(4.0);
        // What is left of the window's height once the heading, the note and the button
        // have theirs: the rows scroll within it.
        let rest = (screen.height() - 170.0).max(80.0);
        egui::ScrollArea::vertical()
            .id_salt("snakescope.help.scroll")
            .max_height(rest)
            .show(ui, |ui| {
                if screen.width() >= HELP_TWO_COLUMNS {
                    let half = rows.len().div_ceil(2);
                    ui.columns(2, |columns| {
                        help_grid(&mut columns[0], "snakescope.help.left", &rows[..half]);
                        help_grid(&mut columns[1], "snakescope.help.right", &rows[half..]);
                    });
                } else {
                    help_grid(ui, "snakescope.help.grid", &rows);
                }
            });
        ui.add_space(6.0);
        ui.label(tr!(
            "Shortcuts are ignored while a text field (the tick counter, the editor's name) has \
             focus."
        ));
        ui.add_space(6.0);
        ui.button(tr!("Close help")).clicked()
    });
    !(response.inner || response.should_close())
}

/// Rows of keys and what they do, striped.
fn help_grid(ui: &mut egui::Ui, id: &str, rows: &[(String, String)]) {
    egui::Grid::new(id)
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (keys, words) in rows {
                ui.monospace(keys);
                ui.add(egui::Label::new(words.as_str()).wrap());
                ui.end_row();
            }
        });
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
