//! One scenario as the app lists and opens it: an [`Entry`] of the catalogue (its title,
//! where it came from, the scenario or why it cannot be opened, its preview) and the
//! [`Opening`] every way of opening a scenario carries.

use snakescope_core::scenario::{self, Scenario};
use std::path::{Path, PathBuf};

/// A scenario to open, and where it came from: what every opening carries, from the Examples
/// menu, the browser, a file dialog, a drop, the editor's Play or the solver menu.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The scenario.
    pub scenario: Scenario,
    /// Where it came from, for titles and messages.
    pub origin: String,
    /// Its file, if it is one (a scenario not from a file, or changed since, has none).
    pub path: Option<PathBuf>,
}

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
}

impl Entry {
    /// The entry for the file at `path`, read now: a scenario, or a saved game (listed by
    /// its scenario, and opened as the game).
    pub fn from_file(path: &Path) -> Entry {
        let missing = !path.exists();
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
