//! `snakescope check FILE...`

use clap::Args;
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
                Ok(s)
            }) {
            Ok(s) => println!(
                "{}",
                tr!(
                    "{file}: ok ({name})",
                    file = path.display(),
                    name = display_name(&s.name)
                )
            ),
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

/// Checks a lesson: it reads, and every step opens at a valid moment. Prints the verdict.
fn check_lesson(path: &std::path::Path) -> Result<(), String> {
    let lesson = snakescope_core::lesson::Lesson::load(path).map_err(|e| e.to_string())?;
    let folder = path.parent().unwrap_or(std::path::Path::new("."));
    let problems = lesson.validate(folder);
    if problems.is_empty() {
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
        return Ok(());
    }
    let lines: Vec<String> = problems
        .iter()
        .map(|p| format!("{}: {p}", path.display()))
        .collect();
    Err(lines.join("\n"))
}

/// A registered solver is set up as `play` sets it up, so that `check` accepts only what
/// `play` can start (the built-in solvers' set-up is part of the scenario's own checks).
fn registered_solver_starts(scenario: &snakescope_core::scenario::Scenario) -> Result<(), String> {
    if !matches!(
        scenario.solver,
        snakescope_core::solver::SolverKind::Custom(_)
    ) {
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
