//! Solvers on random boards: no illegal move, no panic; the published figures hold.

mod common;

use common::{classic, random_snake};
use proptest::prelude::*;
use snakescope::algo::Ignore;
use snakescope::rules::{DeathCause, FoodSource, Game, Grid, Outcome, TailRule};
use snakescope::solver::{AnySolver, Manual, SolverKind, play_out};

fn tail_rule(follows: bool) -> TailRule {
    if follows {
        TailRule::Follows
    } else {
        TailRule::Blocks
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn no_solver_makes_an_illegal_move_or_panics(
        w in 2i64..11, h in 2i64..11, len in 1usize..10, bits in any::<u64>(),
        seed in any::<u64>(), which in 0usize..4, follows in any::<bool>(),
    ) {
        let grid = Grid::new(w, h).unwrap();
        let snake = random_snake(&grid, len, bits);
        let kind = SolverKind::ALL[which];
        let mut game = Game::new(grid, snake, FoodSource::new(vec![], seed), tail_rule(follows), None);
        // A solver that cannot be set up (odd board, no cycle from this body) must say so,
        // not panic; the scenario validation reports the same problem.
        let Ok(mut solver) = AnySolver::new(kind, &game) else { return Ok(()); };
        while !game.is_over() {
            let d = solver.decide(&game, &mut Ignore);
            prop_assert!(!game.snake().is_reversal(d.dir), "{kind} reversed at move {}", game.moves());
            game.step(d.dir);
        }
        prop_assert_ne!(game.outcome(), Some(Outcome::Dead(DeathCause::Illegal)));
        if matches!(kind, SolverKind::Cycle | SolverKind::Hamilton(_)) {
            prop_assert!(!matches!(game.outcome(), Some(Outcome::Dead(_))), "{} must never die", kind);
        }
    }

    #[test]
    fn manual_play_ignores_reversals(keys in proptest::collection::vec(0usize..4, 1..60), seed in any::<u64>()) {
        let mut game = classic(8, 8, 4, seed, TailRule::Blocks);
        let mut manual = Manual::default();
        for k in keys {
            if game.is_over() { break; }
            let dir = snakescope::rules::Dir::ALL[k];
            let reversal = game.snake().is_reversal(dir);
            prop_assert_eq!(manual.press(&game, dir), !reversal);
            let d = manual.decide(&game);
            prop_assert!(!game.snake().is_reversal(d.dir));
            game.step(d.dir);
        }
        prop_assert_ne!(game.outcome(), Some(Outcome::Dead(DeathCause::Illegal)));
    }
}

fn bench(kind: SolverKind, size: i64, games: u64) -> (u64, u64, f64) {
    let (mut won, mut moves, mut length) = (0, 0, 0.0);
    for seed in 1..=games {
        let mut game = classic(size, size, 4, seed, TailRule::Blocks);
        let mut solver = AnySolver::new(kind, &game).unwrap();
        let s = play_out(&mut game, &mut solver);
        won += u64::from(s.outcome == Outcome::Won);
        moves += s.moves;
        length += s.length as f64;
    }
    (won, moves / games, length / games as f64)
}

#[test]
fn hamilton_wins_every_game_with_about_the_reference_moves() {
    let (won, mean_moves, _) = bench(SolverKind::ALL[1], 8, 200);
    assert_eq!(won, 200);
    // The reference needs 718-720 moves on average over 1000 games.
    assert!((690..=750).contains(&mean_moves), "mean moves {mean_moves}");
}

#[test]
fn greedy_matches_the_reference() {
    let (won, _, mean_length) = bench(SolverKind::Greedy, 8, 300);
    // Reference: about 32-36 % won, mean length about 60.2, over 1000 games.
    assert!(won >= 80, "greedy won {won} of 300");
    assert!(mean_length > 58.5, "mean length {mean_length}");
}

#[test]
fn cycle_following_always_wins_under_both_tail_rules() {
    for tail in [TailRule::Blocks, TailRule::Follows] {
        for seed in 1..20 {
            let mut game = classic(6, 6, 3, seed, tail);
            let mut solver = AnySolver::new(SolverKind::Cycle, &game).unwrap();
            assert_eq!(play_out(&mut game, &mut solver).outcome, Outcome::Won);
        }
    }
}
