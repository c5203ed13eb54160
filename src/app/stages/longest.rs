//! The view of the longest-path stage: the path as it grows, the pair being tried, why the
//! last side was refused, and each accepted detour.

use super::StageView;
use super::facts::facts_grid;
use crate::algo::body_cycle::CycleEvent;
use crate::algo::certificate::CertificateEvent;
use crate::algo::longest::LongestEvent;
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::{Stage, StageEvent};
use crate::trace::caption;

/// Longest path by extending pairs of the shortest path.
#[derive(Default)]
pub struct LongestView;

/// The longest-path events among `events` (also those inside the cycle builder, and the
/// cycle builder inside a certificate).
pub fn longest_events(events: &[StageEvent]) -> impl Iterator<Item = &LongestEvent> {
    events.iter().filter_map(|e| match e {
        StageEvent::Longest(l)
        | StageEvent::Cycle(CycleEvent::Longest(l))
        | StageEvent::Certificate(CertificateEvent::Build(CycleEvent::Longest(l))) => Some(l),
        _ => None,
    })
}

/// Rows describing the extension so far, shared with the cycle view.
pub fn longest_rows(events: &[StageEvent]) -> Vec<(String, String)> {
    let mut begin = None;
    let mut extensions = 0;
    let mut refusals = 0;
    let mut pair = None;
    let mut last_refusal = None;
    let mut done = None;
    let mut no_path = false;
    for l in longest_events(events) {
        match l {
            LongestEvent::Begin { path, .. } => begin = Some(path.len().saturating_sub(1)),
            LongestEvent::NoPath => no_path = true,
            LongestEvent::TryPair { cur, next, side } => {
                pair = Some(tr!(
                    "{cur} -> {next}, side {side}",
                    cur = cur,
                    next = next,
                    side = side
                ))
            }
            LongestEvent::Refused { .. } => {
                refusals += 1;
                last_refusal = Some(caption(&StageEvent::Longest(l.clone())));
            }
            LongestEvent::Extended { .. } => extensions += 1,
            LongestEvent::MovedOn { .. } => {}
            LongestEvent::Done { path } => done = Some(path.len().saturating_sub(1)),
        }
    }
    let mut rows = Vec::new();
    if no_path {
        rows.push((tr!("Shortest path"), tr!("none: nothing to extend")));
        return rows;
    }
    if let Some(b) = begin {
        rows.push((tr!("Shortest path"), tr!("{b} steps", b = b)));
        rows.push((
            tr!("Path now"),
            tr!(
                "{n} steps ({extensions} detour(s) of 2 cells)",
                n = b + 2 * extensions,
                extensions = extensions
            ),
        ));
    }
    if let Some(p) = pair {
        rows.push((tr!("Pair tried"), p));
    }
    rows.push((tr!("Sides refused"), refusals.to_string()));
    if let Some(r) = last_refusal {
        rows.push((tr!("Last refusal"), r));
    }
    if let Some(d) = done {
        rows.push((tr!("Result"), tr!("path of {d} steps", d = d)));
    }
    rows
}

impl StageView for LongestView {
    fn stage(&self) -> Stage {
        Stage::Longest
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, _game: &Game) {
        facts_grid(
            ui,
            "snakescope.longest.facts",
            &longest_rows(replay.shown()),
        );
    }
}
