//! Timed breadth-first search: the snake's body moves out of the way.
//!
//! Without eating, the snake's tail leaves a cell at every move, so a body cell is free for a
//! path that reaches it late enough. With the body `b[0]` (the head) .. `b[L-1]` (the tail),
//! the cell `b[i]` may be entered at move `t` when `t >= hold - i`, where `hold` is `L` under
//! [`TailRule::Follows`] and `L + 1` under [`TailRule::Blocks`] (the tail's cell frees at
//! move 1 under `Follows`, at move 2 under `Blocks`). The path's own cells are body behind the
//! head in the same way: a cell the head left at move `s` is free again at move `s + hold`.
//! (A snake of two under `Follows` cannot move back onto its neck, which is its tail: `hold`
//! is 3 then.)
//!
//! The search built here runs over states (cell, move): BFS by layers of moves, from the
//! start at move 0, where a state's neighbour is tried at the next move and refused if it is
//! a wall, still the snake's body, or still the path's own body (checked along the one path
//! the state keeps, its parents). Once every old body cell is free (after move `hold`) the
//! move no longer matters to the board, and a cell reached later is one state. So, unlike a
//! search over cells alone, it can come back to a cell later, by a detour, when a body cell
//! beside it has freed.
//!
//! What it returns is legal: every move is checked against the board as it will be at that
//! move. What it may miss: each state keeps one path (the first found), and another path to
//! the same state, holding other cells, might go on where the kept one cannot. The search
//! claims its path is shortest only when nothing lost that way could have done better: a
//! state kept out by the path's own body and not reached otherwise in its layer is lost, and
//! a path through it needs at least its move plus its Manhattan distance to the target. The
//! claim holds when the path found is no longer than that for every lost state: every other
//! state of the problem without the path's own body (a problem whose shortest path no legal
//! path beats) was reached in its layer. [`earliest_arrival`] computes that problem's
//! shortest path directly, for tests and tables to compare with.
//!
//! The snake does not eat on the way (a meal would keep the tail in place), and the target
//! counts as free of the search board's walls, as for BFS, but not of the body: a target on
//! the body must be reached after it frees.

use super::super::bfs::straight_first;
use super::super::observer::Observer;
use super::{Distance, FrontierKind, SearchEvent, SearchTypes, Staleness, Tables};
use crate::rules::{CellSet, Dir, Grid, Pos, TailRule};
use std::convert::Infallible;

/// At most this many (cell, move) states are kept apart: on a large board with a long snake,
/// moves past `MAX_STATES / cells` share a state per cell (sound still, but no shortest claim).
pub const MAX_STATES: usize = 1 << 21;

/// Why a neighbour did not join the frontier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimedRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is a wall of the search board.
    Blocked(Pos),
    /// The cell is still the snake's body at that move.
    NotYetFree {
        /// The cell.
        cell: Pos,
        /// The move from which it is free.
        frees_at: u32,
    },
    /// The cell is still the path's own body at that move: the head passed it too recently.
    OwnBody {
        /// The cell.
        cell: Pos,
        /// The move from which it is free.
        frees_at: u32,
    },
    /// The cell was already reached at that move (or, once the whole old body is free, at
    /// any move).
    Seen {
        /// The cell.
        cell: Pos,
        /// The move it was reached at.
        moves: u32,
    },
}

/// A neighbour refused, at the move the head would arrive there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimedRefusalAt {
    /// The move at which the head would arrive.
    pub moves: u32,
    /// Why.
    pub reason: TimedRefusal,
}

/// What the timed search says at its start: the snake whose body frees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimedStart {
    /// The tail rule the body frees under.
    pub rule: TailRule,
    /// The snake's length.
    pub length: u32,
}

/// The timed search's own events, beside its queue's operations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimedOwn {
    /// The move at which each body cell frees, the tail first.
    Frees {
        /// Each body cell and its move.
        cells: Vec<(Pos, u32)>,
    },
}

/// What the timed search reports: a queue of (cell, move) states keyed by the move, each state
/// joining once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timed {}

impl SearchTypes for Timed {
    type Move = Dir;
    const FRONTIER: FrontierKind = FrontierKind::Queue;
    const STALENESS: Staleness = Staleness::Never;
    /// The move at which the head is there.
    type Key = Distance;
    type Start = TimedStart;
    type Skip = Infallible;
    type Push = ();
    type Refusal = TimedRefusalAt;
    /// Whether the search can tell that no legal path is shorter (see the module's
    /// documentation).
    type Found = bool;
    type Exhausted = ();
    type Own = TimedOwn;
}

/// One step of the timed search, as a student should see it: the start at move 0 (with the
/// snake's tail rule and length), the move at which each body cell frees, a state (cell, move)
/// dequeued and expanded ([`SearchEvent::Taken`], keyed by its move), a neighbour free at the
/// next move and new pushed, a neighbour refused at that move, the path found (and whether no
/// legal path is shorter), or the queue empty (`reached`: the states expanded).
pub type TimedEvent = SearchEvent<Timed>;

/// The move after which a cell the head left at move `s` is free again is `s + hold`: the
/// snake's length, one more under `Blocks`, and 3 for a snake of two under `Follows` (which
/// may not reverse onto its neck).
pub fn hold(length: usize, rule: TailRule) -> u32 {
    let length = length.max(1) as u32;
    match rule {
        TailRule::Follows if length == 2 => 3,
        TailRule::Follows => length,
        TailRule::Blocks => length + 1,
    }
}

/// The move at which each cell of `body` (head first) frees, in the same order: the head's
/// cell last, the tail's first.
pub fn frees_at(body: &[Pos], rule: TailRule) -> impl DoubleEndedIterator<Item = (Pos, u32)> + '_ {
    let hold = hold(body.len(), rule);
    body.iter()
        .enumerate()
        .map(move |(i, &c)| (c, hold - i as u32))
}

/// Finds a legal path from `start` to `target` for a snake whose body (head first) is `body`
/// and frees under `rule`, avoiding the search board's `walls`. Returns the cells from
/// `start` to `target`, both included.
///
/// The tables are made for this one call; a caller searching again and again keeps a
/// [`TimedSpace`].
#[allow(clippy::too_many_arguments)]
pub fn timed_path<O: Observer<TimedEvent>>(
    grid: &Grid,
    walls: &CellSet,
    body: &[Pos],
    rule: TailRule,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    TimedSpace::new().timed_path(grid, walls, body, rule, start, heading, target, obs)
}

/// The timed search's tables, a state per cell and move up to the move after which the old
/// body is gone, owned by the caller and reused from one search to the next: once they fit,
/// a search allocates nothing but the path it returns. A copy starts empty.
#[derive(Debug, Default)]
pub struct TimedSpace {
    expansion_no: u32,
    /// Per state (layer * cells + cell): reached, its parent state, the move that entered it.
    states: Tables<()>,
    /// Per cell: the move its state of the last layer was reached at.
    late_arrival: Vec<u32>,
    /// Per cell: whether the old body covers it, and the move it frees at.
    body: Tables<u32>,
    /// Per cell: held by the path of the state being expanded (stamp: the expansion's
    /// number) until the move given.
    held: Vec<Stamped>,
    /// The states waiting: a cell and the move the head is there at.
    queue: Vec<(u32, u32)>,
    /// States kept out by the path's own body while the next layer is being found, each with
    /// the fewest moves a path through it could take to the target.
    kept_out: Vec<(u32, u32)>,
}

/// A number for a cell, valid if `stamp` is the current one.
#[derive(Clone, Copy, Debug, Default)]
struct Stamped {
    stamp: u32,
    value: u32,
}

impl Clone for TimedSpace {
    fn clone(&self) -> TimedSpace {
        TimedSpace::default()
    }
}

/// How the states of a search are laid out: the board's size and its layers.
#[derive(Clone, Copy)]
struct Layers {
    cells: usize,
    /// The last layer, shared by every later move.
    last: u32,
    /// The move after which the old body is gone.
    hold: u32,
}

impl Layers {
    /// The state of `cell` at move `moves`.
    #[inline]
    fn state(self, moves: u32, cell: usize) -> usize {
        moves.min(self.last) as usize * self.cells + cell
    }
}

impl TimedSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> TimedSpace {
        TimedSpace::default()
    }

    fn fit(&mut self, cells: usize, layers: usize) {
        let states = cells * layers;
        if self.held.len() < cells || self.expansion_no > u32::MAX - states as u32 {
            self.expansion_no = 0;
            self.late_arrival = vec![0; cells];
            self.held = vec![Stamped::default(); cells];
        }
        if self.queue.capacity() < states.min(1 << 16) {
            self.queue = Vec::with_capacity(states.min(1 << 16));
        }
        self.states.begin(states);
        self.body.begin(cells);
    }

    /// As [`timed_path`], with this space's tables.
    #[allow(clippy::too_many_arguments)]
    pub fn timed_path<O: Observer<TimedEvent>>(
        &mut self,
        grid: &Grid,
        walls: &CellSet,
        body: &[Pos],
        rule: TailRule,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let hold = hold(body.len(), rule);
        obs.observe(TimedEvent::Start {
            start,
            heading,
            target,
            key: Distance(0),
            more: TimedStart {
                rule,
                length: body.len().max(1) as u32,
            },
        });
        if O::WATCHING {
            obs.observe(TimedEvent::Own(TimedOwn::Frees {
                cells: frees_at(body, rule).rev().collect(),
            }));
        }
        let cells = grid.cells();
        let last = hold.min((MAX_STATES / cells).max(1) as u32);
        let layers = Layers { cells, last, hold };
        self.fit(cells, last as usize + 1);
        for (cell, free) in frees_at(body, rule) {
            let i = grid.index(cell);
            self.body.reach(i, i, Dir::Up, free);
        }
        let (start_i, target_i) = (grid.index(start), grid.index(target));
        let first = layers.state(0, start_i);
        self.queue.clear();
        self.kept_out.clear();
        self.states.reach(first, first, heading, ());
        // The fewest moves in which a path through a lost state (one kept out and never
        // reached) could reach the target: past it, the search cannot tell it is shortest.
        // States past the last layer share one, so then it can never tell.
        let mut lost_bound = if last < hold { 0 } else { u32::MAX };
        let mut layer = 0;
        let mut head = 0;
        self.queue.push((start_i as u32, 0));
        while head < self.queue.len() {
            let (ci, moves) = self.queue[head];
            let ci = ci as usize;
            head += 1;
            if moves > layer {
                for &(state, bound) in &self.kept_out {
                    if !self.states.reached(state as usize) {
                        lost_bound = lost_bound.min(bound);
                    }
                }
                self.kept_out.clear();
                layer = moves;
            }
            let cell = grid.pos(ci);
            obs.observe(TimedEvent::Taken {
                cell,
                key: Distance(moves),
            });
            let here = layers.state(moves, ci);
            if ci == target_i {
                let path = self
                    .states
                    .walk_back(first, here, moves as usize, |s| grid.pos(s % cells));
                if O::WATCHING {
                    obs.observe(TimedEvent::Found {
                        path: path.clone(),
                        more: moves <= lost_bound,
                    });
                }
                return Some(path);
            }
            self.mark_held(layers, here, moves);
            self.expand(grid, walls, layers, here, moves, target, obs);
        }
        obs.observe(TimedEvent::Exhausted {
            reached: head as u32,
            more: (),
        });
        None
    }

    /// Tries each neighbour of the state `here` (its cell reached at move `moves`) at the next
    /// move: a wall, a wall of the search board, a state already reached, a cell the old body
    /// or the path's own body still covers is refused; any other is reached and queued.
    #[allow(clippy::too_many_arguments)]
    fn expand<O: Observer<TimedEvent>>(
        &mut self,
        grid: &Grid,
        walls: &CellSet,
        layers: Layers,
        here: usize,
        moves: u32,
        target: Pos,
        obs: &mut O,
    ) {
        let (ci, target_i) = (here % layers.cells, grid.index(target));
        let cell = grid.pos(ci);
        let arrival = moves + 1;
        for dir in straight_first(self.states.entered(here)) {
            let refuse = |reason| TimedEvent::Refused {
                from: cell,
                dir,
                reason: TimedRefusalAt {
                    moves: arrival,
                    reason,
                },
            };
            let Some(next) = grid.neighbour(cell, dir) else {
                obs.observe(refuse(TimedRefusal::Wall));
                continue;
            };
            let ni = grid.index(next);
            if ni != target_i && walls.contains(ni) {
                obs.observe(refuse(TimedRefusal::Blocked(next)));
                continue;
            }
            // A state already reached is refused first: it was free then, and is not lost
            // whatever this path holds.
            let ns = layers.state(arrival, ni);
            if self.states.reached(ns) {
                let seen = if arrival < layers.last {
                    arrival
                } else {
                    self.late_arrival[ni]
                };
                obs.observe(refuse(TimedRefusal::Seen {
                    cell: next,
                    moves: seen,
                }));
                continue;
            }
            if self.body.reached(ni) && self.body.value(ni) > arrival {
                obs.observe(refuse(TimedRefusal::NotYetFree {
                    cell: next,
                    frees_at: self.body.value(ni),
                }));
                continue;
            }
            let held = self.held[ni];
            if held.stamp == self.expansion_no {
                obs.observe(refuse(TimedRefusal::OwnBody {
                    cell: next,
                    frees_at: held.value,
                }));
                // No path through that state can be shorter than this.
                let bound = arrival + next.manhattan(target);
                self.kept_out.push((ns as u32, bound));
                continue;
            }
            self.states.reach(ns, here, dir, ());
            if arrival >= layers.last {
                self.late_arrival[ni] = arrival;
            }
            self.queue.push((ni as u32, arrival));
            obs.observe(TimedEvent::Pushed {
                cell: next,
                from: cell,
                dir,
                key: Distance(arrival),
                more: (),
            });
        }
    }

    /// Marks the cells the path to the state `here` (reached at move `moves`) still holds at
    /// the next move: those the head left too recently to enter again.
    fn mark_held(&mut self, layers: Layers, here: usize, moves: u32) {
        self.expansion_no += 1;
        let mark = self.expansion_no;
        // The cells before this one on the path (the cell itself is no neighbour of its own).
        let (mut at, mut left) = (here, moves);
        while left > 0 && moves + 2 - left < layers.hold {
            at = self.states.parent(at);
            left -= 1;
            // A cell the path passed twice is held from its later visit.
            let cell = at % layers.cells;
            if self.held[cell].stamp != mark {
                self.held[cell] = Stamped {
                    stamp: mark,
                    value: left + layers.hold,
                };
            }
        }
    }
}

/// The fewest moves in which the head can reach `target` if only the old body's timing and
/// the walls count (the path's own body and the rule against reversing ignored): a bound no
/// legal path beats, computed layer by layer over the cells the head can be in at each move.
/// `None` when not even that reaches the target.
pub fn earliest_arrival(
    grid: &Grid,
    walls: &CellSet,
    body: &[Pos],
    rule: TailRule,
    start: Pos,
    target: Pos,
) -> Option<u32> {
    let cells = grid.cells();
    let mut free_at = vec![0; cells];
    for (cell, free) in frees_at(body, rule) {
        free_at[grid.index(cell)] = free;
    }
    let hold = hold(body.len(), rule);
    let target_i = grid.index(target);
    let mut now = CellSet::new(cells);
    now.insert(grid.index(start));
    if start == target {
        return Some(0);
    }
    let mut before = CellSet::new(cells);
    for moves in 1u32.. {
        let mut next = CellSet::new(cells);
        for ci in now.iter() {
            for (_, n) in grid.neighbours(grid.pos(ci)) {
                let ni = grid.index(n);
                if (ni == target_i || !walls.contains(ni)) && free_at[ni] <= moves {
                    next.insert(ni);
                }
            }
        }
        if next.contains(target_i) {
            return Some(moves);
        }
        // Past the old body, each layer holds the one two moves before: once it stops
        // growing, it never reaches the target.
        if next.is_empty() || (moves > hold + 1 && next == before) {
            return None;
        }
        before = std::mem::replace(&mut now, next);
    }
    None
}

#[cfg(test)]
mod tests;
