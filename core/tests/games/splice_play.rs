//! A game played by the splice planner alone, as its tests need it: the ring built from the
//! snake's body, reshaped before every move, and followed.

use snakescope_core::algo::body_cycle::cycle_from_body;
use snakescope_core::algo::ring::Ring;
use snakescope_core::algo::splice::{Reshape, SpliceEvent, SplicePlan, Splicer};
use snakescope_core::algo::{Ignore, Observer};
use snakescope_core::rules::{Dir, FoodSource, Game, Grid, Outcome, Pos, Snake, TailRule};

/// A `w` x `h` game from a snake of two (`head`, then `tail`), random food from `seed`, played
/// by `plan`. Before every move `reshape` is handed the planner, the ring, the game and the
/// food, and reshapes the ring as it likes (with the observer it wants); then the head
/// follows the ring. The outcome and the moves made.
pub fn play_splice(
    (w, h): (u16, u16),
    [head, tail]: [(u16, u16); 2],
    seed: u64,
    plan: SplicePlan,
    mut reshape: impl FnMut(&mut Splicer, &mut Ring, &Game, Pos),
) -> (Option<Outcome>, Vec<Dir>) {
    let grid = Grid::new(i64::from(w), i64::from(h)).unwrap();
    let snake = Snake::new(&grid, &[Pos::from(head), Pos::from(tail)], None).unwrap();
    let mut game = Game::new(
        grid,
        snake,
        FoodSource::new(vec![], seed),
        TailRule::Blocks,
        None,
    );
    let mut ring = Ring::from_cycle(&cycle_from_body(&grid, game.snake(), &mut Ignore).unwrap());
    let mut splicer = Splicer::new(&grid, plan);
    let mut moves = Vec::new();
    while !game.is_over() {
        let food = game.food().expect("food while the game goes on");
        reshape(&mut splicer, &mut ring, &game, food);
        let head = game.snake().head();
        let dir = head.dir_to(ring.next(head)).unwrap();
        moves.push(dir);
        game.step(dir);
    }
    (game.outcome(), moves)
}

/// One plan of `splicer` on `ring` for `food`, in `game` as it stands, told to `obs`: what the
/// solver does before each move.
pub fn plan_once<O: Observer<SpliceEvent>>(
    splicer: &mut Splicer,
    ring: &mut Ring,
    game: &Game,
    food: Pos,
    obs: &mut O,
) -> Reshape {
    splicer.reshape(
        ring,
        game.snake(),
        game.tail_rule(),
        food,
        game.moves(),
        obs,
    )
}

/// [`play_splice`] with one plan before every move, as the solver makes it; `each` is handed
/// the events of every plan.
pub fn play_planned(
    size: (u16, u16),
    snake: [(u16, u16); 2],
    seed: u64,
    plan: SplicePlan,
    mut each: impl FnMut(&[SpliceEvent]),
) -> (Option<Outcome>, Vec<Dir>) {
    let mut events = Vec::new();
    play_splice(size, snake, seed, plan, |splicer, ring, game, food| {
        events.clear();
        plan_once(splicer, ring, game, food, &mut events);
        each(&events);
    })
}
