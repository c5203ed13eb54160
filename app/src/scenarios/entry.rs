//! One scenario as the app lists it: an [`Entry`] of the catalogue (its title, where it came
//! from, the scenario or why it cannot be opened, its preview), which opens as the
//! [`Opening`] every way of opening a scenario carries.

use crate::command::scenarios::Opening;
use snakescope_core::lesson::{Lesson, is_lesson_file};
use snakescope_core::scenario::{self, Scenario};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// One scenario the catalogue lists.
#[derive(Clone, Debug)]
pub struct Entry {
    /// What names it in messages and in the menu bar: an example's title,
    /// `scenarios/NAME.ron` for the built-in collection, else the file's path.
    pub origin: String,
    /// The title to list: an example's title, else the scenario's name, else its file name.
    title: String,
    /// The file on disk, if it is one (built-in scenarios are not).
    pub path: Option<PathBuf>,
    /// The scenario, or why it cannot be opened (`FILE:LINE:COL: message`, or one
    /// `FILE: problem` line per problem).
    pub loaded: Result<Scenario, String>,
    /// A recent file that is no longer there.
    pub missing: bool,
    /// What the preview shows: the scenario, with its first food even when that comes from
    /// the seed.
    pub preview: Option<Scenario>,
    /// A lesson file, listed as a lesson: its title, steps and language.
    pub lesson: Option<ListedLesson>,
    /// When the file was last changed, as it was read for the list: opened again, a file
    /// changed since is read anew, and the window says so.
    pub modified: Option<SystemTime>,
}

/// A lesson file as the browser lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedLesson {
    /// Its title.
    pub title: String,
    /// Its steps.
    pub steps: usize,
    /// The language it is written in.
    pub language: String,
}

impl Entry {
    /// The entry for the file at `path`, read now: a scenario, a saved game (listed by its
    /// scenario, and opened as the game), or a lesson (listed as a lesson, and played).
    pub fn from_file(path: &Path) -> Entry {
        let mut entry = Entry::read(path);
        entry.modified = modified(path);
        entry
    }

    /// The entry for the file at `path`, as [`Entry::from_file`] reads it.
    fn read(path: &Path) -> Entry {
        let missing = !path.exists();
        if is_lesson_file(path) {
            let read = Lesson::load(path).map_err(|e| e.to_string());
            let mut entry = Entry::listed(
                path.display().to_string(),
                Some(path.to_owned()),
                Err(tr!("a lesson, played from its first step")),
                missing,
            );
            match read {
                Ok(lesson) => {
                    entry.title = tr!("{title} (lesson)", title = lesson.title);
                    entry.lesson = Some(ListedLesson {
                        title: lesson.title,
                        steps: lesson.steps.len(),
                        language: lesson.language,
                    });
                }
                Err(why) => entry.loaded = Err(why),
            }
            return entry;
        }
        if scenario::is_game_file(path) {
            let loaded = scenario::load_game(path)
                .map(|game| game.scenario)
                .map_err(|e| e.to_string());
            let mut entry = Entry::listed(
                path.display().to_string(),
                Some(path.to_owned()),
                loaded,
                missing,
            );
            entry.title = tr!("{title} (saved game)", title = entry.title);
            return entry;
        }
        let loaded = scenario::load(path).map_err(|e| e.to_string());
        Entry::listed(
            path.display().to_string(),
            Some(path.to_owned()),
            loaded,
            missing,
        )
    }

    /// A built-in example, named `title` (its scenario has no name of its own).
    pub fn example(title: &str, scenario: Scenario) -> Entry {
        Entry {
            origin: title.to_owned(),
            title: title.to_owned(),
            path: None,
            loaded: Ok(scenario),
            missing: false,
            preview: None,
            lesson: None,
            modified: None,
        }
    }

    /// An entry named by the scenario's name, else by the file name at the end of `origin`.
    pub(super) fn listed(
        origin: String,
        path: Option<PathBuf>,
        loaded: Result<Scenario, String>,
        missing: bool,
    ) -> Entry {
        let title = match loaded.as_ref().ok().and_then(super::names::shown_name_of) {
            Some(name) => name,
            None => Path::new(&origin)
                .file_name()
                .map_or_else(|| origin.clone(), |n| n.to_string_lossy().into_owned()),
        };
        Entry {
            preview: loaded.as_ref().ok().map(preview_of),
            origin,
            title,
            path,
            loaded,
            missing,
            lesson: None,
            modified: None,
        }
    }

    /// The title to list.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The scenario to open, or why it cannot be opened.
    pub fn opening(&self) -> Result<Opening, &str> {
        match &self.loaded {
            Ok(scenario) => Ok(Opening {
                scenario: scenario.clone(),
                origin: self.origin.clone(),
                path: self.path.clone(),
            }),
            Err(message) => Err(message),
        }
    }
}

/// When the file at `path` was last changed, where the system says.
pub fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The scenario as its game starts: with no scripted food, the first food drawn from the seed
/// is shown.
fn preview_of(s: &Scenario) -> Scenario {
    let mut shown = s.clone();
    if shown.food.is_empty()
        && let Ok(game) = s.start()
        && let Some(food) = game.food()
    {
        shown.food = vec![(i64::from(food.x), i64::from(food.y))];
    }
    shown
}
