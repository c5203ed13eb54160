//! The overlay layers of the board, each with a toggle and a legend entry, and which of them
//! are on: what a picture or the window draws over the game. Here, beside the stages, so that
//! a lesson's step can name the layers it shows; which layers each stage shows first is the
//! session's ([`crate::session::layers`]).

use serde::{Deserialize, Serialize};

/// One overlay layer of the board, each with a toggle and a legend entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Layer {
    /// The frontier and the expanded cells coloured. (Named for the distances it once wrote
    /// in cells too, which [`Layer::SearchNumbers`] now writes: lessons and settings name it
    /// so.)
    Distances,
    /// The search's own numbers written in each cell it reached: the distance (BFS,
    /// bidirectional, timed), the depth (depth-first), the cost g (Dijkstra), the estimate h
    /// (greedy best-first), f large with g and h small (A*). Shown by the graph searches'
    /// stages ([`crate::session::layers::left_out_by`]).
    SearchNumbers,
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
    /// Each cell's place in the order a search expanded it (took it off its frontier), small
    /// in the cell's bottom right corner beside the search's numbers, large in its middle
    /// when those are off: how BFS's layers grow, and how another search's differ. Off until
    /// asked for.
    ExpansionOrder,
    /// The shortcut rule's verdict on the head's neighbours: allowed or refused.
    Shortcuts,
    /// The cell being worked on and the cells being tried.
    Cursor,
    /// Grid lines between cells.
    GridLines,
}

impl Layer {
    /// Every layer, in legend order.
    pub const ALL: [Layer; 11] = [
        Layer::Distances,
        Layer::SearchNumbers,
        Layer::Parents,
        Layer::Path,
        Layer::Ghost,
        Layer::Cycle,
        Layer::CycleIndex,
        Layer::ExpansionOrder,
        Layer::Shortcuts,
        Layer::Cursor,
        Layer::GridLines,
    ];

    /// The toggle's label.
    pub fn label(self) -> String {
        match self {
            Layer::Distances => tr!("Frontier and expanded cells"),
            Layer::SearchNumbers => tr!("The search's numbers (distance, g, h, f)"),
            Layer::Parents => tr!("Parent arrows"),
            Layer::Path => tr!("Path"),
            Layer::Ghost => tr!("Virtual snake (ghost)"),
            Layer::Cycle => tr!("Cycle line"),
            Layer::CycleIndex => tr!("Cycle indices"),
            Layer::ExpansionOrder => tr!("Expansion order"),
            Layer::Shortcuts => tr!("Shortcut neighbours"),
            Layer::Cursor => tr!("Current and tried cells"),
            Layer::GridLines => tr!("Grid lines"),
        }
    }

    /// What the layer shows, for the toggle's tooltip.
    pub fn help(self) -> String {
        match self {
            Layer::Distances => {
                tr!("The cells waiting in the search's frontier and the cells it expanded, tinted")
            }
            Layer::SearchNumbers => tr!(
                "In each cell the search reached, its own number: the distance from the start \
                 (BFS, bidirectional, timed), the depth (DFS), the cost so far g (Dijkstra), the \
                 estimate h (greedy best-first); A*: f = g + h in the middle, g in the top left \
                 corner, h in the top right. Where a cell is too small for all of them, the \
                 middle number alone; hover a cell for the rest"
            ),
            Layer::Parents => tr!("Each found cell points back to the cell that discovered it"),
            Layer::Path => tr!("The path the stage found or is building (a closed tour is a loop)"),
            Layer::Ghost => {
                tr!(
                    "Greedy's check: a virtual copy of the snake walks the shortest path and eats; \
                 its body is drawn as a ghost"
                )
            }
            Layer::Cycle => tr!("The Hamiltonian cycle the solver follows, as one line"),
            Layer::CycleIndex => {
                tr!("Each cell's index on the cycle (or its number in the numbering stages)")
            }
            Layer::ExpansionOrder => tr!(
                "Each cell's place in the order the search expanded it (took it off its queue, \
                 stack or priority queue): 1 for the first. Small in the bottom right corner \
                 beside the search's numbers, where the cell is big enough; in the middle, \
                 large, when the search's numbers are off"
            ),
            Layer::Shortcuts => {
                tr!(
                    "The shortcut rule's verdict on the head's neighbours: green allowed, red refused"
                )
            }
            Layer::Cursor => tr!(
                "The cell being expanded, the cells the latest event tried, and what it said of \
                 the cells it speaks of: a ring where it looked, struck through where it \
                 refused, with a dot where it accepted; a side as a bar, on the wall where it \
                 leads off the board; a line round the board for its verdict"
            ),
            Layer::GridLines => tr!("Lines between cells"),
        }
    }
}

/// Which overlay layers are on, and which of them the user switched on: a stage that leaves a
/// layer out by default (see [`crate::session::layers`]) shows it all the same when asked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SavedOverlays")]
pub struct Overlays {
    on: Vec<Layer>,
    /// The layers switched on by the user (or named by a lesson's step): shown whatever the
    /// stage on screen.
    asked: Vec<Layer>,
    /// The layers there were when these were chosen: a layer added since is as a new user
    /// finds it (on unless [`OFF_BY_DEFAULT`]), not off because it was not listed.
    known: Vec<Layer>,
}

/// Overlays as written, before the layers added since are given their defaults.
#[derive(Deserialize)]
struct SavedOverlays {
    on: Vec<Layer>,
    #[serde(default)]
    asked: Vec<Layer>,
    #[serde(default = "layers_before_search_numbers")]
    known: Vec<Layer>,
}

/// The layers there were before [`Layer::SearchNumbers`]: those settings written without a
/// list of the layers known knew.
fn layers_before_search_numbers() -> Vec<Layer> {
    Layer::ALL
        .into_iter()
        .filter(|&l| l != Layer::SearchNumbers)
        .collect()
}

impl From<SavedOverlays> for Overlays {
    fn from(saved: SavedOverlays) -> Overlays {
        let SavedOverlays {
            mut on,
            asked,
            known,
        } = saved;
        for layer in Layer::ALL {
            if !known.contains(&layer) && !OFF_BY_DEFAULT.contains(&layer) && !on.contains(&layer) {
                on.push(layer);
            }
        }
        Overlays {
            on,
            asked,
            known: Layer::ALL.to_vec(),
        }
    }
}

/// The layers off until asked for: the rest are on in a window or picture new to its user.
const OFF_BY_DEFAULT: [Layer; 1] = [Layer::ExpansionOrder];

impl Default for Overlays {
    fn default() -> Self {
        Overlays {
            on: Layer::ALL
                .into_iter()
                .filter(|l| !OFF_BY_DEFAULT.contains(l))
                .collect(),
            asked: Vec::new(),
            known: Layer::ALL.to_vec(),
        }
    }
}

impl Overlays {
    /// Every layer on.
    pub fn all() -> Overlays {
        Overlays {
            on: Layer::ALL.to_vec(),
            asked: Vec::new(),
            known: Layer::ALL.to_vec(),
        }
    }

    /// Exactly `layers`, each as if asked for: what a lesson's step names, shown whatever the
    /// stage.
    pub fn exactly(layers: &[Layer]) -> Overlays {
        let mut on: Vec<Layer> = Vec::new();
        for &layer in layers {
            if !on.contains(&layer) {
                on.push(layer);
            }
        }
        Overlays {
            asked: on.clone(),
            on,
            known: Layer::ALL.to_vec(),
        }
    }

    /// Whether `layer` is shown.
    pub fn shows(&self, layer: Layer) -> bool {
        self.on.contains(&layer)
    }

    /// Whether the user switched `layer` on (or a lesson's step named it).
    pub fn asked(&self, layer: Layer) -> bool {
        self.asked.contains(&layer)
    }

    /// Shows or hides `layer`, as the user asks: shown, it is shown whatever the stage.
    pub fn set(&mut self, layer: Layer, on: bool) {
        self.on.retain(|&l| l != layer);
        self.asked.retain(|&l| l != layer);
        if on {
            self.on.push(layer);
            self.asked.push(layer);
        }
    }

    /// The same layers without those of `left_out` that were not asked for.
    pub fn leaving_out(&self, left_out: &[Layer]) -> Overlays {
        let mut shown = self.clone();
        shown
            .on
            .retain(|l| !left_out.contains(l) || self.asked.contains(l));
        shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_toggle() {
        let mut o = Overlays::default();
        o.set(Layer::Cycle, true);
        assert!(o.shows(Layer::Cycle));
        o.set(Layer::Cycle, false);
        assert!(!o.shows(Layer::Cycle));
        assert!(Layer::ALL.iter().all(|&l| Overlays::all().shows(l)));
        assert!(!Overlays::default().shows(Layer::ExpansionOrder));
        assert!(Overlays::default().shows(Layer::Distances));
    }

    #[test]
    fn a_layer_left_out_shows_once_asked_for() {
        let mut o = Overlays::default();
        let shown = o.leaving_out(&[Layer::Cycle, Layer::CycleIndex]);
        assert!(!shown.shows(Layer::Cycle) && !shown.shows(Layer::CycleIndex));
        assert!(shown.shows(Layer::Path));
        o.set(Layer::Cycle, true);
        assert!(o.leaving_out(&[Layer::Cycle]).shows(Layer::Cycle));
        o.set(Layer::Cycle, false);
        assert!(!o.shows(Layer::Cycle) && !o.asked(Layer::Cycle));
        let named = Overlays::exactly(&[Layer::Cycle, Layer::Path, Layer::Cycle]);
        assert_eq!(named.leaving_out(&[Layer::Cycle]), named);
        assert!(!named.shows(Layer::GridLines));
        // Settings written before layers could be asked for read as nothing asked.
        let old: Overlays = ron::from_str("(on: [Cycle, Path])").unwrap();
        assert!(old.shows(Layer::Cycle) && !old.asked(Layer::Cycle));
        // A layer added since they were written is on, as a new user finds it; those it
        // knew keep the user's choice.
        assert!(old.shows(Layer::SearchNumbers) && !old.shows(Layer::Parents));
        let mut o = Overlays::default();
        o.set(Layer::SearchNumbers, false);
        let again: Overlays = ron::from_str(&ron::to_string(&o).unwrap()).unwrap();
        assert_eq!(again, o);
        assert!(
            !again.shows(Layer::SearchNumbers),
            "switched off, it stays off"
        );
    }
}
