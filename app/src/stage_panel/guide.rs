//! How the searches move and how A* and greedy best-first are guided, chosen in the stage
//! panel: four directions or eight (every search), the heuristic (both), its weight and the
//! tie-break among equal f (A* alone). Each control is enabled only on the
//! stages it changes; a change is sent as [`Command::Guide`], which sets the scenario's search
//! board's guide and runs the stage on its own with it (the race follows the same guide).

use crate::command::{Command, Commands};
use crate::race::directions::directions_ui;
use crate::state::AppState;
use egui::{RadioButton, Slider, Ui};
use snakescope_core::algo::search::{Heuristic, TieBreak, Weight};
use snakescope_core::stages::Search;

/// The steps of the weight's slider, in hundredths: a quarter.
const WEIGHT_STEP: u32 = 25;

/// The heuristic, the weight and the tie-break, as the stage panel shows them under a
/// search's stage.
pub fn guide_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    directions_ui(ui, state, commands);
    let stage = state.stage();
    let search = Search::from_stage(stage);
    let guided = search.is_some_and(Search::takes_heuristic);
    let weighed = search.is_some_and(Search::takes_weight);
    let was = state.guide();
    let mut guide = was;
    let not_here = tr!("Only A* and greedy best-first are guided by a heuristic");
    let a_star_only = tr!("Only A* weighs its heuristic and breaks ties on f");

    ui.strong(tr!("Heuristic"));
    ui.horizontal_wrapped(|ui| {
        for h in Heuristic::ALL {
            let r = ui
                .add_enabled(
                    guided,
                    RadioButton::new(guide.heuristic == h, heuristic_name(h)),
                )
                .on_hover_text(heuristic_tip(h))
                .on_disabled_hover_text(&not_here);
            if r.clicked() {
                guide.heuristic = h;
            }
        }
    });
    let eight = search.is_some_and(|s| s.takes_heuristic() && s.steps_diagonally());
    if eight && guide.heuristic == Heuristic::Manhattan {
        ui.weak(tr!(
            "In eight directions Manhattan overestimates a diagonal: this search runs by the octile distance instead"
        ));
    }
    ui.horizontal_wrapped(|ui| {
        let mut w = f64::from(guide.weight);
        let max = f64::from(Weight::MAX);
        let r = ui
            .add_enabled(
                weighed,
                Slider::new(&mut w, 1.0..=max)
                    .step_by(f64::from(WEIGHT_STEP) / 100.0)
                    .text(tr!("Weight w")),
            )
            .on_hover_text(tr!(
                "A* orders its frontier by f = g + w·h: above 1 it expands fewer cells, and its path costs at most w times the cheapest"
            ))
            .on_disabled_hover_text(&a_star_only);
        if r.changed()
            && let Ok(weight) = Weight::try_from(w)
        {
            guide.weight = weight;
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("Ties on f"));
        for (ties, name, tip) in [
            (
                TieBreak::LargerG,
                tr!("larger g first"),
                tr!("The entry furthest along leaves first: A* runs along one path"),
            ),
            (
                TieBreak::SmallerG,
                tr!("smaller g first"),
                tr!("The entry nearest the start leaves first: A* widens over every path of equal f and expands more cells for a path of the same cost"),
            ),
        ] {
            let r = ui
                .add_enabled(weighed, RadioButton::new(guide.ties == ties, name))
                .on_hover_text(tip)
                .on_disabled_hover_text(&a_star_only);
            if r.clicked() {
                guide.ties = ties;
            }
        }
    });
    if guide != was {
        commands.send(Command::Guide(guide));
    }
}

/// The heuristic's short name on its button.
fn heuristic_name(h: Heuristic) -> String {
    match h {
        Heuristic::Manhattan => tr!("Manhattan"),
        Heuristic::Euclidean => tr!("Euclidean"),
        Heuristic::Octile => tr!("Octile"),
        Heuristic::Chebyshev => tr!("Chebyshev"),
        Heuristic::Zero => tr!("Zero"),
    }
}

/// What the heuristic's button says it estimates.
fn heuristic_tip(h: Heuristic) -> String {
    match h {
        Heuristic::Zero => {
            tr!("h = 0: A* is then uniform-cost search (Dijkstra) and expands the most")
        }
        h => tr!(
            "h is {h} to the target: never more than the cost left here, so A* at w = 1 finds the cheapest path",
            h = h.title()
        ),
    }
}
