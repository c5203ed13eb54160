//! The reference's Hamilton defect, and the certified rule that removes it.
//!
//! Under `Blocks`, the reference's rule takes a shortcut that leaves gaps in the body on its
//! fixed cycle; food then appears just ahead of the head, the snake eats it, and its next
//! cycle move runs into the tail. A margin of free cells makes that rarer, never impossible.
//! The certified rule takes a shortcut only with a cycle on which the body after the step is
//! unbroken, and holds that cycle from then on: these tests replay the reference's fatal games
//! and the boards that broke the margin, and check the invariant after every move.

use crate::common::{classic, scripted};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::shortcut::{ShortcutRule, ShortcutVerdict};
use snakescope_core::rules::{DeathCause, Outcome, TailRule};
use snakescope_core::scenario::Scenario;
use snakescope_core::solver::{AnySolver, Fact, HamiltonOptions, SolverKind, play_out};
use snakescope_core::trace::Recording;

fn certified() -> SolverKind {
    SolverKind::Hamilton(HamiltonOptions::default())
}

fn reference(tail_margin: usize) -> SolverKind {
    SolverKind::Hamilton(HamiltonOptions {
        rule: ShortcutRule::Reference { tail_margin },
        ..HamiltonOptions::REFERENCE
    })
}

/// Seeds (8x8 and 10x10, snake of 4) where the reference rule dies, found by the benchmark.
const REFERENCE_DEATHS: [(i64, u64); 4] = [(8, 1207), (8, 1229), (8, 2215), (10, 2563)];

#[test]
fn the_reference_rule_dies_on_these_seeds_and_the_certified_rule_wins() {
    for (size, seed) in REFERENCE_DEATHS {
        let mut game = classic(size, size, 4, seed, TailRule::Blocks);
        let mut solver = AnySolver::new(reference(0), &game).unwrap();
        let died = play_out(&mut game, &mut solver);
        assert_eq!(
            died.outcome,
            Outcome::Dead(DeathCause::Body),
            "{size}x{size} seed {seed}"
        );

        let mut game = classic(size, size, 4, seed, TailRule::Blocks);
        let mut ours = AnySolver::new(certified(), &game).unwrap();
        assert_eq!(
            play_out(&mut game, &mut ours).outcome,
            Outcome::Won,
            "{size}x{size} seed {seed}"
        );
    }
}

#[test]
fn the_shortcut_that_starts_the_fatal_chain_leaves_the_body_broken_on_its_cycle() {
    let game = classic(8, 8, 4, 1207, TailRule::Blocks);
    let solver = AnySolver::new(reference(0), &game).unwrap();
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
    let (_, solver) = rec.state_at(t);
    let cycle = solver.cycle().unwrap().clone();
    let after = rec.game_at(t + 1);
    // The body lies on the fixed cycle in order, with gaps: exactly what the certified rule
    // never allows.
    assert!(cycle.holds_in_order(after.snake().cells(), false));
    assert!(!cycle.holds_unbroken(after.snake().cells(), false));
}

/// Seeds (4x4, snake of 2) where the reference's rule dies even with a margin of 4 free cells.
const MARGIN_DEATHS: [u64; 4] = [515, 697, 713, 861];

#[test]
fn a_margin_makes_deaths_rarer_but_cannot_rule_them_out() {
    for seed in MARGIN_DEATHS {
        let mut game = classic(4, 4, 2, seed, TailRule::Blocks);
        let mut solver = AnySolver::new(reference(4), &game).unwrap();
        assert!(
            matches!(play_out(&mut game, &mut solver).outcome, Outcome::Dead(_)),
            "seed {seed}"
        );
        let mut game = classic(4, 4, 2, seed, TailRule::Blocks);
        let mut solver = AnySolver::new(certified(), &game).unwrap();
        assert_eq!(
            play_out(&mut game, &mut solver).outcome,
            Outcome::Won,
            "seed {seed}"
        );
    }
}

/// The boards of the issue that broke the margin rule: food placed just ahead of the head
/// after a shortcut, and a rescue that moved the body off its cycle (where the old rule's
/// arithmetic underflowed, a panic in a debug build, which is what tests run).
#[test]
fn the_boards_that_broke_the_margin_are_won_under_both_tail_rules() {
    type Cells = &'static [(u16, u16)];
    let boards: [(Cells, Cells); 2] = [
        (
            &[(3, 0), (2, 0), (1, 0)],
            &[(3, 1), (2, 1), (1, 1), (0, 1), (0, 0)],
        ),
        (
            &[(3, 3), (2, 3), (1, 3)],
            &[(4, 2), (3, 2), (2, 2), (1, 2), (0, 2), (0, 3), (1, 3)],
        ),
    ];
    for (snake, food) in boards {
        for tail in [TailRule::Blocks, TailRule::Follows] {
            let mut game = scripted(8, 8, snake, food, tail);
            let mut solver = AnySolver::new(certified(), &game).unwrap();
            let summary = play_out(&mut game, &mut solver);
            assert_eq!(summary.outcome, Outcome::Won, "{snake:?} {tail:?}");
        }
    }
}

#[test]
fn the_body_stays_one_unbroken_stretch_of_the_cycle_held_after_every_move() {
    for tail in [TailRule::Blocks, TailRule::Follows] {
        for seed in 1..=40 {
            let mut game = classic(6, 6, 2, seed, tail);
            let mut solver = AnySolver::new(certified(), &game).unwrap();
            while !game.is_over() {
                let d = solver.decide(&game, &mut Ignore);
                assert!(!d.unsafe_fallback, "seed {seed}: {}", d.summary());
                game.step(d.dir);
                if !game.is_over() {
                    let cycle = solver.cycle().unwrap();
                    assert!(
                        cycle.holds_unbroken(game.snake().cells(), false),
                        "seed {seed} tick {}",
                        game.moves()
                    );
                }
            }
            assert_eq!(game.outcome(), Some(Outcome::Won), "seed {seed}");
        }
    }
}

#[test]
fn a_start_from_which_no_play_survives_is_refused_by_check() {
    // The head is boxed in by its own body; its only exit is the cell the tail holds.
    let text = std::fs::read_to_string("../scenarios/tail-is-the-only-exit-4x4.ron").unwrap();
    let scenario = Scenario::from_ron_str(&text, "tail-is-the-only-exit-4x4.ron").unwrap();
    for solver in [
        certified(),
        SolverKind::Cycle,
        SolverKind::Backtrack(Default::default()),
    ] {
        for tail in [TailRule::Blocks, TailRule::Follows] {
            let s = Scenario {
                solver,
                tail,
                ..scenario.clone()
            };
            let problems = s.validate();
            assert!(
                problems.iter().any(|p| p.to_string().contains("cycle")),
                "{solver} {tail:?}: {problems:?}"
            );
        }
    }
}
