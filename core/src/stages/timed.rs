//! The timed search as a stage ([`crate::algo::search::timed`]): BFS over (cell, move)
//! states in which each body cell shows the move it frees at, a body cell is refused while
//! the snake (or the path's own body) still covers it, and paths through the retreating tail
//! appear. Its pseudo-code is BFS's with the move counted and the line the timing needs.

use super::search_facts::search_facts;
use super::words::path_steps;
use super::{
    Frontier, FrontierEntry, FrontierKey, FrontierKind, Setting, StageFrame, StageProtocol,
    StageRunError, pseudocode,
};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::search::timed::{TimedEvent, TimedRefusal, timed_path};
use crate::rules::Game;
use crate::rules::{Dir, Pos, TailRule};

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

/// A queue entry of `cell` at move `moves`, entered by `dir`.
fn entry(cell: Pos, moves: u32, dir: Dir) -> FrontierEntry {
    FrontierEntry {
        cell,
        key: FrontierKey::Distance(moves),
        entered: Some(dir),
        stale: false,
    }
}

/// How the tail rule frees the tail's cell, in words.
fn rule_words(rule: TailRule) -> String {
    match rule {
        TailRule::Follows => tr!("the head may follow the tail into the cell it leaves"),
        TailRule::Blocks => tr!("the tail's cell is free a move after it leaves"),
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
            TimedEvent::Frees { .. } => TimedLine::Frees,
            TimedEvent::Dequeued { .. } => TimedLine::Dequeue,
            TimedEvent::Found { .. } => TimedLine::Target,
            TimedEvent::Refused { reason, .. } => match reason {
                TimedRefusal::Wall | TimedRefusal::Blocked(_) | TimedRefusal::Seen { .. } => {
                    TimedLine::Skip
                }
                TimedRefusal::NotYetFree { .. } | TimedRefusal::OwnBody { .. } => TimedLine::Free,
            },
            TimedEvent::Discovered { .. } => TimedLine::Discover,
            TimedEvent::Exhausted { .. } => TimedLine::NoPath,
        }
    }

    fn caption(event: &TimedEvent) -> String {
        match event {
            TimedEvent::Start {
                start,
                heading,
                target,
                rule,
                length,
            } => tr!(
                "Search from {start} to {target} move by move: the body of {length} cells frees from the tail as the snake moves ({rule}); {heading} is tried first",
                start = start,
                target = target,
                length = length,
                rule = rule_words(*rule),
                heading = heading.way()
            ),
            TimedEvent::Frees { cells } => match (cells.first(), cells.last()) {
                (Some((tail, first)), Some((head, last))) => tr!(
                    "The body frees from the tail: {tail} at move {first}, and so on to the head's cell {head} at move {last}",
                    tail = tail,
                    first = first,
                    head = head,
                    last = last
                ),
                _ => tr!("There is no body to free"),
            },
            TimedEvent::Dequeued { cell, moves } => {
                tr!(
                    "Dequeued {cell} at move {moves}",
                    cell = cell,
                    moves = moves
                )
            }
            TimedEvent::Discovered {
                cell,
                from,
                dir,
                moves,
            } => tr!(
                "{cell} ({place}) is free at move {moves}: queued",
                cell = cell,
                place = dir.of(*from),
                moves = moves
            ),
            TimedEvent::Refused {
                from,
                dir,
                moves,
                reason,
            } => match reason {
                TimedRefusal::Wall => tr!("{place} is the wall", place = dir.of(*from)),
                TimedRefusal::Blocked(c) => {
                    tr!(
                        "{place}, {c}, is a wall of the search board",
                        place = dir.of(*from),
                        c = c
                    )
                }
                TimedRefusal::NotYetFree { cell, frees_at } => {
                    tr!(
                        "{place}, {cell}, is still the body at move {moves}: it frees at move {frees_at}",
                        place = dir.of(*from),
                        cell = cell,
                        moves = moves,
                        frees_at = frees_at
                    )
                }
                TimedRefusal::OwnBody { cell, frees_at } => {
                    tr!(
                        "{place}, {cell}, is the path's own body at move {moves}: it frees at move {frees_at}",
                        place = dir.of(*from),
                        cell = cell,
                        moves = moves,
                        frees_at = frees_at
                    )
                }
                TimedRefusal::Seen { cell, moves: seen } => {
                    tr!(
                        "{place}, {cell}, was already reached at move {seen}",
                        place = dir.of(*from),
                        cell = cell,
                        seen = seen
                    )
                }
            },
            TimedEvent::Found {
                path,
                shortest: true,
            } => tr!(
                "Reached the target: the path has {path}, and no legal path is shorter",
                path = path_steps(path)
            ),
            TimedEvent::Found {
                path,
                shortest: false,
            } => tr!(
                "Reached the target: the path has {path}; a shorter one may exist through a state this search kept only one path to",
                path = path_steps(path)
            ),
            TimedEvent::Exhausted { reached } => {
                tr!(
                    "The queue is empty after {reached} states: no path this search can see reaches the target",
                    reached = reached
                )
            }
        }
    }

    /// The queue of (cell, move) states is kept as the frontier, each entry keyed by its
    /// move. Each body cell carries the move it frees at; each cell reached, the first move
    /// it was reached at.
    fn fold(frame: &mut StageFrame, event: &TimedEvent) {
        match event {
            TimedEvent::Start { start, heading, .. } => {
                let m = frame.mark_mut(*start);
                m.distance = Some(0);
                m.frontier = true;
                frame.current = Some(*start);
                frame.look_at(*start, Tone::Looked);
                let mut queue = Frontier::new(FrontierKind::Queue, None);
                queue.push(entry(*start, 0, *heading));
                frame.frontiers = vec![queue];
            }
            TimedEvent::Frees { cells } => {
                for &(cell, at) in cells {
                    frame.mark_mut(cell).frees_at = Some(at);
                    // Each cell of the body becomes free, at its move.
                    frame.look_at(cell, Tone::Accepted);
                }
            }
            TimedEvent::Dequeued { cell, .. } => {
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.pop();
                }
                frame.expand(*cell);
            }
            TimedEvent::Discovered {
                cell, dir, moves, ..
            } => {
                let m = frame.mark_mut(*cell);
                if m.distance.is_none() {
                    m.distance = Some(*moves);
                    m.entered = Some(*dir);
                }
                m.frontier = true;
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Accepted);
                if let Some(queue) = frame.frontiers.first_mut() {
                    queue.push(entry(*cell, *moves, *dir));
                }
            }
            TimedEvent::Refused { from, dir, .. } => frame.refuse(*from, *dir),
            TimedEvent::Found { path, .. } => {
                frame.path = path.clone();
                frame.verdict = Some(Tone::Accepted);
            }
            TimedEvent::Exhausted { .. } => {
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
    /// food: the snake's body frees from the tail under the game's tail rule; the search
    /// board's walls never free.
    fn run<O: Observer<TimedEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let goal = setting.needed_goal()?;
        let snake = setting.game.snake();
        let body: Vec<Pos> = snake.cells().collect();
        timed_path(
            setting.game.grid(),
            &setting.walls(),
            &body,
            setting.game.tail_rule(),
            setting.start_cell(),
            snake.heading(),
            goal,
            obs,
        );
        Ok(None)
    }
}
