//! A*: the cheapest path, guided by an estimate of the cost left to the target.
//!
//! A priority queue on f = g + w·h, where g is the cost from the start along the best path
//! known (a step costs what entering its cell costs: 1 on plain ground), h the heuristic's
//! estimate to the target ([`Guide`]: Manhattan unless chosen otherwise) and w its weight (1
//! unless chosen). Ties on f go to the larger g (the entry nearer the target by its own
//! estimate) or, if chosen, the smaller, then to the entry pushed first. A neighbour is
//! pushed when it is new or reached more cheaply than before (its older entry then stays in
//! the queue, stale, and is skipped when popped as a cell already expanded). The search
//! stops when the target is popped.
//!
//! On a 4-neighbour grid a move changes every heuristic here by at most one and costs at
//! least one, so h never drops by more than the step costs (h is consistent): f never
//! decreases along a path, a cell's g is final when it is first popped, no cell is expanded
//! twice, and the path is cheapest. A weight w > 1 gives that up for speed: the path then
//! costs at most w times the cheapest (`docs/ALGORITHMS.md`, 2.1b and 2.1c).

use super::super::bfs::straight_first;
use super::super::observer::Observer;
use super::priority::MinQueue;
use super::{FrontierKey, FrontierKind, Key, SearchEvent, SearchTypes, Staleness, Stamps, Tables};
use super::{Guide, TieBreak};
use crate::rules::{CellSet, Dir, Grid, Pos, Terrain, entry_cost};
use std::convert::Infallible;

/// Why a neighbour was not pushed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AStarRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is blocked (the snake's body, a wall of the search board).
    Blocked(Pos),
    /// The cell was already reached at most as cheaply.
    NoShorter {
        /// The cell.
        cell: Pos,
        /// The cost this way.
        g: u32,
        /// The cost it is known at.
        known: u32,
    },
}

/// An entry's key: g, the cost from the start along the best path known, and h, the
/// estimate to the target (times the weight, rounded down). It leaves by f = g + h, the
/// larger g first among equal f (or the smaller, as `ties` says).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AStarKey {
    /// The cost from the start (the steps, on plain ground).
    pub g: u32,
    /// The estimate to the target, weighted.
    pub h: u32,
    /// Which entry of equal f leaves first.
    pub ties: TieBreak,
}

impl AStarKey {
    /// f = g + h.
    pub fn f(&self) -> u32 {
        self.g + self.h
    }
}

impl Key for AStarKey {
    #[inline]
    fn frontier_key(&self) -> FrontierKey {
        FrontierKey::Priority {
            priority: self.g + self.h,
            g: Some(self.g),
            h: Some(self.h),
            ties: self.ties,
            exact: None,
        }
    }
}

/// What A* reports: a priority queue on f = g + h, a cell pushed again (reached in fewer
/// steps) making its older entry stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AStar {}

impl SearchTypes for AStar {
    type Move = Dir;
    const FRONTIER: FrontierKind = FrontierKind::PriorityQueue;
    const STALENESS: Staleness = Staleness::CellPushed;
    type Key = AStarKey;
    /// The heuristic, its weight and the tie-break.
    type Start = Guide;
    /// The stale entry's key.
    type Skip = AStarKey;
    type Push = ();
    type Refusal = AStarRefusal;
    type Found = ();
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of A*, as a student should see it: the start (with its h), the entry with the
/// lowest f (the larger g among equals) taken off and its cell expanded, an older entry of a
/// cell already expanded skipped, a neighbour new or reached in fewer steps pushed with its g
/// and h, a neighbour refused, the path found, or the frontier empty (`reached`: the cells
/// expanded).
pub type AStarEvent = SearchEvent<AStar>;

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
/// the board, a search allocates nothing but the path it returns. A copy starts empty.
#[derive(Debug, Default)]
pub struct AStarSpace {
    /// Per cell: reached, its g, its parent.
    tables: Tables<u32>,
    expanded: Stamps,
    frontier: MinQueue<AStarKey>,
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
        let guide = Guide::default();
        self.guided_path(grid, blocked, None, guide, start, heading, target, obs)
    }

    /// Finds the cheapest path from `start` to `target` avoiding `blocked` cells, a step
    /// costing what entering its cell costs on `terrain` (1 without one), guided by `guide`
    /// (with a weight above 1: a path at most that many times the cheapest). Returns the cells
    /// from `start` to `target`, both included.
    #[allow(clippy::too_many_arguments)]
    pub fn guided_path<O: Observer<AStarEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        terrain: Option<&Terrain>,
        guide: Guide,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let keyed = |g, cell: Pos| AStarKey {
            g,
            h: guide.heuristic.weighted(cell, target, guide.weight),
            ties: guide.ties,
        };
        let first = keyed(0, start);
        obs.observe(AStarEvent::Start {
            start,
            heading,
            target,
            key: first,
            more: guide,
        });
        let (t, expanded) = (&mut self.tables, &mut self.expanded);
        t.begin(grid.cells());
        expanded.begin(grid.cells());
        let (start_i, target_i) = (grid.index(start), grid.index(target));
        self.frontier.clear();
        t.reach(start_i, start_i, heading, 0);
        self.frontier.push(first, start_i as u32);
        let mut reached = 0;
        while let Some((key, ci)) = self.frontier.pop() {
            let ci = ci as usize;
            let cell = grid.pos(ci);
            if expanded.is_set(ci) {
                obs.observe(AStarEvent::Skipped { cell, more: key });
                continue;
            }
            expanded.set(ci);
            reached += 1;
            obs.observe(AStarEvent::Taken { cell, key });
            if ci == target_i {
                let path = t.walk_back(start_i, target_i, 0, |i| grid.pos(i));
                if O::WATCHING {
                    obs.observe(AStarEvent::Found {
                        path: path.clone(),
                        more: (),
                    });
                }
                return Some(path);
            }
            for dir in straight_first(t.entered(ci)) {
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
                let g = key.g + entry_cost(terrain, ni);
                if t.reached(ni) && t.value(ni) <= g {
                    obs.observe(refuse(AStarRefusal::NoShorter {
                        cell: next,
                        g,
                        known: t.value(ni),
                    }));
                    continue;
                }
                let pushed = keyed(g, next);
                t.reach(ni, ci, dir, g);
                self.frontier.push(pushed, ni as u32);
                obs.observe(AStarEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key: pushed,
                    more: (),
                });
            }
        }
        obs.observe(AStarEvent::Exhausted { reached, more: () });
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
            .filter(|e| matches!(e, AStarEvent::Taken { .. }))
            .count();
        assert_eq!(popped, 15);
    }

    #[test]
    fn ties_to_the_smaller_g_widen_over_every_path_of_equal_f_and_a_weight_narrows() {
        use crate::algo::search::{Heuristic, Weight};
        let g = Grid::new(8, 8).unwrap();
        let blocked = CellSet::new(g.cells());
        let (start, target) = (Pos::new(0, 0), Pos::new(7, 7));
        let expanded = |guide: Guide, terrain: Option<&Terrain>| {
            let mut events = Vec::new();
            let path = AStarSpace::new()
                .guided_path(
                    &g,
                    &blocked,
                    terrain,
                    guide,
                    start,
                    Dir::Right,
                    target,
                    &mut events,
                )
                .unwrap();
            let taken = events
                .iter()
                .filter(|e| matches!(e, AStarEvent::Taken { .. }))
                .count();
            (taken, path.len() - 1)
        };
        let larger = Guide::default();
        let smaller = Guide {
            ties: TieBreak::SmallerG,
            ..larger
        };
        // Every cell of the board has f = 14 with Manhattan: the larger g runs down one path,
        // the smaller g expands nearly the whole rectangle before the target.
        assert_eq!(expanded(larger, None), (15, 14));
        let (wide, steps) = expanded(smaller, None);
        assert_eq!(steps, 14);
        assert!(wide >= 60, "{wide}");
        // Mud everywhere but the edges: zero expands by cost alone, a weighted Manhattan
        // heads for the target and expands fewer cells.
        let mut terrain = Terrain::new(g.cells());
        for c in g.all_cells().filter(|c| c.x > 0 && c.y < 7) {
            terrain.set(g.index(c), crate::rules::Ground::Mud);
        }
        let zero = Guide {
            heuristic: Heuristic::Zero,
            ..larger
        };
        let heavy = Guide {
            weight: Weight::from_hundredths(300).unwrap(),
            ..larger
        };
        let (blind, _) = expanded(zero, Some(&terrain));
        let (guided, _) = expanded(larger, Some(&terrain));
        let (rushed, _) = expanded(heavy, Some(&terrain));
        assert!(
            rushed <= guided && guided < blind,
            "{rushed} {guided} {blind}"
        );
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
            if let AStarEvent::Taken { cell, .. } = e {
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
                    AStarEvent::Pushed { cell: c, key, .. } if *c == cell => Some(key.g),
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
