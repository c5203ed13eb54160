//! The 2x2 splices as a stage ([`crate::algo::splice`]): every square tried, every split and
//! join, every check, and the cycle kept.

use super::setting::body_cycle;
use super::words::moves;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::ring::Ring;
use crate::algo::splice::{SpliceEvent, Splicer, StepOrder};
use crate::rules::Game;

/// The splice stage.
#[derive(Clone, Copy, Debug)]
pub struct SpliceStage;

pseudocode! {
    /// The lines of a splice plan.
    pub enum SpliceLine {
        Plan: step "along <- moves to the food along the cycle; fastest <- timed BFS from the head",
        EndGame: step "if few cells are free: for each path P shorter than along, shortest first: if the cells left can be walked from the food back to the body, the cycle is P and that walk",
        Force: step "for each shortest path P (depth first, under a budget; first the step into the cell with fewest open sides, the current planner: the cycle's next cell, then straight on): force P edge by edge",
        Cuts: step "each pass: sort the straight cuts, those that save most first; try them all (the current planner: the first 32) until one is kept",
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
    type Event = SpliceEvent;
    type Line = SpliceLine;

    const CLI_NAME: &'static str = "splice";
    fn title() -> String {
        tr!("Splices")
    }
    const BUILDS_CYCLE: bool = true;

    fn line(event: &SpliceEvent) -> SpliceLine {
        match event {
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
            SpliceEvent::Undone => SpliceLine::Undo,
            SpliceEvent::Pockets { .. } | SpliceEvent::Weighed { .. } => SpliceLine::Pockets,
            SpliceEvent::OtherPath { .. } => SpliceLine::OtherPaths,
            SpliceEvent::Kept { .. } => SpliceLine::Keep,
        }
    }

    fn caption(event: &SpliceEvent) -> String {
        match event {
            SpliceEvent::Plan {
                food,
                along,
                fastest,
                ..
            } => tr!(
                "The food at {food} is {along} along the cycle; no path can reach it in fewer than {fastest}",
                food = food,
                along = moves(*along),
                fastest = moves(*fastest)
            ),
            SpliceEvent::EndSearch { free, .. } => tr!(
                "Only {free} cells are free: try every shorter path to the food, shortest first, \
                 for one that leaves the rest in one walk back to the body",
                free = free.len()
            ),
            SpliceEvent::EndFound { way, rest } => tr!(
                "The shortest: {n}, then a walk through the other {rest} cells back to the \
                 body; the cycle is rewritten to it",
                n = moves(way.len().saturating_sub(1) as u64),
                rest = rest.len()
            ),
            SpliceEvent::EndNotFound { complete: true } => {
                tr!(
                    "No shorter path leaves the rest in one walk: the cycle held is already the shortest safe way"
                )
            }
            SpliceEvent::EndNotFound { complete: false } => {
                tr!("The search's budget is spent: reshape by splices instead")
            }
            SpliceEvent::Force { path } => tr!(
                "Force a fastest path ({n}) into the cycle, edge by edge",
                n = moves(path.len().saturating_sub(1) as u64)
            ),
            SpliceEvent::Cuts { found, tries } if tries >= found => tr!(
                "Straight cuts found: {found}; try them all, those that would save most first",
                found = found
            ),
            SpliceEvent::Cuts { found, tries } => tr!(
                "Straight cuts found: {found}; try the {tries} that would save most",
                found = found,
                tries = tries
            ),
            SpliceEvent::LateCuts { tries } => tr!(
                "No cut fits: try again the {tries} that would save most, their loops clear only of the body still there when each cut's own way arrives",
                tries = tries
            ),
            SpliceEvent::Cut { line, saves } => tr!(
                "Try a straight cut from {n} to {n2}: it would save {saves}",
                n = line.first().map(|p| p.to_string()).unwrap_or_default(),
                n2 = line.last().map(|p| p.to_string()).unwrap_or_default(),
                saves = moves(*saves)
            ),
            SpliceEvent::Square {
                from,
                to,
                fits: true,
                ..
            } => tr!(
                "To make {to} follow {from}: the square's two cycle edges run opposite ways, it \
                 can split",
                to = to,
                from = from
            ),
            SpliceEvent::Square {
                from,
                to,
                fits: false,
                ..
            } => tr!(
                "To make {to} follow {from}: the cycle does not run opposite ways around that \
                 square, no split",
                to = to,
                from = from
            ),
            SpliceEvent::TwoSplices { from, to, first } => tr!(
                "That square does not fit: first make {b} follow {a} by its own square, so \
                 that the square from {from} to {to} fits",
                a = first[0],
                b = first[1],
                from = from,
                to = to
            ),
            SpliceEvent::Split { cells } => tr!(
                "Split: the cycle becomes two, the main one with the head and a loop of {cells} cells",
                cells = cells.len()
            ),
            SpliceEvent::LoopHoldsBody { cell } => tr!(
                "The loop holds {cell}, body that will still be there when the food is eaten: \
                 undo",
                cell = cell
            ),
            SpliceEvent::Merge { reversed, .. } => tr!(
                "Join the loop back at a 2x2 square after the food{n}: one cycle again",
                n = if *reversed {
                    tr!(", walking it the other way round")
                } else {
                    String::new()
                }
            ),
            SpliceEvent::NoMerge { size } => tr!(
                "No square joins the loop of {size} cells back after the food: undo the split",
                size = size
            ),
            SpliceEvent::Checked { along, safe: true } => tr!(
                "Checked: every cell is free in time and the body lies behind the head; the food \
                 is {along} away",
                along = moves(*along)
            ),
            SpliceEvent::Checked { safe: false, .. } => {
                tr!("Checked: some cell would not be free in time: not safe")
            }
            SpliceEvent::Undone => tr!("Undo: this leads nowhere"),
            SpliceEvent::Pockets {
                moves: length,
                cells,
                ..
            } if cells.is_empty() => tr!(
                "After this way ({way}) the free cells stay in one piece beside the food: \
                 nothing added to the next meal",
                way = moves(*length)
            ),
            SpliceEvent::Pockets {
                moves: length,
                cost,
                cells,
                ..
            } => tr!(
                "After this way ({way}), pockets beside the food shut off free cells, {cells} \
                 of them: about {cost} more for the next meal",
                way = moves(*length),
                cells = cells.len(),
                cost = moves(*cost)
            ),
            SpliceEvent::OtherPath { order, path } => {
                let order = match order {
                    StepOrder::Planner => tr!("the planner's own order"),
                    StepOrder::CycleFirst => tr!("the cycle's next cell first"),
                    StepOrder::MostOpen => tr!("the cell with most open sides first"),
                    StepOrder::OtherTurns => {
                        tr!("the cell with fewest open sides first, the turns the other way")
                    }
                };
                tr!(
                    "That path leaves pockets: force another fastest path ({n}), trying {order}, \
                     and count what it leaves",
                    n = moves(path.len().saturating_sub(1) as u64),
                    order = order
                )
            }
            SpliceEvent::Weighed {
                fastest,
                cuts,
                cuts_win,
            } => {
                let text = tr!(
                    "Weigh twice the moves plus the pockets: the fastest path 2 x {f} + {fp} = \
                     {ft}, the cuts 2 x {c} + {cp} = {ct}",
                    f = fastest[0],
                    fp = fastest[1],
                    ft = 2 * fastest[0] + fastest[1],
                    c = cuts[0],
                    cp = cuts[1],
                    ct = 2 * cuts[0] + cuts[1]
                );
                let verdict = if *cuts_win {
                    tr!("keep the cuts' way")
                } else {
                    tr!("keep the fastest path")
                };
                format!("{text}: {verdict}")
            }
            SpliceEvent::Kept { before, after, .. } => tr!(
                "Keep the reshaped cycle: the food is {after} away instead of {before}",
                after = moves(*after),
                before = moves(*before)
            ),
        }
    }

    fn fold(frame: &mut StageFrame, event: &SpliceEvent) {
        let clear_loop = |f: &mut StageFrame| {
            for m in &mut f.marks {
                m.in_loop = false;
            }
        };
        match event {
            SpliceEvent::Plan {
                way, head, food, ..
            } => {
                frame.path = way.clone();
                frame.current = Some(*head);
                frame.look_at(*head, Tone::Looked);
                frame.look_at(*food, Tone::Looked);
            }
            SpliceEvent::EndSearch { free, .. } => {
                frame.trying.clear();
                for &c in free {
                    frame.look_at(c, Tone::Looked);
                }
            }
            SpliceEvent::EndFound { way, rest } => {
                frame.trying = way.clone();
                clear_loop(frame);
                for &c in rest {
                    frame.mark_mut(c).in_loop = true;
                }
            }
            SpliceEvent::EndNotFound { .. } => frame.verdict = Some(Tone::Refused),
            SpliceEvent::Force { path } | SpliceEvent::OtherPath { path, .. } => {
                frame.trying = path.clone()
            }
            SpliceEvent::Cuts { .. } | SpliceEvent::LateCuts { .. } => frame.trying.clear(),
            SpliceEvent::Cut { line, .. } => frame.trying = line.clone(),
            SpliceEvent::Square {
                corners,
                from,
                fits,
                ..
            } => {
                frame.trying = corners.to_vec();
                frame.current = Some(*from);
                let tone = if *fits { Tone::Looked } else { Tone::Refused };
                for &c in corners {
                    frame.look_at(c, tone);
                }
            }
            SpliceEvent::TwoSplices { from, to, first } => {
                frame.trying = vec![*from, *to];
                frame.current = Some(*from);
                for &c in first {
                    frame.look_at(c, Tone::Looked);
                }
            }
            SpliceEvent::Split { cells } => {
                clear_loop(frame);
                for &c in cells {
                    frame.mark_mut(c).in_loop = true;
                }
            }
            SpliceEvent::LoopHoldsBody { cell } => {
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Refused);
            }
            SpliceEvent::Merge { corners, .. } => {
                clear_loop(frame);
                frame.trying = corners.to_vec();
                for &c in corners {
                    frame.look_at(c, Tone::Accepted);
                }
            }
            // The loop stays on the board while the caption says nothing joins it back; the
            // undoing that follows takes it off.
            SpliceEvent::NoMerge { .. } => frame.verdict = Some(Tone::Refused),
            SpliceEvent::Undone => {
                clear_loop(frame);
                frame.verdict = Some(Tone::Refused);
            }
            SpliceEvent::Checked { safe, .. } => {
                frame.verdict = Some(if *safe { Tone::Accepted } else { Tone::Refused });
            }
            SpliceEvent::Pockets { way, cells, .. } => {
                frame.trying = way.clone();
                for &c in cells {
                    frame.look_at(c, Tone::Refused);
                }
            }
            SpliceEvent::Weighed { .. } => frame.verdict = Some(Tone::Accepted),
            SpliceEvent::Kept { way, .. } => {
                clear_loop(frame);
                frame.path = way.clone();
                frame.current = None;
                frame.verdict = Some(Tone::Accepted);
            }
        }
    }

    /// The moves to the food along the cycle and by the fastest path, the squares tried, the
    /// splits and joins, what was kept, and why a kept cycle is safe.
    fn facts(shown: &[StageEvent], _frame: &StageFrame, _game: &Game) -> StageFacts {
        let mut rows = Vec::new();
        let (mut squares, mut splits, mut merges, mut undone) = (0, 0, 0, 0);
        let mut last = None;
        for e in shown {
            let StageEvent::Splice(s) = e else {
                continue;
            };
            match s {
                SpliceEvent::Plan { along, fastest, .. } => rows.push((
                    tr!("To the food"),
                    tr!(
                        "{along} moves along the cycle, {fastest} by the fastest path",
                        along = along,
                        fastest = fastest
                    ),
                )),
                SpliceEvent::Square { .. } => squares += 1,
                SpliceEvent::Split { .. } => splits += 1,
                SpliceEvent::Merge { .. } => merges += 1,
                SpliceEvent::Undone
                | SpliceEvent::NoMerge { .. }
                | SpliceEvent::LoopHoldsBody { .. } => undone += 1,
                SpliceEvent::Kept { before, after, .. } => rows.push((
                    tr!("Kept"),
                    tr!(
                        "a cycle {after} moves to the food (was {before})",
                        after = after,
                        before = before
                    ),
                )),
                SpliceEvent::EndFound { way, .. } => rows.push((
                    tr!("End game"),
                    tr!(
                        "the shortest safe way, {n} moves, found exactly",
                        n = way.len().saturating_sub(1)
                    ),
                )),
                SpliceEvent::EndNotFound { complete: true } => {
                    rows.push((tr!("End game"), tr!("no shorter safe way exists")))
                }
                SpliceEvent::Weighed {
                    fastest,
                    cuts,
                    cuts_win,
                } => rows.push((
                    tr!("Pockets weighed"),
                    if *cuts_win {
                        tr!(
                            "the cuts' way, {c} moves leaving {cp} for the next meal, against the fastest path's {f} leaving {fp}",
                            c = cuts[0],
                            cp = cuts[1],
                            f = fastest[0],
                            fp = fastest[1]
                        )
                    } else {
                        tr!(
                            "the fastest path, {f} moves leaving {fp} for the next meal, against the cuts' {c} leaving {cp}",
                            c = cuts[0],
                            cp = cuts[1],
                            f = fastest[0],
                            fp = fastest[1]
                        )
                    },
                )),
                SpliceEvent::EndSearch { .. }
                | SpliceEvent::EndNotFound { complete: false }
                | SpliceEvent::Force { .. }
                | SpliceEvent::OtherPath { .. }
                | SpliceEvent::TwoSplices { .. }
                | SpliceEvent::Cuts { .. }
                | SpliceEvent::LateCuts { .. }
                | SpliceEvent::Cut { .. }
                | SpliceEvent::Pockets { .. }
                | SpliceEvent::Checked { .. } => {}
            }
            last = Some(s);
        }
        rows.push((tr!("Squares tried"), squares.to_string()));
        rows.push((
            tr!("Splits, joins"),
            tr!(
                "{splits} split, {merges} joined back",
                splits = splits,
                merges = merges
            ),
        ));
        rows.push((tr!("Undone"), undone.to_string()));
        if let Some(SpliceEvent::Merge { reversed, .. }) = last {
            rows.push((
                tr!("Joined"),
                if *reversed {
                    tr!("the loop turned round to fit the square")
                } else {
                    tr!("the loop as it ran")
                },
            ));
        }
        StageFacts::rows(rows).with_note(tr!(
            "Why it is safe: a reshaped cycle is kept only if, following it, every cell is free by \
             the time the head gets there, and the body still there at the meal lies just behind \
             the head."
        ))
    }

    /// On the splice solver's own ring with its own planner, or any solver's cycle with the
    /// default planner, or else one built from the body; a cycle the body does not lie on
    /// unbroken is swapped for one built from the body, and the note says so.
    fn run<O: Observer<SpliceEvent>>(
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
            obs,
        );
        Ok(note)
    }
}
