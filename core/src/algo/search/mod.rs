//! The graph searches a class compares with breadth-first search ([`super::bfs`]), and the
//! scaffold every search stands on.
//!
//! The scaffold: one event type for every search ([`SearchEvent`]: the frontier operations
//! they share, each with what is the search's own, named by its [`SearchTypes`]), the keys
//! their frontier entries carry and the one rule a priority queue breaks ties by ([`key`]),
//! the tables a search keeps per cell or per state ([`Tables`]: stamps, parents, the move that
//! entered), and the queues ([`priority`]). A search is a textbook loop on that scaffold,
//! reporting its events to an [`Observer`](super::Observer), with its tables in a space its
//! caller owns and reuses (as [`super::bfs::BfsSpace`]): once the tables fit the board, a
//! search allocates nothing but the path it returns.
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
pub mod deepening;
pub mod dfs;
pub mod dijkstra;
pub mod eight;
pub mod event;
pub mod guide;
pub mod key;
pub mod length;
pub mod priority;
mod side_queue;
pub mod tables;
pub mod timed;

pub use event::{SearchEvent, SearchStep, SearchTypes, Staleness};
pub use guide::{Guide, Heuristic, TieBreak, Weight};
pub use key::{Depth, Distance, Exact, FrontierKey, FrontierKind, Key, Rank, Side};
pub use length::Length;
pub use tables::{Stamps, Tables};
