//! Everything a user can ask of the app, as one value, in the manner of rerun's `UICommand`:
//! keys ([`crate::keymap`]), menus, buttons, the board's clicks and tests all send a
//! [`Command`] into the frame's [`Commands`], and the shell carries each out in one place
//! (`ExplainerApp::perform`) at the end of the frame. Views read the state they show and send
//! commands to change it; none changes the game itself.
//!
//! What a view may ask of a room is said here too, one file a room, as data: the rooms that
//! carry a request out stand above this one and import it, never the other way round.
//! - [`files`]: a [`files::Request`] of the files room (open, save, export, a prompt's answer);
//! - [`scenarios`]: a scenario to open, the browser's pick, "Save this moment";
//! - [`editor`]: an [`editor::Edit`] of the board editor's draft, an
//!   [`editor::EditorRequest`];
//! - [`lesson`]: a [`lesson::LessonRequest`] of the lesson on screen, and where a lesson
//!   comes from;
//! - [`quiz`]: a [`quiz::QuizCommand`] of the quiz under way;
//! - [`race`]: a [`race::RaceCommand`] of the race view.

pub mod editor;
pub mod files;
pub mod lesson;
pub mod quiz;
pub mod race;
pub mod scenarios;

use crate::layout::SidePanel;
use crate::settings::Settings;
use editor::Edit;
use files::{ExportKind, Request};
use lesson::LessonRequest;
use quiz::QuizCommand;
use race::RaceCommand;
use snakescope_core::algo::search::Guide;
use snakescope_core::explain::Condition;
use snakescope_core::rules::{Dir, Directions, Pos};
use snakescope_core::session::Layer;
use snakescope_core::solver::SolverKind;
use snakescope_core::stages::Stage;

/// One thing a user asks for.
#[derive(Clone, Debug)]
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
    /// Show this moment (its tick recorded already), paused: a link's moment, by the rule
    /// every front end follows ([`snakescope_core::session::moment`]).
    ShowMoment(snakescope_core::session::Moment),
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
    /// The stage `n` places after the one on screen in the stage list (before, if negative),
    /// going round.
    CycleStage(isize),
    /// Prefer a stage without asking for a run of it: shown at every decision that runs it
    /// (a link's stage, where the decision on screen ran none).
    PreferStage(Stage),
    /// Replay the decision (`false`) or run the stage on the user's own board (`true`).
    OwnBoard(bool),
    /// The start and target of a run on the user's own board.
    Sandbox {
        /// Where it starts (shortest and longest path only), the head when `None`.
        start: Option<Pos>,
        /// Where it goes, the food when `None`.
        target: Option<Pos>,
    },
    /// How A* and best-first are guided (heuristic, weight, tie-break) on the scenario's
    /// search board: the stage on screen runs on its own with it, and the race follows.
    Guide(Guide),
    /// How the searches of the scenario's search board move, in four directions or eight:
    /// the search on screen runs in its form in those directions, and the race follows.
    Directions(Directions),

    // ----- manual play -----
    /// Steer (while paused: step) in a direction.
    Steer(Dir),

    // ----- what is shown -----
    /// Show or hide an overlay layer of the board.
    ShowLayer(Layer, bool),
    /// Show or hide a panel beside the board (in presenter view: recall it or put it away).
    TogglePanel(SidePanel),
    /// Show (`true`) or hide a panel beside the board, in the view on screen.
    ShowPanel(SidePanel, bool),
    /// Presenter view on or off.
    Presenter(bool),
    /// Presenter view, or back.
    TogglePresenter,
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
    /// The settings as a widget bound to them left them (the Settings menu, the legend's
    /// overlays): kept, and the language they choose taken up.
    Settings(Box<Settings>),

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
    /// Play the scenario on screen again from its start, with the same solver.
    Restart,
    /// Play the scenario on screen again, with this solver, from its start.
    PlayWith(SolverKind),
    /// Remember a solver outside snakescope played (`external:...` or `battlesnake:...`).
    RememberSolver(String),
    /// A change of the board editor's draft (or of its tool), as the editor's views send it.
    Edit(Edit),
    /// Something only the files know how to do: a scenario or lesson to play, the browser's
    /// pick, the editor's request, a prompt's answer, a dropped file.
    Files(Box<Request>),

    // ----- the lesson -----
    /// Something of the lesson on screen: a step on or back, a jump, the answer shown.
    Lesson(LessonRequest),

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

    // ----- trust -----
    /// The answer to the prompt about a file's program or bot: run it (the game opens again,
    /// and the file's contents are trusted from now on), or not.
    Trust(bool),

    // ----- the race -----
    /// Something of the race view: open or close it, the searches raced, its steps, its
    /// pictures.
    Race(RaceCommand),

    // ----- the quiz -----
    /// Start the quiz, or end it.
    ToggleQuiz,
    /// Something of the quiz under way.
    Quiz(QuizCommand),
}

/// What a command needs of the screen, which decides who refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Nothing of the game: the files, the lesson, the settings, the panels and the help.
    Nothing,
    /// The game on screen, which it does not move.
    TheGame,
    /// The game, which it moves (or the decision on screen, or a run that would).
    ToMoveTheGame,
}

impl Command {
    /// What the command needs of the screen. Every command is named, so that a new one does
    /// not compile until it says.
    pub fn needs(&self) -> Needs {
        use Command as C;
        match self {
            C::Open
            | C::Save
            | C::SaveAs
            | C::ShowEditor
            | C::ShowExplainer
            | C::Files(_)
            | C::Edit(_)
            | C::Lesson(_)
            | C::Settings(_)
            | C::TogglePanel(_)
            | C::ShowPanel(..)
            | C::Presenter(_)
            | C::TogglePresenter
            | C::ShowPlots(_)
            | C::AnimateSteps(_)
            | C::HeldCycleWhileBuilding(_)
            | C::Help(_)
            | C::DismissProblem
            | C::RememberSolver(_)
            | C::Trust(_) => Needs::Nothing,
            C::TickSpeed(_)
            | C::EventSpeed(_)
            | C::ShowLayer(..)
            | C::Export(_)
            | C::TakeMoment
            | C::Restart
            | C::PlayWith(_)
            | C::AddBreakpoint(_)
            | C::RemoveBreakpoint(_)
            | C::EnableBreakpoint(..)
            | C::ToggleHeadBreakpoint(_)
            | C::CancelBreakpointRun
            | C::CompareWith(_)
            | C::StopComparing
            | C::ToggleQuiz
            | C::Quiz(_)
            | C::Race(_) => Needs::TheGame,
            C::TogglePlay
            | C::StepTicks(_)
            | C::Home
            | C::End
            | C::PrevMarker
            | C::NextMarker
            | C::GoToTick(_)
            | C::GoToDecision(_)
            | C::ShowMoment(_)
            | C::RecordFurther
            | C::ToggleEvents
            | C::StepEvents(_)
            | C::GoToEvent(_)
            | C::SkipLine
            | C::OpenCheck(_)
            | C::Faster
            | C::Slower
            | C::PickStage(_)
            | C::CycleStage(_)
            | C::PreferStage(_)
            | C::OwnBoard(_)
            | C::Sandbox { .. }
            | C::Guide(_)
            | C::Directions(_)
            | C::Steer(_)
            | C::RunToBreakpoint
            | C::GoToDivergence
            | C::TakeOver(_)
            | C::SwitchBranch(_) => Needs::ToMoveTheGame,
        }
    }

    /// Whether it moves the game or the decision on screen (or starts a run that would): what
    /// the quiz refuses while it asks, since it would show the answer.
    pub fn moves_the_game(&self) -> bool {
        self.needs() == Needs::ToMoveTheGame
    }

    /// Whether it needs the game on screen: what the editor, which hides the game, refuses.
    pub fn needs_the_game(&self) -> bool {
        self.needs() != Needs::Nothing
    }
}

/// The commands sent during a frame, carried out in order at its end.
#[derive(Debug, Default)]
pub struct Commands {
    queue: Vec<Command>,
}

impl Commands {
    /// Sends `command`, to be carried out at the frame's end.
    pub fn send(&mut self, command: Command) {
        self.queue.push(command);
    }

    /// Sends `command` if there is one.
    pub fn send_some(&mut self, command: Option<Command>) {
        self.queue.extend(command);
    }

    /// Whether nothing was sent.
    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    /// Everything sent, in order, leaving none.
    pub fn take(&mut self) -> Vec<Command> {
        std::mem::take(&mut self.queue)
    }
}
