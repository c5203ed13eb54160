//! The overlay layers of the board as a stage shows them: the layers themselves and which are
//! on ([`Layer`], [`Overlays`], kept beside the stages so that a lesson's step can name them),
//! and the layers each stage leaves out unless asked for, so that what the board shows is
//! what the stage speaks of: a graph search does not cover its distances, costs and frontier
//! with the cycle's numbers and line, and the search's own numbers are shown by the graph
//! searches alone.

pub use crate::stages::layers::{Layer, Overlays};

use crate::stages::Stage;

/// What a graph search leaves out unless asked for: the cycle the solver holds, its line and
/// its numbers, which speak of another algorithm and cover the search's own numbers.
const LEFT_OUT_BY_SEARCHES: [Layer; 2] = [Layer::Cycle, Layer::CycleIndex];

/// What every other stage (and a board with no stage on screen) leaves out unless asked for:
/// the search's numbers, which only a graph search has.
const LEFT_OUT_BY_OTHERS: [Layer; 1] = [Layer::SearchNumbers];

/// The layers `stage` leaves out unless the user (or a lesson's step) asks for them: a graph
/// search the cycle's, every other stage the search's numbers.
pub fn left_out_by(stage: Option<Stage>) -> &'static [Layer] {
    match stage {
        Some(stage) if stage.is_search() => &LEFT_OUT_BY_SEARCHES,
        _ => &LEFT_OUT_BY_OTHERS,
    }
}

impl Overlays {
    /// The layers shown while `stage` is on screen: these, without those the stage leaves
    /// out unless asked for ([`left_out_by`]).
    pub fn for_stage(&self, stage: Option<Stage>) -> Overlays {
        self.leaving_out(left_out_by(stage))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stages::Search;

    #[test]
    fn a_search_stage_leaves_the_cycle_out_unless_asked() {
        let mut o = Overlays::default();
        for search in Search::ALL {
            let shown = o.for_stage(Some(search.stage()));
            assert!(!shown.shows(Layer::Cycle), "{search:?}");
            assert!(!shown.shows(Layer::CycleIndex), "{search:?}");
            assert!(shown.shows(Layer::Distances) && shown.shows(Layer::Path));
            assert!(shown.shows(Layer::SearchNumbers), "{search:?}");
        }
        for eight in [Stage::AStarEight, Stage::Jps] {
            assert!(!o.for_stage(Some(eight)).shows(Layer::Cycle), "{eight:?}");
        }
        assert!(o.for_stage(Some(Stage::Cycle)).shows(Layer::CycleIndex));
        assert!(!o.for_stage(Some(Stage::Cycle)).shows(Layer::SearchNumbers));
        assert!(o.for_stage(None).shows(Layer::Cycle));
        assert!(!o.for_stage(None).shows(Layer::SearchNumbers));
        o.set(Layer::CycleIndex, true);
        assert!(o.for_stage(Some(Stage::AStar)).shows(Layer::CycleIndex));
        // Switched off, a search's numbers stay off; switched on, they show under any stage.
        o.set(Layer::SearchNumbers, false);
        assert!(!o.for_stage(Some(Stage::AStar)).shows(Layer::SearchNumbers));
        o.set(Layer::SearchNumbers, true);
        assert!(o.for_stage(Some(Stage::Cycle)).shows(Layer::SearchNumbers));
    }
}
