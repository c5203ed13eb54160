//! A link to a moment: `#scenario=NAME&tick=N&stage=NAME`, the part of a web page's address
//! after `#`, so that a teacher can send a class one scenario of the collection at one tick,
//! with one stage on screen. `NAME` is a file of `scenarios/` without `.ron`, the stage its
//! command-line name (`bfs`, `cycle`, ...); each part may be left out. The page keeps its
//! address on the moment on screen, so copying it copies the link. `#lesson=NAME` opens a
//! lesson built in (a file of `lessons/` without `.ron`, e.g. `breadth-first-search.pt`) at
//! its first step, `#lesson=NAME&step=N` at its step N (from 1). While a lesson plays, the
//! page's address names its step, then the moment on screen
//! (`#lesson=NAME&step=N&scenario=...&tick=...&stage=...`); a link with a lesson opens the
//! step's own moment, whatever moment it names after it.

use crate::lesson_play::LessonSource;
use crate::scenarios::built_in::LESSONS;
use crate::scenarios::catalog::curated_entries;
use crate::startup::Startup;
use snakescope_core::stages::Stage;

/// What a link asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment {
    /// The scenario of the collection, by file name without `.ron` (none: the first example).
    pub scenario: Option<String>,
    /// The tick to show (none: the start).
    pub tick: Option<usize>,
    /// The stage to show at that tick (none: the one the decision's move follows from).
    pub stage: Option<Stage>,
    /// A lesson built in, by its file's name, to play from its first step.
    pub lesson: Option<String>,
    /// The step of the lesson to open, from 1 (none: the first).
    pub step: Option<usize>,
}

/// The folder the collection's origins name.
const FOLDER: &str = "scenarios/";

/// Reads a link's part after `#` (with or without the `#`); an empty one asks for nothing.
/// A part that is not understood is an error naming it, never ignored.
pub fn parse(fragment: &str) -> Result<Option<Moment>, String> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    if fragment.is_empty() {
        return Ok(None);
    }
    let mut moment = Moment {
        scenario: None,
        tick: None,
        stage: None,
        lesson: None,
        step: None,
    };
    for part in fragment.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| format!("the link's part `{part}` is not KEY=VALUE"))?;
        match key {
            "scenario" => {
                let name = value.strip_suffix(".ron").unwrap_or(value);
                if opening_name(name).is_none() {
                    return Err(format!(
                        "the link's scenario `{value}` is not in the collection (for example \
                         `classic-8x8-greedy`; the scenario browser lists them all)"
                    ));
                }
                moment.scenario = Some(name.to_owned());
            }
            "tick" => {
                moment.tick = Some(value.parse().map_err(|_| {
                    format!("the link's tick `{value}` is not a whole number of ticks")
                })?);
            }
            "stage" => {
                moment.stage = Some(Stage::from_cli_name(value).ok_or_else(|| {
                    let names: Vec<_> = Stage::ALL.iter().map(|s| s.cli_name()).collect();
                    format!(
                        "the link's stage `{value}` is not one of {}",
                        names.join(", ")
                    )
                })?);
            }
            "lesson" => {
                let name = value.strip_suffix(".ron").unwrap_or(value);
                let file = format!("{name}.ron");
                if !LESSONS.iter().any(|(n, _)| *n == file) {
                    return Err(format!(
                        "the link's lesson `{value}` is not built in (for example \
                         `breadth-first-search.en`; the Lessons menu lists them all)"
                    ));
                }
                moment.lesson = Some(file);
            }
            "step" => {
                moment.step = Some(value.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                    tr!(
                        "the link's step `{value}` is not a step's number (1 for the first)",
                        value = value
                    )
                })?);
            }
            _ => {
                return Err(format!(
                    "the link's `{key}` is not one of scenario, tick, stage, lesson, step"
                ));
            }
        }
    }
    if let Some(step) = moment.step {
        let steps = moment.lesson.as_ref().map(|file| lesson_steps(file));
        match steps {
            None => {
                return Err(tr!(
                    "the link's step needs its lesson: `lesson=NAME&step=N`"
                ));
            }
            Some(steps) if step > steps => {
                return Err(tr!(
                    "the link's step {step} is past the lesson's last, {steps}",
                    step = step,
                    steps = steps
                ));
            }
            Some(_) => {}
        }
    }
    Ok(Some(moment))
}

/// The number of steps of the lesson built in as `file` (0 if it does not read).
fn lesson_steps(file: &str) -> usize {
    LESSONS
        .iter()
        .find(|(n, _)| *n == file)
        .and_then(|(n, text)| snakescope_core::lesson::Lesson::from_ron_str(text, n).ok())
        .map_or(0, |l| l.steps.len())
}

/// The origin of the collection's scenario `name`, if it is one.
fn opening_name(name: &str) -> Option<String> {
    let origin = format!("{FOLDER}{name}.ron");
    curated_entries()
        .iter()
        .any(|e| e.origin == origin)
        .then_some(origin)
}

/// What the app opens on for `moment`: its scenario (the first example if it names none),
/// still, so that the tick and stage asked for stay on screen.
pub fn startup(moment: &Moment) -> Startup {
    if let Some(file) = &moment.lesson {
        return Startup {
            lesson: Some(LessonSource::BuiltIn(file.clone())),
            ..Startup::default().without_autoplay()
        };
    }
    let Some(name) = &moment.scenario else {
        return Startup::default().without_autoplay();
    };
    let origin = format!("{FOLDER}{name}.ron");
    match curated_entries()
        .into_iter()
        .find(|e| e.origin == origin)
        .map(|e| e.loaded)
    {
        Some(Ok(scenario)) => Startup {
            scenario,
            origin,
            path: None,
            error: None,
            autoplay: false,
            game: None,
            lesson: None,
        },
        Some(Err(why)) => Startup {
            error: Some(why),
            ..Startup::default()
        },
        None => Startup {
            error: Some(format!("`{name}` is not in the collection")),
            ..Startup::default()
        },
    }
}

/// The link's part after `#` for the scenario with `origin` at `tick` with `stage` on
/// screen; none if the scenario is not one of the collection (a link could not open it).
pub fn fragment(origin: &str, tick: usize, stage: Stage) -> Option<String> {
    let name = origin.strip_prefix(FOLDER)?.strip_suffix(".ron")?;
    opening_name(name)?;
    Some(format!(
        "#scenario={name}&tick={tick}&stage={}",
        stage.cli_name()
    ))
}

/// The link's part after `#` for step `step` (from 1) of the lesson built in as `file`,
/// followed by the moment on screen as [`fragment`] names it, if it can.
pub fn lesson_fragment(file: &str, step: usize, origin: &str, tick: usize, stage: Stage) -> String {
    let name = file.strip_suffix(".ron").unwrap_or(file);
    let moment = fragment(origin, tick, stage)
        .map(|f| f.replacen('#', "&", 1))
        .unwrap_or_default();
    format!("#lesson={name}&step={step}{moment}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_names_a_scenario_of_the_collection_a_tick_and_a_stage() {
        let m = parse("#scenario=classic-8x8-greedy&tick=12&stage=bfs")
            .unwrap()
            .unwrap();
        assert_eq!(m.scenario.as_deref(), Some("classic-8x8-greedy"));
        assert_eq!(m.tick, Some(12));
        assert_eq!(m.stage, Some(Stage::Bfs));
        let start = startup(&m);
        assert_eq!(start.origin, "scenarios/classic-8x8-greedy.ron");
        assert!(start.error.is_none());
        assert!(!start.autoplay, "a link's moment stays still");
    }

    #[test]
    fn what_a_page_writes_in_its_address_opens_the_same_moment() {
        let written = fragment("scenarios/centre-start-8x8.ron", 7, Stage::Cycle).unwrap();
        let m = parse(&written).unwrap().unwrap();
        assert_eq!(m.scenario.as_deref(), Some("centre-start-8x8"));
        assert_eq!((m.tick, m.stage), (Some(7), Some(Stage::Cycle)));
    }

    #[test]
    fn a_scenario_outside_the_collection_has_no_link() {
        assert_eq!(fragment("/home/x/mine.ron", 3, Stage::Bfs), None);
        assert_eq!(fragment("scenarios/not-there.ron", 3, Stage::Bfs), None);
    }

    #[test]
    fn a_link_names_a_lesson_built_in() {
        let m = parse("#lesson=breadth-first-search.pt").unwrap().unwrap();
        assert_eq!(m.lesson.as_deref(), Some("breadth-first-search.pt.ron"));
        let start = startup(&m);
        assert_eq!(
            start.lesson,
            Some(LessonSource::BuiltIn("breadth-first-search.pt.ron".into()))
        );
    }

    #[test]
    fn a_lesson_s_step_on_screen_is_written_as_a_link_that_opens_it() {
        let written = lesson_fragment(
            "breadth-first-search.en.ron",
            4,
            "scenarios/classic-8x8-greedy.ron",
            0,
            Stage::Bfs,
        );
        assert_eq!(
            written,
            "#lesson=breadth-first-search.en&step=4&scenario=classic-8x8-greedy&tick=0&stage=bfs"
        );
        let m = parse(&written).unwrap().unwrap();
        assert_eq!(m.lesson.as_deref(), Some("breadth-first-search.en.ron"));
        assert_eq!(m.step, Some(4));
        // A step's scenario outside the collection (written in the lesson): the step alone.
        assert_eq!(
            lesson_fragment(
                "shortcuts.pt.ron",
                2,
                "lessons/shortcuts.pt, step 2",
                1,
                Stage::Bfs
            ),
            "#lesson=shortcuts.pt&step=2"
        );
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
            ("#tick=ten", "tick `ten` is not a whole number"),
            ("#stage=quicksort", "stage `quicksort` is not one of bfs"),
            (
                "#colour=red",
                "`colour` is not one of scenario, tick, stage, lesson",
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
        ];
        for (link, expected) in cases {
            let err = parse(link).unwrap_err();
            assert!(err.contains(expected), "{link}: {err}");
        }
    }
}
