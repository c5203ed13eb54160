//! The board's geometry: its size, bounds-checked neighbours, and cell numbering.

use super::compass::Compass;
use super::pos::{Dir, Pos};
use std::fmt;

/// The smallest board side the rules allow.
pub const MIN_SIDE: u16 = 2;
/// The largest side of a game's board.
pub const MAX_SIDE: u16 = 256;
/// The largest side of a search board without a snake (a Moving AI map): the benchmarks'
/// largest maps are 1024 cells a side. No game is played on one.
pub const MAX_SEARCH_SIDE: u16 = 1024;

/// A `width` x `height` board with walls all around.
///
/// Cells are numbered in row-major order (`y * width + x`); that number indexes every per-cell
/// table in the project and fixes the order in which random food picks a free cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    width: u16,
    height: u16,
}

/// A board size outside `2..=256` on some side (`2..=1024` for a search board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!("a board must be 2 to {max} cells on each side, not {width} x {height}", max = max, width = width, height = height))]
pub struct GridSizeError {
    /// The width asked for.
    pub width: i64,
    /// The height asked for.
    pub height: i64,
    /// The longest side allowed: [`MAX_SIDE`], or [`MAX_SEARCH_SIDE`] for a search board.
    pub max: u16,
}

impl Grid {
    /// A game's board of the given size, refused unless both sides are within `2..=256`.
    pub fn new(width: i64, height: i64) -> Result<Grid, GridSizeError> {
        Grid::within(width, height, MAX_SIDE)
    }

    /// A search board of the given size, without a game (a Moving AI map), refused unless
    /// both sides are within `2..=1024`.
    pub fn for_search(width: i64, height: i64) -> Result<Grid, GridSizeError> {
        Grid::within(width, height, MAX_SEARCH_SIDE)
    }

    /// A board of the given size, both sides within `2..=max`.
    fn within(width: i64, height: i64, max: u16) -> Result<Grid, GridSizeError> {
        let ok = |s: i64| (i64::from(MIN_SIDE)..=i64::from(max)).contains(&s);
        if ok(width) && ok(height) {
            Ok(Grid {
                width: width as u16,
                height: height as u16,
            })
        } else {
            Err(GridSizeError { width, height, max })
        }
    }

    /// Whether the board is larger than a game's may be: a search board alone.
    pub fn is_search_only(&self) -> bool {
        self.width > MAX_SIDE || self.height > MAX_SIDE
    }

    /// Number of columns.
    pub fn width(&self) -> u16 {
        self.width
    }

    /// Number of rows.
    pub fn height(&self) -> u16 {
        self.height
    }

    /// Number of cells, `width * height`.
    pub fn cells(&self) -> usize {
        usize::from(self.width) * usize::from(self.height)
    }

    /// Whether `(x, y)`, given as signed numbers, lies on the board.
    pub fn contains_xy(&self, x: i64, y: i64) -> bool {
        x >= 0 && y >= 0 && x < i64::from(self.width) && y < i64::from(self.height)
    }

    /// Whether the cell lies on the board.
    pub fn contains(&self, p: Pos) -> bool {
        p.x < self.width && p.y < self.height
    }

    /// The row-major number of a cell on the board.
    pub fn index(&self, p: Pos) -> usize {
        debug_assert!(self.contains(p), "{p} is off a {self} board");
        usize::from(p.y) * usize::from(self.width) + usize::from(p.x)
    }

    /// The cell with row-major number `i`.
    pub fn pos(&self, i: usize) -> Pos {
        let w = usize::from(self.width);
        Pos::new((i % w) as u16, (i / w) as u16)
    }

    /// The cell one move from `p` in direction `d`, or `None` where that is a wall.
    pub fn neighbour(&self, p: Pos, d: Dir) -> Option<Pos> {
        let (dx, dy) = d.delta();
        let x = i64::from(p.x) + i64::from(dx);
        let y = i64::from(p.y) + i64::from(dy);
        self.contains_xy(x, y).then(|| Pos::new(x as u16, y as u16))
    }

    /// The cell one move from `p` in any of the eight directions, or `None` off the board.
    pub fn step(&self, p: Pos, c: Compass) -> Option<Pos> {
        c.from_cell(p).filter(|&q| self.contains(q))
    }

    /// The cells next to `p`, in the order Up, Right, Down, Left, walls left out.
    pub fn neighbours(&self, p: Pos) -> impl Iterator<Item = (Dir, Pos)> + '_ {
        Dir::ALL
            .into_iter()
            .filter_map(move |d| self.neighbour(p, d).map(|n| (d, n)))
    }

    /// Every cell in row-major order.
    pub fn all_cells(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.cells()).map(|i| self.pos(i))
    }

    /// Whether both sides are odd, which rules out any Hamiltonian cycle.
    pub fn is_odd_by_odd(&self) -> bool {
        self.width % 2 == 1 && self.height % 2 == 1
    }

    /// Chessboard colouring: how many cells are "dark" (`x + y` even) and "light".
    ///
    /// A cycle alternates colours, so it needs equal counts; an odd x odd board has one more
    /// dark cell than light ones.
    pub fn colour_counts(&self) -> (usize, usize) {
        let cells = self.cells();
        let dark = cells.div_ceil(2);
        (dark, cells - dark)
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_outside_the_rules_are_refused() {
        assert!(Grid::new(1, 5).is_err());
        assert!(Grid::new(257, 5).is_err());
        assert!(Grid::new(2, 256).is_ok());
        assert_eq!(Grid::new(300, 5).unwrap_err().max, 256);
    }

    #[test]
    fn a_search_board_may_be_a_benchmark_map_s_size_but_no_larger() {
        let map = Grid::for_search(1024, 512).unwrap();
        assert!(map.is_search_only());
        assert_eq!(map.cells(), 1024 * 512);
        let last = Pos::new(1023, 511);
        assert_eq!(map.pos(map.index(last)), last);
        assert!(!Grid::for_search(256, 256).unwrap().is_search_only());
        let refused = Grid::for_search(1025, 4).unwrap_err();
        assert_eq!(refused.max, 1024);
        assert!(refused.to_string().contains("1024"), "{refused}");
        assert!(Grid::for_search(1, 4).is_err());
    }

    #[test]
    fn neighbours_stop_at_the_walls() {
        let g = Grid::new(3, 2).unwrap();
        let corner: Vec<_> = g.neighbours(Pos::new(0, 0)).collect();
        assert_eq!(
            corner,
            vec![(Dir::Right, Pos::new(1, 0)), (Dir::Down, Pos::new(0, 1))]
        );
        assert_eq!(g.neighbour(Pos::new(2, 1), Dir::Right), None);
        assert_eq!(g.neighbour(Pos::new(2, 1), Dir::Down), None);
    }

    #[test]
    fn index_and_pos_are_inverse() {
        let g = Grid::new(5, 4).unwrap();
        for i in 0..g.cells() {
            assert_eq!(g.index(g.pos(i)), i);
        }
    }

    #[test]
    fn colour_counts_differ_only_on_odd_boards() {
        assert_eq!(Grid::new(3, 3).unwrap().colour_counts(), (5, 4));
        assert_eq!(Grid::new(4, 3).unwrap().colour_counts(), (6, 6));
    }
}
