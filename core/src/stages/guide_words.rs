//! What A* and greedy best-first say of their guide at their start: the heuristic, whether it
//! is admissible and consistent on the board, the weight and the bound it gives, the
//! tie-break.

use crate::algo::search::{Guide, Heuristic, TieBreak};

/// A*'s guide in words: its heuristic admissible and consistent (every one here is, on a
/// 4-neighbour board whose steps cost 1 or more), or, weighted, not admissible with the
/// bound it keeps; and the tie-break when it is not the usual one.
pub(crate) fn astar_guide_words(guide: &Guide) -> String {
    let h = guide.heuristic.title();
    let mut words = if guide.weight.is_weighted() {
        tr!(
            "h is {h} times {w}: weighted, it may overestimate (not admissible), so the path found costs at most {w} times the cheapest, for fewer cells expanded",
            h = h,
            w = guide.weight
        )
    } else if guide.heuristic == Heuristic::Zero {
        tr!("h is zero: A* is then uniform-cost search, and the path found is the cheapest")
    } else {
        tr!(
            "h is {h}: admissible and consistent here (it drops by at most 1 a step and a step costs at least 1), so the path found is the cheapest",
            h = h
        )
    };
    if guide.ties == TieBreak::SmallerG {
        words.push_str(". ");
        words.push_str(&tr!(
            "Ties on f go to the smaller g: A* widens over every path of equal f and expands more cells for a path of the same cost"
        ));
    }
    words
}

/// Greedy best-first's heuristic in words, and that it weighs no step.
pub(crate) fn best_first_guide_words(heuristic: Heuristic) -> String {
    tr!(
        "h is {h}; greedy best-first never looks at what a step costs (g), so its path need not be the shortest nor the cheapest",
        h = heuristic.title()
    )
}
