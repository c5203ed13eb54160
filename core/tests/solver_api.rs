//! A solver written against the public API, registered once, is a solver like the built-in
//! ones: found by name, set up for a game, recorded and recomputed, read from a scenario.

use snakescope_core::algo::bfs::BfsSpace;
use snakescope_core::algo::{Ignore, Observer};
use snakescope_core::rules::{Dir, Game, Outcome};
use snakescope_core::scenario::Scenario;
use snakescope_core::solver::{
    AnySolver, Chain, Decision, DecisionEvent, Fact, Solver, SolverEntry, SolverKind, register,
    safe_moves,
};
use snakescope_core::trace::Recording;

/// Goes for the food by the shortest path when there is one, else the first safe move.
#[derive(Clone, Debug, Default)]
struct Hungry {
    bfs: BfsSpace,
}

impl Solver for Hungry {
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let mut chain = Chain::new();
        if let Some(food) = game.food()
            && let Some(path) = chain.path_to_food(&mut self.bfs, game, food, obs)
        {
            return chain.finish(game.snake().head().dir_to(path[1]).unwrap(), false);
        }
        let dir = safe_moves(game).next();
        chain.report("first safe move", format!("{dir:?}"));
        chain.finish(dir.unwrap_or(Dir::Up), dir.is_none())
    }
}

fn hungry() -> SolverKind {
    SolverKind::Custom(register(SolverEntry::new(
        "hungry",
        "the shortest path, else any safe move",
        |_| Ok(Hungry::default()),
    )))
}

fn scenario(solver: &str) -> Result<Scenario, String> {
    let text = format!(
        "Scenario(width: 6, height: 6, snake: [(2, 0), (1, 0), (0, 0)], seed: 3, solver: {solver})"
    );
    Scenario::from_ron_str(&text, "hungry.ron").map_err(|e| e.to_string())
}

#[test]
fn a_registered_solver_is_found_by_name_and_plays() {
    let kind = hungry();
    assert_eq!(SolverKind::from_name("hungry"), Some(kind));
    assert!(SolverKind::all().contains(&kind));
    assert_eq!(kind.name(), "hungry");
    let game = scenario("Custom(name: \"hungry\")")
        .unwrap()
        .start()
        .unwrap();
    let solver = AnySolver::new(kind, &game).unwrap();
    let recording = Recording::play_out(game, solver);
    assert!(recording.len() > 10);
    assert!(matches!(
        recording.outcome(),
        Some(Outcome::Dead(_) | Outcome::Won)
    ));
}

#[test]
fn its_decisions_replay_with_their_events_filed_under_their_checks() {
    let kind = hungry();
    let game = scenario("Custom(name: \"hungry\")")
        .unwrap()
        .start()
        .unwrap();
    let mut live = AnySolver::new(kind, &game).unwrap();
    let mut recording = Recording::new(game.clone(), live.clone());
    let mut live_events = Vec::new();
    let first = live.decide(&game, &mut live_events);
    assert!(matches!(
        first.checks[0].fact,
        Fact::PathToFood { steps: Some(_), .. }
    ));
    assert!(live_events.iter().all(|e| e.check == 0) && !live_events.is_empty());
    while recording.advance(&mut Ignore).is_some() && recording.len() < 30 {}
    let mut replayed = Vec::new();
    assert_eq!(recording.decision_at(0, &mut replayed), Some(first));
    assert_eq!(replayed, live_events);
}

#[test]
fn a_scenario_names_it_and_an_unknown_name_is_explained() {
    hungry();
    let s = scenario("Custom(name: \"hungry\")").unwrap();
    let written = s.to_ron_string();
    assert!(
        written.contains("solver: Custom(name: \"hungry\")"),
        "{written}"
    );
    assert_eq!(
        Scenario::from_ron_str(&written, "again.ron")
            .unwrap()
            .solver_kind(),
        hungry()
    );
    let e = scenario("Custom(name: \"nobody\")").unwrap_err();
    assert!(
        e.contains("no solver named \"nobody\" is registered in this program"),
        "{e}"
    );
    let e = scenario("Custom").unwrap_err();
    assert!(
        e.contains("Custom needs the registered solver's name"),
        "{e}"
    );
}
