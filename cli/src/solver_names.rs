//! A solver's name as `bench` shows it: its name and the options that differ from their
//! defaults, in English for the JSON (a name programs read) or in the language in use for
//! the table.

use snakescope_core::solver::SolverKind;

/// An option of a solver that differs from its default, as the solver's name shows it.
pub(super) enum ShownOption {
    /// Hamilton under the reference project's rule.
    ReferenceRule,
    /// The reference rule's margin behind the tail.
    TailMargin(usize),
    /// Hamilton's shortcuts stop at this share of the board.
    ShortcutsUntil(f64),
    /// Backtrack with the article's check of an approach.
    ArticleCheck,
    /// Backtrack's search budget.
    Budget(u64),
    /// Splice with the planner as first written.
    FirstPlan,
    /// Greedy with its path to the food found by another search than BFS (its name as a
    /// scenario file writes it).
    Search(&'static str),
}

impl ShownOption {
    /// In English, for the JSON.
    pub(super) fn english(&self) -> String {
        match self {
            ShownOption::ReferenceRule => "reference rule".to_string(),
            ShownOption::TailMargin(m) => format!("tail margin {m}"),
            ShownOption::ShortcutsUntil(u) => format!("shortcuts until {u}"),
            ShownOption::ArticleCheck => "article check".to_string(),
            ShownOption::Budget(b) => format!("budget {b}"),
            ShownOption::FirstPlan => "first plan".to_string(),
            ShownOption::Search(name) => format!("search {name}"),
        }
    }

    /// In the language in use, for the table.
    pub(super) fn words(&self) -> String {
        match self {
            ShownOption::ReferenceRule => tr!("reference rule"),
            ShownOption::TailMargin(m) => tr!("tail margin {m}", m = m),
            ShownOption::ShortcutsUntil(u) => tr!("shortcuts until {u}", u = u),
            ShownOption::ArticleCheck => tr!("article check"),
            ShownOption::Budget(b) => tr!("budget {b}", b = b),
            ShownOption::FirstPlan => tr!("first plan"),
            ShownOption::Search(name) => tr!("search {name}", name = name),
        }
    }
}

/// The options of `kind` that differ from their defaults.
fn changed_options(kind: SolverKind) -> Vec<ShownOption> {
    use snakescope_core::algo::approach::ApproachCheck;
    use snakescope_core::algo::shortcut::ShortcutRule;
    use snakescope_core::algo::splice::SplicePlan;
    use snakescope_core::solver::{BacktrackOptions, HamiltonOptions};
    use snakescope_core::stages::Search;
    let mut options = Vec::new();
    match kind {
        SolverKind::Hamilton(o) => {
            if let ShortcutRule::Reference { tail_margin } = o.rule {
                options.push(ShownOption::ReferenceRule);
                if tail_margin > 0 {
                    options.push(ShownOption::TailMargin(tail_margin));
                }
            }
            if o.shortcut_until.to_bits() != HamiltonOptions::default_until(o.rule).to_bits() {
                options.push(ShownOption::ShortcutsUntil(o.shortcut_until));
            }
        }
        SolverKind::Backtrack(o) => {
            if o.check == ApproachCheck::Article {
                options.push(ShownOption::ArticleCheck);
            }
            if o.budget != BacktrackOptions::DEFAULT.budget {
                options.push(ShownOption::Budget(o.budget));
            }
        }
        SolverKind::Greedy(o) if o.search != Search::Bfs => {
            options.push(ShownOption::Search(o.search.file_name()));
        }
        SolverKind::Splice(o) if o.plan == SplicePlan::First => {
            options.push(ShownOption::FirstPlan);
        }
        _ => {}
    }
    options
}

/// A solver's name: its name, with every option that differs from the default in
/// parentheses, each as `say` puts it (so the reference rule's games never show under the
/// certified solver's name), or a program's command, a bot's address.
pub(super) fn shown_name(kind: SolverKind, say: fn(&ShownOption) -> String) -> String {
    if let SolverKind::External(spec) = kind {
        return spec.label();
    }
    let options: Vec<String> = changed_options(kind).iter().map(say).collect();
    if options.is_empty() {
        kind.name().to_string()
    } else {
        format!("{} ({})", kind.name(), options.join(", "))
    }
}
