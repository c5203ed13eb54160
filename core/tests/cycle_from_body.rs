//! A cycle from every body that has one: the construction accepts a body exactly when a
//! Hamiltonian cycle holds it, checked against a plain exhaustive search of its own on small
//! boards, and on every two-cell start of the boards people use.

use proptest::prelude::*;
use snakescope_core::algo::Ignore;
use snakescope_core::algo::body_cycle::{CycleError, cycle_from_body};
use snakescope_core::rules::{Dir, Grid, Pos, Snake};

/// Whether a Hamiltonian cycle of `grid` holds `body` (head first) as a stretch, by trying
/// every path from the head, pruned only by "what is left must still be reachable".
fn exhaustive(grid: &Grid, body: &[Pos]) -> bool {
    if grid.is_odd_by_odd() {
        return false;
    }
    if body.len() == 1 {
        // Every rectangle with an even side of at least two has a Hamiltonian cycle.
        return true;
    }
    let n = grid.cells();
    let (head, tail) = (body[0], body[body.len() - 1]);
    let mut used = vec![false; n];
    for &c in body {
        used[grid.index(c)] = true;
    }
    used[grid.index(tail)] = false;
    let free = n - body.len();
    if free == 0 {
        return head.touches(tail);
    }
    fn reachable_all(grid: &Grid, used: &[bool], from: Pos, want: usize) -> bool {
        let mut seen = vec![false; used.len()];
        let mut stack = vec![from];
        let mut count = 0;
        seen[grid.index(from)] = true;
        while let Some(p) = stack.pop() {
            for (_, q) in grid.neighbours(p) {
                let i = grid.index(q);
                if !used[i] && !seen[i] {
                    seen[i] = true;
                    count += 1;
                    stack.push(q);
                }
            }
        }
        count == want
    }
    fn go(grid: &Grid, used: &mut [bool], at: Pos, tail: Pos, left: usize) -> bool {
        if left == 0 {
            return at.touches(tail);
        }
        // Free cells left and the tail must all be reachable from `at`.
        if !reachable_all(grid, used, at, left + 1) {
            return false;
        }
        let steps: Vec<Pos> = grid.neighbours(at).map(|(_, q)| q).collect();
        for q in steps {
            let i = grid.index(q);
            if used[i] || q == tail {
                continue;
            }
            used[i] = true;
            if go(grid, used, q, tail, left - 1) {
                return true;
            }
            used[i] = false;
        }
        false
    }
    go(grid, &mut used, head, tail, free)
}

/// A random self-avoiding walk of at most `len` cells from `start`, as a body head first.
fn walk(grid: &Grid, start: Pos, len: usize, mut seed: u64) -> Vec<Pos> {
    let mut body = vec![start];
    while body.len() < len {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let at = *body.last().unwrap();
        let free: Vec<Pos> = grid
            .neighbours(at)
            .map(|(_, q)| q)
            .filter(|q| !body.contains(q))
            .collect();
        if free.is_empty() {
            break;
        }
        body.push(free[(seed % free.len() as u64) as usize]);
    }
    body
}

fn snake(grid: &Grid, body: &[Pos]) -> Snake {
    let heading = if body.len() > 1 {
        body[1].dir_to(body[0])
    } else {
        Some(Dir::Right)
    };
    Snake::new(grid, body, heading).unwrap()
}

/// Checks that the construction agrees with the exhaustive search on `body`, and that a cycle
/// it builds holds the body as a stretch and a refusal is a proof.
fn agrees(grid: &Grid, body: &[Pos]) -> Result<(), String> {
    let s = snake(grid, body);
    let built = cycle_from_body(grid, &s, &mut Ignore);
    let exists = exhaustive(grid, body);
    match built {
        Ok(cycle) => {
            if !exists {
                return Err(format!(
                    "{grid} {body:?}: built a cycle the search says cannot exist"
                ));
            }
            if !cycle.holds_unbroken(s.cells(), false) || cycle.order()[0] != s.tail() {
                return Err(format!("{grid} {body:?}: the cycle does not hold the body"));
            }
            Ok(())
        }
        Err(e @ CycleError::GaveUp { .. }) => Err(format!("{grid} {body:?}: gave up: {e}")),
        Err(e) if exists => Err(format!("{grid} {body:?}: refused, but a cycle exists: {e}")),
        Err(_) => Ok(()),
    }
}

#[test]
fn every_two_cell_start_is_accepted() {
    for (w, h) in [
        (4usize, 4usize),
        (6, 4),
        (4, 6),
        (6, 6),
        (8, 6),
        (8, 8),
        (10, 10),
    ] {
        let grid = Grid::new(w as i64, h as i64).unwrap();
        let mut starts = 0;
        for head in grid.all_cells() {
            for (_, tail) in grid.neighbours(head) {
                let s = snake(&grid, &[head, tail]);
                let built = cycle_from_body(&grid, &s, &mut Ignore);
                let cycle = built.unwrap_or_else(|e| panic!("{grid} head {head} tail {tail}: {e}"));
                assert!(
                    cycle.holds_unbroken(s.cells(), false),
                    "{grid} {head} {tail}"
                );
                starts += 1;
            }
        }
        // Every edge, both ways.
        let edges = (w - 1) * h + w * (h - 1);
        assert_eq!(starts, 2 * edges);
    }
}

#[test]
fn the_centre_start_of_the_state_of_the_art_is_accepted() {
    let grid = Grid::new(8, 8).unwrap();
    let s = snake(&grid, &[Pos::new(4, 3), Pos::new(4, 2)]);
    let cycle = cycle_from_body(&grid, &s, &mut Ignore).unwrap();
    assert_eq!(cycle.len(), 64);
    assert_eq!(cycle.next(Pos::new(4, 2)), Pos::new(4, 3));
}

#[test]
fn small_boards_agree_with_the_exhaustive_search_on_every_two_and_three_cell_body() {
    for w in 2..=5u16 {
        for h in 2..=5u16 {
            let grid = Grid::new(i64::from(w), i64::from(h)).unwrap();
            if grid.is_odd_by_odd() {
                continue;
            }
            for head in grid.all_cells() {
                for (_, b) in grid.neighbours(head) {
                    agrees(&grid, &[head, b]).unwrap();
                    for (_, c) in grid.neighbours(b) {
                        if c != head {
                            agrees(&grid, &[head, b, c]).unwrap();
                        }
                    }
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Random bodies on boards up to 6x6 are accepted exactly when a cycle holds them.
    #[test]
    fn random_bodies_agree_with_the_exhaustive_search(
        w in 2u16..=6,
        h in 2u16..=6,
        x in 0u16..6,
        y in 0u16..6,
        len in 1usize..36,
        seed in 1u64..u64::MAX,
    ) {
        let grid = Grid::new(i64::from(w), i64::from(h)).unwrap();
        prop_assume!(!grid.is_odd_by_odd());
        let start = Pos::new(x % w, y % h);
        let body = walk(&grid, start, len.min(grid.cells() - 1), seed);
        if let Err(e) = agrees(&grid, &body) {
            return Err(TestCaseError::fail(e));
        }
    }
}

#[test]
fn the_centre_start_is_won_by_hamilton_and_splice() {
    use snakescope_core::rules::{FoodSource, Game, Outcome, TailRule};
    use snakescope_core::solver::{
        AnySolver, HamiltonOptions, SolverKind, SpliceOptions, play_out,
    };
    let grid = Grid::new(8, 8).unwrap();
    for kind in [
        SolverKind::Hamilton(HamiltonOptions::DEFAULT),
        SolverKind::Splice(SpliceOptions::DEFAULT),
        SolverKind::Splice(SpliceOptions::FIRST),
    ] {
        for seed in 1..=3 {
            let s = snake(&grid, &[Pos::new(4, 3), Pos::new(4, 2)]);
            let mut game = Game::new(
                grid,
                s,
                FoodSource::new(vec![], seed),
                TailRule::Blocks,
                None,
            );
            let mut solver = AnySolver::new(kind, &game).unwrap();
            let summary = play_out(&mut game, &mut solver);
            assert_eq!(summary.outcome, Outcome::Won, "{kind:?} seed {seed}");
        }
    }
}

#[test]
fn a_short_winding_body_on_a_large_board_is_held_by_a_window_s_cycle() {
    use snakescope_core::algo::body_cycle::CycleEvent;
    // It turns back between two rows of squares and two columns: no cycle of squares holds
    // it, the search over 256 cells could run long; a cycle of a window around it does.
    let grid = Grid::new(16, 16).unwrap();
    let body: Vec<Pos> = [(13, 11), (13, 12), (13, 13), (12, 13), (12, 14), (13, 14)]
        .into_iter()
        .map(Pos::from)
        .collect();
    let s = snake(&grid, &body);
    let mut events = Vec::new();
    let cycle = cycle_from_body(&grid, &s, &mut events).unwrap();
    assert!(cycle.holds_unbroken(s.cells(), false));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, CycleEvent::SquaresRefused(_)))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, CycleEvent::Window { .. }))
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, CycleEvent::SearchBegin { .. }))
    );
    agrees(&grid, &body).unwrap_or_else(|e| panic!("{e}"));
}
