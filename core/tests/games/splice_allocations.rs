//! The splice planner allocates nothing per move: its tables are made once per game (and
//! again only in a copy), the journal and lists keep their capacity.

use snakescope_core::algo::Ignore;
use snakescope_core::algo::body_cycle::cycle_from_body;
use snakescope_core::algo::ring::Ring;
use snakescope_core::algo::splice::{SplicePlan, Splicer};
use snakescope_core::rules::{FoodSource, Game, Grid, Pos, Snake, TailRule};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Counts allocations, on this test's thread only.
struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static COUNTING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.with(|c| c.get()) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if COUNTING.with(|c| c.get()) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[test]
fn planning_a_move_allocates_nothing() {
    for plan in [SplicePlan::Wide, SplicePlan::Current] {
        assert_eq!(allocations_in_a_game(plan), 0, "{plan:?}");
    }
}

/// Allocations made by the planner over a whole 20x20 game, after its first plan.
fn allocations_in_a_game(plan: SplicePlan) -> usize {
    ALLOCATIONS.store(0, Ordering::Relaxed);
    let grid = Grid::new(20, 20).unwrap();
    let snake = Snake::new(&grid, &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
    let mut game = Game::new(
        grid,
        snake,
        FoodSource::new(vec![], 3),
        TailRule::Blocks,
        None,
    );
    let mut ring = Ring::from_cycle(&cycle_from_body(&grid, game.snake(), &mut Ignore).unwrap());
    let mut splicer = Splicer::new(&grid, plan);
    let mut planned = 0;
    while !game.is_over() {
        let food = game.food().expect("food while the game goes on");
        // The first plan makes the tables.
        let count = planned > 0;
        COUNTING.with(|c| c.set(count));
        splicer.reshape(
            &mut ring,
            game.snake(),
            game.tail_rule(),
            food,
            game.moves(),
            &mut Ignore,
        );
        COUNTING.with(|c| c.set(false));
        planned += 1;
        let head = game.snake().head();
        game.step(head.dir_to(ring.next(head)).unwrap());
    }
    assert!(planned > 1000, "a whole game: {planned} moves");
    ALLOCATIONS.load(Ordering::Relaxed)
}
