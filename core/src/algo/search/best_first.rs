//! Greedy best-first search: always expand the cell that looks nearest the target.
//!
//! BFS's loop with its queue replaced by a priority queue on h, the heuristic's estimate of
//! the distance to the target (Manhattan unless chosen otherwise, [`Heuristic`]); cells with
//! equal h leave in the order they were found. It never looks at what a step costs: on
//! terrain its path's cost is what the cells it crosses add up to, however dear. A neighbour joins the
//! frontier once, the first time it is found, with the cell being expanded as its parent.
//! The search stops when the target is popped.
//!
//! It heads straight for the target and expands few cells on an open board, but h ignores the
//! steps already taken: round an obstacle it can follow a long way and return a path far
//! longer than the shortest (`docs/ALGORITHMS.md`, 2.1b).

use super::super::bfs::straight_first;
use super::super::observer::Observer;
use super::priority::MinQueue;
use super::{FrontierKey, FrontierKind, Heuristic, Key, SearchEvent, SearchTypes, Staleness};
use super::{Tables, TieBreak};
use crate::rules::{CellSet, Dir, Grid, Pos};
use std::convert::Infallible;

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

/// An entry's key: h, the estimate of the distance to the target, its priority.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BestFirstKey {
    /// The estimate to the target.
    pub h: u32,
}

impl Key for BestFirstKey {
    #[inline]
    fn frontier_key(&self) -> FrontierKey {
        FrontierKey::Priority {
            priority: self.h,
            g: None,
            h: Some(self.h),
            ties: TieBreak::LargerG,
            exact: None,
        }
    }
}

/// What greedy best-first search reports: a priority queue on h, each cell joining once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BestFirst {}

impl SearchTypes for BestFirst {
    type Move = Dir;
    const FRONTIER: FrontierKind = FrontierKind::PriorityQueue;
    const STALENESS: Staleness = Staleness::Never;
    type Key = BestFirstKey;
    /// The heuristic.
    type Start = Heuristic;
    type Skip = Infallible;
    type Push = ();
    type Refusal = BestFirstRefusal;
    type Found = ();
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of the greedy best-first search, as a student should see it: the start (with its
/// h), the cell with the lowest h taken off and expanded, a neighbour free and new pushed by
/// its h, a neighbour refused, the path found, or the frontier empty (`reached`: the cells
/// expanded).
pub type BestFirstEvent = SearchEvent<BestFirst>;

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
/// copy starts empty.
#[derive(Debug, Default)]
pub struct BestFirstSpace {
    tables: Tables<()>,
    frontier: MinQueue<BestFirstKey>,
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
        let guess = Heuristic::default();
        self.guided_path(grid, blocked, guess, start, heading, target, obs)
    }

    /// As [`best_first_path`], expanding first the cell whose estimate by `guess` is least.
    #[allow(clippy::too_many_arguments)]
    pub fn guided_path<O: Observer<BestFirstEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        guess: Heuristic,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let h = guess.estimate(start, target);
        obs.observe(BestFirstEvent::Start {
            start,
            heading,
            target,
            key: BestFirstKey { h },
            more: guess,
        });
        let t = &mut self.tables;
        t.begin(grid.cells());
        let (start_i, target_i) = (grid.index(start), grid.index(target));
        self.frontier.clear();
        t.reach(start_i, start_i, heading, ());
        self.frontier.push(BestFirstKey { h }, start_i as u32);
        let mut reached = 0;
        while let Some((key, ci)) = self.frontier.pop() {
            let ci = ci as usize;
            let cell = grid.pos(ci);
            reached += 1;
            obs.observe(BestFirstEvent::Taken { cell, key });
            if ci == target_i {
                let path = t.walk_back(start_i, target_i, 0, |i| grid.pos(i));
                if O::WATCHING {
                    obs.observe(BestFirstEvent::Found {
                        path: path.clone(),
                        more: (),
                    });
                }
                return Some(path);
            }
            for dir in straight_first(t.entered(ci)) {
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
                if t.reached(ni) {
                    obs.observe(refuse(BestFirstRefusal::Seen(next)));
                    continue;
                }
                if ni != target_i && blocked.contains(ni) {
                    obs.observe(refuse(BestFirstRefusal::Blocked(next)));
                    continue;
                }
                let key = BestFirstKey {
                    h: guess.estimate(next, target),
                };
                t.reach(ni, ci, dir, ());
                self.frontier.push(key, ni as u32);
                obs.observe(BestFirstEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key,
                    more: (),
                });
            }
        }
        obs.observe(BestFirstEvent::Exhausted { reached, more: () });
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
            .filter(|e| matches!(e, BestFirstEvent::Taken { .. }))
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
