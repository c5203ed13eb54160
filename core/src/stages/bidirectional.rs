//! The bidirectional search as a stage ([`crate::algo::search::bidirectional`]): a queue
//! from each end, a layer at a time, the cells each side has found, every touch with the
//! length of its path, and the layer that touched finished before the search stops. Its
//! pseudo-code is BFS's run from both ends, with the lines the meeting needs.

use super::search_facts::search_facts;
use super::words::{cells, path_steps, steps};
use super::{
    Frontier, FrontierEntry, FrontierKey, FrontierKind, Reach, Setting, StageFrame, StageProtocol,
    StageRunError, pseudocode,
};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::bfs::BfsRefusal;
use crate::algo::search::bidirectional::{BidirectionalEvent, Side, bidirectional_path};
use crate::rules::Game;
use crate::rules::{Dir, Pos};

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
        Touch: step "        if the other side has seen cell: best <- the shorter of best and the path through cell",
        Neighbours: structure "        for dir in [entered(cell), Up, Right, Down, Left]:",
        Next: structure "            next <- cell + dir",
        Skip: step "            if next is a wall or blocked or seen from side: skip",
        Discover: step "            parent[side][next] <- cell; dist[side][next] <- dist[side][cell] + 1",
        Enqueue: structure "            push next to the back of queue[side]",
        Met: step "    if best is known, the layer being finished: return best",
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

/// A queue entry of `cell` at `distance`, entered by `dir` (the target's own entry has no
/// move).
fn entry(cell: Pos, distance: u32, dir: Option<Dir>) -> FrontierEntry {
    FrontierEntry {
        cell,
        key: FrontierKey::Distance(distance),
        entered: dir,
        stale: false,
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
            BidirectionalEvent::Layer { .. } => BidirectionalLine::Layer,
            BidirectionalEvent::Dequeued { .. } => BidirectionalLine::Dequeue,
            BidirectionalEvent::Touched { .. } => BidirectionalLine::Touch,
            BidirectionalEvent::Discovered { .. } => BidirectionalLine::Discover,
            BidirectionalEvent::Refused { .. } => BidirectionalLine::Skip,
            BidirectionalEvent::Met { .. } => BidirectionalLine::Met,
            BidirectionalEvent::Exhausted { .. } => BidirectionalLine::NoPath,
        }
    }

    fn caption(event: &BidirectionalEvent) -> String {
        match event {
            BidirectionalEvent::Start {
                start,
                heading,
                target,
            } => tr!(
                "Search from both ends, {start} and {target}, a layer at a time; {heading} is tried first from the start",
                start = start,
                target = target,
                heading = heading.way()
            ),
            BidirectionalEvent::Layer {
                side,
                distance,
                cells: n,
            } => tr!(
                "The side {side} expands its layer at distance {distance}: {cells}",
                side = from_end(*side),
                distance = distance,
                cells = cells(*n)
            ),
            BidirectionalEvent::Dequeued {
                side,
                cell,
                distance,
            } => tr!(
                "Dequeued {cell} {side}, at distance {distance}",
                cell = cell,
                side = from_end(*side),
                distance = distance
            ),
            BidirectionalEvent::Touched {
                cell,
                from_start,
                from_target,
                before,
            } => {
                let length = from_start + from_target;
                let path = steps(length);
                match before {
                    None => tr!(
                        "The searches touch at {cell}: {a} from the start and {b} from the target make a path of {path}; the rule finishes the layer before stopping",
                        cell = cell,
                        a = from_start,
                        b = from_target,
                        path = path
                    ),
                    Some(b) if length < *b => tr!(
                        "They touch again at {cell}: {a} + {b} make {path}, shorter than the first touch's {before}",
                        cell = cell,
                        a = from_start,
                        b = from_target,
                        path = path,
                        before = b
                    ),
                    Some(_) => tr!(
                        "They touch again at {cell}: {a} + {b} make {path}, as long as the first touch: on a grid every touch of a layer is",
                        cell = cell,
                        a = from_start,
                        b = from_target,
                        path = path
                    ),
                }
            }
            BidirectionalEvent::Discovered {
                side,
                cell,
                from,
                dir,
                distance,
            } => tr!(
                "{cell} ({place}) is found {side}: distance {distance}",
                cell = cell,
                place = dir.of(*from),
                side = from_end(*side),
                distance = distance
            ),
            BidirectionalEvent::Refused {
                side,
                from,
                dir,
                reason,
            } => match reason {
                BfsRefusal::Wall => tr!("{place} is the wall", place = dir.of(*from)),
                BfsRefusal::Blocked(c) => {
                    tr!("{place}, {c}, is blocked", place = dir.of(*from), c = c)
                }
                BfsRefusal::Seen(c, d) => {
                    tr!(
                        "{place}, {c}, was already found {side} at distance {d}",
                        place = dir.of(*from),
                        c = c,
                        side = from_end(*side),
                        d = d
                    )
                }
            },
            BidirectionalEvent::Met { cell, path } => {
                tr!(
                    "The layer is finished: the shortest of its touches, at {cell}, gives a path of {path}",
                    cell = cell,
                    path = path_steps(path)
                )
            }
            BidirectionalEvent::Exhausted { side, reached } => {
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
        match event {
            BidirectionalEvent::Start {
                start,
                heading,
                target,
            } => {
                let m = frame.mark_mut(*start);
                m.distance = Some(0);
                m.side = Some(Reach::with(m.side, Side::Start));
                m.frontier = true;
                let m = frame.mark_mut(*target);
                m.target_distance = Some(0);
                m.side = Some(Reach::with(m.side, Side::Target));
                m.frontier = true;
                frame.current = Some(*start);
                frame.look_at(*start, Tone::Looked);
                frame.look_at(*target, Tone::Looked);
                let mut from_start = Frontier::new(FrontierKind::Queue, Some(Side::Start));
                from_start.push(entry(*start, 0, Some(*heading)));
                let mut from_target = Frontier::new(FrontierKind::Queue, Some(Side::Target));
                from_target.push(entry(*target, 0, None));
                frame.frontiers = vec![from_start, from_target];
            }
            BidirectionalEvent::Layer { .. } => frame.current = None,
            BidirectionalEvent::Dequeued { side, cell, .. } => {
                if let Some(queue) = frame.frontier_mut(*side) {
                    queue.pop();
                }
                frame.expand(*cell);
            }
            BidirectionalEvent::Touched { cell, .. } => {
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Looked);
            }
            BidirectionalEvent::Discovered {
                side,
                cell,
                dir,
                distance,
                ..
            } => {
                let m = frame.mark_mut(*cell);
                match side {
                    Side::Start => {
                        m.distance = Some(*distance);
                        m.entered = Some(*dir);
                    }
                    Side::Target => m.target_distance = Some(*distance),
                }
                m.side = Some(Reach::with(m.side, *side));
                m.frontier = true;
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Accepted);
                if let Some(queue) = frame.frontier_mut(*side) {
                    queue.push(entry(*cell, *distance, Some(*dir)));
                }
            }
            BidirectionalEvent::Refused { from, dir, .. } => frame.refuse(*from, *dir),
            BidirectionalEvent::Met { cell, path } => {
                frame.path = path.clone();
                frame.current = Some(*cell);
                frame.look_at(*cell, Tone::Accepted);
                frame.verdict = Some(Tone::Accepted);
            }
            BidirectionalEvent::Exhausted { .. } => {
                frame.current = None;
                frame.verdict = Some(Tone::Refused);
            }
        }
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
        let goal = setting.needed_goal()?;
        bidirectional_path(
            setting.game.grid(),
            &setting.blocked(),
            setting.start_cell(),
            setting.game.snake().heading(),
            goal,
            obs,
        );
        Ok(None)
    }
}
