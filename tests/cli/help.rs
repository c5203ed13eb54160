//! The command line's help in every language: every about and help text of every command,
//! argument and value (clap's own `--help`, `--version` and `help` included) is a sentence
//! of the catalogue, shown in the language `--lang` (or the
//! locale) asks for; bench's table speaks it too, while its JSON stays English.

use crate::common;

use common::cli::{snakescope, snakescope_in, stderr, stdout};
use snakescope::words::{Language, for_this_thread, portuguese_entries};
use std::collections::BTreeMap;

/// Every text of `command`'s help and of its subcommands', in the tree's order, each with
/// where it is written (`snakescope explain frames=all: help`).
fn help_texts(command: &clap::Command, path: &str, out: &mut Vec<(String, String)>) {
    let mut put = |place: String, text: Option<&clap::builder::StyledStr>| {
        if let Some(text) = text {
            out.push((place, text.to_string()));
        }
    };
    put(format!("{path}: about"), command.get_about());
    put(format!("{path}: long about"), command.get_long_about());
    put(format!("{path}: before help"), command.get_before_help());
    put(format!("{path}: after help"), command.get_after_help());
    for arg in command.get_arguments() {
        let name = format!("{path} {}", arg.get_id());
        put(format!("{name}: help"), arg.get_help());
        put(format!("{name}: long help"), arg.get_long_help());
        for value in arg.get_possible_values() {
            put(
                format!("{name}={}: help", value.get_name()),
                value.get_help(),
            );
        }
    }
    for sub in command.get_subcommands() {
        help_texts(sub, &format!("{path} {}", sub.get_name()), out);
    }
}

/// The command line's help texts as built in `language`, clap's own included.
fn help_in(language: Language) -> Vec<(String, String)> {
    let _language = for_this_thread(language);
    let mut texts = Vec::new();
    help_texts(&snakescope::cli::command(), "snakescope", &mut texts);
    texts
}

/// The Portuguese of the English sentence `en`.
fn portuguese(en: &str) -> &'static str {
    portuguese_entries()
        .iter()
        .find(|(key, _)| key == en)
        .map(|(_, pt)| pt.as_str())
        .unwrap_or_else(|| panic!("{en:?} has no Portuguese"))
}

/// Whether `text` is `template` with each `{name}` replaced by some text.
fn fills(template: &str, text: &str) -> bool {
    let mut pieces: Vec<&str> = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        pieces.push(&rest[..open]);
        rest = &rest[open + close + 1..];
    }
    pieces.push(rest);
    let (first, others) = pieces.split_first().expect("at least one piece");
    let Some(mut left) = text.strip_prefix(first) else {
        return false;
    };
    let (last, middle) = others.split_last().expect("a placeholder");
    for piece in middle {
        match left.find(piece) {
            Some(at) => left = &left[at + piece.len()..],
            None => return false,
        }
    }
    left.ends_with(last)
}

#[test]
fn every_help_text_has_its_portuguese_and_the_portuguese_help_shows_it() {
    let catalogue: BTreeMap<&str, &str> = portuguese_entries()
        .iter()
        .map(|(en, pt)| (en.as_str(), pt.as_str()))
        .collect();
    let english = help_in(Language::English);
    let portuguese = help_in(Language::Portuguese);
    assert!(english.len() > 50, "only {} help texts", english.len());
    assert_eq!(english.len(), portuguese.len());
    let mut problems = Vec::new();
    for ((place, en), (_, pt)) in english.iter().zip(&portuguese) {
        // A text with values put in (`{stages}`) is its key's template filled in: the
        // template that fills it with the most of its own words (half the text, or a sentence
        // of its own around a long list).
        let literal = |key: &str| key.len() - key.matches('{').count() * 4;
        let own = |key: &str| literal(key) * 2 > en.len() || literal(key) >= 40;
        let filled = catalogue
            .iter()
            .filter(|(key, _)| !catalogue.contains_key(en.as_str()) && key.contains('{'))
            .filter(|(key, _)| fills(key, en) && own(key))
            .max_by_key(|(key, _)| literal(key))
            .map(|(_, want)| *want);
        if let Some(want) = filled {
            if !fills(want, pt) {
                problems.push(format!(
                    "{place}: shows {pt:?} in Portuguese, not {want:?} filled in"
                ));
            }
            continue;
        }
        match catalogue.get(en.as_str()) {
            None => problems.push(format!("{place}: {en:?} has no Portuguese in pt.ron")),
            Some(want) if want != pt => problems.push(format!(
                "{place}: shows {pt:?} in Portuguese, not the catalogue's {want:?} (is its \
                 text given with tr!, not a doc comment?)"
            )),
            Some(_) => {}
        }
    }
    assert!(
        problems.is_empty(),
        "{} help texts are not translated:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn lang_pt_prints_the_help_in_portuguese_wherever_it_stands() {
    let files = "Scenario (or lesson) files to validate";
    let about = "Validate scenario and lesson files; exit 1 with every problem listed if any is \
                 invalid";
    for args in [
        ["--lang", "pt", "check", "--help"],
        ["check", "--help", "--lang", "pt"],
    ] {
        let out = snakescope(&args);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let help = stdout(&out);
        assert!(help.contains(portuguese(files)), "{args:?}:\n{help}");
        assert!(help.contains(portuguese(about)), "{args:?}:\n{help}");
        assert!(!help.contains(files), "{args:?}:\n{help}");
    }
    // The top level's list of commands, and a value's help, in the locale's language.
    let out = snakescope_in(&[("LANG", "pt_BR.UTF-8")], &["--help"]);
    let help = stdout(&out);
    assert!(
        help.contains(portuguese(
            "Play a scenario to the end and print the outcome, moves and length"
        )),
        "{help}"
    );
    // Clap's own flags too.
    assert!(help.contains(portuguese("Print version")), "{help}");
    let out = snakescope_in(&[("LANG", "pt_BR.UTF-8")], &["explain", "--help"]);
    assert!(
        stdout(&out).contains(portuguese("A grid after every event")),
        "{}",
        stdout(&out)
    );
    // English is English, whatever the locale.
    let out = snakescope_in(
        &[("LANG", "pt_BR.UTF-8")],
        &["check", "--lang", "en", "--help"],
    );
    assert!(stdout(&out).contains(files), "{}", stdout(&out));
}

#[test]
fn bench_s_table_speaks_portuguese_and_its_json_stays_english() {
    let bench = ["bench", "--games", "2", "--size", "6x6", "--solver"];
    let out = snakescope(
        &[
            &["--lang", "pt"][..],
            &bench,
            &["greedy,Hamilton(rule: Reference)"],
        ]
        .concat(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let table = stdout(&out);
    let heading = table.lines().nth(1).expect("a heading line");
    for word in [
        "Won",
        "Dead (wall/body/ill.)",
        "Median moves",
        "ms/game",
        "µs/move",
    ] {
        assert!(heading.contains(portuguese(word)), "{word}: {heading}");
    }
    // Each column's figures end where its heading ends, however long the heading.
    let row: Vec<char> = table.lines().nth(2).expect("a row").chars().collect();
    let heading_chars: Vec<char> = heading.chars().collect();
    let mut from = 0;
    for word in [
        "Won",
        "Dead (wall/body/ill.)",
        "Step limit",
        "Mean moves",
        "Median moves",
        "Mean length",
        "ms/game",
        "µs/move",
    ] {
        let words: Vec<char> = portuguese(word).chars().collect();
        let at = (from..heading_chars.len())
            .find(|&i| heading_chars[i..].starts_with(&words))
            .unwrap_or_else(|| panic!("{word}: {heading}"));
        let end = at + words.len();
        assert!(
            row[end - 1] != ' ' && row.get(end).is_none_or(|&c| c == ' '),
            "{word}:\n{heading}\n{}",
            row.iter().collect::<String>()
        );
        from = end;
    }
    assert!(
        table.contains(&format!("hamilton ({})", portuguese("reference rule"))),
        "{table}"
    );
    let out = snakescope(
        &[
            &["--lang", "pt"][..],
            &bench,
            &["Hamilton(rule: Reference)", "--json"],
        ]
        .concat(),
    );
    let json: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("one JSON line");
    assert_eq!(json["solver"], "hamilton (reference rule)");
    assert!(json.get("median_moves").is_some(), "{json}");
}

#[test]
fn explain_and_render_list_every_stage_of_the_list() {
    for command in ["explain", "render"] {
        let help = stdout(&snakescope(&[command, "--help"]));
        for stage in snakescope::stages::Stage::ALL {
            assert!(
                help.contains(stage.cli_name()),
                "{command} --help does not name {}",
                stage.cli_name()
            );
        }
    }
}
