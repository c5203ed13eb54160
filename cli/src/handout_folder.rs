//! The folder a handout is written into, claimed before anything is written: a new folder, an
//! empty one, or one a handout was written into before (it holds [`MARKER`], which lists the
//! files written). A file there that snakescope did not write is never replaced unless the
//! user says `--force`; what the handout would write is estimated first and refused past
//! [`MAX_HANDOUT_BYTES`], so that a lesson of thousands of large boards cannot fill a disk.

use anyhow::{Context, bail};
use snakescope_core::scenario::write_atomically;
use std::path::{Path, PathBuf};

/// The file that marks a folder as a handout's, listing the files written into it.
pub const MARKER: &str = ".snakescope-handout";

/// The most a handout writes, in bytes: 256 MiB.
pub const MAX_HANDOUT_BYTES: u64 = 256 << 20;

/// A folder claimed for a handout: the files it may write there.
pub struct HandoutFolder {
    dir: PathBuf,
    written: u64,
}

impl HandoutFolder {
    /// Claims `dir` for the files named `files`, which together take about `estimate`
    /// bytes: refuses past [`MAX_HANDOUT_BYTES`], a path that is not a folder, a file to
    /// write that is a folder, and (without `force`) a file to write that snakescope did not
    /// write before. Makes the folder if missing and marks it as a handout's.
    pub fn claim(
        dir: &Path,
        files: &[String],
        estimate: u64,
        force: bool,
    ) -> anyhow::Result<HandoutFolder> {
        within_limit(estimate)?;
        if dir.exists() && !dir.is_dir() {
            bail!("{}", tr!("{dir} is not a folder", dir = dir.display()));
        }
        let ours = written_before(dir);
        for name in files {
            let path = dir.join(name);
            if path.is_dir() {
                bail!(
                    "{}",
                    tr!(
                        "{path} is a folder: the handout writes a file of that name there; move \
                         it, or write the handout into another folder",
                        path = path.display()
                    )
                );
            }
            if path.exists() && !force && !ours.iter().any(|o| o == name) {
                bail!(
                    "{}",
                    tr!(
                        "{path} was not written by snakescope: the handout would replace it. Write \
                         the handout into a new folder, or pass --force to replace it",
                        path = path.display()
                    )
                );
            }
        }
        std::fs::create_dir_all(dir)
            .with_context(|| tr!("cannot make the folder {dir}", dir = dir.display()))?;
        let mut listed: Vec<String> = ours;
        for name in files {
            if !listed.contains(name) {
                listed.push(name.clone());
            }
        }
        write_atomically(&dir.join(MARKER), (listed.join("\n") + "\n").as_bytes())?;
        Ok(HandoutFolder {
            dir: dir.to_owned(),
            written: 0,
        })
    }

    /// Writes `name` (one of the files claimed) atomically, and refuses once the handout
    /// has written more than [`MAX_HANDOUT_BYTES`] (an estimate can be wrong).
    pub fn write(&mut self, name: &str, bytes: &[u8]) -> anyhow::Result<PathBuf> {
        self.written += bytes.len() as u64;
        if self.written > MAX_HANDOUT_BYTES {
            bail!(
                "{}",
                tr!(
                    "this handout has written {limit} MiB, the most a handout may write: split the \
                     lesson, or draw smaller pictures (--size)",
                    limit = MAX_HANDOUT_BYTES >> 20
                )
            );
        }
        let path = self.dir.join(name);
        write_atomically(&path, bytes)?;
        Ok(path)
    }
}

/// The files a handout wrote into `dir` before, as its marker lists them.
/// Refuses a handout estimated at `estimate` bytes past [`MAX_HANDOUT_BYTES`], before any
/// step is played or anything written.
pub fn within_limit(estimate: u64) -> anyhow::Result<()> {
    if estimate > MAX_HANDOUT_BYTES {
        bail!(
            "{}",
            tr!(
                "this handout would write about {mib} MiB, more than the {limit} MiB a handout \
                 may write: split the lesson, or draw smaller pictures (--size)",
                mib = estimate >> 20,
                limit = MAX_HANDOUT_BYTES >> 20
            )
        );
    }
    Ok(())
}

fn written_before(dir: &Path) -> Vec<String> {
    std::fs::read_to_string(dir.join(MARKER))
        .map(|text| text.lines().map(str::to_owned).collect())
        .unwrap_or_default()
}

/// About how many bytes the SVG of a board of `cells` cells takes: a few kilobytes of frame,
/// and a few dozen bytes a cell (a 256x256 board measured 3.2 MB).
pub fn picture_estimate(cells: usize) -> u64 {
    16 * 1024 + 56 * cells as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("snakescope-handout-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_new_folder_is_claimed_and_marked_and_claimed_again() {
        let dir = scratch("new");
        let files = vec!["index.html".to_owned(), "step-01.svg".to_owned()];
        let mut folder = HandoutFolder::claim(&dir, &files, 1000, false).unwrap();
        folder.write("index.html", b"<html>").unwrap();
        assert_eq!(written_before(&dir), files);
        // Its own files are replaced the next time, without --force.
        HandoutFolder::claim(&dir, &files, 1000, false).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_file_it_did_not_write_is_kept_unless_forced() {
        let dir = scratch("theirs");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("index.html"), "mine").unwrap();
        let files = vec!["index.html".to_owned()];
        let err = HandoutFolder::claim(&dir, &files, 1000, false)
            .err()
            .unwrap();
        assert!(
            err.to_string().contains("was not written by snakescope"),
            "{err}"
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("index.html")).unwrap(),
            "mine"
        );
        assert!(!dir.join(MARKER).exists(), "nothing written");
        HandoutFolder::claim(&dir, &files, 1000, true).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_in_the_way_and_too_much_output_are_refused_before_writing() {
        let dir = scratch("folder");
        std::fs::create_dir_all(dir.join("index.html")).unwrap();
        let files = vec!["index.html".to_owned()];
        let err = HandoutFolder::claim(&dir, &files, 1000, true)
            .err()
            .unwrap();
        assert!(err.to_string().contains("is a folder"), "{err}");
        let err = HandoutFolder::claim(&scratch("big"), &files, MAX_HANDOUT_BYTES + 1, false)
            .err()
            .unwrap();
        assert!(err.to_string().contains("MiB"), "{err}");
        assert!(!scratch("big").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
