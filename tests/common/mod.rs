//! Helpers shared by the integration tests.
#![allow(dead_code)]

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
#[cfg(feature = "gui")]
pub mod pixels;

/// The example Battlesnake bot (`examples/solvers/battlesnake.py`), started on a free port:
/// the running server, and its address. Kill the child when done.
pub fn start_example_bot() -> (std::process::Child, String) {
    use std::io::BufRead;
    let mut server = std::process::Command::new("python3")
        .args(["examples/solvers/battlesnake.py", "0"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs the example bot");
    let mut first = String::new();
    std::io::BufReader::new(server.stderr.take().expect("piped"))
        .read_line(&mut first)
        .expect("the bot says where it listens");
    let url = first
        .trim()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("unexpected first line {first:?}"))
        .to_string();
    (server, url)
}
