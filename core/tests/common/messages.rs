//! What a message shown to a user must never hold: Rust's debug text (`Some((2, 3))`,
//! `None`), a type's or an enum's name, a path of the code (`a::b`), a place in the sources of
//! the machine it was built on, a panic. Text between backticks is the file format's own words
//! (`Some(...)` is how a scenario writes an option) and is left out.

/// Nothing, or what was found and where.
pub fn clean(message: &str) -> Result<(), String> {
    let outside: String = message
        .split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, part)| part)
        .collect();
    const DEBUG: [&str; 17] = [
        "Some(",
        "None",
        "enum ",
        "::",
        "SearchName",
        "SolverKind",
        "PathBuf",
        "Option<",
        "Vec<",
        "String(",
        "Os {",
        "kind: ",
        "/.cargo/",
        "/rustc/",
        ".rs:",
        "panicked",
        "Unexpected variant",
    ];
    match DEBUG.iter().find(|d| outside.contains(*d)) {
        Some(found) => Err(format!("{found:?} in: {message}")),
        None => Ok(()),
    }
}
