//! Bidirectional search in eight directions: uniform-cost search (Dijkstra's) from each end,
//! and a stop rule that holds when the steps cost different amounts.
//!
//! One side grows from the start, its g a cell's cost from the start; the other from the
//! target over the same steps walked backwards, its g a cell's cost to the target: what the
//! steps from the cell to the target cost as the start's side pays them (each step the cost
//! of the cell it enters, times √2 on a diagonal), so the cell's own cost is not counted and
//! the target's is. A step is the same in both directions (no corner cut either way), so the
//! target's side steps exactly where the start's would step towards it, back into the start
//! too where the board closes it (a snake's head is its own body) and the start's side steps
//! out of it.
//!
//! Each side is a priority queue on its g alone, compared exactly ([`Length`]), the entry
//! pushed first on a tie; a cell reached more cheaply is pushed again and its older entry
//! skipped as stale. The side whose queue's front has the lower g goes next (the start's on a
//! tie), so the two grow out to about the same cost. Whenever a side expands a cell, each step
//! from it to a cell the other side has reached is a path whose cost is known: the best of
//! them (μ) is kept. A cell taken off one side that the other side has reached is a touch, a
//! path through that cell.
//!
//! The search stops once the two fronts' g add up to at least μ: no path through a cell not
//! yet expanded can then cost less, and μ's path is a cheapest (`docs/ALGORITHMS.md`, 2.1f,
//! argues it). If a side's queue runs empty, every cell it can reach is expanded: μ, if any
//! path was seen, is the cheapest; if none, the ends are not connected.

use super::queue::EightQueue;
use super::space::CellTables;
use super::{EightBoard, EightKey, EightRefusal, Length, MOVES, StepRefusal};
use crate::algo::Observer;
use crate::algo::search::{
    Exact, FrontierKey, FrontierKind, Key, SearchEvent, SearchTypes, Side, Staleness, TieBreak,
};
use crate::rules::{Compass, Pos};

/// An entry's key: the side whose queue it waits in and its cost from that side's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EightSideKey {
    /// The side.
    pub side: Side,
    /// The cost from the start (the start's side) or to the target (the target's).
    pub g: Length,
}

impl EightSideKey {
    /// The key as the side's own queue orders it: by g alone.
    fn queued(self) -> EightKey {
        EightKey {
            g: self.g,
            h: Length::ZERO,
            ties: TieBreak::LargerG,
        }
    }
}

impl Key for EightSideKey {
    /// A priority queue's entry on g, rounded to be shown and ordered exactly, as uniform-cost
    /// search's in eight directions.
    fn frontier_key(&self) -> FrontierKey {
        let shown = u32::try_from(self.g.rounded()).unwrap_or(u32::MAX);
        FrontierKey::Priority {
            priority: shown,
            g: Some(shown),
            h: None,
            ties: TieBreak::LargerG,
            exact: Some(Exact {
                f: self.g,
                g: self.g,
            }),
        }
    }

    fn side(&self) -> Option<Side> {
        Some(self.side)
    }
}

/// A neighbour refused by one side: the step may not be taken, or that side knows the cell
/// at most as cheaply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EightSideRefusal {
    /// The side.
    pub side: Side,
    /// Why.
    pub reason: EightRefusal,
}

/// The search's own events, beside its queues' operations: the paths it learns of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightBidirectionalOwn {
    /// The cell just taken off one side has been reached by the other: a path through it.
    Touched {
        /// The cell where the two searches meet.
        cell: Pos,
        /// Its cost from the start.
        from_start: Length,
        /// Its cost to the target.
        to_target: Length,
        /// The best path known before, if any: this one is the best now if there was none
        /// or it is cheaper.
        before: Option<Length>,
    },
    /// A step joins a cell `from` the start's side has reached to a cell `to` the target's
    /// side has reached: a path cheaper than any known before.
    Bridged {
        /// The cell on the start's side.
        from: Pos,
        /// The cell on the target's side.
        to: Pos,
        /// The path's cost.
        cost: Length,
        /// The best path known before, if any.
        before: Option<Length>,
    },
}

/// The path found: the step where its two halves join and why the search may stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EightMeeting {
    /// The last cell of the start side's half.
    pub from: Pos,
    /// The first cell of the target side's half (`from` itself for a touch).
    pub to: Pos,
    /// The path's cost.
    pub cost: Length,
    /// The two fronts' g when the search stopped, or `None` if a side's queue ran empty.
    pub fronts: Option<(Length, Length)>,
}

/// What the bidirectional search in eight directions reports: a priority queue from each
/// end, a cell pushed again (reached more cheaply) making its older entry stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightBidirectional {}

impl SearchTypes for EightBidirectional {
    const FRONTIER: FrontierKind = FrontierKind::PriorityQueue;
    const STALENESS: Staleness = Staleness::CellPushed;
    const FROM_BOTH_ENDS: bool = true;
    type Move = Compass;
    type Key = EightSideKey;
    type Start = ();
    /// The stale entry's key, with its side.
    type Skip = EightSideKey;
    type Push = ();
    type Refusal = EightSideRefusal;
    /// Boxed: a search's events are kept by the million, and each is as large as the largest.
    type Found = Box<EightMeeting>;
    /// The side whose queue ran empty.
    type Exhausted = Side;
    type Own = EightBidirectionalOwn;

    fn skipped_side(more: &EightSideKey) -> Option<Side> {
        Some(more.side)
    }
}

/// One step of the bidirectional search in eight directions.
pub type EightBidirectionalEvent = SearchEvent<EightBidirectional>;

/// One side's tables and queue.
#[derive(Debug, Default)]
struct SideSpace {
    tables: CellTables,
    queue: EightQueue,
}

/// The best path known: its cost, the last cell of its start side's half and the first of
/// its target side's (the same cell for a touch).
#[derive(Clone, Copy, Debug)]
struct Best {
    cost: Length,
    from: usize,
    to: usize,
}

/// The bidirectional search's tables and queues in eight directions, reused from one search
/// to the next. A copy starts empty.
#[derive(Debug, Default)]
pub struct EightBidirectionalSpace {
    from_start: SideSpace,
    from_target: SideSpace,
}

impl Clone for EightBidirectionalSpace {
    fn clone(&self) -> EightBidirectionalSpace {
        EightBidirectionalSpace::default()
    }
}

impl EightBidirectionalSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> EightBidirectionalSpace {
        EightBidirectionalSpace::default()
    }

    /// `side`'s space, and the other side's.
    fn sides(&mut self, side: Side) -> (&mut SideSpace, &SideSpace) {
        match side {
            Side::Start => (&mut self.from_start, &self.from_target),
            Side::Target => (&mut self.from_target, &self.from_start),
        }
    }

    /// Finds the cheapest path from `start` to `target` on `board`, searching from both
    /// ends. Returns the cells from `start` to `target`, both included, and the path's cost.
    pub fn search<O: Observer<EightBidirectionalEvent>>(
        &mut self,
        board: &EightBoard,
        start: Pos,
        target: Pos,
        obs: &mut O,
    ) -> Option<(Vec<Pos>, Length)> {
        let first = |side| EightSideKey {
            side,
            g: Length::ZERO,
        };
        obs.observe(SearchEvent::Start {
            start,
            heading: Compass::Up,
            target,
            key: first(Side::Start),
            more: (),
        });
        let ends = [board.index(start), board.index(target)];
        for (side, end) in [(Side::Start, ends[0]), (Side::Target, ends[1])] {
            let (own, _) = self.sides(side);
            own.tables.begin(board.cells());
            own.queue.clear();
            own.tables.reach(end, end, Length::ZERO);
            own.queue.push(first(side).queued(), end as u32);
        }
        let mut best: Option<Best> = None;
        let mut expanded = 0;
        loop {
            let fronts = (
                self.from_start.queue.peek().map(|k| k.g),
                self.from_target.queue.peek().map(|k| k.g),
            );
            let (s, t) = match fronts {
                (Some(s), Some(t)) => (s, t),
                (s, _) => {
                    let empty = if s.is_none() {
                        Side::Start
                    } else {
                        Side::Target
                    };
                    if let Some(b) = best {
                        return Some(self.found(board, ends, b, None, obs));
                    }
                    obs.observe(SearchEvent::Exhausted {
                        reached: expanded,
                        more: empty,
                    });
                    return None;
                }
            };
            if let Some(b) = best
                && s + t >= b.cost
            {
                return Some(self.found(board, ends, b, Some((s, t)), obs));
            }
            let side = if s <= t { Side::Start } else { Side::Target };
            if self.expand(board, (side, ends), &mut best, obs) {
                expanded += 1;
            }
        }
    }

    /// Takes the front entry off `side`'s queue: skips it if stale, else notes a touch if
    /// the other side has reached its cell, and relaxes each step from it. Whether a cell was
    /// expanded.
    fn expand<O: Observer<EightBidirectionalEvent>>(
        &mut self,
        board: &EightBoard,
        (side, ends): (Side, [usize; 2]),
        best: &mut Option<Best>,
        obs: &mut O,
    ) -> bool {
        let (own, other) = self.sides(side);
        let Some((key, ci)) = own.queue.pop() else {
            return false;
        };
        let (ci, cell, g) = (ci as usize, board.pos(ci as usize), key.g);
        if g != own.tables.cost(ci) {
            obs.observe(SearchEvent::Skipped {
                cell,
                more: EightSideKey { side, g },
            });
            return false;
        }
        obs.observe(SearchEvent::Taken {
            cell,
            key: EightSideKey { side, g },
        });
        if other.tables.reached(ci) {
            let theirs = other.tables.cost(ci);
            let (from_start, to_target) = match side {
                Side::Start => (g, theirs),
                Side::Target => (theirs, g),
            };
            let before = best.map(|b| b.cost);
            if before.is_none_or(|b| g + theirs < b) {
                *best = Some(Best {
                    cost: g + theirs,
                    from: ci,
                    to: ci,
                });
            }
            obs.observe(SearchEvent::Own(EightBidirectionalOwn::Touched {
                cell,
                from_start,
                to_target,
                before,
            }));
        }
        // Walked backwards, a step out of a closed cell (the start, or a closed target) is
        // a step into it, which no path takes.
        if side == Side::Target && !board.is_open(cell) {
            return true;
        }
        for dir in MOVES {
            let next = match step_from(board, side, cell, dir, board.pos(ends[0])) {
                Ok(next) => next,
                Err(why) => {
                    let reason = EightSideRefusal {
                        side,
                        reason: EightRefusal::Step(why),
                    };
                    obs.observe(SearchEvent::Refused {
                        from: cell,
                        dir,
                        reason,
                    });
                    continue;
                }
            };
            let ni = board.index(next);
            // The step as the start's side takes it, into the cell nearer the target.
            let step = match side {
                Side::Start => board.step_cost(next, dir),
                Side::Target => board.step_cost(cell, dir),
            };
            if other.tables.reached(ni) {
                bridge(board, side, (ci, g + step), (ni, other), best, obs);
            }
            relax(own, side, (cell, ci), (dir, next, ni), g + step, obs);
        }
        true
    }

    /// Reports the best path, `b`, found when the fronts were `fronts`, and hands it back
    /// with its cost.
    fn found<O: Observer<EightBidirectionalEvent>>(
        &self,
        board: &EightBoard,
        [start, target]: [usize; 2],
        b: Best,
        fronts: Option<(Length, Length)>,
        obs: &mut O,
    ) -> (Vec<Pos>, Length) {
        let mut path = self
            .from_start
            .tables
            .walk_back(start, b.from, |i| board.pos(i));
        let mut at = b.to;
        if at != b.from {
            path.push(board.pos(at));
        }
        while at != target {
            at = self.from_target.tables.parent(at);
            path.push(board.pos(at));
        }
        debug_assert_eq!(board.path_cost(&path), Some(b.cost), "{path:?}");
        if O::WATCHING {
            let more = Box::new(EightMeeting {
                from: board.pos(b.from),
                to: board.pos(b.to),
                cost: b.cost,
                fronts,
            });
            obs.observe(SearchEvent::Found {
                path: path.clone(),
                more,
            });
        }
        (path, b.cost)
    }
}

/// The cell one `dir` from `cell` that `side` may step to. The start's side steps as the
/// board lets it. The target's walks the steps backwards: it may step back into the start even
/// where the board closes it (a snake's head is its own body), as the start's side may step
/// out of it, the diagonal then cutting no corner either way.
fn step_from(
    board: &EightBoard,
    side: Side,
    cell: Pos,
    dir: Compass,
    start: Pos,
) -> Result<Pos, StepRefusal> {
    match board.step(cell, dir) {
        Err(StepRefusal::Closed(next)) if side == Side::Target && next == start => {
            board.step(start, dir.opposite()).map(|_| start)
        }
        stepped => stepped,
    }
}

/// A step from the cell `side` expands, `(cell, cost so far + the step)`, to `(next, other)`,
/// a cell the other side has reached: a path, kept as the best if cheaper than `best`.
fn bridge<O: Observer<EightBidirectionalEvent>>(
    board: &EightBoard,
    side: Side,
    (ci, through): (usize, Length),
    (ni, other): (usize, &SideSpace),
    best: &mut Option<Best>,
    obs: &mut O,
) {
    let cost = through + other.tables.cost(ni);
    let before = best.map(|b| b.cost);
    if before.is_some_and(|b| b <= cost) {
        return;
    }
    let (from, to) = match side {
        Side::Start => (ci, ni),
        Side::Target => (ni, ci),
    };
    *best = Some(Best { cost, from, to });
    obs.observe(SearchEvent::Own(EightBidirectionalOwn::Bridged {
        from: board.pos(from),
        to: board.pos(to),
        cost,
        before,
    }));
}

/// Relaxes the step `dir` from `cell` to `next` on `side`, at `g`: pushed with its parent
/// noted if the side has not reached it at most as cheaply, else refused.
fn relax<O: Observer<EightBidirectionalEvent>>(
    own: &mut SideSpace,
    side: Side,
    (cell, ci): (Pos, usize),
    (dir, next, ni): (Compass, Pos, usize),
    g: Length,
    obs: &mut O,
) {
    if own.tables.reached(ni) && own.tables.cost(ni) <= g {
        let known = own.tables.cost(ni);
        let reason = EightRefusal::NoShorter {
            cell: next,
            g,
            known,
        };
        obs.observe(SearchEvent::Refused {
            from: cell,
            dir,
            reason: EightSideRefusal { side, reason },
        });
        return;
    }
    own.tables.reach(ni, ci, g);
    let key = EightSideKey { side, g };
    own.queue.push(key.queued(), ni as u32);
    obs.observe(SearchEvent::Pushed {
        cell: next,
        from: cell,
        dir,
        key,
        more: (),
    });
}
