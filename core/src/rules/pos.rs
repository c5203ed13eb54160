//! Cells and directions: the two words every other module speaks.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell of the board: `x` counts columns from the left, `y` rows from the top.
///
/// Boards are at most 1024 cells a side (a search board; a game's, 256), so both coordinates
/// fit in a `u16`.
/// In RON and JSON a cell is written as the tuple `(x, y)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "(u16, u16)", into = "(u16, u16)")]
pub struct Pos {
    /// Column, from the left edge.
    pub x: u16,
    /// Row, from the top edge.
    pub y: u16,
}

impl Pos {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: u16, y: u16) -> Self {
        Pos { x, y }
    }

    /// Distance in moves on an empty board (|dx| + |dy|).
    pub fn manhattan(self, other: Pos) -> u32 {
        u32::from(self.x.abs_diff(other.x)) + u32::from(self.y.abs_diff(other.y))
    }

    /// The direction that leads from `self` to the adjacent cell `to`, if they touch.
    pub fn dir_to(self, to: Pos) -> Option<Dir> {
        let dx = i32::from(to.x) - i32::from(self.x);
        let dy = i32::from(to.y) - i32::from(self.y);
        match (dx, dy) {
            (0, -1) => Some(Dir::Up),
            (1, 0) => Some(Dir::Right),
            (0, 1) => Some(Dir::Down),
            (-1, 0) => Some(Dir::Left),
            _ => None,
        }
    }

    /// Whether the two cells share an edge.
    pub fn touches(self, other: Pos) -> bool {
        self.manhattan(other) == 1
    }
}

impl From<(u16, u16)> for Pos {
    fn from((x, y): (u16, u16)) -> Self {
        Pos { x, y }
    }
}

impl From<Pos> for (u16, u16) {
    fn from(p: Pos) -> Self {
        (p.x, p.y)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// One of the four moves. The declaration order, Up, Right, Down, Left, is the order in which
/// the searches try neighbours after their preferred one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    /// Towards row 0.
    Up,
    /// Towards the last column.
    Right,
    /// Towards the last row.
    Down,
    /// Towards column 0.
    Left,
}

impl Dir {
    /// All four directions in the searches' fixed order: Up, Right, Down, Left.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    /// The direction that undoes this one.
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Right => Dir::Left,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
        }
    }

    /// The change in `(x, y)` that one move in this direction makes.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::Up => (0, -1),
            Dir::Right => (1, 0),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
        }
    }

    /// Whether the move runs along a row (Left or Right).
    pub const fn is_horizontal(self) -> bool {
        matches!(self, Dir::Left | Dir::Right)
    }

    /// A small number for compact storage: Up 0, Right 1, Down 2, Left 3.
    pub const fn to_index(self) -> u8 {
        self as u8
    }

    /// The inverse of [`Dir::to_index`]; any value is reduced modulo 4.
    pub const fn from_index(i: u8) -> Dir {
        Dir::ALL[(i & 3) as usize]
    }

    /// A one-letter name used in text grids: `^`, `>`, `v`, `<`.
    pub const fn arrow(self) -> char {
        match self {
            Dir::Up => '^',
            Dir::Right => '>',
            Dir::Down => 'v',
            Dir::Left => '<',
        }
    }
}

impl Dir {
    /// The direction's name in English whatever the language in use, for files and tables
    /// read by programs ("Up", "Right", "Down", "Left").
    pub fn word(self) -> &'static str {
        match self {
            Dir::Up => "Up",
            Dir::Right => "Right",
            Dir::Down => "Down",
            Dir::Left => "Left",
        }
    }
}

/// The direction's name in the language in use.
impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Dir::Up => tr!("Up"),
            Dir::Right => tr!("Right"),
            Dir::Down => tr!("Down"),
            Dir::Left => tr!("Left"),
        };
        f.write_str(&name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dir_to_names_the_move_between_neighbours() {
        let c = Pos::new(3, 3);
        for d in Dir::ALL {
            let (dx, dy) = d.delta();
            let n = Pos::new((3 + dx) as u16, (3 + dy) as u16);
            assert_eq!(c.dir_to(n), Some(d));
            assert_eq!(n.dir_to(c), Some(d.opposite()));
        }
        assert_eq!(c.dir_to(Pos::new(4, 4)), None);
        assert_eq!(c.dir_to(c), None);
    }

    #[test]
    fn index_round_trips() {
        for d in Dir::ALL {
            assert_eq!(Dir::from_index(d.to_index()), d);
        }
    }
}
