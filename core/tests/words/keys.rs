//! The keys of the `tr!` calls in Rust source: the string literal right after `tr!(`,
//! unescaped as the compiler reads it, with its line; and the lines of every `pseudocode!`
//! block, without their indentation (a stage's pseudo-code is translated line by line).
//! Comments and other literals are skipped, so `tr!("...")` written in a doc comment is not a
//! key.

/// One `tr!` call: its line (from 1), and its key or why it could not be read.
pub struct Key {
    /// The line of `tr!`.
    pub line: usize,
    /// The key as the program sees it, or why it is not a string literal.
    pub text: Result<String, String>,
}

/// Every `tr!` call of `source`.
pub fn tr_keys(source: &str) -> Vec<Key> {
    let chars: Vec<char> = source.chars().collect();
    let mut lexer = Lexer {
        c: &chars,
        i: 0,
        line: 1,
        pseudocode: None,
        keys: Vec::new(),
    };
    while lexer.i < chars.len() {
        lexer.step();
    }
    lexer.keys
}

/// A walk through the source, one token that matters at a time: what it has found so far,
/// where it is, and whether it is inside a `pseudocode!` block.
struct Lexer<'a> {
    /// The source.
    c: &'a [char],
    /// The next character to read.
    i: usize,
    /// The line of `i`, from 1.
    line: usize,
    /// The depth of braces inside a `pseudocode!` block, while in one.
    pseudocode: Option<usize>,
    /// The keys found so far.
    keys: Vec<Key>,
}

impl Lexer<'_> {
    /// Reads one token at `i`: a line of pseudo-code, a comment, a literal, a `tr!` call or
    /// the start of a `pseudocode!` block; any other character is passed over.
    fn step(&mut self) {
        if self.pseudocode.is_some() && self.pseudocode_step() {
            return;
        }
        let (c, i) = (self.c, self.i);
        let next = c.get(i + 1).copied();
        match c[i] {
            'p' if !ident_before(c, i) && starts_pseudocode(c, i) => self.enter_pseudocode(),
            '\n' => {
                self.line += 1;
                self.i += 1;
            }
            '/' if next == Some('/') => self.line_comment(),
            '/' if next == Some('*') => self.block_comment(),
            '"' => self.i = string(c, i, &mut self.line).0,
            'r' if raw_hashes(c, i).is_some() && !ident_before(c, i) => {
                self.i = raw(c, i, &mut self.line).0
            }
            '\'' => self.i = char_or_lifetime(c, i),
            't' if !ident_before(c, i) && c[i..].starts_with(&['t', 'r', '!', '(']) => {
                self.tr_call()
            }
            _ => self.i += 1,
        }
    }

    /// Inside a `pseudocode!` block: a brace opens or closes a level (the last one ends the
    /// block), and a string literal is a line, a key without its indentation. Whether the
    /// character at `i` was one of those.
    fn pseudocode_step(&mut self) -> bool {
        match self.c[self.i] {
            '{' => self.pseudocode = self.pseudocode.map(|d| d + 1),
            '}' => {
                self.pseudocode = self
                    .pseudocode
                    .and_then(|d| d.checked_sub(1))
                    .filter(|&d| d > 0)
            }
            '"' => {
                let at = self.line;
                let (end, text) = string(self.c, self.i, &mut self.line);
                let text = text.map(|t| t.trim_start().to_string());
                self.keys.push(Key { line: at, text });
                self.i = end;
                return true;
            }
            _ => return false,
        }
        self.i += 1;
        true
    }

    /// Enters the `pseudocode!` block starting at `i`, past its opening brace.
    fn enter_pseudocode(&mut self) {
        while self.c[self.i] != '{' {
            self.i += 1;
        }
        self.pseudocode = Some(1);
        self.i += 1;
    }

    /// Skips a `//` comment, up to its line's end.
    fn line_comment(&mut self) {
        while self.i < self.c.len() && self.c[self.i] != '\n' {
            self.i += 1;
        }
    }

    /// Skips a `/* */` comment, counting its lines.
    fn block_comment(&mut self) {
        let c = self.c;
        self.i += 2;
        while self.i + 1 < c.len() && !(c[self.i] == '*' && c[self.i + 1] == '/') {
            self.line += usize::from(c[self.i] == '\n');
            self.i += 1;
        }
        self.i += 2;
    }

    /// Reads the `tr!(` call at `i`: its key, the string or raw string literal after the
    /// parenthesis, or why there is none.
    fn tr_call(&mut self) {
        let c = self.c;
        let at = self.line;
        let mut j = self.i + 4;
        while j < c.len() && c[j].is_whitespace() {
            self.line += usize::from(c[j] == '\n');
            j += 1;
        }
        let text = if c.get(j) == Some(&'"') {
            let (end, text) = string(c, j, &mut self.line);
            j = end;
            text
        } else if raw_hashes(c, j).is_some() {
            let (end, text) = raw(c, j, &mut self.line);
            j = end;
            Ok(text)
        } else {
            Err("the key of tr! is not a string literal".to_string())
        };
        self.keys.push(Key { line: at, text });
        self.i = j;
    }
}

/// Whether `pseudocode! {` starts at `i`.
fn starts_pseudocode(c: &[char], i: usize) -> bool {
    let word: Vec<char> = "pseudocode!".chars().collect();
    if !c[i..].starts_with(&word) {
        return false;
    }
    let mut j = i + word.len();
    while j < c.len() && c[j].is_whitespace() {
        j += 1;
    }
    c.get(j) == Some(&'{')
}

fn ident_before(c: &[char], i: usize) -> bool {
    i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_')
}

/// The number of `#` of a raw string starting at `i` (`r"`, `r#"`), if one does.
fn raw_hashes(c: &[char], i: usize) -> Option<usize> {
    if c.get(i) != Some(&'r') {
        return None;
    }
    let mut j = i + 1;
    while c.get(j) == Some(&'#') {
        j += 1;
    }
    (c.get(j) == Some(&'"')).then_some(j - i - 1)
}

fn raw(c: &[char], i: usize, line: &mut usize) -> (usize, String) {
    let hashes = raw_hashes(c, i).unwrap_or(0);
    let mut j = i + hashes + 2;
    let mut text = String::new();
    while j < c.len() {
        if c[j] == '"' && (0..hashes).all(|h| c.get(j + 1 + h) == Some(&'#')) {
            return (j + 1 + hashes, text);
        }
        *line += usize::from(c[j] == '\n');
        text.push(c[j]);
        j += 1;
    }
    (j, text)
}

/// The string literal opening at `i`: where it ends, and its text unescaped.
fn string(c: &[char], i: usize, line: &mut usize) -> (usize, Result<String, String>) {
    let mut j = i + 1;
    let mut text = String::new();
    let mut problem = None;
    while j < c.len() && c[j] != '"' {
        if c[j] == '\\' {
            let e = c.get(j + 1).copied().unwrap_or(' ');
            j += 2;
            match e {
                'n' => text.push('\n'),
                't' => text.push('\t'),
                'r' => text.push('\r'),
                '0' => text.push('\0'),
                '\\' | '"' | '\'' => text.push(e),
                '\n' => {
                    *line += 1;
                    while j < c.len() && c[j].is_whitespace() {
                        *line += usize::from(c[j] == '\n');
                        j += 1;
                    }
                }
                'u' => {
                    let end = (j..c.len()).find(|&k| c[k] == '}').unwrap_or(c.len());
                    let hex: String = c[j + 1..end].iter().collect();
                    match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                        Some(ch) => text.push(ch),
                        None => problem = Some(format!("bad escape \\u{{{hex}}}")),
                    }
                    j = end + 1;
                }
                other => problem = Some(format!("unknown escape \\{other}")),
            }
        } else {
            *line += usize::from(c[j] == '\n');
            text.push(c[j]);
            j += 1;
        }
    }
    (j + 1, problem.map_or(Ok(text), Err))
}

/// Skips a character literal or a lifetime starting at `i`.
fn char_or_lifetime(c: &[char], i: usize) -> usize {
    if c.get(i + 1) == Some(&'\\') {
        let mut j = i + 2;
        while j < c.len() && c[j] != '\'' {
            j += 1;
        }
        j + 1
    } else if c.get(i + 2) == Some(&'\'') {
        i + 3
    } else {
        i + 1
    }
}
