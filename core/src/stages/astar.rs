//! A* as a stage ([`crate::algo::search::astar`]): the priority queue on f = g + h with each
//! entry's g and h, every cell's g, h and f, the stale entries skipped. Its pseudo-code is
//! BFS's with the queue a priority queue on f and the lines g needs.

use super::search_facts::search_facts;
use super::words::path_steps;
use super::{
    Frontier, FrontierEntry, FrontierKey, FrontierKind, Setting, StageFrame, StageProtocol,
    StageRunError, pseudocode,
};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::search::astar::{AStarEvent, AStarRefusal, astar_path};
use crate::rules::Game;
use crate::rules::{Dir, Pos};

/// The A* stage.
#[derive(Clone, Copy, Debug)]
pub struct AStarStage;

pseudocode! {
    /// The lines of A*.
    pub enum AStarLine {
        Start: step "frontier <- [start] by f = h(start); g[start] <- 0",
        Loop: structure "while frontier is not empty:",
        Pop: step "    cell <- pop lowest f from frontier, the larger g first",
        Expanded: step "    if cell was expanded: skip",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [entered(cell), Up, Right, Down, Left]:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked: skip",
        Cost: structure "        new <- g[cell] + 1",
        Shorter: step "        if g[next] ≤ new: skip",
        Discover: step "        parent[next] <- cell; g[next] <- new; h[next] <- manhattan(next, target)",
        Push: structure "        push next to frontier by f = g[next] + h[next]",
        NoPath: step "return no path",
    }
}

/// A priority queue entry of a cell entered by `dir`, at `g` steps, `h` from the target.
fn entry(cell: Pos, dir: Dir, g: u32, h: u32) -> FrontierEntry {
    FrontierEntry {
        cell,
        key: FrontierKey::Priority {
            priority: g + h,
            g: Some(g),
            h: Some(h),
        },
        entered: Some(dir),
        stale: false,
    }
}

impl StageProtocol for AStarStage {
    type Event = AStarEvent;
    type Line = AStarLine;

    const CLI_NAME: &'static str = "astar";
    fn title() -> String {
        tr!("Shortest path guided by distance (A*)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &AStarEvent) -> AStarLine {
        match event {
            AStarEvent::Start { .. } => AStarLine::Start,
            AStarEvent::Popped { .. } => AStarLine::Pop,
            AStarEvent::Skipped { .. } => AStarLine::Expanded,
            AStarEvent::Found { .. } => AStarLine::Target,
            AStarEvent::Refused { reason, .. } => match reason {
                AStarRefusal::Wall | AStarRefusal::Blocked(_) => AStarLine::Skip,
                AStarRefusal::NoShorter { .. } => AStarLine::Shorter,
            },
            AStarEvent::Pushed { .. } => AStarLine::Discover,
            AStarEvent::Exhausted { .. } => AStarLine::NoPath,
        }
    }

    fn caption(event: &AStarEvent) -> String {
        match event {
            AStarEvent::Start {
                start,
                heading,
                target,
                h,
            } => tr!(
                "Search with A* from {start} to {target}: f = g + h, g the steps so far, h the Manhattan distance to the target (h = {h} here); {heading} is tried first",
                start = start,
                target = target,
                h = h,
                heading = heading.way()
            ),
            AStarEvent::Popped { cell, g, h } => {
                tr!(
                    "Popped {cell}: f = {f} (g = {g}, h = {h}), the lowest f waiting",
                    cell = cell,
                    f = g + h,
                    g = g,
                    h = h
                )
            }
            AStarEvent::Skipped { cell, g, h } => {
                tr!(
                    "Popped {cell} (f = {f}, g = {g}), already expanded: an older entry, skipped",
                    cell = cell,
                    f = g + h,
                    g = g
                )
            }
            AStarEvent::Pushed {
                cell,
                from,
                dir,
                g,
                h,
            } => tr!(
                "{cell} ({place}): g = {g}, h = {h}, f = {f}; pushed",
                cell = cell,
                place = dir.of(*from),
                g = g,
                h = h,
                f = g + h
            ),
            AStarEvent::Refused { from, dir, reason } => match reason {
                AStarRefusal::Wall => tr!("{place} is the wall", place = dir.of(*from)),
                AStarRefusal::Blocked(c) => {
                    tr!("{place}, {c}, is blocked", place = dir.of(*from), c = c)
                }
                AStarRefusal::NoShorter { cell, g, known } => {
                    tr!(
                        "{place}, {cell}, would have g = {g}, but it is known at g = {known}",
                        place = dir.of(*from),
                        cell = cell,
                        g = g,
                        known = known
                    )
                }
            },
            AStarEvent::Found { path } => {
                tr!(
                    "Reached the target: the path has {path}",
                    path = path_steps(path)
                )
            }
            AStarEvent::Exhausted { reached } => {
                tr!(
                    "The frontier is empty after {reached} cells: the target cannot be reached",
                    reached = reached
                )
            }
        }
    }

    /// The priority queue is kept as the frontier, the lowest f first, then the larger g,
    /// then in the order pushed; a cell pushed again makes its older entry stale. Each cell
    /// carries its g and h.
    fn fold(frame: &mut StageFrame, event: &AStarEvent) {
        match event {
            AStarEvent::Start {
                start, heading, h, ..
            } => {
                let m = frame.mark_mut(*start);
                m.g = Some(0);
                m.h = Some(*h);
                m.frontier = true;
                frame.current = Some(*start);
                frame.look_at(*start, Tone::Looked);
                let mut queue = Frontier::new(FrontierKind::PriorityQueue, None);
                queue.push(entry(*start, *heading, 0, *h));
                frame.frontiers = vec![queue];
            }
            AStarEvent::Popped { cell, .. } => {
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.pop();
                }
                frame.expand(*cell);
            }
            AStarEvent::Skipped { cell, .. } => {
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.pop();
                }
                frame.current = Some(*cell);
                frame.look_at(*cell, Tone::Refused);
            }
            AStarEvent::Pushed {
                cell, dir, g, h, ..
            } => {
                let m = frame.mark_mut(*cell);
                m.g = Some(*g);
                m.h = Some(*h);
                m.entered = Some(*dir);
                m.frontier = true;
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Accepted);
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.make_stale(|e| e.cell == *cell);
                    queue.push(entry(*cell, *dir, *g, *h));
                }
            }
            AStarEvent::Refused { from, dir, .. } => frame.refuse(*from, *dir),
            AStarEvent::Found { path } => {
                frame.path = path.clone();
                frame.verdict = Some(Tone::Accepted);
            }
            AStarEvent::Exhausted { .. } => {
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
    fn run<O: Observer<AStarEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let goal = setting.needed_goal()?;
        astar_path(
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
