//! The eight moves of a search board in eight directions: the four of the game, and the four
//! diagonals between them.
//!
//! The snake's game moves in four directions ([`Dir`]); a search board may allow eight, as
//! the Moving AI benchmarks do. A diagonal move is allowed only where both cells beside it
//! are open (no corner is cut): that rule lives with the searches that move so, not here.

use super::pos::{Dir, Pos};
use std::fmt;

/// How a search board lets its searches move: the game's four directions, or eight, the
/// diagonals too. The snake always moves in four.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Directions {
    /// Up, right, down and left, as the snake moves.
    #[default]
    Four,
    /// The four and the diagonals between them, each cutting no blocked corner.
    Eight,
}

/// One of the eight moves. The declaration order, the four straight moves in the game's
/// order and then the four diagonals clockwise from up-right, is the order in which the
/// eight-direction searches try neighbours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Compass {
    /// Towards row 0.
    Up,
    /// Towards the last column.
    Right,
    /// Towards the last row.
    Down,
    /// Towards column 0.
    Left,
    /// Up and right at once.
    UpRight,
    /// Down and right at once.
    DownRight,
    /// Down and left at once.
    DownLeft,
    /// Up and left at once.
    UpLeft,
}

impl Compass {
    /// All eight moves, the straight ones first.
    pub const ALL: [Compass; 8] = [
        Compass::Up,
        Compass::Right,
        Compass::Down,
        Compass::Left,
        Compass::UpRight,
        Compass::DownRight,
        Compass::DownLeft,
        Compass::UpLeft,
    ];

    /// The change in `(x, y)` that the move makes.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Compass::Up => (0, -1),
            Compass::Right => (1, 0),
            Compass::Down => (0, 1),
            Compass::Left => (-1, 0),
            Compass::UpRight => (1, -1),
            Compass::DownRight => (1, 1),
            Compass::DownLeft => (-1, 1),
            Compass::UpLeft => (-1, -1),
        }
    }

    /// The move that makes the change `(dx, dy)`, each -1, 0 or 1 and not both 0.
    pub fn from_delta(dx: i32, dy: i32) -> Option<Compass> {
        Compass::ALL.into_iter().find(|c| c.delta() == (dx, dy))
    }

    /// The move from `from` to `to` if they are neighbours in eight directions.
    pub fn between(from: Pos, to: Pos) -> Option<Compass> {
        let dx = i32::from(to.x) - i32::from(from.x);
        let dy = i32::from(to.y) - i32::from(from.y);
        Compass::from_delta(dx, dy)
    }

    /// The move that undoes this one.
    pub fn opposite(self) -> Compass {
        let (dx, dy) = self.delta();
        Compass::from_delta(-dx, -dy).unwrap_or(self)
    }

    /// Whether the move is diagonal.
    pub const fn is_diagonal(self) -> bool {
        let (dx, dy) = self.delta();
        dx != 0 && dy != 0
    }

    /// The two straight moves a diagonal is made of, across then along (`None` for a straight
    /// move): both cells they lead to must be open for the diagonal to be taken.
    pub const fn sides(self) -> Option<(Dir, Dir)> {
        match self {
            Compass::UpRight => Some((Dir::Right, Dir::Up)),
            Compass::DownRight => Some((Dir::Right, Dir::Down)),
            Compass::DownLeft => Some((Dir::Left, Dir::Down)),
            Compass::UpLeft => Some((Dir::Left, Dir::Up)),
            _ => None,
        }
    }

    /// The straight move of the game this is, if it is one.
    pub const fn straight(self) -> Option<Dir> {
        match self {
            Compass::Up => Some(Dir::Up),
            Compass::Right => Some(Dir::Right),
            Compass::Down => Some(Dir::Down),
            Compass::Left => Some(Dir::Left),
            _ => None,
        }
    }

    /// The cell one move from `p`, if its coordinates are not negative (the board's far
    /// edges are the caller's to check).
    pub fn from_cell(self, p: Pos) -> Option<Pos> {
        let (dx, dy) = self.delta();
        let x = u16::try_from(i32::from(p.x) + dx).ok()?;
        let y = u16::try_from(i32::from(p.y) + dy).ok()?;
        Some(Pos::new(x, y))
    }

    /// An arrow for text grids: the game's four, and `/`, `\` for the diagonals.
    pub const fn arrow(self) -> char {
        match self {
            Compass::Up => '^',
            Compass::Right => '>',
            Compass::Down => 'v',
            Compass::Left => '<',
            Compass::UpRight | Compass::DownLeft => '/',
            Compass::DownRight | Compass::UpLeft => '\\',
        }
    }
}

impl From<Dir> for Compass {
    fn from(d: Dir) -> Compass {
        match d {
            Dir::Up => Compass::Up,
            Dir::Right => Compass::Right,
            Dir::Down => Compass::Down,
            Dir::Left => Compass::Left,
        }
    }
}

impl fmt::Display for Compass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = match self {
            Compass::Up => "Up",
            Compass::Right => "Right",
            Compass::Down => "Down",
            Compass::Left => "Left",
            Compass::UpRight => "UpRight",
            Compass::DownRight => "DownRight",
            Compass::DownLeft => "DownLeft",
            Compass::UpLeft => "UpLeft",
        };
        f.write_str(word)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_move_is_found_again_from_its_change_and_a_diagonal_is_its_two_sides() {
        for c in Compass::ALL {
            let (dx, dy) = c.delta();
            assert_eq!(Compass::from_delta(dx, dy), Some(c));
            match c.sides() {
                Some((across, along)) => {
                    assert!(c.is_diagonal());
                    let (ax, ay) = across.delta();
                    let (bx, by) = along.delta();
                    assert_eq!((ax + bx, ay + by), (dx, dy));
                }
                None => assert_eq!(c.straight().map(Compass::from), Some(c)),
            }
        }
        assert_eq!(Compass::from_delta(0, 0), None);
        let p = Pos::new(0, 3);
        assert_eq!(Compass::UpLeft.from_cell(p), None);
        assert_eq!(Compass::DownRight.from_cell(p), Some(Pos::new(1, 4)));
        assert_eq!(Compass::between(p, Pos::new(1, 2)), Some(Compass::UpRight));
        assert_eq!(Compass::between(p, Pos::new(2, 2)), None);
    }
}
