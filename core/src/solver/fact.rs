//! The facts a decision notes, one variant each, and beside each, its words: what "Why this
//! move?" says of it, in the language in use. A fact is plain data (the numbers and cells it
//! was decided by); the words are made from it when shown.

use crate::algo::shortcut::ShortcutVerdict;
use crate::algo::splice::Reshape;
use crate::rules::{Dir, Pos};
use crate::stages::report::ReportedCheck;
use crate::stages::words;
use std::fmt;

/// How a solver came by the cycle it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CycleOrigin {
    /// Built from the snake's body (the cycle-from-body stage).
    Body,
    /// Built by the backtracking search from a corner.
    Backtracking {
        /// The corner.
        start: Pos,
        /// The search's budget.
        budget: u64,
    },
}

/// What one check found. Each variant reads as a sentence (see its `Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// Greedy (1), Hamilton: the shortest path to the food, if any, and its length in steps.
    PathToFood {
        /// Steps of the path, if found.
        steps: Option<u32>,
        /// The path's first move.
        first: Option<Dir>,
    },
    /// Greedy (2): a virtual copy of the snake walked the path and ate.
    VirtualSnakeAte {
        /// The copy's length after the meal.
        length: usize,
        /// Whether the copy then fills the board.
        board_full: bool,
        /// The copy's cells, head first: the ghost the next check searches around.
        body: Vec<Pos>,
    },
    /// Greedy (2): the copy's longest path to its own tail (searched on the copy's board, see
    /// [`Decision::virtual_body`](super::Decision::virtual_body)).
    VirtualTailReachable {
        /// Steps of that path, if any.
        steps: Option<u32>,
    },
    /// Greedy (3): the real snake's longest path to its tail.
    TailReachable {
        /// Steps of that path, if any.
        steps: Option<u32>,
        /// Its first move.
        first: Option<Dir>,
    },
    /// Greedy (4): the safe move that ends farthest from the food, if any is safe.
    FarthestFromFood {
        /// The move, if any is safe.
        dir: Option<Dir>,
        /// Its Manhattan distance to the food.
        distance: u32,
    },
    /// Hamilton: are shortcuts allowed at this length?
    ShortcutsAllowed {
        /// The snake's length.
        length: usize,
        /// Shortcuts stop at this length.
        limit: usize,
    },
    /// Hamilton (certified): the cycle held reaches the food in as few moves as any path could
    /// (its Manhattan distance), so no shortcut is sought.
    CycleIsShortest {
        /// Moves to the food along the cycle.
        moves: u32,
    },
    /// Hamilton (certified): the shortest path to the food is no shorter than the way along
    /// the cycle held, so no certificate could bring the food closer.
    PathNotShorter {
        /// Steps of the shortest path.
        path: u32,
        /// Moves along the cycle.
        cycle: u32,
    },
    /// Hamilton: no neighbour of the head passes the rel-index rule, so no path can offer a
    /// shortcut and none is sought.
    NoShortcutOpen,
    /// Hamilton (certified), on a large board: a certificate for this food was refused at
    /// `refused_at`; the next try waits until `next_try` (a certificate costs a search over
    /// the whole board).
    CertificateLater {
        /// The tick of the refusal.
        refused_at: u64,
        /// The first tick of the next try.
        next_try: u64,
    },
    /// Cycle solvers, first decision: the cycle the solver built when it was set up (its
    /// construction replays under this check).
    CycleBuilt {
        /// How it was built.
        origin: CycleOrigin,
        /// Cells on the cycle.
        cells: u32,
    },
    /// Cycle solvers: the body did not lie on the cycle as the solver's invariant needs (after
    /// a rescue, or from a start off the cycle), so a cycle was built anew from the body.
    CycleRebuilt {
        /// Whether a cycle could be built; if not, the solver promises nothing from here.
        built: bool,
        /// Free cells the longest path from head to tail left out, when the search gave up; 0
        /// when no cycle holds the body (proven).
        left_out: u32,
    },
    /// A move off the cycle was checked for a certificate: a cycle that holds the body after
    /// the move as one unbroken stretch (and, for a shortcut, brings the food closer).
    Certificate {
        /// The cell the body's head reaches (the shortcut's step, or the approach's food).
        next: Pos,
        /// Whether the move is certified; the solver then holds the new cycle.
        certified: bool,
        /// Moves to the food along the new cycle, if one was found and compared.
        now: Option<u32>,
        /// Moves to the food after a step along the old cycle, when compared.
        before: Option<u32>,
    },
    /// Hamilton: the rel-index rule's verdict on the path's first step.
    ShortcutRule {
        /// The verdict.
        verdict: ShortcutVerdict,
        /// `rel(head)`.
        rel_head: u32,
        /// `rel(next)`.
        rel_next: u32,
        /// `rel(food)`.
        rel_food: u32,
    },
    /// Splice: what reshaping the cycle toward the food did at this move.
    Spliced(Reshape),
    /// Splice: the next cell along the (reshaped) cycle.
    FollowRing {
        /// That cell.
        next: Pos,
    },
    /// Cycle solvers: the next cell along the cycle.
    FollowCycle {
        /// That cell.
        next: Pos,
        /// Its index on the cycle.
        index: u32,
        /// Whether the cycle is followed backward.
        reverse: bool,
    },
    /// Backtrack: a new plan towards the mouse was sought.
    Planned {
        /// Steps of the approach, if one was found.
        steps: Option<u32>,
        /// The cycle direction afterwards.
        reverse: bool,
        /// The approach reaches the food, but the cycle would hold the body after the meal in
        /// neither direction: it is taken only with a certificate (the next check).
        needs_certificate: bool,
    },
    /// Backtrack: the next step of the current plan.
    PlanStep {
        /// Steps left after this one.
        left: u32,
    },
    /// Any solver: the intended move was fatal, so another safe move was taken.
    Rescued {
        /// The intended move.
        intended: Dir,
        /// The safe move taken instead, if any.
        taken: Option<Dir>,
    },
    /// A check a solver reports in its own words (a solver of yours, or an external one).
    Reported(ReportedCheck),
    /// What a solver outside snakescope said about its decision as a whole (a Battlesnake
    /// bot's shout, a program's caption).
    Said(String),
    /// The solver failed to decide; the game stops here.
    Failed {
        /// What went wrong.
        problem: String,
    },
    /// Manual play: the key pressed.
    Key {
        /// The move.
        dir: Dir,
    },
}

impl fmt::Display for Fact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fact::PathToFood {
                steps: Some(s),
                first,
            } => {
                f.write_str(&tr!("shortest path to food found with {n}", n = words::steps(*s)))?;
                if let Some(d) = first {
                    f.write_str(&tr!(", first move {d}", d = d))?;
                }
                Ok(())
            }
            Fact::PathToFood { steps: None, .. } => f.write_str(&tr!("no path to the food")),
            Fact::VirtualSnakeAte {
                length,
                board_full: true,
                ..
            } => f.write_str(&tr!("virtual snake eats it and fills the board (length {length})", length = length)),
            Fact::VirtualSnakeAte { length, .. } => {
                f.write_str(&tr!("virtual snake eats it (length {length})", length = length))
            }
            Fact::VirtualTailReachable { steps: Some(s) } if *s > 1 => {
                f.write_str(&tr!("its tail is reachable by a path of {n}", n = words::steps(*s)))
            }
            Fact::VirtualTailReachable { steps } => f.write_str(&tr!("its tail is not reachable by a path of more than one step{n}", n = steps
                    .map(|s| format!(" (best {})", words::steps(s)))
                    .unwrap_or_default())),
            Fact::TailReachable {
                steps: Some(s),
                first,
            } if *s > 1 => {
                f.write_str(&tr!("the snake's own tail is reachable by a path of {n}", n = words::steps(*s)))?;
                if let Some(d) = first {
                    f.write_str(&tr!(", first move {d}", d = d))?;
                }
                Ok(())
            }
            Fact::TailReachable { .. } => {
                f.write_str(&tr!("the snake's own tail is not reachable by a path of more than one step"))
            }
            Fact::FarthestFromFood {
                dir: Some(d),
                distance,
            } => f.write_str(&tr!("safe move farthest from the food: {d} (distance {distance})", d = d, distance = distance)),
            Fact::FarthestFromFood { dir: None, .. } => f.write_str(&tr!("no safe move is left")),
            Fact::ShortcutsAllowed { length, limit } if length < limit => {
                f.write_str(&tr!("length {length} < {limit}: shortcuts allowed", length = length, limit = limit))
            }
            Fact::ShortcutsAllowed { length, limit } => {
                f.write_str(&tr!("length {length} >= {limit}: no more shortcuts", length = length, limit = limit))
            }
            Fact::NoShortcutOpen => f.write_str(&tr!("no neighbour of the head is a shortcut in order")),
            Fact::CertificateLater {
                refused_at,
                next_try,
            } => f.write_str(&tr!("a certificate for this food was refused at tick {refused_at}; on a board this \
                 large the next try waits until tick {next_try}: follow the cycle", refused_at = refused_at, next_try = next_try)),
            Fact::CycleIsShortest { moves } => f.write_str(&tr!("the cycle reaches the food in {n}, as few as any path could: no shortcut needed", n = words::moves(*moves))),
            Fact::PathNotShorter { path, cycle } => f.write_str(&tr!("the shortest path ({n}) is no shorter than the way along the cycle ({n2}): keep \
                 to the cycle", n = words::steps(*path), n2 = words::moves(*cycle))),
            Fact::CycleBuilt { origin, cells } => match origin {
                CycleOrigin::Body => f.write_str(&tr!("built a cycle of {cells} cells from the body", cells = cells)),
                CycleOrigin::Backtracking { start, .. } => f.write_str(&tr!("built a cycle of {cells} cells by backtracking from {start}", cells = cells, start = start)),
            },
            Fact::CycleRebuilt { built: true, .. } => {
                f.write_str(&tr!("the body had left the cycle it held: built a new cycle from the body"))
            }
            Fact::CycleRebuilt {
                built: false,
                left_out: 0,
            } => f.write_str(&tr!("the body has left its cycle, and no cycle holds it now: no guarantee from here"),
            ),
            Fact::CycleRebuilt {
                built: false,
                left_out,
            } => f.write_str(&tr!("the body has left its cycle, and the search found no cycle for it within its \
                 budget ({left_out} free cells left out): no guarantee from here", left_out = left_out)),
            Fact::Certificate {
                next,
                certified: true,
                now,
                before,
            } => {
                f.write_str(&tr!("certified: a cycle built from the body the snake would have at {next} holds \
                     it unbroken", next = next))?;
                match (now, before) {
                    (Some(0), _) => f.write_str(&tr!("; the move eats"))?,
                    (Some(now), Some(before)) => f.write_str(&tr!(", and on it the food is {n} away instead of {before}", n = words::moves(*now), before = before))?,
                    _ => {}
                }
                Ok(())
            }
            Fact::Certificate {
                next,
                certified: false,
                now: Some(now),
                before: Some(before),
            } => f.write_str(&tr!("a cycle holds the body the snake would have at {next}, but on it the food is \
                 {n} away, no closer than {before}: refused", next = next, n = words::moves(*now), before = before)),
            Fact::Certificate { next, .. } => f.write_str(&tr!("no certificate: no cycle was found that holds the body the snake would have \
                 at {next}: refused", next = next)),
            Fact::ShortcutRule {
                verdict,
                rel_head,
                rel_next,
                rel_food,
            } => {
                let order =
                    tr!("rel(head) {rel_head}, rel(next) {rel_next}, rel(food) {rel_food}", rel_head = rel_head, rel_next = rel_next, rel_food = rel_food);
                match (verdict, verdict.refusal()) {
                    (_, Some(why)) => f.write_str(&tr!("shortcut refused, it {why}: {order}", why = why, order = order)),
                    (ShortcutVerdict::OnCycle, None) => {
                        f.write_str(&tr!("the path starts along the cycle ({order})", order = order))
                    }
                    (_, None) => f.write_str(&tr!("shortcut in order: {order}", order = order)),
                }
            }
            Fact::Spliced(r) => match r {
                Reshape::Shortest { along } => f.write_str(&tr!("the food is {n} along the cycle, as few as any path could take", n = words::moves(*along))),
                Reshape::Unchanged { along, fastest } => f.write_str(&tr!("the food is {n} along the cycle (a path could take {n2}); nothing has changed \
                     since the last splices found no shorter way", n = words::moves(*along), n2 = words::moves(*fastest))),
                Reshape::Shorter {
                    before,
                    after,
                    fastest,
                    squares,
                } => f.write_str(&tr!("splices reshaped the cycle ({n} tried): the food is {n2} away instead of {n3} \
                     ({n4} won; no path could take fewer than {n5})", n = words::squares(*squares), n2 = words::moves(*after), n3 = words::moves(*before), n4 = words::moves(before - after), n5 = words::moves(*fastest))),
                Reshape::Kept {
                    along,
                    fastest,
                    squares,
                } => f.write_str(&tr!("the food is {n} along the cycle and a path could take {n2}, but none of the {n3} \
                     tried makes the cycle shorter yet", n = words::moves(*along), n2 = words::moves(*fastest), n3 = words::squares(*squares))),
                Reshape::Unreachable { along } => f.write_str(&tr!("no path reaches the food now; the cycle does, in {n}", n = words::moves(*along))),
            },
            Fact::FollowRing { next } => f.write_str(&tr!("follow the cycle to {next}", next = next)),
            Fact::FollowCycle {
                next,
                index,
                reverse,
            } => f.write_str(&tr!("follow the cycle{n} to {next} (index {index})", n = if *reverse { tr!(" backward") } else { String::new() }, next = next, index = index)),
            Fact::Planned {
                steps: Some(s),
                needs_certificate: true,
                ..
            } => f.write_str(&tr!("a direct approach of {n} reaches the food, but after the meal the cycle would \
                 hold the body in neither direction: it needs a certificate", n = words::steps(*s))),
            Fact::Planned {
                steps: Some(s),
                reverse,
                ..
            } => f.write_str(&tr!("direct approach of {n} accepted; afterwards follow the cycle {n2}", n = words::steps(*s), n2 = if *reverse { tr!("backward") } else { tr!("forward") })),
            Fact::Planned { steps: None, .. } => {
                f.write_str(&tr!("no safe direct approach: keep following the cycle"))
            }
            Fact::PlanStep { left } => f.write_str(&tr!("next step of the approach ({left} left)", left = left)),
            Fact::Rescued {
                intended,
                taken: Some(t),
            } => f.write_str(&tr!("{intended} would be fatal: took the safe move {t} instead", intended = intended, t = t)),
            Fact::Rescued {
                intended,
                taken: None,
            } => f.write_str(&tr!("{intended} is fatal and no safe move is left", intended = intended)),
            Fact::Key { dir } => f.write_str(&tr!("key pressed: {dir}", dir = dir)),
            Fact::Reported(check) => write!(f, "{check}"),
            Fact::Said(words) => f.write_str(&tr!("the solver says: {words}", words = words)),
            Fact::Failed { problem } => f.write_str(&tr!("the solver failed: {problem}", problem = problem)),
        }
    }
}
