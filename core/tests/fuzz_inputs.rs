//! Fuzz-style properties over what comes from outside: solver specs with numbers of any size
//! and a program's answer lines (the bytes a program writes are the external crate's). A fixed number of cases each, so
//! CI runs them in bounded time with `cargo test`.

use proptest::prelude::*;
use snakescope_core::algo::shortcut::ShortcutRule;
use snakescope_core::rules::Grid;
use snakescope_core::scenario::{Scenario, parse_solver};
use snakescope_core::solver::SolverKind;
use snakescope_core::solver::external::parse_answer;

const ANSWER: &str = r#"{"move":"up","caption":"c","trace":[{"caption":"s","marks":[{"cell":[1,2],"class":"path"}],"checks":[{"name":"n","answer":"yes"}]}]}"#;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 256,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn a_tail_margin_is_read_exactly_when_it_is_in_range(margin in prop_oneof![
        0u64..=70_000,
        any::<u64>(),
    ]) {
        let read = parse_solver(&format!("Hamilton(rule: Reference, tail_margin: {margin})"));
        match read {
            Ok(SolverKind::Hamilton(o)) => {
                prop_assert!(margin <= 65_536);
                prop_assert_eq!(o.rule, ShortcutRule::Reference { tail_margin: margin as usize });
            }
            Ok(other) => prop_assert!(false, "read as {other:?}"),
            Err(e) => {
                prop_assert!(margin > 65_536, "{e}");
                prop_assert!(e.contains("from 0 to 65536"), "{e}");
            }
        }
    }

    #[test]
    fn any_margin_in_range_plays_without_overflow(margin in 0usize..=65_536, seed in 0u64..50) {
        let text = format!(
            "Scenario(version: 1, width: 6, height: 6, snake: [(2, 0), (1, 0), (0, 0)], \
             seed: {seed}, step_limit: 200, solver: Hamilton(rule: Reference, tail_margin: {margin}))"
        );
        let scenario = Scenario::from_ron_str(&text, "margin.ron").unwrap();
        let mut game = scenario.start().unwrap();
        let mut solver = snakescope_core::solver::AnySolver::new(scenario.solver, &game).unwrap();
        snakescope_core::solver::play_out(&mut game, &mut solver);
    }

    #[test]
    fn a_budget_is_read_exactly_when_it_is_in_range(budget in prop_oneof![
        0u64..=1_000,
        99_999_000u64..=100_001_000,
        any::<u64>(),
    ]) {
        match parse_solver(&format!("Backtrack(budget: {budget})")) {
            Ok(SolverKind::Backtrack(o)) => {
                prop_assert!(budget <= 100_000_000);
                prop_assert_eq!(o.budget, budget);
            }
            Ok(other) => prop_assert!(false, "read as {other:?}"),
            Err(e) => prop_assert!(budget > 100_000_000 && e.contains("out of range"), "{e}"),
        }
    }

    #[test]
    fn any_answer_line_is_read_or_refused_without_panic(line in any::<String>()) {
        let grid = Grid::new(8, 8).unwrap();
        if let Err(e) = parse_answer(&line, &grid) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn a_mutated_answer_is_read_or_refused_without_panic(
        at in 0usize..ANSWER.len(),
        with in "[ -~]{0,3}",
        cut in 0usize..4,
    ) {
        let mut line = ANSWER.to_string();
        let end = (at + cut).min(line.len());
        line.replace_range(at..end, &with);
        let grid = Grid::new(4, 4).unwrap();
        if let Ok(answer) = parse_answer(&line, &grid) {
            // What is read stays on the board.
            for step in &answer.steps {
                for mark in &step.marks {
                    prop_assert!(grid.contains(mark.cell));
                }
            }
        }
    }
}

#[test]
fn a_margin_past_every_board_refuses_shortcuts_instead_of_overflowing() {
    // Before: "attempt to add with overflow" in a debug build (wrapping to margin 0 in release).
    use snakescope_core::algo::Ignore;
    use snakescope_core::solver::{AnySolver, HamiltonOptions};
    let text = "Scenario(version: 1, width: 6, height: 6, snake: [(2, 0), (1, 0), (0, 0)], \
                seed: 3, step_limit: 300, solver: Hamilton(rule: Reference))";
    let scenario = Scenario::from_ron_str(text, "huge.ron").unwrap();
    let kind = SolverKind::Hamilton(HamiltonOptions {
        shortcut_until: 0.5,
        rule: ShortcutRule::Reference {
            tail_margin: usize::MAX,
        },
    });
    let mut game = scenario.start().unwrap();
    let mut solver = AnySolver::new(kind, &game).unwrap();
    let mut decisions = 0;
    while !game.is_over() {
        let decision = solver.decide(&game, &mut Ignore);
        // No free stretch is ever that long: every shortcut is refused for room.
        assert!(
            !decision.leaves_cycle(),
            "a shortcut at tick {}",
            game.moves()
        );
        game.step(decision.dir);
        decisions += 1;
    }
    assert_eq!(
        decisions, 300,
        "the game runs to its step limit on its cycle"
    );
}
