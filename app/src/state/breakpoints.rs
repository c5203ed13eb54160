//! The breakpoints at work on the game on screen: the run to the next one (F8), which goes
//! on a slice per frame so that a game of millions of ticks never stops the window; the stop
//! it (or play) made, while its tick is on screen; and every tick where an enabled breakpoint
//! matches, gathered a slice per frame too, for the timeline's dots. The breakpoints
//! themselves belong to the scenario ([`super::Document::breakpoints`]). No drawing here.

use snakescope_core::explain::{BreakpointScan, Hit, ScanStatus};
use snakescope_core::rules::Pos;
use snakescope_core::session::Document;
use std::time::Duration;

/// Scanning time per frame of a run to the next breakpoint.
pub const RUN_BUDGET: Duration = Duration::from_millis(8);

/// Scanning time per frame for the timeline's dots.
pub const DOTS_BUDGET: Duration = Duration::from_millis(2);

/// The most dots gathered: far more than a timeline has pixels.
pub const MAX_DOTS: usize = 100_000;

/// How a run to the next breakpoint stands, for its progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunProgress {
    /// The tick it started after.
    pub from: usize,
    /// The last state checked.
    pub scanned: usize,
    /// The states known so far (all of them once the game is recorded to its end).
    pub known: usize,
    /// Whether it waits for more of the game to be recorded.
    pub waiting: bool,
}

/// The breakpoints' runs, stop and dots.
#[derive(Clone, Debug, Default)]
pub struct BreakpointRun {
    /// The run to the next breakpoint, while it looks.
    run: Option<BreakpointScan>,
    /// How far the run looked.
    scanned: usize,
    /// Whether the run waits for more of the game.
    waiting: bool,
    /// The last stop.
    stop: Option<Hit>,
    /// What the last run found, when it found nothing.
    note: Option<String>,
    /// The scan gathering the dots, until it has them all.
    dots_scan: Option<BreakpointScan>,
    dots: Vec<usize>,
    dots_complete: bool,
}

/// What a frame's slice of a run ended with.
pub enum RunOutcome {
    /// It looks on.
    Looking,
    /// It stopped at a breakpoint: show its tick.
    Stopped(Hit),
    /// It found nothing, for the reason given.
    Nothing,
}

impl BreakpointRun {
    /// Starts a run to the first breakpoint after `from`, where the head is at `head`.
    pub fn start(&mut self, document: &Document, from: usize, head: Pos) {
        let scan = BreakpointScan::new(document.breakpoints(), from, head);
        self.note = None;
        self.waiting = false;
        self.scanned = from;
        if !scan.has_breakpoints() {
            self.run = None;
            self.note = Some(
                "No breakpoint is switched on: add one in the Debugger panel, or Ctrl+click a \
                 cell of the board."
                    .to_string(),
            );
            return;
        }
        self.run = Some(scan);
    }

    /// Forgets the run (the user went somewhere else).
    pub fn cancel(&mut self) {
        self.run = None;
        self.waiting = false;
    }

    /// Whether a run looks for the next breakpoint.
    pub fn running(&self) -> bool {
        self.run.is_some()
    }

    /// Whether the run waits for more of the game to be recorded.
    pub fn waiting(&self) -> bool {
        self.run.is_some() && self.waiting
    }

    /// How the run stands, while there is one.
    pub fn progress(&self, document: &Document) -> Option<RunProgress> {
        let run = self.run.as_ref()?;
        Some(RunProgress {
            from: run.from(),
            scanned: self.scanned,
            known: document.ticks(),
            waiting: self.waiting,
        })
    }

    /// One frame's slice of the run, over `document`.
    pub fn step(&mut self, document: &Document) -> RunOutcome {
        let Some(run) = &mut self.run else {
            return RunOutcome::Looking;
        };
        let status = run.run(document.recording(), document.marks(), RUN_BUDGET);
        let from = run.from();
        match status {
            ScanStatus::Hit(hit) => {
                self.run = None;
                self.stop = Some(hit);
                RunOutcome::Stopped(hit)
            }
            ScanStatus::Searching { scanned } => {
                self.scanned = scanned;
                let known = document.ticks().saturating_sub(1);
                self.waiting = scanned >= known;
                // Nothing more will come: manual play records nothing ahead, and a held
                // recording waits for the user.
                if self.waiting && (document.is_manual() || document.recording_held()) {
                    self.run = None;
                    self.note = Some(tr!(
                        "No breakpoint matches after tick {from} as far as the game is \
                         recorded (tick {ticks}).",
                        from = from,
                        ticks = document.ticks()
                    ));
                    return RunOutcome::Nothing;
                }
                RunOutcome::Looking
            }
            ScanStatus::NotFound => {
                self.run = None;
                self.note = Some(tr!(
                    "No breakpoint matches after tick {from}: the game ends at tick {ticks}.",
                    from = from,
                    ticks = document.ticks()
                ));
                RunOutcome::Nothing
            }
        }
    }

    /// Notes a stop made by play.
    pub fn stopped(&mut self, hit: Hit) {
        self.stop = Some(hit);
        self.note = None;
    }

    /// The last stop, if it was at `tick`.
    pub fn stop_at(&self, tick: usize) -> Option<Hit> {
        self.stop.filter(|s| s.tick == tick)
    }

    /// What the last run found, when it found nothing.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The breakpoints changed: `removed` (if one was) is gone from the list. The dots are
    /// gathered again; a run looks on with the new list; the stop stays on its breakpoint.
    pub fn changed(&mut self, document: &Document, removed: Option<usize>, head: Pos) {
        if let (Some(stop), Some(gone)) = (&mut self.stop, removed) {
            if stop.breakpoint == gone {
                self.stop = None;
            } else if stop.breakpoint > gone {
                stop.breakpoint -= 1;
            }
        }
        if let Some(run) = &self.run {
            // The run's own start is kept; the head is the one on screen, where it started.
            self.run = Some(BreakpointScan::new(
                document.breakpoints(),
                run.from(),
                head,
            ));
        }
        self.note = None;
        self.forget_dots();
    }

    /// Forgets everything about the game on screen: another game (or branch) is shown.
    pub fn reset(&mut self) {
        *self = BreakpointRun::default();
    }

    fn forget_dots(&mut self) {
        self.dots_scan = None;
        self.dots.clear();
        self.dots_complete = false;
    }

    /// Every tick found so far after the start where an enabled breakpoint matches, in
    /// order (as far as the game is recorded, and at most [`MAX_DOTS`]).
    pub fn dots(&self) -> &[usize] {
        &self.dots
    }

    /// One frame's slice of gathering the dots, over `document`, whose start has the head
    /// at `start_head`. Returns whether there is more to gather in what is recorded (rather
    /// than all of it gathered, or waiting for more of the game).
    pub fn gather_dots(&mut self, document: &Document, start_head: Pos) -> bool {
        if self.dots_complete || document.breakpoints().is_empty() {
            return false;
        }
        let scan = self
            .dots_scan
            .get_or_insert_with(|| BreakpointScan::new(document.breakpoints(), 0, start_head));
        let started = web_time::Instant::now();
        while started.elapsed() < DOTS_BUDGET {
            match scan.run(document.recording(), document.marks(), DOTS_BUDGET) {
                ScanStatus::Hit(hit) => {
                    self.dots.push(hit.tick);
                    if self.dots.len() >= MAX_DOTS {
                        self.dots_complete = true;
                        return false;
                    }
                    scan.resume_after(hit);
                }
                ScanStatus::Searching { scanned } => return scanned + 1 < document.ticks(),
                ScanStatus::NotFound => {
                    self.dots_complete = true;
                    return false;
                }
            }
        }
        true
    }
}
