//! The numbered-BFS variant of the shortcut rule.
//!
//! Number the cycle `1..=cells` starting at the tail. Search from the head, breadth first, but
//! let a cell reach a neighbour only if the neighbour's number is above its own and not above
//! the food's; among the neighbours allowed, the higher numbers are queued first. Every path
//! found this way climbs the numbering, so it never jumps behind the body or past the food.

use super::cycle::Cycle;
use super::observer::Observer;
use crate::rules::{Dir, Grid, Pos, Snake};

/// Why a neighbour may not be entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberedRefusal {
    /// Off the board.
    Wall,
    /// A body cell.
    Body(Pos),
    /// Already found.
    Seen(Pos),
    /// Its number is not above the current cell's.
    NotAbove {
        /// The neighbour.
        cell: Pos,
        /// Its number.
        number: u32,
        /// The current cell's number.
        current: u32,
    },
    /// Its number is above the food's.
    PastFood {
        /// The neighbour.
        cell: Pos,
        /// Its number.
        number: u32,
        /// The food's number.
        food: u32,
    },
}

/// One step of the numbered search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberedEvent {
    /// A cell's number (1 is the tail).
    Numbered {
        /// The cell.
        cell: Pos,
        /// Its number.
        number: u32,
    },
    /// `cell` is expanded.
    Dequeued {
        /// The cell.
        cell: Pos,
        /// Its number.
        number: u32,
    },
    /// A neighbour is allowed and queued.
    Allowed {
        /// The cell expanded.
        from: Pos,
        /// The move.
        dir: Dir,
        /// The neighbour.
        cell: Pos,
        /// Its number.
        number: u32,
    },
    /// A neighbour is refused.
    Refused {
        /// The cell expanded.
        from: Pos,
        /// The move.
        dir: Dir,
        /// Why.
        reason: NumberedRefusal,
    },
    /// The food was reached.
    Found {
        /// The path from head to food.
        path: Vec<Pos>,
    },
    /// No climbing path reaches the food.
    Exhausted,
}

/// A path from the head to the food that only climbs the cycle's numbering.
pub fn numbered_path<O: Observer<NumberedEvent>>(
    grid: &Grid,
    cycle: &Cycle,
    snake: &Snake,
    food: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    let tail = snake.tail();
    let number = |c: Pos| cycle.rel(tail, c) as u32 + 1;
    if O::WATCHING {
        for k in 0..cycle.len() {
            let cell = cycle.at(cycle.index_of(tail) + k);
            obs.observe(NumberedEvent::Numbered {
                cell,
                number: k as u32 + 1,
            });
        }
    }
    let food_number = number(food);
    let head = snake.head();
    let mut parent = vec![u32::MAX; grid.cells()];
    parent[grid.index(head)] = grid.index(head) as u32;
    let mut queue = std::collections::VecDeque::from([head]);
    while let Some(cell) = queue.pop_front() {
        let current = number(cell);
        obs.observe(NumberedEvent::Dequeued {
            cell,
            number: current,
        });
        if cell == food {
            let mut path = vec![food];
            let mut at = grid.index(food);
            while at != grid.index(head) {
                at = parent[at] as usize;
                path.push(grid.pos(at));
            }
            path.reverse();
            if O::WATCHING {
                obs.observe(NumberedEvent::Found { path: path.clone() });
            }
            return Some(path);
        }
        let mut allowed: Vec<(u32, Dir, Pos)> = Vec::with_capacity(4);
        for dir in Dir::ALL {
            let reason = match grid.neighbour(cell, dir) {
                None => Some(NumberedRefusal::Wall),
                Some(n) if parent[grid.index(n)] != u32::MAX => Some(NumberedRefusal::Seen(n)),
                Some(n) if snake.contains(n) => Some(NumberedRefusal::Body(n)),
                Some(n) => {
                    let k = number(n);
                    if k <= current {
                        Some(NumberedRefusal::NotAbove {
                            cell: n,
                            number: k,
                            current,
                        })
                    } else if k > food_number {
                        Some(NumberedRefusal::PastFood {
                            cell: n,
                            number: k,
                            food: food_number,
                        })
                    } else {
                        allowed.push((k, dir, n));
                        None
                    }
                }
            };
            if let Some(reason) = reason {
                obs.observe(NumberedEvent::Refused {
                    from: cell,
                    dir,
                    reason,
                });
            }
        }
        allowed.sort_by_key(|a| std::cmp::Reverse(a.0));
        for (k, dir, n) in allowed {
            parent[grid.index(n)] = grid.index(cell) as u32;
            queue.push_back(n);
            obs.observe(NumberedEvent::Allowed {
                from: cell,
                dir,
                cell: n,
                number: k,
            });
        }
    }
    obs.observe(NumberedEvent::Exhausted);
    None
}
