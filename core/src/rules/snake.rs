//! The snake: a chain of touching cells, head first, that cannot be built broken.

use super::cell_set::CellSet;
use super::grid::Grid;
use super::pos::{Dir, Pos};
use std::collections::VecDeque;

/// Why a list of cells is not a snake.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SnakeError {
    /// The list was empty.
    #[error("{}", tr!("the snake has no cells"))]
    Empty,
    /// A cell lies off the board.
    #[error("{}", tr!("snake cell {index} at {cell} is off the {grid} board", index = index, cell = cell, grid = grid))]
    OffBoard {
        /// Position in the list, 0 being the head.
        index: usize,
        /// The cell.
        cell: Pos,
        /// The board.
        grid: Grid,
    },
    /// A cell does not touch the one before it.
    #[error("{}", tr!("snake cell {index} at {cell} is not next to the previous cell {previous}", index = index, cell = cell, previous = previous))]
    NotContiguous {
        /// Position in the list, 0 being the head.
        index: usize,
        /// The cell.
        cell: Pos,
        /// The cell before it.
        previous: Pos,
    },
    /// A cell appears twice.
    #[error("{}", tr!("snake cell {index} at {cell} repeats cell {first}", index = index, cell = cell, first = first))]
    Repeated {
        /// Position in the list of the second appearance.
        index: usize,
        /// The cell.
        cell: Pos,
        /// Position of the first appearance.
        first: usize,
    },
}

/// The snake's cells from head to tail, with a fast "is this cell body?" test.
///
/// Invariant: at least one cell, each touching the one before, none repeated, all on the
/// board it was built for. The only ways to change a snake keep it so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snake {
    body: VecDeque<Pos>,
    occupied: CellSet,
    width: u16,
    heading: Dir,
}

impl Snake {
    /// Builds a snake from its cells, head first.
    ///
    /// `heading` is used only for a one-cell snake (default Right); a longer snake heads from
    /// its neck to its head.
    pub fn new(grid: &Grid, cells: &[Pos], heading: Option<Dir>) -> Result<Snake, SnakeError> {
        let Some(&head) = cells.first() else {
            return Err(SnakeError::Empty);
        };
        let mut occupied = CellSet::new(grid.cells());
        for (index, &cell) in cells.iter().enumerate() {
            if !grid.contains(cell) {
                return Err(SnakeError::OffBoard {
                    index,
                    cell,
                    grid: *grid,
                });
            }
            if index > 0 && !cell.touches(cells[index - 1]) {
                return Err(SnakeError::NotContiguous {
                    index,
                    cell,
                    previous: cells[index - 1],
                });
            }
            if !occupied.insert(grid.index(cell)) {
                let first = cells.iter().position(|&c| c == cell).unwrap_or(0);
                return Err(SnakeError::Repeated { index, cell, first });
            }
        }
        let heading = match cells.get(1) {
            Some(&neck) => neck.dir_to(head).unwrap_or(Dir::Right),
            None => heading.unwrap_or(Dir::Right),
        };
        Ok(Snake {
            body: cells.iter().copied().collect(),
            occupied,
            width: grid.width(),
            heading,
        })
    }

    fn index(&self, p: Pos) -> usize {
        usize::from(p.y) * usize::from(self.width) + usize::from(p.x)
    }

    /// The head's cell.
    pub fn head(&self) -> Pos {
        self.body[0]
    }

    /// The tail's cell (the head's, for a one-cell snake).
    pub fn tail(&self) -> Pos {
        self.body[self.body.len() - 1]
    }

    /// The cell right behind the head, if the snake is longer than one cell.
    pub fn neck(&self) -> Option<Pos> {
        self.body.get(1).copied()
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.body.len()
    }

    /// Always false: a snake has at least one cell. Present for API symmetry with `len`.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The direction of the last move (head minus neck), or the given one for a one-cell snake.
    pub fn heading(&self) -> Dir {
        self.heading
    }

    /// The cells from head to tail.
    pub fn cells(&self) -> impl DoubleEndedIterator<Item = Pos> + ExactSizeIterator + '_ {
        self.body.iter().copied()
    }

    /// The cell at position `i` counted from the head (0 is the head).
    pub fn get(&self, i: usize) -> Option<Pos> {
        self.body.get(i).copied()
    }

    /// Whether the snake covers the cell.
    pub fn contains(&self, p: Pos) -> bool {
        self.occupied.contains(self.index(p))
    }

    /// The set of covered cells, by row-major number.
    pub fn occupied(&self) -> &CellSet {
        &self.occupied
    }

    /// Whether moving `d` would turn the head back onto its neck.
    pub fn is_reversal(&self, d: Dir) -> bool {
        self.body.len() > 1 && d == self.heading.opposite()
    }

    /// Moves the head one cell to `to`, which must touch the head; the tail follows unless
    /// `grow` is set.
    ///
    /// The caller has judged the move legal (not into a wall or the body, tail rule applied):
    /// this only keeps the cells and their set in step.
    pub fn advance(&mut self, to: Pos, grow: bool) {
        let heading = self
            .head()
            .dir_to(to)
            .expect("a snake advances to a cell next to its head");
        if !grow {
            let tail = self.body.pop_back().expect("a snake has a tail");
            let i = self.index(tail);
            self.occupied.remove(i);
        }
        let i = self.index(to);
        debug_assert!(!self.occupied.contains(i), "the snake advanced into itself");
        self.occupied.insert(i);
        self.body.push_front(to);
        self.heading = heading;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid() -> Grid {
        Grid::new(5, 5).unwrap()
    }

    #[test]
    fn a_broken_body_is_refused_with_the_cell_at_fault() {
        let cells = [Pos::new(2, 1), Pos::new(3, 1), Pos::new(3, 3)];
        let err = Snake::new(&grid(), &cells, None).unwrap_err();
        assert_eq!(
            err,
            SnakeError::NotContiguous {
                index: 2,
                cell: Pos::new(3, 3),
                previous: Pos::new(3, 1)
            }
        );
    }

    #[test]
    fn repeats_and_off_board_cells_are_refused() {
        let rep = [Pos::new(0, 0), Pos::new(1, 0), Pos::new(0, 0)];
        assert!(matches!(
            Snake::new(&grid(), &rep, None),
            Err(SnakeError::NotContiguous { .. }) | Err(SnakeError::Repeated { .. })
        ));
        let loop_back = [
            Pos::new(0, 0),
            Pos::new(1, 0),
            Pos::new(1, 1),
            Pos::new(0, 1),
            Pos::new(0, 0),
        ];
        assert_eq!(
            Snake::new(&grid(), &loop_back, None).unwrap_err(),
            SnakeError::Repeated {
                index: 4,
                cell: Pos::new(0, 0),
                first: 0
            }
        );
        let off = [Pos::new(5, 0)];
        assert!(matches!(
            Snake::new(&grid(), &off, None),
            Err(SnakeError::OffBoard { index: 0, .. })
        ));
        assert_eq!(Snake::new(&grid(), &[], None), Err(SnakeError::Empty));
    }

    #[test]
    fn heading_comes_from_the_neck_or_the_argument() {
        let s = Snake::new(&grid(), &[Pos::new(2, 1), Pos::new(2, 2)], Some(Dir::Left)).unwrap();
        assert_eq!(s.heading(), Dir::Up);
        let one = Snake::new(&grid(), &[Pos::new(2, 1)], Some(Dir::Left)).unwrap();
        assert_eq!(one.heading(), Dir::Left);
        assert!(!one.is_reversal(Dir::Right));
        assert!(s.is_reversal(Dir::Down));
    }

    #[test]
    fn advance_moves_or_grows() {
        let mut s = Snake::new(&grid(), &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
        s.advance(Pos::new(2, 0), false);
        assert_eq!(
            s.cells().collect::<Vec<_>>(),
            vec![Pos::new(2, 0), Pos::new(1, 0)]
        );
        assert!(!s.contains(Pos::new(0, 0)));
        s.advance(Pos::new(2, 1), true);
        assert_eq!(s.len(), 3);
        assert_eq!(s.heading(), Dir::Down);
        assert_eq!(s.occupied().len(), 3);
    }
}
