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
        None => open_window(cli.file),
    }
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) -> ExitCode {
    match snakescope::app::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("snakescope: the window could not open: {e}");
            eprintln!("snakescope: {HEADLESS}");
            ExitCode::from(2)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!("snakescope: this build has no window (built without the `gui` feature)");
    eprintln!("snakescope: {HEADLESS}");
    ExitCode::from(2)
}

/// What still works without a window.
const HEADLESS: &str = "the headless commands still work: bench, check, play, explain \
                        (see `snakescope --help`)";
