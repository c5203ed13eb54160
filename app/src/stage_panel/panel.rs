//! The stage picker and what every stage shows: where the events come from, the caption of
//! the latest event, and the pseudo-code with the line that produced it. Below that, what the
//! stage knows ([`super::facts`]).

use super::facts::facts_ui;
use super::guide::guide_ui;
use crate::command::quiz::QuizCommand;
use crate::command::{Command, Commands};
use crate::shortcuts;
use crate::state::{AppState, ReplayState};
use egui::{RichText, Ui};
use snakescope_core::explain::{ReplayOrigin, StageReplay};
use snakescope_core::stages::Stage;

/// "Frontier quiz", beside the event count of a search's stage: starts the quiz's frontier
/// question on it (or ends the quiz under way).
fn frontier_quiz_button(ui: &mut Ui, replay: &StageReplay, commands: &mut Commands) {
    if replay.stage().is_search()
        && crate::touch::small_button(ui, tr!("Frontier quiz"))
            .on_hover_text(tr!(
                "Which cell leaves the frontier next? The search stops before an expansion \
                 where its frontier holds several cells, and the class picks the one it takes"
            ))
            .clicked()
    {
        commands.send(Command::Quiz(QuizCommand::Frontier));
    }
}

/// The stage panel.
#[derive(Default)]
pub struct StagePanel;

impl StagePanel {
    /// The picker, the source of the events, the caption, the pseudo-code and the view.
    pub fn ui(&mut self, ui: &mut Ui, state: &AppState, commands: &mut Commands) {
        if state.decision_hidden() {
            ui.strong(tr!("Stage"));
            ui.label(tr!(
                "The quiz asks about this decision: its stages show once the class has answered."
            ));
            return;
        }
        picker_ui(ui, state, commands);
        ui.separator();
        source_ui(ui, state, commands);
        ui.separator();
        if state.stage().is_search() {
            guide_ui(ui, state, commands);
            ui.separator();
        }
        let game = state.game().clone();
        let building = state.replay().is_some_and(|r| r.stage().builds_cycle());
        if building && state.cycle().is_some() {
            let mut held = state.settings().held_cycle_while_building;
            if ui
                .checkbox(&mut held, tr!("Also draw the cycle the solver holds"))
                .on_hover_text(tr!(
                    "Off: the board shows only what this construction has built so far, so the \
                     answer is not on screen before the question"
                ))
                .changed()
            {
                commands.send(Command::HeldCycleWhileBuilding(held));
            }
        }
        match state.replay_state() {
            ReplayState::Ready(replay) => {
                if let Some(note) = replay.note() {
                    ui.colored_label(ui.visuals().warn_fg_color, note);
                }
                ui.horizontal_wrapped(|ui| {
                    ui.weak(tr!(
                        "event {shown} of {len}",
                        shown = replay.cursor(),
                        len = replay.len()
                    ));
                    frontier_quiz_button(ui, replay, commands);
                });
                // Presenter view has the pseudo-code beside the board already, in large type.
                if !state.settings().presenter {
                    pseudocode_ui(ui, replay);
                }
                ui.add_space(6.0);
                egui::CollapsingHeader::new(RichText::new(tr!("What the stage knows")).strong())
                    .id_salt("snakescope.stage.facts")
                    .default_open(true)
                    .show(ui, |ui| {
                        facts_ui(ui, replay, &game, state.frontier_order_hidden())
                    });
            }
            ReplayState::Failed(why) => {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    tr!("This stage cannot run here: {why}", why = why),
                );
            }
            ReplayState::Idle => {
                ui.label(state.caption().unwrap_or_default());
            }
            ReplayState::Empty => {}
        }
    }
}

fn picker_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let ctx = ui.ctx().clone();
    ui.strong(tr!("Stage"));
    ui.horizontal_wrapped(|ui| {
        for stage in Stage::ALL {
            let ran = state
                .decision()
                .is_some_and(|d| d.check_for_stage(stage).is_some());
            let words = if ran {
                tr!(
                    "{title}: the decision at this tick ran it",
                    title = stage.title()
                )
            } else {
                tr!(
                    "{title}: runs on its own on this board",
                    title = stage.title()
                )
            };
            let tip = match shortcuts::stage_shortcut(stage) {
                Some(sc) => shortcuts::tip(&ctx, &words, &sc[0]),
                None => words,
            };
            let text = if ran {
                RichText::new(stage.title()).strong()
            } else {
                RichText::new(stage.title())
            };
            if ui
                .add(egui::Button::selectable(
                    state.replay().is_some() && state.stage() == stage,
                    text,
                ))
                .on_hover_text(tip)
                .clicked()
            {
                commands.send(Command::PickStage(stage));
            }
        }
    });
}

fn source_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let stage = state.stage();
    let ran = state
        .decision()
        .is_some_and(|d| d.check_for_stage(stage).is_some());
    let mut own = state.own_board();
    ui.horizontal_wrapped(|ui| {
        ui.add_enabled_ui(ran, |ui| {
            ui.radio_value(&mut own, false, tr!("The decision's events"))
                .on_hover_text(tr!(
                    "Replay exactly the events the solver produced at this tick"
                ))
                .on_disabled_hover_text(tr!("The decision at this tick did not run this stage"));
        });
        ui.radio_value(&mut own, true, tr!("Your own board"))
            .on_hover_text(tr!(
                "Run the stage on its own on this board; click a cell to set the target, \
                 right-click to set the start (shortest and longest path)"
            ));
    });
    if own != state.own_board() {
        commands.send(Command::OwnBoard(own));
    }
    let Some(replay) = state.replay() else { return };
    match replay.origin() {
        ReplayOrigin::Decision { tick, check } => {
            ui.label(tr!(
                "Events of check {n} of the decision at tick {tick}, as the solver ran them.",
                n = check + 1,
                tick = tick
            ));
        }
        ReplayOrigin::OwnBoard {
            tick,
            start,
            target,
        } => {
            let mut words = if state.is_lesson_run() {
                tr!("The lesson's run on the board at tick {tick}", tick = tick)
            } else {
                tr!("Run on its own on the board at tick {tick}", tick = tick)
            };
            if let Some(s) = start {
                words.push_str(&tr!(", from {s}", s = s));
            }
            if let Some(t) = target {
                words.push_str(&format!(", to {t}"));
            }
            words.push('.');
            if !ran {
                words.push_str(&tr!(" The decision at this tick did not run this stage."));
            }
            ui.label(words);
            if (start.is_some() || target.is_some())
                && ui
                    .button(tr!("Reset start and target"))
                    .on_hover_text(tr!("Back to the snake's head and the food"))
                    .clicked()
            {
                commands.send(Command::Sandbox {
                    start: None,
                    target: None,
                });
            }
        }
    }
}

/// The stage's pseudo-code, the line that produced the latest event highlighted.
pub fn pseudocode_ui(ui: &mut Ui, replay: &StageReplay) {
    let line = replay.line();
    let highlight = ui.visuals().selection.bg_fill;
    egui::Frame::new()
        .fill(ui.visuals().extreme_bg_color)
        .inner_margin(6.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let glyph = ui
                .fonts_mut(|f| f.glyph_width(&egui::TextStyle::Monospace.resolve(ui.style()), ' '));
            for (i, text) in replay.stage().pseudocode().iter().enumerate() {
                let here = line == Some(i);
                // A line too long for the column wraps under its own first word, so that its
                // indentation (the block it belongs to) still shows.
                let body = text.trim_start();
                let indent = text.len() - body.len() + 2;
                let mut rich =
                    RichText::new(format!("{} {body}", if here { ">" } else { " " })).monospace();
                if here {
                    rich = rich.background_color(highlight).strong();
                }
                ui.horizontal_top(|ui| {
                    ui.spacing_mut().item_spacing.x = 0.0;
                    ui.add_space(glyph * (indent - 2) as f32);
                    ui.add(egui::Label::new(rich).wrap());
                });
            }
        });
}
