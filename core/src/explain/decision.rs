//! The decision at one tick, explained: the move, the chain of checks behind it, every event
//! of every stage it ran filed under the check it answers, and greedy's virtual snake.
//!
//! Grouping events under their checks is written here once, for the app's panels and
//! timelines and for `snakescope explain`. The events are kept once, shared by every
//! [`StageReplay`] of a check (no copy per check opened), and the virtual snake is the body
//! the decision recorded in [`Fact::VirtualSnakeAte`], not walked again.

use super::replay::{ReplayOrigin, StageReplay};
use crate::algo::kept::Kept;
use crate::rules::{Game, Grid, Snake};
use crate::solver::{AnySolver, Decision, DecisionEvent, Fact};
use crate::stages::{Stage, StageEvent};
use crate::trace::Recording;
use std::ops::Range;
use std::sync::Arc;

/// The decision at one tick, with its events filed under its checks.
#[derive(Clone, Debug)]
pub struct DecisionTrace {
    /// The state the decision was made in.
    pub tick: usize,
    /// The move and its chain of checks.
    pub decision: Decision,
    /// Every event of every stage the decision ran, in order (a check's events are
    /// consecutive: checks are made one after the other).
    pub events: Arc<[StageEvent]>,
    /// For each check, the range of its events in `events` (empty if it ran no stage).
    pub check_ranges: Vec<Range<usize>>,
    /// Greedy's virtual snake and the number of events after which it is shown.
    ghost: Option<(Snake, usize)>,
    /// How many events the decision reported past the most kept
    /// ([`crate::algo::kept::MAX_TRACE_EVENTS`]); 0 when `events` is the whole trace.
    pub dropped: usize,
}

/// A state of a game and the decision made there, as [`DecisionTrace::at`] gives them.
pub struct DecidedState {
    /// The game at that state.
    pub game: Game,
    /// The solver as it stood there (the cycle it held then).
    pub solver: AnySolver,
    /// The decision made there, with its events; `None` if the game is over there.
    pub trace: Option<DecisionTrace>,
}

impl DecisionTrace {
    /// Files the events of `decision`, made on `game` at `tick`, under its checks.
    pub fn new(
        tick: usize,
        game: &Game,
        decision: Decision,
        events: Vec<DecisionEvent>,
    ) -> DecisionTrace {
        let mut check_ranges = vec![0..0; decision.checks.len()];
        for (i, e) in events.iter().enumerate() {
            if let Some(r) = check_ranges.get_mut(e.check) {
                if r.start == r.end {
                    *r = i..i + 1;
                } else {
                    r.end = i + 1;
                }
            }
        }
        let events: Arc<[StageEvent]> = events.into_iter().map(|e| e.event).collect();
        let ghost = ghost(game.grid(), &decision, &events, &check_ranges);
        DecisionTrace {
            tick,
            decision,
            events,
            check_ranges,
            ghost,
            dropped: 0,
        }
    }

    /// Whether the decision's trace was cut at [`crate::algo::kept::MAX_TRACE_EVENTS`]
    /// events, and then what it reported in all, in words.
    pub fn cut(&self) -> Option<String> {
        (self.dropped > 0).then(|| crate::algo::kept::cut_words(self.events.len() + self.dropped))
    }

    /// State `tick` of `rec` and the decision made there: the game replayed once from the
    /// nearest snapshot, and the decision made again from that very state with every event
    /// watched.
    pub fn at(rec: &Recording, tick: usize) -> DecidedState {
        let (game, solver) = rec.state_at(tick);
        DecisionTrace::decided(rec, tick, game, solver)
    }

    /// State `tick` of `rec`, given as `game` and `solver` (as [`Recording::state_at`] or
    /// [`Recording::state_from`] return them), and the decision made there with every event
    /// watched.
    pub fn decided(rec: &Recording, tick: usize, game: Game, solver: AnySolver) -> DecidedState {
        let mut kept: Kept<DecisionEvent> = Kept::default();
        let trace = rec
            .decision_from(tick, &game, &solver, &mut kept)
            .map(|decision| {
                let dropped = kept.dropped;
                let mut trace = DecisionTrace::new(tick, &game, decision, kept.events);
                trace.dropped = dropped;
                trace
            });
        DecidedState {
            game,
            solver,
            trace,
        }
    }

    /// The check whose events a cursor showing `cursor` events is in: that of the latest
    /// event shown, or of the first event when none is shown.
    pub fn check_at(&self, cursor: usize) -> Option<usize> {
        let i = cursor.saturating_sub(1);
        self.check_ranges.iter().position(|r| r.contains(&i))
    }

    /// The first check answered by `stage`'s events.
    pub fn check_for_stage(&self, stage: Stage) -> Option<usize> {
        (0..self.check_ranges.len()).find(|&l| self.stage_of(l) == Some(stage))
    }

    /// The check that matters most to the move: the last one whose stage ran events, the
    /// check the move follows from (greedy's tail check, Hamilton's shortcut rule, the
    /// splices). The explainer opens it when it arrives at a decision without being asked
    /// for a stage; `None` when the decision ran no stage at all.
    pub fn key_check(&self) -> Option<usize> {
        (0..self.check_ranges.len())
            .rev()
            .find(|&l| !self.check_ranges[l].is_empty())
    }

    /// The stage whose events answered check number `check`, if any ran.
    pub fn stage_of(&self, check: usize) -> Option<Stage> {
        let r = self.check_ranges.get(check)?;
        self.events
            .get(r.start)
            .filter(|_| !r.is_empty())
            .map(StageEvent::stage)
    }

    /// The events that answered check number `check` (none if there is no such check).
    pub fn check_events(&self, check: usize) -> &[StageEvent] {
        self.check_ranges
            .get(check)
            .map_or(&[], |r| &self.events[r.clone()])
    }

    /// A replay of the events that answered check number `check`, on `grid`, sharing this trace's
    /// events; `None` if the check ran no stage.
    pub fn replay_check(&self, check: usize, grid: Grid) -> Option<StageReplay> {
        let stage = self.stage_of(check)?;
        let origin = ReplayOrigin::Decision {
            tick: self.tick,
            check,
        };
        let range = self.check_ranges[check].clone();
        Some(StageReplay::shared(
            stage,
            origin,
            grid,
            self.events.clone(),
            range,
        ))
    }

    /// Greedy's virtual snake (the body after walking the shortest path to the food and
    /// eating), once a cursor showing `cursor` events has shown the search that found the
    /// path in full. `None` if the decision made no virtual snake.
    pub fn ghost(&self, cursor: usize) -> Option<&Snake> {
        self.ghost
            .as_ref()
            .filter(|(_, from)| cursor >= *from)
            .map(|(snake, _)| snake)
    }
}

/// The virtual snake the decision recorded, and the end of the events of the first check
/// answered by a breadth-first search (the search that found its path).
fn ghost(
    grid: &Grid,
    decision: &Decision,
    events: &[StageEvent],
    check_ranges: &[Range<usize>],
) -> Option<(Snake, usize)> {
    let body = decision.checks.iter().find_map(|c| match &c.fact {
        Fact::VirtualSnakeAte { body, .. } => Some(body),
        _ => None,
    })?;
    let search = check_ranges
        .iter()
        .find(|r| !r.is_empty() && matches!(events[r.start], StageEvent::Bfs(_)))?;
    let snake = Snake::new(grid, body, None).ok()?;
    Some((snake, search.end))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::rules::{FoodSource, Pos, TailRule};
    use crate::solver::SolverKind;

    fn recorded(kind: SolverKind) -> Recording {
        let g = Grid::new(8, 8).unwrap();
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let game = Game::new(g, s, FoodSource::new(vec![], 0), TailRule::Blocks, None);
        let solver = AnySolver::new(kind, &game).unwrap();
        let mut rec = Recording::new(game, solver);
        for _ in 0..30 {
            rec.advance(&mut Ignore);
        }
        rec
    }

    #[test]
    fn every_event_is_filed_under_the_check_it_answers() {
        let rec = recorded(SolverKind::GREEDY);
        for t in [0, 7, 20] {
            let DecidedState { trace, .. } = DecisionTrace::at(&rec, t);
            let trace = trace.unwrap();
            let mut raw: Vec<DecisionEvent> = Vec::new();
            let decision = rec.decision_at(t, &mut raw).unwrap();
            assert_eq!(trace.decision, decision);
            assert_eq!(trace.events.len(), raw.len());
            for check in 0..decision.checks.len() {
                let expected: Vec<StageEvent> = raw
                    .iter()
                    .filter(|e| e.check == check)
                    .map(|e| e.event.clone())
                    .collect();
                assert_eq!(trace.check_events(check), expected.as_slice(), "tick {t}");
            }
            for (i, e) in raw.iter().enumerate() {
                assert_eq!(trace.check_at(i + 1), Some(e.check));
            }
        }
    }

    #[test]
    fn the_ghost_is_the_body_the_decision_recorded_once_its_search_is_shown() {
        let rec = recorded(SolverKind::GREEDY);
        let DecidedState { game, trace, .. } = DecisionTrace::at(&rec, 0);
        let trace = trace.unwrap();
        let bfs = trace.check_ranges[trace.check_for_stage(Stage::Bfs).unwrap()].clone();
        assert_eq!(trace.ghost(bfs.end - 1), None);
        let ghost = trace
            .ghost(bfs.end)
            .expect("greedy's first decision eats virtually");
        let path = trace
            .check_events(0)
            .iter()
            .find_map(|e| match e {
                StageEvent::Bfs(crate::algo::bfs::BfsEvent::Found { path, .. }) => Some(path),
                _ => None,
            })
            .unwrap();
        let walked = crate::solver::walk(game.snake(), path, game.food().unwrap());
        assert_eq!(ghost, &walked);
    }

    #[test]
    fn a_replayed_check_shares_the_decision_s_events() {
        let rec = recorded(SolverKind::GREEDY);
        let DecidedState { game, trace, .. } = DecisionTrace::at(&rec, 3);
        let trace = trace.unwrap();
        let check = trace.check_for_stage(Stage::Longest).unwrap();
        let replay = trace.replay_check(check, *game.grid()).unwrap();
        assert_eq!(replay.stage(), Stage::Longest);
        assert_eq!(replay.origin(), ReplayOrigin::Decision { tick: 3, check });
        assert_eq!(replay.events(), trace.check_events(check));
        assert!(std::ptr::eq(replay.events(), trace.check_events(check)));
    }

    #[test]
    fn the_key_check_is_the_last_one_that_ran_a_stage() {
        let rec = recorded(SolverKind::GREEDY);
        let DecidedState { trace, .. } = DecisionTrace::at(&rec, 3);
        let trace = trace.unwrap();
        let key = trace
            .key_check()
            .expect("greedy searches at every decision");
        assert!(!trace.check_ranges[key].is_empty());
        assert!(trace.check_ranges[key + 1..].iter().all(|r| r.is_empty()));
        let rec = recorded(SolverKind::Cycle);
        let DecidedState { trace, .. } = DecisionTrace::at(&rec, 5);
        let trace = trace.unwrap();
        assert_eq!(trace.key_check(), None, "following a cycle runs no stage");
    }
}
