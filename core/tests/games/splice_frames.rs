//! The Splices stage audited as a class watches it: over the first ten ticks of every curated
//! scenario, no two events in a row show the same board under the same caption (a step the
//! class cannot see), and every frame of a plan draws a cycle that visits each free cell of
//! the board at most once.

use snakescope_core::scenario;
use snakescope_core::solver::AnySolver;
use snakescope_core::stages::frame::StageFrame;
use snakescope_core::stages::{Stage, StageEvent};
use snakescope_core::trace::{captions, run_stage_into};
use std::collections::HashSet;
use std::path::Path;

/// Ticks of each scenario audited.
const TICKS: usize = 10;

/// What is wrong with the frames of one run of the stage's `events`.
fn faults(grid: snakescope_core::rules::Grid, events: &[StageEvent]) -> Vec<String> {
    let words = captions(events);
    let mut frame = StageFrame::new(grid);
    let mut last: Option<(StageFrame, &str)> = None;
    let mut found = Vec::new();
    for (k, (e, said)) in events.iter().zip(&words).enumerate() {
        frame.apply(e);
        // What the class sees: the board and the caption (not the count of events folded, nor
        // the line lit, which the board does not show).
        let mut seen = frame.clone();
        seen.events = 0;
        seen.line = None;
        if let Some((before, before_said)) = &last
            && *before == seen
            && *before_said == said.as_str()
        {
            found.push(format!("events {} and {k} look the same: {said}", k - 1));
        }
        if let Some(r) = &frame.reshaping {
            let mut cells = HashSet::new();
            if !r.main.iter().chain(&r.split).all(|&c| cells.insert(c)) {
                found.push(format!("event {k}: the cycle drawn visits a cell twice"));
            }
            if r.main.len() + r.split.len() != grid.cells() {
                found.push(format!(
                    "event {k}: the cycle drawn has {} cells of {}",
                    r.main.len() + r.split.len(),
                    grid.cells()
                ));
            }
        }
        last = Some((seen, said));
    }
    found
}

#[test]
fn no_two_events_in_a_row_look_the_same_in_the_first_ten_ticks_of_every_curated_scenario() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the scenarios folder")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    let mut found = Vec::new();
    let mut plans = 0;
    for path in files {
        let s = scenario::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut game = s.start().expect("a curated scenario starts");
        let Ok(mut solver) = AnySolver::new(s.solver_kind(), &game) else {
            continue;
        };
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for tick in 0..TICKS {
            if game.is_over() {
                break;
            }
            let mut events: Vec<StageEvent> = Vec::new();
            // A stage that cannot run here (no food, no cycle) shows nothing to audit.
            if run_stage_into(Stage::Splice, &game, Some(&solver), None, None, &mut events).is_ok()
            {
                plans += 1;
                for f in faults(*game.grid(), &events) {
                    found.push(format!("{name}, tick {tick}: {f}"));
                }
            }
            let decision = solver.decide(&game, &mut snakescope_core::algo::Ignore);
            game.step(decision.dir);
        }
    }
    assert!(plans > 100, "only {plans} plans audited");
    assert!(found.is_empty(), "{}", found.join("\n"));
}
