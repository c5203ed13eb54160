//! A graph search's events folded into a [`StageFrame`], written once for every search: the
//! frontier kept as the structure it is (the start enters it, a push joins it where the
//! structure puts it, a take or a skip leaves its front, stale entries marked by the search's
//! rule), each cell's numbers from the keys it was pushed with, the path found, the search
//! given up. What a search says beyond these operations it folds itself
//! ([`SearchProtocol::fold_more`]).

use super::frame::{Reach, StageFrame, Tone};
use super::frontier::{Frontier, FrontierEntry};
use super::searches::SearchProtocol;
use crate::algo::search::{FrontierKey, Key, SearchEvent, SearchTypes, Side, Staleness};
use crate::rules::{Compass, Pos};

/// Folds `event`, of the search `P`, into `frame`: the stage's part of
/// [`StageFrame::apply`] for every search.
pub(crate) fn fold_search<P: SearchProtocol>(frame: &mut StageFrame, event: &P::Event) {
    let staleness = <P::Types as SearchTypes>::STALENESS;
    match event {
        SearchEvent::Start {
            start,
            heading,
            target,
            key,
            ..
        } => {
            let kind = <P::Types as SearchTypes>::FRONTIER;
            let both_ends = <P::Types as SearchTypes>::FROM_BOTH_ENDS;
            begin(frame, *start, key.frontier_key(), key.side());
            let mut frontiers = vec![Frontier::new(kind, key.side())];
            frontiers[0].push(entry(*start, key.frontier_key(), Some((*heading).into())));
            if both_ends {
                let other = Some(Side::Target);
                mark_with(frame, *target, key.frontier_key(), other, None);
                frame.mark_mut(*target).frontier = true;
                frame.look_at(*target, Tone::Looked);
                let mut far = Frontier::new(kind, other);
                far.push(entry(*target, key.frontier_key(), None));
                frontiers.push(far);
            }
            frame.frontiers = frontiers;
        }
        SearchEvent::Taken { cell, key } => {
            if let Some(frontier) = frontier_of(frame, key.side()) {
                leave_front(frontier, *cell);
                if staleness == Staleness::CellTaken {
                    frontier.make_cell_stale(*cell);
                }
            }
            frame.expand(*cell);
        }
        SearchEvent::Skipped { cell, more } => {
            let side = <P::Types as SearchTypes>::skipped_side(more);
            if let Some(frontier) = frontier_of(frame, side) {
                leave_front(frontier, *cell);
            }
            frame.current = Some(*cell);
            frame.look_at(*cell, Tone::Refused);
        }
        SearchEvent::Pushed { cell, dir, key, .. } => {
            let (shown, side) = (key.frontier_key(), key.side());
            mark_with(frame, *cell, shown, side, Some((*dir).into()));
            frame.mark_mut(*cell).frontier = true;
            frame.trying = vec![*cell];
            frame.look_at(*cell, Tone::Accepted);
            if let Some(frontier) = frontier_of(frame, side) {
                match staleness {
                    Staleness::CellPushed => frontier.make_cell_stale(*cell),
                    Staleness::StatePushed => frontier.make_state_stale(*cell, (*dir).into()),
                    Staleness::Never | Staleness::CellTaken => {}
                }
                frontier.push(entry(*cell, shown, Some((*dir).into())));
            }
        }
        SearchEvent::Refused { from, dir, .. } => frame.refuse(*from, *dir),
        SearchEvent::Found { path, .. } => {
            frame.path = path.clone();
            frame.verdict = Some(Tone::Accepted);
        }
        SearchEvent::Exhausted { .. } => {
            frame.current = None;
            frame.verdict = Some(Tone::Refused);
        }
        SearchEvent::Own(_) => {}
    }
    P::fold_more(frame, event);
}

/// The search (or a new round of it) begins at `start`: what an earlier round showed of the
/// cells is forgotten, and the start is marked with its key, waiting, looked at.
fn begin(frame: &mut StageFrame, start: Pos, key: FrontierKey, side: Option<Side>) {
    for m in &mut frame.marks {
        m.distance = None;
        m.entered = None;
        m.frontier = false;
        m.expanded = false;
        m.order = None;
        m.g = None;
        m.h = None;
        m.target_distance = None;
        m.side = None;
        m.scanned = false;
    }
    mark_with(frame, start, key, side, None);
    frame.mark_mut(start).frontier = true;
    frame.current = Some(start);
    frame.look_at(start, Tone::Looked);
}

/// A frontier entry of `cell` with `key`, entered by `entered`.
fn entry(cell: Pos, key: FrontierKey, entered: Option<Compass>) -> FrontierEntry {
    FrontierEntry {
        cell,
        key,
        entered,
        stale: false,
    }
}

/// The frontier of `side` (the first when the search has one).
fn frontier_of(frame: &mut StageFrame, side: Option<Side>) -> Option<&mut Frontier> {
    let k = usize::from(side == Some(Side::Target));
    frame.frontiers.get_mut(k)
}

/// Takes `frontier`'s front entry off, as the search takes `cell`: the model's front must be
/// the cell the search names.
fn leave_front(frontier: &mut Frontier, cell: Pos) {
    let front = frontier.pop();
    debug_assert_eq!(
        front.map(|e| e.cell),
        Some(cell),
        "the frontier's front is the cell the search takes"
    );
}

/// Marks `cell` with what `key` says of it, entered by `dir`: a queue's distance (from the
/// target on a search's target side) the first time it is found, a stack's depth each time
/// it is pushed (the newest entry is the one taken), a priority queue's g and h the first time
/// or when g is smaller than known.
fn mark_with(
    frame: &mut StageFrame,
    cell: Pos,
    key: FrontierKey,
    side: Option<Side>,
    dir: Option<Compass>,
) {
    let m = frame.mark_mut(cell);
    match key {
        FrontierKey::Distance(d) => match side {
            Some(Side::Target) => {
                if m.target_distance.is_none() {
                    m.target_distance = Some(d);
                }
            }
            _ => {
                if m.distance.is_none() {
                    m.distance = Some(d);
                    m.entered = dir;
                }
            }
        },
        FrontierKey::Depth(d) => {
            m.distance = Some(d);
            m.entered = dir;
        }
        // A cost from the target (the bidirectional search's in eight directions) is the
        // target side's distance, the smallest known.
        FrontierKey::Priority { g: Some(g), .. } if side == Some(Side::Target) => {
            if m.target_distance.is_none_or(|known| g < known) {
                m.target_distance = Some(g);
            }
        }
        FrontierKey::Priority { g, h, .. } => {
            let first = m.g.is_none() && m.h.is_none();
            let shorter = matches!((g, m.g), (Some(new), Some(old)) if new < old);
            if first || shorter {
                m.g = g;
                if h.is_some() {
                    m.h = h;
                }
                m.entered = dir;
            }
        }
    }
    if let Some(side) = side {
        m.side = Some(Reach::with(m.side, side));
    }
}
