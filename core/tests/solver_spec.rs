//! The `solver` field of a scenario file and the `--solver` of the command line: every
//! spelling of every solver read, written back as it was written, and every mistake named.

use snakescope_core::algo::approach::ApproachCheck;
use snakescope_core::algo::shortcut::ShortcutRule;
use snakescope_core::algo::splice::SplicePlan;
use snakescope_core::scenario::{Scenario, parse_solver, solver_text};
use snakescope_core::solver::external::ExternalSpec;
use snakescope_core::solver::external::solver::DEFAULT_TIMEOUT_MS;
use snakescope_core::solver::{
    AnySolver, BacktrackOptions, GreedyOptions, HamiltonOptions, SolverKind, SpliceOptions,
};
use snakescope_core::stages::Search;

/// Reads a scenario whose only unusual part is `solver: {solver}`.
fn read(solver: &str) -> Result<SolverKind, String> {
    let text = format!("Scenario(width: 4, height: 4, snake: [(0, 0)], solver: {solver})");
    Scenario::from_ron_str(&text, "solver.ron")
        .map(|s| s.solver_kind())
        .map_err(|e| e.to_string())
}

#[test]
fn a_solver_is_written_as_files_write_it_and_read_back() {
    for text in [
        "Hamilton(rule: Reference)",
        "Backtrack(budget: 9)",
        "Splice",
        "Splice(plan: First)",
        "Greedy",
        "Greedy(search: Dfs)",
        "Greedy(search: Dijkstra)",
        "Greedy(search: BestFirst)",
        "Greedy(search: AStar)",
        "Greedy(search: Bidirectional)",
        "Greedy(search: Timed)",
    ] {
        let kind = parse_solver(text).unwrap();
        assert_eq!(solver_text(&kind), text);
    }
}

#[test]
fn greedy_reads_its_search_and_keeps_bfs_as_the_default() {
    assert_eq!(read("Greedy"), Ok(SolverKind::GREEDY));
    assert_eq!(read("Greedy(search: Bfs)"), Ok(SolverKind::GREEDY));
    assert_eq!(solver_text(&SolverKind::GREEDY), "Greedy");
    for search in Search::for_the_snake() {
        let kind = SolverKind::Greedy(GreedyOptions { search });
        let text = format!("Greedy(search: {})", search.file_name());
        assert_eq!(read(&text), Ok(kind), "{text}");
        assert_eq!(parse_solver(&text), Ok(kind), "{text}");
        // Through a whole scenario file and back.
        let file = format!("Scenario(width: 6, height: 6, snake: [(0, 0)], solver: {text})");
        let scenario = Scenario::from_ron_str(&file, "greedy.ron").unwrap();
        let again = Scenario::from_ron_str(&scenario.to_ron_string(), "again.ron").unwrap();
        assert_eq!(again.solver_kind(), kind, "{text}");
    }
    let wrong = read("Greedy(search: Sideways)").unwrap_err();
    assert!(
        wrong.contains("Sideways") && wrong.contains("AStar"),
        "{wrong}"
    );
    let wrong = read("Greedy(plan: Wide)").unwrap_err();
    assert!(wrong.contains("plan"), "{wrong}");
}

#[test]
fn greedy_refuses_a_search_in_eight_directions_in_a_file_and_in_code() {
    let eight: Vec<Search> = Search::ALL
        .into_iter()
        .filter(|s| s.steps_diagonally())
        .collect();
    assert_eq!(
        eight,
        [
            Search::DfsEight,
            Search::BfsEight,
            Search::DijkstraEight,
            Search::BestFirstEight,
            Search::AStarEight,
            Search::Jps,
            Search::BidirectionalEight,
            Search::IddfsEight
        ]
    );
    let game = Scenario::from_ron_str("Scenario(width: 6, height: 6, snake: [(0, 0)])", "g.ron")
        .unwrap()
        .start()
        .unwrap();
    for search in eight {
        let text = format!("Greedy(search: {})", search.file_name());
        let wrong = read(&text).unwrap_err();
        assert!(
            wrong.contains(search.file_name()) && wrong.contains("four directions"),
            "{wrong}"
        );
        let kind = SolverKind::Greedy(GreedyOptions { search });
        let refused = AnySolver::new(kind, &game).err().map(|e| e.to_string());
        assert!(
            refused.is_some_and(|e| e.contains("diagonally")),
            "{search}"
        );
    }
}

#[test]
fn bare_names_give_default_options() {
    assert_eq!(read("Greedy"), Ok(SolverKind::GREEDY));
    assert_eq!(read("Cycle"), Ok(SolverKind::Cycle));
    assert_eq!(read("Manual"), Ok(SolverKind::Manual));
    assert_eq!(
        read("Hamilton"),
        Ok(SolverKind::Hamilton(HamiltonOptions::default()))
    );
    assert_eq!(
        read("Backtrack"),
        Ok(SolverKind::Backtrack(BacktrackOptions::default()))
    );
    assert_eq!(
        read("Splice"),
        Ok(SolverKind::Splice(SpliceOptions::default()))
    );
    assert_eq!(SpliceOptions::default().plan, SplicePlan::Wide);
}

#[test]
fn options_are_read_as_struct_variant_fields() {
    assert_eq!(
        read("Hamilton(shortcut_until: 0.25)"),
        Ok(SolverKind::Hamilton(HamiltonOptions {
            shortcut_until: 0.25,
            ..HamiltonOptions::default()
        }))
    );
    assert_eq!(
        read("Backtrack(budget: 100000)"),
        Ok(SolverKind::Backtrack(BacktrackOptions {
            budget: 100_000,
            ..BacktrackOptions::default()
        }))
    );
    assert_eq!(
        read("Backtrack(check: Article)"),
        Ok(SolverKind::Backtrack(BacktrackOptions {
            check: ApproachCheck::Article,
            ..BacktrackOptions::default()
        }))
    );
    assert_eq!(
        read("Hamilton(rule: Reference)"),
        Ok(SolverKind::Hamilton(HamiltonOptions::REFERENCE))
    );
    assert_eq!(
        read("Splice(plan: First)"),
        Ok(SolverKind::Splice(SpliceOptions::FIRST))
    );
    // Files written before the first planner had its name call it `Current`; they are read
    // as they were meant, and written back under the name it has now.
    assert_eq!(
        read("Splice(plan: Current)"),
        Ok(SolverKind::Splice(SpliceOptions::FIRST))
    );
    assert_eq!(
        solver_text(&parse_solver("Splice(plan: Current)").unwrap()),
        "Splice(plan: First)"
    );
    assert_eq!(
        read("Splice(plan: Wide)"),
        Ok(SolverKind::Splice(SpliceOptions::DEFAULT))
    );
    assert_eq!(
        read("Splice()"),
        Ok(SolverKind::Splice(SpliceOptions::DEFAULT))
    );
    assert_eq!(
        read("Hamilton(rule: Reference, tail_margin: 4)"),
        Ok(SolverKind::Hamilton(HamiltonOptions {
            rule: ShortcutRule::Reference { tail_margin: 4 },
            ..HamiltonOptions::REFERENCE
        }))
    );
    assert_eq!(
        read("Hamilton()"),
        Ok(SolverKind::Hamilton(HamiltonOptions::default()))
    );
    assert_eq!(
        read("Backtrack( )"),
        Ok(SolverKind::Backtrack(BacktrackOptions::default()))
    );
    assert_eq!(read("Greedy()"), Ok(SolverKind::GREEDY));
    assert_eq!(
        read("Hamilton(\n  shortcut_until: 0,\n)"),
        Ok(SolverKind::Hamilton(HamiltonOptions {
            shortcut_until: 0.0,
            ..HamiltonOptions::default()
        }))
    );
}

#[test]
fn the_bare_name_may_be_followed_by_more_fields() {
    let text = "Scenario(width: 4, height: 4, solver: Hamilton, snake: [(0, 0)], seed: 3)";
    let s = Scenario::from_ron_str(text, "t.ron").unwrap();
    assert_eq!(
        s.solver_kind(),
        SolverKind::Hamilton(HamiltonOptions::default())
    );
    assert_eq!(s.seed, 3);
}

#[test]
fn unknown_names_and_options_are_errors_that_say_what_is_allowed() {
    let err = read("Astar").unwrap_err();
    assert!(err.contains("Astar") && err.contains("Hamilton"), "{err}");
    assert!(err.starts_with("solver.ron:1:"), "{err}");

    let err = read("Hamilton(speed: 2)").unwrap_err();
    assert!(
        err.contains("speed") && err.contains("shortcut_until"),
        "{err}"
    );
    assert!(err.starts_with("solver.ron:1:"), "{err}");

    let err = read("Cycle(budget: 3)").unwrap_err();
    assert!(
        err.contains("budget") && err.contains("no options"),
        "{err}"
    );
    let err = read("Greedy(budget: 3)").unwrap_err();
    assert!(err.contains("budget") && err.contains("search"), "{err}");

    let err = read("Hamilton(tail_margin: 4)").unwrap_err();
    assert!(
        err.contains("tail_margin") && err.contains("rule: Reference"),
        "{err}"
    );
    assert!(err.starts_with("solver.ron:1:"), "{err}");

    let err = read("Hamilton(rule: Safest)").unwrap_err();
    assert!(err.contains("Safest") && err.contains("Reference"), "{err}");

    let err = read("Splice(plan: Greedy)").unwrap_err();
    assert!(err.contains("Greedy") && err.contains("First"), "{err}");
    let err = read("Splice(budget: 3)").unwrap_err();
    assert!(err.contains("budget") && err.contains("plan"), "{err}");

    let err = read("Backtrack(budget: \"lots\")").unwrap_err();
    assert!(err.contains("1:"), "{err}");
    let err = read("Backtrack(budget: 5").unwrap_err();
    assert!(err.contains("1:"), "{err}");
}

#[test]
fn default_options_are_written_as_the_bare_name() {
    let names = [
        "Greedy",
        "Hamilton",
        "Backtrack",
        "Cycle",
        "Manual",
        "Splice",
    ];
    assert_eq!(SolverKind::ALL.len(), names.len());
    for (kind, name) in SolverKind::ALL.into_iter().zip(names) {
        let scenario = Scenario {
            solver: kind,
            ..Scenario::default()
        };
        let text = scenario.to_ron_string();
        let line = format!("solver: {name},");
        assert!(text.contains(&line), "{text}");
    }
}

#[test]
fn other_options_are_written_and_read_back() {
    for kind in [
        SolverKind::Hamilton(HamiltonOptions {
            shortcut_until: 0.3,
            ..HamiltonOptions::default()
        }),
        SolverKind::Hamilton(HamiltonOptions {
            rule: ShortcutRule::Reference { tail_margin: 9 },
            ..HamiltonOptions::REFERENCE
        }),
        SolverKind::Hamilton(HamiltonOptions::REFERENCE),
        SolverKind::Backtrack(BacktrackOptions {
            budget: 12_345,
            ..BacktrackOptions::default()
        }),
        SolverKind::Backtrack(BacktrackOptions {
            check: ApproachCheck::Article,
            ..BacktrackOptions::default()
        }),
        SolverKind::Splice(SpliceOptions::FIRST),
    ] {
        let scenario = Scenario {
            solver: kind,
            ..Scenario::default()
        };
        let text = scenario.to_ron_string();
        assert!(
            text.contains("solver: Hamilton(shortcut_until: 0.3)")
                || text.contains("solver: Hamilton(rule: Reference, tail_margin: 9)")
                || text.contains("solver: Hamilton(rule: Reference)")
                || text.contains("solver: Backtrack(budget: 12345)")
                || text.contains("solver: Backtrack(check: Article)")
                || text.contains("solver: Splice(plan: First)"),
            "{text}"
        );
        let back = Scenario::from_ron_str(&text, "t.ron").unwrap();
        assert_eq!(back.solver_kind(), kind);
    }
}

#[test]
fn the_command_line_names_a_solver_in_four_ways() {
    assert_eq!(parse_solver("greedy"), Ok(SolverKind::GREEDY));
    assert_eq!(
        parse_solver("Hamilton(rule: Reference)"),
        Ok(SolverKind::Hamilton(HamiltonOptions::REFERENCE))
    );
    assert_eq!(
        parse_solver("external:python3 my_solver.py"),
        Ok(SolverKind::External(
            ExternalSpec::Program {
                command: vec!["python3".to_string(), "my_solver.py".to_string()],
                timeout_ms: DEFAULT_TIMEOUT_MS
            }
            .intern()
        ))
    );
    assert!(matches!(
        parse_solver("battlesnake:http://localhost:9"),
        Ok(SolverKind::External(ExternalSpec::Battlesnake { .. }))
    ));
    let e = parse_solver("gredy").unwrap_err().to_string();
    assert!(
        e.starts_with("unknown solver \"gredy\"; use one of greedy, hamilton"),
        "{e}"
    );
    let e = parse_solver("Hamilton(rule: Sideways)")
        .unwrap_err()
        .to_string();
    assert!(e.contains("Sideways"), "{e}");
    assert!(parse_solver("external:").is_err());
    assert!(parse_solver("battlesnake:localhost").is_err());
}

#[test]
fn programs_and_bots_outside_are_named_with_their_command_or_address() {
    let kind = read(r#"External(command: ["python3", "my_solver.py"], timeout_ms: 250)"#).unwrap();
    assert_eq!(
        kind,
        SolverKind::External(
            ExternalSpec::Program {
                command: vec!["python3".to_string(), "my_solver.py".to_string()],
                timeout_ms: 250
            }
            .intern()
        )
    );
    let bot = read(r#"Battlesnake(url: "http://127.0.0.1:8000")"#).unwrap();
    assert!(matches!(
        bot,
        SolverKind::External(ExternalSpec::Battlesnake { url, timeout_ms: DEFAULT_TIMEOUT_MS })
            if url == "http://127.0.0.1:8000"
    ));
    // Written back as read, the default deadline left out.
    for text in [
        r#"External(command: ["python3", "my_solver.py"], timeout_ms: 250)"#,
        r#"Battlesnake(url: "http://127.0.0.1:8000")"#,
    ] {
        let s = format!("Scenario(width: 4, height: 4, snake: [(0, 0)], solver: {text})");
        let scenario = Scenario::from_ron_str(&s, "x.ron").unwrap();
        assert!(
            scenario.to_ron_string().contains(text),
            "{}",
            scenario.to_ron_string()
        );
    }
    let e = read("External(command: [])").unwrap_err();
    assert!(e.contains("External needs the program to run"), "{e}");
    let e = read(r#"Battlesnake(url: "localhost:8000")"#).unwrap_err();
    assert!(e.contains("starting with http://"), "{e}");
    let e = read(r#"External(command: ["x"], timeout_ms: 0)"#).unwrap_err();
    assert!(e.contains("timeout_ms 0 is out of range"), "{e}");
}
