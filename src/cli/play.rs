//! `snakescope play FILE [--json] [--csv OUT] [--save-game OUT]`

use crate::algo::Ignore;
use crate::rules::Outcome;
use crate::scenario::SavedGame;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The scenario to play (or a saved game, replayed).
    pub file: PathBuf,
    /// Play with this solver instead of the scenario's: a name (greedy, hamilton, backtrack,
    /// cycle, splice), a spec as in a scenario file (`Hamilton(rule: Reference)`), a program
    /// (`external:python3 my_solver.py`) or a Battlesnake bot (`battlesnake:http://HOST:PORT`).
    #[arg(long)]
    pub solver: Option<String>,
    /// Print one JSON object: outcome, cause, moves, length.
    #[arg(long)]
    pub json: bool,
    /// Also write every tick to this CSV file (tick, move, ate, length, head, food, outcome).
    #[arg(long, value_name = "OUT")]
    pub csv: Option<PathBuf>,
    /// Also save the played game (scenario, moves, food, and a program's answers) to this
    /// file, to open later in the app or with `explain`, without the program.
    #[arg(long, value_name = "OUT")]
    pub save_game: Option<PathBuf>,
}

pub fn run(args: PlayArgs) -> anyhow::Result<ExitCode> {
    let mut opened = super::open_file(
        &args.file,
        args.solver.as_deref(),
        "a Manual scenario is played with the keyboard; pass --solver to play it headless",
    )?;
    let rec = &mut opened.recording;
    while rec.advance(&mut Ignore).is_some() {}
    if let Some(out) = &args.csv {
        let table = crate::trace::export::ticks_csv(rec);
        crate::scenario::write_atomically(out, table.as_bytes())
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    if let Some(out) = &args.save_game {
        let text = SavedGame::of(&opened.scenario, rec, rec.len()).to_ron_string();
        // Never write a game that would not open again.
        let limit = crate::scenario::MAX_GAME_BYTES;
        if text.len() as u64 > limit {
            anyhow::bail!(
                "{}: the game would be {} bytes, over the {} MiB game files are limited to; \
                 nothing was written",
                out.display(),
                text.len(),
                limit >> 20
            );
        }
        crate::scenario::write_atomically(out, text.as_bytes())
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    let game = rec.latest().clone();
    let summary = crate::solver::GameSummary {
        outcome: game.outcome().expect("a played-out game is over"),
        moves: game.moves(),
        length: game.snake().len(),
        fault: rec.fault().cloned().map(Box::new),
    };
    let (outcome, cause) = outcome_words(summary.outcome);
    if args.json {
        let v = serde_json::json!({
            "outcome": outcome,
            "cause": cause,
            "moves": summary.moves,
            "length": summary.length,
            "fault": summary.fault.as_ref().map(|f| f.to_string()),
        });
        println!("{v}");
    } else {
        let where_ = game
            .fatal()
            .map(|f| format!(" moving {} from {}", f.dir, f.from))
            .unwrap_or_default();
        println!(
            "{}: {}{where_} after {} moves, length {}",
            args.file.display(),
            summary.outcome,
            summary.moves,
            summary.length
        );
    }
    if let Some(fault) = &summary.fault {
        eprintln!("{}: the solver failed {fault}", args.file.display());
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// The outcome and cause as the JSON output names them: the words of the exported tables
/// ([`crate::trace::export::outcome_word`]), with a death's cause apart.
pub fn outcome_words(o: Outcome) -> (&'static str, Option<&'static str>) {
    let word = crate::trace::export::outcome_word(o);
    match o {
        Outcome::Dead(_) => ("dead", word.strip_prefix("dead_")),
        Outcome::Won | Outcome::StepLimit | Outcome::Stopped => (word, None),
    }
}
