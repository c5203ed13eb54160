//! Rust source cut into the tokens the ladder needs: identifiers, `::` and single
//! punctuation marks, each with its line. Comments and the insides of string and character
//! literals are dropped, so a path written in a doc comment or a message is not an import.

/// One token and the line (from 1) it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tok {
    /// The token's text: an identifier (`$crate` included), `::`, or one punctuation mark.
    pub text: String,
    /// The line it starts on, counted from 1.
    pub line: usize,
}

impl Tok {
    /// Whether the token is an identifier (or a keyword, or `$crate`).
    pub fn is_ident(&self) -> bool {
        let mut chars = self.text.chars();
        match chars.next() {
            Some('$') => chars.next().is_some_and(is_ident_start),
            Some(c) => is_ident_start(c),
            None => false,
        }
    }
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_ident_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// Cuts `source` into tokens, skipping comments and literals.
pub fn tokens(source: &str) -> Vec<Tok> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i = skip_block_comment(&chars, i, &mut line);
        } else if c == '"' {
            i = skip_string(&chars, i + 1, &mut line);
        } else if (c == 'r' || c == 'b') && raw_or_byte_string(&chars, i).is_some() {
            let (start, hashes) = raw_or_byte_string(&chars, i).unwrap_or((i, None));
            i = match hashes {
                Some(h) => skip_raw_string(&chars, start, h, &mut line),
                None => skip_string(&chars, start, &mut line),
            };
        } else if c == '\'' {
            i = skip_char_or_lifetime(&chars, i);
        } else if is_ident_start(c) || (c == '$' && next.is_some_and(is_ident_start)) {
            let start = i;
            i += 1;
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            out.push(Tok {
                text: chars[start..i].iter().collect(),
                line,
            });
        } else if c.is_ascii_digit() {
            while i < chars.len() && (is_ident_char(chars[i]) || chars[i] == '.') {
                i += 1;
            }
        } else if c == ':' && next == Some(':') {
            out.push(Tok {
                text: "::".into(),
                line,
            });
            i += 2;
        } else {
            out.push(Tok {
                text: c.to_string(),
                line,
            });
            i += 1;
        }
    }
    out
}

/// At `i` on `r`, `b`, `br`: where the literal's body starts and, for a raw string, how
/// many `#` close it. `None` when it is an identifier after all.
fn raw_or_byte_string(chars: &[char], i: usize) -> Option<(usize, Option<usize>)> {
    if i > 0 && is_ident_char(chars[i - 1]) {
        return None;
    }
    let mut j = i;
    if chars[j] == 'b' {
        j += 1;
    }
    let raw = chars.get(j) == Some(&'r');
    if raw {
        j += 1;
    }
    let mut hashes = 0;
    while raw && chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if j == i || chars.get(j) != Some(&'"') {
        return None;
    }
    Some((j + 1, raw.then_some(hashes)))
}

fn skip_block_comment(chars: &[char], mut i: usize, line: &mut usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
            depth += 1;
            i += 2;
        } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            if chars[i] == '\n' {
                *line += 1;
            }
            i += 1;
        }
    }
    i
}

/// From just after the opening quote to just after the closing one.
fn skip_string(chars: &[char], mut i: usize, line: &mut usize) -> usize {
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                if chars.get(i + 1) == Some(&'\n') {
                    *line += 1;
                }
                i += 2;
            }
            '"' => return i + 1,
            '\n' => {
                *line += 1;
                i += 1;
            }
            _ => i += 1,
        }
    }
    i
}

fn skip_raw_string(chars: &[char], mut i: usize, hashes: usize, line: &mut usize) -> usize {
    while i < chars.len() {
        if chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
            return i + 1 + hashes;
        }
        if chars[i] == '\n' {
            *line += 1;
        }
        i += 1;
    }
    i
}

/// A character literal is skipped whole; a lifetime only loses its quote.
fn skip_char_or_lifetime(chars: &[char], i: usize) -> usize {
    if chars.get(i + 1) == Some(&'\\') {
        let mut j = i + 2;
        while j < chars.len() && chars[j] != '\'' {
            j += 1;
        }
        j + 1
    } else if chars.get(i + 2) == Some(&'\'') {
        i + 3
    } else {
        i + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(source: &str) -> Vec<String> {
        tokens(source).into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn comments_and_literals_hold_no_tokens() {
        let source = "// crate::a\n/* crate::b /* nested */ */ let s = \"crate::c\"; \
                      let r = r#\"crate::\"d\"#; let q = '\"'; use crate::e;";
        let t = texts(source);
        assert!(!t.contains(&"a".to_string()), "{t:?}");
        assert!(!t.contains(&"b".to_string()), "{t:?}");
        assert!(!t.contains(&"c".to_string()), "{t:?}");
        assert!(!t.contains(&"d".to_string()), "{t:?}");
        assert!(
            t.ends_with(&["use", "crate", "::", "e", ";"].map(String::from)),
            "{t:?}"
        );
    }

    #[test]
    fn lines_count_through_comments_and_strings() {
        let toks = tokens("/*\n\n*/ a \"x\ny\" b\n'c' fn f<'a>() {}\nc");
        let line_of = |s: &str| toks.iter().find(|t| t.text == s).map(|t| t.line);
        assert_eq!(line_of("a"), Some(3));
        assert_eq!(line_of("b"), Some(4));
        assert_eq!(line_of("fn"), Some(5));
        assert_eq!(line_of("c"), Some(6));
    }
}
