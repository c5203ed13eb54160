//! When a solver fails: what went wrong, where, and what it had been told.

use std::fmt;

/// A solver that could not decide: a program outside snakescope that crashed, hung or
/// answered nonsense. The game stops at `tick` ([`crate::rules::Outcome::Stopped`]); what was
/// recorded before stays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolverFault {
    /// The tick whose decision failed.
    pub tick: u64,
    /// What went wrong, in words.
    pub problem: String,
    /// What the solver was sent last (a line of the protocol), if anything.
    pub sent: Option<String>,
    /// The last lines the solver wrote to its standard error, oldest first.
    pub stderr: Vec<String>,
}

impl fmt::Display for SolverFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "at tick {tick}: {problem}",
            tick = self.tick,
            problem = self.problem
        ))?;
        if let Some(sent) = &self.sent {
            let shown: String = sent.chars().take(400).collect();
            let more = if sent.chars().count() > 400 {
                "…"
            } else {
                ""
            };
            f.write_str(&tr!(
                "\n  it was sent: {shown}{more}",
                shown = shown,
                more = more
            ))?;
        }
        // A bot (sent an HTTP request) has no standard error to speak of.
        let bot = self
            .sent
            .as_deref()
            .is_some_and(|s| s.starts_with("POST /") || s.starts_with("GET /"));
        if bot {
            return Ok(());
        }
        if self.stderr.is_empty() {
            f.write_str(&tr!("\n  it wrote nothing to its standard error"))?;
        } else {
            f.write_str(&tr!("\n  the last lines of its standard error:"))?;
            for line in &self.stderr {
                f.write_str(&tr!("\n    {line}", line = line))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_says_the_tick_what_was_sent_and_the_last_words() {
        let f = SolverFault {
            tick: 12,
            problem: "no answer within 1000 ms".to_string(),
            sent: Some("{\"type\":\"state\"}".to_string()),
            stderr: vec![
                "Traceback (most recent call last):".to_string(),
                "KeyError: 'x'".to_string(),
            ],
        };
        assert_eq!(
            f.to_string(),
            "at tick 12: no answer within 1000 ms\n  it was sent: {\"type\":\"state\"}\n  \
             the last lines of its standard error:\n    Traceback (most recent call last):\n    \
             KeyError: 'x'"
        );
    }
}
