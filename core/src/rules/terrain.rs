//! What entering a cell costs the graph searches: the search board's terrain.
//!
//! A cell is plain ground (a step costs 1) unless a teacher made it mud or water. The game's
//! rules never see terrain: only the searches that weigh their steps (uniform-cost search,
//! A*, greedy best-first's path, the bidirectional search) read it, and those that count
//! steps (BFS, depth-first, iterative deepening) ignore it, which is the lesson.

use serde::{Deserialize, Serialize};

/// The kind of ground a cell is, and what entering it costs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ground {
    /// Plain ground: a step in costs 1.
    #[default]
    Plain,
    /// Mud: a step in costs 3.
    Mud,
    /// Water: a step in costs 5.
    Water,
}

impl Ground {
    /// Every kind of ground, the cheapest first.
    pub const ALL: [Ground; 3] = [Ground::Plain, Ground::Mud, Ground::Water];

    /// What a step into a cell of this ground costs.
    pub const fn cost(self) -> u32 {
        match self {
            Ground::Plain => 1,
            Ground::Mud => 3,
            Ground::Water => 5,
        }
    }

    /// Its name in the language in use, as a legend or a caption says it.
    pub fn name(self) -> String {
        match self {
            Ground::Plain => tr!("plain ground"),
            Ground::Mud => tr!("mud"),
            Ground::Water => tr!("water"),
        }
    }
}

/// The ground of every cell of a board, plain unless set: what a step into each costs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Terrain {
    ground: Vec<Ground>,
    /// How many cells are not plain.
    rough: usize,
}

impl Terrain {
    /// A board of `cells` cells, all plain.
    pub fn new(cells: usize) -> Terrain {
        Terrain {
            ground: vec![Ground::Plain; cells],
            rough: 0,
        }
    }

    /// The board's cells.
    pub fn cells(&self) -> usize {
        self.ground.len()
    }

    /// Makes cell `i` of `ground`; a cell off the board is left alone.
    pub fn set(&mut self, i: usize, ground: Ground) {
        if let Some(g) = self.ground.get_mut(i) {
            self.rough -= usize::from(*g != Ground::Plain);
            self.rough += usize::from(ground != Ground::Plain);
            *g = ground;
        }
    }

    /// The ground of cell `i` (plain off the board).
    #[inline]
    pub fn ground(&self, i: usize) -> Ground {
        self.ground.get(i).copied().unwrap_or_default()
    }

    /// What a step into cell `i` costs.
    #[inline]
    pub fn cost(&self, i: usize) -> u32 {
        self.ground(i).cost()
    }

    /// Whether every cell is plain: every step costs 1.
    pub fn is_uniform(&self) -> bool {
        self.rough == 0
    }

    /// The most a step into any cell costs.
    pub fn max_cost(&self) -> u32 {
        self.ground.iter().map(|g| g.cost()).max().unwrap_or(1)
    }

    /// The cells that are not plain, with their ground, in cell order.
    pub fn rough(&self) -> impl Iterator<Item = (usize, Ground)> + '_ {
        self.ground
            .iter()
            .enumerate()
            .filter(|(_, g)| **g != Ground::Plain)
            .map(|(i, g)| (i, *g))
    }

    /// How many cells are of `ground`.
    pub fn count(&self, ground: Ground) -> usize {
        self.ground.iter().filter(|&&g| g == ground).count()
    }
}

/// What a step into cell `i` costs on `terrain`, or 1 without one.
#[inline]
pub fn entry_cost(terrain: Option<&Terrain>, i: usize) -> u32 {
    terrain.map_or(1, |t| t.cost(i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_costs_its_ground_and_plain_costs_one() {
        let mut t = Terrain::new(6);
        assert!(t.is_uniform());
        assert_eq!((t.cost(0), t.max_cost()), (1, 1));
        t.set(2, Ground::Mud);
        t.set(4, Ground::Water);
        t.set(9, Ground::Water);
        assert_eq!([t.cost(2), t.cost(4), t.cost(5)], [3, 5, 1]);
        assert_eq!(t.max_cost(), 5);
        assert_eq!(
            t.rough().collect::<Vec<_>>(),
            [(2, Ground::Mud), (4, Ground::Water)]
        );
        assert_eq!(
            [
                t.count(Ground::Plain),
                t.count(Ground::Mud),
                t.count(Ground::Water)
            ],
            [4, 1, 1]
        );
        t.set(2, Ground::Plain);
        t.set(4, Ground::Plain);
        assert!(t.is_uniform());
        assert_eq!(entry_cost(None, 3), 1);
    }
}
