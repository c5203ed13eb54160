//! "Save this moment": the board at the tick on screen (snake, food, rules, solver) as a new
//! scenario, so that a death seen deep in a long game becomes a tricky board of its own. The
//! prompt comes prefilled; one more click saves it (through the Save As dialog) or opens it in
//! the editor.

use crate::command::scenarios::MomentChoice;
use crate::state::AppState;
use egui::{Context, Ui};
use snakescope_core::scenario::Scenario;

/// The prompt, with the moment already taken.
#[derive(Clone, Debug)]
pub struct MomentPrompt {
    /// The moment as a scenario (its name and description are set from the fields on save).
    pub scenario: Scenario,
    /// The tick it was taken at.
    pub tick: usize,
    /// The name, prefilled.
    pub name: String,
    /// The description, prefilled.
    pub description: String,
}

impl MomentPrompt {
    /// The moment on screen in `state`, named after the scenario and the tick. The random food
    /// after the script comes from the scenario's own seed.
    pub fn new(state: &AppState) -> MomentPrompt {
        let tick = state.tick();
        let game = state.game();
        let played = state.scenario();
        let base = if played.name.trim().is_empty() {
            state.origin().to_owned()
        } else {
            played.name.clone()
        };
        let snake = game.snake();
        let food = game
            .food()
            .map_or(tr!("no food on the board"), |f| tr!("food at {f}", f = f));
        let mut description = tr!(
            "The moment at tick {tick} of \"{base}\" ({name} solver, seed {seed}): length {snake}, head {head} \
             heading {heading}, {food}.",
            tick = tick,
            base = base,
            name = state.kind_on_screen().name(),
            seed = played.seed,
            snake = snake.len(),
            head = snake.head(),
            heading = snake.heading().way(),
            food = food
        );
        if let Some(outcome) = state.outcome_text() {
            description.push_str(&tr!(" The original game went on: "));
            description.push_str(&outcome);
        }
        let scenario = Scenario::from_game(game, state.kind_on_screen(), "", "", played.seed);
        MomentPrompt {
            scenario,
            tick,
            name: tr!("{base}, tick {tick}", base = base, tick = tick),
            description,
        }
    }

    /// The scenario with the name and description as typed.
    pub fn named(&self) -> Scenario {
        Scenario {
            name: self.name.clone(),
            description: self.description.clone(),
            ..self.scenario.clone()
        }
    }

    /// The prompt, as a window; returns the user's choice once made.
    pub fn ui(&mut self, ctx: &Context) -> Option<MomentChoice> {
        let mut choice = None;
        let mut open = true;
        egui::Window::new(tr!("Save this moment"))
            .id(egui::Id::unique("snakescope.moment"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_width(460.0)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 80.0])
            .show(ctx, |ui| choice = self.contents(ui));
        if !open {
            choice = Some(MomentChoice::Cancel);
        }
        choice
    }

    fn contents(&mut self, ui: &mut Ui) -> Option<MomentChoice> {
        ui.label(tr!(
            "The board at tick {tick} as a new scenario: the snake, the food on the board and the \
             food still scripted, the tail rule, the step limit and the solver.",
            tick = self.tick
        ));
        ui.add_space(4.0);
        egui::Grid::new("snakescope.moment.grid")
            .num_columns(2)
            .show(ui, |ui| {
                let label = ui.label(tr!("Name"));
                ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(360.0))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(tr!("Description"));
                ui.add(
                    egui::TextEdit::multiline(&mut self.description)
                        .desired_rows(4)
                        .desired_width(360.0),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
        ui.add_space(4.0);
        let mut choice = None;
        ui.horizontal(|ui| {
            if ui
                .button(tr!("Save…"))
                .on_hover_text(tr!("Choose a file and save the moment there"))
                .clicked()
            {
                choice = Some(MomentChoice::Save(self.named()));
            }
            if ui
                .button(tr!("Open in the editor"))
                .on_hover_text(tr!("Edit the moment before saving it"))
                .clicked()
            {
                choice = Some(MomentChoice::Edit(self.named()));
            }
            if ui.button(tr!("Cancel")).clicked() {
                choice = Some(MomentChoice::Cancel);
            }
        });
        choice
    }
}
