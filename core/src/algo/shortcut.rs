//! Shortcuts off the cycle: the rel-index rule.
//!
//! Number the cells along the cycle and measure every index forward from the tail:
//! `rel(c) = (index(c) - index(tail)) mod cells`, so the tail is 0 and a snake lying along the
//! cycle has its head at `length - 1`. A shortcut, the first step of the shortest path to the
//! food, is *in order* if `rel(head) < rel(next) <= rel(food)`: it neither jumps behind the
//! body nor past the food.
//!
//! Being in order is what the rule asks; it is not what makes a move safe. Two rules say when
//! an in-order shortcut is taken ([`ShortcutRule`]):
//! - [`ShortcutRule::Certified`], ours: only with a certificate, a cycle that holds the body
//!   after the step as one unbroken stretch ([`super::certificate`]). The solver then holds
//!   that cycle, and never dies (the argument is in `docs/ALGORITHMS.md`).
//! - [`ShortcutRule::Reference`], the reference project's: always, on a fixed cycle, except
//!   a one-step path to food whose index is next to the tail's. A shortcut skips cells; until
//!   the tail has passed them they are gaps inside the body, free cells *behind* the head.
//!   Only meals shrink the free stretch ahead of the head; if it runs out while gaps remain,
//!   the head's next cycle cell is the tail's and, under `Blocks`, that is death. An optional
//!   margin refuses shortcuts that leave fewer than `tail_margin` free cells ahead of the
//!   head while the body has gaps: that makes the death rarer, never impossible, because
//!   food placed again and again just ahead of the head uses up any margin.

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

/// The verdict on the candidate shortcut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShortcutVerdict {
    /// The first step of the path is the cycle's own next cell: nothing to judge.
    OnCycle,
    /// In order (and, under the reference's margin, with room): take it, under the certified
    /// rule once a certificate is found.
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

    /// Why the rule refuses the step, as the end of a sentence about the step: "lands behind
    /// the head". `None` when the rule does not refuse it. The stage's captions and the
    /// decision's facts both say it this way.
    pub fn refusal(self) -> Option<&'static str> {
        match self {
            ShortcutVerdict::OnCycle | ShortcutVerdict::Take => None,
            ShortcutVerdict::Behind => Some("lands behind the head"),
            ShortcutVerdict::PastFood => Some("jumps past the food"),
            ShortcutVerdict::BesideTail => {
                Some("is a one-step path to food next to the tail on the cycle")
            }
            ShortcutVerdict::NoRoom => {
                Some("would leave gaps in the body and too little free cycle before the tail")
            }
        }
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
        /// The head, the move is from.
        from: Pos,
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

/// Which shortcuts the Hamilton solver takes, once a shortcut is in order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ShortcutRule {
    /// Only with a certificate: a cycle that holds the body after the step unbroken. The
    /// solver then holds that cycle. Never dies, under either tail rule.
    #[default]
    Certified,
    /// The reference project's rule, on a fixed cycle: in order, and not a one-step path to
    /// food beside the tail. With `tail_margin` > 0, a shortcut must also leave that many
    /// free cells ahead of the head while the body has gaps. Can die under `Blocks`.
    Reference {
        /// Free cells to keep ahead of the head while the body has gaps (0: the reference).
        tail_margin: usize,
    },
}

impl ShortcutRule {
    /// The margin the rule keeps ahead of the head while the body has gaps.
    pub fn tail_margin(self) -> usize {
        match self {
            ShortcutRule::Certified => 0,
            ShortcutRule::Reference { tail_margin } => tail_margin,
        }
    }
}

/// The body's place on the cycle, measured from the tail: the facts the rule looks at.
/// Made once per decision ([`BodyOnCycle::measure`]) and handed to the rule's functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyOnCycle {
    cells: usize,
    head: usize,
    food: usize,
    gaps: usize,
    margin: usize,
    food_index_beside_tail: bool,
}

impl BodyOnCycle {
    /// The facts, or `None` if the body does not lie on the cycle in order from the tail (then
    /// `rel` means nothing and the solver must rebuild its cycle first). Walks the body.
    pub fn measure(
        cycle: &Cycle,
        snake: &Snake,
        food: Pos,
        rule: ShortcutRule,
    ) -> Option<BodyOnCycle> {
        if !cycle.holds_in_order(snake.cells(), false) {
            return None;
        }
        BodyOnCycle::measure_known(cycle, snake, food, rule)
    }

    /// The facts for a body its solver knows to lie on the cycle in order (it checked it, or
    /// kept it so by its own moves), without walking the body again: a few lookups. `None`
    /// only if the numbers cannot be those of a body in order.
    pub fn measure_known(
        cycle: &Cycle,
        snake: &Snake,
        food: Pos,
        rule: ShortcutRule,
    ) -> Option<BodyOnCycle> {
        let tail = snake.tail();
        let head = cycle.rel(tail, snake.head());
        let cells = cycle.len();
        let ti = cycle.index_of(tail);
        let fi = cycle.index_of(food);
        let beside = (fi + 1) % cells == ti || (ti + 1) % cells == fi;
        Some(BodyOnCycle {
            cells,
            head,
            food: cycle.rel(tail, food),
            // In order, the body's cells have distinct rels from 0 to `head`.
            gaps: (head + 1).checked_sub(snake.len())?,
            margin: rule.tail_margin(),
            food_index_beside_tail: matches!(rule, ShortcutRule::Reference { .. }) && beside,
        })
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
        if self.margin > 0 && gaps_after > 0 && rel.saturating_add(self.margin) >= self.cells {
            return NeighbourVerdict::NoRoom;
        }
        NeighbourVerdict::Allowed
    }
}

/// Whether any free neighbour of the head, other than the cycle's next cell, passes the rule.
/// When none does, no path can offer a shortcut and the search for one can be skipped.
pub fn any_shortcut_open(grid: &Grid, cycle: &Cycle, snake: &Snake, rel: &BodyOnCycle) -> bool {
    let head = snake.head();
    let tail = snake.tail();
    let cycle_next = cycle.next(head);
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
    rel: &BodyOnCycle,
    obs: &mut O,
) {
    if !O::WATCHING {
        return;
    }
    let head = snake.head();
    let tail = snake.tail();
    let cycle_next = cycle.next(head);
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
        obs.observe(ShortcutEvent::Neighbour {
            from: head,
            dir,
            cell,
            verdict,
        });
    }
}

/// Judges the shortcut `path[1]` (path from head to food, two cells at least) against the
/// cycle, for the body measured in `rel`. Reports every cell's number, each neighbour of the
/// head, and the verdict. `None` if the path has no step.
pub fn judge_shortcut<O: Observer<ShortcutEvent>>(
    grid: &Grid,
    cycle: &Cycle,
    snake: &Snake,
    rel: &BodyOnCycle,
    path: &[Pos],
    obs: &mut O,
) -> Option<ShortcutVerdict> {
    let head = snake.head();
    let tail = snake.tail();
    let cycle_next = cycle.next(head);
    show_numbering(grid, cycle, snake, rel, obs);
    let next = *path.get(1)?;
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
    Some(verdict)
}
