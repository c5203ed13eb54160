//! What [`AppState`] does as a debugger: breakpoints (set, switched off, run to, stopped
//! at while playing), a comparison with another solver's game at the same tick, and branches
//! taken over from any tick. Every change of tick still goes through the state's one way of
//! showing a tick, so the compared game follows and a step costs one replay of the game on
//! screen.

use super::branches::Branch;
use super::breakpoints::{RunOutcome, RunProgress};
use super::comparison::Comparison;
use super::{AppState, Selection};
use snakescope_core::explain::{Breakpoint, BreakpointScan, Condition, Hit, ScanStatus};
use snakescope_core::rules::Pos;
use snakescope_core::scenario::solver_text;
use snakescope_core::solver::SolverKind;
use std::time::Duration;

impl AppState {
    // ----- breakpoints -----

    /// The breakpoints of the scenario on screen, switched on or off.
    pub fn breakpoints(&self) -> &[Breakpoint] {
        self.document().breakpoints()
    }

    /// Adds a breakpoint on `when`, switched on; returns false if there is one already (it
    /// is switched on then).
    pub fn add_breakpoint(&mut self, when: Condition) -> bool {
        let mut list = self.breakpoints().to_vec();
        if let Some(same) = list.iter_mut().find(|b| b.when == when) {
            same.enabled = true;
            self.set_breakpoints(list, None);
            return false;
        }
        list.push(Breakpoint::new(when));
        self.set_breakpoints(list, None);
        true
    }

    /// Adds a breakpoint where the head enters `cell`, or takes it away if there is one.
    pub fn toggle_head_breakpoint(&mut self, cell: Pos) {
        let when = Condition::HeadEnters(i64::from(cell.x), i64::from(cell.y));
        match self.breakpoints().iter().position(|b| b.when == when) {
            Some(index) => self.remove_breakpoint(index),
            None => {
                self.add_breakpoint(when);
            }
        }
    }

    /// Takes breakpoint `index` away.
    pub fn remove_breakpoint(&mut self, index: usize) {
        let mut list = self.breakpoints().to_vec();
        if index < list.len() {
            list.remove(index);
            self.set_breakpoints(list, Some(index));
        }
    }

    /// Switches breakpoint `index` on or off.
    pub fn set_breakpoint_enabled(&mut self, index: usize, on: bool) {
        let mut list = self.breakpoints().to_vec();
        if let Some(b) = list.get_mut(index)
            && b.enabled != on
        {
            b.enabled = on;
            self.set_breakpoints(list, None);
        }
    }

    /// The breakpoints are the scenario's, so every branch has them; `removed` is the one
    /// taken away, if one was.
    fn set_breakpoints(&mut self, list: Vec<Breakpoint>, removed: Option<usize>) {
        for document in self.branches.documents_mut() {
            document.set_breakpoints(list.clone());
        }
        let head = self.game().snake().head();
        self.breakpoints
            .changed(self.branches.active(), removed, head);
    }

    /// Runs to the next breakpoint (F8): pauses the game and looks for the first tick after
    /// the one on screen where an enabled breakpoint matches, a slice per frame, then shows
    /// it. A hit in the part of the game already recorded usually shows at once; one further
    /// on waits for the recording, which then goes faster.
    pub fn run_to_breakpoint(&mut self) {
        self.game_clock.pause();
        let head = self.game().snake().head();
        self.breakpoints
            .start(self.branches.active(), self.tick(), head);
        self.step_breakpoint_run();
    }

    /// Stops looking for the next breakpoint.
    pub fn cancel_breakpoint_run(&mut self) {
        self.breakpoints.cancel();
    }

    /// How the run to the next breakpoint stands, while there is one.
    pub fn breakpoint_progress(&self) -> Option<RunProgress> {
        self.breakpoints.progress(self.branches.active())
    }

    /// What the last run to a breakpoint found, when it found nothing.
    pub fn breakpoint_note(&self) -> Option<&str> {
        self.breakpoints.note()
    }

    /// The breakpoint that stopped the game at the tick on screen (its index and itself), if
    /// one did.
    pub fn breakpoint_stop(&self) -> Option<(usize, Breakpoint)> {
        let hit = self.breakpoints.stop_at(self.tick())?;
        let breakpoint = *self.breakpoints().get(hit.breakpoint)?;
        Some((hit.breakpoint, breakpoint))
    }

    /// The check of the decision on screen that the stopping breakpoint waited for, if it
    /// waited for a fact: the one "Why this move?" points at.
    pub fn breakpoint_check(&self) -> Option<usize> {
        let (_, breakpoint) = self.breakpoint_stop()?;
        let kind = breakpoint.when.fact()?;
        kind.check_in(&self.decision()?.decision)
    }

    /// The ticks where an enabled breakpoint matches, as far as they are found.
    pub fn breakpoint_dots(&self) -> &[usize] {
        self.breakpoints.dots()
    }

    /// The first tick in `(from, to]` where an enabled breakpoint matches, `from` being the
    /// tick on screen (whose head the scan starts from).
    pub(super) fn breakpoint_between(&self, from: usize, to: usize) -> Option<Hit> {
        let document = self.branches.active();
        let mut scan =
            BreakpointScan::new(document.breakpoints(), from, self.game().snake().head()).until(to);
        if !scan.has_breakpoints() {
            return None;
        }
        match scan.run(document.recording(), document.marks(), Duration::MAX) {
            ScanStatus::Hit(hit) => Some(hit),
            _ => None,
        }
    }

    fn step_breakpoint_run(&mut self) {
        if let RunOutcome::Stopped(hit) = self.breakpoints.step(self.branches.active()) {
            self.show_tick(hit.tick);
            self.explain_breakpoint_stop();
        }
    }

    /// The game just stopped at a breakpoint: the check it waited for (else the check the
    /// decision is explained by) opens and plays.
    pub(super) fn explain_breakpoint_stop(&mut self) {
        let check = self.breakpoint_check();
        self.explain_decision(check);
    }

    /// A frame of the debugger's own work: the run to the next breakpoint, the dots, the
    /// compared game. Returns whether any is still under way.
    pub(super) fn advance_debugger(&mut self) -> bool {
        if self.breakpoints.running() {
            self.step_breakpoint_run();
        }
        let document = self.branches.active();
        let start = document.recording().start().snake().head();
        let more_dots = self.breakpoints.gather_dots(document, start);
        if let Some(c) = &mut self.comparison {
            c.advance(self.branches.active().recording());
        }
        self.breakpoints.running()
            || more_dots
            || self.comparison.as_ref().is_some_and(|c| c.is_recording())
    }

    /// The game on screen changed its ticks (or another game came on screen): what was
    /// found in the old ones is found again.
    pub(super) fn game_changed(&mut self) {
        self.breakpoints.reset();
        if let Some(c) = &mut self.comparison {
            c.restart_comparison(self.branches.active().recording());
        }
    }

    // ----- comparison -----

    /// Plays the scenario on screen with `kind` too, shown beside at the same tick.
    pub fn compare_with(&mut self, kind: SolverKind) -> Result<(), String> {
        let mut comparison = Comparison::open(self.scenario(), kind, self.tick())?;
        comparison.restart_comparison(self.recording());
        self.comparison = Some(comparison);
        Ok(())
    }

    /// Stops comparing.
    pub fn stop_comparing(&mut self) {
        self.comparison = None;
    }

    /// The compared game, if there is one.
    pub fn comparison(&self) -> Option<&Comparison> {
        self.comparison.as_ref()
    }

    /// The first tick where the compared game parts from the one on screen, once known.
    pub fn divergence(&self) -> Option<usize> {
        self.comparison.as_ref()?.divergence().tick()
    }

    /// Shows the first tick where the two games part; returns whether it is known.
    pub fn go_to_divergence(&mut self) -> bool {
        let Some(t) = self.divergence() else {
            return false;
        };
        self.go_to_decision(t);
        true
    }

    // ----- branches -----

    /// The game opened and the branches taken over from it, the original first.
    pub fn branches(&self) -> &[Branch] {
        self.branches.list()
    }

    /// Which of [`AppState::branches`] is on screen.
    pub fn active_branch(&self) -> usize {
        self.branches.active_index()
    }

    /// The solver that decides at the tick on screen (in a branch, the one before the
    /// take-over for the ticks before it).
    pub fn kind_on_screen(&self) -> SolverKind {
        self.document().kind_at(self.tick())
    }

    /// The name of the solver that decides at the tick on screen, as people know it (a
    /// solver outside snakescope by the name it gave itself, a built-in one in the language
    /// in use).
    pub fn solver_name_on_screen(&self) -> String {
        let kind = self.kind_on_screen();
        match kind {
            SolverKind::External(_) if kind == self.kind() => self.document().solver_name(),
            _ => crate::state::shown_solver(&kind),
        }
    }

    /// Takes the game over at the tick on screen, by hand (`SolverKind::Manual`) or with
    /// another solver, as a new branch that comes on screen; the game it came from stays
    /// as it was, in the list of branches. Says why when `kind` cannot play from here.
    pub fn take_over(&mut self, kind: SolverKind) -> Result<(), String> {
        let tick = self.tick();
        let document = self
            .document()
            .take_over(tick, kind)
            .map_err(|e| e.to_string())?;
        let who = match kind {
            SolverKind::Manual => tr!("By hand"),
            other => solver_text(&other),
        };
        let label = tr!("{who} from tick {tick}", who = who, tick = tick);
        self.branches.push(label, document, tick);
        self.show_branch(tick);
        Ok(())
    }

    /// Shows branch `index` at the tick it was left at; returns whether it was another.
    pub fn switch_branch(&mut self, index: usize) -> bool {
        match self.branches.switch(index, self.tick()) {
            Some(tick) => {
                self.show_branch(tick);
                true
            }
            None => false,
        }
    }

    /// A branch just came on screen: shown at `tick`, paused, with what was found in the
    /// other game forgotten.
    fn show_branch(&mut self, tick: usize) {
        self.game_clock.pause();
        self.event_clock.pause();
        self.selection = Selection::new(self.branches.active(), self.selection.preferred());
        self.game_changed();
        self.show_tick(tick);
    }
}
