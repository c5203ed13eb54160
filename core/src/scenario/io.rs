//! Scenario files on disk: bounded, checked reading and atomic writing.
//!
//! Reading refuses a file over [`MAX_FILE_BYTES`] (a game file over its own limit) before
//! taking it into memory, refuses anything but a regular file without waiting on it, reads
//! through a bounded reader, and refuses text that is not UTF-8, so a wrong file chosen in a
//! dialog costs nothing. Writing goes to a
//! temporary file beside the target and is renamed over it only once it is complete and on
//! disk: a crash or a full disk never leaves a half-written scenario where a good one was.

use super::Scenario;
use super::parse_error::ScenarioError;
use super::problem::{Problem, problem_lines};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// The largest scenario file [`load`] reads: 1 MiB, far more than any board of 256 x 256
/// needs, and little enough to read and validate at once.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// Why a scenario file could not be loaded. Each message names the file.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file is larger than [`MAX_FILE_BYTES`]; it was not read.
    #[error("{}", too_large(path, *bytes, what, *limit))]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size.
        bytes: u64,
        /// What kind of file: "scenario" or "game".
        what: &'static str,
        /// The limit, in bytes.
        limit: u64,
    },
    /// The path names a directory or a device, not a file.
    #[error(
        "{}",
        tr!(
            "{path} is not a regular file (a directory, device or pipe is not read)",
            path = path.display()
        )
    )]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// The file could not be opened or read.
    #[error("{}", tr!("cannot read {path}: {source}", path = path.display(), source = cause))]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause, from the operating system (said in the message, not handed on as a
        /// source, so that a chain of errors says it once).
        cause: io::Error,
    },
    /// The file is not UTF-8 text.
    #[error(
        "{}:{line}:{col}: {}",
        path.display(),
        tr!(
            "the file is not UTF-8 text (the byte at offset {offset} is not valid UTF-8); \
             scenario files are UTF-8",
            offset = offset
        )
    )]
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// Line of the first bad byte, from 1.
        line: usize,
        /// Column of the first bad byte, in characters from 1.
        col: usize,
        /// Offset of the first bad byte from the start of the file.
        offset: usize,
    },
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
        /// The cause, from the operating system (said in the message, not handed on as a
        /// source, so that a chain of errors says it once).
        cause: io::Error,
    },
}

/// The first 4 KiB of a regular file, to tell a game file or a lesson from a scenario;
/// nothing for a pipe, a device or a directory (whose loading then says what it is, without
/// reading it).
pub fn read_head(path: &Path) -> Option<String> {
    use std::io::Read;
    if !std::fs::metadata(path).ok()?.is_file() {
        return None;
    }
    let mut bytes = Vec::new();
    File::open(path)
        .ok()?
        .take(4096)
        .read_to_end(&mut bytes)
        .ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// Reads, parses and validates the scenario in `path`.
///
/// The file's path is the origin in every message, so a parse error reads
/// `FILE:LINE:COL: message` and each validation problem `FILE: problem`.
pub fn load(path: &Path) -> Result<Scenario, LoadError> {
    let text = read_text(path, "scenario", MAX_FILE_BYTES)?;
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

/// The whole file as text, refused if it is larger than `limit` (a `what` file), not a
/// regular file, or not UTF-8.
///
/// The file is opened once (on Unix without waiting, so a named pipe never blocks), checked
/// through that open file to be a regular file, its size compared with `limit` before a byte
/// is read, then read through a reader that stops one byte past `limit`: never more than
/// `limit + 1` bytes are held, even if the file grows meanwhile or lies about its size.
pub(crate) fn read_text(path: &Path, what: &'static str, limit: u64) -> Result<String, LoadError> {
    let (file, size) = open_within(path, what, limit)?;
    let io_error = |cause| LoadError::Io {
        path: path.to_owned(),
        cause,
    };
    let too_large = |bytes| LoadError::TooLarge {
        path: path.to_owned(),
        bytes,
        what,
        limit,
    };
    let mut bytes = Vec::with_capacity(size as usize);
    let mut file = file;
    file.read_to_end(&mut bytes).map_err(io_error)?;
    if bytes.len() as u64 > limit {
        return Err(too_large(bytes.len() as u64));
    }
    String::from_utf8(bytes).map_err(|error| {
        let offset = error.utf8_error().valid_up_to();
        let good = String::from_utf8_lossy(&error.as_bytes()[..offset]);
        let line = 1 + good.matches('\n').count();
        let col = 1 + good
            .rsplit('\n')
            .next()
            .map_or(0, |last| last.chars().count());
        LoadError::NotUtf8 {
            path: path.to_owned(),
            line,
            col,
            offset,
        }
    })
}

/// Opens `path` to read a `what` file of at most `limit` bytes: the open file, read through a
/// reader that stops one byte past `limit`, and its size. Refused if it is not a regular file
/// or is larger than `limit`, before a byte is read (see [`read_text`]).
pub(crate) fn open_within(
    path: &Path,
    what: &'static str,
    limit: u64,
) -> Result<(io::Take<File>, u64), LoadError> {
    let io_error = |cause| LoadError::Io {
        path: path.to_owned(),
        cause,
    };
    // Look before opening: a device is never opened at all.
    let not_a_file = || LoadError::NotAFile {
        path: path.to_owned(),
    };
    if !std::fs::metadata(path).map_err(io_error)?.is_file() {
        return Err(not_a_file());
    }
    let file = open_without_waiting(path).map_err(io_error)?;
    // The file opened is the one checked: the path may have been replaced since.
    let metadata = file.metadata().map_err(io_error)?;
    if !metadata.is_file() {
        return Err(not_a_file());
    }
    let too_large = |bytes| LoadError::TooLarge {
        path: path.to_owned(),
        bytes,
        what,
        limit,
    };
    if metadata.len() > limit {
        return Err(too_large(metadata.len()));
    }
    Ok((file.take(limit.saturating_add(1)), metadata.len()))
}

/// Opens `path` to read. On Unix it is opened non-blocking, which changes nothing for a
/// regular file but lets a named pipe put there since it was looked at open at once (and be
/// refused) instead of waiting for a writer.
fn open_without_waiting(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
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

/// A size in MiB with one decimal, e.g. "2.3 MiB".
/// Why a file of `bytes` is refused, `what` ("scenario" or "game") files being limited to
/// `limit` bytes.
fn too_large(path: &Path, bytes: u64, what: &str, limit: u64) -> String {
    let limit = limit / (1024 * 1024);
    let (path, size) = (path.display(), mebibytes(bytes));
    if what == "game" {
        tr!(
            "{path} is {size} ({bytes} bytes); game files are limited to {limit} MiB",
            path = path,
            size = size,
            bytes = bytes,
            limit = limit
        )
    } else {
        tr!(
            "{path} is {size} ({bytes} bytes); scenario files are limited to {limit} MiB",
            path = path,
            size = size,
            bytes = bytes,
            limit = limit
        )
    }
}

pub(crate) fn mebibytes(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("snakescope-io-{}", process_tag()));
        fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_file_is_read_up_to_its_limit_and_refused_one_byte_past_it() {
        let path = scratch("limit.ron");
        fs::write(&path, "0123456789").unwrap();
        assert_eq!(read_text(&path, "game", 10).unwrap(), "0123456789");
        let err = read_text(&path, "game", 9).unwrap_err();
        assert!(
            matches!(
                err,
                LoadError::TooLarge {
                    bytes: 10,
                    limit: 9,
                    what: "game",
                    ..
                }
            ),
            "{err}"
        );
        fs::remove_file(&path).unwrap();
    }

    #[test]
    fn a_file_over_the_limit_is_refused_by_its_size_before_it_is_read() {
        // Sparse: 3 GiB of nothing on disk, refused at once by its size.
        let path = scratch("sparse.game.ron");
        File::create(&path).unwrap().set_len(3 << 30).unwrap();
        let err = read_text(&path, "game", 64 << 20).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "{} is 3072.0 MiB (3221225472 bytes); game files are limited to 64 MiB",
                path.display()
            )
        );
        fs::remove_file(&path).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_is_refused_without_waiting_for_a_writer() {
        let path = scratch("pipe.game.ron");
        let _ = fs::remove_file(&path);
        let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
        // SAFETY: a valid NUL-terminated path; mkfifo only creates the pipe.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let err = read_text(&path, "game", 64 << 20).unwrap_err();
        assert!(matches!(err, LoadError::NotAFile { .. }), "{err}");
        // Opened directly (as if it had been put there after the look): no wait either.
        let file = open_without_waiting(&path).unwrap();
        assert!(!file.metadata().unwrap().is_file());
        fs::remove_file(&path).unwrap();
    }

    #[test]
    fn sizes_are_shown_in_mebibytes() {
        assert_eq!(mebibytes(2_411_725), "2.3 MiB");
        assert_eq!(mebibytes(MAX_FILE_BYTES), "1.0 MiB");
    }

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
