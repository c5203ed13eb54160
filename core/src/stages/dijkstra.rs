//! Uniform-cost search as a stage ([`crate::algo::search::dijkstra`]): the priority queue
//! with its costs, each state (a cell and the move that entered it) popped cheapest first,
//! the stale entries skipped, and a turn costing more than going straight. Its pseudo-code
//! is BFS's with the queue a priority queue on cost and the lines costs need.

use super::words::path_steps;
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::dijkstra::{
    Dijkstra, DijkstraEvent, DijkstraKey, DijkstraRefusal, DijkstraSpace, DijkstraStale,
};
use crate::rules::{Dir, Game, Pos};

/// The uniform-cost stage.
#[derive(Clone, Copy, Debug)]
pub struct DijkstraStage;

pseudocode! {
    /// The lines of the uniform-cost search.
    pub enum DijkstraLine {
        Start: step "frontier <- [(start, heading)]; cost[start, heading] <- 0",
        Loop: structure "while frontier is not empty:",
        Pop: step "    (cell, entered) <- pop lowest cost from frontier",
        Stale: step "    if (cell, entered) is known cheaper now: skip",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [entered, Up, Right, Down, Left]:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked: skip",
        Cost: structure "        new <- cost[cell, entered] + cost(next) + (turn cost if dir ≠ entered)",
        Cheaper: step "        if new ≥ cost[next, dir] or new ≥ cheapest[next] + turn cost: skip",
        Discover: step "        parent[next, dir] <- (cell, entered); cost[next, dir] <- new",
        Push: structure "        push (next, dir) to frontier by new",
        NoPath: step "return no path",
    }
}

/// Why the neighbour of `from` that lies `dir` of it was refused, in words.
fn refusal(from: Pos, dir: Dir, reason: &DijkstraRefusal) -> String {
    match reason {
        DijkstraRefusal::Wall => tr!("{place} is the wall", place = dir.of(from)),
        DijkstraRefusal::Blocked(c) => {
            tr!("{place}, {c}, is blocked", place = dir.of(from), c = c)
        }
        DijkstraRefusal::Known { cell, cost, known } => {
            tr!(
                "{place}, {cell}, would cost {cost}, but entered that way it is known for {known}",
                place = dir.of(from),
                cell = cell,
                cost = cost,
                known = known
            )
        }
        DijkstraRefusal::Covered {
            cell,
            cost,
            best,
            heading,
        } => tr!(
            "{place}, {cell}, would cost {cost}, but entered {heading} it costs {best}, and a turn from there costs no more",
            place = dir.of(from),
            cell = cell,
            cost = cost,
            heading = heading.way(),
            best = best
        ),
    }
}

impl StageProtocol for DijkstraStage {
    type Event = DijkstraEvent;
    type Line = DijkstraLine;

    const CLI_NAME: &'static str = "dijkstra";
    fn title() -> String {
        tr!("Cheapest path, turns cost more (Dijkstra)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &DijkstraEvent) -> DijkstraLine {
        match event {
            DijkstraEvent::Start { .. } => DijkstraLine::Start,
            DijkstraEvent::Taken { .. } => DijkstraLine::Pop,
            DijkstraEvent::Skipped { .. } => DijkstraLine::Stale,
            DijkstraEvent::Found { .. } => DijkstraLine::Target,
            DijkstraEvent::Refused { reason, .. } => match reason {
                DijkstraRefusal::Wall | DijkstraRefusal::Blocked(_) => DijkstraLine::Skip,
                DijkstraRefusal::Known { .. } | DijkstraRefusal::Covered { .. } => {
                    DijkstraLine::Cheaper
                }
            },
            DijkstraEvent::Pushed { .. } => DijkstraLine::Discover,
            DijkstraEvent::Exhausted { .. } => DijkstraLine::NoPath,
            DijkstraEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &DijkstraEvent) -> String {
        match event {
            DijkstraEvent::Start {
                start,
                heading,
                target,
                more: turn_cost,
                ..
            } => tr!(
                "Search for the cheapest path from {start} to {target}: a move costs what entering its cell costs (1 on plain ground, 3 in mud, 5 in water), a turn {turn_cost} more; {heading} goes straight",
                start = start,
                target = target,
                turn_cost = turn_cost,
                heading = heading.way()
            ),
            DijkstraEvent::Taken {
                cell,
                key: DijkstraKey { cost, entered },
            } => tr!(
                "Popped {cell} (entered {entered}) at cost g = {cost}, the cheapest waiting",
                cell = cell,
                entered = entered.way(),
                cost = cost
            ),
            DijkstraEvent::Skipped {
                cell,
                more:
                    DijkstraStale {
                        entered,
                        cost,
                        known,
                    },
            } => tr!(
                "Popped {cell} (entered {entered}) at cost {cost}, but it is known for {known} now: stale, skipped",
                cell = cell,
                entered = entered.way(),
                cost = cost,
                known = known
            ),
            DijkstraEvent::Pushed {
                cell,
                from,
                dir,
                key: DijkstraKey { cost, .. },
                more: true,
            } => tr!(
                "{cell} ({place}, a turn) costs g = {cost}: cheaper than known, pushed",
                cell = cell,
                place = dir.of(*from),
                cost = cost
            ),
            DijkstraEvent::Pushed {
                cell,
                from,
                dir,
                key: DijkstraKey { cost, .. },
                more: false,
            } => tr!(
                "{cell} ({place}, straight on) costs g = {cost}: cheaper than known, pushed",
                cell = cell,
                place = dir.of(*from),
                cost = cost
            ),
            DijkstraEvent::Refused { from, dir, reason } => refusal(*from, *dir, reason),
            DijkstraEvent::Found { path, more: cost } => {
                tr!(
                    "Reached the target: the path has {path} and costs {cost}",
                    path = path_steps(path),
                    cost = cost
                )
            }
            DijkstraEvent::Exhausted { reached, .. } => {
                tr!(
                    "The frontier is empty after {reached} expansions: the target cannot be reached",
                    reached = reached
                )
            }
            DijkstraEvent::Own(never) => match *never {},
        }
    }

    /// The priority queue is kept as the frontier, cheapest first (equal costs in the order
    /// pushed): a state pushed again makes its older entry stale; each pop takes the front.
    /// A cell's g is its cheapest state's cost.
    fn fold(frame: &mut StageFrame, event: &DijkstraEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start), heading the snake's way, to the target or the
    /// food, around the body and the search board's walls, with the turn cost of the
    /// setting.
    fn run<O: Observer<DijkstraEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for DijkstraStage {
    type Types = Dijkstra;
    type Space = DijkstraSpace;
    const COST: Cost = Cost::MovesAndTurns;
    const COMPLETE: bool = true;
    const WEIGHS_STEPS: bool = true;

    fn find<O: Observer<DijkstraEvent>>(
        space: &mut DijkstraSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let p = problem;
        let ends = (p.start, p.heading, p.target);
        space.cheapest_path_on(p.grid, p.blocked, p.terrain, ends, p.turn_cost, obs)
    }

    /// The start's state is its cell entered by the heading: its mark shows that move.
    fn fold_more(frame: &mut StageFrame, event: &DijkstraEvent) {
        if let DijkstraEvent::Start { start, heading, .. } = event {
            frame.mark_mut(*start).entered = Some((*heading).into());
        }
    }
}
