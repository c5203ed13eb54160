//! What the panel of a graph search says, read off its frame alone: each frontier as the
//! structure it is, whole and in the order its entries will leave, how many cells were
//! expanded, and the path found. Every search that keeps a frontier in its frame shares it.

use super::facts::{StageFacts, Strip, StripKind};
use super::frame::StageFrame;
use super::frontier::{Frontier, FrontierEntry, FrontierKey, FrontierKind};
use crate::algo::search::Side;
use crate::rules::Pos;

/// The facts of a search after the events folded into `frame`.
pub(crate) fn search_facts(frame: &StageFrame) -> StageFacts {
    let mut rows = Vec::new();
    for frontier in &frame.frontiers {
        rows.push((frontier_name(frontier), frontier_size(frontier)));
    }
    rows.push((
        tr!("Expanded"),
        tr!("{expanded} cell(s)", expanded = frame.expansions),
    ));
    if frame.path.len() > 1 {
        rows.push((
            tr!("Result"),
            tr!("path of {steps} steps", steps = frame.path.len() - 1),
        ));
    }
    let mut facts = StageFacts::rows(rows);
    // The list is the frontier itself, never cut: the first side's if there are two; the
    // window draws it as a strip of cells as well.
    if let Some(frontier) = frame.frontiers.first() {
        let entries = frontier.entries().map(|e| entry_words(&e)).collect();
        let left = frame.current.filter(|c| !frontier.holds(*c));
        facts = facts
            .with_list(tr!("Leaving first to last"), entries)
            .with_frontier(strip(frontier, None, left));
    }
    facts
}

/// `frontier` as the strip of cells the window draws: a queue or a priority queue with its
/// next to leave first, a stack with its top last, each cell with its key; the cell that just
/// `entered` it and the one that `left` it, where the stage says.
pub(crate) fn strip(frontier: &Frontier, entered: Option<Pos>, left: Option<Pos>) -> Strip {
    let kind = match frontier.kind {
        FrontierKind::Queue => StripKind::Queue,
        FrontierKind::Stack => StripKind::Stack,
        FrontierKind::PriorityQueue => StripKind::Priority,
    };
    let mut cells: Vec<_> = frontier
        .entries()
        .map(|e| (e.cell, Some(e.key.shown_number())))
        .collect();
    if kind == StripKind::Stack {
        cells.reverse();
    }
    Strip {
        heading: frontier_name(frontier),
        kind,
        cells,
        entered,
        left,
    }
}

/// The frontier's name: its structure, and its side for the bidirectional search.
fn frontier_name(frontier: &Frontier) -> String {
    let kind = match frontier.kind {
        FrontierKind::Queue => tr!("Queue (frontier)"),
        FrontierKind::Stack => tr!("Stack (frontier)"),
        FrontierKind::PriorityQueue => tr!("Priority queue (frontier)"),
    };
    match frontier.side {
        None => kind,
        Some(Side::Start) => tr!("{kind}, from the start", kind = kind),
        Some(Side::Target) => tr!("{kind}, from the target", kind = kind),
    }
}

/// How many entries wait, and how many of them are stale (skipped when they leave).
fn frontier_size(frontier: &Frontier) -> String {
    let stale = frontier.stale_count();
    if stale == 0 {
        tr!("{n} cell(s)", n = frontier.len())
    } else {
        tr!(
            "{n} cell(s), {stale} stale",
            n = frontier.len(),
            stale = stale
        )
    }
}

/// One entry in words: its cell and its key.
fn entry_words(entry: &FrontierEntry) -> String {
    let key = match entry.key {
        FrontierKey::Distance(d) | FrontierKey::Depth(d) => format!("d{d}"),
        FrontierKey::Priority { priority, g, h, .. } => match (g, h) {
            (Some(g), Some(h)) => format!("f{priority} = g{g} + h{h}"),
            (Some(g), None) => format!("g{g}"),
            (None, Some(h)) => format!("h{h}"),
            (None, None) => format!("p{priority}"),
        },
    };
    if entry.stale {
        tr!("{cell} {key} (stale)", cell = entry.cell, key = key)
    } else {
        format!("{} {key}", entry.cell)
    }
}
