//! The `snakescope` command: the app, or a headless command.

use clap::{CommandFactory, Parser};
use snakescope::cli::{Cli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(command) => match run(command) {
            Ok(code) => code,
            Err(e) => {
                eprintln!("snakescope: {e:#}");
                ExitCode::from(2)
            }
        },
        None => {
            // The window is not built yet: say what the command line offers.
            let _ = Cli::command().print_help();
            ExitCode::SUCCESS
        }
    }
}
