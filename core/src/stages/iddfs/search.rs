//! Iterative deepening depth-first search: depth-first search that never goes deeper than a
//! limit, run again with the limit raised 0, 1, 2, ... until it pops the target.
//!
//! Each round is the depth-first search of [`crate::algo::search::dfs`] with a stack of
//! (cell, depth) entries, and two changes. A neighbour is pushed only if it lies within the
//! limit, and only if this round has not yet reached it as shallow: a cell reached again by a
//! shorter branch is pushed and expanded again, so that every cell within the limit is at
//! last expanded at its true distance. No entry is ever stale: the entries above one were
//! pushed by its siblings and their branches, none shallower, so a shorter branch to its cell
//! comes only after it has left the stack.
//!
//! The first round that pops the target is the round whose limit is the target's distance,
//! and it pops it at that depth: the path is a shortest one, BFS's result with depth-first
//! memory (a stack of at most three entries a level, a level per move of the limit). The
//! price is the rounds: the cells near the start are expanded again in every round.
//!
//! A round that cut nothing off (no free neighbour refused for the limit alone) has searched
//! everything the start reaches: if it did not pop the target, no path exists.
//!
//! The rounds cost the sum of every round's expansions, far more than BFS's on a large open
//! board (on 256 x 256 corner to corner, billions of events): the search stops after
//! [`MAX_EXPANSIONS`] expansions in all, saying so ([`IddfsStop`]), without a path and
//! without claiming there is none.

use crate::algo::Observer;
use crate::algo::bfs::straight_first;
pub use crate::algo::search::deepening::{IddfsStop, MAX_EXPANSIONS};
use crate::algo::search::deepening::{Round, deepen};
use crate::algo::search::{Depth, FrontierKind, SearchEvent, SearchTypes, Staleness, Tables};
use crate::rules::{CellSet, Dir, Grid, Pos};
use std::convert::Infallible;

/// Why a neighbour was not pushed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IddfsRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is blocked (the snake's body, a wall of the search board).
    Blocked(Pos),
    /// This round has already reached the cell at the given depth, no deeper than this
    /// branch would.
    Reached(Pos, u32),
    /// The cell lies one past the round's limit: cut off, for a later round.
    CutOff(Pos),
}

/// What iterative deepening reports: a stack keyed by depth, no entry ever stale; each round
/// starts anew with its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Iddfs {}

impl SearchTypes for Iddfs {
    type Move = Dir;
    const FRONTIER: FrontierKind = FrontierKind::Stack;
    const STALENESS: Staleness = Staleness::Never;
    type Key = Depth;
    /// The round's depth limit.
    type Start = u32;
    type Skip = Infallible;
    type Push = ();
    type Refusal = IddfsRefusal;
    /// The limit of the round that found it: the path's length.
    type Found = u32;
    /// The limit of the last round, which cut nothing off.
    type Exhausted = u32;
    /// It stopped at its budget of expansions.
    type Own = IddfsStop;
}

/// One step of iterative deepening, as a student should see it: a round starting with its
/// limit (the stack holds the start alone), a cell popped and expanded at its depth, a
/// neighbour pushed on top, a neighbour refused (among them, those past the
/// limit), the path found, or a round that cut nothing off ended without the target
/// (`reached`: the cells that round reached).
pub type IddfsEvent = SearchEvent<Iddfs>;

/// The tables of iterative deepening, owned by the caller and reused from one search (and
/// one round) to the next: per cell, whether this round reached it, its shallowest depth,
/// its parent and the move that entered it then; the stack of (cell, depth) entries. A copy
/// starts empty.
#[derive(Debug, Default)]
pub struct IddfsSpace {
    tables: Tables<u32>,
    stack: Vec<(u32, u32)>,
    /// Expansions so far, every round's.
    expanded: u64,
    /// The most expansions allowed, if fewer than [`MAX_EXPANSIONS`].
    budget: Option<u64>,
}

impl Clone for IddfsSpace {
    fn clone(&self) -> IddfsSpace {
        IddfsSpace {
            budget: self.budget,
            ..IddfsSpace::default()
        }
    }
}

/// One search's fixed data: the board, what is blocked, the ends.
struct Problem<'a> {
    grid: &'a Grid,
    blocked: &'a CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
}

impl IddfsSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> IddfsSpace {
        IddfsSpace::default()
    }

    /// An empty space whose searches stop after `budget` expansions (at most
    /// [`MAX_EXPANSIONS`]): to see the stop on a small board.
    pub fn with_budget(budget: u64) -> IddfsSpace {
        IddfsSpace {
            budget: Some(budget.min(MAX_EXPANSIONS)),
            ..IddfsSpace::default()
        }
    }

    /// Finds a shortest path from `start` to `target` avoiding `blocked` cells by depth-first
    /// rounds of growing depth limit. Returns the cells from `start` to `target`, both
    /// included.
    pub fn deepening_path<O: Observer<IddfsEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let problem = Problem {
            grid,
            blocked,
            start,
            heading,
            target,
        };
        self.expanded = 0;
        deepen(obs, |limit, obs| self.round(&problem, limit, obs))
    }

    /// One depth-limited depth-first search from the start, no deeper than `limit`.
    fn round<O: Observer<IddfsEvent>>(
        &mut self,
        p: &Problem<'_>,
        limit: u32,
        obs: &mut O,
    ) -> Round {
        obs.observe(IddfsEvent::Start {
            start: p.start,
            heading: p.heading,
            target: p.target,
            key: Depth(0),
            more: limit,
        });
        let (grid, t) = (p.grid, &mut self.tables);
        t.begin(grid.cells());
        let (start_i, target_i) = (grid.index(p.start), grid.index(p.target));
        t.reach(start_i, start_i, p.heading, 0);
        self.stack.clear();
        self.stack.push((start_i as u32, 0));
        let (mut reached, mut cut_off) = (1, false);
        while let Some((ci, depth)) = self.stack.pop() {
            if self.expanded == self.budget.unwrap_or(MAX_EXPANSIONS) {
                return Round::Stopped(self.expanded);
            }
            self.expanded += 1;
            let ci = ci as usize;
            let cell = grid.pos(ci);
            debug_assert_eq!(depth, t.value(ci), "an entry is popped at its cell's depth");
            obs.observe(IddfsEvent::Taken {
                cell,
                key: Depth(depth),
            });
            if ci == target_i {
                return Round::Found(t.walk_back(start_i, ci, depth as usize, |i| grid.pos(i)));
            }
            for dir in straight_first(t.entered(ci)).into_iter().rev() {
                let refuse = |reason| IddfsEvent::Refused {
                    from: cell,
                    dir,
                    reason,
                };
                let Some(next) = grid.neighbour(cell, dir) else {
                    obs.observe(refuse(IddfsRefusal::Wall));
                    continue;
                };
                let ni = grid.index(next);
                if ni != target_i && p.blocked.contains(ni) {
                    obs.observe(refuse(IddfsRefusal::Blocked(next)));
                    continue;
                }
                let seen = t.reached(ni);
                if seen && t.value(ni) <= depth + 1 {
                    obs.observe(refuse(IddfsRefusal::Reached(next, t.value(ni))));
                    continue;
                }
                if depth == limit {
                    cut_off = true;
                    obs.observe(refuse(IddfsRefusal::CutOff(next)));
                    continue;
                }
                reached += u32::from(!seen);
                t.reach(ni, ci, dir, depth + 1);
                self.stack.push((ni as u32, depth + 1));
                obs.observe(IddfsEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key: Depth(depth + 1),
                    more: (),
                });
            }
        }
        if cut_off {
            Round::CutOff
        } else {
            Round::Everything(reached)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::algo::bfs::distances;

    fn search(
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        target: Pos,
    ) -> (Option<Vec<Pos>>, Vec<IddfsEvent>) {
        let mut events = Vec::new();
        let path =
            IddfsSpace::new().deepening_path(grid, blocked, start, Dir::Right, target, &mut events);
        (path, events)
    }

    #[test]
    fn each_round_raises_the_limit_and_the_first_to_pop_the_target_finds_a_shortest_path() {
        let grid = Grid::new(5, 4).unwrap();
        let mut blocked = CellSet::new(grid.cells());
        for y in 0..3 {
            blocked.insert(grid.index(Pos::new(2, y)));
        }
        let (start, target) = (Pos::new(0, 0), Pos::new(4, 0));
        let (path, events) = search(&grid, &blocked, start, target);
        let path = path.expect("round the wall");
        let fewest = distances(&grid, &blocked, start)[grid.index(target)].unwrap();
        assert_eq!(path.len() as u32 - 1, fewest);
        assert!(path.windows(2).all(|w| w[0].touches(w[1])));
        let limits: Vec<u32> = events
            .iter()
            .filter_map(|e| match e {
                IddfsEvent::Start { more, .. } => Some(*more),
                _ => None,
            })
            .collect();
        assert_eq!(limits, (0..=fewest).collect::<Vec<_>>());
        // No branch goes past its round's limit.
        let mut limit = 0;
        for e in &events {
            match e {
                IddfsEvent::Start { more, .. } => limit = *more,
                IddfsEvent::Pushed { key: Depth(d), .. } => assert!(*d <= limit),
                _ => {}
            }
        }
    }

    #[test]
    fn a_cell_reached_again_shallower_is_expanded_again_in_the_same_round() {
        // Heading Right on an open board, the first branch runs along the row and comes back
        // down: cells it reached deep are reached again by a shorter branch.
        let grid = Grid::new(4, 4).unwrap();
        let open = CellSet::new(16);
        let (path, events) = search(&grid, &open, Pos::new(0, 0), Pos::new(3, 3));
        assert_eq!(path.map(|p| p.len()), Some(7));
        let mut twice = false;
        let mut taken = CellSet::new(16);
        for e in &events {
            match e {
                IddfsEvent::Start { .. } => taken = CellSet::new(16),
                IddfsEvent::Taken { cell, .. } => twice |= !taken.insert(grid.index(*cell)),
                _ => {}
            }
        }
        assert!(twice, "no cell was expanded twice in a round");
    }

    #[test]
    fn a_round_that_cuts_nothing_off_proves_there_is_no_path() {
        let grid = Grid::new(3, 3).unwrap();
        let mut blocked = CellSet::new(9);
        blocked.insert(grid.index(Pos::new(1, 0)));
        blocked.insert(grid.index(Pos::new(1, 1)));
        blocked.insert(grid.index(Pos::new(1, 2)));
        let (path, events) = search(&grid, &blocked, Pos::new(0, 0), Pos::new(2, 2));
        assert_eq!(path, None);
        // The left column, three cells deep: the round with limit 2 cuts nothing off.
        assert_eq!(
            events.last(),
            Some(&IddfsEvent::Exhausted {
                reached: 3,
                more: 2
            })
        );
        // A space used again replays the same search, unwatched the same path.
        let mut space = IddfsSpace::new();
        let (s, t) = (Pos::new(0, 0), Pos::new(2, 2));
        for _ in 0..2 {
            let mut again = Vec::new();
            space.deepening_path(&grid, &blocked, s, Dir::Right, t, &mut again);
            assert_eq!(events, again);
            assert_eq!(
                space.deepening_path(&grid, &blocked, s, Dir::Right, t, &mut Ignore),
                None
            );
        }
    }

    #[test]
    fn the_search_stops_at_its_budget_without_claiming_there_is_no_path() {
        let grid = Grid::new(12, 12).unwrap();
        let open = CellSet::new(grid.cells());
        let (s, t) = (Pos::new(0, 0), Pos::new(11, 11));
        let mut events = Vec::new();
        let mut space = IddfsSpace::with_budget(500);
        let path = space.deepening_path(&grid, &open, s, Dir::Right, t, &mut events);
        assert_eq!(path, None);
        let taken = events
            .iter()
            .filter(|e| matches!(e, IddfsEvent::Taken { .. }))
            .count();
        assert_eq!(taken, 500);
        let Some(IddfsEvent::Own(stop)) = events.last() else {
            panic!("the last event is not the stop: {:?}", events.last());
        };
        assert_eq!(stop.expanded, 500);
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, IddfsEvent::Exhausted { .. }))
        );
        // The whole budget finds the path on the same board, the fewest moves.
        let path = IddfsSpace::new().deepening_path(&grid, &open, s, Dir::Right, t, &mut Ignore);
        assert_eq!(path.map(|p| p.len()), Some(23));
    }
}
