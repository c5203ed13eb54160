//! A file's bytes received without a path (a web page's file picker or drop, a link that
//! carries a file's text), read as a file of that name on disk is: through the one reader's
//! checks ([`crate::files::text_of`]), a saved game within its limit, else a scenario within
//! its own, so that every way into the app has the same limits and the same words.

use super::saved_game::{GameFileError, SavedGame, is_game_text};
use super::{LoadError, Scenario, load_str};
use crate::files::{FileKind, text_of};
use std::path::Path;

/// What a received file holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Received {
    /// A scenario, checked.
    Scenario(Box<Scenario>),
    /// A saved game, checked to replay.
    Game(Box<SavedGame>),
}

/// Why a received file could not be opened. The message names the file once.
#[derive(Debug, thiserror::Error)]
pub enum ReceivedError {
    /// A scenario that cannot be read or is broken.
    #[error(transparent)]
    Scenario(#[from] LoadError),
    /// A saved game that cannot be read or does not replay.
    #[error(transparent)]
    Game(#[from] GameFileError),
}

/// Reads `bytes`, the file `name`: a saved game if its first lines say so, else a scenario;
/// each within its kind's limit and UTF-8, then parsed and checked.
pub fn read_received(name: &str, bytes: Vec<u8>) -> Result<Received, ReceivedError> {
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(4096)]).into_owned();
    let path = Path::new(name);
    if is_game_text(&head) {
        let text = text_of(path, FileKind::Game, bytes).map_err(LoadError::Read)?;
        let game = SavedGame::from_ron_str(&text, name)?;
        return Ok(Received::Game(Box::new(game)));
    }
    let text = text_of(path, FileKind::Scenario, bytes).map_err(LoadError::Read)?;
    Ok(Received::Scenario(Box::new(load_str(&text, name)?)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scenario_and_a_game_are_told_apart_and_held_to_their_limits() {
        let scenario = "Scenario(width: 6, height: 6, snake: [(1, 0), (0, 0)])";
        assert!(matches!(
            read_received("a.ron", scenario.into()),
            Ok(Received::Scenario(_))
        ));
        let mut big = scenario.as_bytes().to_vec();
        big.resize(FileKind::Scenario.limit() as usize + 1, b' ');
        let err = read_received("big.ron", big).unwrap_err().to_string();
        assert!(
            err.starts_with("big.ron is 1.0 MiB (1048577 bytes); scenario files are limited"),
            "{err}"
        );
        let err = read_received("l1.ron", b"Scenario(name: \"\xe9\")".to_vec())
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("l1.ron:1:17: the file is not UTF-8"),
            "{err}"
        );
        let err = read_received("g.ron", b"Game(version: 1, moves: \"Q\")".to_vec())
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("g.ron"), "{err}");
    }
}
