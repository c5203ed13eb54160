//! The best a search could do on the race's board under its own cost, found independently of
//! the search: whether its path is shortest is measured against this, never taken from the
//! search's own claim.

use super::{RaceBoard, Search};
use crate::algo::Ignore;
use crate::algo::bfs::distances;
use crate::algo::search::dijkstra::{cheapest_path, path_cost};
use crate::algo::search::timed::earliest_arrival;
use crate::stages::Cost;

/// The least cost of any path on `board` under `search`'s cost: the fewest moves (a plain
/// BFS's distance) for the searches that count moves, the cheapest path of the uniform-cost
/// search for the one that counts turns, and for the timed search the fewest moves the body's
/// timing allows (a bound no legal path beats, which a legal path need not reach). `None`
/// when nothing reaches the target.
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
        Cost::MovesAndTurns => {
            let heading = board.heading();
            let (blocked, turn) = (board.blocked(), board.turn_cost());
            cheapest_path(grid, &blocked, start, heading, target, turn, &mut Ignore)
                .map(|path| path_cost(&path, heading, turn))
        }
        Cost::Moves => distances(grid, &board.blocked(), start)[grid.index(target)],
    }
}
