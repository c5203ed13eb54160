//! A game's moves, four to a byte: a recording of a billion moves takes 250 MB, not 1 GB.

use crate::rules::Dir;

/// Moves in order, two bits each.
#[derive(Clone, Debug, Default)]
pub struct PackedMoves {
    bytes: Vec<u8>,
    len: usize,
}

impl PackedMoves {
    /// Moves recorded.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no move is recorded.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds a move at the end.
    pub fn push(&mut self, dir: Dir) {
        let shift = (self.len % 4) * 2;
        if shift == 0 {
            self.bytes.push(0);
        }
        let last = self.bytes.last_mut().expect("a byte for this move");
        *last |= dir.to_index() << shift;
        self.len += 1;
    }

    /// Move `i`, if recorded.
    pub fn get(&self, i: usize) -> Option<Dir> {
        (i < self.len).then(|| Dir::from_index(self.bytes[i / 4] >> ((i % 4) * 2)))
    }

    /// Moves `from..to`, in order (to at most the length).
    pub fn range(&self, from: usize, to: usize) -> impl Iterator<Item = Dir> + '_ {
        (from..to.min(self.len)).filter_map(|i| self.get(i))
    }

    /// Keeps the first `n` moves.
    pub fn truncate(&mut self, n: usize) {
        if n >= self.len {
            return;
        }
        self.len = n;
        self.bytes.truncate(n.div_ceil(4));
        if let Some(last) = self.bytes.last_mut()
            && !n.is_multiple_of(4)
        {
            // Clear the bits of the moves dropped from the last byte.
            *last &= (1u8 << ((n % 4) * 2)) - 1;
        }
    }

    /// Bytes held.
    pub fn capacity_bytes(&self) -> usize {
        self.bytes.capacity()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_come_back_in_order_after_pushes_and_truncations() {
        let mut packed = PackedMoves::default();
        let mut plain = Vec::new();
        for i in 0..103usize {
            let d = Dir::ALL[(i * 7 + i / 3) % 4];
            packed.push(d);
            plain.push(d);
            if i % 17 == 16 {
                let n = i / 2;
                packed.truncate(n);
                plain.truncate(n);
            }
        }
        assert_eq!(packed.len(), plain.len());
        assert_eq!(packed.range(0, usize::MAX).collect::<Vec<_>>(), plain);
        assert_eq!(packed.get(plain.len()), None);
        assert!(packed.capacity_bytes() * 4 >= packed.len());
    }
}
