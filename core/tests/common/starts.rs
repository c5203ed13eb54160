//! The games the core's tests start from (the benchmark's classic start, a scripted board,
//! random snakes) and the solvers they name.
#![allow(dead_code)]

use snakescope_core::rules::{Dir, FoodSource, Game, Grid, Pos, Snake, TailRule};
use snakescope_core::solver::{BacktrackOptions, HamiltonOptions, SolverKind, SpliceOptions};

/// Hamilton with shortcuts, with its default options.
pub fn hamilton() -> SolverKind {
    SolverKind::Hamilton(HamiltonOptions::DEFAULT)
}

/// The splice solver, with its default options (the planner that tries every cut).
pub fn splice() -> SolverKind {
    SolverKind::Splice(SpliceOptions::DEFAULT)
}

/// The splice solver with the planner as first written.
pub fn splice_first() -> SolverKind {
    SolverKind::Splice(SpliceOptions::FIRST)
}

/// The backtracking-cycle solver, with its default options.
pub fn backtrack() -> SolverKind {
    SolverKind::Backtrack(BacktrackOptions::DEFAULT)
}

/// A snake grown by a random walk from a random cell (shorter if the walk gets stuck), never
/// filling the board.
pub fn random_snake(grid: &Grid, len: usize, mut bits: u64) -> Snake {
    let mut next = || {
        bits ^= bits << 13;
        bits ^= bits >> 7;
        bits ^= bits << 17;
        bits
    };
    let mut cells = vec![grid.pos((next() % grid.cells() as u64) as usize)];
    while cells.len() < len.min(grid.cells() - 1) {
        let last = *cells.last().unwrap();
        let options: Vec<Pos> = grid
            .neighbours(last)
            .map(|(_, n)| n)
            .filter(|n| !cells.contains(n))
            .collect();
        if options.is_empty() {
            break;
        }
        cells.push(options[(next() % options.len() as u64) as usize]);
    }
    Snake::new(grid, &cells, Some(Dir::ALL[(next() % 4) as usize])).unwrap()
}

/// The benchmark's start: a straight snake of `length` on the top row, head at
/// `(length - 1, 0)`, heading Right, random food from `seed`.
pub fn classic(width: i64, height: i64, length: u16, seed: u64, tail: TailRule) -> Game {
    let grid = Grid::new(width, height).unwrap();
    let cells: Vec<Pos> = (0..length).rev().map(|x| Pos::new(x, 0)).collect();
    let snake = Snake::new(&grid, &cells, None).unwrap();
    Game::new(grid, snake, FoodSource::new(vec![], seed), tail, None)
}

/// A game on a `width` x `height` board with the snake `cells` (head first, heading Right if
/// it is one cell), the scripted `food`, then random food from seed 1.
pub fn scripted(
    width: i64,
    height: i64,
    cells: &[(u16, u16)],
    food: &[(u16, u16)],
    tail: TailRule,
) -> Game {
    let grid = Grid::new(width, height).unwrap();
    let cells: Vec<Pos> = cells.iter().map(|&c| c.into()).collect();
    let snake = Snake::new(&grid, &cells, Some(Dir::Right)).unwrap();
    let food = food.iter().map(|&c| c.into()).collect();
    Game::new(grid, snake, FoodSource::new(food, 1), tail, None)
}
