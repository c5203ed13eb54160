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
//! - the margin the reference lacks. A shortcut skips cells; until the tail has passed them
//!   they are gaps inside the body, free cells that lie *behind* the head on the cycle. Only
//!   meals shrink the free stretch ahead of the head (each one by a cell); the tail's progress
//!   through the gaps grows it again. If the stretch runs out while gaps remain, the head's
//!   next cycle cell is the tail's and, under `Blocks`, that is death: the reference's
//!   3 deaths in 1000 games are exactly this, mostly a shortcut eating two cells behind the
//!   tail and the next piece of food appearing in the one cell between. So while the body
//!   has gaps, a shortcut must leave at least `tail_margin` free cells ahead of the head
//!   (`rel(next) + tail_margin < cells`). Running out would then take that many meals in a
//!   row inside the stretch before the tail clears the gaps.

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
    /// Too close behind the tail while the body has gaps: the margin refuses it.
    NoRoom,
    /// In order: a legal shortcut.
    Allowed,
}

/// The margin kept behind the tail by default (see the module documentation): no game of
/// 100,000 on 8x8 or 10x10 dies with it, and it costs no measurable moves.
pub const DEFAULT_TAIL_MARGIN: usize = 4;

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
    "if gaps remain and rel(next) + margin >= cells: follow the cycle",
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
    margin: usize,
    food_index_beside_tail: bool,
}

impl Rel {
    fn new(cycle: &Cycle, snake: &Snake, food: Pos, margin: usize) -> Rel {
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
            margin,
            food_index_beside_tail: (fi + 1) % cells == ti || (ti + 1) % cells == fi,
        }
    }

    /// The verdict for a free neighbour at `rel` that is not the cycle's next cell.
    fn judge(&self, rel: usize) -> NeighbourVerdict {
        if rel <= self.head {
            return NeighbourVerdict::Behind;
        }
        if rel > self.food {
            return NeighbourVerdict::PastFood;
        }
        // The cells jumped over become gaps.
        let gaps_after = self.gaps + (rel - self.head - 1);
        if gaps_after > 0 && rel + self.margin >= self.cells {
            return NeighbourVerdict::NoRoom;
        }
        NeighbourVerdict::Allowed
    }
}

/// Whether any free neighbour of the head, other than the cycle's next cell, passes the rule.
/// When none does, no path can offer a shortcut and the search for one can be skipped.
pub fn any_shortcut_open(
    grid: &Grid,
    cycle: &Cycle,
    snake: &Snake,
    food: Pos,
    tail_margin: usize,
) -> bool {
    let head = snake.head();
    let tail = snake.tail();
    let cycle_next = cycle.next(head);
    let rel = Rel::new(cycle, snake, food, tail_margin);
    grid.neighbours(head).any(|(_, c)| {
        c != cycle_next
            && !snake.contains(c)
            && rel.judge(cycle.rel(tail, c)) == NeighbourVerdict::Allowed
    })
}

/// Reports every cell's number (from the tail) and the rule's verdict on each neighbour of
/// the head. Does nothing unless the observer is watching.
pub fn show_numbering<O: Observer<ShortcutEvent>>(
    grid: &Grid,
    cycle: &Cycle,
    snake: &Snake,
    food: Pos,
    tail_margin: usize,
    obs: &mut O,
) {
    if !O::WATCHING {
        return;
    }
    let head = snake.head();
    let tail = snake.tail();
    let cycle_next = cycle.next(head);
    let rel = Rel::new(cycle, snake, food, tail_margin);
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
            Some(c) => rel.judge(cycle.rel(tail, c)),
        };
        obs.observe(ShortcutEvent::Neighbour { dir, cell, verdict });
    }
}

/// Judges the shortcut `path[1]` (path from head to food) against the cycle, keeping
/// `tail_margin` free cells ahead of the head while the body has gaps (0 is the reference's
/// rule). Reports every cell's number, each neighbour of the head, and the verdict.
pub fn judge_shortcut<O: Observer<ShortcutEvent>>(
    grid: &Grid,
    cycle: &Cycle,
    snake: &Snake,
    food: Pos,
    path: &[Pos],
    tail_margin: usize,
    obs: &mut O,
) -> ShortcutVerdict {
    let head = snake.head();
    let tail = snake.tail();
    let rel = Rel::new(cycle, snake, food, tail_margin);
    let cycle_next = cycle.next(head);
    show_numbering(grid, cycle, snake, food, tail_margin, obs);
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
        match rel.judge(rel_next) {
            NeighbourVerdict::Behind => ShortcutVerdict::Behind,
            NeighbourVerdict::PastFood => ShortcutVerdict::PastFood,
            NeighbourVerdict::NoRoom => ShortcutVerdict::NoRoom,
            _ => ShortcutVerdict::Take,
        }
    };
    obs.observe(ShortcutEvent::Decided(verdict));
    verdict
}
