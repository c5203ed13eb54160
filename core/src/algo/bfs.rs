//! Shortest path by breadth-first search that prefers going straight.
//!
//! From the start, cells are dequeued in order of distance. Each dequeued cell tries its
//! neighbours in a fixed order: first the direction by which the search entered it (for the
//! start, the snake's heading), then Up, Right, Down, Left. A neighbour joins the frontier if
//! it is on the board, not blocked (the target always counts as free) and not seen before; its
//! parent is the cell that found it first. The search stops when the target is dequeued.
//! Trying the straight move first makes the path turn as late and as rarely as the distances
//! allow, which leaves fewer isolated holes behind the snake.

use super::observer::Observer;
use super::search::{Distance, FrontierKind, SearchEvent, SearchTypes, Staleness, Tables};
use crate::rules::{CellSet, Dir, Grid, Pos};
use std::convert::Infallible;

/// Why a neighbour did not join the frontier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BfsRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is blocked (the snake's body).
    Blocked(Pos),
    /// The cell was already found, at the given distance.
    Seen(Pos, u32),
}

/// What breadth-first search reports: a queue keyed by distance, each cell joining once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bfs {}

impl SearchTypes for Bfs {
    type Move = Dir;
    const FRONTIER: FrontierKind = FrontierKind::Queue;
    const STALENESS: Staleness = Staleness::Never;
    type Key = Distance;
    type Start = ();
    type Skip = Infallible;
    type Push = ();
    type Refusal = BfsRefusal;
    type Found = ();
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of the search, as a student should see it: the start, a cell dequeued
/// ([`SearchEvent::Taken`], at its distance), a neighbour found free and new
/// ([`SearchEvent::Pushed`] to the back of the queue), a neighbour refused, the path found,
/// or the queue empty (`reached`: the cells the search reached).
pub type BfsEvent = SearchEvent<Bfs>;

/// The neighbour order for a cell entered by `entered`: that direction, then the others in
/// the order Up, Right, Down, Left.
pub fn straight_first(entered: Dir) -> [Dir; 4] {
    let mut order = [entered; 4];
    let mut k = 1;
    for d in Dir::ALL {
        if d != entered {
            order[k] = d;
            k += 1;
        }
    }
    order
}

/// Finds a shortest path from `start` to `target` avoiding `blocked` cells, preferring to go
/// straight. Returns the cells from `start` to `target`, both included.
///
/// The search's tables are made for this one call: a caller that searches again and again
/// (a solver) keeps a [`BfsSpace`] and calls [`BfsSpace::shortest_path`] instead.
pub fn shortest_path<O: Observer<BfsEvent>>(
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    BfsSpace::new().shortest_path(grid, blocked, start, heading, target, obs)
}

/// The search's per-cell tables ([`Tables`]: stamps, parents, the move that entered, the
/// distance) and its queue, owned by the caller and reused from one search to the next: once
/// they fit the board, a search allocates nothing but the path it returns. A copy starts
/// empty.
#[derive(Debug, Default)]
pub struct BfsSpace {
    tables: Tables<u32>,
    queue: Vec<u32>,
}

impl Clone for BfsSpace {
    fn clone(&self) -> BfsSpace {
        BfsSpace::default()
    }
}

impl BfsSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> BfsSpace {
        BfsSpace::default()
    }

    /// As [`shortest_path`], with this space's tables.
    pub fn shortest_path<O: Observer<BfsEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        obs.observe(BfsEvent::Start {
            start,
            heading,
            target,
            key: Distance(0),
            more: (),
        });
        self.search(grid, blocked, start, heading, target, obs)
    }

    fn search<O: Observer<BfsEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let t = &mut self.tables;
        t.begin(grid.cells());
        let start_i = grid.index(start);
        let target_i = grid.index(target);
        self.queue.clear();
        t.reach(start_i, start_i, heading, 0);
        self.queue.push(start_i as u32);
        let mut head = 0;
        while head < self.queue.len() {
            let ci = self.queue[head] as usize;
            head += 1;
            let cell = grid.pos(ci);
            let d = t.value(ci);
            obs.observe(BfsEvent::Taken {
                cell,
                key: Distance(d),
            });
            if ci == target_i {
                let path = t.walk_back(start_i, target_i, d as usize, |i| grid.pos(i));
                if O::WATCHING {
                    obs.observe(BfsEvent::Found {
                        path: path.clone(),
                        more: (),
                    });
                }
                return Some(path);
            }
            for dir in straight_first(t.entered(ci)) {
                let refuse = |reason| BfsEvent::Refused {
                    from: cell,
                    dir,
                    reason,
                };
                let Some(next) = grid.neighbour(cell, dir) else {
                    obs.observe(refuse(BfsRefusal::Wall));
                    continue;
                };
                let ni = grid.index(next);
                if t.reached(ni) {
                    obs.observe(refuse(BfsRefusal::Seen(next, t.value(ni))));
                    continue;
                }
                if ni != target_i && blocked.contains(ni) {
                    obs.observe(refuse(BfsRefusal::Blocked(next)));
                    continue;
                }
                t.reach(ni, ci, dir, d + 1);
                self.queue.push(ni as u32);
                obs.observe(BfsEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key: Distance(d + 1),
                    more: (),
                });
            }
        }
        obs.observe(BfsEvent::Exhausted {
            reached: self.queue.len() as u32,
            more: (),
        });
        None
    }
}

/// Distances from `start` to every cell reachable through unblocked cells, `None` elsewhere:
/// the plain breadth-first search the tests measure [`shortest_path`] against.
pub fn distances(grid: &Grid, blocked: &CellSet, start: Pos) -> Vec<Option<u32>> {
    let mut dist = vec![None; grid.cells()];
    dist[grid.index(start)] = Some(0);
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        let d = dist[grid.index(cell)].unwrap_or(0);
        for (_, n) in grid.neighbours(cell) {
            let ni = grid.index(n);
            if dist[ni].is_none() && !blocked.contains(ni) {
                dist[ni] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::observer::Ignore;

    fn open(w: i64, h: i64) -> (Grid, CellSet) {
        let g = Grid::new(w, h).unwrap();
        let c = g.cells();
        (g, CellSet::new(c))
    }

    #[test]
    fn the_path_goes_straight_before_it_turns() {
        let (g, blocked) = open(6, 6);
        let path = shortest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(3, 2),
            &mut Ignore,
        )
        .unwrap();
        let expect: Vec<Pos> = [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1), (3, 2)]
            .into_iter()
            .map(Pos::from)
            .collect();
        assert_eq!(path, expect);
        let down = shortest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Down,
            Pos::new(3, 2),
            &mut Ignore,
        )
        .unwrap();
        assert_eq!(down[1], Pos::new(0, 1));
        assert_eq!(down[2], Pos::new(0, 2));
        assert_eq!(down.len(), 6);
    }

    #[test]
    fn blocked_cells_are_avoided_but_the_target_is_not() {
        let (g, mut blocked) = open(3, 3);
        for x in 0..2 {
            blocked.insert(g.index(Pos::new(x, 1)));
        }
        blocked.insert(g.index(Pos::new(0, 2)));
        let p = shortest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(0, 2),
            &mut Ignore,
        )
        .unwrap();
        assert_eq!(p.len(), 7);
        assert!(
            p[1..p.len() - 1]
                .iter()
                .all(|c| !blocked.contains(g.index(*c)))
        );
    }

    #[test]
    fn no_path_is_reported_with_the_cells_reached() {
        let (g, mut blocked) = open(3, 3);
        blocked.insert(g.index(Pos::new(1, 0)));
        blocked.insert(g.index(Pos::new(0, 1)));
        let mut events = Vec::new();
        assert!(
            shortest_path(
                &g,
                &blocked,
                Pos::new(0, 0),
                Dir::Right,
                Pos::new(2, 2),
                &mut events
            )
            .is_none()
        );
        assert_eq!(
            events.last(),
            Some(&BfsEvent::Exhausted {
                reached: 1,
                more: ()
            })
        );
    }

    /// Runs a search of its own, from each cell the watched search dequeues back to a corner.
    struct SearchingWatcher {
        grid: Grid,
        blocked: CellSet,
        space: BfsSpace,
        found: Vec<usize>,
    }

    impl Observer<BfsEvent> for SearchingWatcher {
        fn observe(&mut self, event: BfsEvent) {
            if let BfsEvent::Taken { cell, .. } = event {
                let corner = Pos::new(0, 0);
                let own = self.space.shortest_path(
                    &self.grid,
                    &self.blocked,
                    cell,
                    Dir::Up,
                    corner,
                    &mut Ignore,
                );
                let fresh = shortest_path(
                    &self.grid,
                    &self.blocked,
                    cell,
                    Dir::Up,
                    corner,
                    &mut Ignore,
                );
                assert_eq!(own, fresh);
                self.found.extend(own.map(|p| p.len()));
            }
        }
    }

    #[test]
    fn an_observer_may_run_searches_while_it_watches_one() {
        let (g, blocked) = open(4, 4);
        let mut watcher = SearchingWatcher {
            grid: g,
            blocked: blocked.clone(),
            space: BfsSpace::new(),
            found: Vec::new(),
        };
        let mut space = BfsSpace::new();
        let watched = space.shortest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(3, 3),
            &mut watcher,
        );
        let unwatched = shortest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(3, 3),
            &mut Ignore,
        );
        assert_eq!(watched, unwatched);
        // Every cell is dequeued once the target, the far corner, is; each inner search found
        // its way back to (0, 0): one cell more than the Manhattan distance.
        assert_eq!(watcher.found.len(), 16);
        assert_eq!(watcher.found.first(), Some(&1));
        assert_eq!(watcher.found.last(), Some(&7));
    }

    #[test]
    fn a_space_reused_across_boards_finds_what_a_fresh_one_finds() {
        let mut space = BfsSpace::new();
        for (w, h) in [(6, 6), (3, 3), (8, 5), (2, 2), (8, 5)] {
            let (g, mut blocked) = open(w, h);
            blocked.insert(g.index(Pos::new(1, 1)));
            let target = Pos::new(g.width() - 1, g.height() - 1);
            for heading in Dir::ALL {
                let mut reused = Vec::new();
                let mut fresh = Vec::new();
                let a =
                    space.shortest_path(&g, &blocked, Pos::new(0, 0), heading, target, &mut reused);
                let b = shortest_path(&g, &blocked, Pos::new(0, 0), heading, target, &mut fresh);
                assert_eq!(a, b, "{w}x{h} heading {heading}");
                assert_eq!(reused, fresh, "{w}x{h} heading {heading}");
            }
        }
    }

    #[test]
    fn events_follow_the_textbook() {
        let (g, blocked) = open(3, 2);
        let mut events = Vec::new();
        shortest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(1, 0),
            &mut events,
        );
        assert_eq!(
            events[1],
            BfsEvent::Taken {
                cell: Pos::new(0, 0),
                key: Distance(0)
            }
        );
        assert_eq!(
            events[2],
            BfsEvent::Pushed {
                cell: Pos::new(1, 0),
                from: Pos::new(0, 0),
                dir: Dir::Right,
                key: Distance(1),
                more: ()
            }
        );
        assert!(matches!(events.last(), Some(BfsEvent::Found { path, .. }) if path.len() == 2));
    }
}
