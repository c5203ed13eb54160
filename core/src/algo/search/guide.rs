//! What guides A* and greedy best-first: the heuristic h (an estimate of the cost left to the
//! target), its weight w (A* orders by f = g + w·h), and which of two entries of equal f
//! leaves first.
//!
//! Every heuristic here is a distance between cells that no 4-neighbour path is shorter
//! than, so on a board whose every step costs at least 1 each is admissible (never more than
//! the cost left) and consistent (it drops by at most 1 a step, and a step costs at least 1).
//! Rounding a consistent estimate down to a whole number keeps it consistent, the costs being
//! whole. A weight above 1 gives up both for speed: the path found costs at most w times the
//! cheapest (`docs/ALGORITHMS.md`, 2.1c).

use crate::rules::Pos;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An estimate of the distance from a cell to the target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Heuristic {
    /// |dx| + |dy|: exact on an open 4-neighbour board.
    #[default]
    Manhattan,
    /// The straight line, sqrt(dx² + dy²).
    Euclidean,
    /// Eight directions with diagonals of sqrt 2: max + (sqrt 2 - 1)·min.
    Octile,
    /// Eight directions with diagonals of 1: max(|dx|, |dy|).
    Chebyshev,
    /// No estimate: A* is then uniform-cost search.
    Zero,
}

impl Heuristic {
    /// Every heuristic, as the command line lists them.
    pub const ALL: [Heuristic; 5] = [
        Heuristic::Manhattan,
        Heuristic::Euclidean,
        Heuristic::Octile,
        Heuristic::Chebyshev,
        Heuristic::Zero,
    ];

    /// Its name on the command line.
    pub fn cli_name(self) -> &'static str {
        match self {
            Heuristic::Manhattan => "manhattan",
            Heuristic::Euclidean => "euclidean",
            Heuristic::Octile => "octile",
            Heuristic::Chebyshev => "chebyshev",
            Heuristic::Zero => "zero",
        }
    }

    /// The heuristic named `name` on the command line.
    pub fn from_cli_name(name: &str) -> Option<Heuristic> {
        Heuristic::ALL.into_iter().find(|h| h.cli_name() == name)
    }

    /// Its name in the language in use, as a caption says it.
    pub fn title(self) -> String {
        match self {
            Heuristic::Manhattan => tr!("the Manhattan distance"),
            Heuristic::Euclidean => tr!("the straight-line (Euclidean) distance"),
            Heuristic::Octile => tr!("the octile distance"),
            Heuristic::Chebyshev => tr!("the Chebyshev distance"),
            Heuristic::Zero => tr!("zero"),
        }
    }

    /// The estimate from `from` to `to`, times `weight`, rounded down: what A* adds to g.
    /// Worked out in whole numbers, so it never rounds above the true value.
    pub fn weighted(self, from: Pos, to: Pos, weight: Weight) -> u32 {
        let dx = u64::from(from.x.abs_diff(to.x));
        let dy = u64::from(from.y.abs_diff(to.y));
        let (hi, lo) = (dx.max(dy), dx.min(dy));
        let w = u64::from(weight.hundredths());
        let scaled = match self {
            Heuristic::Manhattan => w * (dx + dy),
            // w·sqrt(d²) = sqrt(w²·d²), its whole part exactly.
            Heuristic::Euclidean => (w * w * (dx * dx + dy * dy)).isqrt(),
            // w·(hi - lo) + w·sqrt(2)·lo, the first part whole.
            Heuristic::Octile => w * (hi - lo) + (2 * w * w * lo * lo).isqrt(),
            Heuristic::Chebyshev => w * hi,
            Heuristic::Zero => 0,
        };
        u32::try_from(scaled / 100).unwrap_or(u32::MAX)
    }

    /// The estimate from `from` to `to`, rounded down.
    pub fn estimate(self, from: Pos, to: Pos) -> u32 {
        self.weighted(from, to, Weight::ONE)
    }
}

impl fmt::Display for Heuristic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.cli_name())
    }
}

/// The weight w >= 1 on A*'s estimate, in hundredths (1.5 is 150), at most 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "f64", into = "f64")]
pub struct Weight(u32);

/// Why a weight is refused.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum WeightError {
    /// Below 1, above 10, or not a number.
    #[error(
        "{}",
        tr!("the weight {weight} is not a number from 1 to 10 (1.5, say)", weight = .0)
    )]
    OutOfRange(String),
}

impl Weight {
    /// w = 1: A* as it is, optimal with an admissible heuristic.
    pub const ONE: Weight = Weight(100);
    /// The largest weight taken.
    pub const MAX: Weight = Weight(1000);

    /// The weight of `hundredths` hundredths, if it lies from 1 to 10.
    pub fn from_hundredths(hundredths: u32) -> Option<Weight> {
        (Weight::ONE.0..=Weight::MAX.0)
            .contains(&hundredths)
            .then_some(Weight(hundredths))
    }

    /// The weight in hundredths.
    pub fn hundredths(self) -> u32 {
        self.0
    }

    /// Whether the estimate is weighted (w > 1).
    pub fn is_weighted(self) -> bool {
        self.0 > Weight::ONE.0
    }
}

impl Default for Weight {
    fn default() -> Weight {
        Weight::ONE
    }
}

impl fmt::Display for Weight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, part) = (self.0 / 100, self.0 % 100);
        match part {
            0 => write!(f, "{whole}"),
            p if p % 10 == 0 => write!(f, "{whole}.{}", p / 10),
            p => write!(f, "{whole}.{p:02}"),
        }
    }
}

impl std::str::FromStr for Weight {
    type Err = WeightError;

    /// Reads `1`, `1.5` or `2.25` (to the hundredth).
    fn from_str(text: &str) -> Result<Weight, WeightError> {
        let refused = || WeightError::OutOfRange(text.to_owned());
        let (whole, part) = text.trim().split_once('.').unwrap_or((text.trim(), ""));
        if whole.is_empty() || part.len() > 2 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refused());
        }
        let whole: u32 = whole.parse().map_err(|_| refused())?;
        let part: u32 = format!("{part:0<2}").parse().map_err(|_| refused())?;
        whole
            .checked_mul(100)
            .and_then(|w| w.checked_add(part))
            .and_then(Weight::from_hundredths)
            .ok_or_else(refused)
    }
}

impl TryFrom<f64> for Weight {
    type Error = WeightError;

    fn try_from(w: f64) -> Result<Weight, WeightError> {
        let hundredths = (w * 100.0).round();
        let refused = || WeightError::OutOfRange(w.to_string());
        if !(100.0..=1000.0).contains(&hundredths) || (w * 100.0 - hundredths).abs() > 1e-6 {
            return Err(refused());
        }
        Weight::from_hundredths(hundredths as u32).ok_or_else(refused)
    }
}

impl From<Weight> for f64 {
    fn from(w: Weight) -> f64 {
        f64::from(w.0) / 100.0
    }
}

/// Which of two frontier entries of equal priority leaves first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// The larger g: the entry furthest along, nearer the target by its own estimate. A*
    /// then runs along one path instead of widening every way at once.
    #[default]
    LargerG,
    /// The smaller g: the entry nearest the start, so A* fans out over every path of equal f
    /// (more cells expanded for a path of the same cost).
    SmallerG,
}

impl TieBreak {
    /// Its name on the command line.
    pub fn cli_name(self) -> &'static str {
        match self {
            TieBreak::LargerG => "larger-g",
            TieBreak::SmallerG => "smaller-g",
        }
    }

    /// The tie-break named `name` on the command line.
    pub fn from_cli_name(name: &str) -> Option<TieBreak> {
        [TieBreak::LargerG, TieBreak::SmallerG]
            .into_iter()
            .find(|t| t.cli_name() == name)
    }
}

/// How A* and greedy best-first are guided in one run: the heuristic, its weight (A* alone),
/// and the tie-break among equal f (A* alone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Guide {
    /// The estimate of the distance left.
    pub heuristic: Heuristic,
    /// Its weight in A*'s f = g + w·h.
    pub weight: Weight,
    /// Which entry of equal f leaves first.
    pub ties: TieBreak,
}

impl Guide {
    /// Whether A* under this guide always finds the cheapest path: its heuristic is
    /// admissible on a board whose steps cost 1 or more (every one here is) and it is not
    /// weighted.
    pub fn keeps_optimal(&self) -> bool {
        !self.weight.is_weighted()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_estimate_is_its_distance_rounded_down_and_no_more_than_manhattan() {
        let (a, b) = (Pos::new(0, 0), Pos::new(3, 4));
        let est = |h: Heuristic| h.estimate(a, b);
        assert_eq!(est(Heuristic::Manhattan), 7);
        assert_eq!(est(Heuristic::Euclidean), 5);
        // 4 + 0.414·3 = 5.24
        assert_eq!(est(Heuristic::Octile), 5);
        assert_eq!(est(Heuristic::Chebyshev), 4);
        assert_eq!(est(Heuristic::Zero), 0);
        let w: Weight = "1.5".parse().unwrap();
        assert_eq!(Heuristic::Manhattan.weighted(a, b, w), 10);
        // 1.5·5.24 = 7.86
        assert_eq!(Heuristic::Octile.weighted(a, b, w), 7);
        for x in 0..9u16 {
            for y in 0..9u16 {
                let c = Pos::new(x, y);
                for h in Heuristic::ALL {
                    assert!(h.estimate(c, b) <= c.manhattan(b), "{h} at {c}");
                }
            }
        }
    }

    #[test]
    fn a_weight_is_read_to_the_hundredth_from_one_to_ten() {
        let w = |s: &str| s.parse::<Weight>().map(|w| w.hundredths());
        assert_eq!(w("1"), Ok(100));
        assert_eq!(w("1.5"), Ok(150));
        assert_eq!(w("2.25"), Ok(225));
        assert_eq!(w("10"), Ok(1000));
        for bad in ["0.9", "10.01", "1.234", "", ".5", "x", "-1", "1.5.2"] {
            assert!(w(bad).is_err(), "{bad}");
        }
        assert_eq!("1.5".parse::<Weight>().unwrap().to_string(), "1.5");
        assert_eq!(Weight::try_from(1.5).map(|w| w.hundredths()), Ok(150));
        assert!(Weight::try_from(0.5).is_err());
    }
}
