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
    let (listening, manual) = listening(desk, quiz, manual);
    for command in keymap::read_keys(ctx, listening, manual) {
        commands.send(command);
    }
}

/// Which of the quiz's keys count, and whether the keys steer (manual play in the explainer).
fn listening(desk: &FileDesk, quiz: &Quiz, manual: bool) -> (QuizListening, bool) {
    let explaining = desk.view() == View::Explain;
    let listening = match (explaining && quiz.is_running(), quiz.is_asking()) {
        (false, _) => QuizListening::Off,
        (true, false) => QuizListening::Confirm,
        (true, true) => QuizListening::All,
    };
    (listening, explaining && manual)
}

impl super::ExplainerApp {
    /// Carries out a press of `key` with `modifiers` at once, outside a frame, if the app
    /// would take it in the next frame's keys and it asks for a command ([`keyboard`]'s
    /// rules: none while the help, a prompt or a text field holds the keyboard); returns
    /// whether it did. A page answers a key press this way as it comes, however long the
    /// frames take to draw.
    pub fn key_pressed(
        &mut self,
        ctx: &Context,
        key: egui::Key,
        modifiers: egui::Modifiers,
    ) -> bool {
        if self.help_open || self.desk.is_modal() || ctx.text_edit_focused() {
            return false;
        }
        let (listening, manual) = listening(&self.desk, &self.quiz, self.state.is_manual());
        let Some(command) = keymap::command_for(key, modifiers, listening, manual) else {
            return false;
        };
        self.perform(command);
        true
    }
}
