//! Breakpoint scans over the largest curated game: `scenarios/large-64x64-hamilton.ron`, a
//! 64x64 board that Hamilton fills in about two million ticks.
//!
//! Run with `cargo bench --bench breakpoints`. Setting up records the whole game once, noting
//! each decision's facts as the app does (that takes a minute or two: it is the game, not the
//! scan); then each benchmark is one whole scan, as a run to the next breakpoint (F8) does it
//! a slice per frame:
//! - `every entry of a cell`: every tick where the head enters one cell (once a lap of the
//!   cycle), one hit after the other: the head walked over every move of the game, the most a
//!   scan ever walks;
//! - `every meal`: all the meals, one hit after the other, as the timeline's dots gather them;
//! - `a fact that never holds`: a fact kind looked up in the noted ticks (a rescue, which
//!   Hamilton never needs), the whole game answered at once;
//! - `every shortcut refusal`: all the ticks of a noted fact, one hit after the other.

use criterion::{Criterion, criterion_group, criterion_main};
use snakescope_core::algo::Ignore;
use snakescope_core::explain::{
    Breakpoint, BreakpointScan, Condition, DecisionMarks, FactKind, Refusal, ScanStatus,
};
use snakescope_core::solver::AnySolver;
use snakescope_core::trace::Recording;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

/// The 64x64 game recorded to its end, with its decisions' facts noted.
fn large_game() -> (Recording, DecisionMarks) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios/large-64x64-hamilton.ron");
    let scenario = snakescope_core::scenario::load(&path).expect("the curated scenario loads");
    let game = scenario.start().expect("it starts");
    let solver = AnySolver::new(scenario.solver, &game).expect("Hamilton plays it");
    let started = Instant::now();
    let mut rec = Recording::new(game, solver);
    let mut marks = DecisionMarks::default();
    loop {
        let t = rec.len();
        match rec.advance(&mut Ignore) {
            Some(d) => marks.note(t, &d),
            None => break,
        }
    }
    eprintln!(
        "recorded the 64x64 game: {} ticks, {:?}, in {:.1} s",
        rec.len(),
        rec.outcome(),
        started.elapsed().as_secs_f64()
    );
    (rec, marks)
}

/// Scans `breakpoints` from the start to the first hit (or the end).
fn first_hit(rec: &Recording, marks: &DecisionMarks, breakpoints: &[Breakpoint]) -> ScanStatus {
    let head = rec.start().snake().head();
    BreakpointScan::new(breakpoints, 0, head).run(rec, marks, Duration::MAX)
}

/// Every hit of `breakpoints` from the start, one after the other.
fn every_hit(rec: &Recording, marks: &DecisionMarks, breakpoints: &[Breakpoint]) -> usize {
    let head = rec.start().snake().head();
    let mut scan = BreakpointScan::new(breakpoints, 0, head);
    let mut hits = 0;
    while let ScanStatus::Hit(hit) = scan.run(rec, marks, Duration::MAX) {
        hits += 1;
        scan.resume_after(hit);
    }
    hits
}

fn scans(c: &mut Criterion) {
    let (rec, marks) = large_game();
    let last = rec.latest().snake().head();
    let head = [Breakpoint::new(Condition::HeadEnters(
        i64::from(last.x),
        i64::from(last.y),
    ))];
    let ScanStatus::Hit(hit) = first_hit(&rec, &marks, &head) else {
        panic!("the head enters the last cell")
    };
    eprintln!(
        "the head first enters {last} at tick {}, and {} times in {} ticks",
        hit.tick,
        every_hit(&rec, &marks, &head),
        rec.len()
    );
    let meals = [Breakpoint::new(Condition::FoodEaten)];
    let never = [Breakpoint::new(Condition::Fact(FactKind::Rescue))];
    let refusals = [Breakpoint::new(Condition::Fact(FactKind::Refused(
        Refusal::Any,
    )))];
    eprintln!(
        "{} meals, {} ticks with a shortcut refused",
        every_hit(&rec, &marks, &meals),
        every_hit(&rec, &marks, &refusals)
    );
    let mut g = c.benchmark_group("breakpoint scan, 64x64 Hamilton");
    g.bench_function("every entry of a cell", |b| {
        b.iter(|| black_box(every_hit(&rec, &marks, &head)))
    });
    g.bench_function("every meal", |b| {
        b.iter(|| black_box(every_hit(&rec, &marks, &meals)))
    });
    g.bench_function("a fact that never holds", |b| {
        b.iter(|| black_box(first_hit(&rec, &marks, &never)))
    });
    g.bench_function("every shortcut refusal", |b| {
        b.iter(|| black_box(every_hit(&rec, &marks, &refusals)))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .measurement_time(Duration::from_secs(4))
        .warm_up_time(Duration::from_secs(1));
    targets = scans
}
criterion_main!(benches);
