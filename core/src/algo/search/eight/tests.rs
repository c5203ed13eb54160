//! The eight-direction searches against an independent brute force on random boards, and on
//! boards small enough to reason about by hand.

use super::astar::EightAStarSpace;
use super::best_first::EightBestFirstSpace;
use super::bfs::EightBfsSpace;
use super::dfs::EightDfsSpace;
use super::iddfs::EightIddfsSpace;
use super::jps::{JpsOwn, JpsSpace, NotUniform};
use super::{EightBoard, Length};
use crate::algo::search::{Guide, Heuristic, SearchEvent, TieBreak, Weight};
use crate::algo::{Ignore, Observer};
use crate::rules::{Compass, Pos};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The cheapest cost and the fewest steps from `start` to every cell, by relaxing every
/// allowed step again and again until nothing changes (Bellman and Ford): slow, and sharing
/// nothing with the searches but the board's rule of a step.
fn brute_force(board: &EightBoard, start: Pos) -> (Vec<Option<f64>>, Vec<Option<u32>>) {
    let n = board.cells();
    let mut cost = vec![None; n];
    let mut steps = vec![None; n];
    cost[board.index(start)] = Some(0.0);
    steps[board.index(start)] = Some(0);
    loop {
        let mut changed = false;
        for i in 0..n {
            let (Some(c), Some(s)) = (cost[i], steps[i]) else {
                continue;
            };
            let from = board.pos(i);
            for dir in Compass::ALL {
                let Ok(to) = board.step(from, dir) else {
                    continue;
                };
                let j = board.index(to);
                let through = c + board.step_cost(to, dir).value();
                if cost[j].is_none_or(|old| through < old - 1e-9) {
                    cost[j] = Some(through);
                    changed = true;
                }
                if steps[j].is_none_or(|old| s + 1 < old) {
                    steps[j] = Some(s + 1);
                    changed = true;
                }
            }
        }
        if !changed {
            return (cost, steps);
        }
    }
}

/// A random board of 3x3 to 14x14 with up to 40 % closed cells and, if `rough`, some mud and
/// water; and two open cells.
fn random_board(rng: &mut ChaCha8Rng, rough: bool) -> (EightBoard, Pos, Pos) {
    let (w, h) = (rng.random_range(3..=14usize), rng.random_range(3..=14usize));
    let closed = rng.random_range(0..=40u32);
    loop {
        let rows: Vec<String> = (0..h)
            .map(|_| {
                (0..w)
                    .map(|_| match rng.random_range(0..100u32) {
                        r if r < closed => '@',
                        r if rough && r < closed + 12 => 'm',
                        r if rough && r < closed + 20 => 'w',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = EightBoard::from_rows(&rows);
        let open: Vec<Pos> = (0..board.cells())
            .map(|i| board.pos(i))
            .filter(|&p| board.is_open(p))
            .collect();
        if open.len() >= 2 {
            let a = open[rng.random_range(0..open.len())];
            let b = open[rng.random_range(0..open.len())];
            return (board, a, b);
        }
    }
}

/// Whether `path` runs from `start` to `target` by allowed steps and costs `cost`.
fn walks(board: &EightBoard, path: &[Pos], start: Pos, target: Pos, cost: Length) -> bool {
    path.first() == Some(&start)
        && path.last() == Some(&target)
        && path
            .windows(2)
            .all(|w| Compass::between(w[0], w[1]).is_some_and(|d| board.step(w[0], d) == Ok(w[1])))
        && board.path_cost(path) == Some(cost)
}

/// Keeps the last event alone: how a search ended.
struct LastEvent<E>(Option<E>);

impl<E> Observer<E> for LastEvent<E> {
    fn observe(&mut self, event: E) {
        self.0 = Some(event);
    }
}

fn guide(heuristic: Heuristic, weight: u32) -> Guide {
    Guide {
        heuristic,
        weight: Weight::from_hundredths(weight).expect("a weight from 1 to 10"),
        ties: TieBreak::LargerG,
    }
}

#[test]
fn every_optimal_search_costs_what_the_brute_force_finds_on_1200_random_boards() {
    let mut rng = ChaCha8Rng::seed_from_u64(47);
    let (mut astar, mut bfs, mut jps) = (
        EightAStarSpace::new(),
        EightBfsSpace::new(),
        JpsSpace::new(),
    );
    let mut best_first = EightBestFirstSpace::new();
    let mut dfs = EightDfsSpace::new();
    let mut iddfs = EightIddfsSpace::new();
    let (mut found, mut unreachable, mut greedy_dearer) = (0, 0, 0);
    for round in 0..1200 {
        let rough = round % 2 == 0;
        let (board, start, target) = random_board(&mut rng, rough);
        let (cost, steps) = brute_force(&board, start);
        let best = cost[board.index(target)];
        let fewest = steps[board.index(target)];
        if best.is_some() {
            found += 1;
        } else {
            unreachable += 1;
        }
        let optimal = [
            Heuristic::Octile,
            Heuristic::Chebyshev,
            Heuristic::Euclidean,
            Heuristic::Zero,
        ];
        for h in optimal {
            let got = astar.search(&board, guide(h, 100), start, target, &mut Ignore);
            match (got, best) {
                (Some((path, c)), Some(b)) => {
                    assert!(
                        (c.value() - b).abs() < 1e-9,
                        "round {round}: {h} gave {c}, best {b}"
                    );
                    assert!(
                        walks(&board, &path, start, target, c),
                        "round {round}: {h}'s path"
                    );
                }
                (None, None) => {}
                (got, b) => panic!("round {round}: {h} gave {got:?}, best {b:?}"),
            }
        }
        for (h, w) in [
            (Heuristic::Octile, 150),
            (Heuristic::Euclidean, 300),
            (Heuristic::Manhattan, 100),
        ] {
            let got = astar.search(&board, guide(h, w), start, target, &mut Ignore);
            assert_eq!(got.is_some(), best.is_some(), "round {round}: {h} x{w}");
            if let (Some((path, c)), Some(b)) = (got, best) {
                // Manhattan overestimates a diagonal by at most 2/√2: a bound of √2.
                let bound = if h == Heuristic::Manhattan {
                    2f64.sqrt()
                } else {
                    w as f64 / 100.0
                };
                assert!(
                    c.value() <= b * bound + 1e-9,
                    "round {round}: {h} x{w} gave {c}, best {b}"
                );
                assert!(walks(&board, &path, start, target, c));
            }
        }
        let by_steps = bfs.search(&board, start, target, &mut Ignore);
        assert_eq!(
            by_steps.as_ref().map(|(p, _)| p.len() as u32 - 1),
            fewest,
            "round {round}"
        );
        if let Some((path, c)) = by_steps {
            assert!(walks(&board, &path, start, target, c));
        }
        // Iterative deepening finishes within its budget on these boards: a path exactly
        // when there is one, legal, of the fewest steps.
        let mut last = LastEvent(None);
        let rounds = iddfs.search(&board, start, target, &mut last);
        assert!(
            !matches!(last.0, Some(SearchEvent::Own(_))),
            "round {round}: iterative deepening ran out of its budget"
        );
        assert_eq!(
            rounds.as_ref().map(|p| p.len() as u32 - 1),
            fewest,
            "round {round}: iterative deepening"
        );
        if let Some(path) = rounds {
            let c = board.path_cost(&path).expect("legal steps");
            assert!(walks(&board, &path, start, target, c), "round {round}");
        }
        // Depth-first search is complete, its path legal and never below the optimum.
        let deep = dfs.search(&board, start, target, &mut Ignore);
        assert_eq!(deep.is_some(), best.is_some(), "round {round}: depth-first");
        if let (Some((path, c)), Some(b)) = (deep, best) {
            assert!(
                c.value() >= b - 1e-9,
                "round {round}: depth-first {c}, best {b}"
            );
            assert!(walks(&board, &path, start, target, c), "round {round}");
        }
        // Greedy best-first search is complete, its path legal and never below the optimum.
        for h in [Heuristic::Octile, Heuristic::Euclidean] {
            let greedy = best_first.search(&board, h, start, target, &mut Ignore);
            assert_eq!(
                greedy.is_some(),
                best.is_some(),
                "round {round}: best-first"
            );
            if let (Some((path, c)), Some(b)) = (greedy, best) {
                assert!(
                    c.value() >= b - 1e-9,
                    "round {round}: best-first {c}, best {b}"
                );
                assert!(walks(&board, &path, start, target, c), "round {round}");
                greedy_dearer += u32::from(c.value() > b + 1e-9);
            }
        }
        match jps.search(&board, start, target, &mut Ignore) {
            Err(NotUniform) => assert!(!board.is_uniform()),
            Ok(got) => {
                assert!(board.is_uniform());
                match (got, best) {
                    (Some((path, c)), Some(b)) => {
                        assert!(
                            (c.value() - b).abs() < 1e-9,
                            "round {round}: JPS {c}, best {b}"
                        );
                        assert!(
                            walks(&board, &path, start, target, c),
                            "round {round}: JPS path"
                        );
                    }
                    (None, None) => {}
                    (got, b) => panic!("round {round}: JPS gave {got:?}, best {b:?}"),
                }
            }
        }
    }
    assert!(
        found > 900 && unreachable > 20,
        "{found} found, {unreachable} cut off"
    );
    // The boards are rough enough that a greedy path is often not the cheapest.
    assert!(greedy_dearer > 100, "{greedy_dearer} dearer greedy paths");
}

#[test]
fn jump_point_search_takes_few_cells_off_an_open_board_and_scans_the_rest() {
    let rows = vec![".".repeat(40); 40];
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let board = EightBoard::from_rows(&rows);
    let (start, target) = (Pos::new(0, 0), Pos::new(39, 25));
    let mut jps_events = Vec::new();
    let (path, cost) = JpsSpace::new()
        .search(&board, start, target, &mut jps_events)
        .expect("a uniform board")
        .expect("a path");
    let mut astar_events = Vec::new();
    let (_, best) = EightAStarSpace::new()
        .search(
            &board,
            guide(Heuristic::Octile, 100),
            start,
            target,
            &mut astar_events,
        )
        .expect("a path");
    assert_eq!(cost, best);
    assert_eq!(cost, Length::straight(14) + Length::diagonal(25));
    assert_eq!(path.len(), 40);
    let jps_taken = jps_events
        .iter()
        .filter(|e| matches!(e, SearchEvent::Taken { .. }))
        .count();
    let astar_taken = astar_events
        .iter()
        .filter(|e| matches!(e, SearchEvent::Taken { .. }))
        .count();
    let scanned = jps_events
        .iter()
        .filter(|e| matches!(e, SearchEvent::Own(JpsOwn::Scanned { .. })))
        .count();
    assert!(jps_taken <= 3, "JPS expanded {jps_taken}");
    assert!(astar_taken >= 39, "A* expanded {astar_taken}");
    assert!(scanned > 100, "JPS scanned {scanned}");
}

#[test]
fn no_corner_is_cut_and_breadth_first_counts_steps_not_cost() {
    // The diagonal from (0, 1) to (1, 0) would cut the wall's corner at (0, 0).
    let board = EightBoard::from_rows(&["@.", ".."]);
    assert!(board.step(Pos::new(0, 1), Compass::UpRight).is_err());
    let (path, cost) = EightAStarSpace::new()
        .search(
            &board,
            guide(Heuristic::Octile, 100),
            Pos::new(0, 1),
            Pos::new(1, 0),
            &mut Ignore,
        )
        .expect("around the corner");
    assert_eq!(path.len(), 3);
    assert_eq!(cost, Length::straight(2));
    // Two diagonals through water, or four straight steps on plain ground around it.
    let board = EightBoard::from_rows(&[".....", "..w..", "....."]);
    let (start, target) = (Pos::new(0, 1), Pos::new(4, 1));
    let (_, fewest) = EightBfsSpace::new()
        .search(&board, start, target, &mut Ignore)
        .unwrap();
    let (_, cheapest) = EightAStarSpace::new()
        .search(
            &board,
            guide(Heuristic::Zero, 100),
            start,
            target,
            &mut Ignore,
        )
        .unwrap();
    assert!(cheapest <= fewest);
    assert_eq!(cheapest, Length::straight(2) + Length::diagonal(2));
}
