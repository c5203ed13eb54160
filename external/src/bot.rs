//! A Battlesnake bot as an [`Exchange`]: `/start` before its first move, then one `/move` per
//! tick, its answer turned into a line of the protocol and checked; `/end` when the game is
//! over.

use crate::battlesnake::{BattlesnakeClient, request_json};
use snakescope_core::rules::Game;
use snakescope_core::solver::external::answer::{parse_answer, word_of};
use snakescope_core::solver::external::{Exchange, ExternalSpec, LoggedAnswer, Unanswered};

/// A bot, reached (its `GET /` answered).
pub struct Bot {
    client: BattlesnakeClient,
    /// Whether it was sent `/start` for the game under way.
    started: bool,
}

impl Bot {
    /// Reaches the bot at `url`, waiting at most `spec`'s deadline.
    pub fn connect(url: &str, spec: &ExternalSpec) -> Result<Bot, Unanswered> {
        let (client, _info) =
            BattlesnakeClient::connect(url, spec.timeout()).map_err(|e| Unanswered {
                problem: e.to_string(),
                sent: Some(format!("GET {url}/")),
                stderr: Vec::new(),
            })?;
        Ok(Bot {
            client,
            started: false,
        })
    }
}

impl Exchange for Bot {
    fn ask(&mut self, spec: &ExternalSpec, game: &Game) -> Result<LoggedAnswer, Unanswered> {
        let sent = request_json(game, "snakescope", spec.timeout()).to_string();
        // The request that failed: `/start` before the first move, else `/move`.
        let mut request = "POST /move";
        let mut exchange = || -> Result<LoggedAnswer, String> {
            if !self.started {
                request = "POST /start";
                self.client
                    .start(game, "snakescope")
                    .map_err(|e| e.to_string())?;
                self.started = true;
                request = "POST /move";
            }
            let bot = self.client.decide(game).map_err(|e| e.to_string())?;
            let mut line = serde_json::json!({"move": word_of(bot.dir)});
            if let Some(shout) = &bot.shout {
                line["caption"] = serde_json::json!(shout);
            }
            let line = line.to_string();
            let answer = parse_answer(&line, game.grid()).map_err(|e| e.to_string())?;
            Ok(LoggedAnswer { line, answer })
        };
        exchange().map_err(|problem| Unanswered {
            problem,
            sent: Some(format!("{request} {sent}")),
            stderr: Vec::new(),
        })
    }

    fn goodbye(&mut self, game: &Game) {
        if self.started {
            let _ = self.client.end(game);
            self.started = false;
        }
    }
}
