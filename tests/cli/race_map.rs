//! `snakescope race MAP.map --scen FILE.scen`: the searches in eight directions on a Moving
//! AI map, over a scenario file's pairs, as a researcher runs them. The map and the scenario
//! are written here by hand in the formats' exact text; their optimal lengths were worked out
//! apart from snakescope.

use crate::common;

use common::cli::{snakescope, stderr, stdout};
use serde_json::Value;

/// A map of 8x5 with a wall shaped like a C and a tree, as the benchmarks write one.
const MAP: &str =
    "type octile\nheight 5\nwidth 8\nmap\n........\n..@@@...\n..@.....\n..@..T..\n........\n";

/// Five pairs over three buckets, tab separated, with their optimal lengths: 7 straight; 5
/// straight and 2 diagonals round the C's top (5 + 2·√2); a diagonal and 3 straight; the same
/// backwards; 6 straight and 2 diagonals (6 + 2·√2 = 8.83).
const SCEN: &str = "version 1\n\
0\tsmall.map\t8\t5\t0\t0\t7\t0\t7.00000000\n\
0\tsmall.map\t8\t5\t0\t0\t7\t4\t9.82842712\n\
0\tsmall.map\t8\t5\t3\t2\t6\t4\t4.41421356\n\
1\tsmall.map\t8\t5\t1\t4\t4\t2\t4.41421356\n\
2\tsmall.map\t8\t5\t7\t1\t0\t3\t9.24264069\n";

/// The map and a scenario file written into a scratch folder: their paths.
fn files(name: &str, scen: &str) -> (String, String) {
    let dir = crate::hostile::scratch(name);
    let (map, scen_path) = (dir.join("small.map"), dir.join("small.map.scen"));
    std::fs::write(&map, MAP).unwrap();
    std::fs::write(&scen_path, scen).unwrap();
    let text = |p: std::path::PathBuf| p.to_string_lossy().into_owned();
    (text(map), text(scen_path))
}

fn json(args: &[&str]) -> Vec<Value> {
    let o = snakescope(args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let parsed: Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    parsed.as_array().expect("a list").clone()
}

#[test]
fn every_optimal_search_agrees_with_every_pair_of_a_hand_written_map() {
    let (map, scen) = files("race-map", SCEN);
    let rows = json(&[
        "race",
        &map,
        "--scen",
        &scen,
        "--searches",
        "bfs,dijkstra,astar,jps,bidirectional",
        "--json",
    ]);
    assert_eq!(rows.len(), 5);
    for r in &rows {
        assert_eq!(r["pairs"], 5, "{r}");
        let expanded = r["mean_expanded"].as_f64().unwrap();
        assert!(expanded >= 1.0, "{r}");
        if r["promises_optimum"] == true {
            assert_eq!(r["optimal"], 5, "{r}");
            assert_eq!(r["worst_ratio"], 1.0, "{r}");
        }
    }
    let of = |s: &str| {
        rows.iter().find(|r| r["search"] == s).unwrap()["mean_expanded"]
            .as_f64()
            .unwrap()
    };
    assert!(
        of("jps") < of("astar") && of("astar") < of("dijkstra"),
        "{rows:?}"
    );
    assert_eq!(rows[0]["promises_optimum"], false, "bfs counts steps");
}

#[test]
fn a_pair_whose_optimum_is_missed_is_a_failure_named_by_its_line() {
    let wrong = SCEN.replace("9.82842712", "9.50000000");
    let (map, scen) = files("race-map-wrong", &wrong);
    let o = snakescope(&["race", &map, "--scen", &scen, "--searches", "astar,jps"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let err = stderr(&o);
    assert!(err.contains("astar") && err.contains("jps"), "{err}");
    assert!(
        err.contains("line 3: 9.82842712 where the file says 9.50000000"),
        "{err}"
    );
    assert!(stdout(&o).contains("4/5"), "{}", stdout(&o));
}

#[test]
fn manhattan_overestimates_a_diagonal_and_a_weight_is_bounded() {
    let (map, scen) = files("race-map-guide", SCEN);
    let manhattan = json(&[
        "race",
        &map,
        "--scen",
        &scen,
        "--searches",
        "astar",
        "--heuristic",
        "manhattan",
        "--json",
    ]);
    assert_eq!(manhattan[0]["promises_optimum"], false);
    assert!(
        manhattan[0]["optimal"].as_u64().unwrap() < 5,
        "{manhattan:?}"
    );
    let weighted = json(&[
        "race",
        &map,
        "--scen",
        &scen,
        "--searches",
        "astar",
        "--weight",
        "2",
        "--json",
    ]);
    let ratio = weighted[0]["worst_ratio"].as_f64().unwrap();
    assert!((1.0..=2.0).contains(&ratio), "{weighted:?}");
}

#[test]
fn a_bucket_picks_its_pairs_and_time_adds_a_column() {
    let (map, scen) = files("race-map-bucket", SCEN);
    let rows = json(&[
        "race",
        &map,
        "--scen",
        &scen,
        "--searches",
        "astar",
        "--bucket",
        "0",
        "--json",
        "--time",
        "--runs",
        "2",
    ]);
    assert_eq!(rows[0]["pairs"], 3);
    assert!(rows[0]["time_us"].as_f64().unwrap() > 0.0);
    let o = snakescope(&["race", &map, "--scen", &scen, "--searches", "jps", "--time"]);
    let out = stdout(&o);
    assert!(
        out.contains("time a pair (µs)") && out.contains("8x5, 34 open cells"),
        "{out}"
    );
    let o = snakescope(&[
        "race",
        &map,
        "--scen",
        &scen,
        "--searches",
        "astar",
        "--bucket",
        "7",
    ]);
    assert!(
        stderr(&o).contains("no pair in bucket 7: its buckets run from 0 to 2"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_map_race_refuses_what_it_cannot_run_and_says_why() {
    let (map, scen) = files("race-map-refused", SCEN);
    let refused = |args: &[&str], says: &str| {
        let o = snakescope(args);
        assert_ne!(o.status.code(), Some(0), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    };
    refused(
        &["race", &map, "--scen", &scen, "--searches", "dfs"],
        "four directions only",
    );
    refused(
        &["race", &map, "--scen", &scen, "--searches", "teleport"],
        "is not a search",
    );
    refused(&["race", &map, "--searches", "astar"], "a race runs 2 to");
    refused(
        &[
            "race",
            "scenarios/open-20x20.ron",
            "--scen",
            &scen,
            "--searches",
            "bfs,astar",
        ],
        "--scen goes with a Moving AI map",
    );
    let other = SCEN.replace("\t8\t5\t7\t1", "\t9\t5\t7\t1");
    let (map2, scen2) = files("race-map-size", &other);
    refused(
        &["race", &map2, "--scen", &scen2, "--searches", "astar"],
        "a map of 9x5",
    );
    let closed = SCEN.replace("\t3\t2\t6\t4", "\t2\t2\t6\t4");
    let (map3, scen3) = files("race-map-closed", &closed);
    refused(
        &["race", &map3, "--scen", &scen3, "--searches", "astar"],
        "(2, 2) is not an open cell",
    );
    let dir = crate::hostile::scratch("race-map-bad");
    let bad = dir.join("bad.map");
    std::fs::write(&bad, "type octile\nheight 2\nwidth 3\nmap\n...\n..\n").unwrap();
    refused(
        &[
            "race",
            bad.to_str().unwrap(),
            "--scen",
            &scen,
            "--searches",
            "astar",
        ],
        "line 6",
    );
}

#[test]
fn a_whole_map_races_between_its_own_ends_or_those_given() {
    let (map, _) = files("race-whole-map", SCEN);
    let rows = json(&[
        "race",
        &map,
        "--searches",
        "astar,jps,dijkstra,bfs",
        "--json",
    ]);
    let names: Vec<&str> = rows.iter().map(|r| r["search"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        ["astar-8", "jps", "dijkstra-8", "bfs-8"],
        "eight directions"
    );
    // From the map's first open cell to its last: the scenario file's second pair.
    for r in &rows[..3] {
        let cost = r["cost"].as_f64().unwrap();
        assert!((cost - 9.82842712).abs() < 1e-6, "{r}");
        assert_eq!(r["shortest"], true, "{r}");
    }
    let o = snakescope(&["race", &map, "--searches", "astar,jps"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("8x5 map, 34 open cells, from (0, 0) to (7, 4)"),
        "{out}"
    );
    assert!(out.contains("recorded: ") && out.contains("MiB"), "{out}");
    // Ends of one's own: out of the C, down and along the bottom: four straight steps, as
    // no diagonal may cut the corner of the C's foot.
    let rows = json(&[
        "race",
        &map,
        "--searches",
        "astar,dijkstra",
        "--from",
        "3,2",
        "--to",
        "1,4",
        "--json",
    ]);
    for r in &rows {
        let cost = r["cost"].as_f64().unwrap();
        assert_eq!(cost, 4.0, "{r}");
    }
}

#[test]
fn a_whole_map_refuses_closed_ends_and_a_scenario_s_options() {
    let (map, _) = files("race-whole-map-refused", SCEN);
    let refused = |args: &[&str], says: &str| {
        let o = snakescope(args);
        assert_ne!(o.status.code(), Some(0), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    };
    let with = |extra: &[&'static str], says: &str| {
        let mut args = vec!["race", map.as_str(), "--searches", "astar,bfs"];
        args.extend_from_slice(extra);
        refused(&args, says);
    };
    with(&["--from", "2,2"], "(2, 2) is closed on the map");
    with(&["--to", "8,0"], "(8, 0) is off the 8x5 map");
    with(&["--tick", "3"], "--tick goes with a scenario");
}
