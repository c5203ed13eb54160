//! The reference's Hamilton defect, and the margin that fixes it.
//!
//! Under `Blocks`, the reference takes a shortcut that leaves the head two cells behind the
//! tail while the body has gaps; food then appears in the one cell between, the snake eats it,
//! and its next cycle move runs into the tail. These tests replay games where that happens
//! with the reference rule (`tail_margin: 0`) and show the default rule refusing the very
//! shortcut that started it, and winning.

mod common;

use common::classic;
use snakescope::algo::Ignore;
use snakescope::algo::shortcut::{DEFAULT_TAIL_MARGIN, ShortcutVerdict};
use snakescope::rules::{DeathCause, Outcome, TailRule};
use snakescope::solver::{AnySolver, Fact, HamiltonOptions, SolverKind, play_out};
use snakescope::trace::Recording;

fn hamilton(tail_margin: usize) -> SolverKind {
    SolverKind::Hamilton(HamiltonOptions {
        shortcut_until: 0.5,
        tail_margin,
    })
}

/// Seeds (8x8 and 10x10, snake of 4) where the reference rule dies, found by the benchmark.
const REFERENCE_DEATHS: [(i64, u64); 4] = [(8, 1207), (8, 1229), (8, 2215), (10, 2563)];

#[test]
fn the_reference_rule_dies_on_these_seeds_and_ours_wins() {
    for (size, seed) in REFERENCE_DEATHS {
        let mut game = classic(size, size, 4, seed, TailRule::Blocks);
        let mut reference = AnySolver::new(hamilton(0), &game).unwrap();
        let died = play_out(&mut game, &mut reference);
        assert_eq!(
            died.outcome,
            Outcome::Dead(DeathCause::Body),
            "{size}x{size} seed {seed}"
        );

        let mut game = classic(size, size, 4, seed, TailRule::Blocks);
        let mut ours = AnySolver::new(SolverKind::ALL[1], &game).unwrap();
        assert_eq!(
            play_out(&mut game, &mut ours).outcome,
            Outcome::Won,
            "{size}x{size} seed {seed}"
        );
    }
}

#[test]
fn the_shortcut_that_starts_the_fatal_chain_is_refused() {
    let game = classic(8, 8, 4, 1207, TailRule::Blocks);
    let solver = AnySolver::new(hamilton(0), &game).unwrap();
    let rec = Recording::play_out(game, solver);
    assert_eq!(rec.outcome(), Some(Outcome::Dead(DeathCause::Body)));
    // The last shortcut before the death.
    let t = (0..rec.len())
        .rev()
        .find(|&t| {
            let d = rec.decision_at(t, &mut Ignore).unwrap();
            d.checks.iter().any(|c| {
                matches!(
                    c.fact,
                    Fact::ShortcutRule {
                        verdict: ShortcutVerdict::Take,
                        ..
                    }
                )
            })
        })
        .expect("a shortcut precedes the death");
    let before = rec.game_at(t);
    let cells = before.grid().cells() as u32;
    let d = rec.decision_at(t, &mut Ignore).unwrap();
    let Some(Fact::ShortcutRule {
        rel_next, rel_food, ..
    }) = d
        .checks
        .iter()
        .map(|c| c.fact.clone())
        .find(|f| matches!(f, Fact::ShortcutRule { .. }))
    else {
        unreachable!()
    };
    // The exact situation: the step lands within a few cells of the tail's back, the food
    // right after it, while the body has gaps.
    assert!(
        rel_next + DEFAULT_TAIL_MARGIN as u32 >= cells,
        "rel(next) {rel_next}"
    );
    assert!(rel_food >= rel_next);
    // The default rule looks at the very same state and refuses.
    let mut ours = AnySolver::new(SolverKind::ALL[1], &rec.game_at(0)).unwrap();
    let ours_decision = ours.decide(&before, &mut Ignore);
    assert!(ours_decision.checks.iter().any(|c| matches!(
        c.fact,
        Fact::ShortcutRule {
            verdict: ShortcutVerdict::NoRoom,
            ..
        } | Fact::NoShortcutOpen
    )));
    assert_ne!(ours_decision.dir, d.dir);
}

#[test]
fn no_deaths_in_a_thousand_games_on_8x8_and_10x10() {
    for size in [8, 10] {
        for seed in 1..=500 {
            let mut game = classic(size, size, 4, seed, TailRule::Blocks);
            let mut solver = AnySolver::new(SolverKind::ALL[1], &game).unwrap();
            assert_eq!(
                play_out(&mut game, &mut solver).outcome,
                Outcome::Won,
                "{size}x{size} seed {seed}"
            );
        }
    }
}
