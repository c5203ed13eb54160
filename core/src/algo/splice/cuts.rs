//! Straight box cuts: from a cell of the way to the food, a straight line across free cells
//! to a later cell of the way, forced edge by edge and kept if the way is shorter.
//!
//! A loop split off by a cut must join the ring where the body will be gone by the time the
//! snake gets there. A pass first takes that time to be the fastest arrival, so that the way
//! can still shrink to it later. When nothing fits so, the wide planner tries the lines that
//! would save most again with the cut's own arrival (late cuts): later, since more of the body
//! is gone by then, the loops find room.

use super::{
    CUT_PASSES, CUT_TRIES, LATE_TRIES, NONE, SPACE, SpliceEvent, SplicePlan, Splicer,
    WIDE_CUT_PASSES,
};
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;

impl Splicer {
    /// Box-cut passes: straight lines from a cell of the way to a later cell of it, forced
    /// edge by edge; the first that makes the way shorter is kept and the pass starts again.
    /// When none is kept, the wide planner's next pass is a late one (see the module
    /// documentation). Returns the cuts kept.
    pub(super) fn cut<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        a: u32,
        obs: &mut O,
    ) -> u32 {
        let mut kept = 0;
        // No cell is on a forced path now: only the way walked up to a cut's first cell.
        self.s.cut_line.prefix_no += 1;
        let passes = match self.plan {
            SplicePlan::Current => CUT_PASSES,
            SplicePlan::Wide => WIDE_CUT_PASSES,
        };
        let (mut late, mut along) = (false, 0);
        'pass: for _ in 0..passes {
            // A late pass tries the lines of the pass before it again: every attempt was
            // undone, so the ring, its labels and the lines are as they were.
            if !late {
                self.label(ring);
                along = (self.s.labels.lab[food as usize] / SPACE) as u32;
                self.find_cuts(ring, food, along);
                // The cuts that would save most first; a pass of the current planner tries at
                // most `CUT_TRIES`, the wide one all.
                self.s
                    .cuts
                    .sort_unstable_by_key(|&(saves, c, dir)| (std::cmp::Reverse(saves), c, dir));
            }
            let tries = if late {
                self.s.cuts.len().min(LATE_TRIES)
            } else {
                self.s.cuts.len().min(self.cut_tries())
            };
            if O::WATCHING && tries > 0 {
                obs.observe(if late {
                    SpliceEvent::LateCuts {
                        tries: tries as u32,
                    }
                } else {
                    SpliceEvent::Cuts {
                        found: self.s.cuts.len() as u32,
                        tries: tries as u32,
                    }
                });
            }
            for ci in 0..tries {
                // A late cut's loops keep clear of the body still there at its own arrival.
                let arrival = if late {
                    a.max(along - self.s.cuts[ci].0)
                } else {
                    a
                };
                if self.try_cut(ring, ci, food, arrival, along, obs) {
                    kept += 1;
                    late = false;
                    continue 'pass;
                }
            }
            if self.plan == SplicePlan::Wide && !late && tries > 0 {
                late = true;
                continue 'pass;
            }
            break;
        }
        kept
    }

    /// How many cuts a pass tries, those that would save most first.
    fn cut_tries(&self) -> usize {
        match self.plan {
            SplicePlan::Current => CUT_TRIES,
            SplicePlan::Wide => usize::MAX,
        }
    }

    /// Every straight line from a cell of the way to the food (`along` steps long) to a later
    /// cell of it, across cells free by the time the snake gets there, with the steps it
    /// saves: into `cuts`.
    fn find_cuts(&mut self, ring: &Ring, food: u32, along: u32) {
        self.s.cuts.clear();
        let mut c = self.head;
        while c != food {
            let pc = (self.s.labels.lab[c as usize] / SPACE) as u32;
            if along - pc <= self.manhattan(c, food) {
                break;
            }
            for dir in 0..4 {
                let n = self.neighbour(c, dir);
                if n == NONE || n == ring.next_of(c) || n == ring.prev_of(c) {
                    continue;
                }
                let mut at = n;
                let mut k = 1u32;
                let target = loop {
                    if at == NONE || at == self.head {
                        break None;
                    }
                    let pa = (self.s.labels.lab[at as usize] / SPACE) as u32;
                    if pa <= along {
                        break (pa > pc + k).then_some(at);
                    }
                    if self.entry(at) > pc + k {
                        break None;
                    }
                    at = self.neighbour(at, dir);
                    k += 1;
                };
                if let Some(t) = target {
                    let saves = (self.s.labels.lab[t as usize] / SPACE) as u32 - pc - k;
                    self.s.cuts.push((saves, c, dir as u8));
                }
            }
            c = ring.next_of(c);
        }
    }

    /// Tries the cut `cuts[ci]`: forces the ring along its line edge by edge and keeps the
    /// result if the check passes and the way to the food is shorter than `along`; else
    /// undoes it. Whether it was kept.
    fn try_cut<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        ci: usize,
        food: u32,
        a: u32,
        along: u32,
        obs: &mut O,
    ) -> bool {
        let (_, c, dir) = self.s.cuts[ci];
        let dir = dir as usize;
        // The line again, cell by cell.
        self.s.cut_line.cells.clear();
        self.s.cut_line.cells.push(c);
        let mut at = self.neighbour(c, dir);
        loop {
            self.s.cut_line.cells.push(at);
            let pa = (self.s.labels.lab[at as usize] / SPACE) as u32;
            if pa <= along && at != self.head {
                break;
            }
            at = self.neighbour(at, dir);
        }
        self.s.labels.prefix_lab = self.s.labels.lab[c as usize];
        if O::WATCHING {
            let line = self.s.cut_line.cells.iter().map(|&c| self.pos(c)).collect();
            obs.observe(SpliceEvent::Cut {
                line,
                saves: self.s.cuts[ci].0,
            });
        }
        self.s.cut_line.line_no += 1;
        let ln = self.s.cut_line.line_no;
        let m = (ring.mark(), self.lab_mark());
        let mut forced = true;
        for i in 0..self.s.cut_line.cells.len() - 1 {
            let (u, v) = (self.s.cut_line.cells[i], self.s.cut_line.cells[i + 1]);
            if !self.force_edge(ring, u, v, food, a, true, obs) {
                forced = false;
                break;
            }
            self.s.cut_line.on_line[v as usize] = ln;
        }
        self.s.labels.prefix_lab = 0;
        if forced {
            let checked = self.check(ring, food);
            if O::WATCHING {
                obs.observe(SpliceEvent::Checked {
                    along: checked.unwrap_or(along),
                    safe: checked.is_some(),
                });
            }
            if checked.is_some_and(|after| after < along) {
                return true;
            }
        }
        self.undo_attempt(ring, m, obs);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{is_one_cycle, planner, ring, snake};
    use crate::algo::observer::Ignore;
    use crate::rules::{Pos, TailRule};

    #[test]
    fn a_straight_cut_to_a_later_cell_of_the_way_is_kept_when_the_way_gets_shorter() {
        let s = snake(&[(1, 0), (0, 0)]);
        let mut p = planner(&s, TailRule::Blocks);
        let mut ring = ring();
        let food = p.idx(Pos::new(1, 1));
        assert_eq!(ring.distance(Pos::new(1, 0), Pos::new(1, 1)), 5);
        assert_eq!(p.cut(&mut ring, food, 1, &mut Ignore), 1);
        assert_eq!(ring.distance(Pos::new(1, 0), Pos::new(1, 1)), 1);
        assert!(is_one_cycle(&ring));
        // Once the way is as short as the board allows, no cut is tried.
        assert_eq!(p.cut(&mut ring, food, 1, &mut Ignore), 0);
    }
}
