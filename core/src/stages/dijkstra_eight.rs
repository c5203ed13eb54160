//! Uniform-cost search (Dijkstra's algorithm) in eight directions as a stage: A* in eight
//! directions ([`crate::algo::search::eight::astar`]) with the zero heuristic, so its queue
//! is ordered by g alone, the cost so far, a diagonal step costing √2 times its cell's cost.
//! Its path is the cheapest; beside A* a class sees how many more cells it expands without a
//! guide.

use super::eight_words::{found_words, refusal_words};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::eight::astar::{EightAStar, EightAStarEvent, EightAStarSpace};
use crate::algo::search::eight::{EightKey, EightRefusal};
use crate::algo::search::{Guide, Heuristic, SearchEvent, Weight};
use crate::rules::{Game, Pos};

/// The stage of uniform-cost search in eight directions.
#[derive(Clone, Copy, Debug)]
pub struct DijkstraEightStage;

pseudocode! {
    /// The lines of uniform-cost search in eight directions.
    pub enum DijkstraEightLine {
        Start: step "frontier <- [start] by g = 0",
        Loop: structure "while frontier is not empty:",
        Pop: step "    cell <- pop lowest g from frontier",
        Stale: step "    if cell was reached more cheaply since: skip",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [Up, Right, Down, Left, then the four diagonals]:",
        Skip: step "        if next is a wall or blocked, or a diagonal cuts a blocked corner: skip",
        Cost: structure "        new <- g[cell] + cost(next), times √2 on a diagonal",
        Shorter: step "        if g[next] ≤ new: skip",
        Push: step "        parent[next] <- cell; g[next] <- new; push next to frontier by g",
        NoPath: step "return no path",
    }
}

/// The guide that makes A* uniform-cost search: the zero heuristic, weight 1, and the
/// board's tie-break.
fn uniform(guide: Guide) -> Guide {
    Guide {
        heuristic: Heuristic::Zero,
        weight: Weight::ONE,
        ..guide
    }
}

impl StageProtocol for DijkstraEightStage {
    type Event = EightAStarEvent;
    type Line = DijkstraEightLine;

    const CLI_NAME: &'static str = "dijkstra-8";
    fn title() -> String {
        tr!("Cheapest path in eight directions (Dijkstra)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &EightAStarEvent) -> DijkstraEightLine {
        match event {
            SearchEvent::Start { .. } => DijkstraEightLine::Start,
            SearchEvent::Taken { .. } => DijkstraEightLine::Pop,
            SearchEvent::Skipped { .. } => DijkstraEightLine::Stale,
            SearchEvent::Found { .. } => DijkstraEightLine::Target,
            SearchEvent::Refused { reason, .. } => match reason {
                EightRefusal::NoShorter { .. } | EightRefusal::Seen(_) => {
                    DijkstraEightLine::Shorter
                }
                EightRefusal::Step(_) | EightRefusal::NoJumpPoint { .. } => DijkstraEightLine::Skip,
            },
            SearchEvent::Pushed { .. } => DijkstraEightLine::Push,
            SearchEvent::Exhausted { .. } => DijkstraEightLine::NoPath,
            SearchEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &EightAStarEvent) -> String {
        match event {
            SearchEvent::Start { start, target, .. } => tr!(
                "Search for the cheapest path in eight directions from {start} to {target}, lowest cost so far first: a diagonal step costs √2 times its cell's cost and cuts no corner",
                start = start,
                target = target
            ),
            SearchEvent::Taken {
                cell,
                key: EightKey { g, .. },
            } => tr!(
                "Popped {cell}: g = {g}, the lowest cost waiting",
                cell = cell,
                g = g.shown()
            ),
            SearchEvent::Skipped {
                cell,
                more: EightKey { g, .. },
            } => tr!(
                "Popped {cell} (g = {g}): reached more cheaply since, skipped",
                cell = cell,
                g = g.shown()
            ),
            SearchEvent::Pushed {
                cell,
                from,
                dir,
                key: EightKey { g, .. },
                ..
            } => tr!(
                "{cell} ({place}): g = {g}; pushed",
                cell = cell,
                place = dir.of(*from),
                g = g.shown()
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

    /// The priority queue, lowest g first (exactly; the numbers shown are rounded), a cell
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

impl SearchProtocol for DijkstraEightStage {
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
        let found = space.search(
            &board,
            uniform(problem.guide),
            problem.start,
            problem.target,
            obs,
        );
        found.map(|(path, _)| path)
    }
}
