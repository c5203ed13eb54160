//! A solver outside snakescope, as a solver inside it.
//!
//! A program (or a Battlesnake bot) need not be deterministic, so its decisions cannot be
//! recomputed the way the built-in solvers' are. Each answer is logged as it arrives, tick by
//! tick, and every copy of the solver (a recording keeps copies in its snapshots) shares that
//! log: a decision already made is read back from it, and only the first time a tick is asked
//! does anybody talk to the program. Rewinding and stepping never run it again; a saved game
//! carries the log and replays without the program at all.
//!
//! The program is asked either by [`ExternalSolver::decide`] itself (the command line waits
//! for each answer), or by a worker thread started with [`ExternalSolver::play_ahead`], which
//! plays the game ahead on its own copy and logs each answer; the window then only records
//! the ticks already answered ([`ExternalSolver::answered`]) and never waits.
//!
//! Whatever goes wrong (the program cannot start, exits, hangs past its deadline, writes
//! something that is not an answer, reverses onto its neck) becomes a [`SolverFault`] at that
//! tick, with what it was sent and the last lines of its standard error; the game stops there.

pub use super::answer_log::{AnswerLog, DROPPED, LoggedAnswer, MAX_KEPT_TRACE_BYTES};
pub use super::decision::decision_from;
use super::exchange::{Exchange, ask, say_goodbye};
pub use super::spec::{DEFAULT_TIMEOUT_MS, ExternalSpec, split_command};
use crate::algo::Observer;
use crate::rules::Game;
use crate::solver::{Decision, DecisionEvent, SolverFault};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;
use std::time::Duration;

struct Shared {
    log: Mutex<AnswerLog>,
    arrived: Condvar,
    stop: AtomicBool,
    /// The exchange, while `decide` asks (the command line); taken by the worker once started.
    exchange: Mutex<Option<Box<dyn Exchange>>>,
    /// Whether a worker plays ahead.
    worker: AtomicBool,
    /// Whether the worker has finished (the game ended, a fault, or it was stopped).
    finished: AtomicBool,
}

impl Shared {
    fn log(&self) -> MutexGuard<'_, AnswerLog> {
        self.log.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// Ends the worker when the last copy of the solver is gone (the game was closed).
struct Owner(Arc<Shared>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.0.stop.store(true, Ordering::SeqCst);
        self.0.arrived.notify_all();
    }
}

/// A solver outside snakescope. Copies share the answers given so far.
#[derive(Clone)]
pub struct ExternalSolver {
    spec: &'static ExternalSpec,
    shared: Arc<Shared>,
    /// Held, never read: the last copy dropped stops the worker and so ends the program.
    _owner: Arc<Owner>,
    /// Whether the solver may still ask the program (false for a saved game replayed).
    live: bool,
    /// Whether the program is kept for this thread's next game when this one is over.
    pooled: bool,
}

thread_local! {
    /// Programs kept for the next game on this thread (`bench` runs one per worker).
    static POOL: std::cell::RefCell<Vec<(&'static ExternalSpec, Box<dyn Exchange>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Ends the programs this thread kept for later games.
pub fn close_pooled() {
    let kept = POOL.with(|p| std::mem::take(&mut *p.borrow_mut()));
    drop(kept);
}

impl std::fmt::Debug for ExternalSolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExternalSolver")
            .field("spec", &self.spec)
            .field("answers", &self.shared.log().answers.len())
            .finish()
    }
}

impl ExternalSolver {
    /// A solver that will reach `spec` when first asked, for a game starting at `game`.
    /// Nothing is started yet: a program that cannot start is a fault of the first decision.
    pub fn new(spec: &'static ExternalSpec, game: &Game) -> ExternalSolver {
        ExternalSolver::with_log(spec, AnswerLog::starting_at(game.moves()), true)
    }

    /// A solver that only reads back `log` (a saved game): it never starts the program.
    pub fn replaying(spec: &'static ExternalSpec, log: AnswerLog) -> ExternalSolver {
        ExternalSolver::with_log(spec, log, false)
    }

    fn with_log(spec: &'static ExternalSpec, log: AnswerLog, live: bool) -> ExternalSolver {
        let shared = Arc::new(Shared {
            log: Mutex::new(log),
            arrived: Condvar::new(),
            stop: AtomicBool::new(false),
            exchange: Mutex::new(None),
            worker: AtomicBool::new(false),
            finished: AtomicBool::new(false),
        });
        ExternalSolver {
            spec,
            _owner: Arc::new(Owner(Arc::clone(&shared))),
            shared,
            live,
            pooled: false,
        }
    }

    /// A solver for `game` that takes the program this thread kept for `spec` from an
    /// earlier game, if any, and keeps it again when this game is over, so that a run of
    /// many games starts the program once per thread.
    pub fn pooled(spec: &'static ExternalSpec, game: &Game) -> ExternalSolver {
        let mut solver = ExternalSolver::new(spec, game);
        solver.pooled = true;
        let kept = POOL.with(|p| {
            let mut p = p.borrow_mut();
            let i = p.iter().position(|(s, _)| *s == spec)?;
            Some(p.swap_remove(i).1)
        });
        *solver
            .shared
            .exchange
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = kept;
        solver
    }

    /// Where the solver lives.
    pub fn spec(&self) -> &'static ExternalSpec {
        self.spec
    }

    /// The solver's name: the one it gave itself, else its command or address.
    pub fn name(&self) -> String {
        self.shared
            .log()
            .name
            .clone()
            .unwrap_or_else(|| self.spec.label())
    }

    /// A copy of every answer so far (to save the game).
    pub fn log(&self) -> AnswerLog {
        self.shared.log().clone()
    }

    /// Whether the decision at `tick` is known: answered, or failed. Always true for a
    /// solver that asks by itself (it waits for the answer); a window checks this before
    /// recording a tick, so that it never waits for a worker.
    pub fn answered(&self, tick: u64) -> bool {
        if !self.shared.worker.load(Ordering::SeqCst) {
            return true;
        }
        let log = self.shared.log();
        log.answer_at(tick).is_some() || log.fault.as_ref().is_some_and(|f| f.tick <= tick)
    }

    /// Whether a worker is asking the program now (not all its answers are in).
    pub fn thinking(&self) -> bool {
        self.shared.worker.load(Ordering::SeqCst) && !self.shared.finished.load(Ordering::SeqCst)
    }

    /// Starts a thread that plays `game` ahead with the program's answers, logging each, so
    /// that [`ExternalSolver::decide`] never waits for the program on the caller's thread.
    /// It stops when the game ends, at a fault, or when every copy of the solver is dropped
    /// (and then ends the program).
    pub fn play_ahead(&self, game: Game) {
        if !self.live || self.shared.worker.swap(true, Ordering::SeqCst) {
            return;
        }
        let shared = Arc::clone(&self.shared);
        let spec = self.spec;
        let exchange = shared
            .exchange
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take();
        thread::spawn(move || {
            let mut exchange = exchange;
            let mut game = game;
            while !game.is_over() && !shared.stop.load(Ordering::SeqCst) {
                let tick = game.moves();
                if shared.log().answer_at(tick).is_some() {
                    let dir = shared.log().answer_at(tick).map(|a| a.answer.dir);
                    game.step(dir.expect("just seen"));
                    continue;
                }
                let asked = ask(spec, &mut exchange, &game);
                let mut log = shared.log();
                match asked {
                    Ok(answered) => {
                        let dir = answered.answer.dir;
                        if log.name.is_none() {
                            log.name = answered.answer.name.clone();
                        }
                        log.push(answered);
                        drop(log);
                        shared.arrived.notify_all();
                        game.step(dir);
                    }
                    Err(fault) => {
                        log.fault = Some(fault);
                        drop(log);
                        shared.arrived.notify_all();
                        game.stop();
                    }
                }
            }
            if shared.stop.load(Ordering::SeqCst) {
                game.stop();
            }
            say_goodbye(&mut exchange, &game);
            shared.finished.store(true, Ordering::SeqCst);
            shared.arrived.notify_all();
        });
    }

    /// Decides: the logged answer for this tick, or else the program's (asked now, or by the
    /// worker, waited for).
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let tick = game.moves();
        loop {
            let log = self.shared.log();
            if let Some(logged) = log.answer_at(tick) {
                let answer = logged.answer.clone();
                let name = log.name.clone().unwrap_or_else(|| self.spec.label());
                drop(log);
                return decision_from(&answer, &name, obs);
            }
            if let Some(fault) = log.fault_at(tick) {
                return Decision::faulted(fault.clone(), game.snake().heading());
            }
            if !self.live {
                let fault = SolverFault {
                    tick,
                    problem: "the recorded game ends here, and the program is not running"
                        .to_string(),
                    sent: None,
                    stderr: Vec::new(),
                };
                return Decision::faulted(fault, game.snake().heading());
            }
            if self.shared.worker.load(Ordering::SeqCst) {
                if self.shared.stop.load(Ordering::SeqCst) || log.fault.is_some() {
                    let fault = SolverFault {
                        tick,
                        problem: "the solver has stopped answering".to_string(),
                        sent: None,
                        stderr: Vec::new(),
                    };
                    return Decision::faulted(fault, game.snake().heading());
                }
                let _wait = self
                    .shared
                    .arrived
                    .wait_timeout(log, Duration::from_millis(200))
                    .unwrap_or_else(|p| p.into_inner());
                continue;
            }
            drop(log);
            let mut exchange = self
                .shared
                .exchange
                .lock()
                .unwrap_or_else(|p| p.into_inner());
            let asked = ask(self.spec, &mut exchange, game);
            drop(exchange);
            let mut log = self.shared.log();
            match asked {
                Ok(answered) => {
                    if log.name.is_none() {
                        log.name = answered.answer.name.clone();
                    }
                    // The log is indexed from its first tick: a copy replaying an earlier
                    // tick reads it; a later tick is always the next one.
                    log.push(answered);
                }
                Err(fault) => {
                    log.fault = Some(fault.clone());
                    return Decision::faulted(fault, game.snake().heading());
                }
            }
        }
    }

    /// The game is over: the program is told (and asked for a new game's `start` next time).
    pub fn game_over(&mut self, game: &Game) {
        if self.shared.worker.load(Ordering::SeqCst) {
            return;
        }
        let mut exchange = self
            .shared
            .exchange
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        say_goodbye(&mut exchange, game);
        if self.pooled
            && let Some(kept) = exchange.take()
        {
            POOL.with(|p| p.borrow_mut().push((self.spec, kept)));
        }
    }
}
