//! The keyboard: each action of [`keymap`] carried out, on the game or as a file request.
//! The help overlay and the "unsaved edits" prompt are modal: while they are open, only their
//! own keys count.

use crate::app::files::{Request, View, Workspace};
use crate::app::keymap::{self, Action};
use crate::app::state::AppState;
use egui::Context;

/// Reads this frame's keys and carries them out: on `state` for the game's keys, as
/// `requests` for files; `help_open` opens and closes the help overlay.
pub fn keyboard(
    ctx: &Context,
    state: &mut AppState,
    workspace: &Workspace,
    help_open: &mut bool,
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
    for action in keymap::read_actions(ctx, explaining && state.is_manual()) {
        match action {
            Action::Open => requests.push(Request::Open),
            Action::Save => requests.push(Request::Save),
            Action::SaveAs => requests.push(Request::SaveAs),
            Action::Help => *help_open = true,
            Action::Presenter => state.settings.presenter = !state.settings.presenter,
            // The game is not on screen in the editor.
            _ if !explaining => {}
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
