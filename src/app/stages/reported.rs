//! The view of a reported trace: the step a solver outside snakescope reported, the checks it
//! answers, and its marks by class, each class in the colour the board draws it with.

use super::StageView;
use super::facts::facts_grid;
use crate::board::reported::colour;
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::report::MarkClass;
use crate::stages::{Stage, StageEvent};
use egui::{RichText, Sense, vec2};

/// A solver's own steps.
#[derive(Default)]
pub struct ReportedView;

impl StageView for ReportedView {
    fn stage(&self) -> Stage {
        Stage::Reported
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, _game: &Game) {
        let mut rows = Vec::new();
        if let Some(StageEvent::Reported(step)) = replay.current() {
            for check in &step.checks {
                rows.push((tr!("Check"), check.to_string()));
            }
            if step.clear {
                rows.push((tr!("Cleared"), tr!("the marks of the earlier steps")));
            }
        }
        let frame = replay.frame();
        rows.push((
            tr!("Paths"),
            match frame.reported_paths.len() {
                0 => tr!("none"),
                n => n.to_string(),
            },
        ));
        facts_grid(ui, "snakescope.reported.facts", &rows);
        ui.label(RichText::new(tr!("Marks so far:")).strong());
        for class in MarkClass::ALL {
            let count = frame
                .reported
                .iter()
                .flatten()
                .filter(|m| m.class == class)
                .count();
            ui.horizontal(|ui| {
                let size = ui.text_style_height(&egui::TextStyle::Body);
                let (rect, _) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
                ui.painter()
                    .rect_filled(rect.shrink(size * 0.15), 2.0, colour(class));
                ui.label(format!("{class}: {count}"));
            });
        }
    }
}
