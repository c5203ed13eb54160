//! The window in each language: in the pseudo-language every text shown must come from the
//! catalogue (wrapped `[!..!]`), and in English and Portuguese each stage shows its own words.

use crate::common;

use common::app::{App, classic, play_out, press};
use egui::Key;
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::words::{
    Language, PSEUDO_CLOSE, PSEUDO_OPEN, VALUE_CLOSE, VALUE_OPEN, for_this_thread,
};
use snakescope_core::tr;

/// Words shown as they are in every language: names, data and the keys of shortcuts.
const DATA_WORDS: &[&str] = &[
    "snakescope",
    "cycle",
    "px",
    // the names of keys
    "Left",
    "Right",
    "Up",
    "Down",
    "PageUp",
    "PageDown",
    "Enter",
    "Escape",
    "rel",
    "English",
    "Português",
    "BFS",
    "Ctrl",
    "Shift",
    "Alt",
    "Cmd",
    "Space",
    "Home",
    "End",
    "greedy",
    "hamilton",
    "backtrack",
    "cycle_follow",
    "splice",
    "manual",
    "PNG",
    "SVG",
    "GIF",
    "CSV",
    "x",
    "F5",
    "F6",
    "F7",
    "F9",
];

/// Whether `word` (letters, digits and the marks of names) is data rather than words.
fn is_data(word: &str) -> bool {
    !word.chars().any(char::is_alphabetic)
        // a key (Ctrl+O, F8), a variable of the pseudo-code
        || word.chars().count() == 1
        || word.strip_prefix('F').is_some_and(|n| n.parse::<u8>().is_ok())
        || DATA_WORDS.contains(&word)
        // a board's size, a file or a path
        || word.split('x').all(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        || word.contains('/')
        || word.ends_with(".ron")
        // a distance in a list of cells: d5
        || word.strip_prefix('d').is_some_and(|n| n.parse::<u32>().is_ok())
}

/// The text of `shown` outside the pseudo-language's marks, and each value put into a
/// sentence (to be checked the same way), or why the marks do not pair.
fn unmarked(shown: &str) -> Result<(String, Vec<String>), String> {
    let mut outside = String::new();
    let mut values = Vec::new();
    let mut rest = shown;
    while let Some(at) = rest.find(PSEUDO_OPEN) {
        outside.push_str(&rest[..at]);
        // The sentence ends at its own closing mark: marks nest inside values.
        let mut depth = 0;
        let mut end = None;
        let body = &rest[at..];
        let mut i = 0;
        while i < body.len() {
            if body[i..].starts_with(PSEUDO_OPEN) {
                depth += 1;
                i += PSEUDO_OPEN.len();
            } else if body[i..].starts_with(PSEUDO_CLOSE) {
                depth -= 1;
                i += PSEUDO_CLOSE.len();
                if depth == 0 {
                    end = Some(i);
                    break;
                }
            } else {
                i += body[i..].chars().next().map_or(1, char::len_utf8);
            }
        }
        let Some(end) = end else {
            // A sentence cut short (a label truncated with "…") is still a sentence.
            return Ok((outside, values));
        };
        let sentence = &body[PSEUDO_OPEN.len()..end - PSEUDO_CLOSE.len()];
        let mut depth = 0;
        let mut value = String::new();
        for c in sentence.chars() {
            if c == VALUE_CLOSE {
                depth -= 1;
                if depth == 0 {
                    values.push(std::mem::take(&mut value));
                    continue;
                }
            }
            if depth > 0 {
                value.push(c);
            }
            if c == VALUE_OPEN {
                depth += 1;
            }
        }
        rest = &body[end..];
    }
    outside.push_str(rest);
    Ok((outside, values))
}

/// Texts that come from files, each in the language its author wrote it in: the names and
/// descriptions of the scenarios of the collection; and the words egui gives its own widgets.
fn file_texts() -> &'static [String] {
    static TEXTS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    TEXTS.get_or_init(|| {
        let mut texts = vec!["Resize panel".to_string(), "Close window".to_string()];
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        for entry in std::fs::read_dir(dir).expect("the collection") {
            let path = entry.expect("a file").path();
            if let Ok(s) = snakescope::scenario::load(&path) {
                texts.push(s.name);
                texts.push(s.description);
            }
        }
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
        for entry in std::fs::read_dir(dir).expect("the lessons") {
            if let Ok(lesson) = snakescope::lesson::Lesson::load(&entry.expect("a file").path()) {
                texts.push(lesson.title);
                texts.extend(lesson.steps.into_iter().map(|s| s.narration));
            }
        }
        texts.retain(|t| !t.is_empty());
        texts
    })
}

/// Whether `shown` is (the start of, cut short with "…") a text that comes from a file,
/// its marks (a lesson's emphasis) aside.
fn from_a_file(shown: &str) -> bool {
    let letters = |t: &str| -> String { t.chars().filter(|c| c.is_alphanumeric()).collect() };
    let start = letters(shown.trim_end_matches('…'));
    !start.is_empty() && file_texts().iter().any(|t| letters(t).starts_with(&start))
}

/// The words of `shown` that are neither in the catalogue's marks nor data.
fn stray_words(shown: &str) -> Vec<String> {
    if from_a_file(shown) {
        return Vec::new();
    }
    let Ok((outside, values)) = unmarked(shown) else {
        return vec![shown.to_string()];
    };
    let mut stray: Vec<String> = outside
        .split(|c: char| !(c.is_alphanumeric() || "._/-".contains(c)))
        .map(|w| w.trim_matches(|c: char| ".-+".contains(c)))
        .filter(|w| !is_data(w))
        .map(str::to_string)
        .collect();
    for value in values {
        // A solver with options of its own is named as a scenario file writes it.
        if snakescope_core::scenario::parse_solver(&value).is_ok() {
            continue;
        }
        stray.extend(stray_words(&value));
    }
    stray
}

/// Every text on screen (labels and values) with words outside the catalogue, with the
/// stray words.
fn unwrapped(h: &App) -> Vec<String> {
    let mut found = Vec::new();
    for node in h.root().children_recursive() {
        let n = node.accesskit_node();
        // A run of a label's text (one line of it) is checked with its label.
        if n.role() == egui::accesskit::Role::TextRun {
            continue;
        }
        for text in [n.label(), n.value()].into_iter().flatten() {
            let stray = stray_words(&text);
            if !stray.is_empty() {
                found.push(format!("{text:?} (stray: {})", stray.join(" ")));
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// Fails naming every text of `panel` shown without the catalogue.
fn assert_all_wrapped(h: &App, panel: &str) {
    let found = unwrapped(h);
    assert!(
        found.is_empty(),
        "{} texts on {panel} do not come from the catalogue:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_pseudo_test_finds_a_stray_word_and_passes_data() {
    assert!(stray_words("[!Play!]").is_empty());
    assert!(stray_words("[!‹3› ticks of ‹[!greedy!]›!] 8x8 (Ctrl+O) scenarios/a.ron").is_empty());
    assert_eq!(stray_words("[!Tick ‹4›!] of 8"), ["of"]);
    assert_eq!(
        stray_words("[!Solver ‹Greedy thing›!]"),
        ["Greedy", "thing"]
    );
    assert_eq!(stray_words("Play"), ["Play"]);
}

/// Clicks the widget named `words` in the language in use, and lets the app settle.
fn click_tr(h: &mut App, words: String) {
    h.get_by_label(&words).click();
    play_out(h);
}

#[test]
fn in_the_pseudo_language_every_text_of_the_menus_comes_from_the_catalogue() {
    let _pseudo = for_this_thread(Language::Pseudo);
    let mut h = classic();
    for menu in [tr!("Settings"), tr!("Export"), tr!("Examples")] {
        click_tr(&mut h, menu.clone());
        assert_all_wrapped(&h, &menu);
        press(&mut h, Key::Escape);
    }
}

#[test]
fn in_the_pseudo_language_every_text_of_the_window_comes_from_the_catalogue() {
    let _pseudo = for_this_thread(Language::Pseudo);
    let mut h = classic();
    assert_all_wrapped(&h, "the window as it opens");
    for (key, stage) in STAGE_KEYS {
        press(&mut h, key);
        assert_all_wrapped(&h, &format!("the stage {stage:?}"));
    }
}

#[test]
fn in_the_pseudo_language_the_other_panels_come_from_the_catalogue_too() {
    let _pseudo = for_this_thread(Language::Pseudo);
    let mut h = classic();
    // The help overlay.
    press(&mut h, Key::Questionmark);
    assert_all_wrapped(&h, "the help");
    press(&mut h, Key::Questionmark);
    // The debugger: breakpoints, the comparison, branches.
    click_tr(&mut h, tr!("Debugger"));
    assert_all_wrapped(&h, "the debugger");
    // The quiz, asking.
    click_tr(&mut h, tr!("Quiz"));
    assert_all_wrapped(&h, "the quiz");
    click_tr(&mut h, tr!("Quiz"));
    // Presenter view.
    press(&mut h, Key::F5);
    assert_all_wrapped(&h, "presenter view");
    press(&mut h, Key::F5);
    // The picture export's dialog.
    click_tr(&mut h, tr!("Export"));
    click_tr(&mut h, tr!("Board as PNG…"));
    assert_all_wrapped(&h, "the picture dialog");
    click_tr(&mut h, tr!("Cancel"));
    // The board editor.
    click_tr(&mut h, tr!("Editor"));
    assert_all_wrapped(&h, "the editor");
}

#[test]
fn in_the_pseudo_language_a_death_a_moment_and_a_problem_come_from_the_catalogue() {
    let _pseudo = for_this_thread(Language::Pseudo);
    let mut h = classic();
    click_tr(&mut h, tr!("Examples"));
    click_tr(&mut h, tr!("Greedy on the classic 8x8 (dies: seed 4)"));
    assert_all_wrapped(&h, "a game that dies");
    click_tr(&mut h, tr!("Save this moment…"));
    assert_all_wrapped(&h, "the moment's dialog");
    // A file with problems: the problem window names each.
    let h = common::app::open(
        snakescope::app::shell::Startup::from_file(Some(std::path::Path::new(
            "tests/broken/many_problems.ron",
        )))
        .without_autoplay(),
    );
    assert_all_wrapped(&h, "the problem window");
}

#[test]
fn in_the_pseudo_language_the_lesson_strip_comes_from_the_catalogue() {
    let _pseudo = for_this_thread(Language::Pseudo);
    let mut h = common::app::open(snakescope::app::shell::Startup::from_file(Some(
        std::path::Path::new("lessons/cycle-from-body.en.ron"),
    )));
    assert_all_wrapped(&h, "the lesson strip");
    press(&mut h, Key::PageDown);
    assert_all_wrapped(&h, "the lesson's second step");
}

#[test]
fn the_language_chosen_in_settings_speaks_at_once_and_is_kept() {
    // This thread's own language, so that the choice stays on this thread.
    let _own = for_this_thread(Language::English);
    let mut h = classic();
    click_tr(&mut h, tr!("Settings"));
    click_tr(&mut h, Language::Portuguese.name().to_string());
    press(&mut h, Key::Escape);
    assert_eq!(snakescope::words::language(), Language::Portuguese);
    h.get_by_label("Reiniciar");
    h.get_by_label("Configurações");
    assert!(h.query_by_label("Restart").is_none());
    assert_eq!(
        h.state().state().settings().language,
        Some(Language::Portuguese)
    );
    // Kept: the app made again from what it saved speaks Portuguese.
    let mut storage = common::app::Memory::default();
    h.state().persist(&mut storage);
    let _english = for_this_thread(Language::English);
    let mut again = common::app::harness(snakescope::app::shell::ExplainerApp::restore(
        snakescope::app::shell::Startup::default().without_autoplay(),
        Some(&storage),
    ));
    again.run();
    again.get_by_label("Reiniciar");
}

/// The keys of the stages, in the order of the stage list.
const STAGE_KEYS: [(Key, &str); 9] = [
    (Key::Num1, "bfs"),
    (Key::Num2, "longest"),
    (Key::Num3, "cycle"),
    (Key::Num4, "shortcut"),
    (Key::Num5, "numbering"),
    (Key::Num6, "backtrack"),
    (Key::Num7, "approach"),
    (Key::Num8, "certificate"),
    (Key::Num9, "splice"),
];

/// Opens each stage by its key in `language` and finds its title, and `known` (a label in
/// that language) once the window is open.
fn each_stage_speaks(language: Language, known: &str) {
    let _own = for_this_thread(language);
    let mut h = classic();
    h.get_by_label(known);
    for (key, name) in STAGE_KEYS {
        press(&mut h, key);
        let stage = snakescope::stages::Stage::from_cli_name(name).expect("a stage");
        assert_eq!(h.state().state().stage(), stage);
        let title = stage.title();
        assert!(
            !h.query_all_by_label_contains(&title)
                .collect::<Vec<_>>()
                .is_empty(),
            "the stage {name} shows no {title:?} in {language:?}"
        );
    }
}

#[test]
fn in_english_each_stage_shows_its_title() {
    each_stage_speaks(Language::English, "Restart");
    assert_eq!(
        snakescope::stages::Stage::Bfs.title(),
        "Shortest path (BFS)"
    );
}

#[test]
fn in_portuguese_each_stage_shows_its_title() {
    each_stage_speaks(Language::Portuguese, "Reiniciar");
    let _pt = for_this_thread(Language::Portuguese);
    assert_eq!(
        snakescope::stages::Stage::Bfs.title(),
        "Caminho mais curto (BFS)"
    );
}
