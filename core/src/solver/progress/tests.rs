use super::*;
use crate::algo::Ignore;
use crate::rules::{Dir, FoodSource, Outcome, TailRule};
use crate::solver::{AnySolver, GreedyOptions, SolverKind};
use crate::stages::Search;

fn game(width: u16, height: u16, cells: &[(u16, u16)], food: (u16, u16), seed: u64) -> Game {
    let grid = Grid::new(i64::from(width), i64::from(height)).unwrap();
    let cells: Vec<Pos> = cells.iter().map(|&c| c.into()).collect();
    let snake = Snake::new(&grid, &cells, Some(Dir::Right)).unwrap();
    let food = FoodSource::new(vec![food.into()], seed);
    Game::new(grid, snake, food, TailRule::Blocks, None)
}

fn dfs_greedy() -> SolverKind {
    SolverKind::Greedy(GreedyOptions {
        search: Search::Dfs,
    })
}

/// Plays `game` with `kind` as the game did before any watch: to its end, the step limit
/// included.
fn unwatched(mut game: Game, kind: SolverKind) -> (Outcome, u64, usize) {
    let mut solver = AnySolver::new(kind, &game).unwrap();
    while !game.is_over() {
        let d = solver.decide(&game, &mut Ignore);
        game.step(d.dir);
    }
    (game.outcome().unwrap(), game.moves(), game.snake().len())
}

#[test]
fn states_are_kept_at_w_plus_powers_of_two_minus_one() {
    let kept: Vec<u64> = (0..40)
        .filter(|&s| last_keeping(10, s) == Some(s))
        .collect();
    assert_eq!(kept, [10, 11, 13, 17, 25]);
    assert_eq!(last_keeping(10, 9), None);
    assert_eq!(last_keeping(10, 16), Some(13));
    assert_eq!(
        last_keeping(0, u64::MAX - 1),
        Some(1 << 63).map(|p: u64| p - 1)
    );
}

#[test]
fn the_body_summed_up_a_move_at_a_time_is_the_body_summed_up_whole() {
    use crate::rules::{Dir, TailRule};
    // Under both tail rules, a snake going round and round; the head enters the tail's cell
    // under `Follows`.
    for rule in [TailRule::Blocks, TailRule::Follows] {
        let grid = Grid::new(4, 4).unwrap();
        let (cells, round) = match rule {
            TailRule::Follows => (
                vec![(0, 1), (1, 1), (1, 0), (0, 0)],
                [Dir::Up, Dir::Right, Dir::Down, Dir::Left],
            ),
            TailRule::Blocks => (
                vec![(0, 0), (1, 0)],
                [Dir::Down, Dir::Right, Dir::Up, Dir::Left],
            ),
        };
        let cells: Vec<Pos> = cells.into_iter().map(Pos::from).collect();
        let snake = Snake::new(&grid, &cells, None).unwrap();
        let food = FoodSource::new(vec![Pos::new(3, 3)], 1);
        let mut g = Game::new(grid, snake, food, rule, Some(1000));
        let mut body = BodyHash::of(g.snake());
        for k in 0..12 {
            g.step(round[k % 4]);
            assert!(!g.is_over(), "{rule:?} {k}: {:?}", g.outcome());
            body.after_move(g.snake());
            assert_eq!(body.cells, BodyHash::of(g.snake()).cells, "{rule:?} {k}");
        }
    }
}

#[test]
fn games_that_end_play_exactly_as_they_did_without_the_watch() {
    for seed in 0..12 {
        for kind in [SolverKind::GREEDY, SolverKind::Cycle, dfs_greedy()] {
            let start = game(6, 6, &[(2, 0), (1, 0), (0, 0)], (4, 4), seed);
            let before = unwatched(start.clone(), kind);
            let mut after_game = start.clone();
            let mut solver = AnySolver::new(kind, &after_game).unwrap();
            let after = crate::solver::play_out(&mut after_game, &mut solver);
            match before.0 {
                Outcome::StepLimit => {
                    assert!(matches!(after.outcome, Outcome::Stalled(_)), "{after:?}");
                    assert!(after.moves < before.1);
                }
                _ => assert_eq!(
                    (after.outcome, after.moves, after.length),
                    before,
                    "{kind} seed {seed}"
                ),
            }
        }
    }
}

#[test]
fn a_solver_that_cannot_say_stops_after_the_meal_limit_and_a_person_never() {
    // A one-cell snake going round a 2x2 square, far from the food.
    let mut g = game(4, 4, &[(0, 0)], (3, 3), 1);
    let cycle = AnySolver::new(SolverKind::Cycle, &g).unwrap();
    let person = AnySolver::new(SolverKind::Manual, &g).unwrap();
    assert_eq!(cycle.memory(), Memory::Unknown);
    assert_eq!(person.memory(), Memory::Person);
    let (mut watch, mut by_hand) = (ProgressWatch::new(&g), ProgressWatch::new(&g));
    let round = [Dir::Right, Dir::Down, Dir::Left, Dir::Up];
    let limit = meal_limit(g.grid());
    assert_eq!(limit, 128);
    for k in 0..limit {
        g.step(round[k as usize % 4]);
        assert!(!g.is_over());
        let verdict = watch.observe(&g, cycle.memory());
        assert_eq!(by_hand.observe(&g, person.memory()), None);
        if k + 1 < limit {
            assert_eq!(verdict, None, "{k}");
        } else {
            assert_eq!(verdict, Some(Stall::NoFood { moves: limit }));
        }
    }
}
