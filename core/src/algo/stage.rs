//! The stages: each algorithm's events under one roof, with its pseudo-code.

use super::approach::{self, ApproachEvent};
use super::backtrack::{self, BacktrackEvent};
use super::bfs::{self, BfsEvent};
use super::body_cycle::{self, CycleEvent};
use super::certificate::{self, CertificateEvent};
use super::longest::{self, LongestEvent};
use super::numbered::{self, NumberedEvent};
use super::shortcut::{self, ShortcutEvent};
use super::splice::{self, SpliceEvent};
use std::fmt;

/// An algorithm that can be watched on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stage {
    /// Shortest path, breadth-first, preferring straight lines.
    Bfs,
    /// Longest path by pair extension.
    Longest,
    /// A Hamiltonian cycle from the body.
    Cycle,
    /// Cycle numbering and the rel-index shortcut rule.
    Shortcut,
    /// The numbered-BFS shortcut variant.
    Numbering,
    /// The backtracking cycle builder.
    Backtrack,
    /// The backtracking solver's approach to a mouse.
    Approach,
    /// The certificate for a move off the cycle: a cycle that holds the body after it.
    Certificate,
    /// Reshaping the cycle toward the food by 2x2 splices.
    Splice,
}

impl Stage {
    /// Every stage, in menu order.
    pub const ALL: [Stage; 9] = [
        Stage::Bfs,
        Stage::Longest,
        Stage::Cycle,
        Stage::Shortcut,
        Stage::Numbering,
        Stage::Backtrack,
        Stage::Approach,
        Stage::Certificate,
        Stage::Splice,
    ];

    /// The name used on the command line.
    pub fn cli_name(self) -> &'static str {
        match self {
            Stage::Bfs => "bfs",
            Stage::Longest => "longest",
            Stage::Cycle => "cycle",
            Stage::Shortcut => "shortcut",
            Stage::Numbering => "numbering",
            Stage::Backtrack => "backtrack",
            Stage::Approach => "approach",
            Stage::Certificate => "certificate",
            Stage::Splice => "splice",
        }
    }

    /// The stage named `name` on the command line.
    pub fn from_cli_name(name: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| s.cli_name() == name)
    }

    /// A title for people.
    pub fn title(self) -> &'static str {
        match self {
            Stage::Bfs => "Shortest path (BFS)",
            Stage::Longest => "Longest path",
            Stage::Cycle => "Cycle from body",
            Stage::Shortcut => "Numbering and shortcuts",
            Stage::Numbering => "Numbered search",
            Stage::Backtrack => "Backtracking cycle",
            Stage::Approach => "Direct approach",
            Stage::Certificate => "Certificate",
            Stage::Splice => "Splices",
        }
    }

    /// Whether the stage builds a cycle (from the body, by backtracking, or as a certificate):
    /// while it plays, the cycle the solver already holds would give its answer away.
    pub fn builds_cycle(self) -> bool {
        matches!(
            self,
            Stage::Cycle | Stage::Backtrack | Stage::Certificate | Stage::Splice
        )
    }

    /// The stage's pseudo-code, one line per entry.
    pub fn pseudocode(self) -> &'static [&'static str] {
        match self {
            Stage::Bfs => bfs::PSEUDOCODE,
            Stage::Longest => longest::PSEUDOCODE,
            Stage::Cycle => body_cycle::PSEUDOCODE,
            Stage::Shortcut => shortcut::PSEUDOCODE,
            Stage::Numbering => numbered::PSEUDOCODE,
            Stage::Backtrack => backtrack::PSEUDOCODE,
            Stage::Approach => approach::PSEUDOCODE,
            Stage::Certificate => certificate::PSEUDOCODE,
            Stage::Splice => splice::PSEUDOCODE,
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// An event of any stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StageEvent {
    /// From [`bfs::shortest_path`].
    Bfs(BfsEvent),
    /// From [`longest::longest_path`].
    Longest(LongestEvent),
    /// From [`body_cycle::cycle_from_body`].
    Cycle(CycleEvent),
    /// From [`shortcut::judge_shortcut`].
    Shortcut(ShortcutEvent),
    /// From [`numbered::numbered_path`].
    Numbering(NumberedEvent),
    /// From [`backtrack::backtracking_cycle`].
    Backtrack(BacktrackEvent),
    /// From [`approach::approach`].
    Approach(ApproachEvent),
    /// From [`certificate::certify`].
    Certificate(CertificateEvent),
    /// From [`splice::Splicer::reshape`].
    Splice(SpliceEvent),
}

impl StageEvent {
    /// The stage that emitted the event. A longest-path step inside the cycle builder belongs
    /// to the cycle stage.
    pub fn stage(&self) -> Stage {
        match self {
            StageEvent::Bfs(_) => Stage::Bfs,
            StageEvent::Longest(_) => Stage::Longest,
            StageEvent::Cycle(_) => Stage::Cycle,
            StageEvent::Shortcut(_) => Stage::Shortcut,
            StageEvent::Numbering(_) => Stage::Numbering,
            StageEvent::Backtrack(_) => Stage::Backtrack,
            StageEvent::Approach(_) => Stage::Approach,
            StageEvent::Certificate(_) => Stage::Certificate,
            StageEvent::Splice(_) => Stage::Splice,
        }
    }

    /// The line of the stage's pseudo-code that produced the event.
    pub fn line(&self) -> usize {
        match self {
            StageEvent::Bfs(e) => e.line(),
            StageEvent::Longest(e) => e.line(),
            StageEvent::Cycle(e) => e.line(),
            StageEvent::Shortcut(e) => e.line(),
            StageEvent::Numbering(e) => e.line(),
            StageEvent::Backtrack(e) => e.line(),
            StageEvent::Approach(e) => e.line(),
            StageEvent::Certificate(e) => e.line(),
            StageEvent::Splice(e) => e.line(),
        }
    }
}
