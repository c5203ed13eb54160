//! Greedy best-first search in eight directions as a stage
//! ([`crate::algo::search::eight::best_first`]): the priority queue on h alone, the estimate
//! of the cost left, each cell joining once. Beside A* in eight directions a class sees how
//! few cells it expands on an open board, and how dear its path may be round a wall.

use super::astar_eight::eight_direction_guide;
use super::eight_words::{found_words, refusal_words};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::SearchEvent;
use crate::algo::search::eight::EightRefusal;
use crate::algo::search::eight::best_first::{
    EightBestFirst, EightBestFirstEvent, EightBestFirstSpace, EstimateKey,
};
use crate::rules::{Game, Pos};

/// The stage of greedy best-first search in eight directions.
#[derive(Clone, Copy, Debug)]
pub struct BestFirstEightStage;

pseudocode! {
    /// The lines of greedy best-first search in eight directions.
    pub enum BestFirstEightLine {
        Start: step "frontier <- [start] by h(start); parent[start] <- start",
        Loop: structure "while frontier is not empty:",
        Pop: step "    cell <- pop lowest h from frontier",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [Up, Right, Down, Left, then the four diagonals]:",
        Skip: step "        if next is a wall or blocked, or a diagonal cuts a blocked corner: skip",
        Seen: step "        if next was found before: skip",
        Push: step "        parent[next] <- cell; push next to frontier by h(next, target)",
        NoPath: step "return no path",
    }
}

impl StageProtocol for BestFirstEightStage {
    type Event = EightBestFirstEvent;
    type Line = BestFirstEightLine;

    const CLI_NAME: &'static str = "best-first-8";
    fn title() -> String {
        tr!("Greedy best-first search in eight directions")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &EightBestFirstEvent) -> BestFirstEightLine {
        match event {
            SearchEvent::Start { .. } => BestFirstEightLine::Start,
            SearchEvent::Taken { .. } => BestFirstEightLine::Pop,
            SearchEvent::Skipped { more, .. } => match *more {},
            SearchEvent::Found { .. } => BestFirstEightLine::Target,
            SearchEvent::Refused { reason, .. } => match reason {
                EightRefusal::Seen(_) | EightRefusal::NoShorter { .. } => BestFirstEightLine::Seen,
                EightRefusal::Step(_) | EightRefusal::NoJumpPoint { .. } => {
                    BestFirstEightLine::Skip
                }
            },
            SearchEvent::Pushed { .. } => BestFirstEightLine::Push,
            SearchEvent::Exhausted { .. } => BestFirstEightLine::NoPath,
            SearchEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &EightBestFirstEvent) -> String {
        match event {
            SearchEvent::Start {
                start,
                target,
                key: EstimateKey { h },
                more: heuristic,
                ..
            } => tr!(
                "Search greedily in eight directions from {start} to {target}, the cell nearest the target first by h, {heuristic} (h = {h} here); a diagonal step cuts no corner",
                start = start,
                target = target,
                heuristic = heuristic.title(),
                h = h.shown()
            ),
            SearchEvent::Taken {
                cell,
                key: EstimateKey { h },
            } => tr!(
                "Popped {cell} at h = {h}, the nearest to the target waiting",
                cell = cell,
                h = h.shown()
            ),
            SearchEvent::Skipped { more, .. } => match *more {},
            SearchEvent::Pushed {
                cell,
                from,
                dir,
                key: EstimateKey { h },
                ..
            } => tr!(
                "{cell} ({place}) is free and new: h = {h}",
                cell = cell,
                place = dir.of(*from),
                h = h.shown()
            ),
            SearchEvent::Refused { from, dir, reason } => refusal_words(*from, *dir, reason),
            SearchEvent::Found { path, more } => found_words(path, *more),
            SearchEvent::Exhausted { reached, .. } => tr!(
                "The frontier is empty after {reached} cells: the target cannot be reached",
                reached = reached
            ),
            SearchEvent::Own(never) => match *never {},
        }
    }

    /// The priority queue, the lowest h first (exactly; equal h in the order pushed): each
    /// cell found joins it once.
    fn fold(frame: &mut StageFrame, event: &EightBestFirstEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start) to the target or the food, around the body and
    /// the search board's walls, in eight directions.
    fn run<O: Observer<EightBestFirstEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for BestFirstEightStage {
    type Types = EightBestFirst;
    type Space = EightBestFirstSpace;
    const COST: Cost = Cost::Octile;
    const COMPLETE: bool = true;

    /// By the search board's heuristic, octile for Manhattan (which overestimates a
    /// diagonal).
    fn find<O: Observer<EightBestFirstEvent>>(
        space: &mut EightBestFirstSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let board = problem.eight_board();
        let heuristic = eight_direction_guide(problem.guide).heuristic;
        let found = space.search(&board, heuristic, problem.start, problem.target, obs);
        found.map(|(path, _)| path)
    }
}
