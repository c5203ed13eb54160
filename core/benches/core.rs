//! Benchmarks of the core's targets: recording size and speed, rewinding, recomputing a
//! decision's trace, a step forward on a small and a large board, whole games, and what an
//! observer costs.
//!
//! Run with `cargo bench --bench core`. The memory figure is measured, not estimated: a
//! counting allocator wraps the system one and reports the bytes a recording keeps alive.

use criterion::{Criterion, criterion_group, criterion_main};
use snakescope_core::algo::bfs::{BfsEvent, BfsSpace, shortest_path};
use snakescope_core::algo::{Ignore, Observer};
use snakescope_core::explain::DecisionTrace;
use snakescope_core::rules::{FoodSource, Game, Grid, Pos, Snake, TailRule};
use snakescope_core::solver::{AnySolver, DecisionEvent, SolverKind, SpliceOptions, play_out};
use snakescope_core::trace::Recording;
use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting the bytes currently allocated.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn classic(size: i64, seed: u64, step_limit: Option<u64>) -> Game {
    let grid = Grid::new(size, size).unwrap();
    let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
    let snake = Snake::new(&grid, &cells, None).unwrap();
    Game::new(
        grid,
        snake,
        FoodSource::new(vec![], seed),
        TailRule::Blocks,
        step_limit,
    )
}

/// A 30x30 game of exactly 50,000 ticks (the cycle follower never wins that fast).
fn long_recording() -> Recording {
    let game = classic(30, 7, Some(50_000));
    let solver = AnySolver::new(SolverKind::Cycle, &game).unwrap();
    Recording::play_out(game, solver)
}

fn recording(c: &mut Criterion) {
    let before = LIVE.load(Ordering::Relaxed);
    let rec = long_recording();
    let kept = LIVE.load(Ordering::Relaxed) - before;
    assert_eq!(rec.len(), 50_000);
    println!(
        "recording 30x30, {} ticks: {:.2} MB kept alive (target < 10 MB)",
        rec.len(),
        kept as f64 / 1e6
    );
    let mut g = c.benchmark_group("recording");
    g.sample_size(10);
    g.bench_function("record 30x30 game of 50000 ticks", |b| {
        b.iter(|| black_box(long_recording().len()))
    });
    // Reaching a tick: the worst case replays one snapshot interval (450 ticks on 30x30).
    let mut t = 0usize;
    g.sample_size(100);
    g.bench_function(
        "reach any tick of 30x30 50000-tick game (target < 16 ms)",
        |b| {
            b.iter(|| {
                t = (t + 7919) % rec.len();
                black_box(rec.game_at(t).snake().len())
            })
        },
    );
    g.finish();
}

/// The first `ticks` ticks of a 30x30 game played by `kind` from `seed`.
fn first_ticks(kind: SolverKind, seed: u64, ticks: usize) -> Recording {
    let game = classic(30, seed, None);
    let solver = AnySolver::new(kind, &game).unwrap();
    let mut rec = Recording::new(game, solver);
    while rec.len() < ticks && rec.advance(&mut Ignore).is_some() {}
    rec
}

fn decision_trace(c: &mut Criterion) {
    // A greedy game on 30x30, decisions recomputed with their full stage trace.
    let rec = first_ticks(SolverKind::GREEDY, 3, 3000);
    let mut g = c.benchmark_group("decision trace");
    let mut t = 0usize;
    g.bench_function(
        "recompute one greedy decision's full trace on 30x30 (target < 5 ms)",
        |b| {
            b.iter(|| {
                t = (t + 389) % rec.len();
                let mut events: Vec<DecisionEvent> = Vec::new();
                let d = rec.decision_at(t, &mut events);
                black_box((d, events.len()))
            })
        },
    );
    let rec = first_ticks(SolverKind::ALL[2], 5, 3000);
    g.bench_function(
        "recompute one backtrack decision's full trace on 30x30 (replays from a snapshot)",
        |b| {
            b.iter(|| {
                t = (t + 389) % rec.len();
                let mut events: Vec<DecisionEvent> = Vec::new();
                black_box(rec.decision_at(t, &mut events))
            })
        },
    );
    g.finish();
}

/// A step forward as the window takes it: from the state on screen to the next, and that
/// tick's decision with every event watched; on 8x8 and on 64x64, where snapshots stand 64
/// and 2048 ticks apart. Played on from the state on screen, a step costs one decision more
/// than its trace on either board; replayed from the nearest snapshot (what a jump to any
/// tick does), it costs up to an interval of decisions.
fn step_forward(c: &mut Criterion) {
    let mut g = c.benchmark_group("step forward");
    for size in [8, 64] {
        let game = classic(size, 1, None);
        let solver = AnySolver::new(SolverKind::Hamilton(Default::default()), &game).unwrap();
        let mut rec = Recording::new(game, solver);
        while rec.len() < 3000 && rec.advance(&mut Ignore).is_some() {}
        // Ticks just short of a snapshot: the farthest a replay goes.
        let interval = rec.snapshot_interval();
        let ticks: Vec<usize> = (1..rec.len() / interval)
            .map(|k| k * interval - 2)
            .chain([rec.len() - 2])
            .filter(|&t| t + 1 < rec.len())
            .collect();
        let states: Vec<_> = ticks.iter().map(|&t| (t, rec.state_at(t))).collect();
        let mut i = 0;
        g.bench_function(
            format!("{size}x{size} hamilton, played on from the tick on screen"),
            |b| {
                b.iter(|| {
                    i = (i + 1) % states.len();
                    let (t, (game, solver)) = &states[i];
                    let (game, solver) = rec.state_from(*t, game, solver, t + 1);
                    black_box(DecisionTrace::decided(&rec, t + 1, game, solver).trace)
                })
            },
        );
        g.bench_function(
            format!("{size}x{size} hamilton, replayed from the snapshot"),
            |b| {
                b.iter(|| {
                    i = (i + 1) % states.len();
                    black_box(DecisionTrace::at(&rec, states[i].0 + 1).trace)
                })
            },
        );
    }
    g.finish();
}

/// The first `moves` moves of a splice game on 30x30 from a snake of 2, played to warm up.
fn splice_30x30(moves: u64) -> (Game, AnySolver) {
    let grid = Grid::new(30, 30).unwrap();
    let snake = Snake::new(&grid, &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
    let mut game = Game::new(
        grid,
        snake,
        FoodSource::new(vec![], 1),
        TailRule::Blocks,
        None,
    );
    let mut solver = AnySolver::new(SolverKind::Splice(SpliceOptions::DEFAULT), &game).unwrap();
    while game.moves() < moves && !game.is_over() {
        let d = solver.decide(&game, &mut Ignore);
        game.step(d.dir);
    }
    (game, solver)
}

fn splice(c: &mut Criterion) {
    // Per move, through a whole 30x30 game: each iteration plays the next 1000 moves from where
    // the last one stopped (a new game once one ends), so the figure averages every phase.
    let mut g = c.benchmark_group("splice");
    g.sample_size(20);
    g.throughput(criterion::Throughput::Elements(1000));
    let mut state = splice_30x30(0);
    let mut seed = 1;
    g.bench_function("30x30, per move (1000 moves per iteration)", |b| {
        b.iter(|| {
            for _ in 0..1000 {
                if state.0.is_over() {
                    seed += 1;
                    let grid = Grid::new(30, 30).unwrap();
                    let snake = Snake::new(&grid, &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
                    let game = Game::new(
                        grid,
                        snake,
                        FoodSource::new(vec![], seed),
                        TailRule::Blocks,
                        None,
                    );
                    let solver =
                        AnySolver::new(SolverKind::Splice(SpliceOptions::DEFAULT), &game).unwrap();
                    state = (game, solver);
                }
                let d = state.1.decide(&state.0, &mut Ignore);
                state.0.step(black_box(d.dir));
            }
        })
    });
    g.finish();
}

fn games(c: &mut Criterion) {
    let mut g = c.benchmark_group("games");
    let mut seed = 0;
    g.bench_function("hamilton 8x8 whole game", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = classic(8, seed, None);
            let mut solver = AnySolver::new(SolverKind::ALL[1], &game).unwrap();
            black_box(play_out(&mut game, &mut solver))
        })
    });
    g.finish();
}

/// Counts events without keeping them.
struct Count(usize);

impl Observer<BfsEvent> for Count {
    fn observe(&mut self, _event: BfsEvent) {
        self.0 += 1;
    }
}

fn observer_cost(c: &mut Criterion) {
    let grid = Grid::new(30, 30).unwrap();
    let blocked = snakescope_core::rules::CellSet::new(grid.cells());
    let (start, target) = (Pos::new(0, 0), Pos::new(29, 29));
    let right = snakescope_core::rules::Dir::Right;
    // The searches run in a space kept from one search to the next, as the solvers keep one.
    let mut space = BfsSpace::new();
    let mut g = c.benchmark_group("observer");
    g.bench_function("bfs 30x30 corner to corner, Ignore", |b| {
        b.iter(|| {
            black_box(space.shortest_path(&grid, &blocked, start, right, target, &mut Ignore))
        })
    });
    // A one-off search makes its tables each time.
    g.bench_function(
        "bfs 30x30 corner to corner, Ignore, tables made per search",
        |b| {
            b.iter(|| {
                black_box(shortest_path(
                    &grid,
                    &blocked,
                    start,
                    right,
                    target,
                    &mut Ignore,
                ))
            })
        },
    );
    // The same breadth-first work with no observer anywhere in the code: a textbook BFS
    // computing every distance. The instrumented search with `Ignore` should be no slower.
    g.bench_function("plain uninstrumented bfs 30x30, all distances", |b| {
        b.iter(|| {
            black_box(snakescope_core::algo::bfs::distances(
                &grid, &blocked, start,
            ))
        })
    });
    g.bench_function("bfs 30x30 corner to corner, counting observer", |b| {
        b.iter(|| {
            let mut n = Count(0);
            let p = space.shortest_path(&grid, &blocked, start, right, target, &mut n);
            black_box((p, n.0))
        })
    });
    g.bench_function("bfs 30x30 corner to corner, recording every event", |b| {
        b.iter(|| {
            let mut v: Vec<BfsEvent> = Vec::new();
            let p = space.shortest_path(&grid, &blocked, start, right, target, &mut v);
            black_box((p, v.len()))
        })
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().measurement_time(std::time::Duration::from_secs(3)).warm_up_time(std::time::Duration::from_secs(1));
    targets = recording, decision_trace, step_forward, games, splice, observer_cost
}
criterion_main!(benches);
