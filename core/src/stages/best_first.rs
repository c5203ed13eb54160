//! Greedy best-first search as a stage ([`crate::algo::search::best_first`]): the priority
//! queue with each cell's h, the Manhattan distance to the target, the nearest-looking cell
//! popped first. Its pseudo-code is BFS's with the queue a priority queue on h.

use super::guide_words::best_first_guide_words;
use super::words::path_steps;
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::best_first::{
    BestFirst, BestFirstEvent, BestFirstKey, BestFirstRefusal, BestFirstSpace,
};
use crate::rules::{Game, Pos};

/// The greedy best-first stage.
#[derive(Clone, Copy, Debug)]
pub struct BestFirstStage;

pseudocode! {
    /// The lines of the greedy best-first search.
    pub enum BestFirstLine {
        Start: step "frontier <- [start] by h(start); parent[start] <- start",
        Loop: structure "while frontier is not empty:",
        Pop: step "    cell <- pop lowest h from frontier",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [entered(cell), Up, Right, Down, Left]:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked or seen: skip",
        Discover: step "        parent[next] <- cell; h[next] <- h(next, target)",
        Push: structure "        push next to frontier by h[next]",
        NoPath: step "return no path",
    }
}

impl StageProtocol for BestFirstStage {
    type Event = BestFirstEvent;
    type Line = BestFirstLine;

    const CLI_NAME: &'static str = "best-first";
    fn title() -> String {
        tr!("Greedy best-first search")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &BestFirstEvent) -> BestFirstLine {
        match event {
            BestFirstEvent::Start { .. } => BestFirstLine::Start,
            BestFirstEvent::Taken { .. } => BestFirstLine::Pop,
            BestFirstEvent::Skipped { more, .. } => match *more {},
            BestFirstEvent::Found { .. } => BestFirstLine::Target,
            BestFirstEvent::Refused { .. } => BestFirstLine::Skip,
            BestFirstEvent::Pushed { .. } => BestFirstLine::Discover,
            BestFirstEvent::Exhausted { .. } => BestFirstLine::NoPath,
            BestFirstEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &BestFirstEvent) -> String {
        match event {
            BestFirstEvent::Start {
                start,
                heading,
                target,
                key: BestFirstKey { h },
                more: guess,
            } => tr!(
                "Search greedily from {start} to {target}, the cell nearest the target first by h (h = {h} here); {heading} is tried first. {guide}",
                start = start,
                target = target,
                h = h,
                heading = heading.way(),
                guide = best_first_guide_words(*guess)
            ),
            BestFirstEvent::Taken {
                cell,
                key: BestFirstKey { h },
            } => {
                tr!(
                    "Popped {cell} at h = {h}, the nearest to the target waiting",
                    cell = cell,
                    h = h
                )
            }
            BestFirstEvent::Skipped { more, .. } => match *more {},
            BestFirstEvent::Pushed {
                cell,
                from,
                dir,
                key: BestFirstKey { h },
                ..
            } => {
                tr!(
                    "{cell} ({place}) is free and new: h = {h}",
                    cell = cell,
                    place = dir.of(*from),
                    h = h
                )
            }
            BestFirstEvent::Refused { from, dir, reason } => match reason {
                BestFirstRefusal::Wall => {
                    tr!("{place} is the wall", place = dir.of(*from))
                }
                BestFirstRefusal::Blocked(c) => {
                    tr!("{place}, {c}, is blocked", place = dir.of(*from), c = c)
                }
                BestFirstRefusal::Seen(c) => {
                    tr!(
                        "{place}, {c}, was already found",
                        place = dir.of(*from),
                        c = c
                    )
                }
            },
            BestFirstEvent::Found { path, .. } => {
                tr!(
                    "Reached the target: the path has {path}, not necessarily the fewest",
                    path = path_steps(path)
                )
            }
            BestFirstEvent::Exhausted { reached, .. } => {
                tr!(
                    "The frontier is empty after {reached} cells: the target cannot be reached",
                    reached = reached
                )
            }
            BestFirstEvent::Own(never) => match *never {},
        }
    }

    /// The priority queue is kept as the frontier, the lowest h first (equal h in the order
    /// pushed): each cell found joins it once; each pop takes the front.
    fn fold(frame: &mut StageFrame, event: &BestFirstEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start), heading the snake's way, to the target or the
    /// food, around the body and the search board's walls.
    fn run<O: Observer<BestFirstEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for BestFirstStage {
    type Types = BestFirst;
    type Space = BestFirstSpace;
    const COST: Cost = Cost::Moves;
    const COMPLETE: bool = true;

    fn find<O: Observer<BestFirstEvent>>(
        space: &mut BestFirstSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let p = problem;
        let guess = p.guide.heuristic;
        space.guided_path(p.grid, p.blocked, guess, p.start, p.heading, p.target, obs)
    }
}
