//! The choices a user makes once and expects to find again: overlay layers, speeds, panels,
//! presenter view. Saved through eframe's persistence under [`Settings::KEY`].

use serde::{Deserialize, Serialize};

/// One overlay layer of the board, each with a toggle and a legend entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Layer {
    /// BFS distances written in cells; the frontier and the expanded cells coloured.
    Distances,
    /// Arrows from each found cell towards its parent.
    Parents,
    /// The path the stage has found or is building.
    Path,
    /// The greedy check's virtual snake, drawn as a ghost where it would be after eating.
    Ghost,
    /// The solver's cycle as a line through the cells.
    Cycle,
    /// Cycle indices (or the numbering stage's numbers) written in cells.
    CycleIndex,
    /// The shortcut rule's verdict on the head's neighbours: allowed or refused.
    Shortcuts,
    /// The cell being worked on and the cells being tried.
    Cursor,
    /// Grid lines between cells.
    GridLines,
}

impl Layer {
    /// Every layer, in legend order.
    pub const ALL: [Layer; 9] = [
        Layer::Distances,
        Layer::Parents,
        Layer::Path,
        Layer::Ghost,
        Layer::Cycle,
        Layer::CycleIndex,
        Layer::Shortcuts,
        Layer::Cursor,
        Layer::GridLines,
    ];

    /// The toggle's label.
    pub fn label(self) -> &'static str {
        match self {
            Layer::Distances => "Distances and frontier",
            Layer::Parents => "Parent arrows",
            Layer::Path => "Path",
            Layer::Ghost => "Virtual snake (ghost)",
            Layer::Cycle => "Cycle line",
            Layer::CycleIndex => "Cycle indices",
            Layer::Shortcuts => "Shortcut neighbours",
            Layer::Cursor => "Current and tried cells",
            Layer::GridLines => "Grid lines",
        }
    }

    /// What the layer shows, for the toggle's tooltip.
    pub fn help(self) -> &'static str {
        match self {
            Layer::Distances => {
                "BFS: each found cell's distance from the start; queued cells (the frontier) \
                 and expanded cells are tinted"
            }
            Layer::Parents => "Each found cell points back to the cell that discovered it",
            Layer::Path => "The path the stage found or is building (a closed tour is a loop)",
            Layer::Ghost => {
                "Greedy's check: a virtual copy of the snake walks the shortest path and eats; \
                 its body is drawn as a ghost"
            }
            Layer::Cycle => "The Hamiltonian cycle the solver follows, as one line",
            Layer::CycleIndex => {
                "Each cell's index on the cycle (or its number in the numbering stages)"
            }
            Layer::Shortcuts => {
                "The shortcut rule's verdict on the head's neighbours: green allowed, red refused"
            }
            Layer::Cursor => "The cell being expanded and the cells the latest event tried",
            Layer::GridLines => "Lines between cells",
        }
    }
}

/// Which overlay layers are on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Overlays {
    on: Vec<Layer>,
}

impl Default for Overlays {
    fn default() -> Self {
        Overlays {
            on: Layer::ALL.to_vec(),
        }
    }
}

impl Overlays {
    /// Every layer on.
    pub fn all() -> Overlays {
        Overlays {
            on: Layer::ALL.to_vec(),
        }
    }

    /// Whether `layer` is shown.
    pub fn shows(&self, layer: Layer) -> bool {
        self.on.contains(&layer)
    }

    /// Shows or hides `layer`.
    pub fn set(&mut self, layer: Layer, on: bool) {
        self.on.retain(|&l| l != layer);
        if on {
            self.on.push(layer);
        }
    }
}

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
        }
    }
}

impl Settings {
    /// The key under which eframe stores the settings.
    pub const KEY: &'static str = "snakescope.settings";
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
    }

    #[test]
    fn layers_toggle() {
        let mut o = Overlays::default();
        o.set(Layer::Cycle, true);
        assert!(o.shows(Layer::Cycle));
        o.set(Layer::Cycle, false);
        assert!(!o.shows(Layer::Cycle));
        assert!(Layer::ALL.iter().all(|&l| Overlays::all().shows(l)));
    }
}
