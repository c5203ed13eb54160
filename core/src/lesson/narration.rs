//! A step's narration as runs of text: `**bold**` and `` `code` `` marked, a fact's mark
//! `{=20}` shown as its number, every other character as written. The window and the
//! handout each draw the runs their own way.

/// A run of narration with one look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// The text, marks removed.
    pub text: String,
    /// Between `**` marks.
    pub bold: bool,
    /// Between backquotes (no `**` is read inside).
    pub code: bool,
}

/// The runs of `text`, in order, none empty, each fact's mark `{=N}` shown as `N`. A mark
/// left open runs to the end.
pub fn spans(text: &str) -> Vec<Span> {
    let text = super::facts::shown(text);
    let text = text.as_str();
    let mut out = Vec::new();
    let (mut bold, mut code) = (false, false);
    let mut run = String::new();
    let mut rest = text;
    let flush = |out: &mut Vec<Span>, run: &mut String, bold, code| {
        if !run.is_empty() {
            out.push(Span {
                text: std::mem::take(run),
                bold,
                code,
            });
        }
    };
    while let Some(c) = rest.chars().next() {
        if !code && rest.starts_with("**") {
            flush(&mut out, &mut run, bold, code);
            bold = !bold;
            rest = &rest[2..];
        } else if c == '`' {
            flush(&mut out, &mut run, bold, code);
            code = !code;
            rest = &rest[1..];
        } else {
            run.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    flush(&mut out, &mut run, bold, code);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(text: &str, bold: bool, code: bool) -> Span {
        Span {
            text: text.to_string(),
            bold,
            code,
        }
    }

    #[test]
    fn marks_split_the_text_into_runs() {
        assert_eq!(
            spans("a **bold** `x ** y` end"),
            [
                span("a ", false, false),
                span("bold", true, false),
                span(" ", false, false),
                span("x ** y", false, true),
                span(" end", false, false),
            ]
        );
        assert_eq!(spans("**open"), [span("open", true, false)]);
        assert_eq!(
            spans("**{=20}** moves"),
            [span("20", true, false), span(" moves", false, false)]
        );
        assert!(spans("").is_empty());
    }
}
