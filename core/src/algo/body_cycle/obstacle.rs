//! Proofs that no cycle holds a body: facts about the room that no path from the head to the
//! tail through every free cell can get around.
//!
//! Each check is a necessary condition for such a path, so a body that fails one has no
//! cycle, whatever any search would do:
//!
//! - **dead end**: a free cell is entered once and left once, so it needs two neighbours in
//!   the room (the head and the tail need one);
//! - **closing early**: a free cell whose only neighbours are the head and the tail;
//! - **forced through an end**: a free cell with exactly two neighbours must use both; if
//!   two such cells need the head (or the tail), which has one step to give, there is no
//!   path; nor if three need the same free cell;
//! - **cut apart**: every cell must be reachable from the head without crossing the body;
//! - **one way through**: the path passes a free cell once. Take that cell away and the path
//!   falls into at most two pieces, one holding the head and one the tail. So if removing a
//!   cell splits the room into three parts, or into two with the head and the tail on the
//!   same side, there is no path. The head and the tail themselves must not split the room
//!   at all.
//!
//! The parity of the colours (dark and light cells, as on a chessboard) never refuses a
//! contiguous body on a board with an even side: the body alternates colours, so what it
//! leaves always balances. It is checked for the whole board (odd x odd) before, and inside
//! the search for the parts it leaves.

use super::list_cells;
use super::room::{NONE, Room};
use crate::rules::Pos;
use std::fmt;

/// A proven reason why no Hamiltonian cycle holds the body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Obstacle {
    /// A free cell has fewer than two neighbours it can be entered or left by.
    DeadEnd {
        /// The cell.
        cell: Pos,
        /// Its neighbours in the room.
        ways: usize,
    },
    /// The head or the tail has no free neighbour at all.
    Shut {
        /// The head or the tail.
        end: Pos,
    },
    /// Two free cells can each be entered only through `end` (the head or the tail), which
    /// has one step to give; or three through one free cell, which has two.
    Forced {
        /// The cell that every one of `by` must use.
        end: Pos,
        /// The cells with no other way.
        by: Vec<Pos>,
        /// The steps `end` has to give: one for the head or the tail, two for a free cell.
        steps: u8,
    },
    /// A free cell's only neighbours are the head and the tail: the path through it would
    /// close the cycle with other free cells still to visit.
    Closes {
        /// The cell.
        cell: Pos,
    },
    /// The body cuts the free cells apart: these cannot be reached from the head.
    CutApart {
        /// The cells out of reach.
        cells: Vec<Pos>,
    },
    /// The path passes `cell` once, but removing it leaves `cells` on a side the path could
    /// not come back from: a third part, or the part away from both the head and the tail.
    OneWayThrough {
        /// The cell the path would have to pass twice.
        cell: Pos,
        /// The cells beyond it.
        cells: Vec<Pos>,
    },
    /// The search tried every path from the head and none passes every free cell.
    Exhausted {
        /// Moves it tried.
        moves: u64,
    },
}

impl Obstacle {
    /// The cell to point at in a message.
    pub fn cell(&self) -> Option<Pos> {
        match self {
            Obstacle::DeadEnd { cell, .. }
            | Obstacle::OneWayThrough { cell, .. }
            | Obstacle::Closes { cell } => Some(*cell),
            Obstacle::Shut { end } | Obstacle::Forced { end, .. } => Some(*end),
            Obstacle::CutApart { cells } => cells.first().copied(),
            Obstacle::Exhausted { .. } => None,
        }
    }
}

impl fmt::Display for Obstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Obstacle::DeadEnd { cell, ways } => f.write_str(&if *ways == 1 {
                tr!(
                    "{cell} is a dead end: it has 1 free neighbour, and the cycle must enter it \
                     and leave it",
                    cell = cell
                )
            } else {
                tr!(
                    "{cell} is a dead end: it has {ways} free neighbours, and the cycle must \
                     enter it and leave it",
                    cell = cell,
                    ways = ways
                )
            }),
            Obstacle::Shut { end } => f.write_str(&tr!("{end} has no free neighbour, so the cycle cannot go on from the body there", end = end)),
            Obstacle::Forced { end, by, steps } => f.write_str(&tr!("{by} have only two neighbours each, so the path must step between each of them \
                 and {end}; but {n}", by = list_cells(by), end = end, n = if *steps == 1 {
                    format!("{end} is an end of the path, with one step to give")
                } else {
                    format!("the path passes {end} once, with two steps to give")
                })),
            Obstacle::Closes { cell } => f.write_str(&tr!("the only neighbours of {cell} are the head and the tail, so the cycle would \
                 close through it before reaching the other free cells", cell = cell)),
            Obstacle::CutApart { cells } => f.write_str(&tr!("the body cuts the board apart: {cells} cannot be reached from the head", cells = list_cells(cells))),
            Obstacle::OneWayThrough { cell, cells } => f.write_str(&tr!("the cycle passes {cell} once, but {cells} lie beyond it, away from both the head and \
                 the tail", cell = cell, cells = list_cells(cells))),
            Obstacle::Exhausted { moves } => f.write_str(&tr!("a search through every path from the head ({moves} moves) found none that \
                 passes every free cell", moves = moves)),
        }
    }
}

/// The first obstacle found in `room`, or `None` when none of the checks refuses it (a cycle
/// may still not exist).
pub(super) fn find_obstacle(room: &Room) -> Option<Obstacle> {
    if room.count <= 2 {
        return None;
    }
    dead_end(room)
        .or_else(|| forced(room))
        .or_else(|| cut_apart(room))
        .or_else(|| one_way_through(room))
}

/// Whether `i` is the head or the tail (the path's two ends).
fn is_end(room: &Room, i: u32) -> bool {
    i == room.start || i == room.target
}

fn dead_end(room: &Room) -> Option<Obstacle> {
    for i in room.cells() {
        let ways = room.degree(i);
        if is_end(room, i) {
            if ways == 0 {
                return Some(Obstacle::Shut { end: room.pos(i) });
            }
        } else if ways < 2 {
            return Some(Obstacle::DeadEnd {
                cell: room.pos(i),
                ways,
            });
        }
    }
    None
}

fn forced(room: &Room) -> Option<Obstacle> {
    if room.count > 3 {
        for i in room.cells() {
            let mut ways = room.neighbours(i);
            if !is_end(room, i) && room.degree(i) == 2 && ways.all(|j| is_end(room, j)) {
                return Some(Obstacle::Closes { cell: room.pos(i) });
            }
        }
    }
    let mut by: Vec<Vec<u32>> = vec![Vec::new(); room.inside.len()];
    for i in room.cells() {
        if !is_end(room, i) && room.degree(i) == 2 {
            for j in room.neighbours(i) {
                by[j as usize].push(i);
            }
        }
    }
    for i in room.cells() {
        let limit = if is_end(room, i) { 1 } else { 2 };
        let users = &by[i as usize];
        if users.len() > limit {
            return Some(Obstacle::Forced {
                end: room.pos(i),
                by: users.iter().map(|&u| room.pos(u)).collect(),
                steps: limit as u8,
            });
        }
    }
    None
}

fn cut_apart(room: &Room) -> Option<Obstacle> {
    let mut seen = vec![false; room.inside.len()];
    let mut stack = vec![room.start];
    seen[room.start as usize] = true;
    while let Some(v) = stack.pop() {
        for w in room.neighbours(v) {
            if !seen[w as usize] {
                seen[w as usize] = true;
                stack.push(w);
            }
        }
    }
    let cells: Vec<Pos> = room
        .cells()
        .filter(|&i| !seen[i as usize])
        .map(|i| room.pos(i))
        .collect();
    (!cells.is_empty()).then_some(Obstacle::CutApart { cells })
}

/// The depth-first numbering of the room from the head, with each cell's low point and the
/// span of its subtree: the cut cells and what lies beyond them.
struct Tarjan {
    disc: Vec<u32>,
    low: Vec<u32>,
    /// One past the last discovery number in the cell's subtree.
    end: Vec<u32>,
    parent: Vec<u32>,
    /// Cells in discovery order.
    order: Vec<u32>,
}

impl Tarjan {
    fn run(room: &Room) -> Tarjan {
        let n = room.inside.len();
        let mut t = Tarjan {
            disc: vec![NONE; n],
            low: vec![0; n],
            end: vec![0; n],
            parent: vec![NONE; n],
            order: Vec::with_capacity(room.count),
        };
        // (cell, next neighbour slot to look at)
        let mut stack: Vec<(u32, usize)> = vec![(room.start, 0)];
        t.discover(room.start);
        while let Some(&mut (v, ref mut slot)) = stack.last_mut() {
            if *slot < 4 {
                let w = room.adj[v as usize][*slot];
                *slot += 1;
                if w == NONE {
                    continue;
                }
                if t.disc[w as usize] == NONE {
                    t.parent[w as usize] = v;
                    t.discover(w);
                    stack.push((w, 0));
                } else if w != t.parent[v as usize] {
                    t.low[v as usize] = t.low[v as usize].min(t.disc[w as usize]);
                }
            } else {
                stack.pop();
                t.end[v as usize] = t.order.len() as u32;
                let p = t.parent[v as usize];
                if p != NONE {
                    t.low[p as usize] = t.low[p as usize].min(t.low[v as usize]);
                }
            }
        }
        t
    }

    fn discover(&mut self, v: u32) {
        let d = self.order.len() as u32;
        self.disc[v as usize] = d;
        self.low[v as usize] = d;
        self.order.push(v);
    }

    /// Whether `w` lies in the subtree of `v`.
    fn under(&self, v: u32, w: u32) -> bool {
        let (dv, dw) = (self.disc[v as usize], self.disc[w as usize]);
        dv <= dw && dw < self.end[v as usize]
    }

    /// The cells of the subtree of `v`.
    fn subtree(&self, v: u32) -> &[u32] {
        &self.order[self.disc[v as usize] as usize..self.end[v as usize] as usize]
    }
}

/// Runs only on a connected room (after [`cut_apart`]).
fn one_way_through(room: &Room) -> Option<Obstacle> {
    let t = Tarjan::run(room);
    let beyond = |c: u32, parts: &[u32]| Obstacle::OneWayThrough {
        cell: room.pos(c),
        cells: parts
            .iter()
            .flat_map(|&ch| t.subtree(ch).iter().map(|&i| room.pos(i)))
            .collect(),
    };
    for &c in &t.order {
        // The children of `c` whose subtrees reach no higher than `c`: removing `c` cuts each
        // of them off from the rest.
        let cut: Vec<u32> = room
            .neighbours(c)
            .filter(|&ch| t.parent[ch as usize] == c && t.low[ch as usize] >= t.disc[c as usize])
            .collect();
        if c == room.start {
            // The root: its children are the parts left when it is removed.
            if cut.len() >= 2 {
                return Some(beyond(c, &cut[1..]));
            }
            continue;
        }
        if cut.is_empty() {
            continue;
        }
        if c == room.target {
            // Removing the tail must leave one part: the path's rest runs through it.
            return Some(beyond(c, &cut));
        }
        if cut.len() >= 2 {
            // Three parts at least: the root's side and two cut off.
            let away: Vec<u32> = cut
                .iter()
                .copied()
                .filter(|&ch| !t.under(ch, room.target))
                .collect();
            return Some(beyond(c, &away));
        }
        if !t.under(cut[0], room.target) {
            // Two parts, the head and the tail both on the root's side.
            return Some(beyond(c, &cut));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dir, Grid, Snake};

    fn room(w: i64, h: i64, cells: &[(u16, u16)]) -> Room {
        let g = Grid::new(w, h).unwrap();
        let cells: Vec<Pos> = cells.iter().map(|&c| c.into()).collect();
        let s = Snake::new(&g, &cells, Some(Dir::Right)).unwrap();
        Room::new(&g, &s, s.head(), s.tail())
    }

    #[test]
    fn an_open_board_has_no_obstacle() {
        assert_eq!(find_obstacle(&room(6, 6, &[(3, 3), (3, 2)])), None);
        assert_eq!(find_obstacle(&room(4, 4, &[(1, 0), (0, 0)])), None);
    }

    #[test]
    fn a_corner_shut_off_by_the_body_is_a_dead_end() {
        // (0, 0) touches (1, 0) and (0, 1); both are body cells other than head and tail.
        let r = room(4, 4, &[(2, 0), (1, 0), (1, 1), (0, 1), (0, 2)]);
        let got = find_obstacle(&r);
        assert!(
            matches!(got, Some(Obstacle::DeadEnd { cell, ways: 0 }) if cell == Pos::new(0, 0)),
            "{got:?}"
        );
    }

    #[test]
    fn a_body_across_the_board_cuts_it_apart() {
        // A wall across row 2 of a 4x5 board, head and tail at its ends, both above it.
        let r = room(4, 5, &[(3, 1), (3, 2), (2, 2), (1, 2), (0, 2), (0, 1)]);
        let got = find_obstacle(&r);
        let Some(Obstacle::CutApart { cells }) = got else {
            panic!("{got:?}");
        };
        assert_eq!(cells.len(), 8);
        assert!(cells.iter().all(|c| c.y >= 3));
    }

    #[test]
    fn cells_beyond_the_tail_are_one_way_through() {
        // The body down column 2, head (3, 3), tail (2, 0): the two left columns touch the
        // rest only through the tail, which the path reaches last.
        let r = room(4, 4, &[(3, 3), (2, 3), (2, 2), (2, 1), (2, 0)]);
        let got = find_obstacle(&r);
        let Some(Obstacle::OneWayThrough { cell, cells }) = got else {
            panic!("{got:?}");
        };
        assert_eq!(cell, Pos::new(2, 0));
        assert_eq!(cells.len(), 8);
        assert!(cells.iter().all(|c| c.x <= 1));
    }

    #[test]
    fn a_cell_between_the_head_and_the_tail_closes_the_cycle_early() {
        // The corner (0, 0) touches only the head (0, 1) and the tail (1, 0).
        let r = room(4, 4, &[(0, 1), (1, 1), (1, 0)]);
        assert_eq!(
            find_obstacle(&r),
            Some(Obstacle::Closes {
                cell: Pos::new(0, 0)
            })
        );
    }
}
