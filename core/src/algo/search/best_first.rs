//! Greedy best-first search: always expand the cell that looks nearest the target.
//!
//! BFS's loop with its queue replaced by a priority queue on h, the Manhattan distance to the
//! target; cells with equal h leave in the order they were found. A neighbour joins the
//! frontier once, the first time it is found, with the cell being expanded as its parent.
//! The search stops when the target is popped.
//!
//! It heads straight for the target and expands few cells on an open board, but h ignores the
//! steps already taken: round an obstacle it can follow a long way and return a path far
//! longer than the shortest (`docs/ALGORITHMS.md`, 2.1b).

use super::super::bfs::straight_first;
use super::super::observer::Observer;
use super::priority::MinQueue;
use super::walk_back;
use crate::rules::{CellSet, Dir, Grid, Pos};

/// Why a neighbour did not join the frontier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BestFirstRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is blocked (the snake's body, a wall of the search board).
    Blocked(Pos),
    /// The cell was already found.
    Seen(Pos),
}

/// One step of the greedy best-first search, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BestFirstEvent {
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
    /// The cell with the lowest h leaves the frontier and is expanded.
    Popped {
        /// The cell.
        cell: Pos,
        /// Its Manhattan distance to the target.
        h: u32,
    },
    /// A neighbour is free and new: it joins the frontier by its h.
    Discovered {
        /// The new cell.
        cell: Pos,
        /// Its parent, the cell being expanded.
        from: Pos,
        /// The move from the parent.
        dir: Dir,
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
        reason: BestFirstRefusal,
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

/// Finds a path (not always the shortest) from `start` to `target` avoiding `blocked` cells,
/// expanding the cell nearest the target first. Returns the cells from `start` to `target`,
/// both included.
///
/// The tables are made for this one call; a caller searching again and again keeps a
/// [`BestFirstSpace`].
pub fn best_first_path<O: Observer<BestFirstEvent>>(
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    BestFirstSpace::new().best_first_path(grid, blocked, start, heading, target, obs)
}

/// The greedy best-first search's tables, owned by the caller and reused from one search to
/// the next: once they fit the board, a search allocates nothing but the path it returns. A
/// cell's entries are valid only if its stamp is the current search's number; a copy starts
/// empty.
#[derive(Debug, Default)]
pub struct BestFirstSpace {
    search_no: u32,
    stamp: Vec<u32>,
    parent: Vec<u32>,
    entered: Vec<Dir>,
    frontier: MinQueue<u32>,
}

impl Clone for BestFirstSpace {
    fn clone(&self) -> BestFirstSpace {
        BestFirstSpace::default()
    }
}

impl BestFirstSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> BestFirstSpace {
        BestFirstSpace::default()
    }

    fn fit(&mut self, cells: usize) {
        if self.stamp.len() < cells || self.search_no == u32::MAX {
            *self = BestFirstSpace {
                search_no: 0,
                stamp: vec![0; cells],
                parent: vec![0; cells],
                entered: vec![Dir::Up; cells],
                frontier: MinQueue::default(),
            };
        }
    }

    /// As [`best_first_path`], with this space's tables.
    pub fn best_first_path<O: Observer<BestFirstEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let h = start.manhattan(target);
        obs.observe(BestFirstEvent::Start {
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
        self.stamp[start_i] = no;
        self.parent[start_i] = start_i as u32;
        self.entered[start_i] = heading;
        self.frontier.push(h, start_i as u32);
        let mut reached = 0;
        while let Some((h, ci)) = self.frontier.pop() {
            let ci = ci as usize;
            let cell = grid.pos(ci);
            reached += 1;
            obs.observe(BestFirstEvent::Popped { cell, h });
            if ci == target_i {
                let path = walk_back(grid, &self.parent, start_i, target_i);
                if O::WATCHING {
                    obs.observe(BestFirstEvent::Found { path: path.clone() });
                }
                return Some(path);
            }
            for dir in straight_first(self.entered[ci]) {
                let refuse = |reason| BestFirstEvent::Refused {
                    from: cell,
                    dir,
                    reason,
                };
                let Some(next) = grid.neighbour(cell, dir) else {
                    obs.observe(refuse(BestFirstRefusal::Wall));
                    continue;
                };
                let ni = grid.index(next);
                if self.stamp[ni] == no {
                    obs.observe(refuse(BestFirstRefusal::Seen(next)));
                    continue;
                }
                if ni != target_i && blocked.contains(ni) {
                    obs.observe(refuse(BestFirstRefusal::Blocked(next)));
                    continue;
                }
                let h = next.manhattan(target);
                self.stamp[ni] = no;
                self.parent[ni] = ci as u32;
                self.entered[ni] = dir;
                self.frontier.push(h, ni as u32);
                obs.observe(BestFirstEvent::Discovered {
                    cell: next,
                    from: cell,
                    dir,
                    h,
                });
            }
        }
        obs.observe(BestFirstEvent::Exhausted { reached });
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;

    fn board(w: i64, h: i64, walls: &[(u16, u16)]) -> (Grid, CellSet) {
        let g = Grid::new(w, h).unwrap();
        let mut blocked = CellSet::new(g.cells());
        for &w in walls {
            blocked.insert(g.index(Pos::from(w)));
        }
        (g, blocked)
    }

    #[test]
    fn on_an_open_board_it_expands_only_the_path() {
        let (g, blocked) = board(8, 8, &[]);
        let mut events = Vec::new();
        let path = best_first_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(7, 7),
            &mut events,
        )
        .unwrap();
        assert_eq!(path.len(), 15);
        let popped = events
            .iter()
            .filter(|e| matches!(e, BestFirstEvent::Popped { .. }))
            .count();
        assert_eq!(popped, 15);
    }

    #[test]
    fn round_a_wall_it_takes_a_longer_path_than_the_shortest() {
        // S . . .
        // . . . .
        // . . . .      the only way down is the gap at (1, 3)
        // # . # #
        // . . . T
        let (g, blocked) = board(4, 5, &[(0, 3), (2, 3), (3, 3)]);
        let (start, target) = (Pos::new(0, 0), Pos::new(3, 4));
        let path = best_first_path(&g, &blocked, start, Dir::Left, target, &mut Ignore).unwrap();
        let shortest = crate::algo::bfs::distances(&g, &blocked, start)[g.index(target)];
        assert_eq!(shortest, Some(7));
        assert_eq!(path.len() - 1, 11);
        let mut space = BestFirstSpace::new();
        let again = space.best_first_path(&g, &blocked, start, Dir::Left, target, &mut Ignore);
        assert_eq!(again, Some(path));
    }
}
