//! Iterative deepening in eight directions: depth-first rounds that go no deeper than a
//! limit, the limit raised 0, 1, 2, ... until a round pops the target. Its path has the
//! fewest steps, a diagonal one counting as one like a straight one (breadth-first search's
//! measure, [`super::bfs`]); it weighs neither the diagonals' √2 nor the terrain.
//!
//! Each round is the four-direction rounds' loop (`stages::iddfs::search`) on an
//! [`EightBoard`]: a stack of (cell, depth) entries, the start alone at depth 0; pop the top;
//! if it is the target, follow the parents back; otherwise try the eight moves in the order
//! of `MOVES` (up, right, down, left, then the four diagonals), pushing them in reverse so
//! that up is popped first, as depth-first search in eight directions does. A move is refused
//! if the step may not be taken (off the board, onto a closed cell, cutting a corner), if this
//! round has already reached the cell at most as deep as this branch would, or if the cell
//! lies past the limit (cut off, for a later round). A cell reached again by a shorter branch
//! is pushed and expanded again, so every cell within the limit is at last expanded at its
//! fewest steps; no entry goes stale, as no entry above one is shallower than it.
//!
//! The round whose limit is the target's fewest steps is the first to pop it, at that depth.
//! A round that cut nothing off searched everything the start reaches: without the target, no
//! path exists. The rounds stop after [`MAX_EXPANSIONS`] expansions in all, saying so
//! ([`IddfsStop`]), the same budget as in four directions (`docs/ALGORITHMS.md`, 2.1e).

use super::{EightBoard, MOVES, StepRefusal};
use crate::algo::Observer;
use crate::algo::search::deepening::{IddfsStop, MAX_EXPANSIONS, Round, deepen};
use crate::algo::search::{Depth, FrontierKind, SearchEvent, SearchTypes, Staleness, Stamps};
use crate::rules::{Compass, Pos};
use std::convert::Infallible;

/// Why a neighbour was not pushed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightIddfsRefusal {
    /// The step may not be taken (off the board, onto a closed cell, or cutting a corner).
    Step(StepRefusal),
    /// This round has already reached the cell at the given depth, no deeper than this
    /// branch would.
    Reached(Pos, u32),
    /// The cell lies one past the round's limit: cut off, for a later round.
    CutOff(Pos),
}

/// What iterative deepening in eight directions reports: the four-direction form's events
/// (a stack keyed by depth, no entry ever stale, each round starting anew with its limit),
/// its moves [`Compass`]es.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EightIddfs {}

impl SearchTypes for EightIddfs {
    const FRONTIER: FrontierKind = FrontierKind::Stack;
    const STALENESS: Staleness = Staleness::Never;
    type Move = Compass;
    type Key = Depth;
    /// The round's depth limit.
    type Start = u32;
    type Skip = Infallible;
    type Push = ();
    type Refusal = EightIddfsRefusal;
    /// The limit of the round that found it: the path's steps.
    type Found = u32;
    /// The limit of the last round, which cut nothing off.
    type Exhausted = u32;
    /// It stopped at its budget of expansions.
    type Own = IddfsStop;
}

/// One step of iterative deepening in eight directions.
pub type EightIddfsEvent = SearchEvent<EightIddfs>;

/// The tables of iterative deepening in eight directions, reused from one search (and one
/// round) to the next: per cell, whether this round reached it, its shallowest depth and its
/// parent then; the stack of (cell, depth) entries. A copy starts empty.
#[derive(Debug, Default)]
pub struct EightIddfsSpace {
    reached: Stamps,
    depth: Vec<u32>,
    parent: Vec<u32>,
    stack: Vec<(u32, u32)>,
    /// Expansions so far, every round's.
    expanded: u64,
    /// The most expansions allowed, if fewer than [`MAX_EXPANSIONS`].
    budget: Option<u64>,
}

impl Clone for EightIddfsSpace {
    fn clone(&self) -> EightIddfsSpace {
        EightIddfsSpace {
            budget: self.budget,
            ..EightIddfsSpace::default()
        }
    }
}

impl EightIddfsSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> EightIddfsSpace {
        EightIddfsSpace::default()
    }

    /// An empty space whose searches stop after `budget` expansions (at most
    /// [`MAX_EXPANSIONS`]): to see the stop on a small board.
    pub fn with_budget(budget: u64) -> EightIddfsSpace {
        EightIddfsSpace {
            budget: Some(budget.min(MAX_EXPANSIONS)),
            ..EightIddfsSpace::default()
        }
    }

    /// Finds a path of the fewest steps from `start` to `target` on `board` by depth-first
    /// rounds of growing depth limit. Returns the cells from `start` to `target`, both
    /// included; none if there is no path or the budget ran out (the last event says which).
    pub fn search<O: Observer<EightIddfsEvent>>(
        &mut self,
        board: &EightBoard,
        start: Pos,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        if self.depth.len() < board.cells() {
            self.depth = vec![0; board.cells()];
            self.parent = vec![0; board.cells()];
        }
        self.expanded = 0;
        deepen(obs, |limit, obs| {
            self.round(board, (start, target), limit, obs)
        })
    }

    /// One depth-limited depth-first search from the start, no deeper than `limit`.
    fn round<O: Observer<EightIddfsEvent>>(
        &mut self,
        board: &EightBoard,
        (start, target): (Pos, Pos),
        limit: u32,
        obs: &mut O,
    ) -> Round {
        obs.observe(SearchEvent::Start {
            start,
            heading: Compass::Up,
            target,
            key: Depth(0),
            more: limit,
        });
        self.reached.begin(board.cells());
        let (start_i, target_i) = (board.index(start), board.index(target));
        self.reached.set(start_i);
        self.depth[start_i] = 0;
        self.parent[start_i] = start_i as u32;
        self.stack.clear();
        self.stack.push((start_i as u32, 0));
        let (mut reached, mut cut_off) = (1, false);
        while let Some((ci, depth)) = self.stack.pop() {
            if self.expanded == self.budget.unwrap_or(MAX_EXPANSIONS) {
                return Round::Stopped(self.expanded);
            }
            self.expanded += 1;
            let ci = ci as usize;
            let cell = board.pos(ci);
            debug_assert_eq!(depth, self.depth[ci], "an entry is popped at its depth");
            obs.observe(SearchEvent::Taken {
                cell,
                key: Depth(depth),
            });
            if ci == target_i {
                return Round::Found(self.walk_back(board, start_i, ci));
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
                        obs.observe(refuse(EightIddfsRefusal::Step(why)));
                        continue;
                    }
                };
                let ni = board.index(next);
                let seen = self.reached.is_set(ni);
                if seen && self.depth[ni] <= depth + 1 {
                    let known = self.depth[ni];
                    obs.observe(refuse(EightIddfsRefusal::Reached(next, known)));
                    continue;
                }
                if depth == limit {
                    cut_off = true;
                    obs.observe(refuse(EightIddfsRefusal::CutOff(next)));
                    continue;
                }
                reached += u32::from(!seen);
                self.reached.set(ni);
                self.depth[ni] = depth + 1;
                self.parent[ni] = ci as u32;
                self.stack.push((ni as u32, depth + 1));
                obs.observe(SearchEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key: Depth(depth + 1),
                    more: (),
                });
            }
        }
        if cut_off {
            Round::CutOff
        } else {
            Round::Everything(reached)
        }
    }

    /// The cells from the start to `last` by the parents, start first.
    fn walk_back(&self, board: &EightBoard, start_i: usize, last: usize) -> Vec<Pos> {
        let mut path = vec![board.pos(last)];
        let mut at = last;
        while at != start_i {
            at = self.parent[at] as usize;
            path.push(board.pos(at));
        }
        path.reverse();
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::algo::search::eight::bfs::EightBfsSpace;

    fn search(
        board: &EightBoard,
        start: Pos,
        target: Pos,
    ) -> (Option<Vec<Pos>>, Vec<EightIddfsEvent>) {
        let mut events = Vec::new();
        let path = EightIddfsSpace::new().search(board, start, target, &mut events);
        (path, events)
    }

    fn limits(events: &[EightIddfsEvent]) -> Vec<u32> {
        events
            .iter()
            .filter_map(|e| match e {
                SearchEvent::Start { more, .. } => Some(*more),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn each_round_raises_the_limit_and_the_first_to_pop_the_target_has_the_fewest_steps() {
        // A wall down the middle, open at the bottom: round it, diagonals where no corner is
        // cut.
        let board = EightBoard::from_rows(&["..@..", "..@..", "..@..", "....."]);
        let (start, target) = (Pos::new(0, 0), Pos::new(4, 0));
        let (path, events) = search(&board, start, target);
        let path = path.expect("round the wall");
        let (bfs_path, _) = EightBfsSpace::new()
            .search(&board, start, target, &mut Ignore)
            .expect("round the wall");
        let fewest = bfs_path.len() as u32 - 1;
        assert_eq!(fewest, 8);
        assert_eq!(path.len() as u32 - 1, fewest);
        assert!(
            board.path_cost(&path).is_some(),
            "an illegal step: {path:?}"
        );
        assert_eq!(limits(&events), (0..=fewest).collect::<Vec<_>>());
        assert_eq!(
            events.last(),
            Some(&SearchEvent::Found {
                path: path.clone(),
                more: fewest
            })
        );
        // No branch goes past its round's limit, and no round but the last pops the target.
        let mut limit = 0;
        for e in &events {
            match e {
                SearchEvent::Start { more, .. } => limit = *more,
                SearchEvent::Pushed { key: Depth(d), .. } => assert!(*d <= limit),
                SearchEvent::Taken { cell, .. } if *cell == target => assert_eq!(limit, fewest),
                _ => {}
            }
        }
    }

    #[test]
    fn a_cell_reached_again_shallower_is_expanded_again_in_the_same_round() {
        // Up first, then right: on an open board the first branch climbs and comes back by
        // the side, reaching cells deep that a later, shorter branch reaches again.
        let board = EightBoard::from_rows(&["....", "....", "....", "...."]);
        let (path, events) = search(&board, Pos::new(0, 3), Pos::new(3, 0));
        assert_eq!(path.map(|p| p.len()), Some(4));
        let (mut twice, mut again_shallower) = (false, false);
        let mut taken: Vec<Option<u32>> = vec![None; board.cells()];
        for e in &events {
            match e {
                SearchEvent::Start { .. } => taken = vec![None; board.cells()],
                SearchEvent::Taken {
                    cell,
                    key: Depth(d),
                } => {
                    let before = taken[board.index(*cell)].replace(*d);
                    twice |= before.is_some();
                    again_shallower |= before.is_some_and(|b| *d < b);
                }
                _ => {}
            }
        }
        assert!(twice, "no cell was expanded twice in a round");
        assert!(again_shallower, "no cell was expanded again shallower");
    }

    #[test]
    fn a_round_that_cuts_nothing_off_proves_there_is_no_path() {
        // The left column is shut in: the right cells are reached by no step, not even a
        // diagonal, which would cut a closed corner.
        let board = EightBoard::from_rows(&[".@.", ".@.", ".@."]);
        let (path, events) = search(&board, Pos::new(0, 0), Pos::new(2, 2));
        assert_eq!(path, None);
        assert_eq!(
            events.last(),
            Some(&SearchEvent::Exhausted {
                reached: 3,
                more: 2
            })
        );
        // A space used again replays the same search.
        let mut space = EightIddfsSpace::new();
        for _ in 0..2 {
            let mut again = Vec::new();
            space.search(&board, Pos::new(0, 0), Pos::new(2, 2), &mut again);
            assert_eq!(events, again);
        }
    }

    #[test]
    fn the_search_stops_at_its_budget_without_claiming_there_is_no_path() {
        let rows = vec!["............"; 12];
        let board = EightBoard::from_rows(&rows);
        let (s, t) = (Pos::new(0, 11), Pos::new(11, 0));
        let mut events = Vec::new();
        let path = EightIddfsSpace::with_budget(300).search(&board, s, t, &mut events);
        assert_eq!(path, None);
        let taken = events
            .iter()
            .filter(|e| matches!(e, SearchEvent::Taken { .. }))
            .count();
        assert_eq!(taken, 300);
        let Some(SearchEvent::Own(stop)) = events.last() else {
            panic!("the last event is not the stop: {:?}", events.last());
        };
        assert_eq!(stop.expanded, 300);
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, SearchEvent::Exhausted { .. }))
        );
        // The whole budget finds the diagonal, eleven steps.
        let path = EightIddfsSpace::new().search(&board, s, t, &mut Ignore);
        assert_eq!(path.map(|p| p.len()), Some(12));
    }
}
