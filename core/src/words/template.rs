//! A sentence's `{name}` placeholders: found, and filled with values. A `{#note}` is a note
//! for translators, shown in no language: it makes two keys of one English word said two
//! ways in another language (`tr!("Up{#way}")`, "para cima", beside `tr!("Up")`, "cima").

use std::fmt::{Display, Write};

/// The names of the placeholders of `template`, in order of appearance (a name used twice
/// appears twice). `{{` and `}}` are literal braces, not placeholders.
pub fn placeholders(template: &str) -> Vec<String> {
    let mut names = Vec::new();
    walk(template, |piece| {
        if let Piece::Name(name) = piece {
            names.push(name.to_string());
        }
    });
    names
}

/// `template` with each `{name}` replaced by its value in `values` (a name without one stays
/// `{name}`), each `{#note}` left out, and `{{`/`}}` made single braces.
pub fn substitute(template: &str, values: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    walk(template, |piece| match piece {
        Piece::Text(t) => out.push_str(t),
        Piece::Note => {}
        Piece::Name(name) => match values.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => {
                let _ = write!(out, "{value}");
            }
            None => {
                out.push('{');
                out.push_str(name);
                out.push('}');
            }
        },
    });
    out
}

enum Piece<'a> {
    Text(&'a str),
    Name(&'a str),
    Note,
}

fn walk<'a>(template: &'a str, mut each: impl FnMut(Piece<'a>)) {
    let mut rest = template;
    while let Some(at) = rest.find(['{', '}']) {
        each(Piece::Text(&rest[..at]));
        let after = &rest[at + 1..];
        let brace = &rest[at..at + 1];
        if after.starts_with(brace) {
            each(Piece::Text(brace));
            rest = &after[1..];
        } else if brace == "{" {
            match after.find('}') {
                Some(end) if is_name(&after[..end]) => {
                    each(Piece::Name(&after[..end]));
                    rest = &after[end + 1..];
                }
                Some(end) if after.starts_with('#') => {
                    each(Piece::Note);
                    rest = &after[end + 1..];
                }
                _ => {
                    each(Piece::Text(brace));
                    rest = after;
                }
            }
        } else {
            each(Piece::Text(brace));
            rest = after;
        }
    }
    each(Piece::Text(rest));
}

fn is_name(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_filled_and_double_braces_are_single() {
        let n = 3;
        let out = substitute("{n} ticks {{left}} of {all}", &[("n", &n)]);
        assert_eq!(out, "3 ticks {left} of {all}");
        assert_eq!(placeholders("{a} and {b}, {a}"), ["a", "b", "a"]);
        assert!(placeholders("{{not}} { spaced }").is_empty());
        assert_eq!(substitute("Up{#way} {n}", &[("n", &n)]), "Up 3");
        assert!(placeholders("Up{#way}").is_empty());
    }
}
