//! The formats read from texts written by hand in the benchmarks' exact layout.

use super::*;

/// A map of 5x4 in the format's text: open ground, out of bounds, a tree, swamp.
const MAP: &str = "type octile\nheight 4\nwidth 5\nmap\n.....\n.@@T.\n..S..\nG...W\n";

/// Its scenarios, tab-separated, as the benchmarks write them: along the top row; one with a
/// diagonal step; one around the closed cells, where a diagonal would cut a corner.
const SCEN: &str = "version 1\n\
    0\tsmall.map\t5\t4\t0\t0\t4\t0\t4\n\
    0\tsmall.map\t5\t4\t0\t2\t3\t3\t3.41421356\n\
    1\tsmall.map\t5\t4\t0\t0\t4\t2\t6\n";

#[test]
fn a_map_is_read_cell_by_cell_as_its_text_draws_it() {
    let map = parse_map(MAP).unwrap();
    assert_eq!((map.width(), map.height()), (5, 4));
    assert!(map.is_open(0, 0) && map.is_open(0, 3) && map.is_open(2, 2));
    assert!(!map.is_open(1, 1) && !map.is_open(3, 1) && !map.is_open(4, 3));
    assert_eq!(map.cell(5, 0), None);
    assert_eq!(map.open_cells(), 20 - 4);
    // Windows line ends and a blank line at the end read the same.
    let crlf = MAP.replace('\n', "\r\n") + "\r\n";
    assert_eq!(parse_map(&crlf).unwrap(), map);
}

#[test]
fn a_bad_map_is_said_with_its_line() {
    let cases = [
        ("type tile\nheight 1\nwidth 1\nmap\n.\n", 1, "octile"),
        (
            "type octile\nwidth 1\nheight 1\nmap\n.\n",
            2,
            "expected `height N`",
        ),
        ("type octile\nheight 0\nwidth 1\nmap\n", 2, "1 to 1024"),
        ("type octile\nheight 1\nwidth 5000\nmap\n", 3, "1 to 1024"),
        (
            "type octile\nheight 1\nwidth 2\nmaps\n..\n",
            4,
            "expected `map`",
        ),
        (
            "type octile\nheight 2\nwidth 2\nmap\n..\n.\n",
            6,
            "the row has 1 cells",
        ),
        (
            "type octile\nheight 1\nwidth 2\nmap\n.x\n",
            5,
            "column 1 is 'x'",
        ),
        (
            "type octile\nheight 2\nwidth 2\nmap\n..\n",
            5,
            "ends before its row 2 of 2",
        ),
        (
            "type octile\nheight 1\nwidth 2\nmap\n..\n..\n",
            6,
            "more rows than its height",
        ),
        ("", 1, "ends before its type line"),
    ];
    for (text, line, words) in cases {
        let err = parse_map(text).unwrap_err();
        assert_eq!(err.line, line, "{text:?}: {err}");
        assert!(err.to_string().contains(words), "{text:?}: {err}");
    }
}

#[test]
fn scenario_pairs_are_read_with_their_optimal_lengths() {
    let pairs = parse_scen(SCEN).unwrap();
    assert_eq!(pairs.len(), 3);
    assert_eq!(pairs[1].line, 3);
    assert_eq!((pairs[1].start, pairs[1].goal), ((0, 2), (3, 3)));
    assert!((pairs[1].optimal - (2.0 + 2f64.sqrt())).abs() < 1e-6);
    assert_eq!((pairs[2].bucket, pairs[2].optimal), (1, 6.0));
    assert_eq!(pairs[0].map, "small.map");
    let map = parse_map(MAP).unwrap();
    assert!(pairs.iter().all(|p| p.problem_on(&map).is_none()));
    // Spaces instead of tabs, and "version 1.0", read the same.
    let spaced = SCEN.replace('\t', " ").replace("version 1", "version 1.0");
    assert_eq!(parse_scen(&spaced).unwrap(), pairs);
}

#[test]
fn a_bad_pair_is_said_with_its_line() {
    let map = parse_map(MAP).unwrap();
    let on_map = |line: &str| {
        let pairs = parse_scen(&format!("version 1\n{line}\n")).unwrap();
        pairs[0].problem_on(&map).unwrap().to_string()
    };
    assert!(on_map("0\tm\t5\t4\t1\t1\t0\t0\t1").contains("start (1, 1) is not an open cell"));
    assert!(on_map("0\tm\t5\t4\t0\t0\t9\t0\t1").contains("goal (9, 0) is not an open cell"));
    assert!(on_map("0\tm\t6\t4\t0\t0\t1\t0\t1").contains("for a map of 6x4"));
    let cases = [
        ("version 2\n", 1, "expected `version 1`"),
        ("", 1, "the .scen file is empty"),
        ("version 1\n0\tm\t5\t4\t0\t0\t4\t0\n", 2, "this line has 8"),
        (
            "version 1\n\n0\tm\t5\t4\t-1\t0\t4\t0\t4\n",
            3,
            "`-1` is not a whole number",
        ),
        (
            "version 1\n0\tm\t5\t4\t0\t0\t4\t0\tNaN\n",
            2,
            "not a number of 0 or more",
        ),
    ];
    for (text, line, words) in cases {
        let err = parse_scen(text).unwrap_err();
        assert_eq!(err.line, line, "{text:?}: {err}");
        assert!(err.to_string().contains(words), "{text:?}: {err}");
    }
}

#[test]
fn the_reference_measures_paths_as_the_benchmarks_do() {
    let map = parse_map(MAP).unwrap();
    // Each pair's optimal length, as the file writes it.
    for pair in parse_scen(SCEN).unwrap() {
        let found = octile_distance(&map, pair.start, pair.goal).unwrap();
        assert!(
            (found - pair.optimal).abs() < 1e-6,
            "line {}: {found}",
            pair.line
        );
    }
    // No corner is cut: from (0, 0) to (1, 1) past the closed (1, 0) takes two steps.
    let corner = parse_map("type octile\nheight 2\nwidth 2\nmap\n.@\n..\n").unwrap();
    assert_eq!(octile_distance(&corner, (0, 0), (1, 1)), Some(2.0));
    let open = parse_map("type octile\nheight 2\nwidth 2\nmap\n..\n..\n").unwrap();
    assert!((octile_distance(&open, (0, 0), (1, 1)).unwrap() - 2f64.sqrt()).abs() < 1e-12);
    // A closed end, or a wall between, has no path.
    let split = parse_map("type octile\nheight 1\nwidth 3\nmap\n.T.\n").unwrap();
    assert_eq!(octile_distance(&split, (0, 0), (2, 0)), None);
    assert_eq!(octile_distance(&split, (1, 0), (2, 0)), None);
}
