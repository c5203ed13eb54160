//! The command line, run as a user would: each command's output and exit code, and its limits
//! against hostile flags, files and programs. One test binary for both.

#[path = "../common/mod.rs"]
mod common;

mod commands;
mod help;
mod hostile;
mod languages;
mod lessons;
mod limits;
mod long_runs;
mod option_fuzz;
mod race;
mod race_map;
mod trust;
