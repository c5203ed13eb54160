//! Breadth-first search in eight directions as a stage
//! ([`crate::algo::search::eight::bfs`]): a queue, a cell joining it once, when first reached,
//! a diagonal step counting as one like a straight one. Its path has the fewest steps, but it
//! weighs neither the diagonals' √2 nor the terrain: beside A* in eight directions a class
//! sees a path of as few steps that costs more.

use super::eight_words::{found_words, refusal_words};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::eight::EightRefusal;
use crate::algo::search::eight::bfs::{EightBfs, EightBfsEvent, EightBfsSpace};
use crate::algo::search::{Distance, SearchEvent};
use crate::rules::{Game, Pos};

/// The stage of breadth-first search in eight directions.
#[derive(Clone, Copy, Debug)]
pub struct BfsEightStage;

pseudocode! {
    /// The lines of breadth-first search in eight directions.
    pub enum BfsEightLine {
        Start: step "queue <- [start]; steps[start] <- 0",
        Loop: structure "while queue is not empty:",
        Pop: step "    cell <- take the first from queue",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [Up, Right, Down, Left, then the four diagonals]:",
        Skip: step "        if next is a wall or blocked, or a diagonal cuts a blocked corner: skip",
        Seen: step "        if next was reached before: skip",
        Push: step "        parent[next] <- cell; steps[next] <- steps[cell] + 1; add next to queue",
        NoPath: step "return no path",
    }
}

impl StageProtocol for BfsEightStage {
    type Event = EightBfsEvent;
    type Line = BfsEightLine;

    const CLI_NAME: &'static str = "bfs-8";
    fn title() -> String {
        tr!("Breadth-first search in eight directions")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &EightBfsEvent) -> BfsEightLine {
        match event {
            SearchEvent::Start { .. } => BfsEightLine::Start,
            SearchEvent::Taken { .. } => BfsEightLine::Pop,
            SearchEvent::Found { .. } => BfsEightLine::Target,
            SearchEvent::Refused { reason, .. } => match reason {
                EightRefusal::NoShorter { .. } | EightRefusal::Seen(_) => BfsEightLine::Seen,
                EightRefusal::Step(_) | EightRefusal::NoJumpPoint { .. } => BfsEightLine::Skip,
            },
            SearchEvent::Pushed { .. } => BfsEightLine::Push,
            SearchEvent::Exhausted { .. } => BfsEightLine::NoPath,
            SearchEvent::Skipped { more: (), .. } => BfsEightLine::Pop,
            SearchEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &EightBfsEvent) -> String {
        match event {
            SearchEvent::Start { start, target, .. } => tr!(
                "Search breadth-first in eight directions from {start} to {target}: a diagonal step counts as one step like a straight one, and cuts no corner",
                start = start,
                target = target
            ),
            SearchEvent::Taken {
                cell,
                key: Distance(steps),
            } => tr!(
                "Took {cell} from the front of the queue: {steps} steps from the start",
                cell = cell,
                steps = steps
            ),
            SearchEvent::Skipped { cell, .. } => tr!("Skipped {cell}", cell = cell),
            SearchEvent::Pushed {
                cell,
                from,
                dir,
                key: Distance(steps),
                ..
            } => tr!(
                "{cell} ({place}): first reached, {steps} steps; added to the back of the queue",
                cell = cell,
                place = dir.of(*from),
                steps = steps
            ),
            SearchEvent::Refused { from, dir, reason } => match reason {
                // Breadth-first search reaches a cell first by its fewest steps: a later way
                // is never shorter, whatever it would cost.
                EightRefusal::NoShorter { cell, .. } => {
                    refusal_words(*from, *dir, &EightRefusal::Seen(*cell))
                }
                _ => refusal_words(*from, *dir, reason),
            },
            SearchEvent::Found { path, more } => found_words(path, *more),
            SearchEvent::Exhausted { reached, .. } => tr!(
                "The queue is empty after {reached} cells: the target cannot be reached",
                reached = reached
            ),
            SearchEvent::Own(never) => match *never {},
        }
    }

    /// The queue, first in first out, each cell on its steps from the start.
    fn fold(frame: &mut StageFrame, event: &EightBfsEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its queue, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start) to the target or the food, around the body and
    /// the search board's walls, in eight directions.
    fn run<O: Observer<EightBfsEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for BfsEightStage {
    type Types = EightBfs;
    type Space = EightBfsSpace;
    const COST: Cost = Cost::Octile;
    const COMPLETE: bool = true;

    fn find<O: Observer<EightBfsEvent>>(
        space: &mut EightBfsSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let board = problem.eight_board();
        let found = space.search(&board, problem.start, problem.target, obs);
        found.map(|(path, _)| path)
    }
}
