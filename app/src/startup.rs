//! What the app opens on: the scenario (or saved game, or lesson) given on the command line, or the first
//! example, with its first decision's search playing.

use crate::command::lesson::LessonSource;
use crate::files::could_not_open;
use crate::scenarios::built_in;
use snakescope_core::files::{FileKind, read_text};
use snakescope_core::lesson::is_lesson_file;
use snakescope_core::maps::{GridMap, parse_map};
use snakescope_core::scenario::SavedGame;
use snakescope_core::scenario::Scenario;
use snakescope_core::scenario::is_game_file;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What the app opens on.
#[derive(Clone, Debug)]
pub struct Startup {
    /// The scenario.
    pub scenario: Scenario,
    /// Where it came from, for titles and messages.
    pub origin: String,
    /// The file it was read from, if it was (it joins the recent files).
    pub path: Option<PathBuf>,
    /// A problem to show at once (a file that failed to load).
    pub error: Option<String>,
    /// Start with the first decision's shortest-path search playing, mid-way.
    pub autoplay: bool,
    /// A saved game to open at its tick instead of playing the scenario afresh.
    pub game: Option<Box<SavedGame>>,
    /// A lesson to play from its first step (the scenario is the default until it opens).
    pub lesson: Option<LessonSource>,
    /// A Moving AI map to race on, and its file's name (the scenario is the default, behind
    /// the race).
    pub map: Option<(Arc<GridMap>, String)>,
}

impl Default for Startup {
    /// The first example (greedy on the classic 8x8), with the first decision's search
    /// mid-animation.
    fn default() -> Self {
        let first = built_in::examples().remove(0);
        Startup {
            scenario: first
                .loaded
                .expect("the built-in examples are valid (tested)"),
            origin: first.origin,
            path: None,
            error: None,
            autoplay: true,
            game: None,
            lesson: None,
            map: None,
        }
    }
}

impl Startup {
    /// The scenario in `path`, or the default with the load error to show.
    pub fn from_file(path: Option<&Path>) -> Startup {
        let Some(path) = path else {
            return Startup::default();
        };
        if path
            .extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("map"))
        {
            return Startup::with_map(path);
        }
        if is_lesson_file(path) {
            return Startup {
                lesson: Some(LessonSource::File(path.to_owned())),
                ..Startup::default().without_autoplay()
            };
        }
        if is_game_file(path) {
            return match snakescope_core::scenario::load_game(path) {
                Ok(game) => Startup {
                    scenario: game.scenario.clone(),
                    origin: path.display().to_string(),
                    path: Some(path.to_owned()),
                    error: None,
                    autoplay: false,
                    game: Some(Box::new(game)),
                    lesson: None,
                    map: None,
                },
                Err(e) => Startup {
                    error: Some(could_not_open(path, e)),
                    ..Startup::default()
                },
            };
        }
        match snakescope_core::scenario::load(path) {
            Ok(scenario) => Startup {
                scenario,
                origin: path.display().to_string(),
                path: Some(path.to_owned()),
                error: None,
                autoplay: false,
                game: None,
                lesson: None,
                map: None,
            },
            Err(e) => Startup {
                error: Some(could_not_open(path, e)),
                ..Startup::default()
            },
        }
    }

    /// The first example behind a race on the map in `path`, or with the problem reading it.
    fn with_map(path: &Path) -> Startup {
        let map = read_text(path, FileKind::Map)
            .map_err(|e| e.to_string())
            .and_then(|text| parse_map(&text).map_err(|e| e.to_string()));
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        match map {
            Ok(map) => Startup {
                map: Some((Arc::new(map), name)),
                ..Startup::default().without_autoplay()
            },
            Err(why) => Startup {
                error: Some(could_not_open(path, why)),
                ..Startup::default()
            },
        }
    }

    /// The same start without animation, so that a test's frames settle.
    pub fn without_autoplay(mut self) -> Startup {
        self.autoplay = false;
        self
    }
}
