//! The wide planner's end game: with few cells free it searches the shortest safe way exactly,
//! so no splice plan from the same state finds a shorter one, and when it proves that none
//! exists, the splices find none either.

use super::splice_play::{plan_once, play_splice};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::splice::{Reshape, SpliceEvent, SplicePlan, Splicer};
use snakescope_core::rules::Outcome;

/// What the end game said in one plan, and what the first planner finds from the same state.
struct Compared {
    found: Option<u32>,
    none_shorter: bool,
    along: u32,
    first: u32,
}

/// A game on a `w` x `h` board from a snake of two at the centre, played by the wide planner;
/// at every plan that searched the end game, the first planner plans from the same state on
/// a copy of the ring.
fn play(w: u16, h: u16, seed: u64) -> (Option<Outcome>, Vec<Compared>) {
    let (mut events, mut compared) = (Vec::new(), Vec::new());
    let centre = [(w / 2, h / 2), (w / 2, h / 2 - 1)];
    let (outcome, _) = play_splice(
        (w, h),
        centre,
        seed,
        SplicePlan::Wide,
        |splicer, ring, game, food| {
            let before = ring.clone();
            let along = ring.distance(game.snake().head(), food);
            events.clear();
            plan_once(splicer, ring, game, food, &mut events);
            let found = events.iter().find_map(|e| match e {
                SpliceEvent::EndFound { way, .. } => Some(way.len() as u32 - 1),
                _ => None,
            });
            let none_shorter = events
                .iter()
                .any(|e| matches!(e, SpliceEvent::EndNotFound { complete: true }));
            if found.is_some() || none_shorter {
                let mut copy = before;
                let first = match Splicer::new(game.grid(), SplicePlan::First).reshape(
                    &mut copy,
                    game.snake(),
                    game.tail_rule(),
                    food,
                    game.moves(),
                    &mut Ignore,
                ) {
                    Reshape::Shorter { after, .. } => after,
                    _ => along,
                };
                compared.push(Compared {
                    found,
                    none_shorter,
                    along,
                    first,
                });
            }
            if let Some(moves) = found {
                assert_eq!(ring.distance(game.snake().head(), food), moves);
            }
        },
    );
    (outcome, compared)
}

#[test]
fn no_splice_plan_beats_the_end_game_s_exact_search() {
    let (mut found, mut proved, mut beaten) = (0, 0, 0);
    for (w, h, seed) in [(6, 6, 1), (6, 6, 2), (8, 8, 1), (8, 8, 2), (6, 8, 3)] {
        let (outcome, compared) = play(w, h, seed);
        assert_eq!(outcome, Some(Outcome::Won), "{w}x{h} seed {seed}");
        for c in &compared {
            match c.found {
                Some(moves) => {
                    found += 1;
                    assert!(moves < c.along && moves <= c.first, "{w}x{h} seed {seed}");
                    beaten += u32::from(moves < c.first);
                }
                None => {
                    assert!(c.none_shorter);
                    proved += 1;
                    assert_eq!(c.first, c.along, "{w}x{h} seed {seed}");
                }
            }
        }
    }
    // Both answers happen, and the exact search sometimes beats the splices.
    assert!(
        found > 0 && proved > 0 && beaten > 0,
        "found {found}, proved {proved}, beaten {beaten}"
    );
}
