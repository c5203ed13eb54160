//! A link to a moment: the part of a web page's address after `#`, so that a teacher can send
//! a class what is on screen and every student sees the same picture. The page keeps its
//! address on what is on screen ([`on_screen`]), so that copying it copies the link, and goes
//! wherever a new address sends it.
//!
//! A link names, in this order, each part `KEY=VALUE` joined by `&`:
//! - what is played, one of: `example=NAME` (an example of the Examples menu, by the names of
//!   [`crate::scenarios::built_in::EXAMPLE_NAMES`]), `scenario=NAME` (a file of `scenarios/`
//!   without `.ron`), `lesson=NAME` with `step=N` (a lesson built in, a file of `lessons/`
//!   without `.ron`, at its step N from 1), or `file=NAME&ron=TEXT` (a file opened from disk,
//!   the editor's draft or a game played by hand: its text carried in the link, packed by
//!   [`packed`]; a text too long for a link leaves `ron=` out for `kept=KEY`, the key under
//!   which the browser's tab keeps it across a reload, and the page says so);
//!   none of them: the first example;
//! - the moment: `tick=N`, `stage=NAME` (the command line's names: `bfs`, `cycle`, ...),
//!   `check=N` (the check of the decision whose events show the stage, from 1; left out for
//!   the first that ran it) and `event=N` (how many of its events are shown; left out when
//!   all are), the parts of a [`Moment`]; at a decision that ran no stage, `prefer=NAME`
//!   instead of `stage=`: the stage chosen, shown at the next decision that runs it;
//! - what else is on screen: `race=NAME,NAME` (the race view, with the searches raced by
//!   their command-line names, two to four) and `race_step=N` (its step, 0 before any
//!   expansion); `quiz=frontier` (the frontier quiz asking at the event shown);
//! - how it is shown: `play=ticks` or `play=events` (the game or the decision's events
//!   playing; left out when paused), `lang=en|pt`, `board=dark|light`,
//!   `colours=standard|safe` and `presenter=1` (left out when off).
//!
//! A link of a lesson's step opens that step, then the moment it names if the teacher moved
//! on from the step's own; it speaks the lesson's language unless it names another. Every part may be left out, and what a link leaves out takes its
//! documented default (the browser's language, the board following the page's theme,
//! standard colours, the panels and speeds of a first start), never what the browser keeps
//! from earlier visits: every student opening one link sees the same picture. A link with
//! `settings=mine` (which a page never writes) takes instead what this browser keeps, as the
//! page opened without a link does. A part that is not understood is an error naming it,
//! never ignored ([`parse`]).

pub mod on_screen;
pub mod packed;
mod parse;

pub use parse::{language_asked, parse};

use crate::command::lesson::LessonSource;
use crate::scenarios::built_in::{EXAMPLE_NAMES, examples};
use crate::scenarios::catalog::curated_entries;
use crate::startup::Startup;
use snakescope_core::scenario::{self, SavedGame};
use snakescope_core::session::Moment;
use snakescope_core::stages::Stage;
use snakescope_core::trace::race::Search;
use snakescope_core::words::Language;
use snakescope_picture::board::palette::{BoardColours, BoardTheme};

pub use on_screen::{OnScreen, on_screen};

/// What a link plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// An example of the Examples menu, by its place in [`EXAMPLE_NAMES`].
    Example(usize),
    /// A scenario of the collection, by its file's name without `.ron`.
    Collection(String),
    /// A lesson built in, by its file's name (with `.ron`), at a step from 1 (none: the
    /// first).
    Lesson {
        /// The lesson's file name, e.g. `breadth-first-search.pt.ron`.
        file: String,
        /// The step, from 1.
        step: Option<usize>,
    },
    /// A file's text (a scenario or a saved game), carried in the link; `text` is none when
    /// it was too long for a link.
    File {
        /// The file's name, ending in `.ron`: the origin the page shows.
        name: String,
        /// Its text.
        text: Option<String>,
    },
}

/// Which timeline plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playing {
    /// The game, tick after tick.
    Ticks,
    /// The decision's events.
    Events,
}

/// The race view a link shows: the searches raced, and the step shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceLink {
    /// The searches, in the order of [`Search::ALL`].
    pub searches: Vec<Search>,
    /// The step shown, 0 before any expansion.
    pub step: usize,
}

/// The quiz a link shows under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizLink {
    /// The frontier quiz, asking at the event shown.
    Frontier,
}

/// What a link asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// What is played (none: the first example).
    pub source: Option<Source>,
    /// The tick on screen.
    pub tick: Option<usize>,
    /// The stage on screen.
    pub stage: Option<Stage>,
    /// The check whose events show the stage, from 1 (none: the first that ran it).
    pub check: Option<usize>,
    /// How many of those events are shown (none: all).
    pub event: Option<usize>,
    /// The stage chosen where the decision on screen ran none (it shows at the next that
    /// runs it).
    pub prefer: Option<Stage>,
    /// What plays (none: nothing).
    pub play: Option<Playing>,
    /// The language.
    pub language: Option<Language>,
    /// The board's ground.
    pub board: Option<BoardTheme>,
    /// The board's colours.
    pub colours: Option<BoardColours>,
    /// Presenter view (none: as it is, which a link written by a page never leaves).
    pub presenter: Option<bool>,
    /// The race view (none: closed).
    pub race: Option<RaceLink>,
    /// The quiz under way (none: no quiz).
    pub quiz: Option<QuizLink>,
    /// The key under which the tab that wrote the link keeps the file's text, too long for
    /// an address (`kept=KEY`, with `file=` and no `ron=`).
    pub kept: Option<String>,
    /// Whether what the link leaves out takes the settings this browser keeps
    /// (`settings=mine`) rather than the documented defaults.
    pub mine: bool,
}

impl Link {
    /// The moment the link names, if it names one (a tick, a stage, a check or an event).
    pub fn moment(&self) -> Option<Moment> {
        let named = self.tick.is_some() || self.stage.is_some();
        named.then(|| Moment {
            tick: self.tick.unwrap_or(0),
            stage: self.stage,
            check: self.check.map(|n| n - 1),
            event: self.event,
        })
    }

    /// The link's part after `#`, as [`parse`] reads it back.
    pub fn fragment(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        match &self.source {
            None => {}
            Some(Source::Example(i)) => parts.push(format!("example={}", EXAMPLE_NAMES[*i])),
            Some(Source::Collection(name)) => parts.push(format!("scenario={name}")),
            Some(Source::Lesson { file, step }) => {
                let name = file.strip_suffix(".ron").unwrap_or(file);
                parts.push(format!("lesson={name}"));
                parts.extend(step.map(|k| format!("step={k}")));
            }
            Some(Source::File { name, text }) => {
                parts.push(format!("file={}", parse::escape(name)));
                parts.extend(text.as_deref().map(|t| format!("ron={}", packed::pack(t))));
                parts.extend(self.kept.as_ref().map(|k| format!("kept={k}")));
            }
        }
        parts.extend(self.tick.map(|t| format!("tick={t}")));
        parts.extend(self.stage.map(|s| format!("stage={}", s.cli_name())));
        parts.extend(self.check.map(|c| format!("check={c}")));
        parts.extend(self.event.map(|e| format!("event={e}")));
        parts.extend(self.prefer.map(|s| format!("prefer={}", s.cli_name())));
        if let Some(race) = &self.race {
            let names: Vec<_> = race.searches.iter().map(|s| s.cli_name()).collect();
            parts.push(format!("race={}", names.join(",")));
            parts.push(format!("race_step={}", race.step));
        }
        parts.extend(
            self.quiz
                .map(|QuizLink::Frontier| "quiz=frontier".to_owned()),
        );
        parts.extend(self.play.map(|p| match p {
            Playing::Ticks => "play=ticks".to_owned(),
            Playing::Events => "play=events".to_owned(),
        }));
        parts.extend(self.language.map(|l| format!("lang={}", l.code())));
        parts.extend(self.board.map(|b| format!("board={}", theme_name(b))));
        parts.extend(self.colours.map(|c| format!("colours={}", colours_name(c))));
        if self.presenter == Some(true) {
            parts.push("presenter=1".to_owned());
        }
        if self.mine {
            parts.push("settings=mine".to_owned());
        }
        format!("#{}", parts.join("&"))
    }
}

fn theme_name(theme: BoardTheme) -> &'static str {
    match theme {
        BoardTheme::Dark => "dark",
        BoardTheme::Light => "light",
    }
}

fn colours_name(colours: BoardColours) -> &'static str {
    match colours {
        BoardColours::Standard => "standard",
        BoardColours::Safe => "safe",
    }
}

/// The folder the collection's origins name.
pub const FOLDER: &str = "scenarios/";

/// A scenario or a saved game read from a link's text, as the app opens it.
pub enum Carried {
    /// A scenario.
    Scenario(Box<scenario::Scenario>),
    /// A saved game, opened at its tick.
    Game(Box<SavedGame>),
}

/// The scenario or saved game in a link's file text, or why it cannot be read (`name` is
/// its origin in the message): read as a file received from the page's picker is, with the
/// same limits ([`scenario::read_received`]), whether the link opens the page or is followed
/// later.
pub fn read_carried(name: &str, text: &str) -> Result<Carried, String> {
    match scenario::read_received(name, text.as_bytes().to_vec()) {
        Ok(scenario::Received::Scenario(s)) => Ok(Carried::Scenario(s)),
        Ok(scenario::Received::Game(g)) => Ok(Carried::Game(g)),
        Err(e) => Err(e.to_string()),
    }
}

/// The language of the lesson built in as `file`, which a link to it speaks unless it names
/// another (`lang=`): a Portuguese lesson is a Portuguese class.
pub fn lesson_language(file: &str) -> Option<Language> {
    crate::scenarios::built_in::LESSONS
        .iter()
        .find(|(n, _)| *n == file)
        .and_then(|(n, text)| snakescope_core::lesson::Lesson::from_ron_str(text, n).ok())
        .and_then(|lesson| Language::from_code(&lesson.language))
}

/// Why a link names a file without carrying it.
pub fn not_carried(name: &str) -> String {
    tr!(
        "the link names the file {name} without carrying it: it was too long to be a link, and \
         only the browser tab it was opened in keeps it. Open the file itself (Open…, or drop \
         it on the page)",
        name = name
    )
}

/// What the app opens on for `link`: what it plays (the first example if it names nothing),
/// still, so that the moment asked for stays on screen; with no moment named, the first
/// example plays its first search as the page does without a link.
pub fn startup(link: &Link) -> Startup {
    let still = Startup::default().without_autoplay();
    let failed = |why: String| Startup {
        error: Some(tr!("This page's link was not understood: {why}", why = why)),
        ..Startup::default()
    };
    match &link.source {
        None if link.moment().is_none() => Startup::default(),
        None => still,
        Some(Source::Lesson { file, .. }) => Startup {
            lesson: Some(LessonSource::BuiltIn(file.clone())),
            ..still
        },
        Some(Source::Example(i)) => {
            let example = examples().swap_remove(*i);
            match example.loaded {
                Ok(scenario) => Startup {
                    scenario,
                    origin: example.origin,
                    ..still
                },
                Err(why) => failed(why),
            }
        }
        Some(Source::Collection(name)) => {
            let origin = format!("{FOLDER}{name}.ron");
            match curated_entries()
                .into_iter()
                .find(|e| e.origin == origin)
                .map(|e| e.loaded)
            {
                Some(Ok(scenario)) => Startup {
                    scenario,
                    origin,
                    ..still
                },
                Some(Err(why)) => failed(why),
                None => failed(tr!("`{name}` is not in the collection", name = name)),
            }
        }
        Some(Source::File { name, text: None }) => failed(not_carried(name)),
        Some(Source::File {
            name,
            text: Some(text),
        }) => match read_carried(name, text) {
            Ok(Carried::Scenario(scenario)) => Startup {
                scenario: *scenario,
                origin: name.clone(),
                ..still
            },
            Ok(Carried::Game(game)) => Startup {
                scenario: game.scenario.clone(),
                origin: name.clone(),
                game: Some(game),
                ..still
            },
            Err(why) => failed(why),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_names_a_scenario_of_the_collection_a_tick_and_a_stage() {
        let link = parse("#scenario=classic-8x8-greedy&tick=12&stage=bfs")
            .unwrap()
            .unwrap();
        assert_eq!(
            link.source,
            Some(Source::Collection("classic-8x8-greedy".into()))
        );
        assert_eq!(link.moment(), Some(Moment::at(12).stage(Stage::Bfs)));
        let start = startup(&link);
        assert_eq!(start.origin, "scenarios/classic-8x8-greedy.ron");
        assert!(start.error.is_none());
        assert!(!start.autoplay, "a link's moment stays still");
    }

    #[test]
    fn every_part_written_reads_back_the_same() {
        let scenario = include_str!("../../../scenarios/dead-end-pocket-6x6.ron");
        let links = [
            Link {
                source: Some(Source::Example(3)),
                tick: Some(7),
                stage: Some(Stage::Cycle),
                check: Some(2),
                event: Some(0),
                prefer: None,
                play: Some(Playing::Events),
                language: Some(Language::Portuguese),
                board: Some(BoardTheme::Light),
                colours: Some(BoardColours::Safe),
                presenter: Some(true),
                race: Some(RaceLink {
                    searches: vec![Search::Bfs, Search::Dfs, Search::AStar],
                    step: 12,
                }),
                quiz: Some(QuizLink::Frontier),
                kept: None,
                mine: true,
            },
            Link {
                source: Some(Source::Collection("centre-start-8x8".into())),
                tick: Some(0),
                prefer: Some(Stage::Splice),
                play: Some(Playing::Ticks),
                ..Link::default()
            },
            Link {
                source: Some(Source::Lesson {
                    file: "shortcuts.pt.ron".into(),
                    step: Some(4),
                }),
                tick: Some(3),
                stage: Some(Stage::Bfs),
                event: Some(12),
                ..Link::default()
            },
            Link {
                source: Some(Source::File {
                    name: "my pocket & more #2.ron".into(),
                    text: Some(scenario.into()),
                }),
                tick: Some(0),
                stage: Some(Stage::Longest),
                ..Link::default()
            },
            Link {
                source: Some(Source::File {
                    name: "big.ron".into(),
                    text: None,
                }),
                kept: Some("0123456789abcdef".into()),
                ..Link::default()
            },
        ];
        for link in links {
            let written = link.fragment();
            assert!(!written[1..].contains(['#', ' ', '+']), "{written}");
            assert_eq!(parse(&written).unwrap(), Some(link), "{written}");
        }
    }

    #[test]
    fn a_link_names_a_lesson_built_in() {
        let link = parse("#lesson=breadth-first-search.pt").unwrap().unwrap();
        let file = "breadth-first-search.pt.ron".to_owned();
        assert_eq!(
            link.source,
            Some(Source::Lesson {
                file: file.clone(),
                step: None
            })
        );
        assert_eq!(startup(&link).lesson, Some(LessonSource::BuiltIn(file)));
    }

    #[test]
    fn an_example_opens_by_its_name_still() {
        let link = parse("#example=hamilton-8x8&tick=3").unwrap().unwrap();
        let start = startup(&link);
        let example = examples().swap_remove(2);
        assert_eq!(Ok(start.scenario), example.loaded);
        assert_eq!(start.origin, example.origin);
        assert!(!start.autoplay && start.error.is_none());
        // Without a link the first example plays its first search, as the page opens.
        assert!(startup(&Link::default()).autoplay);
    }

    #[test]
    fn a_file_carried_in_a_link_opens_as_a_scenario_or_a_game() {
        let text = include_str!("../../../scenarios/dead-end-pocket-6x6.ron");
        let link = Link {
            source: Some(Source::File {
                name: "pocket.ron".into(),
                text: Some(text.into()),
            }),
            ..Link::default()
        };
        let start = startup(&parse(&link.fragment()).unwrap().unwrap());
        assert_eq!(start.origin, "pocket.ron");
        assert_eq!(start.error, None);
        assert_eq!(start.scenario, scenario::load_str(text, "x").unwrap());
        // A file too long to be carried: the page says so, and opens the first example.
        let too_long = parse("#file=big.ron&tick=3").unwrap().unwrap();
        let start = startup(&too_long);
        assert!(start.error.unwrap().contains("without carrying it"));
    }
}
