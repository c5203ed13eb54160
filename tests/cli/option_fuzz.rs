//! Fuzz-style properties over what a user types: command lines built from the commands, their
//! options and hostile values (negative and huge numbers, devices, words RON does not know),
//! and page links built from their parts and hostile values. Each is read in process, a fixed
//! number of cases, so CI runs them in bounded time: read, or refused in words a user can act
//! on (no Rust debug text, no type name, no build path, no hint that does not work).

use super::hostile::clean;
use clap::FromArgMatches;
use proptest::prelude::*;

const COMMANDS: [&str; 8] = [
    "bench", "check", "play", "explain", "diff", "render", "handout", "race",
];

const OPTIONS: [&str; 22] = [
    "--tick",
    "--from",
    "--to",
    "--size",
    "--games",
    "--solver",
    "--stage",
    "--event",
    "--out",
    "--searches",
    "--lang",
    "--fps",
    "--step-limit",
    "--length",
    "--threads",
    "--seed",
    "--turn-cost",
    "--check",
    "--json",
    "--force",
    "--allow-programs",
    "--all-events",
];

const VALUES: [&str; 20] = [
    "-1",
    "-1,0",
    "0",
    "3,4",
    "18446744073709551616",
    "1e9",
    "NaN",
    "",
    "x",
    "/dev/zero",
    "/",
    "é",
    "Greedy(search: Quantum)",
    "manual",
    "Hamilton(rule: Nope)",
    "Splice(colour: 1)",
    "0x10",
    "8x8",
    "bfs,dfs",
    "scenarios/open-20x20.ron",
];

fn command_line() -> impl Strategy<Value = Vec<String>> {
    (
        prop::sample::select(COMMANDS.to_vec()),
        prop::collection::vec(
            (
                prop::sample::select(OPTIONS.to_vec()),
                prop::option::of(prop::sample::select(VALUES.to_vec())),
            ),
            0..5,
        ),
        prop::option::of(prop::sample::select(VALUES.to_vec())),
    )
        .prop_map(|(command, options, file)| {
            let mut args = vec!["snakescope".to_owned(), command.to_owned()];
            args.extend(file.map(str::to_owned));
            for (option, value) in options {
                args.push(option.to_owned());
                args.extend(value.map(str::to_owned));
            }
            args
        })
}

#[cfg(feature = "gui")]
const KEYS: [&str; 17] = [
    "example",
    "scenario",
    "lesson",
    "step",
    "file",
    "ron",
    "tick",
    "stage",
    "check",
    "event",
    "prefer",
    "play",
    "lang",
    "board",
    "colours",
    "presenter",
    "colour",
];

#[cfg(feature = "gui")]
fn link() -> impl Strategy<Value = String> {
    let values = prop_oneof![
        prop::sample::select(vec![
            "-1",
            "0",
            "1",
            "99999999999999999999",
            "bfs",
            "x.ron",
            "a%20b.ron",
            "%FF.ron",
            "greedy-8x8",
            "breadth-first-search.en",
            "classic-8x8-greedy",
            "AAAA",
            "",
        ])
        .prop_map(str::to_owned),
        "[A-Za-z0-9_-]{0,40}",
        // A packed text of a scenario, of a game, of a broken file, of many zeroes.
        prop::sample::select(vec![
            "Scenario(width: 6, height: 6, snake: [(1, 0), (0, 0)])".to_owned(),
            "Scenario(width: 6, height: 6, snake: [(1, 0)], solver: Greedy(search: Quantum))"
                .to_owned(),
            "Game(version: 1, moves: \"Q\")".to_owned(),
            "0".repeat(5 << 20),
        ])
        .prop_map(|text| snakescope::app::web_link::packed::pack(&text)),
    ];
    prop::collection::vec((prop::sample::select(KEYS.to_vec()), values), 0..5).prop_map(|parts| {
        let parts: Vec<String> = parts.iter().map(|(k, v)| format!("{k}={v}")).collect();
        format!("#{}", parts.join("&"))
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn a_command_line_is_read_or_refused_in_words(args in command_line()) {
        match snakescope::cli::command().try_get_matches_from(&args) {
            Ok(mut matches) => {
                prop_assert!(snakescope::cli::Cli::from_arg_matches_mut(&mut matches).is_ok());
            }
            Err(e) => {
                let words = snakescope::cli::error_words(&e);
                if let Err(why) = clean(&words) {
                    prop_assert!(false, "{args:?}: {why}");
                }
                prop_assert!(!words.contains("'-- -1'"), "{args:?}: {words}");
            }
        }
    }
}

#[cfg(feature = "gui")]
proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn a_link_is_read_or_refused_in_words(fragment in link()) {
        use snakescope::app::web_link;
        let said = match web_link::parse(&fragment) {
            Ok(Some(link)) => web_link::startup(&link).error,
            Ok(None) => None,
            Err(why) => Some(why),
        };
        if let Some(words) = said
            && let Err(why) = clean(&words)
        {
            prop_assert!(false, "{fragment:.200}: {why}");
        }
    }
}
