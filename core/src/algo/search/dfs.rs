//! Depth-first search with an explicit stack: a path, not the shortest.
//!
//! The textbook loop with BFS's queue replaced by a stack: pop the top cell; if it was
//! already expanded, skip it (an older entry of a cell pushed again); if it is the target,
//! follow the parents back; otherwise expand it and push each neighbour that is on the board,
//! free and not yet expanded. The neighbours are pushed in the reverse of BFS's order
//! ([`straight_first`]), so the one BFS would try first is on top and popped first. A cell may
//! be pushed again by a later cell: the newer entry lies above the older one, so the cell is
//! expanded from the cell that pushed it last, which is what makes the search go deep. The
//! order in which cells are expanded is that of the recursive depth-first search.
//!
//! The path it returns is the branch it was on when it popped the target: every step is
//! legal, but it may wander far from the shortest path (`docs/ALGORITHMS.md`, 2.1b).

use super::super::bfs::straight_first;
use super::super::observer::Observer;
use super::{Depth, FrontierKind, SearchEvent, SearchTypes, Staleness, Stamps, Tables};
use crate::rules::{CellSet, Dir, Grid, Pos};
use std::convert::Infallible;

/// Why a neighbour was not pushed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DfsRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is blocked (the snake's body, a wall of the search board).
    Blocked(Pos),
    /// The cell was already expanded, at the given depth.
    Expanded(Pos, u32),
}

/// What depth-first search reports: a stack keyed by depth, whose older entries of a cell go
/// stale once a newer one is taken off and expanded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dfs {}

impl SearchTypes for Dfs {
    type Move = Dir;
    const FRONTIER: FrontierKind = FrontierKind::Stack;
    const STALENESS: Staleness = Staleness::CellTaken;
    type Key = Depth;
    type Start = ();
    type Skip = ();
    type Push = ();
    type Refusal = DfsRefusal;
    type Found = ();
    type Exhausted = ();
    type Own = Infallible;
}

/// One step of the depth-first search, as a student should see it: the start (the stack holds
/// it), a cell popped off the top and expanded ([`SearchEvent::Taken`], at its depth), an older
/// entry of a cell already expanded popped and skipped, a neighbour pushed on top, a neighbour
/// refused, the path found (the branch the search was on), or the stack empty (`reached`: the
/// cells expanded).
pub type DfsEvent = SearchEvent<Dfs>;

/// Finds a path (not the shortest) from `start` to `target` avoiding `blocked` cells, depth
/// first. Returns the cells from `start` to `target`, both included.
///
/// The tables are made for this one call; a caller searching again and again keeps a
/// [`DfsSpace`].
pub fn depth_first_path<O: Observer<DfsEvent>>(
    grid: &Grid,
    blocked: &CellSet,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    DfsSpace::new().depth_first_path(grid, blocked, start, heading, target, obs)
}

/// The depth-first search's tables, owned by the caller and reused from one search to the
/// next: once they fit the board, a search allocates nothing but the path it returns. A
/// cell's parent, move and depth are those of its latest push (the entry on top); whether it
/// was expanded is a stamp of the current search. A copy starts empty.
#[derive(Debug, Default)]
pub struct DfsSpace {
    tables: Tables<u32>,
    expanded: Stamps,
    stack: Vec<u32>,
}

impl Clone for DfsSpace {
    fn clone(&self) -> DfsSpace {
        DfsSpace::default()
    }
}

impl DfsSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> DfsSpace {
        DfsSpace::default()
    }

    /// As [`depth_first_path`], with this space's tables.
    pub fn depth_first_path<O: Observer<DfsEvent>>(
        &mut self,
        grid: &Grid,
        blocked: &CellSet,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        obs.observe(DfsEvent::Start {
            start,
            heading,
            target,
            key: Depth(0),
            more: (),
        });
        let (t, expanded) = (&mut self.tables, &mut self.expanded);
        t.begin(grid.cells());
        expanded.begin(grid.cells());
        let (start_i, target_i) = (grid.index(start), grid.index(target));
        self.stack.clear();
        t.set(start_i, start_i, heading, 0);
        self.stack.push(start_i as u32);
        let mut reached = 0;
        while let Some(ci) = self.stack.pop() {
            let ci = ci as usize;
            let cell = grid.pos(ci);
            if expanded.is_set(ci) {
                obs.observe(DfsEvent::Skipped { cell, more: () });
                continue;
            }
            expanded.set(ci);
            reached += 1;
            let depth = t.value(ci);
            obs.observe(DfsEvent::Taken {
                cell,
                key: Depth(depth),
            });
            if ci == target_i {
                let path = t.walk_back(start_i, target_i, depth as usize, |i| grid.pos(i));
                if O::WATCHING {
                    obs.observe(DfsEvent::Found {
                        path: path.clone(),
                        more: (),
                    });
                }
                return Some(path);
            }
            for dir in straight_first(t.entered(ci)).into_iter().rev() {
                let refuse = |reason| DfsEvent::Refused {
                    from: cell,
                    dir,
                    reason,
                };
                let Some(next) = grid.neighbour(cell, dir) else {
                    obs.observe(refuse(DfsRefusal::Wall));
                    continue;
                };
                let ni = grid.index(next);
                if expanded.is_set(ni) {
                    obs.observe(refuse(DfsRefusal::Expanded(next, t.value(ni))));
                    continue;
                }
                if ni != target_i && blocked.contains(ni) {
                    obs.observe(refuse(DfsRefusal::Blocked(next)));
                    continue;
                }
                t.set(ni, ci, dir, depth + 1);
                self.stack.push(ni as u32);
                obs.observe(DfsEvent::Pushed {
                    cell: next,
                    from: cell,
                    dir,
                    key: Depth(depth + 1),
                    more: (),
                });
            }
        }
        obs.observe(DfsEvent::Exhausted { reached, more: () });
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;

    fn open(w: i64, h: i64) -> (Grid, CellSet) {
        let g = Grid::new(w, h).unwrap();
        let c = g.cells();
        (g, CellSet::new(c))
    }

    #[test]
    fn the_first_neighbour_bfs_would_try_is_popped_first() {
        let (g, blocked) = open(4, 4);
        let mut events = Vec::new();
        depth_first_path(
            &g,
            &blocked,
            Pos::new(1, 1),
            Dir::Down,
            Pos::new(3, 3),
            &mut events,
        );
        // Pushed last-first: Left, Right, Up, then Down (the heading) on top.
        let pushed: Vec<Dir> = events
            .iter()
            .take_while(|e| !matches!(e, DfsEvent::Taken { key: Depth(1), .. }))
            .filter_map(|e| match e {
                DfsEvent::Pushed { dir, .. } => Some(*dir),
                _ => None,
            })
            .collect();
        assert_eq!(pushed, [Dir::Left, Dir::Right, Dir::Up, Dir::Down]);
        assert!(events.iter().any(|e| *e
            == DfsEvent::Taken {
                cell: Pos::new(1, 2),
                key: Depth(1)
            }));
    }

    #[test]
    fn the_path_follows_the_branch_and_is_longer_than_the_shortest() {
        // Heading Right from (0, 1) towards (0, 0) just above: the search runs along the
        // row before it ever turns up.
        let (g, blocked) = open(4, 3);
        let path = depth_first_path(
            &g,
            &blocked,
            Pos::new(0, 1),
            Dir::Right,
            Pos::new(0, 0),
            &mut Ignore,
        )
        .unwrap();
        assert_eq!(path.first(), Some(&Pos::new(0, 1)));
        assert_eq!(path.last(), Some(&Pos::new(0, 0)));
        assert!(path.len() > 2, "{path:?}");
        assert!(path.windows(2).all(|w| w[0].touches(w[1])));
    }

    #[test]
    fn an_older_entry_of_an_expanded_cell_is_skipped_and_no_cell_is_expanded_twice() {
        // The target (2, 2) is walled off: the search goes through every other cell.
        let (g, mut blocked) = open(3, 3);
        blocked.insert(g.index(Pos::new(1, 2)));
        blocked.insert(g.index(Pos::new(2, 1)));
        let mut events = Vec::new();
        let target = Pos::new(2, 2);
        depth_first_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            target,
            &mut events,
        );
        let mut expanded = CellSet::new(9);
        let mut skipped = 0;
        for e in &events {
            match e {
                DfsEvent::Taken { cell, .. } => {
                    assert!(expanded.insert(g.index(*cell)), "{cell} expanded twice")
                }
                DfsEvent::Skipped { cell, .. } => {
                    assert!(
                        expanded.contains(g.index(*cell)),
                        "{cell} skipped unexpanded"
                    );
                    skipped += 1;
                }
                _ => {}
            }
        }
        assert!(skipped > 0);
        assert_eq!(
            events.last(),
            Some(&DfsEvent::Exhausted {
                reached: 6,
                more: ()
            })
        );
        // A space used again replays the same search.
        let mut space = DfsSpace::new();
        for _ in 0..2 {
            let mut again = Vec::new();
            space.depth_first_path(&g, &blocked, Pos::new(0, 0), Dir::Right, target, &mut again);
            assert_eq!(events, again);
        }
    }

    #[test]
    fn no_path_is_reported_with_the_cells_expanded() {
        let (g, mut blocked) = open(3, 3);
        blocked.insert(g.index(Pos::new(1, 0)));
        blocked.insert(g.index(Pos::new(0, 1)));
        let mut events = Vec::new();
        let found = depth_first_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(2, 2),
            &mut events,
        );
        assert_eq!(found, None);
        assert_eq!(
            events.last(),
            Some(&DfsEvent::Exhausted {
                reached: 1,
                more: ()
            })
        );
    }
}
