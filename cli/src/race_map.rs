//! `snakescope race MAP.map --scen FILE.scen`: the searches in eight directions on a Moving
//! AI benchmark map, over every start and goal pair of a scenario file (or one bucket of
//! them), with the cells each expands, its time, and how many of its costs equal the file's
//! optimal lengths. A search that promises the optimum and misses it on one pair is a
//! failure the command says, and it ends with status 1.

use crate::race_time::least;
use anyhow::{Context, bail};
use snakescope_core::algo::search::eight::EightBoard;
use snakescope_core::algo::search::{Guide, Heuristic, TieBreak, Weight};
use snakescope_core::files::{FileKind, read_text};
use snakescope_core::maps::{ScenPair, parse_map, parse_scen};
use snakescope_core::rules::Pos;
use snakescope_core::trace::race::Search;
use snakescope_core::trace::scen_race::{EightSearch, EightSpaces, ScenRow, race_scen};
use std::hint::black_box;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

/// What `race` on a map was asked: the map, the scenario file and its bucket, the searches,
/// A*'s guide where given, and how to time and print.
#[derive(Debug)]
pub struct MapRace<'a> {
    /// The `.map` file.
    pub file: &'a Path,
    /// The `.scen` file, if given.
    pub scen: Option<&'a Path>,
    /// Only the pairs of this bucket.
    pub bucket: Option<u32>,
    /// The searches, by name, separated by commas.
    pub searches: &'a str,
    /// A*'s heuristic (octile if not given).
    pub heuristic: Option<Heuristic>,
    /// A*'s weight (1 if not given).
    pub weight: Option<Weight>,
    /// A*'s tie-break (the larger g if not given).
    pub ties: Option<TieBreak>,
    /// Whether to time each search, and how many runs.
    pub time: Option<u32>,
    /// Whether to print JSON.
    pub json: bool,
}

/// Whether `file` is a Moving AI map, by its name.
pub fn is_map(file: &Path) -> bool {
    file.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("map"))
}

/// Runs `race` on a map.
pub fn run(args: &MapRace<'_>) -> anyhow::Result<ExitCode> {
    let searches = searches(args.searches)?;
    let map_text = read_text(args.file, FileKind::Map)?;
    let map = parse_map(&map_text).with_context(|| args.file.display().to_string())?;
    drop(map_text);
    let Some(scen_path) = args.scen else {
        bail!(
            "{}",
            tr!("a map races the start and goal pairs of a scenario file: add --scen FILE.scen")
        );
    };
    let scen_text = read_text(scen_path, FileKind::Scen)?;
    let mut pairs = parse_scen(&scen_text).with_context(|| scen_path.display().to_string())?;
    if let Some(bucket) = args.bucket {
        let buckets: std::collections::BTreeSet<u32> = pairs.iter().map(|p| p.bucket).collect();
        pairs.retain(|p| p.bucket == bucket);
        if pairs.is_empty() {
            let first_last = buckets.first().zip(buckets.last());
            let (first, last) = first_last.map_or((0, 0), |(a, b)| (*a, *b));
            bail!(
                "{}",
                tr!(
                    "{file} has no pair in bucket {bucket}: its buckets run from {first} to {last}",
                    file = scen_path.display(),
                    bucket = bucket,
                    first = first,
                    last = last
                )
            );
        }
    }
    if let Some(problem) = pairs.iter().find_map(|p| p.problem_on(&map)) {
        bail!("{}: {problem}", scen_path.display());
    }
    let board = EightBoard::from_map(&map);
    let guide = Guide {
        heuristic: args.heuristic.unwrap_or(Heuristic::Octile),
        weight: args.weight.unwrap_or(Weight::ONE),
        ties: args.ties.unwrap_or_default(),
    };
    let rows = race_scen(&board, &pairs, &searches, guide).map_err(anyhow::Error::msg)?;
    let times = args
        .time
        .map(|runs| time(&board, &pairs, &searches, guide, runs));
    let runs = args.time.unwrap_or(0);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if args.json {
        let json = json_rows(&rows, times.as_deref(), runs)?;
        serde_json::to_writer_pretty(&mut out, &json).context("writing the table")?;
        writeln!(out)?;
    } else {
        let name = args.file.file_name().unwrap_or_default().to_string_lossy();
        writeln!(
            out,
            "{}",
            tr!(
                "{map}: {w}x{h}, {open} open cells; {pairs} pairs of {scen}; eight directions, a diagonal √2, no corner cut; A* by {heuristic}, w = {weight}",
                map = name,
                w = map.width(),
                h = map.height(),
                open = map.open_cells(),
                pairs = pairs.len(),
                scen = scen_path.file_name().unwrap_or_default().to_string_lossy(),
                heuristic = guide.heuristic.title(),
                weight = guide.weight
            )
        )?;
        write_table(&mut out, &rows, times.as_deref())?;
        if times.is_some() {
            writeln!(out, "{}", legend(runs))?;
        }
    }
    out.flush()?;
    drop(out);
    let failed: Vec<&ScenRow> = rows.iter().filter(|r| r.failed()).collect();
    for row in &failed {
        eprintln!("{}", failure(row));
    }
    Ok(if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The searches named, each once, each one that runs in eight directions.
fn searches(names: &str) -> anyhow::Result<Vec<EightSearch>> {
    let all = EightSearch::ALL.map(EightSearch::cli_name).join(", ");
    let mut chosen = Vec::new();
    for name in names.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let Some(search) = EightSearch::from_cli_name(name) else {
            if Search::from_cli_name(name).is_some() {
                bail!(
                    "{}",
                    tr!(
                        "{name} runs in the game's four directions only; on a map race {all}",
                        name = name,
                        all = all
                    )
                );
            }
            bail!(
                "{}",
                tr!(
                    "“{name}” is not a search: on a map race {all}",
                    name = name,
                    all = all
                )
            );
        };
        if chosen.contains(&search) {
            bail!(
                "{}",
                tr!(
                    "the search {search} is named twice; each races once",
                    search = name
                )
            );
        }
        chosen.push(search);
    }
    if chosen.is_empty() {
        bail!(
            "{}",
            tr!("name a search or more: on a map race {all}", all = all)
        );
    }
    Ok(chosen)
}

/// The least time of `runs` runs of each search over every pair, watched by nothing, a
/// pair's share of it.
fn time(
    board: &EightBoard,
    pairs: &[ScenPair],
    searches: &[EightSearch],
    guide: Guide,
    runs: u32,
) -> Vec<Duration> {
    let mut spaces = EightSpaces::default();
    let cell = |(x, y): (u32, u32)| Pos::new(x as u16, y as u16);
    searches
        .iter()
        .map(|&search| {
            let total = least(runs, || {
                for p in pairs {
                    let cost =
                        spaces.run_unwatched(search, board, guide, cell(p.start), cell(p.goal));
                    black_box(cost.ok());
                }
            });
            total / pairs.len().max(1) as u32
        })
        .collect()
}

/// The table, a row a search.
fn write_table(
    out: &mut impl Write,
    rows: &[ScenRow],
    times: Option<&[Duration]>,
) -> std::io::Result<()> {
    let mut head = vec![
        tr!("search"),
        tr!("pairs"),
        tr!("expanded (mean)"),
        tr!("optimal"),
        tr!("worst / optimum"),
    ];
    if times.is_some() {
        head.push(tr!("time a pair (µs)"));
    }
    let lines: Vec<Vec<String>> = rows
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let mut cells = vec![
                r.search.cli_name().to_string(),
                r.pairs.to_string(),
                format!("{:.1}", r.mean_expanded),
                format!("{}/{}", r.optimal, r.pairs),
                format!("{:.4}", r.worst_ratio),
            ];
            if let Some(t) = times.and_then(|t| t.get(k)) {
                cells.push(format!("{:.1}", t.as_nanos() as f64 / 1000.0));
            }
            cells
        })
        .collect();
    let widths: Vec<usize> = (0..head.len())
        .map(|c| {
            std::iter::once(&head)
                .chain(&lines)
                .map(|l| l[c].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for line in std::iter::once(&head).chain(&lines) {
        let cells: Vec<String> = line
            .iter()
            .zip(&widths)
            .map(|(cell, w)| format!("{cell:<w$}", w = *w))
            .collect();
        writeln!(out, "{}", cells.join("  ").trim_end())?;
    }
    Ok(())
}

/// What the time column measures.
fn legend(runs: u32) -> String {
    tr!(
        "time: the least of {runs} run(s) over every pair, watched by nothing (the code a solver runs), divided by the pairs; in microseconds",
        runs = runs
    )
}

/// The rows as `--json` writes them, with `time_us` (a pair's share of the least run) when
/// timed.
fn json_rows(
    rows: &[ScenRow],
    times: Option<&[Duration]>,
    runs: u32,
) -> anyhow::Result<Vec<serde_json::Value>> {
    rows.iter()
        .enumerate()
        .map(|(k, row)| {
            let mut value = serde_json::to_value(row)?;
            if let (Some(t), Some(fields)) = (times.and_then(|t| t.get(k)), value.as_object_mut()) {
                fields.insert("time_us".into(), (t.as_nanos() as f64 / 1000.0).into());
                fields.insert("runs".into(), runs.into());
            }
            Ok(value)
        })
        .collect()
}

/// What a search that broke its promise did, with the first pairs it missed.
fn failure(row: &ScenRow) -> String {
    let missed: Vec<String> = row
        .disagreements
        .iter()
        .map(|d| match d.cost {
            Some(c) => tr!(
                "line {line}: {cost} where the file says {optimal}",
                line = d.line,
                cost = format!("{c:.8}"),
                optimal = format!("{:.8}", d.optimal)
            ),
            None => tr!(
                "line {line}: no path where the file says {optimal}",
                line = d.line,
                optimal = format!("{:.8}", d.optimal)
            ),
        })
        .collect();
    tr!(
        "{search} promises the cheapest path and missed it on {n} of {pairs} pairs: {missed}",
        search = row.search.cli_name(),
        n = row.pairs - row.optimal,
        pairs = row.pairs,
        missed = missed.join("; ")
    )
}
