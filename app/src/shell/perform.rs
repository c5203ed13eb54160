//! Where every [`Command`] is carried out: the keys', the menus', the panels', the board's and
//! the tests'. Whatever sends it, a command is refused in one place: the game's commands while
//! the editor hides the game, and those that would move the game to its answer while the quiz
//! asks.

use super::presenter::panel_switch;
use super::solver_prompt::remember;
use super::{ExplainerApp, StepEntry};
use crate::command::Command;
use crate::command::files::{RaceExport, Request};
use crate::command::lesson::LessonRequest;
use crate::command::quiz::QuizCommand;
use crate::command::race::RaceCommand;
use crate::command::scenarios::Opening;
use crate::files::View;
use crate::settings::Settings;
use snakescope_core::session::{Moment, MomentError};
use snakescope_core::solver::SolverKind;
use snakescope_picture::format::PictureFormat;

impl ExplainerApp {
    /// Sends `command`, carried out at the end of the frame (or by [`ExplainerApp::perform`]
    /// at once).
    pub fn send(&mut self, command: Command) {
        self.commands.send(command);
    }

    /// Carries out the commands sent so far, in order.
    pub(super) fn carry_out_commands(&mut self) {
        for command in self.commands.take() {
            self.perform(command);
        }
    }

    /// Carries out one command, unless the screen refuses it: a command of the game while the
    /// editor is on screen, one that moves the game while the quiz asks. Then the race (if on
    /// screen) follows the board the command left.
    pub fn perform(&mut self, command: Command) {
        self.carry_out(command);
        self.screen.race.follow(&self.state);
    }

    /// [`ExplainerApp::perform`]'s command itself.
    fn carry_out(&mut self, command: Command) {
        let Some(command) = self.admitted(command) else {
            return;
        };
        // Every command by name, so that a new one does not compile until it is carried out
        // here.
        let state = &mut self.state;
        match command {
            Command::Open => self.request(Request::Open),
            Command::Save => self.request(Request::Save),
            Command::SaveAs => self.request(Request::SaveAs),
            Command::Export(kind) => self.request(Request::Export(kind)),
            Command::TakeMoment => self.request(Request::TakeMoment),
            Command::ShowEditor => self.request(Request::ShowEditor),
            Command::ShowExplainer => self.request(Request::ShowExplainer),
            Command::Files(request) => self.request(*request),
            Command::Edit(edit) => self.desk.edit(edit),
            Command::Restart => self.play_again(None),
            Command::PlayWith(kind) => {
                chosen_by_the_user(kind);
                self.play_again(Some(kind))
            }
            Command::Trust(run) => self.answer_trust(run),
            Command::Lesson(asked) => self.lesson_request(asked),
            Command::ToggleQuiz => self.toggle_quiz(),
            Command::Quiz(asked) => self.quiz_command(asked),
            Command::Race(asked) => self.race_command(asked),
            Command::Help(open) => self.help_open = open,
            Command::DismissProblem => self.error = None,
            // The settings: what is shown, how fast, in which language.
            Command::Settings(new) => self.take_settings(*new),
            Command::RememberSolver(entry) => {
                remember(&mut state.settings_mut().recent_solvers, entry)
            }
            Command::TogglePanel(panel) => {
                if let Some(on) = panel_switch(state.settings_mut(), panel) {
                    *on = !*on;
                }
            }
            Command::ShowPanel(panel, show) => {
                if let Some(on) = panel_switch(state.settings_mut(), panel) {
                    *on = show;
                }
            }
            Command::Presenter(on) => state.settings_mut().presenter = on,
            Command::TogglePresenter => {
                let settings = state.settings_mut();
                settings.presenter = !settings.presenter;
            }
            Command::ShowPlots(on) => {
                state.settings_mut().show_plots = on;
                self.screen.layout.set_plots_open(on);
            }
            Command::AnimateSteps(on) => state.settings_mut().animate_steps = on,
            Command::HeldCycleWhileBuilding(on) => {
                state.settings_mut().held_cycle_while_building = on
            }
            Command::ShowLayer(layer, on) => state.show_layer(layer, on),
            Command::TickSpeed(speed) => state.settings_mut().tick_speed = speed,
            Command::EventSpeed(speed) => state.settings_mut().event_speed = speed,
            // The debugger: breakpoints, the comparison, the branches.
            debugger @ (Command::AddBreakpoint(_)
            | Command::RemoveBreakpoint(_)
            | Command::EnableBreakpoint(..)
            | Command::ToggleHeadBreakpoint(_)
            | Command::RunToBreakpoint
            | Command::CancelBreakpointRun
            | Command::CompareWith(_)
            | Command::StopComparing
            | Command::GoToDivergence
            | Command::TakeOver(_)
            | Command::SwitchBranch(_)) => self.debugger_command(debugger),
            // The timelines: ticks, events, stages, speed, steering.
            timeline @ (Command::TogglePlay
            | Command::StepTicks(_)
            | Command::Home
            | Command::End
            | Command::PrevMarker
            | Command::NextMarker
            | Command::GoToTick(_)
            | Command::GoToDecision(_)
            | Command::ShowMoment(_)
            | Command::RecordFurther
            | Command::ToggleEvents
            | Command::StepEvents(_)
            | Command::GoToEvent(_)
            | Command::SkipLine
            | Command::OpenCheck(_)
            | Command::Faster
            | Command::Slower
            | Command::PickStage(_)
            | Command::CycleStage(_)
            | Command::PreferStage(_)
            | Command::OwnBoard(_)
            | Command::Sandbox { .. }
            | Command::Guide(_)
            | Command::Directions(_)
            | Command::Steer(_)) => self.timeline_command(timeline),
        }
    }

    /// `command` as the screen admits it: `None` if it refuses it (a command of the game
    /// while the editor is on screen, one that moves the game while the quiz asks); while the
    /// race is on screen, the decision's event keys step the race.
    fn admitted(&self, command: Command) -> Option<Command> {
        if command.needs_the_game() && self.desk.view() != View::Explain {
            return None;
        }
        if command.moves_the_game() && self.quiz.is_asking() {
            return None;
        }
        Some(match command {
            Command::StepEvents(n) if self.screen.race.is_open() => {
                Command::Race(RaceCommand::Step(n))
            }
            Command::ToggleEvents if self.screen.race.is_open() => {
                Command::Race(RaceCommand::TogglePlay)
            }
            Command::GoToEvent(n) if self.screen.race.is_open() => {
                Command::Race(RaceCommand::GoTo(n))
            }
            other => other,
        })
    }

    /// The debugger's commands: breakpoints, the comparison, the branches. A comparison or a
    /// take-over that cannot start says why in its own place in the panel.
    fn debugger_command(&mut self, command: Command) {
        let state = &mut self.state;
        match command {
            Command::AddBreakpoint(condition) => {
                state.add_breakpoint(condition);
            }
            Command::RemoveBreakpoint(i) => state.remove_breakpoint(i),
            Command::EnableBreakpoint(i, on) => state.set_breakpoint_enabled(i, on),
            Command::ToggleHeadBreakpoint(cell) => {
                state.toggle_head_breakpoint(cell);
                state.settings_mut().show_debugger = true;
            }
            Command::RunToBreakpoint => {
                // With nothing to stop at, the panel where breakpoints are set comes forward.
                if !state.breakpoints().iter().any(|b| b.enabled) {
                    state.settings_mut().show_debugger = true;
                }
                state.run_to_breakpoint();
            }
            Command::CancelBreakpointRun => state.cancel_breakpoint_run(),
            Command::CompareWith(kind) => {
                chosen_by_the_user(kind);
                self.screen.debugger.compare.problem = state.compare_with(kind).err()
            }
            Command::StopComparing => state.stop_comparing(),
            Command::GoToDivergence => {
                state.go_to_divergence();
            }
            Command::TakeOver(kind) => {
                chosen_by_the_user(kind);
                self.screen.debugger.take_over.problem = state.take_over(kind).err()
            }
            Command::SwitchBranch(i) => {
                state.switch_branch(i);
                self.screen.debugger.take_over.problem = None;
            }
            other => debug_assert!(false, "{other:?} is not the debugger's"),
        }
    }

    /// The timelines' commands: ticks, events, stages, speed, steering.
    fn timeline_command(&mut self, command: Command) {
        let state = &mut self.state;
        match command {
            Command::TogglePlay => state.toggle_play(),
            Command::StepTicks(n) => state.step_ticks(n),
            Command::Home => state.home(),
            Command::End => state.end(),
            Command::PrevMarker => {
                state.prev_marker();
            }
            Command::NextMarker => {
                state.next_marker();
            }
            Command::GoToTick(t) => state.set_tick(t),
            Command::GoToDecision(t) => state.go_to_decision(t),
            Command::ShowMoment(moment) => self.show_moment(&moment),
            Command::RecordFurther => state.record_further(),
            Command::ToggleEvents => state.toggle_events(),
            Command::StepEvents(n) => state.step_events(n),
            Command::GoToEvent(n) => state.set_event_cursor(n),
            Command::SkipLine => state.skip_line(),
            Command::OpenCheck(check) => state.open_check(check),
            Command::Faster => state.change_speed(true),
            Command::Slower => state.change_speed(false),
            Command::PickStage(stage) => state.pick_stage(stage),
            Command::CycleStage(n) => state.pick_stage(state.stage().cycled(n)),
            Command::PreferStage(stage) => state.prefer_stage(stage),
            Command::OwnBoard(own) => state.set_own_board(own),
            Command::Sandbox { start, target } => state.set_sandbox(start, target),
            Command::Guide(guide) => state.set_guide(guide),
            Command::Directions(directions) => state.set_directions(directions),
            Command::Steer(dir) => {
                state.steer(dir);
            }
            other => debug_assert!(false, "{other:?} is not the timelines'"),
        }
    }

    /// Hands `request` to the desk and does what follows from it.
    fn request(&mut self, request: Request) {
        for effect in self.desk.carry_out(request, &self.state) {
            self.apply(effect);
        }
    }

    /// Plays the game on screen again from its start (from its file, if it came from one),
    /// with `solver` if given, else its own.
    fn play_again(&mut self, solver: Option<SolverKind>) {
        let mut opening = Opening {
            scenario: self.state.scenario().clone(),
            origin: self.state.origin().to_owned(),
            path: self.desk.played_path().map(ToOwned::to_owned),
        };
        if let Some(kind) = solver {
            opening.scenario.solver = kind;
        }
        self.request(Request::Play(opening));
    }

    /// The lesson strip's and the clicker's requests.
    fn lesson_request(&mut self, asked: LessonRequest) {
        match asked {
            LessonRequest::Step(n) => self.lesson_step(n),
            LessonRequest::Jump(k) => {
                if self.lesson.as_mut().is_some_and(|play| play.jump(k)) {
                    self.show_lesson_step(StepEntry::Play);
                }
            }
            LessonRequest::Again => self.show_lesson_step(StepEntry::Play),
            LessonRequest::Reveal => self.reveal_lesson_step(),
            LessonRequest::ToEnd => self.lesson_step_to_end(),
            LessonRequest::Close => {
                // The moment stays; the board's layers are the user's again.
                self.lesson = None;
                self.state.show_step_layers(None);
            }
        }
    }

    /// Shows `moment`, paused; says why it cannot be shown, unless the screen says it already
    /// (a stage that cannot run here, or has nothing to show: its caption says so).
    fn show_moment(&mut self, moment: &Moment) {
        match self.state.show_moment(moment) {
            Ok(_) | Err(MomentError::Failed(..) | MomentError::Empty(_)) => {}
            Err(why) => self.error = Some(tr!("This moment cannot be shown: {why}", why = why)),
        }
    }

    /// Starts a quiz on the game on screen, or ends the one under way; says why one cannot
    /// start.
    fn toggle_quiz(&mut self) {
        if self.quiz.is_running() {
            self.quiz.stop(&mut self.state);
        } else if let Err(why) = self.quiz.start(&mut self.state) {
            self.error = Some(why);
        }
    }

    /// Something of the quiz under way.
    fn quiz_command(&mut self, asked: QuizCommand) {
        let state = &mut self.state;
        match asked {
            QuizCommand::Key(key) => self.quiz.key(key, state),
            QuizCommand::Cell(cell) => {
                self.quiz.click(cell, state);
            }
            QuizCommand::Next => self.quiz.next(state),
            QuizCommand::SkipToQuestion => self.quiz.skip_to_question(state),
            QuizCommand::AskCheck(ask) => self.quiz.ask_check = ask,
            QuizCommand::CloseSummary => self.quiz.close(),
            QuizCommand::Frontier => {
                if self.quiz.is_running() {
                    self.quiz.stop(state);
                } else if let Err(why) = self.quiz.start_frontier(state) {
                    self.error = Some(why);
                }
            }
            QuizCommand::GoToMissed(tick) => {
                state.reveal_decision();
                state.set_tick(tick);
                state.pause();
            }
        }
    }

    /// Something of the race view.
    fn race_command(&mut self, asked: RaceCommand) {
        let race = &mut self.screen.race;
        match asked {
            RaceCommand::Open(open) => race.set_open(open),
            RaceCommand::Toggle => race.set_open(!race.is_open()),
            RaceCommand::Choose(search, on) => race.choose(search, on),
            RaceCommand::Step(n) => {
                race.follow(&self.state);
                race.step_by(n)
            }
            RaceCommand::GoTo(step) => {
                // The race on the board on screen first (it runs as it is drawn), so that a
                // step asked for before it was drawn (a link's) is not cut to 0.
                race.follow(&self.state);
                race.go_to(step)
            }
            RaceCommand::TogglePlay => race.toggle_play(),
            RaceCommand::MapEnd { target, cell } => {
                if let Err(why) = race.set_map_end(target, cell) {
                    self.error = Some(why);
                }
            }
            RaceCommand::CloseMap => race.close_map(),
            RaceCommand::Export(format) => {
                if let Some(Ok(raced)) = race.race() {
                    let step = (format == PictureFormat::Png).then_some(race.step());
                    let export = RaceExport {
                        race: (**raced).clone(),
                        step,
                        overlays: self.state.settings().overlays.clone(),
                    };
                    self.request(Request::ExportRace(Box::new(export)));
                }
            }
        }
    }

    /// The user's answer to the prompt about a file's program or bot: "Run" allows it, keeps
    /// the file's contents as trusted and opens the game again; "Don't run" leaves the game
    /// stopped before its first move, saying why.
    fn answer_trust(&mut self, run: bool) {
        let Some(prompt) = self.trust.take() else {
            return;
        };
        self.state.await_answer(false);
        if !run {
            return;
        }
        snakescope_core::solver::external::permit(prompt.spec);
        let trusted = &mut self.state.settings_mut().trusted_files;
        trusted.retain(|&k| k != prompt.key);
        trusted.push(prompt.key);
        // The newest few hundred files are remembered.
        let over = trusted.len().saturating_sub(TRUSTED_KEPT);
        trusted.drain(..over);
        self.play_again(None);
    }

    /// Keeps the settings a widget left, and speaks the language they choose (the text
    /// built once, such as the examples' titles, built again in it).
    fn take_settings(&mut self, new: Settings) {
        let language_changed = new.language != self.state.settings().language;
        *self.state.settings_mut() = new;
        if language_changed {
            let language = self
                .state
                .settings()
                .language
                .unwrap_or_else(snakescope_core::words::Language::from_locale);
            snakescope_core::words::choose(language);
            self.desk.language_changed();
        }
    }
}

/// How many files' answers "Run" is remembered for.
const TRUSTED_KEPT: usize = 256;

/// A solver the user picked or typed in the window: if it is a program or a bot, it may run.
fn chosen_by_the_user(kind: SolverKind) {
    if let SolverKind::External(spec) = kind {
        snakescope_core::solver::external::permit(spec);
    }
}
