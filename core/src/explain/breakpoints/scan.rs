//! Finding the first tick after a given one where an enabled breakpoint matches, in slices.
//!
//! Nothing is replayed and no decision is made again. Facts come from the ticks noted while
//! the game was recorded ([`DecisionMarks`]), meals and lengths from the recording's meals,
//! the doomed decision from both; each of these answers at once, by a binary search or a pass
//! over the meals. Only the head's cell needs a walk, one move at a time from the state where
//! the scan starts: a byte and an addition per tick, which a scan does for as long as its
//! budget allows, then picks up where it stopped. A game still being recorded is scanned as
//! far as it is known (a decision is known once its move is recorded), and the scan waits
//! for more.

use super::condition::{Breakpoint, Condition};
use crate::explain::markers::{DecisionMarks, doomed_tick};
use crate::rules::{Outcome, Pos};
use crate::trace::Recording;
use std::time::Duration;
use web_time::Instant;

/// Where a scan stopped: a breakpoint and the tick where it matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    /// The state where it matched.
    pub tick: usize,
    /// The breakpoint, as an index into the list the scan was given (the first in the list
    /// when several match at the same tick).
    pub breakpoint: usize,
}

/// How a scan stands after a slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanStatus {
    /// The first tick after the start where an enabled breakpoint matches.
    Hit(Hit),
    /// Still looking: every state up to `scanned` is checked. The scan goes on with more
    /// time, or once more of the game is recorded.
    Searching {
        /// The last state checked.
        scanned: usize,
    },
    /// No enabled breakpoint matches after the start: the game is recorded to its end (or
    /// to the scan's limit) and checked through.
    NotFound,
}

/// A search for the first tick after `from` where an enabled breakpoint matches.
#[derive(Clone, Debug)]
pub struct BreakpointScan {
    from: usize,
    limit: usize,
    /// The enabled breakpoints, with their index in the list given.
    breakpoints: Vec<(usize, Condition)>,
    /// The cells of the enabled head breakpoints that can lie on a board, with their index.
    cells: Vec<(usize, Pos)>,
    /// The state the head walk has reached, and the head there.
    walked: usize,
    head: Pos,
    /// How many moves the head walk makes between looks at the clock.
    chunk: usize,
}

/// How many moves the head walk makes between looks at the clock.
const WALK_CHUNK: usize = 4096;

impl BreakpointScan {
    /// A scan of `breakpoints` (those enabled) for the first state after `from`, where the
    /// snake's head is at `head` (the caller has that state on screen, so nothing is
    /// replayed).
    pub fn new(breakpoints: &[Breakpoint], from: usize, head: Pos) -> BreakpointScan {
        let enabled: Vec<(usize, Condition)> = breakpoints
            .iter()
            .enumerate()
            .filter(|(_, b)| b.enabled)
            .map(|(i, b)| (i, b.when))
            .collect();
        let cells = enabled
            .iter()
            .filter_map(|&(i, c)| c.cell().map(|cell| (i, cell)))
            .collect();
        BreakpointScan {
            from,
            limit: usize::MAX,
            breakpoints: enabled,
            cells,
            walked: from,
            head,
            chunk: WALK_CHUNK,
        }
    }

    /// Looks no further than state `limit` (play looks as far as the ticks due this frame).
    pub fn until(mut self, limit: usize) -> BreakpointScan {
        self.limit = limit;
        self
    }

    /// The state after which the scan looks.
    pub fn from(&self) -> usize {
        self.from
    }

    /// Goes on looking after `hit`, the last hit this scan found: every match, one after the
    /// other, for the marks of a timeline.
    pub fn resume_after(&mut self, hit: Hit) {
        self.from = self.from.max(hit.tick);
        // The walk stopped at the hit, or went further and met no head breakpoint on the way.
        self.walked = self.walked.max(hit.tick);
    }

    /// Whether any breakpoint is enabled: a scan without one finds nothing.
    pub fn has_breakpoints(&self) -> bool {
        !self.breakpoints.is_empty()
    }

    /// Scans on, for about `budget` at most, over the game recorded in `rec` with the facts
    /// noted in `marks`.
    pub fn run(&mut self, rec: &Recording, marks: &DecisionMarks, budget: Duration) -> ScanStatus {
        let over = rec.outcome().is_some();
        // A decision is known once its move is recorded; the last state of a game not over
        // waits for its own.
        let known = if over {
            rec.len()
        } else {
            rec.len().saturating_sub(1)
        };
        let horizon = known.min(self.limit);
        let found = self.found_at_once(rec, marks, horizon);
        let walk_to = found.map_or(horizon, |h| h.tick);
        let walked = self.walk(rec, walk_to, budget);
        let first = match (walked, found) {
            (Some(a), Some(b)) => Some(if (a.tick, a.breakpoint) <= (b.tick, b.breakpoint) {
                a
            } else {
                b
            }),
            (a, b) => a.or(b),
        };
        if self.walked < walk_to {
            // Out of time before the walk reached what is known: a head hit found so far is
            // still the first (the walk goes in order), anything else must wait.
            return match walked {
                Some(hit) => ScanStatus::Hit(hit),
                None => ScanStatus::Searching {
                    scanned: self.walked,
                },
            };
        }
        match first {
            Some(hit) => ScanStatus::Hit(hit),
            None if over || horizon >= self.limit => ScanStatus::NotFound,
            None => ScanStatus::Searching {
                scanned: self.walked,
            },
        }
    }

    /// The first match up to `horizon` among the conditions answered without a walk.
    fn found_at_once(&self, rec: &Recording, marks: &DecisionMarks, horizon: usize) -> Option<Hit> {
        let from = self.from;
        let mut best: Option<Hit> = None;
        for &(i, condition) in &self.breakpoints {
            let tick = match condition {
                Condition::Fact(kind) => marks.next_after(kind, from),
                Condition::Tick(t) => usize::try_from(t).ok().filter(|&t| t > from),
                // The first meal made by a move from `from` on shows after it.
                Condition::FoodEaten => rec.meal(rec.meals_before(from)).map(|(t, _)| t + 1),
                Condition::LengthAtLeast(n) => {
                    let start = rec.start().snake().len() as i64;
                    let k = n.saturating_sub(start);
                    // The k-th meal makes the snake n long (none needed: it was from the start).
                    usize::try_from(k)
                        .ok()
                        .filter(|&k| k > 0)
                        .and_then(|k| rec.meal(k - 1))
                        .map(|(t, _)| t + 1)
                        .filter(|&t| t > from)
                }
                Condition::Doomed => doomed_tick(rec, marks).filter(|&t| t > from),
                Condition::HeadEnters(..) => None,
            };
            if let Some(tick) = tick.filter(|&t| t <= horizon)
                && best.is_none_or(|b| tick < b.tick)
            {
                best = Some(Hit {
                    tick,
                    breakpoint: i,
                });
            }
        }
        best
    }

    /// Walks the head on towards state `to`, for `budget` at most; the first head breakpoint
    /// met, if any.
    fn walk(&mut self, rec: &Recording, to: usize, budget: Duration) -> Option<Hit> {
        if self.cells.is_empty() {
            self.walked = self.walked.max(to);
            return None;
        }
        let grid = *rec.start().grid();
        // A fatal move is recorded, but the snake does not make it.
        let fatal = match rec.outcome() {
            Some(Outcome::Dead(_)) => rec.len().checked_sub(1),
            _ => None,
        };
        let started = Instant::now();
        while self.walked < to {
            let chunk_end = to.min(self.walked + self.chunk);
            while self.walked < chunk_end {
                let t = self.walked;
                let dir = rec.move_at(t)?;
                if Some(t) != fatal
                    && let Some(next) = grid.neighbour(self.head, dir)
                {
                    self.head = next;
                }
                self.walked = t + 1;
                if let Some(&(i, _)) = self.cells.iter().find(|&&(_, c)| c == self.head) {
                    return Some(Hit {
                        tick: self.walked,
                        breakpoint: i,
                    });
                }
            }
            if started.elapsed() >= budget {
                break;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::explain::facts::FactKind;
    use crate::rules::{FoodSource, Game, Grid, Snake, TailRule};
    use crate::solver::{AnySolver, SolverKind};

    /// The classic 8x8 start played by greedy from `seed`, with its decisions noted.
    fn recorded(seed: u64) -> (Recording, DecisionMarks) {
        let g = Grid::new(8, 8).unwrap();
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let game = Game::new(g, s, FoodSource::new(vec![], seed), TailRule::Blocks, None);
        let solver = AnySolver::new(SolverKind::GREEDY, &game).unwrap();
        let mut rec = Recording::new(game, solver);
        let mut marks = DecisionMarks::default();
        loop {
            let t = rec.len();
            match rec.advance(&mut Ignore) {
                Some(d) => marks.note(t, &d),
                None => break,
            }
        }
        (rec, marks)
    }

    fn scan_all(
        rec: &Recording,
        marks: &DecisionMarks,
        bps: &[Breakpoint],
        from: usize,
    ) -> ScanStatus {
        let head = rec.game_at(from).snake().head();
        BreakpointScan::new(bps, from, head).run(rec, marks, Duration::MAX)
    }

    #[test]
    fn the_head_walk_stops_where_the_replayed_head_first_enters_the_cell() {
        let (rec, marks) = recorded(3);
        let target = rec.game_at(40).snake().head();
        let bps = [Breakpoint::new(Condition::HeadEnters(
            i64::from(target.x),
            i64::from(target.y),
        ))];
        let first = (11..=rec.len())
            .find(|&t| rec.game_at(t).snake().head() == target)
            .unwrap();
        assert_eq!(
            scan_all(&rec, &marks, &bps, 10),
            ScanStatus::Hit(Hit {
                tick: first,
                breakpoint: 0
            })
        );
    }

    #[test]
    fn facts_meals_lengths_and_ticks_stop_at_their_first_state_after_the_start() {
        let (rec, marks) = recorded(4);
        let fallback = (0..rec.len())
            .find(|&t| FactKind::Fallback.holds_in(&rec.decision_at(t, &mut Ignore).unwrap()))
            .expect("greedy falls back on seed 4");
        let fact = [Breakpoint::new(Condition::Fact(FactKind::Fallback))];
        assert_eq!(
            scan_all(&rec, &marks, &fact, 0),
            ScanStatus::Hit(Hit {
                tick: fallback,
                breakpoint: 0
            })
        );
        let meals: Vec<usize> = rec.meals().map(|(t, _)| t + 1).collect();
        let food = [Breakpoint::new(Condition::FoodEaten)];
        assert_eq!(
            scan_all(&rec, &marks, &food, meals[2]),
            ScanStatus::Hit(Hit {
                tick: meals[3],
                breakpoint: 0
            })
        );
        // Length 7 is reached by the third meal (from 4).
        let length = [Breakpoint::new(Condition::LengthAtLeast(7))];
        let ScanStatus::Hit(hit) = scan_all(&rec, &marks, &length, 0) else {
            panic!("length 7 is reached")
        };
        assert_eq!(hit.tick, meals[2]);
        assert_eq!(rec.game_at(hit.tick).snake().len(), 7);
        assert_eq!(rec.game_at(hit.tick - 1).snake().len(), 6);
        // Once past it, it never matches again.
        assert_eq!(
            scan_all(&rec, &marks, &length, meals[2]),
            ScanStatus::NotFound
        );
        let tick = [Breakpoint::new(Condition::Tick(5))];
        assert_eq!(
            scan_all(&rec, &marks, &tick, 4),
            ScanStatus::Hit(Hit {
                tick: 5,
                breakpoint: 0
            })
        );
        assert_eq!(scan_all(&rec, &marks, &tick, 5), ScanStatus::NotFound);
        let doomed = [Breakpoint::new(Condition::Doomed)];
        let ScanStatus::Hit(hit) = scan_all(&rec, &marks, &doomed, 0) else {
            panic!("the game is lost")
        };
        assert_eq!(Some(hit.tick), doomed_tick(&rec, &marks));
    }

    #[test]
    fn the_earliest_enabled_breakpoint_wins_and_ties_go_to_the_first_listed() {
        let (rec, marks) = recorded(3);
        let meal = rec.meals().next().unwrap().0 + 1;
        let head = rec.game_at(meal).snake().head();
        let mut bps = vec![
            Breakpoint::new(Condition::Tick(meal as u64 + 1)),
            Breakpoint::new(Condition::FoodEaten),
            Breakpoint::new(Condition::HeadEnters(i64::from(head.x), i64::from(head.y))),
        ];
        let status = scan_all(&rec, &marks, &bps, meal - 1);
        assert_eq!(
            status,
            ScanStatus::Hit(Hit {
                tick: meal,
                breakpoint: 1
            })
        );
        bps[1].enabled = false;
        assert_eq!(
            scan_all(&rec, &marks, &bps, meal - 1),
            ScanStatus::Hit(Hit {
                tick: meal,
                breakpoint: 2
            })
        );
        bps[2].enabled = false;
        assert_eq!(
            scan_all(&rec, &marks, &bps, meal - 1),
            ScanStatus::Hit(Hit {
                tick: meal + 1,
                breakpoint: 0
            })
        );
        bps[0].enabled = false;
        assert_eq!(scan_all(&rec, &marks, &bps, meal - 1), ScanStatus::NotFound);
    }

    #[test]
    fn a_scan_waits_for_a_game_still_recorded_and_respects_its_limit() {
        let (full, _) = recorded(3);
        let mut rec = Recording::new(full.game_at(0), {
            let g = full.game_at(0);
            AnySolver::new(SolverKind::GREEDY, &g).unwrap()
        });
        let mut marks = DecisionMarks::default();
        for _ in 0..20 {
            let t = rec.len();
            let d = rec.advance(&mut Ignore).unwrap();
            marks.note(t, &d);
        }
        let bps = [Breakpoint::new(Condition::Tick(30))];
        let head = rec.game_at(0).snake().head();
        let mut scan = BreakpointScan::new(&bps, 0, head);
        assert_eq!(
            scan.run(&rec, &marks, Duration::MAX),
            ScanStatus::Searching { scanned: 19 }
        );
        for _ in 0..20 {
            let t = rec.len();
            let d = rec.advance(&mut Ignore).unwrap();
            marks.note(t, &d);
        }
        assert_eq!(
            scan.run(&rec, &marks, Duration::MAX),
            ScanStatus::Hit(Hit {
                tick: 30,
                breakpoint: 0
            })
        );
        let mut short = BreakpointScan::new(&bps, 0, head).until(25);
        assert_eq!(short.run(&rec, &marks, Duration::MAX), ScanStatus::NotFound);
    }

    #[test]
    fn resumed_after_each_hit_a_scan_finds_every_match_in_order() {
        let (rec, marks) = recorded(3);
        let target = rec.game_at(30).snake().head();
        let bps = [
            Breakpoint::new(Condition::FoodEaten),
            Breakpoint::new(Condition::HeadEnters(
                i64::from(target.x),
                i64::from(target.y),
            )),
        ];
        let mut expected: Vec<usize> = (1..=rec.len())
            .filter(|&t| rec.game_at(t).snake().head() == target)
            .chain(rec.meals().map(|(t, _)| t + 1))
            .collect();
        expected.sort();
        expected.dedup();
        let mut scan = BreakpointScan::new(&bps, 0, rec.start().snake().head());
        let mut found = Vec::new();
        while let ScanStatus::Hit(hit) = scan.run(&rec, &marks, Duration::MAX) {
            found.push(hit.tick);
            scan.resume_after(hit);
        }
        assert_eq!(found, expected);
    }

    #[test]
    fn a_walk_out_of_time_picks_up_where_it_stopped() {
        let (rec, marks) = recorded(3);
        let target = rec.game_at(rec.len() - 3).snake().head();
        let bps = [Breakpoint::new(Condition::HeadEnters(
            i64::from(target.x),
            i64::from(target.y),
        ))];
        let expected = scan_all(&rec, &marks, &bps, 0);
        let mut scan = BreakpointScan::new(&bps, 0, rec.start().snake().head());
        scan.chunk = 16;
        let mut status = scan.run(&rec, &marks, Duration::ZERO);
        let mut slices = 1;
        while let ScanStatus::Searching { .. } = status {
            status = scan.run(&rec, &marks, Duration::ZERO);
            slices += 1;
            assert!(slices < 10_000);
        }
        assert_eq!(status, expected);
        let ScanStatus::Hit(hit) = status else {
            panic!("the head gets there")
        };
        assert!(
            slices >= hit.tick / 16,
            "{slices} slices to tick {}",
            hit.tick
        );
    }
}
