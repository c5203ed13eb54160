//! The collection's cycle boards: a body no cycle can be built from, pair extension missing a
//! cycle, food just behind the tail, an odd board, and a 64x64 board played for thousands of ticks.

use super::{cells, facts, free_cells, hamilton, load, start, with_solver};
use snakescope_core::algo::body_cycle::{CycleError, CycleEvent, Obstacle, cycle_from_body};
use snakescope_core::algo::shortcut::ShortcutVerdict;
use snakescope_core::algo::{Cycle, Ignore};
use snakescope_core::rules::{DeathCause, Dir, MoveVerdict, Outcome, Pos};
use snakescope_core::solver::{
    AnySolver, BacktrackOptions, Fact, HamiltonOptions, SolverError, SolverKind, play_out,
};
use snakescope_core::stages::Stage;
use std::collections::HashSet;

// 5. No cycle can be built from this body.

/// Whether some path from `from` to `to` visits every cell of `free` (both ends included).
fn hamiltonian_path_exists(from: Pos, to: Pos, free: &HashSet<Pos>, seen: &mut Vec<Pos>) -> bool {
    seen.push(from);
    let found = if from == to {
        seen.len() == free.len()
    } else {
        free.iter().any(|&n| {
            n.touches(from) && !seen.contains(&n) && hamiltonian_path_exists(n, to, free, seen)
        })
    };
    seen.pop();
    found
}

#[test]
fn a_body_that_splits_the_board_has_no_cycle() {
    let s = load("no-cycle-from-this-body-4x4");
    let (game, _) = start(&s);
    let grid = *game.grid();
    let snake = game.snake();
    let err = cycle_from_body(&grid, snake, &mut Ignore).unwrap_err();
    // The proof: (1, 3) and (3, 3) each have two neighbours, one of them the head, which
    // the path leaves by one step only.
    assert_eq!(
        err,
        CycleError::Impossible(Obstacle::Forced {
            end: Pos::new(2, 3),
            by: cells(&[(1, 3), (3, 3)]),
            steps: 1,
        })
    );
    // Not a weakness of the heuristic: no path from the head through every free cell ends
    // at the tail, so no Hamiltonian cycle contains this body.
    let mut free = free_cells(&game);
    free.insert(snake.tail());
    assert!(!hamiltonian_path_exists(
        Pos::new(1, 3),
        snake.tail(),
        &free,
        &mut vec![snake.head()]
    ));
    assert!(!hamiltonian_path_exists(
        Pos::new(3, 3),
        snake.tail(),
        &free,
        &mut vec![snake.head()]
    ));
    // Hamilton and Cycle refuse the file with the reason; greedy plays it.
    for kind in [hamilton(), SolverKind::Cycle] {
        let problems = with_solver(&s, kind).validate();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].field, "solver");
        assert_eq!(problems[0].cell, Some((2, 3)));
        assert!(
            problems[0].message.contains(
                "no Hamiltonian cycle holds this body: (1, 3), (3, 3) have only two neighbours \
                 each, so the path must step between each of them and (2, 3)"
            ),
            "{}",
            problems[0]
        );
    }
    let (mut game, mut solver) = start(&s);
    let summary = play_out(&mut game, &mut solver);
    assert_eq!((summary.outcome, summary.moves), (Outcome::Won, 50));
}

// 6. Pair extension misses cells although a cycle exists.

#[test]
fn pair_extension_misses_a_cycle_that_exists() {
    let s = load("pair-extension-misses-6x6");
    let (game, _) = start(&s);
    let grid = *game.grid();
    let snake = game.snake();
    // The longest path leaves two cells out; no pair fits beside the cycle, so the repair is
    // stuck; the squares close a cycle, and the file is accepted.
    let mut events = Vec::new();
    let built = cycle_from_body(&grid, snake, &mut events).expect("a cycle");
    let left_out = cells(&[(1, 1), (2, 3)]);
    assert!(events.contains(&CycleEvent::LeftOut {
        cells: left_out.clone()
    }));
    assert!(events.contains(&CycleEvent::Stuck { cells: left_out }));
    assert!(events.contains(&CycleEvent::Squares));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, CycleEvent::SearchBegin { .. }))
    );
    assert!(built.holds_unbroken(snake.cells(), false));
    assert!(with_solver(&s, hamilton()).validate().is_empty());

    // The cycle by hand: the body from tail to head, then the path of the description.
    let mut order: Vec<Pos> = snake.cells().rev().collect();
    order.extend(cells(&[
        (0, 3),
        (0, 4),
        (0, 5),
        (1, 5),
        (2, 5),
        (3, 5),
        (4, 5),
        (5, 5),
        (5, 4),
        (4, 4),
        (3, 4),
        (2, 4),
        (1, 4),
        (1, 3),
        (1, 2),
        (1, 1),
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 3),
        (4, 3),
        (5, 3),
        (5, 2),
        (4, 2),
        (3, 2),
        (3, 1),
        (4, 1),
        (5, 1),
        (5, 0),
        (4, 0),
        (3, 0),
    ]));
    let cycle = Cycle::new(grid, order).expect("a Hamiltonian cycle");
    let tail = snake.tail();
    for (k, cell) in snake.cells().rev().enumerate() {
        assert_eq!(cycle.rel(tail, cell), k, "{cell} is {k} from the tail");
    }
    assert_eq!(cycle.rel(tail, snake.head()), snake.len() - 1);
    assert!(!snake.contains(cycle.next(snake.head())));
    assert_eq!(cycle.next(Pos::new(3, 0)), tail);
    // Both cells the heuristic left out are on it.
    assert!(cycle.rel(tail, Pos::new(1, 1)) >= snake.len());
    assert!(cycle.rel(tail, Pos::new(2, 3)) >= snake.len());

    let (mut game, mut solver) = start(&s);
    assert_eq!(play_out(&mut game, &mut solver).outcome, Outcome::Won);
}

// 7. Food just behind the tail in cycle order.

#[test]
fn the_reference_s_rule_refuses_food_just_behind_the_tail_and_the_certified_rule_eats() {
    let s = load("food-behind-the-tail-6x6");
    assert_eq!(
        s.solver_kind(),
        SolverKind::Hamilton(HamiltonOptions::REFERENCE)
    );
    let (game, mut solver) = start(&s);
    let cycle = solver.cycle().unwrap().clone();
    let snake = game.snake();
    let food = game.food().unwrap();
    assert_eq!(food, Pos::new(2, 2));
    assert!(food.touches(snake.head()));
    assert_eq!(
        cycle.prev(snake.tail()),
        food,
        "the food is just behind the tail"
    );
    assert_eq!(cycle.rel(snake.tail(), food), 35);

    let d = solver.decide(&game, &mut Ignore);
    let f = facts(&d);
    assert!(f.contains(&Fact::PathToFood {
        steps: Some(1),
        first: Some(Dir::Left)
    }));
    assert!(
        d.checks.iter().any(|c| c.stage == Some(Stage::Shortcut)
            && c.fact
                == Fact::ShortcutRule {
                    verdict: ShortcutVerdict::BesideTail,
                    rel_head: 2,
                    rel_next: 35,
                    rel_food: 35,
                }),
        "{}",
        d.summary()
    );
    let next = cycle.next(snake.head());
    assert_eq!(next, Pos::new(4, 2));
    assert_eq!(
        f.last(),
        Some(&Fact::FollowCycle {
            next,
            index: cycle.index_of(next) as u32,
            reverse: false
        })
    );
    assert_eq!(d.dir, Dir::Right);
    assert!(!d.unsafe_fallback);

    // Why: after eating there, the next cycle cell is the tail, which still holds it.
    let mut greedy_bite = game.clone();
    assert!(greedy_bite.step(Dir::Left).ate);
    let head = greedy_bite.snake().head();
    assert_eq!(cycle.next(head), greedy_bite.snake().tail());
    let cycle_move = head.dir_to(cycle.next(head)).unwrap();
    assert_eq!(
        greedy_bite.judge(cycle_move),
        MoveVerdict::Fatal(DeathCause::Body)
    );

    // One move later the tail has moved on and a shortcut to the same food is taken.
    let (mut game, mut solver) = start(&s);
    let d = solver.decide(&game, &mut Ignore);
    game.step(d.dir);
    let d = solver.decide(&game, &mut Ignore);
    assert!(
        facts(&d).iter().any(|f| matches!(
            f,
            Fact::ShortcutRule {
                verdict: ShortcutVerdict::Take,
                ..
            }
        )),
        "{}",
        d.summary()
    );
    assert!(facts(&d).contains(&Fact::PathToFood {
        steps: Some(4),
        first: Some(Dir::Up)
    }));
    let summary = play_out(&mut game, &mut solver);
    assert_eq!((summary.outcome, summary.moves), (Outcome::Won, 278));

    // The certified rule eats at once: a cycle from the body after the meal exists.
    let certified = with_solver(&s, hamilton());
    let (mut game, mut solver) = start(&certified);
    let d = solver.decide(&game, &mut Ignore);
    assert_eq!(d.dir, Dir::Left);
    assert!(facts(&d).iter().any(|f| matches!(
        f,
        Fact::Certificate {
            certified: true,
            now: Some(0),
            ..
        }
    )));
    let summary = play_out(&mut game, &mut solver);
    assert_eq!((summary.outcome, summary.moves), (Outcome::Won, 210));
}

// 8. An odd x odd board.

#[test]
fn an_odd_board_refuses_cycle_solvers_with_the_colour_counts_and_greedy_plays() {
    let s = load("odd-board-7x7-greedy");
    assert_eq!((s.width, s.height), (7, 7));
    assert_eq!(s.solver_kind(), SolverKind::GREEDY);
    for kind in [
        hamilton(),
        SolverKind::Cycle,
        SolverKind::Backtrack(BacktrackOptions::default()),
    ] {
        let problems = with_solver(&s, kind).validate();
        assert_eq!(problems.len(), 1, "{kind}: {problems:?}");
        assert_eq!(problems[0].field, "solver");
        let text = problems[0].to_string();
        assert!(
            text.contains("25 dark") && text.contains("24 light"),
            "{kind}: {text}"
        );
    }
    let game = s.start().unwrap();
    match AnySolver::new(hamilton(), &game) {
        Err(SolverError::Cycle(CycleError::OddBoard { dark, light, .. })) => {
            assert_eq!((dark, light), (25, 24));
        }
        other => panic!("Hamilton set up on 7x7: {:?}", other.map(|_| ())),
    }
    let (mut game, mut solver) = start(&s);
    let summary = play_out(&mut game, &mut solver);
    assert_eq!(summary.outcome, Outcome::Won);
    assert_eq!((summary.moves, summary.length), (374, 49));
}

// 9. A large board.

#[test]
fn the_64x64_board_loads_and_plays_thousands_of_ticks_without_dying() {
    let s = load("large-64x64-hamilton");
    assert_eq!((s.width, s.height), (64, 64));
    assert!(matches!(s.solver_kind(), SolverKind::Hamilton(_)));
    let (mut game, mut solver) = start(&s);
    assert_eq!(solver.cycle().unwrap().len(), 4096);
    let mut shortcuts = 0;
    for _ in 0..3000 {
        let d = solver.decide(&game, &mut Ignore);
        assert!(!d.unsafe_fallback);
        if facts(&d).iter().any(|f| {
            matches!(
                f,
                Fact::ShortcutRule {
                    verdict: ShortcutVerdict::Take,
                    ..
                }
            )
        }) {
            shortcuts += 1;
        }
        game.step(d.dir);
        assert_eq!(game.outcome(), None);
    }
    assert_eq!(game.moves(), 3000);
    assert!(game.snake().len() > 4, "it eats on the way");
    assert!(shortcuts > 0, "and takes shortcuts to the food");
}
