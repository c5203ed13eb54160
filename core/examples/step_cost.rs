//! What a step of the explainer costs, the same code natively and as WebAssembly: a game
//! recorded tick by tick (what the window does while it plays), and a decision's stage trace
//! recomputed (what it does when the stage panel shows a tick), for three solvers on 20x20.
//!
//! Natively: `cargo run --release -p snakescope-core --example step_cost`.
//! In V8, the engine of Chromium and of Node: build it for `wasm32-wasip1` and run it with
//! `web/step_cost.mjs` (see docs/benchmarks.md, where the figures are).

use snakescope_core::algo::Ignore;
use snakescope_core::rules::{FoodSource, Game, Grid, Pos, Snake, TailRule};
use snakescope_core::solver::{
    AnySolver, DecisionEvent, HamiltonOptions, SolverKind, SpliceOptions,
};
use snakescope_core::trace::Recording;
use std::hint::black_box;
use std::time::Instant;

/// The classic start on a `size` board: four cells along the top row, heading right.
fn classic(size: i64, seed: u64) -> Game {
    let grid = Grid::new(size, size).expect("a valid board");
    let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
    let snake = Snake::new(&grid, &cells, None).expect("a valid snake");
    Game::new(
        grid,
        snake,
        FoodSource::new(vec![], seed),
        TailRule::Blocks,
        None,
    )
}

fn main() {
    let size = 20;
    let solvers = [
        ("greedy", SolverKind::GREEDY),
        ("hamilton", SolverKind::Hamilton(HamiltonOptions::DEFAULT)),
        ("splice", SolverKind::Splice(SpliceOptions::DEFAULT)),
    ];
    println!("solver    ticks  record us/tick  trace us/decision");
    for (name, kind) in solvers {
        let mut ticks = 0;
        let mut recording_s = 0.0;
        let mut last = None;
        for seed in 1..=3 {
            let game = classic(size, seed);
            let solver = AnySolver::new(kind, &game).expect("the solver starts");
            let started = Instant::now();
            let mut rec = Recording::new(game, solver);
            while rec.advance(&mut Ignore).is_some() {}
            recording_s += started.elapsed().as_secs_f64();
            ticks += rec.len();
            last = Some(rec);
        }
        let rec = last.expect("three games");
        // Decisions spread over the whole game, each recomputed with its full stage trace.
        let samples = 300;
        let started = Instant::now();
        for i in 0..samples {
            let t = i * rec.len() / samples;
            let mut events: Vec<DecisionEvent> = Vec::new();
            black_box(rec.decision_at(t, &mut events));
            black_box(events.len());
        }
        let trace_s = started.elapsed().as_secs_f64();
        println!(
            "{name:<9} {ticks:>6}  {:>14.2}  {:>17.1}",
            recording_s * 1e6 / ticks as f64,
            trace_s * 1e6 / samples as f64
        );
    }
}
