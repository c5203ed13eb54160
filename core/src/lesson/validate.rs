//! Whether every step of a lesson can be shown: its scenario opens, its game reaches the tick,
//! its stage runs there with the events named, its question can be asked; and whether the
//! facts it states hold there (see [`super::facts`]).
//!
//! A lesson is shared between people, so checking one runs nothing it names: a step played
//! by a program or a bot is played only where the user allowed it
//! ([`crate::solver::external::permitted`]); elsewhere it is reported, with what it would run
//! and whether that program is on this machine, and not played. Every step is bounded: its
//! tick at most [`MAX_STEP_TICK`], a program's deadline at most [`MAX_STEP_TIMEOUT_MS`], its
//! decision's trace at most [`MAX_TRACE_EVENTS`] events.

use super::facts::unbacked_marks;
use super::verify::{Opened, verify};
use super::{LANGUAGES, Lesson, LessonStep, Question, ReadScenario, StepScenarioError};
use crate::algo::Ignore;
use crate::algo::kept::{Kept, MAX_TRACE_EVENTS, cut_words};
use crate::rules::Game;
use crate::scenario::SearchBoard;
use crate::scenario::problem_lines;
use crate::solver::external::{ExternalSpec, permitted};
use crate::solver::{AnySolver, Decision, DecisionEvent, ProgressWatch, SolverKind};
use crate::stages::{Stage, StageEvent, StageRunError};
use crate::trace::{SearchGround, run_stage_on_into};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::path::Path;

/// The furthest tick a step may name: a step's game is played to its tick every time the
/// step opens (a million ticks take a second or two).
pub const MAX_STEP_TICK: u64 = 1_000_000;

/// The longest deadline a step's program or bot may have for an answer, in milliseconds: a
/// class waits for it.
pub const MAX_STEP_TIMEOUT_MS: u64 = 10_000;

/// What is wrong with a lesson, or what could not be checked: the step (counted from 1;
/// `None` for the lesson as a whole) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepProblem {
    /// The step at fault, from 1.
    pub step: Option<usize>,
    /// What is wrong, in words.
    pub message: String,
    /// Whether it is a problem, or a step not played because it would run a program or
    /// reach a bot the user did not allow.
    pub kind: ProblemKind,
}

/// Whether a [`StepProblem`] makes the lesson invalid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// The step cannot be shown.
    Invalid,
    /// The step runs a program or reaches a bot, which was not allowed here: it was not
    /// played (nor checked past its scenario).
    NotRun,
    /// The step can be shown, but not as its author may expect: a graph search the decision
    /// ran itself, on the game's board, where the scenario paints a search board the class
    /// will not see searched. `check` says it as a note; nothing refuses the step.
    Note,
}

impl fmt::Display for StepProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(k) => f.write_str(&tr!("step {k}: {why}", k = k, why = self.message)),
            None => f.write_str(&self.message),
        }
    }
}

impl Lesson {
    /// Every problem of the lesson, its steps' scenarios read from `folder` (the lesson's),
    /// each file once however many steps name it. Empty when every step opens at a valid
    /// moment.
    pub fn validate(&self, folder: &Path) -> Vec<StepProblem> {
        let read: RefCell<HashMap<String, Result<crate::scenario::Scenario, StepScenarioError>>> =
            RefCell::default();
        self.validate_with(&|file: &str| {
            if let Some(known) = read.borrow().get(file) {
                return known.clone();
            }
            let scenario = super::read_step_file(&folder.join(file));
            read.borrow_mut().insert(file.to_owned(), scenario.clone());
            scenario
        })
    }

    /// [`Lesson::validate`] with the scenario files the steps name read by `read` (a lesson
    /// built into the program reads the scenarios built in; a file's lesson, those beside
    /// it). A scenario written inline is checked as a file's is. A message of several lines
    /// (a scenario with several problems) is a problem per line, each naming its step.
    pub fn validate_with(&self, read: &ReadScenario<'_>) -> Vec<StepProblem> {
        let mut problems = Vec::new();
        let mut whole = |message: String| {
            problems.push(StepProblem {
                step: None,
                message,
                kind: ProblemKind::Invalid,
            })
        };
        if self.title.trim().is_empty() {
            whole(tr!("the lesson has no title"));
        }
        if !LANGUAGES.contains(&self.language.as_str()) {
            whole(tr!(
                "language {language} is not one of {languages}",
                language = format!("{:?}", self.language),
                languages = LANGUAGES.join(", ")
            ));
        }
        if self.steps.is_empty() {
            whole(tr!("the lesson has no steps"));
        }
        for (k, step) in self.steps.iter().enumerate() {
            let (kind, message) = match check_step(read, step) {
                Ok(None) => continue,
                Ok(Some(note)) => (ProblemKind::Note, note),
                Err(problem) => problem,
            };
            problems.extend(message.lines().map(|line| StepProblem {
                step: Some(k + 1),
                message: line.to_owned(),
                kind,
            }));
        }
        problems
    }
}

/// A step's moment: the game at its tick, its solver and progress watch there, and the
/// scenario's search board.
struct Moment {
    game: Game,
    solver: AnySolver,
    watch: ProgressWatch,
    board: SearchBoard,
}

/// The game of a step at its tick, and its solver there.
fn moment(read: &ReadScenario<'_>, step: &LessonStep) -> Result<Moment, (ProblemKind, String)> {
    let invalid = |message: String| (ProblemKind::Invalid, message);
    let source = step.source().map_err(|e| invalid(e.to_string()))?;
    let s = source.scenario(read).map_err(|e| invalid(e.to_string()))?;
    if s.solver_kind() == SolverKind::Manual {
        return Err(invalid(tr!(
            "scenario {scenario}: a Manual scenario has no moves of its own to show",
            scenario = source
        )));
    }
    if step.tick > MAX_STEP_TICK {
        return Err(invalid(tr!(
            "tick {tick} is past the {most} ticks a step may name (its game is played to its \
             tick every time the step opens)",
            tick = step.tick,
            most = MAX_STEP_TICK
        )));
    }
    if let SolverKind::External(spec) = s.solver_kind() {
        if spec.timeout().as_millis() > u128::from(MAX_STEP_TIMEOUT_MS) {
            return Err(invalid(tr!(
                "scenario {scenario}: {what} may take {ms} ms per answer; a step's program or bot \
                 may take at most {most} ms, a class waits for it",
                scenario = source,
                what = spec.label(),
                ms = spec.timeout().as_millis(),
                most = MAX_STEP_TIMEOUT_MS
            )));
        }
        // A program that is not on this machine cannot start, allowed or not.
        if let Err(why) = spec.locate() {
            return Err(invalid(tr!(
                "scenario {scenario}: {e}",
                scenario = source,
                e = why
            )));
        }
        if !permitted(spec) {
            return Err((ProblemKind::NotRun, not_run(spec)));
        }
    }
    let board = s.search.clone().unwrap_or_default();
    let (game, solver, watch) = play_to(&s, source, step).map_err(|e| invalid(e.0))?;
    Ok(Moment {
        game,
        solver,
        watch,
        board,
    })
}

/// A step played by `spec`, which may not run here, in words: what it would run, and whether
/// a program is on this machine.
fn not_run(spec: &ExternalSpec) -> String {
    let found = match spec.locate() {
        Ok(Some(path)) => tr!("found at {path}", path = path.display()),
        Ok(None) => tr!("a bot, not contacted"),
        Err(why) => why.to_string(),
    };
    tr!(
        "not played: it runs {what} ({found}), and a lesson's programs and bots run only when \
         asked to (--allow-programs, or Run in the window)",
        what = spec.label(),
        found = found
    )
}

/// Why a step cannot be shown at its moment, in words: a line of the lesson's report (a
/// [`StepProblem`]'s message), shown and never matched on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
struct Unshowable(String);

/// The game of step `step` of scenario `s` played to its tick, and its solver and progress
/// watch there (a game played on from the tick stalls where it stalls played from the start).
fn play_to(
    s: &crate::scenario::Scenario,
    source: super::ScenarioSource<'_>,
    step: &LessonStep,
) -> Result<(Game, AnySolver, ProgressWatch), Unshowable> {
    let mut game = s.start().map_err(|p| Unshowable(problem_lines(&p, None)))?;
    let mut solver = AnySolver::new(s.solver_kind(), &game).map_err(|e| {
        Unshowable(tr!(
            "scenario {scenario}: the solver cannot start: {e}",
            scenario = source,
            e = e
        ))
    })?;
    let mut watch = ProgressWatch::new(&game);
    for tick in 0..step.tick {
        if let Some(outcome) = game.outcome() {
            return Err(Unshowable(tr!(
                "the game of {scenario} ends at tick {tick} ({outcome}), before tick {wanted}",
                scenario = source,
                tick = tick,
                outcome = outcome,
                wanted = step.tick
            )));
        }
        let decision = solver.decide(&game, &mut Ignore);
        if let Some(fault) = &decision.fault {
            return Err(Unshowable(tr!(
                "the solver of {scenario} stops at tick {tick}, before tick {wanted}: it failed \
                 {fault}",
                scenario = source,
                tick = tick,
                wanted = step.tick,
                fault = fault
            )));
        }
        game.step(decision.dir);
        if !game.is_over()
            && let Some(stall) = watch.observe(&game, solver.memory())
        {
            game.stall(stall);
        }
    }
    Ok((game, solver, watch))
}

/// Whether `step` can be shown and its facts hold; `Ok(Some(note))` when it can, with a note
/// its author should read.
fn check_step(
    read: &ReadScenario<'_>,
    step: &LessonStep,
) -> Result<Option<String>, (ProblemKind, String)> {
    let invalid = |message: String| (ProblemKind::Invalid, message);
    if step.narration.trim().is_empty() {
        return Err(invalid(tr!("the narration is empty")));
    }
    let unbacked = unbacked_marks(&step.narration, &step.facts);
    if !unbacked.is_empty() {
        return Err(invalid(unbacked.join("\n")));
    }
    if let Some(problem) = step.pace.as_ref().and_then(super::Pace::problem) {
        return Err(invalid(problem));
    }
    let Moment {
        game,
        solver,
        watch,
        board,
    } = moment(read, step)?;
    let shown = check_moment(step, &game, &solver, &board).map_err(|e| invalid(e.0))?;
    let opened = Opened {
        game: &game,
        solver: &solver,
        watch: &watch,
        board: &board,
        decision: shown.decision.as_ref(),
        stage: shown.stage.as_ref().map(|(s, e)| (*s, e.as_slice())),
    };
    let wrong = verify(step, &opened);
    if wrong.is_empty() {
        Ok(shown.note)
    } else {
        Err(invalid(wrong.join("\n")))
    }
}

/// What a step shows once opened: the decision at its tick, and its stage with the events
/// the step opens it with.
struct Shown {
    decision: Option<Decision>,
    stage: Option<(Stage, Vec<StageEvent>)>,
    /// What the step's author should know of what it shows (see [`ProblemKind::Note`]).
    note: Option<String>,
}

/// Whether step `step` can be shown at its moment, `game` with `solver` at its tick, the
/// scenario's search `board` given to a stage run on its own as the window gives it; and
/// what it shows there.
fn check_moment(
    step: &LessonStep,
    game: &Game,
    solver: &AnySolver,
    board: &SearchBoard,
) -> Result<Shown, Unshowable> {
    let (decision, events) = decision_at_tick(step, game, solver)?;
    let Some(name) = &step.stage else {
        if step.events.is_some() {
            return Err(Unshowable(tr!(
                "events are played in a stage: name the stage too"
            )));
        }
        return Ok(Shown {
            decision,
            stage: None,
            note: None,
        });
    };
    let Some(stage) = Stage::from_cli_name(name) else {
        let names: Vec<&str> = Stage::ALL.iter().map(|s| s.cli_name()).collect();
        return Err(Unshowable(tr!(
            "stage {name} is not one of {names}",
            name = format!("{name:?}"),
            names = names.join(", ")
        )));
    };
    let opened = stage_as_opened(stage, events, game, solver, board)?;
    check_events_shown(step, name, &opened)?;
    let note = opened
        .from_check
        .filter(|_| stage.is_search() && *board != SearchBoard::default())
        .map(|check| {
            tr!(
                "check {n} of the decision at tick {tick} runs {stage} itself, on the game's board, so the step shows that run: the scenario's search board (its walls, terrain, ends or guide) is not searched here; a solver that does not run {stage} (Cycle, say) lets the stage run on the search board",
                n = check + 1,
                tick = step.tick,
                stage = name
            )
        });
    Ok(Shown {
        decision,
        stage: Some((stage, opened.events)),
        note,
    })
}

/// The decision at the step's tick (none once the game is over) and its events filed by
/// check; an error if it cannot be shown whole, its solver fails, or the step's question
/// asks what it does not have.
fn decision_at_tick(
    step: &LessonStep,
    game: &Game,
    solver: &AnySolver,
) -> Result<(Option<Decision>, Vec<DecisionEvent>), Unshowable> {
    let mut kept: Kept<DecisionEvent> = Kept::default();
    let decision = (!game.is_over()).then(|| solver.clone().decide(game, &mut kept));
    if !kept.is_whole() {
        return Err(Unshowable(cut_words(kept.total())));
    }
    if let Some(fault) = decision.as_ref().and_then(|d| d.fault.as_ref()) {
        return Err(Unshowable(tr!(
            "the solver fails at tick {tick}: {fault}",
            tick = step.tick,
            fault = fault
        )));
    }
    if let Some(q) = step.question {
        let Some(decision) = &decision else {
            return Err(Unshowable(tr!(
                "the game is over at tick {tick}: there is no move to ask about",
                tick = step.tick
            )));
        };
        if let Question::Check(n) = q
            && (n == 0 || n > decision.checks.len())
        {
            return Err(Unshowable(tr!(
                "the decision at tick {tick} has {checks} check(s): Check({n}) must be 1 to {checks}",
                tick = step.tick,
                checks = decision.checks.len(),
                n = n
            )));
        }
    }
    Ok((decision, kept.events))
}

/// A stage as a step opens it: its events, where they come from in words, and why a run on
/// its own could not run, if it could not.
struct OpenedStage {
    events: Vec<StageEvent>,
    source: String,
    /// The decision's check that ran the stage (counted from 0), if one did.
    from_check: Option<usize>,
    alone: Result<(), StageRunError>,
}

/// The stage as a step opens it: the first check of the decision that ran it (its `events`
/// filed by check), or, if none did, a run on its own on the step's board.
fn stage_as_opened(
    stage: Stage,
    events: Vec<DecisionEvent>,
    game: &Game,
    solver: &AnySolver,
    board: &SearchBoard,
) -> Result<OpenedStage, Unshowable> {
    let mut counts: Vec<usize> = Vec::new();
    for e in events.iter().filter(|e| e.event.stage() == stage) {
        match counts.get_mut(e.check) {
            Some(c) => *c += 1,
            None => {
                counts.resize(e.check + 1, 0);
                counts[e.check] = 1;
            }
        }
    }
    if let Some(check) = counts.iter().position(|&c| c > 0) {
        return Ok(OpenedStage {
            events: events
                .into_iter()
                .filter(|e| e.check == check && e.event.stage() == stage)
                .map(|e| e.event)
                .collect(),
            source: tr!("as check {n} ran it", n = check + 1),
            from_check: Some(check),
            alone: Ok(()),
        });
    }
    let mut own: Kept<StageEvent> = Kept::default();
    let grid = *game.grid();
    let walls = Some(board.walls_on(&grid)).filter(|w| !w.is_empty());
    let terrain = board.terrain_on(&grid);
    let ground = SearchGround {
        walls: walls.as_ref(),
        terrain: Some(&terrain),
        turn_cost: Some(board.turn_cost()),
        guide: board.guide(),
    };
    let ends = (board.start_on(&grid), board.target_on(&grid));
    let alone = run_stage_on_into(stage, game, Some(solver), ends, ground, &mut own);
    if own.total() > MAX_TRACE_EVENTS {
        return Err(Unshowable(cut_words(own.total())));
    }
    Ok(OpenedStage {
        events: own.events,
        source: tr!("run on its own"),
        from_check: None,
        alone: alone.map(|_| ()),
    })
}

/// Whether the stage `name`, as `opened`, shows something, and the step's events run within
/// what it shows.
fn check_events_shown(
    step: &LessonStep,
    name: &str,
    opened: &OpenedStage,
) -> Result<(), Unshowable> {
    let most = opened.events.len();
    if most == 0 {
        return Err(Unshowable(match &opened.alone {
            Err(why) => tr!(
                "the {name} stage cannot run at tick {tick}: {why}",
                name = name,
                tick = step.tick,
                why = why
            ),
            Ok(()) => tr!(
                "the {name} stage shows nothing at tick {tick}",
                name = name,
                tick = step.tick
            ),
        }));
    }
    if let Some((first, last)) = step.events
        && (first == 0 || first > last || last > most)
    {
        return Err(Unshowable(tr!(
            "the {name} stage at tick {tick} has {most} events ({source}): events must run from 1 \
             to at most {most}, the first no later than the last, not ({first}, {last})",
            name = name,
            tick = step.tick,
            most = most,
            source = opened.source,
            first = first,
            last = last
        )));
    }
    Ok(())
}
