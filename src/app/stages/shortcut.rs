//! The view of the numbering-and-shortcuts stage: rel from the tail for head, step and food,
//! the gaps in the body, each neighbour of the head with the rule's verdict, and the
//! verdict on the candidate.

use super::StageView;
use super::facts::facts_grid;
use crate::algo::shortcut::{NeighbourVerdict, ShortcutEvent};
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::{Stage, StageEvent};
use crate::trace::caption;

/// Cycle numbering and the rel-index shortcut rule.
#[derive(Default)]
pub struct ShortcutView;

impl StageView for ShortcutView {
    fn stage(&self) -> Stage {
        Stage::Shortcut
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, game: &Game) {
        let mut numbered = 0;
        let mut rows: Vec<(String, String)> = Vec::new();
        let mut neighbours: Vec<String> = Vec::new();
        for e in replay.shown() {
            let StageEvent::Shortcut(s) = e else { continue };
            match s {
                ShortcutEvent::Numbered { .. } => numbered += 1,
                ShortcutEvent::Neighbour { verdict, .. } => {
                    let mark = match verdict {
                        NeighbourVerdict::Allowed | NeighbourVerdict::CycleNext => "+",
                        NeighbourVerdict::Wall => " ",
                        _ => "x",
                    };
                    neighbours.push(format!("{mark} {}", caption(e)));
                }
                ShortcutEvent::Candidate {
                    next,
                    steps,
                    rel_head,
                    rel_next,
                    rel_food,
                    gaps,
                } => {
                    rows.push((
                        tr!("Candidate step"),
                        tr!("{next}, path of {steps} steps", next = next, steps = steps),
                    ));
                    rows.push((
                        tr!("In order?"),
                        tr!("rel(head) {rel_head} < rel(next) {rel_next} <= rel(food) {rel_food}: {n}", rel_head = rel_head, rel_next = rel_next, rel_food = rel_food, n = if rel_head < rel_next && rel_next <= rel_food {
                                tr!("yes")
                            } else {
                                tr!("no")
                            }),
                    ));
                    rows.push((tr!("Gaps in the body"), gaps.to_string()));
                }
                ShortcutEvent::Decided(_) => rows.push((tr!("Verdict"), caption(e))),
            }
        }
        let cells = game.grid().cells();
        let mut head = vec![
            (
                tr!("Cells numbered"),
                tr!("{numbered} of {cells}", numbered = numbered, cells = cells),
            ),
            (
                "rel(c)".to_string(),
                tr!("(index(c) - index(tail)) mod cells: the tail is 0, the head length - 1"),
            ),
        ];
        head.extend(rows);
        facts_grid(ui, "snakescope.shortcut.facts", &head);
        if !neighbours.is_empty() {
            ui.add_space(4.0);
            ui.strong(tr!("Neighbours of the head"));
            for n in neighbours {
                ui.label(n);
            }
        }
    }
}
