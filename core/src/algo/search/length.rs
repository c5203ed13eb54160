//! A length in eight directions, kept exactly: a whole part and a number of square roots of
//! two, both in hundredths.
//!
//! A straight step costs what entering its cell costs (1 on plain ground) and a diagonal
//! step that times the square root of two, so every path's cost is `a + b·√2` with whole
//! `a` and `b`. Kept so, two costs are compared exactly (never rounded), and two paths of
//! equal cost tie exactly. Hundredths let a weight (1.5, say) multiply an estimate without
//! rounding, and the straight-line estimate be rounded down to a hundredth.

use std::cmp::Ordering;
use std::fmt;
use std::ops::Add;

/// The square root of two, as the benchmarks' files write their lengths with it.
pub const ROOT2: f64 = std::f64::consts::SQRT_2;

/// `(whole + root2·√2) / 100`: a cost, an estimate or their sum, exactly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Length {
    /// The whole part, in hundredths.
    pub whole: u32,
    /// How many square roots of two, in hundredths.
    pub root2: u32,
}

impl Length {
    /// Nothing.
    pub const ZERO: Length = Length { whole: 0, root2: 0 };

    /// `n` straight steps of cost 1 (or one step of cost `n`).
    pub const fn straight(n: u64) -> Length {
        Length {
            whole: hundredths_of(n),
            root2: 0,
        }
    }

    /// `n` diagonal steps of cost √2 (or one diagonal step into a cell of cost `n`).
    pub const fn diagonal(n: u64) -> Length {
        Length {
            whole: 0,
            root2: hundredths_of(n),
        }
    }

    /// The length in hundredths, rounded down.
    pub fn hundredths(self) -> u64 {
        // whole + floor(root2·√2), the second exactly: floor(sqrt(2·root2²)).
        u64::from(self.whole) + (2 * u128::from(self.root2).pow(2)).isqrt() as u64
    }

    /// The length in hundredths as a double, within a rounding of the exact value.
    #[inline]
    pub fn approx(self) -> f64 {
        self.whole as f64 + self.root2 as f64 * ROOT2
    }

    /// The length rounded to the nearest whole number (as a cell's number shows it).
    pub fn rounded(self) -> u64 {
        (self.hundredths() + 50) / 100
    }

    /// The length as a caption says it: to two decimals, without trailing zeros ("3",
    /// "1.41", "2.5").
    pub fn shown(self) -> String {
        let text = format!("{:.2}", self.value());
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    }

    /// The length as a number, as the benchmarks' files write it.
    pub fn value(self) -> f64 {
        (self.whole as f64 + self.root2 as f64 * ROOT2) / 100.0
    }

    /// The length times `weight` hundredths (150 is 1.5), rounded down to a hundredth in
    /// each part: never above the exact product.
    pub fn times(self, weight: u32) -> Length {
        let w = u64::from(weight);
        let part = |p: u32| u32::try_from(u64::from(p) * w / 100).unwrap_or(u32::MAX);
        Length {
            whole: part(self.whole),
            root2: part(self.root2),
        }
    }
}

/// `n` whole units in hundredths, at most `u32::MAX` (far beyond any path of a 1024x1024
/// board: 1024² cells of cost 5 are 524,288,000 hundredths).
const fn hundredths_of(n: u64) -> u32 {
    let h = n.saturating_mul(100);
    if h > u32::MAX as u64 {
        u32::MAX
    } else {
        h as u32
    }
}

impl Add for Length {
    type Output = Length;

    fn add(self, other: Length) -> Length {
        Length {
            whole: self.whole.saturating_add(other.whole),
            root2: self.root2.saturating_add(other.root2),
        }
    }
}

impl Ord for Length {
    /// Exactly: `a + b·√2` against `c + d·√2` is `a - c` against `(d - b)·√2`, and where
    /// both sides have the same sign, their squares decide.
    fn cmp(&self, other: &Length) -> Ordering {
        self.cmp_near(self.approx(), *other, other.approx())
    }
}

impl Length {
    /// As [`Ord::cmp`], given each length's value as a double (`a` for `self`, `b` for
    /// `other`, from [`Length::approx`]): equal parts are equal lengths; where the doubles
    /// differ by far more than their rounding, they decide; the exact comparison settles the
    /// rest. A caller that keeps each length's double compares without working it out again.
    #[inline]
    pub fn cmp_near(self, a: f64, other: Length, b: f64) -> Ordering {
        if self == other {
            return Ordering::Equal;
        }
        if (a - b).abs() > 1e-9 * a.abs().max(b.abs()).max(1.0) {
            return a.total_cmp(&b);
        }
        self.cmp_exact(other)
    }

    /// Lengths whose parts are both below this (2^30 hundredths, about ten million units,
    /// beyond any path of a 1024x1024 board of cells costing at most 5) have a [`Length::rank`].
    pub const RANKED_BELOW: u32 = 1 << 30;

    /// A whole number that orders lengths exactly as their values are ordered, two lengths
    /// having the same rank only if they are equal: a queue compares two ranks, never two
    /// lengths. `None` if a part is not below [`Length::RANKED_BELOW`].
    ///
    /// The rank is the value times 2^32, rounded down, and then at most 1.25 below: the whole
    /// part shifted, plus the square roots times √2·2^64 rounded down (2^64 and a 64-bit
    /// remainder, multiplied apart), shifted back by 32 (losing less than `root2`/2^32 < 1/4,
    /// and a rounding). Two different lengths with parts below 2^30 differ by at least 1/(2^30·(1+√2)): by at
    /// least 1 where the parts differ the same way, and otherwise, with p and q the parts'
    /// differences (each below 2^30), by |p - q√2| = |p² - 2q²| / (p + q√2), whose
    /// numerator is a whole number other than zero. Times 2^32 that is more than 1.65, more
    /// than the 1.25 the rank may lose, so the larger length has the larger rank.
    #[inline]
    pub fn rank(self) -> Option<u64> {
        /// √2 times 2^64, rounded down, less 2^64.
        const ROOT2_LESS_1_Q64: u64 = 0x6a09_e667_f3bc_c908;
        if self.whole >= Self::RANKED_BELOW || self.root2 >= Self::RANKED_BELOW {
            return None;
        }
        let (whole, root2) = (u64::from(self.whole), u64::from(self.root2));
        let fraction = (u128::from(root2) * u128::from(ROOT2_LESS_1_Q64)) >> 32;
        // Below 2^62 each, so the sum fits in 64 bits.
        Some((whole << 32) + (root2 << 32) + fraction as u64)
    }

    /// The exact comparison, in whole numbers.
    fn cmp_exact(self, other: Length) -> Ordering {
        let left = i128::from(self.whole) - i128::from(other.whole);
        let right = i128::from(other.root2) - i128::from(self.root2);
        match (left.signum(), right.signum()) {
            (l, r) if l >= 0 && r <= 0 => {
                if l == 0 && r == 0 {
                    Ordering::Equal
                } else {
                    Ordering::Greater
                }
            }
            (l, r) if l <= 0 && r >= 0 => Ordering::Less,
            (1, 1) => (left * left).cmp(&(2 * right * right)),
            _ => (2 * right * right).cmp(&(left * left)),
        }
    }
}

impl PartialOrd for Length {
    fn partial_cmp(&self, other: &Length) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Length {
    /// As the benchmarks write a length: eight decimals.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.8}", self.value())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn lengths_compare_exactly_as_their_values_do() {
        let l = |whole, root2| Length { whole, root2 };
        // 141 < 100·√2 = 141.42… < 142.
        assert!(l(141, 0) < l(0, 100));
        assert!(l(142, 0) > l(0, 100));
        // 3 diagonals (4.2426) against 4 straight and 1 diagonal (5.4142).
        assert!(Length::diagonal(3) < Length::straight(4) + Length::diagonal(1));
        assert_eq!(
            Length::straight(2) + Length::diagonal(1),
            Length::diagonal(1) + Length::straight(2)
        );
        for a in 0..30u32 {
            for b in 0..30u32 {
                for c in 0..30u32 {
                    for d in (0..30u32).step_by(7) {
                        let (x, y) = (l(a * 10, b * 10), l(c * 10, d * 10));
                        let by_value = x.value().total_cmp(&y.value());
                        let same = a == c && b == d;
                        assert_eq!(x.cmp(&y), if same { Ordering::Equal } else { by_value });
                    }
                }
            }
        }
        // A hair apart: 99 diagonals (140.007...) against 140 and 141.
        assert!(Length::diagonal(99) > Length::straight(140));
        assert!(Length::diagonal(99) < Length::straight(141));
        assert_eq!(Length::diagonal(1).hundredths(), 141);
        assert_eq!(Length::diagonal(1).times(150), l(0, 150));
        assert_eq!(format!("{}", Length::diagonal(1)), "1.41421356");
    }

    #[test]
    fn ranks_order_lengths_as_they_are_ordered_to_the_closest_pairs_that_have_ranks() {
        let l = |whole, root2| Length { whole, root2 };
        let agree = |x: Length, y: Length| {
            let (a, b) = (x.rank().unwrap(), y.rank().unwrap());
            assert_eq!(a.cmp(&b), x.cmp_exact(y), "{x:?} against {y:?}");
        };
        // p/q from Pell's equation p² - 2q² = ±1: the closest a whole number comes to a
        // multiple of √2, up to the largest parts ranked, alone and on top of other parts.
        let below = Length::RANKED_BELOW;
        let (mut p, mut q) = (1u32, 1u32);
        while p < below {
            for (a, b) in [(0, 0), (1, 0), (0, 1), (below - 1 - p, below - 1 - q)] {
                agree(l(a + p, b), l(a, b + q));
                agree(l(a, b + q), l(a + p, b));
                agree(l(a + p, b), l(a + p, b));
            }
            (p, q) = (p + 2 * q, p + q);
        }
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..20_000 {
            let top = [200, 5_000, below][rng.random_range(0..3usize)];
            let mut part = || rng.random_range(0..top);
            let (x, y) = (l(part(), part()), l(part(), part()));
            agree(x, y);
        }
        assert_eq!(l(below - 1, below - 1).rank().map(|r| r > 0), Some(true));
        assert_eq!(l(below, 0).rank(), None);
        assert_eq!(l(0, below).rank(), None);
        // Too long to rank, still compared exactly: 2^30 against about 2^30/√2 diagonals
        // (759,250,124.994 of them make 2^30; 759,250,125 make it and 0.0085).
        assert!(l(below, 0) > l(0, 759_250_124));
        assert!(l(below, 0) < l(0, 759_250_125));
        assert!(l(0, 759_250_125) < l(below, 1));
    }
}
