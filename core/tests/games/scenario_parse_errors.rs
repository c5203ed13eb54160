//! Text that is not a scenario, said as a sentence: the field that is unknown and those that
//! exist, the value a setting accepts, never the program's own names for things.

use snakescope_core::scenario::{Scenario, parse_solver};

fn error(text: &str) -> String {
    Scenario::from_ron_str(text, "e.ron")
        .unwrap_err()
        .to_string()
}

#[test]
fn an_unknown_field_is_named_with_the_fields_that_exist() {
    let e = error("Scenario(\n    width: 6,\n    colour: 3,\n)");
    assert!(e.starts_with("e.ron:3:5: unknown field `colour`"), "{e}");
    assert!(e.contains("`width`, `height`, `snake`"), "{e}");
}

#[test]
fn a_missing_field_and_a_wrong_type_say_so() {
    let e = error("Scenario(width: 6, height: 6)");
    assert!(e.contains("the field `snake` is missing"), "{e}");
    let e = error("Scenario(width: \"six\", height: 6, snake: [])");
    assert!(e.starts_with("e.ron:1:17: expected a whole number"), "{e}");
    let e = error("Scenario(\n  width:\n    \"six\", height: 6, snake: [])");
    assert!(e.starts_with("e.ron:3:5: expected a whole number"), "{e}");
}

#[test]
fn an_unknown_word_lists_the_words_allowed() {
    let e = error("Scenario(width: 6, height: 6, snake: [(0, 0)], tail: Bites)");
    assert!(
        e.contains("`Bites` is not a tail rule; write `Blocks` or `Follows`"),
        "{e}"
    );
    let e = error("Scenario(width: 6, height: 6, snake: [(0, 0)], heading: Some(North))");
    assert!(e.contains("`North` is not a direction"), "{e}");
}

#[test]
fn a_cell_with_one_coordinate_is_explained() {
    let e = error("Scenario(width: 6, height: 6, snake: [(0)])");
    assert!(e.contains("a cell is written `(x, y)`"), "{e}");
}

#[test]
fn a_name_no_setting_knows_is_said_without_the_program_s_type_names() {
    let e =
        error("Scenario(width: 6, height: 6, snake: [(0, 0)], solver: Greedy(search: Quantum))");
    assert!(e.contains("`Quantum` is not a search; write one of"), "{e}");
    assert!(!e.contains("SearchName"), "{e}");
    let e = parse_solver("Greedy(search: Quantum)")
        .unwrap_err()
        .to_string();
    assert!(e.contains("`Quantum` is not a search"), "{e}");
    assert!(!e.contains("enum") && !e.contains("SearchName"), "{e}");
    let e = error("Scenario(width: 6, height: 6, snake: [(0, 0)], search: SearchBoard(colour: 1))");
    assert!(
        e.contains("unknown field `colour` in `SearchBoard(...)`; its fields are `from`"),
        "{e}"
    );
    let e = error("Scenario(width: 6, height: 6, snake: [(0, 0)], solver: Greedy(colour: 1))");
    assert!(
        e.contains("unknown option `colour` for the Greedy solver"),
        "{e}"
    );
    let e = error("Scenario(width: 6, height: 6, snake: [(0, 0)], name: \"a\\q\")");
    assert!(e.contains("an escape"), "{e}");
}
