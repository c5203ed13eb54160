//! The glossary (`docs/glossary.md`) as the words test reads it: the variants each term
//! rejects, the European forms, the loanwords and the words both languages spell alike; and
//! what a piece of Portuguese text says against it.

use std::collections::BTreeSet;
use std::path::Path;

/// What the glossary allows and rejects in Portuguese text.
#[derive(Debug, Default)]
pub struct Glossary {
    /// Each rejected variant (lowercase) and the term the glossary says instead.
    pub rejected: Vec<(String, String)>,
    /// English words accepted in Portuguese text (lowercase).
    pub accepted: BTreeSet<String>,
    /// The Portuguese terms, lowercase, as the table gives them.
    pub terms: Vec<String>,
}

impl Glossary {
    /// The glossary of the repository at `root`.
    pub fn read(root: &Path) -> Glossary {
        let text = std::fs::read_to_string(root.join("docs/glossary.md"))
            .expect("docs/glossary.md is the glossary");
        let mut glossary = Glossary::default();
        for row in table_rows(section(&text, "## Terms")) {
            assert!(row.len() >= 5, "a term's row has 5 columns: {row:?}");
            let term = row[1].to_lowercase();
            for variant in row[2].split(',').map(str::trim).filter(|v| !v.is_empty()) {
                glossary
                    .rejected
                    .push((variant.to_lowercase(), term.clone()));
            }
            glossary.terms.push(term);
        }
        for row in table_rows(section(&text, "## European forms")) {
            glossary
                .rejected
                .push((row[0].to_lowercase(), row[1].to_lowercase()));
        }
        for heading in ["## Loanwords", "## Words of both languages"] {
            for block in text_blocks(section(&text, heading)) {
                glossary.accepted.extend(
                    block
                        .split(',')
                        .map(|w| w.trim().to_lowercase())
                        .filter(|w| !w.is_empty()),
                );
            }
        }
        glossary
    }

    /// The variants `text` uses that the glossary rejects, each with what to say instead;
    /// and each continuing action said the European way ("está a rodar").
    pub fn rejected_in(&self, text: &str) -> Vec<String> {
        let lower = read_text(text).to_lowercase();
        let mut found = Vec::new();
        for (variant, instead) in &self.rejected {
            if contains_words(&lower, variant) {
                found.push(format!("{variant:?} (say {instead:?})"));
            }
        }
        let words: Vec<&str> = lower
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
            .collect();
        for w in words.windows(3) {
            let continuing = [
                "está",
                "estão",
                "estava",
                "continua",
                "continuam",
                "fica",
                "ficam",
                "anda",
            ];
            let infinitive = ["ar", "er", "ir"].iter().any(|e| w[2].ends_with(e));
            if continuing.contains(&w[0]) && w[1] == "a" && infinitive && w[2].len() > 3 {
                found.push(format!(
                    "\"{} a {}\" (a continuing action takes the gerund)",
                    w[0], w[2]
                ));
            }
        }
        found
    }

    /// The English words of `text` (a Portuguese sentence): words of `english` that the
    /// glossary does not accept, outside code, values and names in capitals.
    pub fn english_in(&self, text: &str, english: &BTreeSet<String>) -> Vec<String> {
        read_words(text)
            .filter(|w| w.chars().count() > 1 && !self.accepted.contains(w))
            .filter(|w| english.contains(w))
            .collect()
    }
}

/// The text of `text` from the heading `heading` to the next heading of its level.
fn section<'a>(text: &'a str, heading: &str) -> &'a str {
    let start = text
        .find(&format!("\n{heading}"))
        .unwrap_or_else(|| panic!("the glossary has a section {heading:?}"))
        + 1;
    let rest = &text[start..];
    let body = rest.find('\n').map_or("", |i| &rest[i..]);
    match body.find("\n## ") {
        Some(end) => &body[..end],
        None => body,
    }
}

/// The rows of the Markdown tables of `text`, header and rule left out, each as its trimmed
/// cells.
fn table_rows(text: &str) -> Vec<Vec<String>> {
    let rows: Vec<Vec<String>> = text
        .lines()
        .filter(|l| l.trim_start().starts_with('|'))
        .map(|l| {
            l.trim()
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_owned())
                .collect()
        })
        .collect();
    rows.into_iter()
        .filter(|r| !r.iter().all(|c| c.chars().all(|ch| ch == '-' || ch == ':')))
        .skip(1)
        .filter(|r| !r[0].starts_with("Not") && !r[0].starts_with("English"))
        .collect()
}

/// The contents of the ```text blocks of `text`, lines joined with commas.
fn text_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("```text\n") {
        let body = &rest[start + "```text\n".len()..];
        let end = body.find("```").expect("a closed block");
        blocks.push(body[..end].replace('\n', ","));
        rest = &body[end + 3..];
    }
    blocks
}

/// Whether `words` (lowercase, one or more words) stand in `lower` as whole words.
fn contains_words(lower: &str, words: &str) -> bool {
    lower.match_indices(words).any(|(i, _)| {
        let before = lower[..i].chars().next_back();
        let after = lower[i + words.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The lowercase words a reader reads in `text`: code between backquotes, `{values}`,
/// command-line options, paths and file names, words in capitals and words joined by `_`,
/// `=` or `:` to something else left out.
pub fn read_words(text: &str) -> impl Iterator<Item = String> {
    let plain = read_text(text);
    let tokens: Vec<String> = plain.split_whitespace().map(str::to_owned).collect();
    tokens
        .into_iter()
        .filter(|t| {
            let t = t.trim_start_matches(['(', '[', '"', '“', '\'']);
            !t.starts_with('-')
                && !t.starts_with('.')
                && !t.contains('/')
                && !t.contains('_')
                && !t.contains('=')
                && !t.contains("::")
                && !t.contains(".ron")
                && !t.contains("http")
                && !t.contains('|')
        })
        .flat_map(|t| {
            t.split(|c: char| !c.is_alphabetic())
                .filter(|w| !w.is_empty())
                .filter(|w| !(w.chars().count() > 1 && w.chars().all(char::is_uppercase)))
                .filter(|w| !w.chars().skip(1).any(char::is_uppercase))
                .map(str::to_lowercase)
                .collect::<Vec<_>>()
        })
}

/// `text` as a reader reads it: code between backquotes and `{values}` made blanks.
fn read_text(text: &str) -> String {
    let mut plain = String::with_capacity(text.len());
    let mut in_code = false;
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '`' => in_code = !in_code,
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if in_code || depth > 0 => {}
            _ => plain.push(c),
        }
        if in_code || depth > 0 || c == '`' || c == '}' {
            plain.push(' ');
        }
    }
    plain
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_values_and_capitals_are_not_read() {
        let words: Vec<String> =
            read_words("Use `--tick` e {n} células em CSV; PageDown, o_nome, Direita.").collect();
        assert_eq!(words, ["use", "e", "células", "em", "direita"]);
    }
}
