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
use crate::solver::{AnySolver, Decision, DecisionEvent, ProgressWatch, SolverFault};
use replay::ReplayCount;

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

mod replay;
#[cfg(test)]
mod tests;

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
}

/// Marks a meal after which no food was placed (the board was full).
const NO_FOOD: Pos = Pos::new(u16::MAX, u16::MAX);
