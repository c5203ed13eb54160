//! Uniform-cost search as a stage ([`crate::algo::search::dijkstra`]): the priority queue
//! with its costs, each state (a cell and the move that entered it) popped cheapest first,
//! the stale entries skipped, and a turn costing more than going straight. Its pseudo-code
//! is BFS's with the queue a priority queue on cost and the lines costs need.

use super::search_facts::search_facts;
use super::words::path_steps;
use super::{
    Frontier, FrontierEntry, FrontierKey, FrontierKind, Setting, StageFrame, StageProtocol,
    StageRunError, pseudocode,
};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::search::dijkstra::{DijkstraEvent, DijkstraRefusal, cheapest_path};
use crate::rules::Game;
use crate::rules::{Dir, Pos};

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
        Cost: structure "        new <- cost[cell, entered] + 1 + (turn cost if dir ≠ entered)",
        Cheaper: step "        if new ≥ cost[next, dir] or new ≥ cheapest[next] + turn cost: skip",
        Discover: step "        parent[next, dir] <- (cell, entered); cost[next, dir] <- new",
        Push: structure "        push (next, dir) to frontier by new",
        NoPath: step "return no path",
    }
}

/// A priority queue entry of a cell entered by `dir` at `cost`.
fn entry(cell: Pos, dir: Dir, cost: u32) -> FrontierEntry {
    FrontierEntry {
        cell,
        key: FrontierKey::Priority {
            priority: cost,
            g: Some(cost),
            h: None,
        },
        entered: Some(dir),
        stale: false,
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
            DijkstraEvent::Popped { .. } => DijkstraLine::Pop,
            DijkstraEvent::Stale { .. } => DijkstraLine::Stale,
            DijkstraEvent::Found { .. } => DijkstraLine::Target,
            DijkstraEvent::Refused { reason, .. } => match reason {
                DijkstraRefusal::Wall | DijkstraRefusal::Blocked(_) => DijkstraLine::Skip,
                DijkstraRefusal::Known { .. } | DijkstraRefusal::Covered { .. } => {
                    DijkstraLine::Cheaper
                }
            },
            DijkstraEvent::Pushed { .. } => DijkstraLine::Discover,
            DijkstraEvent::Exhausted { .. } => DijkstraLine::NoPath,
        }
    }

    fn caption(event: &DijkstraEvent) -> String {
        match event {
            DijkstraEvent::Start {
                start,
                heading,
                target,
                turn_cost,
            } => tr!(
                "Search for the cheapest path from {start} to {target}: a move costs 1, a turn {turn_cost} more; {heading} goes straight",
                start = start,
                target = target,
                turn_cost = turn_cost,
                heading = heading.way()
            ),
            DijkstraEvent::Popped {
                cell,
                entered,
                cost,
            } => tr!(
                "Popped {cell} (entered {entered}) at cost g = {cost}, the cheapest waiting",
                cell = cell,
                entered = entered.way(),
                cost = cost
            ),
            DijkstraEvent::Stale {
                cell,
                entered,
                cost,
                known,
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
                cost,
                turned: true,
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
                cost,
                turned: false,
            } => tr!(
                "{cell} ({place}, straight on) costs g = {cost}: cheaper than known, pushed",
                cell = cell,
                place = dir.of(*from),
                cost = cost
            ),
            DijkstraEvent::Refused { from, dir, reason } => match reason {
                DijkstraRefusal::Wall => tr!("{place} is the wall", place = dir.of(*from)),
                DijkstraRefusal::Blocked(c) => {
                    tr!("{place}, {c}, is blocked", place = dir.of(*from), c = c)
                }
                DijkstraRefusal::Known { cell, cost, known } => {
                    tr!(
                        "{place}, {cell}, would cost {cost}, but entered that way it is known for {known}",
                        place = dir.of(*from),
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
                    place = dir.of(*from),
                    cell = cell,
                    cost = cost,
                    heading = heading.way(),
                    best = best
                ),
            },
            DijkstraEvent::Found { path, cost } => {
                tr!(
                    "Reached the target: the path has {path} and costs {cost}",
                    path = path_steps(path),
                    cost = cost
                )
            }
            DijkstraEvent::Exhausted { reached } => {
                tr!(
                    "The frontier is empty after {reached} expansions: the target cannot be reached",
                    reached = reached
                )
            }
        }
    }

    /// The priority queue is kept as the frontier, cheapest first (equal costs in the order
    /// pushed): a state pushed again makes its older entry stale; each pop takes the front.
    /// A cell's g is its cheapest state's cost.
    fn fold(frame: &mut StageFrame, event: &DijkstraEvent) {
        match event {
            DijkstraEvent::Start { start, heading, .. } => {
                let m = frame.mark_mut(*start);
                m.g = Some(0);
                m.entered = Some(*heading);
                m.frontier = true;
                frame.current = Some(*start);
                frame.look_at(*start, Tone::Looked);
                let mut queue = Frontier::new(FrontierKind::PriorityQueue, None);
                queue.push(entry(*start, *heading, 0));
                frame.frontiers = vec![queue];
            }
            DijkstraEvent::Popped { cell, .. } => {
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.pop();
                }
                frame.expand(*cell);
            }
            DijkstraEvent::Stale { cell, .. } => {
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.pop();
                }
                frame.current = Some(*cell);
                frame.look_at(*cell, Tone::Refused);
            }
            DijkstraEvent::Pushed {
                cell, dir, cost, ..
            } => {
                let m = frame.mark_mut(*cell);
                if m.g.is_none_or(|g| *cost < g) {
                    m.g = Some(*cost);
                    m.entered = Some(*dir);
                }
                m.frontier = true;
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Accepted);
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.make_stale(|e| e.cell == *cell && e.entered == Some(*dir));
                    queue.push(entry(*cell, *dir, *cost));
                }
            }
            DijkstraEvent::Refused { from, dir, .. } => frame.refuse(*from, *dir),
            DijkstraEvent::Found { path, .. } => {
                frame.path = path.clone();
                frame.verdict = Some(Tone::Accepted);
            }
            DijkstraEvent::Exhausted { .. } => {
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
    /// food, around the body and the search board's walls, with the turn cost of the
    /// setting.
    fn run<O: Observer<DijkstraEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let goal = setting.needed_goal()?;
        cheapest_path(
            setting.game.grid(),
            &setting.blocked(),
            setting.start_cell(),
            setting.game.snake().heading(),
            goal,
            setting.solver.turn_cost,
            obs,
        );
        Ok(None)
    }
}
