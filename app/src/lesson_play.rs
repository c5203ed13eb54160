//! A lesson played in the window: which step is on screen, and the strip that shows its
//! narration with the buttons to go on or back (PageDown and PageUp, a clicker's keys, do the
//! same). Putting a step's moment on screen is the shell's business: it opens the step's
//! scenario like any other, then goes to the tick, the stage and the first event.

use crate::command::lesson::{LessonRequest, LessonSource};
use crate::scenarios::built_in;
use crate::state::AppState;
use egui::{RichText, Ui};
use snakescope_core::lesson::{
    Lesson, LessonStep, ProblemKind, Question, ScenarioSource, StepScenarioError,
};
use snakescope_core::words::{self, Language, ThreadLanguage, for_this_thread};
use std::path::{Path, PathBuf};

/// The lesson on screen and its step.
pub struct LessonPlay {
    lesson: Lesson,
    source: LessonSource,
    origin: String,
    step: usize,
    /// Whether the step's narration is shown: at once, or, for a step with a question, once
    /// the class has been asked and the teacher shows the answer.
    revealed: bool,
    /// Whether the step's narration waits for its events to reach the end of its range: it
    /// says what the board comes to, and is not shown before.
    waiting: bool,
}

/// A step's scenario, and the file it was read from if it was.
pub struct StepScenario {
    /// The scenario.
    pub scenario: snakescope_core::scenario::Scenario,
    /// Where it came from, for messages.
    pub origin: String,
    /// Its file, if it has one.
    pub path: Option<PathBuf>,
}

impl LessonPlay {
    /// Opens the lesson `source` and checks every step; the first step is current. A lesson
    /// with a step that cannot be shown is refused with every problem.
    pub fn open(source: &LessonSource) -> Result<LessonPlay, String> {
        let (lesson, origin) = match source {
            LessonSource::File(path) => (
                Lesson::load(path).map_err(|e| e.to_string())?,
                path.display().to_string(),
            ),
            LessonSource::BuiltIn(name) => {
                let Some((_, text)) = built_in::LESSONS.iter().find(|(n, _)| n == name) else {
                    return Err(tr!("no lesson named {name} is built in", name = name));
                };
                (
                    Lesson::from_ron_str(text, name).map_err(|e| e.to_string())?,
                    format!("lessons/{name}"),
                )
            }
        };
        let play = LessonPlay {
            lesson,
            source: source.clone(),
            origin,
            step: 0,
            revealed: false,
            waiting: false,
        };
        let mut problems = play
            .lesson
            .validate_with(&|file| play.read_file(file).map(|s| s.scenario));
        // A note (a step that shows the decision's own search) opens as written.
        problems.retain(|p| p.kind != ProblemKind::Note);
        if !problems.is_empty() {
            let lines: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
            return Err(lines.join("\n"));
        }
        Ok(play)
    }

    /// The built-in lessons, `(file name, title, language)`, in order.
    pub fn built_in() -> Vec<(&'static str, String, String)> {
        built_in::LESSONS
            .iter()
            .filter_map(|(name, text)| {
                let lesson = Lesson::from_ron_str(text, name).ok()?;
                Some((*name, lesson.title, lesson.language))
            })
            .collect()
    }

    /// The current step's scenario: written in the step (its origin the lesson and the
    /// step), or named by it (see [`LessonPlay::read_file`]).
    pub fn step_scenario(&self) -> Result<StepScenario, String> {
        let source = self.current().source().map_err(|e| e.to_string())?;
        if let ScenarioSource::File(file) = source {
            return self.read_file(file).map_err(|e| e.to_string());
        }
        let scenario = source
            .scenario(&|file| self.read_file(file).map(|s| s.scenario))
            .map_err(|e| e.to_string())?;
        Ok(StepScenario {
            scenario,
            origin: tr!(
                "{lesson}, step {n}",
                lesson = self.origin,
                n = self.step + 1
            ),
            path: None,
        })
    }

    /// The scenario file `file` a step names: from the lesson's folder, or from the
    /// collection built in.
    fn read_file(&self, file: &str) -> Result<StepScenario, StepScenarioError> {
        match &self.source {
            LessonSource::File(path) => {
                let folder = path.parent().unwrap_or(Path::new("."));
                let file = folder.join(file);
                let scenario = snakescope_core::scenario::load(&file)?;
                Ok(StepScenario {
                    scenario,
                    origin: file.display().to_string(),
                    path: Some(file),
                })
            }
            LessonSource::BuiltIn(_) => {
                let text = built_in::curated_text(file)
                    .ok_or_else(|| StepScenarioError::NotBuiltIn(file.to_owned()))?;
                let name = Path::new(file)
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                let origin = format!("scenarios/{name}");
                let scenario = snakescope_core::scenario::load_str(text, &origin)?;
                Ok(StepScenario {
                    scenario,
                    origin,
                    path: None,
                })
            }
        }
    }

    /// The step on screen.
    pub fn current(&self) -> &LessonStep {
        &self.lesson.steps[self.step]
    }

    /// The step on screen, from 0.
    pub fn index(&self) -> usize {
        self.step
    }

    /// Whether the current step asks its question and waits: its narration, and the
    /// decision on the board, are hidden until the answer is shown.
    pub fn asking(&self) -> bool {
        self.current().question.is_some() && !self.revealed
    }

    /// Hides the answer of the step's question on the board while it is asked: the decision
    /// at the step's tick, as the quiz hides it while it asks (no stage, no virtual snake, no
    /// chain of checks, no caption). Called once the step's moment is on screen.
    pub fn hide_answer(&self, state: &mut AppState) {
        if self.asking() {
            state.hide_decision();
        }
    }

    /// Shows the current step's narration (see [`LessonRequest::Reveal`]) and the decision
    /// on the board.
    pub fn reveal(&mut self, state: &mut AppState) {
        self.revealed = true;
        state.reveal_decision();
    }

    /// The step's events play towards the end of its range: its narration waits for them.
    pub fn wait_for_the_board(&mut self) {
        self.waiting = true;
    }

    /// The board has reached the end of the step's range (or the user stopped it on the
    /// way): the narration shows.
    pub fn board_reached(&mut self) {
        self.waiting = false;
    }

    /// Follows the board: once the step's events stop playing, the narration shows.
    pub fn follow(&mut self, state: &AppState) {
        if self.waiting && !state.events_playing() {
            self.board_reached();
        }
    }

    /// Whether the narration waits for the board (see [`LessonPlay::wait_for_the_board`]).
    pub fn narration_waits(&self, state: &AppState) -> bool {
        self.waiting && state.events_playing()
    }

    /// Marks the step's question answered without playing anything: a step gone back to has
    /// been seen.
    pub fn answered(&mut self) {
        self.revealed = true;
    }

    /// The last event of the step's stage to play (counted from 1): the end of its range, or
    /// every event when it names none.
    pub fn last_event(&self) -> usize {
        self.current().events.map_or(usize::MAX, |(_, last)| last)
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
            self.revealed = false;
            self.waiting = false;
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
        if moved {
            self.revealed = false;
            self.waiting = false;
        }
        moved
    }

    /// The language the lesson is written in: everything it shows (its strip, the captions,
    /// the pseudo-code, "Why this move?", presenter view) speaks it, whatever the window's.
    pub fn language(&self) -> Language {
        Language::from_code(&self.lesson.language).unwrap_or_default()
    }

    /// Where the lesson comes from.
    pub fn source(&self) -> &LessonSource {
        &self.source
    }

    /// The lesson's file, for messages.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// The step in words, as a screen reader reads it: the lesson's title and the step, the
    /// question if one is asked, and the narration once it is shown, without its marks.
    pub fn spoken(&self) -> String {
        let step = self.current();
        let mut words = vec![tr!(
            "{title}: step {n} of {steps}",
            title = self.lesson.title,
            n = self.step + 1,
            steps = self.len()
        )];
        match step.question {
            Some(Question::NextMove) => {
                words.push(tr!("Before going on: where does the snake go next?"))
            }
            Some(Question::Check(n)) => words.push(tr!(
                "Before going on: does check {n} of this decision pass?",
                n = n
            )),
            None => {}
        }
        if step.question.is_none() || self.revealed {
            words.push(step.narration.replace("**", "").replace('`', ""));
        }
        words.join(". ")
    }

    /// The strip above the board: the title, the step, the question if any, the narration
    /// (or, while it `waits` for the board, that it comes when the board gets there), and the
    /// buttons. `large` in presenter view.
    pub fn strip_ui(&self, ui: &mut Ui, large: bool, waits: bool) -> Option<LessonRequest> {
        let mut request = self.step_bar_ui(ui);
        let step = self.current();
        let size = if large { 20.0 } else { 14.0 };
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
            if !self.revealed {
                // Ask before telling: the narration (and its answer) waits.
                if ui
                    .button(RichText::new(tr!("Show the answer")).size(size))
                    .clicked()
                {
                    request = Some(LessonRequest::Reveal);
                }
                return request;
            }
        }
        let visuals = ui.visuals();
        let colours = (visuals.text_color(), visuals.strong_text_color());
        let job = narration(&step.narration, size, colours);
        if waits {
            return waiting_ui(ui, job, step, size).or(request);
        }
        ui.add(egui::Label::new(job).wrap());
        request
    }

    /// The strip's first row: previous and next, the title and step, a step to go to, this
    /// step again, and close.
    fn step_bar_ui(&self, ui: &mut Ui) -> Option<LessonRequest> {
        let mut request = None;
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
                        let shown = snakescope_core::lesson::facts::shown(&s.narration);
                        let first: String = shown.chars().take(40).collect();
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
            if crate::touch::small_button(ui, tr!("Close lesson")).clicked() {
                request = Some(LessonRequest::Close);
            }
        });
        request
    }
}

/// In the room the narration `job` will take, that it follows when the board reaches the
/// step's last event, with a button to go there now: the board does not move when it comes.
fn waiting_ui(
    ui: &mut Ui,
    mut job: egui::text::LayoutJob,
    step: &LessonStep,
    size: f32,
) -> Option<LessonRequest> {
    let mut request = None;
    // The narration says what the board comes to: it waits until the board is there,
    // in the room it will take, so that the board does not move when it comes.
    job.wrap.max_width = ui.available_width();
    let height = ui.fonts_mut(|f| f.layout_job(job)).size().y;
    let (room, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::hover(),
    );
    let mut ui = ui.new_child(egui::UiBuilder::new().max_rect(room));
    ui.horizontal_wrapped(|ui| {
        let words = match step.events {
            Some((_, last)) => tr!(
                "Watch the board: the narration follows when it reaches event {last}.",
                last = last
            ),
            None => tr!("Watch the board: the narration follows when it reaches the last event."),
        };
        ui.label(RichText::new(words).size(size).italics());
        if ui
            .button(RichText::new(tr!("Show it now")).size(size))
            .on_hover_text(tr!("The step at its last event, and its narration"))
            .clicked()
        {
            request = Some(LessonRequest::ToEnd);
        }
    });
    request
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
    for span in snakescope_core::lesson::narration::spans(text) {
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

/// Speaks `language` on this thread until the returned guard is dropped, if there is one (a
/// lesson's, over what it shows); else the language in use stands. The pseudo-language, which
/// marks every word that comes from the catalogue, stands over a lesson's too.
pub fn speaking(language: Option<Language>) -> Option<ThreadLanguage> {
    language
        .filter(|_| words::language() != Language::Pseudo)
        .map(for_this_thread)
}
