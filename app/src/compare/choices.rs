//! The solvers a user picks from to compare with, or to take a game over with: every solver
//! with its default options, the options that make a different player (the reference's
//! Hamilton rule, the article's backtracking check, the splice solver's first planner, greedy
//! with each search other than BFS finding its path to the food), and
//! any other written as a scenario file writes it.

use snakescope_core::algo::approach::ApproachCheck;
use snakescope_core::scenario::{parse_solver, solver_text};
use snakescope_core::solver::{
    BacktrackOptions, GreedyOptions, HamiltonOptions, SolverKind, SpliceOptions,
};
use snakescope_core::stages::Search;

/// The solvers to pick from, each with its name as a scenario file writes it (manual play
/// left out: it has no decisions of its own).
pub fn solver_choices() -> Vec<(String, SolverKind)> {
    let mut kinds: Vec<SolverKind> = SolverKind::all()
        .into_iter()
        .filter(|k| *k != SolverKind::Manual)
        .collect();
    kinds.push(SolverKind::Hamilton(HamiltonOptions::REFERENCE));
    kinds.push(SolverKind::Backtrack(BacktrackOptions {
        check: ApproachCheck::Article,
        ..BacktrackOptions::default()
    }));
    kinds.push(SolverKind::Splice(SpliceOptions::FIRST));
    kinds.extend(
        Search::for_the_snake()
            .filter(|&search| search != Search::Bfs)
            .map(|search| SolverKind::Greedy(GreedyOptions { search })),
    );
    kinds.into_iter().map(|k| (solver_text(&k), k)).collect()
}

/// A solver typed by the user: a name (`hamilton`) or a solver as a scenario file writes it
/// (`Hamilton(shortcut_until: 0.3)`); or what is wrong with it, in a sentence.
pub fn typed_solver(text: &str) -> Result<SolverKind, String> {
    parse_solver(text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choices_name_each_solver_as_files_do_and_parse_back() {
        let choices = solver_choices();
        let names: Vec<&str> = choices.iter().map(|(n, _)| n.as_str()).collect();
        assert!(names.contains(&"Hamilton"), "{names:?}");
        assert!(names.contains(&"Hamilton(rule: Reference)"), "{names:?}");
        assert!(names.contains(&"Splice(plan: First)"), "{names:?}");
        assert!(names.contains(&"Greedy"), "{names:?}");
        assert!(names.contains(&"Greedy(search: AStar)"), "{names:?}");
        assert!(names.contains(&"Greedy(search: Timed)"), "{names:?}");
        assert!(!names.contains(&"Manual"), "{names:?}");
        for (name, kind) in &choices {
            assert_eq!(typed_solver(name).as_ref(), Ok(kind), "{name}");
        }
        assert!(
            typed_solver("Hamilton(speed: 2)")
                .unwrap_err()
                .contains("speed")
        );
    }
}
