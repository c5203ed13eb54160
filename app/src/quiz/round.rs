//! The quiz as it goes: the ticks it asks about (the scenario's list, or every decision), the
//! question open, the answers given, and the score. At each of its ticks the game pauses with
//! the decision hidden; the class answers the check's question (if the chain has one) and
//! picks the cell; the reveal shows the real move and plays the decision's events; "next"
//! plays the game on to the following tick. No drawing here ([`super::view`] draws it).

use super::question::Question;
use crate::shortcuts::QuizKey;
use crate::state::AppState;
use snakescope_core::explain::FrontierQuestion;
use snakescope_core::rules::{Dir, Pos};

/// One answer given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The tick of the decision.
    pub tick: usize,
    /// The move guessed.
    pub guess: Dir,
    /// The move the solver made.
    pub actual: Dir,
    /// The check asked, the answer given and the true one, if a check was asked.
    pub check: Option<CheckAnswer>,
}

/// The answer to a check's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckAnswer {
    /// The question.
    pub text: String,
    /// The answer given.
    pub given: bool,
    /// The answer the solver found.
    pub truth: bool,
    /// What the solver found, in its words.
    pub found: String,
}

impl Answer {
    /// Whether the move was guessed right.
    pub fn right(&self) -> bool {
        self.guess == self.actual
    }
}

/// Where the quiz stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No quiz.
    Off,
    /// The game plays on to the next question, at tick `next`.
    Playing {
        /// The tick of the next question.
        next: usize,
    },
    /// A question is open: the decision at its tick is hidden.
    Asking {
        /// The question.
        question: Question,
        /// The answer given to the check's question, once given.
        check: Option<bool>,
        /// The cell chosen with the keyboard, not yet confirmed.
        chosen: Option<Dir>,
    },
    /// The answer is known: the real move, and the decision's events playing.
    Revealed {
        /// The question.
        question: Question,
    },
    /// A frontier question is open: which cell leaves the frontier of the search stage on
    /// screen next? (See [`super::frontier`].)
    Frontier {
        /// The question.
        question: FrontierQuestion,
        /// The cell chosen with the keyboard, not yet confirmed: an index into the choices in
        /// reading order ([`Quiz::frontier_choice`]).
        chosen: Option<usize>,
    },
    /// The frontier question's answer is known: the expansion plays.
    FrontierRevealed {
        /// The question.
        question: FrontierQuestion,
    },
    /// The quiz is over: the score and the decisions missed.
    Summary,
}

/// The quiz.
#[derive(Clone, Debug)]
pub struct Quiz {
    pub(super) phase: Phase,
    /// The ticks to ask about, in order; `None`: every decision.
    ticks: Option<Vec<usize>>,
    /// Ask the check's question before the move.
    pub ask_check: bool,
    answers: Vec<Answer>,
    /// Questions of the list not asked because the game ended before their tick.
    unasked: usize,
    /// The frontier questions answered: the cell guessed and the one that left.
    pub(super) frontier_answers: Vec<(Pos, Pos)>,
}

impl Default for Quiz {
    fn default() -> Self {
        Quiz {
            phase: Phase::Off,
            ticks: None,
            ask_check: true,
            answers: Vec::new(),
            unasked: 0,
            frontier_answers: Vec::new(),
        }
    }
}

impl Quiz {
    /// Where the quiz stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Whether a quiz is under way (a question, a reveal, or the game playing on to one).
    pub fn is_running(&self) -> bool {
        !matches!(self.phase, Phase::Off | Phase::Summary)
    }

    /// Whether a question is open (the board takes the quiz's clicks and keys).
    pub fn is_asking(&self) -> bool {
        matches!(self.phase, Phase::Asking { .. } | Phase::Frontier { .. })
    }

    /// Whether the quiz's line takes the caption's room above the board: while a question is
    /// open (the caption would give the answer away), and while a frontier question's reason
    /// is shown (it says what the caption would, and more).
    pub fn takes_caption_room(&self) -> bool {
        self.is_asking() || matches!(self.phase, Phase::FrontierRevealed { .. })
    }

    /// The answers given so far, in order.
    pub fn answers(&self) -> &[Answer] {
        &self.answers
    }

    /// The moves guessed right, and the questions answered.
    pub fn score(&self) -> (usize, usize) {
        let right = self.answers.iter().filter(|a| a.right()).count();
        (right, self.answers.len())
    }

    /// The checks answered right, and the checks asked.
    pub fn check_score(&self) -> (usize, usize) {
        let checks = self.answers.iter().filter_map(|a| a.check.as_ref());
        let (mut right, mut asked) = (0, 0);
        for c in checks {
            asked += 1;
            right += usize::from(c.given == c.truth);
        }
        (right, asked)
    }

    /// The decisions whose move was missed, in order.
    pub fn missed(&self) -> impl Iterator<Item = &Answer> {
        self.answers.iter().filter(|a| !a.right())
    }

    /// Questions of the scenario's list that were never asked: the game ended before them.
    pub fn unasked(&self) -> usize {
        self.unasked
    }

    /// How many questions the quiz has, if the scenario lists them (else every decision).
    pub fn planned(&self) -> Option<usize> {
        self.ticks.as_ref().map(Vec::len)
    }

    /// Starts a quiz on the game on screen: at the scenario's quiz ticks (from the first), or
    /// at every decision from the tick on screen. Returns why not, if it cannot start.
    pub fn start(&mut self, state: &mut AppState) -> Result<(), String> {
        if state.is_manual() {
            return Err(tr!("Manual play has no solver's decisions to predict."));
        }
        let listed: Vec<usize> = state
            .scenario()
            .quiz
            .iter()
            .filter_map(|&t| usize::try_from(t).ok())
            .collect();
        *self = Quiz {
            ask_check: self.ask_check,
            ..Quiz::default()
        };
        state.pause();
        let first = if listed.is_empty() {
            let t = state.tick();
            if state.decision().is_some() { t } else { 0 }
        } else {
            listed[0]
        };
        self.ticks = (!listed.is_empty()).then_some(listed);
        self.play_to(first, state);
        Ok(())
    }

    /// Ends the quiz: the summary if anything was answered, else nothing.
    pub fn stop(&mut self, state: &mut AppState) {
        state.reveal_decision();
        state.hide_frontier_order(false);
        state.pause();
        self.phase = if self.answers.is_empty() && self.frontier_answers.is_empty() {
            Phase::Off
        } else {
            Phase::Summary
        };
    }

    /// Closes the summary.
    pub fn close(&mut self) {
        if self.phase == Phase::Summary {
            self.phase = Phase::Off;
        }
    }

    /// Follows the game each frame: asks once the game has played on to the next question's
    /// tick; keeps an open question's tick on screen, its decision hidden.
    pub fn follow(&mut self, state: &mut AppState) {
        match &self.phase {
            Phase::Playing { next } => {
                let next = *next;
                if state.tick() >= next {
                    self.ask(next, state);
                } else if !state.playing() {
                    if state.recorded_to_end() && state.tick() >= state.ticks() {
                        self.end_of_game(state);
                    } else if state.tick() < next && state.ticks() > state.tick() {
                        state.play_game();
                    }
                }
            }
            Phase::Frontier { .. } => state.pause(),
            Phase::Asking { question, .. } => {
                let tick = question.tick;
                if state.tick() != tick {
                    state.set_tick(tick);
                }
                state.pause();
                state.hide_decision();
            }
            _ => {}
        }
    }

    /// Goes straight to the next question's tick, without playing the moves between.
    pub fn skip_to_question(&mut self, state: &mut AppState) {
        if let Phase::Playing { next } = self.phase {
            state.pause();
            self.ask(next, state);
        }
    }

    /// A key of the quiz, while it asks or reveals.
    pub fn key(&mut self, key: QuizKey, state: &mut AppState) {
        if self.frontier_key(key, state) {
            return;
        }
        match key {
            QuizKey::Yes => self.answer_check(true),
            QuizKey::No => self.answer_check(false),
            QuizKey::Choose(dir) => self.choose(dir),
            QuizKey::Confirm => match &self.phase {
                Phase::Asking {
                    chosen: Some(dir), ..
                } => {
                    let dir = *dir;
                    self.guess(dir, state);
                }
                Phase::Revealed { .. } => self.next(state),
                _ => {}
            },
        }
    }

    /// Answers the check's question.
    pub fn answer_check(&mut self, yes: bool) {
        if let Phase::Asking {
            question,
            check: check @ None,
            ..
        } = &mut self.phase
            && question.check.is_some()
            && self.ask_check
        {
            *check = Some(yes);
        }
    }

    /// Whether the open question waits for the check's answer before the move.
    pub fn waits_for_check(&self) -> bool {
        matches!(&self.phase, Phase::Asking { question, check: None, .. }
            if self.ask_check && question.check.is_some())
    }

    /// Chooses the cell next to the head in direction `dir` (keyboard), if it is a choice.
    pub fn choose(&mut self, dir: Dir) {
        let waits = self.waits_for_check();
        if let Phase::Asking {
            question, chosen, ..
        } = &mut self.phase
            && !waits
            && question.cell(dir).is_some()
        {
            *chosen = Some(dir);
        }
    }

    /// A click on the board's `cell` while a question is open: the guess, if the cell is one
    /// of the choices. Returns whether the quiz took the click.
    pub fn click(&mut self, cell: Pos, state: &mut AppState) -> bool {
        if let Phase::Frontier { question, .. } = &self.phase {
            if question.offers(cell) {
                self.guess_frontier(cell, state);
            }
            return true;
        }
        let Phase::Asking { question, .. } = &self.phase else {
            return false;
        };
        if let Some(dir) = question.dir_to(cell)
            && !self.waits_for_check()
        {
            self.guess(dir, state);
        }
        true
    }

    /// The guess `dir`: the answer is revealed, scored, and the decision's events play.
    pub fn guess(&mut self, dir: Dir, state: &mut AppState) {
        if self.waits_for_check() {
            return;
        }
        let Phase::Asking {
            question, check, ..
        } = std::mem::replace(&mut self.phase, Phase::Off)
        else {
            return;
        };
        let check = question
            .check
            .as_ref()
            .zip(check)
            .map(|(q, given)| CheckAnswer {
                text: q.text.clone(),
                given,
                truth: q.truth,
                found: q.found.clone(),
            });
        self.answers.push(Answer {
            tick: question.tick,
            guess: dir,
            actual: question.answer,
            check,
        });
        state.reveal_decision();
        // The check asked about, if it ran a stage; else the check the move follows from.
        state.explain_decision(question.check.as_ref().map(|c| c.check));
        self.phase = Phase::Revealed { question };
    }

    /// After a reveal: plays the game on to the next question, or ends with the summary.
    pub fn next(&mut self, state: &mut AppState) {
        if let Phase::FrontierRevealed { question } = &self.phase {
            let from = question.answered_at;
            self.ask_frontier(from, state);
            return;
        }
        let Phase::Revealed { question } = &self.phase else {
            return;
        };
        let after = question.tick;
        let next = match &self.ticks {
            Some(list) => list.iter().copied().find(|&t| t > after),
            None => Some(after + 1),
        };
        match next {
            Some(t) => self.play_to(t, state),
            None => self.stop(state),
        }
    }

    /// Plays the game on to tick `next` (at once, if it is the tick on screen).
    fn play_to(&mut self, next: usize, state: &mut AppState) {
        state.reveal_decision();
        if state.tick() >= next {
            self.ask(next, state);
            return;
        }
        self.phase = Phase::Playing { next };
        if !state.playing() {
            state.play_game();
        }
    }

    /// Opens the question at `tick`, or ends the quiz if the game has no decision there.
    fn ask(&mut self, tick: usize, state: &mut AppState) {
        state.pause();
        state.set_tick(tick);
        let Some(trace) = state.decision().filter(|_| state.tick() == tick) else {
            self.end_of_game(state);
            return;
        };
        let question = Question::of(trace, state.game());
        state.hide_decision();
        self.phase = Phase::Asking {
            question,
            check: None,
            chosen: None,
        };
    }

    /// The game ended before the next question: the summary, counting the questions left.
    fn end_of_game(&mut self, state: &mut AppState) {
        if let Some(list) = &self.ticks {
            let last_asked = self.answers.last().map(|a| a.tick);
            self.unasked = list
                .iter()
                .filter(|&&t| last_asked.is_none_or(|a| t > a))
                .count();
        }
        self.stop(state);
        if self.answers.is_empty() {
            // Nothing was asked at all: say so in the summary rather than vanish.
            self.phase = Phase::Summary;
        }
    }
}
