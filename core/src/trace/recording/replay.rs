//! Reaching a past tick: the state there rebuilt from the nearest snapshot (or take-over)
//! by replaying the moves after it, the decision there recomputed, and a count of that work.

use super::{Recording, Snapshot};
use crate::algo::{Ignore, Observer};
use crate::rules::Game;
use crate::solver::{AnySolver, Check, Decision, DecisionEvent, Fact};
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many times a state was rebuilt from a snapshot ([`Recording::replays`]): work a test
/// can count, so that "one step costs one replay" is checked rather than hoped for.
#[derive(Debug, Default)]
pub(super) struct ReplayCount(AtomicUsize);

impl ReplayCount {
    pub(super) fn add_one(&self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }

    pub(super) fn get(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

impl Clone for ReplayCount {
    fn clone(&self) -> Self {
        ReplayCount(AtomicUsize::new(self.get()))
    }
}

impl Recording {
    pub(super) fn snapshot_at(&self, t: usize) -> Snapshot {
        self.replays.add_one();
        let t = t.min(self.moves.len());
        let k = (t / self.interval).min(self.snapshots.len() - 1);
        let regular = k * self.interval;
        // A take-over at or after the regular snapshot (and not after `t`) holds the solver
        // that decides at `t`; the regular snapshot may hold the one before it.
        let (from, mut s) = match self
            .handovers
            .iter()
            .rev()
            .find(|&&(tick, _)| tick <= t && tick >= regular)
        {
            Some((tick, handover)) => (*tick, handover.clone()),
            None => (regular, self.snapshots[k].clone()),
        };
        let stateless = s.solver.is_stateless();
        for tick in from..t {
            let dir = self.moves.get(tick).expect("a recorded tick");
            if !stateless {
                let replayed = s.solver.decide(&s.game, &mut Ignore);
                debug_assert_eq!(replayed.dir, dir, "a solver replayed differently");
            }
            s.game.step(dir);
        }
        s
    }

    /// The game and the solver at state `t`, given those at an earlier state `from`
    /// (`game` and `solver`, as [`Recording::state_at`] returns them): played on from them,
    /// one decision a tick for a solver that holds a cycle, when they are nearer to `t` than
    /// the snapshot (or take-over) [`Recording::state_at`] would start from; else from that
    /// snapshot. A step forward on a large board, whose snapshots stand thousands of ticks
    /// apart, costs one decision instead of a replay of up to an interval of them. `t` is
    /// clamped to the recorded length; a `from` after `t` starts from the snapshot.
    pub fn state_from(
        &self,
        from: usize,
        game: &Game,
        solver: &AnySolver,
        t: usize,
    ) -> (Game, AnySolver) {
        let t = t.min(self.moves.len());
        let regular = (t / self.interval).min(self.snapshots.len() - 1) * self.interval;
        let handover = self
            .handovers
            .iter()
            .rev()
            .find(|&&(tick, _)| tick <= t && tick >= regular)
            .map(|&(tick, _)| tick);
        let base = handover.unwrap_or(regular);
        if from > t || base > from {
            return self.state_at(t);
        }
        let mut s = Snapshot {
            game: game.clone(),
            solver: solver.clone(),
        };
        let stateless = s.solver.is_stateless();
        for tick in from..t {
            let dir = self.moves.get(tick).expect("a recorded tick");
            if !stateless {
                let replayed = s.solver.decide(&s.game, &mut Ignore);
                debug_assert_eq!(replayed.dir, dir, "a solver replayed differently");
            }
            s.game.step(dir);
        }
        (s.game, s.solver)
    }

    /// The game after `t` ticks (clamped to the recorded length).
    pub fn game_at(&self, t: usize) -> Game {
        self.replays.add_one();
        let t = t.min(self.moves.len());
        let k = (t / self.interval).min(self.snapshots.len() - 1);
        let mut game = self.snapshots[k].game.clone();
        for dir in self.moves.range(k * self.interval, t) {
            game.step(dir);
        }
        game
    }

    /// The game and the solver as they stood at state `t` (clamped to the recorded length):
    /// one replay from the nearest snapshot. A stateful solver (one that holds a cycle) is
    /// replayed decision by decision; a stateless one is copied from the snapshot.
    pub fn state_at(&self, t: usize) -> (Game, AnySolver) {
        let s = self.snapshot_at(t);
        (s.game, s.solver)
    }

    /// Recomputes the decision made at state `t` (the move from `t` to `t + 1`), reporting its
    /// full stage trace to `obs`. For `t` equal to the recorded length of a game not over, this
    /// is the decision the solver is about to make. `None` past that.
    pub fn decision_at<O: Observer<DecisionEvent>>(
        &self,
        t: usize,
        obs: &mut O,
    ) -> Option<Decision> {
        // The last state of a game stopped by a fault still has a decision: the failed one.
        let ended = self.live.game.is_over() && self.fault.is_none();
        if t > self.moves.len() || (t == self.moves.len() && ended) {
            return None;
        }
        let (game, solver) = self.state_at(t);
        self.decision_from(t, &game, &solver, obs)
    }

    /// The decision made at state `t`, given that state as [`Recording::state_at`] returns it
    /// (the solver is not changed: a copy decides). Manual play's decision is the key that
    /// was played.
    pub fn decision_from<O: Observer<DecisionEvent>>(
        &self,
        t: usize,
        game: &Game,
        solver: &AnySolver,
        obs: &mut O,
    ) -> Option<Decision> {
        if game.is_over() {
            return None;
        }
        // A solver outside snakescope still thinking about this tick has no decision yet
        // (asking would wait for it).
        if let AnySolver::External(s) = solver
            && !s.answered(game.moves())
        {
            return None;
        }
        if let AnySolver::Manual(_) = solver {
            let dir = self.move_at(t)?;
            return Some(Decision {
                dir,
                checks: vec![Check {
                    fact: Fact::Key { dir },
                    stage: None,
                }],
                unsafe_fallback: false,
                fault: None,
            });
        }
        Some(solver.clone().decide(game, obs))
    }

    /// How many times a game (or a game and its solver) was rebuilt from a snapshot so far:
    /// by [`Recording::state_at`], [`Recording::decision_at`], [`Recording::game_at`] and
    /// [`Recording::truncate`]. Each costs a copy of a snapshot and up to an interval of
    /// moves; tests count them to check that the app does such work once per step.
    pub fn replays(&self) -> usize {
        self.replays.get()
    }
}
