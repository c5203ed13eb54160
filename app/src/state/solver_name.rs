//! A solver's name as the window shows it: a built-in solver's in the language in use.

use snakescope_core::session::document::shown_name;
use snakescope_core::solver::SolverKind;

/// A solver as the menus and the line above the board name it: a built-in solver with its
/// default options by its name in the language in use; with options of its own, as a
/// scenario file writes it.
pub fn shown_solver(kind: &SolverKind) -> String {
    let word = match kind {
        SolverKind::Greedy(_) => tr!("greedy"),
        SolverKind::Hamilton(_) => tr!("hamilton"),
        SolverKind::Backtrack(_) => tr!("backtrack"),
        SolverKind::Splice(_) => tr!("splice"),
        SolverKind::Cycle => tr!("cycle"),
        SolverKind::Manual => tr!("manual"),
        SolverKind::Custom(_) | SolverKind::External(_) => return shown_name(kind),
    };
    let written = shown_name(kind);
    if written == kind.name() {
        word
    } else {
        written
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::words::{self, Language};

    #[test]
    fn a_built_in_solver_is_named_in_the_language_in_use() {
        let _pt = words::for_this_thread(Language::Portuguese);
        assert_eq!(shown_solver(&SolverKind::GREEDY), "guloso");
        assert_eq!(shown_solver(&SolverKind::Cycle), "ciclo");
    }
}
