//! A recorded game as plain files: a table of ticks for a spreadsheet, and a decision as text
//! for a handout.

use super::recording::Recording;
use super::text_grid::board_text;
use crate::algo::Ignore;
use crate::rules::{DeathCause, Dir, Game, Outcome};
use crate::solver::Decision;
use std::fmt::Write;

/// One row per state: `tick,move,ate,length,head_x,head_y,food_x,food_y,outcome`.
///
/// Row `t` is the state after `t` moves and the move that led there (empty for tick 0); the
/// last row carries the outcome (`won`, `dead_wall`, `dead_body`, `dead_illegal`,
/// `step_limit`, `stopped`, `stalled`) once the game is over. Cells are empty where there is
/// no food.
pub fn ticks_csv(rec: &Recording) -> String {
    let mut out = String::from("tick,move,ate,length,head_x,head_y,food_x,food_y,outcome\n");
    let mut game = rec.game_at(0);
    let last = rec.len();
    let mut row = |t: usize, dir: Option<crate::rules::Dir>, ate: bool, g: &crate::rules::Game| {
        let head = g.snake().head();
        let (fx, fy) = g.food().map_or((String::new(), String::new()), |f| {
            (f.x.to_string(), f.y.to_string())
        });
        // A game stopped or stalled ends without a move: the recording says how.
        let outcome = match g.outcome() {
            None if t == last => rec.outcome(),
            outcome => outcome,
        }
        .map_or("", outcome_word);
        let _ = writeln!(
            out,
            "{t},{},{},{},{},{},{fx},{fy},{outcome}",
            dir.map(Dir::word).unwrap_or_default(),
            u8::from(ate),
            g.snake().len(),
            head.x,
            head.y,
        );
    };
    row(0, None, false, &game);
    for t in 0..rec.len() {
        let dir = rec.move_at(t).expect("a recorded tick has a move");
        let report = game.step(dir);
        row(t + 1, Some(dir), report.ate, &game);
    }
    out
}

/// The word for an outcome in exported tables.
pub fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::Won => "won",
        Outcome::Dead(DeathCause::Wall) => "dead_wall",
        Outcome::Dead(DeathCause::Body) => "dead_body",
        Outcome::Dead(DeathCause::Illegal) => "dead_illegal",
        Outcome::StepLimit => "step_limit",
        Outcome::Stopped => "stopped",
        Outcome::Stalled(_) => "stalled",
    }
}

/// The board at tick `t` and the chain of checks behind its decision, as text:
/// `None` when there is no decision at `t` (past the end, or the game is over).
pub fn decision_text(rec: &Recording, t: usize) -> Option<String> {
    let decision = rec.decision_at(t, &mut Ignore)?;
    Some(decision_report(&rec.game_at(t), &decision))
}

/// The board of `game` and the chain of checks of `decision` (made on that board), as text.
pub fn decision_report(game: &Game, decision: &Decision) -> String {
    let mut out = board_text(game, None);
    out.push_str(&chain_text(decision));
    out
}

/// The chain of checks of `decision`, as text: `Why Down?`, a numbered line per check (with
/// the stage that answered it), and the move.
pub fn chain_text(decision: &Decision) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", tr!("Why {dir}?", dir = decision.dir.way()));
    for (i, check) in decision.checks.iter().enumerate() {
        let stage = check
            .stage
            .map(|s| tr!("  [stage {stage}]", stage = s.cli_name()))
            .unwrap_or_default();
        let _ = writeln!(out, "  {}. {}{stage}", i + 1, check.fact);
    }
    let _ = writeln!(out, "  {}", tr!("-> move {dir}", dir = decision.dir.way()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{FoodSource, Grid, Pos, Snake, TailRule};
    use crate::solver::{AnySolver, SolverKind};

    fn recorded() -> Recording {
        let g = Grid::new(4, 4).unwrap();
        let s = Snake::new(&g, &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
        let game = Game::new(
            g,
            s,
            FoodSource::new(vec![Pos::new(3, 0)], 2),
            TailRule::Blocks,
            None,
        );
        let solver = AnySolver::new(SolverKind::GREEDY, &game).unwrap();
        Recording::play_out(game, solver)
    }

    #[test]
    fn the_table_has_a_row_per_state_and_ends_with_the_outcome() {
        let rec = recorded();
        let csv = ticks_csv(&rec);
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(rows.len(), rec.len() + 2);
        assert_eq!(rows[1], "0,,0,2,1,0,3,0,");
        // Two moves Right eat the scripted food at (3, 0).
        assert!(rows[2].starts_with("1,Right,0,2,2,0,"));
        assert!(rows[3].starts_with("2,Right,1,3,3,0,"));
        let last = rows.last().unwrap();
        assert!(
            last.ends_with(outcome_word(rec.outcome().unwrap())),
            "{last}"
        );
        let meals = rows[1..]
            .iter()
            .filter(|r| r.split(',').nth(2) == Some("1"))
            .count();
        assert_eq!(meals, rec.meals().count());
    }

    #[test]
    fn a_decision_reads_as_a_chain() {
        let rec = recorded();
        let text = decision_text(&rec, 0).unwrap();
        assert!(text.contains("Why Right?"), "{text}");
        assert!(
            text.contains("1. shortest path to food found with 2 steps"),
            "{text}"
        );
        assert!(text.trim_end().ends_with("-> move Right"));
        assert_eq!(decision_text(&rec, rec.len() + 1), None);
    }
}
