//! The 2x2 splices as a stage ([`crate::algo::splice`]): every square tried, every split and
//! join, every check, and the cycle kept. `captions` says each event in words, `fold` draws it,
//! `facts` sums a plan up.

mod captions;
mod facts;
mod fold;

use super::setting::body_cycle;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts};
use crate::algo::ring::Ring;
use crate::algo::splice::{SpliceEvent, Splicer};
use crate::algo::{Observer, wrapped};
use crate::rules::Game;

/// The splice stage.
#[derive(Clone, Copy, Debug)]
pub struct SpliceStage;

pseudocode! {
    /// The lines of a splice plan.
    pub enum SpliceLine {
        Plan: step "along <- moves to the food along the cycle; fastest <- timed BFS from the head",
        EndGame: step "if few cells are free: for each path P shorter than along, shortest first: if the cells left can be walked from the food back to the body, the cycle is P and that walk",
        Force: step "for each shortest path P (depth first, under a budget; first the step into the cell with fewest open sides, the first planner: the cycle's next cell, then straight on): force P edge by edge",
        Cuts: step "each pass: sort the straight cuts, those that save most first; try them all (the first planner: the first 32) until one is kept",
        LateCuts: step "if none is kept (the wide planner): try again the 8 that save most, their loops clear only of the body still there at the cut's own arrival",
        Cut: step "for each cell c of the way: cast a straight line to a later cell t of the way; force it",
        Square: step "to force u -> v: take the square u, next(u), prev(v), v; it must be antiparallel",
        TwoSplices: step "    if it does not fit (the wide planner, on a fastest path): first make v follow the cell beside it on next(u)'s side, or that beside u on prev(v)'s side follow u, by its own square; then the square fits",
        Split: step "    split: u -> v and prev(v) -> next(u); the cells between fall out as a loop",
        LoopHoldsBody: step "    if the loop holds body still there at arrival: undo",
        Join: step "    join the loop at a square after the food (turn the loop round if needed)",
        NoJoin: step "    if no square joins it: undo",
        Check: step "check the cycle: every cell free in time, the body behind the head; keep it if shorter",
        Pockets: step "if the fastest path leaves pockets beside the food that cost the next meal 4 moves or more: try the cuts from the cycle held; keep the way with the smaller 2 x moves + pockets",
        OtherPaths: step "    first, while they still cost 4 or more: force a fastest path in each other order of steps (the cycle's next cell first, most open sides first, the turns the other way); weigh the one with fewest pockets",
        Undo: step "undo what did not help",
        Keep: step "keep the cycle; follow it",
    }
}

impl StageProtocol for SpliceStage {
    /// Boxed: a plan's events carry paths and cells, and a stage's event is as large as its
    /// largest kind, so unboxed they would make every search's event this large.
    type Event = Box<SpliceEvent>;
    type Line = SpliceLine;

    const CLI_NAME: &'static str = "splice";
    fn title() -> String {
        tr!("Splices")
    }
    const BUILDS_CYCLE: bool = true;

    fn line(event: &Self::Event) -> SpliceLine {
        match &**event {
            SpliceEvent::Plan { .. } => SpliceLine::Plan,
            SpliceEvent::EndSearch { .. }
            | SpliceEvent::EndFound { .. }
            | SpliceEvent::EndNotFound { .. } => SpliceLine::EndGame,
            SpliceEvent::Force { .. } => SpliceLine::Force,
            SpliceEvent::Cuts { .. } => SpliceLine::Cuts,
            SpliceEvent::LateCuts { .. } => SpliceLine::LateCuts,
            SpliceEvent::Cut { .. } => SpliceLine::Cut,
            SpliceEvent::Square { .. } => SpliceLine::Square,
            SpliceEvent::TwoSplices { .. } => SpliceLine::TwoSplices,
            SpliceEvent::Split { .. } => SpliceLine::Split,
            SpliceEvent::LoopHoldsBody { .. } => SpliceLine::LoopHoldsBody,
            SpliceEvent::Merge { .. } => SpliceLine::Join,
            SpliceEvent::NoMerge { .. } => SpliceLine::NoJoin,
            SpliceEvent::Checked { .. } => SpliceLine::Check,
            SpliceEvent::Undone { .. } => SpliceLine::Undo,
            SpliceEvent::Pockets { .. } | SpliceEvent::Weighed { .. } => SpliceLine::Pockets,
            SpliceEvent::OtherPath { .. } => SpliceLine::OtherPaths,
            SpliceEvent::KeptShorter { .. } => SpliceLine::Keep,
        }
    }

    fn caption(event: &Self::Event) -> String {
        captions::caption(event)
    }

    fn fold(frame: &mut StageFrame, event: &Self::Event) {
        fold::fold(frame, event)
    }

    /// The moves to the food along the cycle and by the fastest path, the squares tried, the
    /// splits and joins, what was kept, and why a kept cycle is safe.
    fn facts(shown: &[StageEvent], _frame: &StageFrame, _game: &Game) -> StageFacts {
        facts::facts(shown)
    }

    /// On the splice solver's own ring with its own planner, or any solver's cycle with the
    /// default planner, or else one built from the body; a cycle the body does not lie on
    /// unbroken is swapped for one built from the body, and the note says so.
    fn run<O: Observer<Self::Event>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let food = setting.needed_goal()?;
        let game = setting.game;
        let snake = game.snake();
        let mut note = None;
        let mut ring =
            match setting.solver.ring {
                Some(own) => own.clone(),
                None => {
                    let ring = Ring::from_cycle(&setting.held_or_body()?);
                    if ring
                        .to_cycle(snake.head())
                        .holds_unbroken(snake.cells(), false)
                    {
                        ring
                    } else {
                        note = Some(
                        tr!("The body does not lie on this cycle as one unbroken stretch, so the \
                         splices would not be safe from here; shown on a cycle built from the \
                         body instead.")
                            .to_string(),
                    );
                        Ring::from_cycle(&body_cycle(game)?)
                    }
                }
            };
        Splicer::new(game.grid(), setting.solver.plan).reshape(
            &mut ring,
            snake,
            game.tail_rule(),
            food,
            game.moves(),
            &mut wrapped(obs, Box::new),
        );
        Ok(note)
    }
}

#[cfg(test)]
mod tests;
