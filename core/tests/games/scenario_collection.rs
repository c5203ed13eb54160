//! The curated collection in `scenarios/`: every file loads and validates, and each tricky
//! board behaves exactly as its description says (outcomes, the decision's checks, verdicts,
//! the cells named). This file holds the load check and the helpers; the boards' tests are in
//! the modules below, one per topic.

use snakescope_core::algo::Ignore;
use snakescope_core::algo::bfs::{distances, shortest_path};
use snakescope_core::rules::{Game, Pos};
use snakescope_core::scenario::{self, Scenario};
use snakescope_core::solver::{AnySolver, Decision, Fact, HamiltonOptions, SolverKind};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

mod cycles;
mod greedy_traps;
mod other_solvers;
mod splices;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios")
}

/// Loads (parses and validates) `scenarios/NAME.ron`.
fn load(name: &str) -> Scenario {
    let path = dir().join(format!("{name}.ron"));
    scenario::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn cells(list: &[(u16, u16)]) -> Vec<Pos> {
    list.iter().map(|&c| Pos::from(c)).collect()
}

/// The game at the scenario's start and its solver.
/// The virtual snake greedy checks: the real one after eating along the shortest path.
fn eaten_along_the_shortest_path(game: &Game) -> Vec<Pos> {
    let snake = game.snake();
    let food = game.food().expect("food on the board");
    let path = shortest_path(
        game.grid(),
        snake.occupied(),
        snake.head(),
        snake.heading(),
        food,
        &mut Ignore,
    )
    .expect("a path to the food");
    snakescope_core::solver::walk(snake, &path, food)
        .cells()
        .collect()
}

fn start(s: &Scenario) -> (Game, AnySolver) {
    let game = s.start().expect("the scenario starts");
    let solver = AnySolver::new(s.solver_kind(), &game).expect("the solver sets up");
    (game, solver)
}

fn facts(d: &Decision) -> Vec<Fact> {
    d.checks.iter().map(|c| c.fact.clone()).collect()
}

fn with_solver(s: &Scenario, solver: SolverKind) -> Scenario {
    Scenario {
        solver,
        ..s.clone()
    }
}

fn hamilton() -> SolverKind {
    SolverKind::Hamilton(HamiltonOptions::default())
}

/// The free cells the head can reach, the head excluded.
fn head_region(game: &Game) -> HashSet<Pos> {
    let grid = game.grid();
    let snake = game.snake();
    let d = distances(grid, snake.occupied(), snake.head());
    grid.all_cells()
        .filter(|&p| p != snake.head() && d[grid.index(p)].is_some())
        .collect()
}

fn free_cells(game: &Game) -> HashSet<Pos> {
    game.grid()
        .all_cells()
        .filter(|&p| !game.snake().contains(p))
        .collect()
}

#[test]
fn every_file_loads_and_validates_and_the_collection_is_large_enough() {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("ron") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_str().unwrap().to_owned();
        assert!(
            !stem.is_empty()
                && stem
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !stem.starts_with('-')
                && !stem.ends_with('-')
                && !stem.contains("--"),
            "{stem}: file names are kebab-case"
        );
        let s = scenario::load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(!s.name.trim().is_empty(), "{stem}: no name");
        assert!(
            s.description.trim().len() > 40,
            "{stem}: the description must say what to watch"
        );
        let game = s.start().unwrap_or_else(|p| panic!("{stem}: {p:?}"));
        AnySolver::new(s.solver_kind(), &game).unwrap_or_else(|e| panic!("{stem}: {e}"));
        names.push(stem);
    }
    names.sort();
    assert!(
        names.len() >= 15,
        "only {} scenarios: {names:?}",
        names.len()
    );
    for kept in [
        "classic-8x8-greedy",
        "classic-8x8-hamilton",
        "classic-10x10",
        "corner-12x12-backtrack",
        "open-20x20",
    ] {
        assert!(names.iter().any(|n| n == kept), "{kept} is missing");
    }
}
