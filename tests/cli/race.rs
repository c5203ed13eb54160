//! `snakescope race` and the searches' stages on the command line, as a teacher of graph
//! search uses them.

use crate::common;

use common::cli::{snakescope, stderr, stdout};
use serde_json::Value;

const OPEN: &str = "scenarios/open-20x20.ron";
const ALL: &str = "bfs,dfs,dijkstra,best-first,astar,bidirectional,timed";

/// The race's JSON rows by search name.
fn rows(args: &[&str]) -> Vec<Value> {
    let o = snakescope(args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let parsed: Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    parsed.as_array().expect("a list").clone()
}

fn row<'a>(rows: &'a [Value], search: &str) -> &'a Value {
    rows.iter()
        .find(|r| r["search"] == search)
        .unwrap_or_else(|| panic!("no row for {search}: {rows:?}"))
}

#[test]
fn a_race_of_all_seven_says_what_each_search_costs_and_finds() {
    let rows = rows(&["race", OPEN, "--searches", ALL, "--json"]);
    assert_eq!(rows.len(), 7);
    for r in &rows {
        for key in [
            "search",
            "expanded",
            "max_frontier",
            "path_length",
            "cost",
            "shortest",
        ] {
            assert!(r.get(key).is_some(), "{key} missing in {r}");
        }
    }
    let (bfs, astar, dfs) = (row(&rows, "bfs"), row(&rows, "astar"), row(&rows, "dfs"));
    assert!(
        astar["expanded"].as_u64() < bfs["expanded"].as_u64(),
        "A* should expand fewer cells than BFS: {astar} {bfs}"
    );
    assert_eq!(astar["path_length"], bfs["path_length"]);
    assert_eq!(bfs["shortest"], true);
    assert!(dfs["path_length"].as_u64() >= bfs["path_length"].as_u64());
}

#[test]
fn a_race_starts_and_ends_where_it_is_told_and_prints_a_table() {
    let o = snakescope(&[
        "race",
        OPEN,
        "--searches",
        "bfs,astar",
        "--from",
        "0,19",
        "--to",
        "19,19",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("from (0, 19) to (19, 19)"), "{out}");
    let bfs_line = out
        .lines()
        .find(|l| l.starts_with("bfs"))
        .expect("a bfs row");
    // Along the bottom row: 19 moves.
    assert!(bfs_line.split_whitespace().any(|w| w == "19"), "{out}");
}

#[test]
fn a_race_refuses_an_unknown_search_a_lone_one_and_a_cell_off_the_board() {
    let most = snakescope_core::stages::Search::ALL.len();
    let lone = format!("a race runs 2 to {most} searches, not 1");
    for (searches, extra, says) in [
        ("bfs,bogus", "", "unknown search “bogus”"),
        ("bfs", "", lone.as_str()),
        ("bfs,bfs", "", "named twice"),
        ("bfs,dfs", "40,2", "off the 20x20 board"),
    ] {
        let mut args = vec!["race", OPEN, "--searches", searches];
        if !extra.is_empty() {
            args.extend(["--to", extra]);
        }
        let o = snakescope(&args);
        assert_ne!(o.status.code(), Some(0), "{searches}");
        assert!(stderr(&o).contains(says), "{searches}: {}", stderr(&o));
    }
}

#[test]
fn explain_shows_each_search_s_events_with_its_keys() {
    for (stage, word) in [
        ("dfs", "stack"),
        ("dijkstra", "cost"),
        ("best-first", "h = "),
        ("astar", "f = "),
        ("bidirectional", "target"),
        ("timed", "tail"),
    ] {
        let o = snakescope(&["explain", OPEN, "--tick", "0", "--stage", stage]);
        assert_eq!(o.status.code(), Some(0), "{stage}: {}", stderr(&o));
        let out = stdout(&o);
        assert!(out.contains(word), "{stage}: no {word:?} in\n{out}");
    }
}

#[test]
fn a_scenario_s_search_walls_are_avoided_and_drawn_by_the_searches_run_on_their_own() {
    // The pocket's walls stand between the head and the food: through them the path would
    // be 10 moves; around them it is 20.
    let pocket = "scenarios/search-pocket-12x12.ron";
    for stage in ["best-first", "astar", "bidirectional"] {
        let o = snakescope(&[
            "explain", pocket, "--tick", "0", "--stage", stage, "--frames", "last",
        ]);
        assert_eq!(o.status.code(), Some(0), "{stage}: {}", stderr(&o));
        let out = stdout(&o);
        assert!(
            out.contains("path of 20 steps") || out.contains("path has 20 steps"),
            "{stage}:\n{out}"
        );
        let walls = out.lines().map(|l| l.matches("  W").count()).sum::<usize>();
        assert_eq!(walls, 17, "{stage}:\n{out}");
    }
    let rows = rows(&["race", pocket, "--searches", "bfs,astar", "--json"]);
    assert_eq!(row(&rows, "bfs")["path_length"], 20);
}

#[test]
fn a_race_is_drawn_for_a_slide_as_a_png_of_one_step_or_a_gif_of_every_step() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli_race_pictures");
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join("race.png");
    let _ = std::fs::remove_file(&png);
    let out = png.to_str().unwrap();
    let o = snakescope(&[
        "race",
        OPEN,
        "--searches",
        "bfs,astar",
        "--json",
        "--out",
        out,
        "--step",
        "3",
        "--size",
        "400",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // The table still goes to the standard output, whole; the picture's line to the error.
    let parsed: Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(parsed.as_array().unwrap().len(), 2);
    assert!(stderr(&o).contains("at step 3 of"), "{}", stderr(&o));
    let bytes = std::fs::read(&png).expect("the PNG");
    assert_eq!(&bytes[1..4], b"PNG");
    // Its width is the size asked for: two boards side by side.
    let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    assert_eq!(width, 400);

    let gif = dir.join("race.gif");
    let o = snakescope(&[
        "race",
        "scenarios/classic-8x8-greedy.ron",
        "--searches",
        "bfs,dfs",
        "--out",
        gif.to_str().unwrap(),
        "--size",
        "300",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("a frame a step"), "{}", stderr(&o));
    assert_eq!(&std::fs::read(&gif).unwrap()[..6], b"GIF89a");

    // A step past the end, an SVG, a size out of range: refused before anything is written.
    for (extra, says) in [
        (
            vec!["--out", out, "--step", "100000"],
            "past the race's end",
        ),
        (vec!["--out", "race.svg"], "must end in .png or .gif"),
        (vec!["--out", out, "--size", "10"], "--size or --fps"),
    ] {
        let mut args = vec!["race", OPEN, "--searches", "bfs,dfs"];
        args.extend(extra);
        let o = snakescope(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
    assert!(!std::path::Path::new("race.svg").exists());
}

/// A band of mud and water across the middle of an 8x5 board, between the search's ends.
const MUD: &str = "Scenario(version: 1, width: 8, height: 5, snake: [(0, 4)], heading: Up, \
    food: [(7, 4)], search: (from: (0, 2), to: (7, 2), terrain: [((2, 1), Mud), \
    ((2, 2), Water), ((2, 3), Mud), ((3, 2), Water), ((4, 2), Water), ((5, 2), Mud)]))";

fn mud_file(dir: &std::path::Path, text: &str) -> String {
    let path = dir.join("mud.ron");
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn on_terrain_the_cost_column_sums_entry_costs_and_bfs_is_not_the_cheapest() {
    let dir = crate::hostile::scratch("race-mud");
    let file = mud_file(&dir, MUD);
    let searches = "bfs,dijkstra,astar,bidirectional";
    let rows = rows(&[
        "race",
        &file,
        "--searches",
        searches,
        "--turn-cost",
        "0",
        "--json",
    ]);
    // BFS goes straight through the band: 7 moves, water three times, mud twice.
    assert_eq!(row(&rows, "bfs")["path_length"], 7);
    assert_eq!(row(&rows, "bfs")["cost"], 21);
    assert_eq!(row(&rows, "bfs")["shortest"], false);
    // Round the band: 9 moves on plain ground.
    for search in ["dijkstra", "astar", "bidirectional"] {
        assert_eq!(row(&rows, search)["path_length"], 9, "{search}");
        assert_eq!(row(&rows, search)["cost"], 11, "{search}");
        assert_eq!(row(&rows, search)["shortest"], true, "{search}");
    }
    let o = snakescope(&["race", &file, "--searches", "bfs,astar"]);
    let out = stdout(&o);
    assert!(out.contains("3 water cell(s) costing 5"), "{out}");
    assert!(out.contains("(BFS) ignores the terrain"), "{out}");
    assert!(!out.contains("(A*) ignores"), "{out}");
}

#[test]
fn the_search_board_s_turn_cost_is_the_race_s_unless_the_command_line_gives_one() {
    let dir = crate::hostile::scratch("race-turn-cost");
    let free = MUD.replace("search: (", "search: (turn_cost: 0, ");
    let file = mud_file(&dir, &free);
    let cost = |extra: &[&str]| {
        let args = [
            &["race", &file, "--searches", "dijkstra,astar", "--json"],
            extra,
        ]
        .concat();
        let table = rows(&args);
        (
            row(&table, "dijkstra")["cost"].clone(),
            row(&table, "astar")["cost"].clone(),
        )
    };
    // Turns free: Dijkstra weighs the cells alone and costs what A* does.
    let (dijkstra, astar) = cost(&[]);
    assert_eq!(dijkstra, astar);
    assert_eq!(dijkstra, 11);
    // The command line's turn cost wins: the path round the band turns.
    let (dearer, _) = cost(&["--turn-cost", "1"]);
    assert!(dearer.as_u64().unwrap() > 11, "{dearer}");
    let o = snakescope(&["race", &file, "--searches", "bfs,dijkstra"]);
    assert!(
        stdout(&o).contains("a turn costing 0 more"),
        "{}",
        stdout(&o)
    );
    // Beyond the most a turn may cost, `check` names the field.
    let dear = mud_file(
        &dir,
        &MUD.replace("search: (", "search: (turn_cost: 5000, "),
    );
    let o = snakescope(&["check", &dear]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let said = format!("{}{}", stdout(&o), stderr(&o));
    assert!(said.contains("turn_cost 5000 is more than 4096"), "{said}");
}

#[test]
fn a_weighted_a_star_is_flagged_with_its_bound_and_a_bad_weight_or_ground_is_refused() {
    let dir = crate::hostile::scratch("race-weighted");
    let file = mud_file(&dir, MUD);
    let args = [
        "race",
        &file,
        "--searches",
        "astar,dijkstra",
        "--turn-cost",
        "0",
    ];
    let weighted = [
        &args[..],
        &["--heuristic", "octile", "--weight", "2.5", "--json"],
    ]
    .concat();
    let table = rows(&weighted);
    let (astar, dijkstra) = (row(&table, "astar"), row(&table, "dijkstra"));
    let best = dijkstra["cost"].as_u64().unwrap() as f64;
    assert_eq!(astar["bound"].as_f64(), Some(best * 2.5));
    assert!(astar["cost"].as_f64().unwrap() <= best * 2.5);
    let o = snakescope(&[&args[..], &["--weight", "2.5", "--ties", "smaller-g"]].concat());
    let out = stdout(&o);
    assert!(out.contains("astar weighted by 2.5: cost"), "{out}");
    assert!(out.contains("within its bound of"), "{out}");
    assert!(out.contains("ties to the smaller-g"), "{out}");
    // Unweighted, no bound is claimed.
    let plain = rows(&[&args[..], &["--json"]].concat());
    assert!(row(&plain, "astar").get("bound").is_none());
    for bad in [
        ["--weight", "0.9"],
        ["--heuristic", "diagonal"],
        ["--ties", "random"],
    ] {
        let o = snakescope(&[&args[..], &bad[..]].concat());
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert!(stderr(&o).contains(bad[1]), "{bad:?}: {}", stderr(&o));
    }
    let lava = mud_file(&dir, &MUD.replace("Water", "Lava"));
    let o = snakescope(&["race", &lava, "--searches", "bfs,astar"]);
    assert_ne!(o.status.code(), Some(0));
    assert!(
        stderr(&o).contains("mud.ron:1:") && stderr(&o).contains("Lava"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_search_run_on_its_own_weighs_the_terrain_or_says_it_ignores_it() {
    let dir = crate::hostile::scratch("explain-mud");
    let file = mud_file(&dir, MUD);
    let explain = |stage: &str| {
        let o = snakescope(&[
            "explain", &file, "--tick", "0", "--stage", stage, "--frames", "last",
        ]);
        assert_eq!(o.status.code(), Some(0), "{stage}: {}", stderr(&o));
        stdout(&o)
    };
    let dfs = explain("dfs");
    assert!(dfs.contains("(DFS) ignores the terrain"), "{dfs}");
    // Round the band, 9 moves: what the cells entered cost, and a turn costing one more each.
    let dijkstra = explain("dijkstra");
    assert!(
        dijkstra.contains("the path has 9 steps and costs 13"),
        "{dijkstra}"
    );
    assert!(!dijkstra.contains("ignores the terrain"), "{dijkstra}");
    let astar = explain("astar");
    assert!(astar.contains("admissible and consistent here"), "{astar}");
}

#[test]
fn race_time_adds_positive_times_and_leaves_every_other_field_as_it_was() {
    let plain = rows(&["race", OPEN, "--searches", ALL, "--json"]);
    let timed = rows(&[
        "race",
        OPEN,
        "--searches",
        ALL,
        "--json",
        "--time",
        "--runs",
        "3",
    ]);
    assert_eq!(plain.len(), timed.len());
    for (plain, timed) in plain.iter().zip(&timed) {
        for key in ["time_us", "recorded_us"] {
            let us = timed[key]
                .as_f64()
                .unwrap_or_else(|| panic!("{key} in {timed}"));
            assert!(us > 0.0, "{key} should be positive: {timed}");
        }
        assert_eq!(timed["runs"], 3, "{timed}");
        let mut rest = timed.as_object().expect("an object").clone();
        for key in ["time_us", "recorded_us", "runs"] {
            rest.remove(key);
        }
        assert_eq!(&Value::Object(rest), plain);
        assert!(plain.get("time_us").is_none(), "{plain}");
    }
}

#[test]
fn race_time_adds_two_columns_and_a_legend_to_the_same_table() {
    let args = ["race", OPEN, "--searches", "bfs,astar,dfs"];
    let plain = snakescope(&args);
    let timed = snakescope(&[&args[..], &["--time"]].concat());
    assert_eq!(timed.status.code(), Some(0), "{}", stderr(&timed));
    let (plain, timed) = (stdout(&plain), stdout(&timed));
    let heading = timed
        .lines()
        .find(|l| l.starts_with("search"))
        .expect("a heading");
    assert!(heading.ends_with("time (µs)  recorded (µs)"), "{timed}");
    assert!(timed.contains("the least of 5 run(s)"), "{timed}");
    for search in ["bfs", "astar", "dfs"] {
        let line = |out: &str| {
            let found = out.lines().find(|l| l.starts_with(search));
            found.expect("a row").to_owned()
        };
        let (plain_line, timed_line) = (line(&plain), line(&timed));
        let rest = timed_line
            .strip_prefix(&plain_line)
            .unwrap_or_else(|| panic!("the timed row should extend the plain one:\n{timed}"));
        let times: Vec<f64> = rest
            .split_whitespace()
            .map(|w| w.parse().expect("a time"))
            .collect();
        assert_eq!(times.len(), 2, "{timed_line}");
        assert!(times.iter().all(|&us| us > 0.0), "{timed_line}");
    }
}

#[test]
fn race_runs_must_be_from_one_to_its_bound_and_come_with_time() {
    for (runs, says) in [
        ("0", "0 is not in 1..=1000"),
        ("1001", "1001 is not in 1..=1000"),
        ("many", "invalid digit"),
    ] {
        let o = snakescope(&[
            "race",
            OPEN,
            "--searches",
            "bfs,astar",
            "--time",
            "--runs",
            runs,
        ]);
        assert_eq!(o.status.code(), Some(2), "{runs}");
        assert!(stderr(&o).contains(says), "{runs}: {}", stderr(&o));
    }
    let o = snakescope(&["race", OPEN, "--searches", "bfs,astar", "--runs", "3"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--time"), "{}", stderr(&o));
}

#[test]
fn jump_point_search_races_beside_a_star_in_eight_directions_and_refuses_mud() {
    // The pocket board: a wall between the head and the food.
    let pocket = "scenarios/search-pocket-12x12.ron";
    let table = rows(&["race", pocket, "--searches", "bfs,astar-8,jps", "--json"]);
    let (bfs, astar, jps) = (
        row(&table, "bfs"),
        row(&table, "astar-8"),
        row(&table, "jps"),
    );
    for r in [astar, jps] {
        assert_eq!(r["shortest"], true, "{r}");
        // Diagonals make the cost a sum of whole steps and √2s, not a whole number here.
        let cost = r["cost"].as_f64().unwrap();
        assert!(cost.fract() > 0.0, "{r}");
        assert!(cost < bfs["cost"].as_f64().unwrap(), "{r} {bfs}");
        assert!(
            r["path_length"].as_u64() <= bfs["path_length"].as_u64(),
            "{r}"
        );
    }
    assert_eq!(astar["cost"], jps["cost"]);
    assert!(
        jps["expanded"].as_u64() < astar["expanded"].as_u64(),
        "{jps} {astar}"
    );
    // The table says the cost to two decimals.
    let o = snakescope(&["race", pocket, "--searches", "astar-8,jps"]);
    let shown = format!("{:.2}", astar["cost"].as_f64().unwrap());
    assert!(
        stdout(&o).contains(shown.trim_end_matches('0')),
        "{}",
        stdout(&o)
    );
    // On mud and water jump point search does not run, and the race says why.
    let dir = crate::hostile::scratch("race-jps-mud");
    let o = snakescope(&["race", &mud_file(&dir, MUD), "--searches", "astar-8,jps"]);
    assert_ne!(o.status.code(), Some(0));
    let err = stderr(&o);
    assert!(
        err.contains("jps does not run on this board") && err.contains("mud"),
        "{err}"
    );
}

#[test]
fn on_a_search_board_of_eight_directions_each_search_runs_in_its_form_there() {
    let pocket = "scenarios/search-pocket-12x12.ron";
    let table = rows(&[
        "race",
        pocket,
        "--searches",
        "bfs,timed,astar,bidirectional",
        "--directions",
        "eight",
        "--json",
    ]);
    let names: Vec<&str> = table
        .iter()
        .map(|r| r["search"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["bfs-8", "timed", "astar-8", "bidirectional-8"]);
    // From both ends in eight directions the path is as cheap as A*'s, and the cheapest.
    let (astar, both) = (row(&table, "astar-8"), row(&table, "bidirectional-8"));
    assert_eq!(both["cost"], astar["cost"]);
    assert_eq!(both["shortest"], true, "{both}");
    let o = snakescope(&[
        "race",
        pocket,
        "--searches",
        "bfs,timed",
        "--directions",
        "eight",
    ]);
    assert!(
        stdout(&o).contains("no form in eight directions"),
        "{}",
        stdout(&o)
    );
    // The search from both ends has a form there now: no lane says it runs in four.
    let o = snakescope(&[
        "race",
        pocket,
        "--searches",
        "bfs,bidirectional",
        "--directions",
        "eight",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        !stdout(&o).contains("no form in eight directions"),
        "{}",
        stdout(&o)
    );
    assert!(stdout(&o).contains("bidirectional-8"), "{}", stdout(&o));
    let o = snakescope(&[
        "race",
        pocket,
        "--searches",
        "bfs,dfs",
        "--directions",
        "six",
    ]);
    assert!(stderr(&o).contains("six"), "{}", stderr(&o));
    // The scenario's own search board says so, and `explain` follows it too.
    let dir = crate::hostile::scratch("race-eight");
    let text = std::fs::read_to_string(pocket).unwrap();
    let eight = text.replacen("search: (", "search: (directions: Eight, ", 1);
    assert_ne!(eight, text, "the pocket has a search board");
    let file = dir.join("pocket-eight.ron");
    std::fs::write(&file, eight).unwrap();
    let file = file.to_string_lossy().into_owned();
    let table = rows(&["race", &file, "--searches", "bfs,astar", "--json"]);
    let names: Vec<&str> = table
        .iter()
        .map(|r| r["search"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["bfs-8", "astar-8"]);
    let o = snakescope(&["explain", &file, "--stage", "astar"]);
    assert!(stdout(&o).contains("Stage astar-8"), "{}", stdout(&o));
}

#[test]
fn iterative_deepening_races_in_eight_directions_with_the_fewest_steps() {
    let pocket = "scenarios/search-pocket-12x12.ron";
    let args = |searches| {
        [
            "race",
            pocket,
            "--searches",
            searches,
            "--directions",
            "eight",
        ]
    };
    let o = snakescope(&args("iddfs,astar"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("iddfs-8"), "{out}");
    assert!(!out.contains("runs in four"), "{out}");
    let mut json = args("iddfs,bfs").to_vec();
    json.push("--json");
    let table = rows(&json);
    let names: Vec<&str> = table
        .iter()
        .map(|r| r["search"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["iddfs-8", "bfs-8"]);
    // As few steps as breadth-first search in eight directions, and a path there is.
    assert!(table[0]["path_length"].as_u64().is_some(), "{table:?}");
    assert_eq!(table[0]["path_length"], table[1]["path_length"]);
    // Every round starts over: it expands more than breadth-first search.
    let expanded = |r: &Value| r["expanded"].as_u64().unwrap();
    assert!(expanded(&table[0]) > expanded(&table[1]), "{table:?}");
}
