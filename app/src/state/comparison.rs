//! A second game beside the one on screen: the same scenario played by another solver (or
//! the same solver with other options), recorded a few milliseconds per frame like the
//! first, shown at the same tick, and the first tick where the two part. No drawing here.

use snakescope_core::explain::divergence::{Divergence, first_divergence};
use snakescope_core::scenario::{Scenario, solver_text};
use snakescope_core::session::Selection;
use snakescope_core::session::document::{Document, FRAME_BUDGET};
use snakescope_core::solver::SolverKind;
use snakescope_core::stages::Stage;
use snakescope_core::trace::Recording;

/// The game compared with the one on screen.
pub struct Comparison {
    /// The solver, as a scenario file writes it: `Hamilton(rule: Reference)`.
    label: String,
    document: Document,
    selection: Selection,
    divergence: Divergence,
}

impl Comparison {
    /// `scenario` played by `kind` instead, shown at `tick`; or why it cannot be played.
    pub fn open(scenario: &Scenario, kind: SolverKind, tick: usize) -> Result<Comparison, String> {
        if kind == SolverKind::Manual {
            return Err(tr!(
                "Manual play has no decisions to compare: pick a solver."
            ));
        }
        let label = solver_text(&kind);
        let scenario = Scenario {
            solver: kind,
            ..scenario.clone()
        };
        let document = Document::open(scenario, tr!("compared with {label}", label = label))
            .map_err(|e| e.to_string())?;
        let mut selection = Selection::new(&document, Stage::Bfs);
        selection.set_tick(&document, tick);
        Ok(Comparison {
            label,
            document,
            selection,
            divergence: Divergence::NotYet { compared: 0 },
        })
    }

    /// The compared solver, as a scenario file writes it.
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The compared game.
    pub fn document(&self) -> &Document {
        &self.document
    }

    /// The compared game at the shared tick (its last state, if it ends before).
    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    /// Where the two games part, as far as both are recorded.
    pub fn divergence(&self) -> Divergence {
        self.divergence
    }

    /// Shows state `t` of the compared game (its last if it ends before).
    pub fn set_tick(&mut self, t: usize) {
        self.selection.set_tick(&self.document, t);
    }

    /// Records a little more of the compared game and compares it with `other` (the game on
    /// screen) as far as both go.
    pub fn advance(&mut self, other: &Recording) {
        if self.document.is_recording() {
            self.document.record_ahead(FRAME_BUDGET);
            self.selection.catch_up(&self.document);
        }
        self.compare(other);
    }

    /// Compares again from the start (the game on screen is another one now).
    pub fn restart_comparison(&mut self, other: &Recording) {
        self.divergence = Divergence::NotYet { compared: 0 };
        self.compare(other);
    }

    fn compare(&mut self, other: &Recording) {
        if let Divergence::NotYet { compared } = self.divergence {
            self.divergence = first_divergence(other, self.document.recording(), compared);
        }
    }

    /// Whether the compared game is still being recorded.
    pub fn is_recording(&self) -> bool {
        self.document.is_recording()
    }
}
