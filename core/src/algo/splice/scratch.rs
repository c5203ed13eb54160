//! The planner's tables: sized once per board, never cleared (stamps and epochs tell old
//! entries from new), so a plan allocates nothing. A copy starts empty.

use super::NONE;
use crate::rules::{Dir, Grid};

/// Tables that only speed a plan up; a copy starts empty.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    pub(super) lab: Vec<u64>,
    pub(super) lab_journal: Vec<(u32, u64)>,
    pub(super) mark: Vec<u32>,
    pub(super) epoch: u32,
    pub(super) loop_cells: Vec<u32>,
    pub(super) depth: Vec<u32>,
    pub(super) stamp: Vec<u32>,
    pub(super) search_no: u32,
    pub(super) entered: Vec<u8>,
    pub(super) frontier: Vec<u32>,
    pub(super) next_frontier: Vec<u32>,
    pub(super) dag: Vec<u32>,
    pub(super) dag_no: u32,
    pub(super) path: Vec<u32>,
    pub(super) tried: Vec<u8>,
    pub(super) marks: Vec<(usize, usize)>,
    pub(super) line: Vec<u32>,
    pub(super) prefix: Vec<u32>,
    pub(super) prefix_no: u32,
    pub(super) on_line: Vec<u32>,
    pub(super) line_no: u32,
    /// When each cell joined the body (a move count); body cells are those at or after the
    /// tail's.
    pub(super) since: Vec<u64>,
    pub(super) neighbours: Vec<[u32; 4]>,
    /// Straight cuts found in a pass: what each saves, its first cell and direction.
    pub(super) cuts: Vec<(u32, u32, u8)>,
    /// In a cut, the label of its first cell: cells numbered up to it are the way already
    /// walked, where no loop may join.
    pub(super) prefix_lab: u64,
}

impl Clone for Scratch {
    fn clone(&self) -> Scratch {
        Scratch::default()
    }
}

impl Scratch {
    /// Sizes the tables for `grid`; true if they were made anew (and so hold nothing).
    pub(super) fn fit(&mut self, grid: &Grid) -> bool {
        let n = grid.cells();
        if self.lab.len() == n {
            return false;
        }
        self.neighbours = (0..n)
            .map(|i| {
                let p = grid.pos(i);
                Dir::ALL.map(|d| grid.neighbour(p, d).map_or(NONE, |q| grid.index(q) as u32))
            })
            .collect();
        self.lab = vec![0; n];
        self.mark = vec![0; n];
        self.depth = vec![0; n];
        self.stamp = vec![0; n];
        self.entered = vec![0; n];
        self.dag = vec![0; n];
        self.prefix = vec![0; n];
        self.on_line = vec![0; n];
        self.since = vec![0; n];
        for v in [
            &mut self.loop_cells,
            &mut self.frontier,
            &mut self.next_frontier,
            &mut self.path,
            &mut self.line,
        ] {
            v.reserve(n);
        }
        // Journals and stacks grow with the plan; reserve for the largest seen.
        self.lab_journal.reserve(32 * n);
        self.cuts.reserve(4 * n);
        self.tried.reserve(n);
        self.marks.reserve(n);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sized_once_per_board_and_hold_each_cell_s_neighbours() {
        let grid = Grid::new(4, 3).expect("a board");
        let mut s = Scratch::default();
        assert!(s.fit(&grid), "empty tables are made anew");
        assert!(!s.fit(&grid), "tables of the right size are kept");
        assert_eq!(s.lab.len(), 12);
        for (c, around) in s.neighbours.iter().enumerate() {
            let p = grid.pos(c);
            let inside: Vec<u32> = around.iter().copied().filter(|&n| n != NONE).collect();
            let corner = (p.x == 0 || p.x == 3) && (p.y == 0 || p.y == 2);
            let edge = p.x == 0 || p.x == 3 || p.y == 0 || p.y == 2;
            let want = if corner {
                2
            } else if edge {
                3
            } else {
                4
            };
            assert_eq!(inside.len(), want, "cell {p}");
            for n in inside {
                let q = grid.pos(n as usize);
                assert_eq!(p.x.abs_diff(q.x) + p.y.abs_diff(q.y), 1, "{p} and {q}");
            }
        }
        assert!(s.fit(&Grid::new(5, 5).expect("a board")), "another board");
        assert_eq!(s.since.len(), 25);
        assert!(Scratch::clone(&s).lab.is_empty(), "a copy starts empty");
    }
}
