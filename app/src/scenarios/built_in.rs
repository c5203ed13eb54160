//! The scenarios built into the binary, so that they are there wherever the app runs: the
//! examples of the "Examples" menu, each showing one thing worth seeing, and the curated
//! collection of `scenarios/`. [`super::catalog`] lists them with the other scenarios.
//!
//! The collection is a hand-written table of `include_str!`s: adding a file to `scenarios/`
//! without adding it here fails `every_curated_file_is_built_in` in the catalogue's tests.

use super::entry::Entry;
use super::example_titles::example_titles;
use snakescope_core::algo::approach::ApproachCheck;
use snakescope_core::rules::TailRule;
use snakescope_core::scenario::Scenario;
use snakescope_core::solver::{BacktrackOptions, HamiltonOptions, SolverKind};
use std::sync::LazyLock;

/// `(file name, text)` for each named file of `scenarios/`, read at compile time.
macro_rules! curated {
    ($($file:literal),* $(,)?) => {
        &[$((
            $file,
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../scenarios/", $file)),
        )),*]
    };
}

/// The curated collection, `(file name, text)`, in the order the browser lists it: the
/// classic starts first, then the tricky boards, then the large ones.
pub const CURATED: &[(&str, &str)] = curated![
    "classic-8x8-greedy.ron",
    "classic-8x8-hamilton.ron",
    "classic-10x10.ron",
    "centre-start-8x8.ron",
    "corner-12x12-backtrack.ron",
    "cycle-baseline-8x8.ron",
    "manual-practice-10x10.ron",
    "tail-is-the-only-exit-4x4.ron",
    "search-pocket-12x12.ron",
    "dead-end-pocket-6x6.ron",
    "greedy-wraps-the-border-8x8.ron",
    "greedy-livelock-6x6.ron",
    "no-cycle-from-this-body-4x4.ron",
    "pair-extension-misses-6x6.ron",
    "repair-splices-cells-in-6x6.ron",
    "search-finds-the-cycle-6x6.ron",
    "no-cycle-proven-by-search-4x4.ron",
    "window-around-the-body-16x16.ron",
    "food-behind-the-tail-6x6.ron",
    "reference-rule-dies-8x8.ron",
    "backtrack-article-dies-8x8.ron",
    "splice-first-meal-8x8.ron",
    "splice-refused-8x8.ron",
    "splice-box-cut-8x8.ron",
    "splice-two-splices-8x8.ron",
    "splice-pockets-16x16.ron",
    "shortcut-in-order-8x8.ron",
    "backtrack-turns-around-6x6.ron",
    "odd-board-7x7-greedy.ron",
    "open-20x20.ron",
    "large-64x64-hamilton.ron",
];

/// `(file name, packed text)` for each named file of `lessons/`, packed by the build script.
macro_rules! lessons {
    ($($file:literal),* $(,)?) => {
        &[$((
            $file,
            include_bytes!(concat!(env!("OUT_DIR"), "/lessons/", $file, ".deflate")),
        )),*]
    };
}

/// The shipped lessons, `(file name, text)`, in the order a teacher would take them, each in
/// English then Portuguese. Their steps name scenarios of [`CURATED`] (`../scenarios/NAME`).
/// Built in packed (DEFLATE, by `build.rs`), unpacked on first use.
pub static LESSONS: LazyLock<Vec<(&'static str, String)>> = LazyLock::new(|| {
    PACKED_LESSONS
        .iter()
        .map(|&(name, packed)| {
            let bytes = miniz_oxide::inflate::decompress_to_vec(packed)
                .unwrap_or_else(|e| panic!("the lesson {name} was packed by build.rs: {e:?}"));
            let text = String::from_utf8(bytes)
                .unwrap_or_else(|e| panic!("the lesson {name} is UTF-8: {e}"));
            (name, text)
        })
        .collect()
});

/// The shipped lessons as built in: `(file name, DEFLATE-packed text)`.
const PACKED_LESSONS: &[(&str, &[u8])] = lessons![
    "breadth-first-search.en.ron",
    "breadth-first-search.pt.ron",
    "why-greedy-dies.en.ron",
    "why-greedy-dies.pt.ron",
    "longest-path.en.ron",
    "longest-path.pt.ron",
    "cycle-from-body.en.ron",
    "cycle-from-body.pt.ron",
    "shortcuts.en.ron",
    "shortcuts.pt.ron",
    "reshaping-the-cycle.en.ron",
    "reshaping-the-cycle.pt.ron",
    "graph-search.en.ron",
    "graph-search.pt.ron",
    "terrain-and-heuristics.en.ron",
    "terrain-and-heuristics.pt.ron",
    "snake-twist.en.ron",
    "snake-twist.pt.ron",
];

/// The text of the curated scenario a built-in lesson's step names (`../scenarios/NAME.ron`,
/// by its file name), if there is one.
pub fn curated_text(step_scenario: &str) -> Option<&'static str> {
    let name = std::path::Path::new(step_scenario).file_name()?.to_str()?;
    CURATED.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

fn classic(solver: SolverKind, seed: u64) -> Scenario {
    Scenario {
        seed,
        solver,
        ..Scenario::default()
    }
}

fn square(side: i64, solver: SolverKind) -> Scenario {
    Scenario {
        width: side,
        height: side,
        snake: vec![(3, 0), (2, 0), (1, 0), (0, 0)],
        solver,
        ..Scenario::default()
    }
}

/// The examples' names in a link (`#example=NAME`), in the order of [`examples`]: the same in
/// every language, unlike their titles.
pub const EXAMPLE_NAMES: [&str; 11] = [
    "greedy-8x8",
    "greedy-8x8-dies",
    "hamilton-8x8",
    "hamilton-reference-8x8",
    "backtrack-8x8",
    "backtrack-article-8x8",
    "cycle-8x8",
    "manual-8x8",
    "hamilton-32x32",
    "hamilton-64x64",
    "greedy-7x7",
];

/// Every example, the app's default first (named in links by [`EXAMPLE_NAMES`]), titled in
/// the language in use.
pub fn examples() -> Vec<Entry> {
    let scenarios = [
        classic(SolverKind::GREEDY, 0),
        classic(SolverKind::GREEDY, 4),
        classic(SolverKind::Hamilton(HamiltonOptions::default()), 0),
        classic(SolverKind::Hamilton(HamiltonOptions::REFERENCE), 1207),
        Scenario {
            tail: TailRule::Follows,
            ..classic(SolverKind::Backtrack(BacktrackOptions::default()), 0)
        },
        classic(
            SolverKind::Backtrack(BacktrackOptions {
                check: ApproachCheck::Article,
                ..BacktrackOptions::default()
            }),
            4,
        ),
        classic(SolverKind::Cycle, 0),
        classic(SolverKind::Manual, 0),
        square(32, SolverKind::Hamilton(HamiltonOptions::default())),
        square(64, SolverKind::Hamilton(HamiltonOptions::default())),
        Scenario {
            width: 7,
            height: 7,
            ..classic(SolverKind::GREEDY, 0)
        },
    ];
    example_titles()
        .iter()
        .zip(scenarios)
        .map(|(title, scenario)| Entry::example(title, scenario))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_has_a_name_of_its_own_for_links() {
        let all = examples();
        assert_eq!(all.len(), EXAMPLE_NAMES.len());
        for (i, name) in EXAMPLE_NAMES.iter().enumerate() {
            assert!(!EXAMPLE_NAMES[i + 1..].contains(name), "{name} twice");
            // The name says the board the example plays on.
            let s = all[i].loaded.as_ref().unwrap();
            assert!(
                name.ends_with(&format!("{}x{}", s.width, s.height))
                    || name.contains(&format!("{}x{}-", s.width, s.height)),
                "{name}"
            );
        }
    }

    #[test]
    fn every_example_is_valid() {
        for e in examples() {
            let s = e.loaded.as_ref().unwrap();
            assert_eq!(s.validate(), Vec::new(), "{}", e.title());
        }
    }
}

#[cfg(test)]
mod lesson_tests {
    use super::{CURATED, LESSONS, curated_text};
    use snakescope_core::lesson::{Lesson, StepScenarioError};
    use std::collections::BTreeSet;
    use std::path::Path;

    #[test]
    fn every_lesson_file_is_built_in_as_it_is_on_disk() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../lessons");
        let on_disk: BTreeSet<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".ron"))
            .collect();
        let built_in: BTreeSet<String> = LESSONS.iter().map(|(n, _)| n.to_string()).collect();
        assert_eq!(built_in.len(), LESSONS.len(), "a lesson is listed twice");
        assert_eq!(on_disk, built_in, "lessons/ and built_in::LESSONS differ");
        for (name, text) in LESSONS.iter() {
            assert_eq!(
                std::fs::read_to_string(dir.join(name)).unwrap(),
                *text,
                "{name}"
            );
        }
    }

    #[test]
    fn every_built_in_lesson_opens_every_step_from_the_built_in_scenarios() {
        for (name, text) in LESSONS.iter() {
            let lesson = Lesson::from_ron_str(text, name).unwrap();
            let problems = lesson.validate_with(&|file| {
                let text = curated_text(file)
                    .ok_or_else(|| StepScenarioError::NotBuiltIn(file.to_owned()))?;
                Ok(snakescope_core::scenario::load_str(text, file)?)
            });
            assert!(problems.is_empty(), "{name}: {problems:?}");
        }
        assert!(curated_text("../scenarios/nothing.ron").is_none());
        assert!(CURATED.len() > 20);
    }
}
