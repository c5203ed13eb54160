//! The timed search against what the rules allow: paths through the retreating tail, detours
//! that come back to a cell later, what one path per state may miss, and a space reused.

use super::*;
use crate::algo::Ignore;

fn cells(list: &[(u16, u16)]) -> Vec<Pos> {
    list.iter().map(|&c| Pos::from(c)).collect()
}

#[test]
fn the_tail_frees_first_and_sooner_when_it_follows() {
    let body = cells(&[(2, 0), (1, 0), (0, 0)]);
    let follows: Vec<u32> = frees_at(&body, TailRule::Follows).map(|(_, t)| t).collect();
    let blocks: Vec<u32> = frees_at(&body, TailRule::Blocks).map(|(_, t)| t).collect();
    assert_eq!(follows, [3, 2, 1]);
    assert_eq!(blocks, [4, 3, 2]);
    assert_eq!(hold(2, TailRule::Follows), 3);
    assert_eq!(hold(1, TailRule::Follows), 1);
}

/// The food at (0, 0) walled in by the body, its tail beside it.
///
/// ```text
/// * t o .
/// o o o .
/// H . . .
/// ```
fn walled_in() -> (Grid, Vec<Pos>) {
    let g = Grid::new(4, 3).unwrap();
    let body = cells(&[(0, 2), (0, 1), (1, 1), (2, 1), (2, 0), (1, 0)]);
    crate::rules::Snake::new(&g, &body, None).expect("a snake");
    (g, body)
}

#[test]
fn a_path_through_the_retreating_tail_is_found_where_bfs_finds_none() {
    let (g, body) = walled_in();
    let mut blocked = CellSet::new(g.cells());
    for &c in &body {
        blocked.insert(g.index(c));
    }
    let (start, target) = (body[0], Pos::new(0, 0));
    let bfs = crate::algo::bfs::shortest_path(&g, &blocked, start, Dir::Down, target, &mut Ignore);
    assert_eq!(bfs, None);
    let walls = CellSet::new(g.cells());
    // Follows: along the bottom, up through (2, 1) as it frees at move 3, then the top
    // row; the search can tell no path is shorter. Blocks: every cell frees a move later,
    // so round by the right column; a lost state (back onto (1, 2) at move 3, kept out by
    // the path's own body) might have led to the target in 6 as far as the search can
    // tell, so it does not claim the 8 moves are shortest, though the bound shows they are.
    for (rule, moves, claim) in [(TailRule::Follows, 6, true), (TailRule::Blocks, 8, false)] {
        let mut events = Vec::new();
        let path = timed_path(
            &g,
            &walls,
            &body,
            rule,
            start,
            Dir::Down,
            target,
            &mut events,
        )
        .expect("a path through the freed body");
        assert_eq!(path.len() - 1, moves, "{rule:?}: {path:?}");
        assert_eq!(
            earliest_arrival(&g, &walls, &body, rule, start, target),
            Some(moves as u32)
        );
        assert!(
            matches!(events.last(), Some(TimedEvent::Found { more: shortest, .. }) if *shortest == claim),
            "{rule:?}"
        );
    }
}

#[test]
fn the_head_comes_to_a_cell_later_by_a_detour_to_find_the_body_gone() {
    // o t T      the target (2, 0) is reached through (0, 1), free from move 4: the head
    // o o o      is at (0, 2) at move 2 the short way, too early; the long way round the
    // . . H      bottom brings it there at move 4. A search over cells alone, which
    // . . .      reaches each cell once, at its earliest, finds nothing.
    let g = Grid::new(3, 4).unwrap();
    let body = cells(&[(2, 2), (2, 1), (1, 1), (0, 1), (0, 0), (1, 0)]);
    let walls = CellSet::new(g.cells());
    let (start, target) = (body[0], Pos::new(2, 0));
    let mut events = Vec::new();
    let path = timed_path(
        &g,
        &walls,
        &body,
        TailRule::Blocks,
        start,
        Dir::Down,
        target,
        &mut events,
    )
    .expect("a path the long way round");
    assert_eq!(path.len() - 1, 8);
    assert_eq!(path[4], Pos::new(0, 2));
    let mut blocked = CellSet::new(g.cells());
    for &c in &body {
        blocked.insert(g.index(c));
    }
    let earliest = crate::algo::bfs::distances(&g, &blocked, start)[g.index(Pos::new(0, 2))];
    assert_eq!(earliest, Some(2));
    assert_eq!(
        earliest_arrival(&g, &walls, &body, TailRule::Blocks, start, target),
        Some(8)
    );
}

#[test]
fn a_state_keeps_one_path_and_may_miss_one_through_another() {
    // . . .      Legal in 7 moves: Up, Left, Down to (0, 1) at move 3, then down the
    // . H o      left column as it frees and across to T. But (0, 0) at move 2 is first
    // o o o      reached from (0, 1) (Left is tried first), and from there (0, 1) is the
    // o . T      path's own body: the state keeps that path, and the search finds none.
    // t . .
    let g = Grid::new(3, 5).unwrap();
    let body = cells(&[(1, 1), (2, 1), (2, 2), (1, 2), (0, 2), (0, 3), (0, 4)]);
    let walls = CellSet::new(g.cells());
    let (start, target) = (body[0], Pos::new(2, 3));
    let found = timed_path(
        &g,
        &walls,
        &body,
        TailRule::Blocks,
        start,
        Dir::Left,
        target,
        &mut Ignore,
    );
    assert_eq!(found, None);
    let legal: Vec<Pos> = cells(&[
        (1, 1),
        (1, 0),
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (1, 3),
        (2, 3),
    ]);
    let mut snake = crate::rules::Snake::new(&g, &body, None).unwrap();
    for step in legal.windows(2) {
        let dir = step[0].dir_to(step[1]).unwrap();
        let verdict = crate::rules::judge_move(&g, &snake, None, TailRule::Blocks, dir);
        assert!(verdict.is_safe(), "{} -> {}", step[0], step[1]);
        snake.advance(step[1], false);
    }
    assert_eq!(
        earliest_arrival(&g, &walls, &body, TailRule::Blocks, start, target),
        Some(7)
    );
}

#[test]
fn a_reused_space_replays_the_search() {
    // A snake of five along the top row, its head at the right end; the target is the
    // tail's cell, free from move 2 under Blocks.
    let g = Grid::new(5, 2).unwrap();
    let body = cells(&[(4, 0), (3, 0), (2, 0), (1, 0), (0, 0)]);
    let walls = CellSet::new(g.cells());
    let search = |space: &mut TimedSpace, events: &mut Vec<TimedEvent>| {
        let (start, target) = (Pos::new(4, 0), Pos::new(0, 0));
        let rule = TailRule::Blocks;
        space.timed_path(&g, &walls, &body, rule, start, Dir::Right, target, events)
    };
    let mut events = Vec::new();
    let path = search(&mut TimedSpace::new(), &mut events).expect("a path");
    assert_eq!(path.len() - 1, 6);
    let mut space = TimedSpace::new();
    for _ in 0..2 {
        let mut again = Vec::new();
        search(&mut space, &mut again);
        assert_eq!(again, events);
    }
}
