//! One stage's events played back one by one: a cursor over recorded events and the
//! [`StageFrame`] they fold into.
//!
//! Moving the cursor back refolds from the nearest checkpoint (a frame kept every
//! `len / 16` events), so scrubbing a long search stays instant. A replay of a decision's
//! check shares the decision's events (see [`super::DecisionTrace::replay_check`]) rather than
//! copying them: opening a check, or another, copies no event.

use crate::rules::{CellSet, Grid, Pos, Terrain};
use crate::stages::{Stage, StageEvent};
use crate::trace::StageFrame;
use crate::trace::caption::caption_at;
use std::ops::Range;
use std::sync::Arc;

/// Where a replay's events come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayOrigin {
    /// The events that answered check number `check` of the decision at `tick`: exactly what the
    /// solver ran.
    Decision {
        /// The tick of the decision.
        tick: usize,
        /// The index of the check in the decision's chain.
        check: usize,
    },
    /// The stage run on its own on the board at `tick`, with the user's start and target when
    /// set (the snake's head and the food otherwise).
    OwnBoard {
        /// The tick whose board the stage ran on.
        tick: usize,
        /// The start cell chosen by the user.
        start: Option<Pos>,
        /// The target cell chosen by the user.
        target: Option<Pos>,
    },
}

impl ReplayOrigin {
    /// The tick whose board the replay belongs to.
    pub fn tick(&self) -> usize {
        match *self {
            ReplayOrigin::Decision { tick, .. } | ReplayOrigin::OwnBoard { tick, .. } => tick,
        }
    }

    /// Whether the stage ran on its own rather than inside the decision.
    pub fn is_own_board(&self) -> bool {
        matches!(self, ReplayOrigin::OwnBoard { .. })
    }
}

/// The most checkpoints a replay keeps.
const MAX_CHECKPOINTS: usize = 16;

/// A stage's events with a cursor: the first `cursor` events are shown.
#[derive(Clone, Debug)]
pub struct StageReplay {
    stage: Stage,
    origin: ReplayOrigin,
    /// The events live in `source[range]`: the replay's own, or a decision's, shared.
    source: Arc<[StageEvent]>,
    range: Range<usize>,
    cursor: usize,
    frame: StageFrame,
    /// `checkpoints[k]` is the frame after `k * every` events, for the ones reached so far.
    checkpoints: Vec<StageFrame>,
    every: usize,
    note: Option<String>,
}

impl StageReplay {
    /// A replay of `events` on `grid`, with the cursor before the first event.
    pub fn new(
        stage: Stage,
        origin: ReplayOrigin,
        grid: Grid,
        events: Vec<StageEvent>,
    ) -> StageReplay {
        let len = events.len();
        StageReplay::shared(stage, origin, grid, events.into(), 0..len)
    }

    /// A replay of `source[range]` on `grid`, sharing `source` (a decision's events), with
    /// the cursor before the first event. `range` must lie within `source`.
    pub fn shared(
        stage: Stage,
        origin: ReplayOrigin,
        grid: Grid,
        source: Arc<[StageEvent]>,
        range: Range<usize>,
    ) -> StageReplay {
        assert!(
            range.end <= source.len(),
            "the range lies within the events"
        );
        let every = range.len().div_ceil(MAX_CHECKPOINTS).max(64);
        let frame = StageFrame::new(grid);
        StageReplay {
            stage,
            origin,
            source,
            range,
            cursor: 0,
            checkpoints: vec![frame.clone()],
            frame,
            every,
            note: None,
        }
    }

    /// The same replay with the cells of `walls` marked as the search board's walls in every
    /// frame: the walls a run on its own avoided, drawn where they stand.
    pub fn with_walls(mut self, walls: &CellSet) -> StageReplay {
        for frame in std::iter::once(&mut self.frame).chain(self.checkpoints.iter_mut()) {
            let cells = frame.marks.len();
            for i in walls.iter().filter(|&i| i < cells) {
                frame.marks[i].search_wall = true;
            }
        }
        self
    }

    /// The replay with the search board's `terrain` marked on every frame, as its walls are.
    pub fn with_terrain(mut self, terrain: &Terrain) -> StageReplay {
        for frame in std::iter::once(&mut self.frame).chain(self.checkpoints.iter_mut()) {
            for (i, ground) in terrain.rough() {
                if let Some(mark) = frame.marks.get_mut(i) {
                    mark.ground = ground;
                }
            }
        }
        self
    }

    /// The picture before the first event: the empty board, with the search board's walls
    /// if the replay has them.
    pub fn blank_frame(&self) -> StageFrame {
        self.checkpoints[0].clone()
    }

    /// The same replay with a note on how its answer relates to what the solver holds.
    pub fn with_note(mut self, note: Option<String>) -> StageReplay {
        self.note = note;
        self
    }

    /// Where the stage's answer differs from what the solver holds, if it does.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The stage replayed.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Where the events come from.
    pub fn origin(&self) -> ReplayOrigin {
        self.origin
    }

    /// Every event of the run.
    pub fn events(&self) -> &[StageEvent] {
        &self.source[self.range.clone()]
    }

    /// The events shown so far.
    pub fn shown(&self) -> &[StageEvent] {
        &self.events()[..self.cursor]
    }

    /// How many events the run has.
    pub fn len(&self) -> usize {
        self.range.len()
    }

    /// Whether the run has no event at all.
    pub fn is_empty(&self) -> bool {
        self.range.is_empty()
    }

    /// How many events are shown.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Whether every event is shown.
    pub fn at_end(&self) -> bool {
        self.cursor == self.len()
    }

    /// The picture after the events shown.
    pub fn frame(&self) -> &StageFrame {
        &self.frame
    }

    /// The latest event shown.
    pub fn current(&self) -> Option<&StageEvent> {
        self.cursor.checked_sub(1).map(|i| &self.events()[i])
    }

    /// The latest event in plain words.
    pub fn caption(&self) -> Option<String> {
        self.cursor
            .checked_sub(1)
            .map(|i| caption_at(self.events(), i))
    }

    /// The pseudo-code line of the latest event.
    pub fn line(&self) -> Option<usize> {
        self.current().map(StageEvent::line)
    }

    /// Shows the first `n` events (clamped to the run).
    pub fn set_cursor(&mut self, n: usize) {
        let n = n.min(self.len());
        if n < self.cursor {
            let k = (n / self.every).min(self.checkpoints.len() - 1);
            self.frame = self.checkpoints[k].clone();
            self.cursor = k * self.every;
        }
        let start = self.range.start;
        while self.cursor < n {
            self.frame.apply(&self.source[start + self.cursor]);
            self.cursor += 1;
            if self.cursor.is_multiple_of(self.every)
                && self.cursor / self.every == self.checkpoints.len()
            {
                self.checkpoints.push(self.frame.clone());
            }
        }
    }

    /// Moves the cursor by `delta` events.
    pub fn step(&mut self, delta: isize) {
        let n = self.cursor.saturating_add_signed(delta);
        self.set_cursor(n);
    }

    /// Shows every event.
    pub fn to_end(&mut self) {
        self.set_cursor(self.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::bfs::shortest_path;
    use crate::algo::wrapped;
    use crate::rules::{CellSet, Dir};

    fn bfs_events(w: i64, h: i64) -> (Grid, Vec<StageEvent>) {
        let g = Grid::new(w, h).unwrap();
        let mut events = Vec::new();
        shortest_path(
            &g,
            &CellSet::new(g.cells()),
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(g.width() - 1, g.height() - 1),
            &mut wrapped(&mut events, StageEvent::Bfs),
        );
        (g, events)
    }

    const OWN: ReplayOrigin = ReplayOrigin::OwnBoard {
        tick: 0,
        start: None,
        target: None,
    };

    #[test]
    fn any_cursor_gives_the_fold_of_the_events_before_it() {
        let (g, events) = bfs_events(20, 20);
        let mut r = StageReplay::new(Stage::Bfs, OWN, g, events.clone());
        r.to_end();
        for n in [0, 1, 63, 64, 65, 700, 333, events.len(), 5] {
            r.set_cursor(n);
            assert_eq!(r.frame(), &StageFrame::fold(g, &events[..n]), "cursor {n}");
            assert_eq!(r.cursor(), n);
        }
        r.step(-10);
        assert_eq!(r.cursor(), 0);
        r.step(3);
        assert_eq!(
            r.caption().unwrap(),
            "(1, 0) (Right of (0, 0)) is free and new: distance 1"
        );
        assert_eq!(r.line(), Some(7));
    }

    #[test]
    fn a_shared_range_replays_only_its_own_events() {
        let (g, events) = bfs_events(6, 6);
        let source: Arc<[StageEvent]> = events.clone().into();
        let range = 10..40;
        let mut r = StageReplay::shared(Stage::Bfs, OWN, g, source, range.clone());
        assert_eq!(r.events(), &events[range.clone()]);
        r.set_cursor(25);
        assert_eq!(r.frame(), &StageFrame::fold(g, &events[10..35]));
        r.set_cursor(3);
        assert_eq!(r.shown(), &events[10..13]);
        r.to_end();
        assert!(r.at_end());
        assert_eq!(r.cursor(), range.len());
    }
}
