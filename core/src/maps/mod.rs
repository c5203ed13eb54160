//! The Moving AI benchmark formats, read as they are published: a grid map (`.map`) and its
//! scenarios (`.scen`), the start and goal pairs with their optimal path lengths (Sturtevant,
//! "Benchmarks for Grid-Based Pathfinding", 2012).
//!
//! A `.map` file is four header lines and the grid:
//!
//! ```text
//! type octile
//! height 4
//! width 5
//! map
//! .....
//! .@@T.
//! ..S..
//! .....
//! ```
//!
//! Each cell is a character: `.` and `G` are open ground, `S` is swamp (open), `@` and `O`
//! are out of bounds, `T` is a tree and `W` water, all three closed to a search of these
//! benchmarks. Column `x` and row `y` count from 0 at the top left. The `type` is `octile`:
//! eight directions, a diagonal step costs the square root of two, and no corner is cut.
//!
//! A `.scen` file starts with `version 1` (or `version 1.0`) and has one line per pair, its
//! nine fields separated by tabs (or spaces): the bucket, the map's file name, the map's width
//! and height, the start's x and y, the goal's x and y, and the optimal length.
//!
//! Nothing here reads a file: the text comes through the one reader ([`crate::files`]).
//! Every problem is said with its line.

mod far_pair;
mod grid_map;
mod octile;
mod scen;

pub use far_pair::MapPos;
pub use grid_map::{GridMap, MAX_MAP_SIDE, MapCell, parse_map};
pub use octile::octile_distance;
pub use scen::{ScenPair, parse_scen};

/// Why a `.map` or `.scen` text could not be read: the line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!("line {line}: {problem}", line = line, problem = problem))]
pub struct MapError {
    /// The line the problem is on, from 1 (the last line for a text cut short).
    pub line: usize,
    /// What is wrong, in words.
    pub problem: String,
}

impl MapError {
    /// A problem on `line`.
    pub(crate) fn at(line: usize, problem: String) -> MapError {
        MapError { line, problem }
    }
}

#[cfg(test)]
mod tests;

/// A map of `rows` (each a row of cells, all as long), written in the format's text and read.
#[cfg(test)]
pub(crate) fn written(rows: &[&str]) -> GridMap {
    let text = format!(
        "type octile\nheight {}\nwidth {}\nmap\n{}\n",
        rows.len(),
        rows[0].len(),
        rows.join("\n")
    );
    parse_map(&text).expect("a map written by hand")
}
