//! Every file snakescope reads goes through one door, `snakescope_core::files`, which holds
//! each kind of file to its limit, refuses anything but a regular file without waiting on it,
//! and checks UTF-8. This test reads every crate's sources (comments and literals left out)
//! and fails with the file and line of each other way of reading a file: `std::fs::read*`
//! (`read`, `read_to_string`, `read_dir`), `File::open`, and a `read_to_string` or
//! `read_to_end` call. A file's tests (after its `#[cfg(test)]`, or a `tests.rs` of its own)
//! may read what they like; what else may is the short list [`ALLOWED`], each with its reason.

#[allow(dead_code)]
#[path = "ladder/lexer.rs"]
mod lexer;
#[path = "common/source_files.rs"]
mod source_files;

use lexer::{Tok, tokens};
use std::path::{Path, PathBuf};

/// Places outside the reader that may use one of the ways of reading, each with the way and
/// why: (file from the workspace's root, what it uses, why).
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "core/src/scenario/io.rs",
        "File::open",
        "opens the folder a file was saved in, to sync it to disk; reads nothing",
    ),
    (
        "external/src/battlesnake.rs",
        "read_to_string",
        "reads a bot's HTTP answer through the HTTP client's own size limit; not a file",
    ),
];

/// The one reader's own folder.
const READER: &str = "core/src/files/";

/// Every way of reading a file found in `tokens`: (line, what).
fn readings(tokens: &[Tok]) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (i, tok) in tokens.iter().enumerate() {
        let path_to = |first: &str, second: &[&str]| {
            let joined = tok.text == first && tokens.get(i + 1).is_some_and(|t| t.text == "::");
            tokens
                .get(i + 2)
                .filter(|t| joined && second.contains(&t.text.as_str()))
                .map(|t| format!("{first}::{}", t.text))
        };
        if let Some(what) = path_to("fs", &["read", "read_to_string", "read_dir"]) {
            found.push((tok.line, what));
        } else if let Some(what) = path_to("File", &["open"]) {
            found.push((tok.line, what));
        } else if matches!(tok.text.as_str(), "read_to_string" | "read_to_end")
            && i > 0
            && tokens[i - 1].text == "."
        {
            found.push((tok.line, tok.text.clone()));
        }
    }
    found
}

/// The code of `text` that is not its tests: everything before its first `#[cfg(test)]`.
fn without_tests(text: &str) -> &str {
    text.split("#[cfg(test)]").next().unwrap_or_default()
}

/// Every crate's `src/` folder: the root's and each folder beside the core with a
/// `Cargo.toml`.
fn source_folders(root: &Path) -> Vec<PathBuf> {
    let mut crates = vec![root.to_path_buf()];
    let mut beside: Vec<PathBuf> = std::fs::read_dir(root)
        .expect("the workspace reads")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    beside.sort();
    crates.extend(beside);
    crates.into_iter().map(|c| c.join("src")).collect()
}

#[test]
fn every_file_is_read_through_the_one_reader() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace");
    let mut report = Vec::new();
    let mut used_allowances = Vec::new();
    let mut files = 0;
    for folder in source_folders(root) {
        for path in source_files::rust_files(&folder) {
            let shown = path
                .strip_prefix(root)
                .expect("under the workspace")
                .to_string_lossy()
                .replace('\\', "/");
            if shown.starts_with(READER) || path.file_name().is_some_and(|n| n == "tests.rs") {
                continue;
            }
            files += 1;
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            for (line, what) in readings(&tokens(without_tests(&text))) {
                match ALLOWED
                    .iter()
                    .find(|(file, way, _)| *file == shown && *way == what)
                {
                    Some(allowed) => used_allowances.push(allowed.0),
                    None => report.push(format!(
                        "{shown}:{line}: {what} reads a file outside snakescope_core::files"
                    )),
                }
            }
        }
    }
    assert!(files > 200, "only {files} source files found");
    for (file, way, _) in ALLOWED {
        if !used_allowances.contains(file) {
            report.push(format!(
                "{file}: allowed to use {way}, but no longer does: take it off the list"
            ));
        }
    }
    assert!(report.is_empty(), "\n{}", report.join("\n"));
}

#[test]
fn the_test_finds_each_way_of_reading() {
    let source = r#"
        fn a() { let t = std::fs::read_to_string(p); }
        fn b() { let f = File::open(p); let d = fs::read_dir(p); }
        fn c() { f.read_to_end(&mut v); s.read_to_string(&mut t); }
        // fs::read(p) in a comment, and "File::open" in a string, are not readings.
    "#;
    let found: Vec<String> = readings(&tokens(source))
        .into_iter()
        .map(|(_, what)| what)
        .collect();
    assert_eq!(
        found,
        [
            "fs::read_to_string",
            "File::open",
            "fs::read_dir",
            "read_to_end",
            "read_to_string"
        ]
    );
}

/// How the guide's table of limits names each kind of file, in `LIMITS`' order.
const DOCUMENTED: [(&str, snakescope_core::files::FileKind); 7] = [
    (
        "| scenario file |",
        snakescope_core::files::FileKind::Scenario,
    ),
    ("| lesson file |", snakescope_core::files::FileKind::Lesson),
    (
        "| game file (a saved game) |",
        snakescope_core::files::FileKind::Game,
    ),
    (
        "| a handout's marker (`.snakescope-handout`) |",
        snakescope_core::files::FileKind::HandoutMarker,
    ),
    (
        "| a handout's page or picture, read again to hash it |",
        snakescope_core::files::FileKind::HandoutFile,
    ),
    (
        "| a Moving AI map (`.map`) |",
        snakescope_core::files::FileKind::Map,
    ),
    (
        "| a Moving AI scenario file (`.scen`) |",
        snakescope_core::files::FileKind::Scen,
    ),
];

#[test]
fn the_guide_s_table_of_limits_is_the_reader_s() {
    use snakescope_core::files::{LIMITS, size_words};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace");
    // The guide's page of the command line, or the front page while the guide is not there.
    let page = [
        root.join("docs/guide/command-line.md"),
        root.join("README.md"),
    ]
    .into_iter()
    .find(|p| p.is_file())
    .expect("a page with the table of limits");
    let text = std::fs::read_to_string(&page).unwrap();
    assert_eq!(DOCUMENTED.len(), LIMITS.len(), "every kind is documented");
    for ((row, kind), (limited, limit)) in DOCUMENTED.iter().zip(LIMITS) {
        assert_eq!(*kind, limited, "{row}");
        let line = text
            .lines()
            .find(|l| l.starts_with(row))
            .unwrap_or_else(|| panic!("{}: no row {row}", page.display()));
        let cell = line[row.len()..].split('|').next().unwrap_or_default();
        assert!(
            cell.trim().starts_with(&size_words(limit)),
            "{}: {row} says {cell}, the reader {}",
            page.display(),
            size_words(limit)
        );
    }
}
