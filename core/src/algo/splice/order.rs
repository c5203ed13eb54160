//! The orders in which the search over fastest paths tries the steps from a cell.

/// The order in which the search over fastest paths tries the steps from a cell. The wide
/// planner searches in its own order first; if the path it forces leaves pockets, it searches
/// again in each of the others and weighs the path with fewest pockets against the cuts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum StepOrder {
    /// The planner's own order (the wide planner: the cell with fewest open sides first).
    #[default]
    Planner,
    /// The cycle's own next cell first, then straight on, then the turns (the first
    /// planner's order).
    CycleFirst,
    /// The cell with most open sides first: through the open middle.
    MostOpen,
    /// The cell with fewest open sides first, among equals the turns the other way round.
    OtherTurns,
}

impl StepOrder {
    /// The orders tried after the planner's own, when its path leaves pockets.
    pub const OTHERS: [StepOrder; 3] = [
        StepOrder::CycleFirst,
        StepOrder::MostOpen,
        StepOrder::OtherTurns,
    ];
}
