//! The exchange with a program or a bot: reaching it (the program spawned, the bot's `/`
//! answered), its `start`, then one state sent and one answer read per tick, checked, and its
//! `end` when the game is over. Any failure is a [`SolverFault`] at that tick, and the link is
//! dropped so that a program that failed is never asked again.

use super::answer::{Answer, parse_answer, word_of};
use super::answer_log::LoggedAnswer;
use super::battlesnake::{BattlesnakeClient, request_json};
use super::message::{end_line, start_line, state_line};
use super::process::SolverProcess;
use super::spec::ExternalSpec;
use crate::rules::{Game, Outcome};
use crate::solver::SolverFault;
use std::time::Duration;

/// The extra time the first answer of a program may take, for the program to start.
pub const START_GRACE_MS: u64 = 5_000;

/// The program or bot, once reached.
pub(super) enum Link {
    Program {
        process: SolverProcess,
        started: bool,
        answered: bool,
    },
    Bot {
        client: BattlesnakeClient,
        started: bool,
    },
}

/// Tells the program or bot that `game` is over, if it was told it started.
pub(super) fn say_goodbye(link: &mut Option<Link>, game: &Game) {
    match link {
        Some(Link::Program {
            process, started, ..
        }) if *started => {
            let outcome = game.outcome().unwrap_or(Outcome::Stopped);
            let _ = process.send(&end_line(game.moves(), outcome));
            *started = false;
        }
        Some(Link::Bot { client, started }) if *started => {
            let _ = client.end(game);
            *started = false;
        }
        _ => {}
    }
}

/// Asks the program or bot for its move on `game`, reaching it first if need be.
pub(super) fn ask(
    spec: &ExternalSpec,
    link: &mut Option<Link>,
    game: &Game,
) -> Result<LoggedAnswer, SolverFault> {
    let tick = game.moves();
    let fault = |problem: String, sent: Option<String>, stderr: Vec<String>| SolverFault {
        tick,
        problem,
        sent,
        stderr,
    };
    if link.is_none() {
        *link = Some(reach(spec).map_err(|(problem, sent)| fault(problem, sent, Vec::new()))?);
    }
    let exchanged = match link.as_mut().expect("reached above") {
        Link::Program {
            process,
            started,
            answered,
        } => exchange_with_program(process, started, answered, spec, game)
            .map_err(|(problem, sent)| fault(problem, sent, process.stderr_tail())),
        Link::Bot { client, started } => exchange_with_bot(client, started, spec, game)
            .map_err(|(problem, sent)| fault(problem, Some(sent), Vec::new())),
    };
    let (line, answer) = match exchanged {
        Ok(got) => got,
        Err(failed) => {
            // A program or bot that failed is not asked again.
            *link = None;
            return Err(failed);
        }
    };
    if game.snake().is_reversal(answer.dir) {
        return Err(fault(
            tr!(
                "it answered \"{dir}\", back onto its own neck: a reversal is never a legal move",
                dir = word_of(answer.dir)
            ),
            Some(state_line(game)),
            Vec::new(),
        ));
    }
    Ok(LoggedAnswer { line, answer })
}

/// Starts the program, or reaches the bot; on failure, what went wrong and what was sent.
fn reach(spec: &ExternalSpec) -> Result<Link, (String, Option<String>)> {
    Ok(match spec {
        ExternalSpec::Program { command, .. } => Link::Program {
            process: SolverProcess::spawn(command).map_err(|e| (e.to_string(), None))?,
            started: false,
            answered: false,
        },
        ExternalSpec::Battlesnake { url, .. } => {
            let (client, _info) = BattlesnakeClient::connect(url, spec.timeout())
                .map_err(|e| (e.to_string(), Some(format!("GET {url}/"))))?;
            Link::Bot {
                client,
                started: false,
            }
        }
    })
}

/// One exchange with a program: the start line before its first move, then the state; its
/// answer line and what it says. On failure, what went wrong and the last line sent.
fn exchange_with_program(
    process: &mut SolverProcess,
    started: &mut bool,
    answered: &mut bool,
    spec: &ExternalSpec,
    game: &Game,
) -> Result<(String, Answer), (String, Option<String>)> {
    let mut sent = None;
    let mut exchange = || -> Result<(String, Answer), String> {
        if !*started {
            let line = start_line(game, spec.timeout().as_millis() as u64);
            sent = Some(line.clone());
            process.send(&line).map_err(|e| e.to_string())?;
            *started = true;
        }
        let line = state_line(game);
        sent = Some(line.clone());
        process.send(&line).map_err(|e| e.to_string())?;
        let grace = if *answered {
            Duration::ZERO
        } else {
            Duration::from_millis(START_GRACE_MS)
        };
        let reply = process
            .receive(spec.timeout() + grace)
            .map_err(|e| e.to_string())?;
        let answer = parse_answer(&reply, game.grid())
            .map_err(|e| tr!("its answer is not one: {e}", e = e))?;
        *answered = true;
        Ok((reply, answer))
    };
    let result = exchange();
    result.map_err(|problem| (problem, sent))
}

/// One exchange with a bot: `/start` before its first move, then `/move`; its answer as a
/// line of the protocol and what it says. On failure, what went wrong and the request that
/// failed with the game it was sent.
fn exchange_with_bot(
    client: &mut BattlesnakeClient,
    started: &mut bool,
    spec: &ExternalSpec,
    game: &Game,
) -> Result<(String, Answer), (String, String)> {
    let sent = request_json(game, "snakescope", spec.timeout()).to_string();
    // The request that failed: `/start` before the first move, else `/move`.
    let mut request = "POST /move";
    let mut exchange = || -> Result<(String, Answer), String> {
        if !*started {
            request = "POST /start";
            client
                .start(game, "snakescope")
                .map_err(|e| e.to_string())?;
            *started = true;
            request = "POST /move";
        }
        let bot = client.decide(game).map_err(|e| e.to_string())?;
        let mut line = serde_json::json!({"move": word_of(bot.dir)});
        if let Some(shout) = &bot.shout {
            line["caption"] = serde_json::json!(shout);
        }
        let line = line.to_string();
        let answer = parse_answer(&line, game.grid()).map_err(|e| e.to_string())?;
        Ok((line, answer))
    };
    let result = exchange();
    result.map_err(|problem| (problem, format!("{request} {sent}")))
}
