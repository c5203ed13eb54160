//! A Battlesnake bot as a solver: a solo game played over the Battlesnake API
//! (`GET /`, then `POST /start`, one `POST /move` per turn, `POST /end`).
//!
//! The API's y axis points up and ours points down, so every cell is flipped on the way out
//! and the move words, which mean the same on screen, are taken as they come. Solo Snake has
//! no starvation, so the snake's health is always full; there are no hazards.

use serde_json::{Value, json};
use snakescope_core::rules::{Dir, Game, Pos};
use snakescope_core::solver::external::answer::{MAX_LINE_BYTES, excerpt, move_word};
use std::time::Duration;

/// What went wrong talking to the bot.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BattlesnakeError {
    /// The server could not be reached.
    #[error("{}", tr!("could not reach {url}: {reason}", url = url, reason = reason))]
    Connection {
        /// The address tried.
        url: String,
        /// Why, in the client's words.
        reason: String,
    },
    /// No answer came in time.
    #[error("{}", tr!("{url} did not answer within {ms} ms", url = url, ms = ms))]
    Timeout {
        /// The address tried.
        url: String,
        /// The deadline, in milliseconds.
        ms: u64,
    },
    /// The server answered with an HTTP error.
    #[error("{}", tr!("{url} answered with HTTP status {status}", url = url, status = status))]
    Status {
        /// The address tried.
        url: String,
        /// The status code.
        status: u16,
    },
    /// The body of the answer is not what the API says.
    #[error("{}", tr!("{url} answered {problem}", url = url, problem = problem))]
    BadAnswer {
        /// The address tried.
        url: String,
        /// What is wrong with it.
        problem: String,
    },
}

/// What a bot says about itself (`GET /`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BotInfo {
    /// The author, if given.
    pub author: Option<String>,
    /// The bot's version, if given.
    pub version: Option<String>,
    /// The API version it speaks, if given.
    pub api_version: Option<String>,
}

/// A bot's move, and what it shouted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotMove {
    /// The move.
    pub dir: Dir,
    /// The bot's `shout`, if any.
    pub shout: Option<String>,
}

/// A connection to one bot, for one game at a time.
#[derive(Debug)]
pub struct BattlesnakeClient {
    agent: ureq::Agent,
    base: String,
    timeout: Duration,
    game_id: String,
}

impl BattlesnakeClient {
    /// Connects to the bot at `url` (asks `GET /`), waiting at most `timeout` per request.
    pub fn connect(
        url: &str,
        timeout: Duration,
    ) -> Result<(BattlesnakeClient, BotInfo), BattlesnakeError> {
        let client = BattlesnakeClient {
            agent: ureq::Agent::config_builder()
                .timeout_global(Some(timeout))
                .http_status_as_error(false)
                .max_redirects(0)
                .build()
                .new_agent(),
            base: url.trim_end_matches('/').to_string(),
            timeout,
            game_id: String::new(),
        };
        let info = client.get_info()?;
        Ok((client, info))
    }

    /// The bot's address.
    pub fn url(&self) -> &str {
        &self.base
    }

    fn get_info(&self) -> Result<BotInfo, BattlesnakeError> {
        let url = format!("{}/", self.base);
        let body = self.get(&url)?;
        let value = self.json(&url, &body)?;
        let field = |name: &str| value.get(name).and_then(Value::as_str).map(str::to_string);
        Ok(BotInfo {
            author: field("author"),
            version: field("version"),
            api_version: field("apiversion"),
        })
    }

    /// Tells the bot a game starts (`POST /start`); `id` names the game.
    pub fn start(&mut self, game: &Game, id: &str) -> Result<(), BattlesnakeError> {
        self.game_id = id.to_string();
        self.post("start", game).map(|_| ())
    }

    /// Asks the bot for its move (`POST /move`).
    pub fn decide(&mut self, game: &Game) -> Result<BotMove, BattlesnakeError> {
        let (url, body) = self.post("move", game)?;
        let value = self.json(&url, &body)?;
        let bad = |problem: String| BattlesnakeError::BadAnswer {
            url: url.clone(),
            problem,
        };
        let dir = match value.get("move") {
            Some(Value::String(word)) => move_word(word).ok_or_else(|| {
                bad(tr!(
                    "the move {word}: expected \"up\", \"right\", \"down\" or \"left\"",
                    word = format!("{:?}", word)
                ))
            })?,
            Some(_) => return Err(bad("a move that is not a string".to_string())),
            None => return Err(bad(tr!("no move: {body}", body = excerpt(&body)))),
        };
        let shout = value
            .get("shout")
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
            .map(|s| s.chars().take(256).collect());
        Ok(BotMove { dir, shout })
    }

    /// Tells the bot the game is over (`POST /end`).
    pub fn end(&mut self, game: &Game) -> Result<(), BattlesnakeError> {
        self.post("end", game).map(|_| ())
    }

    fn post(&self, what: &str, game: &Game) -> Result<(String, String), BattlesnakeError> {
        let url = format!("{base}/{what}", base = self.base, what = what);
        let request = request_json(game, &self.game_id, self.timeout).to_string();
        let body = self.send(&url, &request)?;
        Ok((url, body))
    }

    fn json(&self, url: &str, body: &str) -> Result<Value, BattlesnakeError> {
        if body.trim().is_empty() {
            return Ok(Value::Object(Default::default()));
        }
        match serde_json::from_str::<Value>(body) {
            Ok(v @ Value::Object(_)) => Ok(v),
            Ok(_) | Err(_) => Err(BattlesnakeError::BadAnswer {
                url: url.to_string(),
                problem: tr!(
                    "something that is not a JSON object: {body}",
                    body = excerpt(body)
                ),
            }),
        }
    }
}

/// HTTP, by `ureq`.
impl BattlesnakeClient {
    /// The body of `GET url`.
    fn get(&self, url: &str) -> Result<String, BattlesnakeError> {
        self.body(url, self.agent.get(url).call())
    }

    /// The body of `POST url` with the JSON `request`.
    fn send(&self, url: &str, request: &str) -> Result<String, BattlesnakeError> {
        let result = self
            .agent
            .post(url)
            .header("Content-Type", "application/json")
            .send(request);
        self.body(url, result)
    }

    fn body(
        &self,
        url: &str,
        result: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
    ) -> Result<String, BattlesnakeError> {
        let fail = |e: ureq::Error| match e {
            ureq::Error::Timeout(_) => BattlesnakeError::Timeout {
                url: url.to_string(),
                ms: self.timeout.as_millis() as u64,
            },
            other => BattlesnakeError::Connection {
                url: url.to_string(),
                reason: other.to_string(),
            },
        };
        let mut response = result.map_err(fail)?;
        let status = response.status().as_u16();
        if !(200..300).contains(&status) {
            return Err(BattlesnakeError::Status {
                url: url.to_string(),
                status,
            });
        }
        response
            .body_mut()
            .with_config()
            .limit(MAX_LINE_BYTES as u64)
            .read_to_string()
            .map_err(fail)
    }
}

/// A cell in the API's coordinates (y up).
fn api_cell(game: &Game, p: Pos) -> Value {
    let top = i64::from(game.grid().height()) - 1;
    json!({"x": p.x, "y": top - i64::from(p.y)})
}

/// The body of a `/start`, `/move` or `/end` request for `game`: the API's game, turn, board
/// and `you`.
pub fn request_json(game: &Game, id: &str, timeout: Duration) -> Value {
    let body: Vec<Value> = game.snake().cells().map(|p| api_cell(game, p)).collect();
    let you = json!({
        "id": "snakescope",
        "name": "snakescope",
        "health": 100,
        "body": body,
        "latency": "0",
        "head": api_cell(game, game.snake().head()),
        "length": game.snake().len(),
        "shout": "",
        "customizations": {"color": "#33aa77", "head": "default", "tail": "default"},
    });
    json!({
        "game": {
            "id": id,
            "ruleset": {"name": "solo", "version": "snakescope", "settings": {
                "foodSpawnChance": 0, "minimumFood": 1, "hazardDamagePerTurn": 0
            }},
            "map": "standard",
            "timeout": timeout.as_millis() as u64,
            "source": "custom",
        },
        "turn": game.moves(),
        "board": {
            "height": game.grid().height(),
            "width": game.grid().width(),
            "food": game.food().map(|f| vec![api_cell(game, f)]).unwrap_or_default(),
            "hazards": [],
            "snakes": [you.clone()],
        },
        "you": you,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::rules::{FoodSource, Grid, Snake, TailRule};
    use std::io::{BufRead, BufReader, Read, Write};
    use std::net::TcpListener;

    fn game() -> Game {
        let grid = Grid::new(5, 4).unwrap();
        let snake = Snake::new(&grid, &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
        Game::new(
            grid,
            snake,
            FoodSource::new(vec![Pos::new(3, 3)], 1),
            TailRule::Blocks,
            None,
        )
    }

    #[test]
    fn cells_are_flipped_to_the_api_s_y_axis() {
        let v = request_json(&game(), "g1", Duration::from_millis(500));
        assert_eq!(v["you"]["head"], json!({"x": 1, "y": 3}));
        assert_eq!(v["you"]["body"][1], json!({"x": 0, "y": 3}));
        assert_eq!(v["board"]["food"][0], json!({"x": 3, "y": 0}));
        assert_eq!(
            (v["board"]["width"].clone(), v["board"]["height"].clone()),
            (json!(5), json!(4))
        );
        assert_eq!(v["you"]["health"], json!(100));
        assert_eq!(v["game"]["ruleset"]["name"], json!("solo"));
        assert_eq!(v["turn"], json!(0));
    }

    /// A server that answers each request with the next of `bodies` (status, body).
    fn serve(bodies: Vec<(u16, &'static str)>) -> String {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        std::thread::spawn(move || {
            for (status, body) in bodies {
                let Ok((mut stream, _)) = listener.accept() else {
                    return;
                };
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut length = 0;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                        break;
                    }
                    if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                        length = v.trim().parse().unwrap_or(0);
                    }
                }
                let mut request = vec![0; length];
                let _ = reader.read_exact(&mut request);
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status} X\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                );
            }
        });
        url
    }

    #[test]
    fn a_bot_is_asked_for_its_info_then_its_moves() {
        let url = serve(vec![
            (200, r#"{"apiversion":"1","author":"me"}"#),
            (200, ""),
            (200, r#"{"move":"left","shout":"going left"}"#),
            (200, r#"{"move":"sideways"}"#),
            (500, "oops"),
            (200, "[1]"),
        ]);
        let (mut bot, info) = BattlesnakeClient::connect(&url, Duration::from_secs(5)).unwrap();
        assert_eq!(info.author.as_deref(), Some("me"));
        bot.start(&game(), "g").unwrap();
        assert_eq!(
            bot.decide(&game()).unwrap(),
            BotMove {
                dir: Dir::Left,
                shout: Some("going left".to_string())
            }
        );
        let e = bot.decide(&game()).unwrap_err().to_string();
        assert!(
            e.ends_with(
                r#"answered the move "sideways": expected "up", "right", "down" or "left""#
            ),
            "{e}"
        );
        assert_eq!(
            bot.decide(&game()).unwrap_err(),
            BattlesnakeError::Status {
                url: format!("{url}/move"),
                status: 500
            }
        );
        let e = bot.decide(&game()).unwrap_err().to_string();
        assert!(e.contains("not a JSON object"), "{e}");
    }

    #[test]
    fn a_refused_connection_and_a_silent_bot_are_errors() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        drop(listener);
        let e = BattlesnakeClient::connect(&url, Duration::from_secs(2)).unwrap_err();
        assert!(matches!(e, BattlesnakeError::Connection { .. }), "{e}");

        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let e = BattlesnakeClient::connect(&url, Duration::from_millis(200)).unwrap_err();
        assert!(
            matches!(e, BattlesnakeError::Timeout { ms: 200, .. }),
            "{e}"
        );
        drop(listener);
    }
}
