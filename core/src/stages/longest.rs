//! The longest path as a stage ([`crate::algo::longest`]): the shortest path pushed out pair
//! by pair.

use super::facts::{Strip, StripKind};
use super::words::{path_steps, steps};
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::longest::{LongestEvent, PairRefusal, longest_path};
use crate::rules::Game;

/// The longest-path stage.
#[derive(Clone, Copy, Debug)]
pub struct LongestStage;

pseudocode! {
    /// The lines of the pair extension.
    pub enum LongestLine {
        Shortest: step "path <- shortest path(start, target); if none: return none",
        Begin: structure "cur <- start",
        Loop: structure "while cur != target:",
        Successor: structure "    next <- successor of cur on path",
        Sides: structure "    for side in (Up, Down) if the step is horizontal, else (Left, Right):",
        Pair: step "        a <- cur + side; b <- next + side",
        Refuse: step "        if a or b is a wall, blocked or on path: try the other side",
        Extend: step "        replace cur -> next by cur -> a -> b -> next; continue while",
        MoveOn: step "    cur <- next",
        Done: step "return path",
    }
}

impl StageProtocol for LongestStage {
    type Event = LongestEvent;
    type Line = LongestLine;

    const CLI_NAME: &'static str = "longest";
    fn title() -> String {
        tr!("Longest path")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &LongestEvent) -> LongestLine {
        match event {
            LongestEvent::Begin { .. } | LongestEvent::NoPath => LongestLine::Shortest,
            LongestEvent::TryPair { .. } => LongestLine::Pair,
            LongestEvent::Refused { .. } => LongestLine::Refuse,
            LongestEvent::Extended { .. } => LongestLine::Extend,
            LongestEvent::MovedOn { .. } => LongestLine::MoveOn,
            LongestEvent::Done { .. } => LongestLine::Done,
        }
    }

    fn caption(event: &LongestEvent) -> String {
        match event {
            LongestEvent::Begin { path, via: None } => {
                tr!(
                    "Start from the shortest path, {path}",
                    path = path_steps(path)
                )
            }
            LongestEvent::Begin { path, via: Some(v) } => tr!(
                "Start from the shortest path through {v}, {path}; extend the part after {v} first",
                v = v,
                path = path_steps(path)
            ),
            LongestEvent::NoPath => tr!("There is no path at all"),
            LongestEvent::TryPair { cur, next, side } => tr!(
                "Try to push the step {cur} -> {next} out to the {side} side",
                cur = cur,
                next = next,
                side = side.side()
            ),
            LongestEvent::Refused { side, reason, .. } => {
                let side = side.side();
                crate::words::sentence(match reason {
                    PairRefusal::Wall => tr!("{side} side: the wall", side = side),
                    PairRefusal::Blocked(c) => {
                        tr!("{side} side: {c} is the body", side = side, c = c)
                    }
                    PairRefusal::OnPath(c) => tr!(
                        "{side} side: {c} is already on the path",
                        side = side,
                        c = c
                    ),
                })
            }
            LongestEvent::Extended {
                cur,
                next,
                a,
                b,
                steps: n,
            } => tr!(
                "Extended {cur} -> {next} into {cur} -> {a} -> {b} -> {next}: {n}",
                cur = cur,
                next = next,
                a = a,
                b = b,
                n = steps(*n)
            ),
            LongestEvent::MovedOn { next, .. } => {
                tr!("No side is free: move on to {next}", next = next)
            }
            LongestEvent::Done { path } => {
                tr!(
                    "Reached the end: the path has {path}",
                    path = path_steps(path)
                )
            }
        }
    }

    fn fold(frame: &mut StageFrame, event: &LongestEvent) {
        match event {
            LongestEvent::Begin { path, .. } => {
                frame.path = path.clone();
                frame.closed = false;
                for end in [path.first(), path.last()].into_iter().flatten() {
                    frame.look_at(*end, Tone::Looked);
                }
            }
            LongestEvent::TryPair { cur, next, side } => {
                frame.current = Some(*cur);
                frame.trying = [*cur, *next]
                    .iter()
                    .filter_map(|&c| frame.grid().neighbour(c, *side))
                    .collect();
                // The step, and the side it is pushed to.
                for c in [*cur, *next] {
                    frame.look_at(c, Tone::Looked);
                    frame.look_beside(c, *side, Tone::Looked);
                }
            }
            LongestEvent::Refused {
                cur,
                next,
                side,
                reason,
            } => {
                frame.current = Some(*cur);
                match reason {
                    // The side lies beyond the wall: the step's side is refused there.
                    PairRefusal::Wall => {
                        for c in [*cur, *next] {
                            frame.look_beside(c, *side, Tone::Refused);
                        }
                    }
                    PairRefusal::Blocked(p) | PairRefusal::OnPath(p) => {
                        frame.look_at(*p, Tone::Refused);
                    }
                }
            }
            LongestEvent::Extended { cur, a, b, .. } => {
                if let Some(i) = frame.path.iter().position(|p| p == cur) {
                    frame.path.splice(i + 1..i + 1, [*a, *b]);
                }
                frame.trying = vec![*a, *b];
                frame.look_at(*a, Tone::Accepted);
                frame.look_at(*b, Tone::Accepted);
            }
            LongestEvent::MovedOn { next, .. } => {
                frame.current = Some(*next);
                frame.look_at(*next, Tone::Looked);
            }
            LongestEvent::Done { path } => {
                frame.path = path.clone();
                frame.current = None;
                if let Some(end) = path.last() {
                    frame.look_at(*end, Tone::Accepted);
                }
            }
            LongestEvent::NoPath => frame.verdict = Some(Tone::Refused),
        }
    }

    /// The path as extended so far, the pair tried and why a side was refused.
    fn facts(shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        StageFacts::rows(longest_rows(shown)).with_frontier(Strip {
            heading: tr!("The path so far"),
            kind: StripKind::Path,
            cells: (frame.path.iter())
                .enumerate()
                .map(|(k, &c)| (c, Some(k as u32)))
                .collect(),
            entered: None,
            left: None,
        })
    }

    /// From the head (or the chosen start), heading the snake's way, to the target or the
    /// tail, around the body.
    fn run<O: Observer<LongestEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let snake = setting.game.snake();
        longest_path(
            setting.game.grid(),
            snake.occupied(),
            setting.start_cell(),
            snake.heading(),
            setting.target.unwrap_or(snake.tail()),
            obs,
        );
        Ok(None)
    }
}

/// The side a pair is pushed to, as an adjective.
/// The longest-path events among `events` (also those inside the cycle builder, and the
/// cycle builder inside a certificate).
fn longest_events(events: &[StageEvent]) -> impl Iterator<Item = &LongestEvent> {
    use crate::algo::body_cycle::CycleEvent;
    use crate::algo::certificate::CertificateEvent;
    events.iter().filter_map(|e| match e {
        StageEvent::Longest(l)
        | StageEvent::Cycle(CycleEvent::Longest(l))
        | StageEvent::Certificate(CertificateEvent::Build(CycleEvent::Longest(l))) => Some(l),
        _ => None,
    })
}

/// Rows describing the extension so far, shared with the cycle and certificate stages.
pub(crate) fn longest_rows(events: &[StageEvent]) -> Vec<(String, String)> {
    let mut begin = None;
    let mut extensions = 0;
    let mut refusals = 0;
    let mut pair = None;
    let mut last_refusal = None;
    let mut done = None;
    let mut no_path = false;
    for l in longest_events(events) {
        match l {
            LongestEvent::Begin { path, .. } => begin = Some(path.len().saturating_sub(1)),
            LongestEvent::NoPath => no_path = true,
            LongestEvent::TryPair { cur, next, side } => {
                pair = Some(tr!(
                    "{cur} -> {next}, {side} side",
                    cur = cur,
                    next = next,
                    side = side.side()
                ))
            }
            LongestEvent::Refused { .. } => {
                refusals += 1;
                last_refusal = Some(LongestStage::caption(l));
            }
            LongestEvent::Extended { .. } => extensions += 1,
            LongestEvent::MovedOn { .. } => {}
            LongestEvent::Done { path } => done = Some(path.len().saturating_sub(1)),
        }
    }
    let mut rows = Vec::new();
    if no_path {
        rows.push((tr!("Shortest path"), tr!("none: nothing to extend")));
        return rows;
    }
    if let Some(b) = begin {
        rows.push((tr!("Shortest path"), tr!("{b} steps", b = b)));
        rows.push((
            tr!("Path now"),
            tr!(
                "{n} steps ({extensions} detour(s) of 2 cells)",
                n = b + 2 * extensions,
                extensions = extensions
            ),
        ));
    }
    if let Some(p) = pair {
        rows.push((tr!("Pair tried"), p));
    }
    rows.push((tr!("Sides refused"), refusals.to_string()));
    if let Some(r) = last_refusal {
        rows.push((tr!("Last refusal"), r));
    }
    if let Some(d) = done {
        rows.push((tr!("Result"), tr!("path of {d} steps", d = d)));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::wrapped;
    use crate::rules::{CellSet, Dir, Grid, Pos};
    use crate::stages::StageEvent;

    #[test]
    fn folding_the_extensions_rebuilds_the_final_path() {
        let g = Grid::new(6, 5).unwrap();
        let blocked = CellSet::new(g.cells());
        let mut events: Vec<StageEvent> = Vec::new();
        let p = longest_path(
            &g,
            &blocked,
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(5, 0),
            &mut wrapped(&mut events, StageEvent::Longest),
        )
        .unwrap();
        // Fold everything but the final `Done`, which would simply hand over the path.
        let f = StageFrame::fold(g, &events[..events.len() - 1]);
        assert_eq!(f.path, p);
    }

    #[test]
    fn a_refused_side_is_named() {
        let refused = LongestEvent::Refused {
            cur: Pos::new(0, 0),
            next: Pos::new(1, 0),
            side: Dir::Down,
            reason: PairRefusal::Blocked(Pos::new(1, 1)),
        };
        assert_eq!(
            LongestStage::caption(&refused),
            "Lower side: (1, 1) is the body"
        );
        assert_eq!(LongestStage::line(&refused), LongestLine::Refuse);
    }
}
