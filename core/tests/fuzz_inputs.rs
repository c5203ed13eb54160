//! Fuzz-style properties over what comes from outside: solver specs with numbers of any size,
//! a program's answer lines (the bytes a program writes are the external crate's), scenario
//! texts mutated with hostile words, any bytes read as a file, and games that may never make
//! progress. A fixed number of cases each, so CI runs them in bounded time with `cargo test`.

#[path = "common/messages.rs"]
mod messages;

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

/// A shipped scenario, the seed of the mutations.
const SHIPPED: &str = include_str!("../../scenarios/dead-end-pocket-6x6.ron");

/// Words a mutation inserts: names RON does not know in every place a name goes, options
/// that do not exist, numbers past every limit, cells as options.
const WORDS: &[&str] = &[
    "solver: Greedy(search: Quantum),",
    "solver: Splice(plan: Nope),",
    "solver: Hamilton(rule: Nope),",
    "solver: Backtrack(check: Nope),",
    "solver: Greedy(colour: 1),",
    "search: SearchBoard(colour: 1),",
    "tail: TOKEN,",
    "heading: Some(North),",
    "heading: Some((2, 3)),",
    "food: [Some((2, 3))],",
    "quiz: [-1],",
    "width: 18446744073709551616,",
    "step_limit: Some(-1),",
    "name: b\"x\",",
    "'",
    "{",
    "}",
    "#",
    "(",
    ")",
];

proptest! {
    #![proptest_config(config())]

    #[test]
    fn a_hostile_scenario_is_read_or_refused_in_words_a_user_can_act_on(
        at in any::<usize>(),
        word in 0..WORDS.len(),
        cut in 0usize..30,
    ) {
        let mut chars: Vec<char> = SHIPPED.chars().collect();
        let from = at % chars.len();
        let to = (from + cut).min(chars.len());
        chars.splice(from..to, WORDS[word].chars());
        let text: String = chars.into_iter().collect();
        let said = match snakescope_core::scenario::load_str(&text, "fuzz.ron") {
            Ok(_) => return Ok(()),
            Err(e) => e.to_string(),
        };
        if let Err(why) = messages::clean(&said) {
            prop_assert!(false, "{text}\n{why}");
        }
    }

    #[test]
    fn any_bytes_read_as_a_file_are_text_or_refused_at_their_first_bad_byte(
        bytes in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        use snakescope_core::files::{FileKind, ReadError, text_of};
        match text_of(std::path::Path::new("b.ron"), FileKind::Scenario, bytes.clone()) {
            Ok(text) => prop_assert_eq!(text.as_bytes(), &bytes[..]),
            Err(ReadError::NotUtf8 { offset, .. }) => {
                let offset = offset as usize;
                prop_assert!(std::str::from_utf8(&bytes[..offset]).is_ok());
                prop_assert!(std::str::from_utf8(&bytes[..(offset + 4).min(bytes.len())]).is_err()
                    || std::str::from_utf8(&bytes).is_err());
            }
            Err(other) => prop_assert!(false, "{other}"),
        }
    }

    #[test]
    fn a_greedy_game_ends_without_reaching_its_step_limit(
        side in 4u16..=8,
        seed in any::<u64>(),
        search in prop::sample::select(
            snakescope_core::stages::Search::for_the_snake().collect::<Vec<_>>()
        ),
    ) {
        use snakescope_core::rules::Outcome;
        use snakescope_core::solver::{AnySolver, GreedyOptions, play_out};
        let text = format!(
            "Scenario(width: {side}, height: {side}, snake: [(2, 0), (1, 0), (0, 0)], seed: {seed})"
        );
        let scenario = Scenario::from_ron_str(&text, "g.ron").unwrap();
        let mut game = scenario.start().unwrap();
        let kind = SolverKind::Greedy(GreedyOptions { search });
        let mut solver = AnySolver::new(kind, &game).unwrap();
        let summary = play_out(&mut game, &mut solver);
        // Greedy decides from the snake and the food alone: a game that does not end goes
        // round a loop, and is stopped there.
        prop_assert_ne!(summary.outcome, Outcome::StepLimit, "{:?} {}", search, seed);
    }

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
                prop_assert!(e.to_string().contains("from 0 to 65536"), "{e}");
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
            Err(e) => prop_assert!(budget > 100_000_000 && e.to_string().contains("out of range"), "{e}"),
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
