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
        ScenarioError::Parse {
            origin: origin.to_owned(),
            line,
            col,
            message: reworded(text, error),
        }
    }
}

/// RON's error, met while reading `text`, as a sentence (without its place).
pub(crate) fn reworded(text: &str, error: &SpannedError) -> String {
    let (line, col) = first_visible(text, &error.span);
    // At the very end RON reports what it was waiting for ("expected comma"); the person
    // needs to hear that the text stops short.
    if only_blanks_after(text, line, col) {
        describe(&RonError::Eof)
    } else {
        describe(&error.code)
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
        RonError::MissingStructField { field, outer } => tr!(
            "the field `{field}` is missing{n}; it has no default, so it must be given",
            field = field,
            n = place(outer.as_deref())
        ),
        RonError::DuplicateStructField { field, outer } => tr!(
            "the field `{field}` is given twice{n}; keep one",
            field = field,
            n = place(outer.as_deref())
        ),
        RonError::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => tr!(
            "`{found}` is not a {n}; write {expected}",
            found = found,
            n = enum_meaning(outer.as_deref()),
            expected = one_of(expected)
        ),
        // What the file holds instead is not quoted: a file that is no scenario at all (a
        // shared lesson may name any file) would have its first word shown.
        RonError::ExpectedDifferentStructName { expected, .. } => {
            tr!(
                "this is not a {expected} file: it should start with `{expected}(`",
                expected = expected
            )
        }
        RonError::ExpectedDifferentLength { expected, found } => {
            tr!(
                "expected {expected} but found {found} element(s); a cell is written `(x, y)`",
                expected = expected,
                found = found
            )
        }
        RonError::InvalidValueForType { expected, found } => {
            tr!(
                "expected {expected} but found {found}",
                expected = plain_type(expected),
                found = found
            )
        }
        // A value a reader refused with its own words (a number out of range, a solver's
        // option): those words are already a sentence.
        RonError::Message(words) => words.clone(),
        other => syntax_words(other),
    }
}

/// A sentence for each RON error about how the text is written (a number, a string, a
/// bracket, a comma) rather than what a field holds, and a plain sentence for anything else.
fn syntax_words(error: &RonError) -> String {
    match error {
        RonError::ExpectedInteger => tr!("expected a whole number here"),
        RonError::ExpectedFloat => tr!("expected a number here"),
        RonError::IntegerOutOfBounds => {
            tr!(
                "this number is out of range for its field (negative where it cannot be, or too large)"
            )
        }
        RonError::ExpectedString | RonError::ExpectedStringEnd => {
            tr!("expected a string in double quotes here")
        }
        RonError::ExpectedOption | RonError::ExpectedOptionEnd => {
            tr!("expected `None`, `Some(...)` or a value here")
        }
        RonError::ExpectedArray => tr!("expected a list in square brackets `[...]` here"),
        RonError::ExpectedArrayEnd => tr!("expected `,` or the closing `]` of the list here"),
        RonError::ExpectedComma => {
            tr!("expected a comma `,` here, between two fields or two values")
        }
        RonError::ExpectedStructLike | RonError::ExpectedNamedStructLike(_) => {
            tr!("expected an opening `(` here")
        }
        RonError::ExpectedStructLikeEnd => tr!("expected the closing `)` here"),
        RonError::ExpectedMapColon => tr!("expected a colon `:` after the field name"),
        RonError::ExpectedIdentifier => tr!("expected a field name or a word here"),
        RonError::Eof => {
            tr!("the text ends too early: a value or a closing bracket is missing")
        }
        RonError::TrailingCharacters => {
            tr!("unexpected text after the scenario's closing `)`")
        }
        RonError::UnclosedBlockComment => tr!("a `/*` comment is never closed"),
        RonError::UnexpectedChar(c) => tr!("unexpected character {c}", c = char_words(*c)),
        RonError::InvalidEscape(_) => {
            tr!("a string holds an escape (`\\...`) that is not one RON knows")
        }
        RonError::InvalidIntegerDigit { .. } | RonError::UnderscoreAtBeginning => {
            tr!("this number is not written as a whole number")
        }
        RonError::UnclosedLineComment => tr!("a `//` comment is never closed"),
        RonError::ExpectedUnit => tr!("expected `()` here"),
        RonError::ExpectedBoolean => tr!("expected `true` or `false` here"),
        RonError::ExpectedChar => tr!("expected a character in single quotes here"),
        RonError::ExpectedMap | RonError::ExpectedMapEnd => {
            tr!("expected a map in braces `{{...}}` here")
        }
        RonError::ExpectedStructName(_) => tr!("expected a name before the `(` here"),
        RonError::ExceededRecursionLimit => {
            tr!("the text nests brackets too deeply to be read")
        }
        // Anything else RON can say: said without RON's own wording, which may name the
        // program's types.
        _ => tr!("this is not what a snakescope file holds here"),
    }
}

/// A character as a message shows it: in quotes, or by its code if it is not printable.
fn char_words(c: char) -> String {
    if c.is_control() || c.is_whitespace() {
        format!("U+{:04X}", u32::from(c))
    } else {
        format!("`{c}`")
    }
}

fn unknown_field(found: &str, expected: &[&str], outer: Option<&str>) -> String {
    // A lesson's own structures (and a scenario written inside a step, which the reader
    // knows only by its fields) are not a solver's options.
    let outer = outer.filter(|o| !matches!(*o, "Lesson" | "LessonStep"));
    if outer.is_none() && !expected.contains(&"snake") {
        return tr!(
            "unknown field `{found}`; the fields here are {expected}",
            found = found,
            expected = list(expected)
        );
    }
    match (outer, expected) {
        (Some(solver), []) => {
            tr!(
                "the {solver} solver has no options, so `{found}` is not one",
                solver = solver,
                found = found
            )
        }
        (Some(solver), _) if SOLVERS.contains(&solver) => tr!(
            "unknown option `{found}` for the {solver} solver; its options are {expected}",
            found = found,
            solver = solver,
            expected = list(expected)
        ),
        (Some(outer), _) if outer != "Scenario" => tr!(
            "unknown field `{found}` in `{outer}(...)`; its fields are {expected}",
            found = found,
            outer = outer,
            expected = list(expected)
        ),
        _ => tr!(
            "unknown field `{found}`; a scenario's fields are {expected}",
            found = found,
            expected = list(expected)
        ),
    }
}

/// " in `Outer`", or nothing.
fn place(outer: Option<&str>) -> String {
    match outer {
        Some(outer) => tr!(" in `{outer}`", outer = outer),
        None => String::new(),
    }
}

/// The solvers' names, as a scenario writes them: an unknown field inside one is an option.
const SOLVERS: [&str; 9] = [
    "Greedy",
    "Hamilton",
    "Backtrack",
    "Cycle",
    "Manual",
    "Splice",
    "Custom",
    "External",
    "Battlesnake",
];

/// What the values of an enum are, in words; never the name of a type of the program.
fn enum_meaning(name: Option<&str>) -> String {
    match name {
        Some("Dir") => tr!("direction"),
        Some("TailRule") => tr!("tail rule"),
        Some("Solver") => tr!("solver"),
        Some("Condition") => tr!("breakpoint condition"),
        Some("FactKind") => tr!("kind of fact"),
        Some("Refusal") => tr!("reason to refuse a shortcut"),
        Some("SearchName") => tr!("search"),
        Some("PlanName") => tr!("splice plan"),
        Some("RuleName") => tr!("shortcut rule"),
        Some("CheckName") => tr!("safety check"),
        Some("Question") => tr!("question"),
        _ => tr!("known name"),
    }
}

/// serde's type names for numbers, in words.
fn plain_type(expected: &str) -> String {
    match expected {
        "i8" | "i16" | "i32" | "i64" => tr!("a whole number"),
        "u8" | "u16" | "u32" | "u64" | "usize" => tr!("a whole number, 0 or more"),
        "f32" | "f64" => tr!("a number"),
        "bool" => tr!("`true` or `false`"),
        "char" => tr!("a character"),
        "String" | "str" | "string" => tr!("a string in double quotes"),
        _ => tr!("another kind of value"),
    }
}

/// "`a`, `b` or `c`".
fn one_of(names: &[&str]) -> String {
    match names {
        [] => tr!("nothing here"),
        [only] => format!("`{only}`"),
        [first, second] => tr!("`{first}` or `{second}`", first = first, second = second),
        [rest @ .., last] => tr!("one of {rest} or `{last}`", rest = list(rest), last = last),
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
