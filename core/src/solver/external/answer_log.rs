//! The answers a solver outside snakescope gave in one game, logged as they arrive and
//! bounded in memory: the newest kept whole, the oldest cut down to their move past
//! [`MAX_KEPT_TRACE_BYTES`].

use super::answer::{Answer, word_of};
use crate::solver::SolverFault;

/// One answer as it arrived: the line (kept to save the game) and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedAnswer {
    /// The answer's line of JSON (for a bot, the move and shout written as a line).
    pub line: String,
    /// The answer, read.
    pub answer: Answer,
}

/// Every answer a solver gave in one game, from its first tick, and the fault that stopped
/// it, if one did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AnswerLog {
    /// The tick of the first answer.
    pub first_tick: u64,
    /// The name the solver gave itself, if it did.
    pub name: Option<String>,
    /// The answers, one per tick from `first_tick`.
    pub answers: Vec<LoggedAnswer>,
    /// The fault that stopped the game, if any.
    pub fault: Option<SolverFault>,
    /// Bytes of the answers' lines whose traces are kept whole.
    kept_bytes: usize,
    /// Answers before this one have had their traces dropped.
    compacted: usize,
}

/// The most bytes of answer lines a game keeps with their traces whole: 16 MiB. Past it the
/// oldest answers keep only their move (docs/PROTOCOL.md, "Limits").
pub const MAX_KEPT_TRACE_BYTES: usize = 16 << 20;

/// The caption of an answer whose trace was dropped to bound memory.
pub const DROPPED: &str = "trace dropped: this game's answers passed 16 MiB";

impl AnswerLog {
    /// An empty log for a game whose first answer is for `first_tick`.
    pub fn starting_at(first_tick: u64) -> AnswerLog {
        AnswerLog {
            first_tick,
            ..AnswerLog::default()
        }
    }

    /// Adds the next tick's answer. When the lines kept whole pass [`MAX_KEPT_TRACE_BYTES`],
    /// the oldest answers are cut down to their move (no trace, [`DROPPED`] as the caption) until they fit again, so a game's answers take bounded memory and a saved game
    /// stays within the game file's limit.
    pub fn push(&mut self, answered: LoggedAnswer) {
        self.kept_bytes += answered.line.len();
        self.answers.push(answered);
        // The newest answer stays whole whatever its size.
        while self.kept_bytes > MAX_KEPT_TRACE_BYTES && self.compacted + 1 < self.answers.len() {
            let old = &mut self.answers[self.compacted];
            self.kept_bytes -= old.line.len();
            old.line = serde_json::json!({"move": word_of(old.answer.dir), "caption": DROPPED})
                .to_string();
            old.answer.caption = Some(DROPPED.to_string());
            old.answer.steps = Vec::new();
            self.compacted += 1;
        }
    }

    /// Whether the answer for `tick` was cut down to its move to bound memory.
    pub fn trace_dropped(&self, tick: u64) -> bool {
        tick.checked_sub(self.first_tick)
            .and_then(|i| usize::try_from(i).ok())
            .is_some_and(|i| i < self.compacted)
    }

    pub(crate) fn answer_at(&self, tick: u64) -> Option<&LoggedAnswer> {
        let i = tick.checked_sub(self.first_tick)?;
        self.answers.get(usize::try_from(i).ok()?)
    }

    pub(crate) fn fault_at(&self, tick: u64) -> Option<&SolverFault> {
        self.fault.as_ref().filter(|f| f.tick == tick)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Dir;

    fn answered(bytes: usize) -> LoggedAnswer {
        LoggedAnswer {
            line: "x".repeat(bytes),
            answer: Answer {
                dir: Dir::Left,
                name: None,
                caption: Some("whole".to_string()),
                steps: Vec::new(),
            },
        }
    }

    #[test]
    fn the_oldest_answers_are_cut_down_once_the_lines_pass_the_bound() {
        let mut log = AnswerLog::starting_at(5);
        for _ in 0..40 {
            log.push(answered(1 << 20));
        }
        let kept: usize = log.answers.iter().map(|a| a.line.len()).sum();
        assert!(kept <= MAX_KEPT_TRACE_BYTES + 40 * 100, "{kept}");
        assert!(log.trace_dropped(5) && !log.trace_dropped(44));
        assert_eq!(
            log.answers[0].line,
            r#"{"move":"left","caption":"trace dropped: this game's answers passed 16 MiB"}"#
        );
        assert_eq!(log.answers[39].answer.caption.as_deref(), Some("whole"));
        assert_eq!(log.answer_at(5).map(|a| a.answer.dir), Some(Dir::Left));
    }
}
