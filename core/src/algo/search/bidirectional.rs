//! Bidirectional breadth-first search: a queue from each end, a layer at a time, and the stop
//! rule: finish the layer that touched.
//!
//! One BFS grows from the start (tried straight first from the snake's heading, as
//! [`super::super::bfs`]), one from the target (tried straight first from Up, that is Up,
//! Right, Down, Left). They take turns a layer at a time (every cell of a queue at one
//! distance): the side with fewer cells waiting goes next, the other one on a tie, so a side
//! shut in a pocket is searched out before the open side spreads. The two searches touch when
//! a cell taken off one side's queue has already been seen by the other side: a path through
//! that cell is known, its length the sum of the two distances. The search does not stop at
//! the first touch: it finishes the layer and takes the shortest of that layer's touches,
//! which is a shortest path. That is the rule for any graph, where a later touch of the layer
//! can be a step shorter; on a grid it never is (every path between two cells has the parity
//! of their Manhattan distance, and the first touch is at most a step too long), and the
//! search's events show every touch of the layer with its length (`docs/ALGORITHMS.md`, 2.1b,
//! argues both).
//!
//! If either side's queue runs empty before any touch, the ends are not connected.
//!
//! On terrain (a step costing what entering its cell costs) each side is Dijkstra's search
//! over the cells, its layers those at one cost from its end, its queue kept in order of
//! that cost (a bucket per cost, as Dial's). Both sides count the cost of every cell they
//! step into, the target side walking the path backwards: a cell's cost from the target
//! counts the cell itself and not the target. Every step into a cell costs the same
//! whichever neighbour it comes from, so a side's first way into a cell is its cheapest and
//! no cell joins a side twice. A path is known at a touch (a cell taken by one side and
//! seen by the other) and at every step between a cell of one side and a cell seen by the
//! other; the search stops once the two sides' next layers' costs add up to at least the
//! best path's cost, less the target's, plus the dearest cell's: no path through cells not
//! yet expanded can then be cheaper (`docs/ALGORITHMS.md`, 2.1d, argues it).

use super::super::bfs::{BfsRefusal, straight_first};
use super::super::observer::Observer;
use super::side_queue::SideTables;
use super::{FrontierKey, FrontierKind, Key, SearchEvent, SearchTypes, Staleness};
use crate::rules::{CellSet, Dir, Grid, Pos, Terrain, entry_cost};
use std::convert::Infallible;

pub use super::key::Side;

/// An entry's key: the side whose queue it waits in and its distance from that side's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideKey {
    /// The side.
    pub side: Side,
    /// The distance from that side's end.
    pub distance: u32,
}

impl Key for SideKey {
    #[inline]
    fn frontier_key(&self) -> FrontierKey {
        FrontierKey::Distance(self.distance)
    }

    fn side(&self) -> Option<Side> {
        Some(self.side)
    }
}

/// A neighbour refused by one side (seen meaning: seen by that side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideRefusal {
    /// The side.
    pub side: Side,
    /// Why.
    pub reason: BfsRefusal,
}

/// The bidirectional search's own events, beside its queues' operations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BidirectionalOwn {
    /// `side` begins a layer: the `cells` cells of its queue at `distance` from its end.
    Layer {
        /// The side expanding.
        side: Side,
        /// Their distance from that side's end.
        distance: u32,
        /// How many cells the layer has.
        cells: u32,
    },
    /// The cell just dequeued was seen by the other side too: a path through it is known.
    Touched {
        /// The cell where the two searches meet.
        cell: Pos,
        /// Its distance from the start.
        from_start: u32,
        /// Its distance from the target.
        from_target: u32,
        /// The cost of the path through it: the two distances added, on terrain less the
        /// cell's own cost (both sides count it) and plus the target's (neither does).
        cost: u32,
        /// The cheapest path through an earlier touch, if any: this touch is the best so far
        /// if there is none or it is cheaper.
        before: Option<u32>,
    },
    /// On terrain: a step joins a cell `from` the start's side has seen to a cell the
    /// target's side has seen, a path cheaper than any known before through them.
    Bridged {
        /// The cell on the start's side.
        from: Pos,
        /// The neighbour on the target's side.
        to: Pos,
        /// The path's cost.
        cost: u32,
        /// The cheapest path known before, if any.
        before: Option<u32>,
    },
}

/// What the bidirectional search reports: a queue from each end, each cell joining a side
/// once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bidirectional {}

impl SearchTypes for Bidirectional {
    type Move = Dir;
    const FRONTIER: FrontierKind = FrontierKind::Queue;
    const STALENESS: Staleness = Staleness::Never;
    const FROM_BOTH_ENDS: bool = true;
    type Key = SideKey;
    type Start = ();
    type Skip = Infallible;
    type Push = ();
    type Refusal = SideRefusal;
    /// The meeting cell on the path.
    type Found = Pos;
    /// The side whose queue ran out.
    type Exhausted = Side;
    type Own = BidirectionalOwn;
}

/// One step of the bidirectional search, as a student should see it: the start (the start's
/// queue holds the start, the target's the target), a side beginning a layer, a cell dequeued
/// from a side and expanded, a touch, a neighbour found new by a side, a neighbour refused by
/// a side, the layer that touched finished with the shortest of its touches (`Found`, with the
/// meeting cell), or a side's queue empty with no touch (`reached`: the cells that side
/// reached).
pub type BidirectionalEvent = SearchEvent<Bidirectional>;

/// Finds a shortest path from `start` to `target` avoiding `blocked` cells, searching from both
/// ends. Returns the cells from `start` to `target`, both included.
///
/// The tables are made for this one call; a caller searching again and again keeps a
/// [`BidirectionalSpace`].
pub fn bidirectional_path<O: Observer<BidirectionalEvent>>(
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    BidirectionalSpace::new().bidirectional_path(grid, blocked, start, heading, target, obs)
}

/// What a search from both ends walks on: the board, the cells it may not enter, the terrain
/// (none: every step costs 1), the start's and the target's cell numbers.
#[derive(Clone, Copy)]
struct Ground<'a> {
    grid: &'a Grid,
    blocked: &'a CellSet,
    terrain: Option<&'a Terrain>,
    ends: [usize; 2],
}

/// The best path known: its cost, and the last cell of its start side's part and the first of
/// its target side's (one cell for a touch).
type Best = Option<(u32, usize, usize)>;

/// The bidirectional search's tables, a BFS's for each side, owned by the caller and reused
/// from one search to the next: once they fit the board, a search allocates nothing but the
/// path it returns. A copy starts empty.
#[derive(Debug, Default)]
pub struct BidirectionalSpace {
    from_start: SideTables,
    from_target: SideTables,
}

impl Clone for BidirectionalSpace {
    fn clone(&self) -> BidirectionalSpace {
        BidirectionalSpace::default()
    }
}

impl BidirectionalSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> BidirectionalSpace {
        BidirectionalSpace::default()
    }

    fn tables(&mut self, side: Side) -> (&mut SideTables, &SideTables) {
        match side {
            Side::Start => (&mut self.from_start, &self.from_target),
            Side::Target => (&mut self.from_target, &self.from_start),
        }
    }

    /// As [`bidirectional_path`], with this space's tables.
    pub fn bidirectional_path<O: Observer<BidirectionalEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        self.cheapest_path_on(grid, blocked, None, (start, heading, target), obs)
    }

    /// As [`bidirectional_path`], a step costing what entering its cell costs on `terrain`
    /// (1 without one): the cheapest path. `ends` are the start, its heading and the target.
    pub fn cheapest_path_on<O: Observer<BidirectionalEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        terrain: Option<&Terrain>,
        (start, heading, target): (Pos, Dir, Pos),
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        obs.observe(BidirectionalEvent::Start {
            start,
            heading,
            target,
            key: SideKey {
                side: Side::Start,
                distance: 0,
            },
            more: (),
        });
        let (start_i, target_i) = (grid.index(start), grid.index(target));
        let rough = terrain.filter(|t| !t.is_uniform());
        let dearest = rough.map_or(1, Terrain::max_cost);
        let width = dearest as usize + 1;
        self.from_start.begin(grid.cells(), start_i, heading, width);
        self.from_target
            .begin(grid.cells(), target_i, Dir::Up, width);
        let ground = Ground {
            grid,
            blocked,
            terrain: rough,
            ends: [start_i, target_i],
        };
        // The side that expanded the last layer (none yet: the start's goes first on a tie).
        let mut last = Side::Target;
        let mut best: Best = None;
        loop {
            if let Some((cost, a, b)) = best
                && self.may_stop(rough.is_some(), cost, entry_cost(rough, target_i), dearest)
            {
                let path = self.path_through(grid, start_i, target_i, (a, b));
                if O::WATCHING {
                    obs.observe(BidirectionalEvent::Found {
                        path: path.clone(),
                        more: grid.pos(b),
                    });
                }
                return Some(path);
            }
            let side = self.next_side(last);
            let (own, _) = self.tables(side);
            if own.waiting() == 0 {
                let reached = own.seen;
                obs.observe(BidirectionalEvent::Exhausted {
                    reached,
                    more: side,
                });
                return None;
            }
            let (distance, cells) = own.take_layer();
            obs.observe(BidirectionalEvent::Own(BidirectionalOwn::Layer {
                side,
                distance,
                cells: cells as u32,
            }));
            for _ in 0..cells {
                self.expand(ground, side, &mut best, obs);
            }
            last = side;
        }
    }

    /// Whether the best path known, of `cost`, is the cheapest: on plain ground once a layer
    /// has touched (the layer is finished by then); on terrain once the two sides' next
    /// layers' distances add up to at least the cost, less the target's own (`target_cost`),
    /// plus the dearest cell's, or a side has nothing left.
    fn may_stop(&self, rough: bool, cost: u32, target_cost: u32, dearest: u32) -> bool {
        if !rough {
            return true;
        }
        let (Some(s), Some(t)) = (
            self.from_start.next_distance(),
            self.from_target.next_distance(),
        ) else {
            return true;
        };
        s + t + target_cost >= cost + dearest
    }

    /// The side to expand next: the one with fewer cells waiting, the other than `last` on a
    /// tie.
    fn next_side(&self, last: Side) -> Side {
        let (start, target) = (self.from_start.waiting(), self.from_target.waiting());
        match start.cmp(&target) {
            std::cmp::Ordering::Less => Side::Start,
            std::cmp::Ordering::Greater => Side::Target,
            std::cmp::Ordering::Equal => last.other(),
        }
    }

    /// Takes the front cell off `side`'s queue, notes a touch if the other side has seen it,
    /// and expands it. `ends` are the start's and the target's cell numbers.
    fn expand<O: Observer<BidirectionalEvent>>(
        &mut self,
        ground: Ground<'_>,
        side: Side,
        best: &mut Best,
        obs: &mut O,
    ) {
        let Ground {
            grid,
            blocked,
            terrain,
            ends,
        } = ground;
        let (own, other) = self.tables(side);
        let ci = own.take();
        let cell = grid.pos(ci);
        let d = own.tables.value(ci);
        obs.observe(BidirectionalEvent::Taken {
            cell,
            key: SideKey { side, distance: d },
        });
        // A path's cost: both sides counted the meeting cell, neither the target.
        let through = |a: u32, b: u32, meet: usize| {
            a + b + entry_cost(terrain, ends[1]) - entry_cost(terrain, meet)
        };
        if other.tables.reached(ci) {
            let theirs = other.tables.value(ci);
            let cost = through(d, theirs, ci);
            let before = best.map(|(b, ..)| b);
            if before.is_none_or(|b| cost < b) {
                *best = Some((cost, ci, ci));
            }
            let (from_start, from_target) = match side {
                Side::Start => (d, theirs),
                Side::Target => (theirs, d),
            };
            obs.observe(BidirectionalEvent::Own(BidirectionalOwn::Touched {
                cell,
                from_start,
                from_target,
                cost,
                before,
            }));
        }
        // The far end counts as free for each side, as the target does for BFS.
        let far_end = match side {
            Side::Start => ends[1],
            Side::Target => ends[0],
        };
        for dir in straight_first(own.tables.entered(ci)) {
            let refuse = |reason| BidirectionalEvent::Refused {
                from: cell,
                dir,
                reason: SideRefusal { side, reason },
            };
            let Some(next) = grid.neighbour(cell, dir) else {
                obs.observe(refuse(BfsRefusal::Wall));
                continue;
            };
            let ni = grid.index(next);
            if ni != far_end && blocked.contains(ni) {
                obs.observe(refuse(BfsRefusal::Blocked(next)));
                continue;
            }
            // On terrain a step to a cell the other side has seen is a path: the rule to stop
            // needs every one of them.
            if terrain.is_some() && other.tables.reached(ni) {
                // Each side's distance counts its own cell of the step; the target is left.
                let cost = d + other.tables.value(ni) + entry_cost(terrain, ends[1]);
                let before = best.map(|(b, ..)| b);
                if before.is_none_or(|b| cost < b) {
                    let (a, b) = match side {
                        Side::Start => (ci, ni),
                        Side::Target => (ni, ci),
                    };
                    *best = Some((cost, a, b));
                    obs.observe(BidirectionalEvent::Own(BidirectionalOwn::Bridged {
                        from: grid.pos(a),
                        to: grid.pos(b),
                        cost,
                        before,
                    }));
                }
            }
            if own.tables.reached(ni) {
                obs.observe(refuse(BfsRefusal::Seen(next, own.tables.value(ni))));
                continue;
            }
            let distance = d + entry_cost(terrain, ni);
            own.reach(ni, ci, dir, distance);
            obs.observe(BidirectionalEvent::Pushed {
                cell: next,
                from: cell,
                dir,
                key: SideKey { side, distance },
                more: (),
            });
        }
    }

    /// The start side's path to `a`, then the target side's from `b` on (`a` and `b` the same
    /// cell, or neighbours).
    fn path_through(
        &self,
        grid: &Grid,
        start: usize,
        target: usize,
        (a, b): (usize, usize),
    ) -> Vec<Pos> {
        let from_start = &self.from_start.tables;
        let mut path = from_start.walk_back(start, a, 0, |i| grid.pos(i));
        if b != a {
            path.push(grid.pos(b));
        }
        let mut at = b;
        while at != target {
            at = self.from_target.tables.parent(at);
            path.push(grid.pos(at));
        }
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::algo::bfs::distances;

    fn open(w: i64, h: i64) -> (Grid, CellSet) {
        let g = Grid::new(w, h).unwrap();
        let c = g.cells();
        (g, CellSet::new(c))
    }

    #[test]
    fn the_sides_take_turns_a_layer_each_and_meet_in_the_middle() {
        // A corridor: the bottom row is walled off.
        let (g, mut blocked) = open(7, 2);
        for x in 0..7 {
            blocked.insert(g.index(Pos::new(x, 1)));
        }
        let mut events = Vec::new();
        let path = bidirectional_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(6, 0),
            &mut events,
        )
        .unwrap();
        assert_eq!(path.len(), 7);
        let layers: Vec<(Side, u32)> = events
            .iter()
            .filter_map(|e| match e {
                BidirectionalEvent::Own(BidirectionalOwn::Layer { side, distance, .. }) => {
                    Some((*side, *distance))
                }
                _ => None,
            })
            .collect();
        use Side::{Start as S, Target as T};
        assert_eq!(
            layers,
            [(S, 0), (T, 0), (S, 1), (T, 1), (S, 2), (T, 2), (S, 3)]
        );
        assert!(matches!(
            events.last(),
            Some(BidirectionalEvent::Found { more: cell, .. }) if *cell == Pos::new(3, 0)
        ));
    }

    #[test]
    fn a_start_on_the_target_is_a_path_of_one_cell() {
        let (g, blocked) = open(3, 3);
        let p = Pos::new(1, 1);
        let path = bidirectional_path(&g, &blocked, p, Dir::Up, p, &mut Ignore);
        assert_eq!(path, Some(vec![p]));
    }

    #[test]
    fn separated_ends_exhaust_the_smaller_side() {
        let (g, mut blocked) = open(4, 3);
        for y in 0..3 {
            blocked.insert(g.index(Pos::new(1, y)));
        }
        let mut events = Vec::new();
        let path = bidirectional_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Down,
            Pos::new(3, 2),
            &mut events,
        );
        assert_eq!(path, None);
        assert_eq!(
            events.last(),
            Some(&BidirectionalEvent::Exhausted {
                more: Side::Start,
                reached: 3
            })
        );
    }

    #[test]
    fn the_path_is_as_short_as_bfs_s_and_a_reused_space_replays() {
        let (g, mut blocked) = open(6, 6);
        for c in [(2, 0), (2, 1), (2, 2), (4, 3), (4, 4), (4, 5), (1, 4)] {
            blocked.insert(g.index(Pos::from(c)));
        }
        let (start, target) = (Pos::new(0, 0), Pos::new(5, 5));
        let mut events = Vec::new();
        let path = bidirectional_path(&g, &blocked, start, Dir::Right, target, &mut events)
            .expect("a path");
        assert_eq!(
            Some(path.len() as u32 - 1),
            distances(&g, &blocked, start)[g.index(target)]
        );
        let mut space = BidirectionalSpace::new();
        for _ in 0..2 {
            let mut again = Vec::new();
            space.bidirectional_path(&g, &blocked, start, Dir::Right, target, &mut again);
            assert_eq!(events, again);
        }
    }
}
