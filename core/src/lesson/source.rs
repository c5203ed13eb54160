//! Where a step's scenario comes from: a file named from the lesson's folder
//! (`scenario: "../scenarios/classic-8x8-greedy.ron"`), or the scenario itself written in the
//! step (`inline: Scenario(width: 6, height: 6, snake: [(2, 1), (3, 1)])`, with the fields,
//! defaults and checks of a scenario file). A step has exactly one of the two.

use super::LessonStep;
use crate::files::FileKind;
use crate::scenario::{
    LoadError, Problem, Scenario, is_game_text, is_scenario_text, load_str, problem_lines,
};
use serde::Serializer;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A step's scenario: a file, or written inline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ScenarioSource<'a> {
    /// A scenario file, its path relative to the lesson's folder (`/` between folders).
    File(&'a str),
    /// A scenario written in the step itself.
    Inline(&'a Scenario),
}

/// Reads the scenario file a step names (its path as the lesson writes it): from the
/// lesson's folder, or from a collection built into the program. The error says why.
pub type ReadScenario<'a> = dyn Fn(&str) -> Result<Scenario, StepScenarioError> + 'a;

/// Why a step's scenario could not be had. Each message names the file or the scenario.
#[derive(Clone, Debug, thiserror::Error)]
pub enum StepScenarioError {
    /// The path written holds a line break or another control character.
    #[error("{}", tr!(
        "the scenario's path {path} holds a line break or another control character",
        path = format!("{:?}", .0)
    ))]
    ControlCharacter(String),
    /// The step names no scenario.
    #[error("{}", tr!(
        "the step names no scenario: write `scenario: \"FILE\"` or `inline: Scenario(...)`"
    ))]
    NoScenario,
    /// The step names both a file and an inline scenario.
    #[error("{}", tr!("the step names both a scenario file and an inline scenario: keep one"))]
    BothScenarios,
    /// The file named is a saved game.
    #[error("{}", tr!(
        "{path} is a saved game, not a scenario: a lesson's step names a scenario file",
        path = .0
    ))]
    SavedGame(String),
    /// The file named is a lesson.
    #[error("{}", tr!(
        "{path} is a lesson, not a scenario: a lesson's step names a scenario file",
        path = .0
    ))]
    Lesson(String),
    /// The file named is not a scenario file at all.
    #[error("{}", tr!(
        "{path} is not a scenario file (a scenario file starts with `Scenario(`); nothing \
         of it is shown",
        path = .0
    ))]
    NotScenario(String),
    /// The file named is not in the collection built into the program.
    #[error("{}", tr!("{scenario} is not in the collection built in", scenario = .0))]
    NotBuiltIn(String),
    /// The scenario written inline breaks the rules: every problem on a line, each naming
    /// the scenario.
    #[error("{}", problem_lines(.problems, Some(.named)))]
    Inline {
        /// The scenario in words, as each line names it.
        named: String,
        /// Every problem found.
        problems: Vec<Problem>,
    },
    /// The file could not be read, or is not a valid scenario (shared, so that a file read
    /// once answers every step that names it).
    #[error(transparent)]
    Load(#[from] Arc<LoadError>),
}

impl From<LoadError> for StepScenarioError {
    fn from(error: LoadError) -> StepScenarioError {
        StepScenarioError::Load(Arc::new(error))
    }
}

impl LessonStep {
    /// Where the step's scenario comes from; an error if the step names none, or both a
    /// file and an inline scenario.
    pub fn source(&self) -> Result<ScenarioSource<'_>, StepScenarioError> {
        match (&self.scenario, &self.inline) {
            (Some(file), None) if file.chars().any(char::is_control) => {
                Err(StepScenarioError::ControlCharacter(file.clone()))
            }
            (Some(file), None) => Ok(ScenarioSource::File(file)),
            (None, Some(scenario)) => Ok(ScenarioSource::Inline(scenario)),
            (None, None) => Err(StepScenarioError::NoScenario),
            (Some(_), Some(_)) => Err(StepScenarioError::BothScenarios),
        }
    }

    /// The step's scenario for a lesson in `folder` (see [`ScenarioSource::scenario`]), and
    /// where it came from, for messages: the file's path, or the step's own scenario.
    pub fn load_scenario(&self, folder: &Path) -> Result<(Scenario, String), StepScenarioError> {
        let source = self.source()?;
        let scenario = source.scenario(&|file| read_step_file(&folder.join(file)))?;
        let origin = match source.path_in(folder) {
            Some(path) => path.display().to_string(),
            None => source.to_string(),
        };
        Ok((scenario, origin))
    }

    /// The step's scenario in words: its file, or the inline scenario's name.
    pub fn scenario_name(&self) -> String {
        self.source().map(|s| s.to_string()).unwrap_or_default()
    }
}

impl ScenarioSource<'_> {
    /// The file's path as written, for a scenario read from a file.
    pub fn file(&self) -> Option<&str> {
        match self {
            ScenarioSource::File(path) => Some(path),
            ScenarioSource::Inline(_) => None,
        }
    }

    /// The file the scenario is read from, for a lesson in `folder`; `None` for a scenario
    /// written inline.
    pub fn path_in(&self, folder: &Path) -> Option<PathBuf> {
        self.file().map(|f| folder.join(f))
    }

    /// The scenario, checked as a scenario file is: a file through `read` (whose errors name
    /// the file), a scenario written inline by the same rules ([`Scenario::validate`]) with
    /// the same messages. The error names the scenario on every line.
    pub fn scenario(&self, read: &ReadScenario<'_>) -> Result<Scenario, StepScenarioError> {
        match self {
            ScenarioSource::File(path) => read(path),
            ScenarioSource::Inline(scenario) => {
                let problems = scenario.validate();
                if problems.is_empty() {
                    Ok((*scenario).clone())
                } else {
                    let named = tr!("scenario {scenario}", scenario = self);
                    Err(StepScenarioError::Inline { named, problems })
                }
            }
        }
    }
}

/// Reads the scenario file a step names, at `path`, through the one reader. A lesson is
/// shared and may name any file: one that is not a scenario (a saved game, a lesson, any
/// other text) is refused by what it is, without a word of it quoted.
pub fn read_step_file(path: &Path) -> Result<Scenario, StepScenarioError> {
    let text = crate::files::read_text(path, FileKind::Scenario).map_err(LoadError::from)?;
    let path_words = path.display().to_string();
    if is_game_text(&text) {
        return Err(StepScenarioError::SavedGame(path_words));
    }
    if super::is_lesson_text(&text) {
        return Err(StepScenarioError::Lesson(path_words));
    }
    if !is_scenario_text(&text) {
        return Err(StepScenarioError::NotScenario(path_words));
    }
    Ok(load_str(&text, &path_words)?)
}

/// The file's path, or the inline scenario's name with "(inline)".
impl fmt::Display for ScenarioSource<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScenarioSource::File(path) => f.write_str(path),
            ScenarioSource::Inline(s) if s.name.trim().is_empty() => f.write_str(&tr!("(inline)")),
            ScenarioSource::Inline(s) => {
                f.write_str(&tr!("{name} (inline)", name = format!("{:?}", s.name)))
            }
        }
    }
}

/// Writes an optional field's value bare (`scenario: "a.ron"`, not `Some("a.ron")`), as the
/// lesson reads it back; the field is left out when it is `None`.
pub(super) fn bare<T: serde::Serialize, S: Serializer>(
    value: &Option<T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => v.serialize(serializer),
        None => serializer.serialize_none(),
    }
}
