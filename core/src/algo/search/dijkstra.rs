//! Uniform-cost search (Dijkstra) where a turn costs more than going straight.
//!
//! A move costs what entering its cell costs (1 on plain ground, more on the search board's
//! mud or water, [`Terrain`]), plus the turn cost when it changes direction (the snake's
//! heading counts for the first move), so among the shortest paths the cheapest turns least:
//! the principled form of BFS's "try the straight move first". Because the cost of a move depends on the
//! direction the cell was entered by, the search runs over states (cell, the move that
//! entered it), up to four per cell, each with the cheapest cost known so far. The frontier is
//! a priority queue on that cost (equal costs leave in the order they were pushed); an entry
//! whose state has since been reached more cheaply is stale and is skipped when popped. The
//! search stops when a state of the target is popped.
//!
//! A state is pushed only when it is cheaper than the same state known so far and than the
//! cell's cheapest state plus one turn: from that cheapest state a single turn reaches any
//! direction, so a state dearer by a turn or more can never lead anywhere more cheaply. With
//! a turn cost of 0 that leaves one state per cell and the search finds BFS's distances.
//!
//! Every move costs at least 1, so the costs are non-negative and the first state of the
//! target popped is the cheapest (`docs/ALGORITHMS.md`, 2.1b).

use super::super::bfs::straight_first;
use super::super::observer::Observer;
use super::priority::BucketQueue;
use super::{
    FrontierKey, FrontierKind, Key, SearchEvent, SearchTypes, Staleness, Tables, TieBreak,
};
use crate::rules::{CellSet, Dir, Grid, Pos, Terrain, entry_cost};
use std::convert::Infallible;

/// What a turn costs unless the caller says otherwise: one more than a straight move.
pub const DEFAULT_TURN_COST: u32 = 1;

/// Why a neighbour was not pushed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DijkstraRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is blocked (the snake's body, a wall of the search board).
    Blocked(Pos),
    /// The cell entered this way is already known as cheaply.
    Known {
        /// The cell.
        cell: Pos,
        /// What this move would make it cost.
        cost: u32,
        /// What it costs already, entered the same way.
        known: u32,
    },
    /// The cell is reached more cheaply another way, by at least a turn's cost: from there
    /// one turn does whatever this state could.
    Covered {
        /// The cell.
        cell: Pos,
        /// What this move would make it cost.
        cost: u32,
        /// Its cheapest cost, entered by `heading`.
        best: u32,
        /// The move that entered it at that cost.
        heading: Dir,
    },
}

/// An entry's key: a state's cost from the start, and the move that entered its cell (the
/// rest of the state).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DijkstraKey {
    /// The cost from the start: the priority, g.
    pub cost: u32,
    /// The move that entered the cell.
    pub entered: Dir,
}

impl Key for DijkstraKey {
    #[inline]
    fn frontier_key(&self) -> FrontierKey {
        FrontierKey::Priority {
            priority: self.cost,
            g: Some(self.cost),
            h: None,
            ties: TieBreak::LargerG,
            exact: None,
        }
    }
}

/// A stale entry skipped: its state has since been reached more cheaply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DijkstraStale {
    /// The move that entered the cell.
    pub entered: Dir,
    /// The entry's cost.
    pub cost: u32,
    /// The state's cost now.
    pub known: u32,
}

/// What the uniform-cost search reports: a priority queue of (cell, heading) states on their
/// cost, a state pushed again making its older entry stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dijkstra {}

impl SearchTypes for Dijkstra {
    type Move = Dir;
    const FRONTIER: FrontierKind = FrontierKind::PriorityQueue;
    const STALENESS: Staleness = Staleness::StatePushed;
    type Key = DijkstraKey;
    /// The extra cost of a move that changes direction.
    type Start = u32;
    type Skip = DijkstraStale;
    /// Whether the move turned (and so cost the turn cost more).
    type Push = bool;
    type Refusal = DijkstraRefusal;
    /// The path's cost: what each move's cell costs to enter, and the turn cost for each
    /// turn.
    type Found = u32;
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of the uniform-cost search, as a student should see it: the start (with the turn
/// cost), the cheapest state taken off and expanded, a stale entry skipped, a neighbour's state
/// pushed at its new cost (`more`: whether the move turned), a neighbour refused, the path
/// found with its cost, or the frontier empty (`reached`: the states expanded).
pub type DijkstraEvent = SearchEvent<Dijkstra>;

/// The cost of `path` (start first) for a snake heading `heading` at its start: 1 a move,
/// plus `turn_cost` for each move in another direction than the move before it.
pub fn path_cost(path: &[Pos], heading: Dir, turn_cost: u32) -> u32 {
    let mut before = heading;
    let mut cost = 0;
    for step in path.windows(2) {
        let dir = step[0].dir_to(step[1]).unwrap_or(before);
        cost += 1 + if dir == before { 0 } else { turn_cost };
        before = dir;
    }
    cost
}

/// The cost of `path` (start first) on `terrain` for a snake heading `heading` at its start:
/// what entering each cell after the start costs (1 without terrain), plus `turn_cost` for
/// each move in another direction than the move before it.
pub fn path_cost_on(
    path: &[Pos],
    terrain: Option<&Terrain>,
    grid: &Grid,
    heading: Dir,
    turn_cost: u32,
) -> u32 {
    let entries: u32 = path[1.min(path.len())..]
        .iter()
        .map(|&p| entry_cost(terrain, grid.index(p)))
        .sum();
    let moves = path.len().saturating_sub(1) as u32;
    entries + path_cost(path, heading, turn_cost) - moves
}

/// Finds the cheapest path from `start` to `target` avoiding `blocked` cells, where a move
/// costs 1 and a turn `turn_cost` more (at most [`MAX_TURN_COST`]). Returns the cells from
/// `start` to `target`, both included.
///
/// The tables are made for this one call; a caller searching again and again keeps a
/// [`DijkstraSpace`].
pub fn cheapest_path<O: Observer<DijkstraEvent>>(
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    turn_cost: u32,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    DijkstraSpace::new().cheapest_path(grid, blocked, start, heading, target, turn_cost, obs)
}

/// A turn costs at most this much more than a straight move; a dearer turn is taken as this
/// one (the frontier keeps a bucket for each cost a move can add). On a board of up to 64x64
/// a path makes at most 4,095 moves, so a turn of this cost already outweighs any number of
/// moves there: every order of paths a turn cost can express is reached below it.
pub const MAX_TURN_COST: u32 = 4096;

/// The uniform-cost search's tables: per state (four a cell, one per move that enters it) its
/// cost and parent state, and per cell its cheapest state's cost and move, owned by the
/// caller and reused from one search to the next: once they fit the board (and the turn
/// cost), a search allocates nothing but the path it returns. A copy starts empty.
#[derive(Debug, Default)]
pub struct DijkstraSpace {
    /// Per state: its cost, its parent state.
    states: Tables<u32>,
    /// Per cell: the cost of its cheapest state and the move that entered it.
    cheapest: Tables<u32>,
    frontier: BucketQueue,
}

/// The state of `cell` (a cell number) entered by `dir`.
fn state(cell: usize, dir: Dir) -> usize {
    cell * 4 + usize::from(dir.to_index())
}

impl Clone for DijkstraSpace {
    fn clone(&self) -> DijkstraSpace {
        DijkstraSpace::default()
    }
}

impl DijkstraSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> DijkstraSpace {
        DijkstraSpace::default()
    }

    /// The cheapest state of cell `ci` known to this search: its cost and the move that
    /// entered it.
    #[inline]
    fn best(&self, ci: usize) -> Option<(u32, Dir)> {
        let c = &self.cheapest;
        c.reached(ci).then(|| (c.value(ci), c.entered(ci)))
    }

    /// Notes that state `si` costs `cost`, reached from state `parent`, and that its cell
    /// costs that entered by `dir`, if that is its cheapest yet.
    #[inline]
    fn reach(&mut self, si: usize, dir: Dir, cost: u32, parent: usize) {
        self.states.reach(si, parent, dir, cost);
        let ci = si / 4;
        if self.best(ci).is_none_or(|(best, _)| cost < best) {
            self.cheapest.reach(ci, ci, dir, cost);
        }
    }

    /// As [`cheapest_path`], with this space's tables.
    #[allow(clippy::too_many_arguments)]
    pub fn cheapest_path<O: Observer<DijkstraEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        heading: Dir,
        target: Pos,
        turn_cost: u32,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let ends = (start, heading, target);
        self.cheapest_path_on(grid, blocked, None, ends, turn_cost, obs)
    }

    /// As [`cheapest_path`], with this space's tables, a move costing what entering its cell
    /// costs on `terrain` (1 without one) plus the turn cost when it turns; `ends` are the
    /// start, its heading and the target.
    pub fn cheapest_path_on<O: Observer<DijkstraEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        terrain: Option<&Terrain>,
        (start, heading, target): (Pos, Dir, Pos),
        turn_cost: u32,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        obs.observe(DijkstraEvent::Start {
            start,
            heading,
            target,
            key: DijkstraKey {
                cost: 0,
                entered: heading,
            },
            more: turn_cost,
        });
        let turn_cost = turn_cost.min(MAX_TURN_COST);
        self.states.begin(grid.cells() * 4);
        self.cheapest.begin(grid.cells());
        let target_i = grid.index(target);
        let first = state(grid.index(start), heading);
        // A move adds its cell's cost, and the turn cost when it turns: a bucket for each key
        // the frontier spans.
        let dearest = terrain.map_or(1, Terrain::max_cost);
        self.frontier.clear((turn_cost + dearest) as usize + 1);
        self.reach(first, heading, 0, first);
        self.frontier.push(0, first as u32);
        let mut reached = 0;
        while let Some((cost, si)) = self.frontier.pop() {
            let si = si as usize;
            let (ci, entered) = (si / 4, Dir::from_index((si % 4) as u8));
            let cell = grid.pos(ci);
            let known = self.states.value(si);
            if cost > known {
                let more = DijkstraStale {
                    entered,
                    cost,
                    known,
                };
                obs.observe(DijkstraEvent::Skipped { cell, more });
                continue;
            }
            reached += 1;
            obs.observe(DijkstraEvent::Taken {
                cell,
                key: DijkstraKey { cost, entered },
            });
            if ci == target_i {
                let path = self.states.walk_back(first, si, 0, |s| grid.pos(s / 4));
                if O::WATCHING {
                    obs.observe(DijkstraEvent::Found {
                        path: path.clone(),
                        more: cost,
                    });
                }
                return Some(path);
            }
            for dir in straight_first(entered) {
                let board = (grid, blocked, terrain);
                self.relax(board, target_i, turn_cost, (si, cost), dir, obs);
            }
        }
        obs.observe(DijkstraEvent::Exhausted { reached, more: () });
        None
    }

    /// Tries the move `dir` out of the state `from` (its number and cost): refused if it leaves
    /// the board, enters a blocked cell, or reaches its state no more cheaply than known or
    /// than its cell's cheapest state plus a turn; else the state is reached at the new cost
    /// and pushed.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn relax<O: Observer<DijkstraEvent>>(
        &mut self,
        (grid, blocked, terrain): (&Grid, &CellSet, Option<&Terrain>),
        target_i: usize,
        turn_cost: u32,
        (si, cost): (usize, u32),
        dir: Dir,
        obs: &mut O,
    ) {
        let (cell, entered) = (grid.pos(si / 4), Dir::from_index((si % 4) as u8));
        let refuse = |reason| DijkstraEvent::Refused {
            from: cell,
            dir,
            reason,
        };
        let Some(next) = grid.neighbour(cell, dir) else {
            obs.observe(refuse(DijkstraRefusal::Wall));
            return;
        };
        let ni = grid.index(next);
        if ni != target_i && blocked.contains(ni) {
            obs.observe(refuse(DijkstraRefusal::Blocked(next)));
            return;
        }
        let turned = dir != entered;
        let new = cost + entry_cost(terrain, ni) + if turned { turn_cost } else { 0 };
        if let Some((best, heading)) = self.best(ni)
            && new >= best + turn_cost
        {
            obs.observe(refuse(DijkstraRefusal::Covered {
                cell: next,
                cost: new,
                best,
                heading,
            }));
            return;
        }
        let ns = state(ni, dir);
        if self.states.reached(ns) && new >= self.states.value(ns) {
            obs.observe(refuse(DijkstraRefusal::Known {
                cell: next,
                cost: new,
                known: self.states.value(ns),
            }));
            return;
        }
        self.reach(ns, dir, new, si);
        self.frontier.push(new, ns as u32);
        obs.observe(DijkstraEvent::Pushed {
            cell: next,
            from: cell,
            dir,
            key: DijkstraKey {
                cost: new,
                entered: dir,
            },
            more: turned,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::algo::bfs::shortest_path;

    fn open(w: i64, h: i64) -> (Grid, CellSet) {
        let g = Grid::new(w, h).unwrap();
        let c = g.cells();
        (g, CellSet::new(c))
    }

    #[test]
    fn a_path_costs_a_move_each_and_a_turn_more() {
        let path: Vec<Pos> = [(0, 0), (1, 0), (2, 0), (2, 1), (1, 1)]
            .into_iter()
            .map(Pos::from)
            .collect();
        assert_eq!(path_cost(&path, Dir::Right, 1), 4 + 2);
        assert_eq!(path_cost(&path, Dir::Down, 1), 4 + 3);
        assert_eq!(path_cost(&path, Dir::Down, 0), 4);
        assert_eq!(path_cost(&path[..1], Dir::Up, 5), 0);
    }

    #[test]
    fn among_the_shortest_paths_it_takes_the_one_that_turns_least() {
        // Around a wall in the middle of a 5x3 board, from the left to the right edge: BFS
        // and Dijkstra go the same length, Dijkstra with one turn less or equal.
        let (g, mut blocked) = open(5, 3);
        blocked.insert(g.index(Pos::new(2, 1)));
        let (start, target) = (Pos::new(0, 1), Pos::new(4, 1));
        let cheap = cheapest_path(&g, &blocked, start, Dir::Up, target, 1, &mut Ignore).unwrap();
        let short = shortest_path(&g, &blocked, start, Dir::Up, target, &mut Ignore).unwrap();
        assert_eq!(cheap.len(), short.len());
        assert!(path_cost(&cheap, Dir::Up, 1) <= path_cost(&short, Dir::Up, 1));
        // Up the left edge (straight, as the heading), along the top, down the right edge:
        // two turns.
        assert_eq!(path_cost(&cheap, Dir::Up, 1), 6 + 2);
    }

    #[test]
    fn the_heading_counts_for_the_first_move() {
        // From (0, 0) heading Right to (1, 2), turns at 5: Right, then Down twice is one
        // turn (8); Down first would turn twice (13).
        let (g, blocked) = open(4, 4);
        let mut events = Vec::new();
        let path = cheapest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(1, 2),
            5,
            &mut events,
        )
        .unwrap();
        let Some(DijkstraEvent::Found { more: cost, .. }) = events.last() else {
            panic!("no path found: {events:?}");
        };
        assert_eq!(*cost, path_cost(&path, Dir::Right, 5));
        assert_eq!(*cost, 3 + 5);
        assert_eq!(path[1], Pos::new(1, 0));
    }

    #[test]
    fn a_path_longer_in_moves_can_be_cheaper_in_turns() {
        // T . # . . #
        // . . . . . .
        // . # . . # .      S heading Right. Every path of the fewest moves (10) turns at
        // # . . # . .      least six times (16); 12 moves with three turns cost 15.
        // . . # . . .
        // # . . S . .
        let (g, mut blocked) = open(6, 6);
        for c in [
            (2, 0),
            (5, 0),
            (1, 2),
            (4, 2),
            (0, 3),
            (3, 3),
            (2, 4),
            (0, 5),
        ] {
            blocked.insert(g.index(Pos::from(c)));
        }
        let (start, target) = (Pos::new(3, 5), Pos::new(0, 0));
        let cheap = cheapest_path(&g, &blocked, start, Dir::Right, target, 1, &mut Ignore).unwrap();
        let short = shortest_path(&g, &blocked, start, Dir::Right, target, &mut Ignore).unwrap();
        assert_eq!((cheap.len() - 1, short.len() - 1), (12, 10));
        assert_eq!(path_cost(&cheap, Dir::Right, 1), 15);
        assert!(path_cost(&short, Dir::Right, 1) >= 16);
        // Without a turn cost it is BFS's length again.
        let free = cheapest_path(&g, &blocked, start, Dir::Right, target, 0, &mut Ignore).unwrap();
        assert_eq!(free.len() - 1, 10);
    }

    #[test]
    fn stale_entries_are_skipped_and_a_reused_space_replays() {
        // Heading Up in a corner, Right and Down cost the same; (1, 1) is reached both ways
        // at 4, and the state beyond it first by a turn, then as cheaply straight.
        let (g, mut blocked) = open(3, 3);
        blocked.insert(g.index(Pos::new(2, 0)));
        let mut events = Vec::new();
        let (start, target) = (Pos::new(0, 0), Pos::new(2, 2));
        cheapest_path(&g, &blocked, start, Dir::Up, target, 1, &mut events);
        let stale = events
            .iter()
            .find(|e| matches!(e, DijkstraEvent::Skipped { .. }))
            .expect("a stale entry");
        let DijkstraEvent::Skipped {
            more: DijkstraStale { cost, known, .. },
            ..
        } = stale
        else {
            unreachable!()
        };
        assert!(known < cost);
        let mut space = DijkstraSpace::new();
        for _ in 0..2 {
            let mut again = Vec::new();
            space.cheapest_path(&g, &blocked, start, Dir::Up, target, 1, &mut again);
            assert_eq!(events, again);
        }
    }
}
