//! The names a game is shown by, in the language in use whenever they are shown, not the one
//! in use when it opened: an example's title (which is also its origin), a scenario of the
//! collection's name and description (written in English in its file, translated by
//! [`super::collection_words`]); a built-in solver's name is the state's
//! ([`crate::state::shown_solver`]). Anything else (a file of the user's) is shown as
//! written.

use super::collection_words::collection_words;
use super::example_titles::example_titles;
use snakescope_core::scenario::Scenario;
use snakescope_core::words::{self, Language};
use std::sync::OnceLock;

/// Every language a text may have been written in, as the caches below index them.
const LANGUAGES: [Language; 3] = [Language::English, Language::Portuguese, Language::Pseudo];

/// `make`'s words in `language`, made once per language.
fn in_language(
    cache: &'static [OnceLock<Vec<String>>; 3],
    language: Language,
    make: fn() -> Vec<String>,
) -> &'static [String] {
    let i = LANGUAGES.iter().position(|&l| l == language).unwrap_or(0);
    cache[i].get_or_init(|| {
        let _speaking = words::for_this_thread(language);
        make()
    })
}

/// The examples' titles in `language`.
fn titles(language: Language) -> &'static [String] {
    static CACHE: [OnceLock<Vec<String>>; 3] = [const { OnceLock::new() }; 3];
    in_language(&CACHE, language, || example_titles().to_vec())
}

/// The collection's words (names and descriptions) in `language`.
fn collection(language: Language) -> &'static [String] {
    static CACHE: [OnceLock<Vec<String>>; 3] = [const { OnceLock::new() }; 3];
    in_language(&CACHE, language, collection_words)
}

/// `origin` as shown now: an example's title (in whatever language it was written) in the
/// language in use, anything else as it is.
pub fn shown_origin(origin: &str) -> String {
    LANGUAGES
        .iter()
        .find_map(|&l| titles(l).iter().position(|t| t == origin))
        .map_or_else(
            || origin.to_owned(),
            |i| titles(words::language())[i].clone(),
        )
}

/// A text of the collection (a scenario's name or description, written in English) in the
/// language in use; any other text as it is.
pub fn shown_text(text: &str) -> String {
    collection(Language::English)
        .iter()
        .position(|t| t == text)
        .map_or_else(
            || text.to_owned(),
            |i| collection(words::language())[i].clone(),
        )
}

/// The name `scenario` is listed by: its name in the language in use, none if it has none.
pub fn shown_name_of(scenario: &Scenario) -> Option<String> {
    let name = scenario.name.trim();
    (!name.is_empty()).then(|| shown_text(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_example_s_title_follows_the_language_in_use() {
        let english = {
            let _en = words::for_this_thread(Language::English);
            example_titles()[0].clone()
        };
        let _pt = words::for_this_thread(Language::Portuguese);
        let portuguese = example_titles()[0].clone();
        assert_ne!(english, portuguese);
        assert_eq!(shown_origin(&english), portuguese);
        assert_eq!(shown_origin(&portuguese), portuguese);
        assert_eq!(shown_origin("scenarios/x.ron"), "scenarios/x.ron");
    }
}
