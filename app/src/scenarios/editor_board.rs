//! The board editor's board, which you draw on, and the draft's problems under it, each
//! numbered on the cell at fault.

use super::editor::Editor;
use super::sketch::{PROBLEM, Sketch, paint_sketch};
use crate::command::editor::{Cell, Edit, Tool};
use crate::command::{Command, Commands};
use egui::{RichText, Sense, Ui};
use snakescope_core::rules::{Ground, Pos};
use snakescope_core::words::sentence;
use snakescope_picture::board::BoardGeometry;

/// The board to draw on, filling the space given. A drag with the snake tool draws the snake
/// from head to tail; a click with the food tool adds or removes food. Each change is sent as
/// an [`Edit`], carried out at the frame's end.
pub fn editor_board_ui(ui: &mut Ui, editor: &Editor, commands: &mut Commands) {
    let hint = tool_hint(editor.tool);
    // In the body's size: read at arm's length, and from a projector.
    ui.label(RichText::new(hint).weak());
    let (rect, response) = ui.allocate_exact_size(
        ui.available_size().max(egui::vec2(60.0, 60.0)),
        Sense::click_and_drag(),
    );
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, tr!("Editor board")));
    let geo = editor
        .scenario()
        .grid()
        .ok()
        .map(|grid| BoardGeometry::fit(rect, &grid));
    let cell_at = |p: Option<egui::Pos2>| -> Option<Cell> {
        let pos = geo?.cell_at(p?)?;
        Some((i64::from(pos.x), i64::from(pos.y)))
    };
    let hovered = cell_at(response.hover_pos());
    send_edits(ui, &response, editor, cell_at, commands);

    let painter = ui.painter_at(rect);
    paint_sketch(
        &painter,
        rect,
        &Sketch {
            scenario: editor.scenario(),
            detail: true,
            problems: editor.problems(),
            hovered: hovered.map(|(x, y)| Pos::new(x as u16, y as u16)),
        },
    );
    if let Some(cell) = hovered {
        let mut lines = cell_lines(editor, cell);
        lines.extend(search_board_lines(editor, cell));
        response.on_hover_ui_at_pointer(|ui| {
            ui.set_min_width(260.0);
            for (i, line) in lines.iter().enumerate() {
                if i == 0 {
                    ui.strong(line);
                } else {
                    ui.label(line);
                }
            }
        });
    }
}

/// What the board says it does with `tool`, above it.
fn tool_hint(tool: Tool) -> String {
    match tool {
        Tool::Snake => tr!("Snake tool: press on the head's cell and drag to the tail."),
        Tool::Food => tr!("Food tool: click a cell to add it to the script, again to take it out."),
        Tool::SearchStart => tr!(
            "Search start: click the cell the graph searches start from (S), again to use the head."
        ),
        Tool::SearchTarget => tr!(
            "Search target: click the cell the graph searches look for (T), again to use the food."
        ),
        Tool::Walls => tr!(
            "Walls for the searches: press and drag to paint them; start on a wall to rub out. The game never sees them."
        ),
        Tool::Ground(Ground::Plain) => {
            tr!("Plain ground: press and drag to rub mud, water and walls out (a step in costs 1).")
        }
        Tool::Ground(ground) => tr!(
            "{ground} for the searches: press and drag to paint it (a step in costs {cost}); it replaces a wall. The game never sees it.",
            ground = sentence(ground.name()),
            cost = ground.cost()
        ),
    }
}

/// Sends what the pointer did on the board this frame, with the editor's tool, as
/// [`Edit`]s: `cell_at` names the cell under a point.
fn send_edits(
    ui: &Ui,
    response: &egui::Response,
    editor: &Editor,
    cell_at: impl Fn(Option<egui::Pos2>) -> Option<Cell>,
    commands: &mut Commands,
) {
    let mut edit = |edit: Edit| commands.send(Command::Edit(edit));
    // The cell the drag under way last drew on: a held pointer draws on another cell only.
    let drawn_id = response.id.with("drawn");
    let drawn: Option<Cell> = ui.data(|d| d.get_temp(drawn_id));
    let draws_on = |c: Cell| {
        ui.data_mut(|d| d.insert_temp(drawn_id, c));
        drawn != Some(c)
    };

    match editor.tool {
        Tool::Snake => {
            if response.drag_started()
                && let Some(c) = cell_at(ui.input(|i| i.pointer.press_origin()))
            {
                draws_on(c);
                edit(Edit::StartSnake(c));
            }
            // The drawing begun this frame is carried out before the cell drawn on.
            if response.dragged()
                && (editor.is_drawing() || response.drag_started())
                && let Some(c) = cell_at(response.interact_pointer_pos())
                && draws_on(c)
            {
                edit(Edit::ExtendSnake(c));
            }
            if response.drag_stopped() {
                edit(Edit::FinishSnake);
            }
            if response.clicked()
                && let Some(c) = cell_at(response.interact_pointer_pos())
            {
                edit(Edit::StartSnake(c));
                edit(Edit::FinishSnake);
            }
        }
        Tool::Food => {
            if response.clicked()
                && let Some(c) = cell_at(response.interact_pointer_pos())
            {
                edit(Edit::ToggleFood(c));
            }
        }
        Tool::SearchStart | Tool::SearchTarget => {
            if response.clicked()
                && let Some(c) = cell_at(response.interact_pointer_pos())
            {
                edit(if editor.tool == Tool::SearchStart {
                    Edit::ToggleSearchStart(c)
                } else {
                    Edit::ToggleSearchTarget(c)
                });
            }
        }
        Tool::Walls => {
            if response.drag_started()
                && let Some(c) = cell_at(ui.input(|i| i.pointer.press_origin()))
            {
                draws_on(c);
                edit(Edit::StartWalls(c));
            }
            if response.dragged()
                && let Some(c) = cell_at(response.interact_pointer_pos())
                && draws_on(c)
            {
                edit(Edit::PaintWall(c));
            }
            if response.drag_stopped() {
                edit(Edit::FinishWalls);
            }
            if response.clicked()
                && let Some(c) = cell_at(response.interact_pointer_pos())
            {
                edit(Edit::StartWalls(c));
                edit(Edit::FinishWalls);
            }
        }
        Tool::Ground(ground) => {
            for c in brushed(ui, response, &cell_at, &draws_on) {
                edit(Edit::PaintGround(c, ground));
            }
        }
    }
}

/// The cells a brush paints this frame: where a press that starts a drag began, each new
/// cell the drag goes over (`draws_on` says whether it is new, and notes it), and a cell
/// clicked (again too).
fn brushed(
    ui: &Ui,
    response: &egui::Response,
    cell_at: &impl Fn(Option<egui::Pos2>) -> Option<Cell>,
    draws_on: &impl Fn(Cell) -> bool,
) -> Vec<Cell> {
    let mut cells = Vec::new();
    if response.drag_started()
        && let Some(c) = cell_at(ui.input(|i| i.pointer.press_origin()))
    {
        draws_on(c);
        cells.push(c);
    }
    if (response.dragged() || response.clicked())
        && let Some(c) = cell_at(response.interact_pointer_pos())
        && (draws_on(c) || response.clicked())
    {
        cells.push(c);
    }
    cells
}

/// What the hover text says about `cell` on the search board: the searches' start, target,
/// a wall, or its mud or water.
fn search_board_lines(editor: &Editor, cell: Cell) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(board) = &editor.scenario().search {
        if board.from == Some(cell) {
            lines.push(tr!("where the graph searches start"));
        }
        if board.to == Some(cell) {
            lines.push(tr!("the cell the graph searches look for"));
        }
        if board.walls.contains(&cell) {
            lines.push(tr!("a wall for the searches alone"));
        }
    }
    let ground = editor.ground_at(cell);
    if ground != Ground::Plain {
        lines.push(tr!(
            "{ground} (costs {cost})",
            ground = ground.name(),
            cost = ground.cost()
        ));
    }
    lines
}

/// What the hover text says about `cell`: where it is, what is there, and its problems.
fn cell_lines(editor: &Editor, cell: Cell) -> Vec<String> {
    let s = editor.scenario();
    let mut lines = vec![format!("({}, {})", cell.0, cell.1)];
    if let Some(i) = s.snake.iter().position(|&c| c == cell) {
        lines.push(match i {
            0 => tr!("the snake's head (snake cell 0)").to_owned(),
            i if i + 1 == s.snake.len() => tr!("the snake's tail (snake cell {i})", i = i),
            i => tr!("snake cell {i}", i = i),
        });
    }
    for (i, _) in s.food.iter().enumerate().filter(|(_, f)| **f == cell) {
        lines.push(tr!(
            "food {n} of {food} in the script",
            n = i + 1,
            food = s.food.len()
        ));
    }
    for (k, p) in editor.problems_at(cell) {
        lines.push(format!("{}: {p}", k + 1));
    }
    lines
}

/// The problems' rows the list under the board shows before it scrolls.
const PROBLEM_ROWS: f32 = 2.0;

/// The height of the list of problems under the board: its heading and [`PROBLEM_ROWS`]
/// rows, whether there are problems or none, so that the board above it keeps its size as
/// problems come and go.
pub fn problems_height(ui: &Ui) -> f32 {
    let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    row * (1.0 + PROBLEM_ROWS)
}

/// The draft's problems, numbered as on the board, in the words of `snakescope check`, in
/// [`problems_height`] whatever their number (more scroll).
pub fn problems_ui(ui: &mut Ui, editor: &Editor) {
    let height = problems_height(ui);
    ui.set_min_height(height);
    ui.set_max_height(height);
    let problems = editor.problems();
    if problems.is_empty() {
        ui.colored_label(
            snakescope_picture::board::palette::ALLOWED,
            tr!("No problems: the scenario is ready to play and to save."),
        );
        return;
    }
    let n = problems.len();
    ui.colored_label(
        ui.visuals().error_fg_color,
        RichText::new(if n == 1 {
            tr!("1 problem (as snakescope check says it):")
        } else {
            tr!("{n} problems (as snakescope check says them):", n = n)
        })
        .strong(),
    );
    let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    egui::ScrollArea::vertical()
        .id_salt("snakescope.editor.problems")
        .max_height(row * PROBLEM_ROWS)
        .show(ui, |ui| {
            for (k, p) in problems.iter().enumerate() {
                ui.horizontal_wrapped(|ui| {
                    ui.colored_label(PROBLEM, RichText::new(format!("{}", k + 1)).strong());
                    ui.label(p.to_string());
                });
            }
        });
}
