//! The `snakescope` command.

fn main() {
    println!("snakescope: see `snakescope --help`");
}
