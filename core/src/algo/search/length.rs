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
    /// rest. A queue that keeps each entry's double compares without working it out again.
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

    /// As [`Length::cmp_near`], given each length's double as its bits (`a` for `self`, `b`
    /// for `other`, from [`Length::near_bits`]): lengths are never negative, so their doubles
    /// order as their bits do, and two doubles more than 2^24 units in the last place apart
    /// (a few billionths of the value) order their lengths; closer ones, and ties, are settled
    /// exactly. Only whole numbers are compared.
    #[inline]
    pub fn cmp_bits(self, a: u64, other: Length, b: u64) -> Ordering {
        const FAR: u64 = 1 << 24;
        if self == other {
            return Ordering::Equal;
        }
        if a.abs_diff(b) > FAR {
            return a.cmp(&b);
        }
        self.cmp_exact(other)
    }

    /// The bits of the length's double (in hundredths), which [`Length::cmp_bits`] compares.
    #[inline]
    pub fn near_bits(self) -> u64 {
        self.approx().to_bits()
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
                        let bits = x.cmp_bits(x.near_bits(), y, y.near_bits());
                        assert_eq!(bits, x.cmp(&y));
                    }
                }
            }
        }
        // Far apart and a hair apart: 99 diagonals (140.007...) against 140 and 141.
        let (d, near, far) = (
            Length::diagonal(99),
            Length::straight(140),
            Length::straight(141),
        );
        assert_eq!(
            d.cmp_bits(d.near_bits(), near, near.near_bits()),
            Ordering::Greater
        );
        assert_eq!(
            d.cmp_bits(d.near_bits(), far, far.near_bits()),
            Ordering::Less
        );
        assert_eq!(Length::diagonal(1).hundredths(), 141);
        assert_eq!(Length::diagonal(1).times(150), l(0, 150));
        assert_eq!(format!("{}", Length::diagonal(1)), "1.41421356");
    }
}
