//! The check every reshaped ring passes before it is held: following it from the head is
//! safe all the way to the food and ends with the body one unbroken stretch of it
//! (`docs/ALGORITHMS.md`, section 4). A ring that passes is sealed, and the token that says
//! so, [`Checked`], is the only way to hold a reshaped ring ([`Checked::hold`]).

use super::body::Body;
use crate::algo::ring::Ring;
use crate::rules::Pos;

/// A ring that passed the check, as it was then: made only by [`check`], taken only by
/// [`Checked::hold`], which holds the ring if it is still exactly the ring checked.
#[derive(Debug)]
#[must_use = "a checked ring is held only through its token"]
pub(super) struct Checked {
    /// Moves to the food along the ring checked.
    moves: u32,
    /// The ring's seal when it was checked.
    seal: u64,
}

impl Checked {
    /// Moves to the food along the ring checked.
    pub(super) fn moves(&self) -> u32 {
        self.moves
    }

    /// Holds the ring checked: forgets its journal, so that the reshaping is kept for good.
    /// Moves to the food along it; `None`, with the ring undone to where its journal began, if
    /// the ring is no longer the one checked (then the planner broke its own rule: a debug
    /// build stops there).
    pub(super) fn hold(self, ring: &mut Ring) -> Option<u32> {
        if !ring.is_sealed(self.seal) {
            debug_assert!(false, "a ring changed after its check is never held");
            ring.undo_to(0);
            return None;
        }
        ring.commit();
        Some(self.moves)
    }
}

/// What the check said of a ring: the moves to the food if following it is safe, and the token
/// to hold it if it also brings the food closer than before.
#[derive(Debug)]
pub(super) struct Verdict {
    /// Moves to the food along the ring, if it is safe.
    pub(super) moves: Option<u32>,
    /// The ring sealed as checked, if it is safe and shorter.
    pub(super) shorter: Option<Checked>,
}

/// Checks `ring` (see [`trip_moves`]) and, if it is safe and brings the food closer than
/// `before` moves, seals it: only then is a token made, so that a ring checked and not taken
/// never breaks the seal of one taken before it.
pub(super) fn check(body: &Body, ring: &mut Ring, food: u32, before: u32) -> Verdict {
    let moves = trip_moves(body, ring, food);
    let shorter = moves.filter(|&m| m < before).map(|moves| Checked {
        moves,
        seal: ring.seal(),
    });
    Verdict { moves, shorter }
}

/// Whether following `ring` from the head reaches `food` with every cell free by the time the
/// head gets there, and the body cells still there when the food is eaten lie just behind the
/// head, in order: the trip is safe and ends with the body one unbroken stretch of the ring.
/// The moves to the food if so. (The body must be loaded.)
pub(super) fn trip_moves(body: &Body, ring: &Ring, food: u32) -> Option<u32> {
    let n = body.cells();
    let mut at = body.head();
    let mut k = 0u32;
    while at != food {
        at = ring.next_of(at);
        k += 1;
        if body.entry(at) > k || k > n {
            return None;
        }
    }
    let a = k;
    // Body cells a-1 .. L-2 (from the tail) are still there at arrival.
    let mut at = body.head();
    let mut index = body.len() - 1;
    while index + 1 > a && index > 0 {
        at = ring.prev_of(at);
        index -= 1;
        if body.body_index(at) != index {
            return None;
        }
    }
    Some(a)
}

/// The whole of `ring`, from the head.
pub(super) fn cycle(body: &Body, ring: &Ring) -> Vec<Pos> {
    let mut cycle = Vec::with_capacity(body.cells() as usize);
    let mut at = body.head();
    loop {
        cycle.push(body.pos(at));
        at = ring.next_of(at);
        if at == body.head() {
            return cycle;
        }
    }
}

/// The way from the head to `food` along `ring`.
pub(super) fn way(body: &Body, ring: &Ring, food: u32) -> Vec<Pos> {
    let mut way = vec![body.pos(body.head())];
    let mut at = body.head();
    while at != food {
        at = ring.next_of(at);
        way.push(body.pos(at));
    }
    way
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{body, ring, snake};
    use super::*;
    use crate::rules::TailRule;

    #[test]
    fn a_trip_along_the_ring_with_the_body_just_behind_the_head_is_safe() {
        let s = snake(&[(2, 0), (1, 0), (0, 0)]);
        let b = body(&s, TailRule::Blocks);
        let ring = ring();
        for food in [(3, 0), (2, 1), (0, 1)] {
            assert!(
                trip_moves(&b, &ring, b.idx(Pos::from(food))).is_some(),
                "{food:?}"
            );
        }
        // Food three moves on: the body is the three cells behind the head, tail first.
        assert_eq!(trip_moves(&b, &ring, b.idx(Pos::new(2, 1))), Some(3));
    }

    #[test]
    fn a_body_off_the_ring_or_a_ring_into_the_body_is_refused() {
        let ring = ring();
        // The tail is not the cell before the neck on the ring: eaten at once, the body
        // would not be one stretch of it.
        let off = snake(&[(2, 0), (1, 0), (1, 1)]);
        let b = body(&off, TailRule::Blocks);
        assert_eq!(trip_moves(&b, &ring, b.idx(Pos::new(3, 0))), None);
        // Far enough, the tail has gone by then.
        assert!(trip_moves(&b, &ring, b.idx(Pos::new(0, 1))).is_some());
        // The ring's next cell from the head is the neck.
        let into = snake(&[(1, 1), (1, 2), (2, 2)]);
        let b = body(&into, TailRule::Follows);
        assert_eq!(trip_moves(&b, &ring, b.idx(Pos::new(0, 1))), None);
    }

    #[test]
    fn a_checked_ring_is_held_only_as_it_was_checked() {
        let s = snake(&[(2, 0), (1, 0), (0, 0)]);
        let b = body(&s, TailRule::Blocks);
        let mut ring = ring();
        let food = b.idx(Pos::new(2, 1));
        let verdict = check(&b, &mut ring, food, 3);
        assert_eq!(verdict.moves, Some(3));
        assert!(verdict.shorter.is_none(), "3 moves are no shorter than 3");
        let checked = check(&b, &mut ring, food, 16)
            .shorter
            .expect("safe and shorter");
        assert_eq!(checked.moves(), 3);
        assert_eq!(checked.hold(&mut ring), Some(3));
        // Changed and changed back, the ring is the one checked; a check that takes nothing
        // leaves the seal as it was.
        let checked = check(&b, &mut ring, food, 16).shorter.expect("safe");
        let m = ring.mark();
        ring.turn(5);
        ring.undo_to(m);
        assert!(check(&b, &mut ring, food, 3).shorter.is_none());
        assert_eq!(checked.hold(&mut ring), Some(3));
    }

    #[test]
    #[cfg_attr(debug_assertions, should_panic(expected = "never held"))]
    fn a_ring_changed_after_its_check_is_not_held() {
        let s = snake(&[(2, 0), (1, 0), (0, 0)]);
        let b = body(&s, TailRule::Blocks);
        let mut ring = ring();
        let food = b.idx(Pos::new(2, 1));
        let before: Vec<Pos> = (0..16).map(|c| ring.next(b.pos(c))).collect();
        let checked = check(&b, &mut ring, food, 16).shorter.expect("safe");
        ring.turn(5);
        assert_eq!(checked.hold(&mut ring), None);
        let after: Vec<Pos> = (0..16).map(|c| ring.next(b.pos(c))).collect();
        assert_eq!(before, after, "undone to where its journal began");
    }
}
