//! What a handout writes and where it may not: the names of its files, the marker that lists
//! them with what each held, and the system folders it never writes into.
//!
//! The marker has a line per file written: its name, its size in bytes and a hash of its
//! bytes (FNV-1a, 64 bits, in hex), `step-01.svg 48213 9c0f1e3a5b7d2468`. A file the marker
//! lists is the handout's only while it still holds those bytes: a marker copied, forged or
//! left beside a file of the user's own never lets a handout replace that file.

use snakescope_core::files::{self, FileKind};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The file that marks a folder as a handout's, listing the files written into it.
pub const MARKER: &str = ".snakescope-handout";

/// A line of the marker: a file a handout wrote, and what it held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The file's name, one a handout writes.
    pub name: String,
    /// Its size, in bytes.
    pub bytes: u64,
    /// The FNV-1a hash of its bytes.
    pub hash: u64,
}

impl Written {
    /// The line for `bytes` written as `name`.
    pub fn of(name: &str, bytes: &[u8]) -> Written {
        let mut hash = Fnv::default();
        hash.write(bytes);
        Written {
            name: name.to_owned(),
            bytes: bytes.len() as u64,
            hash: hash.0,
        }
    }

    /// Whether the file at `path` still holds what was written: its size, then its bytes,
    /// read through the one reader as they stream in.
    pub fn still_in(&self, path: &Path) -> bool {
        let Ok((mut file, size)) = files::open(path, FileKind::HandoutFile) else {
            return false;
        };
        if size != self.bytes {
            return false;
        }
        let mut hash = Fnv::default();
        let mut buffer = vec![0u8; 64 * 1024];
        loop {
            match file.read(&mut buffer) {
                Ok(0) => return hash.0 == self.hash,
                Ok(n) => hash.write(&buffer[..n]),
                Err(_) => return false,
            }
        }
    }
}

/// The marker's text for `lines`.
pub fn marker_text(lines: &[Written]) -> String {
    lines
        .iter()
        .map(|w| format!("{} {} {:016x}\n", w.name, w.bytes, w.hash))
        .collect()
}

/// The lines of a marker's `text`, or why it cannot be trusted (in words): a line that is
/// not `NAME BYTES HASH`, or a name no handout writes.
pub fn parse_marker(text: &str) -> Result<Vec<Written>, String> {
    let mut lines = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let mut parts = line.split(' ');
        let name = parts.next().unwrap_or_default();
        if !written_by_a_handout(name) {
            return Err(tr!(
                "it lists {name}, which no handout writes",
                name = format!("{name:?}")
            ));
        }
        let bytes = parts.next().and_then(|b| b.parse().ok());
        let hash = parts
            .next()
            .filter(|h| h.len() == 16)
            .and_then(|h| u64::from_str_radix(h, 16).ok());
        match (bytes, hash, parts.next()) {
            (Some(bytes), Some(hash), None) => lines.push(Written {
                name: name.to_owned(),
                bytes,
                hash,
            }),
            _ => {
                return Err(tr!(
                    "its line for {name} is not a name, a size and a hash",
                    name = format!("{name:?}")
                ));
            }
        }
    }
    Ok(lines)
}

/// FNV-1a, 64 bits: a hash that is the same from one build to the next.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// Whether `name` is a file a handout writes: `index.html`, or a step's picture
/// `step-NN.svg` (two digits or more).
pub fn written_by_a_handout(name: &str) -> bool {
    if name == "index.html" {
        return true;
    }
    name.strip_prefix("step-")
        .and_then(|rest| rest.strip_suffix(".svg"))
        .is_some_and(|n| n.len() >= 2 && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The name of step `k`'s picture (from 1): `step-01.svg`.
pub fn picture_name(k: usize) -> String {
    format!("step-{k:02}.svg")
}

/// About how many bytes, at most, the SVG of a `width` x `height` board drawn `size` pixels
/// wide takes: a few kilobytes of frame and the cells' own shapes, and, when the step shows a
/// stage, the marks the stage may draw on every cell, which take more room the larger a cell
/// is drawn (its numbers and arrows come in then). Measured on the stages that mark the most
/// (the timed search, depth-first search, the certificate), on boards of 8x8 to 256x256 drawn
/// 480 to 4096 pixels wide: at most 118 bytes a cell for cells under 10 pixels, 391 under 150,
/// 3.1 KB at 512.
pub fn picture_estimate(width: u64, height: u64, size: u32, stage: bool) -> u64 {
    let cells = width * height;
    let cell_px = u64::from(size) / width.max(height).max(1);
    let marks = match (stage, cell_px) {
        (false, _) => 0,
        (true, 0..10) => 200,
        (true, 10..150) => 500,
        (true, _) => 4096,
    };
    16 * 1024 + (BOARD_BYTES_PER_CELL + marks) * cells
}

/// The most bytes a board's cell takes in a handout's SVG, its marks left out (a 256x256
/// board measured 3.2 MB).
const BOARD_BYTES_PER_CELL: u64 = 56;

/// Folders a handout never writes into, nor into any folder inside them.
const SYSTEM_TREES: [&str; 11] = [
    "/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/proc", "/sbin", "/sys", "/usr",
];

/// Folders a handout never writes into themselves (a folder inside them is fine: a web
/// server's `/var/www/html/lesson`).
const SYSTEM_FOLDERS: [&str; 11] = [
    "/", "/home", "/media", "/mnt", "/opt", "/root", "/run", "/srv", "/tmp", "/var", "/Users",
];

/// The system folder `dir` is, or lies in, if it is one a handout may not write into: the
/// root, the operating system's own folders, a folder of folders of users, and the home
/// folder itself. `dir` is compared as it stands on disk (links followed), or as its nearest
/// existing folder above it with the rest of the path after.
pub fn system_folder(dir: &Path) -> Option<PathBuf> {
    let absolute = on_disk(dir)?;
    let home = std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .and_then(|h| on_disk(Path::new(&h)));
    if home.as_deref() == Some(absolute.as_path()) {
        return home;
    }
    if SYSTEM_FOLDERS.iter().any(|f| absolute == Path::new(f)) {
        return Some(absolute);
    }
    SYSTEM_TREES
        .iter()
        .map(Path::new)
        .find(|tree| absolute.starts_with(tree))
        .map(Path::to_path_buf)
}

/// `path` made absolute with its links followed, as far as it exists; the rest appended.
fn on_disk(path: &Path) -> Option<PathBuf> {
    let absolute = std::path::absolute(path).ok()?;
    let mut rest = Vec::new();
    let mut existing = absolute.as_path();
    loop {
        if let Ok(real) = existing.canonicalize() {
            let mut out = real;
            for part in rest.iter().rev() {
                out.push(part);
            }
            return Some(out);
        }
        rest.push(existing.file_name()?.to_owned());
        existing = existing.parent()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_handout_writes_its_index_and_numbered_pictures_only() {
        for name in ["index.html", "step-01.svg", "step-123.svg"] {
            assert!(written_by_a_handout(name), "{name}");
        }
        for name in [
            "",
            "step-1.svg",
            "step-ab.svg",
            "step-01.png",
            "../index.html",
            "notes.txt",
            "step-01.svg/x",
            ".snakescope-handout",
        ] {
            assert!(!written_by_a_handout(name), "{name}");
        }
        assert_eq!(picture_name(3), "step-03.svg");
        // 30 steps of 256x256 with the timed stage wrote 14.6 MB a step at 480 pixels.
        assert!(picture_estimate(256, 256, 480, true) > 14_600_000);
        assert!(picture_estimate(256, 256, 480, false) < 4 << 20);
        // A certificate on 8x8 drawn 4096 wide wrote 199 KB.
        assert!(picture_estimate(8, 8, 4096, true) > 199_494);
        assert_eq!(picture_name(120), "step-120.svg");
    }

    #[test]
    fn a_marker_reads_back_and_a_file_is_the_handout_s_only_while_it_holds_what_it_wrote() {
        let lines = vec![
            Written::of("index.html", b"<html>"),
            Written::of("step-01.svg", b""),
        ];
        assert_eq!(parse_marker(&marker_text(&lines)).unwrap(), lines);
        assert_eq!(Written::of("x", b"").hash, 0xcbf2_9ce4_8422_2325);
        assert_eq!(Written::of("x", b"a").hash, 0xaf63_dc4c_8601_ec8c);
        for (text, why) in [
            ("index.html\n", "not a name, a size and a hash"),
            ("index.html 6 zz\n", "not a name, a size and a hash"),
            ("notes.txt 6 0000000000000000\n", "which no handout writes"),
        ] {
            let err = parse_marker(text).unwrap_err();
            assert!(err.contains(why), "{text:?}: {err}");
        }
        let path = std::env::temp_dir().join(format!("snakescope-written-{}", std::process::id()));
        std::fs::write(&path, "<html>").unwrap();
        assert!(lines[0].still_in(&path));
        std::fs::write(&path, "<html!").unwrap();
        assert!(!lines[0].still_in(&path), "same size, other bytes");
        std::fs::write(&path, "mine").unwrap();
        assert!(!lines[0].still_in(&path));
        std::fs::remove_file(&path).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn system_folders_and_the_home_folder_are_known_wherever_the_path_leads() {
        for dir in [
            "/",
            "/etc",
            "/etc/cron.d/new",
            "/usr/share/x",
            "/var",
            "/tmp",
            "/proc/1",
        ] {
            assert!(system_folder(Path::new(dir)).is_some(), "{dir}");
        }
        for dir in ["/var/www/html/lesson", "/tmp/handout", "/srv/site/out"] {
            assert_eq!(system_folder(Path::new(dir)), None, "{dir}");
        }
        // Through `..`, and through a link.
        assert!(system_folder(Path::new("/tmp/../etc")).is_some());
        if let Some(home) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
            let home = PathBuf::from(home);
            assert!(system_folder(&home).is_some());
            assert_eq!(system_folder(&home.join("handout-for-class")), None);
        }
    }
}
