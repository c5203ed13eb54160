//! What the searches in eight directions say alike: why a step is not taken, and a cost.

use crate::algo::search::eight::{EightRefusal, StepRefusal};
use crate::rules::{Compass, Pos};

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
        EightRefusal::NoJumpPoint { last } => tr!(
            "The scan {way} from {from} met a wall after {last}: no jump point that way",
            way = dir.way(),
            from = from,
            last = last
        ),
    }
}
