//! The two splice planners on the same game: a pass of the first one tries at most
//! `Tuning::cut_tries` straight cuts, the wide one every cut it found, and so their games part; both
//! win.

use super::splice_play::play_planned;
use snakescope_core::algo::splice::{SpliceEvent, SplicePlan};
use snakescope_core::rules::{Dir, Outcome};

/// A 16x16 game played by `plan` from a snake of two at the centre: the outcome, the moves made
/// and, for every pass of straight cuts, the cuts found and the cuts it may try.
fn play(plan: SplicePlan) -> (Option<Outcome>, Vec<Dir>, Vec<(u32, u32)>) {
    let mut passes = Vec::new();
    let (outcome, moves) = play_planned((16, 16), [(8, 7), (8, 6)], 5, plan, |events| {
        passes.extend(events.iter().filter_map(|e| match e {
            SpliceEvent::Cuts { found, tries, .. } => Some((*found, *tries)),
            _ => None,
        }));
    });
    (outcome, moves, passes)
}

#[test]
fn the_wide_planner_tries_every_cut_the_first_one_stops_at_its_cap_and_their_games_part() {
    let (first, first_moves, first_passes) = play(SplicePlan::First);
    let (wide, wide_moves, wide_passes) = play(SplicePlan::Wide);
    assert_eq!((first, wide), (Some(Outcome::Won), Some(Outcome::Won)));
    let cap = SplicePlan::First.tuning().cut_tries as u32;
    assert!(
        first_passes
            .iter()
            .all(|&(found, tries)| tries == found.min(cap))
    );
    assert!(wide_passes.iter().all(|&(found, tries)| tries == found));
    // The cap bites: some pass finds more cuts than the first planner may try.
    assert!(first_passes.iter().any(|&(found, _)| found > cap));
    assert!(wide_passes.iter().any(|&(found, _)| found > cap));
    assert_ne!(first_moves, wide_moves);
}
