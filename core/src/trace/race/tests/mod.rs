//! The race's table read off each search's own events, checked against what the searches
//! return and what their stages fold; the lockstep; the independent optimum.

use super::*;
use crate::algo::Ignore;
use crate::algo::bfs::distances;
use crate::algo::search::SearchEvent;
use crate::algo::search::astar::astar_path;
use crate::algo::search::dijkstra::DijkstraEvent;
use crate::algo::search::timed::{TimedEvent, timed_path};
use crate::rules::{CellSet, Dir, Directions, FoodSource, Game, Grid, Snake, TailRule};
use crate::stages::{Frontier, Stage};

mod eight;

fn cells(list: &[(u16, u16)]) -> Vec<Pos> {
    list.iter().map(|&c| Pos::from(c)).collect()
}

fn game(w: i64, h: i64, snake: &[(u16, u16)], food: (u16, u16), rule: TailRule) -> Game {
    heading_game(w, h, snake, Dir::Right, food, rule)
}

/// A game whose snake, if it is one cell, heads `heading`.
fn heading_game(
    w: i64,
    h: i64,
    snake: &[(u16, u16)],
    heading: Dir,
    food: (u16, u16),
    rule: TailRule,
) -> Game {
    let grid = Grid::new(w, h).unwrap();
    let snake = Snake::new(&grid, &cells(snake), Some(heading)).unwrap();
    Game::new(
        grid,
        snake,
        FoodSource::new(vec![food.into()], 1),
        rule,
        None,
    )
}

fn walls(grid: &Grid, list: &[(u16, u16)]) -> CellSet {
    let mut set = CellSet::new(grid.cells());
    for &c in list {
        set.insert(grid.index(c.into()));
    }
    set
}

/// The boards the tests race on: open, walled, a pocket of the body, an unreachable target,
/// a target behind the retreating tail, a corner where the uniform-cost search meets a stale
/// entry, a little maze where A* does.
fn boards() -> Vec<RaceBoard> {
    let open = game(8, 8, &[(2, 0), (1, 0), (0, 0)], (7, 7), TailRule::Blocks);
    let wall_game = game(8, 6, &[(0, 2)], (7, 2), TailRule::Blocks);
    let wall = walls(
        wall_game.grid(),
        &[
            (3, 0),
            (3, 1),
            (3, 2),
            (3, 3),
            (3, 4),
            (5, 1),
            (5, 2),
            (5, 3),
            (5, 4),
            (5, 5),
        ],
    );
    let pocket = game(
        6,
        6,
        &[
            (1, 3),
            (1, 2),
            (1, 1),
            (2, 1),
            (3, 1),
            (4, 1),
            (4, 2),
            (4, 3),
            (4, 4),
        ],
        (2, 2),
        TailRule::Follows,
    );
    let sealed = game(
        4,
        4,
        &[(2, 0), (1, 0), (1, 1), (0, 1)],
        (3, 3),
        TailRule::Blocks,
    );
    let tail = game(
        4,
        3,
        &[(0, 2), (0, 1), (1, 1), (2, 1), (2, 0), (1, 0)],
        (3, 2),
        TailRule::Follows,
    );
    let maze = heading_game(4, 5, &[(0, 3)], Dir::Down, (3, 1), TailRule::Blocks);
    let maze_walls = walls(maze.grid(), &[(1, 1), (2, 1), (3, 2)]);
    let corner = heading_game(3, 3, &[(0, 0)], Dir::Up, (2, 2), TailRule::Blocks);
    let corner_wall = walls(corner.grid(), &[(2, 0)]);
    let none = CellSet::new(0);
    vec![
        RaceBoard::new(&open, None, None, none.clone()).unwrap(),
        RaceBoard::new(&wall_game, None, None, wall).unwrap(),
        RaceBoard::new(&pocket, None, None, none.clone()).unwrap(),
        RaceBoard::new(&sealed, None, Some(Pos::new(0, 0)), none.clone()).unwrap(),
        RaceBoard::new(&tail, None, Some(Pos::new(0, 0)), none).unwrap(),
        RaceBoard::new(&corner, None, None, corner_wall).unwrap(),
        RaceBoard::new(&maze, None, None, maze_walls).unwrap(),
    ]
}

#[test]
fn a_race_needs_two_searches_or_more_each_once() {
    let board = &boards()[0];
    assert_eq!(
        race(board, &[Search::Bfs]).unwrap_err(),
        RaceError::Count(1)
    );
    let twice = [Search::Bfs, Search::AStar, Search::Bfs];
    assert_eq!(
        race(board, &twice).unwrap_err(),
        RaceError::Repeated(Search::Bfs)
    );
    let all = race(board, &Search::ALL).unwrap();
    assert_eq!(all.lanes().len(), Search::ALL.len());
    let none = game(4, 4, &[(0, 0)], (3, 3), TailRule::Blocks);
    let off = RaceBoard::new(&none, Some(Pos::new(9, 0)), None, CellSet::new(16));
    assert_eq!(off.unwrap_err(), RaceError::OffBoard(Pos::new(9, 0)));
}

#[test]
fn every_name_is_its_stage_s_and_reads_back() {
    // The searches are the stage list's entries marked as searches, in the list's order.
    let listed: Vec<Stage> = Stage::ALL.into_iter().filter(|s| s.is_search()).collect();
    let stages: Vec<Stage> = Search::ALL.iter().map(|s| s.stage()).collect();
    assert_eq!(stages, listed);
    let names: Vec<&str> = Search::ALL.iter().map(|s| s.cli_name()).collect();
    let listed_names: Vec<&str> = listed.iter().map(|s| s.cli_name()).collect();
    assert_eq!(names, listed_names);
    assert_eq!(names.first(), Some(&"bfs"), "breadth-first heads the list");
    for s in Search::ALL {
        assert_eq!(Search::from_cli_name(s.cli_name()), Some(s));
        assert_eq!(Search::from_stage(s.stage()), Some(s));
        assert!(!s.title().is_empty());
    }
    assert_eq!(Search::from_cli_name("greedy"), None);
}

/// The frontier an event takes an entry off or puts one on (the target side's, the second),
/// and whether the frontier starts over with it, holding the ends alone.
/// The runs `race --time` times are the race's own: recorded, each reports the events its
/// lane keeps; watched by nothing, each runs too.
#[test]
fn the_timed_runs_are_the_race_s_own_searches() {
    for board in boards() {
        let raced = race(&board, &Search::ALL).unwrap();
        for lane in raced.lanes() {
            assert_eq!(
                board.run_recorded(lane.search()),
                lane.events().len(),
                "{:?}",
                lane.search()
            );
            assert!(board.run_unwatched(lane.search()), "{:?}", lane.search());
        }
    }
}

/// A race keeps every event of its stage but its refusals. After every step its board is the
/// stage's after all of its events until then; only what the last event points at (and the
/// count of events folded) differs, where the stage's step ended on a refusal.
#[test]
fn a_lane_keeps_all_but_refusals_and_each_step_shows_the_stage_s_board() {
    let refusal = |e: &StageEvent| matches!(e.search_step(), Some(SearchStep::Refused { .. }));
    let mut let_go = 0;
    for board in boards() {
        let race = race(&board, &Search::ALL).unwrap();
        for lane in race.lanes() {
            let mut all: Vec<StageEvent> = Vec::new();
            let _ = lane.search().stage().run(&board.setting(), &mut all);
            assert_eq!(lane.reported(), all.len(), "{}", lane.search());
            assert!(lane.is_whole());
            let kept: Vec<&StageEvent> = all.iter().filter(|e| !refusal(e)).collect();
            assert_eq!(lane.events().iter().collect::<Vec<_>>(), kept);
            let_go += all.len() - kept.len();
            let every_end = step_ends(&all);
            assert_eq!(every_end.len(), lane.steps(), "{}", lane.search());
            let (mut lanes, mut stage) = (blank_frame(&board), blank_frame(&board));
            for step in 0..lane.steps() {
                lane.fold(&mut lanes, lane.step_events(step));
                let before = if step == 0 { 0 } else { every_end[step - 1] };
                for e in &all[before..every_end[step]] {
                    stage.apply(e);
                }
                let mut seen = lanes.clone();
                seen.events = stage.events;
                let ended_on_refusal = every_end[step]
                    .checked_sub(1)
                    .is_some_and(|last| refusal(&all[last]));
                if ended_on_refusal {
                    seen.trying.clone_from(&stage.trying);
                    seen.focus.clone_from(&stage.focus);
                    seen.line = stage.line;
                }
                assert_eq!(seen, stage, "{} step {step}", lane.search());
            }
        }
    }
    assert!(let_go > 0, "on these boards the searches refuse neighbours");
}

fn frontier_change(step: SearchStep<'_>) -> (usize, i32, bool) {
    let which = |side: Option<crate::algo::search::Side>| {
        usize::from(side == Some(crate::algo::search::Side::Target))
    };
    match step {
        SearchStep::Start { both_ends, .. } => (0, 1 + i32::from(both_ends), true),
        SearchStep::Pushed { side, .. } => (which(side), 1, false),
        SearchStep::Taken { side, .. } => (which(side), -1, false),
        SearchStep::Skipped { .. } => (0, -1, false),
        _ => (0, 0, false),
    }
}

/// Folds `lane` event by event: before each event that takes an entry off a frontier, that
/// entry is the frontier's front (the cell the event names; live for an expansion, stale for
/// a skip); after each, the frontier holds as many entries as the events pushed and popped,
/// the cells marked waiting are those a live entry holds, and the expansions are the events'.
/// Returns the largest frontier seen in the frames.
fn check_fold(board: &RaceBoard, lane: &Lane) -> u32 {
    let mut frame = StageFrame::new(*board.grid());
    // The board's walls are drawn from the start, as the lane's own frames draw them.
    for i in board.walls().iter() {
        frame.marks[i].search_wall = true;
    }
    let mut size: i32 = 0;
    let mut largest = 0;
    let mut expanded = 0;
    for (i, event) in lane.events().iter().enumerate() {
        let step = event.search_step().expect("a search's event");
        let (which, change, restart) = frontier_change(step);
        let taken = match step {
            SearchStep::Taken { cell, .. } => Some((cell, false)),
            SearchStep::Skipped { cell } => Some((cell, true)),
            _ => None,
        };
        if let Some((cell, stale)) = taken {
            let front = frame.frontiers[which].front();
            assert_eq!(
                front.map(|e| e.cell),
                Some(cell),
                "{}: event {i}",
                lane.search()
            );
            assert_eq!(front.map(|e| e.stale), Some(stale), "{}", lane.search());
            expanded += u32::from(!stale);
        }
        lane.fold(&mut frame, i..i + 1);
        size = if restart { change } else { size + change };
        let held: usize = frame.frontiers.iter().map(Frontier::len).sum();
        assert_eq!(held as i32, size, "{}: event {i}", lane.search());
        largest = largest.max(size as u32);
        assert_eq!(frame.expansions, expanded);
        for p in board.grid().all_cells() {
            let waiting = frame.frontiers.iter().any(|f| f.holds(p));
            assert_eq!(frame.mark(p).frontier, waiting, "{}: {p}", lane.search());
        }
    }
    assert_eq!(frame, lane.frame_at(board, lane.steps() - 1));
    largest
}

#[test]
fn the_table_is_read_off_the_events_and_agrees_with_the_folded_frames() {
    let mut skipping = Vec::new();
    for board in boards() {
        let race = race(&board, &Search::ALL).unwrap();
        for lane in race.lanes() {
            let skips = lane
                .events()
                .iter()
                .any(|e| matches!(e.search_step(), Some(SearchStep::Skipped { .. })));
            if skips && !skipping.contains(&lane.search()) {
                skipping.push(lane.search());
            }
            let row = lane.row();
            let largest = check_fold(&board, lane);
            assert_eq!(row.max_frontier, largest, "{}", lane.search());
            let end = lane.frame_at(&board, race.steps());
            assert_eq!(row.expanded, end.expansions, "{}", lane.search());
            match row.path_length {
                Some(moves) => {
                    assert_eq!(end.path.len() as u32 - 1, moves);
                    assert_eq!(end.path.first(), Some(&board.start()));
                    assert_eq!(end.path.last(), Some(&board.target()));
                }
                None => assert!(end.path.is_empty()),
            }
        }
    }
    // The boards make every search that skips stale entries skip some.
    skipping.sort();
    assert_eq!(
        skipping,
        [
            Search::Dfs,
            Search::Dijkstra,
            Search::AStar,
            Search::DfsEight,
            Search::AStarEight
        ]
    );
}

#[test]
fn each_step_adds_one_expansion_and_a_finished_search_stays_as_it_ended() {
    for board in boards() {
        let race = race(&board, &Search::ALL).unwrap();
        for lane in race.lanes() {
            assert_eq!(lane.steps() as u32, lane.row().expanded + 1);
            let first = lane.step_events(0);
            assert_eq!(first.start, 0);
            for step in 1..lane.steps() {
                let events = lane.step_events(step);
                let taken = |i: usize| {
                    matches!(
                        lane.events()[i].search_step(),
                        Some(SearchStep::Taken { .. })
                    )
                };
                let expansions = events.clone().filter(|&i| taken(i)).count();
                assert_eq!(expansions, 1, "{} step {step}", lane.search());
                // The step opens with its expansion.
                assert!(taken(events.start));
                assert_eq!(lane.row_at(step).expanded, step as u32);
            }
            assert_eq!(lane.events_until(race.steps() + 5), lane.events().len());
            assert_eq!(&lane.row_at(race.steps()), lane.row());
        }
    }
}

#[test]
fn the_paths_are_the_searches_own_and_shortest_is_measured_independently() {
    for board in boards() {
        let race = race(&board, &Search::ALL).unwrap();
        let grid = board.grid();
        let mut blocked = board.blocked();
        blocked.remove(grid.index(board.target()));
        let fewest = distances(grid, &blocked, board.start())[grid.index(board.target())];
        let (start, heading, target) = (board.start(), board.heading(), board.target());
        for lane in race.lanes() {
            let row = lane.row();
            let own = match lane.search() {
                Search::AStar => astar_path(grid, &blocked, start, heading, target, &mut Ignore),
                Search::Timed => timed_path(
                    grid,
                    board.walls(),
                    &board.body(),
                    board.tail_rule(),
                    start,
                    heading,
                    target,
                    &mut Ignore,
                ),
                _ => None,
            };
            if let Some(own) = own {
                assert_eq!(row.path_length, Some(own.len() as u32 - 1));
            }
            match lane.search() {
                Search::Bfs | Search::AStar | Search::Bidirectional | Search::Iddfs => {
                    assert_eq!(row.path_length, fewest, "{}", lane.search());
                    assert_eq!(row.shortest, fewest.map(|_| true));
                }
                Search::Dfs | Search::BestFirst => {
                    assert_eq!(row.path_length.is_some(), fewest.is_some());
                    assert_eq!(row.shortest, row.path_length.map(|m| Some(m) == fewest));
                }
                Search::Dijkstra => {
                    // The cheapest path may take more moves than the fewest if that saves
                    // enough turns: it is never fewer.
                    assert!(row.path_length >= fewest, "{}", lane.search());
                    assert_eq!(row.path_length.is_some(), fewest.is_some());
                    assert_eq!(row.shortest, fewest.map(|_| true));
                }
                Search::Timed => {
                    let bound = lane.optimum();
                    let moves = |m: u32| Length::straight(u64::from(m));
                    assert!(
                        row.path_length
                            .is_none_or(|m| bound.is_some_and(|b| b <= moves(m)))
                    );
                    // The search's own claim agrees with the independent bound.
                    if let Some(StageEvent::Timed(TimedEvent::Found { more: true, .. })) =
                        lane.events().last()
                    {
                        assert_eq!(row.shortest, Some(true));
                    }
                }
                Search::DfsEight | Search::BestFirstEight => {
                    // Complete, legal, never cheaper than the cheapest.
                    assert_eq!(row.path_length.is_some(), fewest.is_some());
                    assert!(
                        row.cost
                            .is_none_or(|c| lane.optimum().is_some_and(|b| c >= b))
                    );
                    assert_eq!(row.shortest, row.cost.map(|c| Some(c) == lane.optimum()));
                }
                Search::BfsEight | Search::IddfsEight => {
                    // The fewest steps in eight directions, whatever they cost.
                    assert_eq!(row.path_length.is_some(), fewest.is_some());
                    assert!(row.path_length <= fewest, "{}", lane.search());
                    assert_eq!(row.shortest, row.cost.map(|c| Some(c) == lane.optimum()));
                }
                Search::DijkstraEight
                | Search::AStarEight
                | Search::Jps
                | Search::BidirectionalEight => {
                    // Without cutting a corner, a diagonal step is two straight ones round an
                    // open corner: the same cells are reached, never at more cost, never in
                    // more steps.
                    assert_eq!(row.path_length.is_some(), fewest.is_some());
                    assert!(row.path_length <= fewest, "{}", lane.search());
                    let four = fewest.map(|m| Length::straight(u64::from(m)));
                    assert!(row.cost <= four, "{}", lane.search());
                    assert_eq!(row.shortest, fewest.map(|_| true), "{}", lane.search());
                }
            }
            // The uniform-cost search's own word for its cost is the table's.
            if let Some(StageEvent::Dijkstra(DijkstraEvent::Found { more: cost, .. })) =
                lane.events().last()
            {
                assert_eq!(row.cost, Some(Length::straight(u64::from(*cost))));
            }
            // So is each search in eight directions'.
            let own_length = match lane.events().last() {
                Some(StageEvent::BfsEight(SearchEvent::Found { more, .. })) => Some(*more),
                Some(StageEvent::DfsEight(SearchEvent::Found { more, .. })) => Some(*more),
                Some(StageEvent::BestFirstEight(SearchEvent::Found { more, .. })) => Some(*more),
                Some(StageEvent::DijkstraEight(SearchEvent::Found { more, .. })) => Some(*more),
                Some(StageEvent::AStarEight(SearchEvent::Found { more, .. })) => Some(*more),
                Some(StageEvent::Jps(SearchEvent::Found { more, .. })) => Some(*more),
                Some(StageEvent::BidirectionalEight(SearchEvent::Found { more, .. })) => {
                    Some(more.cost)
                }
                _ => None,
            };
            if own_length.is_some() {
                assert_eq!(row.cost, own_length, "{}", lane.search());
            }
        }
    }
}

#[test]
fn on_an_open_board_a_star_expands_fewer_cells_than_bfs_for_the_same_path() {
    let board = &boards()[0];
    let race = race(board, &[Search::Bfs, Search::AStar, Search::Dfs]).unwrap();
    let rows = race.rows();
    let (bfs, astar, dfs) = (&rows[0], &rows[1], &rows[2]);
    assert_eq!(astar.path_length, bfs.path_length);
    assert!(astar.expanded < bfs.expanded, "{astar:?} {bfs:?}");
    assert!(dfs.path_length >= bfs.path_length);
}

#[test]
fn the_timed_search_reaches_a_target_behind_the_tail_that_bfs_cannot() {
    let board = &boards()[4];
    let race = race(board, &[Search::Bfs, Search::Timed]).unwrap();
    let rows = race.rows();
    assert_eq!((rows[0].path_length, rows[0].shortest), (None, None));
    assert_eq!(rows[1].path_length, Some(6));
    assert_eq!(rows[1].shortest, Some(true));
}

#[test]
fn a_row_is_written_as_json_with_the_search_s_name() {
    let board = &boards()[3];
    let race = race(board, &[Search::Bfs, Search::Dijkstra]).unwrap();
    let json = serde_json::to_string(&race.rows()).unwrap();
    assert!(
        json.starts_with(r#"[{"search":"bfs","expanded":"#),
        "{json}"
    );
    assert!(
        json.contains(r#""path_length":null,"cost":null,"shortest":null,"complete":true}"#),
        "{json}"
    );
}

#[test]
fn a_search_that_may_miss_a_path_says_none_found_where_a_complete_one_says_there_is_none() {
    // The target walled in: BFS, complete, proves there is no path; the timed search, which
    // may miss one through the tail, only found none.
    let g = game(4, 4, &[(3, 3)], (0, 0), TailRule::Blocks);
    let sealed = walls(g.grid(), &[(1, 0), (0, 1)]);
    let board = RaceBoard::new(&g, None, None, sealed).unwrap();
    let race = race(&board, &[Search::Bfs, Search::Timed]).unwrap();
    let rows = race.rows();
    let (bfs, timed) = (&rows[0], &rows[1]);
    assert!(bfs.gave_up && bfs.complete && timed.gave_up && !timed.complete);
    assert_eq!(bfs.cells("bfs".into())[3], "-");
    assert_eq!(timed.cells("timed".into())[3], "none found");
    assert!(bfs.counts().ends_with("no path"), "{}", bfs.counts());
    assert!(timed.counts().ends_with("none found"), "{}", timed.counts());
    // Before either gives up, both are still looking.
    let first = race.rows_at(0);
    assert!(
        first
            .iter()
            .all(|r| !r.gave_up && r.counts().ends_with("no path yet"))
    );
    let json = serde_json::to_string(&rows).unwrap();
    assert!(json.contains(r#""search":"timed""#) && json.contains(r#""complete":false"#));
    assert!(!json.contains("gave_up"), "{json}");
}

#[test]
fn every_event_of_every_search_is_worded_in_each_language() {
    use crate::words::{Language, for_this_thread};
    for board in boards() {
        let race = race(&board, &Search::ALL).unwrap();
        for lane in race.lanes() {
            let code = lane.search().pseudocode();
            for i in 0..lane.events().len() {
                let english = lane.caption(i);
                let portuguese = {
                    let _pt = for_this_thread(Language::Portuguese);
                    lane.caption(i)
                };
                let pseudo = {
                    let _pseudo = for_this_thread(Language::Pseudo);
                    lane.caption(i)
                };
                assert!(!english.is_empty());
                assert_ne!(english, portuguese, "{}: {english}", lane.search());
                // Every word went through the catalogue.
                assert!(
                    pseudo.starts_with("[!") && pseudo.ends_with("!]"),
                    "{pseudo}"
                );
                assert!(lane.line(i) < code.len());
            }
        }
    }
}

#[test]
fn the_text_board_shows_each_search_s_own_numbers() {
    use crate::trace::text_grid::scene_text;
    let board = &boards()[0];
    let race = race(board, &[Search::AStar, Search::BestFirst]).unwrap();
    let game = board.game();
    let astar = race.lanes()[0].frame_at(board, race.steps());
    let text = scene_text(game.grid(), game.snake(), game.food(), Some(&astar));
    // A*'s g along its path: the target, 11 steps from the head at (2, 0), is the food.
    assert_eq!(astar.mark(Pos::new(7, 6)).g, Some(11));
    assert!(text.lines().nth(6).unwrap().ends_with("11"), "{text}");
    let greedy = race.lanes()[1].frame_at(board, 1);
    // Best-first's h: its first expansion found the head's neighbours, 11 and 12 away.
    assert_eq!(greedy.mark(Pos::new(3, 0)).h, Some(11));
    let text = scene_text(game.grid(), game.snake(), game.food(), Some(&greedy));
    assert!(text.lines().next().unwrap().contains("11"), "{text}");
}

#[test]
fn the_independent_optimum_agrees_with_the_uniform_cost_search_and_knows_a_turn_s_price() {
    use super::optimum::cheapest_cost;
    use crate::algo::search::dijkstra::{cheapest_path, path_cost};
    // Known by hand: from (0, 0) heading Right to (2, 2) on an open 3x3 board, two moves
    // right, one turn, two moves down.
    let grid = Grid::new(3, 3).unwrap();
    let open = CellSet::new(9);
    let (corner, far) = (Pos::new(0, 0), Pos::new(2, 2));
    assert_eq!(
        cheapest_cost((&grid, &open, None), corner, Dir::Right, far, 10),
        Some(14)
    );
    assert_eq!(
        cheapest_cost((&grid, &open, None), corner, Dir::Right, far, 0),
        Some(4)
    );
    // Every board of a seeded sweep: the same cost as the stage's search, or none for both.
    let mut seed: u64 = 0x5eed;
    let mut next = |n: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    for _ in 0..400 {
        let (w, h) = (2 + next(6) as i64, 2 + next(6) as i64);
        let grid = Grid::new(w, h).unwrap();
        let mut blocked = CellSet::new(grid.cells());
        for i in 0..grid.cells() {
            if next(10) < 3 {
                blocked.insert(i);
            }
        }
        let cell = |i: u64| grid.pos(i as usize);
        let (start, target) = (
            cell(next(grid.cells() as u64)),
            cell(next(grid.cells() as u64)),
        );
        let heading = Dir::ALL[next(4) as usize];
        let turn = [0, 1, 2, 5, 4096][next(5) as usize];
        blocked.remove(grid.index(start));
        let path = cheapest_path(&grid, &blocked, start, heading, target, turn, &mut Ignore);
        assert_eq!(
            cheapest_cost((&grid, &blocked, None), start, heading, target, turn),
            path.map(|p| path_cost(&p, heading, turn)),
            "{w}x{h} from {start} to {target}, turns {turn}"
        );
    }
}
