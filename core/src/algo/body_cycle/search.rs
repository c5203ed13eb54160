//! The last resort: a depth-first search for a path from the head to the tail through every
//! cell of the room, pruned, under a budget.
//!
//! The path grows one cell at a time, trying first the neighbour with the fewest ways on
//! (Warnsdorff's rule), and backs up when a branch cannot succeed. After each step it checks
//! what the step has settled for good:
//!
//! - **forced moves**: a free cell beside the path's end with one other way left must be
//!   entered now, so two such cells end the branch;
//! - **dead ends**: a free cell beside the cell just left keeps two ways (the tail one);
//! - **parity**: what is left, with the end, alternates colours along the rest of the path,
//!   so its dark and light cells must balance as the path's two ends require;
//! - **connectivity**: what is left must still be in one piece (looked at around the cell
//!   just left first, over the whole room only when that cannot tell).
//!
//! The search is exact: it gives up only when every branch has failed (a proof that no cycle
//! exists) or when its budget of work runs out (no proof either way).

use super::CycleEvent;
use super::room::{NONE, Room};
use crate::algo::observer::Observer;

/// Work the search may spend before it gives up: moves tried plus cells looked at by its
/// connectivity checks. Far more than any body on a board up to 6x6 needs, and a few
/// hundredths of a second at most.
pub const SEARCH_WORK: u64 = 2_000_000;

/// Moves of the search reported one by one to an observer; after them it reports only how it
/// ends, so that a stage shown on screen stays small.
pub const SHOWN_MOVES: u64 = 5_000;

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Searched {
    /// A path from start to target through every cell, by index.
    Found(Vec<u32>),
    /// Every branch failed: no such path exists.
    Exhausted {
        /// Moves tried.
        moves: u64,
    },
    /// The budget ran out first.
    GaveUp {
        /// Moves tried.
        moves: u64,
    },
}

/// The candidates for the next move from one end of the path.
#[derive(Clone, Copy)]
struct Choices {
    cells: [u32; 4],
    len: u8,
    next: u8,
}

struct Search<'r> {
    room: &'r Room,
    visited: Vec<bool>,
    /// Unvisited neighbours of each cell.
    ways: Vec<u8>,
    /// Unvisited cells, the target included.
    left: usize,
    /// Unvisited dark cells.
    left_dark: usize,
    stamp: Vec<u32>,
    generation: u32,
    queue: Vec<u32>,
    work: u64,
}

/// Searches `room` for a path from its start to its target through all its cells, spending
/// at most `budget` work.
pub(super) fn search<O: Observer<CycleEvent>>(room: &Room, budget: u64, obs: &mut O) -> Searched {
    let n = room.inside.len();
    let mut s = Search {
        room,
        visited: room.inside.iter().map(|&inside| !inside).collect(),
        ways: vec![0; n],
        left: room.count,
        left_dark: room.cells().filter(|&i| room.dark(i)).count(),
        stamp: vec![0; n],
        generation: 0,
        queue: Vec::new(),
        work: 0,
    };
    for i in room.cells() {
        s.ways[i as usize] = room.degree(i) as u8;
    }
    let mut moves = 0u64;
    let mut path = vec![room.start];
    s.visit(room.start);
    let mut stack = vec![s.choices(room.start)];
    loop {
        if s.left == 0 {
            return Searched::Found(path);
        }
        let Some(top) = stack.last_mut() else {
            return Searched::Exhausted { moves };
        };
        if top.next == top.len {
            stack.pop();
            let v = path.pop().expect("a frame per cell of the path");
            if stack.is_empty() {
                return Searched::Exhausted { moves };
            }
            s.unvisit(v);
            if O::WATCHING && moves <= SHOWN_MOVES {
                obs.observe(CycleEvent::Retreat { cell: room.pos(v) });
            }
            continue;
        }
        let w = top.cells[top.next as usize];
        top.next += 1;
        moves += 1;
        s.work += 1;
        if s.work > budget {
            return Searched::GaveUp { moves };
        }
        let v = *path.last().expect("the path holds the start");
        s.visit(w);
        path.push(w);
        if O::WATCHING && moves <= SHOWN_MOVES {
            obs.observe(CycleEvent::Visit { cell: room.pos(w) });
            if moves == SHOWN_MOVES {
                obs.observe(CycleEvent::Unshown { after: moves });
            }
        }
        if s.left == 0 {
            continue;
        }
        if s.viable(v, w) {
            stack.push(s.choices(w));
        } else {
            path.pop();
            s.unvisit(w);
            if O::WATCHING && moves <= SHOWN_MOVES {
                obs.observe(CycleEvent::Retreat { cell: room.pos(w) });
            }
        }
    }
}

impl Search<'_> {
    fn visit(&mut self, v: u32) {
        self.visited[v as usize] = true;
        self.left -= 1;
        if self.room.dark(v) {
            self.left_dark -= 1;
        }
        for u in self.room.neighbours(v) {
            self.ways[u as usize] -= 1;
        }
    }

    fn unvisit(&mut self, v: u32) {
        self.visited[v as usize] = false;
        self.left += 1;
        if self.room.dark(v) {
            self.left_dark += 1;
        }
        for u in self.room.neighbours(v) {
            self.ways[u as usize] += 1;
        }
    }

    fn open(&self, i: u32) -> bool {
        !self.visited[i as usize]
    }

    /// The moves worth trying from the end `v`: the forced one if there is one, none if two
    /// are forced, else every free neighbour, fewest ways on first. The target only last.
    fn choices(&self, v: u32) -> Choices {
        let target = self.room.target;
        let mut c = Choices {
            cells: [NONE; 4],
            len: 0,
            next: 0,
        };
        if self.left == 1 {
            if self.open(target) && self.room.neighbours(v).any(|u| u == target) {
                c.cells[0] = target;
                c.len = 1;
            }
            return c;
        }
        let mut forced = None;
        for u in self.room.neighbours(v) {
            if u == target || !self.open(u) {
                continue;
            }
            if self.ways[u as usize] <= 1 {
                if forced.is_some() {
                    return c;
                }
                forced = Some(u);
            }
            c.cells[c.len as usize] = u;
            c.len += 1;
        }
        if let Some(u) = forced {
            c.cells = [u, NONE, NONE, NONE];
            c.len = 1;
        } else {
            let ways = &self.ways;
            c.cells[..c.len as usize].sort_by_key(|&u| ways[u as usize]);
        }
        c
    }

    /// Whether the path, now ending at `w` after `v`, can still be completed as far as the
    /// checks can tell.
    fn viable(&mut self, v: u32, w: u32) -> bool {
        let room = self.room;
        let target = room.target;
        let touches_w = |u: u32| room.neighbours(u).any(|x| x == w);
        // The cells beside `v` have lost it for good.
        for u in room.neighbours(v) {
            if u == w || !self.open(u) {
                continue;
            }
            let ways = self.ways[u as usize] as usize + usize::from(touches_w(u));
            let needs = if u == target { 1 } else { 2 };
            if ways < needs {
                return false;
            }
        }
        // The tail must be entered from a cell still to come, unless it is the last.
        if self.left > 1 && self.ways[target as usize] == 0 {
            return false;
        }
        // Parity of what is left, with the end.
        let total = self.left + 1;
        let dark = self.left_dark + usize::from(room.dark(w));
        let same = room.dark(w) == room.dark(target);
        let balanced = if total.is_multiple_of(2) {
            !same && dark * 2 == total
        } else {
            same && (if room.dark(w) { dark } else { total - dark }) * 2 == total + 1
        };
        if !balanced {
            return false;
        }
        self.still_connected(v, w)
    }

    /// Whether the unvisited cells and `w` are in one piece, given that they were, with `v`,
    /// before `v` was left.
    fn still_connected(&mut self, v: u32, w: u32) -> bool {
        if self.locally_joined(v, w) {
            return true;
        }
        self.generation += 1;
        let generation = self.generation;
        self.queue.clear();
        self.queue.push(w);
        self.stamp[w as usize] = generation;
        let mut reached = 1;
        let mut head = 0;
        while head < self.queue.len() {
            let x = self.queue[head];
            head += 1;
            for y in self.room.neighbours(x) {
                if self.open(y) && self.stamp[y as usize] != generation {
                    self.stamp[y as usize] = generation;
                    reached += 1;
                    self.queue.push(y);
                }
            }
        }
        self.work += head as u64;
        reached == self.left + 1
    }

    /// Whether the open cells beside `v` (the unvisited ones and `w`) are joined to one
    /// another through the eight cells around `v`: if so, leaving `v` cannot cut them apart.
    fn locally_joined(&self, v: u32, w: u32) -> bool {
        let grid = &self.room.grid;
        let p = grid.pos(v as usize);
        let open_at = |dx: i64, dy: i64| -> bool {
            let (x, y) = (i64::from(p.x) + dx, i64::from(p.y) + dy);
            if !grid.contains_xy(x, y) {
                return false;
            }
            let i = grid.index(crate::rules::Pos::new(x as u16, y as u16)) as u32;
            self.room.inside[i as usize] && (self.open(i) || i == w)
        };
        // Up, Right, Down, Left, and the corners between them.
        let sides = [(0, -1), (1, 0), (0, 1), (-1, 0)];
        let corners = [(1, -1), (1, 1), (-1, 1), (-1, -1)];
        let open = sides.map(|(dx, dy)| open_at(dx, dy));
        let count = open.iter().filter(|&&o| o).count();
        if count <= 1 {
            return true;
        }
        let links = (0..4)
            .filter(|&k| {
                let (dx, dy) = corners[k];
                open[k] && open[(k + 1) % 4] && open_at(dx, dy)
            })
            .count();
        links + 1 >= count
    }
}
