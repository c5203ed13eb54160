//! A fact's words: what "Why this move?" says of each fact a decision notes, in the language in
//! use, one function a fact, grouped by the solvers that note them.

use super::{CycleOrigin, Fact};
use crate::algo::shortcut::ShortcutVerdict;
use crate::algo::splice::Reshape;
use crate::rules::{Dir, Pos};
use crate::stages::words;
use std::fmt;

impl fmt::Display for Fact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words())
    }
}

impl Fact {
    /// The fact as a sentence in the language in use: the words beside each fact, grouped by
    /// the solvers that note them.
    fn words(&self) -> String {
        match self {
            // Greedy's four checks.
            Fact::PathToFood { steps, first } => path_to_food(*steps, *first),
            Fact::SearchedPathToFood { steps, first } => searched_path_to_food(*steps, *first),
            Fact::VirtualSnakeAte {
                length, board_full, ..
            } => virtual_snake_ate(*length, *board_full),
            Fact::VirtualTailReachable { steps } => virtual_tail_reachable(*steps),
            Fact::TailReachable { steps, first } => tail_reachable(*steps, *first),
            Fact::FarthestFromFood { dir, distance } => farthest_from_food(*dir, *distance),
            // Hamilton's shortcuts.
            Fact::ShortcutsAllowed { length, limit } => shortcuts_allowed(*length, *limit),
            Fact::NoShortcutOpen => tr!("no neighbour of the head is a shortcut in order"),
            Fact::CertificateLater {
                refused_at,
                next_try,
            } => certificate_later(*refused_at, *next_try),
            Fact::CycleIsShortest { moves } => cycle_is_shortest(*moves),
            Fact::PathNotShorter { path, cycle } => path_not_shorter(*path, *cycle),
            Fact::ShortcutRule {
                verdict,
                rel_head,
                rel_next,
                rel_food,
            } => shortcut_rule(*verdict, *rel_head, *rel_next, *rel_food),
            // The cycle a solver holds.
            Fact::CycleBuilt { origin, cells } => cycle_built(*origin, *cells),
            Fact::CycleRebuilt { built, left_out } => cycle_rebuilt(*built, *left_out),
            Fact::Certificate {
                next,
                certified,
                now,
                before,
            } => certificate(*next, *certified, *now, *before),
            Fact::FollowCycle {
                next,
                index,
                reverse,
            } => follow_cycle(*next, *index, *reverse),
            // Splice's reshaped cycle.
            Fact::Spliced(reshape) => spliced(reshape),
            Fact::FollowRing { next } => tr!("follow the cycle to {next}", next = next),
            // Backtrack's plans.
            Fact::Planned {
                steps,
                reverse,
                needs_certificate,
            } => planned(*steps, *reverse, *needs_certificate),
            Fact::PlanStep { left } => {
                tr!("next step of the approach ({left} left)", left = left)
            }
            // Any solver.
            Fact::Rescued { intended, taken } => rescued(*intended, *taken),
            Fact::Key { dir } => tr!("key pressed: {dir}", dir = dir.way()),
            Fact::Reported(check) => check.to_string(),
            Fact::Said(words) => tr!("the solver says: {words}", words = words),
            Fact::Failed { problem } => tr!("the solver failed: {problem}", problem = problem),
        }
    }
}

// Greedy's checks: the path to the food, the virtual snake that walks it, the tails, and the
// move of last resort.

/// The shortest path to the food, with its first move, or none.
fn path_to_food(steps: Option<u32>, first: Option<Dir>) -> String {
    match steps {
        Some(s) => {
            tr!("shortest path to food found with {n}", n = words::steps(s)) + &first_move(first)
        }
        None => tr!("no path to the food"),
    }
}

/// The path a search other than BFS found to the food, with its first move, or none.
fn searched_path_to_food(steps: Option<u32>, first: Option<Dir>) -> String {
    match steps {
        Some(s) => tr!("path to food found with {n}", n = words::steps(s)) + &first_move(first),
        None => tr!("no path to the food"),
    }
}

/// ", first move Up", when the first move is known.
fn first_move(first: Option<Dir>) -> String {
    first
        .map(|d| tr!(", first move {d}", d = d.way()))
        .unwrap_or_default()
}

/// The virtual snake's meal, and whether it fills the board.
fn virtual_snake_ate(length: usize, board_full: bool) -> String {
    if board_full {
        tr!(
            "virtual snake eats it and fills the board (length {length})",
            length = length
        )
    } else {
        tr!("virtual snake eats it (length {length})", length = length)
    }
}

/// Whether the virtual snake's tail is reachable by a path of more than one step.
fn virtual_tail_reachable(steps: Option<u32>) -> String {
    match steps {
        Some(s) if s > 1 => {
            tr!(
                "its tail is reachable by a path of {n}",
                n = words::steps(s)
            )
        }
        _ => tr!(
            "its tail is not reachable by a path of more than one step{n}",
            n = steps
                .map(|s| format!(" (best {})", words::steps(s)))
                .unwrap_or_default()
        ),
    }
}

/// Whether the real snake's tail is reachable by a path of more than one step, and how.
fn tail_reachable(steps: Option<u32>, first: Option<Dir>) -> String {
    match steps {
        Some(s) if s > 1 => {
            tr!(
                "the snake's own tail is reachable by a path of {n}",
                n = words::steps(s)
            ) + &first_move(first)
        }
        _ => tr!("the snake's own tail is not reachable by a path of more than one step"),
    }
}

/// The safe move farthest from the food, or that none is left.
fn farthest_from_food(dir: Option<Dir>, distance: u32) -> String {
    match dir {
        Some(d) => tr!(
            "safe move farthest from the food: {d} (distance {distance})",
            d = d.way(),
            distance = distance
        ),
        None => tr!("no safe move is left"),
    }
}

// Hamilton's shortcuts: whether one is allowed, sought, and in order.

/// Whether the snake is still short enough for shortcuts.
fn shortcuts_allowed(length: usize, limit: usize) -> String {
    if length < limit {
        tr!(
            "length {length} < {limit}: shortcuts allowed",
            length = length,
            limit = limit
        )
    } else {
        tr!(
            "length {length} >= {limit}: no more shortcuts",
            length = length,
            limit = limit
        )
    }
}

/// A certificate refused lately, and when the next try comes.
fn certificate_later(refused_at: u64, next_try: u64) -> String {
    tr!(
        "a certificate for this food was refused at tick {refused_at}; on a board this \
         large the next try waits until tick {next_try}: follow the cycle",
        refused_at = refused_at,
        next_try = next_try
    )
}

/// The cycle already reaches the food as fast as any path.
fn cycle_is_shortest(moves: u32) -> String {
    tr!(
        "the cycle reaches the food in {n}, as few as any path could: no shortcut needed",
        n = words::moves(moves)
    )
}

/// The shortest path is no shorter than the cycle's way.
fn path_not_shorter(path: u32, cycle: u32) -> String {
    tr!(
        "the shortest path ({n}) is no shorter than the way along the cycle ({n2}): keep \
         to the cycle",
        n = words::steps(path),
        n2 = words::moves(cycle)
    )
}

/// The rel-index rule's verdict, with the three numbers it compared.
fn shortcut_rule(verdict: ShortcutVerdict, rel_head: u32, rel_next: u32, rel_food: u32) -> String {
    let order = tr!(
        "rel(head) {rel_head}, rel(next) {rel_next}, rel(food) {rel_food}",
        rel_head = rel_head,
        rel_next = rel_next,
        rel_food = rel_food
    );
    match (verdict, verdict.refusal()) {
        (_, Some(why)) => tr!(
            "shortcut refused, it {why}: {order}",
            why = why,
            order = order
        ),
        (ShortcutVerdict::OnCycle, None) => {
            tr!("the path starts along the cycle ({order})", order = order)
        }
        (_, None) => tr!("shortcut in order: {order}", order = order),
    }
}

// The cycle a solver holds: built, rebuilt, certified anew, followed.

/// The cycle built when the solver was set up, and how.
fn cycle_built(origin: CycleOrigin, cells: u32) -> String {
    match origin {
        CycleOrigin::Body => {
            tr!(
                "built a cycle of {cells} cells from the body",
                cells = cells
            )
        }
        CycleOrigin::Backtracking { start, .. } => tr!(
            "built a cycle of {cells} cells by backtracking from {start}",
            cells = cells,
            start = start
        ),
    }
}

/// A cycle built anew after the body left the one held, or why none could be.
fn cycle_rebuilt(built: bool, left_out: u32) -> String {
    match (built, left_out) {
        (true, _) => {
            tr!("the body had left the cycle it held: built a new cycle from the body")
        }
        (false, 0) => {
            tr!("the body has left its cycle, and no cycle holds it now: no guarantee from here")
        }
        (false, left_out) => tr!(
            "the body has left its cycle, and the search found no cycle for it within its \
             budget ({left_out} free cells left out): no guarantee from here",
            left_out = left_out
        ),
    }
}

/// A move off the cycle, certified or refused, with the food's distance on each cycle.
fn certificate(next: Pos, certified: bool, now: Option<u32>, before: Option<u32>) -> String {
    match (certified, now, before) {
        (true, _, _) => {
            tr!(
                "certified: a cycle built from the body the snake would have at {next} holds \
                 it unbroken",
                next = next
            ) + &certified_gain(now, before)
        }
        (false, Some(now), Some(before)) => tr!(
            "a cycle holds the body the snake would have at {next}, but on it the food is \
             {n} away, no closer than {before}: refused",
            next = next,
            n = words::moves(now),
            before = before
        ),
        (false, _, _) => tr!(
            "no certificate: no cycle was found that holds the body the snake would have \
             at {next}: refused",
            next = next
        ),
    }
}

/// What a certified move gains: the meal itself, or the food brought closer.
fn certified_gain(now: Option<u32>, before: Option<u32>) -> String {
    match (now, before) {
        (Some(0), _) => tr!("; the move eats"),
        (Some(now), Some(before)) => tr!(
            ", and on it the food is {n} away instead of {before}",
            n = words::moves(now),
            before = before
        ),
        _ => String::new(),
    }
}

/// The next cell along the cycle, and which way round.
fn follow_cycle(next: Pos, index: u32, reverse: bool) -> String {
    tr!(
        "follow the cycle{n} to {next} (index {index})",
        n = if reverse {
            tr!(" backward")
        } else {
            String::new()
        },
        next = next,
        index = index
    )
}

/// What reshaping the cycle toward the food did.
fn spliced(reshape: &Reshape) -> String {
    match *reshape {
        Reshape::Shortest { along } => tr!(
            "the food is {n} along the cycle, as few as any path could take",
            n = words::moves(along)
        ),
        Reshape::Unchanged { along, fastest } => tr!(
            "the food is {n} along the cycle (a path could take {n2}); nothing has changed \
             since the last splices found no shorter way",
            n = words::moves(along),
            n2 = words::moves(fastest)
        ),
        Reshape::Shorter {
            before,
            after,
            fastest,
            squares,
        } => tr!(
            "splices reshaped the cycle ({n} tried): the food is {n2} away instead of {n3} \
             ({n4} won; no path could take fewer than {n5})",
            n = words::squares(squares),
            n2 = words::moves(after),
            n3 = words::moves(before),
            n4 = words::moves(before - after),
            n5 = words::moves(fastest)
        ),
        Reshape::NoneShorter {
            along,
            fastest,
            squares,
        } => tr!(
            "the food is {n} along the cycle and a path could take {n2}, but none of the {n3} \
             tried makes the cycle shorter yet",
            n = words::moves(along),
            n2 = words::moves(fastest),
            n3 = words::squares(squares)
        ),
        Reshape::Weighed {
            along,
            fastest,
            pockets,
            squares,
        } => tr!(
            "the food is {n} along the cycle; a fastest path of {n2} would shut off pockets \
             beside the food, about {n3} more for the next meal, so the cycle held stays \
             ({n4} tried)",
            n = words::moves(along),
            n2 = words::moves(fastest),
            n3 = words::moves(pockets),
            n4 = words::squares(squares)
        ),
        Reshape::Unreachable { along } => tr!(
            "no path reaches the food now; the cycle does, in {n}",
            n = words::moves(along)
        ),
    }
}

// Backtrack's plans, and what any solver may note.

/// A direct approach to the food: accepted, in need of a certificate, or none.
fn planned(steps: Option<u32>, reverse: bool, needs_certificate: bool) -> String {
    match (steps, needs_certificate) {
        (Some(s), true) => tr!(
            "a direct approach of {n} reaches the food, but after the meal the cycle would \
             hold the body in neither direction: it needs a certificate",
            n = words::steps(s)
        ),
        (Some(s), false) => tr!(
            "direct approach of {n} accepted; afterwards follow the cycle {n2}",
            n = words::steps(s),
            n2 = if reverse {
                tr!("backward")
            } else {
                tr!("forward")
            }
        ),
        (None, _) => tr!("no safe direct approach: keep following the cycle"),
    }
}

/// A fatal move turned into a safe one, or none left.
fn rescued(intended: Dir, taken: Option<Dir>) -> String {
    match taken {
        Some(t) => tr!(
            "{intended} would be fatal: took the safe move {t} instead",
            intended = intended.way(),
            t = t.way()
        ),
        None => tr!(
            "{intended} is fatal and no safe move is left",
            intended = intended.way()
        ),
    }
}
