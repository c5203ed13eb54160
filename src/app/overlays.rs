//! The overlay layers' toggles and legend, and what the hover tooltip says about a cell.

use super::markers::MarkerKind;
use super::palette;
use super::replay::StageReplay;
use super::settings::{Layer, Overlays};
use crate::algo::Cycle;
use crate::algo::StageEvent;
use crate::algo::approach::ApproachEvent;
use crate::algo::bfs::BfsEvent;
use crate::algo::longest::{LongestEvent, PairRefusal};
use crate::algo::numbered::{NumberedEvent, NumberedRefusal};
use crate::algo::shortcut::NeighbourVerdict;
use crate::algo::{Stage, body_cycle::CycleEvent};
use crate::rules::{Game, Pos, Snake};
use crate::trace::caption;
use egui::{Color32, Sense, Stroke, Ui, vec2};

/// The swatch drawn before a legend entry.
#[derive(Clone, Copy)]
enum Swatch {
    Fill(Color32),
    Line(Color32),
    Ring(Color32),
    Cross(Color32),
    Text(Color32),
}

fn swatch_of(layer: Layer) -> Swatch {
    match layer {
        Layer::Distances => Swatch::Fill(palette::FRONTIER),
        Layer::Parents => Swatch::Line(palette::PARENT),
        Layer::Path => Swatch::Line(palette::PATH),
        Layer::Ghost => Swatch::Ring(palette::GHOST),
        Layer::Cycle => Swatch::Line(palette::CYCLE),
        Layer::CycleIndex => Swatch::Text(palette::CYCLE_INDEX),
        Layer::Shortcuts => Swatch::Ring(palette::ALLOWED),
        Layer::Cursor => Swatch::Ring(palette::CURRENT),
        Layer::GridLines => Swatch::Line(palette::GRID_LINE),
    }
}

/// Legend entries in a grid of `columns` columns.
fn legend_grid(ui: &mut Ui, id: &str, columns: usize, entries: &[(Swatch, &str)]) {
    egui::Grid::new(id)
        .num_columns(columns)
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            for (i, (s, text)) in entries.iter().enumerate() {
                ui.horizontal(|ui| {
                    swatch(ui, *s);
                    ui.label(*text);
                });
                if (i + 1) % columns == 0 {
                    ui.end_row();
                }
            }
        });
}

fn swatch(ui: &mut Ui, s: Swatch) {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
    let p = ui.painter();
    p.rect_filled(rect, 2.0, palette::BOARD);
    let r = rect.shrink(size * 0.2);
    match s {
        Swatch::Fill(c) => {
            p.rect_filled(r, 1.0, c);
        }
        Swatch::Line(c) => {
            p.line_segment([r.left_center(), r.right_center()], Stroke::new(2.5, c));
        }
        Swatch::Ring(c) => {
            p.rect_stroke(r, 2.0, Stroke::new(2.0, c), egui::StrokeKind::Inside);
        }
        Swatch::Cross(c) => {
            let s = Stroke::new(2.0, c);
            p.line_segment([r.left_top(), r.right_bottom()], s);
            p.line_segment([r.right_top(), r.left_bottom()], s);
        }
        Swatch::Text(c) => {
            p.text(
                r.center(),
                egui::Align2::CENTER_CENTER,
                "7",
                egui::FontId::monospace(size * 0.7),
                c,
            );
        }
    }
}

/// The legend: the board's fixed pieces, the timeline's markers, then each overlay layer
/// with its toggle.
pub fn legend_ui(ui: &mut Ui, overlays: &mut Overlays) {
    let pieces = [
        (Swatch::Fill(palette::HEAD), "head"),
        (Swatch::Fill(palette::BODY), "body"),
        (Swatch::Fill(palette::TAIL), "tail"),
        (Swatch::Fill(palette::FOOD), "food"),
        (Swatch::Cross(palette::marker(MarkerKind::Death)), "death"),
        (Swatch::Fill(palette::FRONTIER), "queued"),
        (Swatch::Fill(palette::EXPANDED), "expanded"),
        (Swatch::Ring(palette::TRYING), "tried"),
        (Swatch::Cross(palette::REFUSED), "refused"),
        (Swatch::Fill(palette::LEFT_OUT), "left out"),
        (Swatch::Fill(palette::IN_LOOP), "split-off loop"),
    ];
    legend_grid(ui, "snakescope.legend.pieces", 3, &pieces);
    ui.label("Game timeline markers:");
    let markers = [
        MarkerKind::Food,
        MarkerKind::Shortcut,
        MarkerKind::Fallback,
        MarkerKind::Death,
    ]
    .map(|k| (Swatch::Line(palette::marker(k)), k.label()));
    legend_grid(ui, "snakescope.legend.markers", 2, &markers);
    ui.add_space(4.0);
    for layer in Layer::ALL {
        ui.horizontal(|ui| {
            swatch(ui, swatch_of(layer));
            let mut shown = overlays.shows(layer);
            if ui
                .checkbox(&mut shown, layer.label())
                .on_hover_text(layer.help())
                .changed()
            {
                overlays.set(layer, shown);
            }
        });
    }
}

/// Everything known about cell `p` at this moment, one fact per line: what occupies it, and
/// what the stage on screen and the solver's cycle say about it.
pub fn cell_facts(
    game: &Game,
    replay: Option<&StageReplay>,
    cycle: Option<&Cycle>,
    ghost: Option<&Snake>,
    p: Pos,
) -> Vec<String> {
    let grid = game.grid();
    let snake = game.snake();
    let mut facts = vec![format!("Cell {p}")];
    if p == snake.head() {
        facts.push(format!("the head, heading {}", snake.heading()));
    } else if snake.len() > 1 && p == snake.tail() {
        facts.push(format!(
            "the tail (body cell {} of {})",
            snake.len(),
            snake.len()
        ));
    } else if let Some(k) = snake.cells().position(|c| c == p) {
        facts.push(format!(
            "body cell {} of {} from the head",
            k + 1,
            snake.len()
        ));
    } else if game.food() == Some(p) {
        facts.push("the food".to_string());
    } else {
        facts.push("free".to_string());
    }
    if ghost.is_some_and(|g| g.contains(p)) {
        let what = if ghost.is_some_and(|g| g.head() == p) {
            "the virtual snake's head after eating"
        } else {
            "under the virtual snake after it eats"
        };
        facts.push(what.to_string());
    }
    if let Some(r) = replay {
        let f = r.frame();
        let m = f.mark(p);
        if let Some(d) = m.distance {
            facts.push(format!("distance {d} from the start"));
        }
        if let Some(d) = m.entered
            && let Some(parent) = grid.neighbour(p, d.opposite())
        {
            facts.push(format!("parent {parent} (entered moving {d})"));
        }
        if m.frontier {
            facts.push("waiting in the queue (frontier)".to_string());
        } else if m.expanded {
            facts.push("expanded".to_string());
        }
        if let Some(n) = m.number {
            let what = match r.stage() {
                Stage::Numbering => "number",
                _ => "cycle index",
            };
            facts.push(format!("{what} {n}"));
        }
        if let Some(rel) = m.rel {
            facts.push(format!(
                "rel {rel} (cells ahead of the tail along the cycle)"
            ));
        }
        if let Some(v) = m.verdict {
            facts.push(verdict_words(v).to_string());
        }
        if m.left_out {
            facts.push("left out of the cycle".to_string());
        }
        if m.in_loop {
            facts.push("in the loop the split cut off the cycle".to_string());
        }
        if f.path.contains(&p) {
            let k = f.path.iter().position(|&c| c == p).unwrap_or(0);
            facts.push(format!("step {k} of the path ({} steps)", f.path.len() - 1));
        }
        if f.current == Some(p) {
            facts.push("being worked on now".to_string());
        }
        if let Some(why) = last_refusal(r.shown(), game, p) {
            facts.push(format!("refused: {why}"));
        }
    }
    if let Some(cy) = cycle {
        let tail = snake.tail();
        facts.push(format!(
            "solver's cycle: index {}, rel {} from the tail, next {}",
            cy.index_of(p),
            cy.rel(tail, p),
            cy.next(p)
        ));
    }
    facts
}

fn verdict_words(v: NeighbourVerdict) -> &'static str {
    match v {
        NeighbourVerdict::Wall => "shortcut rule: the wall",
        NeighbourVerdict::Body => "shortcut rule: refused, it is the body",
        NeighbourVerdict::CycleNext => "shortcut rule: the cycle's next cell, always allowed",
        NeighbourVerdict::Behind => {
            "shortcut rule: refused, it lies behind the head on the cycle (rel <= rel(head))"
        }
        NeighbourVerdict::PastFood => {
            "shortcut rule: refused, it lies past the food on the cycle (rel > rel(food))"
        }
        NeighbourVerdict::NoRoom => {
            "shortcut rule: refused, too little room before the tail while the body has gaps"
        }
        NeighbourVerdict::Allowed => "shortcut rule: allowed, in order (a legal shortcut)",
    }
}

/// The caption of the latest event shown that refused `p`.
fn last_refusal(events: &[StageEvent], game: &Game, p: Pos) -> Option<String> {
    let grid = game.grid();
    let refused = |e: &StageEvent| -> bool {
        match e {
            StageEvent::Bfs(BfsEvent::Refused { from, dir, .. })
            | StageEvent::Numbering(NumberedEvent::Refused { from, dir, .. })
            | StageEvent::Approach(ApproachEvent::Refused { from, dir }) => {
                grid.neighbour(*from, *dir) == Some(p)
            }
            StageEvent::Longest(LongestEvent::Refused { reason, .. })
            | StageEvent::Cycle(CycleEvent::Longest(LongestEvent::Refused { reason, .. })) => {
                matches!(reason, PairRefusal::Blocked(c) | PairRefusal::OnPath(c) if *c == p)
            }
            _ => false,
        }
    };
    let e = events.iter().rev().find(|e| refused(e))?;
    let words = caption(e);
    Some(match e {
        StageEvent::Numbering(NumberedEvent::Refused {
            reason: NumberedRefusal::Seen(_),
            ..
        }) => format!("{words} (already queued)"),
        _ => words,
    })
}
