//! Whether every step of a lesson can be shown: its scenario opens, its game reaches the tick,
//! its stage runs there with the events named, its question can be asked.

use super::{LANGUAGES, Lesson, LessonStep, Question, ReadScenario};
use crate::algo::Ignore;
use crate::rules::Game;
use crate::scenario::{self, problem_lines};
use crate::solver::{AnySolver, DecisionEvent, SolverKind};
use crate::stages::Stage;
use crate::trace::run_stage_into;
use std::fmt;
use std::path::Path;

/// What is wrong with a lesson: the step (counted from 1; `None` for the lesson as a whole)
/// and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepProblem {
    /// The step at fault, from 1.
    pub step: Option<usize>,
    /// What is wrong, in words.
    pub message: String,
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
    /// Every problem of the lesson, its steps' scenarios read from `folder` (the lesson's).
    /// Empty when every step opens at a valid moment.
    pub fn validate(&self, folder: &Path) -> Vec<StepProblem> {
        self.validate_with(&|file: &str| {
            scenario::load(&folder.join(file)).map_err(|e| e.to_string())
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
            if let Err(message) = check_step(read, step) {
                problems.extend(message.lines().map(|line| StepProblem {
                    step: Some(k + 1),
                    message: line.to_owned(),
                }));
            }
        }
        problems
    }
}

/// The game of a step at its tick, and its solver there.
fn moment(read: &ReadScenario<'_>, step: &LessonStep) -> Result<(Game, AnySolver), String> {
    let source = step.source()?;
    let s = source.scenario(read)?;
    if s.solver_kind() == SolverKind::Manual {
        return Err(tr!(
            "scenario {scenario}: a Manual scenario has no moves of its own to show",
            scenario = source
        ));
    }
    let mut game = s.start().map_err(|p| problem_lines(&p, None))?;
    let mut solver = AnySolver::new(s.solver_kind(), &game).map_err(|e| {
        tr!(
            "scenario {scenario}: the solver cannot start: {e}",
            scenario = source,
            e = e
        )
    })?;
    for tick in 0..step.tick {
        if game.is_over() {
            return Err(tr!(
                "the game of {scenario} ends at tick {tick}, before tick {wanted}",
                scenario = source,
                tick = tick,
                wanted = step.tick
            ));
        }
        let decision = solver.decide(&game, &mut Ignore);
        if decision.fault.is_some() {
            return Err(tr!(
                "the solver of {scenario} stops at tick {tick}, before tick {wanted}",
                scenario = source,
                tick = tick,
                wanted = step.tick
            ));
        }
        game.step(decision.dir);
    }
    Ok((game, solver))
}

fn check_step(read: &ReadScenario<'_>, step: &LessonStep) -> Result<(), String> {
    if step.narration.trim().is_empty() {
        return Err(tr!("the narration is empty"));
    }
    let (game, mut solver) = moment(read, step)?;
    // The decision at the tick, its events filed by check.
    let mut events: Vec<DecisionEvent> = Vec::new();
    let decision = (!game.is_over()).then(|| solver.decide(&game, &mut events));
    if let Some(q) = step.question {
        let Some(decision) = &decision else {
            return Err(tr!(
                "the game is over at tick {tick}: there is no move to ask about",
                tick = step.tick
            ));
        };
        if let Question::Check(n) = q
            && (n == 0 || n > decision.checks.len())
        {
            return Err(tr!(
                "the decision at tick {tick} has {checks} check(s): Check({n}) must be 1 to {checks}",
                tick = step.tick,
                checks = decision.checks.len(),
                n = n
            ));
        }
    }
    let Some(name) = &step.stage else {
        if step.events.is_some() {
            return Err(tr!("events are played in a stage: name the stage too"));
        }
        return Ok(());
    };
    let Some(stage) = Stage::from_cli_name(name) else {
        let names: Vec<&str> = Stage::ALL.iter().map(|s| s.cli_name()).collect();
        return Err(tr!(
            "stage {name} is not one of {names}",
            name = format!("{name:?}"),
            names = names.join(", ")
        ));
    };
    // The stage as a step opens it: the first check of the decision that ran it, or, if
    // none did, a run on its own.
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
    let first_check = counts.iter().position(|&c| c > 0);
    let (most, source, alone) = match first_check {
        Some(check) => (
            counts[check],
            tr!("as check {n} ran it", n = check + 1),
            Ok(()),
        ),
        None => {
            let mut own = Vec::new();
            let alone = run_stage_into(stage, &game, Some(&solver), None, None, &mut own);
            (own.len(), tr!("run on its own"), alone.map(|_| ()))
        }
    };
    if most == 0 {
        return Err(match alone {
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
        });
    }
    if let Some((first, last)) = step.events
        && (first == 0 || first > last || last > most)
    {
        return Err(tr!(
            "the {name} stage at tick {tick} has {most} events ({source}): events must run from 1 \
             to at most {most}, the first no later than the last, not ({first}, {last})",
            name = name,
            tick = step.tick,
            most = most,
            source = source,
            first = first,
            last = last
        ));
    }
    Ok(())
}
