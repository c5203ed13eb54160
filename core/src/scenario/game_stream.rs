//! A game file read as it streams in, never held whole: a game's moves, food and a solver's
//! answers may run to tens of megabytes, so the file is read a line at a time and its large
//! lists an element at a time. Each field's value is handed to the RON parser on its own,
//! with its place in the file, so that a message still reads `FILE:LINE:COL: ...`.
//!
//! The text read is RON, as [`SavedGame::to_file_text`] writes it and as a person may edit
//! it: comments, any spacing, fields in any order, `Game` named or not, `Some(..)` or a bare
//! value for an optional field.

use super::Scenario;
use super::file::FORMAT_VERSION;
use super::io::LoadError;
use super::saved_game::{GameFileError, SavedFault, SavedGame};
use ron::extensions::Extensions;
use serde::de::DeserializeOwned;
use std::io::BufRead;
use std::path::PathBuf;

/// The fields of a game, in the order they are written.
const FIELDS: [&str; 8] = [
    "version",
    "scenario",
    "tick",
    "moves",
    "food",
    "answers",
    "solver_name",
    "fault",
];

impl SavedGame {
    /// Reads a game file's text; `origin` names it in messages.
    pub fn from_ron_str(text: &str, origin: &str) -> Result<SavedGame, GameFileError> {
        read_game(text.as_bytes(), origin, u64::MAX)?.checked(origin)
    }
}

/// Reads a game from `reader`, at most `limit` bytes of it; `origin` names the file in
/// messages. Only one line of the file and one value of the game are held at a time, besides
/// the game read so far.
pub(crate) fn read_game(
    reader: impl BufRead,
    origin: &str,
    limit: u64,
) -> Result<SavedGame, GameFileError> {
    let mut source = Source::new(reader, origin, limit);
    let fields = read_fields(&mut source)?;
    fields.into_game(origin)
}

/// Where a character is: its line and column, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Place {
    line: usize,
    col: usize,
}

/// The file's characters, a line at a time.
struct Source<'a, R> {
    reader: R,
    /// The line being read, its end of line included.
    text: String,
    /// The byte of `text` read next.
    at: usize,
    /// Where the character at `at` is.
    place: Place,
    /// Bytes of the file before `text`.
    before: u64,
    limit: u64,
    origin: &'a str,
    ended: bool,
}

impl<'a, R: BufRead> Source<'a, R> {
    fn new(reader: R, origin: &'a str, limit: u64) -> Self {
        Source {
            reader,
            text: String::new(),
            at: 0,
            place: Place { line: 0, col: 1 },
            before: 0,
            limit,
            origin,
            ended: false,
        }
    }

    /// An error at `place`.
    fn error_at(&self, place: Place, message: impl Into<String>) -> GameFileError {
        GameFileError::ParseAt {
            origin: self.origin.to_owned(),
            line: place.line.max(1),
            col: place.col,
            message: message.into(),
        }
    }

    /// An error at the next character.
    fn error(&self, message: impl Into<String>) -> GameFileError {
        self.error_at(self.place, message)
    }

    /// Reads the next line, if the current one is used up.
    fn fill(&mut self) -> Result<(), GameFileError> {
        if self.at < self.text.len() || self.ended {
            return Ok(());
        }
        self.before += self.text.len() as u64;
        let mut bytes = Vec::new();
        let path = || PathBuf::from(self.origin);
        let read = self
            .reader
            .read_until(b'\n', &mut bytes)
            .map_err(|source| LoadError::Io {
                path: path(),
                source,
            })?;
        let bytes_so_far = self.before + read as u64;
        if bytes_so_far > self.limit {
            return Err(LoadError::TooLarge {
                path: path(),
                bytes: bytes_so_far,
                what: "game",
                limit: self.limit,
            }
            .into());
        }
        if read == 0 {
            self.ended = true;
            self.text.clear();
            self.at = 0;
            return Ok(());
        }
        let line = self.place.line + 1;
        self.text = String::from_utf8(bytes).map_err(|e| {
            let good = e.utf8_error().valid_up_to();
            let col = 1 + String::from_utf8_lossy(&e.as_bytes()[..good])
                .chars()
                .count();
            LoadError::NotUtf8 {
                path: path(),
                line,
                col,
                offset: (self.before + good as u64) as usize,
            }
        })?;
        self.at = 0;
        self.place = Place { line, col: 1 };
        Ok(())
    }

    /// The next character, not taken.
    fn peek(&mut self) -> Result<Option<char>, GameFileError> {
        self.fill()?;
        Ok(self.text[self.at..].chars().next())
    }

    /// The character after the next one, if it is on the same line.
    fn peek_second(&mut self) -> Result<Option<char>, GameFileError> {
        self.fill()?;
        Ok(self.text[self.at..].chars().nth(1))
    }

    /// Takes the next character.
    fn bump(&mut self) -> Result<Option<char>, GameFileError> {
        let c = self.peek()?;
        if let Some(c) = c {
            self.at += c.len_utf8();
            self.place.col += 1;
        }
        Ok(c)
    }

    /// Takes the next character into `out`, which may hold at most the file's limit.
    fn copy(&mut self, out: &mut String) -> Result<char, GameFileError> {
        match self.bump()? {
            Some(c) => {
                out.push(c);
                Ok(c)
            }
            None => Err(self.error("Unexpected end of RON")),
        }
    }

    /// Skips spaces, line ends and comments.
    fn skip_trivia(&mut self) -> Result<(), GameFileError> {
        loop {
            match (self.peek()?, self.peek_second()?) {
                (Some(c), _) if c.is_whitespace() || c == '\u{feff}' => {
                    self.bump()?;
                }
                (Some('/'), Some('/' | '*')) => {
                    let mut ignored = String::new();
                    self.copy_comment(&mut ignored)?;
                }
                _ => return Ok(()),
            }
        }
    }

    /// Copies a comment (`// ...` to the end of the line, or `/* ... */`, nested).
    fn copy_comment(&mut self, out: &mut String) -> Result<(), GameFileError> {
        let start = self.place;
        self.copy(out)?;
        if self.copy(out)? == '/' {
            while !matches!(self.peek()?, None | Some('\n')) {
                self.copy(out)?;
            }
            return Ok(());
        }
        let mut depth = 1;
        while depth > 0 {
            if self.peek()?.is_none() {
                return Err(self.error_at(start, "Unclosed block comment"));
            }
            match (self.copy(out)?, self.peek()?) {
                ('*', Some('/')) => {
                    self.copy(out)?;
                    depth -= 1;
                }
                ('/', Some('*')) => {
                    self.copy(out)?;
                    depth += 1;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Copies a quoted string or character, escapes included.
    fn copy_quoted(&mut self, out: &mut String) -> Result<(), GameFileError> {
        let start = self.place;
        let quote = self.copy(out)?;
        loop {
            // The plain run up to the next escape or quote, at once (a solver's answers are
            // long strings).
            self.fill()?;
            let rest = &self.text[self.at..];
            let plain = rest.find(['\\', quote]).unwrap_or(rest.len());
            out.push_str(&rest[..plain]);
            self.place.col += rest[..plain].chars().count();
            self.at += plain;
            match self.bump()? {
                None => return Err(self.error_at(start, "Expected end of string")),
                Some('\\') => {
                    out.push('\\');
                    self.copy(out)?;
                }
                Some(c) => {
                    out.push(c);
                    if c == quote {
                        return Ok(());
                    }
                }
            }
        }
    }

    /// Copies a raw string, `r"..."` or `r#"..."#` with any number of `#`.
    fn copy_raw(&mut self, out: &mut String) -> Result<(), GameFileError> {
        let start = self.place;
        self.copy(out)?; // r
        let mut hashes = 0;
        while self.peek()? == Some('#') {
            self.copy(out)?;
            hashes += 1;
        }
        if self.copy(out)? != '"' {
            return Err(self.error_at(start, "Expected a raw string"));
        }
        loop {
            if self.peek()?.is_none() {
                return Err(self.error_at(start, "Expected end of string"));
            }
            if self.copy(out)? == '"' {
                let mut closing = 0;
                while closing < hashes && self.peek()? == Some('#') {
                    self.copy(out)?;
                    closing += 1;
                }
                if closing == hashes {
                    return Ok(());
                }
            }
        }
    }

    /// Copies one RON value into `out`: a string, a group in brackets, or a word or number
    /// (a word followed by a group, such as `Some(...)` or `Scenario(...)`, with it).
    fn copy_value(&mut self, out: &mut String) -> Result<(), GameFileError> {
        match (self.peek()?, self.peek_second()?) {
            (None, _) => Err(self.error("Unexpected end of RON")),
            (Some('"' | '\''), _) => self.copy_quoted(out),
            (Some('r'), Some('#' | '"')) => self.copy_raw(out),
            (Some('(' | '[' | '{'), _) => self.copy_group(out),
            (Some(_), _) => {
                let mut word = false;
                while let Some(c) = self.peek()? {
                    if c.is_whitespace() || ",:()[]{}/\"".contains(c) {
                        break;
                    }
                    word = true;
                    self.copy(out)?;
                }
                if !word {
                    return Err(self.error("Expected a value"));
                }
                // A word may name what follows: `Some(..)`, `Scenario (..)`.
                self.skip_trivia()?;
                if self.peek()? == Some('(') {
                    self.copy_group(out)?;
                }
                Ok(())
            }
        }
    }

    /// Copies a group from its opening bracket to the matching closing one.
    fn copy_group(&mut self, out: &mut String) -> Result<(), GameFileError> {
        let start = self.place;
        let mut open = vec![self.copy(out)?];
        while let Some(&last) = open.last() {
            match (self.peek()?, self.peek_second()?) {
                (None, _) => {
                    return Err(self.error_at(start, format!("Unclosed `{last}`")));
                }
                (Some('"' | '\''), _) => self.copy_quoted(out)?,
                (Some('r'), Some('#' | '"')) if !out.ends_with(is_word_char) => {
                    self.copy_raw(out)?;
                }
                (Some('/'), Some('/' | '*')) => self.copy_comment(out)?,
                (Some(c @ ('(' | '[' | '{')), _) => {
                    self.copy(out)?;
                    open.push(c);
                }
                (Some(c @ (')' | ']' | '}')), _) => {
                    let place = self.place;
                    self.copy(out)?;
                    if closing(last) != c {
                        return Err(self.error_at(place, format!("Expected `{}`", closing(last))));
                    }
                    open.pop();
                }
                (Some(_), _) => {
                    self.copy(out)?;
                }
            }
        }
        Ok(())
    }

    /// Reads a word (a field or struct name).
    fn word(&mut self) -> Result<String, GameFileError> {
        let mut w = String::new();
        while let Some(c) = self.peek()? {
            if !is_word_char(c) {
                break;
            }
            self.copy(&mut w)?;
        }
        Ok(w)
    }

    /// Takes `c`, or says it was expected here.
    fn expect(&mut self, c: char) -> Result<(), GameFileError> {
        self.skip_trivia()?;
        if self.peek()? == Some(c) {
            self.bump()?;
            Ok(())
        } else {
            Err(self.error(format!("Expected `{c}`")))
        }
    }

    /// Reads one value as a `T`; a parse error is placed in the file.
    fn value<T: DeserializeOwned>(&mut self) -> Result<T, GameFileError> {
        self.skip_trivia()?;
        let start = self.place;
        let mut text = String::new();
        self.copy_value(&mut text)?;
        parse_at(&text, start, self)
    }

    /// Reads a list value element by element, handing each to `each`.
    fn list<T: DeserializeOwned>(&mut self, mut each: impl FnMut(T)) -> Result<(), GameFileError> {
        self.expect('[')?;
        loop {
            self.skip_trivia()?;
            if self.peek()? == Some(']') {
                self.bump()?;
                return Ok(());
            }
            each(self.value()?);
            self.skip_trivia()?;
            match self.peek()? {
                Some(',') => {
                    self.bump()?;
                }
                Some(']') => {
                    self.bump()?;
                    return Ok(());
                }
                _ => return Err(self.error("Expected `,` or `]` in a list")),
            }
        }
    }
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn closing(open: char) -> char {
    match open {
        '(' => ')',
        '[' => ']',
        _ => '}',
    }
}

/// Parses `text`, which starts at `start` in the file, as a `T`.
fn parse_at<T: DeserializeOwned, R: BufRead>(
    text: &str,
    start: Place,
    source: &Source<'_, R>,
) -> Result<T, GameFileError> {
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME)
        .from_str(text)
        .map_err(|e| {
            let (line, col) = (e.span.start.line.max(1), e.span.start.col.max(1));
            let place = if line == 1 {
                Place {
                    line: start.line,
                    col: start.col + col - 1,
                }
            } else {
                Place {
                    line: start.line + line - 1,
                    col,
                }
            };
            source.error_at(place, e.code.to_string())
        })
}

/// The fields read so far.
#[derive(Default)]
struct Fields {
    version: Option<u32>,
    scenario: Option<Scenario>,
    tick: Option<u64>,
    moves: Option<String>,
    food: Option<Vec<(i64, i64)>>,
    answers: Option<Vec<String>>,
    solver_name: Option<Option<String>>,
    fault: Option<Option<SavedFault>>,
}

impl Fields {
    fn has(&self, name: &str) -> bool {
        match name {
            "version" => self.version.is_some(),
            "scenario" => self.scenario.is_some(),
            "tick" => self.tick.is_some(),
            "moves" => self.moves.is_some(),
            "food" => self.food.is_some(),
            "answers" => self.answers.is_some(),
            "solver_name" => self.solver_name.is_some(),
            _ => self.fault.is_some(),
        }
    }

    /// The game, once every field it needs is there.
    fn into_game(self, origin: &str) -> Result<SavedGame, GameFileError> {
        let missing = |field: &str| GameFileError::Parse {
            origin: origin.to_owned(),
            message: format!("Unexpected missing field named `{field}` in `Game`"),
        };
        let game = SavedGame {
            version: self.version.unwrap_or(FORMAT_VERSION),
            scenario: self.scenario.ok_or_else(|| missing("scenario"))?,
            tick: self.tick.unwrap_or(0),
            moves: self.moves.ok_or_else(|| missing("moves"))?,
            food: self.food.unwrap_or_default(),
            answers: self.answers.unwrap_or_default(),
            solver_name: self.solver_name.flatten(),
            fault: self.fault.flatten(),
        };
        Ok(game)
    }
}

/// Reads `Game( field: value, ... )` and nothing after it.
fn read_fields<R: BufRead>(source: &mut Source<'_, R>) -> Result<Fields, GameFileError> {
    source.skip_trivia()?;
    if source.peek()? == Some('#') {
        return Err(source.error("`#![enable(..)]` is not read in game files"));
    }
    let name_at = source.place;
    let name = source.word()?;
    if !name.is_empty() && name != "Game" {
        return Err(source.error_at(
            name_at,
            format!("Expected struct `Game` but found `{name}`"),
        ));
    }
    source.expect('(')?;
    let mut fields = Fields::default();
    loop {
        source.skip_trivia()?;
        if source.peek()? == Some(')') {
            source.bump()?;
            break;
        }
        let at = source.place;
        let field = source.word()?;
        if field.is_empty() {
            return Err(source.error("Expected a field name"));
        }
        if !FIELDS.contains(&field.as_str()) {
            return Err(source.error_at(
                at,
                format!(
                    "Unexpected field named `{field}` in `Game`, expected one of {}",
                    FIELDS.map(|f| format!("`{f}`")).join(", ")
                ),
            ));
        }
        if fields.has(&field) {
            return Err(source.error_at(at, format!("Duplicate field named `{field}`")));
        }
        source.expect(':')?;
        match field.as_str() {
            "version" => fields.version = Some(source.value()?),
            "scenario" => fields.scenario = Some(source.value()?),
            "tick" => fields.tick = Some(source.value()?),
            "moves" => fields.moves = Some(source.value()?),
            "food" => {
                let mut food = Vec::new();
                source.list(|f| food.push(f))?;
                fields.food = Some(food);
            }
            "answers" => {
                let mut answers = Vec::new();
                source.list(|a| answers.push(a))?;
                fields.answers = Some(answers);
            }
            "solver_name" => fields.solver_name = Some(source.value()?),
            _ => fields.fault = Some(source.value()?),
        }
        source.skip_trivia()?;
        match source.peek()? {
            Some(',') => {
                source.bump()?;
            }
            Some(')') => {}
            _ => return Err(source.error("Expected `,` or `)` after a field")),
        }
    }
    source.skip_trivia()?;
    if source.peek()?.is_some() {
        return Err(source.error("Unexpected text after the game"));
    }
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<SavedGame, String> {
        read_game(text.as_bytes(), "g.ron", 1 << 20).map_err(|e| e.to_string())
    }

    const SCENARIO: &str = "Scenario(width: 4, height: 4, snake: [(1, 0), (0, 0)], seed: 1)";

    #[test]
    fn a_game_reads_with_comments_spacing_and_fields_in_any_order() {
        let text = format!(
            "// a game\nGame(\n  moves: \"RR\", /* two */ food: [ (1, 2) , (3,0), ],\n  \
             scenario: {SCENARIO},\n  answers: [\"a)\", r#\"b\"]\"#],\n  solver_name: Some(\"x\"),\n)\n"
        );
        let game = read(&text).unwrap();
        assert_eq!(game.moves, "RR");
        assert_eq!(game.food, vec![(1, 2), (3, 0)]);
        assert_eq!(game.answers, vec!["a)".to_owned(), "b\"]".to_owned()]);
        assert_eq!(game.solver_name.as_deref(), Some("x"));
        assert_eq!(game.tick, 0);
    }

    #[test]
    fn errors_are_placed_at_their_line_and_column_in_the_file() {
        let text = format!("Game(\n  scenario: {SCENARIO},\n  tick: -1,\n  moves: \"\",\n)");
        let e = read(&text).unwrap_err();
        assert!(e.starts_with("g.ron:3:10: Integer is out of bounds"), "{e}");
        let text = format!("Game(scenario: {SCENARIO}, moves: \"\", food: [(1, 2) (3, 4)])");
        let e = read(&text).unwrap_err();
        assert!(e.contains("Expected `,` or `]`"), "{e}");
        let e = read("Game(colour: 3)").unwrap_err();
        assert!(
            e.starts_with("g.ron:1:6: Unexpected field named `colour`"),
            "{e}"
        );
        let e = read(&format!("Game(scenario: {SCENARIO})")).unwrap_err();
        assert!(e.contains("missing field named `moves`"), "{e}");
        let e = read(&format!("Game(scenario: {SCENARIO}, moves: \"\") x")).unwrap_err();
        assert!(e.contains("after the game"), "{e}");
        let e = read("Game(moves: \"R").unwrap_err();
        assert!(e.starts_with("g.ron:1:13: Expected end of string"), "{e}");
    }

    #[test]
    fn a_value_s_error_is_where_the_parser_of_the_whole_text_puts_it() {
        let broken = [
            format!("Game(\n  scenario: {SCENARIO},\n  tick: -1,\n  moves: \"\",\n)"),
            format!("Game(scenario: {SCENARIO},\n moves: \"\", food: [(1, 2), (1, \"a\")])"),
            "Game(moves: \"\",\n answers: [\"x\",\n   7])".to_owned(),
            "Game(\n  scenario: Scenario(width: \"4\"),\n moves: \"\")".to_owned(),
            format!("Game(scenario: {SCENARIO}, moves: \"\", fault: Some(SavedFault(tick: x)))"),
        ];
        for text in broken {
            let whole = ron::Options::default()
                .with_default_extension(Extensions::IMPLICIT_SOME)
                .from_str::<SavedGame>(&text)
                .unwrap_err();
            let expected = format!(
                "g.ron:{}:{}: {}",
                whole.span.start.line, whole.span.start.col, whole.code
            );
            assert_eq!(read(&text).unwrap_err(), expected, "{text}");
        }
    }

    #[test]
    fn a_stream_longer_than_the_limit_stops_there() {
        let text = format!(
            "Game(scenario: {SCENARIO}, moves: \"{}\")",
            "R".repeat(5000)
        );
        let e = read_game(text.as_bytes(), "g.ron", 1000).unwrap_err();
        assert!(e.to_string().contains("limited to"), "{e}");
    }
}
