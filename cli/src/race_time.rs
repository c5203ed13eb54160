//! `race --time`: each raced search timed apart from the race, the least wall time of a few
//! runs. Once watched by nothing (the code a solver runs, at full speed), once keeping what
//! the race keeps, so that what recording costs can be read beside it. The figures
//! are a machine's, never promised: tests check only that they are there.

use snakescope_core::trace::race::{Race, RaceRow, Search};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The most runs `--runs` takes: enough for a steady least time, few enough to finish.
pub const MAX_RUNS: u32 = 1000;

/// How long one search took: the least of its runs, each way.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// The search timed: the one its lane raced (`bfs-8` where `bfs` was named on a board of
    /// eight directions).
    pub search: Search,
    /// Watched by nothing: no event built.
    pub unwatched: Duration,
    /// Keeping what the race keeps.
    pub recorded: Duration,
}

/// Times each search `race` ran, as its lane ran it, on the race's board, `runs` times each
/// way (at least once): a row per lane, in the table's order.
pub fn time(race: &Race, runs: u32) -> Vec<Timing> {
    let board = race.board();
    race.lanes()
        .iter()
        .map(|lane| {
            let search = lane.search();
            Timing {
                search,
                unwatched: least(runs, || {
                    black_box(board.run_unwatched(black_box(search)));
                }),
                recorded: least(runs, || {
                    black_box(board.run_recorded(black_box(search)));
                }),
            }
        })
        .collect()
}

/// The least wall time of `runs` calls of `run`.
pub fn least(runs: u32, mut run: impl FnMut()) -> Duration {
    (0..runs.max(1))
        .map(|_| {
            let began = Instant::now();
            run();
            began.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// Microseconds, with the nanoseconds as decimals.
fn micros(d: Duration) -> f64 {
    d.as_nanos() as f64 / 1000.0
}

/// The rows as `race --json` writes them, each with its times when timed: `time_us` (watched
/// by nothing) and `recorded_us` (keeping what the race keeps), the least of `runs` runs in
/// microseconds.
pub fn json_rows(
    rows: &[RaceRow],
    times: Option<(&[Timing], u32)>,
) -> serde_json::Result<Vec<serde_json::Value>> {
    rows.iter()
        .map(|row| {
            let mut value = serde_json::to_value(row)?;
            let timed = times.and_then(|(times, runs)| Some((of(times, row)?, runs)));
            if let (Some((t, runs)), Some(fields)) = (timed, value.as_object_mut()) {
                fields.insert("time_us".into(), micros(t.unwatched).into());
                fields.insert("recorded_us".into(), micros(t.recorded).into());
                fields.insert("runs".into(), runs.into());
            }
            Ok(value)
        })
        .collect()
}

/// The timing of `row`'s search, if it was timed.
pub fn of<'t>(times: &'t [Timing], row: &RaceRow) -> Option<&'t Timing> {
    times.iter().find(|t| t.search == row.search)
}

/// The table's time columns' headings.
pub fn headings() -> [String; 2] {
    [tr!("time (µs)"), tr!("recorded (µs)")]
}

/// One row's time cells, under [`headings`].
pub fn cells(t: &Timing) -> [String; 2] {
    [
        format!("{:.1}", micros(t.unwatched)),
        format!("{:.1}", micros(t.recorded)),
    ]
}

/// The line under the table saying what the time columns measure.
pub fn legend(runs: u32) -> String {
    tr!(
        "time: the least of {runs} run(s) of each search watched by nothing, the code a solver runs; recorded: the same keeping what the race keeps; in microseconds, measured apart from the race",
        runs = runs
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::maps::parse_map;
    use snakescope_core::rules::Pos;
    use snakescope_core::trace::race::{RaceBoard, race};

    #[test]
    fn each_search_is_timed_as_its_lane_raced_it() {
        let map = parse_map("type octile\nheight 3\nwidth 4\nmap\n....\n.T..\n....\n").unwrap();
        let board = RaceBoard::on_map(&map, Pos::new(0, 0), Pos::new(3, 2)).unwrap();
        let raced = race(&board, &[Search::Bfs, Search::Jps, Search::AStar]).unwrap();
        let timed: Vec<Search> = time(&raced, 1).iter().map(|t| t.search).collect();
        assert_eq!(timed, [Search::BfsEight, Search::Jps, Search::AStarEight]);
        let lanes: Vec<Search> = raced.lanes().iter().map(|l| l.search()).collect();
        assert_eq!(timed, lanes);
    }
}
