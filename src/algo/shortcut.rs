//! Shortcuts off the cycle: the rel-index rule.
//!
//! Number the cells along the cycle and measure every index forward from the tail:
//! `rel(c) = (index(c) - index(tail)) mod cells`, so the tail is 0 and a snake lying along the
//! cycle has its head at `length - 1`. Following the cycle is always safe. A shortcut, the first
//! step of the shortest path to the food, is taken only if it stays in order:
//! `rel(head) < rel(next) <= rel(food)`: it neither jumps behind the body nor past the food.
//!
//! Two more refusals guard the tail under the `Blocks` rule, where the head may never enter
//! the cell the tail still holds:
//! - the reference's exception: a one-step path to food whose index is next to the tail's;
//! - the margin the reference lacks: a shortcut skips cells, and until the tail has passed
//!   them those cells are gaps inside the body. With gaps, a head that gets to one cell behind
//!   the tail can be forced to eat there and then has only the tail's cell ahead. So a shortcut
//!   must leave the head at least `gaps + 2` cells of free cycle ahead
//!   (`rel(next) <= cells - 2 - gaps_after`), which the tail's progress then keeps.

use super::cycle::Cycle;
use super::observer::Observer;
use crate::rules::{Dir, Grid, Pos, Snake};

/// How a neighbour of the head fares under the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NeighbourVerdict {
    /// Off the board.
    Wall,
    /// A body cell.
    Body,
    /// The next cell of the cycle: always allowed.
    CycleNext,
    /// Behind the head in cycle order (`rel <= rel(head)`).
    Behind,
    /// Past the food in cycle order (`rel > rel(food)`).
    PastFood,
    /// Too close behind the tail: the margin refuses it.
    NoRoom,
    /// In order: a legal shortcut.
    Allowed,
}

/// The verdict on the candidate shortcut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShortcutVerdict {
    /// The first step of the path is the cycle's own next cell: nothing to judge.
    OnCycle,
    /// In order and with room: take it.
    Take,
    /// The step would land behind the head in cycle order.
    Behind,
    /// The step would jump past the food.
    PastFood,
    /// A one-step path to food next to the tail in cycle order (the reference's exception).
    BesideTail,
    /// The step would leave too little free cycle ahead of the head (the margin).
    NoRoom,
}

impl ShortcutVerdict {
    /// Whether the solver leaves the cycle for this step.
    pub fn takes_shortcut(self) -> bool {
        self == ShortcutVerdict::Take
    }
}

/// One step of judging a shortcut.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShortcutEvent {
    /// A cell's place on the cycle: its index and its distance ahead of the tail.
    Numbered {
        /// The cell.
        cell: Pos,
        /// Its index on the cycle.
        index: u32,
        /// `rel` from the tail.
        rel: u32,
    },
    /// A neighbour of the head, judged by the rule.
    Neighbour {
        /// The move.
        dir: Dir,
        /// The cell, unless a wall.
        cell: Option<Pos>,
        /// The verdict.
        verdict: NeighbourVerdict,
    },
    /// The candidate: the first step of the shortest path to the food.
    Candidate {
        /// The cell the path steps to.
        next: Pos,
        /// Steps of the path.
        steps: u32,
        /// `rel(head)`.
        rel_head: u32,
        /// `rel(next)`.
        rel_next: u32,
        /// `rel(food)`.
        rel_food: u32,
        /// Free cells between tail and head along the cycle (gaps in the body).
        gaps: u32,
    },
    /// The verdict on the candidate.
    Decided(ShortcutVerdict),
}

/// The pseudo-code the events are numbered against (see [`ShortcutEvent::line`]).
pub const PSEUDOCODE: &[&str] = &[
    "for each cell c: rel(c) <- (index(c) - index(tail)) mod cells",
    "for each neighbour n of head: legal if rel(head) < rel(n) <= rel(food)",
    "next <- first step of the shortest path to food",
    "if next is the cycle's next cell: follow the cycle",
    "if the path is one step and food is next to the tail on the cycle: follow the cycle",
    "if not rel(head) < rel(next) <= rel(food): follow the cycle",
    "if rel(next) > cells - 2 - gaps after the move: follow the cycle",
    "take the shortcut to next",
];

impl ShortcutEvent {
    /// The line of [`PSEUDOCODE`] that produced this event.
    pub fn line(&self) -> usize {
        match self {
            ShortcutEvent::Numbered { .. } => 0,
            ShortcutEvent::Neighbour { .. } => 1,
            ShortcutEvent::Candidate { .. } => 2,
            ShortcutEvent::Decided(v) => match v {
                ShortcutVerdict::OnCycle => 3,
                ShortcutVerdict::BesideTail => 4,
                ShortcutVerdict::Behind | ShortcutVerdict::PastFood => 5,
                ShortcutVerdict::NoRoom => 6,
                ShortcutVerdict::Take => 7,
            },
        }
    }
}

/// The facts the rule looks at, measured from the tail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rel {
    cells: usize,
    head: usize,
    food: usize,
    gaps: usize,
    eats_at: Option<Pos>,
    food_index_beside_tail: bool,
}

impl Rel {
    fn new(cycle: &Cycle, snake: &Snake, food: Pos) -> Rel {
        let tail = snake.tail();
        let head = cycle.rel(tail, snake.head());
        let cells = cycle.len();
        let ti = cycle.index_of(tail);
        let fi = cycle.index_of(food);
        Rel {
            cells,
            head,
            food: cycle.rel(tail, food),
            gaps: head + 1 - snake.len(),
            eats_at: Some(food),
            food_index_beside_tail: (fi + 1) % cells == ti || (ti + 1) % cells == fi,
        }
    }

    /// The neighbour verdict for a free cell at `rel` (not the cycle's next cell).
    fn judge(&self, cell: Pos, rel: usize, snake_len: usize) -> NeighbourVerdict {
        if rel <= self.head {
            return NeighbourVerdict::Behind;
        }
        if rel > self.food {
            return NeighbourVerdict::PastFood;
        }
        // After the move the head is at `rel`; the skipped cells join the gaps. If it eats,
        // the tail stays; otherwise the tail leaves and everything moves one closer to it.
        let eats = self.eats_at == Some(cell);
        let skipped = rel - self.head - 1;
        let gaps_after = self.gaps + skipped;
        let len_after = snake_len + usize::from(eats);
        let full_after = len_after == self.cells;
        if !full_after && rel + gaps_after + 2 > self.cells {
            return NeighbourVerdict::NoRoom;
        }
        NeighbourVerdict::Allowed
    }
}

/// Judges the shortcut `path[1]` (path from head to food) against the cycle, reporting every
/// cell's number, each neighbour of the head, and the verdict.
pub fn judge_shortcut<O: Observer<ShortcutEvent>>(
    grid: &Grid,
    cycle: &Cycle,
    snake: &Snake,
    food: Pos,
    path: &[Pos],
    obs: &mut O,
) -> ShortcutVerdict {
    let head = snake.head();
    let tail = snake.tail();
    let rel = Rel::new(cycle, snake, food);
    let cycle_next = cycle.next(head);
    if O::WATCHING {
        let ti = cycle.index_of(tail);
        for k in 0..cycle.len() {
            let index = (ti + k) % cycle.len();
            obs.observe(ShortcutEvent::Numbered {
                cell: cycle.at(index),
                index: index as u32,
                rel: k as u32,
            });
        }
        for dir in Dir::ALL {
            let cell = grid.neighbour(head, dir);
            let verdict = match cell {
                None => NeighbourVerdict::Wall,
                Some(c) if c == cycle_next => NeighbourVerdict::CycleNext,
                Some(c) if snake.contains(c) => NeighbourVerdict::Body,
                Some(c) => rel.judge(c, cycle.rel(tail, c), snake.len()),
            };
            obs.observe(ShortcutEvent::Neighbour { dir, cell, verdict });
        }
    }
    let next = path[1];
    let rel_next = cycle.rel(tail, next);
    obs.observe(ShortcutEvent::Candidate {
        next,
        steps: (path.len() - 1) as u32,
        rel_head: rel.head as u32,
        rel_next: rel_next as u32,
        rel_food: rel.food as u32,
        gaps: rel.gaps as u32,
    });
    let verdict = if next == cycle_next {
        ShortcutVerdict::OnCycle
    } else if path.len() == 2 && rel.food_index_beside_tail {
        ShortcutVerdict::BesideTail
    } else {
        match rel.judge(next, rel_next, snake.len()) {
            NeighbourVerdict::Behind => ShortcutVerdict::Behind,
            NeighbourVerdict::PastFood => ShortcutVerdict::PastFood,
            NeighbourVerdict::NoRoom => ShortcutVerdict::NoRoom,
            _ => ShortcutVerdict::Take,
        }
    };
    obs.observe(ShortcutEvent::Decided(verdict));
    verdict
}
