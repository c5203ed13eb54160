//! How snakescope talks to a solver outside it, without the core itself starting a program or
//! opening a connection: a front end that may run programs installs a [`Reach`] (the
//! `snakescope-external` crate has one), and the core asks it, one [`Exchange`] per game.
//!
//! Whether a spec may be reached at all is decided here, once for every front end: a program
//! or a bot named by a file runs only when the user said so ([`permit`], [`permit_all`]).
//! Without a `Reach` installed (a web page) or without permission, asking is a fault at that
//! tick, which stops the game with the reason in words.

use super::answer_log::LoggedAnswer;
use super::spec::ExternalSpec;
use crate::rules::Game;
use crate::solver::SolverFault;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

/// A program or a bot once reached: asked for one answer per tick, told when the game is over.
pub trait Exchange: Send {
    /// The answer to `game` at its tick: the line as it came and what it says, checked field
    /// by field. On failure, what went wrong and the last line sent (`SolverFault::tick` is
    /// set by the caller).
    fn ask(&mut self, spec: &ExternalSpec, game: &Game) -> Result<LoggedAnswer, Unanswered>;

    /// Tells the program or bot that `game` is over, if it was told it started.
    fn goodbye(&mut self, game: &Game);
}

/// Why a program or bot gave no answer: the problem in words, what was sent last, and the last
/// lines of its standard error.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Unanswered {
    /// What went wrong, in words.
    pub problem: String,
    /// The last line (or request) sent, if any.
    pub sent: Option<String>,
    /// The last lines the program wrote to its standard error.
    pub stderr: Vec<String>,
}

impl Unanswered {
    /// A problem with nothing sent and nothing on standard error.
    pub fn new(problem: impl Into<String>) -> Unanswered {
        Unanswered {
            problem: problem.into(),
            ..Unanswered::default()
        }
    }

    /// This problem as the fault of the decision at `tick`.
    pub fn at(self, tick: u64) -> SolverFault {
        SolverFault {
            tick,
            problem: self.problem,
            sent: self.sent,
            stderr: self.stderr,
        }
    }
}

/// How programs and bots are reached: starting a program, connecting to a bot. Installed once
/// by a front end that may run them ([`install`]).
pub trait Reach: Send + Sync {
    /// Starts the program or reaches the bot `spec` names.
    fn reach(&self, spec: &ExternalSpec) -> Result<Box<dyn Exchange>, Unanswered>;
}

static REACH: OnceLock<&'static dyn Reach> = OnceLock::new();

/// Installs the way programs and bots are reached, for the rest of the process. The first call
/// wins; later ones change nothing.
pub fn install(reach: &'static dyn Reach) {
    let _ = REACH.set(reach);
}

/// Whether a way to reach programs and bots is installed (false in a web page).
pub fn installed() -> bool {
    REACH.get().is_some()
}

static PERMIT_ALL: AtomicBool = AtomicBool::new(false);
static PERMITTED: Mutex<Vec<&'static ExternalSpec>> = Mutex::new(Vec::new());

/// The user asked for `spec` to run: named it on the command line, chose a file that names it
/// as the one to play, or answered "Run" when a file asked.
pub fn permit(spec: &'static ExternalSpec) {
    let mut permitted = PERMITTED.lock().unwrap_or_else(|p| p.into_inner());
    if !permitted.contains(&spec) {
        permitted.push(spec);
    }
}

/// The user asked for every program and bot to run (`--allow-programs`).
pub fn permit_all() {
    PERMIT_ALL.store(true, Ordering::SeqCst);
}

/// Whether `spec` may run.
pub fn permitted(spec: &ExternalSpec) -> bool {
    PERMIT_ALL.load(Ordering::SeqCst)
        || PERMITTED
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&spec)
}

/// Reaches `spec` through the installed [`Reach`], if it may run.
pub(super) fn reach(spec: &ExternalSpec) -> Result<Box<dyn Exchange>, Unanswered> {
    let Some(reach) = REACH.get() else {
        return Err(Unanswered::new(tr!(
            "this build of snakescope cannot run programs or reach bots"
        )));
    };
    if !permitted(spec) {
        return Err(Unanswered::new(tr!(
            "not run: {what} is named by a file, and snakescope runs a program or reaches a bot \
             only when asked to (answer Run in the window, or pass --allow-programs)",
            what = spec.label()
        )));
    }
    reach.reach(spec)
}

/// Asks the program or bot for its move on `game`, reaching it first if need be. A program or
/// bot that failed is dropped, so that it is never asked again.
pub(super) fn ask(
    spec: &ExternalSpec,
    link: &mut Option<Box<dyn Exchange>>,
    game: &Game,
) -> Result<LoggedAnswer, SolverFault> {
    let tick = game.moves();
    if link.is_none() {
        *link = Some(reach(spec).map_err(|u| u.at(tick))?);
    }
    let answered = link.as_mut().expect("reached above").ask(spec, game);
    let logged = match answered {
        Ok(logged) => logged,
        Err(failed) => {
            *link = None;
            return Err(failed.at(tick));
        }
    };
    if game.snake().is_reversal(logged.answer.dir) {
        return Err(SolverFault {
            tick,
            problem: tr!(
                "it answered \"{dir}\", back onto its own neck: a reversal is never a legal move",
                dir = super::answer::word_of(logged.answer.dir)
            ),
            sent: Some(super::message::state_line(game)),
            stderr: Vec::new(),
        });
    }
    Ok(logged)
}

/// Tells the program or bot that `game` is over, if it was reached.
pub(super) fn say_goodbye(link: &mut Option<Box<dyn Exchange>>, game: &Game) {
    if let Some(exchange) = link {
        exchange.goodbye(game);
    }
}
