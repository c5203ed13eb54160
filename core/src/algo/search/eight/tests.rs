//! The eight-direction searches against an independent brute force on random boards, and on
//! boards small enough to reason about by hand.

use super::astar::EightAStarSpace;
use super::best_first::EightBestFirstSpace;
use super::bfs::EightBfsSpace;
use super::bidirectional::{
    EightBidirectionalEvent, EightBidirectionalOwn, EightBidirectionalSpace,
};
use super::dfs::EightDfsSpace;
use super::iddfs::EightIddfsSpace;
use super::jps::{JpsOwn, JpsSpace, NotUniform};
use super::{EightBoard, Length};
use crate::algo::search::{Guide, Heuristic, SearchEvent, Side, TieBreak, Weight};
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
fn the_search_from_both_ends_costs_what_the_brute_force_finds_on_1200_random_boards() {
    let mut rng = ChaCha8Rng::seed_from_u64(48);
    let mut both = EightBidirectionalSpace::new();
    let (mut found, mut unreachable, mut rough_found, mut first_dearer) = (0, 0, 0, 0);
    for round in 0..1200 {
        let rough = round % 2 == 0;
        let (board, start, target) = random_board(&mut rng, rough);
        // Every other board closes the start, as a snake's head is its own body.
        let board = if round % 4 < 2 {
            board
        } else {
            closing(&board, start)
        };
        let best = brute_force(&board, start).0[board.index(target)];
        let mut events = Vec::new();
        let got = both.search(&board, start, target, &mut events);
        match (&got, best) {
            (Some((path, c)), Some(b)) => {
                assert!(
                    (c.value() - b).abs() < 1e-9,
                    "round {round}: from both ends {c}, best {b}"
                );
                assert!(walks(&board, path, start, target, *c), "round {round}");
                found += 1;
                rough_found += u32::from(!board.is_uniform());
            }
            (None, None) => unreachable += 1,
            (got, b) => panic!("round {round}: from both ends {got:?}, best {b:?}"),
        }
        // The first path the search learns of is often not the cheapest: the rule to stop is
        // what finds the cheapest.
        let first = events.iter().find_map(|e| match e {
            SearchEvent::Own(EightBidirectionalOwn::Touched {
                from_start,
                to_target,
                ..
            }) => Some(*from_start + *to_target),
            SearchEvent::Own(EightBidirectionalOwn::Bridged { cost, .. }) => Some(*cost),
            _ => None,
        });
        if let (Some(first), Some((_, c))) = (first, &got) {
            first_dearer += u32::from(first > *c);
        }
        // The events say what the search returns, and a space used again replays them.
        match (events.last(), &got) {
            (Some(SearchEvent::Found { path, more }), Some((p, c))) => {
                assert_eq!((path, more.cost), (p, *c), "round {round}");
            }
            (Some(SearchEvent::Exhausted { .. }), None) => {}
            (last, _) => panic!("round {round}: ends with {last:?}"),
        }
        if round % 100 == 0 {
            let mut again = Vec::new();
            both.search(&board, start, target, &mut again);
            assert_eq!(events, again, "round {round}");
        }
    }
    assert!(
        found > 900 && unreachable > 20 && rough_found > 400,
        "{found} found ({rough_found} on terrain), {unreachable} cut off"
    );
    assert!(first_dearer > 100, "{first_dearer} first paths dearer");
}

/// `board` with `cell` closed.
fn closing(board: &EightBoard, cell: Pos) -> EightBoard {
    let rows: Vec<String> = (0..board.height())
        .map(|y| {
            (0..board.width())
                .map(|x| {
                    let p = Pos::new(x, y);
                    match board.step_cost(p, Compass::Up).rounded() {
                        _ if p == cell || !board.is_open(p) => '@',
                        3 => 'm',
                        5 => 'w',
                        _ => '.',
                    }
                })
                .collect()
        })
        .collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    EightBoard::from_rows(&rows)
}

/// How many cells a search's events take off its frontier (or frontiers) to expand.
fn taken<E>(events: &[E], is_taken: impl Fn(&E) -> bool) -> usize {
    events.iter().filter(|e| is_taken(e)).count()
}

#[test]
fn from_both_ends_the_search_expands_fewer_cells_than_from_one_and_the_sides_share_the_work() {
    // Far enough from the edges that neither search is cut short by one.
    let rows = vec![".".repeat(60); 60];
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let board = EightBoard::from_rows(&rows);
    let (start, target) = (Pos::new(16, 27), Pos::new(43, 32));
    let mut one = Vec::new();
    let (_, cheapest) = EightAStarSpace::new()
        .search(&board, guide(Heuristic::Zero, 100), start, target, &mut one)
        .expect("a path");
    let mut two: Vec<EightBidirectionalEvent> = Vec::new();
    let (path, cost) = EightBidirectionalSpace::new()
        .search(&board, start, target, &mut two)
        .expect("a path");
    assert_eq!(cost, cheapest);
    assert!(walks(&board, &path, start, target, cost));
    let one_taken = taken(&one, |e| matches!(e, SearchEvent::Taken { .. }));
    let side_taken = |side: Side| {
        taken(
            &two,
            |e| matches!(e, SearchEvent::Taken { key, .. } if key.side == side),
        )
    };
    let (from_start, from_target) = (side_taken(Side::Start), side_taken(Side::Target));
    assert!(
        (from_start + from_target) * 3 < one_taken * 2,
        "both ends {from_start} + {from_target}, one end {one_taken}"
    );
    assert!(from_start.abs_diff(from_target) * 5 < from_start + from_target);
    // It stopped by the rule: the two fronts add up to at least the path's cost.
    match two.last() {
        Some(SearchEvent::Found { more, .. }) => {
            let (s, t) = more.fronts.expect("both queues still hold cells");
            assert!(s + t >= cost && more.cost == cost, "{more:?}");
        }
        last => panic!("ends with {last:?}"),
    }
}

#[test]
fn from_both_ends_a_start_on_the_target_is_a_path_of_one_cell_and_a_wall_exhausts_a_side() {
    let board = EightBoard::from_rows(&["...", "...", "..."]);
    let p = Pos::new(1, 1);
    let mut space = EightBidirectionalSpace::new();
    let got = space.search(&board, p, p, &mut Ignore);
    assert_eq!(got, Some((vec![p], Length::ZERO)));
    // A wall down the middle: the start's pocket is the smaller, and runs out first.
    let board = EightBoard::from_rows(&[".@...", ".@...", ".@..."]);
    let mut events = Vec::new();
    let got = space.search(&board, Pos::new(0, 0), Pos::new(4, 2), &mut events);
    assert_eq!(got, None);
    assert!(
        matches!(
            events.last(),
            Some(SearchEvent::Exhausted {
                more: Side::Start,
                ..
            })
        ),
        "{:?}",
        events.last()
    );
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
