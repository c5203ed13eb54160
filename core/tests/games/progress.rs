//! Games that can make no more progress, recorded: they stall where the loop is seen, the
//! loop is real, and a recording cut back and played on stalls at the same tick.

use snakescope_core::algo::Ignore;
use snakescope_core::rules::{Dir, FoodSource, Game, Grid, Outcome, Pos, Snake, Stall, TailRule};
use snakescope_core::solver::{AnySolver, GreedyOptions, SolverKind};
use snakescope_core::stages::Search;
use snakescope_core::trace::Recording;

fn game(width: i64, height: i64, cells: &[(u16, u16)], food: (u16, u16), seed: u64) -> Game {
    let grid = Grid::new(width, height).unwrap();
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
fn unwatched(mut game: Game, kind: SolverKind) -> Outcome {
    let mut solver = AnySolver::new(kind, &game).unwrap();
    while !game.is_over() {
        let d = solver.decide(&game, &mut Ignore);
        game.step(d.dir);
    }
    game.outcome().unwrap()
}

#[test]
fn a_game_in_a_loop_stalls_with_its_period_and_the_loop_is_real() {
    // Depth-first greedy runs down its first branch and plans again every move: it never
    // reaches the food here, and went on to the step limit before.
    let start = game(8, 8, &[(3, 0), (2, 0), (1, 0), (0, 0)], (5, 6), 1);
    assert_eq!(unwatched(start.clone(), dfs_greedy()), Outcome::StepLimit);
    let solver = AnySolver::new(dfs_greedy(), &start).unwrap();
    let rec = Recording::play_out(start, solver);
    let Some(Outcome::Stalled(Stall::Loop { period })) = rec.outcome() else {
        panic!("{:?}", rec.outcome());
    };
    let end = rec.len();
    assert!(end < 200 && period > 0, "{end} moves, period {period}");
    // The state at the end is the one a period before, and every state in between differs.
    let period = period as usize;
    let (last, back) = (rec.game_at(end), rec.game_at(end - period));
    assert_eq!((last.snake(), last.food()), (back.snake(), back.food()));
    for k in 1..period {
        assert_ne!(rec.game_at(end - k).snake(), last.snake(), "{k}");
    }
}

#[test]
fn a_recording_cut_back_and_played_on_stalls_where_it_did() {
    let start = game(10, 10, &[(3, 0), (2, 0), (1, 0), (0, 0)], (7, 8), 3);
    let solver = AnySolver::new(dfs_greedy(), &start).unwrap();
    let whole = Recording::play_out(start, solver);
    let end = whole.len();
    assert!(matches!(whole.outcome(), Some(Outcome::Stalled(_))));
    for cut in [0, 1, 50, 99, 100, 101, end / 2, end - 3, end - 1] {
        let mut again = whole.clone();
        again.truncate(cut);
        while again.advance(&mut Ignore).is_some() {}
        assert_eq!(again.len(), end, "cut at {cut}");
        assert_eq!(again.outcome(), whole.outcome(), "cut at {cut}");
    }
}
