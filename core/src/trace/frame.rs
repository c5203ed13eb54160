//! What a stage has shown so far: the fold of its events, cell by cell.
//!
//! The app paints a [`StageFrame`] and the command line prints it as text; neither searches
//! anything itself. Folding the events `0..=i` of a stage gives the picture after event `i`.

use crate::algo::StageEvent;
use crate::algo::approach::ApproachEvent;
use crate::algo::backtrack::BacktrackEvent;
use crate::algo::bfs::BfsEvent;
use crate::algo::body_cycle::CycleEvent;
use crate::algo::certificate::CertificateEvent;
use crate::algo::longest::LongestEvent;
use crate::algo::numbered::NumberedEvent;
use crate::algo::shortcut::{NeighbourVerdict, ShortcutEvent};
use crate::algo::splice::SpliceEvent;
use crate::rules::{Dir, Grid, Pos};

/// What is known about one cell at this point of a stage.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellMark {
    /// Distance from the start (BFS).
    pub distance: Option<u32>,
    /// The move by which the search entered the cell (its parent lies the other way).
    pub entered: Option<Dir>,
    /// Waiting in the queue.
    pub frontier: bool,
    /// Taken off the queue and expanded.
    pub expanded: bool,
    /// The cell's index on the cycle (shortcut stage) or its number (numbered search).
    pub number: Option<u32>,
    /// Distance ahead of the tail along the cycle.
    pub rel: Option<u32>,
    /// The shortcut rule's verdict, for a neighbour of the head.
    pub verdict: Option<NeighbourVerdict>,
    /// The cycle could not include it.
    pub left_out: bool,
    /// In the loop a 2x2 split cut off the cycle (the splice stage).
    pub in_loop: bool,
}

/// The picture of a stage after some of its events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageFrame {
    grid: Grid,
    /// One mark per cell, in row-major order.
    pub marks: Vec<CellMark>,
    /// The path as it stands: found by BFS, being extended, the cycle, the approach or the
    /// backtracking stack.
    pub path: Vec<Pos>,
    /// Whether `path` is closed (a cycle).
    pub closed: bool,
    /// The cell being worked on.
    pub current: Option<Pos>,
    /// Cells being tried by the latest event (a pair, a candidate step).
    pub trying: Vec<Pos>,
    /// An imagined body, head first: the body a move off the cycle would leave, which a
    /// certificate's cycle must hold.
    pub imagined: Vec<Pos>,
    /// The pseudo-code line of the latest event.
    pub line: Option<usize>,
    /// Events folded so far.
    pub events: usize,
}

impl StageFrame {
    /// The empty picture of a board.
    pub fn new(grid: Grid) -> StageFrame {
        StageFrame {
            grid,
            marks: vec![CellMark::default(); grid.cells()],
            path: Vec::new(),
            closed: false,
            current: None,
            trying: Vec::new(),
            imagined: Vec::new(),
            line: None,
            events: 0,
        }
    }

    /// The board.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The mark of a cell.
    pub fn mark(&self, p: Pos) -> &CellMark {
        &self.marks[self.grid.index(p)]
    }

    fn mark_mut(&mut self, p: Pos) -> &mut CellMark {
        let i = self.grid.index(p);
        &mut self.marks[i]
    }

    /// The picture after all of `events`.
    pub fn fold<'a>(grid: Grid, events: impl IntoIterator<Item = &'a StageEvent>) -> StageFrame {
        let mut f = StageFrame::new(grid);
        for e in events {
            f.apply(e);
        }
        f
    }

    /// Folds one more event in.
    pub fn apply(&mut self, event: &StageEvent) {
        self.trying.clear();
        self.line = Some(event.line());
        self.events += 1;
        match event {
            StageEvent::Bfs(e) => self.apply_bfs(e),
            StageEvent::Longest(e) => self.apply_longest(e),
            StageEvent::Cycle(e) => self.apply_cycle(e),
            StageEvent::Shortcut(e) => self.apply_shortcut(e),
            StageEvent::Numbering(e) => self.apply_numbered(e),
            StageEvent::Backtrack(e) => self.apply_backtrack(e),
            StageEvent::Approach(e) => self.apply_approach(e),
            StageEvent::Certificate(e) => match e {
                CertificateEvent::Imagine { body, .. } => {
                    self.imagined = body.clone();
                    self.current = body.first().copied();
                }
                CertificateEvent::Build(c) => self.apply_cycle(c),
                CertificateEvent::Compare { .. } | CertificateEvent::Verdict { .. } => {}
            },
            StageEvent::Splice(e) => self.apply_splice(e),
        }
    }

    fn apply_splice(&mut self, e: &SpliceEvent) {
        let clear_loop = |f: &mut StageFrame| {
            for m in &mut f.marks {
                m.in_loop = false;
            }
        };
        match e {
            SpliceEvent::Plan { way, head, .. } => {
                self.path = way.clone();
                self.current = Some(*head);
            }
            SpliceEvent::Force { path } => self.trying = path.clone(),
            SpliceEvent::Cut { line, .. } => self.trying = line.clone(),
            SpliceEvent::Square { corners, from, .. } => {
                self.trying = corners.to_vec();
                self.current = Some(*from);
            }
            SpliceEvent::Split { cells } => {
                clear_loop(self);
                for &c in cells {
                    self.mark_mut(c).in_loop = true;
                }
            }
            SpliceEvent::LoopHoldsBody { cell } => self.trying = vec![*cell],
            SpliceEvent::Merge { corners, .. } => {
                clear_loop(self);
                self.trying = corners.to_vec();
            }
            SpliceEvent::NoMerge { .. } | SpliceEvent::Undone => clear_loop(self),
            SpliceEvent::Checked { .. } => {}
            SpliceEvent::Kept { way, .. } => {
                clear_loop(self);
                self.path = way.clone();
                self.current = None;
            }
        }
    }

    fn apply_cycle(&mut self, e: &CycleEvent) {
        match e {
            CycleEvent::Longest(l) => self.apply_longest(l),
            CycleEvent::Seek { start, target, via } => {
                self.current = Some(*start);
                self.trying = vec![*target];
                self.trying.extend(via);
            }
            CycleEvent::Closed { order } => {
                self.path = order.clone();
                self.closed = true;
            }
            CycleEvent::LeftOut { cells } => {
                for &c in cells {
                    self.mark_mut(c).left_out = true;
                }
            }
            CycleEvent::OddBoard { .. } => {}
        }
    }

    fn apply_bfs(&mut self, e: &BfsEvent) {
        match e {
            BfsEvent::Start { start, .. } => {
                let m = self.mark_mut(*start);
                m.distance = Some(0);
                m.frontier = true;
                self.current = Some(*start);
            }
            BfsEvent::Dequeued { cell, .. } => {
                let m = self.mark_mut(*cell);
                m.frontier = false;
                m.expanded = true;
                self.current = Some(*cell);
            }
            BfsEvent::Discovered {
                cell,
                dir,
                distance,
                ..
            } => {
                let m = self.mark_mut(*cell);
                m.distance = Some(*distance);
                m.entered = Some(*dir);
                m.frontier = true;
                self.trying = vec![*cell];
            }
            BfsEvent::Refused { from, dir, .. } => {
                self.trying.extend(self.grid.neighbour(*from, *dir));
            }
            BfsEvent::Found { path } => self.path = path.clone(),
            BfsEvent::Exhausted { .. } => self.current = None,
        }
    }

    fn apply_longest(&mut self, e: &LongestEvent) {
        match e {
            LongestEvent::Begin { path, .. } => {
                self.path = path.clone();
                self.closed = false;
            }
            LongestEvent::TryPair { cur, next, side } => {
                self.current = Some(*cur);
                self.trying = [*cur, *next]
                    .iter()
                    .filter_map(|&c| self.grid.neighbour(c, *side))
                    .collect();
            }
            LongestEvent::Refused { cur, .. } => self.current = Some(*cur),
            LongestEvent::Extended { cur, a, b, .. } => {
                if let Some(i) = self.path.iter().position(|p| p == cur) {
                    self.path.splice(i + 1..i + 1, [*a, *b]);
                }
                self.trying = vec![*a, *b];
            }
            LongestEvent::MovedOn { next, .. } => self.current = Some(*next),
            LongestEvent::Done { path } => {
                self.path = path.clone();
                self.current = None;
            }
            LongestEvent::NoPath => {}
        }
    }

    fn apply_shortcut(&mut self, e: &ShortcutEvent) {
        match e {
            ShortcutEvent::Numbered { cell, index, rel } => {
                let m = self.mark_mut(*cell);
                m.number = Some(*index);
                m.rel = Some(*rel);
            }
            ShortcutEvent::Neighbour { cell, verdict, .. } => {
                if let Some(c) = cell {
                    self.mark_mut(*c).verdict = Some(*verdict);
                    self.trying = vec![*c];
                }
            }
            ShortcutEvent::Candidate { next, .. } => self.trying = vec![*next],
            ShortcutEvent::Decided(_) => {}
        }
    }

    fn apply_numbered(&mut self, e: &NumberedEvent) {
        match e {
            NumberedEvent::Numbered { cell, number } => self.mark_mut(*cell).number = Some(*number),
            NumberedEvent::Dequeued { cell, .. } => {
                let m = self.mark_mut(*cell);
                m.frontier = false;
                m.expanded = true;
                self.current = Some(*cell);
            }
            NumberedEvent::Allowed { cell, dir, .. } => {
                let m = self.mark_mut(*cell);
                m.frontier = true;
                m.entered = Some(*dir);
                self.trying = vec![*cell];
            }
            NumberedEvent::Refused { from, dir, .. } => {
                self.trying.extend(self.grid.neighbour(*from, *dir));
            }
            NumberedEvent::Found { path } => self.path = path.clone(),
            NumberedEvent::Exhausted => self.current = None,
        }
    }

    fn apply_backtrack(&mut self, e: &BacktrackEvent) {
        match e {
            BacktrackEvent::Start { .. } => self.path.clear(),
            BacktrackEvent::Push { cell, .. } => {
                self.path.push(*cell);
                self.current = Some(*cell);
            }
            BacktrackEvent::Backtrack { cell, .. } => {
                self.path.pop();
                self.trying = vec![*cell];
                self.current = self.path.last().copied();
            }
            BacktrackEvent::NotClosed { last } => self.trying = vec![*last],
            BacktrackEvent::Closed { .. } => self.closed = true,
            BacktrackEvent::OutOfBudget { .. } | BacktrackEvent::NoCycle => {}
        }
    }

    fn apply_approach(&mut self, e: &ApproachEvent) {
        match e {
            ApproachEvent::Start { from, .. } => {
                self.path = vec![*from];
                self.current = Some(*from);
            }
            ApproachEvent::Step { cell, .. } => {
                self.path.push(*cell);
                self.current = Some(*cell);
            }
            ApproachEvent::Refused { from, dir } => {
                self.trying.extend(self.grid.neighbour(*from, *dir));
            }
            ApproachEvent::Undo { cell } => {
                self.path.pop();
                self.trying = vec![*cell];
                self.current = self.path.last().copied();
            }
            ApproachEvent::CycleCheck { blocked_at, .. } => {
                self.trying.extend(blocked_at.iter().copied());
            }
            ApproachEvent::BodyCheck { .. } => {}
            ApproachEvent::Accepted { path, .. } | ApproachEvent::Candidate { path } => {
                self.path = path.clone()
            }
            ApproachEvent::GaveUp { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::bfs::shortest_path;
    use crate::algo::longest::longest_path;
    use crate::algo::wrapped;
    use crate::rules::CellSet;

    fn run<E>(f: impl FnOnce(&mut Vec<E>)) -> Vec<E> {
        let mut v = Vec::new();
        f(&mut v);
        v
    }

    #[test]
    fn folding_bfs_gives_every_distance_and_the_path() {
        let g = Grid::new(5, 4).unwrap();
        let blocked = CellSet::new(g.cells());
        let events: Vec<StageEvent> = run(|v| {
            shortest_path(
                &g,
                &blocked,
                Pos::new(0, 0),
                Dir::Right,
                Pos::new(4, 3),
                &mut wrapped(v, StageEvent::Bfs),
            );
        });
        let f = StageFrame::fold(g, &events);
        assert_eq!(f.path.len(), 8);
        assert_eq!(f.mark(Pos::new(4, 3)).distance, Some(7));
        assert_eq!(f.mark(Pos::new(2, 1)).distance, Some(3));
        assert_eq!(f.mark(Pos::new(1, 0)).entered, Some(Dir::Right));
        assert_eq!(f.events, events.len());
    }

    #[test]
    fn folding_the_extensions_rebuilds_the_final_path() {
        let g = Grid::new(6, 5).unwrap();
        let blocked = CellSet::new(g.cells());
        let mut events: Vec<StageEvent> = Vec::new();
        let p = longest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(5, 0),
            &mut wrapped(&mut events, StageEvent::Longest),
        )
        .unwrap();
        // Fold everything but the final `Done`, which would simply hand over the path.
        let f = StageFrame::fold(g, &events[..events.len() - 1]);
        assert_eq!(f.path, p);
    }
}
