//! The 2x2 splice that makes one cell follow another, and the tables it needs: the ring's
//! cells labelled along it from the head (with a journal, so that a splice can be undone), the
//! loop a split takes out, and the fences a loop may not join inside (the way already forced,
//! the line being forced). `joins` finds where a loop joins the ring again; `two_splices`
//! forces a step whose square does not fit.

mod joins;
mod pinned;
mod two_splices;

use super::SPACE;
use super::body::Body;
use super::events::SpliceEvent;
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;
use pinned::Pinned;
use std::cell::Cell;

/// A point to undo a splice to: the ring's journal, the labels' journal, and the splices
/// standing.
#[derive(Clone, Copy, Debug)]
pub(super) struct Mark {
    ring: usize,
    labels: usize,
    edits: u32,
}

impl Mark {
    /// The splices standing at the mark (each split and each join counts one).
    pub(super) fn standing(&self) -> u32 {
        self.edits
    }
}

/// The splicing part of the planner: its tables, sized once per board, never cleared (numbers
/// and epochs tell old entries from new), so a splice allocates nothing. A copy starts empty.
#[derive(Debug, Default)]
pub(super) struct Splices {
    /// Whether a step of a fastest path whose square does not fit is forced in two splices.
    two_splices: bool,
    /// Each cell's label: its place along the ring from the head, `SPACE` apart, so that a
    /// loop can be numbered in between.
    lab: Vec<u64>,
    /// The labels changed, `(cell, label before)`, latest last.
    lab_journal: Vec<(u32, u64)>,
    /// In a cut, the label of its first cell: cells numbered up to it are the way already
    /// walked, where no loop may join.
    walked: u64,
    /// The epoch of the last loop that held the cell.
    loop_mark: Vec<u32>,
    /// The split under way.
    epoch: u32,
    /// The loop's cells, in ring order.
    loop_cells: Vec<u32>,
    /// Each loop cell's place in `loop_cells` (valid where `loop_mark` is the epoch).
    place: Vec<u32>,
    /// The forced prefix that holds the cell: the way forced so far, from the head.
    prefix: Vec<u32>,
    /// The forced prefix under way.
    prefix_no: u32,
    /// The line being forced that holds the cell.
    on_line: Vec<u32>,
    /// The line under way.
    line_no: u32,
    /// 2x2 squares tried by the plan under way.
    squares: u32,
    /// Plans begun so far: the one under way's number.
    plan_no: u32,
    /// Splices of the plan under way standing on the ring: each split and each join counts
    /// one, a ring rewritten whole one. Told to the picture, so that it undoes what the ring
    /// undoes.
    edits: u32,
    /// What the ring as a pass of cuts found it tells of a split before it is made.
    pinned: Pinned,
    /// Since [`Splices::watch`]: the earliest arrival (in moves from now) at which an answer
    /// about the body, given at the arrival asked, would change (see [`Splices::flip`]).
    flip: Cell<u32>,
}

impl Clone for Splices {
    fn clone(&self) -> Splices {
        Splices {
            two_splices: self.two_splices,
            ..Splices::default()
        }
    }
}

impl Splices {
    /// Splices that force a step whose square does not fit in two splices if `two_splices`.
    pub(super) fn new(two_splices: bool) -> Splices {
        Splices {
            two_splices,
            ..Splices::default()
        }
    }

    /// Sizes the tables for a board of `n` cells.
    pub(super) fn fit(&mut self, n: usize) {
        self.lab = vec![0; n];
        self.loop_mark = vec![0; n];
        self.place = vec![0; n];
        self.prefix = vec![0; n];
        self.on_line = vec![0; n];
        self.pinned.fit(n);
        self.loop_cells.reserve(n);
        // The journal grows with the plan; reserve for the largest seen.
        self.lab_journal.reserve(32 * n);
    }

    /// 2x2 squares tried since [`Splices::start_plan`].
    pub(super) fn squares(&self) -> u32 {
        self.squares
    }

    /// A plan starts: no square tried yet, no splice standing.
    pub(super) fn start_plan(&mut self) {
        self.squares = 0;
        self.edits = 0;
        self.plan_no = self.plan_no.wrapping_add(1);
    }

    /// Starts watching what the splices ask of the body: from now on [`Splices::flip`] is the
    /// earliest arrival at which some answer would change, at most `bound`.
    pub(super) fn watch(&self, bound: u32) {
        self.flip.set(bound);
    }

    /// The earliest arrival, in moves from now, at which some answer the splices had of the
    /// body since [`Splices::watch`] would change. The answers are that a cell is body still
    /// there at the arrival asked (refusing a loop or a join); a cell free at an arrival is
    /// free at every later one, so the answers given are all the same for any arrival from
    /// the one asked up to, not including, this one.
    pub(super) fn flip(&self) -> u32 {
        self.flip.get()
    }

    /// An answer given would change at arrival `at`.
    #[inline]
    fn flips_at(&self, at: u32) {
        if at < self.flip.get() {
            self.flip.set(at);
        }
    }

    /// 2x2 squares tried are counted `n` fewer (an attempt made only to confirm what is known).
    #[cfg(debug_assertions)]
    pub(super) fn uncount(&mut self, n: u32) {
        self.squares -= n;
    }

    /// `n` more 2x2 squares are counted as tried (those of an attempt known to be refused,
    /// not made again).
    pub(super) fn count(&mut self, n: u32) {
        self.squares += n;
    }

    /// Splices of the plan standing on the ring.
    pub(super) fn standing(&self) -> u32 {
        self.edits
    }

    /// The ring was rewritten whole (by the end game): one splice standing, whatever stood
    /// before.
    pub(super) fn rewritten(&mut self) {
        self.edits = 1;
    }

    /// Undoes the ring to where the plan began (the labels are left as they are: a plan
    /// labels the ring afresh before it uses them again).
    pub(super) fn undo_all(&mut self, ring: &mut Ring) {
        ring.undo_to(0);
        self.edits = 0;
    }

    /// Numbers the cells along the ring from the head, `SPACE` apart, and forgets the labels'
    /// journal (nothing labelled before can be undone to).
    pub(super) fn label(&mut self, body: &Body, ring: &Ring) {
        let head = body.head();
        let mut at = head;
        let mut k = 0u64;
        loop {
            self.lab[at as usize] = k;
            k += SPACE;
            at = ring.next_of(at);
            if at == head {
                break;
            }
        }
        self.lab_journal.clear();
    }

    /// Cell `c`'s label.
    #[inline]
    pub(super) fn label_of(&self, c: u32) -> u64 {
        self.lab[c as usize]
    }

    /// Moves from the head to cell `c` along the ring as labelled.
    #[inline]
    pub(super) fn along(&self, c: u32) -> u32 {
        (self.lab[c as usize] / SPACE) as u32
    }

    /// A point to undo to.
    pub(super) fn mark(&self, ring: &Ring) -> Mark {
        Mark {
            ring: ring.mark(),
            labels: self.lab_journal.len(),
            edits: self.edits,
        }
    }

    /// Undoes the ring and the labels to `m`.
    pub(super) fn undo(&mut self, ring: &mut Ring, m: Mark) {
        ring.undo_to(m.ring);
        self.edits = m.edits;
        while self.lab_journal.len() > m.labels {
            let (c, l) = self.lab_journal.pop().expect("above the mark");
            self.lab[c as usize] = l;
        }
    }

    /// Undoes an attempt begun at `m` and says so.
    pub(super) fn undo_attempt<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        m: Mark,
        obs: &mut O,
    ) {
        self.undo(ring, m);
        if O::WATCHING {
            obs.observe(SpliceEvent::Undone {
                from: None,
                standing: m.edits,
            });
        }
    }

    /// A new forced prefix begins, empty: no cell is fenced as the way already forced.
    pub(super) fn new_prefix(&mut self) {
        self.prefix_no += 1;
    }

    /// Cell `c` joins the forced prefix (`true`) or leaves it.
    #[inline]
    pub(super) fn set_in_prefix(&mut self, c: u32, inside: bool) {
        self.prefix[c as usize] = if inside { self.prefix_no } else { 0 };
    }

    /// Whether cell `c` is on the forced prefix.
    #[inline]
    pub(super) fn in_prefix(&self, c: u32) -> bool {
        self.prefix[c as usize] == self.prefix_no
    }

    /// A new line begins to be forced, holding no cell yet.
    pub(super) fn new_line(&mut self) {
        self.line_no += 1;
    }

    /// Cell `c` is on the line being forced.
    #[inline]
    pub(super) fn put_on_line(&mut self, c: u32) {
        self.on_line[c as usize] = self.line_no;
    }

    /// The way walked before a cut: cells labelled up to `label` (0: none).
    pub(super) fn set_walked(&mut self, label: u64) {
        self.walked = label;
    }

    /// Makes `v` follow `u` in `ring` by a split and a join (see the module documentation of
    /// `algo::splice`). `u` ends the forced prefix; the loop must join back after the food
    /// (`strict`) or at least after `v`. `a`: the earliest arrival, for what is free then.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn force_edge<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        ring: &mut Ring,
        (u, v): (u32, u32),
        food: u32,
        a: u32,
        strict: bool,
        obs: &mut O,
    ) -> bool {
        if ring.next_of(u) == v {
            return true;
        }
        if self.force_by_square(body, ring, (u, v), food, a, strict, obs) {
            return true;
        }
        // On a fastest path, a square that does not fit may be forced in two splices.
        !strict
            && self.two_splices
            && !body.adjacent(ring.next_of(u), ring.prev_of(v))
            && self.force_in_two(body, ring, (u, v), food, a, obs)
    }

    /// [`Splices::force_edge`] by the one square `u, next(u), prev(v), v`: a split, then a
    /// join after the food. Whether it was done (if not, `ring` is as it was).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn force_by_square<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        ring: &mut Ring,
        (u, v): (u32, u32),
        food: u32,
        a: u32,
        strict: bool,
        obs: &mut O,
    ) -> bool {
        if ring.next_of(u) == v {
            return true;
        }
        // A straight cut's step from the ring as its pass found it: the table made then may
        // tell the answer without the split (a plan watched is shown whole).
        #[cfg(debug_assertions)]
        let flip_before = self.flip.get();
        if strict && !O::WATCHING && self.refused_as_pinned(body, ring, (u, v), food, a) {
            #[cfg(debug_assertions)]
            self.confirm_refused(body, ring, (u, v), food, a, flip_before);
            return false;
        }
        let Some((m, food_in_loop)) = self.split_off(body, ring, (u, v), food, a, obs) else {
            return false;
        };
        let after = if food_in_loop { v } else { food };
        let Some((x, y, reversed)) = self.best_join(body, ring, v, a, strict, after) else {
            if O::WATCHING {
                obs.observe(SpliceEvent::NoMerge {
                    size: self.loop_cells.len() as u32,
                });
            }
            ring.undo_to(m);
            self.edits -= 1;
            return false;
        };
        self.join(body, ring, (x, y), reversed, obs);
        true
    }

    /// The split of [`Splices::force_edge`]: the square `u, u1, v0, v` turns `u -> u1` and
    /// `v0 -> v` into `u -> v` and `v0 -> u1`, cutting the cells from `u1` to `v0` off as a
    /// loop (kept in `loop_cells`, marked with a new epoch). Refused (and undone) if the square
    /// does not fit, the loop would carry the head off, or the loop holds body still there at
    /// arrival `a`; else the ring's mark from before, and whether the food is in the loop.
    pub(super) fn split_off<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        ring: &mut Ring,
        (u, v): (u32, u32),
        food: u32,
        a: u32,
        obs: &mut O,
    ) -> Option<(usize, bool)> {
        let u1 = ring.next_of(u);
        let v0 = ring.prev_of(v);
        let fits = body.adjacent(u1, v0);
        self.squares += 1;
        if O::WATCHING {
            obs.observe(SpliceEvent::Square {
                from: body.pos(u),
                to: body.pos(v),
                corners: [body.pos(u), body.pos(u1), body.pos(v0), body.pos(v)],
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
        self.epoch += 1;
        let (food_in_loop, refused) = self.take_loop(body, ring, (u1, v0), food, a);
        if let Some(refused) = refused {
            if let Some(cell) = refused {
                // Free from arrival index + 2 on.
                self.flips_at(body.body_index(cell) + 2);
                if O::WATCHING {
                    obs.observe(SpliceEvent::LoopHoldsBody {
                        cell: body.pos(cell),
                    });
                }
            }
            ring.undo_to(m);
            return None;
        }
        if O::WATCHING {
            let cells = self.loop_cells.iter().map(|&c| body.pos(c)).collect();
            obs.observe(SpliceEvent::Split { cells });
        }
        self.edits += 1;
        Some((m, food_in_loop))
    }

    /// Marks the cells from `u1` round to `v0` as the loop of the split under way, in order,
    /// and says whether the food is among them and whether the loop is refused: `Some(None)`
    /// if it holds the head (the way starts there), `Some(Some(cell))` at the first cell of
    /// body still there at arrival `a`.
    fn take_loop(
        &mut self,
        body: &Body,
        ring: &Ring,
        (u1, v0): (u32, u32),
        food: u32,
        a: u32,
    ) -> (bool, Option<Option<u32>>) {
        let ep = self.epoch;
        let (mark, place, cells) = (&mut self.loop_mark, &mut self.place, &mut self.loop_cells);
        cells.clear();
        let head = body.head();
        let mut at = u1;
        let mut food_in_loop = false;
        loop {
            mark[at as usize] = ep;
            place[at as usize] = cells.len() as u32;
            cells.push(at);
            if at == head {
                return (food_in_loop, Some(None));
            }
            if at == food {
                food_in_loop = true;
            } else if !body.free_at(at, a) {
                return (food_in_loop, Some(Some(at)));
            }
            if at == v0 {
                return (food_in_loop, None);
            }
            at = ring.next_of(at);
        }
    }

    /// The join of [`Splices::force_edge`]: joins the loop into the ring at the square of
    /// `x -> x1` and `y -> y1` (turning the loop round first if `reversed`), then labels the
    /// loop's cells in their new place, between `y` and its old successor.
    fn join<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        ring: &mut Ring,
        (x, y): (u32, u32),
        reversed: bool,
        obs: &mut O,
    ) {
        let ly = self.lab[y as usize];
        let y1 = ring.next_of(y);
        let ly1 = if y1 == body.head() {
            ly + SPACE
        } else {
            self.lab[y1 as usize]
        };
        let x1 = ring.next_of(x);
        let corners = [body.pos(x), body.pos(x1), body.pos(y), body.pos(y1)];
        if !reversed {
            ring.link(x, y1);
            ring.link(y, x1);
        } else {
            for &c in &self.loop_cells {
                ring.turn(c);
            }
            // Turned round, the loop's edge x -> x1 runs x1 -> x.
            ring.link(y, x);
            ring.link(x1, y1);
        }
        if O::WATCHING {
            obs.observe(SpliceEvent::Merge { corners, reversed });
        }
        self.edits += 1;
        // The loop's cells now run from y to y1: from x1 round to x, or turned round, from x
        // back to x1. Read from the loop's list, not walked along the ring.
        let n = self.loop_cells.len();
        let gap = ly1.saturating_sub(ly);
        let step = if gap > n as u64 + 1 {
            gap / (n as u64 + 1)
        } else {
            0
        };
        let (upto_x, after_x) = self
            .loop_cells
            .split_at(self.place[x as usize] as usize + 1);
        let (lab, journal) = (&mut self.lab, &mut self.lab_journal);
        journal.reserve(n);
        let mut label = ly;
        let mut relabel = |c: u32| {
            label += step;
            journal.push((c, lab[c as usize]));
            lab[c as usize] = label;
        };
        if reversed {
            upto_x
                .iter()
                .rev()
                .chain(after_x.iter().rev())
                .for_each(|&c| relabel(c));
        } else {
            after_x.iter().chain(upto_x).for_each(|&c| relabel(c));
        }
        debug_assert!(
            self.lab_journal[self.lab_journal.len() - n..]
                .iter()
                .zip(std::iter::successors(Some(ring.next_of(y)), |&c| Some(
                    ring.next_of(c)
                )))
                .all(|(&(c, _), along)| c == along),
            "the loop's list runs as the ring does"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{RING, body, is_one_cycle, ring, snake, splices_from_head};
    use super::*;
    use crate::algo::observer::Ignore;
    use crate::rules::{Pos, TailRule};

    /// Each cell's successor on `ring`, in the order of the fixture's cells.
    fn successors(ring: &Ring) -> Vec<Pos> {
        RING.iter().map(|&c| ring.next(Pos::from(c))).collect()
    }

    #[test]
    fn labels_count_along_the_ring_from_the_head_and_undo_to_a_mark() {
        let b = body(&snake(&[(1, 0), (0, 0)]), TailRule::Blocks);
        let mut ring = ring();
        let mut s = Splices::new(false);
        s.fit(16);
        s.label(&b, &ring);
        for (k, &cell) in RING[1..].iter().chain(&RING[..1]).enumerate() {
            assert_eq!(s.label_of(b.idx(Pos::from(cell))), k as u64 * SPACE);
        }
        let mark = s.mark(&ring);
        s.lab_journal.push((5, s.lab[5]));
        s.lab[5] = 1;
        s.undo(&mut ring, mark);
        assert_eq!(s.label_of(5), s.label_of(b.idx(Pos::new(1, 1))));
        assert_eq!(s.lab_journal.len(), mark.labels);
    }

    #[test]
    fn a_split_never_carries_the_head_off_in_its_loop() {
        // Head (1, 0), tail (0, 0). Making (1, 2) follow (0, 2) would split off (0, 1), the
        // tail, the head and the cells after it up to (1, 1): the square fits, and by move 3
        // every cell of that loop, the head's too, has been left. No split.
        let b = body(&snake(&[(1, 0), (0, 0)]), TailRule::Blocks);
        let mut ring = ring();
        let mut s = splices_from_head(&b, &ring, false);
        let (u, v) = (b.idx(Pos::new(0, 2)), b.idx(Pos::new(1, 2)));
        let food = b.idx(Pos::new(3, 3));
        assert!(
            b.adjacent(ring.next_of(u), ring.prev_of(v)),
            "the square fits"
        );
        let before = successors(&ring);
        assert!(
            s.split_off(&b, &mut ring, (u, v), food, 3, &mut Ignore)
                .is_none()
        );
        assert_eq!(before, successors(&ring));
        assert!(is_one_cycle(&ring));
    }

    #[test]
    fn a_splice_makes_one_cell_follow_another_and_keeps_one_cycle() {
        let b = body(&snake(&[(1, 0), (0, 0)]), TailRule::Blocks);
        let mut ring = ring();
        let mut s = splices_from_head(&b, &ring, false);
        let (u, v) = (b.idx(Pos::new(1, 0)), b.idx(Pos::new(1, 1)));
        let food = b.idx(Pos::new(0, 1));
        assert!(s.force_edge(&b, &mut ring, (u, v), food, 1, false, &mut Ignore));
        assert_eq!(ring.next(Pos::new(1, 0)), Pos::new(1, 1));
        assert!(is_one_cycle(&ring));
        assert_eq!(s.squares(), 1, "one square tried");
        // (0, 3) is followed by (0, 2) and (1, 3) follows (2, 3): no square to split.
        let before = successors(&ring);
        let (u, v) = (b.idx(Pos::new(0, 3)), b.idx(Pos::new(1, 3)));
        assert!(!s.force_edge(&b, &mut ring, (u, v), food, 1, false, &mut Ignore));
        assert_eq!(
            before,
            successors(&ring),
            "a refused splice leaves the ring as it was"
        );
        assert_eq!(s.squares(), 2);
    }
}
