//! Benchmarks of building a cycle from the body: the centre start, and on each board the
//! two-cell start (every edge, both ways) that takes longest.
//!
//! Run with `cargo bench --bench cycle_from_body`. The targets: any start on boards up to
//! 20x20 decides in under 10 ms, on 64x64 in under 200 ms. The worst start is found by timing
//! every start once (the best of three runs), then measured properly by criterion.

use criterion::{Criterion, criterion_group, criterion_main};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::body_cycle::cycle_from_body;
use snakescope_core::rules::{Grid, Pos, Snake};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn two_cell(grid: &Grid, head: Pos, tail: Pos) -> Snake {
    Snake::new(grid, &[head, tail], tail.dir_to(head)).expect("two touching cells")
}

/// The two-cell start of `grid` that takes longest, by the best of three runs of each.
fn slowest_start(grid: &Grid) -> (Pos, Pos) {
    let mut worst = (Duration::ZERO, Pos::new(0, 0), Pos::new(1, 0));
    for head in grid.all_cells() {
        for (_, tail) in grid.neighbours(head) {
            let snake = two_cell(grid, head, tail);
            let best = (0..3)
                .map(|_| {
                    let t = Instant::now();
                    let _ = black_box(cycle_from_body(grid, &snake, &mut Ignore));
                    t.elapsed()
                })
                .min()
                .expect("three runs");
            if best > worst.0 {
                worst = (best, head, tail);
            }
        }
    }
    (worst.1, worst.2)
}

fn starts(c: &mut Criterion) {
    let mut g = c.benchmark_group("cycle_from_body");
    let grid = Grid::new(8, 8).expect("a board");
    let centre = two_cell(&grid, Pos::new(4, 3), Pos::new(4, 2));
    g.bench_function("8x8 centre start (4, 3), (4, 2)", |b| {
        b.iter(|| black_box(cycle_from_body(&grid, &centre, &mut Ignore).is_ok()))
    });
    for (w, h) in [(8, 8), (20, 20), (20, 15), (64, 64), (63, 64)] {
        let grid = Grid::new(w, h).expect("a board");
        let (head, tail) = slowest_start(&grid);
        let snake = two_cell(&grid, head, tail);
        let name = format!("{w}x{h} slowest two-cell start {head}, {tail}");
        g.bench_function(name, |b| {
            b.iter(|| black_box(cycle_from_body(&grid, &snake, &mut Ignore).is_ok()))
        });
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().measurement_time(Duration::from_secs(2)).warm_up_time(Duration::from_millis(500));
    targets = starts
}
criterion_main!(benches);
