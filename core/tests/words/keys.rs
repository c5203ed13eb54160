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
    let c: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // The depth of braces inside a `pseudocode!` block, while in one.
    let mut pseudocode: Option<usize> = None;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        match c[i] {
            '{' if pseudocode.is_some() => {
                pseudocode = pseudocode.map(|d| d + 1);
                i += 1;
            }
            '}' if pseudocode.is_some() => {
                pseudocode = pseudocode.and_then(|d| d.checked_sub(1)).filter(|&d| d > 0);
                i += 1;
            }
            '"' if pseudocode.is_some() => {
                let at = line;
                let (end, text) = string(&c, i, &mut line);
                let text = text.map(|t| t.trim_start().to_string());
                out.push(Key { line: at, text });
                i = end;
            }
            'p' if !ident_before(&c, i) && starts_pseudocode(&c, i) => {
                while c[i] != '{' {
                    i += 1;
                }
                pseudocode = Some(1);
                i += 1;
            }
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < c.len() && c[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                i += 2;
                while i + 1 < c.len() && !(c[i] == '*' && c[i + 1] == '/') {
                    line += usize::from(c[i] == '\n');
                    i += 1;
                }
                i += 2;
            }
            '"' => i = string(&c, i, &mut line).0,
            'r' if raw_hashes(&c, i).is_some() && !ident_before(&c, i) => {
                i = raw(&c, i, &mut line).0
            }
            '\'' => i = char_or_lifetime(&c, i),
            't' if !ident_before(&c, i) && c[i..].starts_with(&['t', 'r', '!', '(']) => {
                let at = line;
                let mut j = i + 4;
                while j < c.len() && c[j].is_whitespace() {
                    line += usize::from(c[j] == '\n');
                    j += 1;
                }
                let text = if c.get(j) == Some(&'"') {
                    let (end, text) = string(&c, j, &mut line);
                    j = end;
                    text
                } else if raw_hashes(&c, j).is_some() {
                    let (end, text) = raw(&c, j, &mut line);
                    j = end;
                    Ok(text)
                } else {
                    Err("the key of tr! is not a string literal".to_string())
                };
                out.push(Key { line: at, text });
                i = j;
            }
            _ => i += 1,
        }
    }
    out
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
