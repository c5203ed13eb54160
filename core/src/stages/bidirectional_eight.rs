//! The bidirectional search in eight directions as a stage
//! ([`crate::algo::search::eight::bidirectional`]): uniform-cost search from each end, a
//! priority queue on each side, the paths the two sides' cells make together as they meet,
//! and the stop rule: the two fronts' costs add up to at least the best path's. Beside the
//! bidirectional BFS a class sees why a search from both ends cannot stop at the first touch
//! once steps cost different amounts.

use super::eight_words::refusal_words;
use super::words::path_steps;
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError, Tone,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::eight::EightRefusal;
use crate::algo::search::eight::bidirectional::{
    EightBidirectional, EightBidirectionalEvent, EightBidirectionalOwn, EightBidirectionalSpace,
    EightMeeting, EightSideKey, EightSideRefusal,
};
use crate::algo::search::{SearchEvent, Side};
use crate::rules::{Compass, Game, Pos};

/// The stage of the bidirectional search in eight directions.
#[derive(Clone, Copy, Debug)]
pub struct BidirectionalEightStage;

pseudocode! {
    /// The lines of the bidirectional search in eight directions.
    pub enum BidirectionalEightLine {
        Start: step "frontier[start] <- [start], frontier[target] <- [target], both by g = 0; best <- none",
        Loop: structure "while both frontiers are not empty:",
        Stop: step "    if best is known and the two fronts' g add up to at least its cost: return best",
        Pop: step "    cell <- pop lowest g from the side whose front is lower (the start's on a tie)",
        Stale: step "    if cell was reached more cheaply since from that side: skip",
        Touch: step "    if the other side has reached cell: best <- the cheaper of best and the path through cell",
        Neighbours: structure "    for dir in [Up, Right, Down, Left, then the four diagonals]:",
        Skip: step "        if next is a wall or blocked, or a diagonal cuts a blocked corner: skip",
        Cost: structure "        new <- g[side][cell] + the step's cost: the cost of the cell nearer the target, times √2 on a diagonal",
        Bridge: step "        if the other side has reached next: best <- the cheaper of best and new + g[other][next]",
        Shorter: step "        if g[side][next] ≤ new: skip",
        Push: step "        parent[side][next] <- cell; g[side][next] <- new; push next to frontier[side] by g",
        NoPath: step "return best if known, else no path",
    }
}

/// "from the start", "from the target".
fn from_end(side: Side) -> String {
    match side {
        Side::Start => tr!("from the start"),
        Side::Target => tr!("from the target"),
    }
}

/// Why `side` did not push the neighbour of `from` that lies `dir` of it.
fn refusal(from: Pos, dir: Compass, side: Side, reason: &EightRefusal) -> String {
    match reason {
        EightRefusal::NoShorter { cell, g, known } => tr!(
            "{place}, {cell}, would have g = {g} {side}, but it is known at g = {known}",
            place = dir.of(from),
            cell = cell,
            g = g.shown(),
            side = from_end(side),
            known = known.shown()
        ),
        other => refusal_words(from, dir, other),
    }
}

/// A path learned of, in words: its cost, and how it compares with the best before.
fn best_words(cost: String, before: Option<String>, better: bool) -> String {
    match (before, better) {
        (None, _) => tr!(
            "a path costing {cost}, the first known; the search stops only once the two fronts' g add up to at least the best path's cost",
            cost = cost
        ),
        (Some(b), true) => tr!(
            "a path costing {cost}, less than the best before, {before}",
            cost = cost,
            before = b
        ),
        (Some(b), false) => tr!(
            "a path costing {cost}, no less than the best known, {before}",
            cost = cost,
            before = b
        ),
    }
}

/// Why the search stopped with the path `path`, met at `meeting`.
fn found_words(path: &[Pos], meeting: &EightMeeting) -> String {
    let cost = meeting.cost.shown();
    match meeting.fronts {
        Some((s, t)) => tr!(
            "The search stops: the fronts' g, {s} from the start and {t} from the target, add up to at least {cost}, so no path through a cell not yet expanded costs less; the path has {path} and costs {cost}",
            s = s.shown(),
            t = t.shown(),
            cost = cost,
            path = path_steps(path)
        ),
        None => tr!(
            "A frontier is empty: every cell its side can reach is expanded, so the best path known is the cheapest; it has {path} and costs {cost}",
            path = path_steps(path),
            cost = cost
        ),
    }
}

/// What the search's own events say.
fn own_words(own: &EightBidirectionalOwn) -> String {
    match *own {
        EightBidirectionalOwn::Touched {
            cell,
            from_start,
            to_target,
            before,
        } => {
            let cost = from_start + to_target;
            let better = before.is_none_or(|b| cost < b);
            tr!(
                "The searches touch at {cell}: {a} from the start and {b} to the target make {best}",
                cell = cell,
                a = from_start.shown(),
                b = to_target.shown(),
                best = best_words(cost.shown(), before.map(|b| b.shown()), better)
            )
        }
        EightBidirectionalOwn::Bridged {
            from,
            to,
            cost,
            before,
        } => tr!(
            "A step joins {from}, reached from the start, to {to}, reached from the target: {best}",
            from = from,
            to = to,
            best = best_words(cost.shown(), before.map(|b| b.shown()), true)
        ),
    }
}

impl StageProtocol for BidirectionalEightStage {
    type Event = EightBidirectionalEvent;
    type Line = BidirectionalEightLine;

    const CLI_NAME: &'static str = "bidirectional-8";
    fn title() -> String {
        tr!("Bidirectional search in eight directions")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &EightBidirectionalEvent) -> BidirectionalEightLine {
        match event {
            SearchEvent::Start { .. } => BidirectionalEightLine::Start,
            SearchEvent::Taken { .. } => BidirectionalEightLine::Pop,
            SearchEvent::Skipped { .. } => BidirectionalEightLine::Stale,
            SearchEvent::Own(EightBidirectionalOwn::Touched { .. }) => {
                BidirectionalEightLine::Touch
            }
            SearchEvent::Own(EightBidirectionalOwn::Bridged { .. }) => {
                BidirectionalEightLine::Bridge
            }
            SearchEvent::Refused { reason, .. } => match reason.reason {
                EightRefusal::NoShorter { .. } | EightRefusal::Seen(_) => {
                    BidirectionalEightLine::Shorter
                }
                EightRefusal::Step(_) | EightRefusal::NoJumpPoint { .. } => {
                    BidirectionalEightLine::Skip
                }
            },
            SearchEvent::Pushed { .. } => BidirectionalEightLine::Push,
            SearchEvent::Found { more, .. } if more.fronts.is_some() => {
                BidirectionalEightLine::Stop
            }
            SearchEvent::Found { .. } | SearchEvent::Exhausted { .. } => {
                BidirectionalEightLine::NoPath
            }
        }
    }

    fn caption(event: &EightBidirectionalEvent) -> String {
        match event {
            SearchEvent::Start { start, target, .. } => tr!(
                "Search for the cheapest path in eight directions from both ends, {start} and {target}, each side by its lowest cost so far: a diagonal step costs √2 times its cell's cost and cuts no corner",
                start = start,
                target = target
            ),
            SearchEvent::Taken {
                cell,
                key: EightSideKey { side, g },
            } => tr!(
                "Popped {cell} {side}: g = {g}, the lower of the two fronts",
                cell = cell,
                side = from_end(*side),
                g = g.shown()
            ),
            SearchEvent::Skipped {
                cell,
                more: EightSideKey { side, g },
            } => tr!(
                "Popped {cell} {side} (g = {g}): reached more cheaply since, skipped",
                cell = cell,
                side = from_end(*side),
                g = g.shown()
            ),
            SearchEvent::Pushed {
                cell,
                from,
                dir,
                key: EightSideKey { side, g },
                ..
            } => tr!(
                "{cell} ({place}): g = {g} {side}; pushed",
                cell = cell,
                place = dir.of(*from),
                g = g.shown(),
                side = from_end(*side)
            ),
            SearchEvent::Refused {
                from,
                dir,
                reason: EightSideRefusal { side, reason },
            } => refusal(*from, *dir, *side, reason),
            SearchEvent::Own(own) => own_words(own),
            SearchEvent::Found { path, more } => found_words(path, more),
            SearchEvent::Exhausted { reached, more } => tr!(
                "The frontier {side} is empty after {reached} cells and the searches never met: the target cannot be reached",
                side = from_end(*more),
                reached = reached
            ),
        }
    }

    /// Two priority queues, the start's first, each lowest g first (exactly; the numbers
    /// shown are rounded), a cell pushed again on a side making its older entry stale.
    fn fold(frame: &mut StageFrame, event: &EightBidirectionalEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its two frontiers, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start) and from the target or the food, around the body
    /// and the search board's walls, in eight directions.
    fn run<O: Observer<EightBidirectionalEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for BidirectionalEightStage {
    type Types = EightBidirectional;
    type Space = EightBidirectionalSpace;
    const COST: Cost = Cost::Octile;
    const COMPLETE: bool = true;
    const WEIGHS_STEPS: bool = true;

    fn find<O: Observer<EightBidirectionalEvent>>(
        space: &mut EightBidirectionalSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let board = problem.eight_board();
        let found = space.search(&board, problem.start, problem.target, obs);
        found.map(|(path, _)| path)
    }

    /// A touch points at its cell, a step that joins the sides at both of its cells; the
    /// path found, at the cell where its halves meet.
    fn fold_more(frame: &mut StageFrame, event: &EightBidirectionalEvent) {
        match event {
            SearchEvent::Own(EightBidirectionalOwn::Touched { cell, .. }) => {
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Looked);
            }
            SearchEvent::Own(EightBidirectionalOwn::Bridged { from, to, .. }) => {
                frame.trying = vec![*from, *to];
                frame.look_at(*to, Tone::Looked);
            }
            SearchEvent::Found { more, .. } => {
                frame.current = Some(more.to);
                frame.look_at(more.to, Tone::Accepted);
            }
            _ => {}
        }
    }
}
