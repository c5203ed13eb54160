//! The room a cycle from the body must fill, seen as a graph.
//!
//! A Hamiltonian cycle that holds the body as a stretch is the body followed by a path from
//! the head back to the tail through every free cell. So the question is about a path: from
//! `start` (the head) to `target` (the tail), through every cell of the room (the free cells,
//! the head and the tail), never along the body. A one-cell snake has no tail apart from its
//! head: its path starts at a cell beside the head and comes back to the head, through every
//! cell of the board.
//!
//! The step from `start` straight to `target` is never part of such a path while other cells
//! are left to visit, so the room's graph leaves it out.

use crate::rules::{Dir, Grid, Pos, Snake};

/// No cell: an empty slot of a neighbour list.
pub(super) const NONE: u32 = u32::MAX;

/// The cells a path from head to tail must visit, and how they touch.
#[derive(Clone, Debug)]
pub(super) struct Room {
    /// The board.
    pub grid: Grid,
    /// Whether each cell (by index) belongs to the room.
    pub inside: Vec<bool>,
    /// Each cell's neighbours in the room (Up, Right, Down, Left), [`NONE`] where there is
    /// none.
    pub adj: Vec<[u32; 4]>,
    /// Where the path starts.
    pub start: u32,
    /// Where it ends.
    pub target: u32,
    /// Cells in the room, `start` and `target` included.
    pub count: usize,
}

impl Room {
    /// The room of `snake`: the path runs from `start` to `target`, the heading the direction
    /// in which the snake looks (the cell ahead of a one-cell snake is its path's start).
    pub fn new(grid: &Grid, snake: &Snake, start: Pos, target: Pos) -> Room {
        let cells = grid.cells();
        let blocked = snake.occupied();
        let mut inside: Vec<bool> = (0..cells).map(|i| !blocked.contains(i)).collect();
        inside[grid.index(start)] = true;
        inside[grid.index(target)] = true;
        let count = inside.iter().filter(|&&b| b).count();
        let (s, t) = (grid.index(start) as u32, grid.index(target) as u32);
        let mut adj = vec![[NONE; 4]; cells];
        for (i, slots) in adj.iter_mut().enumerate() {
            if !inside[i] {
                continue;
            }
            let p = grid.pos(i);
            for (k, d) in Dir::ALL.iter().enumerate() {
                let Some(n) = grid.neighbour(p, *d) else {
                    continue;
                };
                let j = grid.index(n) as u32;
                let direct = (i as u32 == s && j == t) || (i as u32 == t && j == s);
                if inside[j as usize] && !(direct && count > 2) {
                    slots[k] = j;
                }
            }
        }
        Room {
            grid: *grid,
            inside,
            adj,
            start: s,
            target: t,
            count,
        }
    }

    /// The neighbours of cell `i` in the room.
    pub fn neighbours(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        self.adj[i as usize].iter().copied().filter(|&j| j != NONE)
    }

    /// How many neighbours cell `i` has in the room.
    pub fn degree(&self, i: u32) -> usize {
        self.neighbours(i).count()
    }

    /// The cell at index `i`.
    pub fn pos(&self, i: u32) -> Pos {
        self.grid.pos(i as usize)
    }

    /// The cells of the room, by index.
    pub fn cells(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.inside.len() as u32).filter(|&i| self.inside[i as usize])
    }

    /// The chessboard colour of cell `i`: `true` for dark (`x + y` even).
    pub fn dark(&self, i: u32) -> bool {
        let p = self.pos(i);
        (p.x + p.y).is_multiple_of(2)
    }
}
