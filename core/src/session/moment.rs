//! A moment of a game, as the window, the command line (`explain`, `render`, `handout`), a
//! lesson's step and a page's check name it: a tick, and at that tick a stage, the check whose
//! events show it, and the event to stop after. Every front end reaches a moment through
//! [`Selection::show_moment`], so that they cannot disagree about what it shows.
//!
//! The one rule for the check a stage opens: the check named, else the **first** check of the
//! decision that ran the stage, else the stage run on its own on the board at that tick (as
//! picking the stage in the window does).

use super::document::Document;
use super::selection::{ReplayState, Selection};
use crate::explain::ReplayOrigin;
use crate::stages::Stage;
use std::fmt;

/// The furthest tick a moment may name: its game is recorded up to it (two bits a move and
/// the snapshots; about half a minute for greedy on a small board, release build).
pub const MAX_MOMENT_TICK: usize = 20_000_000;

/// A moment: a tick, and what to show of its decision.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Moment {
    /// The state on screen: 0 before the first move.
    pub tick: usize,
    /// The stage shown, if any.
    pub stage: Option<Stage>,
    /// The check (from 0) whose events show the stage; by default the first that ran it.
    pub check: Option<usize>,
    /// How many of the stage's events are shown (from 1); by default all of them.
    pub event: Option<usize>,
}

impl Moment {
    /// The moment at `tick`, with no stage asked for.
    pub fn at(tick: usize) -> Moment {
        Moment {
            tick,
            ..Moment::default()
        }
    }

    /// The same moment showing `stage`.
    pub fn stage(mut self, stage: Stage) -> Moment {
        self.stage = Some(stage);
        self
    }
}

/// What a moment's stage shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageShown {
    /// The events shown, from 1.
    pub event: usize,
    /// The stage's count of events here.
    pub len: usize,
    /// The check (from 0) whose events these are; none for a run on its own.
    pub check: Option<usize>,
    /// Where the events come from: "check 2 of the decision" or "run on its own".
    pub source: String,
}

/// Why a moment cannot be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MomentError {
    /// The tick is past [`MAX_MOMENT_TICK`].
    TooFar {
        /// The tick asked for.
        tick: usize,
    },
    /// The game ends before the tick.
    EndsBefore {
        /// The last tick of the game.
        ticks: usize,
        /// How it ended, in words.
        outcome: String,
        /// The tick asked for.
        tick: usize,
    },
    /// The check asked for is not one of the decision's.
    NoCheck {
        /// The check asked for, from 1.
        n: usize,
        /// The decision's count of checks.
        checks: usize,
    },
    /// The check asked for did not run the stage.
    CheckDidNotRun {
        /// The check, from 1.
        n: usize,
        /// The stage.
        stage: Stage,
    },
    /// The stage cannot run on this board, and why.
    Failed(Stage, String),
    /// The stage has nothing to show here.
    Empty(Stage),
    /// The event asked for is not one of the stage's events.
    OutOfRange {
        /// The stage.
        stage: Stage,
        /// Its count of events.
        len: usize,
        /// Where they come from.
        source: String,
    },
}

impl fmt::Display for MomentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            MomentError::TooFar { tick } => tr!(
                "tick {tick} is past the {most} ticks snakescope records to show a moment",
                tick = tick,
                most = MAX_MOMENT_TICK
            ),
            MomentError::EndsBefore {
                ticks,
                outcome,
                tick,
            } if outcome.is_empty() => tr!(
                "tick {tick} is past the game's end, at tick {ticks}",
                ticks = ticks,
                tick = tick
            ),
            MomentError::EndsBefore { outcome, tick, .. } => tr!(
                "tick {tick} is past the game's end: {outcome}",
                outcome = outcome,
                tick = tick
            ),
            MomentError::NoCheck { n, checks } => tr!(
                "there is no check {n}; the decision has {checks}",
                n = n,
                checks = checks
            ),
            MomentError::CheckDidNotRun { n, stage } => tr!(
                "check {n} did not run the {stage} stage",
                n = n,
                stage = stage.cli_name()
            ),
            MomentError::Failed(stage, why) => tr!(
                "the {name} stage cannot run here: {why}",
                name = stage.cli_name(),
                why = why
            ),
            MomentError::Empty(stage) => tr!(
                "the {name} stage shows nothing here",
                name = stage.cli_name()
            ),
            MomentError::OutOfRange { stage, len, source } => tr!(
                "the {name} stage has {len} events here ({source}): the event must be 1 to {len}",
                name = stage.cli_name(),
                len = len,
                source = source
            ),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for MomentError {}

impl Document {
    /// Records the game until `tick` is recorded, or says where it ended before. Waits for a
    /// solver outside snakescope that answers as it is asked.
    pub fn record_to(&mut self, tick: usize) -> Result<(), MomentError> {
        if tick > MAX_MOMENT_TICK {
            return Err(MomentError::TooFar { tick });
        }
        while self.ticks() < tick && !self.recorded_to_end() {
            if self.recording_held() {
                self.record_further();
            }
            self.record_ahead(std::time::Duration::from_millis(50));
        }
        if tick > self.ticks() {
            return Err(MomentError::EndsBefore {
                ticks: self.ticks(),
                outcome: self.outcome_text().unwrap_or_default(),
                tick,
            });
        }
        Ok(())
    }
}

impl Selection {
    /// Shows `moment` of `document` (recorded as far as its tick): the tick, its decision,
    /// and the moment's stage by the one rule of this module, after the moment's event.
    /// Returns what the stage shows, if a stage was asked for.
    pub fn show_moment(
        &mut self,
        document: &Document,
        moment: &Moment,
    ) -> Result<Option<StageShown>, MomentError> {
        if moment.tick > document.ticks() {
            return Err(MomentError::EndsBefore {
                ticks: document.ticks(),
                outcome: document.outcome_text().unwrap_or_default(),
                tick: moment.tick,
            });
        }
        self.set_tick(document, moment.tick);
        let Some(stage) = moment.stage else {
            return Ok(None);
        };
        let stage = match moment.check {
            Some(check) => {
                self.open_check_of(check, stage)?;
                stage
            }
            None => {
                // Picked, a search runs in the search board's directions (as `pick_stage`).
                self.pick_stage(stage);
                stage.in_directions(self.directions())
            }
        };
        self.show_stage_events(stage, moment.event).map(Some)
    }

    /// The moment on screen, as [`Selection::show_moment`] shows it again: the tick; the
    /// stage whose events are on screen, the check only if it is not the first that ran the
    /// stage, the events shown only if not all of them. A decision that ran no stage names
    /// none (the stage chosen is then [`Selection::preferred`]). A run on the user's own
    /// board is named by its stage and events alone: shown again, it is the stage as picking
    /// it shows it (the decision's check if the decision ran the stage, else a run from the
    /// head to the food).
    pub fn moment(&self) -> Moment {
        let mut moment = Moment::at(self.tick());
        let replay = match self.replay_state() {
            ReplayState::Ready(replay) => replay,
            ReplayState::Failed(_) => return moment.stage(self.stage()),
            ReplayState::Idle | ReplayState::Empty => return moment,
        };
        let stage = replay.stage();
        moment.stage = Some(stage);
        if let ReplayOrigin::Decision { check, .. } = replay.origin() {
            let first = self.decision().and_then(|d| d.check_for_stage(stage));
            moment.check = (first != Some(check)).then_some(check);
        }
        moment.event = (replay.cursor() != replay.len()).then_some(replay.cursor());
        moment
    }

    /// Opens check number `check` (from 0) of the decision on screen, which must have run `stage`.
    fn open_check_of(&mut self, check: usize, stage: Stage) -> Result<(), MomentError> {
        let n = check + 1;
        let decision = self.decision().map(|d| &d.decision);
        let checks = decision.map_or(0, |d| d.checks.len());
        let ran = decision
            .and_then(|d| d.checks.get(check))
            .ok_or(MomentError::NoCheck { n, checks })?
            .stage;
        if ran != Some(stage) {
            return Err(MomentError::CheckDidNotRun { n, stage });
        }
        self.prefer_stage(stage);
        if !self.open_check(check) {
            return Err(MomentError::Empty(stage));
        }
        Ok(())
    }

    /// Shows the first `event` events of the stage on screen (all when `None`).
    fn show_stage_events(
        &mut self,
        stage: Stage,
        event: Option<usize>,
    ) -> Result<StageShown, MomentError> {
        let replay = match self.replay_state() {
            ReplayState::Ready(r) => r,
            ReplayState::Failed(why) => return Err(MomentError::Failed(stage, why.to_string())),
            ReplayState::Idle | ReplayState::Empty => return Err(MomentError::Empty(stage)),
        };
        let len = replay.len();
        let (base, check, source) = match replay.origin() {
            ReplayOrigin::Decision { check, .. } => (
                self.decision().map_or(0, |d| d.check_ranges[check].start),
                Some(check),
                tr!("check {n} of the decision", n = check + 1),
            ),
            ReplayOrigin::OwnBoard { .. } => (0, None, tr!("run on its own")),
        };
        let shown = match event {
            // Before the first event: only where the timeline can stand, at the decision's
            // start (or a run on its own's).
            Some(0) if base == 0 => 0,
            Some(k) if k == 0 || k > len => {
                return Err(MomentError::OutOfRange { stage, len, source });
            }
            Some(k) => k,
            None => len,
        };
        self.set_event_cursor(base + shown);
        Ok(StageShown {
            event: shown,
            len,
            check,
            source,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `selection`'s moment, shown on a fresh selection as a link shows it: the stage
    /// preferred first when the moment names none.
    fn shown_again(document: &Document, selection: &Selection) -> Selection {
        let moment = selection.moment();
        let mut fresh = Selection::new(document, Stage::Bfs);
        if moment.stage.is_none() {
            fresh.prefer_stage(selection.preferred());
        }
        match fresh.show_moment(document, &moment) {
            Ok(_) | Err(MomentError::Failed(..)) | Err(MomentError::Empty(_)) => {}
            Err(e) => panic!("{moment:?}: {e}"),
        }
        fresh
    }

    fn same(a: &Selection, b: &Selection, what: &str) {
        assert_eq!(a.tick(), b.tick(), "{what}");
        assert_eq!(a.stage(), b.stage(), "{what}");
        assert_eq!(a.event_position(), b.event_position(), "{what}");
        assert_eq!(
            a.replay().map(|r| (r.origin(), r.cursor())),
            b.replay().map(|r| (r.origin(), r.cursor())),
            "{what}"
        );
        assert_eq!(a.caption(), b.caption(), "{what}");
    }

    #[test]
    fn the_moment_on_screen_shows_the_same_again() {
        for file in ["dead-end-pocket-6x6", "centre-start-8x8"] {
            let text = std::fs::read_to_string(format!(
                "{}/../scenarios/{file}.ron",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap();
            let scenario = crate::scenario::load_str(&text, file).unwrap();
            let mut document = Document::open(scenario, file.into()).unwrap();
            document.record_to(12).unwrap();
            let mut seen = 0;
            for tick in 0..12 {
                for stage in Stage::ALL {
                    let mut selection = Selection::new(&document, Stage::Bfs);
                    selection.set_tick(&document, tick);
                    selection.pick_stage(stage);
                    same(&selection, &shown_again(&document, &selection), file);
                    // Every few events of the whole decision, every check and before the first.
                    let (_, total) = selection.event_position();
                    for n in (0..=total).step_by(5).chain([total]) {
                        selection.set_event_cursor(n);
                        let what = format!("{file} tick {tick} {stage:?} event {n}");
                        same(&selection, &shown_again(&document, &selection), &what);
                        seen += 1;
                    }
                }
            }
            assert!(seen > 100, "{seen}");
        }
    }

    #[test]
    fn a_moment_names_its_check_only_when_it_is_not_the_first_to_run_the_stage() {
        let text = include_str!("../../../scenarios/dead-end-pocket-6x6.ron");
        let scenario = crate::scenario::load_str(text, "pocket").unwrap();
        let document = Document::open(scenario, "pocket".into()).unwrap();
        let mut selection = Selection::new(&document, Stage::Bfs);
        let decision = selection.decision().unwrap().clone();
        let ran: Vec<usize> = (0..decision.check_ranges.len())
            .filter(|&c| decision.stage_of(c) == Some(Stage::Longest))
            .collect();
        assert!(
            ran.len() >= 2,
            "greedy runs the longest path twice here: {ran:?}"
        );
        selection.pick_stage(Stage::Longest);
        assert_eq!(selection.moment(), Moment::at(0).stage(Stage::Longest));
        assert!(selection.open_check(ran[1]));
        let moment = selection.moment();
        assert_eq!((moment.check, moment.event), (Some(ran[1]), Some(1)));
        // Before the first event of the decision.
        selection.set_event_cursor(0);
        assert_eq!(selection.moment().event, Some(0));
    }
}
