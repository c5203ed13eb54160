//! The searches a class compares with breadth-first search ([`super::bfs`]), each a textbook
//! loop reporting its own events to an [`Observer`](super::Observer), with the tables it
//! needs in a space its caller owns and reuses (as [`super::bfs::BfsSpace`]): once the
//! tables fit the board, a search allocates nothing but the path it returns.
//!
//! All of them search the graph BFS searches (4-neighbour cells, blocked cells refused, the
//! target always free), from the same start, and try a cell's neighbours in BFS's order
//! ([`super::bfs::straight_first`]), so that only what makes each search different differs:
//!
//! - [`dfs`]: depth-first with an explicit stack: a path, not the shortest;
//! - [`dijkstra`]: uniform cost, where a turn costs more than going straight: the cheapest
//!   path under that cost;
//! - [`best_first`]: greedy best-first by Manhattan distance to the target: fast, not optimal;
//! - [`astar`]: A* with Manhattan distance: the shortest path, expanding each cell at most once;
//! - [`bidirectional`]: BFS from both ends, a layer at a time, stopping only once the layer
//!   that touched is finished;
//! - [`timed`]: BFS in which a body cell is free once the tail has left it by the time the head
//!   arrives: the snake's own twist.
//!
//! Why each finds what it finds is argued in `docs/ALGORITHMS.md`, section 2.1b.

pub mod astar;
pub mod best_first;
pub mod bidirectional;
pub mod dfs;
pub mod dijkstra;
mod priority;
pub mod timed;

use crate::rules::{Grid, Pos};

/// The cells from `start` to `target` following `parent` (a cell number for each cell
/// number) back from the target: the path a search that keeps one parent per cell returns.
/// Every cell on the way must have its parent set by the current search.
fn walk_back(grid: &Grid, parent: &[u32], start: usize, target: usize) -> Vec<Pos> {
    let mut path = vec![grid.pos(target)];
    let mut at = target;
    while at != start {
        at = parent[at] as usize;
        path.push(grid.pos(at));
    }
    path.reverse();
    path
}
