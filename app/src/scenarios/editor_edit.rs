//! An edit of the board editor's draft carried out: the editor's views read the draft and
//! draw it, and send each change as a [`crate::command::Command::Edit`] (what an edit may be
//! is [`crate::command::editor::Edit`]); the shell carries it out at the frame's end
//! ([`Editor::apply`]), where every other change of state is made.

use super::editor::Editor;
use crate::command::editor::Edit;

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
