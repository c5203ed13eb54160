//! What a breakpoint waits for, and at which tick (a state of the game, `0..=len`) it stops.

use crate::explain::facts::FactKind;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a breakpoint waits for. Each matches at a state of the game (tick `t` is the board
/// after `t` moves), so that stopping there shows what matched:
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Condition {
    /// The decision made at this state holds a fact of this kind (the board before the move,
    /// with the decision and its check on screen).
    Fact(FactKind),
    /// The head has just entered the cell `(x, y)` (the board after the move into it). The
    /// numbers are the file's, unchecked: a cell off the board never matches.
    HeadEnters(i64, i64),
    /// The snake has just reached this length: the first state where it is at least this
    /// long (once a game, since a snake never shrinks).
    LengthAtLeast(i64),
    /// This tick.
    Tick(u64),
    /// The snake has just eaten (the board after the meal).
    FoodEaten,
    /// The decision that doomed a lost game: the first of the unbroken run of moves without
    /// a guarantee that ends with the fatal one (known once the game is recorded to its end).
    Doomed,
}

impl Condition {
    /// The head cell of [`Condition::HeadEnters`], if it can lie on a board at all.
    pub fn cell(&self) -> Option<crate::rules::Pos> {
        match *self {
            Condition::HeadEnters(x, y) => Some(crate::rules::Pos::new(
                u16::try_from(x).ok()?,
                u16::try_from(y).ok()?,
            )),
            _ => None,
        }
    }

    /// The fact kind of [`Condition::Fact`] (and of [`Condition::Doomed`], which stops at a
    /// move without a guarantee), whose check is the one to point at when the breakpoint
    /// stops.
    pub fn fact(&self) -> Option<FactKind> {
        match *self {
            Condition::Fact(kind) => Some(kind),
            Condition::Doomed => Some(FactKind::NoGuarantee),
            _ => None,
        }
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Fact(kind) => write!(f, "{kind}"),
            Condition::HeadEnters(x, y) => {
                f.write_str(&tr!("head enters ({x}, {y})", x = x, y = y))
            }
            Condition::LengthAtLeast(n) => f.write_str(&tr!("length reaches {n}", n = n)),
            Condition::Tick(t) => f.write_str(&tr!("tick {tick}", tick = t)),
            Condition::FoodEaten => f.write_str(&tr!("food eaten")),
            Condition::Doomed => f.write_str(&tr!("the decision that doomed the game")),
        }
    }
}

/// A condition to stop at, which can be switched off without being forgotten.
///
/// In a scenario file: `Breakpoint(when: Fact(Fallback))`, or with `enabled: false` to keep
/// it switched off; the struct's name may be left out, as everywhere in RON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename = "Breakpoint", deny_unknown_fields)]
pub struct Breakpoint {
    /// What it waits for.
    pub when: Condition,
    /// Whether it stops play and "run to the next breakpoint". Defaults to true (and is
    /// written only when false).
    #[serde(default = "on", skip_serializing_if = "is_on")]
    pub enabled: bool,
}

impl Breakpoint {
    /// An enabled breakpoint on `when`.
    pub fn new(when: Condition) -> Breakpoint {
        Breakpoint {
            when,
            enabled: true,
        }
    }
}

fn on() -> bool {
    true
}

fn is_on(enabled: &bool) -> bool {
    *enabled
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::facts::Refusal;

    #[test]
    fn conditions_read_as_what_they_wait_for() {
        let words: Vec<String> = [
            Condition::Fact(FactKind::Refused(Refusal::PastFood)),
            Condition::HeadEnters(3, 4),
            Condition::LengthAtLeast(20),
            Condition::Tick(7),
            Condition::FoodEaten,
            Condition::Doomed,
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        assert_eq!(
            words,
            [
                "shortcut refused: jumps past the food",
                "head enters (3, 4)",
                "length reaches 20",
                "tick 7",
                "food eaten",
                "the decision that doomed the game"
            ]
        );
    }

    #[test]
    fn a_cell_off_any_board_has_no_position() {
        assert_eq!(
            Condition::HeadEnters(2, 5).cell(),
            Some(crate::rules::Pos::new(2, 5))
        );
        assert_eq!(Condition::HeadEnters(-1, 5).cell(), None);
        assert_eq!(Condition::HeadEnters(1 << 20, 5).cell(), None);
        assert_eq!(Condition::Tick(3).cell(), None);
    }
}
