//! Trust, as editors and browsers do it: a file (a scenario, a lesson's step, a saved game
//! played again) that names a program or a bot runs it only when the user says so. The game
//! opens stopped at its first move, saying the program was not run, and a prompt names the
//! program or the bot's address exactly: Run, or Don't run. The answer "Run" is remembered for
//! the file's contents (a change to the file asks again), in the settings kept between runs;
//! a solver the user picks or types in the window runs without asking.

use crate::command::{Command, Commands};
use snakescope_core::scenario::Scenario;
use snakescope_core::solver::SolverKind;
use snakescope_core::solver::external::{ExternalSpec, permit, permitted};

/// A file's program or bot waiting for the user's answer.
#[derive(Clone, Debug)]
pub struct TrustPrompt {
    /// What would run.
    pub spec: &'static ExternalSpec,
    /// Where the file came from, in words.
    pub origin: String,
    /// The key its answer is remembered under: the file's contents.
    pub key: u64,
}

/// What the prompt asks of the scenario `scenario` from `origin` before it is opened: nothing
/// if it runs no program or bot, or if the user allowed it (now, or for these contents
/// before: then it is allowed again); else the prompt to show.
pub fn ask(scenario: &Scenario, origin: &str, trusted: &[u64]) -> Option<TrustPrompt> {
    let SolverKind::External(spec) = scenario.solver else {
        return None;
    };
    if permitted(spec) {
        return None;
    }
    let key = contents_key(scenario);
    if trusted.contains(&key) {
        permit(spec);
        return None;
    }
    Some(TrustPrompt {
        spec,
        origin: origin.to_owned(),
        key,
    })
}

/// The key a scenario's answer is remembered under: FNV-1a over its text as saved, which
/// names the program and every other field (the same on every machine and run).
pub fn contents_key(scenario: &Scenario) -> u64 {
    scenario
        .to_ron_string()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}

impl TrustPrompt {
    /// Shows the prompt over the window; the answer goes to `commands`.
    pub fn ui(&self, ctx: &egui::Context, commands: &mut Commands) {
        let modal = egui::Modal::new(egui::Id::unique("snakescope.trust")).show(ctx, |ui| {
            ui.set_max_width(560.0);
            let (heading, what) = match self.spec {
                ExternalSpec::Program { .. } => (
                    tr!("{origin} wants to run a program", origin = self.origin),
                    tr!("It would run this command on this computer:"),
                ),
                ExternalSpec::Battlesnake { .. } => (
                    tr!("{origin} wants to reach a bot", origin = self.origin),
                    tr!("It would send the game to this address:"),
                ),
            };
            ui.heading(heading);
            ui.add_space(4.0);
            ui.label(what);
            ui.add(egui::Label::new(egui::RichText::new(self.spec.label()).monospace()).wrap());
            ui.add_space(4.0);
            ui.label(tr!(
                "Run it only if you trust whoever wrote the file. Until then the game stops \
                 before its first move."
            ));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr!("Run")).clicked() {
                    commands.send(Command::Trust(true));
                }
                if ui.button(tr!("Don't run")).clicked() {
                    commands.send(Command::Trust(false));
                }
            });
        });
        if modal.should_close() {
            commands.send(Command::Trust(false));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scenario(command: &str) -> Scenario {
        let text = format!(
            "Scenario(width: 6, height: 6, snake: [(1, 0), (0, 0)], solver: External(command: \
             [\"{command}\"]))"
        );
        Scenario::from_ron_str(&text, "t.ron").unwrap()
    }

    #[test]
    fn a_file_s_program_is_asked_about_until_its_contents_are_trusted() {
        let s = scenario("trust-test-program-one");
        let prompt = ask(&s, "t.ron", &[]).expect("asked");
        assert_eq!(prompt.spec.label(), "trust-test-program-one");
        assert!(!permitted(prompt.spec));
        // Trusted before, for these very contents: allowed without asking.
        assert!(ask(&s, "t.ron", &[prompt.key]).is_none());
        assert!(permitted(prompt.spec));
        // Other contents are another key.
        let other = scenario("trust-test-program-two");
        assert_ne!(contents_key(&other), prompt.key);
        assert!(ask(&other, "t.ron", &[prompt.key]).is_some());
    }

    #[test]
    fn a_scenario_without_a_program_asks_nothing() {
        assert!(ask(&Scenario::default(), "default", &[]).is_none());
    }
}
