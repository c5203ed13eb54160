//! The view of the shortest-path stage: the queue in order, what has been expanded, how deep
//! the search has gone, and what it found.

use super::StageView;
use super::facts::{cell_list, facts_grid};
use crate::algo::bfs::BfsEvent;
use crate::explain::StageReplay;
use crate::rules::{Game, Pos};
use crate::stages::{Stage, StageEvent};
use std::collections::VecDeque;

/// Breadth-first search, preferring straight lines.
#[derive(Default)]
pub struct BfsView;

/// What the events shown so far say about the search.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct BfsSoFar {
    /// Start and target.
    pub ends: Option<(Pos, Pos)>,
    /// The queue, front first, with distances.
    pub queue: VecDeque<(Pos, u32)>,
    /// Cells expanded.
    pub expanded: usize,
    /// The greatest distance found.
    pub deepest: u32,
    /// Neighbours refused.
    pub refused: usize,
    /// The path, once found.
    pub found: Option<usize>,
    /// Cells reached, if the queue ran dry.
    pub exhausted: Option<u32>,
}

impl BfsSoFar {
    /// Folds the events shown.
    pub fn fold(events: &[StageEvent]) -> BfsSoFar {
        let mut s = BfsSoFar::default();
        for e in events {
            let StageEvent::Bfs(e) = e else { continue };
            match e {
                BfsEvent::Start { start, target, .. } => {
                    s.ends = Some((*start, *target));
                    s.queue.push_back((*start, 0));
                }
                BfsEvent::Dequeued { cell, .. } => {
                    if let Some(i) = s.queue.iter().position(|(c, _)| c == cell) {
                        s.queue.remove(i);
                    }
                    s.expanded += 1;
                }
                BfsEvent::Discovered { cell, distance, .. } => {
                    s.queue.push_back((*cell, *distance));
                    s.deepest = s.deepest.max(*distance);
                }
                BfsEvent::Refused { .. } => s.refused += 1,
                BfsEvent::Found { path } => s.found = Some(path.len().saturating_sub(1)),
                BfsEvent::Exhausted { reached } => s.exhausted = Some(*reached),
            }
        }
        s
    }
}

impl StageView for BfsView {
    fn stage(&self) -> Stage {
        Stage::Bfs
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, _game: &Game) {
        let s = BfsSoFar::fold(replay.shown());
        let mut rows = Vec::new();
        if let Some((start, target)) = s.ends {
            rows.push((
                tr!("From / to"),
                tr!("{start} to {target}", start = start, target = target),
            ));
        }
        rows.push((
            tr!("Queue (frontier)"),
            tr!(
                "{queue} cell(s): {n}",
                queue = s.queue.len(),
                n = cell_list(s.queue.iter().map(|(c, d)| format!("{c} d{d}")), 8)
            ),
        ));
        rows.push((
            tr!("Expanded"),
            tr!("{expanded} cell(s)", expanded = s.expanded),
        ));
        rows.push((tr!("Deepest distance"), s.deepest.to_string()));
        rows.push((tr!("Neighbours refused"), s.refused.to_string()));
        if let Some(steps) = s.found {
            rows.push((tr!("Result"), tr!("path of {steps} steps", steps = steps)));
        }
        if let Some(reached) = s.exhausted {
            rows.push((
                tr!("Result"),
                tr!("no path; {reached} cells reached", reached = reached),
            ));
        }
        facts_grid(ui, "snakescope.bfs.facts", &rows);
    }
}
