//! Depth-first search as a stage ([`crate::algo::search::dfs`]): the stack as it grows and
//! shrinks, each cell popped off its top, and the branch it returns, a path but not the
//! shortest. Its pseudo-code is BFS's with the queue a stack and the lines that makes need.

use super::words::{listed, path_steps};
use super::{AfterTaking, after_taking};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::Depth;
use crate::algo::search::dfs::{Dfs, DfsEvent, DfsRefusal, DfsSpace};
use crate::rules::{Game, Pos};

/// The depth-first stage.
#[derive(Clone, Copy, Debug)]
pub struct DfsStage;

pseudocode! {
    /// The lines of the depth-first search.
    pub enum DfsLine {
        Start: step "stack <- [start]; depth[start] <- 0",
        Loop: structure "while stack is not empty:",
        Pop: step "    cell <- pop top of stack",
        Expanded: step "    if cell was expanded: skip",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [entered(cell), Up, Right, Down, Left], last first:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked or expanded: skip",
        Discover: step "        parent[next] <- cell; depth[next] <- depth[cell] + 1",
        Push: structure "        push next on top of stack",
        NoPath: step "return no path",
    }
}

impl StageProtocol for DfsStage {
    type Event = DfsEvent;
    type Line = DfsLine;

    const CLI_NAME: &'static str = "dfs";
    fn title() -> String {
        tr!("Depth-first search (DFS)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &DfsEvent) -> DfsLine {
        match event {
            DfsEvent::Start { .. } => DfsLine::Start,
            DfsEvent::Taken { .. } => DfsLine::Pop,
            DfsEvent::Skipped { .. } => DfsLine::Expanded,
            DfsEvent::Found { .. } => DfsLine::Target,
            DfsEvent::Refused { .. } => DfsLine::Skip,
            DfsEvent::Pushed { .. } => DfsLine::Discover,
            DfsEvent::Exhausted { .. } => DfsLine::NoPath,
            DfsEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &DfsEvent) -> String {
        match event {
            DfsEvent::Start {
                start,
                heading,
                target,
                ..
            } => tr!(
                "Search depth first from {start} to {target}; {heading} is popped first",
                start = start,
                target = target,
                heading = heading.way()
            ),
            DfsEvent::Taken {
                cell,
                key: Depth(depth),
            } => {
                tr!(
                    "Popped {cell} off the top of the stack at depth {depth}",
                    cell = cell,
                    depth = depth
                )
            }
            DfsEvent::Skipped { cell, .. } => {
                tr!(
                    "Popped {cell}, already expanded: an older entry, skipped",
                    cell = cell
                )
            }
            DfsEvent::Pushed {
                cell,
                from,
                dir,
                key: Depth(depth),
                ..
            } => tr!(
                "{cell} ({place}) is free and not expanded: pushed on top at depth {depth}",
                cell = cell,
                place = dir.of(*from),
                depth = depth
            ),
            DfsEvent::Refused { from, dir, reason } => match reason {
                DfsRefusal::Wall => tr!("{place} is the wall", place = dir.of(*from)),
                DfsRefusal::Blocked(c) => {
                    tr!("{place}, {c}, is blocked", place = dir.of(*from), c = c)
                }
                DfsRefusal::Expanded(c, d) => {
                    tr!(
                        "{place}, {c}, was already expanded at depth {d}",
                        place = dir.of(*from),
                        c = c,
                        d = d
                    )
                }
            },
            DfsEvent::Found { path, .. } => {
                tr!(
                    "Popped the target: the branch to it has {path}, not necessarily the fewest",
                    path = path_steps(path)
                )
            }
            DfsEvent::Exhausted { reached, .. } => {
                tr!(
                    "The stack is empty after {reached} cells: the target cannot be reached",
                    reached = reached
                )
            }
            DfsEvent::Own(never) => match *never {},
        }
    }

    /// A "popped" caption also says what the expansion pushes, and which is on top.
    fn caption_ahead<'e>(event: &DfsEvent, ahead: impl Iterator<Item = &'e DfsEvent>) -> String {
        let DfsEvent::Taken {
            cell,
            key: Depth(depth),
        } = event
        else {
            return Self::caption(event);
        };
        let AfterTaking::Pushed(pushed) = after_taking(ahead) else {
            return tr!(
                "Popped {cell} at depth {depth}: it is the target",
                cell = cell,
                depth = depth
            );
        };
        match pushed.last() {
            None => tr!(
                "Popped {cell} at depth {depth}; it pushes nothing: a dead end",
                cell = cell,
                depth = depth
            ),
            Some(top) => tr!(
                "Popped {cell} at depth {depth}; it pushes {dirs}, {top} on top",
                cell = cell,
                depth = depth,
                dirs = listed(&pushed),
                top = top
            ),
        }
    }

    /// The stack is kept as the frontier, its top first: the start enters it, each push goes
    /// on top, each pop takes the top; once a cell is expanded, its older entries are stale.
    fn fold(frame: &mut StageFrame, event: &DfsEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start), heading the snake's way, to the target or the
    /// food, around the body and the search board's walls.
    fn run<O: Observer<DfsEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for DfsStage {
    type Types = Dfs;
    type Space = DfsSpace;
    const COST: Cost = Cost::Moves;
    const COMPLETE: bool = true;

    fn find<O: Observer<DfsEvent>>(
        space: &mut DfsSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let p = problem;
        space.depth_first_path(p.grid, p.blocked, p.start, p.heading, p.target, obs)
    }
}
