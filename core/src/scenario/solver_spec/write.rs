//! Writing a solver: a bare name when its options are the defaults, else the options that
//! differ from them, in parentheses.

use super::fields::{CheckName, PlanName, RuleName};
use super::{ENUM, variant_index, variant_name};
use crate::scenario::search_name::SearchName;
use crate::solver::external::ExternalSpec;
use crate::solver::external::solver::DEFAULT_TIMEOUT_MS;
use crate::solver::{BacktrackOptions, GreedyOptions, HamiltonOptions, SolverKind, SpliceOptions};
use serde::ser::{SerializeStructVariant, Serializer};

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
