//! The `solver` field: a bare name, or a name with options in parentheses.
//!
//! All of these are accepted:
//!
//! ```ron
//! solver: Greedy,
//! solver: Greedy(search: AStar),      // the path to the food by another search
//! solver: Hamilton,
//! solver: Hamilton(shortcut_until: 0.25),
//! solver: Hamilton(rule: Reference),
//! solver: Hamilton(shortcut_until: 0.25, rule: Reference, tail_margin: 4),
//! solver: Backtrack(budget: 100000),
//! solver: Backtrack(check: Article),
//! solver: Backtrack(),
//! solver: Splice(plan: First),        // the planner as first written, to compare with
//! solver: Custom(name: "lookahead"),   // a solver registered by the program reading the file
//! solver: External(command: ["python3", "my_solver.py"], timeout_ms: 1000),
//! solver: Battlesnake(url: "http://127.0.0.1:8000"),
//! ```
//!
//! A serde enum cannot say this by derive: a struct variant must be written with its
//! parentheses, a unit variant without. So the field is read by hand. The variant's name comes
//! first; then the options are asked for as a struct variant. A format such as RON checks for
//! the opening `(` before anything else and, when there is none, fails without consuming a
//! character. The options visitor notes whether it was ever entered: if it was not, the name
//! stood alone and the options take their defaults; if it was, the error is real (an unknown
//! option, a wrong type) and is passed on with its position.
//!
//! Written back, default options give the bare name; otherwise the options that differ from
//! their defaults are written in parentheses, so a hand-written file keeps its look through a
//! load and a save.

use super::search_name::SearchName;
use crate::algo::approach::ApproachCheck;
use crate::algo::shortcut::ShortcutRule;
use crate::algo::splice::SplicePlan;
use crate::solver::external::ExternalSpec;
use crate::solver::external::solver::DEFAULT_TIMEOUT_MS;
use crate::solver::{BacktrackOptions, GreedyOptions, HamiltonOptions, SolverKind, SpliceOptions};
use crate::stages::Search;
use serde::de::value::MapAccessDeserializer;
use serde::de::{Deserializer, EnumAccess, MapAccess, VariantAccess, Visitor};
use serde::ser::{SerializeStructVariant, Serializer};
use serde::{Deserialize, Serialize};
use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;

/// The enum's name as the file format knows it; RON uses it in its error messages.
const ENUM: &str = "Solver";

/// The variant names, in [`SolverKind::ALL`] order.
const VARIANTS: &[&str] = &[
    "Greedy",
    "Hamilton",
    "Backtrack",
    "Cycle",
    "Manual",
    "Splice",
    "Custom",
    "External",
    "Battlesnake",
];

/// The name a solver has in a scenario file, e.g. `Hamilton`.
pub(crate) fn variant_name(kind: &SolverKind) -> &'static str {
    VARIANTS[variant_index(kind) as usize]
}

/// The solver's position in [`VARIANTS`].
fn variant_index(kind: &SolverKind) -> u32 {
    match kind {
        SolverKind::Greedy(_) => 0,
        SolverKind::Hamilton(_) => 1,
        SolverKind::Backtrack(_) => 2,
        SolverKind::Cycle => 3,
        SolverKind::Manual => 4,
        SolverKind::Splice(_) => 5,
        SolverKind::Custom(_) => 6,
        SolverKind::External(ExternalSpec::Program { .. }) => 7,
        SolverKind::External(ExternalSpec::Battlesnake { .. }) => 8,
    }
}

/// The solver as a scenario file writes it: `Hamilton`, `Hamilton(rule: Reference)`; the
/// inverse of [`parse_solver`].
pub fn solver_text(kind: &SolverKind) -> String {
    struct Written<'a>(&'a SolverKind);
    impl Serialize for Written<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serialize(self.0, serializer)
        }
    }
    // Pretty, but at depth 0: on one line, with a space after each colon and comma, as the
    // files write it.
    let pretty = ron::ser::PrettyConfig::new().depth_limit(0);
    ron::ser::to_string_pretty(&Written(kind), pretty).unwrap_or_else(|_| kind.name().to_owned())
}

/// Writes `kind` as a bare name when its options are the defaults, else with its options.
pub(crate) fn serialize<S: Serializer>(
    kind: &SolverKind,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let index = variant_index(kind);
    let name = variant_name(kind);
    match kind {
        SolverKind::Hamilton(options) if *options != HamiltonOptions::default() => {
            let default_until = HamiltonOptions::default_until(options.rule);
            // Bit-for-bit, so that a NaN is written rather than silently dropped.
            let shortcut = options.shortcut_until.to_bits() != default_until.to_bits();
            let rule = RuleName::of(options.rule);
            let margin = options.rule.tail_margin();
            let count = usize::from(shortcut)
                + usize::from(rule != RuleName::Certified)
                + usize::from(margin > 0);
            let mut variant = serializer.serialize_struct_variant(ENUM, index, name, count)?;
            if shortcut {
                variant.serialize_field("shortcut_until", &options.shortcut_until)?;
            }
            if rule != RuleName::Certified {
                variant.serialize_field("rule", &rule)?;
            }
            if margin > 0 {
                variant.serialize_field("tail_margin", &margin)?;
            }
            variant.end()
        }
        SolverKind::Backtrack(options) if *options != BacktrackOptions::default() => {
            let default = BacktrackOptions::default();
            let budget = options.budget != default.budget;
            let check = CheckName::of(options.check);
            let count = usize::from(budget) + usize::from(check != CheckName::Safe);
            let mut variant = serializer.serialize_struct_variant(ENUM, index, name, count)?;
            if budget {
                variant.serialize_field("budget", &options.budget)?;
            }
            if check != CheckName::Safe {
                variant.serialize_field("check", &check)?;
            }
            variant.end()
        }
        SolverKind::Greedy(options) if *options != GreedyOptions::default() => {
            let mut variant = serializer.serialize_struct_variant(ENUM, index, name, 1)?;
            variant.serialize_field("search", &SearchName(options.search))?;
            variant.end()
        }
        SolverKind::Splice(options) if *options != SpliceOptions::default() => {
            let mut variant = serializer.serialize_struct_variant(ENUM, index, name, 1)?;
            variant.serialize_field("plan", &PlanName::of(options.plan))?;
            variant.end()
        }
        SolverKind::Custom(custom) => {
            let mut variant = serializer.serialize_struct_variant(ENUM, index, name, 1)?;
            variant.serialize_field("name", custom.entry().name())?;
            variant.end()
        }
        SolverKind::External(ExternalSpec::Program {
            command,
            timeout_ms,
        }) => {
            let timeout = *timeout_ms != DEFAULT_TIMEOUT_MS;
            let mut variant =
                serializer.serialize_struct_variant(ENUM, index, name, 1 + usize::from(timeout))?;
            variant.serialize_field("command", command)?;
            if timeout {
                variant.serialize_field("timeout_ms", timeout_ms)?;
            }
            variant.end()
        }
        SolverKind::External(ExternalSpec::Battlesnake { url, timeout_ms }) => {
            let timeout = *timeout_ms != DEFAULT_TIMEOUT_MS;
            let mut variant =
                serializer.serialize_struct_variant(ENUM, index, name, 1 + usize::from(timeout))?;
            variant.serialize_field("url", url)?;
            if timeout {
                variant.serialize_field("timeout_ms", timeout_ms)?;
            }
            variant.end()
        }
        _ => serializer.serialize_unit_variant(ENUM, index, name),
    }
}

/// Reads a solver in any of the forms the module documentation lists.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<SolverKind, D::Error> {
    deserializer.deserialize_enum(ENUM, VARIANTS, SolverVisitor)
}

/// The solver's name, read as an enum variant identifier.
#[derive(Deserialize)]
#[serde(variant_identifier)]
enum Name {
    Greedy,
    Hamilton,
    Backtrack,
    Cycle,
    Manual,
    Splice,
    Custom,
    External,
    Battlesnake,
}

/// The options of solvers that have none: only `()` (or nothing) is accepted.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct NoOptions {}

/// `Hamilton(...)`'s options as written; a missing one takes the solver's default.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct HamiltonFields {
    shortcut_until: Option<f64>,
    rule: Option<RuleName>,
    tail_margin: Option<usize>,
}

/// `Greedy(...)`'s one field: which search finds the path to the food.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct GreedyFields {
    search: Option<SearchName>,
}

/// `Splice(...)`'s one field: which planner reshapes the cycle.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct SpliceFields {
    plan: Option<PlanName>,
}

/// The splice planner's name in a file: `Wide` (the default) or `First` (files written
/// before it had that name call it `Current`, and are read as they were written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
enum PlanName {
    Wide,
    #[serde(alias = "Current")]
    First,
}

impl PlanName {
    fn of(plan: SplicePlan) -> PlanName {
        match plan {
            SplicePlan::Wide => PlanName::Wide,
            SplicePlan::First => PlanName::First,
        }
    }
}

/// `Custom(...)`'s one field: the registered solver's name.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct CustomFields {
    name: Option<String>,
}

/// `External(...)`'s fields: the command, and the deadline for each answer.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExternalFields {
    command: Option<Vec<String>>,
    timeout_ms: Option<u64>,
}

/// `Battlesnake(...)`'s fields: the bot's address, and the deadline for each request.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct BattlesnakeFields {
    url: Option<String>,
    timeout_ms: Option<u64>,
}

/// The shortcut rule's name in a file: `Certified` (the default) or `Reference`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
enum RuleName {
    Certified,
    Reference,
}

impl RuleName {
    fn of(rule: ShortcutRule) -> RuleName {
        match rule {
            ShortcutRule::Certified => RuleName::Certified,
            ShortcutRule::Reference { .. } => RuleName::Reference,
        }
    }
}

/// `Backtrack(...)`'s options as written; a missing one takes the solver's default.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct BacktrackFields {
    budget: Option<u64>,
    check: Option<CheckName>,
}

/// The approach check's name in a file: `Safe` (the default) or `Article`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
enum CheckName {
    Safe,
    Article,
}

impl CheckName {
    fn of(check: ApproachCheck) -> CheckName {
        match check {
            ApproachCheck::Safe => CheckName::Safe,
            ApproachCheck::Article => CheckName::Article,
        }
    }
}

struct SolverVisitor;

impl<'de> Visitor<'de> for SolverVisitor {
    type Value = SolverKind;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "a solver: Greedy, Hamilton, Backtrack, Cycle, Manual, Splice, Custom, External or \
             Battlesnake"
        ))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<SolverKind, A::Error> {
        let (name, variant) = data.variant::<Name>()?;
        Ok(match name {
            Name::Greedy => {
                let fields: GreedyFields = options(variant, &["search"])?;
                SolverKind::Greedy(GreedyOptions {
                    search: fields.search.map_or(Search::Bfs, |name| name.0),
                })
            }
            Name::Cycle => options::<_, NoOptions>(variant, &[]).map(|_| SolverKind::Cycle)?,
            Name::Manual => options::<_, NoOptions>(variant, &[]).map(|_| SolverKind::Manual)?,
            Name::Splice => splice(options(variant, &["plan"])?),
            Name::Hamilton => hamilton(options(
                variant,
                &["shortcut_until", "rule", "tail_margin"],
            )?)?,
            Name::Custom => custom(options(variant, &["name"])?)?,
            Name::External => external(options(variant, &["command", "timeout_ms"])?)?,
            Name::Battlesnake => battlesnake(options(variant, &["url", "timeout_ms"])?)?,
            Name::Backtrack => backtrack(options(variant, &["budget", "check"])?)?,
        })
    }
}

/// The Hamilton solver of `fields`: the certified rule unless the reference's is named (a
/// margin belongs to the reference's rule only).
fn hamilton<E: serde::de::Error>(fields: HamiltonFields) -> Result<SolverKind, E> {
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

/// The splice solver with the planner `fields` name (the default one if none).
fn splice(fields: SpliceFields) -> SolverKind {
    SolverKind::Splice(SpliceOptions {
        plan: match fields.plan {
            Some(PlanName::First) => SplicePlan::First,
            Some(PlanName::Wide) | None => SplicePlan::Wide,
        },
    })
}

/// The registered solver `fields` names.
fn custom<E: serde::de::Error>(fields: CustomFields) -> Result<SolverKind, E> {
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
fn external<E: serde::de::Error>(fields: ExternalFields) -> Result<SolverKind, E> {
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
fn battlesnake<E: serde::de::Error>(fields: BattlesnakeFields) -> Result<SolverKind, E> {
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
fn backtrack<E: serde::de::Error>(fields: BacktrackFields) -> Result<SolverKind, E> {
    let default = BacktrackOptions::default();
    Ok(SolverKind::Backtrack(BacktrackOptions {
        budget: budget(fields.budget)?.unwrap_or(default.budget),
        check: match fields.check {
            Some(CheckName::Article) => ApproachCheck::Article,
            Some(CheckName::Safe) | None => ApproachCheck::Safe,
        },
    }))
}

/// Why a text is not a solver as the command line writes it ([`parse_solver`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolverTextError {
    /// `external:` with no program after it.
    #[error("{}", tr!("external: needs the program to run, e.g. `external:python3 my_solver.py`"))]
    NoProgram,
    /// `battlesnake:` with an address that is not `http://`.
    #[error("{}", tr!(
        "battlesnake: needs the bot's address starting with http://, e.g. \
         `battlesnake:http://127.0.0.1:8000`; got {url}",
        url = format!("{:?}", .0)
    ))]
    NotHttp(String),
    /// A word that names no solver.
    #[error("{}", tr!(
        "unknown solver {text}; use one of {join}",
        text = format!("{:?}", .text),
        join = .names.join(", ")
    ))]
    Unknown {
        /// The text as given (trimmed).
        text: String,
        /// The names that could have been given.
        names: Vec<String>,
    },
    /// A solver with options that do not read.
    #[error("{}", tr!("solver {text}: {e}", text = format!("{:?}", .text), e = .problem))]
    Options {
        /// The text as given (trimmed).
        text: String,
        /// What is wrong with it, as a sentence.
        problem: String,
    },
}

/// Reads a solver as the command line writes it: a name (`greedy`, `hamilton`, a registered
/// one), a solver as a scenario file writes it (`Hamilton(rule: Reference)`), a program
/// outside snakescope (`external:python3 my_solver.py`, split on spaces outside quotes), or a Battlesnake
/// bot (`battlesnake:http://127.0.0.1:8000`).
pub fn parse_solver(text: &str) -> Result<SolverKind, SolverTextError> {
    let text = text.trim();
    if let Some(command) = text.strip_prefix("external:") {
        let command = crate::solver::external::solver::split_command(command);
        if command.is_empty() {
            return Err(SolverTextError::NoProgram);
        }
        return Ok(SolverKind::External(
            ExternalSpec::Program {
                command,
                timeout_ms: DEFAULT_TIMEOUT_MS,
            }
            .intern(),
        ));
    }
    if let Some(url) = text.strip_prefix("battlesnake:") {
        let url = url.trim();
        if !url.starts_with("http://") {
            return Err(SolverTextError::NotHttp(url.to_string()));
        }
        return Ok(SolverKind::External(
            ExternalSpec::Battlesnake {
                url: url.to_string(),
                timeout_ms: DEFAULT_TIMEOUT_MS,
            }
            .intern(),
        ));
    }
    if let Some(kind) = SolverKind::from_name(text) {
        return Ok(kind);
    }
    /// A solver alone, read as the `solver` field is.
    struct Alone(SolverKind);
    impl<'de> Deserialize<'de> for Alone {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Alone, D::Error> {
            deserialize(d).map(Alone)
        }
    }
    let read = ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str::<Alone>(text);
    match read {
        Ok(Alone(kind)) => Ok(kind),
        Err(_) if !text.contains('(') => {
            let mut names: Vec<String> = SolverKind::all()
                .iter()
                .filter(|k| **k != SolverKind::Manual)
                .map(|k| k.name().to_string())
                .collect();
            names.push("external:COMMAND".to_string());
            names.push("battlesnake:URL".to_string());
            Err(SolverTextError::Unknown {
                text: text.to_string(),
                names,
            })
        }
        Err(e) => Err(SolverTextError::Options {
            text: text.to_string(),
            problem: super::parse_error::reworded(text, &e),
        }),
    }
}

/// The largest `tail_margin`: the cells of the largest board (no margin can ask for more).
pub const MAX_TAIL_MARGIN: usize =
    crate::rules::MAX_SIDE as usize * crate::rules::MAX_SIDE as usize;

/// The largest backtracking `budget`, in steps: about a minute of searching.
pub const MAX_BUDGET: u64 = 100_000_000;

/// A tail margin as written (0 if absent): from 0 to [`MAX_TAIL_MARGIN`].
fn tail_margin<E: serde::de::Error>(margin: Option<usize>) -> Result<usize, E> {
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
fn budget<E: serde::de::Error>(budget: Option<u64>) -> Result<Option<u64>, E> {
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
fn timeout<E: serde::de::Error>(ms: Option<u64>) -> Result<u64, E> {
    match ms {
        None => Ok(DEFAULT_TIMEOUT_MS),
        Some(ms) if (1..=600_000).contains(&ms) => Ok(ms),
        Some(ms) => Err(E::custom(tr!(
            "timeout_ms {ms} is out of range: from 1 to 600000 (ten minutes)",
            ms = ms
        ))),
    }
}

/// Reads the options after a solver's name, or their defaults when the name stands alone.
///
/// What must hold for this to be right: the format fails a struct variant that has no opening
/// delimiter *before* it consumes anything or calls the visitor. RON (`handle_struct_after_name`)
/// and serde_json (a unit variant given where a struct variant is asked for) both do.
fn options<'de, V, T>(variant: V, fields: &'static [&'static str]) -> Result<T, V::Error>
where
    V: VariantAccess<'de>,
    T: Deserialize<'de> + Default,
{
    let opened = Cell::new(false);
    let visitor = OptionsVisitor {
        opened: &opened,
        fields: PhantomData,
    };
    match variant.struct_variant(fields, visitor) {
        Ok(options) => Ok(options),
        Err(_) if !opened.get() => Ok(T::default()),
        Err(error) => Err(error),
    }
}

/// Reads the parenthesised options into `T`, noting that the parentheses were there.
struct OptionsVisitor<'a, T> {
    opened: &'a Cell<bool>,
    fields: PhantomData<T>,
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for OptionsVisitor<'_, T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("the solver's options in parentheses"))
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<T, M::Error> {
        self.opened.set(true);
        T::deserialize(MapAccessDeserializer::new(map))
    }
}
