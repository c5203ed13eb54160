//! Whether a step's facts hold: each is computed again by the code that shows it elsewhere
//! (a race as `snakescope race` runs it, the step's stage as the step opens it, the decision
//! as `explain` makes it, the game played to its end as `snakescope play` plays it) and
//! compared with what the lesson says.

use super::LessonStep;
use super::facts::StepFact;
use crate::algo::Ignore;
use crate::algo::search::Length;
use crate::rules::{Game, Outcome};
use crate::scenario::SearchBoard;
use crate::solver::{AnySolver, Decision, ProgressWatch};
use crate::stages::{Stage, StageEvent};
use crate::trace::StageFrame;
use crate::trace::caption::caption_at;
use crate::trace::race::{RaceBoard, RaceRow, Search, race};

/// A step as it opens: its game at its tick with the solver there, the decision made there,
/// and its stage's events as the step opens them.
pub(super) struct Opened<'a> {
    /// The game at the step's tick.
    pub game: &'a Game,
    /// The solver at the step's tick.
    pub solver: &'a AnySolver,
    /// The progress watch at the step's tick, as it stands after every move from the start.
    pub watch: &'a ProgressWatch,
    /// The scenario's search board.
    pub board: &'a SearchBoard,
    /// The decision at the tick, unless the game is over there.
    pub decision: Option<&'a Decision>,
    /// The step's stage and its events, as the step opens it.
    pub stage: Option<(Stage, &'a [StageEvent])>,
}

/// What is wrong with the step's facts: for each that does not hold, the fact as written
/// and what the program computes instead.
pub(super) fn verify(step: &LessonStep, opened: &Opened<'_>) -> Vec<String> {
    if step.facts.is_empty() {
        return Vec::new();
    }
    let raced = Raced::run(&step.facts, opened);
    let frame = opened.stage.map(|(_, events)| {
        let last = step
            .events
            .map_or(events.len(), |(_, l)| l.min(events.len()));
        StageFrame::fold(*opened.game.grid(), &events[..last])
    });
    let mut played: Option<Result<Game, Unmet>> = None;
    let mut problems = Vec::new();
    for fact in &step.facts {
        let holds = match fact {
            StepFact::Path { .. }
            | StepFact::NoPath { .. }
            | StepFact::Expanded { .. }
            | StepFact::Frontier { .. }
            | StepFact::Cost { .. }
                if fact.search().is_some() =>
            {
                raced.check(fact)
            }
            StepFact::Path { .. }
            | StepFact::NoPath { .. }
            | StepFact::Expanded { .. }
            | StepFact::Frontier { .. }
            | StepFact::Cost { .. }
            | StepFact::Cycle { .. } => stage_fact(fact, frame.as_ref()),
            StepFact::Events(n) => match opened.stage {
                None => Err(no_stage()),
                Some((_, events)) => same(events.len(), *n, || {
                    tr!("the stage has {n} events", n = events.len())
                }),
            },
            StepFact::Caption { event, says } => caption_fact(opened, *event, says),
            StepFact::Check { number, says } => check_fact(opened, *number, says),
            StepFact::Move(dir) => match opened.decision {
                None => Err(Unmet(tr!(
                    "the game is over at this tick: there is no move"
                ))),
                Some(d) => same(d.dir, *dir, || {
                    tr!("the solver moves {dir}", dir = d.dir.way())
                }),
            },
            StepFact::Length(n) => {
                let length = opened.game.snake().len();
                same(length, *n, || tr!("the snake is {n} long", n = length))
            }
            StepFact::Tick(t) => same(step.tick, *t, || {
                tr!("the step shows tick {tick}", tick = step.tick)
            }),
            StepFact::Won { .. }
            | StepFact::Died { .. }
            | StepFact::Stalled { .. }
            | StepFact::StepLimit { .. } => {
                let end = played.get_or_insert_with(|| play_out(opened));
                match end {
                    Err(why) => Err(why.clone()),
                    Ok(end) => ending_fact(fact, end),
                }
            }
        };
        if let Err(why) = holds {
            problems.push(tr!(
                "the fact {fact} does not hold: {why}",
                fact = fact,
                why = why
            ));
        }
    }
    problems
}

/// What the program finds where a fact of a step says otherwise, in words: a line of the
/// lesson's report after the fact itself, shown and never matched on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub(super) struct Unmet(pub(super) String);

/// `Ok` if `found` is `said`, else what was found in words.
fn same<T: PartialEq>(found: T, said: T, words: impl FnOnce() -> String) -> Result<(), Unmet> {
    if found == said {
        Ok(())
    } else {
        Err(Unmet(words()))
    }
}

fn no_stage() -> Unmet {
    Unmet(tr!("the step names no stage"))
}

/// The searches the facts name, raced on the step's board.
struct Raced {
    /// Each search named and its row, or why it could not be raced.
    rows: Result<Vec<RaceRow>, Unmet>,
}

impl Raced {
    /// Races every search the facts name (with another beside it, if they name only one:
    /// a race runs two or more) on the step's board, as `snakescope race` builds it.
    fn run(facts: &[StepFact], opened: &Opened<'_>) -> Raced {
        let mut searches: Vec<Search> = Vec::new();
        for name in facts.iter().filter_map(StepFact::search) {
            match Search::from_cli_name(name) {
                Some(s) if !searches.contains(&s) => searches.push(s),
                Some(_) => {}
                // Said for the fact itself.
                None => {}
            }
        }
        if searches.is_empty() {
            return Raced {
                rows: Ok(Vec::new()),
            };
        }
        if searches.len() == 1 {
            let other = Search::ALL.into_iter().find(|s| *s != searches[0]);
            searches.extend(other);
        }
        let grid = *opened.game.grid();
        let rows = RaceBoard::new(
            opened.game,
            opened.board.start_on(&grid),
            opened.board.target_on(&grid),
            opened.board.walls_on(&grid),
        )
        .map(|board| {
            let terrain = opened.board.terrain_on(&grid);
            board
                .with_terrain(terrain)
                .with_guide(opened.board.guide())
                .with_turn_cost(opened.board.turn_cost())
        })
        .and_then(|board| race(&board, &searches))
        .map(|r| r.rows())
        .map_err(|e| Unmet(e.to_string()));
        Raced { rows }
    }

    /// Whether a fact about a named search holds in the race.
    fn check(&self, fact: &StepFact) -> Result<(), Unmet> {
        let name = fact.search().unwrap_or_default();
        let Some(search) = Search::from_cli_name(name) else {
            let names: Vec<&str> = Search::ALL.iter().map(|s| s.cli_name()).collect();
            return Err(Unmet(tr!(
                "the search {name} is not one of {names}",
                name = format!("{name:?}"),
                names = names.join(", ")
            )));
        };
        let rows = self.rows.as_ref().map_err(Clone::clone)?;
        let Some(row) = rows.iter().find(|r| r.search == search) else {
            return Err(Unmet(tr!("the search {name} did not run", name = name)));
        };
        let path = || match row.path_length {
            Some(n) => tr!("{name} finds a path of {n} moves", name = name, n = n),
            None => tr!("{name} finds no path", name = name),
        };
        match fact {
            StepFact::Path {
                moves, shortest, ..
            } => {
                same(row.path_length, Some(*moves), path)?;
                match shortest {
                    Some(yes) if row.shortest != Some(*yes) => Err(Unmet(match row.shortest {
                        Some(true) => tr!("its path is the shortest"),
                        Some(false) => tr!("its path is not the shortest"),
                        None => tr!("whether its path is the shortest cannot be told"),
                    })),
                    _ => Ok(()),
                }
            }
            StepFact::NoPath { .. } => same(row.path_length, None, path),
            StepFact::Expanded { cells, .. } => same(row.expanded, *cells, || {
                tr!("{name} expands {n} cells", name = name, n = row.expanded)
            }),
            StepFact::Frontier { cells, .. } => same(row.max_frontier, *cells, || {
                tr!(
                    "{name}'s frontier holds at most {n}",
                    name = name,
                    n = row.max_frontier
                )
            }),
            StepFact::Cost { cost, .. } => same(
                row.cost,
                Some(Length::straight(u64::from(*cost))),
                || match row.cost {
                    Some(c) => tr!("{name}'s path costs {c}", name = name, c = c.shown()),
                    None => path(),
                },
            ),
            _ => Ok(()),
        }
    }
}

/// Whether a fact about the step's stage holds in its frame after the step's last event.
fn stage_fact(fact: &StepFact, frame: Option<&StageFrame>) -> Result<(), Unmet> {
    let Some(frame) = frame else {
        return Err(no_stage());
    };
    let found = frame.path.len().checked_sub(1).filter(|_| !frame.closed);
    let path = || match found {
        Some(n) => tr!("the stage shows a path of {n} moves", n = n),
        None if frame.closed => tr!("the stage shows a cycle of {n} cells", n = frame.path.len()),
        None => tr!("the stage shows no path"),
    };
    match fact {
        StepFact::Path { moves, .. } => same(found, Some(*moves as usize), path),
        StepFact::NoPath { .. } => same(frame.path.is_empty(), true, path),
        StepFact::Cycle { cells } => same(
            (frame.closed, frame.path.len()),
            (true, *cells as usize),
            path,
        ),
        StepFact::Expanded { cells, .. } => same(frame.expansions, *cells, || {
            tr!("the stage expands {n} cells", n = frame.expansions)
        }),
        _ => Err(Unmet(tr!(
            "this fact names a search: write `search: \"NAME\"`"
        ))),
    }
}

/// Whether the caption of event `event` of the step's stage says every number of `says`.
fn caption_fact(opened: &Opened<'_>, event: usize, says: &[u64]) -> Result<(), Unmet> {
    let Some((_, events)) = opened.stage else {
        return Err(no_stage());
    };
    if event == 0 || event > events.len() {
        return Err(Unmet(tr!(
            "the stage has {n} events, no event {event}",
            n = events.len(),
            event = event
        )));
    }
    let caption = caption_at(events, event - 1);
    says_all(&caption, says).map_err(|n| {
        Unmet(tr!(
            "event {event} says {caption}, without {n}",
            event = event,
            caption = format!("{caption:?}"),
            n = n
        ))
    })
}

/// Whether the sentence of check `number` of the decision says every number of `says`.
fn check_fact(opened: &Opened<'_>, number: usize, says: &[u64]) -> Result<(), Unmet> {
    let Some(decision) = opened.decision else {
        return Err(Unmet(tr!(
            "the game is over at this tick: there is no decision"
        )));
    };
    let Some(check) = number.checked_sub(1).and_then(|i| decision.checks.get(i)) else {
        return Err(Unmet(tr!(
            "the decision has {n} check(s), no check {number}",
            n = decision.checks.len(),
            number = number
        )));
    };
    let sentence = check.fact.to_string();
    says_all(&sentence, says).map_err(|n| {
        Unmet(tr!(
            "check {number} says {sentence}, without {n}",
            number = number,
            sentence = format!("{sentence:?}"),
            n = n
        ))
    })
}

/// `Ok` if `sentence` says every number of `says` (a cell's coordinates not counted), else
/// the first it does not say.
fn says_all(sentence: &str, says: &[u64]) -> Result<(), u64> {
    let found: Vec<u64> = super::facts::numbers(sentence)
        .iter()
        .filter_map(|n| n.text.parse().ok())
        .collect();
    match says.iter().find(|n| !found.contains(n)) {
        None => Ok(()),
        Some(n) => Err(*n),
    }
}

/// The most moves a step's game is played on from its tick to tell how it ends: as many as
/// a step's tick may be.
const MAX_PLAYED_MOVES: u64 = 1_000_000;

/// The step's game played on from its tick to its end, as `snakescope play` plays it, its
/// progress watched as since the start (bounded by [`MAX_PLAYED_MOVES`] moves).
fn play_out(opened: &Opened<'_>) -> Result<Game, Unmet> {
    let (mut game, mut solver) = (opened.game.clone(), opened.solver.clone());
    let mut watch = opened.watch.clone();
    for _ in 0..MAX_PLAYED_MOVES {
        if game.is_over() {
            return Ok(game);
        }
        let decision = solver.decide(&game, &mut Ignore);
        if decision.fault.is_some() {
            game.stop();
            return Ok(game);
        }
        game.step(decision.dir);
        if !game.is_over()
            && let Some(stall) = watch.observe(&game, solver.memory())
        {
            game.stall(stall);
        }
    }
    Err(Unmet(tr!(
        "the game does not end within {most} moves",
        most = MAX_PLAYED_MOVES
    )))
}

/// Whether the game's end is the one said.
fn ending_fact(fact: &StepFact, end: &Game) -> Result<(), Unmet> {
    let (moves, length) = (end.moves(), end.snake().len());
    let found = match end.outcome() {
        Some(Outcome::Won) => StepFact::Won { moves },
        Some(Outcome::Dead(_)) => StepFact::Died {
            moves,
            length: Some(length),
        },
        Some(Outcome::Stalled(_)) => StepFact::Stalled {
            moves,
            length: Some(length),
        },
        Some(Outcome::StepLimit) => StepFact::StepLimit {
            moves,
            length: Some(length),
        },
        Some(Outcome::Stopped) | None => {
            return Err(Unmet(tr!(
                "the game stops after {moves} moves",
                moves = moves
            )));
        }
    };
    let holds = match (fact, &found) {
        (StepFact::Won { moves: a }, StepFact::Won { moves: b }) => a == b,
        (
            StepFact::Died {
                moves: a,
                length: l,
            },
            StepFact::Died {
                moves: b,
                length: m,
            },
        )
        | (
            StepFact::Stalled {
                moves: a,
                length: l,
            },
            StepFact::Stalled {
                moves: b,
                length: m,
            },
        )
        | (
            StepFact::StepLimit {
                moves: a,
                length: l,
            },
            StepFact::StepLimit {
                moves: b,
                length: m,
            },
        ) => a == b && (l.is_none() || l == m),
        _ => false,
    };
    if holds {
        Ok(())
    } else {
        Err(Unmet(tr!("the game ends: {found}", found = found)))
    }
}
