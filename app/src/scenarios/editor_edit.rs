//! An edit of the board editor's draft as one value: the editor's views read the draft and
//! draw it, and send each change as a [`crate::command::Command::Edit`]; the shell carries it
//! out at the frame's end ([`Editor::apply`]), where every other change of state is made.

use super::editor::{Cell, Editor, Tool};
use snakescope_core::rules::{Dir, Ground, TailRule};
use snakescope_core::solver::SolverKind;

/// One change of the draft (or of the tool in hand).
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// Take this tool in hand.
    Tool(Tool),
    /// The scenario's name.
    Name(String),
    /// The scenario's description.
    Description(String),
    /// The board's width and height (clamped to the rules' sides).
    Size(i64, i64),
    /// The heading of a one-cell snake (`None`: from the body).
    Heading(Option<Dir>),
    /// The seed of the random food after the script.
    Seed(u64),
    /// The tail's rule.
    Tail(TailRule),
    /// The step limit (`None`: the default).
    StepLimit(Option<u64>),
    /// The ticks the quiz asks about.
    Quiz(Vec<u64>),
    /// The solver and its options.
    Solver(SolverKind),
    /// A new snake's head, pressed on: the drawing begins.
    StartSnake(Cell),
    /// The snake drawn on to this cell.
    ExtendSnake(Cell),
    /// The snake's drawing ends.
    FinishSnake,
    /// Food added to the script at this cell, or taken out.
    ToggleFood(Cell),
    /// The searches' start at this cell, or back at the head.
    ToggleSearchStart(Cell),
    /// The searches' target at this cell, or back at the food.
    ToggleSearchTarget(Cell),
    /// A stroke of walls begins at this cell (adding them, or rubbing out if it is one).
    StartWalls(Cell),
    /// The stroke goes over this cell.
    PaintWall(Cell),
    /// The stroke ends.
    FinishWalls,
    /// The searches' start, target and walls taken away.
    ClearSearchBoard,
    /// The food script's entry at this index taken out.
    RemoveFood(usize),
    /// The food script emptied.
    ClearFood,
    /// The food and the snake's cells off the board dropped.
    DropCellsOffBoard,
    /// The breakpoints that cannot stop dropped.
    DropBrokenBreakpoints,

    // ----- the search board's terrain -----
    /// This cell painted with this ground (plain ground rubs mud, water and a wall out).
    PaintGround(Cell, Ground),
}

impl Editor {
    /// Carries `edit` out on the draft.
    pub fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Tool(tool) => self.tool = tool,
            Edit::Name(name) => _ = self.edit(|s| s.name = name),
            Edit::Description(text) => _ = self.edit(|s| s.description = text),
            Edit::Size(width, height) => self.set_size(width, height),
            Edit::Heading(heading) => _ = self.edit(|s| s.heading = heading),
            Edit::Seed(seed) => _ = self.edit(|s| s.seed = seed),
            Edit::Tail(tail) => _ = self.edit(|s| s.tail = tail),
            Edit::StepLimit(limit) => _ = self.edit(|s| s.step_limit = limit),
            Edit::Quiz(ticks) => _ = self.edit(|s| s.quiz = ticks),
            Edit::Solver(solver) => _ = self.edit(|s| s.solver = solver),
            Edit::StartSnake(cell) => self.start_snake(cell),
            Edit::ExtendSnake(cell) => self.extend_snake(cell),
            Edit::FinishSnake => self.finish_snake(),
            Edit::ToggleFood(cell) => self.toggle_food(cell),
            Edit::ToggleSearchStart(cell) => self.toggle_search_start(cell),
            Edit::ToggleSearchTarget(cell) => self.toggle_search_target(cell),
            Edit::StartWalls(cell) => self.start_walls(cell),
            Edit::PaintWall(cell) => self.paint_wall(cell),
            Edit::FinishWalls => self.finish_walls(),
            Edit::ClearSearchBoard => self.clear_search_board(),
            Edit::RemoveFood(index) => self.remove_food(index),
            Edit::ClearFood => self.clear_food(),
            Edit::DropCellsOffBoard => self.drop_cells_off_board(),
            Edit::DropBrokenBreakpoints => self.drop_broken_breakpoints(),
            Edit::PaintGround(cell, ground) => self.paint_ground(cell, ground),
        }
    }
}
