//! A solver's own trace as a stage: the steps a program outside snakescope reported about
//! its decision ([`super::report`], `docs/PROTOCOL.md`), each with its caption, its marks on
//! cells, its paths and the checks it answers.

use super::report::MarkClass;
use super::report::ReportedStep;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::rules::Game;

/// The reported-trace stage.
#[derive(Clone, Copy, Debug)]
pub struct ReportedStage;

pseudocode! {
    /// The lines of a reported trace: the solver's own steps have no pseudo-code of ours.
    pub enum ReportedLine {
        Step: step "the solver reports a step: its caption, marks and paths",
        Check: step "the step answers a check: a link of \"Why this move?\"",
    }
}

impl StageProtocol for ReportedStage {
    /// Boxed: a step holds its caption, marks and paths, and a stage's event is as large as
    /// its largest kind, so an unboxed step would make every search's event this large.
    type Event = Box<ReportedStep>;
    type Line = ReportedLine;

    const CLI_NAME: &'static str = "reported";
    fn title() -> String {
        tr!("Reported trace")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &Self::Event) -> ReportedLine {
        if event.checks.is_empty() {
            ReportedLine::Step
        } else {
            ReportedLine::Check
        }
    }

    fn caption(event: &Self::Event) -> String {
        let checks: Vec<String> = event.checks.iter().map(|c| c.to_string()).collect();
        match (&event.caption, checks.is_empty()) {
            (Some(caption), true) => caption.clone(),
            (Some(caption), false) => format!("{caption} ({})", checks.join("; ")),
            (None, false) => checks.join("; "),
            (None, true) => tr!(
                "A step with {n} and {n2}",
                n = count(event.marks.len(), "mark"),
                n2 = count(event.paths.len(), "path")
            ),
        }
    }

    fn fold(frame: &mut StageFrame, event: &Self::Event) {
        if event.clear {
            frame.reported.clear();
            frame.reported_paths.clear();
        }
        if !event.marks.is_empty() && frame.reported.is_empty() {
            frame.reported = vec![None; frame.grid().cells()];
        }
        for mark in &event.marks {
            let i = frame.grid().index(mark.cell);
            frame.reported[i] = Some(mark.clone());
        }
        frame.reported_paths.extend(event.paths.iter().cloned());
        frame.trying = event.marks.iter().map(|m| m.cell).collect();
    }

    /// The checks the current step answers, whether it cleared the marks, the paths, and the
    /// marks so far counted by class.
    fn facts(shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        let mut rows = Vec::new();
        if let Some(StageEvent::Reported(step)) = shown.last() {
            for check in &step.checks {
                rows.push((tr!("Check"), check.to_string()));
            }
            if step.clear {
                rows.push((tr!("Cleared"), tr!("the marks of the earlier steps")));
            }
        }
        rows.push((
            tr!("Paths"),
            match frame.reported_paths.len() {
                0 => tr!("none"),
                n => n.to_string(),
            },
        ));
        let mark_counts = MarkClass::ALL
            .into_iter()
            .map(|class| {
                let count = frame
                    .reported
                    .iter()
                    .flatten()
                    .filter(|m| m.class == class)
                    .count();
                (class, count)
            })
            .collect();
        StageFacts {
            mark_counts,
            ..StageFacts::rows(rows)
        }
    }

    /// A reported trace exists only as the solver reported it: it cannot run on its own.
    fn run<O: Observer<Self::Event>>(
        _setting: &Setting<'_>,
        _obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        Err(StageRunError::OnlyReported)
    }
}

fn count(n: usize, what: &str) -> String {
    match (n, what) {
        (1, "mark") => tr!("1 mark"),
        (n, "mark") => tr!("{n} marks", n = n),
        (1, _) => tr!("1 path"),
        (n, _) => tr!("{n} paths", n = n),
    }
}
