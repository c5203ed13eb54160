//! A stage's pseudo-code as named lines.
//!
//! Each stage lists its lines once, in order, with the crate's `pseudocode!` macro: a name, a
//! kind and the text. The name is what an event lights ([`super::StageProtocol::line`]); the
//! index shown in the app is the line's place in the list, derived, never written by hand, so
//! adding a line cannot shift another's highlight.

use std::fmt;

/// What a line of pseudo-code is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    /// An event lights it: some run of the stage must reach it.
    Step,
    /// No event lights it: a loop header, or a step carried out by the event of a line beside
    /// it. No run may ever light it.
    Structure,
}

/// A stage's pseudo-code: an enum with one variant per line, made by the crate's `pseudocode!`
/// macro.
pub trait PseudoCode: Copy + Eq + fmt::Debug + 'static {
    /// Every line, in order.
    const LINES: &'static [Self];
    /// Each line's text, in order.
    const TEXTS: &'static [&'static str];
    /// Each line's kind, in order.
    const KINDS: &'static [LineKind];

    /// The line's place in the listing, from 0.
    fn index(self) -> usize;

    /// The line's text.
    fn text(self) -> &'static str {
        Self::TEXTS[self.index()]
    }

    /// Whether an event lights the line, or it is structure.
    fn kind(self) -> LineKind {
        Self::KINDS[self.index()]
    }
}

/// `line` of pseudo-code in the language in use, its indentation kept: the catalogue's key is
/// the line without its indentation.
pub fn translated(line: &'static str) -> String {
    let body = line.trim_start();
    let indent = &line[..line.len() - body.len()];
    format!("{indent}{}", crate::words::text(body))
}

/// Declares a stage's pseudo-code: an enum of named lines, each `Name: kind "text"` with the
/// kind `step` (an event lights it) or `structure` (none does). The index of a line is its
/// place in the list.
///
/// ```text
/// pseudocode! {
///     /// The lines of the search.
///     pub enum SearchLine {
///         Start: step "queue <- [start]",
///         Loop: structure "while queue is not empty:",
///     }
/// }
/// ```
macro_rules! pseudocode {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $line:ident : $kind:ident $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $(
                #[doc = concat!("`", $text, "`")]
                $line,
            )+
        }

        impl $crate::stages::lines::PseudoCode for $name {
            const LINES: &'static [Self] = &[$($name::$line),+];
            const TEXTS: &'static [&'static str] = &[$($text),+];
            const KINDS: &'static [$crate::stages::lines::LineKind] =
                &[$($crate::stages::lines::pseudocode!(@kind $kind)),+];

            fn index(self) -> usize {
                self as usize
            }
        }
    };
    (@kind step) => {
        $crate::stages::lines::LineKind::Step
    };
    (@kind structure) => {
        $crate::stages::lines::LineKind::Structure
    };
}

pub(crate) use pseudocode;

#[cfg(test)]
mod tests {
    use super::*;

    pseudocode! {
        /// Three lines.
        enum Lines {
            First: step "a",
            Loop: structure "while b:",
            Last: step "    c",
        }
    }

    #[test]
    fn a_line_s_index_is_its_place_in_the_list() {
        assert_eq!(Lines::LINES, [Lines::First, Lines::Loop, Lines::Last]);
        assert_eq!(
            Lines::LINES.iter().map(|l| l.index()).collect::<Vec<_>>(),
            [0, 1, 2]
        );
        assert_eq!(Lines::Last.text(), "    c");
        assert_eq!(Lines::TEXTS, ["a", "while b:", "    c"]);
        assert_eq!(Lines::Loop.kind(), LineKind::Structure);
        assert_eq!(Lines::First.kind(), LineKind::Step);
    }
}
