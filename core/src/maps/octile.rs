//! The benchmarks' own measure of a path, as a reference: a plain Dijkstra over a map's open
//! cells in eight directions, a straight step costing 1 and a diagonal one the square root of
//! 2, a diagonal step allowed only when both cells beside it are open (no corner is cut).
//! It is what a `.scen` file's optimal lengths are, and what the searches are checked against;
//! it shares nothing with them.

use super::GridMap;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// The eight steps, as (dx, dy): the four straight ones, then the four diagonal ones.
const STEPS: [(i32, i32); 8] = [
    (0, -1),
    (1, 0),
    (0, 1),
    (-1, 0),
    (1, -1),
    (1, 1),
    (-1, 1),
    (-1, -1),
];

/// The length of the shortest path from `start` to `goal` on `map` (column, row), or `None`
/// when either is closed or off the map, or no path joins them.
pub fn octile_distance(map: &GridMap, start: (u32, u32), goal: (u32, u32)) -> Option<f64> {
    if !map.is_open(start.0, start.1) || !map.is_open(goal.0, goal.1) {
        return None;
    }
    let (w, h) = (map.width() as usize, map.height() as usize);
    let index = |(x, y): (u32, u32)| y as usize * w + x as usize;
    let mut best = vec![f64::INFINITY; w * h];
    let mut queue = BinaryHeap::new();
    best[index(start)] = 0.0;
    queue.push(Waiting {
        cost: 0.0,
        cell: start,
    });
    while let Some(Waiting { cost, cell }) = queue.pop() {
        if cell == goal {
            return Some(cost);
        }
        if cost > best[index(cell)] {
            continue;
        }
        for (dx, dy) in STEPS {
            let Some(next) = step(map, cell, dx, dy) else {
                continue;
            };
            let through = cost + if dx != 0 && dy != 0 { 2f64.sqrt() } else { 1.0 };
            if through < best[index(next)] {
                best[index(next)] = through;
                queue.push(Waiting {
                    cost: through,
                    cell: next,
                });
            }
        }
    }
    None
}

/// The cell one step (`dx`, `dy`) from `cell`, if the step is allowed: onto an open cell, and
/// for a diagonal step with both cells beside it open.
fn step(map: &GridMap, (x, y): (u32, u32), dx: i32, dy: i32) -> Option<(u32, u32)> {
    let nx = x.checked_add_signed(dx)?;
    let ny = y.checked_add_signed(dy)?;
    let open =
        map.is_open(nx, ny) && (dx == 0 || dy == 0 || map.is_open(nx, y) && map.is_open(x, ny));
    open.then_some((nx, ny))
}

/// A cell waiting with its cost, the cheapest first.
#[derive(PartialEq)]
struct Waiting {
    cost: f64,
    cell: (u32, u32),
}

impl Eq for Waiting {}

impl Ord for Waiting {
    fn cmp(&self, other: &Self) -> Ordering {
        other
            .cost
            .total_cmp(&self.cost)
            .then_with(|| other.cell.cmp(&self.cell))
    }
}

impl PartialOrd for Waiting {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
