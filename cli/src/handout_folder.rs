//! The folder a handout is written into, claimed before anything is written, and written
//! whole or not at all.
//!
//! A handout may go into a new folder, an empty one, or one a handout was written into before:
//! such a folder holds [`MARKER`], which lists the files written, each a name a handout writes
//! (`index.html`, `step-NN.svg`). A folder that is not empty and holds no such marker (or one
//! that cannot be trusted: not a regular file, too large, a name no handout writes) is refused
//! unless the user says `--force`, and a file there the marker does not list is never
//! replaced without it. System folders (`/`, `/etc`, `/usr`, the home folder itself, ...) are
//! refused, `--force` or not.
//!
//! Everything is first written into a folder of its own, beside the target for a new folder
//! (then renamed into place) and inside it for one that exists (then each file moved into
//! place): a handout refused or failed on the way leaves nothing behind, and one that ends
//! leaves every file whole. What the handout would write is estimated first and refused past
//! [`MAX_HANDOUT_BYTES`], and counted as it is written.

use crate::handout_names::{MARKER, Written, marker_text, parse_marker};
use anyhow::{Context, bail};
use snakescope_core::files::{self, FileKind, ReadError};
use snakescope_core::scenario::write_atomically;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The most a handout writes, in bytes: 256 MiB.
pub const MAX_HANDOUT_BYTES: u64 = 256 << 20;

/// A folder claimed for a handout: the files it may write there, written first into a
/// staging folder of its own, moved into place by [`HandoutFolder::finish`]; dropped before
/// that, it leaves nothing behind.
pub struct HandoutFolder {
    /// The folder asked for.
    target: PathBuf,
    /// Where the files are written first.
    staging: PathBuf,
    /// Whether the target existed (its files are then moved in one by one).
    existed: bool,
    /// The first folder above the target that this handout made, to remove if it fails.
    made: Option<PathBuf>,
    /// What the marker lists once the handout is in place: the files written now, and those
    /// of an earlier handout left in the folder.
    listed: Vec<Written>,
    written: u64,
    finished: bool,
}

impl HandoutFolder {
    /// Claims `dir` for the files named `files` (names a handout writes), which together take
    /// about `estimate` bytes: refuses past [`MAX_HANDOUT_BYTES`], a system folder, a path
    /// that is not a folder (a link to nothing included), a file to write that is a folder,
    /// and (without `force`) a folder that is not empty and is not a handout's, or a file in
    /// it the marker does not list. Nothing is written before every check has passed.
    pub fn claim(
        dir: &Path,
        files: &[String],
        estimate: u64,
        force: bool,
    ) -> anyhow::Result<HandoutFolder> {
        within_limit(estimate)?;
        if let Some(system) = crate::handout_names::system_folder(dir) {
            bail!(
                "{}",
                tr!(
                    "{dir} is a system folder ({system}): a handout is never written there; \
                     name a folder of your own with --out",
                    dir = dir.display(),
                    system = system.display()
                )
            );
        }
        let existed = existing_folder(dir)?;
        let mut listed = Vec::new();
        if existed {
            listed = checked_folder(dir, files, force)?;
        }
        // What is written now is listed when it is written.
        listed.retain(|w| !files.contains(&w.name));
        let (staging, made) = if existed {
            (dir.join(staging_name("")), None)
        } else {
            let made = make_parent(dir)?;
            let name = dir
                .file_name()
                .map_or_else(|| OsString::from("handout"), std::ffi::OsStr::to_os_string);
            let staging = dir.with_file_name(staging_name(&name.to_string_lossy()));
            (staging, made)
        };
        let folder = HandoutFolder {
            target: dir.to_owned(),
            staging,
            existed,
            made,
            listed,
            written: 0,
            finished: false,
        };
        std::fs::create_dir(&folder.staging).with_context(|| {
            tr!(
                "cannot make the folder {dir}",
                dir = folder.staging.display()
            )
        })?;
        Ok(folder)
    }

    /// Writes `name` (one of the files claimed) into the staging folder, and refuses once the
    /// handout has written more than [`MAX_HANDOUT_BYTES`] (an estimate can be wrong). Returns
    /// where the file will be once the handout is in place.
    pub fn write(&mut self, name: &str, bytes: &[u8]) -> anyhow::Result<PathBuf> {
        self.written += bytes.len() as u64;
        if self.written > MAX_HANDOUT_BYTES {
            bail!(
                "{}",
                tr!(
                    "this handout would write more than the {limit} MiB a handout may write, and \
                     was stopped (nothing was left in {dir}): split the lesson, or draw smaller \
                     pictures (--size)",
                    limit = MAX_HANDOUT_BYTES >> 20,
                    dir = self.target.display()
                )
            );
        }
        write_atomically(&self.staging.join(name), bytes)?;
        self.listed.retain(|w| w.name != name);
        self.listed.push(Written::of(name, bytes));
        Ok(self.target.join(name))
    }

    /// Puts the handout in place: a new folder renamed whole to the target, or the files of
    /// one that existed moved into it one by one after its marker lists them.
    pub fn finish(mut self) -> anyhow::Result<()> {
        let marker = marker_text(&self.listed);
        if self.existed {
            write_atomically(&self.target.join(MARKER), marker.as_bytes())?;
            for written in &self.listed {
                let staged = self.staging.join(&written.name);
                if staged.exists() {
                    std::fs::rename(&staged, self.target.join(&written.name)).with_context(
                        || {
                            tr!(
                                "cannot move {file} into {dir}",
                                file = staged.display(),
                                dir = self.target.display()
                            )
                        },
                    )?;
                }
            }
            std::fs::remove_dir(&self.staging).with_context(|| {
                tr!(
                    "cannot remove the folder {dir}",
                    dir = self.staging.display()
                )
            })?;
        } else {
            write_atomically(&self.staging.join(MARKER), marker.as_bytes())?;
            std::fs::rename(&self.staging, &self.target).with_context(|| {
                tr!(
                    "cannot move {file} into {dir}",
                    file = self.staging.display(),
                    dir = self.target.display()
                )
            })?;
        }
        self.finished = true;
        Ok(())
    }
}

impl Drop for HandoutFolder {
    /// A handout that did not finish leaves nothing behind: its staging folder, and any
    /// folder it made above the target, are removed.
    fn drop(&mut self) {
        if self.finished {
            return;
        }
        // Best effort: the error that matters is the one that stopped the handout.
        let _ = std::fs::remove_dir_all(&self.staging);
        if let Some(made) = &self.made {
            let _ = std::fs::remove_dir_all(made);
        }
    }
}

/// `.NAME.snakescope-handout.PID.tmp`: a staging folder's name for the folder `NAME`, or
/// `.snakescope-handout.PID.tmp` inside it, recognisable if one is ever left.
fn staging_name(name: &str) -> String {
    let name = if name.is_empty() {
        String::new()
    } else {
        format!(".{name}")
    };
    format!("{name}{MARKER}.{}.tmp", std::process::id())
}

/// Whether `dir` is a folder that exists (following a link); an error for a path that names
/// something else, or a link to nothing.
fn existing_folder(dir: &Path) -> anyhow::Result<bool> {
    let Ok(own) = std::fs::symlink_metadata(dir) else {
        return Ok(false);
    };
    match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => Ok(true),
        Ok(_) => bail!(
            "{}",
            tr!(
                "{dir} is not a folder: the handout is a folder of files; name a new or empty \
                 folder with --out",
                dir = dir.display()
            )
        ),
        Err(_) if own.is_symlink() => {
            let to = std::fs::read_link(dir).unwrap_or_default();
            bail!(
                "{}",
                tr!(
                    "{dir} is a link to {to}, which does not exist: remove the link, or name \
                     another folder with --out",
                    dir = dir.display(),
                    to = to.display()
                )
            )
        }
        Err(e) => Err(e).with_context(|| tr!("cannot read {path}", path = dir.display())),
    }
}

/// What the marker of the existing folder `dir` lists, once the files to write are checked
/// against it: a file in the way that is a folder is refused; without `force`, a folder that
/// is not empty and holds no trusted marker is refused, and so is a file to write that the
/// marker does not list as holding what it holds now.
fn checked_folder(dir: &Path, files: &[String], force: bool) -> anyhow::Result<Vec<Written>> {
    let listing = files::list_folder(dir, None).map_err(anyhow::Error::msg)?;
    let present: Vec<String> = listing
        .entries
        .iter()
        .filter_map(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .collect();
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
    }
    let marker = read_marker(dir);
    let others = present.iter().any(|n| n != MARKER);
    let listed = match marker {
        Ok(Some(listed)) => listed,
        Ok(None) if !others || force => Vec::new(),
        Err(_) if force => Vec::new(),
        Ok(None) => bail!(
            "{}",
            tr!(
                "{dir} is not empty and holds no handout (it has no {marker}): write the \
                 handout into a new or empty folder, or pass --force to write into it",
                dir = dir.display(),
                marker = MARKER
            )
        ),
        Err(why) => bail!(
            "{}",
            tr!(
                "{dir} holds a {marker} that no handout wrote ({why}): write the handout into a \
                 new or empty folder, or pass --force to write into it",
                dir = dir.display(),
                marker = MARKER,
                why = why
            )
        ),
    };
    if !force {
        for name in files {
            let path = dir.join(name);
            let there = std::fs::symlink_metadata(&path).is_ok();
            let ours = listed.iter().any(|w| w.name == *name && w.still_in(&path));
            if there && !ours {
                bail!(
                    "{}",
                    tr!(
                        "{path} was not written by snakescope: the handout would replace it. \
                         Write the handout into a new folder, or pass --force to replace it",
                        path = path.display()
                    )
                );
            }
        }
    }
    Ok(listed)
}

/// What the marker in `dir` lists: nothing if there is no marker; an error (in words) if it
/// cannot be trusted: not a regular file, too large, not UTF-8, or not lines a handout
/// writes ([`parse_marker`]).
fn read_marker(dir: &Path) -> Result<Option<Vec<Written>>, String> {
    let path = dir.join(MARKER);
    let text = match files::read_text(&path, FileKind::HandoutMarker) {
        Ok(text) => text,
        Err(e) if e.is_missing() && std::fs::symlink_metadata(&path).is_err() => return Ok(None),
        Err(ReadError::NotAFile { .. }) => return Err(tr!("it is not a regular file")),
        Err(e) => return Err(e.to_string()),
    };
    parse_marker(&text).map(Some)
}

/// Makes the folders above `dir` that are missing; the first of them, to remove if the
/// handout fails.
fn make_parent(dir: &Path) -> anyhow::Result<Option<PathBuf>> {
    let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) else {
        return Ok(None);
    };
    let mut first_missing = None;
    let mut above = Some(parent);
    while let Some(folder) = above {
        if folder.as_os_str().is_empty() || std::fs::symlink_metadata(folder).is_ok() {
            break;
        }
        first_missing = Some(folder.to_owned());
        above = folder.parent();
    }
    std::fs::create_dir_all(parent)
        .with_context(|| tr!("cannot make the folder {dir}", dir = parent.display()))?;
    Ok(first_missing)
}

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

#[cfg(test)]
mod tests;
