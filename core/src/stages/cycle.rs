//! The cycle from the body as a stage ([`crate::algo::body_cycle`]): the parity argument, the
//! proofs, the longest path from head to tail, and when it leaves cells out, the splices that
//! bring them in, the squares and the search.

use super::facts::short_list;
use super::longest::LongestStage;
use super::longest::longest_rows;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::body_cycle::{CycleEvent, Obstacle, SquaresRefusal, cycle_from_body, list_cells};
use crate::rules::{Game, Pos};

/// The cycle-from-body stage.
#[derive(Clone, Copy, Debug)]
pub struct CycleStage;

pseudocode! {
    /// The lines of building a cycle from the body.
    pub enum CycleLine {
        Parity: step "if width and height are both odd: no cycle (colour counts differ)",
        Proof: step "if a free cell is a dead end, or cut off, or beyond a cell passed once: no cycle",
        Block: step "block the body except the tail",
        Path: step "path <- longest path(head, tail)   (a certificate routes it through the food first)",
        Misses: step "left <- the free cells path misses; if none: close the cycle",
        Repair: structure "while a left-out pair a, b lies beside a free edge u -> v (a 2x2 square):",
        Splice: step "    splice it in: u -> v becomes u -> a -> b -> v",
        Stuck: step "if cells are still left out:",
        Squares: step "    cut the board into 2x2 squares (2x3 along a band where needed), each a little cycle",
        Join: step "        join squares by 2x2 splices along a tree the body's steps allow",
        Refused: step "        if the body forbids it: go on to the search",
        Window: step "    if both sides are even: a cycle of a small window around the body, squares around it",
        Search: step "    depth-first search for a path head -> tail through every free cell",
        Extend: step "        extend the path by the neighbour with the fewest ways on",
        Retreat: step "        back up when a cell is cut off, a dead end, or the colours cannot match",
        GiveUp: step "        if no path: no cycle (every branch tried), or none found within the budget",
        Close: step "cycle <- path from head to tail, then the body from tail back to head",
    }
}

impl StageProtocol for CycleStage {
    type Event = CycleEvent;
    type Line = CycleLine;

    const CLI_NAME: &'static str = "cycle";
    fn title() -> String {
        tr!("Cycle from body")
    }
    const BUILDS_CYCLE: bool = true;

    fn line(event: &CycleEvent) -> CycleLine {
        match event {
            CycleEvent::OddBoard { .. } => CycleLine::Parity,
            CycleEvent::Obstacle(Obstacle::Exhausted { .. }) => CycleLine::GiveUp,
            CycleEvent::Obstacle(_) => CycleLine::Proof,
            CycleEvent::Seek { .. } => CycleLine::Block,
            CycleEvent::Longest(_) => CycleLine::Path,
            CycleEvent::LeftOut { .. } => CycleLine::Misses,
            CycleEvent::Spliced { .. } => CycleLine::Splice,
            CycleEvent::Stuck { .. } => CycleLine::Stuck,
            CycleEvent::Squares => CycleLine::Squares,
            CycleEvent::Joined { .. } => CycleLine::Join,
            CycleEvent::SquaresRefused(_) => CycleLine::Refused,
            CycleEvent::Window { .. } => CycleLine::Window,
            CycleEvent::SearchBegin { .. } => CycleLine::Search,
            CycleEvent::Visit { .. } | CycleEvent::Unshown { .. } => CycleLine::Extend,
            CycleEvent::Retreat { .. } => CycleLine::Retreat,
            CycleEvent::GaveUp { .. } => CycleLine::GiveUp,
            CycleEvent::Closed { .. } => CycleLine::Close,
        }
    }

    fn caption(event: &CycleEvent) -> String {
        match event {
            CycleEvent::OddBoard { dark, light } => tr!("The board is odd x odd: {dark} dark and {light} light cells, but a cycle \
                 alternates colours and needs as many of each. No cycle exists.", dark = dark, light = light),
            CycleEvent::Obstacle(o) => tr!("No cycle holds this body: {o}.", o = o),
            CycleEvent::Seek {
                start,
                target,
                via: None,
            } => tr!("Block the body; seek the longest path from {start} to {target}", start = start, target = target),
            CycleEvent::Seek {
                start,
                target,
                via: Some(v),
            } => tr!("Block the body; seek the longest path from {start} to {target}, passing {v} \
                 as early as it can", start = start, target = target, v = v),
            CycleEvent::Longest(step) => LongestStage::caption(step),
            CycleEvent::Closed { order } => tr!("Every free cell is on the path: with the body it closes a cycle of {order} cells", order = order.len()),
            CycleEvent::LeftOut { cells } => tr!("The path misses {cells} cell(s): {cells2}. Try to bring them in.", cells = cells.len(), cells2 = list_cells(cells)),
            CycleEvent::Spliced { edge, pair } => tr!("Splice {n} and {n2} in: {n3} -> {n4} becomes {n5} -> {n6} -> {n7} -> {n8}", n = pair.0, n2 = pair.1, n3 = edge.0, n4 = edge.1, n5 = edge.0, n6 = pair.0, n7 = pair.1, n8 = edge.1),
            CycleEvent::Stuck { cells } => tr!("No left-out pair lies beside an edge of the cycle: {cells} still out", cells = list_cells(cells)),
            CycleEvent::Squares => {
                tr!("Start again from 2x2 squares (2x3 blocks along a band where needed), each a little \
                 cycle").to_string()
            }
            CycleEvent::Joined { square } => tr!("Join two squares by a 2x2 splice at {n}, {n2}, {n3}, {n4}", n = square[0], n2 = square[1], n3 = square[2], n4 = square[3]),
            CycleEvent::SquaresRefused(why) => {
                tr!("The squares cannot hold this body: {why}", why = why)
            }
            CycleEvent::Window { from, to } => tr!("Build a cycle of the window {from} to {to} around the body, then join 2x2 \
                 squares all around it by splices", from = from, to = to),
            CycleEvent::SearchBegin { start, budget } => tr!("Search depth first from {start} for a path through every free cell \
                 (budget: {budget} units of work)", start = start, budget = budget),
            CycleEvent::Visit { cell } => tr!("Extend the path to {cell}", cell = cell),
            CycleEvent::Unshown { after } => tr!("{after} moves shown: the search goes on without showing each one, until it \
                 finds a path or stops", after = after),
            CycleEvent::Retreat { cell } => {
                tr!("Back up from {cell}: the path cannot go on from there", cell = cell)
            }
            CycleEvent::GaveUp { moves } => tr!("The budget ran out after {moves} moves: no cycle found, and none proven \
                 impossible", moves = moves),
        }
    }

    fn fold(frame: &mut StageFrame, event: &CycleEvent) {
        match event {
            CycleEvent::Longest(step) => LongestStage::fold(frame, step),
            CycleEvent::Seek { start, target, via } => {
                frame.current = Some(*start);
                frame.trying = vec![*target];
                frame.trying.extend(via);
                for c in [Some(start), Some(target), via.as_ref()]
                    .into_iter()
                    .flatten()
                {
                    frame.look_at(*c, Tone::Looked);
                }
            }
            CycleEvent::Closed { order } => {
                frame.path = order.clone();
                frame.closed = true;
                frame.trying.clear();
                for mark in &mut frame.marks {
                    mark.left_out = false;
                }
                frame.verdict = Some(Tone::Accepted);
            }
            CycleEvent::LeftOut { cells } => {
                for &c in cells {
                    frame.mark_mut(c).left_out = true;
                    frame.look_at(c, Tone::Looked);
                }
            }
            CycleEvent::Stuck { cells } => {
                for &c in cells {
                    frame.mark_mut(c).left_out = true;
                    frame.look_at(c, Tone::Refused);
                }
            }
            CycleEvent::Obstacle(o) => fold_obstacle(frame, o),
            CycleEvent::Spliced { edge, pair } => fold_spliced(frame, *edge, *pair),
            CycleEvent::Squares => {
                frame.path.clear();
                frame.current = None;
            }
            CycleEvent::Joined { square } => {
                frame.trying = square.to_vec();
                for &c in square {
                    frame.look_at(c, Tone::Accepted);
                }
            }
            CycleEvent::Window { from, to } => {
                frame.trying = vec![*from, *to];
                frame.look_at(*from, Tone::Looked);
                frame.look_at(*to, Tone::Looked);
            }
            CycleEvent::SquaresRefused(why) => fold_squares_refused(frame, why),
            CycleEvent::GaveUp { .. } | CycleEvent::OddBoard { .. } => {
                frame.trying.clear();
                frame.verdict = Some(Tone::Refused);
            }
            CycleEvent::SearchBegin { start, .. } => {
                frame.path = vec![*start];
                frame.current = Some(*start);
                frame.trying.clear();
                frame.look_at(*start, Tone::Looked);
            }
            CycleEvent::Visit { cell } => {
                frame.path.push(*cell);
                frame.current = Some(*cell);
                frame.mark_mut(*cell).left_out = false;
                frame.look_at(*cell, Tone::Accepted);
            }
            CycleEvent::Retreat { cell } => {
                if frame.path.last() == Some(cell) {
                    frame.path.pop();
                }
                frame.current = frame.path.last().copied();
                frame.look_at(*cell, Tone::Refused);
            }
            CycleEvent::Unshown { .. } => {}
        }
    }

    /// The chessboard count that rules out odd boards, the proofs, the longest path from head
    /// to tail with the body blocked, and when it leaves cells out, the repair, the squares
    /// and the search; then whether a cycle closed.
    fn facts(shown: &[StageEvent], _frame: &StageFrame, game: &Game) -> StageFacts {
        let (dark, light) = game.grid().colour_counts();
        let mut rows = vec![(
            tr!("Chessboard colours"),
            tr!(
                "{dark} dark, {light} light{n}",
                dark = dark,
                light = light,
                n = if dark == light {
                    tr!(": a cycle alternates colours, and the counts allow one")
                } else {
                    tr!(": unequal, so no cycle can exist")
                }
            ),
        )];
        let (mut spliced, mut joined, mut visited) = (0usize, 0usize, 0usize);
        for e in shown {
            let StageEvent::Cycle(e) = e else { continue };
            match e {
                CycleEvent::Seek { start, target, .. } => rows.push((
                    tr!("Path sought"),
                    tr!(
                        "{start} to {target}, body blocked",
                        start = start,
                        target = target
                    ),
                )),
                CycleEvent::Obstacle(o) => {
                    rows.push((tr!("Result"), tr!("no cycle holds this body: {o}", o = o)));
                }
                CycleEvent::LeftOut { cells } => rows.push((
                    tr!("Longest path"),
                    tr!(
                        "{cells} cell(s) left out: {n}",
                        cells = cells.len(),
                        n = short_list(cells.iter().map(|c| c.to_string()), 6)
                    ),
                )),
                CycleEvent::Spliced { .. } => spliced += 1,
                CycleEvent::Stuck { cells } => rows.push((
                    tr!("Repair"),
                    tr!(
                        "{spliced} pair(s) spliced in; {cells} cell(s) still out",
                        spliced = spliced,
                        cells = cells.len()
                    ),
                )),
                CycleEvent::Joined { .. } => joined += 1,
                CycleEvent::SquaresRefused(why) => {
                    rows.push((tr!("Squares"), tr!("refused: {why}", why = why)));
                }
                CycleEvent::Visit { .. } => visited += 1,
                CycleEvent::GaveUp { moves } => rows.push((
                    tr!("Result"),
                    tr!(
                        "no cycle found within {moves} moves of search (none proven impossible)",
                        moves = moves
                    ),
                )),
                CycleEvent::Closed { order } => rows.push((
                    tr!("Result"),
                    tr!("a cycle of {order} cells", order = order.len()),
                )),
                CycleEvent::OddBoard { .. } => {
                    rows.push((tr!("Result"), tr!("odd x odd board: no cycle")));
                }
                _ => {}
            }
        }
        if spliced > 0 {
            rows.push((
                tr!("Repair"),
                tr!(
                    "{spliced} pair(s) spliced in by 2x2 squares",
                    spliced = spliced
                ),
            ));
        }
        if joined > 0 {
            rows.push((
                tr!("Squares"),
                tr!("{joined} splice(s) joining 2x2 blocks", joined = joined),
            ));
        }
        if visited > 0 {
            rows.push((
                tr!("Search"),
                tr!("{visited} move(s) tried", visited = visited),
            ));
        }
        rows.extend(longest_rows(shown));
        StageFacts::rows(rows)
    }

    /// From the body as it is now. When the solver holds a cycle, the note says whether the
    /// stage finds another one, or none.
    fn run<O: Observer<CycleEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let game = setting.game;
        let built = cycle_from_body(game.grid(), game.snake(), obs);
        let Some(held) = setting.solver.cycle else {
            return Ok(None);
        };
        Ok(match built {
            Err(_) => Some(tr!(
                "Run on this body, the stage finds no cycle; the solver follows {held}, on which \
                 this body lies.",
                held = setting.solver.held()
            )),
            Ok(c) if !c.same_tour(held) => Some(tr!(
                "Run on this body, the stage finds another cycle; the solver follows {held}.",
                held = setting.solver.held()
            )),
            Ok(_) => None,
        })
    }
}

/// An obstacle that proves no cycle holds the body: the cells it names left out, the cell it
/// stands at refused.
fn fold_obstacle(frame: &mut StageFrame, o: &Obstacle) {
    let cells = match o {
        Obstacle::CutApart { cells } | Obstacle::OneWayThrough { cells, .. } => cells.clone(),
        Obstacle::Forced { by, .. } => by.clone(),
        Obstacle::Closes { cell } => vec![*cell],
        _ => Vec::new(),
    };
    for c in cells {
        frame.mark_mut(c).left_out = true;
    }
    frame.current = o.cell();
    if let Some(c) = o.cell() {
        frame.look_at(c, Tone::Refused);
    }
    frame.verdict = Some(Tone::Refused);
}

/// A left-out `pair` brought into the path in place of `edge`: the path runs head -> tail, so
/// the pair goes where the edge was, in the edge's direction.
fn fold_spliced(frame: &mut StageFrame, edge: (Pos, Pos), pair: (Pos, Pos)) {
    if let Some(k) = frame
        .path
        .windows(2)
        .position(|w| (w[0], w[1]) == edge || (w[1], w[0]) == edge)
    {
        let (first, second) = if frame.path[k] == edge.0 {
            (pair.0, pair.1)
        } else {
            (pair.1, pair.0)
        };
        frame.path.splice(k + 1..k + 1, [first, second]);
    }
    frame.mark_mut(pair.0).left_out = false;
    frame.mark_mut(pair.1).left_out = false;
    frame.trying = vec![edge.0, edge.1, pair.0, pair.1];
    frame.look_at(pair.0, Tone::Accepted);
    frame.look_at(pair.1, Tone::Accepted);
}

/// The squares' way refused: the two cells it names refused.
fn fold_squares_refused(frame: &mut StageFrame, why: &SquaresRefusal) {
    frame.trying.clear();
    if let SquaresRefusal::Across { a, b }
    | SquaresRefusal::Clash { a, b }
    | SquaresRefusal::Ring { a, b } = why
    {
        frame.look_at(*a, Tone::Refused);
        frame.look_at(*b, Tone::Refused);
    }
    frame.verdict = Some(Tone::Refused);
}
