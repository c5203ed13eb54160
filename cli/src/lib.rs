//! The command line: `bench`, `check`, `play`, `explain`, `diff`, `render` and `handout`,
//! headless. It stands on the core, the picture crate (`render` and `handout` draw with the
//! board painter, without a window) and the external crate (programs and bots); it builds
//! without egui and imports nothing of the app.
//!
//! Errors are reported with `anyhow` at this edge; everything below returns typed errors.

#![warn(missing_docs)]

// `tr!`, the core's words in the language in use, in every module.
#[macro_use]
extern crate snakescope_core;

pub use snakescope_core::{
    algo, explain, lesson, rules, scenario, session, solver, stages, trace, words,
};
pub use snakescope_picture::{self as picture, board};

mod bench;
mod check;
mod command_line;
mod diff;
mod explain_decision;
mod handout;
mod moment;
mod play;
mod render;
mod solver_names;

pub use command_line::{command, parse};

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// The command line: a file to open, the language, and a headless command. Every help text
/// is a sentence of the catalogue, put in the language in use when the command is built:
/// [`parse`] chooses the language first.
#[derive(Debug, Parser)]
#[command(
    name = "snakescope",
    version,
    about = tr!("See the classic Snake-playing algorithms decide, step by step."),
    long_about = None
)]
pub struct Cli {
    /// `FILE`: the scenario (or saved game) the window opens.
    #[arg(help = tr!("A scenario to open in the app"))]
    pub file: Option<PathBuf>,
    /// `--lang`: the language asked for, if any (else the locale's).
    #[arg(
        long,
        global = true,
        value_name = "LANG",
        value_parser = parse_language,
        help = tr!(
            "The language of the app and of the commands' output: en or pt (by default the \
             system's, from LC_ALL, LC_MESSAGES or LANG)"
        )
    )]
    pub lang: Option<crate::words::Language>,
    /// What to do headless; without a command the app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The headless commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// `bench`: the solvers' figures over many games.
    #[command(about = tr!("Play many seeded games per solver, in parallel, and print a table"))]
    Bench(bench::BenchArgs),
    /// `check`: files validated.
    #[command(
        about = tr!(
            "Validate scenario and lesson files; exit 1 with every problem listed if any is \
             invalid"
        )
    )]
    Check(check::CheckArgs),
    /// `play`: one game played out.
    #[command(about = tr!("Play a scenario to the end and print the outcome, moves and length"))]
    Play(play::PlayArgs),
    /// `explain`: one decision, and a stage's frames, as text.
    #[command(
        about = tr!("Print the decision at a tick and a stage's frames as text grids with captions")
    )]
    Explain(explain_decision::ExplainArgs),
    /// `diff`: two solvers on one scenario.
    #[command(
        about = tr!(
            "Play a scenario with two solvers and print where they first part, with both \
             chains"
        )
    )]
    Diff(diff::DiffArgs),
    /// `render`: a picture of the board.
    #[command(
        about = tr!(
            "Draw the board at a tick as a PNG or SVG, or a stage's events as an animated GIF"
        )
    )]
    Render(render::RenderArgs),
    /// `handout`: a lesson as a page.
    #[command(
        about = tr!("Write a lesson as one HTML page with each step's board, caption and narration")
    )]
    Handout(handout::HandoutArgs),
}

/// A language as `--lang` names it.
fn parse_language(code: &str) -> Result<crate::words::Language, String> {
    crate::words::Language::from_code(code).ok_or_else(|| {
        tr!(
            "unknown language {code}; use en or pt",
            code = format!("{:?}", code)
        )
    })
}

/// Runs a headless command and returns the process exit code.
pub fn run(command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Bench(a) => bench::run(a),
        Command::Check(a) => check::run(a),
        Command::Play(a) => play::run(a),
        Command::Explain(a) => explain_decision::run(a),
        Command::Diff(a) => diff::run(a),
        Command::Render(a) => render::run(a),
        Command::Handout(a) => handout::run(a),
    }
}

/// Loads a scenario, turning every problem into one readable error.
fn load_scenario(path: &std::path::Path) -> anyhow::Result<crate::scenario::Scenario> {
    crate::scenario::load(path).map_err(|e| anyhow::anyhow!("{e}"))
}

/// The scenario's starting game, or every problem that stops it, one per line.
fn start_game(scenario: &crate::scenario::Scenario) -> anyhow::Result<crate::rules::Game> {
    scenario
        .start()
        .map_err(|problems| anyhow::anyhow!("{}", crate::scenario::problem_lines(&problems, None)))
}

/// A stage as `--stage` names it (`bfs`, `splice`, ...), or an error listing the names.
fn parse_stage(name: Option<&str>) -> anyhow::Result<Option<crate::stages::Stage>> {
    use crate::stages::Stage;
    name.map(|s| {
        Stage::from_cli_name(s).ok_or_else(|| {
            let names: Vec<_> = Stage::ALL.iter().map(|s| s.cli_name()).collect();
            anyhow::anyhow!(
                "{}",
                tr!(
                    "unknown stage {s}; use one of {join}",
                    s = format!("{:?}", s),
                    join = names.join(", ")
                )
            )
        })
    })
    .transpose()
}

/// Splits a list of solvers at the commas that are not inside parentheses, so that
/// `hamilton,Hamilton(rule: Reference, tail_margin: 4)` is two solvers.
fn split_solvers(list: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut depth = 0usize;
    for c in list.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(String::new());
                continue;
            }
            _ => {}
        }
        parts.last_mut().expect("one part at least").push(c);
    }
    parts
        .into_iter()
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn solvers_split_at_commas_outside_parentheses() {
        assert_eq!(
            super::split_solvers("hamilton, Hamilton(rule: Reference, tail_margin: 4),greedy"),
            [
                "hamilton",
                "Hamilton(rule: Reference, tail_margin: 4)",
                "greedy"
            ]
        );
    }
}
