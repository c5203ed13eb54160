//! The facts a decision notes, one variant each. A fact is plain data (the numbers and cells
//! it was decided by); its words, what "Why this move?" says of it in the language in use,
//! are made from it when shown ([`words`]).

mod words;

use crate::algo::shortcut::ShortcutVerdict;
use crate::algo::splice::Reshape;
use crate::rules::{Dir, Pos};
use crate::stages::report::ReportedCheck;

/// How a solver came by the cycle it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CycleOrigin {
    /// Built from the snake's body (the cycle-from-body stage).
    Body,
    /// Built by the backtracking search from a corner.
    Backtracking {
        /// The corner.
        start: Pos,
        /// The search's budget.
        budget: u64,
    },
}

/// What one check found. Each variant reads as a sentence (see its `Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// Greedy (1), Hamilton: the shortest path to the food, if any, and its length in steps.
    PathToFood {
        /// Steps of the path, if found.
        steps: Option<u32>,
        /// The path's first move.
        first: Option<Dir>,
    },
    /// Greedy (1) with a search other than BFS: the path that search found to the food, if
    /// any (not always the shortest), and its length in steps.
    SearchedPathToFood {
        /// Steps of the path, if found.
        steps: Option<u32>,
        /// The path's first move.
        first: Option<Dir>,
    },
    /// Greedy (2): a virtual copy of the snake walked the path and ate.
    VirtualSnakeAte {
        /// The copy's length after the meal.
        length: usize,
        /// Whether the copy then fills the board.
        board_full: bool,
        /// The copy's cells, head first: the ghost the next check searches around.
        body: Vec<Pos>,
    },
    /// Greedy (2): the copy's longest path to its own tail (searched on the copy's board, see
    /// [`Decision::virtual_body`](super::Decision::virtual_body)).
    VirtualTailReachable {
        /// Steps of that path, if any.
        steps: Option<u32>,
    },
    /// Greedy (3): the real snake's longest path to its tail.
    TailReachable {
        /// Steps of that path, if any.
        steps: Option<u32>,
        /// Its first move.
        first: Option<Dir>,
    },
    /// Greedy (4): the safe move that ends farthest from the food, if any is safe.
    FarthestFromFood {
        /// The move, if any is safe.
        dir: Option<Dir>,
        /// Its Manhattan distance to the food.
        distance: u32,
    },
    /// Hamilton: are shortcuts allowed at this length?
    ShortcutsAllowed {
        /// The snake's length.
        length: usize,
        /// Shortcuts stop at this length.
        limit: usize,
    },
    /// Hamilton (certified): the cycle held reaches the food in as few moves as any path could
    /// (its Manhattan distance), so no shortcut is sought.
    CycleIsShortest {
        /// Moves to the food along the cycle.
        moves: u32,
    },
    /// Hamilton (certified): the shortest path to the food is no shorter than the way along
    /// the cycle held, so no certificate could bring the food closer.
    PathNotShorter {
        /// Steps of the shortest path.
        path: u32,
        /// Moves along the cycle.
        cycle: u32,
    },
    /// Hamilton: no neighbour of the head passes the rel-index rule, so no path can offer a
    /// shortcut and none is sought.
    NoShortcutOpen,
    /// Hamilton (certified), on a large board: a certificate for this food was refused at
    /// `refused_at`; the next try waits until `next_try` (a certificate costs a search over
    /// the whole board).
    CertificateLater {
        /// The tick of the refusal.
        refused_at: u64,
        /// The first tick of the next try.
        next_try: u64,
    },
    /// Cycle solvers, first decision: the cycle the solver built when it was set up (its
    /// construction replays under this check).
    CycleBuilt {
        /// How it was built.
        origin: CycleOrigin,
        /// Cells on the cycle.
        cells: u32,
    },
    /// Cycle solvers: the body did not lie on the cycle as the solver's invariant needs (after
    /// a rescue, or from a start off the cycle), so a cycle was built anew from the body.
    CycleRebuilt {
        /// Whether a cycle could be built; if not, the solver promises nothing from here.
        built: bool,
        /// Free cells the longest path from head to tail left out, when the search gave up; 0
        /// when no cycle holds the body (proven).
        left_out: u32,
    },
    /// A move off the cycle was checked for a certificate: a cycle that holds the body after
    /// the move as one unbroken stretch (and, for a shortcut, brings the food closer).
    Certificate {
        /// The cell the body's head reaches (the shortcut's step, or the approach's food).
        next: Pos,
        /// Whether the move is certified; the solver then holds the new cycle.
        certified: bool,
        /// Moves to the food along the new cycle, if one was found and compared.
        now: Option<u32>,
        /// Moves to the food after a step along the old cycle, when compared.
        before: Option<u32>,
    },
    /// Hamilton: the rel-index rule's verdict on the path's first step.
    ShortcutRule {
        /// The verdict.
        verdict: ShortcutVerdict,
        /// `rel(head)`.
        rel_head: u32,
        /// `rel(next)`.
        rel_next: u32,
        /// `rel(food)`.
        rel_food: u32,
    },
    /// Splice: what reshaping the cycle toward the food did at this move.
    Spliced(Reshape),
    /// Splice: the next cell along the (reshaped) cycle.
    FollowRing {
        /// That cell.
        next: Pos,
    },
    /// Cycle solvers: the next cell along the cycle.
    FollowCycle {
        /// That cell.
        next: Pos,
        /// Its index on the cycle.
        index: u32,
        /// Whether the cycle is followed backward.
        reverse: bool,
    },
    /// Backtrack: a new plan towards the mouse was sought.
    Planned {
        /// Steps of the approach, if one was found.
        steps: Option<u32>,
        /// The cycle direction afterwards.
        reverse: bool,
        /// The approach reaches the food, but the cycle would hold the body after the meal in
        /// neither direction: it is taken only with a certificate (the next check).
        needs_certificate: bool,
    },
    /// Backtrack: the next step of the current plan.
    PlanStep {
        /// Steps left after this one.
        left: u32,
    },
    /// Any solver: the intended move was fatal, so another safe move was taken.
    Rescued {
        /// The intended move.
        intended: Dir,
        /// The safe move taken instead, if any.
        taken: Option<Dir>,
    },
    /// A check a solver reports in its own words (a solver of yours, or an external one).
    Reported(ReportedCheck),
    /// What a solver outside snakescope said about its decision as a whole (a Battlesnake
    /// bot's shout, a program's caption).
    Said(String),
    /// The solver failed to decide; the game stops here.
    Failed {
        /// What went wrong.
        problem: String,
    },
    /// Manual play: the key pressed.
    Key {
        /// The move.
        dir: Dir,
    },
}
