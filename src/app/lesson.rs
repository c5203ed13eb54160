//! A lesson played in the window: which step is on screen, and the strip that shows its
//! narration with the buttons to go on or back (PageDown and PageUp, a clicker's keys, do the
//! same). Putting a step's moment on screen is the shell's business: it opens the step's
//! scenario like any other, then goes to the tick, the stage and the first event.

use crate::lesson::{Lesson, LessonStep, Question};
use egui::{RichText, Ui};
use std::path::{Path, PathBuf};

/// The lesson on screen and its step.
pub struct LessonPlay {
    lesson: Lesson,
    folder: PathBuf,
    origin: String,
    step: usize,
}

/// What the strip asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonRequest {
    /// Go this many steps on (back, if negative).
    Step(isize),
    /// Go to this step (from 0).
    Jump(usize),
    /// Put the step's moment back on screen (after exploring away from it).
    Again,
    /// Close the lesson (the moment stays on screen).
    Close,
}

impl LessonPlay {
    /// Reads the lesson at `path` and checks every step; the first step is current. A lesson
    /// with a step that cannot be shown is refused with every problem.
    pub fn open(path: &Path) -> Result<LessonPlay, String> {
        let lesson = Lesson::load(path).map_err(|e| e.to_string())?;
        let folder = path.parent().unwrap_or(Path::new(".")).to_path_buf();
        let problems = lesson.validate(&folder);
        if !problems.is_empty() {
            let lines: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
            return Err(lines.join("\n"));
        }
        Ok(LessonPlay {
            lesson,
            folder,
            origin: path.display().to_string(),
            step: 0,
        })
    }

    /// The step on screen.
    pub fn current(&self) -> &LessonStep {
        &self.lesson.steps[self.step]
    }

    /// The step on screen, from 0.
    pub fn index(&self) -> usize {
        self.step
    }

    /// Steps in the lesson.
    pub fn len(&self) -> usize {
        self.lesson.steps.len()
    }

    /// Whether the lesson has no steps (never: such a lesson is refused).
    pub fn is_empty(&self) -> bool {
        self.lesson.steps.is_empty()
    }

    /// Goes to step `k` (from 0), within the lesson; whether the step changed.
    pub fn jump(&mut self, k: usize) -> bool {
        let moved = k < self.len() && k != self.step;
        if moved {
            self.step = k;
        }
        moved
    }

    /// Moves `delta` steps, within the lesson; whether the step changed.
    pub fn go(&mut self, delta: isize) -> bool {
        let to = self
            .step
            .saturating_add_signed(delta)
            .min(self.len().saturating_sub(1));
        let moved = to != self.step;
        self.step = to;
        moved
    }

    /// The file of the current step's scenario.
    pub fn scenario_path(&self) -> PathBuf {
        Lesson::scenario_path(&self.folder, self.current())
    }

    /// The lesson's file, for messages.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// The strip above the board: the title, the step, the question if any, the narration,
    /// and the buttons. `large` in presenter view.
    pub fn strip_ui(&self, ui: &mut Ui, large: bool) -> Option<LessonRequest> {
        let mut request = None;
        let step = self.current();
        let size = if large { 20.0 } else { 14.0 };
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(self.step > 0, egui::Button::new(tr!("Previous step")))
                .on_hover_text(tr!("PageUp"))
                .clicked()
            {
                request = Some(LessonRequest::Step(-1));
            }
            if ui
                .add_enabled(
                    self.step + 1 < self.len(),
                    egui::Button::new(tr!("Next step")),
                )
                .on_hover_text(tr!("PageDown"))
                .clicked()
            {
                request = Some(LessonRequest::Step(1));
            }
            ui.label(
                RichText::new(tr!(
                    "{title}: step {n} of {steps}",
                    title = self.lesson.title,
                    n = self.step + 1,
                    steps = self.len()
                ))
                .strong(),
            );
            egui::ComboBox::from_label(tr!("Go to step"))
                .selected_text(format!("{}", self.step + 1))
                .show_ui(ui, |ui| {
                    for (k, s) in self.lesson.steps.iter().enumerate() {
                        let first: String = s.narration.chars().take(40).collect();
                        let words = format!("{}. {}", k + 1, first.replace("**", ""));
                        if ui.selectable_label(k == self.step, words).clicked() {
                            request = Some(LessonRequest::Jump(k));
                        }
                    }
                });
            if ui
                .button(tr!("Back to this step"))
                .on_hover_text(tr!("Put this step's moment back on screen"))
                .clicked()
            {
                request = Some(LessonRequest::Again);
            }
            if ui.small_button(tr!("Close lesson")).clicked() {
                request = Some(LessonRequest::Close);
            }
        });
        if let Some(q) = step.question {
            let asked = match q {
                Question::NextMove => tr!("Before going on: where does the snake go next?"),
                Question::Check(n) => {
                    tr!(
                        "Before going on: does check {n} of this decision pass?",
                        n = n
                    )
                }
            };
            ui.label(RichText::new(asked).size(size).italics());
        }
        let visuals = ui.visuals();
        let colours = (visuals.text_color(), visuals.strong_text_color());
        ui.add(egui::Label::new(narration(&step.narration, size, colours)).wrap());
        request
    }
}

/// A narration as text for the screen: `**bold**` strong and underlined, `` `code` `` in the
/// code font.
fn narration(
    text: &str,
    size: f32,
    (normal, strong): (egui::Color32, egui::Color32),
) -> egui::text::LayoutJob {
    use egui::text::{LayoutJob, TextFormat};
    use egui::{Color32, FontId, Stroke};
    let mut job = LayoutJob::default();
    for span in crate::lesson::narration::spans(text) {
        let format = TextFormat {
            font_id: if span.code {
                FontId::monospace(size)
            } else {
                FontId::proportional(size)
            },
            color: if span.bold { strong } else { normal },
            underline: if span.bold {
                Stroke::new(1.0, Color32::from_gray(140))
            } else {
                Stroke::NONE
            },
            ..Default::default()
        };
        job.append(&span.text, 0.0, format);
    }
    job
}
