//! The splice planner allocates nothing per move: its tables are made once per game (and
//! again only in a copy), the journal and lists keep their capacity.

use super::splice_play::{plan_once, play_splice};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::splice::SplicePlan;
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
    for plan in [SplicePlan::Wide, SplicePlan::First] {
        assert_eq!(allocations_in_a_game(plan), 0, "{plan:?}");
    }
}

/// Allocations made by the planner over a whole 20x20 game, after its first plan.
fn allocations_in_a_game(plan: SplicePlan) -> usize {
    ALLOCATIONS.store(0, Ordering::Relaxed);
    let mut planned = 0;
    play_splice(
        (20, 20),
        [(1, 0), (0, 0)],
        3,
        plan,
        |splicer, ring, game, food| {
            // The first plan makes the tables.
            let count = planned > 0;
            COUNTING.with(|c| c.set(count));
            plan_once(splicer, ring, game, food, &mut Ignore);
            COUNTING.with(|c| c.set(false));
            planned += 1;
        },
    );
    assert!(planned > 1000, "a whole game: {planned} moves");
    ALLOCATIONS.load(Ordering::Relaxed)
}
