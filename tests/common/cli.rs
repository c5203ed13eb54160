//! Running the `snakescope` binary as a user runs it, from the repository's root.

use std::process::{Command, Output};

/// Runs `snakescope` with `args` from the repository's root and waits for it.
pub fn snakescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_snakescope"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

/// What the run wrote to its standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What the run wrote to its standard error.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
