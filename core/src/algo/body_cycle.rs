//! A Hamiltonian cycle built from the snake's own body.
//!
//! Take the longest path from the head to the tail with the rest of the body blocked. If it
//! covers every free cell, the path followed by the body itself (tail, ..., neck, head) is a
//! Hamiltonian cycle, oriented so that a snake following it moves from its head along the
//! path. This works for any body shape. A one-cell snake has no tail apart from its head: the
//! path then runs from the cell ahead of it back to it.
//!
//! A board with both sides odd has no Hamiltonian cycle at all: colour it like a chessboard;
//! a cycle alternates colours, so it needs as many cells of each, and an odd x odd board has
//! one more of one colour.

use super::bfs::BfsSpace;
use super::cycle::Cycle;
use super::longest::{LongestEvent, longest_path_in, longest_path_via};
use super::observer::{Observer, wrapped};
use crate::rules::{Dir, Grid, Pos, Snake};

/// One step of building the cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CycleEvent {
    /// The board is odd x odd: no cycle can exist.
    OddBoard {
        /// Cells with `x + y` even.
        dark: usize,
        /// Cells with `x + y` odd.
        light: usize,
    },
    /// The path sought runs from `start` to `target` with the rest of the body blocked.
    Seek {
        /// Where the path starts (the head, or the cell ahead of a one-cell snake).
        start: Pos,
        /// Where it ends (the tail).
        target: Pos,
        /// A cell the path is routed through as early as it can (the food, for a certificate).
        via: Option<Pos>,
    },
    /// A step of the longest-path search.
    Longest(LongestEvent),
    /// The path covers every free cell; joined to the body it closes the cycle.
    Closed {
        /// The cycle, starting at the tail.
        order: Vec<Pos>,
    },
    /// The path misses some cells, so there is no cycle.
    LeftOut {
        /// The free cells not on the path.
        cells: Vec<Pos>,
    },
}

/// Why no cycle could be built from a body.
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
    /// The longest path from head to tail misses these cells (or there is no path at all).
    #[error("no cycle can be built from this body: the path from head to tail leaves out {}", list_cells(.cells))]
    LeftOut {
        /// The cells left out.
        cells: Vec<Pos>,
    },
}

/// Lists cells for a message, the first eight and a count of the rest.
pub fn list_cells(cells: &[Pos]) -> String {
    let shown: Vec<String> = cells.iter().take(8).map(|c| c.to_string()).collect();
    let mut s = shown.join(", ");
    if cells.len() > 8 {
        s.push_str(&format!(" and {} more", cells.len() - 8));
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
    cycle_from_body_via(space, grid, snake, None, obs)
}

/// As [`cycle_from_body_in`], with the path from head to tail routed through `via` (a free
/// cell) as early as the extension allows ([`longest_path_via`]): a cycle on which `via` lies
/// few moves ahead of the head.
pub fn cycle_from_body_via<O: Observer<CycleEvent>>(
    space: &mut BfsSpace,
    grid: &Grid,
    snake: &Snake,
    via: Option<Pos>,
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
    let via = via.filter(|&v| v != start && v != target && !blocked.contains(grid.index(v)));
    obs.observe(CycleEvent::Seek { start, target, via });
    let inner = &mut wrapped(obs, CycleEvent::Longest);
    let path = match via {
        Some(v) => longest_path_via(space, grid, blocked, start, heading, v, target, inner),
        None => longest_path_in(space, grid, blocked, start, heading, target, inner),
    };
    let path = path.unwrap_or_default();
    let mut order: Vec<Pos> = Vec::with_capacity(grid.cells());
    if snake.len() == 1 {
        // head, then the path up to (not including) its return to the head.
        order.push(head);
        order.extend(path.iter().copied().take(path.len().saturating_sub(1)));
    } else {
        // tail, ..., neck (the body reversed, head excluded), then the path head -> before tail.
        order.extend(snake.cells().rev().take(snake.len() - 1));
        order.extend(path.iter().copied().take(path.len().saturating_sub(1)));
    }
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
    let cells: Vec<Pos> = grid
        .all_cells()
        .filter(|&c| !covered.contains(grid.index(c)))
        .collect();
    if O::WATCHING {
        obs.observe(CycleEvent::LeftOut {
            cells: cells.clone(),
        });
    }
    Err(CycleError::LeftOut { cells })
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
    fn cells_left_out_are_named() {
        // Head (2, 3) is one step from the tail's corner along the bottom row; the body walls
        // off that short path from the rest of the board, which the pairs cannot reach.
        let g = Grid::new(4, 4).unwrap();
        let s = snake(&g, &[(2, 3), (2, 2), (1, 2), (0, 2)]);
        let err = cycle_from_body(&g, &s, &mut Ignore).unwrap_err();
        let CycleError::LeftOut { cells } = &err else {
            panic!("unexpected {err}");
        };
        assert!(cells.contains(&Pos::new(3, 0)));
        assert!(!cells.contains(&Pos::new(0, 3)));
        assert_eq!(cells.len(), 16 - 4 - 2);
        assert!(err.to_string().contains("(0, 0), (1, 0)"));
    }
}
