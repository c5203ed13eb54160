//! What snakescope writes to an external solver: `start`, `state` and `end`, one JSON object
//! per line (`docs/PROTOCOL.md`, "What snakescope sends").

use super::answer::word_of;
use crate::rules::{DeathCause, Game, Outcome, Pos, TailRule};
use serde_json::{Value, json};

/// The protocol's version.
pub const PROTOCOL_VERSION: u32 = 1;

fn cell(p: Pos) -> Value {
    json!([p.x, p.y])
}

fn tail_word(tail: TailRule) -> &'static str {
    match tail {
        TailRule::Blocks => "blocks",
        TailRule::Follows => "follows",
    }
}

/// The `start` line: a game begins on `game`'s board with its rules.
pub fn start_line(game: &Game, timeout_ms: u64) -> String {
    json!({
        "type": "start",
        "protocol": PROTOCOL_VERSION,
        "width": game.grid().width(),
        "height": game.grid().height(),
        "tail": tail_word(game.tail_rule()),
        "step_limit": game.step_limit(),
        "timeout_ms": timeout_ms,
    })
    .to_string()
}

/// The `state` line: the game as it stands, for the solver to move.
pub fn state_line(game: &Game) -> String {
    json!({
        "type": "state",
        "tick": game.moves(),
        "width": game.grid().width(),
        "height": game.grid().height(),
        "snake": game.snake().cells().map(cell).collect::<Vec<_>>(),
        "heading": word_of(game.snake().heading()),
        "food": game.food().map(cell),
        "tail": tail_word(game.tail_rule()),
    })
    .to_string()
}

/// The `end` line: the game is over at `tick` with `outcome` ([`Outcome::Stopped`] when
/// snakescope stopped it).
pub fn end_line(tick: u64, outcome: Outcome) -> String {
    let (word, cause) = match outcome {
        Outcome::Won => ("won", None),
        Outcome::StepLimit => ("step_limit", None),
        Outcome::Stopped => ("stopped", None),
        Outcome::Stalled(_) => ("stalled", None),
        Outcome::Dead(cause) => (
            "dead",
            Some(match cause {
                DeathCause::Wall => "wall",
                DeathCause::Body => "body",
                DeathCause::Illegal => "illegal",
            }),
        ),
    };
    let mut line = json!({"type": "end", "tick": tick, "outcome": word});
    if let Some(cause) = cause {
        line["cause"] = json!(cause);
    }
    line.to_string()
}
