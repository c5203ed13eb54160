//! The best a search could do on the race's board under its own cost, found independently of
//! the searches: whether a path is shortest is measured against this, never taken from the
//! search's own claim, nor from the code the search's stage runs.

use super::{RaceBoard, Search};
use crate::algo::bfs::distances;
use crate::algo::search::timed::earliest_arrival;
use crate::rules::{CellSet, Dir, Grid, Pos, Terrain, entry_cost};
use crate::stages::Cost;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The least cost of any path on `board` under `search`'s cost: the fewest moves (a plain
/// BFS's distance) for the searches that count moves, or on terrain the cheapest entries
/// ([`cheapest_cost`] with no turn cost), the cheapest path when turns cost more
/// ([`cheapest_cost`], a plain Dijkstra of its own) for the one that counts turns, and for the
/// timed search the fewest moves the body's timing allows (a bound no legal path beats, which
/// a legal path need not reach). `None` when nothing reaches the target.
pub(super) fn optimum(board: &RaceBoard, search: Search) -> Option<u32> {
    let (grid, start, target) = (board.grid(), board.start(), board.target());
    match search.cost() {
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
    }
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
