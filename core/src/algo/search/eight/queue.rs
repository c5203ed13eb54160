//! The priority queue of the eight-direction searches: lowest f first, exactly, then the
//! larger g (or the smaller, as the key says), then the entry pushed first. Which entry
//! leaves next is a function of what waits alone, so the searches' events do not depend on
//! how the queue is built.
//!
//! Each entry carries f's and g's [`Length::rank`], whole numbers that order the lengths
//! exactly, so that two entries compare as three whole numbers: f's rank, g's rank (turned
//! over where the larger g leaves first), and the order they were pushed in. The keys
//! themselves wait beside, in the order pushed, and are read again only when an entry leaves.
//!
//! The entries wait in two places: a radix heap (Ahuja, Mehlhorn, Orlin and Tarjan, 1990)
//! behind a front. The front holds the entries whose f is at most the f it was last filled
//! with, in the full order; the others lie unsorted in buckets, by the highest bit in which
//! their f's rank differs from that f's. When the front runs dry, the first filled bucket
//! holds the least f waiting: its entries of that f are sorted into the front, and the rest
//! fall into lower buckets. A* with a consistent heuristic, and Dijkstra's search, push no f
//! below the one they take. Most of A*'s pushes tie with it, at a larger g than any in the
//! front (the entry taken had the largest), so they go in at the end the entries leave from;
//! the front stays a sorted list, taken from its end. An entry that would go in further back
//! (the smaller g first, or an f below the front's, from a weighted or inconsistent
//! estimate) turns the front into a binary heap until it runs dry, which keeps the order
//! exact whatever is pushed.
//!
//! A length too long to be ranked (parts of 2^30 hundredths or more, which no path of a board
//! of up to 1024x1024 cells costing at most 5 reaches) moves every entry into the front, a
//! heap from then on, for the rest of its search, that compares the keys' lengths
//! themselves: that orders the entries already in it as their ranks did.

use super::{EightKey, Length};
use crate::algo::search::TieBreak;
use std::cmp::{Ordering, Reverse};

/// An entry: the ranks its key leaves by, when it was pushed (its key's place in the list
/// of keys), and its cell.
#[derive(Clone, Copy, Debug)]
struct Waiting {
    /// f's rank.
    f: u64,
    /// g's rank, turned over (`!rank`) where the larger g leaves first.
    g: u64,
    pushed: u32,
    cell: u32,
}

impl Waiting {
    /// The three numbers an entry leaves by, least first.
    #[inline(always)]
    fn order(&self) -> (u64, u64, u32) {
        (self.f, self.g, self.pushed)
    }

    /// Whether `self` leaves before `other`, by the ranks.
    #[inline(always)]
    fn before(&self, other: &Waiting) -> bool {
        if self.f != other.f {
            return self.f < other.f;
        }
        if self.g != other.g {
            return self.g < other.g;
        }
        self.pushed < other.pushed
    }
}

/// Whether the entry with key `a`, pushed `pa`, leaves before the one with `b`, pushed `pb`,
/// by the lengths themselves.
fn before_exactly(a: &EightKey, pa: u32, b: &EightKey, pb: u32) -> bool {
    let by_g = |mine: Length, theirs: Length| match a.ties {
        TieBreak::LargerG => theirs.cmp(&mine),
        TieBreak::SmallerG => mine.cmp(&theirs),
    };
    let order = a.f().cmp(&b.f()).then_with(|| by_g(a.g, b.g));
    order.then(pa.cmp(&pb)) == Ordering::Less
}

/// A min-queue of cells on their [`EightKey`], compared exactly.
#[derive(Debug)]
pub struct EightQueue {
    /// The entries whose f is at most `last`: sorted, the next to leave last, or a heap.
    front: Vec<Waiting>,
    /// Whether `front` is sorted rather than a heap.
    sorted: bool,
    /// The entries whose f is above `last`, by the highest bit in which their f's rank
    /// differs from `last`: `later[i]` holds those whose ranks agree with `last` above bit
    /// `i` and have bit `i` set where `last` has it clear, so each of its entries leaves
    /// before any of `later[i + 1]`'s.
    later: [Vec<Waiting>; 64],
    /// Bit `i` set if `later[i]` has an entry.
    filled: u64,
    /// The rank of the f that `front` was last filled with.
    last: u64,
    /// Every key pushed in this search, in the order pushed.
    keys: Vec<EightKey>,
    /// Whether a length too long to rank was pushed: every entry then waits in `front`,
    /// compared by `keys`.
    unranked: bool,
}

impl Default for EightQueue {
    fn default() -> EightQueue {
        EightQueue {
            front: Vec::new(),
            sorted: true,
            later: std::array::from_fn(|_| Vec::new()),
            filled: 0,
            last: 0,
            keys: Vec::new(),
            unranked: false,
        }
    }
}

impl EightQueue {
    /// Empties the queue, keeping its room.
    pub fn clear(&mut self) {
        self.front.clear();
        self.sorted = true;
        for bucket in &mut self.later {
            bucket.clear();
        }
        self.filled = 0;
        self.last = 0;
        self.keys.clear();
        self.unranked = false;
    }

    /// Adds `cell` with `key`.
    pub fn push(&mut self, key: EightKey, cell: u32) {
        let pushed = self.keys.len() as u32;
        self.keys.push(key);
        // f's parts are at least g's, so both have ranks if f has one.
        let (f, g) = match key.f().rank() {
            Some(f) => (f, key.g.rank().unwrap_or(0)),
            None => {
                if !self.unranked {
                    self.give_up_ranks();
                }
                (0, 0)
            }
        };
        let g = match key.ties {
            TieBreak::LargerG => !g,
            TieBreak::SmallerG => g,
        };
        let entry = Waiting { f, g, pushed, cell };
        if self.unranked {
            self.front.push(entry);
            let keys = &self.keys;
            sift_up(&mut self.front, |a, b| exactly(keys, a, b));
        } else if f <= self.last {
            self.push_front(entry);
        } else {
            let i = 63 - (f ^ self.last).leading_zeros();
            self.later[i as usize].push(entry);
            self.filled |= 1 << i;
        }
    }

    /// The key of the entry that leaves first, left waiting (the bidirectional search reads
    /// both fronts before it chooses a side).
    pub fn peek(&mut self) -> Option<EightKey> {
        if self.front.is_empty() {
            self.refill();
        }
        // Sorted, the next to leave is last; a heap's is its root.
        let first = if self.sorted {
            self.front.last()
        } else {
            self.front.first()
        }?;
        Some(self.keys[first.pushed as usize])
    }

    /// Takes the entry that leaves first.
    pub fn pop(&mut self) -> Option<(EightKey, u32)> {
        if self.front.is_empty() {
            self.refill();
        }
        let last = self.front.pop()?;
        let first = if self.sorted || self.front.is_empty() {
            last
        } else if self.unranked {
            let keys = &self.keys;
            replace_first(&mut self.front, last, |a, b| exactly(keys, a, b))
        } else {
            replace_first(&mut self.front, last, Waiting::before)
        };
        Some((self.keys[first.pushed as usize], first.cell))
    }

    /// Fills the empty `front` with the entries of the least f waiting, if any: the first
    /// filled bucket holds them, and its other entries go to buckets below, as they differ
    /// from the new `last`.
    fn refill(&mut self) {
        if self.filled == 0 {
            return;
        }
        let i = self.filled.trailing_zeros() as usize;
        self.filled &= !(1 << i);
        let mut bucket = std::mem::take(&mut self.later[i]);
        self.last = bucket.iter().map(|w| w.f).min().unwrap_or(self.last);
        for &entry in &bucket {
            if entry.f == self.last {
                self.front.push(entry);
            } else {
                let j = 63 - (entry.f ^ self.last).leading_zeros();
                self.later[j as usize].push(entry);
                self.filled |= 1 << j;
            }
        }
        bucket.clear();
        self.later[i] = bucket;
        self.front.sort_unstable_by_key(|w| Reverse(w.order()));
        self.sorted = true;
    }

    /// Adds `entry`, whose f is at most `last`, to `front`: into its place if it is near the
    /// end where the entries leave (as an entry pushed by the one just taken, at the same f
    /// and a larger g, is), else turning `front` into a heap.
    fn push_front(&mut self, entry: Waiting) {
        /// How far from the end an entry may go into the sorted `front`.
        const NEAR: usize = 8;
        if self.sorted {
            let mut at = self.front.len();
            let nearest = at.saturating_sub(NEAR);
            while at > nearest && self.front[at - 1].before(&entry) {
                at -= 1;
            }
            if at == 0 || !self.front[at - 1].before(&entry) {
                self.front.insert(at, entry);
                return;
            }
            self.make_heap();
        }
        self.front.push(entry);
        sift_up(&mut self.front, Waiting::before);
    }

    /// Turns the sorted `front` into a heap: the entries in the order they leave are one.
    fn make_heap(&mut self) {
        if self.sorted {
            self.front.reverse();
            self.sorted = false;
        }
    }

    /// Moves every entry to `front`, compared by their keys from now on: the order of the
    /// entries already in `front` stands, as their ranks ordered them as their keys do.
    fn give_up_ranks(&mut self) {
        self.make_heap();
        self.unranked = true;
        let keys = &self.keys;
        for bucket in &mut self.later {
            for entry in bucket.drain(..) {
                self.front.push(entry);
                sift_up(&mut self.front, |a, b| exactly(keys, a, b));
            }
        }
        self.filled = 0;
    }
}

/// [`before_exactly`] for two entries whose keys are in `keys`.
#[inline]
fn exactly(keys: &[EightKey], a: &Waiting, b: &Waiting) -> bool {
    let (ka, kb) = (&keys[a.pushed as usize], &keys[b.pushed as usize]);
    before_exactly(ka, a.pushed, kb, b.pushed)
}

/// Moves the heap's last entry up to its place.
#[inline(always)]
fn sift_up(heap: &mut [Waiting], before: impl Fn(&Waiting, &Waiting) -> bool) {
    let mut at = heap.len() - 1;
    let moving = heap[at];
    while at > 0 {
        let parent = (at - 1) / 2;
        if !before(&moving, &heap[parent]) {
            break;
        }
        heap[at] = heap[parent];
        at = parent;
    }
    heap[at] = moving;
}

/// Takes the heap's first entry out, puts `last` (just taken off its end) in its place and
/// returns the first. The hole goes down to the bottom along the children that leave first,
/// and `last` then rises from there: it usually belongs near the bottom, so this compares less
/// than sifting it down from the top.
#[inline(always)]
fn replace_first(
    heap: &mut [Waiting],
    last: Waiting,
    before: impl Fn(&Waiting, &Waiting) -> bool,
) -> Waiting {
    let first = heap[0];
    let len = heap.len();
    let mut at = 0;
    let mut child = 1;
    while child + 1 < len {
        if before(&heap[child + 1], &heap[child]) {
            child += 1;
        }
        heap[at] = heap[child];
        at = child;
        child = 2 * at + 1;
    }
    if child < len {
        heap[at] = heap[child];
        at = child;
    }
    while at > 0 {
        let parent = (at - 1) / 2;
        if !before(&last, &heap[parent]) {
            break;
        }
        heap[at] = heap[parent];
        at = parent;
    }
    heap[at] = last;
    first
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// What waits in the plain model: the key, when it was pushed, the cell.
    type Model = Vec<(EightKey, u32, u32)>;

    /// The entry the queue must take next, by a plain scan: f, then g as the ties say, then
    /// the entry pushed first, the lengths compared by their own exact `cmp`.
    fn scan_first(waiting: &Model) -> Option<usize> {
        let order = |a: &(EightKey, u32, u32), b: &(EightKey, u32, u32)| {
            let by_g = match a.0.ties {
                TieBreak::LargerG => b.0.g.cmp(&a.0.g),
                TieBreak::SmallerG => a.0.g.cmp(&b.0.g),
            };
            a.0.f().cmp(&b.0.f()).then(by_g).then(a.1.cmp(&b.1))
        };
        (0..waiting.len()).min_by(|&a, &b| order(&waiting[a], &waiting[b]))
    }

    /// A length of one of three kinds: whole steps of a small board (many equal), any
    /// hundredths, or a side of a pair that lies a hair from the other (99 against 70·√2).
    fn length(rng: &mut ChaCha8Rng) -> Length {
        match rng.random_range(0..3u32) {
            0 => Length {
                whole: 100 * rng.random_range(0..12u32),
                root2: 100 * rng.random_range(0..12u32),
            },
            1 => Length {
                whole: rng.random_range(0..3000u32),
                root2: rng.random_range(0..3000u32),
            },
            _ if rng.random_bool(0.5) => Length::straight(99 * rng.random_range(1..4u64)),
            _ => Length::diagonal(70 * rng.random_range(1..4u64)),
        }
    }

    /// Pushes and pops at random on the queue and on the model, `ties` for every key; a key
    /// is pushed at f no lower than the last taken when `monotone` (as A* with a consistent
    /// heuristic pushes), and `huge` pushes, once, a length too long to rank.
    fn run(seed: u64, ties: TieBreak, monotone: bool, huge: bool) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut queue, mut model) = (EightQueue::default(), Model::new());
        queue.clear();
        let mut taken = EightKey {
            g: Length::ZERO,
            h: length(&mut rng),
            ties,
        };
        let mut pushed = 0;
        let huge_at = rng.random_range(0..600u32);
        for step in 0..600u32 {
            if rng.random_bool(0.6) {
                let mut key = if monotone {
                    EightKey {
                        g: taken.g + length(&mut rng),
                        h: taken.h,
                        ties,
                    }
                } else {
                    EightKey {
                        g: length(&mut rng),
                        h: length(&mut rng),
                        ties,
                    }
                };
                if huge && step == huge_at {
                    key.h = Length::straight(20_000_000);
                }
                let cell = rng.random_range(0..1000u32);
                queue.push(key, cell);
                model.push((key, pushed, cell));
                pushed += 1;
            } else {
                let expected = scan_first(&model).map(|i| model.remove(i));
                // The front, read first, is the entry that leaves.
                assert_eq!(queue.peek(), expected.map(|(k, ..)| k), "seed {seed}");
                let got = queue.pop();
                assert_eq!(
                    got,
                    expected.map(|(k, _, c)| (k, c)),
                    "seed {seed}, step {step}"
                );
                if let Some((key, _)) = got {
                    taken = key;
                }
            }
        }
        while let Some(i) = scan_first(&model) {
            let (key, _, cell) = model.remove(i);
            assert_eq!(queue.pop(), Some((key, cell)), "seed {seed}, draining");
        }
        assert_eq!(queue.pop(), None);
    }

    #[test]
    fn entries_leave_by_f_then_g_as_the_ties_say_then_first_pushed_exactly() {
        for seed in 0..120 {
            for ties in [TieBreak::LargerG, TieBreak::SmallerG] {
                run(seed, ties, seed % 2 == 0, seed % 5 == 0);
            }
        }
    }

    #[test]
    fn a_cleared_queue_forgets_its_entries_and_its_front() {
        let key = |g: u64, h: u64| EightKey {
            g: Length::straight(g),
            h: Length::straight(h),
            ties: TieBreak::LargerG,
        };
        let mut queue = EightQueue::default();
        queue.push(key(5, 5), 1);
        queue.push(key(2, 20), 2);
        assert_eq!(queue.pop(), Some((key(5, 5), 1)));
        queue.push(key(0, 0), 3);
        queue.push(key(0, u64::from(u32::MAX)), 4);
        queue.clear();
        // A fresh search starts below the last one's f, and ranks again.
        queue.push(key(1, 1), 5);
        queue.push(key(1, 0), 6);
        assert_eq!(queue.pop(), Some((key(1, 0), 6)));
        assert_eq!(queue.pop(), Some((key(1, 1), 5)));
        assert_eq!(queue.pop(), None);
    }
}
