//! The prompts the files room opens over the window: before unsaved edits are lost, "save this
//! moment", how to make a picture, and the typed path when there is no file dialog. Each is drawn by its own type;
//! here they are kept together, and their answers become requests.

use super::path_prompt::PathPrompt;
use super::picture_prompt::PicturePrompt;
use super::unsaved::DiscardPrompt;
use crate::command::files::Request;
use crate::scenarios::moment::MomentPrompt;
use egui::Context;

/// The prompts open now (any of them, or none).
#[derive(Default)]
pub struct Prompts {
    /// Before unsaved edits are discarded: modal, answered before anything else.
    pub discard: Option<DiscardPrompt>,
    /// "Save this moment".
    pub moment: Option<MomentPrompt>,
    /// The path typed when there is no file dialog.
    pub path: Option<PathPrompt>,
    /// How to make a picture of the board.
    pub picture: Option<PicturePrompt>,
}

impl Prompts {
    /// Whether a prompt must be answered before the keyboard may do anything else.
    pub fn is_modal(&self) -> bool {
        self.discard.is_some()
    }

    /// Shows the open prompts; returns the answers given this frame, as requests.
    pub fn ui(&mut self, ctx: &Context) -> Vec<Request> {
        let mut answers = Vec::new();
        if let Some(prompt) = &self.discard
            && let Some(choice) = prompt.ui(ctx)
        {
            answers.push(Request::Discard(choice));
        }
        if let Some(prompt) = &mut self.moment
            && let Some(choice) = prompt.ui(ctx)
        {
            answers.push(Request::Moment(choice));
        }
        if let Some(prompt) = &mut self.picture
            && let Some(choice) = prompt.ui(ctx)
        {
            answers.push(Request::Picture(choice));
        }
        if let Some(prompt) = &mut self.path
            && let Some(choice) = prompt.ui(ctx)
        {
            answers.push(Request::TypedPath(choice));
        }
        answers
    }
}
