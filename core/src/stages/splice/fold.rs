//! What each event of a plan draws on the board.

use super::super::{StageFrame, Tone};
use crate::algo::splice::SpliceEvent;

/// Folds `event` into `frame`.
pub(super) fn fold(frame: &mut StageFrame, event: &SpliceEvent) {
    let clear_loop = |f: &mut StageFrame| {
        for m in &mut f.marks {
            m.in_loop = false;
        }
    };
    match event {
        SpliceEvent::Plan {
            way, head, food, ..
        } => {
            frame.path = way.clone();
            frame.current = Some(*head);
            frame.look_at(*head, Tone::Looked);
            frame.look_at(*food, Tone::Looked);
        }
        SpliceEvent::EndSearch { free, .. } => {
            frame.trying.clear();
            for &c in free {
                frame.look_at(c, Tone::Looked);
            }
        }
        SpliceEvent::EndFound { way, rest } => {
            frame.trying = way.clone();
            clear_loop(frame);
            for &c in rest {
                frame.mark_mut(c).in_loop = true;
            }
        }
        SpliceEvent::EndNotFound { .. } => frame.verdict = Some(Tone::Refused),
        SpliceEvent::Force { path } | SpliceEvent::OtherPath { path, .. } => {
            frame.trying = path.clone()
        }
        SpliceEvent::Cuts { .. } | SpliceEvent::LateCuts { .. } => frame.trying.clear(),
        SpliceEvent::Cut { line, .. } => frame.trying = line.clone(),
        SpliceEvent::Square {
            corners,
            from,
            fits,
            ..
        } => {
            frame.trying = corners.to_vec();
            frame.current = Some(*from);
            let tone = if *fits { Tone::Looked } else { Tone::Refused };
            for &c in corners {
                frame.look_at(c, tone);
            }
        }
        SpliceEvent::TwoSplices { from, to, first } => {
            frame.trying = vec![*from, *to];
            frame.current = Some(*from);
            for &c in first {
                frame.look_at(c, Tone::Looked);
            }
        }
        SpliceEvent::Split { cells } => {
            clear_loop(frame);
            for &c in cells {
                frame.mark_mut(c).in_loop = true;
            }
        }
        SpliceEvent::LoopHoldsBody { cell } => {
            frame.trying = vec![*cell];
            frame.look_at(*cell, Tone::Refused);
        }
        SpliceEvent::Merge { corners, .. } => {
            clear_loop(frame);
            frame.trying = corners.to_vec();
            for &c in corners {
                frame.look_at(c, Tone::Accepted);
            }
        }
        // The loop stays on the board while the caption says nothing joins it back; the
        // undoing that follows takes it off.
        SpliceEvent::NoMerge { .. } => frame.verdict = Some(Tone::Refused),
        SpliceEvent::Undone => {
            clear_loop(frame);
            frame.verdict = Some(Tone::Refused);
        }
        SpliceEvent::Checked { safe, .. } => {
            frame.verdict = Some(if *safe { Tone::Accepted } else { Tone::Refused });
        }
        SpliceEvent::Pockets { way, cells, .. } => {
            frame.trying = way.clone();
            for &c in cells {
                frame.look_at(c, Tone::Refused);
            }
        }
        SpliceEvent::Weighed { .. } => frame.verdict = Some(Tone::Accepted),
        SpliceEvent::KeptShorter { way, .. } => {
            clear_loop(frame);
            frame.path = way.clone();
            frame.current = None;
            frame.verdict = Some(Tone::Accepted);
        }
    }
}
