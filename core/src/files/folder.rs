//! The entries of a folder, listed within a bound: a folder of a million entries costs no
//! more than one of [`MAX_FOLDER_ENTRIES`].

use super::{ReadError, io_error};
use std::path::{Path, PathBuf};

/// The most entries of a folder looked at: 10,000. A folder with more is listed in part.
pub const MAX_FOLDER_ENTRIES: usize = 10_000;

/// Entries of a folder, in order of name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FolderListing {
    /// The entries listed, sorted by path.
    pub entries: Vec<PathBuf>,
    /// Whether the folder held more than [`MAX_FOLDER_ENTRIES`] entries, so that some may be
    /// missing from the list.
    pub cut_short: bool,
}

/// The entries of `dir` among its first [`MAX_FOLDER_ENTRIES`]: with `extension`, only the
/// regular files (or links to them) whose name ends in `.EXTENSION` (ASCII case ignored);
/// without, every entry (files, folders and anything else). Nothing is opened. Refused if
/// `dir` is not a folder.
pub fn list_folder(dir: &Path, extension: Option<&str>) -> Result<FolderListing, ReadError> {
    let looked = std::fs::metadata(dir).map_err(io_error(dir))?;
    if !looked.is_dir() {
        return Err(ReadError::NotAFolder {
            path: dir.to_owned(),
        });
    }
    let mut listing = FolderListing::default();
    let entries = std::fs::read_dir(dir).map_err(io_error(dir))?;
    for (seen, entry) in entries.enumerate() {
        if seen == MAX_FOLDER_ENTRIES {
            listing.cut_short = true;
            break;
        }
        let Ok(entry) = entry else { continue };
        let path = entry.path();
        let wanted = match extension {
            None => true,
            Some(extension) => {
                path.extension()
                    .and_then(|x| x.to_str())
                    .is_some_and(|x| x.eq_ignore_ascii_case(extension))
                    && std::fs::metadata(&path).is_ok_and(|m| m.is_file())
            }
        };
        if wanted {
            listing.entries.push(path);
        }
    }
    listing.entries.sort();
    Ok(listing)
}
