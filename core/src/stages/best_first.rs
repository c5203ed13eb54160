//! Greedy best-first search as a stage ([`crate::algo::search::best_first`]): the priority
//! queue with each cell's h, the Manhattan distance to the target, the nearest-looking cell
//! popped first. Its pseudo-code is BFS's with the queue a priority queue on h.

use super::search_facts::search_facts;
use super::words::path_steps;
use super::{
    Frontier, FrontierEntry, FrontierKey, FrontierKind, Setting, StageFrame, StageProtocol,
    StageRunError, pseudocode,
};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::search::best_first::{BestFirstEvent, BestFirstRefusal, best_first_path};
use crate::rules::Game;
use crate::rules::{Dir, Pos};

/// The greedy best-first stage.
#[derive(Clone, Copy, Debug)]
pub struct BestFirstStage;

pseudocode! {
    /// The lines of the greedy best-first search.
    pub enum BestFirstLine {
        Start: step "frontier <- [start] by h(start); parent[start] <- start",
        Loop: structure "while frontier is not empty:",
        Pop: step "    cell <- pop lowest h from frontier",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [entered(cell), Up, Right, Down, Left]:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked or seen: skip",
        Discover: step "        parent[next] <- cell; h[next] <- manhattan(next, target)",
        Push: structure "        push next to frontier by h[next]",
        NoPath: step "return no path",
    }
}

/// A priority queue entry of a cell entered by `dir`, its Manhattan distance `h`.
fn entry(cell: Pos, dir: Dir, h: u32) -> FrontierEntry {
    FrontierEntry {
        cell,
        key: FrontierKey::Priority {
            priority: h,
            g: None,
            h: Some(h),
        },
        entered: Some(dir),
        stale: false,
    }
}

impl StageProtocol for BestFirstStage {
    type Event = BestFirstEvent;
    type Line = BestFirstLine;

    const CLI_NAME: &'static str = "best-first";
    fn title() -> String {
        tr!("Greedy best-first search")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &BestFirstEvent) -> BestFirstLine {
        match event {
            BestFirstEvent::Start { .. } => BestFirstLine::Start,
            BestFirstEvent::Popped { .. } => BestFirstLine::Pop,
            BestFirstEvent::Found { .. } => BestFirstLine::Target,
            BestFirstEvent::Refused { .. } => BestFirstLine::Skip,
            BestFirstEvent::Discovered { .. } => BestFirstLine::Discover,
            BestFirstEvent::Exhausted { .. } => BestFirstLine::NoPath,
        }
    }

    fn caption(event: &BestFirstEvent) -> String {
        match event {
            BestFirstEvent::Start {
                start,
                heading,
                target,
                h,
            } => tr!(
                "Search greedily from {start} to {target}, the cell nearest the target first by h, the Manhattan distance (h = {h} here); {heading} is tried first",
                start = start,
                target = target,
                h = h,
                heading = heading.way()
            ),
            BestFirstEvent::Popped { cell, h } => {
                tr!(
                    "Popped {cell} at h = {h}, the nearest to the target waiting",
                    cell = cell,
                    h = h
                )
            }
            BestFirstEvent::Discovered { cell, from, dir, h } => {
                tr!(
                    "{cell} ({place}) is free and new: h = {h}",
                    cell = cell,
                    place = dir.of(*from),
                    h = h
                )
            }
            BestFirstEvent::Refused { from, dir, reason } => match reason {
                BestFirstRefusal::Wall => {
                    tr!("{place} is the wall", place = dir.of(*from))
                }
                BestFirstRefusal::Blocked(c) => {
                    tr!("{place}, {c}, is blocked", place = dir.of(*from), c = c)
                }
                BestFirstRefusal::Seen(c) => {
                    tr!(
                        "{place}, {c}, was already found",
                        place = dir.of(*from),
                        c = c
                    )
                }
            },
            BestFirstEvent::Found { path } => {
                tr!(
                    "Reached the target: the path has {path}, not necessarily the fewest",
                    path = path_steps(path)
                )
            }
            BestFirstEvent::Exhausted { reached } => {
                tr!(
                    "The frontier is empty after {reached} cells: the target cannot be reached",
                    reached = reached
                )
            }
        }
    }

    /// The priority queue is kept as the frontier, the lowest h first (equal h in the order
    /// found); each cell carries its h.
    fn fold(frame: &mut StageFrame, event: &BestFirstEvent) {
        match event {
            BestFirstEvent::Start {
                start, heading, h, ..
            } => {
                let m = frame.mark_mut(*start);
                m.h = Some(*h);
                m.frontier = true;
                frame.current = Some(*start);
                frame.look_at(*start, Tone::Looked);
                let mut queue = Frontier::new(FrontierKind::PriorityQueue, None);
                queue.push(entry(*start, *heading, *h));
                frame.frontiers = vec![queue];
            }
            BestFirstEvent::Popped { cell, .. } => {
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.pop();
                }
                frame.expand(*cell);
            }
            BestFirstEvent::Discovered { cell, dir, h, .. } => {
                let m = frame.mark_mut(*cell);
                m.h = Some(*h);
                m.entered = Some(*dir);
                m.frontier = true;
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Accepted);
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.push(entry(*cell, *dir, *h));
                }
            }
            BestFirstEvent::Refused { from, dir, .. } => frame.refuse(*from, *dir),
            BestFirstEvent::Found { path } => {
                frame.path = path.clone();
                frame.verdict = Some(Tone::Accepted);
            }
            BestFirstEvent::Exhausted { .. } => {
                frame.current = None;
                frame.verdict = Some(Tone::Refused);
            }
        }
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start), heading the snake's way, to the target or the
    /// food, around the body and the search board's walls.
    fn run<O: Observer<BestFirstEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let goal = setting.needed_goal()?;
        best_first_path(
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
