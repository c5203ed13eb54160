//! A game on disk: written only when it will open again, read within a bound.
//!
//! Every game snakescope saves (the app's "Save the game", `play --save-game`) is turned into
//! text by [`SavedGame::to_file_text`], which refuses a game whose file would be larger than
//! [`MAX_GAME_BYTES`], the most [`load_game`] reads: a game saved is always a game that opens.
//! The text is counted as it is written and never held past the limit, so refusing a huge game
//! costs no more memory than the largest file that opens.
//!
//! Reading goes through the bounded reader every file shares (see `io.rs`): the file is opened
//! once, checked to be a regular file, its size compared with the limit before a byte is read,
//! then read through a reader that stops one byte past the limit. The text is never held whole:
//! it streams through the game reader (`game_stream.rs`) a line at a time, and the game's
//! long lists (food, a solver's answers) an element at a time.

use super::SavedGame;
use super::game_stream::read_game;
use super::io::{LoadError, SaveError, mebibytes, write_atomically};
use super::saved_game::GameFileError;
use crate::files::{self, FileKind};
use ron::ser::PrettyConfig;
use std::fmt;
use std::path::{Path, PathBuf};

/// The largest game file read: 64 MiB, room for a whole 64x64 game of three million moves.
pub const MAX_GAME_BYTES: u64 = FileKind::Game.limit();

/// A game whose file would be larger than a game file may be, so it would not open again.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{}",
    tr!(
        "the game would be {size} ({bytes} bytes) as a file, over the {limit} game files are \
         limited to, and could not be opened again; nothing was written",
        size = mebibytes(*bytes),
        bytes = bytes,
        limit = limit_words(*limit)
    )
)]
pub struct GameTooLarge {
    /// The size its file would have, in bytes.
    pub bytes: u64,
    /// The limit, in bytes.
    pub limit: u64,
}

/// Why a game could not be saved. The file that was there before is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum GameSaveError {
    /// The game is too large for a file that opens again; nothing was written.
    #[error("{}", tr!("cannot save {path}: {cause}", path = path.display(), cause = cause))]
    TooLarge {
        /// The target file.
        path: PathBuf,
        /// The size and the limit: said in the message, and its source.
        #[source]
        cause: GameTooLarge,
    },
    /// Writing the file failed.
    #[error(transparent)]
    Write(#[from] SaveError),
}

/// "64 MiB" for a whole number of MiB, else the bytes.
fn limit_words(limit: u64) -> String {
    if limit >= 1024 * 1024 && limit.is_multiple_of(1024 * 1024) {
        format!("{} MiB", limit / (1024 * 1024))
    } else {
        format!("{limit} bytes")
    }
}

/// How a game file is laid out: pretty RON, the moves on one line.
fn layout() -> PrettyConfig {
    PrettyConfig::new()
        .escape_strings(false)
        .struct_names(true)
        .depth_limit(2)
        .indentor("    ")
}

/// Text written up to a limit: past it, the text is let go and only counted.
struct Capped {
    text: String,
    bytes: u64,
    limit: u64,
}

impl fmt::Write for Capped {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.bytes = self.bytes.saturating_add(s.len() as u64);
        if self.bytes <= self.limit {
            self.text.push_str(s);
        } else if !self.text.is_empty() {
            self.text = String::new();
        }
        Ok(())
    }
}

impl SavedGame {
    /// The game's file text, or [`GameTooLarge`] if it would be larger than
    /// [`MAX_GAME_BYTES`] and so could not be opened again. Everything that saves a game
    /// calls this (or [`save_game`]).
    pub fn to_file_text(&self) -> Result<String, GameTooLarge> {
        self.to_file_text_within(MAX_GAME_BYTES)
    }

    /// [`SavedGame::to_file_text`] with `limit` bytes in place of [`MAX_GAME_BYTES`]. At most
    /// `limit` bytes of text are held while the game is written out.
    pub fn to_file_text_within(&self, limit: u64) -> Result<String, GameTooLarge> {
        let mut out = Capped {
            text: String::new(),
            bytes: 0,
            limit,
        };
        if let Err(e) = ron::ser::to_writer_pretty(&mut out, self, layout()) {
            // Strings, numbers, lists and options: nothing in a game fails to serialise.
            unreachable!("a game always serialises: {e}");
        }
        fmt::Write::write_str(&mut out, "\n").expect("a capped text never refuses a write");
        if out.bytes > limit {
            return Err(GameTooLarge {
                bytes: out.bytes,
                limit,
            });
        }
        Ok(out.text)
    }
}

/// Saves `game` to `path` atomically, unless its file would be larger than
/// [`MAX_GAME_BYTES`]: then nothing is written and the error names the size and the limit.
pub fn save_game(path: &Path, game: &SavedGame) -> Result<(), GameSaveError> {
    save_game_within(path, game, MAX_GAME_BYTES)
}

/// [`save_game`] with `limit` bytes in place of [`MAX_GAME_BYTES`].
pub fn save_game_within(path: &Path, game: &SavedGame, limit: u64) -> Result<(), GameSaveError> {
    let text = game
        .to_file_text_within(limit)
        .map_err(|cause| GameSaveError::TooLarge {
            path: path.to_owned(),
            cause,
        })?;
    write_atomically(path, text.as_bytes())?;
    Ok(())
}

/// Reads the game file at `path`: at most [`MAX_GAME_BYTES`], a regular file, UTF-8 (see the
/// module's documentation for how it is read).
pub fn load_game(path: &Path) -> Result<SavedGame, GameFileError> {
    let (file, _) = files::open(path, FileKind::Game).map_err(LoadError::Read)?;
    let origin = path.display().to_string();
    let game = read_game(std::io::BufReader::new(file), &origin, MAX_GAME_BYTES)?;
    game.checked(&origin)
}

/// Whether the file at `path` holds a saved game rather than a scenario, read from its first
/// 4 KiB (a file that cannot be read, or is not a regular file, is not one: the scenario
/// reader then says why).
pub fn is_game_file(path: &Path) -> bool {
    super::saved_game::is_game_text(&head_of(path))
}

/// The first 4 KiB of the regular file at `path`, as text (empty if it cannot be read).
pub(crate) fn head_of(path: &Path) -> String {
    files::read_head(path).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use crate::solver::AnySolver;
    use crate::trace::Recording;

    fn played() -> SavedGame {
        let scenario = Scenario::from_ron_str(
            "Scenario(width: 8, height: 8, snake: [(2, 0), (1, 0), (0, 0)], seed: 3, solver: \
             Hamilton)",
            "t.ron",
        )
        .unwrap();
        let game = scenario.start().unwrap();
        let solver = AnySolver::new(scenario.solver_kind(), &game).unwrap();
        let rec = Recording::play_out(game, solver);
        SavedGame::of(&scenario, &rec, rec.len())
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "snakescope-game-file-{}-{name}",
            crate::scenario::io::process_tag()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_game_within_the_limit_is_its_whole_text() {
        let game = played();
        let text = game.to_file_text().unwrap();
        assert_eq!(text, game.to_ron_string());
        let exact = text.len() as u64;
        assert_eq!(game.to_file_text_within(exact).unwrap(), text);
        let back = SavedGame::from_ron_str(&text, "g.ron").unwrap();
        assert_eq!(back, game);
    }

    #[test]
    fn a_game_one_byte_over_the_limit_is_refused_with_its_size_and_the_limit() {
        let game = played();
        let size = game.to_ron_string().len() as u64;
        let err = game.to_file_text_within(size - 1).unwrap_err();
        assert_eq!(
            err,
            GameTooLarge {
                bytes: size,
                limit: size - 1
            }
        );
        let words = err.to_string();
        assert!(words.contains(&format!("({size} bytes)")), "{words}");
        assert!(
            words.contains(&format!("{} bytes game files", size - 1)),
            "{words}"
        );
        assert!(words.contains("nothing was written"), "{words}");
    }

    #[test]
    fn the_limit_is_named_in_mebibytes() {
        let err = GameTooLarge {
            bytes: MAX_GAME_BYTES + 1,
            limit: MAX_GAME_BYTES,
        };
        assert!(
            err.to_string()
                .contains("over the 64 MiB game files are limited to"),
            "{err}"
        );
    }

    #[test]
    fn a_game_too_large_is_not_written_and_the_file_there_is_kept() {
        let game = played();
        let path = scratch("kept.game.ron");
        std::fs::write(&path, "the file that was there").unwrap();
        let size = game.to_ron_string().len() as u64;
        let err = save_game_within(&path, &game, size - 1).unwrap_err();
        assert!(matches!(err, GameSaveError::TooLarge { .. }), "{err}");
        assert!(
            err.to_string().starts_with(&format!(
                "cannot save {}: the game would be",
                path.display()
            )),
            "{err}"
        );
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "the file that was there"
        );
        let left: Vec<_> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, ["kept.game.ron"], "no temporary file is left behind");
        save_game_within(&path, &game, size).unwrap();
        assert_eq!(load_game(&path).unwrap(), game);
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }
}
