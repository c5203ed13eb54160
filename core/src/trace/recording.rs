//! A recorded game: its start, and per tick the move and any food placed.
//!
//! Record inputs, recompute detail. A recording keeps the starting game and solver, two bits
//! per move, the food placed after each meal, and a snapshot of the game and solver every
//! [`Recording::snapshot_interval`] ticks: [`SNAPSHOT_EVERY`] on small boards, half the cell
//! count on large ones, so that a snapshot (which holds the whole snake) costs at most about
//! as much as the moves it covers. Reaching any tick replays less than one interval of moves
//! from the nearest snapshot. A long game keeps at most [`Recording::max_snapshots`] of them
//! (about 4 Mi cells' worth in all, at least 16): past that, every other one is dropped and the
//! interval doubles, so memory for snapshots stays bounded however long the game, at the cost of
//! longer replays late in very long games. A decision's full stage trace is not stored: [`Recording::decision_at`]
//! recomputes it, and because solvers are deterministic it is the trace the solver produced
//! live.

use super::moves::PackedMoves;
use crate::algo::{Ignore, Observer};
use crate::rules::{Dir, Game, Outcome, Pos, StepReport};
use crate::solver::{AnySolver, Check, Decision, DecisionEvent, Fact, ProgressWatch, SolverFault};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The fewest ticks between snapshots (the interval on boards of up to 128 cells).
pub const SNAPSHOT_EVERY: usize = 64;

/// The cells all snapshots of a recording may hold together (each holds about a board's
/// worth): 4 Mi, so that snapshots of a 256x256 game take some hundred megabytes at most.
const SNAPSHOT_CELLS: usize = 1 << 22;

#[derive(Clone, Debug)]
struct Snapshot {
    game: Game,
    solver: AnySolver,
}

/// A game being played or replayed, tick by tick.
#[derive(Clone, Debug)]
pub struct Recording {
    interval: usize,
    moves: PackedMoves,
    food_placed: Vec<(u32, Pos)>,
    snapshots: Vec<Snapshot>,
    /// The most snapshots kept before every other one is dropped.
    max_snapshots: usize,
    /// Where another solver took the game over ([`Recording::take_over`]): the tick and the
    /// state there with the new solver, in tick order. Replays from a tick on start from the
    /// latest of these at or before it, when it is later than the regular snapshot.
    handovers: Vec<(usize, Snapshot)>,
    live: Snapshot,
    replays: ReplayCount,
    fault: Option<SolverFault>,
    /// Whether the live game still makes progress ([`crate::solver::progress`]).
    watch: ProgressWatch,
}

/// How many times a state was rebuilt from a snapshot ([`Recording::replays`]): work a test
/// can count, so that "one step costs one replay" is checked rather than hoped for.
#[derive(Debug, Default)]
struct ReplayCount(AtomicUsize);

impl ReplayCount {
    fn add_one(&self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }

    fn get(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

impl Clone for ReplayCount {
    fn clone(&self) -> Self {
        ReplayCount(AtomicUsize::new(self.get()))
    }
}

impl Recording {
    /// Starts recording a game with its solver (both as they are now).
    pub fn new(game: Game, solver: AnySolver) -> Recording {
        let interval = SNAPSHOT_EVERY.max(game.grid().cells() / 2);
        let max_snapshots = (SNAPSHOT_CELLS / game.grid().cells().max(1)).max(16);
        let watch = ProgressWatch::new(&game);
        let start = Snapshot { game, solver };
        Recording {
            interval,
            moves: PackedMoves::default(),
            food_placed: Vec::new(),
            snapshots: vec![start.clone()],
            max_snapshots,
            handovers: Vec::new(),
            live: start,
            replays: ReplayCount::default(),
            fault: None,
            watch,
        }
    }

    /// Plays the game to its end with its solver, recording every tick.
    pub fn play_out(game: Game, solver: AnySolver) -> Recording {
        let mut r = Recording::new(game, solver);
        while r.advance(&mut Ignore).is_some() {}
        r
    }

    /// The most snapshots this recording keeps: 4 Mi cells' worth (2^22) over the board's
    /// cells, at least 16.
    pub fn max_snapshots(&self) -> usize {
        self.max_snapshots
    }

    /// Ticks between snapshots for this board (doubled each time the snapshots were thinned).
    pub fn snapshot_interval(&self) -> usize {
        self.interval
    }

    /// Ticks recorded (moves made).
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether no move is recorded yet.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The game at its start (tick 0), as the recording began.
    pub fn start(&self) -> &Game {
        &self.snapshots[0].game
    }

    /// The game as it stands after the last recorded tick.
    pub fn latest(&self) -> &Game {
        &self.live.game
    }

    /// The solver as it stands after the last recorded tick.
    pub fn latest_solver(&self) -> &AnySolver {
        &self.live.solver
    }

    /// The solver's state, for feeding keys to a manual game.
    pub fn latest_solver_mut(&mut self) -> &mut AnySolver {
        &mut self.live.solver
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.live.game.outcome()
    }

    /// The move played at tick `t` (from state `t` to state `t + 1`).
    pub fn move_at(&self, t: usize) -> Option<Dir> {
        self.moves.get(t)
    }

    /// The ticks at which the snake ate, with the food placed after each meal (`None` when the
    /// meal filled the board). Tick `t` here means the move from state `t` to `t + 1`.
    pub fn meals(&self) -> impl Iterator<Item = (usize, Option<Pos>)> + '_ {
        self.food_placed.iter().map(|&(t, p)| {
            let placed = (p != NO_FOOD).then_some(p);
            (t as usize, placed)
        })
    }

    /// Meal `k` (from 0), as [`Recording::meals`] lists it.
    pub fn meal(&self, k: usize) -> Option<(usize, Option<Pos>)> {
        self.food_placed
            .get(k)
            .map(|&(t, p)| (t as usize, (p != NO_FOOD).then_some(p)))
    }

    /// How many meals the moves before tick `t` made (the moves `0..t`).
    pub fn meals_before(&self, t: usize) -> usize {
        self.food_placed
            .partition_point(|&(tick, _)| (tick as usize) < t)
    }

    /// Lets the solver decide the next move and plays it. Returns the decision, or `None` if
    /// the game is over. A solver that fails ([`Decision::fault`]) stops the game where it
    /// stands: nothing is played, and [`Recording::fault`] says why.
    pub fn advance<O: Observer<DecisionEvent>>(&mut self, obs: &mut O) -> Option<Decision> {
        if self.live.game.is_over() {
            return None;
        }
        let decision = self.live.solver.decide(&self.live.game, obs);
        match &decision.fault {
            Some(fault) => {
                self.live.game.stop();
                self.fault = Some((**fault).clone());
            }
            None => {
                self.play(decision.dir);
            }
        }
        if self.live.game.is_over() {
            self.live.solver.game_over(&self.live.game);
        }
        Some(decision)
    }

    /// Why the solver failed, if the game was stopped by a solver's fault.
    pub fn fault(&self) -> Option<&SolverFault> {
        self.fault.as_ref()
    }

    /// Plays a move chosen outside the solver (manual play). Returns what the tick did. A game
    /// that can make no more progress ([`crate::solver::progress`]) ends there, stalled.
    pub fn play(&mut self, dir: Dir) -> Option<StepReport> {
        if self.live.game.is_over() {
            return None;
        }
        let mut report = self.live.game.step(dir);
        if !self.live.game.is_over()
            && let Some(stall) = self
                .watch
                .observe(&self.live.game, self.live.solver.memory())
        {
            self.live.game.stall(stall);
            report.outcome = self.live.game.outcome();
        }
        let t = self.moves.len() as u32;
        self.moves.push(dir);
        if report.ate {
            self.food_placed
                .push((t, report.food_placed.unwrap_or(NO_FOOD)));
        }
        if self.moves.len().is_multiple_of(self.interval) {
            self.snapshots.push(self.live.clone());
            if self.snapshots.len() > self.max_snapshots {
                self.thin_snapshots();
            }
        }
        Some(report)
    }

    /// Keeps every other snapshot (those at multiples of twice the interval) and doubles the
    /// interval.
    fn thin_snapshots(&mut self) {
        let mut k = 0;
        self.snapshots.retain(|_| {
            k += 1;
            (k - 1) % 2 == 0
        });
        self.interval *= 2;
    }

    /// Forgets every tick after `t`, so that play can go on from there.
    pub fn truncate(&mut self, t: usize) {
        if t >= self.moves.len() {
            return;
        }
        self.cut(t);
        self.resume_watch();
    }

    /// Forgets every tick after `t` (at most the recorded length) and rebuilds the live
    /// state at `t`.
    fn cut(&mut self, t: usize) {
        let t = t.min(self.moves.len());
        self.live = self.snapshot_at(t);
        self.fault = None;
        self.moves.truncate(t);
        self.food_placed.retain(|&(tick, _)| (tick as usize) < t);
        self.snapshots.truncate(t / self.interval + 1);
        self.handovers.retain(|&(tick, _)| tick <= t);
    }

    /// The progress watch as it stands at the live state, rebuilt from the moves since the
    /// last meal or take-over (and the live game stalled there if a watch that saw every
    /// move would have stalled it there).
    fn resume_watch(&mut self) {
        let t = self.moves.len();
        let meal_end = self
            .food_placed
            .last()
            .map_or(0, |&(tick, _)| tick as usize + 1);
        let handover = self.handovers.last().map_or(0, |&(tick, _)| tick);
        let since = t - meal_end.max(handover);
        let memory = self.live.solver.memory();
        let (watch, stall) = ProgressWatch::resume(&self.live.game, memory, since as u64, |back| {
            let (game, solver) = self.state_at(t - back as usize);
            Some((game, solver.memory()))
        });
        self.watch = watch;
        if let Some(stall) = stall {
            self.live.game.stall(stall);
        }
    }

    /// Hands the game over to `solver` at state `t` (at most the recorded length): every
    /// tick after `t` is forgotten, and from `t` on `solver` decides, as it stands now (set up
    /// for the game at `t`). The ticks before `t` keep their solver: they replay and explain
    /// exactly as before. A solver that failed at `t` is forgotten with its fault.
    pub fn take_over(&mut self, t: usize, solver: AnySolver) {
        self.cut(t);
        let t = self.moves.len();
        self.live.solver = solver;
        self.handovers.retain(|&(tick, _)| tick < t);
        self.handovers.push((t, self.live.clone()));
        self.watch = ProgressWatch::new(&self.live.game);
    }

    /// The ticks at which another solver took the game over, in order.
    pub fn handovers(&self) -> impl Iterator<Item = usize> + '_ {
        self.handovers.iter().map(|&(t, _)| t)
    }

    fn snapshot_at(&self, t: usize) -> Snapshot {
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

/// Marks a meal after which no food was placed (the board was full).
const NO_FOOD: Pos = Pos::new(u16::MAX, u16::MAX);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{FoodSource, Grid, Snake, TailRule};
    use crate::solver::SolverKind;

    fn start(kind: SolverKind, seed: u64) -> (Game, AnySolver) {
        let g = Grid::new(8, 8).unwrap();
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let game = Game::new(g, s, FoodSource::new(vec![], seed), TailRule::Blocks, None);
        let solver = AnySolver::new(kind, &game).unwrap();
        (game, solver)
    }

    #[test]
    fn any_tick_is_reached_by_replay() {
        let (game, solver) = start(SolverKind::GREEDY, 3);
        let mut direct = game.clone();
        let mut s2 = solver.clone();
        let r = Recording::play_out(game, solver);
        assert!(r.len() > 2 * r.snapshot_interval());
        for t in 0..=r.len() {
            let g = r.game_at(t);
            assert_eq!(g.snake(), direct.snake(), "tick {t}");
            assert_eq!(g.food(), direct.food(), "tick {t}");
            if !direct.is_over() {
                let d = s2.decide(&direct, &mut Ignore);
                direct.step(d.dir);
            }
        }
    }

    #[test]
    fn each_way_to_a_past_tick_counts_one_replay() {
        let (game, solver) = start(SolverKind::Hamilton(Default::default()), 2);
        let r = Recording::play_out(game, solver);
        let before = r.replays();
        let (g, s) = r.state_at(100);
        assert_eq!(r.replays(), before + 1);
        r.decision_from(100, &g, &s, &mut Ignore);
        assert_eq!(
            r.replays(),
            before + 1,
            "deciding from a state replays nothing"
        );
        r.decision_at(100, &mut Ignore);
        r.game_at(7);
        assert_eq!(r.replays(), before + 3);
        assert_eq!(r.clone().replays(), r.replays());
    }

    #[test]
    fn a_long_game_thins_its_snapshots_and_still_reaches_every_tick() {
        let (game, solver) = start(SolverKind::Hamilton(Default::default()), 5);
        let mut direct = game.clone();
        let mut s2 = solver.clone();
        let mut r = Recording::new(game, solver);
        r.max_snapshots = 4;
        while r.advance(&mut Ignore).is_some() {}
        assert!(r.len() > 8 * SNAPSHOT_EVERY, "{}", r.len());
        assert!(r.snapshots.len() <= 4, "{} snapshots", r.snapshots.len());
        assert!(r.snapshot_interval() >= 4 * SNAPSHOT_EVERY);
        for t in 0..=r.len() {
            let g = r.game_at(t);
            assert_eq!(g.snake(), direct.snake(), "tick {t}");
            let (g, _) = r.state_at(t);
            assert_eq!(g.snake(), direct.snake(), "tick {t}");
            if !direct.is_over() {
                let d = s2.decide(&direct, &mut Ignore);
                direct.step(d.dir);
            }
        }
        // Cutting back and playing on keeps to the thinned interval.
        let at = r.len() / 2;
        r.truncate(at);
        while r.advance(&mut Ignore).is_some() {}
        assert!(r.snapshots.len() <= 4);
        assert!(r.latest().is_over());
    }

    #[test]
    fn large_boards_space_their_snapshots() {
        let small = Recording::new(
            start(SolverKind::GREEDY, 1).0,
            start(SolverKind::GREEDY, 1).1,
        );
        assert_eq!(small.snapshot_interval(), SNAPSHOT_EVERY);
        let g = Grid::new(64, 64).unwrap();
        let s = Snake::new(&g, &[Pos::new(0, 0)], None).unwrap();
        let game = Game::new(g, s, FoodSource::new(vec![], 1), TailRule::Blocks, None);
        let solver = AnySolver::new(SolverKind::GREEDY, &game).unwrap();
        assert_eq!(Recording::new(game, solver).snapshot_interval(), 2048);
    }

    #[test]
    fn a_solver_that_takes_over_decides_from_there_and_the_ticks_before_keep_theirs() {
        let (game, solver) = start(SolverKind::Hamilton(Default::default()), 7);
        let original = Recording::play_out(game, solver);
        // Past two snapshots, and not on one.
        let at = 2 * original.snapshot_interval() + 5;
        let mut branch = original.clone();
        let (g, _) = branch.state_at(at);
        branch.take_over(at, AnySolver::new(SolverKind::GREEDY, &g).unwrap());
        assert_eq!(branch.len(), at);
        assert_eq!(branch.handovers().collect::<Vec<_>>(), vec![at]);
        while branch.advance(&mut Ignore).is_some() {}
        assert!(branch.len() > at + 3 * branch.snapshot_interval());
        for t in (0..at).step_by(7).chain([at - 1]) {
            assert_eq!(branch.move_at(t), original.move_at(t));
            assert_eq!(
                branch.decision_at(t, &mut Ignore),
                original.decision_at(t, &mut Ignore),
                "tick {t}"
            );
        }
        for t in (at..branch.len()).step_by(11) {
            let game = branch.game_at(t);
            let mut greedy = AnySolver::new(SolverKind::GREEDY, &game).unwrap();
            let expected = greedy.decide(&game, &mut Ignore);
            assert_eq!(
                branch.decision_at(t, &mut Ignore),
                Some(expected),
                "tick {t}"
            );
            let (_, solver) = branch.state_at(t);
            assert!(matches!(solver, AnySolver::Greedy(_)), "tick {t}");
        }
        // Cut back before the take-over, the original solver plays on as it did.
        branch.truncate(at - 1);
        assert_eq!(branch.handovers().count(), 0);
        while branch.advance(&mut Ignore).is_some() {}
        assert_eq!(branch.len(), original.len());
        assert_eq!(branch.latest().snake(), original.latest().snake());
    }

    #[test]
    fn a_state_played_on_from_an_earlier_one_is_the_one_a_replay_finds() {
        let (game, solver) = start(SolverKind::Hamilton(Default::default()), 7);
        let mut r = Recording::play_out(game, solver);
        // A take-over between two snapshots, which a state played on must pass through.
        let at = 2 * r.snapshot_interval() + 5;
        let (g, _) = r.state_at(at);
        r.take_over(at, AnySolver::new(SolverKind::GREEDY, &g).unwrap());
        while r.advance(&mut Ignore).is_some() {}
        let interval = r.snapshot_interval();
        let mut checked = 0;
        for from in [
            0,
            1,
            interval - 1,
            interval + 3,
            at - 2,
            at,
            at + 1,
            r.len() - 2,
        ] {
            let (g, s) = r.state_at(from);
            for t in [
                from,
                from + 1,
                from + 2,
                from + 9,
                at,
                at + 1,
                from.saturating_sub(1),
            ] {
                let before = r.replays();
                let (game, solver) = r.state_from(from, &g, &s, t);
                let played_on = r.replays() == before;
                let (want_game, want_solver) = r.state_at(t);
                assert_eq!(game.snake(), want_game.snake(), "{from} -> {t}");
                assert_eq!(game.food(), want_game.food(), "{from} -> {t}");
                assert_eq!(solver.cycle(), want_solver.cycle(), "{from} -> {t}");
                assert_eq!(
                    r.decision_from(t, &game, &solver, &mut Ignore),
                    r.decision_at(t, &mut Ignore),
                    "{from} -> {t}"
                );
                // Forward and short of the next snapshot or take-over: played on, no replay.
                let next_base = (from / interval + 1) * interval;
                if t >= from && t < next_base && !(from < at && t >= at) {
                    assert!(played_on, "{from} -> {t} replayed from a snapshot");
                    checked += 1;
                }
            }
        }
        assert!(checked > 10, "{checked}");
    }

    #[test]
    fn truncating_lets_play_go_on_identically() {
        let (game, solver) = start(SolverKind::Backtrack(Default::default()), 5);
        let full = Recording::play_out(game, solver);
        let mut cut = full.clone();
        cut.truncate(100);
        assert_eq!(cut.len(), 100);
        while cut.advance(&mut Ignore).is_some() {}
        assert_eq!(cut.len(), full.len());
        assert_eq!(cut.latest().snake(), full.latest().snake());
    }
}
