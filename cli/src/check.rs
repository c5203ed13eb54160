//! `snakescope check FILE...`

use clap::Args;
use snakescope_core::algo::kept::MAX_TRACE_EVENTS;
use snakescope_core::lesson::ProblemKind;
use snakescope_core::solver::SolverKind;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    #[arg(required = true, help = tr!("Scenario (or lesson) files to validate"))]
    pub files: Vec<PathBuf>,
}

pub fn run(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let mut bad = 0;
    for path in &args.files {
        let head = snakescope_core::files::read_head(path).unwrap_or_default();
        let checked = if snakescope_core::lesson::is_lesson_text(&head) {
            Some(check_lesson(path))
        } else if snakescope_core::scenario::is_game_text(&head) {
            Some(check_game(path))
        } else {
            None
        };
        if let Some(checked) = checked {
            if let Err(e) = checked {
                bad += 1;
                eprintln!("{e}");
            }
            continue;
        }
        match snakescope_core::scenario::load(path)
            .map_err(|e| e.to_string())
            .and_then(|s| {
                registered_solver_starts(&s).map_err(|e| format!("{}: {e}", path.display()))?;
                program_found(&s).map_err(|e| format!("{}: {e}", path.display()))?;
                Ok(s)
            }) {
            Ok(s) => {
                println!(
                    "{}",
                    tr!(
                        "{file}: ok ({name})",
                        file = path.display(),
                        name = display_name(&s.name)
                    )
                );
                for note in notes(&s).into_iter().chain(slow_decisions(&s)) {
                    println!("{}: {note}", path.display());
                }
            }
            Err(e) => {
                bad += 1;
                eprintln!("{e}");
            }
        }
    }
    if bad > 0 {
        eprintln!(
            "{}",
            tr!(
                "{bad} of {all} file(s) invalid",
                bad = bad,
                all = args.files.len()
            )
        );
        Ok(ExitCode::from(1))
    } else {
        Ok(ExitCode::SUCCESS)
    }
}

/// Checks a lesson: it reads, every step opens at a valid moment, and the facts each step
/// states hold there. Prints the verdict, the steps not played because they run a program
/// or reach a bot (check runs nothing), and, for a lesson that states facts, the numbers of
/// its narrations that are neither facts nor plain.
fn check_lesson(path: &std::path::Path) -> Result<(), String> {
    let lesson = snakescope_core::lesson::Lesson::load(path).map_err(|e| e.to_string())?;
    if lesson.states_facts() {
        for (step, why) in lesson.unmarked_numbers() {
            println!(
                "{}: {}",
                path.display(),
                tr!("note: step {k}: {why}", k = step, why = why)
            );
        }
    }
    let folder = path.parent().unwrap_or(std::path::Path::new("."));
    let (said, problems): (Vec<_>, Vec<_>) = lesson
        .validate(folder)
        .into_iter()
        .partition(|p| p.kind != ProblemKind::Invalid);
    let (notes, not_run): (Vec<_>, Vec<_>) =
        said.into_iter().partition(|p| p.kind == ProblemKind::Note);
    for note in &notes {
        let (step, why) = (note.step.unwrap_or(0), &note.message);
        println!(
            "{}: {}",
            path.display(),
            tr!("note: step {k}: {why}", k = step, why = why)
        );
    }
    // What was not played is said whether or not the rest is valid.
    let not_run_lines: Vec<String> = not_run
        .iter()
        .map(|p| format!("{}: {p}", path.display()))
        .collect();
    if !problems.is_empty() {
        for line in &not_run_lines {
            println!("{line}");
        }
        let lines: Vec<String> = problems
            .iter()
            .map(|p| format!("{}: {p}", path.display()))
            .collect();
        return Err(snakescope_core::scenario::capped_lines(&lines));
    }
    println!(
        "{}",
        tr!(
            "{file}: ok (lesson {title}, {steps} steps, {language})",
            file = path.display(),
            title = format!("{:?}", lesson.title),
            steps = lesson.steps.len(),
            language = lesson.language
        )
    );
    for line in not_run_lines {
        println!("{line}");
    }
    Ok(())
}

/// Checks a saved game: it reads, its scenario is valid, and it replays as written (from its
/// moves and a program's logged answers: nothing runs). Prints the verdict.
fn check_game(path: &std::path::Path) -> Result<(), String> {
    let origin = path.display().to_string();
    let game = snakescope_core::scenario::load_game(path).map_err(|e| e.to_string())?;
    game.replay(&origin).map_err(|e| e.to_string())?;
    println!(
        "{}",
        tr!(
            "{file}: ok (saved game of {name}, {moves} moves, saved at tick {tick})",
            file = origin,
            name = display_name(&game.scenario.name),
            moves = game.moves.chars().count(),
            tick = game.tick
        )
    );
    Ok(())
}

/// A scenario played by a program: the program is on this machine and executable (check
/// looks for it; it runs nothing).
fn program_found(scenario: &snakescope_core::scenario::Scenario) -> Result<(), String> {
    match scenario.solver {
        SolverKind::External(spec) => spec.locate().map(|_| ()).map_err(|e| e.to_string()),
        _ => Ok(()),
    }
}

/// What the user should know of a valid scenario: the program or bot it would run (check
/// runs none), and a search budget whose trace is more than is kept of one decision.
fn notes(scenario: &snakescope_core::scenario::Scenario) -> Vec<String> {
    let mut notes = Vec::new();
    match scenario.solver {
        SolverKind::External(spec) => notes.push(match spec.locate() {
            Ok(Some(found)) => tr!(
                "note: plays with {what} (found at {found}), which check does not run",
                what = spec.label(),
                found = found.display()
            ),
            _ => tr!(
                "note: plays with {what}, which check does not contact",
                what = spec.label()
            ),
        }),
        SolverKind::Backtrack(options) if options.budget > MAX_TRACE_EVENTS as u64 => {
            notes.push(tr!(
                "note: a search budget of {budget} steps can report up to {budget} events in one \
                 decision, more than the {limit} that explain, render, lessons and the window \
                 keep: they refuse such a decision (play and bench are not affected)",
                budget = options.budget,
                limit = MAX_TRACE_EVENTS
            ))
        }
        _ => {}
    }
    notes
}

/// The most a game may take, played to its step limit at the cost per move measured, before
/// `check` warns of it: an hour.
const SLOW_GAME_SECONDS: f64 = 3600.0;

/// A warning if the scenario's solver decides so slowly on its board that a game played to
/// its step limit would take more than [`SLOW_GAME_SECONDS`]: a few decisions after the first
/// are timed (at most [`TIMED_MOVES`] moves or half a second), never a program's or a bot's
/// (check runs none) nor manual play.
fn slow_decisions(scenario: &snakescope_core::scenario::Scenario) -> Option<String> {
    if matches!(
        scenario.solver,
        SolverKind::External(_) | SolverKind::Manual
    ) {
        return None;
    }
    let mut game = scenario.start().ok()?;
    let mut solver = snakescope_core::solver::AnySolver::new(scenario.solver, &game).ok()?;
    // The first decision may set up what the rest reuse: it is made, not timed.
    let first = solver.decide(&game, &mut snakescope_core::algo::Ignore);
    if first.fault.is_some() {
        return None;
    }
    game.step(first.dir);
    let started = std::time::Instant::now();
    let mut moves = 0u32;
    while moves < TIMED_MOVES && !game.is_over() && started.elapsed().as_secs_f64() < 0.5 {
        let decision = solver.decide(&game, &mut snakescope_core::algo::Ignore);
        if decision.fault.is_some() {
            return None;
        }
        game.step(decision.dir);
        moves += 1;
    }
    if moves == 0 {
        return None;
    }
    let per_move = started.elapsed().as_secs_f64() / f64::from(moves);
    let limit = game.step_limit();
    let worst = per_move * limit as f64;
    (worst > SLOW_GAME_SECONDS).then(|| {
        tr!(
            "warning: the {solver} solver takes about {ms} ms a move on this board, and a game \
             may run {limit} moves (its step limit) unless it ends sooner: up to {time} for \
             `play`, `bench` or the window. A smaller board, another solver or a step_limit \
             keeps it short",
            solver = snakescope_core::scenario::solver_text(&scenario.solver),
            ms = format!("{:.2}", per_move * 1000.0),
            limit = limit,
            time = duration_words(worst)
        )
    })
}

/// How many moves [`slow_decisions`] times at most.
const TIMED_MOVES: u32 = 8;

/// A long time in words: "3 minutes", "14 hours", "41 days", "about 1000 years".
fn duration_words(seconds: f64) -> String {
    let minutes = seconds / 60.0;
    let hours = minutes / 60.0;
    let days = hours / 24.0;
    if days >= 365.0 {
        tr!("about {n} years", n = format!("{:.0}", days / 365.0))
    } else if days >= 2.0 {
        tr!("about {n} days", n = format!("{days:.0}"))
    } else if hours >= 2.0 {
        tr!("about {n} hours", n = format!("{hours:.0}"))
    } else {
        tr!("about {n} minutes", n = format!("{:.0}", minutes.ceil()))
    }
}

/// A registered solver is set up as `play` sets it up, so that `check` accepts only what
/// `play` can start (the built-in solvers' set-up is part of the scenario's own checks).
fn registered_solver_starts(scenario: &snakescope_core::scenario::Scenario) -> Result<(), String> {
    if !matches!(scenario.solver, SolverKind::Custom(_)) {
        return Ok(());
    }
    let game = scenario
        .start()
        .map_err(|p| snakescope_core::scenario::problem_lines(&p, None))?;
    snakescope_core::solver::AnySolver::new(scenario.solver, &game)
        .map(|_| ())
        .map_err(|e| tr!("the solver cannot start: {e}", e = e))
}

fn display_name(name: &str) -> String {
    if name.is_empty() {
        tr!("unnamed")
    } else {
        name.to_string()
    }
}
