//! The app as the `app_*` tests drive it: launched at a window size, the classic scenario,
//! keys pressed and labels clicked as a person would, and what the screen says read back.

use egui::{Key, Modifiers, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::files::dialogs::ScriptedDialogs;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::app::state::AppState;
use snakescope::board::BoardGeometry;
use snakescope::rules::Pos;
use snakescope::scenario::Scenario;
use std::path::{Path, PathBuf};

/// The app under test, with its window.
pub type App = Harness<'static, ExplainerApp>;

/// The window's size when the app opens.
pub const WINDOW: [f32; 2] = [1480.0, 920.0];

/// `app` in a window of `size`, before its first frame.
pub fn harness_at(size: [f32; 2], app: ExplainerApp) -> App {
    Harness::builder()
        .with_size(size)
        .with_max_steps(16)
        .build_ui_state(|ui, app: &mut ExplainerApp| app.show(ui), app)
}

/// `app` in a window of the default size, settled (nothing animating).
pub fn harness(app: ExplainerApp) -> App {
    let mut h = harness_at(WINDOW, app);
    h.run();
    h
}

/// The app on `startup` with default settings, before its first frame.
pub fn launch(startup: Startup) -> App {
    harness_at(
        WINDOW,
        ExplainerApp::with_settings(startup, Settings::default()),
    )
}

/// The app on `startup` with default settings, settled.
pub fn open(startup: Startup) -> App {
    let mut h = launch(startup);
    h.run();
    h
}

/// The app on `startup` (still), in a window of `size`, with `settings`, settled.
pub fn open_at(size: [f32; 2], startup: Startup, settings: Settings) -> App {
    let mut h = harness_at(
        size,
        ExplainerApp::with_settings(startup.without_autoplay(), settings),
    );
    h.run();
    h
}

/// The app on `startup` (still), with file dialogs the test answers, settled.
pub fn open_with_dialogs(startup: Startup) -> (App, ScriptedDialogs) {
    let mut app = ExplainerApp::with_settings(startup.without_autoplay(), Settings::default());
    let dialogs = ScriptedDialogs::default();
    app.set_dialogs(dialogs.clone());
    (harness(app), dialogs)
}

/// The default scenario (greedy on the classic 8x8), still, settled.
pub fn classic() -> App {
    open(Startup::default().without_autoplay())
}

/// The curated scenario `scenarios/NAME.ron`, still, settled.
pub fn open_curated(name: &str) -> App {
    let startup = Startup::from_file(Some(Path::new(&format!("scenarios/{name}.ron"))));
    assert_eq!(startup.error, None);
    open(startup.without_autoplay())
}

/// The game of `scenario` without a window, recorded to its end (as far as a manual game
/// goes: not at all).
pub fn recorded(scenario: Scenario) -> AppState {
    let mut s = AppState::new(scenario, "test", Settings::default()).unwrap();
    while !s.is_manual() && !s.recorded_to_end() {
        s.advance_time(0.0);
    }
    s
}

/// Lets the app run until nothing moves any more: an animation of a decision's events (which
/// a breakpoint's stop or a jump starts) plays to its end.
pub fn play_out(h: &mut App) {
    for _ in 0..500 {
        if h.try_run().is_ok() {
            return;
        }
    }
    panic!("the app still animates after 8000 frames");
}

/// Presses `key`, then lets the app settle.
pub fn press(h: &mut App, key: Key) {
    h.key_press(key);
    play_out(h);
}

/// Presses `key` with `modifiers` held, then lets the app settle.
pub fn press_with(h: &mut App, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    play_out(h);
}

/// Presses and lets go of `button` at `pos` (the pointer moved there first); the caller runs
/// the frames it needs.
pub fn pointer_click(h: &mut App, pos: Pos2, button: egui::PointerButton) {
    h.hover_at(pos);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
}

/// Clicks the widget labelled `label`, then lets the app settle.
pub fn click(h: &mut App, label: &str) {
    h.get_by_label(label).click();
    play_out(h);
}

/// Scrolls the widget labelled `label` into view (a panel's list may have pushed it below
/// the window's edge, where a person scrolls to it), clicks it, then lets the app settle.
pub fn scroll_and_click(h: &mut App, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    click(h, label);
}

/// Clicks the widget whose label contains `part`, then lets the app settle.
pub fn click_contains(h: &mut App, part: &str) {
    h.get_by_label_contains(part).click();
    play_out(h);
}

/// Ticks or unticks the search `name` in the race's controls, opening their menu first
/// where the room is too small to show the checkboxes in a row.
pub fn choose_search(h: &mut App, name: &str) {
    if h.query_by_label(name).is_none() {
        click_contains(h, "Searches (");
    }
    click(h, name);
}

/// Clicks the widget labelled `label`, scrolling it into view first.
pub fn click_in_view(h: &mut App, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    click(h, label);
}

/// The value of the widget whose label contains `part`.
fn value_of(h: &App, part: &str) -> String {
    h.get_by_label_contains(part)
        .accesskit_node()
        .value()
        .unwrap_or_default()
}

/// The tick label above the board, e.g. "Tick 3 of 454".
pub fn tick_label(h: &App) -> String {
    value_of(h, "Tick ")
}

/// The status line above the board: solver, board, length, head, heading, food.
pub fn status(h: &App) -> String {
    value_of(h, " · length ")
}

/// The text of the "Problem" window.
pub fn problem_text(h: &App) -> String {
    value_of(h, "Could not")
}

/// Where cell `p` of the game on screen is on the board, as the board painter placed it last
/// frame.
pub fn board_cell(h: &App, p: Pos) -> Pos2 {
    board_geometry(h).center(p)
}

/// Where the board painter placed the cells of the explainer's board last frame.
pub fn board_geometry(h: &App) -> BoardGeometry {
    h.state()
        .layout()
        .board_geometry()
        .expect("the explainer's board on screen")
}

/// A fresh folder for one test's files, under `group` (the test file).
pub fn tmp(group: &str, test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(group)
        .join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// eframe's storage, in memory: what the app keeps across a restart, without a disk.
#[derive(Default)]
pub struct Memory(pub std::collections::HashMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }

    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }

    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }

    fn flush(&mut self) {}
}
