//! The board editor's controls, a side panel: file buttons, then every setting of the
//! scenario. The state and every edit live in [`super::editor`]: the controls read the draft
//! and send each change as an [`Edit`]; what the editor cannot do itself (play, save, close)
//! they ask of the app with an [`EditorRequest`].

use super::editor::Editor;
use crate::command::editor::{Edit, EditorRequest, Tool};
use crate::command::{Command, Commands};
use crate::shortcuts;
use egui::{RichText, Ui};
use snakescope_core::algo::approach::ApproachCheck;
use snakescope_core::algo::shortcut::ShortcutRule;
use snakescope_core::rules::{Dir, Ground, MAX_SIDE, MIN_SIDE, TailRule};
use snakescope_core::scenario::Scenario;
use snakescope_core::solver::{BacktrackOptions, HamiltonOptions, SolverKind};
use snakescope_core::words::sentence;

/// The editor's controls: file buttons, then every setting of the scenario. Problems about a
/// setting as a whole (the step limit, the solver) show under its control. Each change of
/// the draft is sent to `commands` as an [`Edit`].
pub fn editor_controls_ui(
    ui: &mut Ui,
    editor: &Editor,
    commands: &mut Commands,
) -> Option<EditorRequest> {
    let ctx = ui.ctx().clone();
    let mut request = None;
    ui.heading(tr!("Board editor"));
    ui.horizontal_wrapped(|ui| {
        ui.weak(editor.origin().to_string());
        if editor.is_dirty() {
            ui.colored_label(ui.visuals().warn_fg_color, tr!("unsaved edits"));
        }
    });
    ui.add_space(4.0);
    let playable = editor.problems().is_empty();
    ui.horizontal_wrapped(|ui| {
        let play = ui
            .add_enabled(
                playable,
                egui::Button::new(RichText::new(tr!("Play")).strong()),
            )
            .on_hover_text(tr!(
                "Play the draft from its start, in the explainer (the draft stays here)"
            ))
            .on_disabled_hover_text(tr!(
                "Fix the problems first: a scenario with problems cannot start"
            ));
        if play.clicked() {
            request = Some(EditorRequest::Play);
        }
        let save_tip = match editor.path() {
            Some(p) => tr!("Save to {p}", p = p.display()),
            None => tr!("Save to a new file"),
        };
        if ui
            .add_enabled(playable, egui::Button::new(tr!("Save")))
            .on_hover_text(shortcuts::tip(&ctx, &save_tip, &shortcuts::SAVE))
            .on_disabled_hover_text(tr!(
                "Fix the problems first: a file with problems would not load"
            ))
            .clicked()
        {
            request = Some(EditorRequest::Save);
        }
        if ui
            .add_enabled(playable, egui::Button::new(tr!("Save as…")))
            .on_hover_text(shortcuts::tip(
                &ctx,
                tr!("Save to a new file"),
                &shortcuts::SAVE_AS,
            ))
            .on_disabled_hover_text(tr!(
                "Fix the problems first: a file with problems would not load"
            ))
            .clicked()
        {
            request = Some(EditorRequest::SaveAs);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr!("New board"))
            .on_hover_text(tr!("Start over on an empty 8x8 board"))
            .clicked()
        {
            request = Some(EditorRequest::New);
        }
        if ui
            .button(tr!("Edit the game's scenario"))
            .on_hover_text(tr!(
                "Edit the scenario of the game in the explainer instead"
            ))
            .clicked()
        {
            request = Some(EditorRequest::EditGame);
        }
        if ui
            .button(tr!("Close editor"))
            .on_hover_text(tr!("Close the editor and discard the draft"))
            .clicked()
        {
            request = Some(EditorRequest::Close);
        }
    });
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("snakescope.editor.controls")
        .show(ui, |ui| {
            settings_ui(ui, editor, &mut |e| commands.send(Command::Edit(e)))
        });
    request
}

/// The scenario's settings, one control each.
fn settings_ui(ui: &mut Ui, editor: &Editor, edit: &mut dyn FnMut(Edit)) {
    let s = editor.scenario().clone();
    egui::Grid::new("snakescope.editor.grid")
        .num_columns(2)
        .spacing([8.0, 6.0])
        .show(ui, |ui| {
            name_rows(ui, &s, edit);
            board_rows(ui, editor, &s, edit);
            start_rows(ui, editor, &s, edit);
            play_rows(ui, editor, edit);
        });
    if editor.has_cells_off_board()
        && ui
            .button(tr!("Drop the cells off the board"))
            .on_hover_text(tr!(
                "Take out the food off the board, and the snake from its first cell off it"
            ))
            .clicked()
    {
        edit(Edit::DropCellsOffBoard);
    }
    if editor.has_broken_breakpoints()
        && ui
            .button(tr!("Drop the breakpoints that cannot stop"))
            .on_hover_text(tr!(
                "Take out the breakpoints the problems name (set in the debugger, kept with the \
                 scenario)"
            ))
            .clicked()
    {
        edit(Edit::DropBrokenBreakpoints);
    }
}

/// The grid's rows of names: the scenario's name and description.
fn name_rows(ui: &mut Ui, s: &Scenario, edit: &mut dyn FnMut(Edit)) {
    let label = ui.label(tr!("Name"));
    let mut name = s.name.clone();
    if ui
        .add(egui::TextEdit::singleline(&mut name).desired_width(f32::INFINITY))
        .labelled_by(label.id)
        .changed()
    {
        edit(Edit::Name(name));
    }
    ui.end_row();

    let label = ui.label(tr!("Description"));
    let mut description = s.description.clone();
    // A long description scrolls rather than pushing the settings off the panel.
    let changed = egui::ScrollArea::vertical()
        .id_salt("snakescope.editor.description")
        .max_height(110.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut description)
                    .desired_rows(3)
                    .desired_width(f32::INFINITY)
                    .hint_text(tr!("What to watch")),
            )
            .labelled_by(label.id)
            .changed()
        })
        .inner;
    if changed {
        edit(Edit::Description(description));
    }
    ui.end_row();
}

/// The grid's rows of the board: its size, the tool for its cells, the food's script.
fn board_rows(ui: &mut Ui, editor: &Editor, s: &Scenario, edit: &mut dyn FnMut(Edit)) {
    ui.label(tr!("Size"));
    ui.horizontal(|ui| {
        let range = i64::from(MIN_SIDE)..=i64::from(MAX_SIDE);
        let (mut w, mut h) = (s.width, s.height);
        let a = ui
            .add(egui::DragValue::new(&mut w).range(range.clone()).speed(0.1))
            .accessible_name(tr!("Width"));
        ui.label("x");
        let b = ui
            .add(egui::DragValue::new(&mut h).range(range).speed(0.1))
            .accessible_name(tr!("Height"));
        if a.changed() || b.changed() {
            edit(Edit::Size(w, h));
        }
    });
    ui.end_row();
    field_problems(ui, editor, &["width", "height"]);

    ui.label(tr!("Tool"));
    let mut tool = editor.tool;
    ui.vertical(|ui| {
        ui.radio_value(&mut tool, Tool::Snake, tr!("Snake"))
            .on_hover_text(tr!("Press on the head's cell and drag to the tail"));
        ui.radio_value(&mut tool, Tool::Food, tr!("Food"))
            .on_hover_text(tr!(
                "Click a cell to add it to the food script, again to take it out"
            ));
        ui.radio_value(&mut tool, Tool::SearchStart, tr!("Search start"))
            .on_hover_text(tr!(
                "Click where the graph searches start (the stages run on their own, the race), instead of the head"
            ));
        ui.radio_value(&mut tool, Tool::SearchTarget, tr!("Search target"))
            .on_hover_text(tr!(
                "Click the cell the graph searches look for, instead of the food"
            ));
        ui.radio_value(&mut tool, Tool::Walls, tr!("Search walls"))
            .on_hover_text(tr!(
                "Drag to paint walls the graph searches avoid; the game's rules never see them"
            ));
        for ground in Ground::ALL {
            let name = match ground {
                Ground::Plain => tr!("Plain ground (rubs out)"),
                g => sentence(tr!("{ground} (costs {cost})", ground = g.name(), cost = g.cost())),
            };
            ui.radio_value(&mut tool, Tool::Ground(ground), name)
                .on_hover_text(tr!(
                    "Drag to paint the ground the weighing searches (Dijkstra, A*) pay to enter; plain ground rubs mud, water and walls out"
                ));
        }
        if editor.scenario().search.is_some()
            && crate::touch::small_button(ui, tr!("Clear the search board"))
                .on_hover_text(tr!(
                    "Take the searches' start, target, walls and terrain away: they start at the head and look for the food, every step costing 1"
                ))
                .clicked()
        {
            edit(Edit::ClearSearchBoard);
        }
    });
    if tool != editor.tool {
        edit(Edit::Tool(tool));
    }
    ui.end_row();
    field_problems(ui, editor, &["snake"]);

    ui.label(tr!("Food script"));
    ui.vertical(|ui| {
        if s.food.is_empty() {
            ui.weak(tr!("none: all food comes from the seed"));
        }
        let mut remove = None;
        for (i, &(x, y)) in s.food.iter().enumerate() {
            ui.horizontal(|ui| {
                ui.label(format!("{}. ({x}, {y})", i + 1));
                if crate::touch::small_button(ui, "x")
                    .on_hover_text(tr!("Take this food out of the script"))
                    .clicked()
                {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            edit(Edit::RemoveFood(i));
        }
        if !s.food.is_empty() && ui.button(tr!("Clear food")).clicked() {
            edit(Edit::ClearFood);
        }
    })
    .response
    .on_hover_text(tr!(
        "Served in order: the first is on the board at the start; then food comes at \
         random from the seed"
    ));
    ui.end_row();
    field_problems(ui, editor, &["food"]);
}

/// The grid's rows of how the game starts and ends: the heading, the seed, the tail's rule,
/// the step limit.
fn start_rows(ui: &mut Ui, editor: &Editor, s: &Scenario, edit: &mut dyn FnMut(Edit)) {
    ui.label(tr!("Heading"));
    let mut heading = s.heading;
    egui::ComboBox::new("snakescope.editor.heading", "")
        .selected_text(heading.map_or(tr!("from the body"), |d| d.to_string()))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut heading, None, tr!("from the body"));
            for d in Dir::ALL {
                ui.selectable_value(&mut heading, Some(d), d.to_string());
            }
        })
        .response
        .accessible_name(tr!("Heading"))
        .on_hover_text(tr!(
            "Only a one-cell snake needs a heading (Right if none); a longer snake \
             heads from its neck to its head"
        ));
    if heading != s.heading {
        edit(Edit::Heading(heading));
    }
    ui.end_row();
    field_problems(ui, editor, &["heading"]);

    ui.label(tr!("Seed"));
    let mut seed = s.seed;
    if ui
        .add(egui::DragValue::new(&mut seed).speed(0.2))
        .accessible_name(tr!("Seed"))
        .on_hover_text(tr!("The random food after the script comes from this seed"))
        .changed()
    {
        edit(Edit::Seed(seed));
    }
    ui.end_row();

    ui.label(tr!("Tail"));
    let mut tail = s.tail;
    ui.horizontal(|ui| {
        ui.radio_value(&mut tail, TailRule::Blocks, tr!("Blocks"))
            .on_hover_text(tr!(
                "The head may not enter the cell the tail holds before the move"
            ));
        ui.radio_value(&mut tail, TailRule::Follows, tr!("Follows"))
            .on_hover_text(tr!("The head may enter the cell the tail is leaving"));
    });
    if tail != s.tail {
        edit(Edit::Tail(tail));
    }
    ui.end_row();

    ui.label(tr!("Step limit"));
    ui.horizontal(|ui| {
        let mut custom = s.step_limit.is_some();
        let mut limit = s.step_limit.unwrap_or(5000);
        ui.checkbox(&mut custom, "")
            .accessible_name(tr!("Custom step limit"))
            .on_hover_text(tr!("Off: the default, max(5000, cells²)"));
        ui.add_enabled(
            custom,
            egui::DragValue::new(&mut limit)
                .speed(10.0)
                .suffix(tr!(" moves")),
        )
        .accessible_name(tr!("Step limit"));
        let limit = custom.then_some(limit);
        if limit != s.step_limit {
            edit(Edit::StepLimit(limit));
        }
    });
    ui.end_row();
    field_problems(ui, editor, &["step_limit"]);
}

/// The grid's rows of how it is played: the quiz's ticks and the solver.
fn play_rows(ui: &mut Ui, editor: &Editor, edit: &mut dyn FnMut(Edit)) {
    let label = ui.label(tr!("Quiz ticks"));
    quiz_ticks_ui(ui, editor, label.id, edit);
    ui.end_row();
    field_problems(ui, editor, &["quiz"]);

    ui.label(tr!("Solver"));
    solver_ui(ui, editor, edit);
    ui.end_row();
    field_problems(ui, editor, &["solver", "version"]);
}

/// The ticks a quiz asks about, typed as a list ("3, 10, 27"); empty, every decision. The
/// text being typed stays as typed while the field has focus; each list that reads is the
/// draft's at once, so its problems (out of order, past the step limit) show as it is typed.
fn quiz_ticks_ui(ui: &mut Ui, editor: &Editor, label: egui::Id, edit: &mut dyn FnMut(Edit)) {
    let id = egui::Id::unique("snakescope.editor.quiz");
    let written = ticks_text(&editor.scenario().quiz);
    let focused = ui.memory(|m| m.has_focus(id));
    let mut text = if focused {
        ui.data(|d| d.get_temp::<String>(id))
            .unwrap_or_else(|| written.clone())
    } else {
        written
    };
    ui.vertical(|ui| {
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut text)
                    .id(id)
                    .hint_text(tr!("every decision"))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label)
            .on_hover_text(tr!(
                "The ticks where the quiz pauses and asks for the move, in order (0 is the \
                 first move), e.g. 3, 10, 27; empty: every decision"
            ));
        let read = parse_ticks(&text);
        if field.changed()
            && let Ok(ticks) = &read
        {
            edit(Edit::Quiz(ticks.clone()));
        }
        if let Err(why) = read {
            ui.colored_label(ui.visuals().error_fg_color, why);
        }
    });
    ui.data_mut(|d| d.insert_temp(id, text));
}

/// Ticks as the quiz field writes them: "3, 10, 27".
fn ticks_text(ticks: &[u64]) -> String {
    let words: Vec<String> = ticks.iter().map(u64::to_string).collect();
    words.join(", ")
}

/// The ticks in a typed list (commas or spaces between them), or what is not a tick.
pub fn parse_ticks(text: &str) -> Result<Vec<u64>, String> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.parse::<u64>().map_err(|_| {
                tr!(
                    "\"{w}\" is not a tick: ticks are whole numbers from 0",
                    w = w
                )
            })
        })
        .collect()
}

/// The solver and its options.
fn solver_ui(ui: &mut Ui, editor: &Editor, edit: &mut dyn FnMut(Edit)) {
    let current = editor.scenario().solver;
    ui.vertical(|ui| {
        let mut picked = current;
        egui::ComboBox::new("snakescope.editor.solver", "")
            .selected_text(crate::state::shown_solver(&current))
            .show_ui(ui, |ui| {
                for kind in SolverKind::ALL {
                    let same = std::mem::discriminant(&kind) == std::mem::discriminant(&current);
                    let name = crate::state::shown_solver(&kind);
                    if ui.selectable_label(same, name).clicked() && !same {
                        picked = kind;
                    }
                }
            })
            .response
            .accessible_name(tr!("Solver of the draft"));
        match &mut picked {
            SolverKind::Hamilton(HamiltonOptions {
                shortcut_until,
                rule,
            }) => {
                ui.add(
                    egui::Slider::new(shortcut_until, 0.0..=1.0)
                        .text(tr!("shortcuts until"))
                        .max_decimals(2),
                )
                .on_hover_text(
                    tr!("Shortcuts while the snake is shorter than this fraction of the board"),
                );
                let reference = matches!(rule, ShortcutRule::Reference { .. });
                egui::ComboBox::new("snakescope.editor.rule", tr!("shortcut rule"))
                    .selected_text(if reference { tr!("reference's") } else { tr!("certified") })
                    .show_ui(ui, |ui| {
                        if ui
                            .selectable_label(!reference, tr!("certified"))
                            .on_hover_text(tr!("Only with a cycle that holds the body after the step: never dies"))
                            .clicked()
                        {
                            *rule = ShortcutRule::Certified;
                        }
                        if ui
                            .selectable_label(reference, tr!("reference's"))
                            .on_hover_text(tr!("The reference project's rule on a fixed cycle: can die under Blocks"))
                            .clicked()
                            && !reference
                        {
                            *rule = ShortcutRule::Reference { tail_margin: 0 };
                        }
                    });
                if let ShortcutRule::Reference { tail_margin } = rule {
                    ui.add(
                        egui::DragValue::new(tail_margin)
                            .range(0..=64)
                            .prefix(tr!("tail margin ")),
                    )
                    .on_hover_text(
                        tr!("Free cells a shortcut must leave ahead while the body has gaps (makes deaths rarer, not impossible)"),
                    );
                }
            }
            SolverKind::Backtrack(BacktrackOptions { budget, check }) => {
                ui.add(egui::DragValue::new(budget).speed(1000.0).prefix(tr!("budget ")))
                    .on_hover_text(tr!("Steps the cycle search may spend before it gives up"));
                let article = *check == ApproachCheck::Article;
                egui::ComboBox::new("snakescope.editor.check", tr!("approach check"))
                    .selected_text(if article { tr!("article's") } else { tr!("safe") })
                    .show_ui(ui, |ui| {
                        ui.selectable_value(check, ApproachCheck::Safe, tr!("safe"))
                            .on_hover_text(tr!("The body after the meal must lie on a cycle: never dies"));
                        ui.selectable_value(check, ApproachCheck::Article, tr!("article's"))
                            .on_hover_text(tr!("The article's walk along the cycle, forgetting meals on the way back: can die"));
                    });
            }
            _ => {}
        }
        if picked != current {
            edit(Edit::Solver(picked));
        }
    });
}

/// The problems about whole fields (no cell), in a row of their own under the control.
fn field_problems(ui: &mut Ui, editor: &Editor, fields: &[&str]) {
    let here: Vec<(usize, String)> = editor
        .problems()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.cell.is_none() && fields.contains(&p.field))
        .map(|(i, p)| (i, p.to_string()))
        .collect();
    if here.is_empty() {
        return;
    }
    ui.label("");
    ui.vertical(|ui| {
        for (i, text) in here {
            ui.colored_label(ui.visuals().error_fg_color, format!("{}: {text}", i + 1));
        }
    });
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::parse_ticks;

    #[test]
    fn quiz_ticks_read_with_commas_or_spaces() {
        assert_eq!(parse_ticks(" 3, 10 27,"), Ok(vec![3, 10, 27]));
        assert_eq!(parse_ticks(""), Ok(vec![]));
        assert_eq!(
            parse_ticks("3, x"),
            Err("\"x\" is not a tick: ticks are whole numbers from 0".to_owned())
        );
        assert!(parse_ticks("-1").is_err());
    }
}
