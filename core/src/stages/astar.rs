//! A* as a stage ([`crate::algo::search::astar`]): the priority queue on f = g + h with each
//! entry's g and h, every cell's g, h and f, the stale entries skipped. Its pseudo-code is
//! BFS's with the queue a priority queue on f and the lines g needs.

use super::guide_words::astar_guide_words;
use super::words::path_steps;
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::astar::{AStar, AStarEvent, AStarKey, AStarRefusal, AStarSpace};
use crate::rules::{Game, Pos};

/// The A* stage.
#[derive(Clone, Copy, Debug)]
pub struct AStarStage;

pseudocode! {
    /// The lines of A*.
    pub enum AStarLine {
        Start: step "frontier <- [start] by f = h(start); g[start] <- 0",
        Loop: structure "while frontier is not empty:",
        Pop: step "    cell <- pop lowest f from frontier, ties by g (the larger first by default)",
        Expanded: step "    if cell was expanded: skip",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [entered(cell), Up, Right, Down, Left]:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked: skip",
        Cost: structure "        new <- g[cell] + cost(next)",
        Shorter: step "        if g[next] ≤ new: skip",
        Discover: step "        parent[next] <- cell; g[next] <- new; h[next] <- w · h(next, target)",
        Push: structure "        push next to frontier by f = g[next] + h[next]",
        NoPath: step "return no path",
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
            AStarEvent::Taken { .. } => AStarLine::Pop,
            AStarEvent::Skipped { .. } => AStarLine::Expanded,
            AStarEvent::Found { .. } => AStarLine::Target,
            AStarEvent::Refused { reason, .. } => match reason {
                AStarRefusal::Wall | AStarRefusal::Blocked(_) => AStarLine::Skip,
                AStarRefusal::NoShorter { .. } => AStarLine::Shorter,
            },
            AStarEvent::Pushed { .. } => AStarLine::Discover,
            AStarEvent::Exhausted { .. } => AStarLine::NoPath,
            AStarEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &AStarEvent) -> String {
        match event {
            AStarEvent::Start {
                start,
                heading,
                target,
                key: AStarKey { h, .. },
                more: guide,
            } => tr!(
                "Search with A* from {start} to {target}: f = g + h, g the cost so far (a step costs what its cell costs to enter), h the estimate to the target (h = {h} here); {heading} is tried first. {guide}",
                start = start,
                target = target,
                h = h,
                heading = heading.way(),
                guide = astar_guide_words(guide)
            ),
            AStarEvent::Taken {
                cell,
                key: AStarKey { g, h, .. },
            } => {
                tr!(
                    "Popped {cell}: f = {f} (g = {g}, h = {h}), the lowest f waiting",
                    cell = cell,
                    f = g + h,
                    g = g,
                    h = h
                )
            }
            AStarEvent::Skipped {
                cell,
                more: AStarKey { g, h, .. },
            } => {
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
                key: AStarKey { g, h, .. },
                ..
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
            AStarEvent::Found { path, .. } => {
                tr!(
                    "Reached the target: the path has {path}",
                    path = path_steps(path)
                )
            }
            AStarEvent::Exhausted { reached, .. } => {
                tr!(
                    "The frontier is empty after {reached} cells: the target cannot be reached",
                    reached = reached
                )
            }
            AStarEvent::Own(never) => match *never {},
        }
    }

    /// The priority queue is kept as the frontier, the lowest f first (the larger g among
    /// equals, then the order pushed): a cell pushed again makes its older entry stale; each
    /// pop takes the front. A cell's g and h are those of its best entry.
    fn fold(frame: &mut StageFrame, event: &AStarEvent) {
        fold_search::<Self>(frame, event);
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
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for AStarStage {
    type Types = AStar;
    type Space = AStarSpace;
    const COST: Cost = Cost::Moves;
    const COMPLETE: bool = true;
    const WEIGHS_STEPS: bool = true;

    fn find<O: Observer<AStarEvent>>(
        space: &mut AStarSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let p = problem;
        let (terrain, guide) = (p.terrain, p.guide);
        space.guided_path(
            p.grid, p.blocked, terrain, guide, p.start, p.heading, p.target, obs,
        )
    }
}
