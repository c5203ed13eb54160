//! The command line: `bench`, `check`, `play`, `explain` and `diff`, for headless use.
//!
//! Errors are reported with `anyhow` at this edge; everything below returns typed errors.

mod bench;
mod check;
mod diff;
mod explain;
mod play;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// See the classic Snake-playing algorithms decide, step by step.
#[derive(Debug, Parser)]
#[command(name = "snakescope", version, about, long_about = None)]
pub struct Cli {
    /// A scenario to open in the app.
    pub file: Option<PathBuf>,
    /// What to do headless; without a command the app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The headless commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play many seeded games per solver, in parallel, and print a table.
    Bench(bench::BenchArgs),
    /// Validate scenario files; exit 1 with every problem listed if any is invalid.
    Check(check::CheckArgs),
    /// Play a scenario to the end and print the outcome, moves and length.
    Play(play::PlayArgs),
    /// Print the decision at a tick and a stage's frames as text grids with captions.
    Explain(explain::ExplainArgs),
    /// Play a scenario with two solvers and print where they first part, with both chains.
    Diff(diff::DiffArgs),
}

/// Runs a headless command and returns the process exit code.
pub fn run(command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Bench(a) => bench::run(a),
        Command::Check(a) => check::run(a),
        Command::Play(a) => play::run(a),
        Command::Explain(a) => explain::run(a),
        Command::Diff(a) => diff::run(a),
    }
}

/// Loads a scenario, turning every problem into one readable error.
fn load_scenario(path: &std::path::Path) -> anyhow::Result<crate::scenario::Scenario> {
    crate::scenario::load(path).map_err(|e| anyhow::anyhow!("{e}"))
}

/// A scenario's game and solver, ready to play headless: the solver is `solver` if given
/// (by name) or the scenario's; a manual game is refused with `manual_hint` as advice.
fn headless_start(
    path: &std::path::Path,
    solver: Option<&str>,
    manual_hint: &str,
) -> anyhow::Result<(
    crate::rules::Game,
    crate::solver::AnySolver,
    crate::solver::SolverKind,
)> {
    use crate::solver::{AnySolver, SolverKind};
    use anyhow::Context;
    let scenario = load_scenario(path)?;
    let kind = match solver {
        Some(name) => {
            SolverKind::from_name(name).with_context(|| format!("unknown solver {name:?}"))?
        }
        None => scenario.solver_kind(),
    };
    if kind == SolverKind::Manual {
        anyhow::bail!("{}: {manual_hint}", path.display());
    }
    let game = start_game(&scenario)?;
    let solver =
        AnySolver::new(kind, &game).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    Ok((game, solver, kind))
}

/// The scenario's starting game, or every problem that stops it, one per line.
fn start_game(scenario: &crate::scenario::Scenario) -> anyhow::Result<crate::rules::Game> {
    scenario
        .start()
        .map_err(|problems| anyhow::anyhow!("{}", crate::scenario::problem_lines(&problems, None)))
}
