//! A direction said in a sentence. English says a direction's name wherever it goes ("move
//! Right", "Right of (3, 0)", "Why Right?"); Portuguese needs a phrase of its own for each use
//! ("mover para a direita", "à direita de (3, 0)", "Por que para a direita?"). So a sentence
//! asks for the form it needs, and each form of each direction is its own entry of the
//! catalogue: nothing is built by gluing a bare direction to a preposition.
//!
//! - [`Dir::way`]: the way a move goes, after a verb or alone as an answer: "Right", "para a
//!   direita".
//! - [`Dir::at`]: where a neighbour lies, alone or after a noun: "Right", "à direita" ("the
//!   neighbour Right", "a vizinha à direita").
//! - [`Dir::of`]: beside a cell: "Right of (3, 0)", "à direita de (3, 0)".
//! - [`Dir::side`]: the side of a step a pair is pushed out to: "right", "direito" ("the right
//!   side", "o lado direito").
//! - its name (`Display`): "Right", "Direita", as a label or in a list.

use super::{Compass, Dir, Pos};

impl Dir {
    /// The way a move goes, in the language in use: "Right" ("move Right"), "para a
    /// direita" ("mover para a direita").
    pub fn way(self) -> String {
        match self {
            Dir::Up => tr!("Up{#way}"),
            Dir::Right => tr!("Right{#way}"),
            Dir::Down => tr!("Down{#way}"),
            Dir::Left => tr!("Left{#way}"),
        }
    }

    /// Where a neighbour lies, in the language in use: "Right" ("Right (4, 3) is the
    /// body"), "à direita" ("à direita, (4, 3) é o corpo").
    pub fn at(self) -> String {
        match self {
            Dir::Up => tr!("Up{#at}"),
            Dir::Right => tr!("Right{#at}"),
            Dir::Down => tr!("Down{#at}"),
            Dir::Left => tr!("Left{#at}"),
        }
    }

    /// The neighbour of `cell` this way, in the language in use: "Right of (3, 0)", "à
    /// direita de (3, 0)".
    pub fn of(self, cell: Pos) -> String {
        match self {
            Dir::Up => tr!("Up of {cell}", cell = cell),
            Dir::Right => tr!("Right of {cell}", cell = cell),
            Dir::Down => tr!("Down of {cell}", cell = cell),
            Dir::Left => tr!("Left of {cell}", cell = cell),
        }
    }

    /// The side of a step this way, in the language in use: "upper" ("the upper side"), "de
    /// cima" ("o lado de cima").
    pub fn side(self) -> String {
        match self {
            Dir::Up => tr!("upper"),
            Dir::Down => tr!("lower"),
            Dir::Left => tr!("left"),
            Dir::Right => tr!("right"),
        }
    }
}

impl Compass {
    /// The way a move goes, in the language in use (as [`Dir::way`]; "Up and right", "para
    /// cima e à direita", for a diagonal).
    pub fn way(self) -> String {
        match self {
            Compass::UpRight => tr!("Up and right{#way}"),
            Compass::DownRight => tr!("Down and right{#way}"),
            Compass::DownLeft => tr!("Down and left{#way}"),
            Compass::UpLeft => tr!("Up and left{#way}"),
            straight => straight.straight().map(Dir::way).unwrap_or_default(),
        }
    }

    /// Where a neighbour lies, in the language in use (as [`Dir::at`]).
    pub fn at(self) -> String {
        match self {
            Compass::UpRight => tr!("Up and right{#at}"),
            Compass::DownRight => tr!("Down and right{#at}"),
            Compass::DownLeft => tr!("Down and left{#at}"),
            Compass::UpLeft => tr!("Up and left{#at}"),
            straight => straight.straight().map(Dir::at).unwrap_or_default(),
        }
    }

    /// The neighbour of `cell` this way, in the language in use (as [`Dir::of`]).
    pub fn of(self, cell: Pos) -> String {
        match self {
            Compass::UpRight => tr!("Up and right of {cell}", cell = cell),
            Compass::DownRight => tr!("Down and right of {cell}", cell = cell),
            Compass::DownLeft => tr!("Down and left of {cell}", cell = cell),
            Compass::UpLeft => tr!("Up and left of {cell}", cell = cell),
            straight => straight.straight().map(|d| d.of(cell)).unwrap_or_default(),
        }
    }
}
