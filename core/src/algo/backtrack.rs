//! A Hamiltonian cycle by depth-first search with backtracking.
//!
//! Start in a corner; from each cell try Down, Right, Up, Left; step into the first free
//! neighbour, and when none is left undo the last step and try that cell's next direction.
//! Stop when every cell is used and the last one touches the first. With this order an even
//! board is toured in one sweep without a single undo, but in general the search is
//! exponential, so it runs under a budget of steps and says when the budget is used up.

use super::cycle::Cycle;
use super::observer::Observer;
use crate::rules::{CellSet, Dir, Grid, Pos};

/// The order in which the search tries directions.
pub const ORDER: [Dir; 4] = [Dir::Down, Dir::Right, Dir::Up, Dir::Left];

/// The budget used when none is given: enough for any even board's one sweep.
pub const DEFAULT_BUDGET: u64 = 2_000_000;

/// One step of the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BacktrackEvent {
    /// The search starts at `start`.
    Start {
        /// The corner.
        start: Pos,
    },
    /// The path grows by `cell`, now `depth` cells long.
    Push {
        /// The new cell.
        cell: Pos,
        /// Cells on the path.
        depth: u32,
    },
    /// `cell` had no way on: it is taken off the path.
    Backtrack {
        /// The cell removed.
        cell: Pos,
        /// Cells left on the path.
        depth: u32,
    },
    /// Every cell is used but the last does not touch the first: undo and go on.
    NotClosed {
        /// The last cell.
        last: Pos,
    },
    /// The tour closes.
    Closed {
        /// Steps (pushes and undos) spent.
        steps: u64,
    },
    /// The budget ran out first.
    OutOfBudget {
        /// The budget.
        steps: u64,
    },
    /// The search tried everything: no cycle exists.
    NoCycle,
}

/// Why the search found no cycle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BacktrackError {
    /// The budget ran out.
    #[error("{}", tr!("the backtracking search gave up after {value} steps without closing a cycle", value = .0))]
    OutOfBudget(u64),
    /// There is none.
    #[error("{}", tr!("the backtracking search tried every path: this board has no Hamiltonian cycle"))]
    NoCycle,
}

/// Tours the board from `start` by depth-first search, within `budget` steps.
pub fn backtracking_cycle<O: Observer<BacktrackEvent>>(
    grid: &Grid,
    start: Pos,
    budget: u64,
    obs: &mut O,
) -> Result<Cycle, BacktrackError> {
    obs.observe(BacktrackEvent::Start { start });
    let cells = grid.cells();
    let mut used = CellSet::new(cells);
    // The path, and for each of its cells the next direction to try.
    let mut path: Vec<Pos> = vec![start];
    let mut tried: Vec<u8> = vec![0];
    used.insert(grid.index(start));
    obs.observe(BacktrackEvent::Push {
        cell: start,
        depth: 1,
    });
    let mut steps: u64 = 1;
    loop {
        if steps > budget {
            obs.observe(BacktrackEvent::OutOfBudget { steps: budget });
            return Err(BacktrackError::OutOfBudget(budget));
        }
        let Some(&cell) = path.last() else {
            obs.observe(BacktrackEvent::NoCycle);
            return Err(BacktrackError::NoCycle);
        };
        let top = path.len() - 1;
        if path.len() == cells && tried[top] == 0 {
            if cell.touches(start) {
                obs.observe(BacktrackEvent::Closed { steps });
                return Ok(Cycle::new(*grid, path).expect("a closed tour is a cycle"));
            }
            obs.observe(BacktrackEvent::NotClosed { last: cell });
            tried[top] = 4;
        }
        let mut pushed = false;
        while tried[top] < 4 {
            let dir = ORDER[tried[top] as usize];
            tried[top] += 1;
            if let Some(n) = grid.neighbour(cell, dir)
                && used.insert(grid.index(n))
            {
                path.push(n);
                tried.push(0);
                steps += 1;
                obs.observe(BacktrackEvent::Push {
                    cell: n,
                    depth: path.len() as u32,
                });
                pushed = true;
                break;
            }
        }
        if !pushed {
            path.pop();
            tried.pop();
            used.remove(grid.index(cell));
            steps += 1;
            obs.observe(BacktrackEvent::Backtrack {
                cell,
                depth: path.len() as u32,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::observer::Ignore;

    #[test]
    fn an_even_board_is_toured_in_one_sweep() {
        let g = Grid::new(12, 12).unwrap();
        let mut events = Vec::new();
        let c = backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut events).unwrap();
        assert_eq!(c.len(), 144);
        assert_eq!(c.next(Pos::new(0, 0)), Pos::new(0, 1));
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, BacktrackEvent::Backtrack { .. }))
        );
    }

    #[test]
    fn backtracking_finds_tours_the_sweep_misses() {
        let g = Grid::new(3, 4).unwrap();
        let mut events = Vec::new();
        let c = backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut events).unwrap();
        assert_eq!(c.len(), 12);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, BacktrackEvent::Backtrack { .. }))
        );
    }

    #[test]
    fn an_odd_board_exhausts_or_proves_none() {
        let g = Grid::new(3, 3).unwrap();
        assert_eq!(
            backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore),
            Err(BacktrackError::NoCycle)
        );
        let g = Grid::new(7, 7).unwrap();
        assert_eq!(
            backtracking_cycle(&g, Pos::new(0, 0), 1000, &mut Ignore),
            Err(BacktrackError::OutOfBudget(1000))
        );
    }
}
