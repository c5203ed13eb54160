//! Everything known about one cell at one moment, one fact per line: what occupies it, what
//! the virtual snake, the stage on screen and the solver's cycle say about it. The app shows
//! it when the pointer rests on a cell.

use super::replay::StageReplay;
use crate::algo::Cycle;
use crate::algo::approach::ApproachEvent;
use crate::algo::body_cycle::CycleEvent;
use crate::algo::longest::{LongestEvent, PairRefusal};
use crate::algo::numbered::{NumberedEvent, NumberedRefusal};
use crate::algo::search::SearchStep;
use crate::algo::shortcut::NeighbourVerdict;
use crate::rules::{Game, Pos, Snake};
use crate::stages::{Stage, StageEvent};
use crate::trace::caption;

/// Everything known about cell `p` at this moment, one fact per line, the cell's name first:
/// what occupies it in `game`, whether the `ghost` (greedy's virtual snake) covers it, what
/// the stage `replay` has found about it so far, and its place on the solver's `cycle`.
pub fn cell_facts(
    game: &Game,
    replay: Option<&StageReplay>,
    cycle: Option<&Cycle>,
    ghost: Option<&Snake>,
    p: Pos,
) -> Vec<String> {
    let snake = game.snake();
    let mut facts = vec![tr!("Cell {p}", p = p)];
    if p == snake.head() {
        facts.push(tr!(
            "the head, heading {heading}",
            heading = snake.heading().way()
        ));
    } else if snake.len() > 1 && p == snake.tail() {
        facts.push(tr!(
            "the tail (body cell {snake} of {snake2})",
            snake = snake.len(),
            snake2 = snake.len()
        ));
    } else if let Some(k) = snake.cells().position(|c| c == p) {
        facts.push(tr!(
            "body cell {n} of {snake} from the head",
            n = k + 1,
            snake = snake.len()
        ));
    } else if game.food() == Some(p) {
        facts.push(tr!("the food"));
    } else {
        facts.push(tr!("free"));
    }
    if let Some(g) = ghost.filter(|g| g.contains(p)) {
        let what = if g.head() == p {
            tr!("the virtual snake's head after eating")
        } else {
            tr!("under the virtual snake after it eats")
        };
        facts.push(what);
    }
    if let Some(r) = replay {
        stage_facts(&mut facts, game, r, p);
    }
    if let Some(cy) = cycle {
        facts.push(tr!(
            "solver's cycle: index {p}, rel {n} from the tail, next {p2}",
            p = cy.index_of(p),
            n = cy.rel(snake.tail(), p),
            p2 = cy.next(p)
        ));
    }
    facts
}

/// What the stage's events shown so far say about `p`.
fn stage_facts(facts: &mut Vec<String>, game: &Game, r: &StageReplay, p: Pos) {
    let f = r.frame();
    let m = f.mark(p);
    if let Some(d) = m.distance {
        facts.push(tr!("distance {d} from the start", d = d));
    }
    if let Some(d) = m.target_distance {
        facts.push(tr!("distance {d} from the target", d = d));
    }
    match (m.g, m.h) {
        (Some(g), Some(h)) => {
            facts.push(tr!("f = {f} (g = {g}, h = {h})", f = g + h, g = g, h = h))
        }
        (Some(g), None) => facts.push(tr!("cost so far g = {g}", g = g)),
        (None, Some(h)) => facts.push(tr!("estimate to the target h = {h}", h = h)),
        (None, None) => {}
    }
    if let Some(k) = m.order {
        facts.push(tr!("expansion order {k}", k = k));
    }
    if let Some(d) = m.entered
        && let Some(parent) = game.grid().step(p, d.opposite())
    {
        facts.push(tr!(
            "parent {parent} (entered moving {d})",
            parent = parent,
            d = d.way()
        ));
    }
    if m.frontier {
        facts.push(tr!("waiting in the queue (frontier)"));
    } else if m.expanded {
        facts.push(tr!("expanded"));
    }
    if let Some(n) = m.number {
        let what = match r.stage() {
            Stage::Numbering => tr!("number"),
            _ => tr!("cycle index"),
        };
        facts.push(format!("{what} {n}"));
    }
    if let Some(rel) = m.rel {
        facts.push(tr!(
            "rel {rel} (cells ahead of the tail along the cycle)",
            rel = rel
        ));
    }
    if let Some(v) = m.verdict {
        facts.push(verdict_words(v).to_string());
    }
    if m.left_out {
        facts.push(tr!("left out of the cycle"));
    }
    if m.in_loop {
        facts.push(tr!("in the loop the split cut off the cycle"));
    }
    if let Some(k) = f.path.iter().position(|&c| c == p) {
        facts.push(tr!(
            "step {k} of the path ({n} steps)",
            k = k,
            n = f.path.len() - 1
        ));
    }
    if f.current == Some(p) {
        facts.push(tr!("being worked on now"));
    }
    if let Some(why) = last_refusal(r.shown(), game, p) {
        facts.push(tr!("refused: {why}", why = why));
    }
}

/// The shortcut rule's verdict on a neighbour of the head, as a fact about that cell.
pub fn verdict_words(v: NeighbourVerdict) -> String {
    match v {
        NeighbourVerdict::Wall => tr!("shortcut rule: the wall"),
        NeighbourVerdict::Body => tr!("shortcut rule: refused, it is the body"),
        NeighbourVerdict::CycleNext => tr!("shortcut rule: the cycle's next cell, always allowed"),
        NeighbourVerdict::Behind => {
            tr!("shortcut rule: refused, it lies behind the head on the cycle (rel <= rel(head))")
        }
        NeighbourVerdict::PastFood => {
            tr!("shortcut rule: refused, it lies past the food on the cycle (rel > rel(food))")
        }
        NeighbourVerdict::NoRoom => {
            tr!("shortcut rule: refused, too little room before the tail while the body has gaps")
        }
        NeighbourVerdict::Allowed => tr!("shortcut rule: allowed, in order (a legal shortcut)"),
    }
}

/// The caption of the latest event shown that refused `p`: a graph search's refusal of a
/// neighbour (every search's, read as its frontier operation), or another stage's.
fn last_refusal(events: &[StageEvent], game: &Game, p: Pos) -> Option<String> {
    let grid = game.grid();
    let refused = |e: &StageEvent| -> bool {
        if let Some(step) = e.search_step() {
            return matches!(step, SearchStep::Refused { from, dir }
                if grid.step(from, dir) == Some(p));
        }
        match e {
            StageEvent::Numbering(NumberedEvent::Refused { from, dir, .. })
            | StageEvent::Approach(ApproachEvent::Refused { from, dir }) => {
                grid.neighbour(*from, *dir) == Some(p)
            }
            StageEvent::Longest(LongestEvent::Refused { reason, .. })
            | StageEvent::Cycle(CycleEvent::Longest(LongestEvent::Refused { reason, .. })) => {
                matches!(reason, PairRefusal::Blocked(c) | PairRefusal::OnPath(c) if *c == p)
            }
            _ => false,
        }
    };
    let e = events.iter().rev().find(|e| refused(e))?;
    let words = caption(e);
    Some(match e {
        StageEvent::Numbering(NumberedEvent::Refused {
            reason: NumberedRefusal::Seen(_),
            ..
        }) => tr!("{words} (already queued)", words = words),
        _ => words,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::ReplayOrigin;
    use crate::rules::{FoodSource, Grid, TailRule};
    use crate::trace::run_stage;

    #[test]
    fn a_cell_on_the_search_tells_its_distance_parent_and_step() {
        let g = Grid::new(8, 8).unwrap();
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let food = Pos::new(3, 5);
        let game = Game::new(g, s, FoodSource::new(vec![food], 0), TailRule::Blocks, None);
        let run = run_stage(Stage::Bfs, &game, None, None).unwrap();
        let origin = ReplayOrigin::OwnBoard {
            tick: 0,
            start: None,
            target: None,
        };
        let mut replay = StageReplay::new(Stage::Bfs, origin, g, run.events);
        replay.to_end();
        let facts = cell_facts(&game, Some(&replay), None, None, Pos::new(3, 2));
        assert_eq!(facts[0], "Cell (3, 2)");
        assert_eq!(facts[1], "free");
        assert!(
            facts.contains(&"distance 2 from the start".to_string()),
            "{facts:?}"
        );
        assert!(facts.contains(&"parent (3, 1) (entered moving Down)".to_string()));
        assert!(facts.iter().any(|f| f.starts_with("step 2 of the path")));
        let head = cell_facts(&game, None, None, None, Pos::new(3, 0));
        assert_eq!(head, ["Cell (3, 0)", "the head, heading Right"]);
    }
}
