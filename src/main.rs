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
                eprintln!(
                    "snakescope: without a display, the headless commands still work: \
                     bench, check, play, explain (see `snakescope --help`)"
                );
                ExitCode::from(2)
            }
        },
    }
}
