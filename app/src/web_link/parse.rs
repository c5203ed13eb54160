//! Reading a link: its parts `KEY=VALUE`, each checked as it is read, so that a part that is
//! not understood is an error naming it, never ignored. Numbers too large for a link (a tick
//! past [`MAX_MOMENT_TICK`], or one past what the page's integers hold) are said to be too
//! large, not "not a whole number".

use super::{FOLDER, Link, Playing, QuizLink, RaceLink, Source, packed};
use crate::race::room::{FEWEST, MOST};
use crate::scenarios::built_in::{EXAMPLE_NAMES, LESSONS};
use snakescope_core::session::MAX_MOMENT_TICK;
use snakescope_core::stages::Stage;
use snakescope_core::trace::race::Search;
use snakescope_core::words::Language;
use snakescope_picture::board::palette::{BoardColours, BoardTheme};

/// Every key a link may hold, in the order a page writes them.
const KEYS: &str = "example, scenario, lesson, step, file, ron, kept, tick, stage, check, event, \
                    prefer, race, race_step, quiz, play, lang, board, colours, presenter, settings";

/// Reads a link's part after `#` (with or without the `#`); an empty one asks for nothing.
/// A part that is not understood is an error naming it, never ignored.
pub fn parse(fragment: &str) -> Result<Option<Link>, String> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    if fragment.is_empty() {
        return Ok(None);
    }
    let mut parts = Parts::default();
    for part in fragment.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| tr!("the link's part `{part}` is not KEY=VALUE", part = part))?;
        parts.read(key, value)?;
    }
    parts.into_link().map(Some)
}

/// The language a link asks for, read alone (`lang=`), even from a link whose other parts are
/// not understood: the language its message is said in.
pub fn language_asked(fragment: &str) -> Option<Language> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    fragment
        .split('&')
        .filter_map(|part| part.strip_prefix("lang="))
        .filter_map(Language::from_code)
        .rfind(|l| Language::CHOICES.contains(l))
}

/// The parts read so far: the link, and the parts that make its source only together.
#[derive(Default)]
struct Parts<'a> {
    link: Link,
    file: Option<String>,
    text: Option<&'a str>,
    lesson: Option<String>,
    step: Option<usize>,
    race: Option<Vec<Search>>,
    race_step: Option<usize>,
}

impl<'a> Parts<'a> {
    /// Reads the part `key=value`.
    fn read(&mut self, key: &str, value: &'a str) -> Result<(), String> {
        if self.link.source.is_some() && matches!(key, "example" | "scenario") {
            return Err(two_sources());
        }
        let link = &mut self.link;
        match key {
            "example" => link.source = Some(Source::Example(example_named(value)?)),
            "scenario" => link.source = Some(Source::Collection(collection_named(value)?)),
            "lesson" => self.lesson = Some(lesson_named(value)?),
            "step" => self.step = Some(step_number(value)?),
            "file" => self.file = Some(file_named(value)?),
            "ron" => self.text = Some(value),
            "kept" => link.kept = Some(kept_key(value)?),
            "tick" => link.tick = Some(tick_number(value)?),
            "stage" => link.stage = Some(stage_named(value)?),
            "prefer" => link.prefer = Some(stage_named(value)?),
            "check" => {
                link.check = Some(number("check", value)?).filter(|&n| n > 0);
                if link.check.is_none() {
                    return Err(tr!("the link's check is counted from 1"));
                }
            }
            "event" => link.event = Some(number("event", value)?),
            "race" => self.race = Some(searches_named(value)?),
            "race_step" => self.race_step = Some(number("race_step", value)?),
            "quiz" => link.quiz = Some(quiz_named(value)?),
            "play" => link.play = Some(play_named(value)?),
            "lang" => link.language = Some(language_named(value)?),
            "board" => link.board = Some(board_named(value)?),
            "colours" => link.colours = Some(colours_named(value)?),
            "presenter" => link.presenter = Some(presenter_named(value)?),
            "settings" => link.mine = settings_named(value)?,
            _ => {
                return Err(tr!(
                    "the link's `{key}` is not one of {keys}",
                    key = key,
                    keys = KEYS
                ));
            }
        }
        Ok(())
    }

    /// The link, once every part is read: the parts that go together checked together.
    fn into_link(self) -> Result<Link, String> {
        let mut link = self.link;
        if link.source.is_some() && (self.lesson.is_some() || self.file.is_some())
            || self.lesson.is_some() && self.file.is_some()
        {
            return Err(two_sources());
        }
        if let Some(file) = self.lesson {
            if let Some(step) = self.step {
                let steps = lesson_steps(&file);
                if step > steps {
                    return Err(tr!(
                        "the link's step {step} is past the lesson's last, {steps}",
                        step = step,
                        steps = steps
                    ));
                }
            }
            link.source = Some(Source::Lesson {
                file,
                step: self.step,
            });
        } else if self.step.is_some() {
            return Err(tr!(
                "the link's step needs its lesson: `lesson=NAME&step=N`"
            ));
        }
        match (self.file, self.text) {
            (Some(name), text) => {
                let text = text.map(carried_text).transpose()?;
                link.source = Some(Source::File { name, text });
            }
            (None, Some(_)) => {
                return Err(tr!(
                    "the link's scenario text needs its file's name: `file=NAME.ron&ron=TEXT`"
                ));
            }
            (None, None) => {}
        }
        if link.kept.is_some() && !matches!(link.source, Some(Source::File { text: None, .. })) {
            return Err(tr!(
                "the link's kept names a file the tab keeps: `file=NAME.ron&kept=KEY`, without ron"
            ));
        }
        if (link.check.is_some() || link.event.is_some()) && link.stage.is_none() {
            return Err(tr!(
                "the link's check and event need its stage: `stage=NAME&check=N&event=N`"
            ));
        }
        link.race = match (self.race, self.race_step) {
            (Some(searches), step) => Some(RaceLink {
                searches,
                step: step.unwrap_or(0),
            }),
            (None, Some(_)) => {
                return Err(tr!(
                    "the link's race_step needs its race: `race=bfs,astar&race_step=N`"
                ));
            }
            (None, None) => None,
        };
        Ok(link)
    }
}

/// The error of a link naming two things to play.
fn two_sources() -> String {
    tr!("the link names two things to play: one of example, scenario, lesson or file")
}

/// A count a link gives (a check, an event, a step): a whole number, said too large when it
/// is one but does not fit the page's integers.
fn number(what: &str, value: &str) -> Result<usize, String> {
    let digits = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
    match value.parse::<usize>() {
        Ok(n) => Ok(n),
        Err(_) if digits => Err(tr!(
            "the link's {what} `{value}` is too large",
            what = what,
            value = value
        )),
        Err(_) => Err(tr!(
            "the link's {what} `{value}` is not a whole number",
            what = what,
            value = value
        )),
    }
}

/// The tick a link names: a whole number no larger than [`MAX_MOMENT_TICK`] (read as a
/// 64-bit number first, so that 2^32 or 10^15 on a page's 32-bit integers is too large, not
/// "not a whole number").
fn tick_number(value: &str) -> Result<usize, String> {
    let digits = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
    let too_large = || {
        tr!(
            "the link's tick `{value}` is too large: a link names a tick up to {most}",
            value = value,
            most = MAX_MOMENT_TICK
        )
    };
    match value.parse::<u64>() {
        Ok(n) => usize::try_from(n)
            .ok()
            .filter(|&n| n <= MAX_MOMENT_TICK)
            .ok_or_else(too_large),
        Err(_) if digits => Err(too_large()),
        Err(_) => Err(tr!(
            "the link's tick `{value}` is not a whole number",
            value = value
        )),
    }
}

/// A lesson's step, from 1.
fn step_number(value: &str) -> Result<usize, String> {
    number("step", value)
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| {
            tr!(
                "the link's step `{value}` is not a step's number (1 for the first)",
                value = value
            )
        })
}

/// The example of the Examples menu a link names.
fn example_named(value: &str) -> Result<usize, String> {
    EXAMPLE_NAMES
        .iter()
        .position(|n| *n == value)
        .ok_or_else(|| {
            tr!(
                "the link's example `{value}` is not one of {names}",
                value = value,
                names = EXAMPLE_NAMES.join(", ")
            )
        })
}

/// The scenario of the collection a link names, without `.ron`.
fn collection_named(value: &str) -> Result<String, String> {
    let name = value.strip_suffix(".ron").unwrap_or(value);
    if !in_collection(name) {
        return Err(tr!(
            "the link's scenario `{value}` is not in the collection (for example \
             `classic-8x8-greedy`; the scenario browser lists them all)",
            value = value
        ));
    }
    Ok(name.to_owned())
}

/// The lesson built in a link names, as its file's name.
fn lesson_named(value: &str) -> Result<String, String> {
    let name = value.strip_suffix(".ron").unwrap_or(value);
    let name = format!("{name}.ron");
    if !LESSONS.iter().any(|(n, _)| *n == name) {
        return Err(tr!(
            "the link's lesson `{value}` is not built in (for example \
             `breadth-first-search.en`; the Lessons menu lists them all)",
            value = value
        ));
    }
    Ok(name)
}

/// The name of the file a link carries.
fn file_named(value: &str) -> Result<String, String> {
    unescape(value)
        .filter(|n| n.to_ascii_lowercase().ends_with(".ron"))
        .ok_or_else(|| {
            tr!(
                "the link's file `{value}` is not the name of a .ron file",
                value = value
            )
        })
}

/// The key under which a tab keeps a file's text: 16 hexadecimal digits.
fn kept_key(value: &str) -> Result<String, String> {
    if value.len() == 16 && value.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(value.to_ascii_lowercase())
    } else {
        Err(tr!(
            "the link's kept `{value}` is not a key of 16 hexadecimal digits",
            value = value
        ))
    }
}

/// The text a link carries, unpacked.
fn carried_text(packed: &str) -> Result<String, String> {
    packed::unpack(packed)
        .map_err(|why| tr!("the link's scenario text cannot be read: {why}", why = why))
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

/// The searches of a race, by their command-line names, each once, as many as the race view
/// runs.
fn searches_named(value: &str) -> Result<Vec<Search>, String> {
    let mut searches = Vec::new();
    for name in value.split(',') {
        let search = Search::from_cli_name(name).ok_or_else(|| {
            let names: Vec<_> = Search::ALL.iter().map(|s| s.cli_name()).collect();
            tr!(
                "the link's race names `{name}`, which is not one of {names}",
                name = name,
                names = names.join(", ")
            )
        })?;
        if searches.contains(&search) {
            return Err(tr!("the link's race names `{name}` twice", name = name));
        }
        searches.push(search);
    }
    if !(FEWEST..=MOST).contains(&searches.len()) {
        return Err(tr!(
            "the link's race names {n} searches: a race runs {fewest} to {most}",
            n = searches.len(),
            fewest = FEWEST,
            most = MOST
        ));
    }
    searches.sort_by_key(|s| Search::ALL.iter().position(|a| a == s));
    Ok(searches)
}

/// The quiz a link names.
fn quiz_named(value: &str) -> Result<QuizLink, String> {
    match value {
        "frontier" => Ok(QuizLink::Frontier),
        _ => Err(tr!(
            "the link's quiz `{value}` is not frontier",
            value = value
        )),
    }
}

/// What a link plays.
fn play_named(value: &str) -> Result<Playing, String> {
    match value {
        "ticks" => Ok(Playing::Ticks),
        "events" => Ok(Playing::Events),
        _ => Err(tr!(
            "the link's play `{value}` is not ticks or events",
            value = value
        )),
    }
}

/// The language a link names.
fn language_named(value: &str) -> Result<Language, String> {
    Language::from_code(value)
        .filter(|l| Language::CHOICES.contains(l))
        .ok_or_else(|| {
            tr!(
                "the link's language `{value}` is not en or pt",
                value = value
            )
        })
}

/// The board's ground a link names.
fn board_named(value: &str) -> Result<BoardTheme, String> {
    match value {
        "dark" => Ok(BoardTheme::Dark),
        "light" => Ok(BoardTheme::Light),
        _ => Err(tr!(
            "the link's board `{value}` is not dark or light",
            value = value
        )),
    }
}

/// The board's colours a link names.
fn colours_named(value: &str) -> Result<BoardColours, String> {
    match value {
        "standard" => Ok(BoardColours::Standard),
        "safe" => Ok(BoardColours::Safe),
        _ => Err(tr!(
            "the link's colours `{value}` are not standard or safe",
            value = value
        )),
    }
}

/// Presenter view, as a link says it.
fn presenter_named(value: &str) -> Result<bool, String> {
    match value {
        "1" => Ok(true),
        "0" => Ok(false),
        _ => Err(tr!(
            "the link's presenter `{value}` is not 1 or 0",
            value = value
        )),
    }
}

/// Whose settings a link asks for: `mine`, the ones this browser keeps.
fn settings_named(value: &str) -> Result<bool, String> {
    match value {
        "mine" => Ok(true),
        _ => Err(tr!(
            "the link's settings `{value}` is not mine (left out, the link's own)",
            value = value
        )),
    }
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

/// `text` with what would end or split a part (`%`, `&`, `#`, `=`, spaces and anything
/// outside ASCII) written as `%XX`, as browsers read an address.
pub(super) fn escape(text: &str) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

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
            ("#tick=-3", "tick `-3` is not a whole number"),
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
            ("#race=bfs", "race names 1 searches: a race runs 2 to 4"),
            ("#race=bfs,quick", "`quick`, which is not one of bfs"),
            ("#race=bfs,bfs", "`bfs` twice"),
            ("#race_step=3", "race_step needs its race"),
            ("#quiz=moves", "quiz `moves` is not frontier"),
            ("#settings=yours", "settings `yours` is not mine"),
            ("#file=a.ron&kept=xyz", "kept `xyz` is not a key"),
            (
                "#example=greedy-8x8&kept=0123456789abcdef",
                "kept names a file the tab keeps",
            ),
        ];
        for (link, expected) in cases {
            let err = parse(link).unwrap_err();
            assert!(err.contains(expected), "{link}: {err}");
        }
    }

    #[test]
    fn a_number_past_the_page_s_integers_is_too_large_not_malformed() {
        // 2^32 and 10^15 overflow a page's 32-bit integers; 20,000,001 is past the last tick
        // a link may name.
        for tick in [
            "4294967296",
            "1000000000000000",
            "20000001",
            "99999999999999999999999",
        ] {
            let err = parse(&format!("#tick={tick}")).unwrap_err();
            assert!(err.contains("is too large"), "{tick}: {err}");
            assert!(!err.contains("whole number"), "{tick}: {err}");
        }
        let most = parse(&format!("#tick={MAX_MOMENT_TICK}")).unwrap().unwrap();
        assert_eq!(most.tick, Some(MAX_MOMENT_TICK));
        let err = parse("#stage=bfs&event=99999999999999999999999").unwrap_err();
        assert!(
            err.contains("event `99999999999999999999999` is too large"),
            "{err}"
        );
    }

    #[test]
    fn the_language_is_read_alone_from_a_link_not_understood() {
        assert_eq!(
            language_asked("#tick=ten&lang=pt"),
            Some(Language::Portuguese)
        );
        assert_eq!(language_asked("#lang=fr"), None);
        assert_eq!(language_asked("#example=greedy-8x8"), None);
    }

    #[test]
    fn a_race_reads_in_the_order_of_the_searches_list() {
        let link = parse("#example=greedy-8x8&race=astar,bfs&race_step=7")
            .unwrap()
            .unwrap();
        assert_eq!(
            link.race,
            Some(RaceLink {
                searches: vec![Search::Bfs, Search::AStar],
                step: 7
            })
        );
    }
}
