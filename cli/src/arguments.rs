//! The command line's arguments, as clap reads them: a file to open, the language, and a
//! headless command with its own arguments (each command's are beside it).

use crate::{bench, check, diff, explain_decision, handout, play, race, render};
use clap::{Parser, Subcommand};
use std::path::PathBuf;

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
    pub lang: Option<snakescope_core::words::Language>,
    /// `--allow-programs`: the programs and bots that lessons name run too.
    #[arg(
        long,
        global = true,
        help = tr!(
            "Run the programs and reach the bots that lessons and the scenarios they name ask \
             for (`handout`, lessons); without it they are reported, not run. A scenario named \
             on the command line, and a solver given with --solver, run without it. `check` \
             never runs nor reaches anything, with it or without"
        )
    )]
    pub allow_programs: bool,
    /// What to do headless; without a command the app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

impl Cli {
    /// Whether every program and bot a file names may run: `--allow-programs` was given, and
    /// the command is not `check`, which validates and never runs anything.
    pub fn permits_programs(&self) -> bool {
        self.allow_programs && !matches!(self.command, Some(Command::Check(_)))
    }
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
    /// `race`: graph searches side by side on one board.
    #[command(
        about = tr!(
            "Race graph searches on one board, one expansion each per step, and print their table"
        )
    )]
    Race(race::RaceArgs),
}

/// A language as `--lang` names it.
pub(crate) fn parse_language(code: &str) -> Result<snakescope_core::words::Language, String> {
    snakescope_core::words::Language::from_code(code).ok_or_else(|| {
        tr!(
            "unknown language {code}; use en or pt",
            code = format!("{:?}", code)
        )
    })
}
