//! The program's entry: parse the command line, then run a headless command or open the
//! window. A program of your own that registers a solver (see
//! [`snakescope_core::solver::register`]) calls [`main`] afterwards and is snakescope with that solver.

use snakescope_cli::run;
use std::process::ExitCode;

/// Runs snakescope with the solvers registered so far, on this process's arguments.
pub fn main() -> ExitCode {
    // Programs and bots are reached by starting them and by HTTP; a program snakescope runs
    // ends with it, even when it is stopped by a signal. What may run is the user's choice:
    // what they name on the command line, everything with --allow-programs, what they answer
    // Run to in the window.
    snakescope_external::install();
    let cli = snakescope_cli::parse();
    if cli.permits_programs() {
        snakescope_core::solver::external::permit_all();
    }
    snakescope_core::words::set_default(
        cli.lang
            .unwrap_or_else(snakescope_core::words::Language::from_locale),
    );
    match cli.command {
        Some(command) => match run(command) {
            Ok(code) => code,
            Err(e) => {
                eprintln!("snakescope: {}", snakescope_cli::failure_words(&e));
                ExitCode::from(2)
            }
        },
        // No command: the window, on FILE if given (a load error is shown in the window).
        None => open_window(cli.file, cli.lang),
    }
}

#[cfg(feature = "gui")]
fn open_window(
    file: Option<std::path::PathBuf>,
    lang: Option<snakescope_core::words::Language>,
) -> ExitCode {
    if !has_display() {
        eprintln!(
            "snakescope: {}",
            tr!(
                "no display: set DISPLAY (or WAYLAND_DISPLAY), or use one of the commands that need no window: {commands}",
                commands = HEADLESS_COMMANDS
            )
        );
        return ExitCode::from(2);
    }
    match snakescope_app::window::run(file, lang) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!(
                "snakescope: {}",
                tr!(
                    "the window could not open: {e}",
                    e = without_source_places(&e.to_string())
                )
            );
            eprintln!("snakescope: {}", headless());
            ExitCode::from(2)
        }
    }
}

/// Whether a window can be shown: on Linux and the BSDs, an X or Wayland display is named
/// (elsewhere the system always has one).
#[cfg(feature = "gui")]
fn has_display() -> bool {
    if cfg!(any(target_os = "macos", target_os = "windows")) {
        return true;
    }
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()))
}

/// `text` without the places in source files a library's error may carry (`at
/// /home/.../src/lib.rs:12:5`): they name the machine the program was built on, nothing the
/// user can act on.
#[cfg(feature = "gui")]
fn without_source_places(text: &str) -> String {
    let mut words: Vec<&str> = Vec::new();
    for word in text.split_whitespace() {
        let place = word.contains(".rs:") || word.contains("/.cargo/") || word.contains("/rustc/");
        if place {
            if words.last() == Some(&"at") {
                words.pop();
            }
            continue;
        }
        words.push(word);
    }
    words.join(" ")
}

#[cfg(not(feature = "gui"))]
fn open_window(
    _file: Option<std::path::PathBuf>,
    _lang: Option<snakescope_core::words::Language>,
) -> ExitCode {
    eprintln!(
        "snakescope: {}",
        tr!("this build has no window (built without the `gui` feature)")
    );
    eprintln!("snakescope: {}", headless());
    ExitCode::from(2)
}

/// The commands that need no window.
const HEADLESS_COMMANDS: &str = "bench, check, play, explain, diff, render, handout, race";

/// What still works without a window.
fn headless() -> String {
    tr!(
        "the commands that need no window still work: {commands} (see `snakescope --help`)",
        commands = HEADLESS_COMMANDS
    )
}
