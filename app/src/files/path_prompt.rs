//! Asking for a file's path as text, when the desktop has no file dialog to show (a bare X
//! server, a Linux desktop without the XDG portal or zenity). Opening and saving then still
//! work (exports too); what was being done waits in the prompt's [`PathPurpose`].

use super::export::Export;
use super::unsaved::AfterDiscard;
use crate::command::files::PathChoice;
use crate::files::lesson_step::LessonMoment;
use egui::{Context, Key};
use snakescope_core::scenario::Scenario;
use snakescope_picture::format::PictureWork;
use std::path::PathBuf;

/// What the path is for, to go on with once it is typed.
#[derive(Clone, Debug)]
pub enum PathPurpose {
    /// Open the scenario file.
    Open,
    /// Save the editor's draft there, then do what was waiting on the save, if anything.
    SaveDraft {
        /// What the "unsaved edits" prompt was asked to do once the draft is saved.
        then: Option<AfterDiscard>,
    },
    /// Save this scenario (the one on screen) there.
    SaveScenario(Box<Scenario>),
    /// Save this moment of a game there.
    SaveMoment(Box<Scenario>),
    /// Write this export there.
    Export(Box<Export>),
    /// Write this picture there.
    Picture(Box<PictureWork>),
    /// Add this moment to the lesson there.
    LessonStep(Box<LessonMoment>),
}

impl PathPurpose {
    fn saves(&self) -> bool {
        !matches!(self, PathPurpose::Open)
    }
}

/// The prompt: why there is no dialog, and the path being typed.
#[derive(Clone, Debug)]
pub struct PathPrompt {
    /// What the path is for.
    pub purpose: PathPurpose,
    /// Why no dialog could be shown.
    pub why: String,
    /// The path as typed so far (prefilled with the folder and suggested name).
    pub text: String,
    /// The text the field was prefilled with.
    prefilled: String,
    focused: bool,
}

impl PathPrompt {
    /// A prompt for `purpose`, prefilled with `text`.
    pub fn new(purpose: PathPurpose, why: String, text: String) -> PathPrompt {
        PathPrompt {
            purpose,
            why,
            prefilled: text.clone(),
            text,
            focused: false,
        }
    }

    /// The prompt, as a window; returns the answer once given.
    pub fn ui(&mut self, ctx: &Context) -> Option<PathChoice> {
        let saves = self.purpose.saves();
        let mut choice = None;
        egui::Window::new(if saves {
            tr!("Save to a file")
        } else {
            tr!("Open a file")
        })
        .id(egui::Id::unique("snakescope.path_prompt"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 80.0])
        .show(ctx, |ui| {
            ui.weak(tr!(
                "{why}: type the path instead.",
                why = capitalised(&self.why)
            ));
            if !saves {
                ui.weak(tr!("(A .ron file dropped on the window opens too.)"));
            }
            ui.add_space(4.0);
            let label = ui.label(tr!("File path"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.text).desired_width(480.0))
                .labelled_by(label.id);
            if !self.focused {
                field.request_focus();
                self.focused = true;
            }
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let go = if saves {
                    tr!("Save to this file")
                } else {
                    tr!("Open this file")
                };
                let ready = !self.text.trim().is_empty();
                if (ui.add_enabled(ready, egui::Button::new(go)).clicked() || entered) && ready {
                    choice = Some(PathChoice::Confirm(typed_path(&self.prefilled, &self.text)));
                }
                if ui.button(tr!("Cancel")).clicked() {
                    choice = Some(PathChoice::Cancel);
                }
            });
        });
        choice
    }
}

/// The path the user means by `text`, typed into a field prefilled with `prefilled`: an
/// absolute path typed after the prefilled folder (or name) replaces it, as a file dialog's
/// field does, rather than being joined to it; anything else is the text as it stands.
pub fn typed_path(prefilled: &str, text: &str) -> PathBuf {
    let text = text.trim();
    if let Some(typed) = text.strip_prefix(prefilled.trim())
        && !typed.is_empty()
        && is_absolute(typed)
    {
        return PathBuf::from(typed);
    }
    PathBuf::from(text)
}

/// Whether `typed` names a path from a root: `/...` (and on Windows `C:\...` or `\\...`).
fn is_absolute(typed: &str) -> bool {
    std::path::Path::new(typed).is_absolute() || typed.starts_with('/')
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_absolute_path_typed_after_the_prefilled_folder_replaces_it() {
        assert_eq!(
            typed_path("/home/t/scenarios/", "/home/t/scenarios//tmp/mine.ron"),
            PathBuf::from("/tmp/mine.ron")
        );
        assert_eq!(
            typed_path("/home/t/pocket.ron", " /home/t/pocket.ron/tmp/a.ron "),
            PathBuf::from("/tmp/a.ron")
        );
        // A name typed after the folder, a path edited in place, a path typed afresh.
        assert_eq!(
            typed_path("/home/t/scenarios/", "/home/t/scenarios/mine.ron"),
            PathBuf::from("/home/t/scenarios/mine.ron")
        );
        assert_eq!(
            typed_path("/home/t/scenarios/", "/home/t/other/mine.ron"),
            PathBuf::from("/home/t/other/mine.ron")
        );
        assert_eq!(typed_path("", "mine.ron"), PathBuf::from("mine.ron"));
    }
}
