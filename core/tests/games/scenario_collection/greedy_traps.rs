//! The collection's first four boards: the tail's cell as the only exit, and the traps greedy
//! falls into or refuses (a dead-end pocket, the border strip, a livelock).

use super::{cells, eaten_along_the_shortest_path, facts, free_cells, head_region, load, start};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::bfs::shortest_path;
use snakescope_core::algo::longest::longest_path;
use snakescope_core::rules::{
    DeathCause, Dir, Game, MoveVerdict, Outcome, Pos, Stall, TailRule, judge_move,
};
use snakescope_core::scenario::Scenario;
use snakescope_core::solver::{Fact, play_out, walk};
use snakescope_core::stages::Stage;
use std::collections::HashSet;

// 1. The head's only exit is the tail's cell.

#[test]
fn the_tail_cell_is_an_exit_under_follows_and_a_wall_under_blocks() {
    let s = load("tail-is-the-only-exit-4x4");
    assert_eq!(s.tail, TailRule::Follows);
    let (mut game, mut solver) = start(&s);
    let head = game.snake().head();
    let tail = game.snake().tail();
    assert_eq!((head, tail), (Pos::new(1, 1), Pos::new(0, 1)));
    // Every neighbour of the head but the tail's cell is body (the neck included).
    for (d, n) in game.grid().neighbours(head) {
        assert!(game.snake().contains(n), "{n} is free");
        let safe = game.judge(d).is_safe();
        assert_eq!(safe, n == tail, "{d} to {n}");
    }

    // Follows: greedy's last resort steps onto the tail's cell, and the game is won.
    let d = solver.decide(&game, &mut Ignore);
    assert_eq!(
        facts(&d),
        vec![
            Fact::PathToFood {
                steps: None,
                first: None
            },
            Fact::TailReachable {
                steps: None,
                first: None
            },
            Fact::FarthestFromFood {
                dir: Some(Dir::Left),
                distance: 4
            },
        ]
    );
    assert_eq!(d.dir, Dir::Left);
    let r = game.step(d.dir);
    assert_eq!(r.outcome, None);
    assert_eq!(game.snake().head(), tail);
    assert_eq!(game.snake().len(), 8);
    // Tick 1: it follows its tail out of the coil.
    let d = solver.decide(&game, &mut Ignore);
    assert_eq!(d.dir, Dir::Down);
    assert_eq!(
        game.judge(Dir::Down),
        MoveVerdict::Safe {
            cell: game.snake().tail(),
            eats: false
        }
    );
    let summary = play_out(&mut game, &mut solver);
    assert_eq!(summary.outcome, Outcome::Won);
    assert_eq!(summary.moves, 30);

    // Blocks: the same position has no safe move and dies on the first move.
    let blocks = Scenario {
        tail: TailRule::Blocks,
        ..s.clone()
    };
    assert_eq!(blocks.validate(), Vec::new());
    let (mut game, mut solver) = start(&blocks);
    for d in Dir::ALL {
        assert!(!game.judge(d).is_safe(), "{d} is safe under Blocks");
    }
    assert_eq!(game.judge(Dir::Left), MoveVerdict::Fatal(DeathCause::Body));
    let d = solver.decide(&game, &mut Ignore);
    assert_eq!(
        d.checks.last().unwrap().fact,
        Fact::FarthestFromFood {
            dir: None,
            distance: 0
        }
    );
    assert!(d.unsafe_fallback);
    assert_eq!(
        game.step(d.dir).outcome,
        Some(Outcome::Dead(DeathCause::Body))
    );
    assert_eq!(game.moves(), 1);
    let fatal = game.fatal().unwrap();
    assert_eq!((fatal.from, fatal.dir), (Pos::new(1, 1), Dir::Down));
}

// 2. A dead-end pocket.

#[test]
fn greedy_refuses_the_food_in_the_pocket_and_survives() {
    let s = load("dead-end-pocket-6x6");
    let (game, mut solver) = start(&s);
    let food = Pos::new(5, 0);
    assert_eq!(game.food(), Some(food));
    let d = solver.decide(&game, &mut Ignore);
    let f = facts(&d);
    assert_eq!(
        f[..3],
        [
            Fact::PathToFood {
                steps: Some(4),
                first: Some(Dir::Right)
            },
            Fact::VirtualSnakeAte {
                length: 11,
                board_full: false,
                body: eaten_along_the_shortest_path(&game),
            },
            Fact::VirtualTailReachable { steps: None },
        ]
    );
    assert!(
        matches!(f[3], Fact::TailReachable { steps: Some(s), first: Some(Dir::Left) } if s > 1),
        "{f:?}"
    );
    assert_eq!(f.len(), 4);
    assert_eq!(d.dir, Dir::Left);
    assert!(!d.unsafe_fallback);
    assert_eq!(
        d.checks[2].stage,
        Some(Stage::Longest),
        "the refusal is answered by the longest stage"
    );

    // The virtual snake that eats along the shortest path is boxed in.
    let grid = *game.grid();
    let snake = game.snake();
    let path = shortest_path(
        &grid,
        snake.occupied(),
        snake.head(),
        snake.heading(),
        food,
        &mut Ignore,
    )
    .unwrap();
    assert_eq!(path, cells(&[(1, 0), (2, 0), (3, 0), (4, 0), (5, 0)]));
    let v = walk(snake, &path, food);
    assert_eq!(v.head(), food);
    assert_eq!(v.len(), 11);
    assert!(v.contains(Pos::new(4, 0)) && v.contains(Pos::new(5, 1)));
    assert_eq!(
        longest_path(
            &grid,
            v.occupied(),
            v.head(),
            v.heading(),
            v.tail(),
            &mut Ignore
        ),
        None
    );
    for rule in [TailRule::Blocks, TailRule::Follows] {
        for d in Dir::ALL {
            assert!(
                !judge_move(&grid, &v, None, rule, d).is_safe(),
                "{d} saves the virtual snake under {rule:?}"
            );
        }
    }
    // Blindly following the path in the real game: it eats, then every move dies.
    let mut blind = game.clone();
    for _ in 0..4 {
        assert_eq!(blind.step(Dir::Right).outcome, None);
    }
    assert_eq!(blind.snake().head(), food);
    assert_eq!(blind.snake().len(), 11);
    for d in Dir::ALL {
        assert!(matches!(blind.judge(d), MoveVerdict::Fatal(_)), "{d}");
    }

    // Greedy itself comes back for the food later, eats it safely, and wins.
    let (mut game, mut solver) = start(&s);
    let mut first_meal = None;
    while !game.is_over() {
        let d = solver.decide(&game, &mut Ignore);
        if game.step(d.dir).ate && first_meal.is_none() {
            first_meal = Some((game.moves(), game.snake().head()));
        }
    }
    let (tick, cell) = first_meal.unwrap();
    assert_eq!(cell, food);
    assert!(tick > 4, "it ate at move {tick}, not by the shortest path");
    assert_eq!(game.outcome(), Some(Outcome::Won));
    assert_eq!(game.moves(), 147);
}

// 3. Greedy wraps the border and shuts itself out of the interior.

/// A path of 18 moves from the head reaches the tail through (6, 6) and the interior, over
/// free cells only.
fn a_path_of_18_moves_reaches_the_tail_through_the_interior(game: &Game) {
    let longer = cells(&[
        (7, 6),
        (6, 6),
        (5, 6),
        (4, 6),
        (3, 6),
        (2, 6),
        (1, 6),
        (1, 5),
        (1, 4),
        (1, 3),
        (1, 2),
        (2, 2),
        (3, 2),
        (4, 2),
        (5, 2),
        (5, 3),
        (5, 4),
        (5, 5),
        (6, 5),
    ]);
    assert_eq!(longer.len() - 1, 18);
    assert_eq!(longer.last(), Some(&game.snake().tail()));
    for pair in longer.windows(2) {
        assert!(pair[0].dir_to(pair[1]).is_some(), "{pair:?} are neighbours");
    }
    let inner = &longer[1..longer.len() - 1];
    assert!(
        inner
            .iter()
            .all(|&c| !game.snake().contains(c) && Some(c) != game.food())
    );
    assert_eq!(longer.iter().collect::<HashSet<_>>().len(), longer.len());
}

#[test]
fn greedy_shuts_itself_in_the_border_strip_and_dies() {
    let s = load("greedy-wraps-the-border-8x8");
    let (mut game, mut solver) = start(&s);
    assert_eq!(game.snake().len(), 29);
    // Before the mistake the head can reach every free cell.
    assert_eq!(head_region(&game), free_cells(&game));
    let d = solver.decide(&game, &mut Ignore);
    assert_eq!(
        facts(&d),
        vec![
            Fact::PathToFood {
                steps: Some(1),
                first: Some(Dir::Up)
            },
            Fact::VirtualSnakeAte {
                length: 30,
                board_full: false,
                body: eaten_along_the_shortest_path(&game),
            },
            Fact::VirtualTailReachable { steps: Some(1) },
            Fact::TailReachable {
                steps: Some(2),
                first: Some(Dir::Up)
            },
        ]
    );
    assert_eq!(d.dir, Dir::Up);
    // The 2 steps are what pair extension makes of the shortest path, not the longest path
    // there is.
    a_path_of_18_moves_reaches_the_tail_through_the_interior(&game);
    let tail = game.snake().tail();
    let r = game.step(d.dir);
    assert!(r.ate, "the first step of the path to the tail eats");
    assert_eq!(game.snake().tail(), tail, "so the tail stays put");
    assert_eq!(game.snake().head(), Pos::new(7, 5));

    // The head is shut in the right-hand border strip; the interior is cut off.
    let strip: HashSet<Pos> = (0..5).map(|y| Pos::new(7, y)).collect();
    let region = head_region(&game);
    assert_eq!(region, strip);
    let cut_off: Vec<Pos> = free_cells(&game)
        .into_iter()
        .filter(|p| !region.contains(p))
        .collect();
    assert_eq!(cut_off.len(), 29);
    assert!(
        cut_off
            .iter()
            .all(|p| (1..=6).contains(&p.x) && (1..=6).contains(&p.y)),
        "every cut-off cell is an interior cell: {cut_off:?}"
    );

    // It runs up the strip and dies against the top wall.
    let mut heads = Vec::new();
    while !game.is_over() {
        let d = solver.decide(&game, &mut Ignore);
        game.step(d.dir);
        heads.push(game.snake().head());
    }
    assert!(
        heads
            .iter()
            .all(|h| strip.contains(h) || *h == Pos::new(7, 5))
    );
    assert_eq!(game.outcome(), Some(Outcome::Dead(DeathCause::Wall)));
    assert_eq!(game.moves(), 7);
    let fatal = game.fatal().unwrap();
    assert_eq!((fatal.from, fatal.dir), (Pos::new(7, 0), Dir::Up));
}

// 4. A greedy livelock.

#[test]
fn greedy_circles_forever_without_eating() {
    let s = load("greedy-livelock-6x6");
    assert_eq!(s.step_limit, Some(200));
    let (mut game, mut solver) = start(&s);
    let food = game.food().unwrap();
    let body0: Vec<Pos> = game.snake().cells().collect();
    let mut beside_food = 0;
    let mut period = None;
    for tick in 1..=200u64 {
        let d = solver.decide(&game, &mut Ignore);
        let f = facts(&d);
        if let Some(Fact::PathToFood {
            steps: Some(steps), ..
        }) = f.first()
        {
            // Whenever the food is reachable, the virtual snake has no way back.
            assert_eq!(
                f[2],
                Fact::VirtualTailReachable { steps: None },
                "tick {}: {}",
                tick - 1,
                d.summary()
            );
            if *steps == 1 && period.is_none() {
                beside_food += 1;
            }
        }
        let Some(Fact::TailReachable {
            steps: Some(s),
            first: Some(first),
        }) = f.last()
        else {
            panic!("tick {}: {}", tick - 1, d.summary());
        };
        assert!(*s > 1);
        assert_eq!(d.dir, *first, "greedy follows its tail");
        let r = game.step(d.dir);
        assert!(!r.ate, "it never eats");
        if period.is_none() && game.snake().cells().eq(body0.iter().copied()) {
            period = Some(tick);
        }
        if r.outcome.is_some() {
            break;
        }
    }
    assert_eq!(
        period,
        Some(34),
        "the body returns to its start every 34 moves"
    );
    assert_eq!(beside_food, 4, "four times a lap the food is one step away");
    assert_eq!(game.outcome(), Some(Outcome::StepLimit));
    assert_eq!(game.moves(), 200);
    assert_eq!(game.snake().len(), 30);
    assert_eq!(game.food(), Some(food));
    // Played out, the game stops as soon as the loop is seen, well before the step limit.
    let (mut game, mut solver) = start(&s);
    let summary = play_out(&mut game, &mut solver);
    assert_eq!(
        (summary.outcome, summary.moves, summary.length),
        (Outcome::Stalled(Stall::Loop { period: 34 }), 133, 30)
    );
}
