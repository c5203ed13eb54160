//! The debugger room: the panel of the debugger (breakpoints, the comparison with another
//! solver, the branches taken over by hand or by another solver) and the breakpoints' marks on
//! the board. What it shows and changes is the state's ([`crate::state::AppState`]'s
//! debugger); the compared game's board and timeline are the compare room's.

pub mod board_marks;
pub mod branches;
pub mod breakpoints;

use crate::command::Commands;
use crate::compare::CompareControls;
use crate::state::AppState;
use branches::TakeOverControls;
use breakpoints::BreakpointControls;
use egui::{CollapsingHeader, RichText, Ui};

/// The debugger panel, with what its controls keep between frames.
#[derive(Clone, Debug, Default)]
pub struct DebuggerPanel {
    /// The form that adds a breakpoint.
    pub breakpoints: BreakpointControls,
    /// The solver to compare with.
    pub compare: CompareControls,
    /// Who takes the game over.
    pub take_over: TakeOverControls,
}

impl DebuggerPanel {
    /// The panel: breakpoints, comparison, branches.
    pub fn ui(&mut self, ui: &mut Ui, state: &AppState, commands: &mut Commands) {
        CollapsingHeader::new(RichText::new(tr!("Breakpoints")).strong())
            .id_salt("snakescope.debugger.breakpoints")
            .default_open(true)
            .show(ui, |ui| self.breakpoints.ui(ui, state, commands));
        CollapsingHeader::new(RichText::new(tr!("Compare with another solver")).strong())
            .id_salt("snakescope.debugger.compare")
            .default_open(true)
            .show(ui, |ui| self.compare.ui(ui, state, commands));
        CollapsingHeader::new(RichText::new(tr!("Take over")).strong())
            .id_salt("snakescope.debugger.branches")
            .default_open(true)
            .show(ui, |ui| self.take_over.ui(ui, state, commands));
    }
}
