//! The search board a scenario may carry: where a class's graph searches start and end, and
//! walls for the searches alone, painted by a teacher. The game's rules never see the walls:
//! only the searches run on their own (the stages, the race) avoid them.
//!
//! As the rest of a scenario, it is read unchecked (cells are signed numbers); what is wrong
//! with it on a given board is `search_problems`' business.

use crate::rules::{CellSet, Grid, Pos};
use serde::{Deserialize, Serialize};

/// Where the searches start and end, and the walls they avoid: `SearchBoard(from: (0, 0),
/// to: (7, 7), walls: [(3, 3), (3, 4)])`. Every field may be left out: the start is then the
/// head, the target the food, and there are no walls.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "SearchBoard", deny_unknown_fields)]
pub struct SearchBoard {
    /// The cell the searches start from instead of the head.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<(i64, i64)>,
    /// The cell the searches look for instead of the food.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<(i64, i64)>,
    /// Cells the searches may not enter, as if they were body that never moves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub walls: Vec<(i64, i64)>,
}

impl SearchBoard {
    /// The start on `grid`, if one is given and lies on it.
    pub fn start_on(&self, grid: &Grid) -> Option<Pos> {
        cell_on(grid, self.from?)
    }

    /// The target on `grid`, if one is given and lies on it.
    pub fn target_on(&self, grid: &Grid) -> Option<Pos> {
        cell_on(grid, self.to?)
    }

    /// The walls that lie on `grid`, as a set of cells.
    pub fn walls_on(&self, grid: &Grid) -> CellSet {
        let mut set = CellSet::new(grid.cells());
        for &wall in &self.walls {
            if let Some(cell) = cell_on(grid, wall) {
                set.insert(grid.index(cell));
            }
        }
        set
    }
}

/// `cell` on `grid`, if it lies on it.
fn cell_on(grid: &Grid, (x, y): (i64, i64)) -> Option<Pos> {
    grid.contains_xy(x, y).then(|| Pos::new(x as u16, y as u16))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn its_cells_are_read_on_a_board_leaving_out_those_off_it() {
        let grid = Grid::new(6, 6).unwrap();
        let b = SearchBoard {
            from: Some((0, 0)),
            to: Some((6, 5)),
            walls: vec![(1, 1), (-1, 2), (2, 2)],
        };
        assert_eq!(b.start_on(&grid), Some(Pos::new(0, 0)));
        assert_eq!(b.target_on(&grid), None);
        assert_eq!(b.walls_on(&grid).iter().collect::<Vec<_>>(), [7, 14]);
        assert_eq!(SearchBoard::default().start_on(&grid), None);
    }
}
