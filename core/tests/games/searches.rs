//! The searches a class compares with BFS, on random boards, against brute force: BFS, A*,
//! the bidirectional search and Dijkstra find the optimum under their cost; depth-first and
//! greedy best-first a legal path whenever one exists; A* expands no cell twice; the timed
//! search returns only paths the rules allow, and is shortest where it claims so.

use crate::common::random_snake;
use proptest::prelude::*;
use snakescope_core::algo::Ignore;
use snakescope_core::algo::bfs::shortest_path;
use snakescope_core::algo::search::astar::{AStarEvent, astar_path};
use snakescope_core::algo::search::best_first::best_first_path;
use snakescope_core::algo::search::bidirectional::bidirectional_path;
use snakescope_core::algo::search::dfs::depth_first_path;
use snakescope_core::algo::search::dijkstra::{DijkstraEvent, cheapest_path, path_cost};
use snakescope_core::algo::search::timed::{TimedEvent, earliest_arrival, timed_path};
use snakescope_core::rules::{CellSet, Dir, Grid, MoveVerdict, Pos, Snake, TailRule, judge_move};
use snakescope_core::stages::iddfs::search::IddfsSpace;

/// A random board up to 8x8: blocked cells (about a quarter), a free start and target.
fn board() -> impl Strategy<Value = (Grid, CellSet, Pos, Dir, Pos)> {
    (2i64..=8, 2i64..=8, any::<u64>(), 0usize..4).prop_map(|(w, h, bits, d)| {
        let grid = Grid::new(w, h).unwrap();
        let mut rng = bits | 1;
        let mut next = || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut blocked = CellSet::new(grid.cells());
        for i in 0..grid.cells() {
            if next() % 4 == 0 {
                blocked.insert(i);
            }
        }
        let start = grid.pos((next() % grid.cells() as u64) as usize);
        let mut target = grid.pos((next() % grid.cells() as u64) as usize);
        if target == start {
            target = grid.pos((grid.index(start) + 1) % grid.cells());
        }
        blocked.remove(grid.index(start));
        blocked.remove(grid.index(target));
        (grid, blocked, start, Dir::ALL[d], target)
    })
}

/// The least cost of any walk from `start` (entered by `heading`) to `target` over free cells,
/// where a move costs 1 and a change of direction `turn_cost` more: every (cell, direction)
/// state relaxed over and over until nothing changes, no cleverness at all.
fn brute_force_cost(
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    turn_cost: u32,
) -> Option<u32> {
    let state = |cell: Pos, dir: Dir| grid.index(cell) * 4 + usize::from(dir.to_index());
    let mut cost = vec![u32::MAX; grid.cells() * 4];
    cost[state(start, heading)] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for cell in grid.all_cells() {
            for entered in Dir::ALL {
                let here = cost[state(cell, entered)];
                if here == u32::MAX || cell == target {
                    continue;
                }
                for (dir, next) in grid.neighbours(cell) {
                    if next != target && blocked.contains(grid.index(next)) {
                        continue;
                    }
                    let new = here + 1 + if dir == entered { 0 } else { turn_cost };
                    if new < cost[state(next, dir)] {
                        cost[state(next, dir)] = new;
                        changed = true;
                    }
                }
            }
        }
    }
    Dir::ALL
        .into_iter()
        .map(|d| cost[state(target, d)])
        .filter(|&c| c != u32::MAX)
        .min()
}

/// Every step joins neighbours, no cell repeats, and only the ends may be blocked.
fn assert_legal(grid: &Grid, blocked: &CellSet, path: &[Pos], start: Pos, target: Pos) {
    assert_eq!(path.first(), Some(&start));
    assert_eq!(path.last(), Some(&target));
    for w in path.windows(2) {
        assert!(w[0].touches(w[1]), "{} and {} do not touch", w[0], w[1]);
    }
    let mut seen = CellSet::new(grid.cells());
    for (k, &c) in path.iter().enumerate() {
        assert!(seen.insert(grid.index(c)), "{c} repeats");
        if k > 0 && k + 1 < path.len() {
            assert!(!blocked.contains(grid.index(c)), "{c} is blocked");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn bfs_a_star_bidirectional_and_iterative_deepening_find_the_fewest_moves(
        (grid, blocked, start, heading, target) in board()
    ) {
        let best = brute_force_cost(&grid, &blocked, start, heading, target, 0);
        let paths = [
            shortest_path(&grid, &blocked, start, heading, target, &mut Ignore),
            astar_path(&grid, &blocked, start, heading, target, &mut Ignore),
            bidirectional_path(&grid, &blocked, start, heading, target, &mut Ignore),
            IddfsSpace::new().deepening_path(&grid, &blocked, start, heading, target, &mut Ignore),
        ];
        for (name, path) in ["bfs", "astar", "bidirectional", "iddfs"].iter().zip(paths) {
            prop_assert_eq!(path.as_ref().map(|p| p.len() as u32 - 1), best, "{}", name);
            if let Some(p) = path {
                assert_legal(&grid, &blocked, &p, start, target);
            }
        }
    }

    #[test]
    fn dijkstra_finds_the_cheapest_path_under_its_turn_cost(
        (grid, blocked, start, heading, target) in board(),
        turn_cost in 0u32..4,
    ) {
        let best = brute_force_cost(&grid, &blocked, start, heading, target, turn_cost);
        let mut events = Vec::new();
        let path = cheapest_path(&grid, &blocked, start, heading, target, turn_cost, &mut events);
        let cost = path.as_ref().map(|p| path_cost(p, heading, turn_cost));
        prop_assert_eq!(cost, best);
        if let Some(p) = path {
            assert_legal(&grid, &blocked, &p, start, target);
            let claimed = events.iter().find_map(|e| match e {
                DijkstraEvent::Found { more: cost, .. } => Some(*cost),
                _ => None,
            });
            prop_assert_eq!(claimed, cost);
        }
    }

    #[test]
    fn depth_first_and_best_first_find_a_legal_path_whenever_there_is_one(
        (grid, blocked, start, heading, target) in board()
    ) {
        let reachable = brute_force_cost(&grid, &blocked, start, heading, target, 0).is_some();
        let paths = [
            depth_first_path(&grid, &blocked, start, heading, target, &mut Ignore),
            best_first_path(&grid, &blocked, start, heading, target, &mut Ignore),
        ];
        for path in paths {
            prop_assert_eq!(path.is_some(), reachable);
            if let Some(p) = path {
                assert_legal(&grid, &blocked, &p, start, target);
            }
        }
    }

    #[test]
    fn a_star_expands_no_cell_twice((grid, blocked, start, heading, target) in board()) {
        let mut events = Vec::new();
        astar_path(&grid, &blocked, start, heading, target, &mut events);
        let mut expanded = CellSet::new(grid.cells());
        for e in events {
            if let AStarEvent::Taken { cell, .. } = e {
                prop_assert!(expanded.insert(grid.index(cell)), "{} expanded twice", cell);
            }
        }
    }
}

/// A random snake on a board up to 5x5, the tail rule, walls of the search board (about one
/// cell in eight, never on the snake) and a target anywhere but the head.
fn snake_board() -> impl Strategy<Value = (Grid, Snake, TailRule, CellSet, Pos)> {
    (2i64..=5, 2i64..=5, 1usize..10, any::<u64>(), any::<bool>()).prop_map(
        |(w, h, len, bits, follows)| {
            let grid = Grid::new(w, h).unwrap();
            let snake = random_snake(&grid, len, bits);
            let mut rng = bits.rotate_left(17) | 1;
            let mut next = || {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                rng
            };
            let mut walls = CellSet::new(grid.cells());
            for cell in grid.all_cells() {
                if !snake.contains(cell) && next() % 8 == 0 {
                    walls.insert(grid.index(cell));
                }
            }
            let mut target = grid.pos((next() % grid.cells() as u64) as usize);
            if target == snake.head() {
                target = grid.pos((grid.index(target) + 1) % grid.cells());
            }
            let rule = if follows {
                TailRule::Follows
            } else {
                TailRule::Blocks
            };
            (grid, snake, rule, walls, target)
        },
    )
}

/// Whether the rules let `snake` follow `path` (its head first) without eating, never
/// entering a wall of the search board but at the target.
fn rules_allow(
    grid: &Grid,
    snake: &Snake,
    rule: TailRule,
    walls: &CellSet,
    path: &[Pos],
) -> Result<(), String> {
    let mut snake = snake.clone();
    let target = *path.last().expect("a path");
    for (k, step) in path.windows(2).enumerate() {
        let dir = step[0].dir_to(step[1]).ok_or(format!("step {k} jumps"))?;
        match judge_move(grid, &snake, None, rule, dir) {
            MoveVerdict::Safe { cell, .. } => {
                if cell != target && walls.contains(grid.index(cell)) {
                    return Err(format!("move {} enters the wall {cell}", k + 1));
                }
                snake.advance(cell, false);
            }
            MoveVerdict::Fatal(cause) => return Err(format!("move {} dies: {cause:?}", k + 1)),
        }
    }
    Ok(())
}

/// The fewest moves, at most `limit`, in which the rules let `snake` reach `target` without
/// eating and without entering a wall: every sequence of moves tried, deepening one move at a
/// time.
fn brute_force_moves(
    grid: &Grid,
    snake: &Snake,
    rule: TailRule,
    walls: &CellSet,
    target: Pos,
    limit: u32,
) -> Option<u32> {
    fn reaches(
        grid: &Grid,
        snake: &Snake,
        rule: TailRule,
        walls: &CellSet,
        target: Pos,
        left: u32,
    ) -> bool {
        if snake.head() == target {
            return true;
        }
        if left == 0 || snake.head().manhattan(target) > left {
            return false;
        }
        Dir::ALL.into_iter().any(|dir| {
            let MoveVerdict::Safe { cell, .. } = judge_move(grid, snake, None, rule, dir) else {
                return false;
            };
            if cell != target && walls.contains(grid.index(cell)) {
                return false;
            }
            let mut moved = snake.clone();
            moved.advance(cell, false);
            reaches(grid, &moved, rule, walls, target, left - 1)
        })
    }
    (0..=limit).find(|&moves| reaches(grid, snake, rule, walls, target, moves))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_timed_search_returns_legal_paths_shortest_where_it_claims_so(
        (grid, snake, rule, walls, target) in snake_board()
    ) {
        let body: Vec<Pos> = snake.cells().collect();
        let (start, heading) = (snake.head(), snake.heading());
        let mut events = Vec::new();
        let path = timed_path(&grid, &walls, &body, rule, start, heading, target, &mut events);
        let bound = earliest_arrival(&grid, &walls, &body, rule, start, target);
        // The brute force looks a few moves past the bound, or up to the path found.
        let limit = match (&path, bound) {
            (Some(p), _) => p.len() as u32 - 1,
            (None, Some(b)) => b + 4,
            (None, None) => 12,
        };
        let best = brute_force_moves(&grid, &snake, rule, &walls, target, limit);
        if let Some(b) = best {
            prop_assert!(bound.is_some_and(|bound| bound <= b), "bound {:?} > {}", bound, b);
        }
        // It may miss a path (each state keeps one): nothing more to check then.
        if let Some(p) = path {
                prop_assert_eq!(p.first(), Some(&start));
                prop_assert_eq!(p.last(), Some(&target));
                if let Err(why) = rules_allow(&grid, &snake, rule, &walls, &p) {
                    prop_assert!(false, "{:?} under {:?}: {}", p, rule, why);
                }
                let moves = p.len() as u32 - 1;
                let claims = events.iter().any(|e| matches!(e, TimedEvent::Found { more: true, .. }));
                if claims {
                    prop_assert_eq!(best, Some(moves), "claimed shortest");
                }
                prop_assert!(bound.is_some_and(|b| b <= moves));
        }
    }
}
