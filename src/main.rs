//! The `snakescope` command: the app, or a headless command.

fn main() -> std::process::ExitCode {
    snakescope::main()
}
