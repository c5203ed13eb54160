//! One question of the quiz, made from the decision at a tick: the cells next to the head
//! (the answers on offer), the move the solver made, and, when the decision's chain has one,
//! a check put as a yes-or-no question with its true answer.

use snakescope_core::algo::shortcut::ShortcutVerdict;
use snakescope_core::algo::splice::Reshape;
use snakescope_core::explain::DecisionTrace;
use snakescope_core::rules::{Dir, Game, Pos};
use snakescope_core::solver::Fact;

/// A check of the decision, asked before the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckQuestion {
    /// The check's place in the chain (from 0).
    pub check: usize,
    /// The question, e.g. "After eating, can the virtual snake still reach its own tail?".
    pub text: String,
    /// The answer the solver found.
    pub truth: bool,
    /// What the solver found, in its words (the check's sentence).
    pub found: String,
}

/// What the quiz asks at one tick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The tick of the decision.
    pub tick: usize,
    /// The head's cell.
    pub head: Pos,
    /// The cells the head may move to: its neighbours on the board, but for the neck.
    pub choices: Vec<(Dir, Pos)>,
    /// The move the solver made.
    pub answer: Dir,
    /// The first check of the chain that reads as a yes-or-no question, if any.
    pub check: Option<CheckQuestion>,
}

impl Question {
    /// The question about `trace`, the decision made on `game`.
    pub fn of(trace: &DecisionTrace, game: &Game) -> Question {
        let snake = game.snake();
        let head = snake.head();
        let neck = snake.neck();
        let choices = Dir::ALL
            .into_iter()
            .filter_map(|d| game.grid().neighbour(head, d).map(|p| (d, p)))
            .filter(|&(_, p)| Some(p) != neck)
            .collect();
        let check = trace
            .decision
            .checks
            .iter()
            .enumerate()
            .find_map(|(check, c)| {
                let (text, truth) = yes_or_no(&c.fact)?;
                Some(CheckQuestion {
                    check,
                    text: text.to_owned(),
                    truth,
                    found: c.fact.to_string(),
                })
            });
        Question {
            tick: trace.tick,
            head,
            choices,
            answer: trace.decision.dir,
            check,
        }
    }

    /// The cell next to the head in direction `dir`, if it is one of the choices.
    pub fn cell(&self, dir: Dir) -> Option<Pos> {
        self.choices
            .iter()
            .find(|(d, _)| *d == dir)
            .map(|&(_, p)| p)
    }

    /// The move to `cell`, if it is one of the choices.
    pub fn dir_to(&self, cell: Pos) -> Option<Dir> {
        self.choices
            .iter()
            .find(|(_, p)| *p == cell)
            .map(|&(d, _)| d)
    }
}

/// A check's fact as a question the class can answer before the solver does, and the answer
/// the solver found; `None` for a fact that is no yes-or-no matter (a move, a step).
pub fn yes_or_no(fact: &Fact) -> Option<(String, bool)> {
    Some(match fact {
        Fact::PathToFood { steps, .. } | Fact::SearchedPathToFood { steps, .. } => (
            tr!("Is there a path from the head to the food?"),
            steps.is_some(),
        ),
        Fact::VirtualTailReachable { steps } => (
            tr!("After eating, can the virtual snake still reach its own tail?"),
            steps.is_some_and(|s| s > 1),
        ),
        Fact::TailReachable { steps, .. } => (
            tr!("Can the snake reach its own tail?"),
            steps.is_some_and(|s| s > 1),
        ),
        Fact::FarthestFromFood { dir, .. } => (tr!("Is any move still safe?"), dir.is_some()),
        Fact::ShortcutsAllowed { length, limit } => (
            tr!("Is the snake still short enough to take shortcuts?"),
            length < limit,
        ),
        Fact::CycleIsShortest { .. } => (
            tr!("Does the cycle already reach the food as fast as any path could?"),
            true,
        ),
        Fact::PathNotShorter { .. } => (
            tr!("Is the shortest path to the food shorter than the way along the cycle?"),
            false,
        ),
        Fact::NoShortcutOpen => (
            tr!("Is any cell next to the head a shortcut in order?"),
            false,
        ),
        Fact::CycleRebuilt { built, .. } => {
            (tr!("Can a new cycle be built from the body?"), *built)
        }
        Fact::Certificate { certified, .. } => (
            tr!("Can the move off the cycle be certified safe?"),
            *certified,
        ),
        Fact::ShortcutRule { verdict, .. } => (
            tr!("Does the shortcut rule allow the path's first step?"),
            *verdict == ShortcutVerdict::Take,
        ),
        Fact::Spliced(reshape) => (
            tr!("Can splices make the cycle reach the food sooner?"),
            matches!(reshape, Reshape::Shorter { .. }),
        ),
        Fact::Planned {
            steps,
            needs_certificate,
            ..
        } => (
            tr!("Is there a safe direct approach to the food?"),
            steps.is_some() && !needs_certificate,
        ),
        Fact::VirtualSnakeAte { .. }
        | Fact::CycleBuilt { .. }
        | Fact::FollowRing { .. }
        | Fact::FollowCycle { .. }
        | Fact::PlanStep { .. }
        | Fact::Rescued { .. }
        | Fact::Reported(_)
        | Fact::Said(_)
        | Fact::Failed { .. }
        | Fact::CertificateLater { .. }
        | Fact::Key { .. } => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::scenario::Scenario;
    use snakescope_core::trace::Recording;

    fn trace_at(tick: usize) -> (Game, DecisionTrace) {
        let s = Scenario::default();
        let game = s.start().unwrap();
        let solver = snakescope_core::solver::AnySolver::new(s.solver_kind(), &game).unwrap();
        let mut rec = Recording::new(game, solver);
        for _ in 0..tick {
            rec.advance(&mut snakescope_core::algo::Ignore);
        }
        let at = DecisionTrace::at(&rec, tick);
        let (game, trace) = (at.game, at.trace.unwrap());
        (game, trace)
    }

    #[test]
    fn the_choices_are_the_head_s_neighbours_but_the_neck() {
        // The classic start: the head at (3, 0) heading Right, the neck at (2, 0).
        let (game, trace) = trace_at(0);
        let q = Question::of(&trace, &game);
        assert_eq!(q.head, Pos::new(3, 0));
        assert_eq!(
            q.choices,
            vec![(Dir::Right, Pos::new(4, 0)), (Dir::Down, Pos::new(3, 1))]
        );
        assert_eq!(q.answer, Dir::Down);
        assert_eq!(q.dir_to(Pos::new(3, 1)), Some(Dir::Down));
        assert_eq!(q.cell(Dir::Up), None);
    }

    #[test]
    fn greedy_is_first_asked_whether_a_path_reaches_the_food() {
        let (game, trace) = trace_at(0);
        let check = Question::of(&trace, &game).check.unwrap();
        assert_eq!(check.check, 0);
        assert_eq!(check.text, "Is there a path from the head to the food?");
        assert!(check.truth);
        assert!(check.found.starts_with("shortest path to food found"));
    }
}
