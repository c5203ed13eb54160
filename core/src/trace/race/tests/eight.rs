//! The race on a board of eight directions: each search runs in its form there, or says it
//! cannot.

use super::*;

#[test]
fn on_a_board_of_eight_directions_each_search_runs_in_its_form_there_or_says_it_cannot() {
    let board = boards().swap_remove(0).with_directions(Directions::Eight);
    let raced = race(
        &board,
        &[
            Search::Bfs,
            Search::Timed,
            Search::AStar,
            Search::AStarEight,
            Search::Bidirectional,
        ],
    )
    .unwrap();
    let searches: Vec<Search> = raced.lanes().iter().map(Lane::search).collect();
    // A* and A* in eight directions are one search here: it runs once.
    assert_eq!(
        searches,
        [
            Search::BfsEight,
            Search::Timed,
            Search::AStarEight,
            Search::BidirectionalEight
        ]
    );
    assert!(raced.lanes()[1].note().is_some_and(|n| n.contains("four")));
    assert_eq!(raced.lanes()[0].note(), None);
    // The search from both ends has its form in eight directions, as cheap as A*'s.
    assert_eq!(raced.lanes()[3].note(), None);
    assert_eq!(raced.lanes()[3].row().cost, raced.lanes()[2].row().cost);
    assert_eq!(raced.lanes()[3].row().shortest, Some(true));
    // On a board of four directions a search in eight runs as it is, without a note.
    let four = race(&boards().swap_remove(0), &[Search::Bfs, Search::Jps]).unwrap();
    assert_eq!(four.lanes()[1].search(), Search::Jps);
    assert_eq!(four.lanes()[1].note(), None);
}
