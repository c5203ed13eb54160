//! The link to what is on screen: what is played (an example, a scenario of the collection, a
//! lesson's step, else the text of the scenario or game itself), the moment
//! ([`snakescope_core::session::Selection::moment`]) and how it is shown, so that a page
//! opening it shows the same picture. A text too long for an address is named by a key
//! instead (`kept=KEY`), under which the page's tab keeps it.

use super::packed::{MAX_PACKED, pack};
use super::{FOLDER, Link, Playing, Source};
use crate::command::lesson::LessonSource;
use crate::lesson_play::LessonPlay;
use crate::scenarios::Catalog;
use crate::state::AppState;
use snakescope_core::scenario::{SavedGame, Scenario};
use snakescope_core::solver::SolverKind;
use std::path::Path;

/// The link to what is on screen, and why it cannot carry what is played if it cannot.
#[derive(Clone, Debug, PartialEq)]
pub struct OnScreen {
    /// The link.
    pub link: Link,
    /// Why the link names a file without carrying it (too long), in words for the user.
    pub not_carried: Option<String>,
    /// The text the link names by `kept=KEY` without carrying it, for the tab to keep under
    /// that key.
    pub kept_text: Option<String>,
}

/// What is played, why a link cannot carry it if it cannot, and then the text to keep.
#[derive(Clone)]
struct Found {
    source: Source,
    not_carried: Option<String>,
    kept: Option<(String, String)>,
}

/// What is played, as last worked out: finding it compares the scenario on screen with the
/// examples and the collection, and packs a file's text, so it is done again only when the
/// game on screen changes.
#[derive(Default)]
pub struct Sources {
    key: Option<SourceKey>,
    found: Option<Found>,
}

/// What the source of the game on screen depends on.
#[derive(PartialEq)]
struct SourceKey {
    origin: String,
    scenario: Scenario,
    /// The ticks played, for a game whose moves the link must carry.
    moves: Option<usize>,
}

/// The link to what `state` shows, `lesson` on screen if one is, the board in a window of
/// `theme`.
pub fn on_screen(
    state: &AppState,
    catalog: &Catalog,
    lesson: Option<&LessonPlay>,
    theme: egui::Theme,
    sources: &mut Sources,
) -> OnScreen {
    let found = match lesson.map(|play| (play.source(), play.index())) {
        Some((LessonSource::BuiltIn(file), k)) => Found {
            source: Source::Lesson {
                file: file.clone(),
                step: Some(k + 1),
            },
            not_carried: None,
            kept: None,
        },
        _ => sources.of(state, catalog),
    };
    let (kept, kept_text) = found.kept.map_or((None, None), |(k, t)| (Some(k), Some(t)));
    let selection = state.selection();
    let moment = selection.moment();
    let settings = state.settings();
    let look = settings.board_look(theme);
    let play = if state.playing() {
        Some(Playing::Ticks)
    } else if state.events_playing() {
        Some(Playing::Events)
    } else {
        None
    };
    let link = Link {
        source: Some(found.source),
        tick: Some(moment.tick),
        stage: moment.stage,
        check: moment.check.map(|c| c + 1),
        event: moment.event,
        prefer: moment.stage.is_none().then(|| selection.preferred()),
        play,
        language: Some(snakescope_core::words::language()),
        board: Some(look.theme),
        colours: Some(look.colours),
        presenter: Some(settings.presenter),
        kept,
        // The race and the quiz are the page's to name ([`crate::page::Page::on_screen`]).
        race: None,
        quiz: None,
        mine: false,
    };
    OnScreen {
        link,
        not_carried: found.not_carried,
        kept_text,
    }
}

impl Sources {
    /// What `state` plays, and why its text is not carried if it is too long.
    fn of(&mut self, state: &AppState, catalog: &Catalog) -> Found {
        // A game played by hand or by a program is its moves; a branch taken over in the
        // debugger is named by the game it came from.
        let original = state.active_branch() == 0;
        let moves = matches!(state.kind(), SolverKind::Manual | SolverKind::External(_))
            && original
            && state.ticks() > 0;
        let key = SourceKey {
            origin: state.origin().to_owned(),
            scenario: state.scenario().clone(),
            moves: moves.then(|| state.ticks()),
        };
        if self.key.as_ref() != Some(&key) || self.found.is_none() {
            self.found = Some(source_of(state, catalog, moves));
            self.key = Some(key);
        }
        self.found.clone().expect("worked out above")
    }
}

/// What `state` plays: an example or a scenario of the collection if it is one of them as it
/// is, else its text (with its moves if `moves`).
fn source_of(state: &AppState, catalog: &Catalog, moves: bool) -> Found {
    let scenario = state.scenario();
    let origin = state.origin();
    if !moves {
        let name = origin
            .strip_prefix(FOLDER)
            .and_then(|n| n.strip_suffix(".ron"));
        let curated = catalog
            .curated
            .iter()
            .any(|e| e.origin == origin && e.loaded.as_ref() == Ok(scenario));
        if let (Some(name), true) = (name, curated) {
            return found(Source::Collection(name.to_owned()));
        }
        if let Some(i) = catalog
            .examples
            .iter()
            .position(|e| e.loaded.as_ref() == Ok(scenario))
        {
            return found(Source::Example(i));
        }
    }
    let text = if moves {
        SavedGame::of(scenario, state.recording(), 0).to_ron_string()
    } else {
        scenario.to_ron_string()
    };
    let name = Path::new(origin)
        .file_name()
        .and_then(|n| n.to_str())
        .filter(|n| n.to_ascii_lowercase().ends_with(".ron"))
        .map_or_else(
            || if moves { "game.ron" } else { "scenario.ron" }.to_owned(),
            str::to_owned,
        );
    let packed = pack(&text).len();
    if packed > MAX_PACKED {
        let why = tr!(
            "This page's address cannot carry {name}: packed, it takes {packed} characters, and \
             a link holds at most {max}. This browser tab keeps it, so the address opens it \
             again here (a reload, Back); a link copied from here opens it in no other tab. \
             To send it, save it (Save as…) and send the file.",
            name = name,
            packed = packed,
            max = MAX_PACKED
        );
        return Found {
            source: Source::File { name, text: None },
            not_carried: Some(why),
            kept: Some((text_key(&text), text)),
        };
    }
    found(Source::File {
        name,
        text: Some(text),
    })
}

/// `source`, carried whole.
fn found(source: Source) -> Found {
    Found {
        source,
        not_carried: None,
        kept: None,
    }
}

/// The key of a text too long for an address: its FNV-1a hash in 16 hexadecimal digits.
pub fn text_key(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_s_key_is_sixteen_hexadecimal_digits_and_tells_texts_apart() {
        let a = text_key("Scenario(width: 8)");
        assert_eq!(a.len(), 16);
        assert!(a.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(a, text_key("Scenario(width: 9)"));
        assert_eq!(a, text_key("Scenario(width: 8)"));
    }
}
