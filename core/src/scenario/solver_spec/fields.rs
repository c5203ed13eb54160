//! Each solver's options as a file writes them (a missing one takes its default), the names
//! of the choices among them, their limits, and the solver they make.

use crate::algo::approach::ApproachCheck;
use crate::algo::shortcut::ShortcutRule;
use crate::algo::splice::SplicePlan;
use crate::scenario::search_name::SearchName;
use crate::solver::external::ExternalSpec;
use crate::solver::external::solver::DEFAULT_TIMEOUT_MS;
use crate::solver::{BacktrackOptions, GreedyOptions, HamiltonOptions, SolverKind, SpliceOptions};
use crate::stages::Search;
use serde::{Deserialize, Serialize};

/// The options of solvers that have none: only `()` (or nothing) is accepted.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NoOptions {}

/// `Hamilton(...)`'s options as written; a missing one takes the solver's default.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct HamiltonFields {
    shortcut_until: Option<f64>,
    rule: Option<RuleName>,
    tail_margin: Option<usize>,
}

/// `Greedy(...)`'s one field: which search finds the path to the food.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct GreedyFields {
    pub(super) search: Option<SearchName>,
}

/// `Splice(...)`'s one field: which planner reshapes the cycle.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SpliceFields {
    plan: Option<PlanName>,
}

/// The splice planner's name in a file: `Wide` (the default) or `First` (files written
/// before it had that name call it `Current`, and are read as they were written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub(super) enum PlanName {
    Wide,
    #[serde(alias = "Current")]
    First,
}

impl PlanName {
    pub(super) fn of(plan: SplicePlan) -> PlanName {
        match plan {
            SplicePlan::Wide => PlanName::Wide,
            SplicePlan::First => PlanName::First,
        }
    }
}

/// `Custom(...)`'s one field: the registered solver's name.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CustomFields {
    name: Option<String>,
}

/// `External(...)`'s fields: the command, and the deadline for each answer.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ExternalFields {
    command: Option<Vec<String>>,
    timeout_ms: Option<u64>,
}

/// `Battlesnake(...)`'s fields: the bot's address, and the deadline for each request.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BattlesnakeFields {
    url: Option<String>,
    timeout_ms: Option<u64>,
}

/// The shortcut rule's name in a file: `Certified` (the default) or `Reference`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub(super) enum RuleName {
    Certified,
    Reference,
}

impl RuleName {
    pub(super) fn of(rule: ShortcutRule) -> RuleName {
        match rule {
            ShortcutRule::Certified => RuleName::Certified,
            ShortcutRule::Reference { .. } => RuleName::Reference,
        }
    }
}

/// `Backtrack(...)`'s options as written; a missing one takes the solver's default.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BacktrackFields {
    budget: Option<u64>,
    check: Option<CheckName>,
}

/// The approach check's name in a file: `Safe` (the default) or `Article`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub(super) enum CheckName {
    Safe,
    Article,
}

impl CheckName {
    pub(super) fn of(check: ApproachCheck) -> CheckName {
        match check {
            ApproachCheck::Safe => CheckName::Safe,
            ApproachCheck::Article => CheckName::Article,
        }
    }
}

/// The Hamilton solver of `fields`: the certified rule unless the reference's is named (a
/// margin belongs to the reference's rule only).
pub(super) fn hamilton<E: serde::de::Error>(fields: HamiltonFields) -> Result<SolverKind, E> {
    let rule = match (fields.rule, fields.tail_margin) {
        (Some(RuleName::Reference), margin) => ShortcutRule::Reference {
            tail_margin: tail_margin(margin)?,
        },
        (_, Some(_)) => {
            return Err(E::custom(
                "tail_margin is an option of the reference's rule: write \
             `rule: Reference, tail_margin: N` (the default rule, Certified, \
             needs no margin)",
            ));
        }
        (_, None) => ShortcutRule::Certified,
    };
    Ok(SolverKind::Hamilton(HamiltonOptions {
        shortcut_until: fields
            .shortcut_until
            .unwrap_or(HamiltonOptions::default_until(rule)),
        rule,
    }))
}

/// Greedy following the search `fields` name (BFS if none): one in four directions, as
/// the snake moves; a search in eight directions is refused with the reason.
pub(super) fn greedy<E: serde::de::Error>(fields: GreedyFields) -> Result<SolverKind, E> {
    let options = GreedyOptions {
        search: fields.search.map_or(Search::Bfs, |name| name.0),
    };
    match options.refusal() {
        Some(why) => Err(E::custom(why)),
        None => Ok(SolverKind::Greedy(options)),
    }
}

/// The splice solver with the planner `fields` name (the default one if none).
pub(super) fn splice(fields: SpliceFields) -> SolverKind {
    SolverKind::Splice(SpliceOptions {
        plan: match fields.plan {
            Some(PlanName::First) => SplicePlan::First,
            Some(PlanName::Wide) | None => SplicePlan::Wide,
        },
    })
}

/// The registered solver `fields` names.
pub(super) fn custom<E: serde::de::Error>(fields: CustomFields) -> Result<SolverKind, E> {
    let Some(name) = fields.name else {
        return Err(E::custom(
            "Custom needs the registered solver's name: `Custom(name: \"...\")`",
        ));
    };
    let known = crate::solver::registered();
    Ok(match known.iter().find(|c| c.entry().name() == name) {
        Some(&custom) => SolverKind::Custom(custom),
        None => {
            let names: Vec<String> = known
                .iter()
                .map(|c| format!("{:?}", c.entry().name()))
                .collect();
            return Err(E::custom(tr!(
                "no solver named {name} is registered in this program ({n})",
                name = format!("{:?}", name),
                n = if names.is_empty() {
                    "it registers none".to_string()
                } else {
                    format!("it registers {}", names.join(", "))
                }
            )));
        }
    })
}

/// The program outside snakescope `fields` names.
pub(super) fn external<E: serde::de::Error>(fields: ExternalFields) -> Result<SolverKind, E> {
    let command = fields.command.unwrap_or_default();
    if command.is_empty() || command[0].trim().is_empty() {
        return Err(E::custom(
            "External needs the program to run: `External(command: [\"python3\", \
         \"my_solver.py\"])`",
        ));
    }
    Ok(SolverKind::External(
        ExternalSpec::Program {
            command,
            timeout_ms: timeout(fields.timeout_ms)?,
        }
        .intern(),
    ))
}

/// The Battlesnake bot `fields` names.
pub(super) fn battlesnake<E: serde::de::Error>(fields: BattlesnakeFields) -> Result<SolverKind, E> {
    let url = fields.url.unwrap_or_default();
    if !url.starts_with("http://") {
        return Err(E::custom(tr!(
            "Battlesnake needs the bot's address, starting with http://, e.g. \
             `Battlesnake(url: \"http://127.0.0.1:8000\")`; got {url}",
            url = format!("{:?}", url)
        )));
    }
    Ok(SolverKind::External(
        ExternalSpec::Battlesnake {
            url,
            timeout_ms: timeout(fields.timeout_ms)?,
        }
        .intern(),
    ))
}

/// The backtracking solver with the options of `fields`.
pub(super) fn backtrack<E: serde::de::Error>(fields: BacktrackFields) -> Result<SolverKind, E> {
    let default = BacktrackOptions::default();
    Ok(SolverKind::Backtrack(BacktrackOptions {
        budget: budget(fields.budget)?.unwrap_or(default.budget),
        check: match fields.check {
            Some(CheckName::Article) => ApproachCheck::Article,
            Some(CheckName::Safe) | None => ApproachCheck::Safe,
        },
    }))
}

/// The largest `tail_margin`: the cells of the largest board (no margin can ask for more).
pub const MAX_TAIL_MARGIN: usize =
    crate::rules::MAX_SIDE as usize * crate::rules::MAX_SIDE as usize;

/// The largest backtracking `budget`, in steps: about a minute of searching.
pub const MAX_BUDGET: u64 = 100_000_000;

/// A tail margin as written (0 if absent): from 0 to [`MAX_TAIL_MARGIN`].
pub(super) fn tail_margin<E: serde::de::Error>(margin: Option<usize>) -> Result<usize, E> {
    match margin {
        Some(m) if m > MAX_TAIL_MARGIN => Err(E::custom(tr!(
            "tail_margin {m} is out of range: from 0 to {MAX_TAIL_MARGIN} (the cells of the \
             largest board)",
            m = m,
            MAX_TAIL_MARGIN = MAX_TAIL_MARGIN
        ))),
        m => Ok(m.unwrap_or(0)),
    }
}

/// A budget as written: at most [`MAX_BUDGET`] (0 is left to the scenario's checks, which
/// say why it cannot work).
pub(super) fn budget<E: serde::de::Error>(budget: Option<u64>) -> Result<Option<u64>, E> {
    match budget {
        Some(b) if b > MAX_BUDGET => Err(E::custom(tr!(
            "budget {b} is out of range: from 1 to {MAX_BUDGET} steps",
            b = b,
            MAX_BUDGET = MAX_BUDGET
        ))),
        b => Ok(b),
    }
}

/// A deadline as written (the default if absent): from 1 ms to 10 minutes.
pub(super) fn timeout<E: serde::de::Error>(ms: Option<u64>) -> Result<u64, E> {
    match ms {
        None => Ok(DEFAULT_TIMEOUT_MS),
        Some(ms) if (1..=600_000).contains(&ms) => Ok(ms),
        Some(ms) => Err(E::custom(tr!(
            "timeout_ms {ms} is out of range: from 1 to 600000 (ten minutes)",
            ms = ms
        ))),
    }
}
