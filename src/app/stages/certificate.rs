//! The view of the certificate stage: the body a move off the cycle would leave, the cycle
//! built from it, and whether that cycle brings the food closer.

use super::StageView;
use super::facts::facts_grid;
use super::longest::longest_rows;
use crate::algo::body_cycle::CycleEvent;
use crate::algo::certificate::CertificateEvent;
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::{Stage, StageEvent};
use crate::trace::caption;

/// The certificate for a move off the cycle.
#[derive(Default)]
pub struct CertificateView;

impl StageView for CertificateView {
    fn stage(&self) -> Stage {
        Stage::Certificate
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, _game: &Game) {
        let mut rows = Vec::new();
        for e in replay.shown() {
            let StageEvent::Certificate(c) = e else {
                continue;
            };
            match c {
                CertificateEvent::Imagine { body, eats } => rows.push((
                    tr!("Body after the move"),
                    tr!(
                        "head {n}, {body} cells{n2} (drawn as a ghost)",
                        n = body.first().map(|p| p.to_string()).unwrap_or_default(),
                        body = body.len(),
                        n2 = if *eats { ", it eats" } else { "" }
                    ),
                )),
                CertificateEvent::Build(CycleEvent::Closed { order }) => {
                    rows.push((
                        tr!("Cycle built"),
                        tr!("{order} cells, body unbroken", order = order.len()),
                    ));
                }
                CertificateEvent::Build(CycleEvent::LeftOut { cells }) => {
                    rows.push((
                        tr!("Cycle built"),
                        tr!("none: {cells} cell(s) left out", cells = cells.len()),
                    ));
                }
                CertificateEvent::Compare { .. } => rows.push((tr!("Food"), caption(e))),
                CertificateEvent::Verdict { .. } => rows.push((tr!("Verdict"), caption(e))),
                CertificateEvent::Build(_) => {}
            }
        }
        rows.extend(longest_rows(replay.shown()));
        facts_grid(ui, "snakescope.certificate.facts", &rows);
        ui.add_space(4.0);
        ui.weak(tr!(
            "Why it is safe: on the new cycle the body is one unbroken stretch, so the cycle's \
             next cell is always free, whatever food appears."
        ));
    }
}
