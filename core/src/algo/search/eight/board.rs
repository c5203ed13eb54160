//! The board the eight-direction searches move on: which cells are open and what entering
//! each costs, and the one rule of a diagonal step.
//!
//! A board is made from a Moving AI map (its open cells, each costing 1) or from a search
//! board of the game's size (its free cells and terrain). It may be up to
//! [`MAX_MAP_SIDE`] cells a side, larger than the game's boards.

use super::Length;
use crate::maps::{GridMap, MAX_MAP_SIDE};
use crate::rules::{CellSet, Compass, Grid, Pos, Terrain};

/// Why a step is not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepRefusal {
    /// The step leaves the board.
    Edge,
    /// The cell stepped into is closed.
    Closed(Pos),
    /// A diagonal step would cut the corner of this closed cell beside it.
    Corner(Pos),
}

/// Open cells and their costs, `width` by `height`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EightBoard {
    width: u16,
    height: u16,
    /// Per cell, row by row: 0 if closed, else what entering it costs.
    cost: Vec<u8>,
}

impl EightBoard {
    /// The open cells of a Moving AI map, each costing 1.
    pub fn from_map(map: &GridMap) -> EightBoard {
        let (width, height) = (map.width(), map.height());
        let cost = (0..height)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .map(|(x, y)| u8::from(map.is_open(x, y)))
            .collect();
        EightBoard {
            width: width as u16,
            height: height as u16,
            cost,
        }
    }

    /// A board of the game's size: every cell open but the `blocked` ones, each costing what
    /// `terrain` says (1 without one).
    pub fn from_grid(grid: &Grid, blocked: &CellSet, terrain: Option<&Terrain>) -> EightBoard {
        let cost = (0..grid.cells())
            .map(|i| {
                if blocked.contains(i) {
                    0
                } else {
                    terrain.map_or(1, |t| t.cost(i) as u8)
                }
            })
            .collect();
        EightBoard {
            width: grid.width(),
            height: grid.height(),
            cost,
        }
    }

    /// A board from rows of text: `.` plain, `m` mud (3), `w` water (5), anything else closed.
    /// For tests and examples.
    pub fn from_rows(rows: &[&str]) -> EightBoard {
        let height = rows.len() as u16;
        let width = rows.first().map_or(0, |r| r.len()) as u16;
        let cost = rows
            .iter()
            .flat_map(|r| r.bytes())
            .map(|b| match b {
                b'.' => 1,
                b'm' => 3,
                b'w' => 5,
                _ => 0,
            })
            .collect();
        EightBoard {
            width,
            height,
            cost,
        }
    }

    /// Its width, in cells.
    pub fn width(&self) -> u16 {
        self.width
    }

    /// Its height, in cells.
    pub fn height(&self) -> u16 {
        self.height
    }

    /// How many cells it has.
    pub fn cells(&self) -> usize {
        self.cost.len()
    }

    /// Whether a side is within the largest board taken.
    pub fn fits(side: u32) -> bool {
        side <= MAX_MAP_SIDE
    }

    /// The row-major number of a cell on the board.
    #[inline]
    pub fn index(&self, p: Pos) -> usize {
        usize::from(p.y) * usize::from(self.width) + usize::from(p.x)
    }

    /// The cell with row-major number `i`.
    #[inline]
    pub fn pos(&self, i: usize) -> Pos {
        let w = usize::from(self.width);
        Pos::new((i % w) as u16, (i / w) as u16)
    }

    /// Whether the cell lies on the board.
    #[inline]
    pub fn contains(&self, p: Pos) -> bool {
        p.x < self.width && p.y < self.height
    }

    /// Whether the cell is on the board and open.
    #[inline]
    pub fn is_open(&self, p: Pos) -> bool {
        self.contains(p) && self.cost[self.index(p)] != 0
    }

    /// Whether the cell `(x, y)`, given as signed numbers, is on the board and open.
    #[inline]
    pub fn is_open_xy(&self, x: i32, y: i32) -> bool {
        x >= 0
            && y >= 0
            && x < i32::from(self.width)
            && y < i32::from(self.height)
            && self.cost[y as usize * usize::from(self.width) + x as usize] != 0
    }

    /// Whether every open cell costs 1 (what jump point search needs).
    pub fn is_uniform(&self) -> bool {
        self.cost.iter().all(|&c| c <= 1)
    }

    /// How many cells are open.
    pub fn open_cells(&self) -> usize {
        self.cost.iter().filter(|&&c| c != 0).count()
    }

    /// The cell one `step` from `from`, if the step may be taken: onto an open cell, and for a
    /// diagonal, with both cells beside it open (no corner is cut).
    #[inline]
    pub fn step(&self, from: Pos, step: Compass) -> Result<Pos, StepRefusal> {
        let (dx, dy) = step.delta();
        let (x, y) = (i32::from(from.x) + dx, i32::from(from.y) + dy);
        let (w, h) = (i32::from(self.width), i32::from(self.height));
        if x < 0 || y < 0 || x >= w || y >= h {
            return Err(StepRefusal::Edge);
        }
        let at = |x: i32, y: i32| self.cost[(y * w + x) as usize];
        let to = Pos::new(x as u16, y as u16);
        if at(x, y) == 0 {
            return Err(StepRefusal::Closed(to));
        }
        if dx != 0 && dy != 0 {
            if at(x, i32::from(from.y)) == 0 {
                return Err(StepRefusal::Corner(Pos::new(to.x, from.y)));
            }
            if at(i32::from(from.x), y) == 0 {
                return Err(StepRefusal::Corner(Pos::new(from.x, to.y)));
            }
        }
        Ok(to)
    }

    /// What the step `step` into `to` costs: the cell's cost, times √2 on a diagonal.
    #[inline]
    pub fn step_cost(&self, to: Pos, step: Compass) -> Length {
        let c = u64::from(self.cost[self.index(to)]);
        if step.is_diagonal() {
            Length::diagonal(c)
        } else {
            Length::straight(c)
        }
    }

    /// The cost of `path` (start first), each step costing what [`EightBoard::step_cost`]
    /// says; `None` if two cells in a row are not neighbours.
    pub fn path_cost(&self, path: &[Pos]) -> Option<Length> {
        path.windows(2).try_fold(Length::ZERO, |sum, w| {
            Compass::between(w[0], w[1]).map(|c| sum + self.step_cost(w[1], c))
        })
    }
}
