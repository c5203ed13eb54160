//! Depth-first search in eight directions: a path, not the cheapest.
//!
//! Breadth-first search's loop with the queue replaced by a stack: pop the top cell; if it
//! was already expanded, skip it (an older entry of a cell pushed again); if it is the
//! target, follow the parents back; otherwise expand it and push each neighbour that may be
//! stepped to and is not yet expanded, the eight in the reverse of the order tried, so the
//! first (up) is on top. A cell pushed again takes its newest parent, which is what makes the
//! search go deep. Diagonals let it wander further in fewer steps; its path is legal, but may
//! be far dearer than the cheapest (`docs/ALGORITHMS.md`, 2.1e).

use super::space::CellTables;
use super::steps::found;
use super::{EightBoard, EightRefusal, Length, MOVES};
use crate::algo::Observer;
use crate::algo::search::{Depth, FrontierKind, SearchEvent, SearchTypes, Staleness, Stamps};
use crate::rules::{Compass, Pos};
use std::convert::Infallible;

/// What depth-first search in eight directions reports: a stack keyed by depth, whose older
/// entries of a cell go stale once a newer one is taken off and expanded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightDfs {}

impl SearchTypes for EightDfs {
    const FRONTIER: FrontierKind = FrontierKind::Stack;
    const STALENESS: Staleness = Staleness::CellTaken;
    type Move = Compass;
    type Key = Depth;
    type Start = ();
    type Skip = ();
    type Push = ();
    type Refusal = EightRefusal;
    /// The path's cost.
    type Found = Length;
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of depth-first search in eight directions.
pub type EightDfsEvent = SearchEvent<EightDfs>;

/// Depth-first search's tables and stack in eight directions, reused from one search to the
/// next: a cell's parent, depth and cost are those of its latest push. A copy starts empty.
#[derive(Debug, Default)]
pub struct EightDfsSpace {
    tables: CellTables,
    depth: Vec<u32>,
    expanded: Stamps,
    stack: Vec<u32>,
}

impl Clone for EightDfsSpace {
    fn clone(&self) -> EightDfsSpace {
        EightDfsSpace::default()
    }
}

impl EightDfsSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> EightDfsSpace {
        EightDfsSpace::default()
    }

    /// Finds a path (not always the cheapest) from `start` to `target` on `board`, depth
    /// first. Returns the cells from `start` to `target`, both included, and the path's cost.
    pub fn search<O: Observer<EightDfsEvent>>(
        &mut self,
        board: &EightBoard,
        start: Pos,
        target: Pos,
        obs: &mut O,
    ) -> Option<(Vec<Pos>, Length)> {
        obs.observe(SearchEvent::Start {
            start,
            heading: Compass::Up,
            target,
            key: Depth(0),
            more: (),
        });
        let (t, expanded) = (&mut self.tables, &mut self.expanded);
        t.begin(board.cells());
        expanded.begin(board.cells());
        if self.depth.len() < board.cells() {
            self.depth = vec![0; board.cells()];
        }
        self.stack.clear();
        let (start_i, target_i) = (board.index(start), board.index(target));
        t.reach(start_i, start_i, Length::ZERO);
        self.depth[start_i] = 0;
        self.stack.push(start_i as u32);
        let mut reached = 0;
        while let Some(ci) = self.stack.pop() {
            let ci = ci as usize;
            let cell = board.pos(ci);
            if expanded.is_set(ci) {
                obs.observe(SearchEvent::Skipped { cell, more: () });
                continue;
            }
            expanded.set(ci);
            reached += 1;
            let depth = self.depth[ci];
            obs.observe(SearchEvent::Taken {
                cell,
                key: Depth(depth),
            });
            if ci == target_i {
                let path = t.walk_back(start_i, ci, |i| board.pos(i));
                return Some(found(path, t.cost(ci), obs));
            }
            for dir in MOVES.into_iter().rev() {
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
                if expanded.is_set(ni) {
                    obs.observe(refuse(EightRefusal::Seen(next)));
                    continue;
                }
                t.reach(ni, ci, t.cost(ci) + board.step_cost(next, dir));
                self.depth[ni] = depth + 1;
                self.stack.push(ni as u32);
                obs.observe(SearchEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key: Depth(depth + 1),
                    more: (),
                });
            }
        }
        obs.observe(SearchEvent::Exhausted { reached, more: () });
        None
    }
}
