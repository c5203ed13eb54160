//! Greedy best-first search in eight directions: always expand the cell that looks nearest
//! the target.
//!
//! Breadth-first search's loop with the queue replaced by a priority queue on h, the
//! heuristic's estimate of the cost left (exact, [`Length`]); cells of equal h leave in the
//! order they were found. A neighbour joins the frontier once, the first time it is found,
//! with the cell being expanded as its parent. It never looks at the cost so far: its path
//! goes where h leads, and may cost far more than the cheapest (`docs/ALGORITHMS.md`, 2.1e).

use super::space::CellTables;
use super::steps::found;
use super::{EightBoard, EightRefusal, Length, MOVES, estimate};
use crate::algo::Observer;
use crate::algo::search::{
    Exact, FrontierKey, FrontierKind, Heuristic, Key, SearchEvent, SearchTypes, Staleness,
    TieBreak, Weight,
};
use crate::rules::{Compass, Pos};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::convert::Infallible;

/// An entry's key: h, the estimate of the cost left, its priority, exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EstimateKey {
    /// The estimate to the target.
    pub h: Length,
}

impl Key for EstimateKey {
    /// Shown rounded, ordered by the exact h (then the order found, as the queue does).
    fn frontier_key(&self) -> FrontierKey {
        let shown = u32::try_from(self.h.rounded()).unwrap_or(u32::MAX);
        FrontierKey::Priority {
            priority: shown,
            g: None,
            h: Some(shown),
            ties: TieBreak::LargerG,
            exact: Some(Exact {
                f: self.h,
                g: Length::ZERO,
            }),
        }
    }
}

/// What greedy best-first search in eight directions reports: a priority queue on h, each
/// cell joining once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightBestFirst {}

impl SearchTypes for EightBestFirst {
    const FRONTIER: FrontierKind = FrontierKind::PriorityQueue;
    const STALENESS: Staleness = Staleness::Never;
    type Move = Compass;
    type Key = EstimateKey;
    /// The heuristic.
    type Start = Heuristic;
    type Skip = Infallible;
    type Push = ();
    type Refusal = EightRefusal;
    /// The path's cost.
    type Found = Length;
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of greedy best-first search in eight directions.
pub type EightBestFirstEvent = SearchEvent<EightBestFirst>;

/// Greedy best-first search's tables and queue in eight directions, reused from one search to
/// the next. A copy starts empty.
#[derive(Debug, Default)]
pub struct EightBestFirstSpace {
    tables: CellTables,
    /// Entries by h, then by the order pushed.
    frontier: BinaryHeap<Reverse<(Length, u32, u32)>>,
}

impl Clone for EightBestFirstSpace {
    fn clone(&self) -> EightBestFirstSpace {
        EightBestFirstSpace::default()
    }
}

impl EightBestFirstSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> EightBestFirstSpace {
        EightBestFirstSpace::default()
    }

    /// Finds a path (not always the cheapest) from `start` to `target` on `board`, expanding
    /// the cell `heuristic` puts nearest the target first. Returns the cells from `start` to
    /// `target`, both included, and the path's cost.
    pub fn search<O: Observer<EightBestFirstEvent>>(
        &mut self,
        board: &EightBoard,
        heuristic: Heuristic,
        start: Pos,
        target: Pos,
        obs: &mut O,
    ) -> Option<(Vec<Pos>, Length)> {
        let keyed = |cell: Pos| EstimateKey {
            h: estimate(heuristic, cell, target, Weight::ONE),
        };
        obs.observe(SearchEvent::Start {
            start,
            heading: Compass::Up,
            target,
            key: keyed(start),
            more: heuristic,
        });
        let (t, frontier) = (&mut self.tables, &mut self.frontier);
        t.begin(board.cells());
        frontier.clear();
        let (start_i, target_i) = (board.index(start), board.index(target));
        t.reach(start_i, start_i, Length::ZERO);
        let mut pushed = 0;
        frontier.push(Reverse((keyed(start).h, pushed, start_i as u32)));
        let mut expanded = 0;
        while let Some(Reverse((h, _, ci))) = frontier.pop() {
            let ci = ci as usize;
            let cell = board.pos(ci);
            obs.observe(SearchEvent::Taken {
                cell,
                key: EstimateKey { h },
            });
            expanded += 1;
            if ci == target_i {
                let path = t.walk_back(start_i, ci, |i| board.pos(i));
                return Some(found(path, t.cost(ci), obs));
            }
            for dir in MOVES {
                let refuse = |reason| SearchEvent::Refused {
                    from: cell,
                    dir,
                    reason,
                };
                let next = match board.step(cell, dir) {
                    Ok(next) => next,
                    Err(why) => {
                        obs.observe(refuse(EightRefusal::Step(why)));
                        continue;
                    }
                };
                let ni = board.index(next);
                if t.reached(ni) {
                    obs.observe(refuse(EightRefusal::Seen(next)));
                    continue;
                }
                t.reach(ni, ci, t.cost(ci) + board.step_cost(next, dir));
                let key = keyed(next);
                pushed += 1;
                frontier.push(Reverse((key.h, pushed, ni as u32)));
                obs.observe(SearchEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key,
                    more: (),
                });
            }
        }
        obs.observe(SearchEvent::Exhausted {
            reached: expanded,
            more: (),
        });
        None
    }
}
