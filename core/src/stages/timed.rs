//! The timed search as a stage ([`crate::algo::search::timed`]): BFS over (cell, move)
//! states in which each body cell shows the move it frees at, a body cell is refused while
//! the snake (or the path's own body) still covers it, and paths through the retreating tail
//! appear. Its pseudo-code is BFS's with the move counted and the line the timing needs.

use super::words::path_steps;
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError, Tone,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::Distance;
use crate::algo::search::timed::{
    Timed, TimedEvent, TimedOwn, TimedRefusal, TimedRefusalAt, TimedSpace, TimedStart,
};
use crate::rules::{CellSet, Dir, Game, Pos, TailRule};

/// The timed stage.
#[derive(Clone, Copy, Debug)]
pub struct TimedStage;

pseudocode! {
    /// The lines of the timed search.
    pub enum TimedLine {
        Start: step "queue <- [(start, 0)]",
        Frees: step "free[b] <- the move at which the tail has left b, for each body cell b",
        Loop: structure "while queue is not empty:",
        Dequeue: step "    (cell, t) <- pop front of queue",
        Target: step "    if cell = target: return path via parents",
        Neighbours: structure "    for dir in [entered(cell), Up, Right, Down, Left]:",
        Next: structure "        next <- cell + dir",
        Skip: step "        if next is a wall or blocked or (next, t + 1) seen: skip",
        Free: step "        if next is still body at move t + 1, the snake's or the path's own: skip",
        Discover: step "        parent[next, t + 1] <- (cell, t)",
        Enqueue: structure "        push (next, t + 1) to the back of queue",
        NoPath: step "return no path",
    }
}

/// The timed search's tables, and what it is given besides the problem: the body, head
/// first, and no walls where the problem has none.
#[derive(Debug, Default)]
pub struct TimedTables {
    space: TimedSpace,
    body: Vec<Pos>,
    /// No walls, for the board of the number of cells it was made for.
    no_walls: Option<(usize, CellSet)>,
}

/// A copy starts empty, as the tables' own do.
impl Clone for TimedTables {
    fn clone(&self) -> TimedTables {
        TimedTables::default()
    }
}

/// A set of no walls for a board of `cells` cells, made once for it in `kept`.
fn no_walls(kept: &mut Option<(usize, CellSet)>, cells: usize) -> &CellSet {
    if kept.as_ref().is_some_and(|(made, _)| *made != cells) {
        *kept = None;
    }
    &kept.get_or_insert_with(|| (cells, CellSet::new(cells))).1
}

/// How the tail rule frees the tail's cell, in words.
fn rule_words(rule: TailRule) -> String {
    match rule {
        TailRule::Follows => tr!("the head may follow the tail into the cell it leaves"),
        TailRule::Blocks => tr!("the tail's cell is free a move after it leaves"),
    }
}

/// Why the neighbour of `from` that lies `dir` of it was refused at move `moves`, in words.
fn refusal(from: Pos, dir: Dir, moves: u32, reason: &TimedRefusal) -> String {
    match reason {
        TimedRefusal::Wall => tr!("{place} is the wall", place = dir.of(from)),
        TimedRefusal::Blocked(c) => {
            tr!(
                "{place}, {c}, is a wall of the search board",
                place = dir.of(from),
                c = c
            )
        }
        TimedRefusal::NotYetFree { cell, frees_at } => {
            tr!(
                "{place}, {cell}, is still the body at move {moves}: it frees at move {frees_at}",
                place = dir.of(from),
                cell = cell,
                moves = moves,
                frees_at = frees_at
            )
        }
        TimedRefusal::OwnBody { cell, frees_at } => {
            tr!(
                "{place}, {cell}, is the path's own body at move {moves}: it frees at move {frees_at}",
                place = dir.of(from),
                cell = cell,
                moves = moves,
                frees_at = frees_at
            )
        }
        TimedRefusal::Seen { cell, moves: seen } => {
            tr!(
                "{place}, {cell}, was already reached at move {seen}",
                place = dir.of(from),
                cell = cell,
                seen = seen
            )
        }
    }
}

impl StageProtocol for TimedStage {
    type Event = TimedEvent;
    type Line = TimedLine;

    const CLI_NAME: &'static str = "timed";
    fn title() -> String {
        tr!("Path through the retreating body (timed BFS)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &TimedEvent) -> TimedLine {
        match event {
            TimedEvent::Start { .. } => TimedLine::Start,
            TimedEvent::Own(TimedOwn::Frees { .. }) => TimedLine::Frees,
            TimedEvent::Taken { .. } => TimedLine::Dequeue,
            TimedEvent::Skipped { more, .. } => match *more {},
            TimedEvent::Found { .. } => TimedLine::Target,
            TimedEvent::Refused {
                reason: TimedRefusalAt { reason, .. },
                ..
            } => match reason {
                TimedRefusal::Wall | TimedRefusal::Blocked(_) | TimedRefusal::Seen { .. } => {
                    TimedLine::Skip
                }
                TimedRefusal::NotYetFree { .. } | TimedRefusal::OwnBody { .. } => TimedLine::Free,
            },
            TimedEvent::Pushed { .. } => TimedLine::Discover,
            TimedEvent::Exhausted { .. } => TimedLine::NoPath,
        }
    }

    fn caption(event: &TimedEvent) -> String {
        match event {
            TimedEvent::Start {
                start,
                heading,
                target,
                more: TimedStart { rule, length },
                ..
            } => tr!(
                "Search from {start} to {target} move by move: the body of {length} cells frees from the tail as the snake moves ({rule}); {heading} is tried first",
                start = start,
                target = target,
                length = length,
                rule = rule_words(*rule),
                heading = heading.way()
            ),
            TimedEvent::Own(TimedOwn::Frees { cells }) => match (cells.first(), cells.last()) {
                (Some((tail, first)), Some((head, last))) => tr!(
                    "The body frees from the tail: {tail} at move {first}, and so on to the head's cell {head} at move {last}",
                    tail = tail,
                    first = first,
                    head = head,
                    last = last
                ),
                _ => tr!("There is no body to free"),
            },
            TimedEvent::Taken {
                cell,
                key: Distance(moves),
            } => {
                tr!(
                    "Dequeued {cell} at move {moves}",
                    cell = cell,
                    moves = moves
                )
            }
            TimedEvent::Skipped { more, .. } => match *more {},
            TimedEvent::Pushed {
                cell,
                from,
                dir,
                key: Distance(moves),
                ..
            } => tr!(
                "{cell} ({place}) is free at move {moves}: queued",
                cell = cell,
                place = dir.of(*from),
                moves = moves
            ),
            TimedEvent::Refused {
                from,
                dir,
                reason: TimedRefusalAt { moves, reason },
            } => refusal(*from, *dir, *moves, reason),
            TimedEvent::Found { path, more: true } => tr!(
                "Reached the target: the path has {path}, and no legal path is shorter",
                path = path_steps(path)
            ),
            TimedEvent::Found { path, more: false } => tr!(
                "Reached the target: the path has {path}; a shorter one may exist through a state this search kept only one path to",
                path = path_steps(path)
            ),
            TimedEvent::Exhausted { reached, .. } => {
                tr!(
                    "The queue is empty after {reached} states: none found; this search can miss a way through the tail, so a path may still exist",
                    reached = reached
                )
            }
        }
    }

    /// The queue of (cell, move) states is kept as the frontier, each entry keyed by its
    /// move. Each body cell carries the move it frees at; each cell reached, the first move
    /// it was reached at.
    fn fold(frame: &mut StageFrame, event: &TimedEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start), heading the snake's way, to the target or the
    /// food: the snake's body frees from the tail under the game's tail rule; the search
    /// board's walls never free.
    fn run<O: Observer<TimedEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for TimedStage {
    type Types = Timed;
    type Space = TimedTables;
    const COST: Cost = Cost::TimedMoves;
    const COMPLETE: bool = false;

    fn find<O: Observer<TimedEvent>>(
        space: &mut TimedTables,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let p = problem;
        let walls = match p.walls {
            Some(walls) => walls,
            None => no_walls(&mut space.no_walls, p.grid.cells()),
        };
        space.body.clear();
        space.body.extend(p.snake.cells());
        space.space.timed_path(
            p.grid,
            walls,
            &space.body,
            p.rule,
            p.start,
            p.heading,
            p.target,
            obs,
        )
    }

    /// Each body cell carries the move it frees at, and is pointed at as it frees.
    fn fold_more(frame: &mut StageFrame, event: &TimedEvent) {
        if let TimedEvent::Own(TimedOwn::Frees { cells }) = event {
            for &(cell, at) in cells {
                frame.mark_mut(cell).frees_at = Some(at);
                frame.look_at(cell, Tone::Accepted);
            }
        }
    }
}
