//! The backtracking solver's direct approach to a mouse, checked along the cycle both ways.
//!
//! From the head, walk straight at the food, closing one axis and then the other in turn;
//! where the body is in the way, sidestep; where a walk leads nowhere, undo it (depth-first,
//! under a budget). On reaching the food, imagine the snake there, one cell longer, and follow
//! the cycle from the food for the snake's length, forward and then backward: the approach is
//! accepted in a direction where that walk never meets the body. After the meal the snake
//! follows the cycle in that direction.

use super::cycle::Cycle;
use super::observer::Observer;
use crate::rules::{CellSet, Dir, Grid, Pos, Snake};

/// One step of the approach search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApproachEvent {
    /// The search starts from the head towards the food.
    Start {
        /// The head.
        from: Pos,
        /// The food.
        to: Pos,
    },
    /// The approach steps onto `cell`.
    Step {
        /// The cell.
        cell: Pos,
        /// Steps from the head.
        depth: u32,
    },
    /// A move is refused: the cell is a wall, body still there at that step, or already on
    /// the approach.
    Refused {
        /// The cell moved from.
        from: Pos,
        /// The move.
        dir: Dir,
    },
    /// `cell` led nowhere: the approach backs off it.
    Undo {
        /// The cell.
        cell: Pos,
    },
    /// The walk along the cycle from the food, in one direction, after the meal.
    CycleCheck {
        /// Whether the walk goes backward along the cycle.
        reverse: bool,
        /// The first cell where the walk meets the body, if any.
        blocked_at: Option<Pos>,
    },
    /// The approach is accepted.
    Accepted {
        /// The cells from head to food.
        path: Vec<Pos>,
        /// The direction to follow the cycle in afterwards.
        reverse: bool,
    },
    /// No approach within the budget.
    GaveUp {
        /// Search steps spent.
        steps: u32,
    },
}

/// The pseudo-code the events are numbered against (see [`ApproachEvent::line`]).
pub const PSEUDOCODE: &[&str] = &[
    "path <- [head]",
    "at cell: try moves that close the x or y gap (alternating), then sidesteps",
    "    skip walls, cells on path, body cells not yet left by the tail",
    "    if no move works: undo cell",
    "at food: for direction in (current, other):",
    "    follow the cycle from food for length steps; ok if it never meets the body",
    "    if ok: accept path and direction",
    "give up when the budget is spent",
];

impl ApproachEvent {
    /// The line of [`PSEUDOCODE`] that produced this event.
    pub fn line(&self) -> usize {
        match self {
            ApproachEvent::Start { .. } => 0,
            ApproachEvent::Step { .. } => 1,
            ApproachEvent::Refused { .. } => 2,
            ApproachEvent::Undo { .. } => 3,
            ApproachEvent::CycleCheck { .. } => 5,
            ApproachEvent::Accepted { .. } => 6,
            ApproachEvent::GaveUp { .. } => 7,
        }
    }
}

/// An accepted approach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Approach {
    /// The cells from the head (included) to the food (included).
    pub path: Vec<Pos>,
    /// Follow the cycle backward after the meal.
    pub reverse: bool,
}

/// The moves tried from `at` towards `to`, first the one closing the preferred axis, then the
/// one closing the other, then the rest.
fn moves_towards(at: Pos, to: Pos, x_first: bool) -> [Dir; 4] {
    let horizontal = match to.x.cmp(&at.x) {
        std::cmp::Ordering::Greater => Some(Dir::Right),
        std::cmp::Ordering::Less => Some(Dir::Left),
        std::cmp::Ordering::Equal => None,
    };
    let vertical = match to.y.cmp(&at.y) {
        std::cmp::Ordering::Greater => Some(Dir::Down),
        std::cmp::Ordering::Less => Some(Dir::Up),
        std::cmp::Ordering::Equal => None,
    };
    let (a, b) = if x_first {
        (horizontal, vertical)
    } else {
        (vertical, horizontal)
    };
    let mut order = Vec::with_capacity(4);
    order.extend(a);
    order.extend(b);
    for d in Dir::ALL {
        if !order.contains(&d) {
            order.push(d);
        }
    }
    [order[0], order[1], order[2], order[3]]
}

/// Whether, after eating at the end of `path`, following `cycle` from the food for the
/// snake's length (in the given direction) keeps clear of the body.
fn cycle_clear(cycle: &Cycle, snake: &Snake, path: &[Pos], reverse: bool) -> Option<Pos> {
    // The body after the meal, head first: the approach reversed, then the old body.
    let len_after = snake.len() + 1;
    let body: Vec<Pos> = path
        .iter()
        .rev()
        .copied()
        .chain(snake.cells().skip(1))
        .take(len_after)
        .collect();
    let mut at = *path.last().expect("an approach has cells");
    for j in 1..len_after {
        at = if reverse {
            cycle.prev(at)
        } else {
            cycle.next(at)
        };
        // After j more moves the last j cells of the body have left; under the strictest tail
        // rule the cell the tail is leaving still counts.
        let still = len_after - j + 1;
        if body[..still.min(body.len())].contains(&at) {
            return Some(at);
        }
    }
    None
}

/// Searches for an approach from the head to `food`, preferring to keep following the cycle
/// in the current direction (`reverse_now`).
pub fn approach<O: Observer<ApproachEvent>>(
    grid: &Grid,
    cycle: &Cycle,
    snake: &Snake,
    food: Pos,
    reverse_now: bool,
    budget: u32,
    obs: &mut O,
) -> Option<Approach> {
    let head = snake.head();
    obs.observe(ApproachEvent::Start {
        from: head,
        to: food,
    });
    let body: Vec<Pos> = snake.cells().collect();
    let mut on_path = CellSet::new(grid.cells());
    on_path.insert(grid.index(head));
    let mut path = vec![head];
    let mut tried: Vec<u8> = vec![0];
    let mut steps = 0u32;
    while let Some(&cell) = path.last() {
        if steps >= budget {
            break;
        }
        let depth = path.len() - 1;
        if cell == food {
            for reverse in [reverse_now, !reverse_now] {
                let blocked_at = cycle_clear(cycle, snake, &path, reverse);
                obs.observe(ApproachEvent::CycleCheck {
                    reverse,
                    blocked_at,
                });
                if blocked_at.is_none() {
                    if O::WATCHING {
                        obs.observe(ApproachEvent::Accepted {
                            path: path.clone(),
                            reverse,
                        });
                    }
                    return Some(Approach { path, reverse });
                }
            }
            tried[depth] = 4;
        }
        let order = moves_towards(cell, food, depth % 2 == 0);
        let mut stepped = false;
        while tried[depth] < 4 {
            let dir = order[tried[depth] as usize];
            tried[depth] += 1;
            steps += 1;
            let free = grid.neighbour(cell, dir).filter(|&n| {
                // Entering at step depth+1: the old body's last `depth` cells have left.
                let still = body.len().saturating_sub(depth);
                !on_path.contains(grid.index(n)) && !body[..still].contains(&n)
            });
            match free {
                Some(n) => {
                    on_path.insert(grid.index(n));
                    path.push(n);
                    tried.push(0);
                    obs.observe(ApproachEvent::Step {
                        cell: n,
                        depth: depth as u32 + 1,
                    });
                    stepped = true;
                    break;
                }
                None => obs.observe(ApproachEvent::Refused { from: cell, dir }),
            }
        }
        if !stepped {
            path.pop();
            tried.pop();
            on_path.remove(grid.index(cell));
            if !path.is_empty() {
                obs.observe(ApproachEvent::Undo { cell });
            }
        }
    }
    obs.observe(ApproachEvent::GaveUp { steps });
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::backtrack::{DEFAULT_BUDGET, backtracking_cycle};
    use crate::algo::observer::Ignore;

    #[test]
    fn a_short_snake_walks_straight_at_the_food() {
        let g = Grid::new(6, 6).unwrap();
        let c = backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore).unwrap();
        let s = Snake::new(&g, &[Pos::new(1, 1)], Some(Dir::Right)).unwrap();
        let a = approach(&g, &c, &s, Pos::new(4, 3), false, 1000, &mut Ignore).unwrap();
        assert_eq!(a.path.len(), 6);
        assert_eq!(a.path[1], Pos::new(2, 1));
        assert_eq!(a.path[2], Pos::new(2, 2));
    }

    #[test]
    fn the_body_is_walked_around() {
        let g = Grid::new(6, 6).unwrap();
        let c = backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore).unwrap();
        let cells: Vec<Pos> = [(1, 2), (2, 2), (3, 2), (3, 3), (2, 3)]
            .into_iter()
            .map(Pos::from)
            .collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let mut events = Vec::new();
        if let Some(a) = approach(&g, &c, &s, Pos::new(2, 5), false, 1000, &mut events) {
            for w in a.path.windows(2) {
                assert!(w[0].touches(w[1]));
            }
            assert_eq!(a.path.last(), Some(&Pos::new(2, 5)));
            assert!(!a.path[1..].contains(&Pos::new(2, 3)));
        }
        assert!(
            events
                .iter()
                .any(|e| matches!(e, ApproachEvent::Refused { .. }))
        );
    }
}
