//! The breadth-first search as a stage ([`crate::algo::bfs`]): every cell dequeued, every
//! neighbour found or refused, and the distances and parents they leave behind.

use super::search_facts::strip;
use super::words::path_steps;
use super::{
    Cost, Frontier, FrontierKind, SearchProblem, SearchProtocol, Setting, StageFrame,
    StageProtocol, StageRunError, fold_search, pseudocode, run_search,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::bfs::{Bfs, BfsEvent, BfsRefusal, BfsSpace};
use crate::algo::search::Distance;
use crate::rules::{Dir, Game, Pos};

/// The shortest-path stage.
#[derive(Clone, Copy, Debug)]
pub struct BfsStage;

pseudocode! {
    /// The lines of the breadth-first search.
    pub enum BfsLine {
        Start: step "queue <- [start]; dist[start] <- 0",
        Loop: structure "while queue is not empty:",
        Dequeue: step "    cell <- pop front of queue",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [entered(cell), Up, Right, Down, Left]:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked or seen: skip",
        Discover: step "        parent[next] <- cell; dist[next] <- dist[cell] + 1",
        Enqueue: structure "        push next to the back of queue",
        NoPath: step "return no path",
    }
}

impl StageProtocol for BfsStage {
    type Event = BfsEvent;
    type Line = BfsLine;

    const CLI_NAME: &'static str = "bfs";
    fn title() -> String {
        tr!("Shortest path (BFS)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &BfsEvent) -> BfsLine {
        match event {
            BfsEvent::Start { .. } => BfsLine::Start,
            BfsEvent::Taken { .. } => BfsLine::Dequeue,
            BfsEvent::Skipped { more, .. } => match *more {},
            BfsEvent::Found { .. } => BfsLine::Target,
            BfsEvent::Refused { .. } => BfsLine::Skip,
            BfsEvent::Pushed { .. } => BfsLine::Discover,
            BfsEvent::Exhausted { .. } => BfsLine::NoPath,
            BfsEvent::Own(never) => match *never {},
        }
    }

    fn caption(event: &BfsEvent) -> String {
        match event {
            BfsEvent::Start {
                start,
                heading,
                target,
                ..
            } => tr!(
                "Search from {start} to {target}; {heading} is tried first",
                start = start,
                target = target,
                heading = heading.way()
            ),
            BfsEvent::Taken {
                cell,
                key: Distance(distance),
            } => {
                tr!(
                    "Dequeued {cell} at distance {distance}",
                    cell = cell,
                    distance = distance
                )
            }
            BfsEvent::Skipped { more, .. } => match *more {},
            BfsEvent::Pushed {
                cell,
                from,
                dir,
                key: Distance(distance),
                ..
            } => tr!(
                "{cell} ({place}) is free and new: distance {distance}",
                cell = cell,
                place = dir.of(*from),
                distance = distance
            ),
            BfsEvent::Refused { from, dir, reason } => match reason {
                BfsRefusal::Wall => tr!("{place} is the wall", place = dir.of(*from)),
                BfsRefusal::Blocked(c) => {
                    tr!("{place}, {c}, is the body", place = dir.of(*from), c = c)
                }
                BfsRefusal::Seen(c, d) => {
                    tr!(
                        "{place}, {c}, was already found at distance {d}",
                        place = dir.of(*from),
                        c = c,
                        d = d
                    )
                }
            },
            BfsEvent::Found { path, .. } => {
                tr!(
                    "Reached the target: the path has {path}",
                    path = path_steps(path)
                )
            }
            BfsEvent::Exhausted { reached, .. } => {
                tr!(
                    "The queue is empty after {reached} cells: the target cannot be reached",
                    reached = reached
                )
            }
            BfsEvent::Own(never) => match *never {},
        }
    }

    /// A "dequeued" caption also says which neighbours the expansion found free and new,
    /// from the events it caused.
    fn caption_ahead<'e>(event: &BfsEvent, ahead: impl Iterator<Item = &'e BfsEvent>) -> String {
        let BfsEvent::Taken {
            cell,
            key: Distance(distance),
        } = event
        else {
            return Self::caption(event);
        };
        let mut ahead = ahead.peekable();
        if let Some(BfsEvent::Found { .. }) = ahead.peek() {
            return tr!(
                "Dequeued {cell} at distance {distance}: it is the target",
                cell = cell,
                distance = distance
            );
        }
        let found: Vec<Dir> = ahead
            .map_while(|e| match e {
                BfsEvent::Pushed { dir, .. } => Some(Some(*dir)),
                BfsEvent::Refused { .. } => Some(None),
                _ => None,
            })
            .flatten()
            .collect();
        let rest = match found.as_slice() {
            [] => tr!("no neighbour is free and new"),
            [d] => tr!("its neighbour {d} is free and new", d = d.at()),
            ds => {
                let names: Vec<String> = ds.iter().map(|d| d.at()).collect();
                let (last, first) = names.split_last().expect("two or more");
                tr!(
                    "its neighbours {join} and {last} are free and new",
                    join = first.join(", "),
                    last = last
                )
            }
        };
        tr!(
            "Dequeued {cell} at distance {distance}; {rest}",
            cell = cell,
            distance = distance,
            rest = rest
        )
    }

    /// The queue is kept as the frontier: the start enters it, each cell found joins its back
    /// and each cell dequeued leaves its front.
    fn fold(frame: &mut StageFrame, event: &BfsEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Where the search is from and to, its queue in order (the front first) with distances,
    /// how far it has gone, and what it found.
    fn facts(shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        // The queue is the frame's, folded from these very events: read, not rebuilt.
        let empty = Frontier::new(FrontierKind::Queue, None);
        let queue = frame.frontiers.first().unwrap_or(&empty);
        let expanded = frame.expansions;
        let mut ends = None;
        let (mut deepest, mut refused) = (0u32, 0usize);
        let mut found = None;
        let mut exhausted = None;
        for e in shown {
            let StageEvent::Bfs(e) = e else { continue };
            match e {
                BfsEvent::Start { start, target, .. } => ends = Some((*start, *target)),
                BfsEvent::Pushed {
                    key: Distance(d), ..
                } => deepest = deepest.max(*d),
                BfsEvent::Refused { .. } => refused += 1,
                BfsEvent::Found { path, .. } => found = Some(path.len().saturating_sub(1)),
                BfsEvent::Exhausted { reached, .. } => exhausted = Some(*reached),
                BfsEvent::Taken { .. } | BfsEvent::Skipped { .. } | BfsEvent::Own(_) => {}
            }
        }
        let mut rows = Vec::new();
        if let Some((start, target)) = ends {
            rows.push((
                tr!("From / to"),
                tr!("{start} to {target}", start = start, target = target),
            ));
        }
        rows.push((
            tr!("Queue (frontier)"),
            tr!("{queue} cell(s), the front first", queue = queue.len()),
        ));
        rows.push((
            tr!("Expanded"),
            tr!("{expanded} cell(s)", expanded = expanded),
        ));
        rows.push((tr!("Deepest distance"), deepest.to_string()));
        rows.push((tr!("Neighbours refused"), refused.to_string()));
        if let Some(steps) = found {
            rows.push((tr!("Result"), tr!("path of {steps} steps", steps = steps)));
        }
        if let Some(reached) = exhausted {
            rows.push((
                tr!("Result"),
                tr!("no path; {reached} cells reached", reached = reached),
            ));
        }
        // The latest event's move through the queue: a cell in at the back, or out at the front.
        let (entered, left) = match shown.last() {
            Some(StageEvent::Bfs(BfsEvent::Pushed { cell, .. })) => (Some(*cell), None),
            Some(StageEvent::Bfs(BfsEvent::Taken { cell, .. })) => (None, Some(*cell)),
            _ => (None, None),
        };
        StageFacts::rows(rows).with_frontier(strip(queue, entered, left))
    }

    /// From the head (or the chosen start), heading the snake's way, to the target or the
    /// food, around the body (and the search board's walls, if any).
    fn run<O: Observer<BfsEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for BfsStage {
    type Types = Bfs;
    type Space = BfsSpace;
    const COST: Cost = Cost::Moves;
    const COMPLETE: bool = true;

    fn find<O: Observer<BfsEvent>>(
        space: &mut BfsSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let p = problem;
        space.shortest_path(p.grid, p.blocked, p.start, p.heading, p.target, obs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::bfs::shortest_path;
    use crate::algo::search::FrontierKey;
    use crate::algo::wrapped;
    use crate::rules::{CellSet, Grid, Pos};
    use crate::stages::{PseudoCode, StageEvent};

    fn events(g: &Grid, start: Pos, heading: Dir, target: Pos) -> Vec<StageEvent> {
        let mut events = Vec::new();
        shortest_path(
            g,
            &CellSet::new(g.cells()),
            start,
            heading,
            target,
            &mut wrapped(&mut events, StageEvent::Bfs),
        );
        events
    }

    #[test]
    fn a_dequeue_says_which_neighbours_are_new() {
        let g = Grid::new(4, 4).unwrap();
        let events = events(&g, Pos::new(1, 1), Dir::Up, Pos::new(3, 3));
        assert_eq!(
            StageEvent::caption_at(&events, 1),
            "Dequeued (1, 1) at distance 0; its neighbours Up, Right, Down and Left are free and new"
        );
        let last_dequeue = events.len() - 2;
        assert_eq!(
            StageEvent::caption_at(&events, last_dequeue),
            "Dequeued (3, 3) at distance 4: it is the target"
        );
        assert_eq!(
            events[last_dequeue].caption(),
            "Dequeued (3, 3) at distance 4"
        );
    }

    #[test]
    fn folding_bfs_gives_every_distance_and_the_path() {
        let g = Grid::new(5, 4).unwrap();
        let events = events(&g, Pos::new(0, 0), Dir::Right, Pos::new(4, 3));
        let f = StageFrame::fold(g, &events);
        assert_eq!(f.path.len(), 8);
        assert_eq!(f.mark(Pos::new(4, 3)).distance, Some(7));
        assert_eq!(f.mark(Pos::new(2, 1)).distance, Some(3));
        assert_eq!(f.mark(Pos::new(1, 0)).entered, Some(Dir::Right.into()));
        assert_eq!(f.events, events.len());
        assert_eq!(f.line, Some(BfsLine::Target.index()));
    }

    #[test]
    fn the_frontier_is_the_queue_front_first() {
        let g = Grid::new(4, 4).unwrap();
        let events = events(&g, Pos::new(0, 0), Dir::Right, Pos::new(3, 3));
        let mut f = StageFrame::new(g);
        let mut expansions = 0;
        for e in &events {
            if let StageEvent::Bfs(BfsEvent::Taken {
                cell,
                key: Distance(distance),
            }) = e
            {
                // The cell dequeued is the queue's front, with its distance.
                let front = f.frontiers[0].front().expect("a front");
                assert_eq!(
                    (front.cell, front.key),
                    (*cell, FrontierKey::Distance(*distance))
                );
                expansions += 1;
            }
            f.apply(e);
            let queue = &f.frontiers[0];
            assert_eq!(queue.kind, FrontierKind::Queue);
            // The cells marked as waiting are the queue's.
            for p in g.all_cells() {
                assert_eq!(f.mark(p).frontier, queue.holds(p), "{p}");
            }
        }
        assert_eq!(f.expansions, expansions);
        assert_eq!(f.mark(Pos::new(0, 0)).order, Some(1));
        assert_eq!(f.mark(Pos::new(3, 3)).order, Some(expansions));
    }
}
