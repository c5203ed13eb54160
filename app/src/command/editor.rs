//! What the board editor's views ask for ([`crate::scenarios::editor`]): each change of the
//! draft (or of the [`Tool`] in hand) as one [`Edit`], carried out where every other change
//! of state is made (`Editor::apply`), and what the editor cannot do itself (play, save,
//! start over, close) as an [`EditorRequest`], which the files room carries out. Data only.

use snakescope_core::rules::{Dir, Ground, TailRule};
use snakescope_core::solver::SolverKind;

/// What a click or a drag on the editor's board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Tool {
    /// Press on the head's cell and drag to the tail: the snake is drawn anew.
    #[default]
    Snake,
    /// Click a cell to add it to the food script (in order), or to take it out.
    Food,
    /// Click the cell the graph searches start from (instead of the head); again to clear.
    SearchStart,
    /// Click the cell the graph searches look for (instead of the food); again to clear.
    SearchTarget,
    /// Press and drag to paint walls for the searches alone (starting on a wall rubs them
    /// out): the game's rules never see them.
    Walls,
    /// Press and drag to paint this ground for the searches (mud, water; plain ground rubs
    /// terrain and walls out).
    Ground(Ground),
}

/// A cell as the file writes it, `(x, y)`, possibly off the board.
pub type Cell = (i64, i64);

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

/// What the editor asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorRequest {
    /// Play the draft in the explainer.
    Play,
    /// Save the draft to its file (or ask where, if it has none).
    Save,
    /// Ask where, then save the draft there.
    SaveAs,
    /// Start over on a new board.
    New,
    /// Edit the scenario of the game on screen instead.
    EditGame,
    /// Close the editor, discarding the draft.
    Close,
}
