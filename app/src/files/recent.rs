//! The files opened or saved lately, most recent first, saved through eframe's persistence
//! under [`RecentFiles::KEY`]. No drawing here.

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The recent files, most recent first, at most [`RecentFiles::CAP`], each once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RecentFiles {
    paths: Vec<PathBuf>,
}

impl RecentFiles {
    /// The key under which eframe stores the list.
    pub const KEY: &'static str = "snakescope.recent";

    /// How many files are remembered.
    pub const CAP: usize = 10;

    /// The list as saved, without the files that are gone since.
    pub fn restored(mut self) -> RecentFiles {
        self.prune_missing();
        self.paths.truncate(Self::CAP);
        self
    }

    /// The files, most recent first.
    pub fn paths(&self) -> &[PathBuf] {
        &self.paths
    }

    /// Puts `path` first (moving it if it was listed), forgetting the oldest beyond the cap.
    pub fn push(&mut self, path: &Path) {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_owned());
        self.paths.retain(|p| *p != path);
        self.paths.insert(0, path);
        self.paths.truncate(Self::CAP);
    }

    /// Forgets `path`; returns whether it was listed.
    pub fn remove(&mut self, path: &Path) -> bool {
        let before = self.paths.len();
        self.paths.retain(|p| p != path);
        self.paths.len() != before
    }

    /// Forgets the files that no longer exist.
    pub fn prune_missing(&mut self) {
        self.paths.retain(|p| p.exists());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn most_recent_first_each_once_and_capped() {
        let mut r = RecentFiles::default();
        for i in 0..12 {
            r.push(Path::new(&format!("/tmp/{i}.ron")));
        }
        assert_eq!(r.paths().len(), RecentFiles::CAP);
        assert_eq!(r.paths()[0], Path::new("/tmp/11.ron"));
        r.push(Path::new("/tmp/5.ron"));
        assert_eq!(r.paths()[0], Path::new("/tmp/5.ron"));
        assert_eq!(r.paths().len(), RecentFiles::CAP);
        assert_eq!(
            r.paths()
                .iter()
                .filter(|p| **p == Path::new("/tmp/5.ron"))
                .count(),
            1
        );
        assert!(r.remove(Path::new("/tmp/5.ron")));
        assert!(!r.remove(Path::new("/tmp/5.ron")));
    }

    #[test]
    fn missing_files_are_pruned_on_restore() {
        let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let mut r = RecentFiles::default();
        r.push(Path::new("/no/such/file.ron"));
        r.push(&here);
        let text = ron::to_string(&r).unwrap();
        let back: RecentFiles = ron::from_str(&text).unwrap();
        assert_eq!(back, r);
        assert_eq!(back.restored().paths(), [here]);
    }
}
