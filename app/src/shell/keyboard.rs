//! The keyboard: this frame's keys, as the [`Command`]s they ask for. The help overlay and the
//! "unsaved edits" prompt are modal: while they are open, only their own keys count. While the
//! quiz runs, its keys come first. What a command may do where (in the editor, while the quiz
//! asks) is decided where every command is carried out, not here.

use crate::command::{Command, Commands};
use crate::files::{FileDesk, View};
use crate::keymap::{self, QuizListening};
use crate::quiz::Quiz;
use crate::shortcuts;
use egui::Context;

/// Reads this frame's keys into `commands`: the help overlay's own key while it is open, none
/// while a prompt is, else the quiz's keys (while it runs) and the keymap's.
pub fn keyboard(
    ctx: &Context,
    desk: &FileDesk,
    quiz: &Quiz,
    manual: bool,
    help_open: bool,
    commands: &mut Commands,
) {
    if help_open {
        let close = ctx.input_mut(|i| {
            i.consume_shortcut(&shortcuts::HELP) | i.consume_shortcut(&shortcuts::HELP_F1)
        });
        if close {
            commands.send(Command::Help(false));
        }
        return;
    }
    if desk.is_modal() {
        return;
    }
    let explaining = desk.view() == View::Explain;
    let listening = match (explaining && quiz.is_running(), quiz.is_asking()) {
        (false, _) => QuizListening::Off,
        (true, false) => QuizListening::Confirm,
        (true, true) => QuizListening::All,
    };
    for command in keymap::read_keys(ctx, listening, explaining && manual) {
        commands.send(command);
    }
}
