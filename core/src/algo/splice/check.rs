//! The body as the planner reads it (when each cell joined it, when the head may enter a
//! cell, what is still there when the food is eaten), and the check every reshaped ring
//! passes before it is kept: following it from the head is safe all the way to the food and
//! ends with the body one unbroken stretch of it.

use super::{NONE, Splicer};
use crate::algo::ring::Ring;
use crate::rules::{Pos, Snake, TailRule};

impl Splicer {
    /// Reads the body. After one move of the snake this costs nothing but the new head's stamp;
    /// otherwise every body cell is stamped anew, later than any stamp before (so no table is
    /// ever cleared).
    pub(super) fn load(&mut self, snake: &Snake, rule: TailRule, now: u64) {
        let head = self.idx(snake.head());
        let l = snake.len() as u32;
        self.rule = rule;
        let moved_once = self.loaded_at == Some(now.wrapping_sub(1))
            && l >= 2
            && snake.get(1).is_some_and(|neck| self.idx(neck) == self.head)
            && (l == self.len || l == self.len + 1);
        if self.loaded_at == Some(now) && head == self.head && l == self.len {
            return;
        }
        if moved_once {
            self.clock += 1;
            self.s.board.since[head as usize] = self.clock;
            if l == self.len {
                self.tail_since += 1;
            }
        } else {
            self.clock += 1;
            self.tail_since = self.clock;
            for (k, p) in snake.cells().rev().enumerate() {
                let c = self.idx(p);
                self.s.board.since[c as usize] = self.tail_since + k as u64;
            }
            self.clock = self.tail_since + u64::from(l) - 1;
        }
        self.len = l;
        self.head = head;
        self.loaded_at = Some(now);
    }

    /// A body cell's place counted from the tail (0), or `NONE` for a free cell.
    #[inline]
    pub(super) fn body_index(&self, c: u32) -> u32 {
        let t = self.s.board.since[c as usize];
        if t >= self.tail_since && t != 0 {
            (t - self.tail_since) as u32
        } else {
            NONE
        }
    }

    /// The first move on which the head may enter cell `c`: at once for a free cell; for a
    /// body cell `k` from the tail, once the tail has left it (`Blocks`: before the move;
    /// `Follows`: during it, except a two-cell snake's tail, which is its neck).
    #[inline]
    pub(super) fn entry(&self, c: u32) -> u32 {
        let k = self.body_index(c);
        if k == NONE {
            return 1;
        }
        match self.rule {
            TailRule::Follows if !(self.len == 2 && k == 0) => k + 1,
            _ => k + 2,
        }
    }

    /// Whether cell `c` is free once the food is eaten on move `a` (the tail has moved `a - 1`
    /// times by then).
    #[inline]
    pub(super) fn free_at(&self, c: u32, a: u32) -> bool {
        let k = self.body_index(c);
        k == NONE || k + 2 <= a
    }

    /// Whether cell `c` is a body cell still there when the food is eaten on move `a` (the
    /// head excluded).
    #[inline]
    pub(super) fn stays(&self, c: u32, a: u32) -> bool {
        let k = self.body_index(c);
        k != NONE && k + 2 > a && k + 1 < self.len
    }

    /// Checks that following `ring` from the head reaches `food` with every cell free by the
    /// time the head gets there, and that the body cells still there when the food is eaten
    /// lie just behind the head, in order: the trip is safe and ends with the body one
    /// unbroken stretch of the ring. Returns the moves to the food. (The body must be loaded.)
    pub(super) fn check(&self, ring: &Ring, food: u32) -> Option<u32> {
        let n = self.grid.cells() as u32;
        let mut at = self.head;
        let mut k = 0u32;
        while at != food {
            at = ring.next_of(at);
            k += 1;
            if self.entry(at) > k || k > n {
                return None;
            }
        }
        let a = k;
        // Body cells a-1 .. L-2 (from the tail) are still there at arrival.
        let mut at = self.head;
        let mut index = self.len - 1;
        while index + 1 > a && index > 0 {
            at = ring.prev_of(at);
            index -= 1;
            if self.body_index(at) != index {
                return None;
            }
        }
        Some(a)
    }

    /// Whether following `ring` from the snake's head is safe all the way to `food` and ends
    /// with the body one unbroken stretch of the ring (the check every reshaped cycle passes;
    /// see the module documentation). For tests and for the picture; `now`: moves made so far.
    pub fn trip_is_safe(
        &mut self,
        ring: &Ring,
        snake: &Snake,
        rule: TailRule,
        food: Pos,
        now: u64,
    ) -> bool {
        if self.s.fit(&self.grid) {
            self.loaded_at = None;
        }
        self.load(snake, rule, now);
        let food = self.idx(food);
        self.check(ring, food).is_some()
    }

    /// The way from the head to `food` along `ring`.
    pub(super) fn way(&self, ring: &Ring, food: u32) -> Vec<Pos> {
        let mut way = vec![self.pos(self.head)];
        let mut at = self.head;
        while at != food {
            at = ring.next_of(at);
            way.push(self.pos(at));
        }
        way
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{planner, ring, snake};
    use crate::rules::{Pos, TailRule};

    #[test]
    fn a_trip_along_the_ring_with_the_body_just_behind_the_head_is_safe() {
        let s = snake(&[(2, 0), (1, 0), (0, 0)]);
        let mut p = planner(&s, TailRule::Blocks);
        let ring = ring();
        for food in [(3, 0), (2, 1), (0, 1)] {
            assert!(
                p.trip_is_safe(&ring, &s, TailRule::Blocks, Pos::from(food), 0),
                "{food:?}"
            );
        }
        // Food three moves on: the body is the three cells behind the head, tail first.
        assert_eq!(p.check(&ring, p.idx(Pos::new(2, 1))), Some(3));
        assert_eq!(p.body_index(p.idx(Pos::new(0, 0))), 0);
        assert_eq!(p.body_index(p.idx(Pos::new(2, 0))), 2);
        assert!(p.stays(p.idx(Pos::new(1, 0)), 1) && !p.free_at(p.idx(Pos::new(1, 0)), 1));
    }

    #[test]
    fn a_body_off_the_ring_or_a_ring_into_the_body_is_refused() {
        let ring = ring();
        // The tail is not the cell before the neck on the ring: eaten at once, the body
        // would not be one stretch of it.
        let off = snake(&[(2, 0), (1, 0), (1, 1)]);
        let mut p = planner(&off, TailRule::Blocks);
        assert!(!p.trip_is_safe(&ring, &off, TailRule::Blocks, Pos::new(3, 0), 0));
        // Far enough, the tail has gone by then.
        assert!(p.trip_is_safe(&ring, &off, TailRule::Blocks, Pos::new(0, 1), 0));
        // The ring's next cell from the head is the neck.
        let into = snake(&[(1, 1), (1, 2), (2, 2)]);
        let mut p = planner(&into, TailRule::Follows);
        assert!(!p.trip_is_safe(&ring, &into, TailRule::Follows, Pos::new(0, 1), 0));
        assert_eq!(
            p.entry(p.idx(Pos::new(1, 2))),
            2,
            "the neck, once the tail has moved"
        );
    }
}
