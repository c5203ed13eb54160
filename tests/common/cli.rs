//! Running the `snakescope` binary as a user runs it, from the repository's root.

use std::process::{Command, Output};

/// Runs `snakescope` with `args` from the repository's root and waits for it, in English
/// whatever the locale of the machine running the tests.
pub fn snakescope(args: &[&str]) -> Output {
    // The machine's LANG stays (programs snakescope runs read their encoding from it).
    let lang = std::env::var("LANG").unwrap_or_default();
    snakescope_in(&[("LC_MESSAGES", "C"), ("LANG", &lang)], args)
}

/// Runs `snakescope` with `args` as [`snakescope`] does, with the locale's variables `LC_ALL`,
/// `LC_MESSAGES` and `LANG` as `locale` gives them (any not given unset).
pub fn snakescope_in(locale: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_snakescope"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command
        .envs(locale.iter().copied())
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
