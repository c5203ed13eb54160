//! A selection's board revision: new for another game, tick, start or target, the same for
//! anything that leaves the board as it was.

use super::{Document, Sandbox, Selection};
use crate::rules::Pos;
use crate::stages::Stage;

fn document() -> Document {
    let text = include_str!("../../../scenarios/dead-end-pocket-6x6.ron");
    let scenario = crate::scenario::load_str(text, "pocket").unwrap();
    let mut document = Document::open(scenario, "pocket".into()).unwrap();
    document.record_to(4).unwrap();
    document
}

#[test]
fn the_board_revision_changes_with_the_board_and_only_then() {
    let document = document();
    let mut selection = Selection::new(&document, Stage::Bfs);
    let first = selection.board_revision();
    assert_ne!(
        Selection::new(&document, Stage::Bfs).board_revision(),
        first,
        "another selection, another revision"
    );
    // Another stage, its events, a copy: the same board.
    selection.pick_stage(Stage::Longest);
    selection.move_events(-3);
    assert_eq!(selection.board_revision(), first);
    assert_eq!(selection.clone().board_revision(), first);
    // The same tick again: the same board.
    selection.set_tick(&document, 0);
    assert_eq!(selection.board_revision(), first);
    selection.set_tick(&document, 3);
    let third = selection.board_revision();
    assert_ne!(third, first, "another tick");
    selection.set_sandbox(Sandbox {
        start: None,
        target: Some(Pos::new(5, 5)),
    });
    assert_ne!(selection.board_revision(), third, "another target");
}
