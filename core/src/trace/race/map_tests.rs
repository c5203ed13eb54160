//! A race on a Moving AI map (a board without a snake, up to 1024 cells a side), and a race
//! whose search reports more events than its share: cut, its row whole.

use super::*;
use crate::maps::written as map;

#[test]
fn a_map_races_in_eight_directions_between_its_own_ends_its_closed_cells_walls() {
    let m = map(&[
        "..........",
        "..@@@@@@..",
        "..@TTTT@..",
        "..........",
        "T........T",
    ]);
    let (start, target) = m.far_pair().unwrap();
    let (start, target) = (
        Pos::new(start.0 as u16, start.1 as u16),
        Pos::new(target.0 as u16, target.1 as u16),
    );
    let board = RaceBoard::on_map(&m, start, target).unwrap();
    assert!(board.is_map());
    assert_eq!(board.directions(), Directions::Eight);
    assert_eq!(board.game().snake().len(), 1);
    assert_eq!(
        (board.start(), board.target()),
        (Pos::new(0, 0), Pos::new(8, 4))
    );
    assert_eq!(board.walls().len(), 50 - m.open_cells());
    let raced = race(&board, &[Search::AStar, Search::Jps, Search::Dijkstra]).unwrap();
    let rows = raced.rows();
    assert_eq!(
        rows[0].search,
        Search::AStarEight,
        "A* runs in eight directions"
    );
    let cost = rows[0].cost.unwrap();
    assert!(
        rows.iter()
            .all(|r| r.cost == Some(cost) && r.shortest == Some(true))
    );
    // Down the left side (no corner cut past the wall's end), along row 3, and one diagonal
    // into the corner: two diagonals and eight straight steps.
    assert_eq!(cost, Length::diagonal(2) + Length::straight(8));
    assert!(raced.lanes().iter().all(Lane::is_whole));
    assert!(raced.kept_bytes() > 0 && raced.kept_bytes() <= Race::MAX_BYTES);
}

#[test]
fn a_map_s_ends_must_be_open_cells_on_it() {
    let m = map(&["..@", "...", "T.."]);
    assert_eq!(
        RaceBoard::on_map(&m, Pos::new(0, 0), Pos::new(2, 0)).unwrap_err(),
        RaceError::Closed(Pos::new(2, 0))
    );
    assert_eq!(
        RaceBoard::on_map(&m, Pos::new(0, 2), Pos::new(1, 1)).unwrap_err(),
        RaceError::Closed(Pos::new(0, 2))
    );
    assert_eq!(
        RaceBoard::on_map(&m, Pos::new(0, 0), Pos::new(3, 1)).unwrap_err(),
        RaceError::OffBoard(Pos::new(3, 1))
    );
    let thin = map(&["...."]);
    let refused = RaceBoard::on_map(&thin, Pos::new(0, 0), Pos::new(3, 0)).unwrap_err();
    assert!(matches!(refused, RaceError::Size(_)), "{refused:?}");
}

#[test]
fn a_map_larger_than_a_game_s_board_races() {
    // 300 x 3: wider than any game's board. An open corridor with a tree in the way.
    let mut rows = [".".repeat(300), ".".repeat(300), ".".repeat(300)];
    rows[1].replace_range(150..151, "T");
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let m = map(&rows);
    let board = RaceBoard::on_map(&m, Pos::new(0, 1), Pos::new(299, 1)).unwrap();
    assert!(board.grid().is_search_only());
    let raced = race(&board, &[Search::Bfs, Search::AStar]).unwrap();
    let rows = raced.rows();
    // Round the tree: 299 steps, two of them diagonal.
    assert_eq!(rows[1].path_length, Some(299));
    assert_eq!(
        rows[1].cost,
        Some(Length::diagonal(2) + Length::straight(297))
    );
    assert_eq!(
        rows[0].path_length,
        Some(299),
        "the fewest steps in eight directions"
    );
}

#[test]
fn a_search_past_its_share_is_cut_its_board_stopping_and_its_row_whole() {
    let m = map(&[
        "..........",
        "..........",
        "....TT....",
        "..........",
        "..........",
    ]);
    let board = RaceBoard::on_map(&m, Pos::new(0, 0), Pos::new(9, 4)).unwrap();
    let whole = Lane::run(&board, Search::DijkstraEight, usize::MAX).unwrap();
    let cut = Lane::run(&board, Search::DijkstraEight, 40).unwrap();
    assert!(whole.is_whole() && whole.note().is_none());
    assert!(!cut.is_whole());
    assert_eq!(cut.events().len(), 40);
    assert_eq!(cut.events(), &whole.events()[..40]);
    assert_eq!(cut.row(), whole.row(), "the row counts every event");
    assert!(cut.steps() < whole.steps());
    assert_eq!(&cut.row_at(cut.steps() - 1), whole.row());
    assert_eq!(cut.row_at(0), whole.row_at(0));
    let note = cut.note().unwrap();
    assert!(note.contains("keeps 40 of them"), "{note}");
    assert!(cut.kept_bytes() < whole.kept_bytes());
}

#[test]
fn counting_a_step_at_a_time_gives_the_rows_counting_from_the_start_gives() {
    let m = map(&["..........", "...TT.....", "....T.....", ".........."]);
    let board = RaceBoard::on_map(&m, Pos::new(0, 0), Pos::new(9, 3)).unwrap();
    for (search, share) in [(Search::AStarEight, usize::MAX), (Search::BfsEight, 30)] {
        let lane = Lane::run(&board, search, share).unwrap();
        let mut counting = Counting::default();
        for step in 0..lane.steps() + 1 {
            let before = if step == 0 {
                0
            } else {
                lane.events_until(step - 1)
            };
            lane.count(&mut counting, before..lane.events_until(step));
            assert_eq!(
                lane.row_counted(step, &counting.tally),
                lane.row_at(step),
                "{step}"
            );
        }
    }
}
