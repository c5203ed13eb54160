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

mod arguments;
mod bench;
mod check;
mod command_line;
mod diff;
mod explain_decision;
mod failure;
mod handout;
mod handout_folder;
mod handout_names;
mod inputs;
mod map_board;
mod moment;
mod play;
mod progress;
mod race;
mod race_map;
mod race_time;
mod render;
mod solver_names;

pub use arguments::{Cli, Command};
pub use command_line::{command, error_words, parse};
pub use failure::failure_words;

use std::process::ExitCode;

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
        Command::Race(a) => race::run(a),
    }
}
