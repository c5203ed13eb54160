//! The scenario as it is written in a file: one field per setting, in the file's order.

use super::search_board::SearchBoard;
use super::solver_spec;
use crate::explain::breakpoints::Breakpoint;
use crate::rules::{Dir, TailRule};
use crate::solver::SolverKind;
use serde::{Deserialize, Serialize};

/// The version of the file format this module reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// A starting position and every setting needed to replay a game from it.
///
/// The fields mirror the file one to one, so what is read is exactly what was written and a
/// load followed by a save changes nothing. Because of that the values are *unchecked*: cells
/// and sizes are signed numbers that may lie off any board. [`Scenario::validate`] says what is
/// wrong with them; [`Scenario::start`] refuses to build a game until nothing is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Scenario", deny_unknown_fields)]
pub struct Scenario {
    /// The format version; only [`FORMAT_VERSION`] (1) is understood. Defaults to 1.
    #[serde(default = "format_version")]
    pub version: u32,
    /// A short title for menus and reports. Defaults to empty.
    #[serde(default)]
    pub name: String,
    /// What the scenario shows, in a sentence or two. Defaults to empty.
    #[serde(default)]
    pub description: String,
    /// Columns of the board; the rules allow 2 to 256.
    pub width: i64,
    /// Rows of the board; the rules allow 2 to 256.
    pub height: i64,
    /// The snake's cells `(x, y)`, head first, each next to the one before.
    pub snake: Vec<(i64, i64)>,
    /// The direction of a one-cell snake (Right when left out). A longer snake heads from its
    /// neck to its head; a heading given for it must agree with that, or it is a problem.
    #[serde(default)]
    pub heading: Option<Dir>,
    /// Scripted food cells, served in order (one on the snake when its turn comes is skipped);
    /// after them food is drawn at random from [`Scenario::seed`].
    #[serde(default)]
    pub food: Vec<(i64, i64)>,
    /// The seed of the random food that follows the script. Defaults to 0.
    #[serde(default)]
    pub seed: u64,
    /// Whether the head may enter the cell the tail is leaving. Defaults to `Blocks`.
    #[serde(default)]
    pub tail: TailRule,
    /// Moves after which the game stops; `None` means `max(5000, cells²)`.
    #[serde(default)]
    pub step_limit: Option<u64>,
    /// Who plays, with options: `Greedy`, `Hamilton(shortcut_until: 0.5)`,
    /// `Backtrack(budget: 2000000)`, `Cycle` or `Manual`. Defaults to `Greedy`.
    #[serde(default = "greedy", with = "solver_spec")]
    pub solver: SolverKind,
    /// The ticks a quiz asks about, in increasing order (tick 0 is the first move): at each
    /// the game pauses and the class predicts the move. Empty, the default (and what files
    /// written before this field read as), means every decision; written only when given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub quiz: Vec<u64>,
    /// Where the debugger stops, each switched on or off: `[Breakpoint(when: Fact(Fallback)),
    /// Breakpoint(when: HeadEnters(3, 4), enabled: false)]` (see
    /// [`crate::explain::breakpoints`]). Optional, and written only when there are some, so
    /// files without it read and write as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub breakpoints: Vec<Breakpoint>,
    /// The board a class's graph searches run on: `SearchBoard(from: (0, 0), to: (7, 7),
    /// walls: [(3, 3)])`, where they start (the head if left out), what they look for (the
    /// food if left out) and walls for the searches alone, which never change the game's
    /// rules. Optional, and written only when given, so files without it read and write as
    /// before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search: Option<SearchBoard>,
}

fn format_version() -> u32 {
    FORMAT_VERSION
}

fn greedy() -> SolverKind {
    SolverKind::GREEDY
}

impl Scenario {
    /// The solver that plays this scenario, with its options.
    pub fn solver_kind(&self) -> SolverKind {
        self.solver
    }
}

impl Default for Scenario {
    /// The benchmark's standard start: an 8x8 board, a snake of four on the top row with its
    /// head at (3, 0) heading right, random food from seed 0, the greedy solver.
    fn default() -> Self {
        Scenario {
            version: FORMAT_VERSION,
            name: String::new(),
            description: String::new(),
            width: 8,
            height: 8,
            snake: vec![(3, 0), (2, 0), (1, 0), (0, 0)],
            heading: None,
            food: Vec::new(),
            seed: 0,
            tail: TailRule::Blocks,
            step_limit: None,
            solver: SolverKind::GREEDY,
            quiz: Vec::new(),
            breakpoints: Vec::new(),
            search: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_board_and_the_snake_are_required() {
        let s = Scenario::from_ron_str("Scenario(width: 6, height: 5, snake: [(1, 1)])", "t.ron")
            .unwrap();
        assert_eq!(s.version, 1);
        assert_eq!(s.name, "");
        assert_eq!(s.description, "");
        assert_eq!((s.width, s.height), (6, 5));
        assert_eq!(s.snake, vec![(1, 1)]);
        assert_eq!(s.heading, None);
        assert!(s.food.is_empty());
        assert_eq!(s.seed, 0);
        assert_eq!(s.tail, TailRule::Blocks);
        assert_eq!(s.step_limit, None);
        assert_eq!(s.solver_kind(), SolverKind::GREEDY);
        assert!(s.breakpoints.is_empty());
        assert!(s.quiz.is_empty());
        assert_eq!(s.search, None);
    }

    #[test]
    fn the_struct_name_may_be_left_out() {
        let s = Scenario::from_ron_str("(width: 6, height: 5, snake: [(1, 1)])", "t.ron").unwrap();
        assert_eq!(s.width, 6);
    }

    #[test]
    fn each_required_field_is_required() {
        for missing in ["width", "height", "snake"] {
            let fields: Vec<&str> = [
                ("width", "width: 4"),
                ("height", "height: 4"),
                ("snake", "snake: [(0, 0)]"),
            ]
            .iter()
            .filter(|(name, _)| *name != missing)
            .map(|(_, text)| *text)
            .collect();
            let text = format!("Scenario({})", fields.join(", "));
            let err = Scenario::from_ron_str(&text, "t.ron").unwrap_err();
            assert!(err.to_string().contains(missing), "{err}");
        }
    }

    #[test]
    fn the_default_is_the_benchmark_start_and_is_valid() {
        let s = Scenario::default();
        assert_eq!((s.width, s.height), (8, 8));
        assert_eq!(s.snake.len(), 4);
        assert_eq!(s.snake[0], (3, 0));
        assert!(s.snake.iter().all(|&(_, y)| y == 0));
        assert_eq!(s.solver_kind(), SolverKind::GREEDY);
        assert_eq!(s.validate(), Vec::new());
    }
}
