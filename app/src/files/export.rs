//! "Export": the game on screen as plain files for a classroom, a table of its ticks for a
//! spreadsheet (CSV), the decision on screen as text for a handout, and the game itself as a
//! file that opens again at the same tick (a program's answers included). The files come from the
//! core ([`snakescope_core::trace::export`]); here they are taken from what is on screen, named, and
//! written atomically. [`super::desk`] asks where (a dialog, else the typed-path prompt).
//! Pictures of the board are made in [`snakescope_picture`].

use super::names::slug;
use crate::command::files::ExportKind;
use crate::state::AppState;
use snakescope_core::scenario::{self, SaveError, SavedGame};
use snakescope_core::trace::export::{decision_report, ticks_csv};
use std::path::Path;

/// One export, taken from the screen when asked for: what it is, the file's text, the file
/// name suggested, and how to say it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// What it is.
    pub kind: ExportKind,
    /// The file's contents.
    pub text: String,
    /// The file name suggested, e.g. `dead-end-pocket-6x6-ticks.csv`.
    pub file_name: String,
    /// What was exported, for messages, e.g. "123 ticks".
    pub what: String,
}

impl Export {
    /// The export of `kind` from what `state` shows, or the message saying why there is none:
    /// no decision at the tick on screen, or a game too large to open again. A picture is
    /// made by [`super::pictures`], not as text, and is never asked of this.
    pub fn from_state(state: &AppState, kind: ExportKind) -> Result<Export, String> {
        match kind {
            ExportKind::Ticks => Ok(Export::ticks(state)),
            ExportKind::Decision => Export::decision(state).ok_or_else(|| {
                tr!(
                    "Could not export: there is no decision at tick {tick}.",
                    tick = state.tick()
                )
            }),
            ExportKind::Picture(_) => Err(tr!("A picture is exported from its own window.")),
            ExportKind::LessonStep => {
                Err(tr!("A lesson step is added to its lesson, not exported."))
            }
            ExportKind::Game => Export::game(state),
        }
    }

    /// The game recorded so far, as a game file that opens at the tick on screen, or the
    /// message saying it is too large to open again (nothing is written). A branch taken over
    /// from another game is saved as played by hand: a game file replays one solver and
    /// checks each of its moves, and the keys replay any moves.
    pub fn game(state: &AppState) -> Result<Export, String> {
        let mut scenario = state.scenario().clone();
        if state.document().taken_over_at().is_some() {
            scenario.solver = snakescope_core::solver::SolverKind::Manual;
        }
        let saved = SavedGame::of(&scenario, state.recording(), state.tick());
        let ticks = state.ticks();
        Export::of_game(
            &saved,
            format!("{}.game.ron", base_name(state)),
            if ticks == 1 {
                tr!("the game (1 tick)")
            } else {
                tr!("the game ({ticks} ticks)", ticks = ticks)
            },
            scenario::MAX_GAME_BYTES,
        )
    }

    /// The export of `saved`, refused past `limit` bytes with the message to show.
    fn of_game(
        saved: &SavedGame,
        file_name: String,
        what: String,
        limit: u64,
    ) -> Result<Export, String> {
        let text = saved.to_file_text_within(limit).map_err(|too_large| {
            tr!(
                "Could not save {what}:\n{too_large}.",
                what = what,
                too_large = too_large
            )
        })?;
        Ok(Export {
            kind: ExportKind::Game,
            text,
            file_name,
            what,
        })
    }

    /// Every tick recorded so far, as CSV.
    pub fn ticks(state: &AppState) -> Export {
        let ticks = state.ticks();
        Export {
            kind: ExportKind::Ticks,
            text: ticks_csv(state.recording()),
            file_name: format!("{}-ticks.csv", base_name(state)),
            what: if ticks == 1 {
                tr!("1 tick")
            } else {
                tr!("{ticks} ticks", ticks = ticks)
            },
        }
    }

    /// The decision at the tick on screen, as text; `None` if there is none there. It is the
    /// decision on screen, written out: nothing is replayed or decided again.
    pub fn decision(state: &AppState) -> Option<Export> {
        let tick = state.tick();
        let text = decision_report(state.game(), &state.decision()?.decision);
        Some(Export {
            kind: ExportKind::Decision,
            text,
            file_name: format!("{}-tick-{tick}.txt", base_name(state)),
            what: tr!("the decision at tick {tick}", tick = tick),
        })
    }

    /// Writes the file to `path` (atomically: a failure leaves nothing behind) and returns
    /// the message to show, e.g. "Exported 12 ticks to /tmp/x.csv".
    pub fn write(&self, path: &Path) -> Result<String, SaveError> {
        super::write_file(path, self.text.as_bytes())?;
        let done = match self.kind {
            ExportKind::Game => "Saved",
            _ => "Exported",
        };
        Ok(tr!(
            "{done} {what} to {path}",
            done = done,
            what = self.what,
            path = path.display()
        ))
    }
}

/// The start of exported files' names: the scenario's name (else where it came from) in lower
/// case, words joined by dashes.
pub fn base_name(state: &AppState) -> String {
    let name = &state.scenario().name;
    let title = if name.trim().is_empty() {
        state.origin()
    } else {
        name
    };
    slug(title).unwrap_or_else(|| "game".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::scenario::Scenario;
    use snakescope_core::solver::AnySolver;
    use snakescope_core::trace::Recording;

    fn played() -> SavedGame {
        let scenario = Scenario::from_ron_str(
            "Scenario(width: 6, height: 6, snake: [(2, 0), (1, 0), (0, 0)], seed: 5, solver: \
             Greedy)",
            "t.ron",
        )
        .unwrap();
        let game = scenario.start().unwrap();
        let solver = AnySolver::new(scenario.solver_kind(), &game).unwrap();
        let rec = Recording::play_out(game, solver);
        SavedGame::of(&scenario, &rec, 0)
    }

    #[test]
    fn a_game_too_large_to_open_again_is_refused_before_asking_where() {
        let saved = played();
        let size = saved.to_ron_string().len() as u64;
        let what = "the game (9 ticks)".to_owned();
        let refused =
            Export::of_game(&saved, "g.game.ron".to_owned(), what.clone(), size - 1).unwrap_err();
        assert!(
            refused.starts_with("Could not save the game (9 ticks):\nthe game would be"),
            "{refused}"
        );
        assert!(refused.contains(&format!("({size} bytes)")), "{refused}");
        assert!(refused.contains("nothing was written"), "{refused}");
        let export = Export::of_game(&saved, "g.game.ron".to_owned(), what, size).unwrap();
        assert_eq!(export.text, saved.to_ron_string());
    }
}
