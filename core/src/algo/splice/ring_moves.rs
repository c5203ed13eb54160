//! Moves on the ring: the cells labelled along it from the head (with a journal, so a
//! splice can be undone), and the 2x2 splice that makes one cell follow another.

use super::{SPACE, SpliceEvent, SplicePlan, Splicer};
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;

impl Splicer {
    /// Numbers the cells along the ring from the head, `SPACE` apart.
    pub(super) fn label(&mut self, ring: &Ring) {
        let mut at = self.head;
        let mut k = 0u64;
        loop {
            self.s.labels.lab[at as usize] = k;
            k += SPACE;
            at = ring.next_of(at);
            if at == self.head {
                break;
            }
        }
    }

    pub(super) fn lab_mark(&self) -> usize {
        self.s.labels.lab_journal.len()
    }

    /// Undoes an attempt begun at `m` (the ring's mark and the labels' mark) and says so.
    pub(super) fn undo_attempt<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        m: (usize, usize),
        obs: &mut O,
    ) {
        ring.undo_to(m.0);
        self.lab_undo(m.1);
        if O::WATCHING {
            obs.observe(SpliceEvent::Undone);
        }
    }

    pub(super) fn lab_undo(&mut self, to: usize) {
        while self.s.labels.lab_journal.len() > to {
            let (c, l) = self.s.labels.lab_journal.pop().expect("above the mark");
            self.s.labels.lab[c as usize] = l;
        }
    }

    /// Makes `v` follow `u` in `ring` by a split and a merge (see the module documentation).
    /// `u` ends the forced prefix (marked in `prefix`); the loop must join back after the food
    /// (`strict`) or at least after `v`. `a`: the earliest arrival, for what is free then.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn force_edge<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        u: u32,
        v: u32,
        food: u32,
        a: u32,
        strict: bool,
        obs: &mut O,
    ) -> bool {
        if ring.next_of(u) == v {
            return true;
        }
        if self.force_by_square(ring, u, v, food, a, strict, obs) {
            return true;
        }
        // On a fastest path, the wide planner tries a square that does not fit in two splices.
        !strict
            && self.plan == SplicePlan::Wide
            && !self.adjacent(ring.next_of(u), ring.prev_of(v))
            && self.force_in_two(ring, u, v, food, a, obs)
    }

    /// [`Splicer::force_edge`] by the one square `u, next(u), prev(v), v`: a split, then a
    /// merge after the food. Whether it was done (if not, `ring` is as it was).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn force_by_square<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        u: u32,
        v: u32,
        food: u32,
        a: u32,
        strict: bool,
        obs: &mut O,
    ) -> bool {
        if ring.next_of(u) == v {
            return true;
        }
        let Some((m, food_in_loop)) = self.split_off(ring, u, v, food, a, obs) else {
            return false;
        };
        let after = if food_in_loop { v } else { food };
        let Some((x, y, reversed)) = self.best_join(ring, v, a, strict, after) else {
            if O::WATCHING {
                obs.observe(SpliceEvent::NoMerge {
                    size: self.s.moving.loop_cells.len() as u32,
                });
            }
            ring.undo_to(m);
            return false;
        };
        self.join(ring, x, y, reversed, obs);
        true
    }

    /// The split of [`Splicer::force_edge`]: the square `u, u1, v0, v` turns `u -> u1` and
    /// `v0 -> v` into `u -> v` and `v0 -> u1`, cutting the cells from `u1` to `v0` off as a
    /// loop (kept in `loop_cells`, marked with a new epoch). Refused (and undone) if the square
    /// does not fit or the loop holds body still there at arrival `a`; else the ring's mark
    /// from before, and whether the food is in the loop.
    pub(super) fn split_off<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        u: u32,
        v: u32,
        food: u32,
        a: u32,
        obs: &mut O,
    ) -> Option<(usize, bool)> {
        let u1 = ring.next_of(u);
        let v0 = ring.prev_of(v);
        let fits = self.adjacent(u1, v0);
        self.squares += 1;
        if O::WATCHING {
            obs.observe(SpliceEvent::Square {
                from: self.pos(u),
                to: self.pos(v),
                corners: [self.pos(u), self.pos(u1), self.pos(v0), self.pos(v)],
                fits,
            });
        }
        if !fits {
            return None;
        }
        let m = ring.mark();
        ring.link(u, v);
        ring.link(v0, u1);
        // The loop: the cells between u and v.
        self.s.moving.epoch += 1;
        let ep = self.s.moving.epoch;
        self.s.moving.loop_cells.clear();
        let mut at = u1;
        let mut food_in_loop = false;
        loop {
            self.s.moving.mark[at as usize] = ep;
            self.s.moving.place[at as usize] = self.s.moving.loop_cells.len() as u32;
            self.s.moving.loop_cells.push(at);
            if at == self.head {
                // The way starts at the head: a loop that would carry it off is no split.
                ring.undo_to(m);
                return None;
            }
            if at == food {
                food_in_loop = true;
            } else if !self.free_at(at, a) {
                if O::WATCHING {
                    obs.observe(SpliceEvent::LoopHoldsBody { cell: self.pos(at) });
                }
                ring.undo_to(m);
                return None;
            }
            if at == v0 {
                break;
            }
            at = ring.next_of(at);
        }
        if O::WATCHING {
            let cells = self
                .s
                .moving
                .loop_cells
                .iter()
                .map(|&c| self.pos(c))
                .collect();
            obs.observe(SpliceEvent::Split { cells });
        }
        Some((m, food_in_loop))
    }

    /// The merge of [`Splicer::force_edge`]: joins the loop into the ring at the square of
    /// `x -> x1` and `y -> y1` (turning the loop round first if `reversed`), then labels the
    /// loop's cells in their new place, between `y` and its old successor.
    fn join<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        x: u32,
        y: u32,
        reversed: bool,
        obs: &mut O,
    ) {
        let ly = self.s.labels.lab[y as usize];
        let y1 = ring.next_of(y);
        let ly1 = if y1 == self.head {
            ly + SPACE
        } else {
            self.s.labels.lab[y1 as usize]
        };
        let x1 = ring.next_of(x);
        let corners = [self.pos(x), self.pos(x1), self.pos(y), self.pos(y1)];
        if !reversed {
            ring.link(x, y1);
            ring.link(y, x1);
        } else {
            for li in 0..self.s.moving.loop_cells.len() {
                let c = self.s.moving.loop_cells[li];
                ring.turn(c);
            }
            // Turned round, the loop's edge x -> x1 runs x1 -> x.
            ring.link(y, x);
            ring.link(x1, y1);
        }
        if O::WATCHING {
            obs.observe(SpliceEvent::Merge { corners, reversed });
        }
        let n = self.s.moving.loop_cells.len() as u64;
        let gap = ly1.saturating_sub(ly);
        let step = if gap > n + 1 { gap / (n + 1) } else { 0 };
        let mut at = ring.next_of(y);
        let mut k = 1;
        while at != y1 {
            self.s
                .labels
                .lab_journal
                .push((at, self.s.labels.lab[at as usize]));
            self.s.labels.lab[at as usize] = ly + k * step;
            k += 1;
            at = ring.next_of(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{RING, is_one_cycle, planner, ring, snake, start_forcing};
    use super::*;
    use crate::algo::observer::Ignore;
    use crate::rules::{Pos, TailRule};

    /// Each cell's successor on `ring`, in the order of the fixture's cells.
    fn successors(ring: &Ring) -> Vec<Pos> {
        RING.iter().map(|&c| ring.next(Pos::from(c))).collect()
    }

    #[test]
    fn labels_count_along_the_ring_from_the_head_and_undo_to_a_mark() {
        let s = snake(&[(1, 0), (0, 0)]);
        let mut p = planner(&s, TailRule::Blocks);
        p.label(&ring());
        for (k, &cell) in RING[1..].iter().chain(&RING[..1]).enumerate() {
            assert_eq!(
                p.s.labels.lab[p.idx(Pos::from(cell)) as usize],
                k as u64 * SPACE
            );
        }
        let mark = p.lab_mark();
        p.s.labels.lab_journal.push((5, p.s.labels.lab[5]));
        p.s.labels.lab[5] = 1;
        p.lab_undo(mark);
        assert_eq!(
            p.s.labels.lab[5],
            p.s.labels.lab[p.idx(Pos::new(1, 1)) as usize]
        );
        assert_eq!(p.lab_mark(), mark);
    }

    #[test]
    fn a_split_never_carries_the_head_off_in_its_loop() {
        // Head (1, 0), tail (0, 0). Making (1, 2) follow (0, 2) would split off (0, 1), the
        // tail, the head and the cells after it up to (1, 1): the square fits, and by move 3
        // every cell of that loop, the head's too, has been left. No split.
        let s = snake(&[(1, 0), (0, 0)]);
        let mut p = planner(&s, TailRule::Blocks);
        let mut ring = ring();
        start_forcing(&mut p, &ring);
        let (u, v) = (p.idx(Pos::new(0, 2)), p.idx(Pos::new(1, 2)));
        let food = p.idx(Pos::new(3, 3));
        assert!(
            p.adjacent(ring.next_of(u), ring.prev_of(v)),
            "the square fits"
        );
        let before = successors(&ring);
        assert!(p.split_off(&mut ring, u, v, food, 3, &mut Ignore).is_none());
        let after = successors(&ring);
        assert_eq!(before, after);
        assert!(is_one_cycle(&ring));
    }

    #[test]
    fn a_splice_makes_one_cell_follow_another_and_keeps_one_cycle() {
        let s = snake(&[(1, 0), (0, 0)]);
        let mut p = planner(&s, TailRule::Blocks);
        let mut ring = ring();
        start_forcing(&mut p, &ring);
        let (u, v) = (p.idx(Pos::new(1, 0)), p.idx(Pos::new(1, 1)));
        let food = p.idx(Pos::new(0, 1));
        assert!(p.force_edge(&mut ring, u, v, food, 1, false, &mut Ignore));
        assert_eq!(ring.next(Pos::new(1, 0)), Pos::new(1, 1));
        assert!(is_one_cycle(&ring));
        assert_eq!(p.squares, 1, "one square tried");
        // (0, 3) is followed by (0, 2) and (1, 3) follows (2, 3): no square to split.
        let before = successors(&ring);
        let (u, v) = (p.idx(Pos::new(0, 3)), p.idx(Pos::new(1, 3)));
        assert!(!p.force_edge(&mut ring, u, v, food, 1, false, &mut Ignore));
        let after = successors(&ring);
        assert_eq!(before, after, "a refused splice leaves the ring as it was");
        assert_eq!(p.squares, 2);
    }
}
