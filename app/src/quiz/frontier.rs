//! The quiz's frontier question: while a search stage is on screen (BFS or any of the
//! searches a class compares with it), the replay stops before an expansion where the frontier
//! holds several cells and asks "Which cell leaves the frontier next?"; the class clicks a
//! waiting cell (or steps through them with the arrows and presses Enter); the reveal plays
//! the expansion and says right or wrong with the structure's rule. The question and its
//! answer come from the core ([`FrontierQuestion`]), read off the stage's events.

use super::round::{Phase, Quiz};
use crate::shortcuts::QuizKey;
use crate::state::AppState;
use snakescope_core::explain::FrontierQuestion;
use snakescope_core::rules::{Dir, Pos};

impl Quiz {
    /// Starts a frontier quiz on the stage on screen, from the event shown (or from its first
    /// event, if no question is left after it). Returns why not, if it cannot start.
    pub fn start_frontier(&mut self, state: &mut AppState) -> Result<(), String> {
        let Some(replay) = state.replay() else {
            return Err(tr!(
                "Show a search's stage first: the frontier quiz asks about its frontier."
            ));
        };
        let from = replay.cursor();
        let Some(question) = FrontierQuestion::next_in(replay, from)
            .or_else(|| FrontierQuestion::next_in(replay, 0))
        else {
            return Err(tr!(
                "This stage keeps no frontier with two cells or more to choose from here: show \
                 BFS or another search."
            ));
        };
        let ask_check = self.ask_check;
        *self = Quiz::default();
        self.ask_check = ask_check;
        state.pause();
        self.open_frontier(question, state);
        Ok(())
    }

    /// The frontier questions answered right, and those answered.
    pub fn frontier_score(&self) -> (usize, usize) {
        let right = self.frontier_answers.iter().filter(|(g, a)| g == a).count();
        (right, self.frontier_answers.len())
    }

    /// The cell the arrows have reached at `index` of the stepping order: the waiting cells in
    /// reading order (row by row, left to right), never the order they leave the frontier,
    /// which would give the answer to the first press of an arrow.
    pub fn frontier_choice(&self, question: &FrontierQuestion, index: usize) -> Option<Pos> {
        reading_order(question).get(index).copied()
    }

    /// The last frontier question's answer: the cell guessed and the cell that left.
    pub fn last_frontier_answer(&self) -> Option<(Pos, Pos)> {
        self.frontier_answers.last().copied()
    }

    /// The next frontier question of the stage on screen at or after its event `from`, or the
    /// summary if there is none.
    pub(super) fn ask_frontier(&mut self, from: usize, state: &mut AppState) {
        match state
            .replay()
            .and_then(|r| FrontierQuestion::next_in(r, from))
        {
            Some(question) => self.open_frontier(question, state),
            None => self.stop(state),
        }
    }

    /// Opens `question`: the stage shows its events up to the question, paused.
    fn open_frontier(&mut self, question: FrontierQuestion, state: &mut AppState) {
        state.set_stage_cursor(question.at);
        state.hide_frontier_order(true);
        self.phase = Phase::Frontier {
            question,
            chosen: None,
        };
    }

    /// The guess `cell`: scored, and the expansion plays to show which cell left.
    pub(super) fn guess_frontier(&mut self, cell: Pos, state: &mut AppState) {
        let Phase::Frontier { question, .. } = std::mem::replace(&mut self.phase, Phase::Off)
        else {
            return;
        };
        self.frontier_answers.push((cell, question.answer));
        state.hide_frontier_order(false);
        if !state.play_stage_events_to(question.answered_at, None) {
            state.set_stage_cursor(question.answered_at);
        }
        self.phase = Phase::FrontierRevealed { question };
    }

    /// A quiz key during a frontier question: the arrows step through the waiting cells
    /// (Right and Down to the next, Left and Up to the one before), Enter confirms the one
    /// chosen; after the answer Enter goes on. Returns whether the key was the frontier's.
    pub(super) fn frontier_key(&mut self, key: QuizKey, state: &mut AppState) -> bool {
        match (&mut self.phase, key) {
            (Phase::Frontier { question, chosen }, QuizKey::Choose(dir)) => {
                let n = question.choices.len();
                let forward = matches!(dir, Dir::Right | Dir::Down);
                *chosen = Some(match *chosen {
                    None if forward => 0,
                    None => n - 1,
                    Some(i) if forward => (i + 1) % n,
                    Some(i) => (i + n - 1) % n,
                });
                true
            }
            (Phase::Frontier { question, chosen }, QuizKey::Confirm) => {
                if let Some(cell) = chosen.and_then(|i| reading_order(question).get(i).copied()) {
                    self.guess_frontier(cell, state);
                }
                true
            }
            (Phase::Frontier { .. }, _) => true,
            (Phase::FrontierRevealed { .. }, QuizKey::Confirm) => {
                self.next(state);
                true
            }
            _ => false,
        }
    }
}

/// The cells on offer in reading order: row by row from the top, left to right.
fn reading_order(question: &FrontierQuestion) -> Vec<Pos> {
    let mut cells = question.choices.clone();
    cells.sort_by_key(|p| (p.y, p.x));
    cells
}
