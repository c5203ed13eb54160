//! English words in a line of Portuguese pseudo-code: a Portuguese listing speaks Portuguese
//! throughout, the names of its variables and its keywords included. English is the words of
//! every stage's English pseudo-code and a few more a listing may use; a short list of names
//! reads the same in both languages, and a name of one letter is a name in any language.

use snakescope_core::stages::Stage;
use snakescope_core::words::{Language, for_this_thread};
use std::collections::BTreeSet;

/// Words that are English and Portuguese alike, or names a listing keeps in both: articles
/// and contractions that are Portuguese words too, and mathematical names (Manhattan's
/// distance among them).
pub const IN_BOTH: &[&str] = &[
    "a",
    "as",
    "no",
    "for",
    "dist",
    "mod",
    "rel",
    "manhattan",
    "bfs",
    "horizontal",
    "vertical",
];

/// English words a listing may use that no English line uses yet.
const MORE_ENGLISH: &[&str] = &[
    "if", "else", "then", "while", "for", "each", "return", "pop", "push", "front", "back",
    "queue", "stack", "cell", "next", "parent", "parents", "path", "cycle", "head", "tail", "food",
    "start", "target", "cur", "dir", "side", "wall", "seen", "skip", "none", "and", "or", "not",
    "is", "the", "of", "to", "in", "on", "from", "with", "by", "true", "false", "loop", "break",
    "continue", "visited", "node", "edge", "key", "priority", "up", "down", "left", "right",
    "prev", "index", "number", "body", "corner", "budget", "steps", "ok",
];

/// The lowercase words of `line`: its runs of letters.
pub fn words(line: &str) -> impl Iterator<Item = String> + '_ {
    line.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// Every word of every stage's English pseudo-code, and [`MORE_ENGLISH`].
pub fn english_vocabulary() -> BTreeSet<String> {
    let _en = for_this_thread(Language::English);
    let mut all: BTreeSet<String> = MORE_ENGLISH.iter().map(|w| w.to_string()).collect();
    for stage in Stage::ALL {
        for line in stage.pseudocode() {
            all.extend(words(&line));
        }
    }
    all
}

/// The English words of `line`, in order: words of `english` that are not [`IN_BOTH`] and
/// longer than one letter.
pub fn english_in(line: &str, english: &BTreeSet<String>) -> Vec<String> {
    words(line)
        .filter(|w| w.chars().count() > 1 && !IN_BOTH.contains(&w.as_str()))
        .filter(|w| english.contains(w))
        .collect()
}
