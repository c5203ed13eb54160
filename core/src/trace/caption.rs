//! Each event in plain words, for the caption under the board and the text traces. The words
//! are each stage's own ([`crate::stages::StageProtocol::caption`]).

use crate::stages::StageEvent;

/// Captions for a stage's events, one per event. A stage may look ahead at the events after
/// one to word it: a BFS "dequeued" caption says which neighbours the expansion found free and
/// new.
pub fn captions(events: &[StageEvent]) -> Vec<String> {
    (0..events.len()).map(|i| caption_at(events, i)).collect()
}

/// The caption of event `i`, looking ahead where the event's meaning needs it.
pub fn caption_at(events: &[StageEvent], i: usize) -> String {
    StageEvent::caption_at(events, i)
}

/// The caption of one event on its own.
pub fn caption(event: &StageEvent) -> String {
    event.caption()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::bfs::shortest_path;
    use crate::algo::wrapped;
    use crate::rules::{CellSet, Dir, Grid, Pos};

    #[test]
    fn every_event_has_words_and_a_dequeue_looks_ahead() {
        let g = Grid::new(4, 4).unwrap();
        let blocked = CellSet::new(g.cells());
        let mut events = Vec::new();
        shortest_path(
            &g,
            &blocked,
            Pos::new(1, 1),
            Dir::Up,
            Pos::new(3, 3),
            &mut wrapped(&mut events, StageEvent::Bfs),
        );
        let c = captions(&events);
        assert_eq!(c.len(), events.len());
        assert!(c.iter().all(|s| !s.is_empty()));
        assert_eq!(
            c[1],
            "Dequeued (1, 1) at distance 0; its neighbours Up, Right, Down and Left are free and new"
        );
        assert_eq!(caption(&events[1]), "Dequeued (1, 1) at distance 0");
    }
}
