//! The bidirectional search as a stage ([`crate::algo::search::bidirectional`]): a queue
//! from each end, a layer at a time, the cells each side has found, every touch with the
//! length of its path, and the layer that touched finished before the search stops. Its
//! pseudo-code is BFS's run from both ends, with the lines the meeting needs.

use super::words::{cells, path_steps, steps};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError, Tone,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::bfs::BfsRefusal;
use crate::algo::search::bidirectional::{
    Bidirectional, BidirectionalEvent, BidirectionalOwn, BidirectionalSpace, Side, SideKey,
    SideRefusal,
};
use crate::rules::{Dir, Game, Pos};

/// The bidirectional stage.
#[derive(Clone, Copy, Debug)]
pub struct BidirectionalStage;

pseudocode! {
    /// The lines of the bidirectional search.
    pub enum BidirectionalLine {
        Start: step "queue[start] <- [start]; queue[target] <- [target]",
        Loop: structure "while both queues are not empty:",
        Layer: step "    side <- the side with fewer cells queued (the other on a tie); for each cell of its front layer:",
        Dequeue: step "        cell <- pop front of queue[side]",
        Touch: step "        if the other side has seen cell (on terrain, or a neighbour): best <- the cheaper of best and the path through it",
        Neighbours: structure "        for dir in [entered(cell), Up, Right, Down, Left]:",
        Next: structure "            next <- cell + dir",
        Skip: step "            if next is a wall or blocked or seen from side: skip",
        Discover: step "            parent[side][next] <- cell; dist[side][next] <- dist[side][cell] + cost(next)",
        Enqueue: structure "            push next to queue[side], behind every cell of its distance or less",
        Met: step "    if best is known and no path through cells not yet expanded can beat it: return best",
        NoPath: step "return no path",
    }
}

/// "from the start", "from the target".
fn from_end(side: Side) -> String {
    match side {
        Side::Start => tr!("from the start"),
        Side::Target => tr!("from the target"),
    }
}

/// Why `side` refused the neighbour of `from` that lies `dir` of it, in words.
fn refusal(from: Pos, dir: Dir, side: Side, reason: &BfsRefusal) -> String {
    match reason {
        BfsRefusal::Wall => tr!("{place} is the wall", place = dir.of(from)),
        BfsRefusal::Blocked(c) => {
            tr!("{place}, {c}, is blocked", place = dir.of(from), c = c)
        }
        BfsRefusal::Seen(c, d) => {
            tr!(
                "{place}, {c}, was already found {side} at distance {d}",
                place = dir.of(from),
                c = c,
                side = from_end(side),
                d = d
            )
        }
    }
}

/// A touch of the two searches in words: the path through its cell, and how it compares with
/// an earlier touch's.
fn touch_words(
    cell: Pos,
    from_start: u32,
    from_target: u32,
    cost: u32,
    before: Option<u32>,
) -> String {
    match before {
        None => tr!(
            "The searches touch at {cell}: {a} from the start and {b} from the target make a path costing {cost}; the search stops only once no path through cells not yet expanded can cost less",
            cell = cell,
            a = from_start,
            b = from_target,
            cost = cost
        ),
        Some(b) if cost < b => tr!(
            "They touch again at {cell}: a path costing {cost}, less than the best before, {before}",
            cell = cell,
            cost = cost,
            before = b
        ),
        Some(b) if cost == b && cost == from_start + from_target => tr!(
            "They touch again at {cell}: {a} + {b} make {path}, as long as the first touch: on a grid every touch of a layer is",
            cell = cell,
            a = from_start,
            b = from_target,
            path = steps(cost)
        ),
        Some(b) => tr!(
            "They touch again at {cell}: a path costing {cost}, no less than the best known, {before}",
            cell = cell,
            cost = cost,
            before = b
        ),
    }
}

impl StageProtocol for BidirectionalStage {
    type Event = BidirectionalEvent;
    type Line = BidirectionalLine;

    const CLI_NAME: &'static str = "bidirectional";
    fn title() -> String {
        tr!("Shortest path from both ends (bidirectional BFS)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &BidirectionalEvent) -> BidirectionalLine {
        match event {
            BidirectionalEvent::Start { .. } => BidirectionalLine::Start,
            BidirectionalEvent::Own(BidirectionalOwn::Layer { .. }) => BidirectionalLine::Layer,
            BidirectionalEvent::Taken { .. } => BidirectionalLine::Dequeue,
            BidirectionalEvent::Skipped { more, .. } => match *more {},
            BidirectionalEvent::Own(BidirectionalOwn::Touched { .. })
            | BidirectionalEvent::Own(BidirectionalOwn::Bridged { .. }) => BidirectionalLine::Touch,
            BidirectionalEvent::Pushed { .. } => BidirectionalLine::Discover,
            BidirectionalEvent::Refused { .. } => BidirectionalLine::Skip,
            BidirectionalEvent::Found { .. } => BidirectionalLine::Met,
            BidirectionalEvent::Exhausted { .. } => BidirectionalLine::NoPath,
        }
    }

    fn caption(event: &BidirectionalEvent) -> String {
        match event {
            BidirectionalEvent::Start {
                start,
                heading,
                target,
                ..
            } => tr!(
                "Search from both ends, {start} and {target}, a layer at a time; {heading} is tried first from the start",
                start = start,
                target = target,
                heading = heading.way()
            ),
            BidirectionalEvent::Own(BidirectionalOwn::Layer {
                side,
                distance,
                cells: n,
            }) => tr!(
                "The side {side} expands its layer at distance {distance}: {cells}",
                side = from_end(*side),
                distance = distance,
                cells = cells(*n)
            ),
            BidirectionalEvent::Taken {
                cell,
                key: SideKey { side, distance },
            } => tr!(
                "Dequeued {cell} {side}, at distance {distance}",
                cell = cell,
                side = from_end(*side),
                distance = distance
            ),
            BidirectionalEvent::Skipped { more, .. } => match *more {},
            BidirectionalEvent::Own(BidirectionalOwn::Touched {
                cell,
                from_start,
                from_target,
                cost,
                before,
            }) => touch_words(*cell, *from_start, *from_target, *cost, *before),
            BidirectionalEvent::Own(BidirectionalOwn::Bridged { from, to, cost, .. }) => tr!(
                "A step joins {from}, found from the start, to {to}, found from the target: a path costing {cost}, the cheapest known",
                from = from,
                to = to,
                cost = cost
            ),
            BidirectionalEvent::Pushed {
                cell,
                from,
                dir,
                key: SideKey { side, distance },
                ..
            } => tr!(
                "{cell} ({place}) is found {side}: distance {distance}",
                cell = cell,
                place = dir.of(*from),
                side = from_end(*side),
                distance = distance
            ),
            BidirectionalEvent::Refused {
                from,
                dir,
                reason: SideRefusal { side, reason },
            } => refusal(*from, *dir, *side, reason),
            BidirectionalEvent::Found { path, more: cell } => {
                tr!(
                    "The search stops: no path through cells not yet expanded can beat the best, through {cell}, a path of {path}",
                    cell = cell,
                    path = path_steps(path)
                )
            }
            BidirectionalEvent::Exhausted {
                reached,
                more: side,
            } => {
                tr!(
                    "The queue {side} is empty after {reached} cells and the searches never touched: the target cannot be reached",
                    side = from_end(*side),
                    reached = reached
                )
            }
        }
    }

    /// Two queues are kept as the frontiers, the start's first: each side's cells join its
    /// back and leave its front. A cell found from the start carries its distance, from the
    /// target its target distance, and which sides have found it.
    fn fold(frame: &mut StageFrame, event: &BidirectionalEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start), heading the snake's way, and from the target or
    /// the food, around the body and the search board's walls.
    fn run<O: Observer<BidirectionalEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for BidirectionalStage {
    type Types = Bidirectional;
    type Space = BidirectionalSpace;
    const COST: Cost = Cost::Moves;
    const COMPLETE: bool = true;
    const WEIGHS_STEPS: bool = true;

    fn find<O: Observer<BidirectionalEvent>>(
        space: &mut BidirectionalSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let p = problem;
        let ends = (p.start, p.heading, p.target);
        space.cheapest_path_on(p.grid, p.blocked, p.terrain, ends, obs)
    }

    /// A layer begins with no cell worked on; a touch points at its cell; the path found, at
    /// the meeting cell.
    fn fold_more(frame: &mut StageFrame, event: &BidirectionalEvent) {
        match event {
            BidirectionalEvent::Own(BidirectionalOwn::Layer { .. }) => frame.current = None,
            BidirectionalEvent::Own(BidirectionalOwn::Touched { cell, .. }) => {
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Looked);
            }
            BidirectionalEvent::Own(BidirectionalOwn::Bridged { from, to, .. }) => {
                frame.trying = vec![*from, *to];
                frame.look_at(*to, Tone::Looked);
            }
            BidirectionalEvent::Found { more: cell, .. } => {
                frame.current = Some(*cell);
                frame.look_at(*cell, Tone::Accepted);
            }
            _ => {}
        }
    }
}
