//! Text that is not a scenario: where it goes wrong, said as a sentence.
//!
//! RON reports a position and a terse code ("Expected integer"); a person editing a file by
//! hand needs to know which field was unknown and which ones exist, that a required field is
//! missing, or which words a setting accepts. This file turns the one into the other.

use ron::error::{Error as RonError, Span, SpannedError};

/// Why a text could not be read as a scenario.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    /// The text is not RON, or not a scenario's shape (unknown field, wrong type, missing
    /// field). Shown as `FILE:LINE:COL: message`, the form editors and terminals link to.
    #[error("{origin}:{line}:{col}: {message}")]
    Parse {
        /// The file name (or other origin) given to the reader.
        origin: String,
        /// Line of the fault, counting from 1.
        line: usize,
        /// Column of the fault, counting characters from 1.
        col: usize,
        /// What is wrong, as a sentence.
        message: String,
    },
}

impl ScenarioError {
    /// Places RON's error, met while reading `text`, in `origin` and rewords it.
    pub(crate) fn from_ron(origin: &str, text: &str, error: &SpannedError) -> ScenarioError {
        let (line, col) = first_visible(text, &error.span);
        // At the very end RON reports what it was waiting for ("expected comma"); the person
        // needs to hear that the text stops short.
        let message = if only_blanks_after(text, line, col) {
            describe(&RonError::Eof)
        } else {
            describe(&error.code)
        };
        ScenarioError::Parse {
            origin: origin.to_owned(),
            line,
            col,
            message,
        }
    }
}

/// Whether nothing but white space follows line `line`, column `col` of `text`.
fn only_blanks_after(text: &str, line: usize, col: usize) -> bool {
    text.split_inclusive('\n')
        .skip(line.saturating_sub(1))
        .flat_map(str::chars)
        .skip(col.saturating_sub(1))
        .all(char::is_whitespace)
}

/// The start of `span`, moved past any white space inside it.
///
/// RON's span can start where the parser stood before it skipped the blanks after a `:`; the
/// fault is the first character after them (the `"` of `width: "six"`).
fn first_visible(text: &str, span: &Span) -> (usize, usize) {
    let end = (span.end.line, span.end.col);
    let (mut line, mut col) = (span.start.line, span.start.col);
    let mut rest = text
        .split_inclusive('\n')
        .skip(line.saturating_sub(1))
        .flat_map(str::chars)
        .skip(col.saturating_sub(1));
    while (line, col) < end {
        match rest.next() {
            Some('\n') => (line, col) = (line + 1, 1),
            Some(c) if c.is_whitespace() => col += 1,
            _ => break,
        }
    }
    (line, col)
}

/// A sentence for each RON error a hand-edited scenario is likely to meet; RON's own wording
/// for the rest.
fn describe(error: &RonError) -> String {
    match error {
        RonError::NoSuchStructField {
            expected,
            found,
            outer,
        } => unknown_field(found, expected, outer.as_deref()),
        RonError::MissingStructField { field, outer } => format!(
            "the field `{field}` is missing{}; it has no default, so it must be given",
            place(outer.as_deref())
        ),
        RonError::DuplicateStructField { field, outer } => format!(
            "the field `{field}` is given twice{}; keep one",
            place(outer.as_deref())
        ),
        RonError::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => format!(
            "`{found}` is not a {}; write {}",
            enum_meaning(outer.as_deref()),
            one_of(expected)
        ),
        RonError::ExpectedDifferentStructName { expected, found } => {
            format!("the file holds a `{found}`, but a `{expected}(...)` is expected")
        }
        RonError::ExpectedInteger => "expected a whole number here".to_owned(),
        RonError::ExpectedFloat => "expected a number here".to_owned(),
        RonError::IntegerOutOfBounds => {
            "this number is out of range for its field (negative where it cannot be, or too large)"
                .to_owned()
        }
        RonError::ExpectedString | RonError::ExpectedStringEnd => {
            "expected a string in double quotes here".to_owned()
        }
        RonError::ExpectedOption | RonError::ExpectedOptionEnd => {
            "expected `None`, `Some(...)` or a value here".to_owned()
        }
        RonError::ExpectedArray => "expected a list in square brackets `[...]` here".to_owned(),
        RonError::ExpectedArrayEnd => "expected `,` or the closing `]` of the list here".to_owned(),
        RonError::ExpectedComma => {
            "expected a comma `,` here, between two fields or two values".to_owned()
        }
        RonError::ExpectedStructLike | RonError::ExpectedNamedStructLike(_) => {
            "expected an opening `(` here".to_owned()
        }
        RonError::ExpectedStructLikeEnd => "expected the closing `)` here".to_owned(),
        RonError::ExpectedMapColon => "expected a colon `:` after the field name".to_owned(),
        RonError::ExpectedIdentifier => "expected a field name or a word here".to_owned(),
        RonError::ExpectedDifferentLength { expected, found } => {
            format!("expected {expected} but found {found} element(s); a cell is written `(x, y)`")
        }
        RonError::InvalidValueForType { expected, found } => {
            format!("expected {} but found {found}", plain_type(expected))
        }
        RonError::Eof => {
            "the text ends too early: a value or a closing bracket is missing".to_owned()
        }
        RonError::TrailingCharacters => {
            "unexpected text after the scenario's closing `)`".to_owned()
        }
        RonError::UnclosedBlockComment => "a `/*` comment is never closed".to_owned(),
        RonError::UnexpectedChar(c) => format!("unexpected character {c:?}"),
        other => other.to_string(),
    }
}

fn unknown_field(found: &str, expected: &[&str], outer: Option<&str>) -> String {
    match (outer, expected) {
        (Some(solver), []) => {
            format!("the {solver} solver has no options, so `{found}` is not one")
        }
        (Some(solver), _) if solver != "Scenario" => format!(
            "unknown option `{found}` for the {solver} solver; its options are {}",
            list(expected)
        ),
        _ => format!(
            "unknown field `{found}`; a scenario's fields are {}",
            list(expected)
        ),
    }
}

/// " in `Outer`", or nothing.
fn place(outer: Option<&str>) -> String {
    match outer {
        Some(outer) => format!(" in `{outer}`"),
        None => String::new(),
    }
}

/// What the values of an enum are, in words.
fn enum_meaning(name: Option<&str>) -> &str {
    match name {
        Some("Dir") => "direction",
        Some("TailRule") => "tail rule",
        Some("Solver") => "solver",
        Some("Condition") => "breakpoint condition",
        Some("FactKind") => "kind of fact",
        Some("Refusal") => "reason to refuse a shortcut",
        Some(other) => other,
        None => "known name",
    }
}

/// serde's type names for numbers, in words.
fn plain_type(expected: &str) -> &str {
    match expected {
        "i8" | "i16" | "i32" | "i64" => "a whole number",
        "u8" | "u16" | "u32" | "u64" => "a whole number, 0 or more",
        "f32" | "f64" => "a number",
        other => other,
    }
}

/// "`a`, `b` or `c`".
fn one_of(names: &[&str]) -> String {
    match names {
        [] => "nothing here".to_owned(),
        [only] => format!("`{only}`"),
        [first, second] => format!("`{first}` or `{second}`"),
        [rest @ .., last] => format!("one of {} or `{last}`", list(rest)),
    }
}

/// "`a`, `b`, `c`".
fn list(names: &[&str]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use crate::scenario::Scenario;

    fn error(text: &str) -> String {
        Scenario::from_ron_str(text, "e.ron")
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn an_unknown_field_is_named_with_the_fields_that_exist() {
        let e = error("Scenario(\n    width: 6,\n    colour: 3,\n)");
        assert!(e.starts_with("e.ron:3:5: unknown field `colour`"), "{e}");
        assert!(e.contains("`width`, `height`, `snake`"), "{e}");
    }

    #[test]
    fn a_missing_field_and_a_wrong_type_say_so() {
        let e = error("Scenario(width: 6, height: 6)");
        assert!(e.contains("the field `snake` is missing"), "{e}");
        let e = error("Scenario(width: \"six\", height: 6, snake: [])");
        assert!(e.starts_with("e.ron:1:17: expected a whole number"), "{e}");
        let e = error("Scenario(\n  width:\n    \"six\", height: 6, snake: [])");
        assert!(e.starts_with("e.ron:3:5: expected a whole number"), "{e}");
    }

    #[test]
    fn an_unknown_word_lists_the_words_allowed() {
        let e = error("Scenario(width: 6, height: 6, snake: [(0, 0)], tail: Bites)");
        assert!(
            e.contains("`Bites` is not a tail rule; write `Blocks` or `Follows`"),
            "{e}"
        );
        let e = error("Scenario(width: 6, height: 6, snake: [(0, 0)], heading: Some(North))");
        assert!(e.contains("`North` is not a direction"), "{e}");
    }

    #[test]
    fn a_cell_with_one_coordinate_is_explained() {
        let e = error("Scenario(width: 6, height: 6, snake: [(0)])");
        assert!(e.contains("a cell is written `(x, y)`"), "{e}");
    }
}
