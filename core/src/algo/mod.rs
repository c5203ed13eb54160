//! The algorithms, each a textbook loop that reports its steps to an [`Observer`].
//!
//! - [`bfs`]: shortest path, breadth-first, preferring to go straight;
//! - [`longest`]: longest path by extending pairs of the shortest path;
//! - [`body_cycle`]: a Hamiltonian cycle from the snake's own body;
//! - [`cycle`]: the [`Cycle`] type and its numbering;
//! - [`shortcut`]: which moves off the cycle are in order (the rel-index rule);
//! - [`certificate`]: a cycle that holds the body after a move off the cycle, which makes
//!   the move safe;
//! - [`numbered`]: the numbered-BFS variant of the shortcut rule;
//! - [`backtrack`]: a cycle by depth-first search with backtracking, under a budget;
//! - [`approach`]: the backtracking solver's direct approach to a mouse;
//! - [`ring`] and [`splice`]: a cycle that can be cut and joined, and the 2x2 splices that
//!   reshape it toward the food;
//! - [`search`]: the searches a class compares with BFS (depth-first, Dijkstra with turn
//!   costs, greedy best-first, A*, bidirectional) and the snake's own timed search, in which
//!   the body moves out of the way.
//! - [`kept`]: an observer that keeps a trace's events up to a limit, and counts the rest.
//!
//! How each algorithm is shown (its pseudo-code, its events in words and pictures) is its
//! stage's business: see `crate::stages`, the rung above this one. Nothing here knows of it.

pub mod approach;
pub mod backtrack;
pub mod bfs;
pub mod body_cycle;
pub mod certificate;
pub mod cycle;
pub mod kept;
pub mod longest;
pub mod numbered;
pub mod observer;
pub mod ring;
pub mod search;
pub mod shortcut;
pub mod splice;

pub use cycle::Cycle;
pub use observer::{Ignore, Observer, wrapped};
