//! Iterative deepening in eight directions as a stage
//! ([`crate::algo::search::eight::iddfs`]): depth-first rounds under a limit raised 0, 1,
//! 2, ..., each starting the stack anew with the start alone, the eight moves tried up first.
//! Its path has the fewest steps, a diagonal one counting as one, as breadth-first search's in
//! eight directions has; it stops at the same budget of expansions as in four directions, and
//! says so ([`super::iddfs`]).

use super::eight_words::refusal_words;
use super::iddfs::{cut_off_words, popped_ahead, reached_words, run_deepening, stopped_words};
use super::words::{cells, path_steps};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageEvent, StageFacts, StageFrame,
    StageProtocol, StageRunError, fold_search, pseudocode, search_facts,
};
use crate::algo::Observer;
use crate::algo::search::eight::EightRefusal;
use crate::algo::search::eight::iddfs::{
    EightIddfs, EightIddfsEvent, EightIddfsRefusal, EightIddfsSpace,
};
use crate::algo::search::{Depth, SearchEvent};
use crate::rules::{Game, Pos};

/// The stage of iterative deepening in eight directions.
#[derive(Clone, Copy, Debug)]
pub struct IddfsEightStage;

pseudocode! {
    /// The lines of iterative deepening in eight directions.
    pub enum IddfsEightLine {
        Round: step "for limit <- 0, 1, 2, ...: stack <- [start]; depth[start] <- 0",
        Loop: structure "    while stack is not empty:",
        Pop: step "        cell <- pop top of stack",
        Target: step "        if cell = target: return path via parents",
        Neighbours: structure "        for dir in [Up, Right, Down, Left, then the four diagonals], last first:",
        Skip: step "            if next is a wall or blocked, or a diagonal cuts a blocked corner: skip",
        Reached: step "            if next was reached in this round no deeper: skip",
        Limit: step "            if depth[cell] = limit: cut off, skip",
        Push: step "            parent[next] <- cell; depth[next] <- depth[cell] + 1; push next",
        NoPath: step "    if nothing was cut off: return no path",
    }
}

impl StageProtocol for IddfsEightStage {
    type Event = EightIddfsEvent;
    type Line = IddfsEightLine;

    const CLI_NAME: &'static str = "iddfs-8";
    fn title() -> String {
        tr!("Iterative deepening DFS in eight directions")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &EightIddfsEvent) -> IddfsEightLine {
        match event {
            SearchEvent::Start { .. } | SearchEvent::Own(_) => IddfsEightLine::Round,
            SearchEvent::Taken { .. } => IddfsEightLine::Pop,
            SearchEvent::Skipped { more, .. } => match *more {},
            SearchEvent::Found { .. } => IddfsEightLine::Target,
            SearchEvent::Refused { reason, .. } => match reason {
                EightIddfsRefusal::Step(_) => IddfsEightLine::Skip,
                EightIddfsRefusal::Reached(..) => IddfsEightLine::Reached,
                EightIddfsRefusal::CutOff(_) => IddfsEightLine::Limit,
            },
            SearchEvent::Pushed { .. } => IddfsEightLine::Push,
            SearchEvent::Exhausted { .. } => IddfsEightLine::NoPath,
        }
    }

    fn caption(event: &EightIddfsEvent) -> String {
        match event {
            SearchEvent::Start {
                start,
                target,
                more: limit,
                ..
            } => tr!(
                "A round with depth limit {limit} in eight directions: the stack holds {start} alone; search depth first for {target}, no deeper, up popped first; a diagonal step counts as one step and cuts no corner",
                limit = limit,
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
            SearchEvent::Skipped { more, .. } => match *more {},
            SearchEvent::Pushed {
                cell,
                from,
                dir,
                key: Depth(depth),
                ..
            } => tr!(
                "{cell} ({place}) is free and not reached this shallow: pushed on top at depth {depth}",
                cell = cell,
                place = dir.of(*from),
                depth = depth
            ),
            SearchEvent::Refused { from, dir, reason } => match reason {
                EightIddfsRefusal::Step(why) => {
                    refusal_words(*from, *dir, &EightRefusal::Step(*why))
                }
                EightIddfsRefusal::Reached(c, d) => reached_words(dir.of(*from), *c, *d),
                EightIddfsRefusal::CutOff(c) => cut_off_words(dir.of(*from), *c),
            },
            SearchEvent::Found { path, more: limit } => tr!(
                "Popped the target in the round with limit {limit}: the path has {path}, the fewest steps in eight directions, as no shallower round reached it",
                limit = limit,
                path = path_steps(path)
            ),
            SearchEvent::Exhausted {
                reached,
                more: limit,
            } => tr!(
                "The round with limit {limit} reached {reached} and cut nothing off: the target cannot be reached",
                limit = limit,
                reached = cells(*reached)
            ),
            SearchEvent::Own(stop) => stopped_words(stop),
        }
    }

    /// A "popped" caption also says what the expansion pushes, and which is on top.
    fn caption_ahead<'e>(
        event: &EightIddfsEvent,
        ahead: impl Iterator<Item = &'e EightIddfsEvent>,
    ) -> String {
        match event {
            SearchEvent::Taken {
                cell,
                key: Depth(depth),
            } => popped_ahead(*cell, *depth, ahead),
            _ => Self::caption(event),
        }
    }

    /// The stack as the frontier, its top first; each round starts it anew with the start
    /// alone.
    fn fold(frame: &mut StageFrame, event: &EightIddfsEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its stack, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start) to the target or the food, around the body and
    /// the search board's walls, in eight directions; the note says if it stopped at its
    /// budget.
    fn run<O: Observer<EightIddfsEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_deepening::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for IddfsEightStage {
    type Types = EightIddfs;
    type Space = EightIddfsSpace;
    const COST: Cost = Cost::Octile;
    const COMPLETE: bool = true;

    fn find<O: Observer<EightIddfsEvent>>(
        space: &mut EightIddfsSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let board = problem.eight_board();
        space.search(&board, problem.start, problem.target, obs)
    }
}
