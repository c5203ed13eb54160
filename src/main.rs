//! The `snakescope` command: the app, or a headless command; in a web page, the app alone.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    snakescope::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    snakescope::app::web::start();
}
