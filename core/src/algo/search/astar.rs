//! A*: the shortest path, guided by the Manhattan distance to the target.
//!
//! A priority queue on f = g + h, where g is the steps from the start along the best path
//! known and h the Manhattan distance to the target. Ties on f go to the larger g (the entry
//! nearer the target by its own estimate), then to the entry pushed first. A neighbour is
//! pushed when it is new or reached by a shorter way than before (its older entry then stays
//! in the queue, stale, and is skipped when popped as a cell already expanded). The search
//! stops when the target is popped.
//!
//! On a 4-neighbour grid a move changes the Manhattan distance by exactly one, so h never
//! drops by more than the step costs (h is consistent): f never decreases along a path, a
//! cell's g is final when it is first popped, no cell is expanded twice, and the path is
//! shortest (`docs/ALGORITHMS.md`, 2.1b).

use super::super::bfs::straight_first;
use super::super::observer::Observer;
use super::priority::MinQueue;
use super::walk_back;
use crate::rules::{CellSet, Dir, Grid, Pos};
use std::cmp::Reverse;

/// Why a neighbour was not pushed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AStarRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is blocked (the snake's body, a wall of the search board).
    Blocked(Pos),
    /// The cell was already reached in at most as many steps.
    NoShorter {
        /// The cell.
        cell: Pos,
        /// The steps this way.
        g: u32,
        /// The steps it is known at.
        known: u32,
    },
}

/// One step of A*, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AStarEvent {
    /// The search starts at `start`, heading `heading`, looking for `target`.
    Start {
        /// The first cell (the head).
        start: Pos,
        /// The direction tried first from the start.
        heading: Dir,
        /// The cell sought.
        target: Pos,
        /// The start's Manhattan distance to the target.
        h: u32,
    },
    /// The entry with the lowest f (the larger g among equals) leaves the frontier: `cell` is
    /// expanded.
    Popped {
        /// The cell.
        cell: Pos,
        /// Its steps from the start.
        g: u32,
        /// Its Manhattan distance to the target; f = g + h.
        h: u32,
    },
    /// The entry leaving the frontier is an older one of a cell already expanded: skipped.
    Skipped {
        /// The cell.
        cell: Pos,
        /// The entry's g.
        g: u32,
        /// The cell's h.
        h: u32,
    },
    /// A neighbour is new or reached in fewer steps: pushed with its f = g + h.
    Pushed {
        /// The cell.
        cell: Pos,
        /// Its parent, the cell being expanded.
        from: Pos,
        /// The move from the parent.
        dir: Dir,
        /// Its steps from the start this way.
        g: u32,
        /// Its Manhattan distance to the target.
        h: u32,
    },
    /// A neighbour is refused.
    Refused {
        /// The cell being expanded.
        from: Pos,
        /// The move tried.
        dir: Dir,
        /// Why.
        reason: AStarRefusal,
    },
    /// The target was popped; the path follows the parents back to the start.
    Found {
        /// The path from the start to the target, both included.
        path: Vec<Pos>,
    },
    /// The frontier emptied before the target was reached.
    Exhausted {
        /// How many cells the search expanded.
        reached: u32,
    },
}

/// The order of A*'s frontier: the lowest f first, then the larger g.
type Priority = (u32, Reverse<u32>);

/// Finds a shortest path from `start` to `target` avoiding `blocked` cells, guided by the
/// Manhattan distance. Returns the cells from `start` to `target`, both included.
///
/// The tables are made for this one call; a caller searching again and again keeps an
/// [`AStarSpace`].
pub fn astar_path<O: Observer<AStarEvent>>(
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    AStarSpace::new().astar_path(grid, blocked, start, heading, target, obs)
}

/// A*'s tables, owned by the caller and reused from one search to the next: once they fit
/// the board, a search allocates nothing but the path it returns. A cell's entries are valid
/// only if its stamp is the current search's number; a copy starts empty.
#[derive(Debug, Default)]
pub struct AStarSpace {
    search_no: u32,
    seen: Vec<u32>,
    expanded: Vec<u32>,
    g: Vec<u32>,
    parent: Vec<u32>,
    entered: Vec<Dir>,
    frontier: MinQueue<Priority>,
}

impl Clone for AStarSpace {
    fn clone(&self) -> AStarSpace {
        AStarSpace::default()
    }
}

impl AStarSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> AStarSpace {
        AStarSpace::default()
    }

    fn fit(&mut self, cells: usize) {
        if self.seen.len() < cells || self.search_no == u32::MAX {
            *self = AStarSpace {
                search_no: 0,
                seen: vec![0; cells],
                expanded: vec![0; cells],
                g: vec![0; cells],
                parent: vec![0; cells],
                entered: vec![Dir::Up; cells],
                frontier: MinQueue::default(),
            };
        }
    }

    /// As [`astar_path`], with this space's tables.
    pub fn astar_path<O: Observer<AStarEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let h = start.manhattan(target);
        obs.observe(AStarEvent::Start {
            start,
            heading,
            target,
            h,
        });
        self.fit(grid.cells());
        self.search_no += 1;
        let no = self.search_no;
        let (start_i, target_i) = (grid.index(start), grid.index(target));
        self.frontier.clear();
        self.seen[start_i] = no;
        self.g[start_i] = 0;
        self.parent[start_i] = start_i as u32;
        self.entered[start_i] = heading;
        self.frontier.push((h, Reverse(0)), start_i as u32);
        let mut reached = 0;
        while let Some(((f, Reverse(g)), ci)) = self.frontier.pop() {
            let ci = ci as usize;
            let cell = grid.pos(ci);
            let h = f - g;
            if self.expanded[ci] == no {
                obs.observe(AStarEvent::Skipped { cell, g, h });
                continue;
            }
            self.expanded[ci] = no;
            reached += 1;
            obs.observe(AStarEvent::Popped { cell, g, h });
            if ci == target_i {
                let path = walk_back(grid, &self.parent, start_i, target_i);
                if O::WATCHING {
                    obs.observe(AStarEvent::Found { path: path.clone() });
                }
                return Some(path);
            }
            for dir in straight_first(self.entered[ci]) {
                let refuse = |reason| AStarEvent::Refused {
                    from: cell,
                    dir,
                    reason,
                };
                let Some(next) = grid.neighbour(cell, dir) else {
                    obs.observe(refuse(AStarRefusal::Wall));
                    continue;
                };
                let ni = grid.index(next);
                if ni != target_i && blocked.contains(ni) {
                    obs.observe(refuse(AStarRefusal::Blocked(next)));
                    continue;
                }
                let new = g + 1;
                if self.seen[ni] == no && self.g[ni] <= new {
                    obs.observe(refuse(AStarRefusal::NoShorter {
                        cell: next,
                        g: new,
                        known: self.g[ni],
                    }));
                    continue;
                }
                let h = next.manhattan(target);
                self.seen[ni] = no;
                self.g[ni] = new;
                self.parent[ni] = ci as u32;
                self.entered[ni] = dir;
                self.frontier.push((new + h, Reverse(new)), ni as u32);
                obs.observe(AStarEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    g: new,
                    h,
                });
            }
        }
        obs.observe(AStarEvent::Exhausted { reached });
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::algo::bfs::distances;

    #[test]
    fn on_an_open_board_it_goes_straight_to_the_target() {
        let g = Grid::new(8, 8).unwrap();
        let blocked = CellSet::new(g.cells());
        let mut events = Vec::new();
        let path = astar_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(7, 7),
            &mut events,
        )
        .unwrap();
        assert_eq!(path.len(), 15);
        // Ties on f go to the larger g: only the path's own cells are expanded.
        let popped = events
            .iter()
            .filter(|e| matches!(e, AStarEvent::Popped { .. }))
            .count();
        assert_eq!(popped, 15);
    }

    #[test]
    fn round_a_wall_it_finds_the_shortest_path_expanding_no_cell_twice() {
        let g = Grid::new(7, 4).unwrap();
        let mut blocked = CellSet::new(g.cells());
        for x in 1..7 {
            blocked.insert(g.index(Pos::new(x, 1)));
        }
        let (start, target) = (Pos::new(5, 0), Pos::new(5, 2));
        let mut events = Vec::new();
        let path = astar_path(&g, &blocked, start, Dir::Right, target, &mut events).unwrap();
        assert_eq!(
            Some(path.len() as u32 - 1),
            distances(&g, &blocked, start)[g.index(target)]
        );
        let mut expanded = CellSet::new(g.cells());
        for e in &events {
            if let AStarEvent::Popped { cell, .. } = e {
                assert!(expanded.insert(g.index(*cell)), "{cell} expanded twice");
            }
        }
        let mut space = AStarSpace::new();
        let again = space.astar_path(&g, &blocked, start, Dir::Right, target, &mut Ignore);
        assert_eq!(again, Some(path));
    }

    #[test]
    fn a_cell_reached_in_fewer_steps_leaves_a_stale_entry_that_is_skipped() {
        // . . . .
        // . # # .
        // . . . #      S = (0, 3) heading Down, T = (3, 1)
        // S . . .
        // . . . .
        let g = Grid::new(4, 5).unwrap();
        let mut blocked = CellSet::new(g.cells());
        for c in [(1, 1), (2, 1), (3, 2)] {
            blocked.insert(g.index(Pos::from(c)));
        }
        let mut events = Vec::new();
        let (start, target) = (Pos::new(0, 3), Pos::new(3, 1));
        let path = astar_path(&g, &blocked, start, Dir::Down, target, &mut events).unwrap();
        let skipped: Vec<Pos> = events
            .iter()
            .filter_map(|e| match e {
                AStarEvent::Skipped { cell, .. } => Some(*cell),
                _ => None,
            })
            .collect();
        assert!(!skipped.is_empty());
        // Each skipped cell was pushed twice, the second time with a smaller g.
        for cell in skipped {
            let gs: Vec<u32> = events
                .iter()
                .filter_map(|e| match e {
                    AStarEvent::Pushed { cell: c, g, .. } if *c == cell => Some(*g),
                    _ => None,
                })
                .collect();
            assert!(
                gs.len() >= 2 && gs.windows(2).all(|w| w[1] < w[0]),
                "{cell}: {gs:?}"
            );
        }
        assert_eq!(
            Some(path.len() as u32 - 1),
            distances(&g, &blocked, start)[g.index(target)]
        );
    }
}
