//! What the stage knows at the event on screen, for any stage: the facts the stage itself
//! words ([`snakescope_core::stages::StageFacts`], from its events and their frame), drawn as a table of
//! named values, a list under its heading, a remark, and the reported marks' key in their
//! colours. Every stage of the list has this view; none needs a view of its own.

use super::frontier::frontier_ui;
use egui::{RichText, Sense, Ui, vec2};
use snakescope_core::explain::StageReplay;
use snakescope_core::rules::Game;
use snakescope_core::stages::StageFacts;
use snakescope_picture::board::reported::colour;

/// The facts of `replay`'s stage after the events shown, on the board `game` it ran on.
pub fn facts_ui(ui: &mut Ui, replay: &StageReplay, game: &Game, order_hidden: bool) {
    let facts = replay.stage().facts(replay.shown(), replay.frame(), game);
    draw_facts(ui, &facts, order_hidden);
}

/// Draws `facts`: the rows, the frontier's strip (unless `order_hidden`: the frontier quiz
/// asks which cell leaves next), the list, the remark, the marks' key.
fn draw_facts(ui: &mut Ui, facts: &StageFacts, order_hidden: bool) {
    for (name, value) in &facts.rows {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{name}:")).strong());
            ui.label(value);
        });
    }
    if let Some(frontier) = &facts.frontier {
        if order_hidden {
            ui.add_space(4.0);
            ui.weak(tr!(
                "The quiz asks which cell leaves the frontier next: its order shows once the \
                 class has answered."
            ));
        } else {
            frontier_ui(ui, frontier);
        }
    }
    if let Some((heading, items)) = &facts.list {
        ui.add_space(4.0);
        ui.strong(heading);
        for item in items {
            ui.label(item);
        }
    }
    if !facts.mark_counts.is_empty() {
        ui.label(RichText::new(tr!("Marks so far:")).strong());
        for (class, count) in &facts.mark_counts {
            ui.horizontal(|ui| {
                let size = ui.text_style_height(&egui::TextStyle::Body);
                let (rect, _) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
                ui.painter()
                    .rect_filled(rect.shrink(size * 0.15), 2.0, colour(*class));
                ui.label(format!("{class}: {count}"));
            });
        }
    }
    if let Some(note) = &facts.note {
        ui.add_space(4.0);
        ui.weak(note);
    }
}
