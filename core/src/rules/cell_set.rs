//! A compact set of cells, one bit per cell of the board.

/// A set of cells of one board, stored as a bit per row-major cell number.
///
/// The searches test membership in their inner loops, so this is a plain bit vector:
/// no hashing, one word per 64 cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CellSet {
    words: Vec<u64>,
    len: usize,
}

impl CellSet {
    /// An empty set for a board of `cells` cells.
    pub fn new(cells: usize) -> Self {
        CellSet {
            words: vec![0; cells.div_ceil(64)],
            len: 0,
        }
    }

    /// Whether cell `i` is in the set.
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 == 1
    }

    /// Adds cell `i`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, i: usize) -> bool {
        let w = &mut self.words[i / 64];
        let bit = 1u64 << (i % 64);
        let new = *w & bit == 0;
        *w |= bit;
        self.len += usize::from(new);
        new
    }

    /// Removes cell `i`; returns whether it was there.
    #[inline]
    pub fn remove(&mut self, i: usize) -> bool {
        let w = &mut self.words[i / 64];
        let bit = 1u64 << (i % 64);
        let had = *w & bit != 0;
        *w &= !bit;
        self.len -= usize::from(had);
        had
    }

    /// Number of cells in the set.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the set holds no cell.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cell numbers in the set, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(wi, &w)| {
            let mut bits = w;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    wi * 64 + b
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_and_iterate() {
        let mut s = CellSet::new(130);
        assert!(s.insert(0));
        assert!(s.insert(129));
        assert!(s.insert(64));
        assert!(!s.insert(64));
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 64, 129]);
        assert!(s.remove(64));
        assert!(!s.remove(64));
        assert!(!s.contains(64));
        assert_eq!(s.len(), 2);
    }
}
