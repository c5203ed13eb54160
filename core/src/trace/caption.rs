//! Each event in plain words, for the caption under the board and the text traces.

use crate::algo::StageEvent;
use crate::algo::approach::ApproachEvent;
use crate::algo::backtrack::BacktrackEvent;
use crate::algo::bfs::{BfsEvent, BfsRefusal};
use crate::algo::body_cycle::{CycleEvent, list_cells};
use crate::algo::certificate::CertificateEvent;
use crate::algo::longest::{LongestEvent, PairRefusal};
use crate::algo::numbered::{NumberedEvent, NumberedRefusal};
use crate::algo::shortcut::{NeighbourVerdict, ShortcutEvent, ShortcutVerdict};
use crate::algo::splice::SpliceEvent;
use crate::rules::Dir;

/// "1 step", "2 steps".
fn steps(n: impl Into<u64>) -> String {
    match n.into() {
        1 => "1 step".to_string(),
        n => format!("{n} steps"),
    }
}

/// Captions for a stage's events, one per event. A BFS "dequeued" caption also says which
/// neighbours the expansion found free and new, looking ahead at the events it caused.
pub fn captions(events: &[StageEvent]) -> Vec<String> {
    (0..events.len()).map(|i| caption_at(events, i)).collect()
}

/// The caption of event `i`, looking ahead where the event's meaning needs it.
pub fn caption_at(events: &[StageEvent], i: usize) -> String {
    if let StageEvent::Bfs(BfsEvent::Dequeued { cell, distance }) = &events[i] {
        if let Some(StageEvent::Bfs(BfsEvent::Found { .. })) = events.get(i + 1) {
            return format!("Dequeued {cell} at distance {distance}: it is the target");
        }
        let found: Vec<Dir> = events[i + 1..]
            .iter()
            .map_while(|e| match e {
                StageEvent::Bfs(BfsEvent::Discovered { dir, .. }) => Some(Some(*dir)),
                StageEvent::Bfs(BfsEvent::Refused { .. }) => Some(None),
                _ => None,
            })
            .flatten()
            .collect();
        let rest = match found.as_slice() {
            [] => "no neighbour is free and new".to_string(),
            [d] => format!("its neighbour {d} is free and new"),
            ds => {
                let names: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
                let (last, first) = names.split_last().expect("two or more");
                format!(
                    "its neighbours {} and {last} are free and new",
                    first.join(", ")
                )
            }
        };
        return format!("Dequeued {cell} at distance {distance}; {rest}");
    }
    caption(&events[i])
}

/// The caption of one event on its own.
pub fn caption(event: &StageEvent) -> String {
    match event {
        StageEvent::Bfs(e) => bfs(e),
        StageEvent::Longest(e) => longest(e),
        StageEvent::Cycle(e) => cycle(e),
        StageEvent::Shortcut(e) => shortcut(e),
        StageEvent::Numbering(e) => numbered(e),
        StageEvent::Backtrack(e) => backtrack(e),
        StageEvent::Approach(e) => approach(e),
        StageEvent::Certificate(e) => certificate(e),
        StageEvent::Splice(e) => splice(e),
    }
}

fn bfs(e: &BfsEvent) -> String {
    match e {
        BfsEvent::Start {
            start,
            heading,
            target,
        } => format!("Search from {start} to {target}; {heading} is tried first"),
        BfsEvent::Dequeued { cell, distance } => format!("Dequeued {cell} at distance {distance}"),
        BfsEvent::Discovered {
            cell,
            from,
            dir,
            distance,
        } => format!("{cell} ({dir} of {from}) is free and new: distance {distance}"),
        BfsEvent::Refused { from, dir, reason } => match reason {
            BfsRefusal::Wall => format!("{dir} of {from} is the wall"),
            BfsRefusal::Blocked(c) => format!("{dir} of {from}, {c}, is the body"),
            BfsRefusal::Seen(c, d) => {
                format!("{dir} of {from}, {c}, was already found at distance {d}")
            }
        },
        BfsEvent::Found { path } => format!(
            "Reached the target: the path has {}",
            steps(path.len().saturating_sub(1) as u64)
        ),
        BfsEvent::Exhausted { reached } => {
            format!("The queue is empty after {reached} cells: the target cannot be reached")
        }
    }
}

fn longest(e: &LongestEvent) -> String {
    match e {
        LongestEvent::Begin { path, via: None } => format!(
            "Start from the shortest path, {}",
            steps(path.len().saturating_sub(1) as u64)
        ),
        LongestEvent::Begin { path, via: Some(v) } => format!(
            "Start from the shortest path through {v}, {}; extend the part after {v} first",
            steps(path.len().saturating_sub(1) as u64)
        ),
        LongestEvent::NoPath => "There is no path at all".to_string(),
        LongestEvent::TryPair { cur, next, side } => {
            format!(
                "Try to push the step {cur} -> {next} out to the {}",
                side_word(*side)
            )
        }
        LongestEvent::Refused { side, reason, .. } => match reason {
            PairRefusal::Wall => format!("{} side: the wall", cap(side_word(*side))),
            PairRefusal::Blocked(c) => format!("{} side: {c} is the body", cap(side_word(*side))),
            PairRefusal::OnPath(c) => {
                format!("{} side: {c} is already on the path", cap(side_word(*side)))
            }
        },
        LongestEvent::Extended {
            cur,
            next,
            a,
            b,
            steps: n,
        } => format!(
            "Extended {cur} -> {next} into {cur} -> {a} -> {b} -> {next}: {}",
            steps(*n)
        ),
        LongestEvent::MovedOn { next, .. } => format!("No side is free: move on to {next}"),
        LongestEvent::Done { path } => format!(
            "Reached the end: the path has {}",
            steps(path.len().saturating_sub(1) as u64)
        ),
    }
}

fn side_word(d: Dir) -> &'static str {
    match d {
        Dir::Up => "upper",
        Dir::Down => "lower",
        Dir::Left => "left",
        Dir::Right => "right",
    }
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

fn cycle(e: &CycleEvent) -> String {
    match e {
        CycleEvent::OddBoard { dark, light } => format!(
            "The board is odd x odd: {dark} dark and {light} light cells, but a cycle alternates \
             colours and needs as many of each. No cycle exists."
        ),
        CycleEvent::Seek {
            start,
            target,
            via: None,
        } => {
            format!("Block the body; seek the longest path from {start} to {target}")
        }
        CycleEvent::Seek {
            start,
            target,
            via: Some(v),
        } => format!(
            "Block the body; seek the longest path from {start} to {target}, passing {v} as \
             early as it can"
        ),
        CycleEvent::Longest(l) => longest(l),
        CycleEvent::Closed { order } => format!(
            "The path covers every free cell: with the body it closes a cycle of {} cells",
            order.len()
        ),
        CycleEvent::LeftOut { cells } => format!(
            "The path misses {} cell(s): {}. No cycle from this body.",
            cells.len(),
            list_cells(cells)
        ),
    }
}

fn shortcut(e: &ShortcutEvent) -> String {
    match e {
        ShortcutEvent::Numbered { cell, index, rel } => {
            format!("{cell} has index {index} on the cycle, {rel} ahead of the tail")
        }
        ShortcutEvent::Neighbour { dir, cell, verdict } => {
            let at = cell.map(|c| format!(" {c}")).unwrap_or_default();
            let why = match verdict {
                NeighbourVerdict::Wall => "is the wall",
                NeighbourVerdict::Body => "is the body",
                NeighbourVerdict::CycleNext => "is the next cell of the cycle: always allowed",
                NeighbourVerdict::Behind => "lies behind the head on the cycle: refused",
                NeighbourVerdict::PastFood => "lies past the food on the cycle: refused",
                NeighbourVerdict::NoRoom => {
                    "would leave gaps in the body and too little free cycle before the tail: refused"
                }
                NeighbourVerdict::Allowed => "is in order: a possible shortcut",
            };
            format!("{dir}{at} {why}")
        }
        ShortcutEvent::Candidate {
            next,
            steps: n,
            rel_head,
            rel_next,
            rel_food,
            gaps,
        } => format!(
            "The path ({}) starts at {next}: rel(head) {rel_head}, rel(next) {rel_next}, \
             rel(food) {rel_food}, {gaps} gap(s) in the body",
            steps(*n)
        ),
        ShortcutEvent::Decided(v) => match v {
            ShortcutVerdict::OnCycle => "The path's first step is the cycle's own: follow it",
            ShortcutVerdict::Take => "The step is in order: a shortcut",
            ShortcutVerdict::Behind => "The step lands behind the head: follow the cycle",
            ShortcutVerdict::PastFood => "The step jumps past the food: follow the cycle",
            ShortcutVerdict::BesideTail => {
                "One step to food next to the tail on the cycle: follow the cycle"
            }
            ShortcutVerdict::NoRoom => {
                "The step would leave gaps in the body and too little free cycle before the tail: follow the cycle"
            }
        }
        .to_string(),
    }
}

fn numbered(e: &NumberedEvent) -> String {
    match e {
        NumberedEvent::Numbered { cell, number } => format!("{cell} is number {number}"),
        NumberedEvent::Dequeued { cell, number } => format!("Expand {cell}, number {number}"),
        NumberedEvent::Allowed {
            dir, cell, number, ..
        } => format!("{dir} {cell}, number {number}, climbs and stays below the food: allowed"),
        NumberedEvent::Refused { dir, reason, .. } => match reason {
            NumberedRefusal::Wall => format!("{dir} is the wall"),
            NumberedRefusal::Body(c) => format!("{dir} {c} is the body"),
            NumberedRefusal::Seen(c) => format!("{dir} {c} was already found"),
            NumberedRefusal::NotAbove {
                cell,
                number,
                current,
            } => format!("{dir} {cell}: number {number} is not above {current}: refused"),
            NumberedRefusal::PastFood { cell, number, food } => {
                format!("{dir} {cell}: number {number} is above the food's {food}: refused")
            }
        },
        NumberedEvent::Found { path } => format!(
            "Reached the food by climbing: {}",
            steps(path.len().saturating_sub(1) as u64)
        ),
        NumberedEvent::Exhausted => "No climbing path reaches the food".to_string(),
    }
}

fn backtrack(e: &BacktrackEvent) -> String {
    match e {
        BacktrackEvent::Start { start } => format!("Start the tour at {start}"),
        BacktrackEvent::Push { cell, depth } => format!("Step to {cell} ({depth} cells)"),
        BacktrackEvent::Backtrack { cell, depth } => {
            format!("{cell} leads nowhere: back off ({depth} cells)")
        }
        BacktrackEvent::NotClosed { last } => {
            format!("Every cell used, but {last} does not touch the start: undo")
        }
        BacktrackEvent::Closed { steps: n } => format!("The tour closes after {}", steps(*n)),
        BacktrackEvent::OutOfBudget { steps: n } => {
            format!("Budget of {} spent without closing a tour", steps(*n))
        }
        BacktrackEvent::NoCycle => "Every path tried: no cycle exists".to_string(),
    }
}

fn approach(e: &ApproachEvent) -> String {
    match e {
        ApproachEvent::Start { from, to } => format!("Approach from {from} to the mouse at {to}"),
        ApproachEvent::Step { cell, depth } => format!("Step to {cell} (step {depth})"),
        ApproachEvent::Refused { from, dir } => format!("{dir} of {from} is blocked"),
        ApproachEvent::Undo { cell } => format!("{cell} leads nowhere: back off"),
        ApproachEvent::CycleCheck {
            reverse,
            blocked_at,
        } => {
            let way = if *reverse { "backward" } else { "forward" };
            match blocked_at {
                Some(c) => {
                    format!("Following the cycle {way} from the mouse meets the body at {c}")
                }
                None => format!("Following the cycle {way} from the mouse stays clear"),
            }
        }
        ApproachEvent::BodyCheck {
            reverse,
            holds,
            gaps_allowed,
        } => {
            let way = if *reverse { "backward" } else { "forward" };
            let how = if *gaps_allowed {
                "in order (gaps allowed under Follows)"
            } else {
                "as one unbroken stretch"
            };
            if *holds {
                format!("After the meal the body lies on the cycle {way} {how}: safe to follow")
            } else {
                format!("After the meal the body would not lie on the cycle {way} {how}")
            }
        }
        ApproachEvent::Candidate { path } => format!(
            "This approach of {} reaches the mouse but keeps the body on the cycle in neither \
             direction: kept as a candidate for a certificate",
            steps(path.len().saturating_sub(1) as u64)
        ),
        ApproachEvent::Accepted { path, reverse } => format!(
            "Approach of {} accepted; then follow the cycle {}",
            steps(path.len().saturating_sub(1) as u64),
            if *reverse { "backward" } else { "forward" }
        ),
        ApproachEvent::GaveUp { steps } => format!("No safe approach within {steps} tries"),
    }
}

fn certificate(e: &CertificateEvent) -> String {
    match e {
        CertificateEvent::Imagine { body, eats } => format!(
            "Imagine the body after the move: head {}, {} cells{}",
            body.first().map(|c| c.to_string()).unwrap_or_default(),
            body.len(),
            if *eats { ", one longer: it eats" } else { "" }
        ),
        CertificateEvent::Build(c) => cycle(c),
        CertificateEvent::Compare { now: 0, .. } => {
            "The move eats the food: nothing to compare, it is closer than any".to_string()
        }
        CertificateEvent::Compare { now, before } if now < before => format!(
            "On the new cycle the food is {now} moves ahead; a step along the old cycle would \
             leave it {before} away: closer"
        ),
        CertificateEvent::Compare { now, before } => format!(
            "On the new cycle the food is {now} moves ahead, no closer than the {before} a step \
             along the old cycle leaves"
        ),
        CertificateEvent::Verdict { certified: true } => {
            "A cycle holds that body as one unbroken stretch: the move is certified, and the \
             solver holds the new cycle from now on"
                .to_string()
        }
        CertificateEvent::Verdict { certified: false } => {
            "No certificate: the move is refused; follow the cycle held".to_string()
        }
    }
}

fn splice(e: &SpliceEvent) -> String {
    let moves = |n: u32| steps(n).replace("step", "move");
    match e {
        SpliceEvent::Plan {
            food,
            along,
            fastest,
            ..
        } => format!(
            "The food at {food} is {} along the cycle; no path can reach it in fewer than {}",
            moves(*along),
            moves(*fastest)
        ),
        SpliceEvent::Force { path } => format!(
            "Force a fastest path ({}) into the cycle, edge by edge",
            moves(path.len().saturating_sub(1) as u32)
        ),
        SpliceEvent::Cut { line, saves } => format!(
            "Try a straight cut from {} to {}: it would save {}",
            line.first().map(|p| p.to_string()).unwrap_or_default(),
            line.last().map(|p| p.to_string()).unwrap_or_default(),
            moves(*saves)
        ),
        SpliceEvent::Square {
            from,
            to,
            fits: true,
            ..
        } => format!(
            "To make {to} follow {from}: the square's two cycle edges run opposite ways, it can split"
        ),
        SpliceEvent::Square {
            from,
            to,
            fits: false,
            ..
        } => format!(
            "To make {to} follow {from}: the cycle does not run opposite ways around that square, no split"
        ),
        SpliceEvent::Split { cells } => format!(
            "Split: the cycle becomes two, the main one with the head and a loop of {} cells",
            cells.len()
        ),
        SpliceEvent::LoopHoldsBody { cell } => format!(
            "The loop holds {cell}, body that will still be there when the food is eaten: undo"
        ),
        SpliceEvent::Merge { reversed, .. } => format!(
            "Join the loop back at a 2x2 square after the food{}: one cycle again",
            if *reversed {
                ", walking it the other way round"
            } else {
                ""
            }
        ),
        SpliceEvent::NoMerge { size } => {
            format!("No square joins the loop of {size} cells back after the food: undo the split")
        }
        SpliceEvent::Checked { along, safe: true } => format!(
            "Checked: every cell is free in time and the body lies behind the head; the food is {} away",
            moves(*along)
        ),
        SpliceEvent::Checked { safe: false, .. } => {
            "Checked: some cell would not be free in time: not safe".to_string()
        }
        SpliceEvent::Undone => "Undo: this leads nowhere".to_string(),
        SpliceEvent::Kept { before, after, .. } => format!(
            "Keep the reshaped cycle: the food is {} away instead of {}",
            moves(*after),
            moves(*before)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::bfs::shortest_path;
    use crate::algo::wrapped;
    use crate::rules::{CellSet, Grid, Pos};

    #[test]
    fn a_dequeue_says_which_neighbours_are_new() {
        let g = Grid::new(4, 4).unwrap();
        let blocked = CellSet::new(g.cells());
        let mut events = Vec::new();
        shortest_path(
            &g,
            &blocked,
            Pos::new(1, 1),
            Dir::Up,
            Pos::new(3, 3),
            &mut wrapped(&mut events, StageEvent::Bfs),
        );
        let c = captions(&events);
        assert_eq!(
            c[1],
            "Dequeued (1, 1) at distance 0; its neighbours Up, Right, Down and Left are free and new"
        );
        assert!(c.iter().all(|s| !s.is_empty()));
    }
}
