//! The menu bar: examples, the solver, restarting; and scenario files that cannot be played.

use crate::common;

use common::app::{App, click, open, problem_text, status};
use egui_kittest::kittest::Queryable;
use snakescope::app::shell::Startup;

#[test]
fn the_solver_can_be_switched() {
    let mut h = open(Startup::default().without_autoplay());
    h.get_by_label("Solver").click();
    h.run();
    h.get_by_label("hamilton").click();
    h.run();
    assert!(status(&h).starts_with("hamilton on 8x8"), "{}", status(&h));
    // Hamilton's first decision: the cycle built from the body, shortcuts allowed at length
    // 4, then the cycle.
    h.get_by_label_contains("built a cycle of 64 cells from the body");
    h.get_by_label("length 4 < 64: shortcuts allowed");
    h.get_by_label_contains("follow the cycle to (4, 0)");
}

#[test]
fn an_example_opens_from_the_menu() {
    let mut h = open(Startup::default().without_autoplay());
    h.get_by_label("Examples").click();
    h.run();
    h.get_by_label("Greedy on the classic 8x8 (dies: seed 4)")
        .click();
    h.run();
    h.get_by_label_contains("Died against the wall at tick");
    h.get_by_label_contains("Greedy on the classic 8x8 (dies: seed 4)");
}

#[test]
fn every_opening_watches_for_a_death_the_examples_menu_and_restart_too() {
    let mut h = open(Startup::default().without_autoplay());
    assert_eq!(h.state().death_notice(), None, "the default game wins");
    click(&mut h, "Examples");
    click(&mut h, "Greedy on the classic 8x8 (dies: seed 4)");
    let fatal = h.state().state().ticks() - 1;
    assert_eq!(h.state().death_notice(), Some(fatal));
    click(&mut h, "Not now");
    assert_eq!(h.state().death_notice(), None);
    click(&mut h, "Restart");
    assert_eq!(h.state().death_notice(), Some(fatal));
}

/// Opens a scenario file holding `text` from the command line, and returns the app with the
/// text of its "Could not open" message.
fn open_text(tag: &str, text: &str) -> (App, String) {
    let path = std::env::temp_dir().join(format!("snakescope-{tag}-{}.ron", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let h = open(Startup::from_file(Some(&path)).without_autoplay());
    std::fs::remove_file(&path).unwrap();
    let shown = problem_text(&h);
    (h, shown)
}

#[test]
fn a_scenario_that_cannot_be_played_is_explained_in_the_app() {
    let (h, shown) = open_text(
        "odd",
        "Scenario(width: 5, height: 5, snake: [(1, 0), (0, 0)], solver: Hamilton)",
    );
    assert!(
        shown.contains("a 5x5 board has no Hamiltonian cycle"),
        "{shown}"
    );
    assert!(shown.contains("13 dark and 12 light"), "{shown}");
    // Behind the message, the default scenario.
    assert!(status(&h).starts_with("greedy on 8x8"), "{}", status(&h));
}

#[test]
fn a_scenario_with_problems_lists_them() {
    let (h, shown) = open_text(
        "bad",
        "Scenario(width: 6, height: 6, snake: [(1, 0), (3, 0)], food: [(9, 9)])",
    );
    // Every problem, each naming the cell at fault.
    assert!(
        shown.contains("snake cell 1 at (3, 0) is not next to"),
        "{shown}"
    );
    assert!(
        shown.contains("food 0 at (9, 9) is off the 6x6 board"),
        "{shown}"
    );
    h.get_by_label("Dismiss");
}

#[test]
fn a_solver_with_options_is_named_by_them_and_its_defaults_are_one_click_away() {
    let mut h = common::app::open_curated("reference-rule-dies-8x8");
    assert!(
        status(&h).starts_with("Hamilton(rule: Reference) on 8x8"),
        "{}",
        status(&h)
    );
    click(&mut h, "Solver");
    // The scenario's own advice: change the solver to Hamilton.
    click(&mut h, "hamilton");
    assert!(status(&h).starts_with("hamilton on 8x8"), "{}", status(&h));
    assert_eq!(
        h.state().state().kind(),
        snakescope::solver::SolverKind::Hamilton(snakescope::solver::HamiltonOptions::DEFAULT)
    );
}
