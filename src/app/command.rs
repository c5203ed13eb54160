//! Everything a user can ask of the app, as one value, in the manner of rerun's `UICommand`:
//! keys ([`crate::app::keymap`]), menus, buttons, the board's clicks and tests all send a
//! [`Command`], and the shell carries each out in one place (`ExplainerApp::perform`) at the
//! end of the frame. Views read the state they show and send commands to change it; none
//! changes the game itself.

use crate::app::keymap::QuizKey;
use crate::app::layout::SidePanel;
use crate::explain::Condition;
use crate::picture::PictureFormat;
use crate::rules::{Dir, Pos};
use crate::session::Layer;
use crate::solver::SolverKind;
use crate::stages::Stage;

/// One thing a user asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    // ----- the game timeline -----
    /// Play or pause the game.
    TogglePlay,
    /// Step the game by this many ticks (manual play: play on past the end).
    StepTicks(isize),
    /// The first tick.
    Home,
    /// The last tick recorded.
    End,
    /// The previous marker of the game timeline.
    PrevMarker,
    /// The next marker.
    NextMarker,
    /// Show this tick.
    GoToTick(usize),
    /// Show this tick and explain its decision from the check its move follows from.
    GoToDecision(usize),
    /// Record another stretch of a game that stopped recording at its limit.
    RecordFurther,

    // ----- the decision timeline -----
    /// Play or pause the decision's events.
    ToggleEvents,
    /// Step the decision's events by this many.
    StepEvents(isize),
    /// Show the first this-many events of the decision (or of a run on its own).
    GoToEvent(usize),
    /// Skip to the next event made by another line of the pseudo-code.
    SkipLine,
    /// Replay the events of this check of the decision, to that check's end.
    OpenCheck(usize),

    // ----- speed -----
    /// Whichever timeline plays (else the game's) faster.
    Faster,
    /// Slower.
    Slower,
    /// The game's speed, in ticks per second.
    TickSpeed(f64),
    /// The decision's speed, in events per second.
    EventSpeed(f64),

    // ----- stages -----
    /// Pick a stage: the decision's check it answered, else a run on the user's own board.
    PickStage(Stage),
    /// Replay the decision (`false`) or run the stage on the user's own board (`true`).
    OwnBoard(bool),
    /// The start and target of a run on the user's own board.
    Sandbox {
        /// Where it starts (shortest and longest path only), the head when `None`.
        start: Option<Pos>,
        /// Where it goes, the food when `None`.
        target: Option<Pos>,
    },

    // ----- manual play -----
    /// Steer (while paused: step) in a direction.
    Steer(Dir),

    // ----- what is shown -----
    /// Show or hide an overlay layer of the board.
    ShowLayer(Layer, bool),
    /// Show or hide a panel beside the board (in presenter view: recall it or put it away).
    TogglePanel(SidePanel),
    /// Show a panel beside the board.
    ShowPanel(SidePanel),
    /// Presenter view on or off.
    Presenter(bool),
    /// The plots on or off.
    ShowPlots(bool),
    /// "Animate each step" on or off.
    AnimateSteps(bool),
    /// Draw the cycle the solver holds while a stage builds one.
    HeldCycleWhileBuilding(bool),
    /// Open or close the help overlay.
    Help(bool),
    /// Put the problem on screen away.
    DismissProblem,

    // ----- files -----
    /// Ask for a scenario file and open it.
    Open,
    /// Save the editor's draft (or the scenario on screen) to its file, or ask where.
    Save,
    /// Save to a new file.
    SaveAs,
    /// Export something of the game on screen.
    Export(ExportKind),
    /// Save the tick on screen as a new scenario ("Save this moment").
    TakeMoment,
    /// The board editor on screen.
    ShowEditor,
    /// The explainer on screen.
    ShowExplainer,
    /// Play the scenario on screen again, with this solver, from its start.
    PlayWith(SolverKind),
    /// Remember a solver outside snakescope played (`external:...` or `battlesnake:...`).
    RememberSolver(String),

    // ----- the debugger -----
    /// A breakpoint on this condition, switched on.
    AddBreakpoint(Condition),
    /// Take breakpoint `index` away.
    RemoveBreakpoint(usize),
    /// Switch breakpoint `index` on or off.
    EnableBreakpoint(usize, bool),
    /// A breakpoint where the head enters this cell, or none if there is one.
    ToggleHeadBreakpoint(Pos),
    /// Run to the next breakpoint.
    RunToBreakpoint,
    /// Stop looking for the next breakpoint.
    CancelBreakpointRun,
    /// Play the scenario with this solver too, beside the game.
    CompareWith(SolverKind),
    /// Stop comparing.
    StopComparing,
    /// Go to where the compared games part.
    GoToDivergence,
    /// Take the game over from the tick on screen with this solver (or by hand).
    TakeOver(SolverKind),
    /// Show branch `index`.
    SwitchBranch(usize),

    // ----- the quiz -----
    /// Start the quiz, or end it.
    ToggleQuiz,
    /// Something of the quiz under way.
    Quiz(QuizCommand),
}

/// What the quiz is asked while it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizCommand {
    /// One of its keys (choose a cell, confirm, yes, no).
    Key(QuizKey),
    /// A click on this cell of the board.
    Cell(Pos),
    /// After an answer: on to the next question.
    Next,
    /// While the game plays on to a question: go there at once.
    SkipToQuestion,
    /// Whether a check of the decision is asked before the move.
    AskCheck(bool),
    /// Close the summary (which ends the quiz).
    CloseSummary,
    /// From the summary: show a decision missed.
    GoToMissed(usize),
}

/// What can be exported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// Every tick recorded so far, one CSV row each.
    Ticks,
    /// The board and the chain of checks of the decision on screen, as text.
    Decision,
    /// The whole game as a file to open again later (its scenario, moves, food, and a
    /// program's answers), at the tick on screen.
    Game,
    /// A picture of the board, or an animation.
    Picture(PictureFormat),
    /// The moment on screen, added as the next step of a lesson file.
    LessonStep,
}

impl ExportKind {
    /// The name of the dialog's file filter, e.g. "CSV table".
    pub fn filter_name(self) -> String {
        match self {
            ExportKind::Ticks => tr!("CSV table"),
            ExportKind::Decision => tr!("Text"),
            ExportKind::Game => tr!("snakescope game"),
            ExportKind::LessonStep => tr!("snakescope lesson"),
            ExportKind::Picture(PictureFormat::Png) => tr!("PNG picture"),
            ExportKind::Picture(PictureFormat::Svg) => tr!("SVG picture"),
            ExportKind::Picture(PictureFormat::Gif) => tr!("Animated GIF"),
        }
    }

    /// The file extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            ExportKind::Ticks => "csv",
            ExportKind::Decision => "txt",
            ExportKind::Game | ExportKind::LessonStep => "ron",
            ExportKind::Picture(format) => format.extension(),
        }
    }

    /// The dialog's title.
    pub fn title(self) -> String {
        match self {
            ExportKind::Ticks => tr!("Export the ticks as CSV"),
            ExportKind::Decision => tr!("Export this decision as text"),
            ExportKind::Game => tr!("Save the game"),
            ExportKind::LessonStep => tr!("Add this moment to a lesson"),
            ExportKind::Picture(PictureFormat::Png) => tr!("Export the board as PNG"),
            ExportKind::Picture(PictureFormat::Svg) => tr!("Export the board as SVG"),
            ExportKind::Picture(PictureFormat::Gif) => tr!("Export an animation as GIF"),
        }
    }
}
