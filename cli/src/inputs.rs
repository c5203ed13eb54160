//! What the commands share in reading their inputs: a scenario loaded, its starting game, a
//! stage named on the command line, a list of solvers.

/// Loads a scenario, turning every problem into one readable error; a saved game or a lesson
/// is named as what it is (the commands that call this play a scenario from its start).
pub(crate) fn load_scenario(
    path: &std::path::Path,
) -> anyhow::Result<snakescope_core::scenario::Scenario> {
    let head = snakescope_core::files::read_head(path).unwrap_or_default();
    if snakescope_core::scenario::is_game_text(&head) {
        anyhow::bail!(
            "{}",
            tr!(
                "{path} is a saved game, not a scenario: this command plays a scenario from its \
                 start (`play`, `explain` and `render` open a saved game)",
                path = path.display()
            )
        );
    }
    if snakescope_core::lesson::is_lesson_text(&head) {
        anyhow::bail!(
            "{}",
            tr!(
                "{path} is a lesson, not a scenario: this command plays a scenario (`check` and \
                 `handout` read lessons)",
                path = path.display()
            )
        );
    }
    snakescope_core::scenario::load(path).map_err(|e| anyhow::anyhow!("{e}"))
}

/// The scenario's starting game, or every problem that stops it, one per line.
pub(crate) fn start_game(
    scenario: &snakescope_core::scenario::Scenario,
) -> anyhow::Result<snakescope_core::rules::Game> {
    scenario.start().map_err(|problems| {
        anyhow::anyhow!(
            "{}",
            snakescope_core::scenario::problem_lines(&problems, None)
        )
    })
}

/// A stage as `--stage` names it (`bfs`, `splice`, ...), or an error listing the names.
pub(crate) fn parse_stage(
    name: Option<&str>,
) -> anyhow::Result<Option<snakescope_core::stages::Stage>> {
    use snakescope_core::stages::Stage;
    name.map(|s| {
        Stage::from_cli_name(s).ok_or_else(|| {
            let names: Vec<_> = Stage::ALL.iter().map(|s| s.cli_name()).collect();
            anyhow::anyhow!(
                "{}",
                tr!(
                    "unknown stage {s}; use one of {join}",
                    s = format!("{:?}", s),
                    join = names.join(", ")
                )
            )
        })
    })
    .transpose()
}

/// Splits a list of solvers at the commas that are not inside parentheses, so that
/// `hamilton,Hamilton(rule: Reference, tail_margin: 4)` is two solvers.
pub(crate) fn split_solvers(list: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut depth = 0usize;
    for c in list.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(String::new());
                continue;
            }
            _ => {}
        }
        parts.last_mut().expect("one part at least").push(c);
    }
    parts
        .into_iter()
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

/// The user named `kind` on the command line (a scenario file given as the command's file, a
/// solver given with `--solver`): the program or bot it is, if it is one, may run.
pub(crate) fn named_by_the_user(kind: snakescope_core::solver::SolverKind) {
    if let snakescope_core::solver::SolverKind::External(spec) = kind {
        snakescope_core::solver::external::permit(spec);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn solvers_split_at_commas_outside_parentheses() {
        assert_eq!(
            crate::inputs::split_solvers(
                "hamilton, Hamilton(rule: Reference, tail_margin: 4),greedy"
            ),
            [
                "hamilton",
                "Hamilton(rule: Reference, tail_margin: 4)",
                "greedy"
            ]
        );
    }
}
