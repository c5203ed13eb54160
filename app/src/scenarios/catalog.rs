//! The one catalogue of the scenarios the app offers, wherever they come from: the built-in
//! examples (the Examples menu), the curated collection built into the binary, the
//! `scenarios/` folder of the working directory when there is one, and the recent files (the
//! browser). What is built in is in [`super::built_in`]. No drawing here ([`super::browser`]
//! draws the catalogue, the menu bar lists the examples).

use super::built_in::{self, CURATED};
use super::entry::Entry;
use snakescope_core::files::{self, FileKind};
use snakescope_core::scenario::{self, LoadError};
use std::path::{Path, PathBuf};

/// Folders with more scenario files than this are listed only in part: the browser reads and
/// validates each file it lists.
pub const MAX_FOLDER_FILES: usize = 200;

/// The curated collection, parsed and validated.
pub fn curated_entries() -> Vec<Entry> {
    CURATED
        .iter()
        .map(|(file, text)| {
            let origin = format!("scenarios/{file}");
            let loaded = scenario::load_str(text, &origin).map_err(|e| e.to_string());
            Entry::listed(origin, None, loaded, false)
        })
        .collect()
}

/// The `.ron` files of `dir`, by file name, leaving out the copies of built-in files (same
/// name, same text): run from a checkout, the folder *is* the collection. The folder is
/// listed through the one reader ([`snakescope_core::files::list_folder`]), so a folder of
/// a million files is listed in part.
pub fn folder_entries(dir: &Path) -> Vec<Entry> {
    let Ok(listing) = files::list_folder(dir, Some("ron")) else {
        return Vec::new();
    };
    listing
        .entries
        .into_iter()
        .filter(|p| !is_built_in_copy(p))
        .take(MAX_FOLDER_FILES)
        .map(|p| Entry::from_file(&p))
        .collect()
}

/// Whether `path` holds exactly the text of the built-in file of the same name.
fn is_built_in_copy(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    let Some((_, text)) = CURATED.iter().find(|(file, _)| *file == name) else {
        return false;
    };
    files::read_text(path, FileKind::Scenario).is_ok_and(|t| t == *text)
}

/// Every scenario the app offers, read once and refreshed when asked (reading a file per entry
/// every frame would be wasteful).
#[derive(Clone, Debug)]
pub struct Catalog {
    /// The built-in examples, the app's default first (the Examples menu).
    pub examples: Vec<Entry>,
    /// The built-in collection.
    pub curated: Vec<Entry>,
    /// The folder scanned for more files, if any.
    pub folder: Option<PathBuf>,
    /// The folder's files that are not copies of built-in ones.
    pub folder_entries: Vec<Entry>,
    /// The recent files, most recent first.
    pub recent: Vec<Entry>,
}

impl Catalog {
    /// The examples, the collection, the files of `folder` (usually `./scenarios`) and the
    /// `recent` files.
    pub fn new(folder: Option<PathBuf>, recent: &[PathBuf]) -> Catalog {
        let mut catalog = Catalog {
            examples: built_in::examples(),
            curated: curated_entries(),
            folder,
            folder_entries: Vec::new(),
            recent: Vec::new(),
        };
        catalog.rescan_folder();
        catalog.refresh_recent(recent);
        catalog
    }

    /// `./scenarios` in the working directory, if it is a folder.
    pub fn working_folder() -> Option<PathBuf> {
        let dir = std::env::current_dir().ok()?.join("scenarios");
        dir.is_dir().then_some(dir)
    }

    /// Reads the folder again.
    pub fn rescan_folder(&mut self) {
        self.folder_entries = self
            .folder
            .as_deref()
            .map(folder_entries)
            .unwrap_or_default();
    }

    /// Reads the `recent` files again.
    pub fn refresh_recent(&mut self, recent: &[PathBuf]) {
        self.recent = recent.iter().map(|p| Entry::from_file(p)).collect();
    }

    /// Everything the browser lists, recent files first.
    pub fn all(&self) -> impl Iterator<Item = &Entry> {
        self.recent
            .iter()
            .chain(&self.curated)
            .chain(&self.folder_entries)
    }
}

/// Whether a load failed because the file is not there (a recent file deleted since).
pub fn is_missing(error: &LoadError) -> bool {
    matches!(error, LoadError::Read(read) if read.is_missing())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenarios::collection_words::collection_words;
    use crate::scenarios::names::shown_text;
    use snakescope_core::words::{self, Language};
    use std::collections::BTreeSet;

    fn dir() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios")
    }

    #[test]
    fn every_curated_file_is_built_in() {
        let on_disk: BTreeSet<String> = std::fs::read_dir(dir())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".ron"))
            .collect();
        let built_in: BTreeSet<String> = CURATED.iter().map(|(n, _)| n.to_string()).collect();
        assert_eq!(built_in.len(), CURATED.len(), "a file is listed twice");
        let missing: Vec<_> = on_disk.difference(&built_in).collect();
        assert!(
            missing.is_empty(),
            "scenarios/ files missing from built_in::CURATED: {missing:?}"
        );
        let gone: Vec<_> = built_in.difference(&on_disk).collect();
        assert!(gone.is_empty(), "built in but not in scenarios/: {gone:?}");
        for (name, text) in CURATED {
            assert_eq!(
                std::fs::read_to_string(dir().join(name)).unwrap(),
                *text,
                "{name}"
            );
        }
    }

    #[test]
    fn every_curated_scenario_loads_with_a_name_and_a_description() {
        for e in curated_entries() {
            let s = e.loaded.as_ref().unwrap_or_else(|m| panic!("{m}"));
            assert!(!s.name.is_empty(), "{}", e.origin);
            assert!(!s.description.is_empty(), "{}", e.origin);
            assert_eq!(e.title(), s.name);
        }
    }

    #[test]
    fn a_checkout_s_folder_adds_nothing_to_the_collection() {
        assert!(folder_entries(&dir()).is_empty());
    }

    #[test]
    fn other_files_of_the_folder_are_listed_broken_or_not() {
        let tmp =
            std::env::temp_dir().join(format!("snakescope-collection-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp).unwrap();
        std::fs::write(tmp.join("b.ron"), "Scenario(width: 4, height: 4,").unwrap();
        std::fs::write(
            tmp.join("a.ron"),
            "Scenario(name: \"Mine\", width: 4, height: 4, snake: [(0, 0)])",
        )
        .unwrap();
        std::fs::write(tmp.join("notes.txt"), "not a scenario").unwrap();
        let (name, text) = CURATED[0];
        std::fs::write(tmp.join(name), text).unwrap();
        let entries = folder_entries(&tmp);
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].title(), "Mine");
        let error = entries[1].loaded.as_ref().unwrap_err();
        assert!(error.starts_with(&format!("{}:1:", tmp.join("b.ron").display())));
        assert_eq!(entries[1].title(), "b.ron");
        std::fs::remove_dir_all(&tmp).unwrap();
    }

    #[test]
    fn every_name_and_description_of_the_collection_is_in_its_words() {
        let words = {
            let _en = words::for_this_thread(Language::English);
            collection_words()
        };
        let mut used = vec![false; words.len()];
        for entry in curated_entries() {
            let s = entry.loaded.unwrap();
            for text in [&s.name, &s.description] {
                let i = words.iter().position(|w| w == text);
                assert!(
                    i.is_some(),
                    "{}: {text:?} is not in collection_words",
                    entry.origin
                );
                used[i.unwrap()] = true;
            }
        }
        let unused: Vec<_> = (0..words.len()).filter(|&i| !used[i]).collect();
        let unused: Vec<_> = unused.iter().map(|&i| &words[i]).collect();
        assert!(unused.is_empty(), "words of no scenario: {unused:?}");
        // Shown in Portuguese: the first file's name.
        let _pt = words::for_this_thread(Language::Portuguese);
        assert_eq!(shown_text(&words[0]), "Clássico 8x8, guloso");
    }
}
