//! `snakescope play FILE [--json]`

use crate::rules::Outcome;
use crate::solver::play_out;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The scenario to play.
    pub file: PathBuf,
    /// Play with this solver instead of the scenario's (greedy, hamilton, backtrack, cycle).
    #[arg(long)]
    pub solver: Option<String>,
    /// Print one JSON object: outcome, cause, moves, length.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: PlayArgs) -> anyhow::Result<ExitCode> {
    let (mut game, mut solver, _) = super::headless_start(
        &args.file,
        args.solver.as_deref(),
        "a Manual scenario is played with the keyboard; pass --solver to play it headless",
    )?;
    let summary = play_out(&mut game, &mut solver);
    let (outcome, cause) = outcome_words(summary.outcome);
    if args.json {
        let v = serde_json::json!({
            "outcome": outcome,
            "cause": cause,
            "moves": summary.moves,
            "length": summary.length,
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
    Ok(ExitCode::SUCCESS)
}

/// The outcome and cause as the JSON output names them.
pub fn outcome_words(o: Outcome) -> (&'static str, Option<&'static str>) {
    match o {
        Outcome::Won => ("won", None),
        Outcome::StepLimit => ("step_limit", None),
        Outcome::Dead(c) => (
            "dead",
            Some(match c {
                crate::rules::DeathCause::Wall => "wall",
                crate::rules::DeathCause::Body => "body",
                crate::rules::DeathCause::Illegal => "illegal",
            }),
        ),
    }
}
