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
