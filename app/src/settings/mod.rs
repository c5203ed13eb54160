//! The choices a user makes once and expects to find again: overlay layers, speeds, panels,
//! presenter view, the board's look. Saved through eframe's persistence under
//! [`Settings::KEY`]. [`board`] is the Settings menu's choice of board.
//! [`language`] its choice of language.

pub mod board;
pub mod language;

use serde::{Deserialize, Serialize};
use snakescope_core::session::{Overlays, SceneOptions};
use snakescope_picture::board::palette::{BoardColours, BoardLook, BoardTheme};

/// The panels recalled beside the board in presenter view, each with its key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RecalledPanels {
    /// "Why this move?".
    pub why: bool,
    /// The stage panel.
    pub stage: bool,
    /// The scenario browser.
    pub browser: bool,
}

/// The slowest and fastest playback, in ticks (or events) per second.
pub const SPEED_RANGE: (f64, f64) = (0.25, 1000.0);

/// Everything saved between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Overlay layers.
    pub overlays: Overlays,
    /// Game playback speed, ticks per second.
    pub tick_speed: f64,
    /// Decision playback speed, events per second.
    pub event_speed: f64,
    /// Show the plots panel.
    pub show_plots: bool,
    /// Show the stage panel.
    pub show_stage_panel: bool,
    /// Show the "why this move" panel.
    pub show_why_panel: bool,
    /// Presenter view: the board fills the window's height, the caption above it in large
    /// type, one strip of controls under it.
    pub presenter: bool,
    /// The panels recalled beside the board in presenter view (none at first).
    pub presenter_panels: RecalledPanels,
    /// Show the scenario browser.
    pub show_browser: bool,
    /// Show the debugger panel: breakpoints, comparison, branches.
    pub show_debugger: bool,
    /// Draw the cycle the solver holds while a stage that builds a cycle plays. Off by
    /// default, so that the construction builds the picture instead of sitting on its answer.
    pub held_cycle_while_building: bool,
    /// Solvers outside snakescope played lately, newest first: `external:COMMAND` or
    /// `battlesnake:URL`.
    pub recent_solvers: Vec<String>,
    /// Animate each step: a step forward (Right) and playing the game (Space) play each
    /// decision's events before moving on, the pace of a class following every search.
    pub animate_steps: bool,
    /// A lesson's step opens at the end of its events instead of playing them from its first
    /// (what a teacher who narrates over a still board prefers).
    pub lesson_steps_at_end: bool,
    /// The board's ground, dark or light; none chosen, it follows the window's theme (a
    /// light window, a light board).
    pub board_theme: Option<BoardTheme>,
    /// The board's colours: standard or colour-blind safe.
    pub board_colours: BoardColours,
    /// The language of the window; none chosen, the system's (or `--lang`'s).
    pub language: Option<snakescope_core::words::Language>,
    /// The files whose program or bot the user allowed to run, by their contents' key
    /// (`shell::trust::contents_key`), newest last.
    pub trusted_files: Vec<u64>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            overlays: Overlays::default(),
            tick_speed: 4.0,
            event_speed: 12.0,
            show_plots: true,
            show_stage_panel: true,
            show_why_panel: true,
            presenter: false,
            presenter_panels: RecalledPanels::default(),
            show_browser: true,
            show_debugger: false,
            held_cycle_while_building: false,
            recent_solvers: Vec::new(),
            animate_steps: false,
            lesson_steps_at_end: false,
            board_theme: None,
            board_colours: BoardColours::Standard,
            language: None,
            trusted_files: Vec::new(),
        }
    }
}

impl Settings {
    /// The key under which eframe stores the settings.
    pub const KEY: &'static str = "snakescope.settings";

    /// The board's look in a window of theme `window`: the theme chosen, else the window's.
    pub fn board_look(&self, window: egui::Theme) -> BoardLook {
        let theme = self.board_theme.unwrap_or(match window {
            egui::Theme::Dark => BoardTheme::Dark,
            egui::Theme::Light => BoardTheme::Light,
        });
        BoardLook::new(theme, self.board_colours)
    }

    /// How the board shows a moment, as these settings say.
    pub fn scene_options(&self) -> SceneOptions {
        SceneOptions {
            overlays: self.overlays.clone(),
            held_cycle_while_building: self.held_cycle_while_building,
        }
    }
}

/// The next speed up (`faster`) or down from `speed`, by doubling or halving, within
/// [`SPEED_RANGE`].
pub fn step_speed(speed: f64, faster: bool) -> f64 {
    let next = if faster { speed * 2.0 } else { speed / 2.0 };
    next.clamp(SPEED_RANGE.0, SPEED_RANGE.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::session::Layer;

    #[test]
    fn speeds_double_and_halve_within_range() {
        assert_eq!(step_speed(4.0, true), 8.0);
        assert_eq!(step_speed(0.25, false), 0.25);
        assert_eq!(step_speed(512.0, true), 1000.0);
    }

    #[test]
    fn settings_survive_a_save_and_a_load() {
        let mut s = Settings {
            tick_speed: 64.0,
            presenter: true,
            show_plots: false,
            ..Settings::default()
        };
        s.overlays.set(Layer::Parents, false);
        let text = ron::to_string(&s).unwrap();
        assert_eq!(ron::from_str::<Settings>(&text).unwrap(), s);
        // Settings saved by an older version, with fields missing, still load.
        let old: Settings = ron::from_str("(tick_speed: 2.0)").unwrap();
        assert_eq!(old.tick_speed, 2.0);
        assert_eq!(old.overlays, Overlays::default());
        assert_eq!(old.board_theme, None);
        assert_eq!(old.board_colours, BoardColours::Standard);
    }

    #[test]
    fn the_board_look_is_kept_and_follows_the_window_until_chosen() {
        let mut s = Settings::default();
        let light = BoardLook::new(BoardTheme::Light, BoardColours::Standard);
        let dark = BoardLook::new(BoardTheme::Dark, BoardColours::Standard);
        assert_eq!(s.board_look(egui::Theme::Light), light);
        assert_eq!(s.board_look(egui::Theme::Dark), dark);
        s.board_theme = Some(BoardTheme::Dark);
        s.board_colours = BoardColours::Safe;
        let dark_safe = BoardLook::new(BoardTheme::Dark, BoardColours::Safe);
        assert_eq!(s.board_look(egui::Theme::Light), dark_safe);
        let kept: Settings = ron::from_str(&ron::to_string(&s).unwrap()).unwrap();
        assert_eq!(kept.board_look(egui::Theme::Light), dark_safe);
    }
}
