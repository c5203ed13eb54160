//! The planner's tables, grouped by the part of the planner that uses them: sized once per
//! board, never cleared (stamps and epochs tell old entries from new), so a plan allocates
//! nothing. A copy starts empty.

use super::NONE;
use crate::rules::{Dir, Grid};

/// Tables that only speed a plan up, one group for each part of the planner that uses them;
/// a copy starts empty.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    /// The board's own tables.
    pub(super) board: BoardTables,
    /// The ring's labels (`ring_moves`, `cuts`).
    pub(super) labels: Labels,
    /// The loop a ring move takes out (`ring_moves`).
    pub(super) moving: MovingLoop,
    /// The breadth-first search from the head (`forcing`).
    pub(super) search: Search,
    /// The shortest ways to the food, and the walk along them (`forcing`).
    pub(super) ways: Ways,
    /// A straight cut's line and the way already walked (`cuts`, `forcing`).
    pub(super) cut_line: CutLine,
    /// Straight cuts found in a pass: what each saves, its first cell and direction.
    pub(super) cuts: Vec<(u32, u32, u8)>,
    /// The end game's exact search (`endgame`).
    pub(super) end: EndSearch,
    /// The pieces of free cells after the meal (`pockets`).
    pub(super) pockets: PocketTables,
}

/// The pieces of free cells after the meal, each cell marked while closed and with the piece
/// it was reached in.
#[derive(Debug, Default)]
pub(super) struct PocketTables {
    /// The count that closes the cell (body at the meal, or near the food).
    pub(super) closed: Vec<u32>,
    /// The count under way.
    pub(super) closed_no: u32,
    /// The piece the cell was reached in; pieces are numbered on from count to count.
    pub(super) piece: Vec<u32>,
    /// The last piece numbered.
    pub(super) next_piece: u32,
    /// The cells still to spread from.
    pub(super) stack: Vec<u32>,
    /// The free cells outside the largest piece, when asked for.
    pub(super) cells: Vec<u32>,
    /// Each cell's successor on the ring with the fastest path forced, while the cuts are
    /// tried from the cycle held.
    pub(super) saved_next: Vec<u32>,
}

/// The end game's exact search: the path tried and the walk after it, each cell marked with
/// the search's number while taken, and what is left of the budget.
#[derive(Debug, Default)]
pub(super) struct EndSearch {
    /// The path from the head, head first.
    pub(super) path: Vec<u32>,
    /// The search (one per path length) that holds the cell: the path or the body still
    /// there at the meal.
    pub(super) on: Vec<u32>,
    /// The search under way.
    pub(super) no: u32,
    /// The walk that holds the cell: the cycle's fixed part or the walk after the food.
    pub(super) used: Vec<u32>,
    /// The walk under way.
    pub(super) used_no: u32,
    /// The cycle being built: the body still there at the meal (oldest first), the path, and
    /// the walk through the rest.
    pub(super) cycle: Vec<u32>,
    /// How many cells of `cycle` are body before the head.
    pub(super) body_kept: usize,
    /// The body still there at the meal, from the cell behind the head back to the oldest.
    pub(super) back: Vec<u32>,
    /// Steps left.
    pub(super) budget: u32,
    /// The food.
    pub(super) food: u32,
    /// The oldest body cell still there at the meal (the head if none): the walk ends beside
    /// it.
    pub(super) first: u32,
    /// The flood fill that holds the cell, counting the cells the walk could reach.
    pub(super) filled: Vec<u32>,
    /// The flood fill under way.
    pub(super) fill_no: u32,
    /// The flood fill's cells still to spread from.
    pub(super) to_fill: Vec<u32>,
}

/// The board's own tables.
#[derive(Debug, Default)]
pub(super) struct BoardTables {
    /// Each cell's neighbours, [`NONE`] past a wall, in [`Dir::ALL`] order.
    pub(super) neighbours: Vec<[u32; 4]>,
    /// When each cell joined the body (a move count); body cells are those at or after the
    /// tail's.
    pub(super) since: Vec<u64>,
}

/// Each ring cell's label (its place along the ring from the head, `SPACE` apart, so that a
/// loop can be numbered in between), with a journal of the labels changed, to undo them.
#[derive(Debug, Default)]
pub(super) struct Labels {
    /// The label of each cell.
    pub(super) lab: Vec<u64>,
    /// The labels changed, `(cell, label before)`, latest last.
    pub(super) lab_journal: Vec<(u32, u64)>,
    /// In a cut, the label of its first cell: cells numbered up to it are the way already
    /// walked, where no loop may join.
    pub(super) prefix_lab: u64,
}

/// The loop a ring move takes out of the ring: its cells, and each cell marked with the move's
/// epoch while it is in the loop.
#[derive(Debug, Default)]
pub(super) struct MovingLoop {
    /// The epoch of the last loop that held the cell.
    pub(super) mark: Vec<u32>,
    /// The move under way.
    pub(super) epoch: u32,
    /// The loop's cells, in ring order.
    pub(super) loop_cells: Vec<u32>,
    /// Each loop cell's place in `loop_cells` (valid where `mark` is the epoch).
    pub(super) place: Vec<u32>,
}

/// The breadth-first search from the head over free cells: each cell's depth and the way it
/// was entered, valid where its stamp is the search's number.
#[derive(Debug, Default)]
pub(super) struct Search {
    /// The cell's distance from the head.
    pub(super) depth: Vec<u32>,
    /// The search that reached the cell.
    pub(super) stamp: Vec<u32>,
    /// The search under way.
    pub(super) search_no: u32,
    /// The direction the cell was entered by.
    pub(super) entered: Vec<u8>,
    /// The cells at the current depth.
    pub(super) frontier: Vec<u32>,
    /// The cells at the next depth.
    pub(super) next_frontier: Vec<u32>,
}

/// The cells on some shortest way from the head to the food (stamped with the DAG's number),
/// and the depth-first walk along them: its path, the directions tried at each step, and the
/// marks to undo to.
#[derive(Debug, Default)]
pub(super) struct Ways {
    /// The DAG that holds the cell.
    pub(super) dag: Vec<u32>,
    /// The DAG under way.
    pub(super) dag_no: u32,
    /// The walk's cells, head first.
    pub(super) path: Vec<u32>,
    /// How many of its choices each step of the walk has tried.
    pub(super) tried: Vec<u8>,
    /// At each step, the ring's and the labels' marks to undo to.
    pub(super) marks: Vec<(usize, usize)>,
}

/// A straight cut's line of cells, and the way already walked before it (a prefix no loop may
/// join), each valid where its number is the current one.
#[derive(Debug, Default)]
pub(super) struct CutLine {
    /// The line's cells, in order.
    pub(super) cells: Vec<u32>,
    /// The prefix that holds the cell.
    pub(super) prefix: Vec<u32>,
    /// The prefix under way.
    pub(super) prefix_no: u32,
    /// The line that holds the cell.
    pub(super) on_line: Vec<u32>,
    /// The line under way.
    pub(super) line_no: u32,
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
        if self.labels.lab.len() == n {
            return false;
        }
        self.board.neighbours = (0..n)
            .map(|i| {
                let p = grid.pos(i);
                Dir::ALL.map(|d| grid.neighbour(p, d).map_or(NONE, |q| grid.index(q) as u32))
            })
            .collect();
        self.board.since = vec![0; n];
        self.labels.lab = vec![0; n];
        self.moving.mark = vec![0; n];
        self.moving.place = vec![0; n];
        self.search.depth = vec![0; n];
        self.search.stamp = vec![0; n];
        self.search.entered = vec![0; n];
        self.ways.dag = vec![0; n];
        self.cut_line.prefix = vec![0; n];
        self.cut_line.on_line = vec![0; n];
        self.end.on = vec![0; n];
        self.end.used = vec![0; n];
        self.end.filled = vec![0; n];
        self.pockets.closed = vec![0; n];
        self.pockets.piece = vec![0; n];
        self.pockets.saved_next = vec![0; n];
        for v in [
            &mut self.moving.loop_cells,
            &mut self.search.frontier,
            &mut self.search.next_frontier,
            &mut self.ways.path,
            &mut self.cut_line.cells,
            &mut self.end.path,
            &mut self.end.cycle,
            &mut self.end.back,
            &mut self.end.to_fill,
            &mut self.pockets.stack,
            &mut self.pockets.cells,
        ] {
            v.reserve(n);
        }
        // Journals and stacks grow with the plan; reserve for the largest seen.
        self.labels.lab_journal.reserve(32 * n);
        self.cuts.reserve(4 * n);
        self.ways.tried.reserve(n);
        self.ways.marks.reserve(n);
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
        assert_eq!(s.labels.lab.len(), 12);
        for (c, around) in s.board.neighbours.iter().enumerate() {
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
        assert_eq!(s.board.since.len(), 25);
        assert!(
            Scratch::clone(&s).labels.lab.is_empty(),
            "a copy starts empty"
        );
    }
}
