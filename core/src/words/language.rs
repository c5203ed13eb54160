//! Which language is in use: the process's default and each thread's own.

use serde::{Deserialize, Serialize};
use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language snakescope speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Language {
    /// English, the language of the keys.
    #[default]
    English,
    /// Portuguese (`pt.ron`).
    Portuguese,
    /// Not a language: English with every sentence marked `[!..!]` and every value put into
    /// one marked `‹..›`, so a test can find text that skipped the catalogue.
    Pseudo,
}

impl Language {
    /// The languages a person can choose, in the order a menu lists them.
    pub const CHOICES: [Language; 2] = [Language::English, Language::Portuguese];

    /// The language's name in itself ("English", "Português"), as a menu shows it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Portuguese => "Português",
            Language::Pseudo => "[!Pseudo!]",
        }
    }

    /// The code `--lang` takes: `en`, `pt` (`pseudo` for the test language).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Portuguese => "pt",
            Language::Pseudo => "pseudo",
        }
    }

    /// The language of a code or locale name (`en`, `pt`, `pt_BR.UTF-8`, `en-GB`...), if
    /// snakescope speaks it. The case does not matter.
    pub fn from_code(code: &str) -> Option<Language> {
        let code = code.trim().to_ascii_lowercase();
        let base = code.split(['_', '-', '.', '@']).next().unwrap_or("");
        match base {
            "en" | "c" | "posix" => Some(Language::English),
            "pt" => Some(Language::Portuguese),
            "pseudo" => Some(Language::Pseudo),
            _ => None,
        }
    }

    /// The system's language, from the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
    /// set and not empty: Portuguese for `pt*`, English otherwise.
    pub fn from_locale() -> Language {
        Self::from_environment(|name| std::env::var(name).ok())
    }

    /// [`Language::from_locale`] with the environment read through `var`.
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name))
            .find(|value| !value.trim().is_empty())
            .and_then(|value| Language::from_code(&value))
            .filter(|l| *l != Language::Pseudo)
            .unwrap_or(Language::English)
    }

    fn index(self) -> u8 {
        match self {
            Language::English => 0,
            Language::Portuguese => 1,
            Language::Pseudo => 2,
        }
    }

    fn from_index(i: u8) -> Language {
        match i {
            1 => Language::Portuguese,
            2 => Language::Pseudo,
            _ => Language::English,
        }
    }
}

static DEFAULT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static THREAD: Cell<Option<Language>> = const { Cell::new(None) };
}

/// The language in use on this thread: its own if it has one, else the process's default.
pub fn language() -> Language {
    THREAD
        .with(Cell::get)
        .unwrap_or_else(|| Language::from_index(DEFAULT.load(Ordering::Relaxed)))
}

/// Sets the process's default language, spoken by every thread without one of its own.
pub fn set_default(language: Language) {
    DEFAULT.store(language.index(), Ordering::Relaxed);
}

/// Sets the language a person chose (in Settings): this thread's own if it has one, else
/// the process's default.
pub fn choose(language: Language) {
    if THREAD.with(Cell::get).is_some() {
        THREAD.with(|t| t.set(Some(language)));
    } else {
        set_default(language);
    }
}

/// Gives this thread a language of its own until the returned guard is dropped (then the
/// thread's earlier language, if any, comes back). Tests in one binary use it to run
/// different languages side by side.
pub fn for_this_thread(language: Language) -> ThreadLanguage {
    let before = THREAD.with(|t| t.replace(Some(language)));
    ThreadLanguage { before }
}

/// This thread's own language, while it lives ([`for_this_thread`]).
#[derive(Debug)]
#[must_use = "the thread's language ends when this is dropped"]
pub struct ThreadLanguage {
    before: Option<Language>,
}

impl Drop for ThreadLanguage {
    fn drop(&mut self) {
        THREAD.with(|t| t.set(self.before));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_choose_the_language() {
        let env = |all: &str, lang: &str| {
            let (all, lang) = (all.to_string(), lang.to_string());
            Language::from_environment(move |name| match name {
                "LC_ALL" => Some(all.clone()),
                "LANG" => Some(lang.clone()),
                _ => None,
            })
        };
        assert_eq!(env("", "pt_BR.UTF-8"), Language::Portuguese);
        assert_eq!(env("pt_PT", "en_US.UTF-8"), Language::Portuguese);
        assert_eq!(env("en_GB", "pt_PT"), Language::English);
        assert_eq!(env("", "de_DE"), Language::English);
        assert_eq!(env("", ""), Language::English);
    }

    #[test]
    fn a_thread_of_its_own_does_not_change_the_others() {
        let _own = for_this_thread(Language::Portuguese);
        assert_eq!(language(), Language::Portuguese);
        let other = std::thread::spawn(language).join().unwrap();
        assert_eq!(other, Language::from_index(DEFAULT.load(Ordering::Relaxed)));
        choose(Language::Pseudo);
        assert_eq!(language(), Language::Pseudo);
        drop(_own);
        assert_ne!(THREAD.with(Cell::get), Some(Language::Pseudo));
    }
}
