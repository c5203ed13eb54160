//! Lessons: a teacher's prepared walk through the algorithms, as a RON file.
//!
//! A lesson is a title, a language and a list of steps. Each step names a moment: a scenario
//! (a file beside the lesson, or written inline), a tick of its game, and optionally a
//! stage and a range of that stage's events to play; then the narration a teacher would say
//! there (a few lines, with `**bold**` and `` `code` ``), and optionally a question to ask
//! before telling (the next move, or the answer of one check of the decision).
//!
//! The scenario is either a file, `scenario: "PATH"` with the path relative to the lesson's
//! folder, or written in the step, `inline: Scenario(...)` with a scenario file's fields,
//! defaults and checks (see [`crate::scenario`]); a step has exactly one of the two (see
//! [`LessonStep::source`]). A problem of an inline scenario is reported as a file's would be,
//! with the step's number; a misspelt field, with its line and column in the lesson file.
//!
//! ```text
//! Lesson(
//!     version: 1,
//!     title: "A Hamiltonian cycle from the snake's body",
//!     language: "en",
//!     steps: [
//!         (
//!             scenario: "../scenarios/centre-start-8x8.ron",
//!             tick: 0,
//!             stage: "cycle",
//!             events: (1, 3),
//!             // Optional: how its events play (`PerSecond(30)`, `Seconds(10)` or `AtEnd`),
//!             // and the board's layers while it is on screen.
//!             pace: Seconds(8),
//!             layers: [Path, Cursor, GridLines],
//!             narration: "The snake of two at the centre ...",
//!         ),
//!         (
//!             // A scenario written inline, instead of `scenario: "PATH"`.
//!             inline: Scenario(
//!                 name: "A pocket",
//!                 width: 6, height: 6,
//!                 snake: [(2, 1), (3, 1), (3, 0)],
//!                 food: [(3, 2)],
//!             ),
//!             stage: "longest",
//!             narration: "...",
//!         ),
//!     ],
//! )
//! ```
//!
//! A step may state the facts its narration relies on (a path's length, the cells a search
//! expanded, the move, how the game ends...) as data, `facts: [Path(search: "bfs", moves:
//! 20)]`, and mark the numbers of its narration that are facts, `{=20}`; see [`facts`].
//!
//! [`Lesson::load`] reads a file (syntax and shape errors as `FILE:LINE:COL`);
//! [`Lesson::validate`] plays every step's game to its tick, runs its stage and verifies its
//! facts, and says for each step that cannot be shown, or claims what does not hold, what is
//! wrong with it.

pub mod facts;
pub mod narration;
pub mod pace;
mod source;
mod validate;
mod verify;
mod write;

pub use facts::StepFact;
pub use pace::Pace;
pub use source::{ReadScenario, ScenarioSource, StepScenarioError, read_step_file};
pub use validate::{MAX_STEP_TICK, MAX_STEP_TIMEOUT_MS, ProblemKind, StepProblem};
pub use write::relative_path;

use crate::files::{FileKind, ReadError};
use crate::scenario::{Scenario, ScenarioError};
use crate::stages::layers::Layer;
use ron::extensions::Extensions;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The lesson format's version this build reads.
pub const LESSON_VERSION: u32 = 1;

/// The languages a lesson may be written in: English and Portuguese.
pub const LANGUAGES: [&str; 2] = ["en", "pt"];

/// A lesson file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The format version; only [`LESSON_VERSION`] is understood.
    pub version: u32,
    /// The title, shown above every step.
    pub title: String,
    /// The language of the narration: one of [`LANGUAGES`].
    pub language: String,
    /// The steps, in order.
    pub steps: Vec<LessonStep>,
}

/// One moment of a lesson.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonStep {
    /// The scenario file, relative to the lesson's folder; or none, for a scenario written
    /// in the step ([`LessonStep::inline`]). [`LessonStep::source`] says which.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "source::bare"
    )]
    pub scenario: Option<String>,
    /// The scenario written in the step, with a scenario file's fields, instead of a file.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "source::bare"
    )]
    pub inline: Option<Box<Scenario>>,
    /// The tick of its game (its own solver's game), 0 for the start.
    #[serde(default)]
    pub tick: u64,
    /// The stage to open there, by its command-line name (`bfs`, `cycle`, ...).
    #[serde(default)]
    pub stage: Option<String>,
    /// The events of the stage to play, first and last, counted from 1.
    #[serde(default)]
    pub events: Option<(usize, usize)>,
    /// What the teacher says here.
    pub narration: String,
    /// A question asked before the narration is shown.
    #[serde(default)]
    pub question: Option<Question>,
    /// How its events play when the step comes on screen; by default in at most
    /// [`pace::LONGEST_PLAY`] seconds (faster than the window's pace when there are many).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pace: Option<Pace>,
    /// The board's layers while the step is on screen, as the user can switch them; by
    /// default those its stage shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layers: Option<Vec<Layer>>,
    /// The facts the narration relies on, which `check` verifies (see [`facts`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub facts: Vec<StepFact>,
    /// The phrases of the narration whose numbers are not facts ("event 83", "Check 3"):
    /// every other number is a fact, marked `{=N}` (see [`facts`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plain: Vec<String>,
}

/// A question of a step, as the quiz asks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Question {
    /// "Where does the snake go next?", answered on the board.
    NextMove,
    /// "Does check N pass?" (counted from 1), answered yes or no.
    Check(usize),
}

/// Why a lesson file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum LessonError {
    /// The file could not be read (missing, too large, not a file, not UTF-8).
    #[error(transparent)]
    Read(#[from] ReadError),
    /// The text is not a lesson's RON (with the line and column).
    #[error(transparent)]
    Parse(#[from] ScenarioError),
    /// A version this build does not read.
    #[error(
        "{origin}: {}",
        tr!(
            "lesson version {version} is not understood (this build reads {known})",
            version = version,
            known = LESSON_VERSION
        )
    )]
    Version {
        /// The file.
        origin: String,
        /// The version written.
        version: u32,
    },
}

/// Whether the file at `path` holds a lesson rather than a scenario, read from its first
/// 4 KiB.
pub fn is_lesson_file(path: &Path) -> bool {
    is_lesson_text(&crate::scenario::head_of(path))
}

impl Lesson {
    /// Reads a lesson from RON text; `origin` names the text in errors.
    pub fn from_ron_str(text: &str, origin: &str) -> Result<Lesson, LessonError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let lesson: Lesson = ron::Options::default()
            .with_default_extension(Extensions::IMPLICIT_SOME)
            .from_str(text)
            .map_err(|error| ScenarioError::from_ron(origin, text, &error))?;
        if lesson.version != LESSON_VERSION {
            return Err(LessonError::Version {
                origin: origin.to_string(),
                version: lesson.version,
            });
        }
        Ok(lesson)
    }

    /// Reads the lesson file at `path` (at most [`FileKind::Lesson`]'s limit).
    pub fn load(path: &Path) -> Result<Lesson, LessonError> {
        let text = crate::files::read_text(path, FileKind::Lesson)?;
        Lesson::from_ron_str(&text, &path.display().to_string())
    }
}

/// Whether `text` is a lesson file: its first line that is not blank or a comment starts with
/// `Lesson(`.
pub fn is_lesson_text(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty() && !l.starts_with("//"))
        .is_some_and(|l| l.starts_with("Lesson(") || l.starts_with("Lesson ("))
}
