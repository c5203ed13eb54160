//! "Why this move?": the chain of checks of the decision at the tick on screen, as the solver
//! made them, each opening the stage that answered it, the check a breakpoint stopped at
//! marked; the compared game's chain at the same tick when there is one ([`compared`]); then
//! the game's outcome and "go to the decision that doomed it" ([`outcome`]).

pub mod compared;
pub mod outcome;

use crate::board_view::look;
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::{RichText, Ui};
use snakescope_core::explain::{DecisionTrace, ReplayOrigin};
use snakescope_picture::board::palette;

/// The panel's contents: the chain of checks, the compared chain, then the outcome.
pub fn why_panel_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    if state.decision_hidden() {
        ui.heading(tr!("Why this move?"));
        ui.label(tr!(
            "The quiz asks about this decision: its checks show once the class has answered."
        ));
        return;
    }
    if state.awaits_answer() {
        // The program has not run: its first move is not made yet, and no failure of it.
        ui.heading(tr!("Why this move?"));
        ui.label(state.caption().unwrap_or_default());
        return;
    }
    if let Some((index, breakpoint)) = state.breakpoint_stop() {
        ui.colored_label(
            look::breakpoint(ui.ctx()),
            RichText::new(tr!(
                "Stopped at breakpoint {n}: {when}",
                n = index + 1,
                when = breakpoint.when
            ))
            .strong(),
        );
    }
    match state.decision() {
        Some(d) => {
            ui.heading(tr!("Why {dir}?", dir = d.decision.dir.way()));
            ui.label(tr!(
                "The decision at tick {tick}, check by check:",
                tick = d.tick
            ));
            ui.add_space(4.0);
            let open_check = match state.replay().map(|r| r.origin()) {
                Some(ReplayOrigin::Decision { check, .. }) => Some(check),
                _ => None,
            };
            for (i, check) in d.decision.checks.iter().enumerate() {
                check_with_mark(ui, i, check, state.breakpoint_check() == Some(i));
                replay_check(ui, d, i, open_check == Some(i), commands);
            }
            verdict_ui(ui, d);
        }
        None => {
            ui.heading(tr!("Why this move?"));
            ui.label(tr!("No decision here: the game is over at this tick."));
        }
    }
    compared::compared_chain_ui(ui, state);
    ui.separator();
    outcome::outcome_ui(ui, state, commands);
}

/// Check `i`, framed in the breakpoints' colour when a breakpoint stopped at it (`marked`).
fn check_with_mark(ui: &mut Ui, i: usize, check: &snakescope_core::solver::Check, marked: bool) {
    if !marked {
        check_row(ui, i, check);
        return;
    }
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(1.5, look::breakpoint(ui.ctx())))
        .show(ui, |ui| {
            check_row(ui, i, check);
            ui.colored_label(
                look::breakpoint(ui.ctx()),
                tr!("The breakpoint stopped at this check."),
            );
        });
}

/// Under check `i`: the button that replays the stage that answered it (lit when `open`), or
/// a word that its stage ran nothing worth showing.
fn replay_check(ui: &mut Ui, d: &DecisionTrace, i: usize, open: bool, commands: &mut Commands) {
    let events = d.check_ranges.get(i).map_or(0, |r| r.len());
    if let Some(stage) = d.stage_of(i).filter(|_| events > 0) {
        ui.horizontal(|ui| {
            ui.add_space(18.0);
            let label = tr!(
                "Replay check {n}: {title}",
                n = i + 1,
                title = stage.title()
            );
            if ui
                .add(egui::Button::selectable(open, label).wrap())
                .on_hover_text(tr!(
                    "Open the {title} stage and replay the {events} events that answered \
                     this check",
                    title = stage.title(),
                    events = events
                ))
                .clicked()
            {
                commands.send(Command::OpenCheck(i));
            }
        });
    } else if let Some(stage) = d.decision.checks[i].stage {
        ui.horizontal(|ui| {
            ui.add_space(18.0);
            ui.weak(tr!(
                "({title} ran no step worth showing)",
                title = stage.title()
            ));
        });
    }
}

/// The end of the chain: the move, or the solver's failure; and a word when the move comes
/// with no guarantee.
fn verdict_ui(ui: &mut Ui, d: &DecisionTrace) {
    if let Some(fault) = &d.decision.fault {
        // The solver failed here: everything it was told and said, as it happened.
        ui.colored_label(
            palette::REFUSED,
            RichText::new(tr!(
                "The game stops here. The solver failed {fault}",
                fault = fault
            ))
            .monospace(),
        );
    } else {
        ui.label(RichText::new(tr!("-> move {dir}", dir = d.decision.dir.way())).strong());
    }
    if d.decision.unsafe_fallback && d.decision.fault.is_none() {
        ui.colored_label(
            palette::TRYING,
            tr!("No guarantee: the solver knows this move may lose the game."),
        );
    }
}

/// Check `i` of a chain: a bar in its colour on the decision timeline, its number, its fact.
pub(super) fn check_row(ui: &mut Ui, i: usize, check: &snakescope_core::solver::Check) {
    ui.horizontal_wrapped(|ui| {
        let (rect, _) = ui.allocate_exact_size(
            egui::vec2(6.0, ui.text_style_height(&egui::TextStyle::Body)),
            egui::Sense::hover(),
        );
        ui.painter().rect_filled(rect, 2.0, palette::link(i));
        ui.label(RichText::new(format!("{}.", i + 1)).strong());
        ui.label(check.fact.to_string());
    });
}
