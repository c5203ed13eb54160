//! A* in eight directions: the cheapest path, guided by an estimate of the cost left.
//!
//! A priority queue on f = g + w·h, compared exactly ([`Length`]); ties on f go to the larger
//! g (or the smaller, if chosen), then to the entry pushed first. A neighbour is pushed when
//! it is new or reached more cheaply than before; an entry whose cell has since been reached
//! more cheaply is stale and skipped when it leaves. A cell taken off at its best cost is
//! expanded, again if a cheaper way to it turns up later (which a consistent heuristic never
//! lets happen, and the straight-line estimate rounded down to a hundredth almost never).
//! The search stops when the target is taken off.
//!
//! With the zero heuristic this is uniform-cost search (Dijkstra's). With an admissible
//! heuristic and w = 1 the path is cheapest; with w > 1 it costs at most w times the
//! cheapest (`docs/ALGORITHMS.md`, 2.1e).

use super::queue::EightQueue;
use super::space::CellTables;
use super::steps::{Reached, found, relax};
use super::{EightBoard, EightKey, EightRefusal, Length, MOVES, estimate};
use crate::algo::Observer;
use crate::algo::search::{FrontierKind, Guide, SearchEvent, SearchTypes, Staleness};
use crate::rules::{Compass, Pos};
use std::convert::Infallible;

/// What A* in eight directions reports: a priority queue on f, a cell pushed again (reached
/// more cheaply) making its older entry stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightAStar {}

impl SearchTypes for EightAStar {
    const FRONTIER: FrontierKind = FrontierKind::PriorityQueue;
    const STALENESS: Staleness = Staleness::CellPushed;
    type Move = Compass;
    type Key = EightKey;
    /// The heuristic, its weight and the tie-break.
    type Start = Guide;
    /// The stale entry's key.
    type Skip = EightKey;
    type Push = ();
    type Refusal = EightRefusal;
    /// The path's cost.
    type Found = Length;
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of A* in eight directions.
pub type EightAStarEvent = SearchEvent<EightAStar>;

/// A*'s tables and queue in eight directions, reused from one search to the next: once they
/// fit the board, a search allocates nothing but the path it returns (and the queue's
/// growth). A copy starts empty.
#[derive(Debug, Default)]
pub struct EightAStarSpace {
    tables: CellTables,
    frontier: EightQueue,
}

impl Clone for EightAStarSpace {
    fn clone(&self) -> EightAStarSpace {
        EightAStarSpace::default()
    }
}

impl EightAStarSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> EightAStarSpace {
        EightAStarSpace::default()
    }

    /// Finds a path from `start` to `target` on `board`, guided by `guide`: the cheapest,
    /// if the heuristic is admissible and the weight 1. Returns the cells from `start` to
    /// `target`, both included, and the path's cost.
    pub fn search<O: Observer<EightAStarEvent>>(
        &mut self,
        board: &EightBoard,
        guide: Guide,
        start: Pos,
        target: Pos,
        obs: &mut O,
    ) -> Option<(Vec<Pos>, Length)> {
        let keyed = |g: Length, cell: Pos| EightKey {
            g,
            h: estimate(guide.heuristic, cell, target, guide.weight),
            ties: guide.ties,
        };
        let first = keyed(Length::ZERO, start);
        obs.observe(SearchEvent::Start {
            start,
            heading: Compass::Up,
            target,
            key: first,
            more: guide,
        });
        let (t, frontier) = (&mut self.tables, &mut self.frontier);
        t.begin(board.cells());
        frontier.clear();
        let (start_i, target_i) = (board.index(start), board.index(target));
        t.reach(start_i, start_i, Length::ZERO);
        frontier.push(first, start_i as u32);
        let mut expanded = 0;
        while let Some((key, ci)) = frontier.pop() {
            let ci = ci as usize;
            let cell = board.pos(ci);
            if key.g != t.cost(ci) {
                obs.observe(SearchEvent::Skipped { cell, more: key });
                continue;
            }
            obs.observe(SearchEvent::Taken { cell, key });
            expanded += 1;
            if ci == target_i {
                let path = t.walk_back(start_i, ci, |i| board.pos(i));
                return Some(found(path, key.g, obs));
            }
            for dir in MOVES {
                let next = match board.step(cell, dir) {
                    Ok(next) => next,
                    Err(why) => {
                        let reason = EightRefusal::Step(why);
                        obs.observe(SearchEvent::Refused {
                            from: cell,
                            dir,
                            reason,
                        });
                        continue;
                    }
                };
                let step = Reached {
                    from: (cell, ci),
                    dir,
                    to: (next, board.index(next)),
                    g: key.g + board.step_cost(next, dir),
                };
                relax(t, frontier, step, keyed, obs);
            }
        }
        obs.observe(SearchEvent::Exhausted {
            reached: expanded,
            more: (),
        });
        None
    }
}
