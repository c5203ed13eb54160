//! Depth-first search in eight directions as a stage ([`crate::algo::search::eight::dfs`]):
//! the stack as it grows and shrinks, each cell popped off its top, and the branch it
//! returns, legal in eight directions but not the cheapest.

use super::eight_words::{found_words, refusal_words};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::eight::EightRefusal;
use crate::algo::search::eight::dfs::{EightDfs, EightDfsEvent, EightDfsSpace};
use crate::algo::search::{Depth, SearchEvent};
use crate::rules::{Game, Pos};

/// The stage of depth-first search in eight directions.
#[derive(Clone, Copy, Debug)]
pub struct DfsEightStage;

pseudocode! {
    /// The lines of depth-first search in eight directions.
    pub enum DfsEightLine {
        Start: step "stack <- [start]; depth[start] <- 0",
        Loop: structure "while stack is not empty:",
        Pop: step "    cell <- pop top of stack",
        Expanded: step "    if cell was expanded: skip",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [Up, Right, Down, Left, then the four diagonals], last first:",
        Skip: step "        if next is a wall or blocked, or a diagonal cuts a blocked corner: skip",
        Seen: step "        if next was expanded: skip",
        Push: step "        parent[next] <- cell; depth[next] <- depth[cell] + 1; push next on top",
        NoPath: step "return no path",
    }
}

impl StageProtocol for DfsEightStage {
    type Event = EightDfsEvent;
    type Line = DfsEightLine;

    const CLI_NAME: &'static str = "dfs-8";
    fn title() -> String {
        tr!("Depth-first search in eight directions")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &EightDfsEvent) -> DfsEightLine {
        match event {
            SearchEvent::Start { .. } => DfsEightLine::Start,
            SearchEvent::Taken { .. } => DfsEightLine::Pop,
            SearchEvent::Skipped { .. } => DfsEightLine::Expanded,
            SearchEvent::Found { .. } => DfsEightLine::Target,
            SearchEvent::Refused { reason, .. } => match reason {
                EightRefusal::Seen(_) | EightRefusal::NoShorter { .. } => DfsEightLine::Seen,
                EightRefusal::Step(_) | EightRefusal::NoJumpPoint { .. } => DfsEightLine::Skip,
            },
            SearchEvent::Pushed { .. } => DfsEightLine::Push,
            SearchEvent::Exhausted { .. } => DfsEightLine::NoPath,
            SearchEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &EightDfsEvent) -> String {
        match event {
            SearchEvent::Start { start, target, .. } => tr!(
                "Search depth first in eight directions from {start} to {target}: up is popped first, and a diagonal step cuts no corner",
                start = start,
                target = target
            ),
            SearchEvent::Taken {
                cell,
                key: Depth(depth),
            } => tr!(
                "Popped {cell} off the top of the stack at depth {depth}",
                cell = cell,
                depth = depth
            ),
            SearchEvent::Skipped { cell, .. } => tr!(
                "Popped {cell}, already expanded: an older entry, skipped",
                cell = cell
            ),
            SearchEvent::Pushed {
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
            SearchEvent::Refused { from, dir, reason } => match reason {
                EightRefusal::Seen(c) => tr!(
                    "{place}, {c}, was already expanded",
                    place = dir.of(*from),
                    c = c
                ),
                _ => refusal_words(*from, *dir, reason),
            },
            SearchEvent::Found { path, more } => found_words(path, *more),
            SearchEvent::Exhausted { reached, .. } => tr!(
                "The stack is empty after {reached} cells: the target cannot be reached",
                reached = reached
            ),
            SearchEvent::Own(never) => match *never {},
        }
    }

    /// The stack, each cell on its depth, an older entry going stale once a newer one of its
    /// cell is expanded.
    fn fold(frame: &mut StageFrame, event: &EightDfsEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its stack, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start) to the target or the food, around the body and
    /// the search board's walls, in eight directions.
    fn run<O: Observer<EightDfsEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for DfsEightStage {
    type Types = EightDfs;
    type Space = EightDfsSpace;
    const COST: Cost = Cost::Octile;
    const COMPLETE: bool = true;

    fn find<O: Observer<EightDfsEvent>>(
        space: &mut EightDfsSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let board = problem.eight_board();
        let found = space.search(&board, problem.start, problem.target, obs);
        found.map(|(path, _)| path)
    }
}
