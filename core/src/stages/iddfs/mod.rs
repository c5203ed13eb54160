//! Iterative deepening depth-first search as a stage ([`search`]): a depth-first search that
//! goes no deeper than a limit, started over with the limit one deeper until it pops the
//! target. The class sees each round begin with the start alone on the stack, the branches cut
//! off at the limit, the cells near the start expanded again round after round, and the last
//! round find a shortest path, as BFS does, with a stack.

pub mod search;

use super::words::{cells, listed, path_steps};
use super::{AfterTaking, after_taking};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageEvent, StageFacts, StageFrame,
    StageProtocol, StageRunError, fold_search, pseudocode, run_search, search_facts,
};
use crate::algo::Observer;
use crate::algo::search::{Depth, SearchEvent, SearchTypes};
use crate::rules::{Game, Pos};
use search::{Iddfs, IddfsEvent, IddfsRefusal, IddfsSpace, IddfsStop};

/// The iterative deepening stage.
#[derive(Clone, Copy, Debug)]
pub struct IddfsStage;

pseudocode! {
    /// The lines of iterative deepening.
    pub enum IddfsLine {
        Round: step "for limit <- 0, 1, 2, ...: stack <- [start]; depth[start] <- 0",
        Loop: structure "    while stack is not empty:",
        Pop: step "        cell <- pop top of stack",
        Target: step "        if cell = target: return path via parents",
        Neighbours: structure "        for dir in [entered(cell), Up, Right, Down, Left], last first:",
        Next: structure "            next <- cell + dir",
        Skip: step "            if next is a wall or blocked or reached no deeper: skip",
        Limit: step "            if depth[cell] = limit: cut off, skip",
        Push: step "            parent[next] <- cell; depth[next] <- depth[cell] + 1; push next",
        NoPath: step "    if nothing was cut off: return no path",
    }
}

/// Why `from`'s neighbour `dir` of it was refused, in words.
fn refusal(from: Pos, dir: crate::rules::Dir, reason: &IddfsRefusal) -> String {
    match reason {
        IddfsRefusal::Wall => tr!("{place} is the wall", place = dir.of(from)),
        IddfsRefusal::Blocked(c) => tr!("{place}, {c}, is blocked", place = dir.of(from), c = c),
        IddfsRefusal::Reached(c, d) => reached_words(dir.of(from), *c, *d),
        IddfsRefusal::CutOff(c) => cut_off_words(dir.of(from), *c),
    }
}

/// What a search stopped at its budget says, in four directions or eight.
pub(super) fn stopped_words(stop: &IddfsStop) -> String {
    tr!(
        "Iterative deepening stopped after {n} expansions, in the round with limit {limit}: every round starts over from the start, and on a board this large the rounds would take too long. It found no path, which does not say there is none.",
        n = stop.expanded,
        limit = stop.limit
    )
}

/// Passes every event on, and notes whether the search stopped at its budget.
struct StopWatch<'o, O> {
    inner: &'o mut O,
    stopped: Option<IddfsStop>,
}

impl<S, O> Observer<SearchEvent<S>> for StopWatch<'_, O>
where
    S: SearchTypes<Own = IddfsStop>,
    O: Observer<SearchEvent<S>>,
{
    const WATCHING: bool = O::WATCHING;

    fn observe(&mut self, event: SearchEvent<S>) {
        if let SearchEvent::Own(stop) = &event {
            self.stopped = Some(*stop);
        }
        self.inner.observe(event);
    }
}

/// Runs iterative deepening `P` (in four directions or eight) as its stage runs on its own:
/// its note says why it stopped, if it stopped at its budget (after the terrain's note, if
/// the board has terrain it ignores).
pub(super) fn run_deepening<P, O>(
    setting: &Setting<'_>,
    obs: &mut O,
) -> Result<Option<String>, StageRunError>
where
    P: SearchProtocol,
    P::Types: SearchTypes<Own = IddfsStop>,
    O: Observer<P::Event>,
{
    let mut watch = StopWatch {
        inner: obs,
        stopped: None,
    };
    let note = run_search::<P, _>(setting, &mut watch)?;
    Ok(note.or(watch.stopped.as_ref().map(stopped_words)))
}

/// The caption of a cell popped at `depth`, with what its expansion pushes (the events
/// `ahead`), and which is on top.
pub(super) fn popped_ahead<'e, S: SearchTypes + 'e>(
    cell: Pos,
    depth: u32,
    ahead: impl Iterator<Item = &'e SearchEvent<S>>,
) -> String {
    let AfterTaking::Pushed(pushed) = after_taking(ahead) else {
        return tr!(
            "Popped {cell} at depth {depth}: it is the target",
            cell = cell,
            depth = depth
        );
    };
    match pushed.last() {
        None => tr!(
            "Popped {cell} at depth {depth}; it pushes nothing: a dead end or the limit",
            cell = cell,
            depth = depth
        ),
        Some(top) => tr!(
            "Popped {cell} at depth {depth}; it pushes {dirs}, {top} on top",
            cell = cell,
            depth = depth,
            dirs = listed(&pushed),
            top = top
        ),
    }
}

/// A neighbour, said `place`, that this round already reached at depth `d`.
pub(super) fn reached_words(place: String, c: Pos, d: u32) -> String {
    tr!(
        "{place}, {c}, was already reached at depth {d} in this round",
        place = place,
        c = c,
        d = d
    )
}

/// A neighbour, said `place`, past the round's limit.
pub(super) fn cut_off_words(place: String, c: Pos) -> String {
    tr!(
        "{place}, {c}, lies past this round's limit: cut off, for a deeper round",
        place = place,
        c = c
    )
}

impl StageProtocol for IddfsStage {
    type Event = IddfsEvent;
    type Line = IddfsLine;

    const CLI_NAME: &'static str = "iddfs";
    fn title() -> String {
        tr!("Iterative deepening DFS (IDDFS)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &IddfsEvent) -> IddfsLine {
        match event {
            IddfsEvent::Start { .. } => IddfsLine::Round,
            IddfsEvent::Taken { .. } => IddfsLine::Pop,
            IddfsEvent::Skipped { more, .. } => match *more {},
            IddfsEvent::Found { .. } => IddfsLine::Target,
            IddfsEvent::Refused {
                reason: IddfsRefusal::CutOff(_),
                ..
            } => IddfsLine::Limit,
            IddfsEvent::Refused { .. } => IddfsLine::Skip,
            IddfsEvent::Pushed { .. } => IddfsLine::Push,
            IddfsEvent::Exhausted { .. } => IddfsLine::NoPath,
            IddfsEvent::Own(_) => IddfsLine::Round,
        }
    }

    fn caption(event: &IddfsEvent) -> String {
        match event {
            IddfsEvent::Start {
                start,
                target,
                more: limit,
                ..
            } => tr!(
                "A round with depth limit {limit}: the stack holds {start} alone; search depth first for {target}, no deeper",
                limit = limit,
                start = start,
                target = target
            ),
            IddfsEvent::Taken {
                cell,
                key: Depth(depth),
            } => tr!(
                "Popped {cell} off the top of the stack at depth {depth}",
                cell = cell,
                depth = depth
            ),
            IddfsEvent::Skipped { more, .. } => match *more {},
            IddfsEvent::Pushed {
                cell,
                from,
                dir,
                key: Depth(depth),
                ..
            } => tr!(
                "{cell} ({place}) is free and not reached this shallow: pushed on top at depth {depth}",
                cell = cell,
                place = dir.of(*from),
                depth = depth
            ),
            IddfsEvent::Refused { from, dir, reason } => refusal(*from, *dir, reason),
            IddfsEvent::Found { path, more: limit } => tr!(
                "Popped the target in the round with limit {limit}: the path has {path}, the fewest, as no shallower round reached it",
                limit = limit,
                path = path_steps(path)
            ),
            IddfsEvent::Exhausted {
                reached,
                more: limit,
            } => tr!(
                "The round with limit {limit} reached {reached} and cut nothing off: the target cannot be reached",
                limit = limit,
                reached = cells(*reached)
            ),
            IddfsEvent::Own(stop) => stopped_words(stop),
        }
    }

    /// A "popped" caption also says what the expansion pushes, and which is on top.
    fn caption_ahead<'e>(
        event: &IddfsEvent,
        ahead: impl Iterator<Item = &'e IddfsEvent>,
    ) -> String {
        let IddfsEvent::Taken {
            cell,
            key: Depth(depth),
        } = event
        else {
            return Self::caption(event);
        };
        popped_ahead(*cell, *depth, ahead)
    }

    /// The stack is kept as the frontier, its top first; each round starts it anew with the
    /// start alone.
    fn fold(frame: &mut StageFrame, event: &IddfsEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier, whole and in the order its entries leave, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start), heading the snake's way, to the target or the
    /// food, around the body and the search board's walls.
    fn run<O: Observer<IddfsEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_deepening::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for IddfsStage {
    type Types = Iddfs;
    type Space = IddfsSpace;
    const COST: Cost = Cost::Moves;
    const COMPLETE: bool = true;

    fn find<O: Observer<IddfsEvent>>(
        space: &mut IddfsSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let p = problem;
        space.deepening_path(p.grid, p.blocked, p.start, p.heading, p.target, obs)
    }
}
