//! Where a solver outside snakescope lives: a program's command, or a bot's address, each with
//! its deadline; and a command line split into words.

use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// How long a solver may take to answer, unless its spec says otherwise.
pub const DEFAULT_TIMEOUT_MS: u64 = 1_000;

/// Where a solver outside snakescope lives.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExternalSpec {
    /// A program speaking the line protocol of `docs/PROTOCOL.md`.
    Program {
        /// The program and its arguments (no shell).
        command: Vec<String>,
        /// How long each answer may take, in milliseconds.
        timeout_ms: u64,
    },
    /// A bot speaking the Battlesnake API.
    Battlesnake {
        /// The bot's address, e.g. `http://127.0.0.1:8000`.
        url: String,
        /// How long each request may take, in milliseconds.
        timeout_ms: u64,
    },
}

/// Why the program a spec names cannot start here ([`ExternalSpec::locate`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LocateError {
    /// The command has no program in it.
    #[error("{}", tr!("the command is empty"))]
    EmptyCommand,
    /// The program is not an executable file, where named or on `PATH`.
    #[error("{}", tr!(
        "{program} is not an executable file here (nor on PATH): the program cannot start",
        program = format!("{:?}", .0)
    ))]
    NotFound(String),
}

impl ExternalSpec {
    /// The one copy of this spec kept for the rest of the program, so that a solver's kind
    /// can name it and stay a small `Copy` value. Equal specs give the same copy.
    pub fn intern(self) -> &'static ExternalSpec {
        static KNOWN: OnceLock<Mutex<Vec<&'static ExternalSpec>>> = OnceLock::new();
        let mut known = KNOWN
            .get_or_init(|| Mutex::new(Vec::new()))
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        if let Some(&k) = known.iter().find(|&&k| *k == self) {
            return k;
        }
        let k: &'static ExternalSpec = Box::leak(Box::new(self));
        known.push(k);
        k
    }

    /// The deadline for one answer.
    pub fn timeout(&self) -> Duration {
        match self {
            ExternalSpec::Program { timeout_ms, .. }
            | ExternalSpec::Battlesnake { timeout_ms, .. } => Duration::from_millis(*timeout_ms),
        }
    }

    /// Where the program would be run from, found without running anything: the file the
    /// command names (a path, or the first match on `PATH`), if it is there and executable;
    /// `Ok(None)` for a bot, which is not contacted. The error says what is wrong, in words.
    pub fn locate(&self) -> Result<Option<std::path::PathBuf>, LocateError> {
        let ExternalSpec::Program { command, .. } = self else {
            return Ok(None);
        };
        let Some(program) = command.first().filter(|p| !p.is_empty()) else {
            return Err(LocateError::EmptyCommand);
        };
        let named = std::path::Path::new(program);
        let candidates: Vec<std::path::PathBuf> = if named.components().count() > 1 {
            vec![named.to_path_buf()]
        } else {
            std::env::var_os("PATH")
                .map(|paths| {
                    std::env::split_paths(&paths)
                        .map(|d| d.join(program))
                        .collect()
                })
                .unwrap_or_default()
        };
        candidates
            .into_iter()
            .find(|path| is_executable(path))
            .map(Some)
            .ok_or_else(|| LocateError::NotFound(program.clone()))
    }

    /// The spec in a few words: the command (a word with a space or a quote in it written in
    /// quotes, as [`split_command`] reads it back), or the bot's address.
    pub fn label(&self) -> String {
        match self {
            ExternalSpec::Program { command, .. } => command
                .iter()
                .map(|word| quoted(word))
                .collect::<Vec<_>>()
                .join(" "),
            ExternalSpec::Battlesnake { url, .. } => format!("Battlesnake bot at {url}"),
        }
    }
}

/// `word` as a command line writes it: in double quotes if it holds a space or a quote (or is
/// empty), in single quotes if it holds a double quote.
fn quoted(word: &str) -> String {
    if !word.is_empty()
        && !word
            .chars()
            .any(|c| c.is_whitespace() || c == '"' || c == '\'')
    {
        return word.to_owned();
    }
    if word.contains('"') {
        format!("'{word}'")
    } else {
        format!("\"{word}\"")
    }
}

/// Whether `path` is a file this user may run.
fn is_executable(path: &std::path::Path) -> bool {
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.is_file() && meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        meta.is_file()
    }
}

/// Splits a command line into the program and its arguments: on spaces, except inside
/// double or single quotes (`python3 "my solver.py"`). No other shell syntax.
pub fn split_command(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}
#[cfg(test)]
mod tests {
    use super::split_command;

    #[test]
    fn commands_split_on_spaces_outside_quotes() {
        assert_eq!(
            split_command(r#"python3  "my solver.py" --depth '3 4' x"#),
            ["python3", "my solver.py", "--depth", "3 4", "x"]
        );
        assert_eq!(split_command("  "), Vec::<String>::new());
        assert_eq!(split_command(r#"a """#), ["a", ""]);
    }
}
