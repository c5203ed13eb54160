//! What each event of a plan draws on the board: the cycle being reshaped (the plan's
//! [`Reshaping`], changed by each split, join and undoing the events name), the way to the food
//! along it as the path, and what the event speaks of.

use super::super::reshaping::Reshaping;
use super::super::{StageFrame, Tone};
use crate::algo::splice::SpliceEvent;
use crate::rules::Pos;

/// Folds `event` into `frame`.
pub(super) fn fold(frame: &mut StageFrame, event: &SpliceEvent) {
    match event {
        SpliceEvent::Plan {
            head,
            food,
            way,
            cycle,
            ..
        } => begin(frame, (*head, *food), way, cycle),
        SpliceEvent::EndSearch { free, .. } => {
            for &c in free {
                frame.look_at(c, Tone::Looked);
            }
        }
        SpliceEvent::EndFound { way, rest, cycle } => {
            reshape(frame, |r| r.rewrite(cycle));
            frame.trying = way.clone();
            clear_loop(frame);
            for &c in rest {
                frame.mark_mut(c).in_loop = true;
            }
        }
        SpliceEvent::EndNotFound { .. } => frame.verdict = Some(Tone::Refused),
        SpliceEvent::Force { path } => frame.trying = path.clone(),
        SpliceEvent::OtherPath { path, .. } => {
            // Each other order searches from the cycle held.
            reshape(frame, |r| r.undo_to(0));
            frame.trying = path.clone();
        }
        SpliceEvent::Cuts { standing, .. } => reshape(frame, |r| r.undo_to(*standing)),
        SpliceEvent::LateCuts { .. } => {}
        SpliceEvent::Cut { line, .. } => frame.trying = line.clone(),
        SpliceEvent::Square {
            corners,
            from,
            fits,
            ..
        } => square(frame, corners, *from, *fits),
        SpliceEvent::TwoSplices { from, to, first } => {
            frame.trying = vec![*from, *to];
            frame.current = Some(*from);
            for &c in first {
                frame.look_at(c, Tone::Looked);
            }
        }
        SpliceEvent::Split { cells } => {
            reshape(frame, |r| r.split(cells));
            clear_loop(frame);
            for &c in cells {
                frame.mark_mut(c).in_loop = true;
            }
        }
        SpliceEvent::LoopHoldsBody { cell } => {
            frame.trying = vec![*cell];
            frame.look_at(*cell, Tone::Refused);
        }
        SpliceEvent::Merge { corners, reversed } => {
            reshape(frame, |r| r.join(*corners, *reversed));
            clear_loop(frame);
            frame.trying = corners.to_vec();
            for &c in corners {
                frame.look_at(c, Tone::Accepted);
            }
        }
        SpliceEvent::NoMerge { .. } => no_join(frame),
        SpliceEvent::Undone { from, standing } => undone(frame, *from, *standing),
        SpliceEvent::Checked { safe, .. } => {
            frame.verdict = Some(if *safe { Tone::Accepted } else { Tone::Refused });
        }
        SpliceEvent::Pockets {
            way,
            cells,
            standing,
            ..
        } => {
            reshape(frame, |r| r.undo_to(*standing));
            frame.trying = way.clone();
            for &c in cells {
                frame.look_at(c, Tone::Refused);
            }
        }
        SpliceEvent::Weighed { .. } => frame.verdict = Some(Tone::Accepted),
        SpliceEvent::KeptShorter { cycle, .. } => {
            let grid = *frame.grid();
            reshape(frame, |r| r.keep(grid, cycle));
            clear_loop(frame);
            frame.current = None;
            frame.verdict = Some(Tone::Accepted);
        }
    }
}

/// A plan begins from `head` toward `food`: the way held to the food along the cycle held.
fn begin(frame: &mut StageFrame, (head, food): (Pos, Pos), way: &[Pos], cycle: &[Pos]) {
    frame.reshaping = Some(Reshaping::begin(*frame.grid(), cycle, food));
    frame.path = way.to_vec();
    frame.current = Some(head);
    frame.look_at(head, Tone::Looked);
    frame.look_at(food, Tone::Looked);
}

/// The square of a step from `from` is tried: its corners, refused if it does not fit.
fn square(frame: &mut StageFrame, corners: &[Pos; 4], from: Pos, fits: bool) {
    frame.trying = corners.to_vec();
    frame.current = Some(from);
    let tone = if fits { Tone::Looked } else { Tone::Refused };
    for &c in corners {
        frame.look_at(c, tone);
    }
}

/// No square joins the loop back: the split is undone, the cycle is whole again, and the loop
/// that found no join is pointed at, refused, until the next event.
fn no_join(frame: &mut StageFrame) {
    let refused: Vec<Pos> = frame
        .reshaping
        .as_ref()
        .map(|r| r.split.clone())
        .unwrap_or_default();
    reshape(frame, Reshaping::undo_split);
    clear_loop(frame);
    for c in refused {
        frame.look_at(c, Tone::Refused);
    }
    frame.verdict = Some(Tone::Refused);
}

/// An undoing back to the `standing` splices; `from`, the cell of a fastest path backed out of.
fn undone(frame: &mut StageFrame, from: Option<Pos>, standing: u32) {
    reshape(frame, |r| r.undo_to(standing));
    clear_loop(frame);
    if let Some(cell) = from {
        frame.current = Some(cell);
        frame.look_at(cell, Tone::Refused);
    }
    frame.verdict = Some(Tone::Refused);
}

/// Changes the cycle being reshaped by `change`, and draws the way to the food along it.
fn reshape(frame: &mut StageFrame, change: impl FnOnce(&mut Reshaping)) {
    if let Some(r) = frame.reshaping.as_mut() {
        change(r);
        frame.path = r.way();
    }
}

/// No cell is shaded as in a loop.
fn clear_loop(frame: &mut StageFrame) {
    for m in &mut frame.marks {
        m.in_loop = false;
    }
}
