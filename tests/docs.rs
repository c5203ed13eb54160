//! The documentation holds together. Every relative link and image of the repository's
//! Markdown files names a file that exists, every `#anchor` names a heading of the page it
//! points into (by GitHub's rule for a heading's anchor), and every repository path
//! ARCHITECTURE.md names in backticks exists. Each problem is reported with its file and line.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The repository's root: the root package's folder.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Folders whose Markdown is not the repository's own: builds, the page's output, tools.
fn is_skipped(name: &str) -> bool {
    name.starts_with('.') || matches!(name, "target" | "node_modules" | "dist" | "dist-test")
}

/// Every Markdown file under `dir`, in a stable order.
fn markdown_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if !is_skipped(name) {
                markdown_files(&path, found);
            }
        } else if name.ends_with(".md") {
            found.push(path);
        }
    }
}

/// A path as the reader of a report knows it: from the repository's root.
fn shown(path: &Path) -> String {
    let root = root();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Bytes blanked out: each a space, each line break kept, so every offset keeps its line.
fn blank(bytes: &mut [u8]) {
    for b in bytes.iter_mut().filter(|b| **b != b'\n') {
        *b = b' ';
    }
}

/// The text without its fenced code blocks (blanked out).
fn without_fences(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut in_fence = false;
    for line in text.split_inclusive('\n') {
        let is_fence = line.trim_start().starts_with("```");
        let start = out.len();
        out.extend_from_slice(line.as_bytes());
        if in_fence || is_fence {
            blank(&mut out[start..]);
        }
        if is_fence {
            in_fence = !in_fence;
        }
    }
    out
}

/// The byte ranges of the inline code spans of a text, backticks excluded: a run of backticks
/// opens a span that the next run of the same length closes; a run never closed opens none.
fn code_span_ranges(bytes: &[u8]) -> Vec<(usize, usize)> {
    let run_at = |at: usize| bytes[at..].iter().take_while(|&&b| b == b'`').count();
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'`' {
            i += 1;
            continue;
        }
        let run = run_at(i);
        let mut j = i + run;
        let mut close = None;
        while j < bytes.len() {
            if bytes[j] != b'`' {
                j += 1;
                continue;
            }
            let other = run_at(j);
            if other == run {
                close = Some(j);
                break;
            }
            j += other;
        }
        match close {
            Some(end) => {
                ranges.push((i + run, end));
                i = end + run;
            }
            None => i += run,
        }
    }
    ranges
}

/// The text a reader sees as prose: fenced code blocks and inline code spans (with their
/// backticks) blanked out, so that what stands in code is neither a link nor a heading.
fn prose(text: &str) -> String {
    let mut bytes = without_fences(text);
    for (start, end) in code_span_ranges(&bytes) {
        let ticks = bytes[..start]
            .iter()
            .rev()
            .take_while(|&&b| b == b'`')
            .count();
        blank(&mut bytes[start - ticks..end + ticks]);
    }
    String::from_utf8(bytes).expect("only whole characters are blanked")
}

/// The line (from 1) of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

/// The anchor GitHub gives a heading's text: its inline markup read as plain text, lowercase,
/// every character but letters, digits, spaces, `-` and `_` dropped, spaces made `-`.
fn slug(heading: &str) -> String {
    let mut plain = String::new();
    let mut rest = heading;
    // A link's text stands for the link.
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|c| open + c) else {
            break;
        };
        let Some(end) = rest[close..].find(')').map(|e| close + e) else {
            break;
        };
        plain.push_str(&rest[..open]);
        plain.push_str(&rest[open + 1..close]);
        rest = &rest[end + 1..];
    }
    plain.push_str(rest);
    plain
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown file's headings, a repeated one numbered as GitHub numbers it.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let outside = String::from_utf8(without_fences(text)).expect("only whole lines are blanked");
    for (seen, line) in outside.lines().zip(text.lines()) {
        let hashes = seen.chars().take_while(|&c| c == '#').count();
        if !(1..=6).contains(&hashes) || !seen[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(line[hashes..].trim_end_matches('#'));
        let mut anchor = base.clone();
        let mut n = 0;
        while found.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        found.insert(anchor);
    }
    found
}

/// The targets of a file's links and images, `[text](target)` and `![alt](target)`, each with
/// its line; what stands in code is left out.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let prose = prose(text);
    let mut targets = Vec::new();
    let mut from = 0;
    while let Some(at) = prose[from..].find("](").map(|a| from + a) {
        let start = at + 2;
        let target: String = prose[start..]
            .chars()
            .take_while(|&c| c != ')' && !c.is_whitespace())
            .collect();
        targets.push((line_of(&prose, at), target));
        from = start;
    }
    targets
}

/// Whether a link leaves the repository (a scheme such as `https:` or `mailto:`).
fn is_external(target: &str) -> bool {
    match target.find(':') {
        Some(colon) => !target[..colon].contains('/') && !target[..colon].contains('#'),
        None => false,
    }
}

/// What is wrong with one link of `file` (at `line`), if anything.
fn link_problem(file: &Path, line: usize, target: &str) -> Option<String> {
    if target.is_empty() || is_external(target) {
        return None;
    }
    let (path, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (target, None),
    };
    let here = format!("{}:{line}", shown(file));
    let resolved = if path.is_empty() {
        file.to_path_buf()
    } else {
        file.parent().expect("a file's folder").join(path)
    };
    if !resolved.exists() {
        return Some(format!(
            "{here}: `{target}` names no file ({})",
            shown(&resolved)
        ));
    }
    let anchor = anchor.filter(|a| !a.is_empty())?;
    if resolved.extension().is_none_or(|e| e != "md") {
        return None;
    }
    let text = fs::read_to_string(&resolved).expect("a Markdown file reads");
    (!anchors(&text).contains(anchor)).then(|| {
        format!(
            "{here}: `{target}`: {} has no heading whose anchor is #{anchor}",
            shown(&resolved)
        )
    })
}

#[test]
fn every_relative_link_and_image_of_the_docs_resolves() {
    let mut files = Vec::new();
    markdown_files(&root(), &mut files);
    for expected in ["README.md", "ARCHITECTURE.md", "docs/ALGORITHMS.md"] {
        assert!(
            files.contains(&root().join(expected)),
            "{expected} was not read: {files:?}"
        );
    }
    let mut problems = Vec::new();
    let mut links = 0;
    for file in &files {
        let text = fs::read_to_string(file).expect("a Markdown file reads");
        for (line, target) in link_targets(&text) {
            links += 1;
            problems.extend(link_problem(file, line, &target));
        }
    }
    assert!(
        links > 100,
        "only {links} links found: is the reader broken?"
    );
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
}

/// Whether a span of code in ARCHITECTURE.md names a repository path: only the characters a
/// path is written with, and a folder in it or the ending of a source, page or RON file.
fn is_repository_path(span: &str) -> bool {
    let path_chars = span
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '_' | '-' | '*'));
    let looks_like_one = span.contains('/')
        || span.ends_with(".rs")
        || span.ends_with(".md")
        || span.ends_with(".ron");
    path_chars && looks_like_one && !span.starts_with('/')
}

/// Whether a path exists from the root; `*` in its last part stands for any characters.
fn path_exists(path: &str) -> bool {
    let root = root();
    let Some((folder, pattern)) = path.rsplit_once('/').filter(|_| path.contains('*')) else {
        return root.join(path).exists();
    };
    let Some((before, after)) = pattern.split_once('*') else {
        return false;
    };
    fs::read_dir(root.join(folder)).is_ok_and(|entries| {
        entries.flatten().any(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.len() >= before.len() + after.len()
                && name.starts_with(before)
                && name.ends_with(after)
        })
    })
}

/// Every inline code span of a text outside its fenced blocks, with its line.
fn code_spans(text: &str) -> Vec<(usize, String)> {
    let bytes = without_fences(text);
    code_span_ranges(&bytes)
        .into_iter()
        .map(|(start, end)| {
            let span = String::from_utf8_lossy(&bytes[start..end]).into_owned();
            (line_of(text, start), span)
        })
        .collect()
}

#[test]
fn every_path_architecture_names_exists() {
    let file = root().join("ARCHITECTURE.md");
    let text = fs::read_to_string(&file).expect("ARCHITECTURE.md reads");
    let mut named = 0;
    let mut missing = Vec::new();
    for (line, span) in code_spans(&text) {
        let part = span.trim();
        if is_repository_path(part) {
            named += 1;
            if !path_exists(part) {
                missing.push(format!("ARCHITECTURE.md:{line}: `{part}` does not exist"));
            }
        }
    }
    assert!(
        named > 20,
        "only {named} paths found: is the reader broken?"
    );
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn anchors_follow_github_s_rule() {
    assert_eq!(
        slug("2.9 Reshaping the cycle by 2x2 splices (`algo::ring`, `algo::splice`)"),
        "29-reshaping-the-cycle-by-2x2-splices-algoring-algosplice"
    );
    assert_eq!(slug("Why this move?"), "why-this-move");
    assert_eq!(slug("A [linked](x.md) heading"), "a-linked-heading");
    let text = "# Top\n```sh\n# not a heading\n```\n## Top\n## Top\n### `algo::bfs` (BFS)\n";
    let found: Vec<String> = anchors(text).into_iter().collect();
    assert_eq!(found, ["algobfs-bfs", "top", "top-1", "top-2"]);
}

#[test]
fn links_in_code_are_not_links() {
    let text = "[a](a.md) `[b](b.md)`\n```\n[c](c.md)\n```\n![d](d.png)\n";
    let targets = link_targets(text);
    assert_eq!(targets, [(1, "a.md".to_string()), (5, "d.png".to_string())]);
}
