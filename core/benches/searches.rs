//! The graph searches on a 64x64 board, corner to corner, against BFS: each one uninstrumented
//! (the `Ignore` observer, in a space kept from one search to the next, as a solver keeps
//! one), and what watching costs (a counting observer, every event recorded), BFS's pattern in
//! the root's `benches/core.rs`. The target: each search at most twice BFS's time.
//!
//! Run with `cargo bench -p snakescope-core --bench searches`.

use criterion::{
    BenchmarkGroup, Criterion, criterion_group, criterion_main, measurement::WallTime,
};
use snakescope_core::algo::bfs::{BfsSpace, distances};
use snakescope_core::algo::search::astar::AStarSpace;
use snakescope_core::algo::search::best_first::BestFirstSpace;
use snakescope_core::algo::search::bidirectional::BidirectionalSpace;
use snakescope_core::algo::search::dfs::DfsSpace;
use snakescope_core::algo::search::dijkstra::{DEFAULT_TURN_COST, DijkstraSpace};
use snakescope_core::algo::search::timed::TimedSpace;
use snakescope_core::algo::{Ignore, Observer};
use snakescope_core::rules::{CellSet, Dir, Grid, Pos, TailRule};
use std::hint::black_box;

/// An observer that counts events: watching, at the least cost watching can have.
struct Count(usize);

impl<E> Observer<E> for Count {
    fn observe(&mut self, _event: E) {
        self.0 += 1;
    }
}

/// A board of `side` x `side` cells, from the top-left corner heading Right to the
/// bottom-right one, with `blocked` cells.
struct Board {
    grid: Grid,
    blocked: CellSet,
    start: Pos,
    target: Pos,
}

impl Board {
    fn open(side: i64) -> Board {
        let grid = Grid::new(side, side).unwrap();
        Board {
            grid,
            blocked: CellSet::new(grid.cells()),
            start: Pos::new(0, 0),
            target: Pos::new(grid.width() - 1, grid.height() - 1),
        }
    }

    /// Walls across the board every fourth row, each with a gap at alternate ends: the
    /// searches must wind, and the heuristic's pull towards the corner misleads.
    fn winding(side: i64) -> Board {
        let mut board = Board::open(side);
        let g = board.grid;
        for y in (2..g.height() - 1).step_by(4) {
            let gap = if (y / 4) % 2 == 0 { g.width() - 1 } else { 0 };
            for x in (0..g.width()).filter(|&x| x != gap) {
                board.blocked.insert(g.index(Pos::new(x, y)));
            }
        }
        board
    }
}

/// Every search, uninstrumented, in spaces kept from one search to the next.
struct Spaces {
    bfs: BfsSpace,
    dfs: DfsSpace,
    dijkstra: DijkstraSpace,
    best_first: BestFirstSpace,
    astar: AStarSpace,
    bidirectional: BidirectionalSpace,
    timed: TimedSpace,
}

fn each_search(g: &mut BenchmarkGroup<'_, WallTime>, board: &Board, what: &str) {
    let (grid, blocked, start, target) = (&board.grid, &board.blocked, board.start, board.target);
    let right = Dir::Right;
    let mut s = Spaces {
        bfs: BfsSpace::new(),
        dfs: DfsSpace::new(),
        dijkstra: DijkstraSpace::new(),
        best_first: BestFirstSpace::new(),
        astar: AStarSpace::new(),
        bidirectional: BidirectionalSpace::new(),
        timed: TimedSpace::new(),
    };
    // The timed search's snake is the head alone: its body frees at once, and it searches
    // what BFS searches, over (cell, move) states.
    let body = [start];
    g.bench_function(format!("bfs {what}"), |b| {
        b.iter(|| {
            black_box(
                s.bfs
                    .shortest_path(grid, blocked, start, right, target, &mut Ignore),
            )
        })
    });
    g.bench_function(format!("dfs {what}"), |b| {
        b.iter(|| {
            black_box(
                s.dfs
                    .depth_first_path(grid, blocked, start, right, target, &mut Ignore),
            )
        })
    });
    g.bench_function(format!("dijkstra {what}"), |b| {
        b.iter(|| {
            let turn = DEFAULT_TURN_COST;
            black_box(s.dijkstra.cheapest_path(
                grid,
                blocked,
                start,
                right,
                target,
                turn,
                &mut Ignore,
            ))
        })
    });
    g.bench_function(format!("best-first {what}"), |b| {
        b.iter(|| {
            black_box(s.best_first.best_first_path(
                grid,
                blocked,
                start,
                right,
                target,
                &mut Ignore,
            ))
        })
    });
    g.bench_function(format!("astar {what}"), |b| {
        b.iter(|| {
            black_box(
                s.astar
                    .astar_path(grid, blocked, start, right, target, &mut Ignore),
            )
        })
    });
    g.bench_function(format!("bidirectional {what}"), |b| {
        b.iter(|| {
            black_box(s.bidirectional.bidirectional_path(
                grid,
                blocked,
                start,
                right,
                target,
                &mut Ignore,
            ))
        })
    });
    g.bench_function(format!("timed {what}"), |b| {
        b.iter(|| {
            black_box(s.timed.timed_path(
                grid,
                blocked,
                &body,
                TailRule::Blocks,
                start,
                right,
                target,
                &mut Ignore,
            ))
        })
    });
}

fn uninstrumented(c: &mut Criterion) {
    let mut g = c.benchmark_group("searches, Ignore");
    each_search(&mut g, &Board::open(64), "64x64 corner to corner");
    each_search(
        &mut g,
        &Board::winding(64),
        "64x64 winding corner to corner",
    );
    g.finish();
}

/// What watching costs: each search with `Ignore`, with a counting observer and with every
/// event recorded, against BFS's plain uninstrumented twin (all distances, no observer in its
/// code at all).
fn observer_cost(c: &mut Criterion) {
    let board = Board::open(64);
    let (grid, blocked, start, target) = (&board.grid, &board.blocked, board.start, board.target);
    let right = Dir::Right;
    let mut g = c.benchmark_group("searches, observer");
    g.bench_function("plain uninstrumented bfs 64x64, all distances", |b| {
        b.iter(|| black_box(distances(grid, blocked, start)))
    });
    macro_rules! watched {
        ($name:literal, $space:expr, |$sp:ident, $obs:ident| $call:expr) => {{
            let mut $sp = $space;
            g.bench_function(concat!($name, " 64x64, Ignore"), |b| {
                b.iter(|| {
                    let $obs = &mut Ignore;
                    black_box($call)
                })
            });
            g.bench_function(concat!($name, " 64x64, counting observer"), |b| {
                b.iter(|| {
                    let mut n = Count(0);
                    let $obs = &mut n;
                    let found = $call;
                    black_box((found, n.0))
                })
            });
            g.bench_function(concat!($name, " 64x64, recording every event"), |b| {
                b.iter(|| {
                    let mut v = Vec::new();
                    let $obs = &mut v;
                    let found = $call;
                    black_box((found, v.len()))
                })
            });
        }};
    }
    let turn = DEFAULT_TURN_COST;
    let body = [start];
    watched!("bfs", BfsSpace::new(), |sp, obs| sp
        .shortest_path(grid, blocked, start, right, target, obs));
    watched!("dfs", DfsSpace::new(), |sp, obs| sp
        .depth_first_path(grid, blocked, start, right, target, obs));
    watched!("dijkstra", DijkstraSpace::new(), |sp, obs| sp
        .cheapest_path(grid, blocked, start, right, target, turn, obs));
    watched!("best-first", BestFirstSpace::new(), |sp, obs| sp
        .best_first_path(grid, blocked, start, right, target, obs));
    watched!("astar", AStarSpace::new(), |sp, obs| sp
        .astar_path(grid, blocked, start, right, target, obs));
    watched!("bidirectional", BidirectionalSpace::new(), |sp, obs| sp
        .bidirectional_path(grid, blocked, start, right, target, obs));
    watched!("timed", TimedSpace::new(), |sp, obs| sp.timed_path(
        grid,
        blocked,
        &body,
        TailRule::Blocks,
        start,
        right,
        target,
        obs
    ));
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .measurement_time(std::time::Duration::from_secs(2))
        .warm_up_time(std::time::Duration::from_millis(500));
    targets = uninstrumented, observer_cost
}
criterion_main!(benches);
