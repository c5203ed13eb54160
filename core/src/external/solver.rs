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

use super::answer::{Answer, parse_answer, word_of};
pub use super::answer_log::{AnswerLog, DROPPED, LoggedAnswer, MAX_KEPT_TRACE_BYTES};
use super::battlesnake::{BattlesnakeClient, request_json};
use super::message::{end_line, start_line, state_line};
use super::process::SolverProcess;
use super::report::ReportedCheck;
use crate::algo::Observer;
use crate::rules::{Game, Outcome};
use crate::solver::{Chain, Decision, DecisionEvent, Fact, SolverFault};
use crate::stages::{Stage, StageEvent};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::thread;
use std::time::Duration;

/// How long a solver may take to answer, unless its spec says otherwise.
pub const DEFAULT_TIMEOUT_MS: u64 = 1_000;
/// The extra time the first answer of a program may take, for the program to start.
pub const START_GRACE_MS: u64 = 5_000;

/// Where a solver outside snakescope lives.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExternalSpec {
    /// A program speaking the line protocol of `docs/PROTOCOL.md`.
    Program {
        /// The program and its arguments (no shell).
        command: Vec<String>,
        /// How long each answer may take, in milliseconds.
        timeout_ms: u64,
    },
    /// A bot speaking the Battlesnake API.
    Battlesnake {
        /// The bot's address, e.g. `http://127.0.0.1:8000`.
        url: String,
        /// How long each request may take, in milliseconds.
        timeout_ms: u64,
    },
}

impl ExternalSpec {
    /// The one copy of this spec kept for the rest of the program, so that a solver's kind
    /// can name it and stay a small `Copy` value. Equal specs give the same copy.
    pub fn intern(self) -> &'static ExternalSpec {
        static KNOWN: OnceLock<Mutex<Vec<&'static ExternalSpec>>> = OnceLock::new();
        let mut known = KNOWN
            .get_or_init(|| Mutex::new(Vec::new()))
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        if let Some(&k) = known.iter().find(|&&k| *k == self) {
            return k;
        }
        let k: &'static ExternalSpec = Box::leak(Box::new(self));
        known.push(k);
        k
    }

    /// The deadline for one answer.
    pub fn timeout(&self) -> Duration {
        match self {
            ExternalSpec::Program { timeout_ms, .. }
            | ExternalSpec::Battlesnake { timeout_ms, .. } => Duration::from_millis(*timeout_ms),
        }
    }

    /// The spec in a few words: the command, or the bot's address.
    pub fn label(&self) -> String {
        match self {
            ExternalSpec::Program { command, .. } => command.join(" "),
            ExternalSpec::Battlesnake { url, .. } => format!("Battlesnake bot at {url}"),
        }
    }
}

/// Splits a command line into the program and its arguments: on spaces, except inside
/// double or single quotes (`python3 "my solver.py"`). No other shell syntax.
pub fn split_command(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// The program or bot, once reached.
enum Link {
    Program {
        process: SolverProcess,
        started: bool,
        answered: bool,
    },
    Bot {
        client: BattlesnakeClient,
        started: bool,
    },
}

struct Shared {
    log: Mutex<AnswerLog>,
    arrived: Condvar,
    stop: AtomicBool,
    /// The link, while `decide` asks (the command line); taken by the worker once started.
    link: Mutex<Option<Link>>,
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
    static POOL: std::cell::RefCell<Vec<(&'static ExternalSpec, Link)>> =
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
            link: Mutex::new(None),
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
        *solver.shared.link.lock().unwrap_or_else(|p| p.into_inner()) = kept;
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
        let link = shared.link.lock().unwrap_or_else(|p| p.into_inner()).take();
        thread::spawn(move || {
            let mut link = link;
            let mut game = game;
            while !game.is_over() && !shared.stop.load(Ordering::SeqCst) {
                let tick = game.moves();
                if shared.log().answer_at(tick).is_some() {
                    let dir = shared.log().answer_at(tick).map(|a| a.answer.dir);
                    game.step(dir.expect("just seen"));
                    continue;
                }
                let asked = ask(spec, &mut link, &game);
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
            say_goodbye(&mut link, &game);
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
            let mut link = self.shared.link.lock().unwrap_or_else(|p| p.into_inner());
            let asked = ask(self.spec, &mut link, game);
            drop(link);
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
        let mut link = self.shared.link.lock().unwrap_or_else(|p| p.into_inner());
        say_goodbye(&mut link, game);
        if self.pooled
            && let Some(kept) = link.take()
        {
            POOL.with(|p| p.borrow_mut().push((self.spec, kept)));
        }
    }
}

/// Tells the program or bot that `game` is over, if it was told it started.
fn say_goodbye(link: &mut Option<Link>, game: &Game) {
    match link {
        Some(Link::Program {
            process, started, ..
        }) if *started => {
            let outcome = game.outcome().unwrap_or(Outcome::Stopped);
            let _ = process.send(&end_line(game.moves(), outcome));
            *started = false;
        }
        Some(Link::Bot { client, started }) if *started => {
            let _ = client.end(game);
            *started = false;
        }
        _ => {}
    }
}

/// Asks the program or bot for its move on `game`, reaching it first if need be.
fn ask(
    spec: &ExternalSpec,
    link: &mut Option<Link>,
    game: &Game,
) -> Result<LoggedAnswer, SolverFault> {
    let tick = game.moves();
    let fault = |problem: String, sent: Option<String>, stderr: Vec<String>| SolverFault {
        tick,
        problem,
        sent,
        stderr,
    };
    if link.is_none() {
        *link = Some(match spec {
            ExternalSpec::Program { command, .. } => Link::Program {
                process: SolverProcess::spawn(command)
                    .map_err(|e| fault(e.to_string(), None, Vec::new()))?,
                started: false,
                answered: false,
            },
            ExternalSpec::Battlesnake { url, .. } => {
                let (client, _info) = BattlesnakeClient::connect(url, spec.timeout())
                    .map_err(|e| fault(e.to_string(), Some(format!("GET {url}/")), Vec::new()))?;
                Link::Bot {
                    client,
                    started: false,
                }
            }
        });
    }
    let answer = match link.as_mut().expect("reached above") {
        Link::Program {
            process,
            started,
            answered,
        } => {
            let mut sent = None;
            let mut exchange = || -> Result<(String, Answer), String> {
                if !*started {
                    let line = start_line(game, spec.timeout().as_millis() as u64);
                    sent = Some(line.clone());
                    process.send(&line).map_err(|e| e.to_string())?;
                    *started = true;
                }
                let line = state_line(game);
                sent = Some(line.clone());
                process.send(&line).map_err(|e| e.to_string())?;
                let grace = if *answered {
                    Duration::ZERO
                } else {
                    Duration::from_millis(START_GRACE_MS)
                };
                let reply = process
                    .receive(spec.timeout() + grace)
                    .map_err(|e| e.to_string())?;
                let answer = parse_answer(&reply, game.grid())
                    .map_err(|e| format!("its answer is not one: {e}"))?;
                *answered = true;
                Ok((reply, answer))
            };
            match exchange() {
                Ok(got) => got,
                Err(problem) => {
                    let stderr = process.stderr_tail();
                    // A program that failed is not asked again.
                    *link = None;
                    return Err(fault(problem, sent, stderr));
                }
            }
        }
        Link::Bot { client, started } => {
            let sent = request_json(game, "snakescope", spec.timeout()).to_string();
            // The request that failed: `/start` before the first move, else `/move`.
            let mut request = "POST /move";
            let mut exchange = || -> Result<(String, Answer), String> {
                if !*started {
                    request = "POST /start";
                    client
                        .start(game, "snakescope")
                        .map_err(|e| e.to_string())?;
                    *started = true;
                    request = "POST /move";
                }
                let bot = client.decide(game).map_err(|e| e.to_string())?;
                let mut line = serde_json::json!({"move": word_of(bot.dir)});
                if let Some(shout) = &bot.shout {
                    line["caption"] = serde_json::json!(shout);
                }
                let line = line.to_string();
                let answer = parse_answer(&line, game.grid()).map_err(|e| e.to_string())?;
                Ok((line, answer))
            };
            match exchange() {
                Ok(got) => got,
                Err(problem) => {
                    *link = None;
                    return Err(fault(
                        problem,
                        Some(format!("{request} {sent}")),
                        Vec::new(),
                    ));
                }
            }
        }
    };
    let (line, answer) = answer;
    if game.snake().is_reversal(answer.dir) {
        return Err(fault(
            format!(
                "it answered \"{}\", back onto its own neck: a reversal is never a legal move",
                word_of(answer.dir)
            ),
            Some(state_line(game)),
            Vec::new(),
        ));
    }
    Ok(LoggedAnswer { line, answer })
}

/// The decision an answer makes: its caption, its checks (each with the steps that lead to
/// it, filed under it), its move (`docs/PROTOCOL.md`, "Checks make the chain").
pub fn decision_from<O: Observer<DecisionEvent>>(
    answer: &Answer,
    name: &str,
    obs: &mut O,
) -> Decision {
    let mut chain = Chain::new();
    if let Some(caption) = &answer.caption {
        chain.push(Fact::Said(caption.clone()), None);
    }
    // Each check takes the steps since the previous check, up to its own.
    let mut links: Vec<(ReportedCheck, Vec<usize>)> = Vec::new();
    let mut pending: Vec<usize> = Vec::new();
    for (i, step) in answer.steps.iter().enumerate() {
        pending.push(i);
        for (j, check) in step.checks.iter().enumerate() {
            let steps = if j == 0 {
                std::mem::take(&mut pending)
            } else {
                Vec::new()
            };
            links.push((check.clone(), steps));
        }
    }
    if !pending.is_empty() {
        match links.last_mut() {
            Some((_, steps)) => steps.append(&mut pending),
            None => links.push((
                ReportedCheck {
                    name: name.to_string(),
                    answer: format!("chose {}", answer.dir),
                },
                pending,
            )),
        }
    }
    if links.is_empty() {
        links.push((
            ReportedCheck {
                name: name.to_string(),
                answer: format!("chose {}", answer.dir),
            },
            Vec::new(),
        ));
    }
    for (check, steps) in links {
        let link = chain.next_link();
        if O::WATCHING {
            for &i in &steps {
                obs.observe(DecisionEvent {
                    link,
                    event: StageEvent::Reported(answer.steps[i].clone()),
                });
            }
        }
        let stage = (!steps.is_empty()).then_some(Stage::Reported);
        chain.push(Fact::Reported(check), stage);
    }
    chain.finish(answer.dir, false)
}

#[cfg(test)]
mod tests {
    use super::split_command;

    #[test]
    fn commands_split_on_spaces_outside_quotes() {
        assert_eq!(
            split_command(r#"python3  "my solver.py" --depth '3 4' x"#),
            ["python3", "my solver.py", "--depth", "3 4", "x"]
        );
        assert_eq!(split_command("  "), Vec::<String>::new());
        assert_eq!(split_command(r#"a """#), ["a", ""]);
    }
}
