//! The words snakescope shows, in the language in use. English text is the key: a call site
//! keeps its English sentence, wrapped in [`tr!`](crate::tr), and the catalogue of another
//! language maps that sentence to its translation (`pt.ron` for Portuguese). A sentence the
//! catalogue lacks is shown in English, never refused.
//!
//! The language in use is this thread's own if it has one ([`for_this_thread`]), else the
//! process's default ([`set_default`]; English until a front end sets it, usually from the
//! system's locale with [`Language::from_locale`]). Threads of their own (a picture rendered
//! in the background) speak the default.
//!
//! A sentence names its values `{like_this}`: `tr!("{n} ticks left", n = left)`. A literal
//! brace is written twice, `{{` or `}}`.
//!
//! This is the bottom rung of the core: it uses nothing of snakescope.

mod catalogue;
mod language;
mod template;

pub use language::{Language, ThreadLanguage, choose, for_this_thread, language, set_default};
pub use template::placeholders;

use std::fmt::Display;

/// The opening mark of a sentence in the pseudo-language ([`Language::Pseudo`]).
pub const PSEUDO_OPEN: &str = "[!";
/// The closing mark of a sentence in the pseudo-language.
pub const PSEUDO_CLOSE: &str = "!]";
/// The opening mark of a value put into a sentence, in the pseudo-language.
pub const VALUE_OPEN: char = '‹';
/// The closing mark of a value put into a sentence, in the pseudo-language.
pub const VALUE_CLOSE: char = '›';

/// The sentence `key` (English) in the language in use, with no values.
pub fn text(key: &'static str) -> String {
    fill(key, &[])
}

/// The sentence `key` (English) in the language in use, each `{name}` replaced by the value
/// given for that name. A name without a value stays as written.
pub fn fill(key: &'static str, values: &[(&str, &dyn Display)]) -> String {
    let lang = language();
    let template = match lang {
        Language::Portuguese => catalogue::portuguese(key).unwrap_or(key),
        Language::English | Language::Pseudo => key,
    };
    if lang == Language::Pseudo {
        let marked: Vec<(&str, String)> = values
            .iter()
            .map(|(name, value)| (*name, format!("{VALUE_OPEN}{value}{VALUE_CLOSE}")))
            .collect();
        let marked: Vec<(&str, &dyn Display)> = marked
            .iter()
            .map(|(n, v)| (*n, v as &dyn Display))
            .collect();
        format!(
            "{PSEUDO_OPEN}{}{PSEUDO_CLOSE}",
            template::substitute(template, &marked)
        )
    } else {
        template::substitute(template, values)
    }
}

/// `text` as a sentence: its first letter made a capital. A sentence that opens with a value
/// put into it (a direction's phrase, a side) starts with a capital in every language.
pub fn sentence(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) if first.is_lowercase() => first.to_uppercase().chain(chars).collect(),
        _ => text,
    }
}

/// Why the Portuguese catalogue cannot be read, if it cannot (`pt.ron:LINE:COL: ...`).
pub fn catalogue_problem() -> Option<String> {
    catalogue::problem()
}

/// The Portuguese catalogue as written: each English sentence and its translation, in the
/// file's order (for the test that every sentence has one).
pub fn portuguese_entries() -> &'static [(String, String)] {
    catalogue::entries()
}

/// The English sentence `key` in the language in use, with its `{name}`s filled from the
/// values named after it: `tr!("Play")`, `tr!("Tick {tick} of {ticks}", tick = t, ticks = n)`.
/// The key must be a string literal, so that a test can find every sentence in the sources.
/// It returns a `String`.
#[macro_export]
macro_rules! tr {
    ($key:literal $(,)?) => {
        $crate::words::text($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::words::fill(
            $key,
            &[$((stringify!($name), &$value as &dyn ::std::fmt::Display)),+],
        )
    };
}
