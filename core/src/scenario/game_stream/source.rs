//! The game file's characters, a line at a time, with where each is: the reading and copying
//! of one RON value (strings, raw strings, comments and nested brackets kept whole) that the
//! game reader hands to the RON parser.

use crate::files::{FileKind, ReadError, not_utf8};
use crate::scenario::io::LoadError;
use crate::scenario::saved_game::GameFileError;
use ron::extensions::Extensions;
use serde::de::DeserializeOwned;
use std::io::BufRead;
use std::path::PathBuf;

/// A reading error, as the game reader's.
fn read_error(error: ReadError) -> GameFileError {
    LoadError::Read(error).into()
}

/// Where a character is: its line and column, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Place {
    line: usize,
    col: usize,
}

/// The file's characters, a line at a time.
pub(super) struct Source<'a, R> {
    reader: R,
    /// The line being read, its end of line included.
    text: String,
    /// The byte of `text` read next.
    at: usize,
    /// Where the character at `at` is.
    pub(super) place: Place,
    /// Bytes of the file before `text`.
    before: u64,
    limit: u64,
    origin: &'a str,
    ended: bool,
}

impl<'a, R: BufRead> Source<'a, R> {
    pub(super) fn new(reader: R, origin: &'a str, limit: u64) -> Self {
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
    pub(super) fn error_at(&self, place: Place, message: impl Into<String>) -> GameFileError {
        GameFileError::ParseAt {
            origin: self.origin.to_owned(),
            line: place.line.max(1),
            col: place.col,
            message: message.into(),
        }
    }

    /// An error at the next character.
    pub(super) fn error(&self, message: impl Into<String>) -> GameFileError {
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
        let read = self.reader.read_until(b'\n', &mut bytes).map_err(|cause| {
            read_error(ReadError::Io {
                path: path(),
                cause,
            })
        })?;
        let bytes_so_far = self.before + read as u64;
        if bytes_so_far > self.limit {
            return Err(read_error(ReadError::TooLarge {
                path: path(),
                bytes: bytes_so_far,
                kind: FileKind::Game,
                limit: self.limit,
            }));
        }
        if read == 0 {
            self.ended = true;
            self.text.clear();
            self.at = 0;
            return Ok(());
        }
        let line = self.place.line + 1;
        self.text = String::from_utf8(bytes).map_err(|e| {
            let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            read_error(not_utf8(&path(), FileKind::Game, good, line, self.before))
        })?;
        self.at = 0;
        self.place = Place { line, col: 1 };
        Ok(())
    }

    /// The next character, not taken.
    pub(super) fn peek(&mut self) -> Result<Option<char>, GameFileError> {
        self.fill()?;
        Ok(self.text[self.at..].chars().next())
    }

    /// The character after the next one, if it is on the same line.
    fn peek_second(&mut self) -> Result<Option<char>, GameFileError> {
        self.fill()?;
        Ok(self.text[self.at..].chars().nth(1))
    }

    /// Takes the next character.
    pub(super) fn bump(&mut self) -> Result<Option<char>, GameFileError> {
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
    pub(super) fn skip_trivia(&mut self) -> Result<(), GameFileError> {
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
    pub(super) fn word(&mut self) -> Result<String, GameFileError> {
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
    pub(super) fn expect(&mut self, c: char) -> Result<(), GameFileError> {
        self.skip_trivia()?;
        if self.peek()? == Some(c) {
            self.bump()?;
            Ok(())
        } else {
            Err(self.error(format!("Expected `{c}`")))
        }
    }

    /// Reads one value as a `T`; a parse error is placed in the file.
    pub(super) fn value<T: DeserializeOwned>(&mut self) -> Result<T, GameFileError> {
        self.skip_trivia()?;
        let start = self.place;
        let mut text = String::new();
        self.copy_value(&mut text)?;
        parse_at(&text, start, self)
    }

    /// Reads a list value element by element, handing each to `each`.
    pub(super) fn list<T: DeserializeOwned>(
        &mut self,
        mut each: impl FnMut(T),
    ) -> Result<(), GameFileError> {
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
