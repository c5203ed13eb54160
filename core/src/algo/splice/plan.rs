//! Which planner reshapes the cycle, and what a plan did.

use super::tuning::Tuning;

/// Which planner reshapes the cycle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SplicePlan {
    /// Forced fastest paths, then straight cuts, the first way that is shorter kept: the
    /// planner as first written (`docs/ALGORITHMS.md`, section 2.9), kept to compare with
    /// ([`Tuning::FIRST`]). Files written before it had this name call it `Current`.
    First,
    /// The first planner, with every straight cut of a pass tried (those that save most
    /// first) rather than the first [`Tuning::cut_tries`]: late in a game, on a large board,
    /// the cuts that would save most rarely fit, and a smaller one further down the list often
    /// does. On large boards it also plans again sooner after a plan that found nothing. Among
    /// the fastest paths it tries first those that keep to walls and body (at each step, the
    /// cell with fewest open sides), which leave the free cells in one piece for the next
    /// meals. It runs more passes of cuts, and when few cells are free (at most
    /// [`Tuning::end_free`], and half the board) it searches the shortest safe way exactly. A
    /// fastest path that leaves pockets beside the food, expected to add
    /// [`Tuning::pocket_weigh`] moves or more to the next meal, is searched again in the other
    /// [`super::StepOrder`]s, and the one with fewest pockets is weighed against the cuts' way
    /// (`pockets`). On a fastest path, a step whose square does not fit is forced in two
    /// splices (`two_splices`). When a pass of cuts keeps none, the
    /// [`Tuning::late_tries`] that would save most are tried again, each loop kept clear only
    /// of the body still there at the cut's own arrival ([`super::SpliceEvent::LateCuts`]).
    /// Its numbers are [`Tuning::WIDE`].
    #[default]
    Wide,
}

impl SplicePlan {
    /// Every planner, the first written first.
    pub const ALL: [SplicePlan; 2] = [SplicePlan::First, SplicePlan::Wide];

    /// The planner's numbers and switches.
    pub const fn tuning(self) -> &'static Tuning {
        match self {
            SplicePlan::First => &Tuning::FIRST,
            SplicePlan::Wide => &Tuning::WIDE,
        }
    }
}

/// What a plan did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reshape {
    /// The way along the cycle is already as short as any path: nothing to do.
    Shortest {
        /// Moves to the food.
        along: u32,
    },
    /// Nothing could change since the last plan found nothing: not tried again.
    Unchanged {
        /// Moves to the food.
        along: u32,
        /// The fewest moves any path could take.
        fastest: u32,
    },
    /// The cycle was reshaped.
    Shorter {
        /// Moves to the food before.
        before: u32,
        /// Moves to the food now.
        after: u32,
        /// The fewest moves any path could take.
        fastest: u32,
        /// 2x2 squares the plan tried, those it kept among them.
        squares: u32,
    },
    /// No splice made the way shorter: the cycle held stays.
    NoneShorter {
        /// Moves to the food.
        along: u32,
        /// The fewest moves any path could take.
        fastest: u32,
        /// 2x2 squares the plan tried, none kept.
        squares: u32,
    },
    /// A fastest path was forced, but it would leave pockets beside the food that weigh more
    /// than the moves it saves: the cycle held is kept (`pockets`).
    Weighed {
        /// Moves to the food along the cycle held.
        along: u32,
        /// The fastest path's moves.
        fastest: u32,
        /// The moves its pockets were expected to add to the next meal.
        pockets: u32,
        /// 2x2 squares the plan tried.
        squares: u32,
    },
    /// The food cannot be reached at all right now (the cycle still leads there in time).
    Unreachable {
        /// Moves to the food.
        along: u32,
    },
}
