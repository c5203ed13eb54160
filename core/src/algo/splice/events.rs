//! What the planner tells an observer, step by step: the events of a plan as a student
//! should see them.

use super::order::StepOrder;
use crate::rules::Pos;

/// One step of reshaping, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpliceEvent {
    /// A plan starts: how far the food is along the cycle, and how soon any path could reach
    /// it.
    Plan {
        /// The head.
        head: Pos,
        /// The food.
        food: Pos,
        /// Moves to the food along the cycle held.
        along: u32,
        /// The fewest moves any path can take (the body's cells count as blocked until the
        /// tail has left them).
        fastest: u32,
        /// The way to the food along the cycle held, head first.
        way: Vec<Pos>,
        /// The cycle held, every cell, from the head.
        cycle: Vec<Pos>,
    },
    /// The shortest path about to be forced into the cycle, edge by edge.
    Force {
        /// Its cells, head first.
        path: Vec<Pos>,
    },
    /// A pass of box cuts starts, having found some: the straight lines from a cell of the
    /// way to a later cell of it, and how many of them the pass may try, those that would save
    /// most first ([`super::Tuning::cut_tries`]: the wide planner tries them all, the first
    /// planner 32).
    Cuts {
        /// Lines found.
        found: u32,
        /// Lines the pass may try.
        tries: u32,
        /// Splices of the plan standing as the pass begins (the cuts kept so far; those of an
        /// attempt given up before it are undone): what the picture of the cycle keeps.
        standing: u32,
    },
    /// No straight cut of the pass fitted with its loops kept clear of the body still there at
    /// the fastest arrival: the wide planner tries again the `tries` that would save most,
    /// each with its loops kept clear only of the body still there when the cut's own way
    /// (the way held, less what the cut saves) would arrive.
    LateCuts {
        /// Lines the late pass may try.
        tries: u32,
    },
    /// A box cut about to be tried: a straight line from a cell of the way to a cell further
    /// along it.
    Cut {
        /// The cells of the line, both ends included.
        line: Vec<Pos>,
        /// Moves it would save.
        saves: u32,
    },
    /// The 2x2 square that would make `to` follow `from`.
    Square {
        /// The cell the step leaves.
        from: Pos,
        /// The cell it enters.
        to: Pos,
        /// The square: `from`, its successor, `to`'s predecessor, `to`.
        corners: [Pos; 4],
        /// Whether the cycle runs antiparallel there, so the square can split it.
        fits: bool,
    },
    /// The square to make `to` follow `from` does not fit, so first make `first[1]` follow
    /// `first[0]` by its own square; then the square of `from` and `to` fits.
    TwoSplices {
        /// The cell the step leaves.
        from: Pos,
        /// The cell it enters.
        to: Pos,
        /// The edge forced first.
        first: [Pos; 2],
    },
    /// The cycle split at the square: the main cycle (with the head) and this loop.
    Split {
        /// The loop's cells, in order.
        cells: Vec<Pos>,
    },
    /// The loop holds a cell of the body that will still be there when the food is eaten: it
    /// cannot be walked after the food, so the split is undone.
    LoopHoldsBody {
        /// The cell.
        cell: Pos,
    },
    /// The loop joins the main cycle again at this square.
    Merge {
        /// The loop's edge and the main cycle's edge, as the square's corners.
        corners: [Pos; 4],
        /// Whether the loop was walked the other way round to fit.
        reversed: bool,
    },
    /// No square joins the loop back after the food: the split is undone.
    NoMerge {
        /// Cells of the loop.
        size: u32,
    },
    /// The reshaped cycle was checked.
    Checked {
        /// Moves to the food along it.
        along: u32,
        /// Whether every cell is free in time and the body lies right: the cycle is safe.
        safe: bool,
    },
    /// The attempt is undone (a dead end, or no shorter way).
    Undone {
        /// The cell of a fastest path the search backs out of, when it leaves a step (no
        /// fastest path forced into the cycle goes on from there); none when a whole attempt
        /// is undone (a cut, two splices, a path in another order of steps).
        from: Option<Pos>,
        /// Splices of the plan still standing after the undoing (each split and each join
        /// counts one): what the picture of the cycle keeps.
        standing: u32,
    },
    /// Few cells are free: search every path to the food shorter than the way held,
    /// shortest first, for one after which the cells left over can be walked in one path back
    /// to the body's oldest cell still there at the meal.
    EndSearch {
        /// The cells free now.
        free: Vec<Pos>,
        /// The fewest moves any path can take.
        fastest: u32,
        /// Moves to the food along the cycle held.
        along: u32,
    },
    /// The end game's search found the shortest such path: the cycle is rewritten to it and
    /// the walk through the rest.
    EndFound {
        /// The way to the food, head first.
        way: Vec<Pos>,
        /// The walk after the food through every other cell, back to the body.
        rest: Vec<Pos>,
        /// The cycle rewritten, every cell, from the head.
        cycle: Vec<Pos>,
    },
    /// The end game's search found no shorter way.
    EndNotFound {
        /// Whether every shorter path was tried (so none exists); if not, the budget ran out
        /// and the splices are tried instead.
        complete: bool,
    },
    /// What a way leaves after the meal: with the body then in place and the cells within
    /// [`super::Tuning::pocket_neck`] of the food closed, the free cells outside the largest piece, and the
    /// moves they are expected to add to the next meal.
    Pockets {
        /// The way to the food, head first.
        way: Vec<Pos>,
        /// Moves of the way to the food.
        moves: u32,
        /// Moves the pockets are expected to add to the next meal.
        cost: u32,
        /// The free cells outside the largest piece.
        cells: Vec<Pos>,
        /// Splices of the plan standing on the cycle counted: what the picture of the cycle
        /// keeps.
        standing: u32,
    },
    /// The fastest path forced first leaves pockets: force another fastest path, found by the
    /// same search trying the steps in another order, and count its pockets too (the one
    /// with fewest is weighed against the cuts).
    OtherPath {
        /// The order of steps the search tries.
        order: StepOrder,
        /// The path the search tries first in that order, head first.
        path: Vec<Pos>,
    },
    /// The forced fastest path and the cuts' way weighed, each as twice its moves plus its
    /// pockets' cost: the smaller is kept.
    Weighed {
        /// The fastest path: its moves and its pockets' cost.
        fastest: [u32; 2],
        /// The cuts' way (the cycle held, if no cut fits): its moves and its pockets' cost.
        cuts: [u32; 2],
        /// Whether the cuts' way is kept.
        cuts_win: bool,
    },
    /// The plan's result: a shorter cycle kept, and the way to the food on it.
    KeptShorter {
        /// Moves to the food before.
        before: u32,
        /// Moves to the food now.
        after: u32,
        /// The way to the food on the cycle kept, head first.
        way: Vec<Pos>,
        /// The cycle kept, every cell, from the head.
        cycle: Vec<Pos>,
    },
}
