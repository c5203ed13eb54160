//! Where the next piece of food appears: the scenario's script first, then a seeded draw.

use super::grid::Grid;
use super::pos::Pos;
use super::snake::Snake;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The source of food for one game.
///
/// Scripted cells come first, in order; one that lies on the snake when its turn comes is
/// skipped. After the script, each piece is a uniformly drawn free cell: the generator is
/// ChaCha8 seeded from the scenario's seed, which gives the same stream on every platform,
/// and the draw indexes the free cells in row-major order.
#[derive(Clone, Debug)]
pub struct FoodSource {
    scripted: Vec<Pos>,
    next_scripted: usize,
    rng: ChaCha8Rng,
}

impl FoodSource {
    /// A source that serves `scripted` in order, then random cells drawn from `seed`.
    pub fn new(scripted: Vec<Pos>, seed: u64) -> Self {
        FoodSource {
            scripted,
            next_scripted: 0,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Appends `cell` to the script: it is served after the cells still waiting, if it is free
    /// when its turn comes.
    pub fn push_scripted(&mut self, cell: Pos) {
        self.scripted.push(cell);
    }

    /// Scripted cells not served yet.
    pub fn scripted_left(&self) -> &[Pos] {
        &self.scripted[self.next_scripted..]
    }

    /// Picks the cell for the next piece, or `None` when the snake covers the whole board.
    pub fn place(&mut self, grid: &Grid, snake: &Snake) -> Option<Pos> {
        while let Some(&cell) = self.scripted.get(self.next_scripted) {
            self.next_scripted += 1;
            if grid.contains(cell) && !snake.contains(cell) {
                return Some(cell);
            }
        }
        let free = grid.cells() - snake.len();
        if free == 0 {
            return None;
        }
        let k = draw_below(&mut self.rng, free as u32) as usize;
        let occupied = snake.occupied();
        (0..grid.cells())
            .filter(|&i| !occupied.contains(i))
            .nth(k)
            .map(|i| grid.pos(i))
    }
}

/// A uniform number in `0..n` (n > 0), by widening multiplication with rejection, so that
/// the result depends only on the generator's 32-bit outputs.
fn draw_below(rng: &mut impl Rng, n: u32) -> u32 {
    debug_assert!(n > 0);
    let threshold = n.wrapping_neg() % n;
    loop {
        let m = u64::from(rng.next_u32()) * u64::from(n);
        if (m as u32) >= threshold {
            return (m >> 32) as u32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripted_food_comes_first_and_skips_the_body() {
        let g = Grid::new(4, 4).unwrap();
        let snake = Snake::new(&g, &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
        let mut f = FoodSource::new(vec![Pos::new(0, 0), Pos::new(3, 3)], 1);
        assert_eq!(f.place(&g, &snake), Some(Pos::new(3, 3)));
        assert!(f.scripted_left().is_empty());
        let random = f.place(&g, &snake).unwrap();
        assert!(!snake.contains(random));
    }

    #[test]
    fn the_same_seed_gives_the_same_cells() {
        let g = Grid::new(8, 8).unwrap();
        let snake = Snake::new(&g, &[Pos::new(0, 0)], None).unwrap();
        let mut a = FoodSource::new(vec![], 42);
        let mut b = FoodSource::new(vec![], 42);
        let xs: Vec<_> = (0..20).map(|_| a.place(&g, &snake)).collect();
        let ys: Vec<_> = (0..20).map(|_| b.place(&g, &snake)).collect();
        assert_eq!(xs, ys);
        let mut c = FoodSource::new(vec![], 43);
        let zs: Vec<_> = (0..20).map(|_| c.place(&g, &snake)).collect();
        assert_ne!(xs, zs);
    }

    #[test]
    fn draws_cover_every_free_cell() {
        let g = Grid::new(3, 2).unwrap();
        let snake = Snake::new(&g, &[Pos::new(0, 0)], None).unwrap();
        let mut f = FoodSource::new(vec![], 7);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            seen.insert(f.place(&g, &snake).unwrap());
        }
        assert_eq!(seen.len(), 5);
    }

    #[test]
    fn a_full_board_has_no_food() {
        let g = Grid::new(2, 2).unwrap();
        let cells = [
            Pos::new(0, 0),
            Pos::new(1, 0),
            Pos::new(1, 1),
            Pos::new(0, 1),
        ];
        let snake = Snake::new(&g, &cells, None).unwrap();
        assert_eq!(FoodSource::new(vec![], 1).place(&g, &snake), None);
    }
}
