//! Each event of a plan in words: one match that names every event, and a function for each
//! event that takes more than a line to say.

use super::super::words::moves;
use crate::algo::splice::{SpliceEvent, StepOrder};
use crate::rules::Pos;

/// What `event` says.
pub(super) fn caption(event: &SpliceEvent) -> String {
    match event {
        SpliceEvent::Plan {
            food,
            along,
            fastest,
            ..
        } => tr!(
            "The food at {food} is {along} along the cycle; no path can reach it in fewer than {fastest}",
            food = food,
            along = moves(*along),
            fastest = moves(*fastest)
        ),
        SpliceEvent::EndSearch { free, .. } => tr!(
            "Only {free} cells are free: try every shorter path to the food, shortest first, \
             for one that leaves the rest in one walk back to the body",
            free = free.len()
        ),
        SpliceEvent::EndFound { way, rest, .. } => tr!(
            "The shortest: {n}, then a walk through the other {rest} cells back to the \
             body; the cycle is rewritten to it",
            n = moves(way.len().saturating_sub(1) as u64),
            rest = rest.len()
        ),
        SpliceEvent::EndNotFound { complete } => end_not_found(*complete),
        SpliceEvent::Force { path } => tr!(
            "Force a fastest path ({n}) into the cycle, edge by edge",
            n = moves(path.len().saturating_sub(1) as u64)
        ),
        SpliceEvent::Cuts { found, tries, .. } => cuts(*found, *tries),
        SpliceEvent::LateCuts { tries } => tr!(
            "No cut fits: try again the {tries} that would save most, their loops clear only of the body still there when each cut's own way arrives",
            tries = tries
        ),
        SpliceEvent::Cut { line, saves } => tr!(
            "Try a straight cut from {n} to {n2}: it would save {saves}",
            n = line.first().map(|p| p.to_string()).unwrap_or_default(),
            n2 = line.last().map(|p| p.to_string()).unwrap_or_default(),
            saves = moves(*saves)
        ),
        SpliceEvent::Square { from, to, fits, .. } => square(*from, *to, *fits),
        SpliceEvent::TwoSplices { from, to, first } => tr!(
            "That square does not fit: first make {b} follow {a} by its own square, so \
             that the square from {from} to {to} fits",
            a = first[0],
            b = first[1],
            from = from,
            to = to
        ),
        SpliceEvent::Split { cells } => tr!(
            "Split: the cycle becomes two, the main one with the head and a loop of {cells} cells",
            cells = cells.len()
        ),
        SpliceEvent::LoopHoldsBody { cell } => tr!(
            "The loop holds {cell}, body that will still be there when the food is eaten: \
             undo",
            cell = cell
        ),
        SpliceEvent::Merge { reversed, .. } => merged(*reversed),
        SpliceEvent::NoMerge { size } => tr!(
            "No square joins the loop of {size} cells back after the food: undo the split",
            size = size
        ),
        SpliceEvent::Checked { along, safe } => checked(*along, *safe),
        SpliceEvent::Undone { from: None, .. } => tr!("Undo: this leads nowhere"),
        SpliceEvent::Undone {
            from: Some(cell), ..
        } => tr!(
            "Back out of {cell}: no fastest path goes on from there; undo the splices that forced it",
            cell = cell
        ),
        SpliceEvent::Pockets {
            moves: length,
            cost,
            cells,
            ..
        } => pockets(*length, *cost, cells.len()),
        SpliceEvent::OtherPath { order, path } => other_path(*order, path.len()),
        SpliceEvent::Weighed {
            fastest,
            cuts,
            cuts_win,
        } => weighed(*fastest, *cuts, *cuts_win),
        SpliceEvent::KeptShorter { before, after, .. } => tr!(
            "Keep the reshaped cycle: the food is {after} away instead of {before}",
            after = moves(*after),
            before = moves(*before)
        ),
    }
}

/// The end game's search found no shorter way: none exists, or its budget ran out.
fn end_not_found(complete: bool) -> String {
    if complete {
        tr!(
            "No shorter path leaves the rest in one walk: the cycle held is already the shortest safe way"
        )
    } else {
        tr!("The search's budget is spent: reshape by splices instead")
    }
}

/// A pass of cuts: the lines found, and how many it tries.
fn cuts(found: u32, tries: u32) -> String {
    if tries >= found {
        tr!(
            "Straight cuts found: {found}; try them all, those that would save most first",
            found = found
        )
    } else {
        tr!(
            "Straight cuts found: {found}; try the {tries} that would save most",
            found = found,
            tries = tries
        )
    }
}

/// The square that would make `to` follow `from`, and whether it can split.
fn square(from: Pos, to: Pos, fits: bool) -> String {
    if fits {
        tr!(
            "To make {to} follow {from}: the square's two cycle edges run opposite ways, it \
             can split",
            to = to,
            from = from
        )
    } else {
        tr!(
            "To make {to} follow {from}: the cycle does not run opposite ways around that \
             square, no split",
            to = to,
            from = from
        )
    }
}

/// The loop joined back, turned round or not.
fn merged(reversed: bool) -> String {
    tr!(
        "Join the loop back at a 2x2 square after the food{n}: one cycle again",
        n = if reversed {
            tr!(", walking it the other way round")
        } else {
            String::new()
        }
    )
}

/// The check's verdict.
fn checked(along: u32, safe: bool) -> String {
    if safe {
        tr!(
            "Checked: every cell is free in time and the body lies behind the head; the food \
             is {along} away",
            along = moves(along)
        )
    } else {
        tr!("Checked: some cell would not be free in time: not safe")
    }
}

/// What a way of `length` moves leaves: `cells` shut off, `cost` moves for the next meal.
fn pockets(length: u32, cost: u32, cells: usize) -> String {
    if cells == 0 {
        tr!(
            "After this way ({way}) the free cells stay in one piece beside the food: \
             nothing added to the next meal",
            way = moves(length)
        )
    } else {
        tr!(
            "After this way ({way}), pockets beside the food shut off free cells, {cells} \
             of them: about {cost} more for the next meal",
            way = moves(length),
            cells = cells,
            cost = moves(cost)
        )
    }
}

/// Another fastest path, of `cells` cells, searched in `order`.
fn other_path(order: StepOrder, cells: usize) -> String {
    let order = match order {
        StepOrder::Planner => tr!("the planner's own order"),
        StepOrder::CycleFirst => tr!("the cycle's next cell first"),
        StepOrder::MostOpen => tr!("the cell with most open sides first"),
        StepOrder::OtherTurns => {
            tr!("the cell with fewest open sides first, the turns the other way")
        }
    };
    tr!(
        "That path leaves pockets: force another fastest path ({n}), trying {order}, \
         and count what it leaves",
        n = moves(cells.saturating_sub(1) as u64),
        order = order
    )
}

/// The fastest path and the cuts' way weighed, and which is kept.
fn weighed(fastest: [u32; 2], cuts: [u32; 2], cuts_win: bool) -> String {
    let text = tr!(
        "Weigh twice the moves plus the pockets: the fastest path 2 x {f} + {fp} = \
         {ft}, the cuts 2 x {c} + {cp} = {ct}",
        f = fastest[0],
        fp = fastest[1],
        ft = 2 * fastest[0] + fastest[1],
        c = cuts[0],
        cp = cuts[1],
        ct = 2 * cuts[0] + cuts[1]
    );
    let verdict = if cuts_win {
        tr!("keep the cuts' way")
    } else {
        tr!("keep the fastest path")
    };
    format!("{text}: {verdict}")
}
