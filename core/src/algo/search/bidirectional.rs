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

use super::super::bfs::{BfsRefusal, straight_first};
use super::super::observer::Observer;
use super::walk_back;
use crate::rules::{CellSet, Dir, Grid, Pos};

/// Which end a side of the search grows from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The search from the start (the head).
    Start,
    /// The search from the target.
    Target,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Start => Side::Target,
            Side::Target => Side::Start,
        }
    }
}

/// One step of the bidirectional search, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BidirectionalEvent {
    /// The search starts: the start's queue holds `start`, the target's `target`.
    Start {
        /// The first cell (the head).
        start: Pos,
        /// The direction tried first from the start.
        heading: Dir,
        /// The cell sought.
        target: Pos,
    },
    /// `side` begins a layer: the `cells` cells of its queue at `distance` from its end.
    Layer {
        /// The side expanding.
        side: Side,
        /// Their distance from that side's end.
        distance: u32,
        /// How many cells the layer has.
        cells: u32,
    },
    /// `cell` leaves `side`'s queue and is expanded.
    Dequeued {
        /// The side.
        side: Side,
        /// The cell.
        cell: Pos,
        /// Its distance from that side's end.
        distance: u32,
    },
    /// The cell just dequeued was seen by the other side too: a path through it is known.
    Touched {
        /// The cell where the two searches meet.
        cell: Pos,
        /// Its distance from the start.
        from_start: u32,
        /// Its distance from the target.
        from_target: u32,
        /// The shortest path through an earlier touch, if any: this touch is the best so far
        /// if there is none or it is shorter.
        before: Option<u32>,
    },
    /// A neighbour is free and new to `side`: it joins that side's queue.
    Discovered {
        /// The side.
        side: Side,
        /// The new cell.
        cell: Pos,
        /// Its parent on that side, the cell being expanded.
        from: Pos,
        /// The move from the parent.
        dir: Dir,
        /// Its distance from that side's end.
        distance: u32,
    },
    /// A neighbour is refused by `side` (seen meaning: seen by that side).
    Refused {
        /// The side.
        side: Side,
        /// The cell being expanded.
        from: Pos,
        /// The move tried.
        dir: Dir,
        /// Why.
        reason: BfsRefusal,
    },
    /// The layer that touched is finished: the shortest of its touches is the path.
    Met {
        /// The meeting cell on the path.
        cell: Pos,
        /// The path from the start to the target, both included.
        path: Vec<Pos>,
    },
    /// `side`'s queue is empty and the searches never touched: no path.
    Exhausted {
        /// The side that ran out.
        side: Side,
        /// How many cells that side reached.
        reached: u32,
    },
}

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

/// One side's tables: a BFS's.
#[derive(Debug, Default)]
struct SideTables {
    stamp: Vec<u32>,
    parent: Vec<u32>,
    entered: Vec<Dir>,
    dist: Vec<u32>,
    queue: Vec<u32>,
    /// The queue's front: `queue[head..]` waits.
    head: usize,
}

impl SideTables {
    fn new(cells: usize) -> SideTables {
        SideTables {
            stamp: vec![0; cells],
            parent: vec![0; cells],
            entered: vec![Dir::Up; cells],
            dist: vec![0; cells],
            queue: Vec::with_capacity(cells),
            head: 0,
        }
    }

    fn begin(&mut self, no: u32, origin: usize, entered: Dir) {
        self.queue.clear();
        self.head = 0;
        self.stamp[origin] = no;
        self.parent[origin] = origin as u32;
        self.entered[origin] = entered;
        self.dist[origin] = 0;
        self.queue.push(origin as u32);
    }
}

/// The bidirectional search's tables, a BFS's for each side, owned by the caller and reused
/// from one search to the next: once they fit the board, a search allocates nothing but the
/// path it returns. A copy starts empty.
#[derive(Debug, Default)]
pub struct BidirectionalSpace {
    search_no: u32,
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

    fn fit(&mut self, cells: usize) {
        if self.from_start.stamp.len() < cells || self.search_no == u32::MAX {
            *self = BidirectionalSpace {
                search_no: 0,
                from_start: SideTables::new(cells),
                from_target: SideTables::new(cells),
            };
        }
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
        obs.observe(BidirectionalEvent::Start {
            start,
            heading,
            target,
        });
        self.fit(grid.cells());
        self.search_no += 1;
        let no = self.search_no;
        let (start_i, target_i) = (grid.index(start), grid.index(target));
        self.from_start.begin(no, start_i, heading);
        self.from_target.begin(no, target_i, Dir::Up);
        // The side that expanded the last layer (none yet: the start's goes first on a tie).
        let mut last = Side::Target;
        // The best touch so far: its length and its cell.
        let mut best: Option<(u32, usize)> = None;
        loop {
            let side = self.next_side(last);
            let (own, _) = self.tables(side);
            let waiting = own.queue.len() - own.head;
            if waiting == 0 {
                let reached = own.queue.len() as u32;
                obs.observe(BidirectionalEvent::Exhausted { side, reached });
                return None;
            }
            let distance = own.dist[own.queue[own.head] as usize];
            obs.observe(BidirectionalEvent::Layer {
                side,
                distance,
                cells: waiting as u32,
            });
            for _ in 0..waiting {
                self.expand(grid, blocked, side, [start_i, target_i], &mut best, obs);
            }
            if let Some((_, meet)) = best {
                let path = self.path_through(grid, start_i, target_i, meet);
                if O::WATCHING {
                    obs.observe(BidirectionalEvent::Met {
                        cell: grid.pos(meet),
                        path: path.clone(),
                    });
                }
                return Some(path);
            }
            last = side;
        }
    }

    /// The side to expand next: the one with fewer cells waiting, the other than `last` on a
    /// tie.
    fn next_side(&self, last: Side) -> Side {
        let waiting = |t: &SideTables| t.queue.len() - t.head;
        let (start, target) = (waiting(&self.from_start), waiting(&self.from_target));
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
        grid: &Grid,
        blocked: &CellSet,
        side: Side,
        ends: [usize; 2],
        best: &mut Option<(u32, usize)>,
        obs: &mut O,
    ) {
        let no = self.search_no;
        let (own, other) = self.tables(side);
        let ci = own.queue[own.head] as usize;
        own.head += 1;
        let cell = grid.pos(ci);
        let d = own.dist[ci];
        obs.observe(BidirectionalEvent::Dequeued {
            side,
            cell,
            distance: d,
        });
        if other.stamp[ci] == no {
            let length = d + other.dist[ci];
            let before = best.map(|(b, _)| b);
            if before.is_none_or(|b| length < b) {
                *best = Some((length, ci));
            }
            let (from_start, from_target) = match side {
                Side::Start => (d, other.dist[ci]),
                Side::Target => (other.dist[ci], d),
            };
            obs.observe(BidirectionalEvent::Touched {
                cell,
                from_start,
                from_target,
                before,
            });
        }
        // The far end counts as free for each side, as the target does for BFS.
        let far_end = match side {
            Side::Start => ends[1],
            Side::Target => ends[0],
        };
        for dir in straight_first(own.entered[ci]) {
            let refuse = |reason| BidirectionalEvent::Refused {
                side,
                from: cell,
                dir,
                reason,
            };
            let Some(next) = grid.neighbour(cell, dir) else {
                obs.observe(refuse(BfsRefusal::Wall));
                continue;
            };
            let ni = grid.index(next);
            if own.stamp[ni] == no {
                obs.observe(refuse(BfsRefusal::Seen(next, own.dist[ni])));
                continue;
            }
            if ni != far_end && blocked.contains(ni) {
                obs.observe(refuse(BfsRefusal::Blocked(next)));
                continue;
            }
            own.stamp[ni] = no;
            own.parent[ni] = ci as u32;
            own.entered[ni] = dir;
            own.dist[ni] = d + 1;
            own.queue.push(ni as u32);
            obs.observe(BidirectionalEvent::Discovered {
                side,
                cell: next,
                from: cell,
                dir,
                distance: d + 1,
            });
        }
    }

    /// The start side's path to `meet`, then the target side's from `meet` on.
    fn path_through(&self, grid: &Grid, start: usize, target: usize, meet: usize) -> Vec<Pos> {
        let mut path = walk_back(grid, &self.from_start.parent, start, meet);
        let mut at = meet;
        while at != target {
            at = self.from_target.parent[at] as usize;
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
                BidirectionalEvent::Layer { side, distance, .. } => Some((*side, *distance)),
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
            Some(BidirectionalEvent::Met { cell, .. }) if *cell == Pos::new(3, 0)
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
                side: Side::Start,
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
