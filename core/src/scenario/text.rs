//! A scenario to and from RON text.

use super::Scenario;
use super::parse_error::ScenarioError;
use ron::extensions::Extensions;
use ron::ser::PrettyConfig;

impl Scenario {
    /// Reads a scenario from RON text; `origin` names the text (usually the file) in errors.
    ///
    /// Only the shape is checked here: a syntax error, an unknown or missing field, or a value
    /// of the wrong type is a [`ScenarioError::Parse`] with line and column. Whether the values
    /// make a playable game is [`Scenario::validate`]'s question.
    ///
    /// Two kindnesses to hand-written files: a leading byte-order mark is ignored, and an
    /// optional value may be written without `Some(...)` (`heading: Right`, `step_limit: 900`).
    pub fn from_ron_str(text: &str, origin: &str) -> Result<Scenario, ScenarioError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        ron::Options::default()
            .with_default_extension(Extensions::IMPLICIT_SOME)
            .from_str(text)
            .map_err(|error| ScenarioError::from_ron(origin, text, &error))
    }

    /// Writes the scenario as pretty RON: every field, in the documented order, `version: 1`
    /// first, lists of cells on one line, and the solver as a bare name unless its options
    /// differ from the defaults, strings as written (raw strings when they hold a quote).
    /// Reading the text back gives an equal scenario.
    pub fn to_ron_string(&self) -> String {
        // Depth 1 is the scenario's own fields: one per line; anything deeper (a list of cells,
        // a solver's options) stays on its field's line.
        // Strings unescaped: a description reads as written ("greedy's", not "greedy\'s");
        // one holding a quote or backslash becomes a raw string.
        let pretty = PrettyConfig::new()
            .escape_strings(false)
            .struct_names(true)
            .depth_limit(1)
            .indentor("    ");
        match ron::ser::to_string_pretty(self, pretty) {
            Ok(text) => text + "\n",
            // Writing into a String cannot fail, and every field has a plain RON form.
            Err(error) => unreachable!("a scenario always has a RON form: {error}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dir, TailRule};
    use crate::solver::{HamiltonOptions, SolverKind};

    const EXAMPLE: &str = r#"Scenario(
    version: 1,
    name: "Dead-end pocket",
    description: "The shortest path eats the food and leaves the head boxed in.",
    width: 6, height: 6,
    snake: [(2, 1), (3, 1), (3, 0)],   // head first
    heading: None,                      // only for a one-cell snake: Some(Right)
    food: [(3, 2)],                     // scripted, in order; then seeded random
    seed: 7,
    tail: Blocks,                       // or Follows
    step_limit: None,
    solver: Greedy,                     // Greedy | Hamilton | Backtrack | Cycle | Manual
)
"#;

    #[test]
    fn the_documented_example_reads() {
        let s = Scenario::from_ron_str(EXAMPLE, "example.ron").unwrap();
        assert_eq!(s.name, "Dead-end pocket");
        assert_eq!(s.snake, vec![(2, 1), (3, 1), (3, 0)]);
        assert_eq!(s.food, vec![(3, 2)]);
        assert_eq!(s.seed, 7);
        assert_eq!(s.tail, TailRule::Blocks);
        assert_eq!(s.validate(), Vec::new());
    }

    #[test]
    fn written_text_keeps_the_field_order_and_reads_back_equal() {
        let s = Scenario {
            name: "quote \" and\nnewline".to_owned(),
            heading: Some(Dir::Down),
            snake: vec![(5, 5)],
            food: vec![(0, 0), (-1, 300)],
            seed: u64::MAX,
            tail: TailRule::Follows,
            step_limit: Some(77),
            solver: SolverKind::Hamilton(HamiltonOptions {
                shortcut_until: 0.1,
                ..HamiltonOptions::default()
            }),
            ..Scenario::default()
        };
        let text = s.to_ron_string();
        let order = [
            "version: 1,",
            "name:",
            "description:",
            "width:",
            "height:",
            "snake:",
            "heading:",
            "food:",
            "seed:",
            "tail:",
            "step_limit:",
            "solver:",
        ];
        let positions: Vec<usize> = order.iter().map(|f| text.find(f).unwrap()).collect();
        assert!(positions.windows(2).all(|w| w[0] < w[1]), "{text}");
        assert!(text.starts_with("Scenario(\n"), "{text}");
        assert!(text.contains("snake: [(5, 5)],"), "{text}");
        let back = Scenario::from_ron_str(&text, "t.ron").unwrap();
        assert_eq!(back, s);
        assert_eq!(back.to_ron_string(), text);
    }

    #[test]
    fn quiz_ticks_are_written_last_and_only_when_given() {
        let plain = Scenario::default().to_ron_string();
        assert!(!plain.contains("quiz"), "{plain}");
        let s = Scenario {
            quiz: vec![3, 10, 27],
            ..Scenario::default()
        };
        let text = s.to_ron_string();
        assert!(text.ends_with("    quiz: [3, 10, 27],\n)\n"), "{text}");
        assert_eq!(Scenario::from_ron_str(&text, "t.ron").unwrap(), s);
        // The documented example, a version 1 file from before the field, still reads.
        let old = Scenario::from_ron_str(EXAMPLE, "example.ron").unwrap();
        assert!(old.quiz.is_empty());
    }

    #[test]
    fn terrain_and_a_guide_read_back_equal_and_a_bad_ground_is_named_where_it_is() {
        use crate::algo::search::{Heuristic, TieBreak};
        use crate::rules::Ground;
        let text = "(width: 8, height: 8, snake: [(1, 3)], search: (to: (7, 7),\n\
                    terrain: [((2, 2), Mud), ((3, 2), Water)], turn_cost: 0, \
                    heuristic: Octile, weight: 1.5, ties: SmallerG, directions: Eight))";
        let s = Scenario::from_ron_str(text, "t.ron").unwrap();
        let board = s.search.clone().expect("a search board");
        assert_eq!(
            board.terrain,
            [((2, 2), Ground::Mud), ((3, 2), Ground::Water)]
        );
        assert_eq!((board.turn_cost, board.turn_cost()), (Some(0), 0));
        let guide = board.guide();
        assert_eq!(guide.heuristic, Heuristic::Octile);
        assert_eq!(guide.weight.hundredths(), 150);
        assert_eq!(guide.ties, TieBreak::SmallerG);
        assert_eq!(board.directions(), crate::rules::Directions::Eight);
        let again = Scenario::from_ron_str(&s.to_ron_string(), "t.ron").unwrap();
        assert_eq!(again, s);
        let bad = text.replace("Water", "Lava");
        let error = Scenario::from_ron_str(&bad, "t.ron")
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("t.ron:2:") && error.contains("Lava"),
            "{error}"
        );
        let negative = text.replace("turn_cost: 0", "turn_cost: -1");
        let error = Scenario::from_ron_str(&negative, "t.ron")
            .unwrap_err()
            .to_string();
        assert!(error.contains("t.ron:2:"), "{error}");
        let heavy = text.replace("1.5", "0.5");
        let error = Scenario::from_ron_str(&heavy, "t.ron")
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("t.ron:2:") && error.contains("0.5"),
            "{error}"
        );
    }

    #[test]
    fn a_search_board_is_written_only_when_given_and_reads_back_equal() {
        use super::super::SearchBoard;
        let plain = Scenario::from_ron_str(EXAMPLE, "example.ron").unwrap();
        assert_eq!(plain.search, None);
        assert!(!plain.to_ron_string().contains("search"));
        let s = Scenario {
            search: Some(SearchBoard {
                from: Some((0, 0)),
                to: None,
                walls: vec![(3, 3), (3, 4)],
                ..SearchBoard::default()
            }),
            ..plain
        };
        let text = s.to_ron_string();
        assert!(
            text.ends_with(
                "    search: Some(SearchBoard(from: Some((0, 0)), walls: [(3, 3), (3, 4)])),\n)\n"
            ),
            "{text}"
        );
        assert_eq!(Scenario::from_ron_str(&text, "t.ron").unwrap(), s);
        // Written by hand, without `Some` or the struct's name; every part may be left out.
        let hand = Scenario::from_ron_str(
            "(width: 8, height: 8, snake: [(1, 3)], search: (from: (0, 0), to: (7, 7), \
             walls: [(3, 3)]))",
            "t.ron",
        )
        .unwrap();
        let board = hand.search.expect("a search board");
        assert_eq!((board.from, board.to), (Some((0, 0)), Some((7, 7))));
        assert_eq!(board.walls, [(3, 3)]);
        let empty = Scenario::from_ron_str(
            "(width: 8, height: 8, snake: [(1, 3)], search: SearchBoard())",
            "t.ron",
        )
        .unwrap();
        assert_eq!(empty.search, Some(SearchBoard::default()));
        let unknown = Scenario::from_ron_str(
            "(width: 8, height: 8, snake: [(1, 3)], search: (start: (0, 0)))",
            "t.ron",
        );
        assert!(unknown.unwrap_err().to_string().contains("start"));
    }

    #[test]
    fn options_may_omit_some() {
        let s = Scenario::from_ron_str(
            "Scenario(width: 4, height: 4, snake: [(0, 0)], heading: Down, step_limit: 9)",
            "t.ron",
        )
        .unwrap();
        assert_eq!(s.heading, Some(Dir::Down));
        assert_eq!(s.step_limit, Some(9));
        let s = Scenario::from_ron_str(
            "Scenario(width: 4, height: 4, snake: [(0, 0)], heading: Some(Up), step_limit: None)",
            "t.ron",
        )
        .unwrap();
        assert_eq!(s.heading, Some(Dir::Up));
        assert_eq!(s.step_limit, None);
    }

    #[test]
    fn negative_cells_parse_so_that_validation_can_name_them() {
        let s = Scenario::from_ron_str("(width: 6, height: 6, snake: [(-1, 3)])", "t.ron").unwrap();
        assert_eq!(s.snake, vec![(-1, 3)]);
        let problems = s.validate();
        assert_eq!(problems.len(), 1);
        assert!(problems[0].message.contains("(-1, 3)"));
    }

    #[test]
    fn breakpoints_are_written_only_when_there_are_some_and_read_back_equal() {
        use crate::explain::breakpoints::{Breakpoint, Condition};
        use crate::explain::facts::{FactKind, Refusal};
        let plain = Scenario::from_ron_str(EXAMPLE, "example.ron").unwrap();
        assert!(!plain.to_ron_string().contains("breakpoints"));
        let s = Scenario {
            breakpoints: vec![
                Breakpoint::new(Condition::Fact(FactKind::Refused(Refusal::PastFood))),
                Breakpoint {
                    when: Condition::HeadEnters(3, 4),
                    enabled: false,
                },
                Breakpoint::new(Condition::Doomed),
            ],
            ..plain
        };
        let text = s.to_ron_string();
        assert!(
            text.contains(
                "breakpoints: [Breakpoint(when: Fact(Refused(PastFood))), Breakpoint(when: \
                 HeadEnters(3, 4), enabled: false), Breakpoint(when: Doomed)],"
            ),
            "{text}"
        );
        let back = Scenario::from_ron_str(&text, "t.ron").unwrap();
        assert_eq!(back, s);
        // Written by hand: the struct's name may be left out, like everywhere in RON.
        let hand = Scenario::from_ron_str(
            "(width: 6, height: 6, snake: [(1, 3)], breakpoints: [(when: FoodEaten), \
             (when: LengthAtLeast(9), enabled: false)])",
            "t.ron",
        )
        .unwrap();
        assert_eq!(hand.breakpoints.len(), 2);
        assert!(!hand.breakpoints[1].enabled);
    }

    #[test]
    fn a_broken_breakpoint_is_named_where_it_is_written() {
        let err = Scenario::from_ron_str(
            "(width: 6, height: 6, snake: [(1, 3)],\n breakpoints: [(when: HeadAt(1, 2))])",
            "bp.ron",
        )
        .unwrap_err()
        .to_string();
        assert!(err.starts_with("bp.ron:2:"), "{err}");
        assert!(
            err.contains("HeadAt") && err.contains("HeadEnters"),
            "{err}"
        );
        let err = Scenario::from_ron_str(
            "(width: 6, height: 6, snake: [(1, 3)], breakpoints: [(when: Fact(Shortcuts))])",
            "bp.ron",
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("Shortcuts") && err.contains("Fallback"),
            "{err}"
        );
        let err = Scenario::from_ron_str(
            "(width: 6, height: 6, snake: [(1, 3)], breakpoints: [(enabled: true)])",
            "bp.ron",
        )
        .unwrap_err()
        .to_string();
        assert!(err.contains("when"), "{err}");
    }

    #[test]
    fn a_byte_order_mark_is_ignored() {
        let s = Scenario::from_ron_str("\u{feff}(width: 6, height: 6, snake: [(1, 3)])", "t.ron")
            .expect("a byte order mark before the scenario reads");
        assert_eq!((s.width, s.height), (6, 6));
        assert_eq!(s.snake, [(1, 3)]);
    }
}
