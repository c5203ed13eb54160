//! The search board a scenario may carry: where a class's graph searches start and end, and
//! walls for the searches alone, painted by a teacher. The game's rules never see the walls:
//! only the searches run on their own (the stages, the race) avoid them.
//!
//! As the rest of a scenario, it is read unchecked (cells are signed numbers); what is wrong
//! with it on a given board is `search_problems`' business.

use crate::algo::search::dijkstra::{DEFAULT_TURN_COST, MAX_TURN_COST};
use crate::algo::search::{Guide, Heuristic, TieBreak, Weight};
use crate::rules::{CellSet, Directions, Grid, Ground, Pos, Terrain};
use serde::{Deserialize, Serialize};

/// Where the searches start and end, the walls they avoid, the terrain they cross, what a
/// turn costs Dijkstra and how A* and best-first are guided: `SearchBoard(from: (0, 0), to:
/// (7, 7), walls: [(3, 3), (3, 4)], terrain: [((2, 2), Mud), ((5, 1), Water)], turn_cost: 0,
/// heuristic: Octile, weight: 1.5, ties: SmallerG)`. Every field may be left out: the start
/// is then the head, the target the food, there are no walls, every cell is plain ground, a
/// turn costs 1 more than a straight move, and A* is guided by the Manhattan distance
/// unweighted, ties going to the larger g.
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
    /// Cells of mud or water, each with its ground: what entering it costs the searches that
    /// weigh their steps (every other cell is plain, a step costing 1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terrain: Vec<((i64, i64), Ground)>,
    /// What a turn costs Dijkstra beyond a straight move, from 0 (Dijkstra then weighs the
    /// cells alone) to [`MAX_TURN_COST`]; 1 if left out. The other searches count no turns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_cost: Option<u32>,
    /// A*'s and best-first's heuristic (Manhattan if left out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heuristic: Option<Heuristic>,
    /// A*'s weight on its heuristic, from 1 to 10 (1 if left out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<Weight>,
    /// Which of A*'s entries of equal f leaves first (the larger g if left out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ties: Option<TieBreak>,
    /// How the searches move: `Eight` lets each search that has a form in eight directions
    /// run in it (four if left out). The snake moves in four whatever this says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub directions: Option<Directions>,
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

    /// The terrain on `grid`: the cells given that lie on it with their ground, every other
    /// cell plain.
    pub fn terrain_on(&self, grid: &Grid) -> Terrain {
        let mut terrain = Terrain::new(grid.cells());
        for &(cell, ground) in &self.terrain {
            if let Some(cell) = cell_on(grid, cell) {
                terrain.set(grid.index(cell), ground);
            }
        }
        terrain
    }

    /// How A* and best-first are guided, the fields left out at their defaults.
    pub fn guide(&self) -> Guide {
        Guide {
            heuristic: self.heuristic.unwrap_or_default(),
            weight: self.weight.unwrap_or_default(),
            ties: self.ties.unwrap_or_default(),
        }
    }

    /// What a turn costs Dijkstra beyond a straight move: the field, [`DEFAULT_TURN_COST`] if
    /// left out, and no more than [`MAX_TURN_COST`] (a dearer one is a problem `check`
    /// names, and is searched as that most).
    pub fn turn_cost(&self) -> u32 {
        self.turn_cost
            .unwrap_or(DEFAULT_TURN_COST)
            .min(MAX_TURN_COST)
    }

    /// Guides A* and best-first by `guide` from now on; a field at its default is left out,
    /// so a file says only what was chosen.
    pub fn set_guide(&mut self, guide: Guide) {
        let default = Guide::default();
        self.heuristic = (guide.heuristic != default.heuristic).then_some(guide.heuristic);
        self.weight = (guide.weight != default.weight).then_some(guide.weight);
        self.ties = (guide.ties != default.ties).then_some(guide.ties);
    }

    /// How the searches move: the field, four directions if left out.
    pub fn directions(&self) -> Directions {
        self.directions.unwrap_or_default()
    }

    /// Lets the searches move in `directions` from now on; four is left out of a file.
    pub fn set_directions(&mut self, directions: Directions) {
        self.directions = (directions != Directions::default()).then_some(directions);
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
            terrain: vec![((3, 0), Ground::Mud), ((9, 9), Ground::Water)],
            ..SearchBoard::default()
        };
        let terrain = b.terrain_on(&grid);
        assert_eq!(terrain.rough().collect::<Vec<_>>(), [(3, Ground::Mud)]);
        assert_eq!(b.guide(), Guide::default());
        assert_eq!(b.start_on(&grid), Some(Pos::new(0, 0)));
        assert_eq!(b.target_on(&grid), None);
        assert_eq!(b.walls_on(&grid).iter().collect::<Vec<_>>(), [7, 14]);
        assert_eq!(SearchBoard::default().start_on(&grid), None);
    }

    #[test]
    fn a_turn_costs_one_unless_said_and_never_more_than_the_most() {
        assert_eq!(SearchBoard::default().turn_cost(), DEFAULT_TURN_COST);
        let free = SearchBoard {
            turn_cost: Some(0),
            ..SearchBoard::default()
        };
        assert_eq!(free.turn_cost(), 0);
        let dear = SearchBoard {
            turn_cost: Some(MAX_TURN_COST + 1),
            ..SearchBoard::default()
        };
        assert_eq!(dear.turn_cost(), MAX_TURN_COST);
    }

    #[test]
    fn a_guide_set_reads_back_and_its_defaults_are_left_out() {
        let mut b = SearchBoard::default();
        let guide = Guide {
            heuristic: Heuristic::Octile,
            weight: Weight::from_hundredths(225).unwrap(),
            ties: TieBreak::SmallerG,
        };
        b.set_guide(guide);
        assert_eq!(b.guide(), guide);
        b.set_guide(Guide {
            heuristic: Heuristic::Zero,
            ..Guide::default()
        });
        assert_eq!(
            (b.heuristic, b.weight, b.ties),
            (Some(Heuristic::Zero), None, None)
        );
        b.set_guide(Guide::default());
        assert_eq!(b, SearchBoard::default());
    }
}
