//! The curated collection in `scenarios/`: every file loads and validates, and each tricky
//! board behaves exactly as its description says (outcomes, the decision's checks, verdicts,
//! the cells named).

use snakescope_core::algo::approach::{ApproachCheck, ApproachEvent};
use snakescope_core::algo::bfs::{distances, shortest_path};
use snakescope_core::algo::body_cycle::{CycleError, CycleEvent, Obstacle, cycle_from_body};
use snakescope_core::algo::longest::longest_path;
use snakescope_core::algo::numbered::NumberedEvent;
use snakescope_core::algo::shortcut::ShortcutVerdict;
use snakescope_core::algo::splice::{Reshape, SpliceEvent, StepOrder};
use snakescope_core::algo::{Cycle, Ignore};
use snakescope_core::rules::{
    DeathCause, Dir, Game, Grid, MoveVerdict, Outcome, Pos, Snake, Stall, TailRule, judge_move,
};
use snakescope_core::scenario::{self, Scenario};
use snakescope_core::solver::{
    AnySolver, BacktrackOptions, CycleOrigin, Decision, DecisionEvent, Fact, HamiltonOptions,
    SolverError, SolverKind, play_out, walk,
};
use snakescope_core::stages::{Stage, StageEvent};
use snakescope_core::trace::run_stage;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios")
}

/// Loads (parses and validates) `scenarios/NAME.ron`.
fn load(name: &str) -> Scenario {
    let path = dir().join(format!("{name}.ron"));
    scenario::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn cells(list: &[(u16, u16)]) -> Vec<Pos> {
    list.iter().map(|&c| Pos::from(c)).collect()
}

/// The game at the scenario's start and its solver.
/// The virtual snake greedy checks: the real one after eating along the shortest path.
fn eaten_along_the_shortest_path(game: &Game) -> Vec<Pos> {
    let snake = game.snake();
    let food = game.food().expect("food on the board");
    let path = shortest_path(
        game.grid(),
        snake.occupied(),
        snake.head(),
        snake.heading(),
        food,
        &mut Ignore,
    )
    .expect("a path to the food");
    snakescope_core::solver::walk(snake, &path, food)
        .cells()
        .collect()
}

fn start(s: &Scenario) -> (Game, AnySolver) {
    let game = s.start().expect("the scenario starts");
    let solver = AnySolver::new(s.solver_kind(), &game).expect("the solver sets up");
    (game, solver)
}

fn facts(d: &Decision) -> Vec<Fact> {
    d.checks.iter().map(|c| c.fact.clone()).collect()
}

fn with_solver(s: &Scenario, solver: SolverKind) -> Scenario {
    Scenario {
        solver,
        ..s.clone()
    }
}

fn hamilton() -> SolverKind {
    SolverKind::Hamilton(HamiltonOptions::default())
}

/// The free cells the head can reach, the head excluded.
fn head_region(game: &Game) -> HashSet<Pos> {
    let grid = game.grid();
    let snake = game.snake();
    let d = distances(grid, snake.occupied(), snake.head());
    grid.all_cells()
        .filter(|&p| p != snake.head() && d[grid.index(p)].is_some())
        .collect()
}

fn free_cells(game: &Game) -> HashSet<Pos> {
    game.grid()
        .all_cells()
        .filter(|&p| !game.snake().contains(p))
        .collect()
}

#[test]
fn every_file_loads_and_validates_and_the_collection_is_large_enough() {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("ron") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_str().unwrap().to_owned();
        assert!(
            !stem.is_empty()
                && stem
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !stem.starts_with('-')
                && !stem.ends_with('-')
                && !stem.contains("--"),
            "{stem}: file names are kebab-case"
        );
        let s = scenario::load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(!s.name.trim().is_empty(), "{stem}: no name");
        assert!(
            s.description.trim().len() > 40,
            "{stem}: the description must say what to watch"
        );
        let game = s.start().unwrap_or_else(|p| panic!("{stem}: {p:?}"));
        AnySolver::new(s.solver_kind(), &game).unwrap_or_else(|e| panic!("{stem}: {e}"));
        names.push(stem);
    }
    names.sort();
    assert!(
        names.len() >= 15,
        "only {} scenarios: {names:?}",
        names.len()
    );
    for kept in [
        "classic-8x8-greedy",
        "classic-8x8-hamilton",
        "classic-10x10",
        "corner-12x12-backtrack",
        "open-20x20",
    ] {
        assert!(names.iter().any(|n| n == kept), "{kept} is missing");
    }
}

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

// More: the splice solver.

/// The splice events of the first decision of `s`, and the decision.
fn first_splices(s: &Scenario) -> (Decision, Vec<SpliceEvent>) {
    let (game, mut solver) = start(s);
    let mut events: Vec<DecisionEvent> = Vec::new();
    let d = solver.decide(&game, &mut events);
    let splices = events
        .into_iter()
        .filter_map(|e| match e.event {
            StageEvent::Splice(s) => Some(s),
            _ => None,
        })
        .collect();
    (d, splices)
}

/// The 2x2 squares the events show tried: what a decision's `Reshape` counts.
fn squares_tried(events: &[SpliceEvent]) -> u32 {
    events
        .iter()
        .filter(|e| matches!(e, SpliceEvent::Square { .. }))
        .count() as u32
}

/// The cells of each loop the events show split off, in order.
fn loop_sizes(events: &[SpliceEvent]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::Split { cells } => Some(cells.len()),
            _ => None,
        })
        .collect()
}

/// Moves to fill the board with `kind` from `s`.
fn moves_with(s: &Scenario, kind: SolverKind) -> u64 {
    let (mut game, mut solver) = start(&with_solver(s, kind));
    let summary = play_out(&mut game, &mut solver);
    assert_eq!(summary.outcome, Outcome::Won, "{kind}");
    summary.moves
}

#[test]
fn splices_bring_the_first_food_from_39_moves_to_7_and_beat_hamilton() {
    let s = load("splice-first-meal-8x8");
    let (d, events) = first_splices(&s);
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        squares: squares_tried(&events),
        before: 39,
        after: 7,
        fastest: 7
    })));
    let squares: Vec<bool> = events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::Square { fits, .. } => Some(*fits),
            _ => None,
        })
        .collect();
    assert_eq!(
        squares,
        [true, false, true, false, true],
        "a dead end backed out of, then another path"
    );
    let loops = loop_sizes(&events);
    assert_eq!(loops, [54, 56, 12]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, SpliceEvent::Merge { .. }))
            .count(),
        3
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SpliceEvent::Undone { .. }))
    );
    assert!(
        matches!(events.last(), Some(SpliceEvent::KeptShorter { before: 39, after: 7, way, .. }) if way.len() == 8)
    );
    assert_eq!(d.dir, Dir::Right);
    assert_eq!(
        (
            moves_with(&s, crate::common::splice_first()),
            moves_with(&s, hamilton())
        ),
        (425, 711)
    );
}

#[test]
fn the_default_planner_forces_the_step_that_does_not_fit_in_two_splices() {
    let s = load("splice-two-splices-8x8");
    let (d, events) = first_splices(&s);
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        squares: squares_tried(&events),
        before: 39,
        after: 7,
        fastest: 7
    })));
    let at = events
        .iter()
        .position(|e| matches!(e, SpliceEvent::TwoSplices { .. }))
        .expect("a step forced in two splices");
    assert_eq!(
        events[at],
        SpliceEvent::TwoSplices {
            from: Pos::new(4, 2),
            to: Pos::new(4, 3),
            first: [Pos::new(5, 3), Pos::new(4, 3)],
        }
    );
    assert!(matches!(
        events[at - 1],
        SpliceEvent::Square { fits: false, .. }
    ));
    let loops = loop_sizes(&events);
    assert_eq!(loops, [54, 8, 2]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, SpliceEvent::Undone { .. })),
        "no backing out"
    );
    assert_eq!(
        (
            moves_with(&s, crate::common::splice()),
            moves_with(&s, hamilton())
        ),
        (517, 711)
    );
}

#[test]
fn every_splice_is_refused_for_a_reason_then_one_fits() {
    let s = load("splice-refused-8x8");
    let (d, events) = first_splices(&s);
    // Every cut is refused with its loops clear of the body at the fastest arrival; tried again
    // late, clear only of the body still there at its own arrival, one is kept.
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 16,
        after: 12,
        fastest: 2,
        squares: squares_tried(&events),
    })));
    let late = events
        .iter()
        .position(|e| matches!(e, SpliceEvent::LateCuts { .. }))
        .expect("a late pass");
    assert_eq!(events[late], SpliceEvent::LateCuts { tries: 4 });
    let (before, after) = events.split_at(late);
    assert!(before.contains(&SpliceEvent::LoopHoldsBody {
        cell: Pos::new(3, 3)
    }));
    assert!(before.contains(&SpliceEvent::NoMerge { size: 54 }));
    assert!(
        before
            .iter()
            .any(|e| matches!(e, SpliceEvent::Square { fits: false, .. }))
    );
    assert!(!before.iter().any(|e| matches!(
        e,
        SpliceEvent::Checked { .. } | SpliceEvent::KeptShorter { .. }
    )));
    // The loop of 54 that found no square now joins, and so does one of 10.
    assert_eq!(loop_sizes(after), [56, 54, 10]);
    assert!(after.contains(&SpliceEvent::Checked {
        along: 12,
        safe: true
    }));
    assert_eq!(d.dir, Dir::Left);
    // One move later the tail has moved on and a splice fits.
    let (mut game, mut solver) = start(&s);
    let d = solver.decide(&game, &mut Ignore);
    game.step(d.dir);
    let mut next: Vec<DecisionEvent> = Vec::new();
    let d = solver.decide(&game, &mut next);
    let next: Vec<SpliceEvent> = next
        .into_iter()
        .filter_map(|e| match e.event {
            StageEvent::Splice(s) => Some(s),
            _ => None,
        })
        .collect();
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 11,
        after: 5,
        fastest: 5,
        squares: squares_tried(&next),
    })));
    assert_eq!(
        (
            moves_with(&s, crate::common::splice()),
            moves_with(&s, hamilton())
        ),
        (349, 557)
    );
}

#[test]
fn a_fastest_path_that_shuts_off_107_cells_loses_to_the_cuts_25_moves() {
    let s = load("splice-pockets-16x16");
    let (d, events) = first_splices(&s);
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 105,
        after: 25,
        fastest: 21,
        squares: squares_tried(&events),
    })));
    let pockets: Vec<(u32, u32, usize)> = events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::Pockets {
                way,
                moves,
                cost,
                cells,
                ..
            } => {
                assert_eq!(way.len() as u32, moves + 1);
                Some((*moves, *cost, cells.len()))
            }
            _ => None,
        })
        .collect();
    // The fastest path first, then one in each other order of steps (none leaves fewer
    // pockets here), then the cuts' way.
    assert_eq!(
        pockets,
        [
            (21, 55, 107),
            (21, 55, 111),
            (21, 55, 107),
            (21, 55, 107),
            (25, 0, 0)
        ]
    );
    let orders: Vec<StepOrder> = events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::OtherPath { order, .. } => Some(*order),
            _ => None,
        })
        .collect();
    assert_eq!(orders, StepOrder::OTHERS);
    assert!(events.contains(&SpliceEvent::Weighed {
        fastest: [21, 55],
        cuts: [25, 0],
        cuts_win: true,
    }));
    assert!(
        matches!(events.last(), Some(SpliceEvent::KeptShorter { before: 105, after: 25, way, .. }) if way.len() == 26)
    );
    // The planner as first written weighs nothing and keeps the fastest path.
    let current = with_solver(&s, crate::common::splice_first());
    let (d, events) = first_splices(&current);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, SpliceEvent::Pockets { .. } | SpliceEvent::Weighed { .. }))
    );
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 105,
        after: 21,
        fastest: 21,
        squares: squares_tried(&events),
    })));
    assert_eq!(
        (
            moves_with(&s, crate::common::splice()),
            moves_with(&s, crate::common::splice_first())
        ),
        (4702, 4572)
    );
}

#[test]
fn straight_cuts_take_the_food_from_39_moves_to_5() {
    let s = load("splice-box-cut-8x8");
    let (d, events) = first_splices(&s);
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 39,
        after: 5,
        fastest: 5,
        squares: squares_tried(&events),
    })));
    let cuts: Vec<(Pos, Pos)> = events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::Cut { line, .. } => Some((line[0], *line.last().unwrap())),
            _ => None,
        })
        .collect();
    assert!(cuts.contains(&(Pos::new(5, 2), Pos::new(3, 2))));
    assert!(cuts.contains(&(Pos::new(5, 2), Pos::new(5, 5))));
    assert!(events.contains(&SpliceEvent::Checked {
        along: 11,
        safe: true
    }));
    assert_eq!(
        (
            moves_with(&s, crate::common::splice_first()),
            moves_with(&s, crate::common::splice()),
            moves_with(&s, hamilton())
        ),
        (434, 412, 509)
    );
}
