//! `diff`: the tick where two solvers part, both moves and chains, and why bad solvers are refused.

use crate::common;

use common::cli::{snakescope, stderr, stdout};

/// The first state where two games of `file` move differently, found by playing both to
/// their end and comparing move by move.
fn first_different_move(
    file: &str,
    a: snakescope::solver::SolverKind,
    b: snakescope::solver::SolverKind,
) -> (usize, String, String) {
    use snakescope::solver::AnySolver;
    use snakescope::trace::Recording;
    let scenario = snakescope::scenario::load(std::path::Path::new(file)).unwrap();
    let play = |kind| {
        let game = scenario.start().unwrap();
        let solver = AnySolver::new(kind, &game).unwrap();
        Recording::play_out(game, solver)
    };
    let (ra, rb) = (play(a), play(b));
    let t = (0..ra.len().min(rb.len()))
        .find(|&t| ra.move_at(t) != rb.move_at(t))
        .expect("the two play differently");
    let words = |r: &Recording| r.move_at(t).unwrap().to_string();
    (t, words(&ra), words(&rb))
}

#[test]
fn diff_names_the_tick_where_two_solvers_part_and_both_moves_and_chains() {
    use snakescope::solver::{HamiltonOptions, SolverKind};
    let file = "scenarios/reference-rule-dies-8x8.ron";
    let (tick, certified, reference) = first_different_move(
        file,
        SolverKind::Hamilton(HamiltonOptions::DEFAULT),
        SolverKind::Hamilton(HamiltonOptions::REFERENCE),
    );
    let o = snakescope(&[
        "diff",
        file,
        "--solver",
        "hamilton,Hamilton(rule: Reference)",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains(&format!(
            "hamilton and Hamilton(rule: Reference) part at tick {tick} "
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("  hamilton moves {certified}\n")),
        "{text}"
    );
    assert!(
        text.contains(&format!("  Hamilton(rule: Reference) moves {reference}\n")),
        "{text}"
    );
    // Both chains, each as `explain` prints one.
    assert!(text.contains(&format!("Why {certified}?")), "{text}");
    assert!(text.contains(&format!("Why {reference}?")), "{text}");
    assert!(text.contains("  1. "), "{text}");
    // One solver named: compared with the scenario's own (the reference rule here).
    let o = snakescope(&["diff", file, "--solver", "hamilton"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains(&format!(
            "Hamilton(rule: Reference) and hamilton part at tick {tick} "
        )),
        "{}",
        stdout(&o)
    );
}

#[test]
fn diff_of_a_splice_scenario_against_hamilton_and_bad_solvers_say_why() {
    use snakescope::solver::{HamiltonOptions, SolverKind, SpliceOptions};
    let file = "scenarios/splice-first-meal-8x8.ron";
    let (tick, splice, hamilton) = first_different_move(
        file,
        SolverKind::Splice(SpliceOptions::DEFAULT),
        SolverKind::Hamilton(HamiltonOptions::DEFAULT),
    );
    let o = snakescope(&["diff", file, "--solver", "splice,hamilton"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains(&format!("part at tick {tick} ")), "{text}");
    assert!(text.contains(&format!("splice moves {splice}")), "{text}");
    assert!(
        text.contains(&format!("hamilton moves {hamilton}")),
        "{text}"
    );
    // The same solver twice plays the same game.
    let o = snakescope(&["diff", file, "--solver", "cycle,Cycle"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("play the same game"), "{}", stdout(&o));
    // A broken spec says what is wrong, without a panic.
    let o = snakescope(&["diff", file, "--solver", "hamilton,Hamilton(rule: Safest)"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("Safest") && err.contains("Reference"), "{err}");
    let o = snakescope(&["diff", file, "--solver", "a,b,c"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("two solvers"), "{}", stderr(&o));
    let o = snakescope(&["diff", file, "--solver", "hamilton,manual"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("manual"), "{}", stderr(&o));
}
