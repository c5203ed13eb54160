//! The prompt before unsaved edits are discarded: loading another scenario into the editor,
//! starting a new board, or closing the editor asks first. (Quitting does not: the draft is
//! kept through eframe's persistence and comes back at the next start.)

use crate::command::files::DiscardChoice;
use egui::{Context, RichText};
use snakescope_core::scenario::Scenario;
use std::path::PathBuf;

/// What was asked for, to be done once the edits may go.
#[derive(Clone, Debug)]
pub enum AfterDiscard {
    /// Load this scenario into the editor.
    Load {
        /// The scenario.
        scenario: Box<Scenario>,
        /// Where it came from.
        origin: String,
        /// Its file, if it is one.
        path: Option<PathBuf>,
        /// Whether it exists nowhere else yet (a moment of a game), so counts as unsaved.
        unsaved: bool,
    },
    /// Start over on a new board.
    New,
    /// Close the editor.
    Close,
}

impl AfterDiscard {
    /// What will happen, in words.
    pub fn words(&self) -> String {
        match self {
            AfterDiscard::Load { origin, .. } => {
                tr!("Loading {origin} replaces the draft.", origin = origin)
            }
            AfterDiscard::New => tr!("A new board replaces the draft."),
            AfterDiscard::Close => tr!("Closing the editor discards the draft."),
        }
    }
}

/// A pending request that would discard unsaved edits.
#[derive(Clone, Debug)]
pub struct DiscardPrompt {
    /// What to do once allowed.
    pub then: AfterDiscard,
    /// The draft's title.
    pub title: String,
}

impl DiscardPrompt {
    /// The modal prompt; returns the answer once given (Escape or a click outside: keep).
    pub fn ui(&self, ctx: &Context) -> Option<DiscardChoice> {
        let response = egui::Modal::new(egui::Id::unique("snakescope.discard")).show(ctx, |ui| {
            ui.heading(tr!("Unsaved edits"));
            ui.add_space(4.0);
            ui.label(tr!(
                "The draft \"{title}\" has unsaved edits.",
                title = self.title
            ));
            ui.label(self.then.words());
            ui.add_space(8.0);
            let mut choice = None;
            ui.horizontal(|ui| {
                if ui
                    .button(tr!("Save first…"))
                    .on_hover_text(tr!("Save the draft, then go on"))
                    .clicked()
                {
                    choice = Some(DiscardChoice::SaveFirst);
                }
                if ui
                    .button(RichText::new(tr!("Discard edits")).color(ui.visuals().warn_fg_color))
                    .clicked()
                {
                    choice = Some(DiscardChoice::Discard);
                }
                if ui.button(tr!("Keep editing")).clicked() {
                    choice = Some(DiscardChoice::Keep);
                }
            });
            choice
        });
        if response.should_close() && response.inner.is_none() {
            return Some(DiscardChoice::Keep);
        }
        response.inner
    }
}
