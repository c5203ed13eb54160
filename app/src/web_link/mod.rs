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
//!   [`packed`]; a text too long for a link leaves `ron=` out, and the page says why);
//!   none of them: the first example;
//! - the moment: `tick=N`, `stage=NAME` (the command line's names: `bfs`, `cycle`, ...),
//!   `check=N` (the check of the decision whose events show the stage, from 1; left out for
//!   the first that ran it) and `event=N` (how many of its events are shown; left out when
//!   all are), the parts of a [`Moment`]; at a decision that ran no stage, `prefer=NAME`
//!   instead of `stage=`: the stage chosen, shown at the next decision that runs it;
//! - how it is shown: `play=ticks` or `play=events` (the game or the decision's events
//!   playing; left out when paused), `lang=en|pt`, `board=dark|light`,
//!   `colours=standard|safe` and `presenter=1` (left out when off).
//!
//! A link of a lesson's step opens that step, then the moment it names if the teacher moved
//! on from the step's own. Every part may be left out; a part that is not understood is an
//! error naming it, never ignored.

pub mod on_screen;
pub mod packed;

use crate::lesson_play::LessonSource;
use crate::scenarios::built_in::{EXAMPLE_NAMES, LESSONS, examples};
use crate::scenarios::catalog::curated_entries;
use crate::startup::Startup;
use snakescope_core::scenario::{self, SavedGame};
use snakescope_core::session::Moment;
use snakescope_core::stages::Stage;
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
                parts.push(format!("file={}", escape(name)));
                parts.extend(text.as_deref().map(|t| format!("ron={}", packed::pack(t))));
            }
        }
        parts.extend(self.tick.map(|t| format!("tick={t}")));
        parts.extend(self.stage.map(|s| format!("stage={}", s.cli_name())));
        parts.extend(self.check.map(|c| format!("check={c}")));
        parts.extend(self.event.map(|e| format!("event={e}")));
        parts.extend(self.prefer.map(|s| format!("prefer={}", s.cli_name())));
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

/// `text` with what would end or split a part (`%`, `&`, `#`, `=`, spaces and anything
/// outside ASCII) written as `%XX`, as browsers read an address.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~()!*'".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// `text` with its `%XX` read back (a browser may also have written them in an address
/// typed by hand); `None` if they do not make UTF-8.
fn unescape(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The folder the collection's origins name.
pub const FOLDER: &str = "scenarios/";

/// Reads a link's part after `#` (with or without the `#`); an empty one asks for nothing.
/// A part that is not understood is an error naming it, never ignored.
pub fn parse(fragment: &str) -> Result<Option<Link>, String> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    if fragment.is_empty() {
        return Ok(None);
    }
    let mut link = Link::default();
    let mut file: Option<String> = None;
    let mut text: Option<&str> = None;
    let mut lesson: Option<String> = None;
    let mut step: Option<usize> = None;
    let number = |what: &str, value: &str| -> Result<usize, String> {
        value.parse().map_err(|_| {
            tr!(
                "the link's {what} `{value}` is not a whole number",
                what = what,
                value = value
            )
        })
    };
    for part in fragment.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| tr!("the link's part `{part}` is not KEY=VALUE", part = part))?;
        if link.source.is_some() && matches!(key, "example" | "scenario") {
            return Err(tr!(
                "the link names two things to play: one of example, scenario, lesson or file"
            ));
        }
        match key {
            "example" => {
                let i = EXAMPLE_NAMES
                    .iter()
                    .position(|n| *n == value)
                    .ok_or_else(|| {
                        tr!(
                            "the link's example `{value}` is not one of {names}",
                            value = value,
                            names = EXAMPLE_NAMES.join(", ")
                        )
                    })?;
                link.source = Some(Source::Example(i));
            }
            "scenario" => {
                let name = value.strip_suffix(".ron").unwrap_or(value);
                if !in_collection(name) {
                    return Err(tr!(
                        "the link's scenario `{value}` is not in the collection (for example \
                         `classic-8x8-greedy`; the scenario browser lists them all)",
                        value = value
                    ));
                }
                link.source = Some(Source::Collection(name.to_owned()));
            }
            "lesson" => {
                let name = value.strip_suffix(".ron").unwrap_or(value);
                let name = format!("{name}.ron");
                if !LESSONS.iter().any(|(n, _)| *n == name) {
                    return Err(tr!(
                        "the link's lesson `{value}` is not built in (for example \
                         `breadth-first-search.en`; the Lessons menu lists them all)",
                        value = value
                    ));
                }
                lesson = Some(name);
            }
            "step" => {
                step = Some(value.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                    tr!(
                        "the link's step `{value}` is not a step's number (1 for the first)",
                        value = value
                    )
                })?);
            }
            "file" => {
                let name = unescape(value)
                    .filter(|n| n.to_ascii_lowercase().ends_with(".ron"))
                    .ok_or_else(|| {
                        tr!(
                            "the link's file `{value}` is not the name of a .ron file",
                            value = value
                        )
                    })?;
                file = Some(name);
            }
            "ron" => text = Some(value),
            "tick" => link.tick = Some(number("tick", value)?),
            "stage" => link.stage = Some(stage_named(value)?),
            "prefer" => link.prefer = Some(stage_named(value)?),
            "check" => {
                link.check = Some(number("check", value)?).filter(|&n| n > 0);
                if link.check.is_none() {
                    return Err(tr!("the link's check is counted from 1"));
                }
            }
            "event" => link.event = Some(number("event", value)?),
            "play" => {
                link.play = Some(match value {
                    "ticks" => Playing::Ticks,
                    "events" => Playing::Events,
                    _ => {
                        return Err(tr!(
                            "the link's play `{value}` is not ticks or events",
                            value = value
                        ));
                    }
                })
            }
            "lang" => {
                link.language = Some(
                    Language::from_code(value)
                        .filter(|l| Language::CHOICES.contains(l))
                        .ok_or_else(|| {
                            tr!(
                                "the link's language `{value}` is not en or pt",
                                value = value
                            )
                        })?,
                );
            }
            "board" => {
                link.board = Some(match value {
                    "dark" => BoardTheme::Dark,
                    "light" => BoardTheme::Light,
                    _ => {
                        return Err(tr!(
                            "the link's board `{value}` is not dark or light",
                            value = value
                        ));
                    }
                })
            }
            "colours" => {
                link.colours = Some(match value {
                    "standard" => BoardColours::Standard,
                    "safe" => BoardColours::Safe,
                    _ => {
                        return Err(tr!(
                            "the link's colours `{value}` are not standard or safe",
                            value = value
                        ));
                    }
                })
            }
            "presenter" => {
                link.presenter = Some(match value {
                    "1" => true,
                    "0" => false,
                    _ => {
                        return Err(tr!(
                            "the link's presenter `{value}` is not 1 or 0",
                            value = value
                        ));
                    }
                })
            }
            _ => {
                return Err(tr!(
                    "the link's `{key}` is not one of example, scenario, lesson, step, file, \
                     ron, tick, stage, check, event, prefer, play, lang, board, colours, presenter",
                    key = key
                ));
            }
        }
    }
    if link.source.is_some() && (lesson.is_some() || file.is_some())
        || lesson.is_some() && file.is_some()
    {
        return Err(tr!(
            "the link names two things to play: one of example, scenario, lesson or file"
        ));
    }
    if let Some(file) = lesson {
        if let Some(step) = step {
            let steps = lesson_steps(&file);
            if step > steps {
                return Err(tr!(
                    "the link's step {step} is past the lesson's last, {steps}",
                    step = step,
                    steps = steps
                ));
            }
        }
        link.source = Some(Source::Lesson { file, step });
    } else if step.is_some() {
        return Err(tr!(
            "the link's step needs its lesson: `lesson=NAME&step=N`"
        ));
    }
    match (file, text) {
        (Some(name), text) => {
            let text = text
                .map(|packed| {
                    packed::unpack(packed).map_err(|why| {
                        tr!("the link's scenario text cannot be read: {why}", why = why)
                    })
                })
                .transpose()?;
            link.source = Some(Source::File { name, text });
        }
        (None, Some(_)) => {
            return Err(tr!(
                "the link's scenario text needs its file's name: `file=NAME.ron&ron=TEXT`"
            ));
        }
        (None, None) => {}
    }
    if (link.check.is_some() || link.event.is_some()) && link.stage.is_none() {
        return Err(tr!(
            "the link's check and event need its stage: `stage=NAME&check=N&event=N`"
        ));
    }
    Ok(Some(link))
}

/// The stage a link names by its command-line name.
fn stage_named(value: &str) -> Result<Stage, String> {
    Stage::from_cli_name(value).ok_or_else(|| {
        let names: Vec<_> = Stage::ALL.iter().map(|s| s.cli_name()).collect();
        tr!(
            "the link's stage `{value}` is not one of {names}",
            value = value,
            names = names.join(", ")
        )
    })
}

/// The number of steps of the lesson built in as `file` (0 if it does not read).
fn lesson_steps(file: &str) -> usize {
    LESSONS
        .iter()
        .find(|(n, _)| *n == file)
        .and_then(|(n, text)| snakescope_core::lesson::Lesson::from_ron_str(text, n).ok())
        .map_or(0, |l| l.steps.len())
}

/// Whether `name` (without `.ron`) is a scenario of the collection.
fn in_collection(name: &str) -> bool {
    let origin = format!("{FOLDER}{name}.ron");
    crate::scenarios::built_in::CURATED
        .iter()
        .any(|(file, _)| format!("{FOLDER}{file}") == origin)
}

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

/// Why a link names a file without carrying it.
pub fn not_carried(name: &str) -> String {
    tr!(
        "the link names the file {name} without carrying it: it was too long to be a link. \
         Open the file itself (Open…, or drop it on the page)",
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

    #[test]
    fn an_empty_link_asks_for_nothing() {
        assert_eq!(parse("").unwrap(), None);
        assert_eq!(parse("#").unwrap(), None);
    }

    #[test]
    fn each_part_not_understood_is_named() {
        let cases = [
            ("#scenario=nowhere", "`nowhere` is not in the collection"),
            (
                "#example=nowhere",
                "example `nowhere` is not one of greedy-8x8",
            ),
            ("#tick=ten", "tick `ten` is not a whole number"),
            ("#stage=quicksort", "stage `quicksort` is not one of bfs"),
            (
                "#colour=red",
                "`colour` is not one of example, scenario, lesson",
            ),
            ("#lesson=nothing.en", "lesson `nothing.en` is not built in"),
            ("#tick", "`tick` is not KEY=VALUE"),
            (
                "#lesson=shortcuts.en&step=0",
                "step `0` is not a step's number",
            ),
            (
                "#lesson=shortcuts.en&step=99",
                "step 99 is past the lesson's last",
            ),
            ("#step=2", "the link's step needs its lesson"),
            (
                "#scenario=centre-start-8x8&example=greedy-8x8",
                "two things to play",
            ),
            ("#tick=2&check=1", "check and event need its stage"),
            ("#stage=bfs&check=0", "check is counted from 1"),
            ("#play=fast", "play `fast` is not ticks or events"),
            ("#lang=fr", "language `fr` is not en or pt"),
            ("#board=blue", "board `blue` is not dark or light"),
            ("#colours=pink", "colours `pink` are not standard or safe"),
            ("#presenter=yes", "presenter `yes` is not 1 or 0"),
            (
                "#file=notes.txt",
                "`notes.txt` is not the name of a .ron file",
            ),
            ("#ron=AAAA", "needs its file's name"),
            ("#file=a.ron&ron=AB$", "`$`"),
        ];
        for (link, expected) in cases {
            let err = parse(link).unwrap_err();
            assert!(err.contains(expected), "{link}: {err}");
        }
    }
}
