//! The keyboard: each action of [`keymap`] carried out, on the game or as a file request.
//! The help overlay and the "unsaved edits" prompt are modal: while they are open, only their
//! own keys count. While the quiz asks, its keys come first and the keys that would move the
//! game to its answer do nothing.

use super::presenter::panel_switch;
use crate::app::files::{Request, View, Workspace};
use crate::app::keymap::{self, Action};
use crate::app::quiz::Quiz;
use crate::app::state::AppState;
use egui::Context;

/// Reads this frame's keys and carries them out: on `state` for the game's keys, on `quiz`
/// for its own, as `requests` for files; `help_open` opens and closes the help overlay, and
/// `error` says why a quiz cannot start.
pub fn keyboard(
    ctx: &Context,
    state: &mut AppState,
    workspace: &Workspace,
    quiz: &mut Quiz,
    help_open: &mut bool,
    error: &mut Option<String>,
    requests: &mut Vec<Request>,
) {
    if *help_open {
        ctx.input_mut(|i| {
            if i.consume_shortcut(&keymap::HELP) {
                *help_open = false;
            }
        });
        return;
    }
    if workspace.is_modal() {
        return;
    }
    let explaining = workspace.view() == View::Explain;
    let asking = explaining && quiz.is_asking();
    if explaining && quiz.is_running() {
        for key in keymap::read_quiz_keys(ctx, asking) {
            quiz.key(key, state);
        }
    }
    for action in keymap::read_actions(ctx, explaining && state.is_manual()) {
        match action {
            Action::Open => requests.push(Request::Open),
            Action::NextLessonStep => requests.push(Request::LessonStep(1)),
            Action::PrevLessonStep => requests.push(Request::LessonStep(-1)),
            Action::Save => requests.push(Request::Save),
            Action::SaveAs => requests.push(Request::SaveAs),
            Action::Help => *help_open = true,
            Action::Presenter => state.settings.presenter = !state.settings.presenter,
            Action::TogglePanel(panel) => {
                if let Some(on) = panel_switch(&mut state.settings, panel) {
                    *on = !*on;
                }
            }
            // The game is not on screen in the editor.
            _ if !explaining => {}
            Action::Quiz => {
                if quiz.is_running() {
                    quiz.stop(state);
                } else if let Err(why) = quiz.start(state) {
                    *error = Some(why);
                }
            }
            // While the quiz asks, nothing moves the game to its answer.
            _ if asking => {}
            Action::PlayPause => state.toggle_play(),
            Action::StepBack => state.step_ticks(-1),
            Action::StepForward => state.step_ticks(1),
            Action::EventBack => state.step_events(-1),
            Action::EventForward => state.step_events(1),
            Action::Home => state.home(),
            Action::End => state.end(),
            Action::PrevMarker => {
                state.prev_marker();
            }
            Action::NextMarker => {
                state.next_marker();
            }
            Action::PlayEvents => state.toggle_events(),
            Action::Faster => state.change_speed(true),
            Action::Slower => state.change_speed(false),
            Action::PickStage(stage) => state.pick_stage(stage),
            Action::Steer(dir) => {
                state.steer(dir);
            }
            Action::RunToBreakpoint => {
                if !state.breakpoints().iter().any(|b| b.enabled) {
                    state.settings.show_debugger = true;
                }
                state.run_to_breakpoint();
            }
        }
    }
}
