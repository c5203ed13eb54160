//! A stage shown at one of its events, as a picture or a lesson's step asks: the decision's
//! own events when the decision at the tick ran the stage, else a run on its own, as the app
//! shows it when the stage is picked.

use super::selection::{ReplayState, Selection};
use crate::explain::ReplayOrigin;
use crate::stages::Stage;

/// What [`Selection::show_stage_event`] shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageShown {
    /// The event shown, from 1.
    pub event: usize,
    /// The stage's count of events here.
    pub len: usize,
    /// Where the events come from: "check 2 of the decision" or "run on its own".
    pub source: String,
}

/// Why [`Selection::show_stage_event`] shows nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StageNotShown {
    /// The stage cannot run on this board, and why.
    Failed(String),
    /// It has nothing to show here.
    Empty,
    /// The event asked for is not one of its events.
    OutOfRange {
        /// Its count of events.
        len: usize,
        /// Where they come from.
        source: String,
    },
}

impl std::fmt::Display for StageNotShown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StageNotShown::Failed(why) => write!(f, "the stage cannot run here: {why}"),
            StageNotShown::Empty => f.write_str("the stage shows nothing here"),
            StageNotShown::OutOfRange { len, source } => {
                write!(f, "the stage has {len} events here ({source})")
            }
        }
    }
}

impl Selection {
    /// Picks `stage` at the selected tick and shows it after its `event`-th event (its last
    /// when `None`).
    pub fn show_stage_event(
        &mut self,
        stage: Stage,
        event: Option<usize>,
    ) -> Result<StageShown, StageNotShown> {
        self.pick_stage(stage);
        let replay = match self.replay_state() {
            ReplayState::Ready(r) => r,
            ReplayState::Failed(why) => return Err(StageNotShown::Failed(why.to_string())),
            ReplayState::Idle(_) | ReplayState::Empty => return Err(StageNotShown::Empty),
        };
        let len = replay.len();
        let (base, source) = match replay.origin() {
            ReplayOrigin::Decision { link, .. } => (
                self.decision().map_or(0, |d| d.links[link].start),
                tr!("check {n} of the decision", n = link + 1),
            ),
            ReplayOrigin::OwnBoard { .. } => (0, "run on its own".to_owned()),
        };
        let shown = event.unwrap_or(len);
        if shown == 0 || shown > len {
            return Err(StageNotShown::OutOfRange { len, source });
        }
        self.set_event_cursor(base + shown);
        Ok(StageShown {
            event: shown,
            len,
            source,
        })
    }
}
