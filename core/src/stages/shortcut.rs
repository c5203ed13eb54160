//! The rel-index rule as a stage ([`crate::algo::shortcut`]): every cell numbered from the
//! tail, every neighbour of the head judged, and the verdict on the shortest path's first step.

use super::words::steps;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::bfs::shortest_path;
use crate::algo::shortcut::{
    BodyOnCycle, NeighbourVerdict, ShortcutEvent, ShortcutVerdict, judge_shortcut, show_numbering,
};
use crate::algo::{Ignore, Observer};
use crate::rules::Game;

/// The numbering-and-shortcuts stage.
#[derive(Clone, Copy, Debug)]
pub struct ShortcutStage;

pseudocode! {
    /// The lines of the rel-index rule.
    pub enum ShortcutLine {
        Number: step "for each cell c: rel(c) <- (index(c) - index(tail)) mod cells",
        Neighbours: step "for each neighbour n of head: in order if rel(head) < rel(n) <= rel(food)",
        Candidate: step "next <- first step of the shortest path to food",
        OnCycle: step "if next is the cycle's next cell: follow the cycle",
        BesideTail: step "(reference) if the path is one step and food is next to the tail on the cycle: follow the cycle",
        OutOfOrder: step "if not rel(head) < rel(next) <= rel(food): follow the cycle",
        NoRoom: step "(reference, margin m) if gaps remain and rel(next) + m >= cells: follow the cycle",
        Take: step "next is in order: take it (certified rule: only with a certificate)",
    }
}

impl StageProtocol for ShortcutStage {
    type Event = ShortcutEvent;
    type Line = ShortcutLine;

    const CLI_NAME: &'static str = "shortcut";
    fn title() -> String {
        tr!("Numbering and shortcuts")
    }
    const BUILDS_CYCLE: bool = false;

    fn line(event: &ShortcutEvent) -> ShortcutLine {
        match event {
            ShortcutEvent::Numbered { .. } => ShortcutLine::Number,
            ShortcutEvent::Neighbour { .. } => ShortcutLine::Neighbours,
            ShortcutEvent::Candidate { .. } => ShortcutLine::Candidate,
            ShortcutEvent::Decided(v) => match v {
                ShortcutVerdict::OnCycle => ShortcutLine::OnCycle,
                ShortcutVerdict::BesideTail => ShortcutLine::BesideTail,
                ShortcutVerdict::Behind | ShortcutVerdict::PastFood => ShortcutLine::OutOfOrder,
                ShortcutVerdict::NoRoom => ShortcutLine::NoRoom,
                ShortcutVerdict::Take => ShortcutLine::Take,
            },
        }
    }

    fn caption(event: &ShortcutEvent) -> String {
        match event {
            ShortcutEvent::Numbered { cell, index, rel } => {
                tr!(
                    "{cell} has index {index} on the cycle, {rel} ahead of the tail",
                    cell = cell,
                    index = index,
                    rel = rel
                )
            }
            ShortcutEvent::Neighbour {
                dir, cell, verdict, ..
            } => {
                let why = match verdict {
                    NeighbourVerdict::Wall => tr!("is the wall"),
                    NeighbourVerdict::Body => tr!("is the body"),
                    NeighbourVerdict::CycleNext => {
                        tr!("is the next cell of the cycle: always allowed")
                    }
                    NeighbourVerdict::Behind => {
                        tr!("lies behind the head on the cycle: refused")
                    }
                    NeighbourVerdict::PastFood => {
                        tr!("lies past the food on the cycle: refused")
                    }
                    NeighbourVerdict::NoRoom => {
                        let why = ShortcutVerdict::NoRoom.refusal();
                        tr!(
                            "{refuses}: refused",
                            refuses = why.expect("the margin refuses")
                        )
                    }
                    NeighbourVerdict::Allowed => tr!("is in order: a possible shortcut"),
                };
                crate::words::sentence(match cell {
                    Some(c) => tr!("{dir} {cell} {why}", dir = dir.at(), cell = c, why = why),
                    None => tr!("{dir} {why}", dir = dir.at(), why = why),
                })
            }
            ShortcutEvent::Candidate {
                next,
                steps: n,
                rel_head,
                rel_next,
                rel_food,
                gaps,
            } => tr!(
                "The path ({n}) starts at {next}: rel(head) {rel_head}, rel(next) {rel_next}, \
                 rel(food) {rel_food}, {gaps} gap(s) in the body",
                n = steps(*n),
                next = next,
                rel_head = rel_head,
                rel_next = rel_next,
                rel_food = rel_food,
                gaps = gaps
            ),
            ShortcutEvent::Decided(verdict) => match (verdict, verdict.refusal()) {
                (_, Some(why)) => tr!("The step {why}: follow the cycle", why = why),
                (ShortcutVerdict::OnCycle, None) => {
                    tr!("The path's first step is the cycle's own: follow it")
                }
                (_, None) => tr!("The step is in order: a shortcut"),
            },
        }
    }

    fn fold(frame: &mut StageFrame, event: &ShortcutEvent) {
        match event {
            ShortcutEvent::Numbered { cell, index, rel } => {
                let m = frame.mark_mut(*cell);
                m.number = Some(*index);
                m.rel = Some(*rel);
                frame.look_at(*cell, Tone::Accepted);
            }
            ShortcutEvent::Neighbour {
                from,
                dir,
                cell,
                verdict,
            } => {
                let tone = match verdict {
                    NeighbourVerdict::Allowed | NeighbourVerdict::CycleNext => Tone::Accepted,
                    _ => Tone::Refused,
                };
                frame.look_beside(*from, *dir, tone);
                if let Some(c) = cell {
                    frame.mark_mut(*c).verdict = Some(*verdict);
                    frame.trying = vec![*c];
                    frame.look_at(*c, tone);
                }
            }
            ShortcutEvent::Candidate { next, .. } => {
                frame.trying = vec![*next];
                frame.look_at(*next, Tone::Looked);
            }
            ShortcutEvent::Decided(verdict) => {
                frame.verdict = Some(if verdict.refusal().is_none() {
                    Tone::Accepted
                } else {
                    Tone::Refused
                });
            }
        }
    }

    /// The cells numbered, what rel measures, the candidate step and whether it is in order,
    /// and each neighbour of the head with its verdict.
    fn facts(shown: &[StageEvent], _frame: &StageFrame, game: &Game) -> StageFacts {
        let mut numbered = 0;
        let mut rows: Vec<(String, String)> = Vec::new();
        let mut neighbours: Vec<String> = Vec::new();
        for e in shown {
            let StageEvent::Shortcut(s) = e else { continue };
            match s {
                ShortcutEvent::Numbered { .. } => numbered += 1,
                ShortcutEvent::Neighbour { verdict, .. } => {
                    let mark = match verdict {
                        NeighbourVerdict::Allowed | NeighbourVerdict::CycleNext => "+",
                        NeighbourVerdict::Wall => " ",
                        _ => "x",
                    };
                    neighbours.push(format!("{mark} {}", e.caption()));
                }
                ShortcutEvent::Candidate {
                    next,
                    steps,
                    rel_head,
                    rel_next,
                    rel_food,
                    gaps,
                } => {
                    rows.push((
                        tr!("Candidate step"),
                        tr!("{next}, path of {steps} steps", next = next, steps = steps),
                    ));
                    rows.push((
                        tr!("In order?"),
                        tr!("rel(head) {rel_head} < rel(next) {rel_next} <= rel(food) {rel_food}: {n}", rel_head = rel_head, rel_next = rel_next, rel_food = rel_food, n = if rel_head < rel_next && rel_next <= rel_food {
                                tr!("yes")
                            } else {
                                tr!("no")
                            }),
                    ));
                    rows.push((tr!("Gaps in the body"), gaps.to_string()));
                }
                ShortcutEvent::Decided(_) => rows.push((tr!("Verdict"), e.caption())),
            }
        }
        let cells = game.grid().cells();
        let mut head = vec![
            (
                tr!("Cells numbered"),
                tr!("{numbered} of {cells}", numbered = numbered, cells = cells),
            ),
            (
                "rel(c)".to_string(),
                tr!("(index(c) - index(tail)) mod cells: the tail is 0, the head length - 1"),
            ),
        ];
        head.extend(rows);
        StageFacts::rows(head).with_list(tr!("Neighbours of the head"), neighbours)
    }

    /// On the cycle the solver holds (or one built from the body), under its rule: the first
    /// step of the shortest path to the target or the food is judged; with no path, only the
    /// numbering and the neighbours are shown. The note says when the body does not lie on the
    /// cycle in order, so that rel means nothing.
    fn run<O: Observer<ShortcutEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let food = setting.needed_goal()?;
        let cycle = setting.held_or_body()?;
        let grid = setting.game.grid();
        let snake = setting.game.snake();
        let rule = setting.solver.rule;
        let path = shortest_path(
            grid,
            snake.occupied(),
            snake.head(),
            snake.heading(),
            food,
            &mut Ignore,
        );
        let measured = BodyOnCycle::measure(&cycle, snake, food, rule);
        if let Some(rel) = &measured {
            match path {
                Some(path) => {
                    judge_shortcut(grid, &cycle, snake, rel, &path, obs);
                }
                None => show_numbering(grid, &cycle, snake, rel, obs),
            }
        }
        Ok(measured.is_none().then(|| {
            "The body does not lie on the cycle in order, so rel means nothing here: the solver \
             builds a new cycle from the body before it judges a shortcut."
                .to_string()
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dir, Pos};

    #[test]
    fn a_refused_step_and_a_refused_neighbour_give_the_same_reason() {
        let decided = ShortcutStage::caption(&ShortcutEvent::Decided(ShortcutVerdict::NoRoom));
        let neighbour = ShortcutStage::caption(&ShortcutEvent::Neighbour {
            from: Pos::new(1, 1),
            dir: Dir::Left,
            cell: Some(Pos::new(1, 2)),
            verdict: NeighbourVerdict::NoRoom,
        });
        let why = "would leave gaps in the body and too little free cycle before the tail";
        assert_eq!(decided, format!("The step {why}: follow the cycle"));
        assert_eq!(neighbour, format!("Left (1, 2) {why}: refused"));
        assert_eq!(
            ShortcutStage::caption(&ShortcutEvent::Decided(ShortcutVerdict::BesideTail)),
            "The step is a one-step path to food next to the tail on the cycle: follow the cycle"
        );
    }
}
