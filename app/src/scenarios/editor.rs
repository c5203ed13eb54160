//! The board editor's state: the draft scenario, where it came from, whether it holds unsaved
//! edits, the tool in hand, and the draft's problems, recomputed after every edit by
//! [`Scenario::validate`] so that they read exactly as `snakescope check` prints them. No
//! drawing here ([`super::editor_controls`] and [`super::editor_board`] draw it).
//!
//! The draft is a plain [`Scenario`], unchecked: a snake may have gaps or cells off the board
//! while it is being drawn. That is the point of live problems; nothing here panics on it.

use crate::command::editor::{Cell, Tool};
use serde::{Deserialize, Serialize};
use snakescope_core::rules::{MAX_SIDE, MIN_SIDE};
use snakescope_core::scenario::{Problem, Scenario, SearchBoard};
use std::path::{Path, PathBuf};

/// The editor's draft as eframe keeps it between runs, under [`Draft::KEY`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Draft {
    /// The scenario, in the file format (so a draft from an older version reads like a file).
    pub text: String,
    /// Where it came from, for titles.
    pub origin: String,
    /// The file it was loaded from or saved to.
    pub path: Option<PathBuf>,
    /// Whether it has edits not saved to a file.
    pub dirty: bool,
    /// Whether the editor was on screen.
    pub open: bool,
}

impl Draft {
    /// The key under which eframe stores the draft.
    pub const KEY: &'static str = "snakescope.editor";
}

/// The board editor.
#[derive(Clone, Debug)]
pub struct Editor {
    scenario: Scenario,
    origin: String,
    path: Option<PathBuf>,
    dirty: bool,
    problems: Vec<Problem>,
    drawing: bool,
    /// While walls are painted: whether the stroke adds them (`true`) or rubs them out.
    painting: Option<bool>,
    /// The tool in hand.
    pub tool: Tool,
}

impl Editor {
    /// The editor on `scenario`, with no unsaved edits; `path` is the file it came from.
    pub fn new(scenario: Scenario, origin: impl Into<String>, path: Option<PathBuf>) -> Editor {
        let problems = scenario.validate();
        Editor {
            scenario,
            origin: origin.into(),
            path,
            dirty: false,
            problems,
            drawing: false,
            painting: None,
            tool: Tool::default(),
        }
    }

    /// The editor as it was when `draft` was kept; `None` if the text no longer parses.
    pub fn from_draft(draft: &Draft) -> Option<Editor> {
        let scenario = Scenario::from_ron_str(&draft.text, &draft.origin).ok()?;
        let mut editor = Editor::new(scenario, draft.origin.clone(), draft.path.clone());
        editor.dirty = draft.dirty;
        Some(editor)
    }

    /// The draft to keep, saying whether the editor is on screen.
    pub fn to_draft(&self, open: bool) -> Draft {
        Draft {
            text: self.scenario.to_ron_string(),
            origin: self.origin.clone(),
            path: self.path.clone(),
            dirty: self.dirty,
            open,
        }
    }

    /// The draft.
    pub fn scenario(&self) -> &Scenario {
        &self.scenario
    }

    /// Where the draft came from: a file, a built-in scenario, a game's moment.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// The file the draft was loaded from or last saved to.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Whether the draft has edits not saved to a file.
    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// Every problem of the draft, in `snakescope check`'s order and words.
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// The problems about `cell`, with their numbers in [`Editor::problems`].
    pub fn problems_at(&self, cell: Cell) -> impl Iterator<Item = (usize, &Problem)> {
        self.problems
            .iter()
            .enumerate()
            .filter(move |(_, p)| p.cell == Some(cell))
    }

    /// The draft's title: its name, else its file's name, else "untitled".
    pub fn title(&self) -> String {
        if !self.scenario.name.trim().is_empty() {
            return self.scenario.name.clone();
        }
        Path::new(&self.origin).file_name().map_or_else(
            || "untitled".to_owned(),
            |n| n.to_string_lossy().into_owned(),
        )
    }

    /// Changes the draft; an edit that changes something marks it unsaved and recomputes the
    /// problems. Returns whether anything changed.
    pub fn edit(&mut self, change: impl FnOnce(&mut Scenario)) -> bool {
        let before = self.scenario.clone();
        change(&mut self.scenario);
        if self.scenario == before {
            return false;
        }
        self.dirty = true;
        self.problems = self.scenario.validate();
        true
    }

    /// Checks the draft again, so that its problems speak the language now in use.
    pub fn recheck(&mut self) {
        self.problems = self.scenario.validate();
    }

    /// Resizes the board (within the rules' 2 to 256 cells a side). Cells that end up off the
    /// board stay, as problems, until they are redrawn or dropped.
    pub fn set_size(&mut self, width: i64, height: i64) {
        let side = |v: i64| v.clamp(i64::from(MIN_SIDE), i64::from(MAX_SIDE));
        self.edit(|s| {
            s.width = side(width);
            s.height = side(height);
        });
    }

    /// Whether a snake is being drawn.
    pub fn is_drawing(&self) -> bool {
        self.drawing
    }

    /// Starts a new snake with its head at `cell`.
    pub fn start_snake(&mut self, cell: Cell) {
        self.drawing = true;
        self.edit(|s| s.snake = vec![cell]);
    }

    /// Draws the snake on to `cell`, one cell at a time (a pointer that jumps fills the cells
    /// between, straight along the longer side first). Stepping back onto the cell before the
    /// last takes the last one back; the walk stops at a cell the snake already holds.
    pub fn extend_snake(&mut self, cell: Cell) {
        if !self.drawing {
            return;
        }
        let mut snake = self.scenario.snake.clone();
        let Some(mut last) = snake.last().copied() else {
            return;
        };
        while last != cell {
            let (dx, dy) = (cell.0 - last.0, cell.1 - last.1);
            let next = if dx.abs() >= dy.abs() {
                (last.0 + dx.signum(), last.1)
            } else {
                (last.0, last.1 + dy.signum())
            };
            if snake.len() >= 2 && snake[snake.len() - 2] == next {
                snake.pop();
            } else if snake.contains(&next) {
                break;
            } else {
                snake.push(next);
            }
            last = next;
        }
        self.edit(|s| {
            if snake.len() > 1 {
                // A longer snake heads from its neck to its head; a heading left over from a
                // one-cell snake would only disagree.
                s.heading = None;
            }
            s.snake = snake;
        });
    }

    /// Ends the snake being drawn.
    pub fn finish_snake(&mut self) {
        self.drawing = false;
    }

    /// Adds `cell` to the end of the food script, or takes it out if it is in it.
    pub fn toggle_food(&mut self, cell: Cell) {
        self.edit(|s| match s.food.iter().position(|&f| f == cell) {
            Some(i) => {
                s.food.remove(i);
            }
            None => s.food.push(cell),
        });
    }

    /// Makes `cell` the searches' start, or clears the start if it was `cell`. A search
    /// board left with nothing in it is dropped from the scenario.
    pub fn toggle_search_start(&mut self, cell: Cell) {
        self.edit_search_board(|b| b.from = (b.from != Some(cell)).then_some(cell));
    }

    /// Makes `cell` the searches' target, or clears the target if it was `cell`.
    pub fn toggle_search_target(&mut self, cell: Cell) {
        self.edit_search_board(|b| b.to = (b.to != Some(cell)).then_some(cell));
    }

    /// Starts a stroke of walls at `cell`: it adds walls, or rubs them out if `cell` is one.
    pub fn start_walls(&mut self, cell: Cell) {
        let is_wall = self
            .scenario
            .search
            .as_ref()
            .is_some_and(|b| b.walls.contains(&cell));
        self.painting = Some(!is_wall);
        self.paint_wall(cell);
    }

    /// Paints `cell` as the stroke under way does (adds or rubs out its wall); nothing
    /// without a stroke.
    pub fn paint_wall(&mut self, cell: Cell) {
        let Some(add) = self.painting else {
            return;
        };
        self.edit_search_board(|b| {
            let has = b.walls.contains(&cell);
            if add && !has {
                // A wall is never entered, so it has no ground: the last painted wins.
                b.terrain.retain(|&(c, _)| c != cell);
                b.walls.push(cell);
            } else if !add && has {
                b.walls.retain(|&w| w != cell);
            }
        });
    }

    /// Ends the stroke of walls.
    pub fn finish_walls(&mut self) {
        self.painting = None;
    }

    /// Takes every wall, the start and the target of the searches away.
    pub fn clear_search_board(&mut self) {
        self.edit(|s| s.search = None);
    }

    /// Changes the search board (an empty one if there is none), dropping it if it is left
    /// empty, so a scenario without one stays as it was written.
    pub(super) fn edit_search_board(&mut self, change: impl FnOnce(&mut SearchBoard)) {
        self.edit(|s| {
            let mut board = s.search.take().unwrap_or_default();
            change(&mut board);
            s.search = (board != SearchBoard::default()).then_some(board);
        });
    }

    /// Takes food `index` out of the script.
    pub fn remove_food(&mut self, index: usize) {
        self.edit(|s| {
            if index < s.food.len() {
                s.food.remove(index);
            }
        });
    }

    /// Empties the food script (food then comes from the seed alone).
    pub fn clear_food(&mut self) {
        self.edit(|s| s.food.clear());
    }

    /// Whether any snake or food cell lies off the board.
    pub fn has_cells_off_board(&self) -> bool {
        let s = &self.scenario;
        s.snake.iter().chain(&s.food).any(|&c| !on_board(s, c))
    }

    /// Drops the food off the board, and the snake from its first cell off the board on.
    pub fn drop_cells_off_board(&mut self) {
        self.edit(|s| {
            let keep = s.snake.iter().take_while(|&&c| on_board(s, c)).count();
            s.snake.truncate(keep);
            let food: Vec<Cell> = s.food.iter().copied().filter(|&c| on_board(s, c)).collect();
            s.food = food;
        });
    }

    /// Whether a breakpoint kept with the draft could never stop (its cell is off the board,
    /// say, after the board shrank): the draft cannot play until it is dropped.
    pub fn has_broken_breakpoints(&self) -> bool {
        self.problems.iter().any(|p| p.field == "breakpoints")
    }

    /// Drops the breakpoints the problems name (the editor has no other control over them:
    /// they are set in the debugger and kept with the scenario).
    pub fn drop_broken_breakpoints(&mut self) {
        let broken: Vec<usize> = self
            .problems
            .iter()
            .filter(|p| p.field == "breakpoints")
            .filter_map(|p| p.index)
            .collect();
        self.edit(|s| {
            let mut index = 0;
            s.breakpoints.retain(|_| {
                index += 1;
                !broken.contains(&(index - 1))
            });
        });
    }

    /// Notes that the draft exists nowhere else (a moment of a game): it counts as unsaved.
    pub fn mark_unsaved(&mut self) {
        self.dirty = true;
    }

    /// Notes that the draft is now saved in `path`.
    pub fn saved_as(&mut self, path: &Path) {
        self.path = Some(path.to_owned());
        self.origin = path.display().to_string();
        self.dirty = false;
    }
}

/// Whether `cell` lies on the scenario's board.
fn on_board(s: &Scenario, (x, y): Cell) -> bool {
    (0..s.width).contains(&x) && (0..s.height).contains(&y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::rules::Dir;

    fn blank() -> Editor {
        Editor::new(Scenario::default(), "test", None)
    }

    #[test]
    fn a_drag_draws_head_first_and_fills_jumps() {
        let mut e = blank();
        e.start_snake((5, 5));
        e.extend_snake((5, 3));
        e.extend_snake((2, 3));
        e.finish_snake();
        assert_eq!(
            e.scenario().snake,
            vec![(5, 5), (5, 4), (5, 3), (4, 3), (3, 3), (2, 3)]
        );
        assert!(e.is_dirty());
        assert_eq!(e.problems(), []);
        assert_eq!(e.scenario().start().unwrap().snake().heading(), Dir::Down);
    }

    #[test]
    fn stepping_back_takes_cells_back_and_the_body_stops_the_walk() {
        let mut e = blank();
        e.start_snake((1, 1));
        e.extend_snake((3, 1));
        e.extend_snake((2, 1));
        assert_eq!(e.scenario().snake, vec![(1, 1), (2, 1)]);
        e.extend_snake((2, 2));
        e.extend_snake((1, 2));
        e.extend_snake((1, 0));
        // (1, 1) is the head: the walk up stops below it.
        assert_eq!(e.scenario().snake, vec![(1, 1), (2, 1), (2, 2), (1, 2)]);
        e.finish_snake();
        e.extend_snake((5, 5));
        assert_eq!(e.scenario().snake.len(), 4, "no drawing after the release");
    }

    #[test]
    fn the_search_board_is_clicked_and_painted_and_dropped_when_empty() {
        let mut e = blank();
        e.toggle_search_start((0, 7));
        e.toggle_search_target((7, 7));
        e.start_walls((4, 4));
        e.paint_wall((4, 5));
        e.paint_wall((4, 6));
        e.finish_walls();
        e.paint_wall((1, 1));
        let board = e.scenario().search.clone().expect("a search board");
        assert_eq!(board.from, Some((0, 7)));
        assert_eq!(board.to, Some((7, 7)));
        assert_eq!(board.walls, vec![(4, 4), (4, 5), (4, 6)]);
        assert!(e.is_dirty());
        // A stroke that starts on a wall rubs walls out.
        e.start_walls((4, 5));
        e.paint_wall((4, 6));
        e.paint_wall((4, 7));
        e.finish_walls();
        assert_eq!(e.scenario().search.as_ref().unwrap().walls, vec![(4, 4)]);
        // A wall on the snake is a problem, as check says it.
        e.start_walls((1, 0));
        e.finish_walls();
        assert_eq!(e.problems_at((1, 0)).count(), 1, "{:?}", e.problems());
        e.start_walls((1, 0));
        e.finish_walls();
        e.start_walls((4, 4));
        e.finish_walls();
        e.toggle_search_start((0, 7));
        e.toggle_search_target((7, 7));
        assert_eq!(e.scenario().search, None);
        // Saved and read back, a search board is the same.
        e.toggle_search_target((5, 5));
        let text = e.scenario().to_ron_string();
        let again = Scenario::from_ron_str(&text, "test").unwrap();
        assert_eq!(again.search, e.scenario().search);
    }

    #[test]
    fn food_on_the_body_is_a_live_problem_in_check_s_words() {
        let mut e = blank();
        assert!(!e.is_dirty());
        e.toggle_food((2, 0));
        assert!(e.is_dirty());
        let problems: Vec<String> = e.problems().iter().map(|p| p.to_string()).collect();
        assert_eq!(
            problems,
            [
                "the first food at (2, 0) is on the snake's body (snake cell 1); the first food \
              must be on a free cell"
            ]
        );
        assert_eq!(e.problems_at((2, 0)).count(), 1);
        e.toggle_food((2, 0));
        assert!(e.problems().is_empty());
        assert!(e.scenario().food.is_empty());
    }

    #[test]
    fn shrinking_leaves_problems_until_the_cells_are_dropped() {
        let mut e = blank();
        e.toggle_food((7, 7));
        e.set_size(3, 3);
        assert!(e.has_cells_off_board());
        assert!(e.problems().iter().any(|p| p.cell == Some((3, 0))));
        e.drop_cells_off_board();
        assert_eq!(e.scenario().snake, vec![]);
        e.set_size(1, 999);
        assert_eq!((e.scenario().width, e.scenario().height), (2, 256));
    }

    #[test]
    fn breakpoints_left_off_a_shrunk_board_are_problems_until_dropped() {
        use snakescope_core::explain::{Breakpoint, Condition};
        let mut e = Editor::new(
            Scenario {
                breakpoints: vec![
                    Breakpoint::new(Condition::HeadEnters(7, 7)),
                    Breakpoint::new(Condition::FoodEaten),
                    Breakpoint::new(Condition::HeadEnters(1, 1)),
                ],
                ..Scenario::default()
            },
            "test",
            None,
        );
        assert!(!e.has_broken_breakpoints());
        e.set_size(6, 6);
        assert!(e.has_broken_breakpoints());
        e.drop_broken_breakpoints();
        assert!(!e.has_broken_breakpoints());
        assert_eq!(
            e.scenario().breakpoints,
            [
                Breakpoint::new(Condition::FoodEaten),
                Breakpoint::new(Condition::HeadEnters(1, 1))
            ]
        );
    }

    #[test]
    fn a_draft_survives_a_round_trip() {
        let mut e = blank();
        e.toggle_food((5, 5));
        let d = e.to_draft(true);
        let back = Editor::from_draft(&d).unwrap();
        assert_eq!(back.scenario(), e.scenario());
        assert!(back.is_dirty());
        assert!(
            Editor::from_draft(&Draft {
                text: "(".into(),
                ..d
            })
            .is_none()
        );
    }
}
