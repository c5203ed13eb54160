//! A failed command in words: the error and the chain of its causes, each cause said once.

/// `error` and each cause in its chain, joined by ": ", leaving out a cause whose words the
/// message already holds: the library's errors say their cause in their own sentence ("cannot
/// read FILE: CAUSE") and hand it on as their source too, so a chain printed whole would say
/// it twice.
pub fn failure_words(error: &anyhow::Error) -> String {
    let mut said = String::new();
    for cause in error.chain() {
        let words = cause.to_string();
        if said.is_empty() {
            said = words;
        } else if !said.contains(&words) {
            said.push_str(": ");
            said.push_str(&words);
        }
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::files::{FileKind, ReadError, read_text};
    use std::error::Error;

    #[test]
    fn a_cause_in_the_chain_is_said_once_and_a_context_before_it() {
        let missing = std::path::Path::new("/no/such/folder/s.ron");
        let read = read_text(missing, FileKind::Scenario).unwrap_err();
        assert!(matches!(read, ReadError::Io { .. }));
        // The cause is handed on as the error's source.
        let source = read.source().expect("the operating system's cause");
        assert!(source.downcast_ref::<std::io::Error>().is_some());
        let io_words = source.to_string();
        let message = read.to_string();
        assert!(message.contains(&io_words), "{message}");
        let error = anyhow::Error::new(read).context("opening the scenario");
        let words = failure_words(&error);
        assert_eq!(words, format!("opening the scenario: {message}"));
        assert_eq!(words.matches(&io_words).count(), 1, "{words}");
    }
}
