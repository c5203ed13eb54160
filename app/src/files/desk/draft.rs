//! The editor's draft: what the editor asks for, and the prompt before unsaved edits are
//! replaced or closed. A draft with unsaved edits is only replaced or closed once the user
//! agrees (or once it is saved).

use super::{Effect, FileDesk, draft_of};
use crate::command::editor::EditorRequest;
use crate::command::files::DiscardChoice;
use crate::command::scenarios::Opening;
use crate::files::unsaved::{AfterDiscard, DiscardPrompt};
use crate::scenarios::editor::Editor;
use crate::state::AppState;
use snakescope_core::scenario::{self, Scenario};
use std::path::Path;

impl FileDesk {
    pub(super) fn editor_request(&mut self, request: EditorRequest, state: &AppState) {
        match request {
            EditorRequest::Play => {
                let Some(editor) = &self.editor else { return };
                let path = editor
                    .path()
                    .map(Path::to_owned)
                    .filter(|_| !editor.is_dirty());
                self.effects.push(Effect::Open(Box::new(Opening {
                    scenario: editor.scenario().clone(),
                    origin: editor.origin().to_owned(),
                    path,
                })));
            }
            EditorRequest::Save => self.save_draft(None),
            EditorRequest::SaveAs => self.save_draft_as(None),
            EditorRequest::New => self.ask_before_discarding(AfterDiscard::New),
            EditorRequest::EditGame => {
                let (opening, unsaved) = self.game_scenario(state);
                self.ask_before_discarding(AfterDiscard::Load {
                    scenario: Box::new(opening.scenario),
                    origin: opening.origin,
                    path: opening.path,
                    unsaved,
                });
            }
            EditorRequest::Close => self.ask_before_discarding(AfterDiscard::Close),
        }
    }

    /// Does `then` at once if the draft has no unsaved edits, else asks first.
    pub(super) fn ask_before_discarding(&mut self, then: AfterDiscard) {
        match &self.editor {
            Some(editor) if editor.is_dirty() => {
                self.prompts.discard = Some(DiscardPrompt {
                    title: editor.title(),
                    then,
                });
            }
            _ => self.discard_and(then),
        }
    }

    /// Replaces or closes the draft.
    pub(super) fn discard_and(&mut self, then: AfterDiscard) {
        self.prompts.discard = None;
        // The tool in hand stays in hand.
        let tool = self.editor.as_ref().map(|e| e.tool).unwrap_or_default();
        let editor = match then {
            AfterDiscard::Load {
                scenario,
                origin,
                path,
                unsaved,
            } => {
                let opening = Opening {
                    scenario: *scenario,
                    origin,
                    path,
                };
                Some(draft_of(opening, unsaved))
            }
            AfterDiscard::New => {
                let blank = Scenario {
                    name: "New board".to_owned(),
                    ..Scenario::default()
                };
                Some(Editor::new(blank, "new board", None))
            }
            AfterDiscard::Close => None,
        };
        self.editing = editor.is_some();
        self.editor = editor.map(|mut e| {
            e.tool = tool;
            e
        });
    }

    pub(super) fn discard_choice(&mut self, choice: DiscardChoice) {
        let Some(prompt) = self.prompts.discard.take() else {
            return;
        };
        match choice {
            DiscardChoice::Keep => {}
            DiscardChoice::Discard => self.discard_and(prompt.then),
            DiscardChoice::SaveFirst => self.save_draft(Some(prompt.then)),
        }
    }

    /// The scenario of the game on screen, for the editor: with its file, and whether it
    /// differs from that file (the solver was switched since it was opened, say), in which
    /// case it counts as unsaved.
    pub(super) fn game_scenario(&self, state: &AppState) -> (Opening, bool) {
        let scenario = state.scenario().clone();
        let unsaved = self
            .played_path
            .as_deref()
            .is_some_and(|p| scenario::load(p).ok().as_ref() != Some(&scenario));
        let opening = Opening {
            scenario,
            origin: state.origin().to_owned(),
            path: self.played_path.clone(),
        };
        (opening, unsaved)
    }
}
