//! What the stage panel says of a plan so far.

use super::super::{StageEvent, StageFacts};
use crate::algo::splice::SpliceEvent;

/// The moves to the food along the cycle and by the fastest path, the squares tried, the
/// splits and joins, what was kept, and why a kept cycle is safe.
pub(super) fn facts(shown: &[StageEvent]) -> StageFacts {
    let mut rows = Vec::new();
    let (mut squares, mut splits, mut merges, mut undone) = (0, 0, 0, 0);
    let mut last = None;
    for e in shown {
        let StageEvent::Splice(s) = e else {
            continue;
        };
        match &**s {
            SpliceEvent::Plan { along, fastest, .. } => rows.push((
                tr!("To the food"),
                tr!(
                    "{along} moves along the cycle, {fastest} by the fastest path",
                    along = along,
                    fastest = fastest
                ),
            )),
            SpliceEvent::Square { .. } => squares += 1,
            SpliceEvent::Split { .. } => splits += 1,
            SpliceEvent::Merge { .. } => merges += 1,
            SpliceEvent::Undone { .. }
            | SpliceEvent::NoMerge { .. }
            | SpliceEvent::LoopHoldsBody { .. } => undone += 1,
            SpliceEvent::KeptShorter { before, after, .. } => rows.push((
                tr!("Kept"),
                tr!(
                    "a cycle {after} moves to the food (was {before})",
                    after = after,
                    before = before
                ),
            )),
            SpliceEvent::EndFound { way, .. } => rows.push((
                tr!("End game"),
                tr!(
                    "the shortest safe way, {n} moves, found exactly",
                    n = way.len().saturating_sub(1)
                ),
            )),
            SpliceEvent::EndNotFound { complete: true } => {
                rows.push((tr!("End game"), tr!("no shorter safe way exists")))
            }
            SpliceEvent::Weighed {
                fastest,
                cuts,
                cuts_win,
            } => rows.push((tr!("Pockets weighed"), weighed(*fastest, *cuts, *cuts_win))),
            SpliceEvent::EndSearch { .. }
            | SpliceEvent::EndNotFound { complete: false }
            | SpliceEvent::Force { .. }
            | SpliceEvent::OtherPath { .. }
            | SpliceEvent::TwoSplices { .. }
            | SpliceEvent::Cuts { .. }
            | SpliceEvent::LateCuts { .. }
            | SpliceEvent::Cut { .. }
            | SpliceEvent::Pockets { .. }
            | SpliceEvent::Checked { .. } => {}
        }
        last = Some(&**s);
    }
    rows.push((tr!("Squares tried"), squares.to_string()));
    rows.push((
        tr!("Splits, joins"),
        tr!(
            "{splits} split, {merges} joined back",
            splits = splits,
            merges = merges
        ),
    ));
    rows.push((tr!("Undone"), undone.to_string()));
    if let Some(SpliceEvent::Merge { reversed, .. }) = last {
        rows.push((
            tr!("Joined"),
            if *reversed {
                tr!("the loop turned round to fit the square")
            } else {
                tr!("the loop as it ran")
            },
        ));
    }
    StageFacts::rows(rows).with_note(tr!(
        "Why it is safe: a reshaped cycle is kept only if, following it, every cell is free by \
         the time the head gets there, and the body still there at the meal lies just behind \
         the head."
    ))
}

/// Which way the weighing kept, against which.
fn weighed(fastest: [u32; 2], cuts: [u32; 2], cuts_win: bool) -> String {
    if cuts_win {
        tr!(
            "the cuts' way, {c} moves leaving {cp} for the next meal, against the fastest path's {f} leaving {fp}",
            c = cuts[0],
            cp = cuts[1],
            f = fastest[0],
            fp = fastest[1]
        )
    } else {
        tr!(
            "the fastest path, {f} moves leaving {fp} for the next meal, against the cuts' {c} leaving {cp}",
            c = cuts[0],
            cp = cuts[1],
            f = fastest[0],
            fp = fastest[1]
        )
    }
}
