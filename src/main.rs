//! The `snakescope` command: the app, or a headless command.

use clap::Parser;
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
        // No command: the window, on FILE if given (a load error is shown in the window).
        None => match snakescope::app::run(cli.file) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("snakescope: the window could not open: {e}");
                ExitCode::from(2)
            }
        },
    }
}
