//! No input makes the scenario reader or validator panic, and what validates starts a game.

use proptest::prelude::*;
use snakescope_core::algo::approach::ApproachCheck;
use snakescope_core::algo::shortcut::ShortcutRule;
use snakescope_core::rules::{Dir, TailRule};
use snakescope_core::scenario::{Scenario, SearchBoard};
use snakescope_core::solver::{BacktrackOptions, HamiltonOptions, SolverKind};

const VALID: &str = r#"Scenario(
    version: 1,
    name: "Dead-end pocket",
    width: 6, height: 6,
    snake: [(2, 1), (3, 1), (3, 0)],
    heading: None,
    food: [(3, 2)],
    seed: 7,
    tail: Blocks,
    step_limit: None,
    solver: Hamilton(shortcut_until: 0.5),
)
"#;

/// Reads, validates and, when valid, starts: the whole path a file takes.
fn exercise(text: &str) {
    if let Ok(scenario) = Scenario::from_ron_str(text, "fuzz.ron") {
        let problems = scenario.validate();
        let started = scenario.start();
        assert_eq!(problems.is_empty(), started.is_ok(), "{problems:?}");
        for p in &problems {
            assert!(!p.to_string().is_empty());
        }
    }
}

/// One edit of a text: delete, insert or replace a character at a position.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    let interesting = prop::sample::select(vec![
        '(', ')', '[', ']', ',', ':', '-', '0', '1', '9', '"', ' ', '\n', '/', '*', 'é', 'S',
    ]);
    prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), interesting.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<usize>(), interesting).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<usize>(), any::<char>()).prop_map(|(i, c)| Edit::Replace(i, c)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        match *edit {
            Edit::Delete(i) if !chars.is_empty() => {
                let i = i % chars.len();
                chars.remove(i);
            }
            Edit::Insert(i, c) => {
                let i = i % (chars.len() + 1);
                chars.insert(i, c);
            }
            Edit::Replace(i, c) if !chars.is_empty() => {
                let i = i % chars.len();
                chars[i] = c;
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

fn solver() -> impl Strategy<Value = SolverKind> {
    prop_oneof![
        Just(SolverKind::GREEDY),
        Just(SolverKind::Cycle),
        Just(SolverKind::Manual),
        (-1.0f64..2.0, any::<bool>(), 0usize..6).prop_map(
            |(shortcut_until, reference, tail_margin)| {
                SolverKind::Hamilton(HamiltonOptions {
                    shortcut_until,
                    rule: if reference {
                        ShortcutRule::Reference { tail_margin }
                    } else {
                        ShortcutRule::Certified
                    },
                })
            }
        ),
        (0u64..5, any::<bool>()).prop_map(|(budget, article)| SolverKind::Backtrack(
            BacktrackOptions {
                budget,
                check: if article {
                    ApproachCheck::Article
                } else {
                    ApproachCheck::Safe
                },
            }
        )),
    ]
}

fn cell() -> impl Strategy<Value = (i64, i64)> {
    (-2i64..9, -2i64..9)
}

prop_compose! {
    /// Small scenarios, mostly near-valid: the snake is a random walk that may leave the board
    /// or cross itself.
    fn scenario()(
        version in prop_oneof![9 => Just(1u32), 1 => any::<u32>()],
        width in -1i64..9,
        height in -1i64..9,
        start in cell(),
        walk in prop::collection::vec(prop::sample::select(Dir::ALL.to_vec()), 0..12),
        heading in prop::option::of(prop::sample::select(Dir::ALL.to_vec())),
        food in prop::collection::vec(cell(), 0..4),
        seed in any::<u64>(),
        follows in any::<bool>(),
        (step_limit, quiz) in (
            prop::option::of(0u64..10),
            prop::collection::vec(prop_oneof![0u64..12, any::<u64>()], 0..4),
        ),
        solver in solver(),
        search in prop::option::of((
            prop::option::of(cell()),
            prop::option::of(cell()),
            prop::collection::vec(cell(), 0..4),
        )),
    ) -> Scenario {
        let mut snake = vec![start];
        for d in walk {
            let (x, y) = *snake.last().unwrap();
            let (dx, dy) = d.opposite().delta();
            snake.push((x + i64::from(dx), y + i64::from(dy)));
        }
        Scenario {
            version,
            name: String::new(),
            description: String::new(),
            width,
            height,
            snake,
            heading,
            food,
            seed,
            tail: if follows { TailRule::Follows } else { TailRule::Blocks },
            step_limit,
            solver,
            quiz,
            breakpoints: Vec::new(),
            search: search.map(|(from, to, walls)| SearchBoard {
                from,
                to,
                walls,
                ..SearchBoard::default()
            }),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        exercise(&text);
    }

    #[test]
    fn ron_like_text_never_panics(text in "[ -~\n]{0,200}") {
        exercise(&text);
    }

    #[test]
    fn mutated_valid_files_never_panic(edits in prop::collection::vec(edit(), 1..6)) {
        exercise(&apply(VALID, &edits));
    }

    #[test]
    fn any_scenario_validates_without_panic_and_round_trips(s in scenario()) {
        let problems = s.validate();
        prop_assert_eq!(problems.is_empty(), s.start().is_ok());
        let text = s.to_ron_string();
        let back = Scenario::from_ron_str(&text, "round.ron").unwrap();
        prop_assert_eq!(&back, &s);
        prop_assert_eq!(back.validate(), problems);
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let text = format!("Scenario(width: {}", "[".repeat(100_000));
    assert!(Scenario::from_ron_str(&text, "deep.ron").is_err());
    let text = format!(
        "Scenario(width: 4, height: 4, snake: [(0, 0)], name: {})",
        "Some(".repeat(50_000)
    );
    assert!(Scenario::from_ron_str(&text, "deep.ron").is_err());
}
