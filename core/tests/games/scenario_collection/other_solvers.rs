//! The collection's further boards: the backtracking solver turning around, a shortcut and the
//! numbered search, the plain cycle baseline, the practice board and the variants kept to replay
//! their deaths.

use super::{cells, facts, hamilton, load, start, with_solver};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::approach::{ApproachCheck, ApproachEvent};
use snakescope_core::algo::numbered::NumberedEvent;
use snakescope_core::algo::shortcut::ShortcutVerdict;
use snakescope_core::rules::{DeathCause, Dir, Grid, Outcome, Pos, Snake, TailRule};
use snakescope_core::solver::{
    AnySolver, BacktrackOptions, CycleOrigin, DecisionEvent, Fact, HamiltonOptions, SolverKind,
    play_out,
};
use snakescope_core::stages::{Stage, StageEvent};
use snakescope_core::trace::run_stage;

// More: the backtracking solver turns around.

#[test]
fn the_backtracking_solver_reverses_its_direction_on_the_cycle() {
    let s = load("backtrack-turns-around-6x6");
    let (mut game, mut solver) = start(&s);
    let AnySolver::Backtrack(b) = &solver else {
        panic!("not the backtracking solver");
    };
    assert!(!b.reverse(), "it starts out following the cycle forward");
    let mut events: Vec<DecisionEvent> = Vec::new();
    let d = solver.decide(&game, &mut events);
    assert!(matches!(
        d.checks[0].fact,
        Fact::CycleBuilt {
            origin: CycleOrigin::Backtracking { .. },
            cells: 36
        }
    ));
    assert_eq!(
        d.checks[1].fact,
        Fact::Planned {
            steps: Some(4),
            reverse: true,
            needs_certificate: false
        }
    );
    assert_eq!(d.checks[1].stage, Some(Stage::Approach));
    let checks: Vec<(bool, bool)> = events
        .iter()
        .filter_map(|e| match &e.event {
            StageEvent::Approach(ApproachEvent::BodyCheck { reverse, holds, .. }) => {
                Some((*reverse, *holds))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        checks,
        vec![(false, false), (true, true)],
        "forward the body would not lie on the cycle, backward it does"
    );
    assert!(events.iter().any(|e| matches!(
        &e.event,
        StageEvent::Approach(ApproachEvent::Accepted { path, reverse: true })
            if path[..] == cells(&[(3, 3), (2, 3), (2, 2), (2, 1), (2, 0)])[..]
    )));
    assert_eq!(d.dir, Dir::Left);
    game.step(d.dir);
    let AnySolver::Backtrack(b) = &solver else {
        unreachable!()
    };
    assert!(b.reverse());

    // The first plain cycle move (tick 8) goes backward along the cycle.
    let cycle = solver.cycle().unwrap().clone();
    for tick in 1..8 {
        let d = solver.decide(&game, &mut Ignore);
        assert!(
            !facts(&d)
                .iter()
                .any(|f| matches!(f, Fact::FollowCycle { .. })),
            "tick {tick}: {}",
            d.summary()
        );
        game.step(d.dir);
    }
    let d = solver.decide(&game, &mut Ignore);
    let back = cycle.prev(game.snake().head());
    assert_eq!(
        d.checks.last().unwrap().fact,
        Fact::FollowCycle {
            next: back,
            index: cycle.index_of(back) as u32,
            reverse: true
        }
    );
    assert_eq!(game.snake().head().dir_to(back), Some(d.dir));
    let summary = play_out(&mut game, &mut solver);
    assert_eq!((summary.outcome, summary.moves), (Outcome::Won, 239));
}

// More: a shortcut in order, and the numbered search.

#[test]
fn a_shortcut_in_order_is_taken_and_the_numbered_search_climbs_to_the_food() {
    let s = load("shortcut-in-order-8x8");
    let (game, mut solver) = start(&s);
    let before = solver.clone();
    let d = solver.decide(&game, &mut Ignore);
    assert!(facts(&d).contains(&Fact::PathToFood {
        steps: Some(2),
        first: Some(Dir::Right)
    }));
    assert!(facts(&d).contains(&Fact::ShortcutRule {
        verdict: ShortcutVerdict::Take,
        rel_head: 2,
        rel_next: 57,
        rel_food: 58
    }));
    // Taken with a certificate: on the new cycle the food is one move ahead.
    assert_eq!(
        d.checks.last().unwrap().fact,
        Fact::Certificate {
            next: Pos::new(4, 3),
            certified: true,
            now: Some(1),
            before: Some(55)
        }
    );
    assert_eq!(d.checks.last().unwrap().stage, Some(Stage::Certificate));
    assert_eq!(d.dir, Dir::Right);
    let held = solver.cycle().unwrap();
    let mut after = game.clone();
    after.step(d.dir);
    assert!(held.holds_unbroken(after.snake().cells(), false));

    // The numbered search on the cycle held at tick 0.
    let solver = before;
    let cycle = solver.cycle().unwrap().clone();
    let events = run_stage(Stage::Numbering, &game, Some(&solver), None)
        .unwrap()
        .events;
    let path = events
        .iter()
        .find_map(|e| match e {
            StageEvent::Numbering(NumberedEvent::Found { path }) => Some(path.clone()),
            _ => None,
        })
        .expect("the numbered search finds the food");
    assert_eq!(path, cells(&[(3, 3), (4, 3), (4, 2)]));
    let tail = game.snake().tail();
    let numbers: Vec<usize> = path.iter().map(|&c| cycle.rel(tail, c) + 1).collect();
    assert_eq!(numbers, vec![3, 58, 59]);

    let (mut game, mut solver) = start(&s);
    let summary = play_out(&mut game, &mut solver);
    assert_eq!((summary.outcome, summary.moves), (Outcome::Won, 527));
}

// More: the cycle baseline against Hamilton.

#[test]
fn plain_cycle_following_wins_but_slower_than_hamilton() {
    let s = load("cycle-baseline-8x8");
    assert_eq!(s.solver_kind(), SolverKind::Cycle);
    let classic = load("classic-8x8-hamilton");
    assert_eq!(
        (s.snake.clone(), s.seed),
        (classic.snake.clone(), classic.seed)
    );
    let (mut game, mut solver) = start(&s);
    let (mut hgame, mut hsolver) = start(&classic);
    assert_eq!(
        solver.cycle(),
        hsolver.cycle(),
        "the same cycle from the same body"
    );
    let cycle = play_out(&mut game, &mut solver);
    let ham = play_out(&mut hgame, &mut hsolver);
    assert_eq!((cycle.outcome, ham.outcome), (Outcome::Won, Outcome::Won));
    assert_eq!((cycle.moves, ham.moves), (962, 560));
}

// More: the manual practice board.

#[test]
fn the_practice_board_is_played_by_the_keyboard() {
    let s = load("manual-practice-10x10");
    assert_eq!(s.solver_kind(), SolverKind::Manual);
    assert_eq!(s.tail, TailRule::Follows);
    let (game, mut solver) = start(&s);
    let AnySolver::Manual(manual) = &mut solver else {
        panic!("not manual");
    };
    assert!(!manual.press(&game, Dir::Left), "turning back is ignored");
    let d = solver.decide(&game, &mut Ignore);
    assert_eq!(d.dir, game.snake().heading());
    assert_eq!(d.checks[0].fact, Fact::Key { dir: Dir::Right });
    let AnySolver::Manual(manual) = &mut solver else {
        unreachable!()
    };
    assert!(manual.press(&game, Dir::Up));
    assert_eq!(solver.decide(&game, &mut Ignore).dir, Dir::Up);
    // The open board leaves room: the snake is short and the food straight ahead.
    assert_eq!(game.snake().len(), 3);
    assert_eq!(game.food(), Some(Pos::new(7, 5)));
    let grid = Grid::new(10, 10).unwrap();
    let snake = Snake::new(&grid, &cells(&[(4, 5), (3, 5), (2, 5)]), None).unwrap();
    assert_eq!(game.snake(), &snake);
}

// More: the variants kept to replay their deaths.

#[test]
fn the_reference_s_hamilton_rule_dies_and_the_certified_rule_wins_the_same_game() {
    let s = load("reference-rule-dies-8x8");
    assert_eq!(
        s.solver_kind(),
        SolverKind::Hamilton(HamiltonOptions::REFERENCE)
    );
    let (mut game, mut solver) = start(&s);
    let summary = play_out(&mut game, &mut solver);
    assert_eq!(
        (summary.outcome, summary.moves, summary.length),
        (Outcome::Dead(DeathCause::Body), 260, 28)
    );
    let (mut game, mut solver) = start(&with_solver(&s, hamilton()));
    let summary = play_out(&mut game, &mut solver);
    assert_eq!((summary.outcome, summary.moves), (Outcome::Won, 574));
}

#[test]
fn the_article_s_approach_check_dies_and_the_safe_check_wins_the_same_game() {
    let s = load("backtrack-article-dies-8x8");
    let article = SolverKind::Backtrack(BacktrackOptions {
        check: ApproachCheck::Article,
        ..BacktrackOptions::default()
    });
    assert_eq!(s.solver_kind(), article);
    let (mut game, mut solver) = start(&s);
    let summary = play_out(&mut game, &mut solver);
    assert_eq!(
        (summary.outcome, summary.moves),
        (Outcome::Dead(DeathCause::Body), 480)
    );
    let safe = with_solver(&s, SolverKind::Backtrack(BacktrackOptions::default()));
    let (mut game, mut solver) = start(&safe);
    let summary = play_out(&mut game, &mut solver);
    assert_eq!((summary.outcome, summary.moves), (Outcome::Won, 853));
}
