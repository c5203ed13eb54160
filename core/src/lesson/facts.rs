//! The facts a step's narration relies on, written as data so that `check` can verify them
//! against what the program computes, and the marks that tie a narration's numbers to them.
//!
//! A step lists its facts:
//!
//! ```text
//! facts: [Path(search: "bfs", moves: 20), Expanded(search: "bfs", cells: 126), Move(Right)],
//! narration: "... the fewest moves: **{=20}**, after {=126} cells expanded ...",
//! plain: ["Check 1"],
//! ```
//!
//! A fact that names a `search` is read off a race of that search on the step's board (the
//! game at the step's tick, with its scenario's search board), as `snakescope race` runs it;
//! a fact without one is read off the step's stage as the step opens it, after the last
//! event it plays (or all of them); `Move` off the decision at the tick, as `explain` makes
//! it; `Won`, `Died`, `Stalled` and `StepLimit` off the step's game played to its end, as `snakescope
//! play` plays it.
//!
//! In the narration, a number that is a fact is written `{=20}` (shown as `20`); it must be
//! the value of one of the step's facts. Any other number is listed, in the phrase it is
//! part of, in the step's `plain` list: an event's number, a check's, a board's arithmetic.
//! A cell written `(x, y)` and a size written `WxH` name things on the board and are not
//! counted as numbers.

use super::Lesson;
use crate::rules::Dir;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A fact a step's narration relies on, which `check` verifies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepFact {
    /// A path of `moves` moves: found by `search` raced on the step's board, or, without a
    /// search, the path the step's stage shows after its last event. With `shortest`,
    /// whether the race measures it the least possible (for a named search only).
    Path {
        /// The search, by its command-line name (`bfs`, `astar`, ...); none for the stage.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::source::bare"
        )]
        search: Option<String>,
        /// Its moves.
        moves: u32,
        /// Whether it is the shortest (the cheapest under the search's own cost).
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::source::bare"
        )]
        shortest: Option<bool>,
    },
    /// No path: `search` finds none on the step's board, or the step's stage shows none.
    NoPath {
        /// The search, by its command-line name; none for the stage.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::source::bare"
        )]
        search: Option<String>,
    },
    /// Cells (states) expanded: by `search` raced on the step's board, or by the step's
    /// stage up to its last event.
    Expanded {
        /// The search, by its command-line name; none for the stage.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::source::bare"
        )]
        search: Option<String>,
        /// The cells expanded.
        cells: u32,
    },
    /// The most entries `search`'s frontier held at once, raced on the step's board.
    Frontier {
        /// The search, by its command-line name.
        search: String,
        /// The entries.
        cells: u32,
    },
    /// The cost of the path `search` finds, under its own cost (moves, and for `dijkstra`
    /// its turns at the turn cost).
    Cost {
        /// The search, by its command-line name.
        search: String,
        /// The cost.
        cost: u32,
    },
    /// The step's stage shows a closed cycle of `cells` cells after its last event.
    Cycle {
        /// The cells on the cycle.
        cells: u32,
    },
    /// The events of the step's stage, as the step opens it.
    Events(usize),
    /// The caption of event `event` of the step's stage says these numbers (among others).
    Caption {
        /// The event, counted from 1.
        event: usize,
        /// Numbers its caption says (a cell's coordinates not counted).
        says: Vec<u64>,
    },
    /// The sentence of check `number` of the decision at the step's tick says these numbers
    /// (among others), as `explain` prints it.
    Check {
        /// The check, counted from 1.
        number: usize,
        /// Numbers its sentence says (a cell's coordinates not counted).
        says: Vec<u64>,
    },
    /// The move the solver makes at the step's tick.
    Move(Dir),
    /// The snake's length at the step's tick.
    Length(usize),
    /// The step's tick: a narration that says which tick it shows.
    Tick(u64),
    /// The step's game, played to its end, is won after `moves` moves.
    Won {
        /// The moves played.
        moves: u64,
    },
    /// The step's game, played to its end, is lost: the snake dies on move `moves`.
    Died {
        /// The moves played, the fatal one included.
        moves: u64,
        /// The snake's length then, if said.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::source::bare"
        )]
        length: Option<usize>,
    },
    /// The step's game, played to its end, stalls after `moves` moves: it can make no more
    /// progress (it came back to a state it was in, or went too long without food).
    Stalled {
        /// The moves played.
        moves: u64,
        /// The snake's length then, if said.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::source::bare"
        )]
        length: Option<usize>,
    },
    /// The step's game, played to its end, stops at its step limit after `moves` moves.
    StepLimit {
        /// The moves played.
        moves: u64,
        /// The snake's length then, if said.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::source::bare"
        )]
        length: Option<usize>,
    },
}

impl StepFact {
    /// The numbers the fact states, which the narration may write as `{=N}`.
    pub fn numbers(&self) -> Vec<u64> {
        match self {
            StepFact::Path { moves, .. } => vec![u64::from(*moves)],
            StepFact::Expanded { cells, .. }
            | StepFact::Frontier { cells, .. }
            | StepFact::Cycle { cells } => vec![u64::from(*cells)],
            StepFact::Cost { cost, .. } => vec![u64::from(*cost)],
            StepFact::Events(n) | StepFact::Length(n) => vec![*n as u64],
            StepFact::Caption { says, .. } | StepFact::Check { says, .. } => says.clone(),
            StepFact::Tick(t) => vec![*t],
            StepFact::Won { moves } => vec![*moves],
            StepFact::Died { moves, length }
            | StepFact::Stalled { moves, length }
            | StepFact::StepLimit { moves, length } => std::iter::once(*moves)
                .chain(length.map(|l| l as u64))
                .collect(),
            StepFact::NoPath { .. } | StepFact::Move(_) => Vec::new(),
        }
    }

    /// The search the fact names, if any.
    pub fn search(&self) -> Option<&str> {
        match self {
            StepFact::Path { search, .. }
            | StepFact::NoPath { search }
            | StepFact::Expanded { search, .. } => search.as_deref(),
            StepFact::Frontier { search, .. } | StepFact::Cost { search, .. } => Some(search),
            _ => None,
        }
    }
}

/// The fact as a lesson writes it: `Path(search: "astar", moves: 20)`.
impl fmt::Display for StepFact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let search = |s: &Option<String>| match s {
            Some(s) => format!("search: {s:?}, "),
            None => String::new(),
        };
        match self {
            StepFact::Path {
                search: s,
                moves,
                shortest,
            } => {
                write!(f, "Path({}moves: {moves}", search(s))?;
                if let Some(yes) = shortest {
                    write!(f, ", shortest: {yes}")?;
                }
                f.write_str(")")
            }
            StepFact::NoPath { search: Some(s) } => write!(f, "NoPath(search: {s:?})"),
            StepFact::NoPath { search: None } => f.write_str("NoPath()"),
            StepFact::Expanded { search: s, cells } => {
                write!(f, "Expanded({}cells: {cells})", search(s))
            }
            StepFact::Frontier { search, cells } => {
                write!(f, "Frontier(search: {search:?}, cells: {cells})")
            }
            StepFact::Cost { search, cost } => write!(f, "Cost(search: {search:?}, cost: {cost})"),
            StepFact::Cycle { cells } => write!(f, "Cycle(cells: {cells})"),
            StepFact::Events(n) => write!(f, "Events({n})"),
            StepFact::Caption { event, says } => {
                let says: Vec<String> = says.iter().map(u64::to_string).collect();
                write!(f, "Caption(event: {event}, says: [{}])", says.join(", "))
            }
            StepFact::Check { number, says } => {
                let says: Vec<String> = says.iter().map(u64::to_string).collect();
                write!(f, "Check(number: {number}, says: [{}])", says.join(", "))
            }
            StepFact::Move(d) => write!(f, "Move({})", d.word()),
            StepFact::Length(n) => write!(f, "Length({n})"),
            StepFact::Tick(t) => write!(f, "Tick({t})"),
            StepFact::Won { moves } => write!(f, "Won(moves: {moves})"),
            StepFact::Died { moves, length }
            | StepFact::Stalled { moves, length }
            | StepFact::StepLimit { moves, length } => {
                let name = match self {
                    StepFact::Died { .. } => "Died",
                    StepFact::Stalled { .. } => "Stalled",
                    _ => "StepLimit",
                };
                write!(f, "{name}(moves: {moves}")?;
                if let Some(l) = length {
                    write!(f, ", length: {l}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// A number in a narration, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Number {
    /// Its digits.
    pub text: String,
    /// Its byte offset in the narration.
    pub at: usize,
    /// Whether it is marked as a fact, `{=N}`.
    pub fact: bool,
}

/// The opening of a fact's mark in a narration: `{=20}`.
pub const MARK_OPEN: &str = "{=";

/// The numbers of `narration` that count: every run of digits but those of a cell `(x, y)`
/// or a size `WxH`, each with whether it is marked `{=N}`.
pub fn numbers(narration: &str) -> Vec<Number> {
    let bytes = narration.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if let Some(end) = cell_at(bytes, i) {
            i = end;
            continue;
        }
        if !bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        let size = |k: usize| k < bytes.len() && bytes[k] == b'x';
        let digit = |k: usize| k < bytes.len() && bytes[k].is_ascii_digit();
        if size(i) && digit(i + 1) {
            // A size, `8x8`: both numbers name the board.
            i += 1;
            while digit(i) {
                i += 1;
            }
            continue;
        }
        let fact = narration[..start].ends_with(MARK_OPEN) && bytes.get(i) == Some(&b'}');
        out.push(Number {
            text: narration[start..i].to_owned(),
            at: start,
            fact,
        });
    }
    out
}

/// The end of a cell `(x, y)` written at byte `i`, if one is.
fn cell_at(bytes: &[u8], i: usize) -> Option<usize> {
    if bytes.get(i) != Some(&b'(') {
        return None;
    }
    let mut k = i + 1;
    let digits = |k: &mut usize| {
        let from = *k;
        while *k < bytes.len() && bytes[*k].is_ascii_digit() {
            *k += 1;
        }
        *k > from
    };
    if !digits(&mut k) || bytes.get(k) != Some(&b',') {
        return None;
    }
    k += 1;
    while bytes.get(k) == Some(&b' ') {
        k += 1;
    }
    if !digits(&mut k) || bytes.get(k) != Some(&b')') {
        return None;
    }
    Some(k + 1)
}

/// The narration as shown: each fact's mark `{=20}` written as its number, `20`.
pub fn shown(narration: &str) -> String {
    let mut out = String::with_capacity(narration.len());
    let mut rest = narration;
    while let Some(at) = rest.find(MARK_OPEN) {
        let after = &rest[at + MARK_OPEN.len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && after.as_bytes().get(digits) == Some(&b'}') {
            out.push_str(&rest[..at]);
            out.push_str(&after[..digits]);
            rest = &after[digits + 1..];
        } else {
            out.push_str(&rest[..at + MARK_OPEN.len()]);
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// The marks of `narration` that no fact of `facts` backs: a number written `{=N}` that no
/// fact states. Such a narration claims what nothing checks.
pub fn unbacked_marks(narration: &str, facts: &[StepFact]) -> Vec<String> {
    let stated: Vec<u64> = facts.iter().flat_map(StepFact::numbers).collect();
    numbers(narration)
        .into_iter()
        .filter(|n| n.fact && !n.text.parse().is_ok_and(|v: u64| stated.contains(&v)))
        .map(|n| {
            tr!(
                "the narration marks {{={n}}} as a fact, but no fact of the step states {n}",
                n = n.text
            )
        })
        .collect()
}

/// The numbers of `narration` neither marked as facts nor inside one of the `plain`
/// phrases, and the plain phrases the narration does not hold, in words. Empty when every
/// number is accounted for.
pub fn unmarked_numbers(narration: &str, plain: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    // The byte ranges the plain phrases cover, wherever they occur.
    let mut covered: Vec<(usize, usize)> = Vec::new();
    for phrase in plain {
        let found: Vec<usize> = narration
            .match_indices(phrase.as_str())
            .map(|(i, _)| i)
            .collect();
        if phrase.is_empty() || found.is_empty() {
            problems.push(tr!(
                "the plain phrase {phrase} is not in the narration",
                phrase = format!("{phrase:?}")
            ));
        }
        covered.extend(found.into_iter().map(|i| (i, i + phrase.len())));
    }
    for n in numbers(narration) {
        if !n.fact && !covered.iter().any(|&(a, b)| a <= n.at && n.at < b) {
            problems.push(tr!(
                "the number {n} in the narration is neither a fact, written {{={n}}}, nor in a \
                 plain phrase",
                n = n.text
            ));
        }
    }
    problems
}

impl Lesson {
    /// Whether the lesson states facts or plain phrases in any step: a lesson written to
    /// have its numbers checked.
    pub fn states_facts(&self) -> bool {
        self.steps
            .iter()
            .any(|s| !s.facts.is_empty() || !s.plain.is_empty())
    }

    /// Every number of every step's narration neither marked as a fact nor in a plain
    /// phrase, and every plain phrase its narration lacks: the step (from 1) and what, in
    /// words.
    pub fn unmarked_numbers(&self) -> Vec<(usize, String)> {
        self.steps
            .iter()
            .enumerate()
            .flat_map(|(k, step)| {
                unmarked_numbers(&step.narration, &step.plain)
                    .into_iter()
                    .map(move |why| (k + 1, why))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_sizes_are_not_counted_and_marks_are_read() {
        let found: Vec<(String, bool)> =
            numbers("At (1, 6) on an 8x8 board, {=20} moves and 126 cells; event 83, 2x2")
                .into_iter()
                .map(|n| (n.text, n.fact))
                .collect();
        assert_eq!(
            found,
            [
                ("20".to_owned(), true),
                ("126".to_owned(), false),
                ("83".to_owned(), false)
            ]
        );
        assert_eq!(shown("**{=20}** and {=x} {=3"), "**20** and {=x} {=3");
    }

    #[test]
    fn a_lesson_s_facts_are_written_as_they_are_read() {
        let text = "Lesson(version: 1, title: \"T\", language: \"en\", steps: [(scenario: \
                    \"a.ron\", narration: \"N {=20}\", facts: [Path(search: \"bfs\", moves: \
                    20, shortest: true), NoPath(), Died(moves: 7), Move(Right)], plain: \
                    [\"Check 3\"])])";
        let lesson = Lesson::from_ron_str(text, "t.ron").unwrap();
        let written = lesson.to_ron_string();
        assert!(written.contains("search: \"bfs\""), "{written}");
        assert!(!written.contains("Some("), "{written}");
        assert_eq!(Lesson::from_ron_str(&written, "w.ron").unwrap(), lesson);
    }

    #[test]
    fn every_number_is_a_fact_or_plain() {
        let facts = [StepFact::Path {
            search: Some("bfs".into()),
            moves: 20,
            shortest: None,
        }];
        let plain = vec!["event 83".to_owned()];
        let text = "{=20} moves, at event 83";
        assert!(unbacked_marks(text, &facts).is_empty());
        assert!(unmarked_numbers(text, &plain).is_empty());
        let text = "{=21} moves, 126 cells, at event 83";
        let unbacked = unbacked_marks(text, &facts);
        assert_eq!(unbacked.len(), 1, "{unbacked:?}");
        assert!(unbacked[0].contains("{=21}"), "{unbacked:?}");
        let unmarked = unmarked_numbers(text, &[]);
        assert_eq!(unmarked.len(), 2, "{unmarked:?}");
        assert!(unmarked[0].contains("126"), "{unmarked:?}");
        let stale = unmarked_numbers("{=20}", &plain);
        assert!(stale[0].contains("\"event 83\" is not in"), "{stale:?}");
    }
}
