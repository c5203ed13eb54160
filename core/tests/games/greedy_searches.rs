//! Greedy with each search finding its path to the food: whole games without an illegal move,
//! the path's check naming the search's stage with its events filed under it, and the
//! searches that find the fewest moves agreeing with BFS on the length.

use crate::common::{classic, random_snake};
use proptest::prelude::*;
use snakescope_core::algo::Ignore;
use snakescope_core::rules::{DeathCause, FoodSource, Game, Grid, Outcome, TailRule};
use snakescope_core::solver::{
    AnySolver, DecisionEvent, Fact, GreedyOptions, SolverKind, play_out,
};
use snakescope_core::stages::Search;

fn greedy(search: Search) -> SolverKind {
    SolverKind::Greedy(GreedyOptions { search })
}

/// The path's steps as the first check notes them, whichever fact the search notes.
fn path_steps(fact: &Fact) -> Option<u32> {
    match fact {
        Fact::PathToFood { steps, .. } | Fact::SearchedPathToFood { steps, .. } => *steps,
        other => panic!("the first check is the path to the food, not {other:?}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every search, random boards, bodies and tail rules: no reversal, no illegal death, and
    /// every move the solver does not flag as a last resort is one the rules let it survive.
    #[test]
    fn no_search_makes_greedy_move_illegally(
        w in 2i64..11, h in 2i64..11, len in 1usize..10, bits in any::<u64>(),
        seed in any::<u64>(), which in 0usize..64, follows in any::<bool>(),
    ) {
        let grid = Grid::new(w, h).unwrap();
        let snake = random_snake(&grid, len, bits);
        let rule = if follows { TailRule::Follows } else { TailRule::Blocks };
        let searches: Vec<Search> = Search::for_the_snake().collect();
        let kind = greedy(searches[which % searches.len()]);
        let mut game = Game::new(grid, snake, FoodSource::new(vec![], seed), rule, Some(2000));
        let mut solver = AnySolver::new(kind, &game).unwrap();
        while !game.is_over() {
            let d = solver.decide(&game, &mut Ignore);
            prop_assert!(!game.snake().is_reversal(d.dir), "{kind:?} reversed at move {}", game.moves());
            if !d.unsafe_fallback {
                prop_assert!(
                    game.judge(d.dir).is_safe(),
                    "{kind:?} chose a fatal move at move {} without saying so: {}",
                    game.moves(),
                    d.summary()
                );
            }
            game.step(d.dir);
        }
        prop_assert_ne!(game.outcome(), Some(Outcome::Dead(DeathCause::Illegal)));
    }
}

#[test]
fn the_path_check_names_the_search_and_holds_its_events() {
    for search in Search::for_the_snake() {
        let mut game = classic(8, 8, 4, 7, TailRule::Blocks);
        let mut solver = AnySolver::new(greedy(search), &game).unwrap();
        for _ in 0..40 {
            if game.is_over() {
                break;
            }
            let mut events: Vec<DecisionEvent> = Vec::new();
            let d = solver.decide(&game, &mut events);
            assert_eq!(d.checks[0].stage, Some(search.stage()), "{search:?}");
            assert!(
                matches!(
                    (&d.checks[0].fact, search),
                    (Fact::PathToFood { .. }, Search::Bfs) | (Fact::SearchedPathToFood { .. }, _)
                ),
                "{search:?}: {:?}",
                d.checks[0].fact
            );
            let first: Vec<_> = events.iter().filter(|e| e.check == 0).collect();
            assert!(!first.is_empty(), "{search:?} reported nothing");
            assert!(
                first.iter().all(|e| e.event.stage() == search.stage()),
                "{search:?}"
            );
            // Unwatched, the same move: the events cost nothing to the decision.
            assert_eq!(solver.clone().decide(&game, &mut Ignore).dir, d.dir);
            game.step(d.dir);
        }
    }
}

#[test]
fn a_star_and_bidirectional_paths_are_as_short_as_bfs_and_dfs_are_no_shorter() {
    let mut game = classic(10, 10, 4, 3, TailRule::Blocks);
    let mut bfs = AnySolver::new(SolverKind::GREEDY, &game).unwrap();
    let mut longer = 0;
    for _ in 0..300 {
        if game.is_over() {
            break;
        }
        let d = bfs.decide(&game, &mut Ignore);
        let shortest = path_steps(&d.checks[0].fact);
        for (search, same) in [
            (Search::AStar, true),
            (Search::Bidirectional, true),
            (Search::Dfs, false),
            (Search::BestFirst, false),
        ] {
            let mut other = AnySolver::new(greedy(search), &game).unwrap();
            let steps = path_steps(&other.decide(&game, &mut Ignore).checks[0].fact);
            assert_eq!(steps.is_some(), shortest.is_some(), "{search:?}");
            if same {
                assert_eq!(steps, shortest, "{search:?} at move {}", game.moves());
            } else {
                assert!(steps >= shortest, "{search:?} at move {}", game.moves());
                longer += usize::from(steps > shortest);
            }
        }
        game.step(d.dir);
    }
    assert!(
        longer > 0,
        "depth-first and best-first were never longer than BFS"
    );
}

#[test]
fn every_search_plays_whole_games_to_an_end() {
    for search in Search::for_the_snake() {
        let mut total = 0;
        for seed in 1..=5 {
            let start = classic(8, 8, 4, seed, TailRule::Blocks);
            // Greedy can wander without eating for ever: a step limit ends such a game.
            let mut game = Game::new(
                *start.grid(),
                start.snake().clone(),
                FoodSource::new(vec![], seed),
                TailRule::Blocks,
                Some(20_000),
            );
            let mut solver = AnySolver::new(greedy(search), &game).unwrap();
            let s = play_out(&mut game, &mut solver);
            assert_ne!(
                s.outcome,
                Outcome::Dead(DeathCause::Illegal),
                "{search:?} seed {seed}"
            );
            total += s.length;
        }
        // Each game eats: the snake starts at 4 cells.
        assert!(total > 5 * 4, "{search:?} ate nothing in five games");
    }
}
