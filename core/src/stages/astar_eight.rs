//! A* in eight directions as a stage ([`crate::algo::search::eight::astar`]): A*'s priority
//! queue on f = g + w·h where a diagonal step costs √2 (times its cell's cost) and cuts no
//! corner, every cell's g, h and f, the stale entries skipped. It is what jump point search is
//! set beside: the frontier that search never builds.

use super::eight_words::{found_words, popped_words, refusal_words, skipped_words};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::eight::astar::{EightAStar, EightAStarEvent, EightAStarSpace};
use crate::algo::search::eight::{EightKey, EightRefusal};
use crate::algo::search::{Guide, Heuristic, SearchEvent};
use crate::rules::{Game, Pos};

/// The stage of A* in eight directions.
#[derive(Clone, Copy, Debug)]
pub struct AStarEightStage;

pseudocode! {
    /// The lines of A* in eight directions.
    pub enum AStarEightLine {
        Start: step "frontier <- [start] by f = w · h(start); g[start] <- 0",
        Loop: structure "while frontier is not empty:",
        Pop: step "    cell <- pop lowest f from frontier, ties by g (the larger first by default)",
        Stale: step "    if cell was reached more cheaply since: skip",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [Up, Right, Down, Left, then the four diagonals]:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked, or a diagonal cuts a blocked corner: skip",
        Cost: structure "        new <- g[cell] + cost(next), times √2 on a diagonal",
        Shorter: step "        if g[next] ≤ new: skip",
        Discover: step "        parent[next] <- cell; g[next] <- new; h[next] <- w · h(next, target)",
        Push: structure "        push next to frontier by f = g[next] + h[next]",
        NoPath: step "return no path",
    }
}

/// The guide A* runs by in eight directions: the board's, but octile for Manhattan, which
/// overestimates a diagonal step.
pub fn eight_direction_guide(guide: Guide) -> Guide {
    match guide.heuristic {
        Heuristic::Manhattan => Guide {
            heuristic: Heuristic::Octile,
            ..guide
        },
        _ => guide,
    }
}

impl StageProtocol for AStarEightStage {
    type Event = EightAStarEvent;
    type Line = AStarEightLine;

    const CLI_NAME: &'static str = "astar-8";
    fn title() -> String {
        tr!("A* in eight directions")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &EightAStarEvent) -> AStarEightLine {
        match event {
            SearchEvent::Start { .. } => AStarEightLine::Start,
            SearchEvent::Taken { .. } => AStarEightLine::Pop,
            SearchEvent::Skipped { .. } => AStarEightLine::Stale,
            SearchEvent::Found { .. } => AStarEightLine::Target,
            SearchEvent::Refused { reason, .. } => match reason {
                EightRefusal::NoShorter { .. } | EightRefusal::Seen(_) => AStarEightLine::Shorter,
                EightRefusal::Step(_) | EightRefusal::NoJumpPoint { .. } => AStarEightLine::Skip,
            },
            SearchEvent::Pushed { .. } => AStarEightLine::Discover,
            SearchEvent::Exhausted { .. } => AStarEightLine::NoPath,
            SearchEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &EightAStarEvent) -> String {
        match event {
            SearchEvent::Start {
                start,
                target,
                key: EightKey { h, .. },
                more: guide,
                ..
            } => tr!(
                "Search with A* in eight directions from {start} to {target}: a diagonal step costs √2 times its cell's cost and cuts no corner; f = g + w·h, h by {heuristic} (h = {h} here), w = {w}",
                start = start,
                target = target,
                heuristic = guide.heuristic.title(),
                h = h.shown(),
                w = guide.weight
            ),
            SearchEvent::Taken { cell, key } => popped_words(*cell, key),
            SearchEvent::Skipped { cell, more } => skipped_words(*cell, more),
            SearchEvent::Pushed {
                cell,
                from,
                dir,
                key: key @ EightKey { g, h, .. },
                ..
            } => tr!(
                "{cell} ({place}): g = {g}, h = {h}, f = {f}; pushed",
                cell = cell,
                place = dir.of(*from),
                g = g.shown(),
                h = h.shown(),
                f = key.f().shown()
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

    /// The priority queue, lowest f first (exactly; the numbers shown are rounded), a cell
    /// pushed again making its older entry stale.
    fn fold(frame: &mut StageFrame, event: &EightAStarEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start) to the target or the food, around the body and
    /// the search board's walls, in eight directions.
    fn run<O: Observer<EightAStarEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for AStarEightStage {
    type Types = EightAStar;
    type Space = EightAStarSpace;
    const COST: Cost = Cost::Octile;
    const COMPLETE: bool = true;
    const WEIGHS_STEPS: bool = true;

    fn find<O: Observer<EightAStarEvent>>(
        space: &mut EightAStarSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let board = problem.eight_board();
        let guide = eight_direction_guide(problem.guide);
        let found = space.search(&board, guide, problem.start, problem.target, obs);
        found.map(|(path, _)| path)
    }
}
