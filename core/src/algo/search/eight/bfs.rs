//! Breadth-first search in eight directions: the path of fewest steps, a diagonal step
//! counting as one like a straight one.
//!
//! A queue, first in first out; a cell joins it once, when first reached. Its path has the
//! fewest steps, but it weighs neither the diagonals' √2 nor the terrain: where a route of
//! more straight steps is cheaper, it does not find it (that is the lesson beside A*).

use super::space::CellTables;
use super::steps::found;
use super::{EightBoard, EightRefusal, Length, MOVES};
use crate::algo::Observer;
use crate::algo::search::{Distance, FrontierKind, SearchEvent, SearchTypes, Staleness};
use crate::rules::{Compass, Pos};
use std::collections::VecDeque;
use std::convert::Infallible;

/// What breadth-first search in eight directions reports: a queue of cells on their steps
/// from the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightBfs {}

impl SearchTypes for EightBfs {
    const FRONTIER: FrontierKind = FrontierKind::Queue;
    const STALENESS: Staleness = Staleness::Never;
    type Move = Compass;
    type Key = Distance;
    type Start = ();
    type Skip = ();
    type Push = ();
    type Refusal = EightRefusal;
    /// The path's cost, diagonals at √2 and each cell at its terrain's cost.
    type Found = Length;
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of breadth-first search in eight directions.
pub type EightBfsEvent = SearchEvent<EightBfs>;

/// Breadth-first search's tables and queue in eight directions, reused from one search to
/// the next. A copy starts empty.
#[derive(Debug, Default)]
pub struct EightBfsSpace {
    tables: CellTables,
    queue: VecDeque<(u32, u32)>,
}

impl Clone for EightBfsSpace {
    fn clone(&self) -> EightBfsSpace {
        EightBfsSpace::default()
    }
}

impl EightBfsSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> EightBfsSpace {
        EightBfsSpace::default()
    }

    /// Finds a path of fewest steps from `start` to `target` on `board`. Returns the cells
    /// from `start` to `target`, both included, and the path's cost.
    pub fn search<O: Observer<EightBfsEvent>>(
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
            key: Distance(0),
            more: (),
        });
        let t = &mut self.tables;
        t.begin(board.cells());
        self.queue.clear();
        let (start_i, target_i) = (board.index(start), board.index(target));
        t.reach(start_i, start_i, Length::ZERO);
        self.queue.push_back((start_i as u32, 0));
        let mut expanded = 0;
        while let Some((ci, steps)) = self.queue.pop_front() {
            let ci = ci as usize;
            let cell = board.pos(ci);
            obs.observe(SearchEvent::Taken {
                cell,
                key: Distance(steps),
            });
            expanded += 1;
            if ci == target_i {
                let path = t.walk_back(start_i, ci, |i| board.pos(i));
                let cost = board.path_cost(&path).unwrap_or_default();
                return Some(found(path, cost, obs));
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
                let ni = board.index(next);
                if t.reached(ni) {
                    let (g, known) = (Length::straight(u64::from(steps) + 1), t.cost(ni));
                    let reason = EightRefusal::NoShorter {
                        cell: next,
                        g,
                        known,
                    };
                    obs.observe(SearchEvent::Refused {
                        from: cell,
                        dir,
                        reason,
                    });
                    continue;
                }
                t.reach(ni, ci, Length::straight(u64::from(steps) + 1));
                self.queue.push_back((ni as u32, steps + 1));
                obs.observe(SearchEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key: Distance(steps + 1),
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
