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

mod command_line;
mod fields;
mod read;
mod write;

pub use command_line::{SolverTextError, parse_solver};
pub use fields::MAX_BUDGET;
pub(crate) use read::deserialize;
pub(crate) use write::serialize;

use crate::solver::SolverKind;
use crate::solver::external::ExternalSpec;
use serde::Serialize;
use serde::ser::Serializer;

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
