//! Depth-first search as a stage ([`crate::algo::search::dfs`]): the stack as it grows and
//! shrinks, each cell popped off its top, and the branch it returns, a path but not the
//! shortest. Its pseudo-code is BFS's with the queue a stack and the lines that makes need.

use super::search_facts::search_facts;
use super::words::{listed, path_steps};
use super::{
    FrontierEntry, FrontierKey, FrontierKind, Setting, StageFrame, StageProtocol, StageRunError,
    pseudocode,
};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::search::dfs::{DfsEvent, DfsRefusal, depth_first_path};
use crate::rules::Game;
use crate::stages::Frontier;

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
            DfsEvent::Popped { .. } => DfsLine::Pop,
            DfsEvent::Skipped { .. } => DfsLine::Expanded,
            DfsEvent::Found { .. } => DfsLine::Target,
            DfsEvent::Refused { .. } => DfsLine::Skip,
            DfsEvent::Pushed { .. } => DfsLine::Discover,
            DfsEvent::Exhausted { .. } => DfsLine::NoPath,
        }
    }

    fn caption(event: &DfsEvent) -> String {
        match event {
            DfsEvent::Start {
                start,
                heading,
                target,
            } => tr!(
                "Search depth first from {start} to {target}; {heading} is popped first",
                start = start,
                target = target,
                heading = heading.way()
            ),
            DfsEvent::Popped { cell, depth } => {
                tr!(
                    "Popped {cell} off the top of the stack at depth {depth}",
                    cell = cell,
                    depth = depth
                )
            }
            DfsEvent::Skipped { cell } => {
                tr!(
                    "Popped {cell}, already expanded: an older entry, skipped",
                    cell = cell
                )
            }
            DfsEvent::Pushed {
                cell,
                from,
                dir,
                depth,
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
            DfsEvent::Found { path } => {
                tr!(
                    "Popped the target: the branch to it has {path}, not necessarily the fewest",
                    path = path_steps(path)
                )
            }
            DfsEvent::Exhausted { reached } => {
                tr!(
                    "The stack is empty after {reached} cells: the target cannot be reached",
                    reached = reached
                )
            }
        }
    }

    /// A "popped" caption also says what the expansion pushes, and which is on top.
    fn caption_ahead<'e>(event: &DfsEvent, ahead: impl Iterator<Item = &'e DfsEvent>) -> String {
        let DfsEvent::Popped { cell, depth } = event else {
            return Self::caption(event);
        };
        let mut ahead = ahead.peekable();
        if let Some(DfsEvent::Found { .. }) = ahead.peek() {
            return tr!(
                "Popped {cell} at depth {depth}: it is the target",
                cell = cell,
                depth = depth
            );
        }
        let pushed: Vec<String> = ahead
            .map_while(|e| match e {
                DfsEvent::Pushed { dir, .. } => Some(Some(dir.at())),
                DfsEvent::Refused { .. } => Some(None),
                _ => None,
            })
            .flatten()
            .collect();
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
        match event {
            DfsEvent::Start { start, heading, .. } => {
                let m = frame.mark_mut(*start);
                m.distance = Some(0);
                m.frontier = true;
                frame.current = Some(*start);
                frame.look_at(*start, Tone::Looked);
                let mut stack = Frontier::new(FrontierKind::Stack, None);
                stack.push(FrontierEntry {
                    cell: *start,
                    key: FrontierKey::Pushed { order: 1, depth: 0 },
                    entered: Some(*heading),
                    stale: false,
                });
                frame.frontiers = vec![stack];
            }
            DfsEvent::Popped { cell, depth } => {
                if let Some(stack) = frame.frontiers.first_mut() {
                    stack.pop();
                    stack.make_stale(|e| e.cell == *cell);
                }
                frame.mark_mut(*cell).distance = Some(*depth);
                frame.expand(*cell);
            }
            DfsEvent::Skipped { cell } => {
                if let Some(stack) = frame.frontiers.first_mut() {
                    stack.pop();
                }
                frame.current = Some(*cell);
                frame.look_at(*cell, Tone::Refused);
            }
            DfsEvent::Pushed {
                cell, dir, depth, ..
            } => {
                let m = frame.mark_mut(*cell);
                m.distance = Some(*depth);
                m.entered = Some(*dir);
                m.frontier = true;
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Accepted);
                if let Some(stack) = frame.frontiers.first_mut() {
                    let order = stack.pushed + 1;
                    stack.push(FrontierEntry {
                        cell: *cell,
                        key: FrontierKey::Pushed {
                            order,
                            depth: *depth,
                        },
                        entered: Some(*dir),
                        stale: false,
                    });
                }
            }
            DfsEvent::Refused { from, dir, .. } => frame.refuse(*from, *dir),
            DfsEvent::Found { path } => {
                frame.path = path.clone();
                frame.verdict = Some(Tone::Accepted);
            }
            DfsEvent::Exhausted { .. } => {
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
    fn run<O: Observer<DfsEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let goal = setting.needed_goal()?;
        depth_first_path(
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
