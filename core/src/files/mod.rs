//! The one door through which snakescope reads a file: scenarios, lessons, saved games, the
//! handout's marker, the first bytes of a file to tell its kind, the files of a folder.
//!
//! Every kind of file has its limit in one table, [`LIMITS`] (the command line's guide lists
//! the same). A file is looked at before it is opened and refused at once unless it is a
//! regular file (a symbolic link to one is followed; a folder, a device or a named pipe is
//! never opened, and one put there since the look is opened without waiting and refused). Its
//! size is compared with its kind's limit before a byte is read, it is read through a reader
//! that stops one byte past the limit (a file that grows meanwhile is refused, never held
//! whole), and its text must be UTF-8: the first bad byte is named by its offset, line and
//! column. So a wrong file chosen in a dialog, named by a lesson or left in a folder costs
//! nothing and says what it is.
//!
//! Nothing else in snakescope opens a file to read it (`core/tests/one_reader.rs` reads
//! every crate's sources to check).

mod folder;

pub use folder::{FolderListing, MAX_FOLDER_ENTRIES, list_folder};

use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// What a file is read as: each kind has its limit ([`FileKind::limit`]) and its name in
/// messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileKind {
    /// A scenario (`Scenario(...)`).
    Scenario,
    /// A lesson (`Lesson(...)`).
    Lesson,
    /// A saved game (`Game(...)`): read as it streams in, never held whole.
    Game,
    /// The list of files a handout wrote into its folder (`.snakescope-handout`).
    HandoutMarker,
    /// A file a handout wrote (its page, a picture), read again to tell whether it is still
    /// the one it wrote: hashed as it streams in, never held whole.
    HandoutFile,
    /// A Moving AI grid map (`.map`): up to 1024 rows of 1024 cells and their line ends.
    Map,
    /// A Moving AI scenario file (`.scen`): its start and goal pairs.
    Scen,
}

/// Every kind of file and the most bytes of it read: the one table of limits.
pub const LIMITS: [(FileKind, u64); 7] = [
    (FileKind::Scenario, 1 << 20),
    (FileKind::Lesson, 1 << 20),
    (FileKind::Game, 64 << 20),
    (FileKind::HandoutMarker, 256 << 10),
    (FileKind::HandoutFile, 256 << 20),
    (FileKind::Map, 2 << 20),
    (FileKind::Scen, 8 << 20),
];

/// How much of a file [`read_head`] reads to tell its kind: 4 KiB.
pub const HEAD_BYTES: u64 = 4096;

impl FileKind {
    /// The most bytes a file of this kind may hold, from [`LIMITS`].
    pub const fn limit(self) -> u64 {
        let mut k = 0;
        while k < LIMITS.len() {
            if LIMITS[k].0 as u8 == self as u8 {
                return LIMITS[k].1;
            }
            k += 1;
        }
        panic!("every kind of file is in LIMITS")
    }

    /// The kind in words, as a message names files of it ("scenario", "saved game").
    pub fn words(self) -> String {
        match self {
            FileKind::Scenario => tr!("scenario"),
            FileKind::Lesson => tr!("lesson"),
            FileKind::Game => tr!("saved game"),
            FileKind::HandoutMarker => tr!("handout marker"),
            FileKind::HandoutFile => tr!("handout page or picture"),
            FileKind::Map => tr!("Moving AI map"),
            FileKind::Scen => tr!("Moving AI scenario file"),
        }
    }
}

/// What a path names when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotRegular {
    /// A folder.
    Folder,
    /// A named pipe (FIFO), which would make a reader wait for a writer.
    Pipe,
    /// A device, a socket or anything else that is not a file.
    Device,
}

impl NotRegular {
    fn of(file_type: std::fs::FileType) -> NotRegular {
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if file_type.is_fifo() {
                return NotRegular::Pipe;
            }
        }
        if file_type.is_dir() {
            NotRegular::Folder
        } else {
            NotRegular::Device
        }
    }
}

/// Why a file could not be read. Each message names the file once, with the cause.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file is larger than its kind's limit; it was not read.
    #[error("{}", too_large(path, *bytes, *kind, *limit))]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size (or, for a file that grew while read, the bytes read when it passed).
        bytes: u64,
        /// What it was read as.
        kind: FileKind,
        /// The limit it passed: its kind's.
        limit: u64,
    },
    /// The path names a folder, a device or a named pipe, not a file; it was not read.
    #[error("{}", not_a_file(path, *found))]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it names.
        found: NotRegular,
    },
    /// A folder was to be listed, and the path names something else.
    #[error("{}", tr!("{path} is not a folder", path = path.display()))]
    NotAFolder {
        /// The path.
        path: PathBuf,
    },
    /// The file could not be opened or read.
    #[error("{}", tr!("cannot read {path}: {cause}", path = path.display(), cause = cause))]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause, from the operating system: said in the message, and its source (a
        /// printer of the chain says each cause once).
        #[source]
        cause: io::Error,
    },
    /// The file is not UTF-8 text.
    #[error(
        "{}:{line}:{col}: {}",
        path.display(),
        tr!(
            "the file is not UTF-8 text (the byte at offset {offset} is not valid UTF-8); \
             {kind} files are UTF-8",
            offset = offset,
            kind = kind.words()
        )
    )]
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// What it was read as.
        kind: FileKind,
        /// Line of the first bad byte, from 1.
        line: usize,
        /// Column of the first bad byte, in characters from 1.
        col: usize,
        /// Offset of the first bad byte from the start of the file.
        offset: u64,
    },
}

impl ReadError {
    /// Whether the file is not there (a recent file deleted since, say).
    pub fn is_missing(&self) -> bool {
        matches!(self, ReadError::Io { cause, .. } if cause.kind() == io::ErrorKind::NotFound)
    }
}

/// The whole file at `path` as text, read as a `kind` file: refused if it is not a regular
/// file, larger than the kind's limit, or not UTF-8 (see the module's documentation).
pub fn read_text(path: &Path, kind: FileKind) -> Result<String, ReadError> {
    let (mut file, size) = open(path, kind)?;
    let mut bytes = Vec::with_capacity(size as usize);
    file.read_to_end(&mut bytes).map_err(io_error(path))?;
    text_of(path, kind, bytes)
}

/// The bytes of a file received without a path (a page's file picker or drop, a link's
/// text), checked as [`read_text`] checks a file on disk: within the `kind`'s limit, UTF-8.
/// `name` names the file in messages.
pub fn text_of(name: &Path, kind: FileKind, bytes: Vec<u8>) -> Result<String, ReadError> {
    if bytes.len() as u64 > kind.limit() {
        return Err(ReadError::TooLarge {
            path: name.to_owned(),
            bytes: bytes.len() as u64,
            kind,
            limit: kind.limit(),
        });
    }
    String::from_utf8(bytes).map_err(|error| {
        let offset = error.utf8_error().valid_up_to();
        not_utf8(name, kind, &error.as_bytes()[..offset], 1, 0)
    })
}

/// The file at `path` opened to be read as a `kind` file, as a reader that stops one byte
/// past the kind's limit, and its size: for a reader that takes the file in pieces (a saved
/// game streams in). Refused as [`read_text`] refuses, before a byte is read.
pub fn open(path: &Path, kind: FileKind) -> Result<(io::Take<File>, u64), ReadError> {
    let limit = kind.limit();
    let file = open_regular(path)?;
    let size = file.metadata().map_err(io_error(path))?.len();
    if size > limit {
        return Err(ReadError::TooLarge {
            path: path.to_owned(),
            bytes: size,
            kind,
            limit,
        });
    }
    Ok((file.take(limit.saturating_add(1)), size))
}

/// The first [`HEAD_BYTES`] of the regular file at `path` as text (a byte that is not UTF-8
/// read as U+FFFD), to tell a saved game or a lesson from a scenario before reading it whole;
/// nothing for a path that is not a regular file or cannot be read (reading it whole then
/// says why).
pub fn read_head(path: &Path) -> Option<String> {
    let file = open_regular(path).ok()?;
    let mut bytes = Vec::new();
    file.take(HEAD_BYTES).read_to_end(&mut bytes).ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// The error for bytes that stop being UTF-8 after `good` (the valid bytes before the bad
/// one), counted from line `line` whose start is `start` bytes into the file.
pub(crate) fn not_utf8(
    path: &Path,
    kind: FileKind,
    good: &[u8],
    line: usize,
    start: u64,
) -> ReadError {
    // The bytes up to the bad one are valid UTF-8 by definition.
    let good_text = String::from_utf8_lossy(good);
    let line = line + good_text.matches('\n').count();
    let col = 1 + good_text
        .rsplit('\n')
        .next()
        .map_or(0, |last| last.chars().count());
    ReadError::NotUtf8 {
        path: path.to_owned(),
        kind,
        line,
        col,
        offset: start + good.len() as u64,
    }
}

/// The regular file at `path`, opened to read: a look first (a folder, a device or a pipe is
/// never opened), then the open itself without waiting (a pipe put there since opens at once
/// rather than waiting for a writer), then a look through the open file (the path may name
/// another file since).
fn open_regular(path: &Path) -> Result<File, ReadError> {
    let refuse = |file_type| ReadError::NotAFile {
        path: path.to_owned(),
        found: NotRegular::of(file_type),
    };
    let looked = std::fs::metadata(path).map_err(io_error(path))?;
    if !looked.is_file() {
        return Err(refuse(looked.file_type()));
    }
    let file = open_without_waiting(path).map_err(io_error(path))?;
    let opened = file.metadata().map_err(io_error(path))?;
    if !opened.is_file() {
        return Err(refuse(opened.file_type()));
    }
    Ok(file)
}

/// Opens `path` to read. On Unix it is opened non-blocking, which changes nothing for a
/// regular file but lets a named pipe open at once (and be refused) instead of waiting for a
/// writer.
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

fn io_error(path: &Path) -> impl Fn(io::Error) -> ReadError + '_ {
    move |cause| ReadError::Io {
        path: path.to_owned(),
        cause,
    }
}

/// Why a `kind` file of `bytes` at `path` is refused, past `limit`.
fn too_large(path: &Path, bytes: u64, kind: FileKind, limit: u64) -> String {
    tr!(
        "{path} is {size} ({bytes} bytes); {kind} files are limited to {limit}",
        path = path.display(),
        size = size_words(bytes),
        bytes = bytes,
        kind = kind.words(),
        limit = size_words(limit)
    )
}

/// Why `path`, which names a `found`, is not read.
fn not_a_file(path: &Path, found: NotRegular) -> String {
    let path = path.display();
    match found {
        NotRegular::Folder => tr!(
            "{path} is a folder, not a file: name a file in it",
            path = path
        ),
        NotRegular::Pipe => tr!(
            "{path} is a named pipe, not a file: it is not read (it would wait for a writer)",
            path = path
        ),
        NotRegular::Device => tr!(
            "{path} is a device or a socket, not a file: it is not read",
            path = path
        ),
    }
}

/// A size in the unit that says it best: "256 KiB", "1 MiB", "2.3 MiB", "3072.0 MiB".
pub fn size_words(bytes: u64) -> String {
    const MIB: u64 = 1 << 20;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= MIB {
        format!("{:.1} MiB", bytes as f64 / MIB as f64)
    } else if bytes >= 1024 && bytes.is_multiple_of(1024) {
        format!("{} KiB", bytes / 1024)
    } else if bytes >= 1024 {
        format!("{:.1} KiB", bytes as f64 / 1024.0)
    } else {
        tr!("{bytes} bytes", bytes = bytes)
    }
}

#[cfg(test)]
mod tests;
