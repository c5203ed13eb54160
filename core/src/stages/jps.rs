//! Jump point search as a stage ([`crate::algo::search::eight::jps`]): in eight directions,
//! the frontier holds only jump points, the cells where a cheapest path may turn; the cells
//! each jump scans on its way are marked, never queued. It runs on a board whose every free
//! cell costs 1, and says so on mud or water.

use super::eight_words::{found_words, popped_words, refusal_words, skipped_words};
use super::{
    Cost, SearchProblem, SearchProtocol, Setting, StageFrame, StageProtocol, StageRunError,
    fold_search, pseudocode, run_search, search_facts,
};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::search::SearchEvent;
use crate::algo::search::eight::jps::{Jps, JpsEvent, JpsOwn, JpsSpace, NotUniform};
use crate::algo::search::eight::{EightKey, EightRefusal};
use crate::rules::{Game, Pos};

/// The jump point search stage.
#[derive(Clone, Copy, Debug)]
pub struct JpsStage;

pseudocode! {
    /// The lines of jump point search.
    pub enum JpsLine {
        Start: step "frontier <- [start] by f = octile(start, target); g[start] <- 0",
        Loop: structure "while frontier is not empty:",
        Pop: step "    cell <- pop lowest f from frontier",
        Stale: step "    if cell was reached more cheaply since: skip",
        Target: step "    if cell = target: return the jump points, joined by straight lines",
        Dirs: structure "    for dir in the ways worth a jump from cell (all 8 from the start):",
        Scan: step "        scan along dir, cell by cell, to a forced neighbour, the target or a wall",
        NoJump: step "        if the scan met a wall: skip",
        Shorter: step "        if g[point] ≤ g[cell] + line(cell, point): skip",
        Push: step "        parent[point] <- cell; push point by f = g + octile(point, target)",
        NoPath: step "return no path",
    }
}

impl StageProtocol for JpsStage {
    type Event = JpsEvent;
    type Line = JpsLine;

    const CLI_NAME: &'static str = "jps";
    fn title() -> String {
        tr!("Jump point search (eight directions)")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &JpsEvent) -> JpsLine {
        match event {
            SearchEvent::Start { .. } => JpsLine::Start,
            SearchEvent::Taken { .. } => JpsLine::Pop,
            SearchEvent::Skipped { .. } => JpsLine::Stale,
            SearchEvent::Found { .. } => JpsLine::Target,
            SearchEvent::Refused { reason, .. } => match reason {
                EightRefusal::NoShorter { .. } | EightRefusal::Seen(_) => JpsLine::Shorter,
                EightRefusal::Step(_) | EightRefusal::NoJumpPoint { .. } => JpsLine::NoJump,
            },
            SearchEvent::Pushed { .. } => JpsLine::Push,
            SearchEvent::Exhausted { .. } => JpsLine::NoPath,
            SearchEvent::Own(JpsOwn::Scanned { .. }) => JpsLine::Scan,
        }
    }

    fn caption(event: &JpsEvent) -> String {
        match event {
            SearchEvent::Start {
                start,
                target,
                key: EightKey { h, .. },
                ..
            } => tr!(
                "Jump point search from {start} to {target} in eight directions (a diagonal step costs √2 and cuts no corner): only the cells where a cheapest path may turn join the frontier; h = {h}, the octile distance",
                start = start,
                target = target,
                h = h.shown()
            ),
            SearchEvent::Taken { cell, key } => popped_words(*cell, key),
            SearchEvent::Skipped { cell, more } => skipped_words(*cell, more),
            SearchEvent::Own(JpsOwn::Scanned { cell, dir }) => tr!(
                "Scanned {cell} moving {way}: no jump point, not put on the frontier",
                cell = cell,
                way = dir.way()
            ),
            SearchEvent::Pushed {
                cell,
                from,
                dir,
                key: key @ EightKey { g, h, .. },
                ..
            } => tr!(
                "{cell}, {way} from {from}, is a jump point: g = {g}, h = {h}, f = {f}; pushed",
                cell = cell,
                way = dir.way(),
                from = from,
                g = g.shown(),
                h = h.shown(),
                f = key.f().shown()
            ),
            SearchEvent::Refused { from, dir, reason } => refusal_words(*from, *dir, reason),
            SearchEvent::Found { path, more } => found_words(path, *more),
            SearchEvent::Exhausted { reached, .. } => tr!(
                "The frontier is empty after {reached} jump points: the target cannot be reached",
                reached = reached
            ),
        }
    }

    /// The priority queue of jump points as A*'s is folded; each scanned cell is marked.
    fn fold(frame: &mut StageFrame, event: &JpsEvent) {
        fold_search::<Self>(frame, event);
    }

    /// Its frontier of jump points, what it expanded and found.
    fn facts(_shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        search_facts(frame)
    }

    /// From the head (or the chosen start) to the target or the food, around the body and
    /// the search board's walls, in eight directions; refused on mud or water.
    fn run<O: Observer<JpsEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        if setting.terrain.is_some_and(|t| !t.is_uniform()) {
            return Err(StageRunError::Board(NotUniform.to_string()));
        }
        run_search::<Self, O>(setting, obs)
    }
}

impl SearchProtocol for JpsStage {
    type Types = Jps;
    type Space = JpsSpace;
    const COST: Cost = Cost::Octile;
    const COMPLETE: bool = true;

    fn find<O: Observer<JpsEvent>>(
        space: &mut JpsSpace,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let board = problem.eight_board();
        let found = space.search(&board, problem.start, problem.target, obs);
        found.ok().flatten().map(|(path, _)| path)
    }

    fn fold_more(frame: &mut StageFrame, event: &JpsEvent) {
        if let SearchEvent::Own(JpsOwn::Scanned { cell, .. }) = event {
            frame.mark_mut(*cell).scanned = true;
            frame.look_at(*cell, super::Tone::Looked);
        }
    }
}
