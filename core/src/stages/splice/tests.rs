//! The cycle the stage draws is the planner's: folding a plan's events, every split, join and
//! undoing included, reaches the very ring the planner holds after it.

use super::super::StageFrame;
use super::fold::fold;
use crate::algo::Ignore;
use crate::algo::body_cycle::cycle_from_body;
use crate::algo::ring::Ring;
use crate::algo::splice::{SpliceEvent, SplicePlan, Splicer};
use crate::rules::{FoodSource, Game, Grid, Pos, Snake, TailRule};

/// Plays a `side` x `side` game from seed `seed` by `plan`, folding each plan's events into a
/// fresh frame, and checks the frame's cycle against the events and the ring: a ring checked
/// or kept is whole, the cycle kept is the one the events built, and after the plan the cycle
/// drawn is the ring held. How many plans drew a reshaping.
fn fold_a_game(side: u16, seed: u64, plan: SplicePlan) -> usize {
    let grid = Grid::new(i64::from(side), i64::from(side)).unwrap();
    let (x, y) = (side / 2, side / 2);
    let body = [Pos::new(x, y), Pos::new(x, y - 1)];
    let snake = Snake::new(&grid, &body, None).unwrap();
    let mut game = Game::new(
        grid,
        snake,
        FoodSource::new(vec![], seed),
        TailRule::Blocks,
        None,
    );
    let mut ring = Ring::from_cycle(&cycle_from_body(&grid, game.snake(), &mut Ignore).unwrap());
    let mut splicer = Splicer::new(&grid, plan);
    let mut events: Vec<SpliceEvent> = Vec::new();
    let mut drawn = 0;
    while !game.is_over() {
        let food = game.food().expect("food while the game goes on");
        events.clear();
        splicer.reshape(
            &mut ring,
            game.snake(),
            game.tail_rule(),
            food,
            game.moves(),
            &mut events,
        );
        let mut frame = StageFrame::new(grid);
        for (k, e) in events.iter().enumerate() {
            if let Some(r) = &frame.reshaping {
                match e {
                    SpliceEvent::Checked { .. } => {
                        assert!(r.split.is_empty(), "event {k}: a loop left at a check")
                    }
                    // After a weighing the fastest path wins, the ring is put back whole, link
                    // by link, and the cycle kept says which.
                    SpliceEvent::KeptShorter { cycle, .. }
                        if !matches!(
                            events.get(k.wrapping_sub(1)),
                            Some(SpliceEvent::Weighed {
                                cuts_win: false,
                                ..
                            })
                        ) =>
                    {
                        assert_eq!(&r.main, cycle, "event {k}: kept what was built");
                        assert!(r.split.is_empty());
                    }
                    _ => {}
                }
            }
            fold(&mut frame, e);
        }
        let head = game.snake().head();
        if let Some(r) = &frame.reshaping {
            drawn += 1;
            let held = ring.to_cycle(head);
            let from_head: Vec<Pos> = {
                let o = held.order();
                let k = o.iter().position(|&c| c == head).unwrap();
                o[k..].iter().chain(&o[..k]).copied().collect()
            };
            assert_eq!(r.main, from_head, "move {}: the ring held", game.moves());
            assert!(r.split.is_empty());
        }
        game.step(head.dir_to(ring.next(head)).unwrap());
    }
    drawn
}

#[test]
fn the_cycle_drawn_is_the_ring_the_planner_builds_at_every_plan() {
    for (side, seed, plan) in [
        (8, 1, SplicePlan::Wide),
        (8, 2, SplicePlan::First),
        (10, 3, SplicePlan::Wide),
        (12, 4, SplicePlan::Wide),
    ] {
        assert!(
            fold_a_game(side, seed, plan) > 10,
            "{side}x{side} seed {seed}"
        );
    }
}
