//! Where two games of one scenario part ways: two solvers, or two options of one, from the
//! same start and the same food. Until their moves differ the games are the same game, food
//! included (the food depends only on the seed and the board); the first state where the
//! moves differ, or where one game is over and the other goes on, is where they diverge.

use crate::trace::Recording;

/// How two recordings compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Divergence {
    /// They part at this state: the moves made there differ, or one game is over there and
    /// the other moves on.
    At(usize),
    /// The same moves as far as both are recorded (`compared` states); they may still part
    /// once more is recorded.
    NotYet {
        /// The states known to agree.
        compared: usize,
    },
    /// The same game from start to end.
    Never,
}

impl Divergence {
    /// The state where the games part, if known.
    pub fn tick(self) -> Option<usize> {
        match self {
            Divergence::At(t) => Some(t),
            _ => None,
        }
    }
}

/// Compares the moves of `a` and `b`, skipping the first `agreed` ticks already known to be
/// the same (0 to compare everything): a game still being recorded is compared as far as it
/// goes, and a later call picks up from the `compared` of [`Divergence::NotYet`].
pub fn first_divergence(a: &Recording, b: &Recording, agreed: usize) -> Divergence {
    let common = a.len().min(b.len());
    if let Some(t) = (agreed.min(common)..common).find(|&t| a.move_at(t) != b.move_at(t)) {
        return Divergence::At(t);
    }
    match (a.outcome().is_some(), b.outcome().is_some()) {
        (true, true) if a.len() == b.len() => Divergence::Never,
        // One game ends at `common`; the other has moved on from there, or will, since it is
        // not over at that state.
        (true, _) if a.len() == common => Divergence::At(common),
        (_, true) if b.len() == common => Divergence::At(common),
        _ => Divergence::NotYet { compared: common },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::rules::{FoodSource, Game, Grid, Pos, Snake, TailRule};
    use crate::solver::{AnySolver, HamiltonOptions, SolverKind};

    fn game(seed: u64) -> Game {
        let g = Grid::new(8, 8).unwrap();
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        Game::new(g, s, FoodSource::new(vec![], seed), TailRule::Blocks, None)
    }

    fn played(kind: SolverKind, seed: u64) -> Recording {
        let g = game(seed);
        let solver = AnySolver::new(kind, &g).unwrap();
        Recording::play_out(g, solver)
    }

    #[test]
    fn two_solvers_part_at_their_first_different_move() {
        let a = played(SolverKind::Hamilton(HamiltonOptions::DEFAULT), 1207);
        let b = played(SolverKind::Hamilton(HamiltonOptions::REFERENCE), 1207);
        let first = (0..a.len().min(b.len()))
            .find(|&t| a.move_at(t) != b.move_at(t))
            .expect("the two rules play differently");
        assert_eq!(first_divergence(&a, &b, 0), Divergence::At(first));
        assert_eq!(first_divergence(&b, &a, 0), Divergence::At(first));
        assert_eq!(first_divergence(&a, &b, first), Divergence::At(first));
        assert_eq!(first_divergence(&a, &a.clone(), 0), Divergence::Never);
    }

    #[test]
    fn a_game_still_recorded_is_compared_as_far_as_it_goes() {
        let full = played(SolverKind::GREEDY, 3);
        let g = game(3);
        let mut part = Recording::new(g.clone(), AnySolver::new(SolverKind::GREEDY, &g).unwrap());
        for _ in 0..50 {
            part.advance(&mut Ignore);
        }
        assert_eq!(
            first_divergence(&full, &part, 0),
            Divergence::NotYet { compared: 50 }
        );
        // A game that ended where the other is not over parts there.
        let mut short = full.clone();
        short.truncate(full.len() - 1);
        assert_eq!(
            first_divergence(&full, &short, 0),
            Divergence::NotYet {
                compared: full.len() - 1
            }
        );
        // The same moves, but one game stops at its step limit while the other goes on.
        let limited = Game::new(
            *g.grid(),
            g.snake().clone(),
            FoodSource::new(vec![], 3),
            TailRule::Blocks,
            Some(30),
        );
        let solver = AnySolver::new(SolverKind::GREEDY, &limited).unwrap();
        let stopped = Recording::play_out(limited, solver);
        assert_eq!(stopped.len(), 30);
        assert_eq!(first_divergence(&full, &stopped, 0), Divergence::At(30));
        assert_eq!(first_divergence(&stopped, &part, 0), Divergence::At(30));
    }
}
