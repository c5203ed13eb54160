//! What the searches in eight directions say alike: a cell popped or skipped, why a step is
//! not taken, the path found.

use super::words::path_steps;
use crate::algo::search::eight::{EightKey, EightRefusal, Length, StepRefusal};
use crate::rules::{Compass, Pos};

/// The cell taken off the frontier with `key`, the lowest f waiting.
pub(crate) fn popped_words(cell: Pos, key: &EightKey) -> String {
    tr!(
        "Popped {cell}: f = {f} (g = {g}, h = {h}), the lowest f waiting",
        cell = cell,
        f = key.f().shown(),
        g = key.g.shown(),
        h = key.h.shown()
    )
}

/// An entry of `cell` taken off stale: the cell was reached more cheaply since.
pub(crate) fn skipped_words(cell: Pos, key: &EightKey) -> String {
    tr!(
        "Popped {cell} (g = {g}): reached more cheaply since, skipped",
        cell = cell,
        g = key.g.shown()
    )
}

/// The path found, its steps and its cost.
pub(crate) fn found_words(path: &[Pos], cost: Length) -> String {
    tr!(
        "Reached the target: the path has {path} and costs {cost}",
        path = path_steps(path),
        cost = cost.shown()
    )
}

/// Why the neighbour (or the jump) of `from` that lies `dir` of it was not pushed.
pub(crate) fn refusal_words(from: Pos, dir: Compass, reason: &EightRefusal) -> String {
    let place = dir.of(from);
    match reason {
        EightRefusal::Step(StepRefusal::Edge) => tr!("{place} is the wall", place = place),
        EightRefusal::Step(StepRefusal::Closed(c)) => {
            tr!("{place}, {c}, is blocked", place = place, c = c)
        }
        EightRefusal::Step(StepRefusal::Corner(c)) => tr!(
            "{place}: the diagonal would cut the corner of {c}, which is blocked",
            place = place,
            c = c
        ),
        EightRefusal::NoShorter { cell, g, known } => tr!(
            "{place}, {cell}, would have g = {g}, but it is known at g = {known}",
            place = place,
            cell = cell,
            g = g.shown(),
            known = known.shown()
        ),
        EightRefusal::Seen(cell) => tr!(
            "{place}, {cell}, was reached before: skipped",
            place = place,
            cell = cell
        ),
        EightRefusal::NoJumpPoint { last } => tr!(
            "The scan {way} from {from} met a wall after {last}: no jump point that way",
            way = dir.way(),
            from = from,
            last = last
        ),
    }
}
