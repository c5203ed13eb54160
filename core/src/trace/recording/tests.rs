//! The recording's tests: every tick reached by replay, snapshots thinned and spaced,
//! take-overs, truncation.

use super::*;
use crate::rules::{FoodSource, Grid, Snake, TailRule};
use crate::solver::SolverKind;

fn start(kind: SolverKind, seed: u64) -> (Game, AnySolver) {
    let g = Grid::new(8, 8).unwrap();
    let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
    let s = Snake::new(&g, &cells, None).unwrap();
    let game = Game::new(g, s, FoodSource::new(vec![], seed), TailRule::Blocks, None);
    let solver = AnySolver::new(kind, &game).unwrap();
    (game, solver)
}

#[test]
fn any_tick_is_reached_by_replay() {
    let (game, solver) = start(SolverKind::GREEDY, 3);
    let mut direct = game.clone();
    let mut s2 = solver.clone();
    let r = Recording::play_out(game, solver);
    assert!(r.len() > 2 * r.snapshot_interval());
    for t in 0..=r.len() {
        let g = r.game_at(t);
        assert_eq!(g.snake(), direct.snake(), "tick {t}");
        assert_eq!(g.food(), direct.food(), "tick {t}");
        if !direct.is_over() {
            let d = s2.decide(&direct, &mut Ignore);
            direct.step(d.dir);
        }
    }
}

#[test]
fn each_way_to_a_past_tick_counts_one_replay() {
    let (game, solver) = start(SolverKind::Hamilton(Default::default()), 2);
    let r = Recording::play_out(game, solver);
    let before = r.replays();
    let (g, s) = r.state_at(100);
    assert_eq!(r.replays(), before + 1);
    r.decision_from(100, &g, &s, &mut Ignore);
    assert_eq!(
        r.replays(),
        before + 1,
        "deciding from a state replays nothing"
    );
    r.decision_at(100, &mut Ignore);
    r.game_at(7);
    assert_eq!(r.replays(), before + 3);
    assert_eq!(r.clone().replays(), r.replays());
}

#[test]
fn a_long_game_thins_its_snapshots_and_still_reaches_every_tick() {
    let (game, solver) = start(SolverKind::Hamilton(Default::default()), 5);
    let mut direct = game.clone();
    let mut s2 = solver.clone();
    let mut r = Recording::new(game, solver);
    r.max_snapshots = 4;
    while r.advance(&mut Ignore).is_some() {}
    assert!(r.len() > 8 * SNAPSHOT_EVERY, "{}", r.len());
    assert!(r.snapshots.len() <= 4, "{} snapshots", r.snapshots.len());
    assert!(r.snapshot_interval() >= 4 * SNAPSHOT_EVERY);
    for t in 0..=r.len() {
        let g = r.game_at(t);
        assert_eq!(g.snake(), direct.snake(), "tick {t}");
        let (g, _) = r.state_at(t);
        assert_eq!(g.snake(), direct.snake(), "tick {t}");
        if !direct.is_over() {
            let d = s2.decide(&direct, &mut Ignore);
            direct.step(d.dir);
        }
    }
    // Cutting back and playing on keeps to the thinned interval.
    let at = r.len() / 2;
    r.truncate(at);
    while r.advance(&mut Ignore).is_some() {}
    assert!(r.snapshots.len() <= 4);
    assert!(r.latest().is_over());
}

#[test]
fn large_boards_space_their_snapshots() {
    let small = Recording::new(
        start(SolverKind::GREEDY, 1).0,
        start(SolverKind::GREEDY, 1).1,
    );
    assert_eq!(small.snapshot_interval(), SNAPSHOT_EVERY);
    let g = Grid::new(64, 64).unwrap();
    let s = Snake::new(&g, &[Pos::new(0, 0)], None).unwrap();
    let game = Game::new(g, s, FoodSource::new(vec![], 1), TailRule::Blocks, None);
    let solver = AnySolver::new(SolverKind::GREEDY, &game).unwrap();
    assert_eq!(Recording::new(game, solver).snapshot_interval(), 2048);
}

#[test]
fn a_solver_that_takes_over_decides_from_there_and_the_ticks_before_keep_theirs() {
    let (game, solver) = start(SolverKind::Hamilton(Default::default()), 7);
    let original = Recording::play_out(game, solver);
    // Past two snapshots, and not on one.
    let at = 2 * original.snapshot_interval() + 5;
    let mut branch = original.clone();
    let (g, _) = branch.state_at(at);
    branch.take_over(at, AnySolver::new(SolverKind::GREEDY, &g).unwrap());
    assert_eq!(branch.len(), at);
    assert_eq!(branch.handovers().collect::<Vec<_>>(), vec![at]);
    while branch.advance(&mut Ignore).is_some() {}
    assert!(branch.len() > at + 3 * branch.snapshot_interval());
    for t in (0..at).step_by(7).chain([at - 1]) {
        assert_eq!(branch.move_at(t), original.move_at(t));
        assert_eq!(
            branch.decision_at(t, &mut Ignore),
            original.decision_at(t, &mut Ignore),
            "tick {t}"
        );
    }
    for t in (at..branch.len()).step_by(11) {
        let game = branch.game_at(t);
        let mut greedy = AnySolver::new(SolverKind::GREEDY, &game).unwrap();
        let expected = greedy.decide(&game, &mut Ignore);
        assert_eq!(
            branch.decision_at(t, &mut Ignore),
            Some(expected),
            "tick {t}"
        );
        let (_, solver) = branch.state_at(t);
        assert!(matches!(solver, AnySolver::Greedy(_)), "tick {t}");
    }
    // Cut back before the take-over, the original solver plays on as it did.
    branch.truncate(at - 1);
    assert_eq!(branch.handovers().count(), 0);
    while branch.advance(&mut Ignore).is_some() {}
    assert_eq!(branch.len(), original.len());
    assert_eq!(branch.latest().snake(), original.latest().snake());
}

#[test]
fn a_state_played_on_from_an_earlier_one_is_the_one_a_replay_finds() {
    let (game, solver) = start(SolverKind::Hamilton(Default::default()), 7);
    let mut r = Recording::play_out(game, solver);
    // A take-over between two snapshots, which a state played on must pass through.
    let at = 2 * r.snapshot_interval() + 5;
    let (g, _) = r.state_at(at);
    r.take_over(at, AnySolver::new(SolverKind::GREEDY, &g).unwrap());
    while r.advance(&mut Ignore).is_some() {}
    let interval = r.snapshot_interval();
    let mut checked = 0;
    for from in [
        0,
        1,
        interval - 1,
        interval + 3,
        at - 2,
        at,
        at + 1,
        r.len() - 2,
    ] {
        let (g, s) = r.state_at(from);
        for t in [
            from,
            from + 1,
            from + 2,
            from + 9,
            at,
            at + 1,
            from.saturating_sub(1),
        ] {
            let before = r.replays();
            let (game, solver) = r.state_from(from, &g, &s, t);
            let played_on = r.replays() == before;
            let (want_game, want_solver) = r.state_at(t);
            assert_eq!(game.snake(), want_game.snake(), "{from} -> {t}");
            assert_eq!(game.food(), want_game.food(), "{from} -> {t}");
            assert_eq!(solver.cycle(), want_solver.cycle(), "{from} -> {t}");
            assert_eq!(
                r.decision_from(t, &game, &solver, &mut Ignore),
                r.decision_at(t, &mut Ignore),
                "{from} -> {t}"
            );
            // Forward and short of the next snapshot or take-over: played on, no replay.
            let next_base = (from / interval + 1) * interval;
            if t >= from && t < next_base && !(from < at && t >= at) {
                assert!(played_on, "{from} -> {t} replayed from a snapshot");
                checked += 1;
            }
        }
    }
    assert!(checked > 10, "{checked}");
}

#[test]
fn truncating_lets_play_go_on_identically() {
    let (game, solver) = start(SolverKind::Backtrack(Default::default()), 5);
    let full = Recording::play_out(game, solver);
    let mut cut = full.clone();
    cut.truncate(100);
    assert_eq!(cut.len(), 100);
    while cut.advance(&mut Ignore).is_some() {}
    assert_eq!(cut.len(), full.len());
    assert_eq!(cut.latest().snake(), full.latest().snake());
}
