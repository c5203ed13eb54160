//! A* in eight directions and jump point search as stages, on the game's board: both find
//! paths of one cost; jump point search takes far fewer cells off its frontier and marks the
//! cells its jumps scan, none of them queued; the frame's frontier leaves in the order the
//! searches take; jump point search is refused on mud and water, and A* in eight directions
//! turns Manhattan (which overestimates a diagonal) into octile.

use crate::common::scripted;
use snakescope_core::algo::search::eight::Length;
use snakescope_core::algo::search::eight::jps::JpsOwn;
use snakescope_core::algo::search::{Guide, Heuristic, SearchEvent, Side};
use snakescope_core::rules::{Ground, Pos, TailRule, Terrain};
use snakescope_core::stages::{Stage, StageEvent, StageFrame};
use snakescope_core::trace::{SearchGround, StageRunError, run_stage_from, run_stage_on};

/// What a run says: the path's cost, the cells taken off the frontier, and the folded frame,
/// each take checked against the frontier's front as folded.
fn run(stage: Stage, game: &snakescope_core::rules::Game) -> (Length, usize, StageFrame) {
    let events = run_stage_from(stage, game, None, None, None, None)
        .expect("the stage runs")
        .events;
    let mut frame = StageFrame::new(*game.grid());
    let (mut taken, mut cost) = (0, None);
    for e in &events {
        let (cell, found) = match e {
            StageEvent::AStarEight(SearchEvent::Taken { cell, .. })
            | StageEvent::Jps(SearchEvent::Taken { cell, .. }) => (Some(*cell), None),
            StageEvent::AStarEight(SearchEvent::Found { more, .. })
            | StageEvent::Jps(SearchEvent::Found { more, .. }) => (None, Some(*more)),
            _ => (None, None),
        };
        if let Some(cell) = cell {
            taken += 1;
            let front = frame.frontiers.first().and_then(|f| f.front());
            assert_eq!(
                front.map(|f| (f.cell, f.stale)),
                Some((cell, false)),
                "{stage:?}"
            );
        }
        cost = cost.or(found);
        frame.apply(e);
    }
    (cost.expect("a path"), taken, frame)
}

#[test]
fn jump_point_search_costs_what_a_star_does_and_queues_far_fewer_cells() {
    // A snake of three at the top left, the food at the far corner of an open 24x16 board.
    let game = scripted(
        24,
        16,
        &[(2, 0), (1, 0), (0, 0)],
        &[(23, 15)],
        TailRule::Blocks,
    );
    let (astar_cost, astar_taken, _) = run(Stage::AStarEight, &game);
    let (jps_cost, jps_taken, frame) = run(Stage::Jps, &game);
    // 21 steps across, 15 down: 15 diagonals and 6 straight steps.
    assert_eq!(astar_cost, Length::diagonal(15) + Length::straight(6));
    assert_eq!(jps_cost, astar_cost);
    assert!(
        jps_taken * 5 <= astar_taken,
        "JPS {jps_taken}, A* {astar_taken}"
    );
    let scanned: Vec<_> = frame.marks.iter().filter(|m| m.scanned).collect();
    assert!(scanned.len() > 20, "{} scanned", scanned.len());
    assert!(scanned.iter().any(|m| !m.frontier && !m.expanded));
}

#[test]
fn jump_point_search_is_refused_on_mud_and_a_star_weighs_it() {
    let game = scripted(10, 6, &[(0, 0)], &[(9, 5)], TailRule::Blocks);
    let mut terrain = Terrain::new(game.grid().cells());
    terrain.set(game.grid().index(Pos::new(4, 3)), Ground::Mud);
    let ground = SearchGround {
        terrain: Some(&terrain),
        ..SearchGround::default()
    };
    let refused = run_stage_on(Stage::Jps, &game, None, (None, None), ground).unwrap_err();
    assert!(matches!(refused, StageRunError::Board(_)));
    assert!(refused.to_string().contains("mud and water"), "{refused}");
    let ground = SearchGround {
        terrain: Some(&terrain),
        guide: Guide {
            heuristic: Heuristic::Manhattan,
            ..Guide::default()
        },
        ..SearchGround::default()
    };
    let run = run_stage_on(Stage::AStarEight, &game, None, (None, None), ground).unwrap();
    let start = run.events.iter().find_map(|e| match e {
        StageEvent::AStarEight(SearchEvent::Start { more, .. }) => Some(more.heuristic),
        _ => None,
    });
    assert_eq!(
        start,
        Some(Heuristic::Octile),
        "Manhattan overestimates a diagonal"
    );
    let scans = run
        .events
        .iter()
        .filter(|e| matches!(e, StageEvent::Jps(SearchEvent::Own(JpsOwn::Scanned { .. }))))
        .count();
    assert_eq!(scans, 0);
}

#[test]
fn from_both_ends_on_mud_the_search_costs_what_uniform_cost_search_does_and_takes_each_side_s_front()
 {
    // A snake of three, a band of mud across the middle with one plain gap far to the right.
    let game = scripted(
        16,
        10,
        &[(2, 1), (1, 1), (0, 1)],
        &[(3, 8)],
        TailRule::Blocks,
    );
    let mut terrain = Terrain::new(game.grid().cells());
    for x in 0..15 {
        terrain.set(game.grid().index(Pos::new(x, 5)), Ground::Mud);
    }
    let ground = SearchGround {
        terrain: Some(&terrain),
        ..SearchGround::default()
    };
    let cost_of = |stage: Stage| {
        let run = run_stage_on(stage, &game, None, (None, None), ground).unwrap();
        assert_eq!(run.note, None, "{stage:?} weighs the terrain");
        let mut frame = StageFrame::new(*game.grid());
        let mut cost = None;
        for e in &run.events {
            match e {
                StageEvent::BidirectionalEight(SearchEvent::Taken { cell, key }) => {
                    let which = usize::from(key.side == Side::Target);
                    let front = frame.frontiers[which].front();
                    assert_eq!(front.map(|f| (f.cell, f.stale)), Some((*cell, false)));
                }
                StageEvent::BidirectionalEight(SearchEvent::Found { more, .. }) => {
                    cost = Some(more.cost);
                }
                StageEvent::DijkstraEight(SearchEvent::Found { more, .. }) => cost = Some(*more),
                _ => {}
            }
            frame.apply(e);
        }
        (cost.expect("a path"), frame)
    };
    let (cheapest, _) = cost_of(Stage::DijkstraEight);
    let (both, frame) = cost_of(Stage::BidirectionalEight);
    assert_eq!(both, cheapest);
    // Seven rows down and one across: six straight steps and a diagonal on plain ground, the
    // step into the mud straight (3, where a diagonal would cost 3·√2), not round by the gap.
    assert_eq!(both, Length::straight(8) + Length::diagonal(1));
    assert_eq!(frame.frontiers.len(), 2);
    assert_eq!(frame.path.first(), Some(&Pos::new(2, 1)));
    assert_eq!(frame.path.last(), Some(&Pos::new(3, 8)));
}
