//! Scenario files on disk: read through the one bounded reader ([`crate::files`]), written
//! atomically. Writing goes to a
//! temporary file beside the target and is renamed over it only once it is complete and on
//! disk: a crash or a full disk never leaves a half-written scenario where a good one was.

use super::Scenario;
use super::parse_error::ScenarioError;
use super::problem::{Problem, problem_lines};
use crate::files::{FileKind, ReadError, read_text};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// The largest scenario file [`load`] reads: 1 MiB, far more than any board of 256 x 256
/// needs, and little enough to read and validate at once ([`crate::files::LIMITS`]).
pub const MAX_FILE_BYTES: u64 = FileKind::Scenario.limit();

/// Why a scenario file could not be loaded. Each message names the file.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read: not a regular file, too large, not UTF-8, or the operating
    /// system's error.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// The text is not a scenario (syntax, field names, types).
    #[error(transparent)]
    Parse(#[from] ScenarioError),
    /// The scenario breaks the rules; every problem is listed, one per line.
    #[error("{}", problem_lines(problems, Some(origin)))]
    Invalid {
        /// The file.
        origin: String,
        /// Every problem found.
        problems: Vec<Problem>,
    },
}

/// Why a scenario could not be saved. The file that was there before is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The path does not end in a file name (it is `/` or ends in `..`).
    #[error(
        "{}",
        tr!("cannot save to {path}: the path does not name a file", path = path.display())
    )]
    NotAFilePath {
        /// The path.
        path: PathBuf,
    },
    /// A step of the write failed.
    #[error(
        "{}",
        tr!(
            "cannot save {path}: {step} failed: {source}",
            path = path.display(),
            step = step,
            source = cause
        )
    )]
    Io {
        /// The target file.
        path: PathBuf,
        /// What was being done, e.g. "creating a temporary file in /some/dir".
        step: String,
        /// The cause, from the operating system: said in the message, and its source (a
        /// printer of the chain says each cause once).
        #[source]
        cause: io::Error,
    },
}

/// Reads, parses and validates the scenario in `path`.
///
/// The file's path is the origin in every message, so a parse error reads
/// `FILE:LINE:COL: message` and each validation problem `FILE: problem`.
pub fn load(path: &Path) -> Result<Scenario, LoadError> {
    let text = read_text(path, FileKind::Scenario)?;
    load_str(&text, &path.display().to_string())
}

/// Parses and validates a scenario held in memory; `origin` names it in messages.
pub fn load_str(text: &str, origin: &str) -> Result<Scenario, LoadError> {
    let scenario = Scenario::from_ron_str(text, origin)?;
    let problems = scenario.validate();
    if problems.is_empty() {
        Ok(scenario)
    } else {
        Err(LoadError::Invalid {
            origin: origin.to_owned(),
            problems,
        })
    }
}

/// Writes `scenario` to `path` atomically (see [`write_atomically`]).
pub fn save(path: &Path, scenario: &Scenario) -> Result<(), SaveError> {
    write_atomically(path, scenario.to_ron_string().as_bytes())
}

/// Writes `bytes` to `path` atomically: every file snakescope writes (scenarios, exports)
/// goes through here, so none is ever left half-written.
///
/// The bytes go to a new temporary file in the same directory (so the rename cannot cross
/// file systems), is flushed and synced to disk, and the temporary file is then renamed over
/// `path`. On any failure the temporary file is removed and `path` is left as it was. A file
/// replaced this way gets the default permissions of a new file, not the old file's, and a
/// symbolic link at `path` is replaced by the file rather than followed.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let Some(file_name) = path.file_name() else {
        return Err(SaveError::NotAFilePath {
            path: path.to_owned(),
        });
    };
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let failed = |step: String| {
        move |cause| SaveError::Io {
            path: path.to_owned(),
            step,
            cause,
        }
    };
    let (temporary, file) =
        create_temporary(directory, &file_name.to_string_lossy()).map_err(failed(format!(
            "creating a temporary file in {}",
            directory.display()
        )))?;
    let written = write_and_sync(file, bytes)
        .map_err(failed(format!("writing {}", temporary.display())))
        .and_then(|()| {
            fs::rename(&temporary, path).map_err(failed(format!(
                "renaming {} over the file",
                temporary.display()
            )))
        });
    if written.is_err() {
        // Best effort: the error that matters is the one being returned.
        let _ = fs::remove_file(&temporary);
        return written;
    }
    sync_directory(directory);
    Ok(())
}

/// A number drawn once per process (the standard library seeds its hashers at random), so
/// that two processes saving beside each other rarely try the same temporary name.
pub(crate) fn process_tag() -> u32 {
    use std::hash::{BuildHasher, RandomState};
    static TAG: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    *TAG.get_or_init(|| RandomState::new().hash_one(0u8) as u32)
}

/// Creates a file that did not exist, named after the target so a leftover is recognisable:
/// `.NAME.TAG.CLOCK.N.tmp`.
fn create_temporary(directory: &Path, target_name: &str) -> io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let pid = process_tag();
    let clock = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let mut attempt = 0;
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let candidate = directory.join(format!(".{target_name}.{pid}.{clock}.{n}.tmp"));
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&candidate)
        {
            Ok(file) => return Ok((candidate, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => return Err(e),
        }
    }
}

fn write_and_sync(mut file: File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)?;
    file.flush()?;
    file.sync_all()
}

/// Makes the rename itself durable where the platform allows it; failing here loses nothing
/// that is not already on disk, so errors are ignored.
fn sync_directory(directory: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = File::open(directory) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = directory;
}

pub(crate) fn mebibytes(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_scenarios_list_every_problem_with_the_file() {
        let err = load_str(
            "(width: 6, height: 6, snake: [(0, 0), (7, 0)], step_limit: 0)",
            "x.ron",
        )
        .unwrap_err();
        let text = err.to_string();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(lines.iter().all(|l| l.starts_with("x.ron: ")), "{text}");
        assert!(
            lines[0].contains("snake cell 1 at (7, 0) is not next to"),
            "{text}"
        );
        assert!(
            lines[1].contains("snake cell 1 at (7, 0) is off the 6x6 board"),
            "{text}"
        );
        assert!(lines[2].contains("step limit of 0"), "{text}");
    }

    #[test]
    fn parse_errors_pass_through_with_their_position() {
        let err = load_str("(width: 6,\n height: 6 snake: [])", "y.ron").unwrap_err();
        assert!(matches!(err, LoadError::Parse(_)));
        assert!(err.to_string().starts_with("y.ron:2:"), "{err}");
    }
}
