//! A Hamiltonian cycle built from the snake's own body.
//!
//! A cycle that holds the body as a stretch is the body followed by a path from the head
//! back to the tail through every free cell (the `room`'s graph). It is built in steps,
//! each tried only when the one before it fails:
//!
//! 1. **Parity**: a board with both sides odd has no Hamiltonian cycle at all. Colour it like
//!    a chessboard; a cycle alternates colours, so it needs as many cells of each, and an odd
//!    x odd board has one more of one colour.
//! 2. **Proofs** (`obstacle`): a free cell that is a dead end, cells that can only be
//!    reached through the head, the body cutting the free cells apart, a cell the path would
//!    have to pass twice. Each is a reason no cycle exists, named in the refusal.
//! 3. **Pair extension**: the longest path from the head to the tail with the rest of the body
//!    blocked ([`crate::algo::longest`]). If it covers every free cell, it closes the cycle.
//! 4. **Repair** (`repair`): left-out pairs beside an edge of the cycle join it by 2x2
//!    splices, again and again while new edges make room for more.
//! 5. **Squares** (`squares`): 2x2 squares (and 2x3 blocks along tall bands, one when a side
//!    is odd, or two that shift the squares between them by a row) joined by 2x2 splices
//!    along a tree that the body's steps allow.
//! 6. **Window** (`window`), on a board with both sides even: a cycle of a small window
//!    around the body (steps 2 to 7 on the window as a board), with squares all around it
//!    joined to it by splices.
//! 7. **Search** (`search`): a pruned depth-first search for the path, under a budget. If it
//!    tries every branch, no cycle exists (a proof by exhaustion); if the budget runs out,
//!    the refusal says so: no cycle was found, none was proven impossible.
//!
//! The cycle starts at the tail and is oriented so that a snake following it moves from its
//! head along the path. A one-cell snake has no tail apart from its head: the path then runs
//! from the cell ahead of it back to it.

mod events;
mod obstacle;
mod repair;
mod room;
mod search;
mod squares;
mod window;

pub use events::{CycleEvent, SquaresRefusal};
pub use obstacle::Obstacle;
pub use search::{SEARCH_WORK, SHOWN_MOVES};

use super::bfs::BfsSpace;
use super::cycle::Cycle;
use super::longest::{longest_path_in, longest_path_via};
use super::observer::{Observer, wrapped};
use crate::rules::{Dir, Grid, Pos, Snake};
use obstacle::find_obstacle;
use repair::Patched;
use room::Room;
use search::{Searched, search};
use squares::squares_cycle;

/// Why no cycle was built from a body.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CycleError {
    /// The board is odd x odd.
    #[error(
        "a {grid} board has no Hamiltonian cycle: coloured like a chessboard it has {dark} dark \
         and {light} light cells, and a cycle alternates colours so it needs as many of each"
    )]
    OddBoard {
        /// The board.
        grid: Grid,
        /// Cells with `x + y` even.
        dark: usize,
        /// Cells with `x + y` odd.
        light: usize,
    },
    /// No cycle holds this body, for the reason given.
    #[error("{}", tr!("no Hamiltonian cycle holds this body: {value}", value = .0))]
    Impossible(Obstacle),
    /// The search ran out of budget: no cycle found, none proven impossible.
    #[error(
        "no cycle was found for this body within {moves} moves of search (nor was it proven \
         that none exists); the longest path from head to tail leaves out {}",
        list_cells(.left_out)
    )]
    GaveUp {
        /// Moves the search tried.
        moves: u64,
        /// The cells the longest path left out.
        left_out: Vec<Pos>,
    },
    /// With the pair extension alone ([`Effort::PairExtension`]): the longest path from head
    /// to tail misses these cells (or there is no path at all). A cycle may still exist.
    #[error("the longest path from head to tail leaves out {}", list_cells(.cells))]
    LeftOut {
        /// The cells left out.
        cells: Vec<Pos>,
    },
}

impl CycleError {
    /// The cell a message about this error should point at, if one is to blame.
    pub fn cell(&self) -> Option<Pos> {
        match self {
            CycleError::OddBoard { .. } => None,
            CycleError::Impossible(o) => o.cell(),
            CycleError::GaveUp { left_out, .. } => left_out.first().copied(),
            CycleError::LeftOut { cells } => cells.first().copied(),
        }
    }
}

/// How hard to try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effort {
    /// Every step: proofs, pair extension, repair, squares and the search. A refusal is a
    /// proof, or says that the search gave up.
    Full,
    /// The pair extension alone: fast, and may miss a cycle that exists. For a certificate,
    /// tried at every move that leaves the cycle, where missing a cycle only means that the
    /// move is not taken.
    PairExtension,
}

/// Lists cells for a message, the first eight and a count of the rest.
pub fn list_cells(cells: &[Pos]) -> String {
    let shown: Vec<String> = cells.iter().take(8).map(|c| c.to_string()).collect();
    let mut s = shown.join(", ");
    if cells.len() > 8 {
        s.push_str(&tr!(" and {n} more", n = cells.len() - 8));
    }
    s
}

/// The parity argument: on an odd x odd board no Hamiltonian cycle exists, and the error
/// says why with the two colour counts. `Ok` on any other board (a cycle may still not be
/// found there). Every place that refuses an odd board asks this.
pub fn check_parity(grid: &Grid) -> Result<(), CycleError> {
    if !grid.is_odd_by_odd() {
        return Ok(());
    }
    let (dark, light) = grid.colour_counts();
    Err(CycleError::OddBoard {
        grid: *grid,
        dark,
        light,
    })
}

/// Builds a Hamiltonian cycle containing the snake's body as a stretch, starting at the tail.
///
/// Its searches get tables of their own; a caller that builds cycles again and again keeps a
/// [`BfsSpace`] and calls [`cycle_from_body_in`].
pub fn cycle_from_body<O: Observer<CycleEvent>>(
    grid: &Grid,
    snake: &Snake,
    obs: &mut O,
) -> Result<Cycle, CycleError> {
    cycle_from_body_in(&mut BfsSpace::new(), grid, snake, obs)
}

/// As [`cycle_from_body`], its breadth-first searches run in `space`.
pub fn cycle_from_body_in<O: Observer<CycleEvent>>(
    space: &mut BfsSpace,
    grid: &Grid,
    snake: &Snake,
    obs: &mut O,
) -> Result<Cycle, CycleError> {
    cycle_from_body_via(space, grid, snake, None, Effort::Full, obs)
}

/// As [`cycle_from_body_in`], with the path from head to tail routed through `via` (a free
/// cell) as early as the extension allows ([`longest_path_via`]): a cycle on which `via` lies
/// few moves ahead of the head. With [`Effort::PairExtension`], it stops after the pair
/// extension.
pub fn cycle_from_body_via<O: Observer<CycleEvent>>(
    space: &mut BfsSpace,
    grid: &Grid,
    snake: &Snake,
    via: Option<Pos>,
    effort: Effort,
    obs: &mut O,
) -> Result<Cycle, CycleError> {
    build(space, grid, snake, via, effort, Scope::Board, obs)
}

/// Where the construction runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scope {
    /// On the board: every step, the search with its whole budget.
    Board,
    /// On a window around the body: no window of its own, and a search of
    /// [`WINDOW_SEARCH_WORK`].
    Window,
}

/// The search's budget inside a window: a few windows are tried before the search on the whole
/// board, so each gets a tenth.
const WINDOW_SEARCH_WORK: u64 = SEARCH_WORK / 10;

/// The construction, in `scope`.
fn build<O: Observer<CycleEvent>>(
    space: &mut BfsSpace,
    grid: &Grid,
    snake: &Snake,
    via: Option<Pos>,
    effort: Effort,
    scope: Scope,
    obs: &mut O,
) -> Result<Cycle, CycleError> {
    if let Err(odd @ CycleError::OddBoard { dark, light, .. }) = check_parity(grid) {
        obs.observe(CycleEvent::OddBoard { dark, light });
        return Err(odd);
    }
    let head = snake.head();
    let blocked = snake.occupied();
    let (start, heading, target) = if snake.len() == 1 {
        // The path leaves the head and comes back to it: start at the cell ahead.
        let order = super::bfs::straight_first(snake.heading());
        let Some((d, n)) = order
            .iter()
            .find_map(|&d| grid.neighbour(head, d).map(|n| (d, n)))
        else {
            unreachable!("every cell of a 2x2 or larger board has a neighbour")
        };
        (n, d, head)
    } else {
        (head, snake.heading(), snake.tail())
    };
    let room = (effort == Effort::Full).then(|| Room::new(grid, snake, start, target));
    // A one-cell snake is refused by parity alone: every other board has a cycle, and the
    // squares build one whatever the pair extension does. (Its room fixes the step from the
    // head to the cell ahead, which no proof may assume.)
    let proven = room
        .as_ref()
        .filter(|_| snake.len() > 1)
        .and_then(find_obstacle);
    if let Some(obstacle) = proven {
        obs.observe(CycleEvent::Obstacle(obstacle.clone()));
        return Err(CycleError::Impossible(obstacle));
    }
    let via = via.filter(|&v| v != start && v != target && !blocked.contains(grid.index(v)));
    obs.observe(CycleEvent::Seek { start, target, via });
    let inner = &mut wrapped(obs, CycleEvent::Longest);
    let path = match via {
        Some(v) => longest_path_via(space, grid, blocked, start, heading, v, target, inner),
        None => longest_path_in(space, grid, blocked, start, heading, target, inner),
    };
    let path = path.unwrap_or_default();
    let order = join_to_body(snake, &path);
    if let Ok(cycle) = Cycle::new(*grid, order.clone()) {
        if O::WATCHING {
            obs.observe(CycleEvent::Closed { order });
        }
        return Ok(cycle);
    }
    let mut covered = blocked.clone();
    for c in &path {
        covered.insert(grid.index(*c));
    }
    let left_out: Vec<Pos> = grid
        .all_cells()
        .filter(|&c| !covered.contains(grid.index(c)))
        .collect();
    if O::WATCHING {
        obs.observe(CycleEvent::LeftOut {
            cells: left_out.clone(),
        });
    }
    let Some(room) = room else {
        return Err(CycleError::LeftOut { cells: left_out });
    };
    beyond_the_path(snake, &room, &order, path.is_empty(), left_out, scope, obs)
}

/// The cycle order of a body and a path from its head back to its tail: the tail, ..., the
/// neck (the body reversed, head excluded), then the path up to (not including) its return to
/// the tail. For a one-cell snake: the head, then the path up to its return to the head.
fn join_to_body(snake: &Snake, path: &[Pos]) -> Vec<Pos> {
    let mut order: Vec<Pos> = Vec::with_capacity(path.len() + snake.len());
    if snake.len() == 1 {
        order.push(snake.head());
    } else {
        order.extend(snake.cells().rev().take(snake.len() - 1));
    }
    order.extend(path.iter().copied().take(path.len().saturating_sub(1)));
    order
}

/// Steps 4 to 7, when the longest path has left cells out: repair, squares, window, search.
fn beyond_the_path<O: Observer<CycleEvent>>(
    snake: &Snake,
    room: &Room,
    order: &[Pos],
    no_path: bool,
    left_out: Vec<Pos>,
    scope: Scope,
    obs: &mut O,
) -> Result<Cycle, CycleError> {
    let grid = &room.grid;
    let closed = |order: Vec<Pos>, obs: &mut O| {
        let cycle = Cycle::new(*grid, order.clone()).ok()?;
        if !cycle.holds_unbroken(snake.cells(), false) {
            return None;
        }
        if O::WATCHING {
            obs.observe(CycleEvent::Closed { order });
        }
        Some(cycle)
    };
    if !no_path {
        let indices: Vec<u32> = order.iter().map(|&p| grid.index(p) as u32).collect();
        let mut patched = Patched::new(grid, &indices, snake.len() - 1);
        let still_out = patched.repair(room, obs);
        if still_out.is_empty() {
            let walk = patched.walk(indices[0], grid.cells());
            let order = walk.iter().map(|&i| grid.pos(i as usize)).collect();
            if let Some(cycle) = closed(order, obs) {
                return Ok(cycle);
            }
        } else if O::WATCHING {
            obs.observe(CycleEvent::Stuck {
                cells: still_out.iter().map(|&i| grid.pos(i as usize)).collect(),
            });
        }
    }
    obs.observe(CycleEvent::Squares);
    match squares_cycle(grid, snake, obs) {
        Ok(order) => {
            if let Some(cycle) = closed(order, obs) {
                return Ok(cycle);
            }
        }
        Err(refusal) => obs.observe(CycleEvent::SquaresRefused(refusal)),
    }
    let windows = match scope {
        Scope::Board => window::windows(grid, snake),
        Scope::Window => Vec::new(),
    };
    for window in windows {
        let (from, to) = window.corners();
        obs.observe(CycleEvent::Window { from, to });
        if let Some(cycle) = window::window_cycle(grid, snake, window).and_then(|o| closed(o, obs))
        {
            return Ok(cycle);
        }
    }
    let start = room.pos(room.start);
    let budget = match scope {
        Scope::Board => SEARCH_WORK,
        Scope::Window => WINDOW_SEARCH_WORK,
    };
    obs.observe(CycleEvent::SearchBegin { start, budget });
    match search(room, budget, obs) {
        Searched::Found(path) => {
            let path: Vec<Pos> = path.iter().map(|&i| room.pos(i)).collect();
            let order = join_to_body(snake, &path);
            closed(order, obs).ok_or(CycleError::GaveUp { moves: 0, left_out })
        }
        Searched::Exhausted { moves } if snake.len() > 1 => {
            let obstacle = Obstacle::Exhausted { moves };
            obs.observe(CycleEvent::Obstacle(obstacle.clone()));
            Err(CycleError::Impossible(obstacle))
        }
        Searched::GaveUp { moves } | Searched::Exhausted { moves } => {
            obs.observe(CycleEvent::GaveUp { moves });
            Err(CycleError::GaveUp { moves, left_out })
        }
    }
}

/// The direction a snake following `cycle` takes from its head.
pub fn cycle_move(cycle: &Cycle, head: Pos) -> Dir {
    head.dir_to(cycle.next(head))
        .expect("consecutive cycle cells touch")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::observer::Ignore;

    fn snake(g: &Grid, cells: &[(u16, u16)]) -> Snake {
        let cells: Vec<Pos> = cells.iter().map(|&c| c.into()).collect();
        Snake::new(g, &cells, Some(Dir::Right)).unwrap()
    }

    #[test]
    fn a_straight_snake_on_the_top_row_closes_a_cycle() {
        let g = Grid::new(8, 8).unwrap();
        let s = snake(&g, &[(3, 0), (2, 0), (1, 0), (0, 0)]);
        let c = cycle_from_body(&g, &s, &mut Ignore).unwrap();
        // The body is a stretch of the cycle: tail 0, head 3, and the head moves onto the path.
        assert_eq!(
            c.order()[..4],
            [
                Pos::new(0, 0),
                Pos::new(1, 0),
                Pos::new(2, 0),
                Pos::new(3, 0)
            ]
        );
        assert_eq!(c.rel(s.tail(), s.head()), 3);
        assert!(!s.contains(c.next(s.head())));
    }

    #[test]
    fn a_bent_body_works_too() {
        let g = Grid::new(6, 6).unwrap();
        let s = snake(&g, &[(1, 1), (1, 0), (0, 0), (0, 1), (0, 2)]);
        let c = cycle_from_body(&g, &s, &mut Ignore).unwrap();
        assert_eq!(c.len(), 36);
        for (k, cell) in s.cells().rev().enumerate() {
            assert_eq!(c.rel(s.tail(), cell), k);
        }
    }

    #[test]
    fn a_one_cell_snake_at_a_corner() {
        let g = Grid::new(12, 12).unwrap();
        let s = snake(&g, &[(0, 0)]);
        let c = cycle_from_body(&g, &s, &mut Ignore).unwrap();
        assert_eq!(c.next(Pos::new(0, 0)), Pos::new(1, 0));
    }

    #[test]
    fn odd_boards_are_refused_with_the_colour_counts() {
        let g = Grid::new(5, 5).unwrap();
        let s = snake(&g, &[(1, 0), (0, 0)]);
        let mut events = Vec::new();
        let err = cycle_from_body(&g, &s, &mut events).unwrap_err();
        assert_eq!(
            err,
            CycleError::OddBoard {
                grid: g,
                dark: 13,
                light: 12
            }
        );
        assert!(err.to_string().contains("13 dark and 12 light"));
        assert_eq!(
            events,
            vec![CycleEvent::OddBoard {
                dark: 13,
                light: 12
            }]
        );
    }

    #[test]
    fn only_odd_by_odd_boards_fail_the_parity_argument() {
        for (w, h) in [(2, 2), (4, 3), (3, 4), (6, 6)] {
            assert_eq!(check_parity(&Grid::new(w, h).unwrap()), Ok(()), "{w}x{h}");
        }
        let g = Grid::new(3, 5).unwrap();
        assert_eq!(
            check_parity(&g),
            Err(CycleError::OddBoard {
                grid: g,
                dark: 8,
                light: 7
            })
        );
    }

    #[test]
    fn the_pair_extension_alone_names_the_cells_it_leaves_out() {
        // The centre start: the longest path misses two cells, which the full construction
        // brings in with the squares.
        let g = Grid::new(8, 8).unwrap();
        let s = Snake::new(&g, &[Pos::new(4, 3), Pos::new(4, 2)], Some(Dir::Down)).unwrap();
        let mut space = BfsSpace::new();
        let alone =
            cycle_from_body_via(&mut space, &g, &s, None, Effort::PairExtension, &mut Ignore);
        assert_eq!(
            alone.unwrap_err(),
            CycleError::LeftOut {
                cells: vec![Pos::new(0, 0), Pos::new(7, 4)]
            }
        );
        let mut events = Vec::new();
        let full = cycle_from_body(&g, &s, &mut events).unwrap();
        assert!(full.holds_unbroken(s.cells(), false));
        assert!(events.contains(&CycleEvent::Squares));
    }

    #[test]
    fn a_refusal_names_its_proof() {
        // (1, 3) and (3, 3) each have two neighbours, one of them the head (2, 3).
        let g = Grid::new(4, 4).unwrap();
        let s = snake(&g, &[(2, 3), (2, 2), (1, 2), (0, 2)]);
        let mut events = Vec::new();
        let err = cycle_from_body(&g, &s, &mut events).unwrap_err();
        assert_eq!(
            err,
            CycleError::Impossible(Obstacle::Forced {
                end: Pos::new(2, 3),
                by: vec![Pos::new(1, 3), Pos::new(3, 3)],
                steps: 1,
            })
        );
        // The proof comes first: no path is sought.
        assert!(!events.iter().any(|e| matches!(e, CycleEvent::Seek { .. })));
        assert!(err.to_string().contains("(2, 3) is an end of the path"));
    }
}
