//! The last line of every solver: never hand the game a move it can see is fatal. A chain
//! that falls back on these moves says so itself ([`super::Chain`]'s rescue).

use crate::rules::{Dir, Game};

/// The moves that keep the snake alive this tick, in the order Up, Right, Down, Left.
pub fn safe_moves(game: &Game) -> impl Iterator<Item = Dir> + '_ {
    Dir::ALL.into_iter().filter(|&d| game.judge(d).is_safe())
}

/// A move that does not reverse onto the neck: the heading, or any other. Used when every
/// move is fatal, so that the snake at least dies of a wall or its body, never of an illegal
/// move.
pub fn legal_move(game: &Game) -> Dir {
    let snake = game.snake();
    std::iter::once(snake.heading())
        .chain(Dir::ALL)
        .find(|&d| !snake.is_reversal(d))
        .unwrap_or(Dir::Up)
}
