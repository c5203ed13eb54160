//! "External program…" and "Battlesnake bot…": the prompt for a solver outside snakescope,
//! with the commands and addresses used before one click away.

use egui::{Context, Key};
use snakescope_core::solver::SolverKind;
use snakescope_core::solver::external::ExternalSpec;
use snakescope_core::solver::external::solver::{DEFAULT_TIMEOUT_MS, split_command};

/// The most commands (and addresses) remembered.
pub const RECENT_KEPT: usize = 8;

/// Which kind of solver outside snakescope the prompt asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outside {
    /// A program speaking the line protocol.
    Program,
    /// A Battlesnake bot.
    Bot,
}

/// The prompt, while open.
#[derive(Clone, Debug)]
pub struct SolverPrompt {
    what: Outside,
    text: String,
    timeout_ms: u64,
    problem: Option<String>,
}

impl SolverPrompt {
    /// A prompt for `what`, prefilled with the last command or address used.
    pub fn new(what: Outside, recent: &[String]) -> SolverPrompt {
        let prefix = prefix(what);
        let last = recent
            .iter()
            .find_map(|r| r.strip_prefix(prefix))
            .map(str::to_owned)
            .unwrap_or_else(|| match what {
                Outside::Program => example_program(),
                Outside::Bot => "http://127.0.0.1:8000".to_owned(),
            });
        SolverPrompt {
            what,
            text: last,
            timeout_ms: DEFAULT_TIMEOUT_MS,
            problem: None,
        }
    }

    /// Shows the prompt. Returns `Some(Some(kind))` to play with that solver, `Some(None)` to
    /// give up, `None` while it stays open.
    pub fn ui(&mut self, ctx: &Context, recent: &[String]) -> Option<Option<SolverKind>> {
        let mut answer = None;
        let title = match self.what {
            Outside::Program => tr!("External program"),
            Outside::Bot => tr!("Battlesnake bot"),
        };
        egui::Window::new(title)
            .id(egui::Id::unique("snakescope.solver_prompt"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
            .show(ctx, |ui| {
                ui.label(match self.what {
                    Outside::Program => {
                        tr!(
                            "The command that runs your solver. It reads the board on its standard \
                         input and answers each move on its standard output (docs/PROTOCOL.md)."
                        )
                    }
                    Outside::Bot => {
                        tr!(
                            "The address of a running Battlesnake server (http://HOST:PORT); it \
                         plays a solo game through the Battlesnake API."
                        )
                    }
                });
                let name = ui.label(match self.what {
                    Outside::Program => tr!("Command:"),
                    Outside::Bot => tr!("Address:"),
                });
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.text)
                            .id(egui::Id::unique("snakescope.solver_prompt.text"))
                            .desired_width(420.0),
                    )
                    .labelled_by(name.id);
                ui.horizontal(|ui| {
                    let name = ui.label(tr!("Time for each answer (ms):"));
                    ui.add(egui::DragValue::new(&mut self.timeout_ms).range(10..=600_000))
                        .labelled_by(name.id);
                });
                let mine: Vec<&str> = recent
                    .iter()
                    .filter_map(|r| r.strip_prefix(prefix(self.what)))
                    .collect();
                if !mine.is_empty() {
                    ui.label(tr!("Used before:"));
                    for r in mine {
                        if ui.selectable_label(self.text == r, r).clicked() {
                            self.text = r.to_string();
                        }
                    }
                }
                if let Some(p) = &self.problem {
                    ui.colored_label(ui.visuals().error_fg_color, p);
                }
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                ui.horizontal(|ui| {
                    if ui.button(tr!("Play this solver")).clicked() || entered {
                        match self.kind() {
                            Ok(kind) => answer = Some(Some(kind)),
                            Err(p) => self.problem = Some(p),
                        }
                    }
                    if ui.button(tr!("Cancel")).clicked() {
                        answer = Some(None);
                    }
                });
            });
        answer
    }

    /// The solver the prompt names, or what is wrong with it.
    fn kind(&self) -> Result<SolverKind, String> {
        let spec = match self.what {
            Outside::Program => {
                let command = split_command(&self.text);
                if command.is_empty() {
                    return Err(tr!("Type the command that runs your solver.").to_string());
                }
                ExternalSpec::Program {
                    command,
                    timeout_ms: self.timeout_ms,
                }
            }
            Outside::Bot => {
                let url = self.text.trim().to_string();
                if !url.starts_with("http://") {
                    return Err(tr!(
                        "The address starts with http:// (e.g. http://127.0.0.1:8000)."
                    )
                    .to_string());
                }
                ExternalSpec::Battlesnake {
                    url,
                    timeout_ms: self.timeout_ms,
                }
            }
        };
        Ok(SolverKind::External(spec.intern()))
    }

    /// The entry to remember, once played: the command or address, with its kind.
    pub fn remembered(&self) -> String {
        format!("{}{}", prefix(self.what), self.text.trim())
    }
}

fn prefix(what: Outside) -> &'static str {
    match what {
        Outside::Program => "external:",
        Outside::Bot => "battlesnake:",
    }
}

/// `entry` first in `recent`, once, keeping at most [`RECENT_KEPT`].
pub fn remember(recent: &mut Vec<String>, entry: String) {
    recent.retain(|r| *r != entry);
    recent.insert(0, entry);
    recent.truncate(RECENT_KEPT);
}

/// The example solver to start with, by its full path so that it runs from any folder: the
/// one beside the sources snakescope was built from, when it is still there (else nothing).
fn example_program() -> String {
    // The app's crate sits in the repository beside `examples/`.
    let repository = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(std::path::Path::new("."));
    let path = repository.join("examples/solvers/bfs.py");
    match path.to_str() {
        Some(p) if path.is_file() && !p.contains(char::is_whitespace) => format!("python3 {p}"),
        _ => String::new(),
    }
}
