//! Properties of the algorithms on random boards: they must hold for every input.

use crate::common::random_snake;
use proptest::prelude::*;
use snakescope_core::algo::backtrack::{BacktrackError, DEFAULT_BUDGET, backtracking_cycle};
use snakescope_core::algo::bfs::{distances, shortest_path};
use snakescope_core::algo::body_cycle::{CycleError, cycle_from_body};
use snakescope_core::algo::longest::longest_path;
use snakescope_core::algo::{Cycle, Ignore};
use snakescope_core::rules::{CellSet, Dir, Grid, Pos};

/// A random board: size, blocked cells (about a quarter), a free start and a free target.
fn board() -> impl Strategy<Value = (Grid, CellSet, Pos, Dir, Pos)> {
    (2i64..12, 2i64..12, any::<u64>(), 0usize..4).prop_map(|(w, h, bits, d)| {
        let grid = Grid::new(w, h).unwrap();
        let mut rng = bits;
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

/// Every step joins neighbours, no cell repeats, and only the ends may be blocked.
fn assert_simple_legal_path(grid: &Grid, blocked: &CellSet, path: &[Pos], start: Pos, target: Pos) {
    assert_eq!(path.first(), Some(&start));
    assert_eq!(path.last(), Some(&target));
    for w in path.windows(2) {
        assert!(w[0].touches(w[1]), "{} and {} do not touch", w[0], w[1]);
    }
    let mut seen = CellSet::new(grid.cells());
    for (k, &c) in path.iter().enumerate() {
        assert!(grid.contains(c));
        assert!(seen.insert(grid.index(c)), "{c} repeats");
        if k > 0 && k + 1 < path.len() {
            assert!(!blocked.contains(grid.index(c)), "{c} is blocked");
        }
    }
}

proptest! {
    #[test]
    fn bfs_distances_are_true_distances((grid, blocked, start, heading, target) in board()) {
        let truth = distances(&grid, &blocked, start);
        let path = shortest_path(&grid, &blocked, start, heading, target, &mut Ignore);
        match (path, truth[grid.index(target)]) {
            (Some(p), Some(d)) => {
                prop_assert_eq!(p.len() as u32 - 1, d);
                assert_simple_legal_path(&grid, &blocked, &p, start, target);
            }
            (None, None) => {}
            (p, d) => prop_assert!(false, "path {:?} but true distance {:?}", p, d),
        }
    }

    #[test]
    fn every_dequeued_distance_is_true((grid, blocked, start, heading, target) in board()) {
        let truth = distances(&grid, &blocked, start);
        let mut events = Vec::new();
        shortest_path(&grid, &blocked, start, heading, target, &mut events);
        for e in events {
            if let snakescope_core::algo::bfs::BfsEvent::Taken { cell, key } = e {
                let distance = key.0;
                prop_assert_eq!(Some(distance), truth[grid.index(cell)]);
            }
        }
    }

    #[test]
    fn the_longest_path_is_simple_and_never_shorter((grid, blocked, start, heading, target) in board()) {
        let short = shortest_path(&grid, &blocked, start, heading, target, &mut Ignore);
        let long = longest_path(&grid, &blocked, start, heading, target, &mut Ignore);
        prop_assert_eq!(short.is_some(), long.is_some());
        if let (Some(s), Some(l)) = (short, long) {
            prop_assert!(l.len() >= s.len());
            prop_assert_eq!((l.len() - s.len()) % 2, 0);
            assert_simple_legal_path(&grid, &blocked, &l, start, target);
        }
    }

    #[test]
    fn cycles_from_random_bodies_are_hamiltonian_with_the_body_as_a_stretch(
        w in 2i64..10, h in 2i64..10, len in 1usize..12, bits in any::<u64>()
    ) {
        let grid = Grid::new(w, h).unwrap();
        let snake = random_snake(&grid, len, bits);
        match cycle_from_body(&grid, &snake, &mut Ignore) {
            Ok(cycle) => {
                assert_hamiltonian(&grid, &cycle);
                let tail = snake.tail();
                for (k, cell) in snake.cells().rev().enumerate() {
                    prop_assert_eq!(cycle.rel(tail, cell), k);
                }
            }
            Err(CycleError::OddBoard { dark, light, .. }) => {
                prop_assert!(grid.is_odd_by_odd());
                prop_assert_eq!(dark, light + 1);
            }
            // A proof; tests of its own (core/tests/cycle_from_body.rs) check proofs against
            // an exhaustive search.
            Err(CycleError::Impossible(_)) => prop_assert!(!grid.is_odd_by_odd()),
            Err(CycleError::GaveUp { left_out, .. }) => {
                prop_assert!(!left_out.is_empty());
                for c in left_out {
                    prop_assert!(!snake.contains(c));
                }
            }
            // The pair extension alone; never the whole construction's answer.
            Err(e @ CycleError::LeftOut { .. }) => prop_assert!(false, "{}", e),
        }
    }
}

fn assert_hamiltonian(grid: &Grid, cycle: &Cycle) {
    // `Cycle::new` already refuses anything else; check again from the outside.
    assert_eq!(cycle.len(), grid.cells());
    let mut seen = CellSet::new(grid.cells());
    for (i, &c) in cycle.order().iter().enumerate() {
        assert!(seen.insert(grid.index(c)));
        assert!(c.touches(cycle.at(i + 1)));
    }
}

#[test]
fn backtracking_tours_every_even_board_up_to_16() {
    for w in 2..=16 {
        for h in 2..=16 {
            let grid = Grid::new(w, h).unwrap();
            if grid.is_odd_by_odd() {
                continue;
            }
            let result = backtracking_cycle(&grid, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore);
            match result {
                Ok(c) => assert_hamiltonian(&grid, &c),
                // Odd widths need backtracking; the budget may run out, but must say so
                // (every board here has a cycle: "none" would be wrong).
                Err(BacktrackError::OutOfBudget(_)) if w % 2 == 1 => {}
                Err(e) => panic!("{w}x{h}: {e:?}"),
            }
        }
    }
}
