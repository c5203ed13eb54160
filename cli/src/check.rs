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
        if snakescope_core::scenario::read_head(path)
            .as_deref()
            .is_some_and(snakescope_core::lesson::is_lesson_text)
        {
            if let Err(e) = check_lesson(path) {
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
                for note in notes(&s) {
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
    let (not_run, problems): (Vec<_>, Vec<_>) = lesson
        .validate(folder)
        .into_iter()
        .partition(|p| p.kind == ProblemKind::NotRun);
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
        return Err(lines.join("\n"));
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

/// A scenario played by a program: the program is on this machine and executable (check
/// looks for it; it runs nothing).
fn program_found(scenario: &snakescope_core::scenario::Scenario) -> Result<(), String> {
    match scenario.solver {
        SolverKind::External(spec) => spec.locate().map(|_| ()),
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
