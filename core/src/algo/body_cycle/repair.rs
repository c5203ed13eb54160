//! Repair: bringing the cells the longest path left out into its cycle, a pair at a time.
//!
//! The path from head to tail and the body close a cycle through some of the board. Two
//! left-out cells `a`, `b` side by side, next to an edge `u -> v` of that cycle so that the
//! four make a 2x2 square, join it by the square's other sides:
//!
//! ```text
//!   u ──▶ v          u     v
//!                    │     ▲
//!   a     b    =>    ▼     │
//!                    a ──▶ b
//! ```
//!
//! It is the 2x2 splice of the splice solver, joining the little cycle `a, b` to the big
//! one; and the pair extension itself, done on the whole cycle and again whenever a new edge
//! makes another pair fit. Edges of the body are never replaced: the body must stay a
//! stretch of the cycle.

use super::CycleEvent;
use super::room::{NONE, Room};
use crate::algo::observer::Observer;
use crate::rules::{Dir, Grid};

/// A cycle through part of the board, and the cells it leaves out.
pub(super) struct Patched {
    /// Each covered cell's successor, [`NONE`] for a cell left out.
    next: Vec<u32>,
    /// Whether the edge from a cell to its successor is part of the body.
    fixed: Vec<bool>,
}

impl Patched {
    /// The cycle through `order` (a closed walk, its first `fixed_edges` edges the body's).
    pub fn new(grid: &Grid, order: &[u32], fixed_edges: usize) -> Patched {
        let mut next = vec![NONE; grid.cells()];
        let mut fixed = vec![false; grid.cells()];
        for (k, &c) in order.iter().enumerate() {
            next[c as usize] = order[(k + 1) % order.len()];
            fixed[c as usize] = k < fixed_edges;
        }
        Patched { next, fixed }
    }

    fn covers(&self, i: u32) -> bool {
        self.next[i as usize] != NONE
    }

    /// Joins every left-out pair it can, in rounds, reporting each splice. Returns the cells
    /// still left out.
    pub fn repair<O: Observer<CycleEvent>>(&mut self, room: &Room, obs: &mut O) -> Vec<u32> {
        let grid = &room.grid;
        let mut queue: Vec<u32> = room.cells().filter(|&i| !self.covers(i)).collect();
        queue.reverse();
        let mut queued = vec![false; grid.cells()];
        for &i in &queue {
            queued[i as usize] = true;
        }
        while let Some(a) = queue.pop() {
            queued[a as usize] = false;
            if self.covers(a) {
                continue;
            }
            let Some((from, x, y, to)) = self.square_for(room, a) else {
                continue;
            };
            self.join(from, x, y, to);
            if O::WATCHING {
                obs.observe(CycleEvent::Spliced {
                    edge: (room.pos(from), room.pos(to)),
                    pair: (room.pos(x), room.pos(y)),
                });
            }
            // The new edges may make room for pairs around them.
            for c in [x, y] {
                for d in room.neighbours(c) {
                    if !self.covers(d) && !queued[d as usize] {
                        queued[d as usize] = true;
                        queue.push(d);
                    }
                }
            }
        }
        room.cells().filter(|&i| !self.covers(i)).collect()
    }

    /// A left-out neighbour `b` of `a` and a free cycle edge beside them making a 2x2
    /// square: `(from, x, y, to)`, the edge `from -> to` to become `from -> x -> y -> to`.
    fn square_for(&self, room: &Room, a: u32) -> Option<(u32, u32, u32, u32)> {
        for (k, b) in room.adj[a as usize].iter().copied().enumerate() {
            if b == NONE || self.covers(b) {
                continue;
            }
            // The sides as the pair extension tries them: Up, Down for a horizontal pair.
            let sides = if Dir::ALL[k].is_horizontal() {
                [Dir::Up, Dir::Down]
            } else {
                [Dir::Left, Dir::Right]
            };
            for side in sides {
                let (Some(u), Some(v)) = (step(room, a, side), step(room, b, side)) else {
                    continue;
                };
                if self.next[u as usize] == v && !self.fixed[u as usize] {
                    return Some((u, a, b, v));
                }
                if self.next[v as usize] == u && !self.fixed[v as usize] {
                    return Some((v, b, a, u));
                }
            }
        }
        None
    }

    /// Replaces the edge `from -> to` by `from -> x -> y -> to`.
    fn join(&mut self, from: u32, x: u32, y: u32, to: u32) {
        self.next[from as usize] = x;
        self.next[x as usize] = y;
        self.next[y as usize] = to;
    }

    /// The cycle as a walk from `from`, when it covers the whole room.
    pub fn walk(&self, from: u32, len: usize) -> Vec<u32> {
        let mut order = Vec::with_capacity(len);
        let mut c = from;
        for _ in 0..len {
            order.push(c);
            c = self.next[c as usize];
        }
        order
    }
}

/// The cell of the room one step from `i` towards `d`, if any.
fn step(room: &Room, i: u32, d: Dir) -> Option<u32> {
    let n = room.grid.neighbour(room.pos(i), d)?;
    Some(room.grid.index(n) as u32)
}
