//! The best a search could do on the race's board under its own cost, found independently of
//! the searches: whether a path is shortest is measured against this, never taken from the
//! search's own claim, nor from the code the search's stage runs.

use super::{RaceBoard, Search};
use crate::algo::bfs::distances;
use crate::algo::search::Length;
use crate::algo::search::timed::earliest_arrival;
use crate::rules::{CellSet, Compass, Dir, Grid, Pos, Terrain, entry_cost};
use crate::stages::Cost;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The least cost of any path on `board` under `search`'s cost: the fewest moves (a plain
/// BFS's distance) for the searches that count moves, or on terrain the cheapest entries
/// ([`cheapest_cost`] with no turn cost), the cheapest path when turns cost more
/// ([`cheapest_cost`], a plain Dijkstra of its own) for the one that counts turns, the
/// cheapest in eight directions ([`cheapest_octile`]) for those that step diagonally, and for
/// the timed search the fewest moves the body's timing allows (a bound no legal path beats,
/// which a legal path need not reach). `None` when nothing reaches the target.
pub(super) fn optimum(board: &RaceBoard, search: Search) -> Option<Length> {
    let (grid, start, target) = (board.grid(), board.start(), board.target());
    let whole = match search.cost() {
        Cost::Octile => {
            return cheapest_octile((grid, &board.blocked(), board.terrain()), start, target);
        }
        Cost::TimedMoves => earliest_arrival(
            grid,
            board.walls(),
            &board.body(),
            board.tail_rule(),
            start,
            target,
        ),
        Cost::MovesAndTurns => cheapest_cost(
            (grid, &board.blocked(), board.terrain()),
            start,
            board.heading(),
            target,
            board.turn_cost(),
        ),
        Cost::Moves if board.terrain().is_some() => cheapest_cost(
            (grid, &board.blocked(), board.terrain()),
            start,
            board.heading(),
            target,
            0,
        ),
        Cost::Moves => distances(grid, &board.blocked(), start)[grid.index(target)],
    };
    whole.map(|n| Length::straight(u64::from(n)))
}

/// The cost of the cheapest path from `start` (entered by `heading`) to `target` around
/// `blocked`, a move costing what entering its cell costs on `terrain` (1 without one) and a
/// change of direction `turn_cost` more: Dijkstra's
/// algorithm as a textbook writes it, over (cell, the move that entered it) with a binary
/// heap and stale entries skipped, written apart from the uniform-cost search's stage (its
/// bucket queue, its pruning of states a turn covers) so that the two check each other.
pub(super) fn cheapest_cost(
    (grid, blocked, terrain): (&Grid, &CellSet, Option<&Terrain>),
    start: Pos,
    heading: Dir,
    target: Pos,
    turn_cost: u32,
) -> Option<u32> {
    let state = |cell: Pos, dir: Dir| grid.index(cell) * 4 + dir as usize;
    let mut cost = vec![u32::MAX; grid.cells() * 4];
    let mut heap = BinaryHeap::new();
    cost[state(start, heading)] = 0;
    heap.push(Reverse((0, state(start, heading))));
    while let Some(Reverse((paid, here))) = heap.pop() {
        if paid > cost[here] {
            continue;
        }
        let (cell, entered) = (grid.pos(here / 4), Dir::ALL[here % 4]);
        if cell == target {
            return Some(paid);
        }
        for dir in Dir::ALL {
            let Some(next) = grid.neighbour(cell, dir) else {
                continue;
            };
            if next != target && blocked.contains(grid.index(next)) {
                continue;
            }
            let enter = entry_cost(terrain, grid.index(next));
            let step = if dir == entered {
                enter
            } else {
                enter + turn_cost
            };
            let there = state(next, dir);
            if paid + step < cost[there] {
                cost[there] = paid + step;
                heap.push(Reverse((paid + step, there)));
            }
        }
    }
    None
}

/// The cost of the cheapest path from `start` to `target` around `blocked` in eight
/// directions: a straight step costing what entering its cell costs on `terrain` (1 without
/// one), a diagonal step √2 times that and only where both cells beside it are open (no
/// corner cut), as the Moving AI benchmarks define it. Dijkstra's algorithm over cells with a
/// binary heap and stale entries skipped, its step rule written here apart from the
/// eight-direction board's, so that the two check each other.
pub(super) fn cheapest_octile(
    (grid, blocked, terrain): (&Grid, &CellSet, Option<&Terrain>),
    start: Pos,
    target: Pos,
) -> Option<Length> {
    let open = |p: Pos| p == target || !blocked.contains(grid.index(p));
    let mut cost = vec![None::<Length>; grid.cells()];
    let mut heap = BinaryHeap::new();
    cost[grid.index(start)] = Some(Length::ZERO);
    heap.push(Reverse((Length::ZERO, grid.index(start))));
    while let Some(Reverse((paid, here))) = heap.pop() {
        if cost[here].is_some_and(|best| paid > best) {
            continue;
        }
        let cell = grid.pos(here);
        if cell == target {
            return Some(paid);
        }
        for way in Compass::ALL {
            let (dx, dy) = way.delta();
            let (x, y) = (i32::from(cell.x) + dx, i32::from(cell.y) + dy);
            if x < 0 || y < 0 || x >= i32::from(grid.width()) || y >= i32::from(grid.height()) {
                continue;
            }
            let next = Pos::new(x as u16, y as u16);
            let beside = [Pos::new(x as u16, cell.y), Pos::new(cell.x, y as u16)];
            if !open(next) || (dx != 0 && dy != 0 && !beside.into_iter().all(open)) {
                continue;
            }
            let enter = u64::from(entry_cost(terrain, grid.index(next)));
            let step = if dx != 0 && dy != 0 {
                Length::diagonal(enter)
            } else {
                Length::straight(enter)
            };
            let there = grid.index(next);
            if cost[there].is_none_or(|best| paid + step < best) {
                cost[there] = Some(paid + step);
                heap.push(Reverse((paid + step, there)));
            }
        }
    }
    None
}
