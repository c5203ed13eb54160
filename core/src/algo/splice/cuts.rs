//! Straight box cuts: from a cell of the way to the food, a straight line across free cells
//! to a later cell of the way, forced edge by edge and kept if the way is shorter.
//!
//! A loop split off by a cut must join the ring where the body will be gone by the time the
//! snake gets there. A pass first takes that time to be the fastest arrival, so that the way
//! can still shrink to it later. When nothing fits so, the wide planner tries the lines that
//! would save most again with the cut's own arrival (late cuts): later, since more of the body
//! is gone by then, the loops find room.
//!
//! A cut tried from the cycle held and refused is remembered (`Known`): while the cycle held,
//! the food, the body's length and its reading stay the same, trying it again gives the same
//! answer until the arrival its loops keep clear of reaches the one at which some answer about
//! the body it had would change. Such a cut is not tried again (the argument is in
//! `docs/ALGORITHMS.md`, section 2.9).

use super::NONE;
use super::body::Body;
use super::check::{Checked, check};
use super::events::SpliceEvent;
use super::splices::Splices;
use super::tuning::Tuning;
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;

/// A pass reads its way into a table (see `splices::pinned`) when it has at least this many
/// cuts to try: reading costs a step per cell of the way, and with few cuts it saves less than
/// that. The games are the same either way; with 48 rather than every pass, a game takes about
/// 2 % less time on 20x20 and 30x30.
const READ_THE_WAY_FROM: usize = 48;

/// The part of the planner that tries straight cuts, with its tables: the cuts a pass found
/// (what each saves, its first cell and its direction) and the line being forced. A copy
/// starts empty.
#[derive(Debug, Default)]
pub(super) struct StraightCuts {
    /// Passes per plan.
    passes: u32,
    /// Cuts a pass tries, those that would save most first.
    tries: usize,
    /// Cuts a late pass tries (0: no late pass).
    late_tries: usize,
    /// The cuts found in a pass: what each saves, its first cell, its direction.
    cuts: Vec<(u32, u32, u8)>,
    /// The line being forced, in order.
    line: Vec<u32>,
    /// For each first cell and direction of a cut, the last refusal of that cut from the cycle
    /// held: `[in a pass, in a late pass]`.
    known: Vec<[Known; 2]>,
    /// The memory in use: a `Known` of another number is forgotten.
    known_no: u32,
    /// What the memory holds for: the body's era and length, the food.
    known_for: (u64, u32, u32),
    /// Cuts skipped as known to fail, since this was made.
    skipped: u64,
}

/// A cut refused from the cycle held: trying it again from the same cycle, to the same
/// `target`, gives the same answer, after as many squares, while the moment its loops keep
/// clear of (the body's tail stamp plus the arrival) is at least `from` and below `until`.
#[derive(Clone, Copy, Debug, Default)]
struct Known {
    no: u32,
    target: u32,
    /// 2x2 squares the refused attempt tried.
    squares: u32,
    from: u64,
    until: u64,
}

impl Clone for StraightCuts {
    fn clone(&self) -> StraightCuts {
        StraightCuts {
            passes: self.passes,
            tries: self.tries,
            late_tries: self.late_tries,
            ..StraightCuts::default()
        }
    }
}

impl StraightCuts {
    /// Cuts as `tuning` says: its passes, its tries, its late tries.
    pub(super) fn new(tuning: &Tuning) -> StraightCuts {
        StraightCuts {
            passes: tuning.cut_passes,
            tries: tuning.cut_tries,
            late_tries: tuning.late_tries,
            ..StraightCuts::default()
        }
    }

    /// Sizes the tables for a board of `n` cells.
    pub(super) fn fit(&mut self, n: usize) {
        self.known = vec![[Known::default(); 2]; 4 * n];
        self.known_no = 1;
        self.line.reserve(n);
        // The cuts grow with the way; reserve for the largest seen.
        self.cuts.reserve(4 * n);
    }

    /// Box-cut passes from the ring as it is: straight lines from a cell of the way to a later
    /// cell of it, forced edge by edge; the first that makes the way shorter is kept and the
    /// pass starts again. When none is kept, the next pass is a late one if the tuning allows
    /// (see the module documentation). The check of the last cut kept, if any.
    pub(super) fn cut<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        splices: &mut Splices,
        ring: &mut Ring,
        (food, a): (u32, u32),
        obs: &mut O,
    ) -> Option<Checked> {
        let mut kept = None;
        let known_for = (body.era(), body.len(), food);
        if known_for != self.known_for {
            self.known_for = known_for;
            self.forget();
        }
        // No cell is on a forced path now: only the way walked up to a cut's first cell.
        splices.new_prefix();
        let (mut late, mut along) = (false, 0);
        'pass: for _ in 0..self.passes {
            // A late pass tries the lines of the pass before it again: every attempt was
            // undone, so the ring, its labels and the lines are as they were.
            if !late {
                splices.label(body, ring);
                along = splices.along(food);
                self.find_cuts(body, splices, ring, food, along);
                if self.cuts.len() >= READ_THE_WAY_FROM {
                    splices.pin_the_way(body, ring, food, a);
                }
                // The cuts that would save most first.
                self.cuts
                    .sort_unstable_by_key(|&(saves, c, dir)| (std::cmp::Reverse(saves), c, dir));
            }
            let tries = self
                .cuts
                .len()
                .min(if late { self.late_tries } else { self.tries });
            if O::WATCHING && tries > 0 {
                obs.observe(if late {
                    SpliceEvent::LateCuts {
                        tries: tries as u32,
                    }
                } else {
                    SpliceEvent::Cuts {
                        found: self.cuts.len() as u32,
                        tries: tries as u32,
                        standing: splices.standing(),
                    }
                });
            }
            for ci in 0..tries {
                // A late cut's loops keep clear of the body still there at its own arrival.
                let arrival = if late {
                    a.max(along - self.cuts[ci].0)
                } else {
                    a
                };
                // Until a cut is kept the ring is the cycle held, whose refusals are remembered.
                let held = kept.is_none();
                self.trace_line(body, splices, ci, along);
                let at = body.tail_stamp() + u64::from(arrival);
                // A plan watched is shown whole: every cut is tried, to the same answer.
                if held && !O::WATCHING && self.is_known(ci, late, at) {
                    self.known_to_fail(body, splices, ring, (ci, late, arrival), (food, along));
                    continue;
                }
                splices.watch(body.len());
                let squares = splices.squares();
                if let Some(checked) =
                    self.try_cut(body, splices, ring, ci, (food, arrival), along, obs)
                {
                    kept = Some(checked);
                    late = false;
                    continue 'pass;
                }
                if held {
                    let until = body.tail_stamp() + u64::from(splices.flip());
                    let squares = splices.squares() - squares;
                    self.remember((ci, late), squares, at, until);
                }
            }
            if self.late_tries > 0 && !late && tries > 0 {
                late = true;
                continue 'pass;
            }
            break;
        }
        kept
    }

    /// Every straight line from a cell of the way to the food (`along` steps long) to a later
    /// cell of it, across cells free by the time the snake gets there, with the steps it
    /// saves: into `cuts`.
    fn find_cuts(&mut self, body: &Body, splices: &Splices, ring: &Ring, food: u32, along: u32) {
        self.cuts.clear();
        let head = body.head();
        let mut c = head;
        while c != food {
            let pc = splices.along(c);
            if along - pc <= body.manhattan(c, food) {
                break;
            }
            for dir in 0..4 {
                let n = body.neighbour(c, dir);
                if n == NONE || n == ring.next_of(c) || n == ring.prev_of(c) {
                    continue;
                }
                let mut at = n;
                let mut k = 1u32;
                let target = loop {
                    if at == NONE || at == head {
                        break None;
                    }
                    let pa = splices.along(at);
                    if pa <= along {
                        break (pa > pc + k).then_some(at);
                    }
                    if body.entry(at) > pc + k {
                        break None;
                    }
                    at = body.neighbour(at, dir);
                    k += 1;
                };
                if let Some(t) = target {
                    let saves = splices.along(t) - pc - k;
                    self.cuts.push((saves, c, dir as u8));
                }
            }
            c = ring.next_of(c);
        }
    }

    /// The line of the cut `cuts[ci]` again, cell by cell, into `line`.
    fn trace_line(&mut self, body: &Body, splices: &Splices, ci: usize, along: u32) {
        let (_, c, dir) = self.cuts[ci];
        let dir = dir as usize;
        self.line.clear();
        self.line.push(c);
        let mut at = body.neighbour(c, dir);
        loop {
            self.line.push(at);
            if splices.along(at) <= along && at != body.head() {
                break;
            }
            at = body.neighbour(at, dir);
        }
    }

    /// Cuts skipped as known to fail, since this was made.
    pub(super) fn skipped(&self) -> u64 {
        self.skipped
    }

    /// Forgets every refusal remembered: the cycle held, the food or the body changed.
    pub(super) fn forget(&mut self) {
        self.known_no = self.known_no.wrapping_add(1);
        if self.known_no == 0 {
            // The numbers came round: no old refusal may pass for a new one.
            self.known.fill([Known::default(); 2]);
            self.known_no = 1;
        }
    }

    /// The slot of the cut `cuts[ci]` in a pass (`late` or not).
    fn slot(&self, ci: usize, late: bool) -> (usize, usize) {
        let (_, c, dir) = self.cuts[ci];
        (4 * c as usize + dir as usize, usize::from(late))
    }

    /// Whether the cut `cuts[ci]`, its line traced, was refused from the cycle held with the
    /// same answers about the body it would have at the moment `at` (tail stamp plus arrival).
    fn is_known(&self, ci: usize, late: bool, at: u64) -> bool {
        let (i, k) = self.slot(ci, late);
        let known = self.known[i][k];
        known.no == self.known_no
            && Some(&known.target) == self.line.last()
            && known.from <= at
            && at < known.until
    }

    /// Remembers that the cut `cuts[ci]`, its line traced, was refused at the moment `at`, with
    /// answers about the body that hold until `until`.
    fn remember(&mut self, (ci, late): (usize, bool), squares: u32, at: u64, until: u64) {
        let (i, k) = self.slot(ci, late);
        let target = *self.line.last().expect("a line has two ends");
        self.known[i][k] = Known {
            no: self.known_no,
            target,
            squares,
            from: at,
            until,
        };
    }

    /// A cut known to fail, not tried again: its squares are counted as if it were (the plan
    /// answers as one that tried it). A debug build tries it all the same, to confirm the
    /// refusal and the squares.
    fn known_to_fail(
        &mut self,
        body: &Body,
        splices: &mut Splices,
        ring: &mut Ring,
        (ci, late, arrival): (usize, bool, u32),
        (food, along): (u32, u32),
    ) {
        let (i, k) = self.slot(ci, late);
        let squares = self.known[i][k].squares;
        self.skipped += 1;
        #[cfg(debug_assertions)]
        {
            let before = splices.squares();
            let again = self.try_cut(
                body,
                splices,
                ring,
                ci,
                (food, arrival),
                along,
                &mut crate::algo::observer::Ignore,
            );
            assert!(again.is_none(), "a cut remembered as refused fits");
            let tried = splices.squares() - before;
            assert_eq!(tried, squares, "a cut remembered tries as many squares");
            splices.uncount(tried);
        }
        #[cfg(not(debug_assertions))]
        let _ = (body, ring, arrival, food, along);
        splices.count(squares);
    }

    /// Tries the cut `cuts[ci]`, its line traced: forces the ring along its line edge by edge
    /// and keeps the result if the check passes and the way to the food is shorter than
    /// `along`; else undoes it. The check, if it was kept.
    #[allow(clippy::too_many_arguments)]
    fn try_cut<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        splices: &mut Splices,
        ring: &mut Ring,
        ci: usize,
        (food, a): (u32, u32),
        along: u32,
        obs: &mut O,
    ) -> Option<Checked> {
        let (saves, c, _) = self.cuts[ci];
        splices.set_walked(splices.label_of(c));
        if O::WATCHING {
            let line = self.line.iter().map(|&c| body.pos(c)).collect();
            obs.observe(SpliceEvent::Cut { line, saves });
        }
        splices.new_line();
        let m = splices.mark(ring);
        let mut forced = true;
        for i in 0..self.line.len() - 1 {
            let (u, v) = (self.line[i], self.line[i + 1]);
            if !splices.force_edge(body, ring, (u, v), food, a, true, obs) {
                forced = false;
                break;
            }
            splices.put_on_line(v);
        }
        splices.set_walked(0);
        if forced {
            let verdict = check(body, ring, food, along);
            if O::WATCHING {
                obs.observe(SpliceEvent::Checked {
                    along: verdict.moves.unwrap_or(along),
                    safe: verdict.moves.is_some(),
                });
            }
            if let Some(checked) = verdict.shorter {
                return Some(checked);
            }
        }
        splices.undo_attempt(ring, m, obs);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{body, is_one_cycle, ring, snake};
    use super::super::splices::Splices;
    use super::*;
    use crate::algo::observer::Ignore;
    use crate::rules::{Pos, TailRule};

    #[test]
    fn a_straight_cut_to_a_later_cell_of_the_way_is_kept_when_the_way_gets_shorter() {
        let b = body(&snake(&[(1, 0), (0, 0)]), TailRule::Blocks);
        let mut ring = ring();
        let mut splices = Splices::new(false);
        splices.fit(16);
        let mut cuts = StraightCuts::new(&Tuning::FIRST);
        cuts.fit(16);
        let food = b.idx(Pos::new(1, 1));
        assert_eq!(ring.distance(Pos::new(1, 0), Pos::new(1, 1)), 5);
        let kept = cuts.cut(&b, &mut splices, &mut ring, (food, 1), &mut Ignore);
        assert_eq!(kept.map(|c| c.hold(&mut ring)), Some(Some(1)));
        assert_eq!(ring.distance(Pos::new(1, 0), Pos::new(1, 1)), 1);
        assert!(is_one_cycle(&ring));
        // Once the way is as short as the board allows, no cut is tried.
        assert!(
            cuts.cut(&b, &mut splices, &mut ring, (food, 1), &mut Ignore)
                .is_none()
        );
    }
}
