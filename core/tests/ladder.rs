//! The core is a ladder: each top module uses only itself and the modules on the rungs below
//! it, and no files inside one module import each other in a circle. This test reads every
//! file under `src/` (the leaves of its `use` trees and the `crate::`/`super::` paths in its
//! code, comments and literals left out) and fails with the file and line of each import
//! against the ladder and of each arrow of a circle. The app's rooms (`app/src/`) are held
//! to their own ladder the same way, from the ground floor up as ARCHITECTURE.md lists them.
//!
//! A folder's `mod.rs` assembles its own files, so its arrows into them do not count toward
//! a circle: its children may use what it defines.

#[path = "ladder/graph.rs"]
mod graph;
#[path = "ladder/imports.rs"]
mod imports;
#[path = "ladder/lexer.rs"]
mod lexer;
#[path = "common/source_files.rs"]
mod source_files;

use graph::{check, files};
use std::path::Path;

/// The core's rungs, from the bottom up.
const LADDER: [&str; 12] = [
    "words", "files", "rules", "maps", "algo", "stages", "solver", "trace", "explain", "scenario",
    "lesson", "session",
];

/// The app's rooms, from the ground floor up: a room uses only the rooms before it here.
/// Rooms on one floor of ARCHITECTURE.md's list stand in any order that their imports allow.
const APP_ROOMS: [&str; 25] = [
    "touch",
    "settings",
    "layout",
    "shortcuts",
    "state",
    "command",
    "board_view",
    "keymap",
    "quiz",
    "why",
    "plots",
    "race",
    "stage_panel",
    "timeline",
    "scenarios",
    "compare",
    "lesson_play",
    "files",
    "startup",
    "debugger",
    "web_link",
    "shell",
    "window",
    "page",
    "web",
];

/// Circles of files known and left for now, each exactly (a circle that grows or a new one
/// fails; one that is gone fails too, so that this list only shrinks). None is left.
const KNOWN_CIRCLES: &[&[&str]] = &[];

/// Every file under `root`: its path from `root` and its text.
fn read_tree(root: &Path) -> Vec<(String, String)> {
    source_files::rust_files(root)
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            let rel = path
                .strip_prefix(root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            (rel, text)
        })
        .collect()
}

#[test]
fn the_core_is_a_ladder() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let report = against_the_ladder(&src, &LADDER, KNOWN_CIRCLES);
    assert!(report.is_empty(), "{report}");
}

#[test]
fn the_app_s_rooms_are_a_ladder() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../app/src");
    let report = against_the_ladder(&src, &APP_ROOMS, &[]);
    assert!(report.is_empty(), "{report}");
}

/// What is wrong with the crate under `src` against `ladder`, one finding a line, after a
/// line of counts: empty when nothing is. `known` are the circles left for now.
fn against_the_ladder(src: &Path, ladder: &[&str], known: &[&[&str]]) -> String {
    let sources = read_tree(src);
    assert!(
        sources.len() > 50,
        "only {} files found under {}",
        sources.len(),
        src.display()
    );
    let findings = check(&files(&sources), ladder);
    let is_known = |files: &[String]| known.iter().any(|k| k == &files);
    let circles: Vec<&String> = findings
        .circles
        .iter()
        .zip(&findings.circle_files)
        .filter(|(_, files)| !is_known(files))
        .map(|(text, _)| text)
        .collect();
    let mut report = String::new();
    for line in findings
        .off_ladder
        .iter()
        .chain(&findings.back_arrows)
        .chain(circles.iter().copied())
    {
        report.push_str(line);
        report.push('\n');
    }
    for k in known {
        if !findings.circle_files.iter().any(|files| files == k) {
            report.push_str(&format!(
                "{k:?} is no circle any more: take it off KNOWN_CIRCLES\n"
            ));
        }
    }
    if report.is_empty() {
        return report;
    }
    format!(
        "{} modules off the ladder, {} imports against it, {} circles of files:\n{report}",
        findings.off_ladder.len(),
        findings.back_arrows.len(),
        circles.len()
    )
}

fn crate_of(files_: &[(&str, &str)]) -> Vec<(String, String)> {
    files_
        .iter()
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect()
}

#[test]
fn an_import_up_the_ladder_is_found_with_its_line_even_through_a_re_export() {
    let sources = crate_of(&[
        ("lib.rs", "pub mod low;\npub mod high;"),
        ("low/mod.rs", "mod inner;\npub use inner::Thing;\n"),
        (
            "low/inner.rs",
            "pub struct Thing;\n\n// use crate::high::Up; (a comment)\nuse crate::high::{Up, Down};\n",
        ),
        (
            "high/mod.rs",
            "pub struct Up;\npub struct Down;\nuse crate::low::Thing;\n",
        ),
    ]);
    let findings = check(&files(&sources), &["low", "high"]);
    assert_eq!(
        findings.back_arrows.len(),
        1,
        "one import, one finding: {:?}",
        findings.back_arrows
    );
    let found = &findings.back_arrows[0];
    assert!(
        found.starts_with("low/inner.rs:4: `low` uses `high`"),
        "{found}"
    );
    assert!(
        found.contains("high::Up") && found.contains("high::Down"),
        "{found}"
    );
    assert!(findings.circles.is_empty(), "{:?}", findings.circles);

    let hidden = crate_of(&[
        ("lib.rs", "pub mod low;\npub mod high;"),
        ("low/mod.rs", "pub use crate::high::Up;\n"),
        ("high/mod.rs", "pub struct Up;\n"),
    ]);
    let findings = check(&files(&hidden), &["low", "high"]);
    assert_eq!(
        findings.back_arrows.len(),
        1,
        "a re-export up the ladder is an arrow up: {:?}",
        findings.back_arrows
    );
}

#[test]
fn a_circle_of_sibling_files_is_found_but_a_parent_and_its_child_are_not_one() {
    let sources = crate_of(&[
        ("lib.rs", "pub mod m;"),
        (
            "m/mod.rs",
            "mod a;\nmod b;\nmod c;\npub use a::A;\npub struct Shared;\n",
        ),
        (
            "m/a.rs",
            "use super::b::B;\nuse super::Shared;\npub struct A;\n",
        ),
        (
            "m/b.rs",
            "pub struct B;\nfn f() -> crate::m::A { todo!() }\n",
        ),
        ("m/c.rs", "use super::{A, Shared};\n"),
    ]);
    let findings = check(&files(&sources), &["m"]);
    assert_eq!(findings.circles.len(), 1, "{:?}", findings.circles);
    let circle = &findings.circles[0];
    assert!(circle.contains("m/a.rs:1 -> m/b.rs"), "{circle}");
    assert!(circle.contains("m/b.rs:2 -> m/a.rs"), "{circle}");
    assert!(
        !circle.contains("m/c.rs") && !circle.contains("m/mod.rs"),
        "{circle}"
    );
    assert!(
        findings.back_arrows.is_empty(),
        "{:?}",
        findings.back_arrows
    );
}

#[test]
fn a_module_off_the_ladder_and_a_sideways_arrow_are_both_findings() {
    let sources = crate_of(&[
        ("lib.rs", "pub mod left;\npub mod right;\npub mod stray;"),
        ("left/mod.rs", "use crate::right::R;\n"),
        ("right/mod.rs", "pub struct R;\n"),
        ("stray.rs", "pub struct S;\n"),
    ]);
    let findings = check(&files(&sources), &["right", "left"]);
    assert!(
        findings.back_arrows.is_empty(),
        "left is above right: {:?}",
        findings.back_arrows
    );
    assert_eq!(findings.off_ladder.len(), 1, "{:?}", findings.off_ladder);
    let findings = check(&files(&sources), &["left", "right", "stray"]);
    assert_eq!(findings.back_arrows.len(), 1, "{:?}", findings.back_arrows);
    assert!(
        findings.back_arrows[0].starts_with("left/mod.rs:1:"),
        "{:?}",
        findings.back_arrows
    );
}
