//! Scenario files on disk: the broken corpus in `tests/broken/`, oversized and non-UTF-8
//! files, round trips, and saves that must fail without harm.

use snakescope_core::files::ReadError;
use snakescope_core::rules::Pos;
use snakescope_core::scenario::{self, LoadError, MAX_FILE_BYTES, SaveError, Scenario};
use snakescope_core::solver::{HamiltonOptions, SolverKind};
use std::fs;
use std::path::{Path, PathBuf};

/// A fresh directory under cargo's scratch space, removed (made writable first) on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("scenario-{tag}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// The names in the directory, sorted.
    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(&self.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        set_read_only(&self.0, false);
        let _ = fs::remove_dir_all(&self.0);
    }
}

#[cfg(unix)]
fn set_read_only(dir: &Path, read_only: bool) {
    use std::os::unix::fs::PermissionsExt;
    let mode = if read_only { 0o555 } else { 0o755 };
    let _ = fs::set_permissions(dir, fs::Permissions::from_mode(mode));
}

#[cfg(not(unix))]
fn set_read_only(dir: &Path, read_only: bool) {
    if let Ok(meta) = fs::metadata(dir) {
        let mut perms = meta.permissions();
        perms.set_readonly(read_only);
        let _ = fs::set_permissions(dir, perms);
    }
}

fn broken(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/broken")
        .join(name)
}

const VALID: &str = r#"// A valid scenario: the documented example with a Hamilton solver.
Scenario(
    version: 1,
    name: "Dead-end pocket",
    description: "The shortest path eats the food and leaves the head boxed in.",
    width: 6, height: 6,
    snake: [(2, 1), (3, 1), (3, 0)],   // head first
    heading: None,
    food: [(3, 2), (0, 5)],
    seed: 7,
    tail: Follows,
    step_limit: Some(500),
    solver: Hamilton(shortcut_until: 0.25),
)
"#;

/// How a broken file must be rejected.
enum Expect {
    /// A parse error at this line and column, whose message contains each text.
    Parse(usize, usize, &'static [&'static str]),
    /// Validation problems, one for each list of texts, in order.
    Invalid(&'static [&'static [&'static str]]),
}

/// The corpus: every file in `tests/broken/` with the rejection it must get.
const CORPUS: &[(&str, Expect)] = &[
    (
        "syntax_error.ron",
        Expect::Parse(6, 5, &["expected a comma"]),
    ),
    (
        "wrong_type.ron",
        Expect::Parse(3, 12, &["expected a whole number"]),
    ),
    (
        "unknown_field.ron",
        Expect::Parse(6, 5, &["unknown field `colour`", "`width`", "`solver`"]),
    ),
    (
        "unknown_solver.ron",
        Expect::Parse(6, 13, &["`Astar` is not a solver", "`Greedy`", "`Manual`"]),
    ),
    (
        "unknown_solver_option.ron",
        Expect::Parse(
            6,
            22,
            &[
                "unknown option `speed` for the Hamilton solver",
                "`shortcut_until`",
            ],
        ),
    ),
    ("unclosed.ron", Expect::Parse(5, 1, &["ends too early"])),
    (
        "cell_out_of_bounds.ron",
        Expect::Invalid(&[&["snake cell 2 at (-1, 3) is off the 6x6 board"]]),
    ),
    (
        "not_contiguous.ron",
        Expect::Invalid(&[&["snake cell 2 at (3, 3) is not next to the previous cell (3, 1)"]]),
    ),
    (
        "repeated_cell.ron",
        Expect::Invalid(&[&["snake cell 4 at (0, 0) repeats snake cell 0"]]),
    ),
    (
        "food_on_body.ron",
        Expect::Invalid(&[&["first food at (3, 1) is on the snake's body (snake cell 1)"]]),
    ),
    (
        "food_out_of_bounds.ron",
        Expect::Invalid(&[&["food 1 at (2, 6) is off the 6x6 board"]]),
    ),
    (
        "odd_board_hamilton.ron",
        Expect::Invalid(&[&[
            "Hamilton solver follows a Hamiltonian cycle",
            "5x5 board has no Hamiltonian cycle",
            "13 dark and 12 light",
        ]]),
    ),
    (
        "board_too_large.ron",
        Expect::Invalid(&[
            &["board too large", "width is 300", "300 x 300"],
            &["board too large", "height is 300", "300 x 300"],
        ]),
    ),
    (
        "no_cycle_from_body.ron",
        Expect::Invalid(&[&[
            "Cycle solver builds its cycle from the snake's body",
            "no Hamiltonian cycle holds this body",
            "(1, 3), (3, 3) have only two neighbours each",
        ]]),
    ),
    (
        "heading_disagrees.ron",
        Expect::Invalid(&[&["heading Up disagrees", "the snake heads Left"]]),
    ),
    (
        "zero_step_limit.ron",
        Expect::Invalid(&[&["step limit of 0"]]),
    ),
    (
        "quiz_out_of_order.ron",
        Expect::Invalid(&[
            &[
                "quiz tick 2 is 10, but quiz tick 1 before it is 10",
                "increasing order",
            ],
            &["quiz tick 3 is 7, but quiz tick 2 before it is 10"],
        ]),
    ),
    (
        "quiz_past_step_limit.ron",
        Expect::Invalid(&[&[
            "quiz tick 2 is 40, but the game stops after 40 moves",
            "last decision is at tick 39",
        ]]),
    ),
    (
        "quiz_negative_tick.ron",
        Expect::Parse(5, 16, &["negative where it cannot be"]),
    ),
    (
        "snake_fills_board.ron",
        Expect::Invalid(&[&["already fill the 2x2 board"]]),
    ),
    (
        "wrong_version.ron",
        Expect::Invalid(&[&["format version 2", "reads version 1"]]),
    ),
    (
        "empty_snake.ron",
        Expect::Invalid(&[&["the snake has no cells"]]),
    ),
    (
        "unknown_breakpoint.ron",
        Expect::Parse(
            7,
            26,
            &[
                "`HeadAt` is not a breakpoint condition",
                "`HeadEnters`",
                "`Doomed`",
            ],
        ),
    ),
    (
        "breakpoint_off_board.ron",
        Expect::Invalid(&[&[
            "breakpoint 1 waits for the head to enter (6, 2), which is off the 6x6 board",
        ]]),
    ),
    (
        "many_problems.ron",
        Expect::Invalid(&[
            &["format version 3"],
            &["snake cell 2 at (3, 3) is not next to the previous cell (3, 1)"],
            &["snake cell 3 at (9, 3) is not next to the previous cell (3, 3)"],
            &["snake cell 3 at (9, 3) is off the 6x6 board"],
            &["food 1 at (7, 7) is off the 6x6 board"],
            &["first food at (2, 1) is on the snake's body (snake cell 0)"],
            &["step limit of 0"],
        ]),
    ),
];

#[test]
fn every_broken_file_is_rejected_with_what_and_where() {
    for (name, expect) in CORPUS {
        let path = broken(name);
        let origin = path.display().to_string();
        let err = match scenario::load(&path) {
            Ok(s) => panic!("{name} was accepted: {s:?}"),
            Err(err) => err,
        };
        let text = err.to_string();
        match (expect, &err) {
            (Expect::Parse(line, col, words), LoadError::Parse(_)) => {
                let place = format!("{origin}:{line}:{col}: ");
                assert!(
                    text.starts_with(&place),
                    "{name}: expected {place}, got {text}"
                );
                for word in *words {
                    assert!(text.contains(word), "{name}: no {word:?} in {text}");
                }
            }
            (
                Expect::Invalid(expected),
                LoadError::Invalid {
                    origin: o,
                    problems,
                },
            ) => {
                assert_eq!(o, &origin);
                assert_eq!(problems.len(), expected.len(), "{name}: {text}");
                let lines: Vec<&str> = text.lines().collect();
                assert_eq!(lines.len(), expected.len(), "{name}: {text}");
                for ((line, words), problem) in lines.iter().zip(*expected).zip(problems) {
                    assert!(line.starts_with(&format!("{origin}: ")), "{name}: {line}");
                    for word in *words {
                        assert!(line.contains(word), "{name}: no {word:?} in {line}");
                        assert!(problem.message.contains(word));
                    }
                }
            }
            _ => panic!("{name} was rejected the wrong way: {text}"),
        }
    }
}

#[test]
fn problems_locate_the_cell_and_index_for_the_editor() {
    let LoadError::Invalid { problems, .. } =
        scenario::load(&broken("cell_out_of_bounds.ron")).unwrap_err()
    else {
        panic!("not a validation error");
    };
    assert_eq!(problems[0].field, "snake");
    assert_eq!(problems[0].index, Some(2));
    assert_eq!(problems[0].cell, Some((-1, 3)));

    let LoadError::Invalid { problems, .. } =
        scenario::load(&broken("no_cycle_from_body.ron")).unwrap_err()
    else {
        panic!("not a validation error");
    };
    assert_eq!(problems[0].field, "solver");
    // The head, through which two free cells would both have to pass.
    assert_eq!(problems[0].cell, Some((2, 3)));
}

#[test]
fn the_corpus_table_lists_every_broken_file() {
    let mut on_disk: Vec<String> = fs::read_dir(broken(""))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = CORPUS.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed);
}

#[test]
fn oversized_files_are_refused_before_reading() {
    let dir = Scratch::new("oversized");
    let path = dir.path("huge.ron");
    // A valid scenario padded with a comment: its content is fine, only its size is not.
    let mut text = VALID.to_owned();
    text.push_str("//");
    let target = 2_411_725; // 2.3 MiB
    text.push_str(&"x".repeat(target - text.len()));
    fs::write(&path, &text).unwrap();
    let err = scenario::load(&path).unwrap_err();
    assert!(
        matches!(
            err,
            LoadError::Read(ReadError::TooLarge {
                bytes: 2_411_725,
                ..
            })
        ),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        format!(
            "{} is 2.3 MiB (2411725 bytes); scenario files are limited to 1 MiB",
            path.display()
        )
    );

    // One byte over is refused; exactly the limit is read.
    text.truncate(MAX_FILE_BYTES as usize + 1);
    fs::write(&path, &text).unwrap();
    assert!(matches!(
        scenario::load(&path),
        Err(LoadError::Read(ReadError::TooLarge { .. }))
    ));
    text.truncate(MAX_FILE_BYTES as usize);
    fs::write(&path, &text).unwrap();
    let s = scenario::load(&path).unwrap();
    assert_eq!(s.name, "Dead-end pocket");
}

#[test]
fn text_that_is_not_utf8_is_refused_with_its_place() {
    let dir = Scratch::new("utf8");
    let path = dir.path("latin1.ron");
    let mut bytes = b"Scenario(\n    name: \"caf".to_vec();
    bytes.push(0xE9); // é in Latin-1
    bytes.extend_from_slice(b"\",\n    width: 6, height: 6, snake: [(0, 0)],\n)\n");
    fs::write(&path, bytes).unwrap();
    let err = scenario::load(&path).unwrap_err();
    assert!(
        matches!(
            err,
            LoadError::Read(ReadError::NotUtf8 {
                line: 2,
                col: 15,
                ..
            })
        ),
        "{err:?}"
    );
    assert!(
        err.to_string().starts_with(&format!(
            "{}:2:15: the file is not UTF-8 text",
            path.display()
        )),
        "{err}"
    );
}

#[test]
fn missing_files_and_directories_are_named() {
    let dir = Scratch::new("missing");
    let missing = dir.path("nowhere.ron");
    let err = scenario::load(&missing).unwrap_err();
    assert!(matches!(err, LoadError::Read(ReadError::Io { .. })));
    assert!(
        err.to_string()
            .starts_with(&format!("cannot read {}: ", missing.display()))
    );
    let err = scenario::load(&dir.0).unwrap_err();
    assert!(
        matches!(err, LoadError::Read(ReadError::NotAFile { .. })),
        "{err}"
    );
}

#[test]
fn a_valid_file_starts_the_game_it_describes() {
    let dir = Scratch::new("valid");
    let path = dir.path("pocket.ron");
    fs::write(&path, VALID).unwrap();
    let s = scenario::load(&path).unwrap();
    assert_eq!(
        s.solver_kind(),
        SolverKind::Hamilton(HamiltonOptions {
            shortcut_until: 0.25,
            ..HamiltonOptions::default()
        })
    );
    let game = s.start().unwrap();
    let cells: Vec<Pos> = game.snake().cells().collect();
    assert_eq!(cells, [Pos::new(2, 1), Pos::new(3, 1), Pos::new(3, 0)]);
    assert_eq!(game.food(), Some(Pos::new(3, 2)));
    assert_eq!(game.food_source().scripted_left(), [Pos::new(0, 5)]);
    assert_eq!(game.step_limit(), 500);
    assert_eq!(game.moves(), 0);
    assert!(!game.is_over());
}

#[test]
fn load_save_load_gives_the_same_scenario() {
    let dir = Scratch::new("round-trip");
    let first = dir.path("first.ron");
    let second = dir.path("second.ron");
    fs::write(&first, VALID).unwrap();
    let loaded = scenario::load(&first).unwrap();
    scenario::save(&second, &loaded).unwrap();
    let reloaded = scenario::load(&second).unwrap();
    assert_eq!(reloaded, loaded);
    let written = fs::read_to_string(&second).unwrap();
    assert_eq!(written, loaded.to_ron_string());
    assert!(
        written.starts_with("Scenario(\n    version: 1,\n"),
        "{written}"
    );

    // Saving over an existing file replaces it, and leaves no temporary file behind.
    let changed = Scenario {
        seed: 99,
        ..reloaded
    };
    scenario::save(&second, &changed).unwrap();
    assert_eq!(scenario::load(&second).unwrap().seed, 99);
    assert_eq!(dir.names(), ["first.ron", "second.ron"]);
}

#[test]
fn a_save_into_a_read_only_directory_fails_and_keeps_the_old_file() {
    let dir = Scratch::new("read-only");
    let path = dir.path("kept.ron");
    fs::write(&path, VALID).unwrap();
    set_read_only(&dir.0, true);

    // Permission bits do not stop a privileged user (root, as in many CI containers), so try
    // a write first. When it succeeds, the directory cannot be made read-only this way; the
    // save is then made to fail at the rename instead, by putting a non-empty directory where
    // the file would go. Either way the save must fail, name the path, and change nothing.
    let probe = dir.path("probe");
    let privileged = fs::write(&probe, b"").is_ok();
    let _ = fs::remove_file(&probe);
    let target = if privileged {
        set_read_only(&dir.0, false);
        let blocked = dir.path("blocked.ron");
        fs::create_dir(&blocked).unwrap();
        fs::write(blocked.join("inside"), b"keep me").unwrap();
        blocked
    } else {
        path.clone()
    };
    let before = dir.names();

    let err = scenario::save(&target, &Scenario::default()).unwrap_err();
    let text = err.to_string();
    assert!(matches!(err, SaveError::Io { .. }), "{text}");
    assert!(
        text.starts_with(&format!("cannot save {}: ", target.display())),
        "{text}"
    );

    set_read_only(&dir.0, false);
    assert_eq!(fs::read_to_string(&path).unwrap(), VALID);
    assert_eq!(dir.names(), before, "a temporary file was left behind");
    if privileged {
        assert_eq!(fs::read(target.join("inside")).unwrap(), b"keep me");
    }
}

#[test]
fn a_save_below_a_file_fails_cleanly() {
    let dir = Scratch::new("below-file");
    let file = dir.path("plain.txt");
    fs::write(&file, b"not a directory").unwrap();
    let target = file.join("scenario.ron");
    let err = scenario::save(&target, &Scenario::default()).unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with(&format!(
            "cannot save {}: creating a temporary file",
            target.display()
        )),
        "{text}"
    );
    assert_eq!(fs::read(&file).unwrap(), b"not a directory");
    assert_eq!(dir.names(), ["plain.txt"]);
}

#[test]
fn a_path_without_a_file_name_is_refused() {
    let err = scenario::save(Path::new("/"), &Scenario::default()).unwrap_err();
    assert!(matches!(err, SaveError::NotAFilePath { .. }), "{err}");
}
