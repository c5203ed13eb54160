//! A played game saved as a file opens again at the same tick, with the same moves, food and
//! decisions, without running any program (a program's game is played for real first, which
//! is why these tests live with the crate that runs programs); a file that does not replay
//! says where.

use snakescope_core::algo::Ignore;
use snakescope_core::rules::Dir;
use snakescope_core::scenario::{SavedGame, Scenario, is_game_text};
use snakescope_core::solver::{AnySolver, Fact, SolverKind};
use snakescope_core::trace::Recording;
use std::path::PathBuf;

fn scenario(solver: &str) -> Scenario {
    let text = format!(
        "Scenario(width: 6, height: 6, snake: [(2, 0), (1, 0), (0, 0)], food: [(4, 4)], seed: \
         9, solver: {solver})"
    );
    Scenario::from_ron_str(&text, "t.ron").unwrap()
}

fn record(s: &Scenario) -> Recording {
    snakescope_external::install();
    snakescope_core::solver::external::permit_all();
    let game = s.start().unwrap();
    let solver = AnySolver::new(s.solver_kind(), &game).unwrap();
    Recording::play_out(game, solver)
}

fn bfs_py() -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let script = root.join("examples/solvers/bfs.py");
    format!(
        "External(command: [\"python3\", {:?}], timeout_ms: 5000)",
        script.display().to_string()
    )
}

/// Saves `rec` at `tick`, reads the text back, and replays it.
fn round_trip(s: &Scenario, rec: &Recording, tick: usize) -> (SavedGame, Recording) {
    let text = SavedGame::of(s, rec, tick).to_ron_string();
    assert!(is_game_text(&text), "{text}");
    let saved = SavedGame::from_ron_str(&text, "g.ron").unwrap();
    let again = saved.replay("g.ron").unwrap();
    (saved, again)
}

fn same_game(a: &Recording, b: &Recording) {
    assert_eq!(a.len(), b.len());
    assert_eq!(a.outcome(), b.outcome());
    for t in 0..a.len() {
        assert_eq!(a.move_at(t), b.move_at(t), "tick {t}");
    }
    assert_eq!(a.meals().collect::<Vec<_>>(), b.meals().collect::<Vec<_>>());
}

#[test]
fn a_built_in_solver_s_game_opens_again_at_its_tick() {
    let s = scenario("Hamilton");
    let rec = record(&s);
    let (saved, again) = round_trip(&s, &rec, 12);
    assert_eq!(saved.tick, 12);
    same_game(&rec, &again);
    assert_eq!(
        rec.decision_at(12, &mut Ignore),
        again.decision_at(12, &mut Ignore)
    );
}

#[test]
fn a_program_s_game_replays_its_answers_and_trace_without_the_program() {
    let s = scenario(&bfs_py());
    let rec = record(&s);
    let (saved, again) = round_trip(&s, &rec, 3);
    assert_eq!(saved.answers.len(), rec.len());
    assert_eq!(saved.solver_name.as_deref(), Some("bfs.py"));
    same_game(&rec, &again);
    let (mut live, mut replayed) = (Vec::new(), Vec::new());
    let d = rec.decision_at(3, &mut live).unwrap();
    assert_eq!(again.decision_at(3, &mut replayed).unwrap(), d);
    assert_eq!(live, replayed);
    assert!(!replayed.is_empty());
}

#[test]
fn a_fault_is_saved_and_stops_the_replayed_game_at_the_same_tick() {
    let script = "import sys, json\\nfor i, line in enumerate(sys.stdin):\\n    m = json.loads(line)\\n    if m['type'] != 'state': continue\\n    if m['tick'] == 2: sys.exit('gave up')\\n    print(json.dumps({'move': 'down'}), flush=True)\\n";
    let s = scenario(&format!(
        "External(command: [\"python3\", \"-c\", \"{script}\"])"
    ));
    let rec = record(&s);
    let fault = rec.fault().expect("stopped at tick 2").clone();
    assert_eq!(fault.tick, 2);
    let (_, again) = round_trip(&s, &rec, 2);
    assert_eq!(again.fault(), Some(&fault));
    let d = again.decision_at(2, &mut Ignore).unwrap();
    assert!(matches!(&d.checks[0].fact, Fact::Failed { problem } if *problem == fault.problem));
}

#[test]
fn a_file_that_does_not_replay_says_where() {
    let s = scenario("Hamilton");
    let rec = record(&s);
    let mut saved = SavedGame::of(&s, &rec, 0);
    let mut moves: Vec<char> = saved.moves.chars().collect();
    moves[5] = if moves[5] == 'U' { 'D' } else { 'U' };
    saved.moves = moves.into_iter().collect();
    let e = saved.replay("g.ron").unwrap_err().to_string();
    assert!(e.starts_with("g.ron: at tick 5 the file moves"), "{e}");

    let mut saved = SavedGame::of(&s, &rec, 0);
    saved.food[1] = (0, 0);
    let e = saved.replay("g.ron").unwrap_err().to_string();
    assert!(
        e.contains("the food differs from the scenario's at meal 1"),
        "{e}"
    );

    let mut saved = SavedGame::of(&s, &rec, 0);
    saved.moves.push('U');
    let e = saved.replay("g.ron").unwrap_err().to_string();
    assert!(e.contains("the game is over after"), "{e}");

    let mut saved = SavedGame::of(&s, &rec, 0);
    saved.moves.replace_range(0..1, "X");
    let e = saved.replay("g.ron").unwrap_err().to_string();
    assert!(
        e.contains("move 0 is 'X': moves are the letters U, R, D and L"),
        "{e}"
    );

    let e = SavedGame::from_ron_str("Game(scenario: 3)", "bad.ron")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("bad.ron:1:"), "{e}");
}

#[test]
fn a_manual_game_keeps_the_keys_played() {
    let s = scenario("Manual");
    let game = s.start().unwrap();
    let solver = AnySolver::new(SolverKind::Manual, &game).unwrap();
    let mut rec = Recording::new(game, solver);
    for d in [Dir::Down, Dir::Down, Dir::Right] {
        rec.play(d);
    }
    let (_, again) = round_trip(&s, &rec, 3);
    same_game(&rec, &again);
}
