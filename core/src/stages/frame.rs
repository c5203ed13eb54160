//! What a stage has shown so far: the fold of its events, cell by cell.
//!
//! The app paints a [`StageFrame`] and the command line prints it as text; neither searches
//! anything itself. Folding the events `0..=i` of a stage gives the picture after event `i`.
//! What each event changes is its stage's business ([`super::StageProtocol::fold`]).

use super::StageEvent;
use super::frontier::Frontier;
use super::report::{ReportedMark, ReportedPath};
use super::reshaping::Reshaping;
use crate::algo::search::bidirectional::Side;
use crate::algo::shortcut::NeighbourVerdict;
use crate::rules::{Compass, Grid, Ground, Pos};

/// What is known about one cell at this point of a stage.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellMark {
    /// Distance from the start (BFS).
    pub distance: Option<u32>,
    /// The move by which the search entered the cell (its parent lies the other way).
    pub entered: Option<Compass>,
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
    /// The cost from the start: Dijkstra's cheapest known, A*'s g.
    pub g: Option<u32>,
    /// The Manhattan distance to the target (greedy best-first, A*); A*'s f is g + h.
    pub h: Option<u32>,
    /// For a cell of the body, in the timed search: the move from which the head may enter
    /// it, the tail having left it.
    pub frees_at: Option<u32>,
    /// When the cell first left the frontier to be expanded: 1 for the first expansion of
    /// the search, counted as [`StageFrame::expansions`] counts.
    pub order: Option<u32>,
    /// Its distance from the target, found by the bidirectional search's target side (its
    /// start side's is `distance`).
    pub target_distance: Option<u32>,
    /// Which ends of the bidirectional search have found it.
    pub side: Option<Reach>,
    /// A wall of the scenario's search board: the graph searches may not enter it, though
    /// the game's rules never see it.
    pub search_wall: bool,
    /// Scanned by a jump of jump point search without being put on its frontier.
    pub scanned: bool,
    /// The cell's ground on the search board (plain unless it is mud or water): what entering
    /// it costs the searches that weigh a step.
    pub ground: Ground,
}

impl CellMark {
    /// A*'s f = g + h, where both are known.
    pub fn f(&self) -> Option<u32> {
        Some(self.g? + self.h?)
    }
}

/// Which ends of the bidirectional search have found a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// Only the side growing from the start.
    Start,
    /// Only the side growing from the target.
    Target,
    /// Both: a path through the cell is known.
    Both,
}

impl Reach {
    /// What is known once `side` has found the cell too.
    pub fn with(reach: Option<Reach>, side: Side) -> Reach {
        match (reach, side) {
            (None | Some(Reach::Start), Side::Start) => Reach::Start,
            (None | Some(Reach::Target), Side::Target) => Reach::Target,
            _ => Reach::Both,
        }
    }
}

/// What the latest event said of the cell it speaks of, which the board's mark for it shows:
/// two events about one cell that say different things get different marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tone {
    /// Looked at: examined, tried, the one the step is about.
    Looked,
    /// Refused: blocked, the wall, already taken, found wanting.
    Refused,
    /// Accepted: free and new, numbered, joined, found good.
    Accepted,
}

/// A cell the latest event speaks of, or one side of it (a neighbour tried that way, which
/// may lie beyond the wall): where the board points while the caption speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Focus {
    /// The cell.
    pub cell: Pos,
    /// The side of the cell meant, if the event speaks of a move out of it rather than of
    /// the cell itself.
    pub side: Option<Compass>,
    /// What the event said of it.
    pub tone: Tone,
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
    /// What the latest event speaks of: the cells (and sides of cells) the board points at,
    /// cleared by every event. Each stage's fold says what its events are about.
    pub focus: Vec<Focus>,
    /// What the latest event said of the whole attempt, where it passed a verdict on it (a
    /// path found, a cycle closed, a search given up): the board's frame shows it.
    pub verdict: Option<Tone>,
    /// An imagined body, head first: the body a move off the cycle would leave, which a
    /// certificate's cycle must hold.
    pub imagined: Vec<Pos>,
    /// Marks a solver outside snakescope reported, one per cell in row-major order (empty
    /// until the first one: only its own stage reports them).
    pub reported: Vec<Option<ReportedMark>>,
    /// Paths a solver outside snakescope reported.
    pub reported_paths: Vec<ReportedPath>,
    /// The cycle a stage reshapes (the splices): the cycle being reshaped, the loop split off
    /// it, and the cycle held as of this event; none for the other stages.
    pub reshaping: Option<Reshaping>,
    /// The search's frontier as the data structure it is (BFS's queue, depth-first search's
    /// stack, a priority queue with its keys); two for the bidirectional search, the start's
    /// side first; none for the stages that keep no frontier.
    pub frontiers: Vec<Frontier>,
    /// Cells taken off the frontier to be expanded so far (a stale entry skipped is not an
    /// expansion; a search over states counts each state).
    pub expansions: u32,
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
            focus: Vec::new(),
            verdict: None,
            imagined: Vec::new(),
            reported: Vec::new(),
            reported_paths: Vec::new(),
            reshaping: None,
            frontiers: Vec::new(),
            expansions: 0,
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

    /// The mark a solver outside snakescope reported on a cell, if any.
    pub fn reported_mark(&self, p: Pos) -> Option<&ReportedMark> {
        self.reported.get(self.grid.index(p))?.as_ref()
    }

    /// The mark of a cell, to change.
    pub(crate) fn mark_mut(&mut self, p: Pos) -> &mut CellMark {
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
        self.begin_event(event.line());
        event.fold_into(self);
    }

    /// What every event does before its stage folds it: clears what was being tried, lights
    /// its `line` and counts it.
    pub(crate) fn begin_event(&mut self, line: usize) {
        self.trying.clear();
        self.focus.clear();
        self.verdict = None;
        self.line = Some(line);
        self.events += 1;
    }

    /// Points at `cell`: the latest event said `tone` of it.
    pub(crate) fn look_at(&mut self, cell: Pos, tone: Tone) {
        self.focus.push(Focus {
            cell,
            side: None,
            tone,
        });
    }

    /// Points at the side `dir` of `cell`: the latest event said `tone` of the move that way.
    pub(crate) fn look_beside(&mut self, cell: Pos, dir: impl Into<Compass>, tone: Tone) {
        self.focus.push(Focus {
            cell,
            side: Some(dir.into()),
            tone,
        });
    }

    /// A search refused the neighbour of `from` that lies `dir` of it: the side of `from`
    /// refused, and the neighbour too where it is a cell of the board (beyond the wall it is
    /// none, and the side's mark stands at the board's edge).
    pub(crate) fn refuse(&mut self, from: Pos, dir: impl Into<Compass>) {
        let dir = dir.into();
        self.look_beside(from, dir, Tone::Refused);
        if let Some(beside) = self.grid.step(from, dir) {
            self.look_at(beside, Tone::Refused);
        }
    }

    /// Counts an expansion of `cell`: it leaves the frontier (unless another live entry of it
    /// waits there), is expanded, gets its order if it has none, and is the cell being
    /// worked on.
    pub(crate) fn expand(&mut self, cell: Pos) {
        self.expansions += 1;
        let order = self.expansions;
        let waiting = self.frontiers.iter().any(|f| f.holds(cell));
        let m = self.mark_mut(cell);
        m.order.get_or_insert(order);
        m.expanded = true;
        m.frontier = waiting;
        self.current = Some(cell);
        self.look_at(cell, Tone::Looked);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::bfs::{BfsEvent, BfsRefusal, shortest_path};
    use crate::algo::wrapped;
    use crate::rules::CellSet;

    /// BFS's events across an open 3x2 board, corner to corner.
    fn bfs_corner_to_corner() -> (Grid, Vec<StageEvent>) {
        let g = Grid::new(3, 2).unwrap();
        let mut events = Vec::new();
        shortest_path(
            &g,
            &CellSet::new(g.cells()),
            Pos::new(0, 0),
            crate::rules::Dir::Right,
            Pos::new(2, 1),
            &mut wrapped(&mut events, StageEvent::Bfs),
        );
        (g, events)
    }

    #[test]
    fn each_event_sets_its_line_counts_itself_and_clears_what_was_tried() {
        let (g, events) = bfs_corner_to_corner();
        let mut f = StageFrame::new(g);
        for (i, e) in events.iter().enumerate() {
            f.apply(e);
            assert_eq!((f.events, f.line), (i + 1, Some(e.line())));
            if let StageEvent::Bfs(BfsEvent::Refused {
                reason: BfsRefusal::Wall,
                ..
            }) = e
            {
                // The cell found just before is no longer being tried; a wall is no cell.
                assert_eq!(f.trying, []);
            }
        }
        assert_eq!(f, StageFrame::fold(g, &events));
    }

    #[test]
    fn each_event_points_at_what_it_speaks_of_a_wall_at_the_side_of_the_cell() {
        let (g, events) = bfs_corner_to_corner();
        let mut f = StageFrame::new(g);
        let mut walls = 0;
        for e in &events {
            f.apply(e);
            match e {
                StageEvent::Bfs(BfsEvent::Taken { cell, .. }) => {
                    assert_eq!(
                        f.focus,
                        [Focus {
                            cell: *cell,
                            side: None,
                            tone: Tone::Looked
                        }]
                    );
                }
                StageEvent::Bfs(BfsEvent::Pushed { cell, .. }) => {
                    assert_eq!(
                        f.focus,
                        [Focus {
                            cell: *cell,
                            side: None,
                            tone: Tone::Accepted
                        }]
                    );
                }
                StageEvent::Bfs(BfsEvent::Refused { from, dir, reason }) => {
                    let side = Focus {
                        cell: *from,
                        side: Some((*dir).into()),
                        tone: Tone::Refused,
                    };
                    match g.neighbour(*from, *dir) {
                        // Beyond the wall: the side alone, no cell.
                        None => {
                            assert_eq!(*reason, BfsRefusal::Wall);
                            assert_eq!(f.focus, [side]);
                            walls += 1;
                        }
                        Some(beside) => {
                            let cell = Focus {
                                cell: beside,
                                side: None,
                                tone: Tone::Refused,
                            };
                            assert_eq!(f.focus, [side, cell]);
                        }
                    }
                }
                StageEvent::Bfs(BfsEvent::Found { .. }) => {
                    assert_eq!(f.verdict, Some(Tone::Accepted));
                }
                _ => {}
            }
            if !matches!(e, StageEvent::Bfs(BfsEvent::Found { .. })) {
                assert_eq!(f.verdict, None, "only a verdict passes one");
            }
        }
        assert!(walls > 0, "a corner start meets the wall");
    }
}
