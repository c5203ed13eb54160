//! `snakescope play FILE [--json] [--csv OUT] [--save-game OUT]`

use clap::Args;
use snakescope_core::algo::Ignore;
use snakescope_core::rules::{Outcome, Stall};
use snakescope_core::scenario::SavedGame;
use snakescope_core::session::{Document, ManualGames};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[arg(help = tr!("The scenario to play (or a saved game, replayed)"))]
    pub file: PathBuf,
    #[arg(
        long,
        help = tr!(
            "Play with this solver instead of the scenario's: a name (greedy, hamilton, \
             backtrack, cycle, splice), a spec as in a scenario file (`Hamilton(rule: \
             Reference)`), a program (`external:python3 my_solver.py`) or a Battlesnake bot \
             (`battlesnake:http://HOST:PORT`)"
        )
    )]
    pub solver: Option<String>,
    #[arg(long, help = tr!("Print one JSON object: outcome, cause, moves, length"))]
    pub json: bool,
    #[arg(
        long,
        value_name = "OUT",
        help = tr!(
            "Also write every tick to this CSV file (tick, move, ate, length, head, food, \
             outcome)"
        )
    )]
    pub csv: Option<PathBuf>,
    #[arg(
        long,
        value_name = "OUT",
        help = tr!(
            "Also save the played game (scenario, moves, food, and a program's answers) to \
             this file, to open later in the app or with `explain`, without the program"
        )
    )]
    pub save_game: Option<PathBuf>,
}

pub fn run(args: PlayArgs) -> anyhow::Result<ExitCode> {
    let opened = Document::open_path(&args.file, args.solver.as_deref(), ManualGames::Refused)
        .map_err(anyhow::Error::msg)?;
    let scenario = opened.document.scenario().clone();
    let rec = &mut opened.document.into_recording();
    while rec.advance(&mut Ignore).is_some() {}
    if let Some(out) = &args.csv {
        let table = snakescope_core::trace::export::ticks_csv(rec);
        snakescope_core::scenario::write_atomically(out, table.as_bytes())
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    if let Some(out) = &args.save_game {
        let saved = SavedGame::of(&scenario, rec, rec.len());
        save_game(out, &saved, snakescope_core::scenario::MAX_GAME_BYTES)?;
    }
    let game = rec.latest().clone();
    let summary = snakescope_core::solver::GameSummary {
        outcome: game.outcome().expect("a played-out game is over"),
        moves: game.moves(),
        length: game.snake().len(),
        fault: rec.fault().cloned().map(Box::new),
    };
    let (outcome, cause) = outcome_words(summary.outcome);
    if args.json {
        // For programs: the field names and the outcome's words stay English in every
        // language, as in the CSV.
        let (period, without_food) = match summary.outcome {
            Outcome::Stalled(Stall::Loop { period }) => (Some(period), None),
            Outcome::Stalled(Stall::NoFood { moves }) => (None, Some(moves)),
            _ => (None, None),
        };
        let v = serde_json::json!({
            "outcome": outcome,
            "cause": cause,
            "moves": summary.moves,
            "length": summary.length,
            "fault": summary.fault.as_ref().map(|f| f.to_string()),
            "period": period,
            "moves_without_food": without_food,
        });
        println!("{v}");
    } else {
        let where_ = game
            .fatal()
            .map(|f| {
                tr!(
                    " moving {dir} from {from}",
                    dir = f.dir.way(),
                    from = f.from
                )
            })
            .unwrap_or_default();
        println!(
            "{}",
            tr!(
                "{file}: {outcome}{where_} after {moves} moves, length {length}",
                file = args.file.display(),
                outcome = summary.outcome,
                where_ = where_,
                moves = summary.moves,
                length = summary.length
            )
        );
    }
    if let Some(fault) = &summary.fault {
        eprintln!(
            "{}",
            tr!(
                "{file}: the solver failed {fault}",
                file = args.file.display(),
                fault = fault
            )
        );
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes `saved` to `out` (atomically), unless its file would be over `limit` bytes and so
/// would not open again: then nothing is written and the message names the size and the limit.
fn save_game(out: &Path, saved: &SavedGame, limit: u64) -> anyhow::Result<()> {
    snakescope_core::scenario::save_game_within(out, saved, limit)
        .map_err(|e| anyhow::anyhow!("{e}"))
}

/// The outcome and cause as the JSON output names them: the words of the exported tables
/// ([`snakescope_core::trace::export::outcome_word`]), with a death's cause apart.
pub fn outcome_words(o: Outcome) -> (&'static str, Option<&'static str>) {
    let word = snakescope_core::trace::export::outcome_word(o);
    match o {
        Outcome::Dead(_) => ("dead", word.strip_prefix("dead_")),
        Outcome::Won | Outcome::StepLimit | Outcome::Stopped | Outcome::Stalled(_) => (word, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game `play` saves for the 8x8 greedy scenario of the repository.
    fn played() -> SavedGame {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios/classic-8x8-greedy.ron");
        let opened = Document::open_path(&path, None, ManualGames::Allowed).unwrap();
        let scenario = opened.document.scenario().clone();
        let rec = &mut opened.document.into_recording();
        while rec.advance(&mut Ignore).is_some() {}
        SavedGame::of(&scenario, rec, rec.len())
    }

    #[test]
    fn a_game_over_the_limit_is_refused_and_nothing_is_written() {
        let saved = played();
        let size = saved.to_ron_string().len() as u64;
        let dir = std::env::temp_dir().join(format!("snakescope-play-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("over.game.ron");
        let err = save_game(&out, &saved, size - 1).unwrap_err().to_string();
        assert_eq!(
            err,
            format!(
                "cannot save {}: the game would be 0.0 MiB ({size} bytes) as a file, over the \
                 {} bytes game files are limited to, and could not be opened again; nothing was \
                 written",
                out.display(),
                size - 1
            )
        );
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            0,
            "nothing written"
        );
        save_game(&out, &saved, size).unwrap();
        assert_eq!(snakescope_core::scenario::load_game(&out).unwrap(), saved);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
