//! Longest path by extending pairs of the shortest path.
//!
//! A longest simple path is NP-hard to find; this heuristic is good on grids. Start from the
//! shortest path. Walk its steps `cur -> next` from the start. For a horizontal step try the
//! side Up, then Down; for a vertical step Left, then Right. If the two cells beside `cur` and
//! `next` on that side are both free and not on the path, replace the step by
//! `cur -> cur' -> next' -> next` and try the same position again (the new first step may
//! extend further); otherwise move on to the next step. Stop at the end of the path.
//!
//! A variant routes the path through a cell on the way ([`longest_path_via`]): it starts from
//! the shortest path to that cell joined to the shortest path on from it, and extends the part
//! after the cell first, so that the cell stays as few steps from the start as the extension
//! allows. The certificate uses it to build cycles that bring the food close.

use super::bfs::BfsSpace;
use super::observer::{Ignore, Observer};
use crate::rules::{CellSet, Dir, Grid, Pos};

/// Why a pair could not be pushed out to a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairRefusal {
    /// One of the two side cells is off the board.
    Wall,
    /// The side cell is blocked (the snake's body).
    Blocked(Pos),
    /// The side cell is already on the path.
    OnPath(Pos),
}

/// One step of the extension, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LongestEvent {
    /// The shortest path the extension starts from.
    Begin {
        /// Its cells, start to target.
        path: Vec<Pos>,
        /// The cell the path is routed through, if any: the part after it is extended first.
        via: Option<Pos>,
    },
    /// No path at all from start to target.
    NoPath,
    /// The step `cur -> next` is tried against the cells on its `side`.
    TryPair {
        /// The step's first cell.
        cur: Pos,
        /// The step's second cell.
        next: Pos,
        /// The side tried.
        side: Dir,
    },
    /// The side does not have two free cells.
    Refused {
        /// The step's first cell.
        cur: Pos,
        /// The step's second cell.
        next: Pos,
        /// The side tried.
        side: Dir,
        /// The cell at fault.
        reason: PairRefusal,
    },
    /// The step became `cur -> a -> b -> next`.
    Extended {
        /// The step's first cell.
        cur: Pos,
        /// The step's second cell.
        next: Pos,
        /// The new cell beside `cur`.
        a: Pos,
        /// The new cell beside `next`.
        b: Pos,
        /// The path's length in steps after the extension.
        steps: u32,
    },
    /// Neither side worked: the walk moves on to the step after `cur -> next`.
    MovedOn {
        /// The step's first cell.
        cur: Pos,
        /// The cell the walk goes on from.
        next: Pos,
    },
    /// The walk reached the target.
    Done {
        /// The final path, start to target.
        path: Vec<Pos>,
    },
}

/// The two sides a step `cur -> next` in direction `d` can be pushed to, in the order tried.
pub fn sides_of(d: Dir) -> [Dir; 2] {
    if d.is_horizontal() {
        [Dir::Up, Dir::Down]
    } else {
        [Dir::Left, Dir::Right]
    }
}

/// A long path from `start` to `target` avoiding `blocked` (the target always counts as free),
/// found by extending the shortest path pair by pair. Returns the cells, both ends included.
///
/// Its breadth-first search gets tables of its own; a caller that searches again and again
/// keeps a [`BfsSpace`] and calls [`longest_path_in`].
pub fn longest_path<O: Observer<LongestEvent>>(
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    longest_path_in(
        &mut BfsSpace::new(),
        grid,
        blocked,
        start,
        heading,
        target,
        obs,
    )
}

/// As [`longest_path`], its breadth-first search run in `space`.
pub fn longest_path_in<O: Observer<LongestEvent>>(
    space: &mut BfsSpace,
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    let Some(shortest) = space.shortest_path(grid, blocked, start, heading, target, &mut Ignore)
    else {
        obs.observe(LongestEvent::NoPath);
        return None;
    };
    Some(extend_pairs(grid, blocked, shortest, None, obs))
}

/// A long path from `start` through `via` to `target` avoiding `blocked`: the shortest path to
/// `via` joined to the shortest path from there on (avoiding the first part), extended pair by
/// pair from `via` to the end first, then from the start to `via`. `via` may be blocked (it is
/// the food); `None` if either part has no path. The breadth-first searches run in `space`.
#[allow(clippy::too_many_arguments)]
pub fn longest_path_via<O: Observer<LongestEvent>>(
    space: &mut BfsSpace,
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    via: Pos,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    let to_via = space.shortest_path(grid, blocked, start, heading, via, &mut Ignore);
    let joined = to_via.and_then(|first| {
        let mut rest_blocked = blocked.clone();
        for &c in &first[..first.len() - 1] {
            rest_blocked.insert(grid.index(c));
        }
        let heading_at_via = match first.len() {
            1 => heading,
            n => first[n - 2].dir_to(first[n - 1]).unwrap_or(heading),
        };
        let rest = space.shortest_path(
            grid,
            &rest_blocked,
            via,
            heading_at_via,
            target,
            &mut Ignore,
        )?;
        let mut path = first;
        path.extend_from_slice(&rest[1..]);
        Some(path)
    });
    let Some(path) = joined else {
        obs.observe(LongestEvent::NoPath);
        return None;
    };
    Some(extend_pairs(grid, blocked, path, Some(via), obs))
}

/// Extends `path` pair by pair: its steps from `via` (or the start) to the end, then, with a
/// `via`, its steps from the start to `via`.
fn extend_pairs<O: Observer<LongestEvent>>(
    grid: &Grid,
    blocked: &CellSet,
    path: Vec<Pos>,
    via: Option<Pos>,
    obs: &mut O,
) -> Vec<Pos> {
    if O::WATCHING {
        obs.observe(LongestEvent::Begin {
            path: path.clone(),
            via,
        });
    }
    let start = path[0];
    let target = *path.last().expect("a path has cells");
    // The path as a successor table: an extension is two writes, not a shift of the list.
    let mut succ = vec![u32::MAX; grid.cells()];
    let mut on_path = CellSet::new(grid.cells());
    for w in path.windows(2) {
        succ[grid.index(w[0])] = grid.index(w[1]) as u32;
    }
    for &c in &path {
        on_path.insert(grid.index(c));
    }
    let mut steps = path.len() as u32 - 1;
    let walks = match via {
        Some(v) => [(v, target), (start, v)],
        None => [(start, target), (target, target)],
    };
    for (from, to) in walks {
        let mut cur = from;
        while cur != to {
            let ci = grid.index(cur);
            let next = grid.pos(succ[ci] as usize);
            let d = cur.dir_to(next).expect("path steps join neighbours");
            let mut extended = false;
            for side in sides_of(d) {
                obs.observe(LongestEvent::TryPair { cur, next, side });
                match free_pair(grid, blocked, &on_path, cur, next, side) {
                    Ok((a, b)) => {
                        let (ai, bi) = (grid.index(a), grid.index(b));
                        succ[ci] = ai as u32;
                        succ[ai] = bi as u32;
                        succ[bi] = grid.index(next) as u32;
                        on_path.insert(ai);
                        on_path.insert(bi);
                        steps += 2;
                        obs.observe(LongestEvent::Extended {
                            cur,
                            next,
                            a,
                            b,
                            steps,
                        });
                        extended = true;
                        break;
                    }
                    Err(reason) => obs.observe(LongestEvent::Refused {
                        cur,
                        next,
                        side,
                        reason,
                    }),
                }
            }
            if !extended {
                obs.observe(LongestEvent::MovedOn { cur, next });
                cur = next;
            }
        }
    }
    let mut path = Vec::with_capacity(steps as usize + 1);
    let mut at = start;
    path.push(at);
    while at != target {
        at = grid.pos(succ[grid.index(at)] as usize);
        path.push(at);
    }
    if O::WATCHING {
        obs.observe(LongestEvent::Done { path: path.clone() });
    }
    path
}

fn free_pair(
    grid: &Grid,
    blocked: &CellSet,
    on_path: &CellSet,
    cur: Pos,
    next: Pos,
    side: Dir,
) -> Result<(Pos, Pos), PairRefusal> {
    let (Some(a), Some(b)) = (grid.neighbour(cur, side), grid.neighbour(next, side)) else {
        return Err(PairRefusal::Wall);
    };
    for c in [a, b] {
        let i = grid.index(c);
        if on_path.contains(i) {
            return Err(PairRefusal::OnPath(c));
        }
        if blocked.contains(i) {
            return Err(PairRefusal::Blocked(c));
        }
    }
    Ok((a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_4x4_from_corner_to_neighbour_covers_the_board() {
        // The reference's picture: from (0,0) to (1,0)... extended until no pair is free.
        let g = Grid::new(4, 4).unwrap();
        let blocked = CellSet::new(g.cells());
        let p = longest_path(
            &g,
            &blocked,
            Pos::new(1, 0),
            Dir::Left,
            Pos::new(0, 0),
            &mut Ignore,
        )
        .unwrap();
        assert_eq!(p.first(), Some(&Pos::new(1, 0)));
        assert_eq!(p.last(), Some(&Pos::new(0, 0)));
        assert_eq!(p.len(), 16);
        for w in p.windows(2) {
            assert!(w[0].touches(w[1]));
        }
    }

    #[test]
    fn each_extension_adds_two_cells_and_is_reported() {
        let g = Grid::new(4, 3).unwrap();
        let blocked = CellSet::new(g.cells());
        let mut events = Vec::new();
        let p = longest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(3, 0),
            &mut events,
        )
        .unwrap();
        let begin = match &events[0] {
            LongestEvent::Begin { path, via: None } => path.len(),
            e => panic!("first event {e:?}"),
        };
        let extensions = events
            .iter()
            .filter(|e| matches!(e, LongestEvent::Extended { .. }))
            .count();
        assert_eq!(p.len(), begin + 2 * extensions);
        assert!(matches!(events.last(), Some(LongestEvent::Done { path }) if *path == p));
        assert!(p.len() > begin);
    }

    #[test]
    fn refusals_name_the_cell_at_fault() {
        let g = Grid::new(3, 2).unwrap();
        let mut blocked = CellSet::new(g.cells());
        blocked.insert(g.index(Pos::new(1, 1)));
        let mut events = Vec::new();
        let p = longest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(1, 0),
            &mut events,
        )
        .unwrap();
        assert_eq!(p.len(), 2);
        assert!(events.contains(&LongestEvent::Refused {
            cur: Pos::new(0, 0),
            next: Pos::new(1, 0),
            side: Dir::Down,
            reason: PairRefusal::Blocked(Pos::new(1, 1)),
        }));
        assert!(events.contains(&LongestEvent::Refused {
            cur: Pos::new(0, 0),
            next: Pos::new(1, 0),
            side: Dir::Up,
            reason: PairRefusal::Wall,
        }));
    }
}
