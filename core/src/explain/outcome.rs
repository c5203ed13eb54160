//! How a game ended, in a sentence for a person: what happened, after how many moves, and,
//! for a death, the fatal move and what it ran into.

use crate::rules::{DeathCause, Game, Outcome, Stall};
use crate::trace::Recording;

/// The recorded game's ending in plain words, once it has one: e.g. "Won: the snake fills
/// the board after 454 moves (length 64)." or "Died against the wall at tick 87, moving Left
/// from (0, 3) into the wall; length 12."
pub fn outcome_sentence(rec: &Recording) -> Option<String> {
    let outcome = rec.outcome()?;
    let last = rec.latest();
    let moves = rec.len();
    let length = last.snake().len();
    Some(match outcome {
        Outcome::Won => {
            tr!(
                "Won: the snake fills the board after {moves} moves (length {length}).",
                moves = moves,
                length = length
            )
        }
        Outcome::StepLimit => tr!(
            "Stopped at the step limit after {moves} moves, length {length} of {cells}.",
            moves = moves,
            length = length,
            cells = last.grid().cells()
        ),
        Outcome::Stopped => match rec.fault() {
            Some(fault) => tr!(
                "Stopped at tick {tick}: the solver failed: {problem}; length {length}.",
                tick = fault.tick,
                problem = fault.problem,
                length = length
            ),
            None => tr!(
                "Stopped after {moves} moves; length {length}.",
                moves = moves,
                length = length
            ),
        },
        Outcome::Stalled(Stall::Loop { period }) => tr!(
            "Stalled after {moves} moves: the game came back to where it was {period} moves \
             before, without eating, and would go round that loop for ever; length {length}.",
            moves = moves,
            period = period,
            length = length
        ),
        Outcome::Stalled(Stall::NoFood { moves: hungry }) => tr!(
            "Stalled after {moves} moves: {hungry} moves without food, the most a solver whose \
             state cannot be compared may take; length {length}.",
            moves = moves,
            hungry = hungry,
            length = length
        ),
        Outcome::Dead(cause) => {
            let what = match cause {
                DeathCause::Wall => tr!("Died against the wall"),
                DeathCause::Body => tr!("Died biting its body"),
                DeathCause::Illegal => tr!("Died of an illegal move"),
            };
            tr!(
                "{what} at tick {tick}, {how}; length {length}.",
                what = what,
                tick = moves.saturating_sub(1),
                how = fatal_move(last, cause).unwrap_or_default(),
                length = length
            )
        }
    })
}

/// The move that killed the snake of `last` and what it ran into, e.g. "moving Up from
/// (2, 0) into the wall"; `None` if the game does not know its fatal move.
fn fatal_move(last: &Game, cause: DeathCause) -> Option<String> {
    let f = last.fatal()?;
    let into = match (cause, last.grid().neighbour(f.from, f.dir)) {
        (DeathCause::Wall, _) | (_, None) => tr!("into the wall"),
        (DeathCause::Body, Some(c)) => tr!("into its own body at {c}", c = c),
        (DeathCause::Illegal, Some(c)) => tr!("back onto its neck at {c}, an illegal move", c = c),
    };
    Some(tr!(
        "moving {dir} from {from} {into}",
        dir = f.dir.way(),
        from = f.from,
        into = into
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{FoodSource, Grid, Pos, Snake, TailRule};
    use crate::solver::{AnySolver, SolverKind};

    fn played(seed: u64) -> Recording {
        let g = Grid::new(8, 8).unwrap();
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let game = Game::new(g, s, FoodSource::new(vec![], seed), TailRule::Blocks, None);
        let solver = AnySolver::new(SolverKind::GREEDY, &game).unwrap();
        Recording::play_out(game, solver)
    }

    #[test]
    fn a_won_game_and_a_lost_one_read_as_sentences() {
        let won = played(0);
        assert_eq!(
            outcome_sentence(&won).unwrap(),
            format!(
                "Won: the snake fills the board after {} moves (length 64).",
                won.len()
            )
        );
        let lost = played(4);
        let text = outcome_sentence(&lost).unwrap();
        assert!(
            text.starts_with(&format!(
                "Died against the wall at tick {}, moving ",
                lost.len() - 1
            )),
            "{text}"
        );
        assert!(text.contains(" into the wall; length "), "{text}");
    }
}
