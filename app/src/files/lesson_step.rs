//! "Add this moment to a lesson": a teacher preparing a lesson in the window adds the moment on
//! screen (the scenario's file, the tick, the stage and the events played so far) as the next
//! step of a lesson file, which is created if it does not exist yet. The narration is left
//! for the teacher to write; the file is written again whole, atomically.

use crate::state::AppState;
use snakescope_core::explain::ReplayOrigin;
use snakescope_core::lesson::{Lesson, LessonStep};
use snakescope_core::scenario::is_game_file;
use snakescope_core::words::{Language, language};
use std::path::{Path, PathBuf};

/// The moment on screen, as a lesson step can hold it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonMoment {
    /// The scenario's file.
    pub scenario: PathBuf,
    /// The tick on screen.
    pub tick: u64,
    /// The stage on screen and the events played of it, when the decision ran it (a lesson
    /// step opens the first check that ran its stage).
    pub stage: Option<(String, Option<(usize, usize)>)>,
    /// The scenario's name, to title a new lesson.
    pub name: String,
}

impl LessonMoment {
    /// The moment `state` shows, of the game opened from `played` (its file); `None` with the
    /// reason when a step could not name it.
    pub fn from_state(state: &AppState, played: Option<&Path>) -> Result<LessonMoment, String> {
        let Some(scenario) = played else {
            return Err(tr!(
                "Could not add this moment to a lesson: a step names the scenario's file, and \
                 this game has none. Save the scenario first."
            ));
        };
        if state.document().taken_over_at().is_some() || is_game_file(scenario) {
            return Err(tr!(
                "Could not add this moment to a lesson: a step replays a scenario's own game, \
                 and this one was taken over or opened from a saved game."
            ));
        }
        let stage = state.stage();
        let first_check = state.decision().and_then(|d| d.check_for_stage(stage));
        let stage = match (first_check, state.replay().map(|r| r.origin())) {
            (Some(first), Some(ReplayOrigin::Decision { check, .. })) if check == first => {
                let (shown, _) = state.event_position();
                Some((
                    stage.cli_name().to_owned(),
                    (shown > 0).then_some((1, shown)),
                ))
            }
            (Some(_), _) => Some((stage.cli_name().to_owned(), None)),
            (None, _) => None,
        };
        Ok(LessonMoment {
            scenario: scenario.to_owned(),
            tick: state.tick() as u64,
            stage,
            name: state.scenario().name.clone(),
        })
    }

    /// Adds the moment as the last step of the lesson at `path` (a new lesson, in the
    /// language in use, if there is no file there) and says so; or says why not, leaving the
    /// file as it was.
    pub fn add_to(&self, path: &Path) -> Result<String, String> {
        let mut lesson = if path.exists() {
            Lesson::load(path).map_err(|e| {
                tr!(
                    "Could not add this moment to {path}: it is not a lesson.\n{e}",
                    path = path.display(),
                    e = e
                )
            })?
        } else {
            let title = if self.name.trim().is_empty() {
                tr!("A lesson")
            } else {
                self.name.clone()
            };
            let code = match language() {
                Language::Portuguese => "pt",
                _ => "en",
            };
            Lesson::new(&title, code)
        };
        let folder = path.parent().unwrap_or(Path::new("."));
        let mut step = LessonStep::at_moment(
            folder,
            &self.scenario,
            self.tick,
            self.stage.as_ref().map(|(name, _)| name.as_str()),
            self.stage.as_ref().and_then(|(_, events)| *events),
        );
        step.narration = tr!("What to say at this moment.");
        lesson.steps.push(step);
        lesson.save(path).map_err(|e| {
            tr!(
                "Could not add this moment to {path}:\n{e}",
                path = path.display(),
                e = e
            )
        })?;
        Ok(tr!(
            "Added step {n} to {path}: write its narration there",
            n = lesson.steps.len(),
            path = path.display()
        ))
    }
}
