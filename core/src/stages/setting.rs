//! What a stage run on its own is given: the board, what it borrows from the solver, and the
//! cells a student chose.
//!
//! A stage run on its own uses the solver's own options (its shortcut rule, its search budget,
//! the direction it follows its cycle in) and the cycle it holds, so that what it shows is
//! what the solver would find. Where the stage's own answer differs from what the solver holds
//! (a cycle built from the body now is not the cycle the solver follows), the run says so.

use crate::algo::approach::ApproachCheck;
use crate::algo::backtrack::DEFAULT_BUDGET;
use crate::algo::body_cycle::cycle_from_body;
use crate::algo::ring::Ring;
use crate::algo::search::Guide;
use crate::algo::search::dijkstra::DEFAULT_TURN_COST;
use crate::algo::shortcut::ShortcutRule;
use crate::algo::splice::SplicePlan;
use crate::algo::{Cycle, Ignore};
use crate::rules::{CellSet, Game, Pos, Terrain};
use std::borrow::Cow;

/// Why a stage cannot run on this board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StageRunError {
    /// The stage needs a target and there is no food.
    #[error("{}", tr!("this stage needs a target cell: there is no food on the board"))]
    NoTarget,
    /// The stage needs a cycle and none could be built.
    #[error("{}", tr!("this stage needs a Hamiltonian cycle: {value}", value = .0))]
    NoCycle(String),
    /// The stage needs a path to its target and there is none.
    #[error("{}", tr!("this stage needs a move towards the target: no path leads there"))]
    NoPath,
    /// The stage shows what a solver outside snakescope reported; only that solver makes it.
    #[error("{}", tr!("this stage shows the steps a solver reported about its decision: it cannot run on its own"))]
    OnlyReported,
    /// The run reported more events than are kept of one run (the count).
    #[error("{}", tr!("this run reported {n} events, more than the {limit} snakescope keeps of one run (a search under a large budget reports an event per step: a smaller budget shows it whole)", n = .0, limit = crate::algo::kept::MAX_TRACE_EVENTS))]
    TooLong(usize),
    /// The stage does not run on this board (the reason).
    #[error("{}", tr!("this stage does not run on this board: {value}", value = .0))]
    Board(String),
}

/// What a stage run on its own borrows from the solver playing the game: its options and the
/// cycle it holds. The default is no solver at all: no cycle, and every option at its
/// default.
#[derive(Clone, Copy, Debug)]
pub struct SolverView<'a> {
    /// The cycle the solver holds, if any.
    pub cycle: Option<&'a Cycle>,
    /// The tick since which it has held that cycle.
    pub since: Option<u64>,
    /// The splice solver's ring: the cycle as it reshapes it.
    pub ring: Option<&'a Ring>,
    /// The Hamilton solver's shortcut rule.
    pub rule: ShortcutRule,
    /// The backtracking search's budget of steps.
    pub budget: u64,
    /// Whether the backtracking solver follows its cycle backward now.
    pub reverse: bool,
    /// How the backtracking solver judges an approach.
    pub check: ApproachCheck,
    /// What a turn costs more than a straight move, for the uniform-cost search.
    pub turn_cost: u32,
    /// Which planner the splice solver reshapes its cycle with.
    pub plan: SplicePlan,
}

impl Default for SolverView<'_> {
    fn default() -> Self {
        SolverView {
            cycle: None,
            since: None,
            ring: None,
            rule: ShortcutRule::default(),
            budget: DEFAULT_BUDGET,
            reverse: false,
            check: ApproachCheck::default(),
            turn_cost: DEFAULT_TURN_COST,
            plan: SplicePlan::default(),
        }
    }
}

impl SolverView<'_> {
    /// "the cycle it has held since tick 12", for notes.
    pub fn held(&self) -> String {
        match self.since {
            Some(0) | None => tr!("the cycle it built at the start"),
            Some(t) => tr!("the cycle it has held since tick {t}", t = t),
        }
    }
}

/// Where a stage runs on its own: a game's state, the solver's view, and the start and target
/// a student chose (the head and the food otherwise).
#[derive(Clone, Copy, Debug)]
pub struct Setting<'a> {
    /// The game, at the tick shown.
    pub game: &'a Game,
    /// What the stage borrows from the solver.
    pub solver: SolverView<'a>,
    /// Where the path searches (BFS, longest path) start instead of the head; other stages
    /// ignore it.
    pub start: Option<Pos>,
    /// The cell sought instead of the food.
    pub target: Option<Pos>,
    /// Walls a teacher drew for the searches alone (the game's rules never see them): the
    /// graph searches avoid them as they avoid the body; other stages ignore them.
    pub walls: Option<&'a CellSet>,
    /// What entering each cell costs the searches that weigh their steps (the search
    /// board's mud and water); every step costs 1 without it.
    pub terrain: Option<&'a Terrain>,
    /// How A* and greedy best-first are guided: the heuristic, its weight, the tie-break.
    pub guide: Guide,
}

impl Setting<'_> {
    /// Where the path searches start: the chosen start, or the head.
    pub fn start_cell(&self) -> Pos {
        self.start.unwrap_or(self.game.snake().head())
    }

    /// The cell sought: the chosen target, or the food.
    pub fn goal(&self) -> Option<Pos> {
        self.target.or(self.game.food())
    }

    /// The cell sought, or why the stage cannot run without one.
    pub fn needed_goal(&self) -> Result<Pos, StageRunError> {
        self.goal().ok_or(StageRunError::NoTarget)
    }

    /// The cells a graph search may not enter: the body, and the search board's walls if
    /// there are any.
    pub fn blocked(&self) -> Cow<'_, CellSet> {
        let body = self.game.snake().occupied();
        match self.walls {
            None => Cow::Borrowed(body),
            Some(walls) => {
                let mut blocked = body.clone();
                for i in walls.iter() {
                    blocked.insert(i);
                }
                Cow::Owned(blocked)
            }
        }
    }

    /// The search board's walls alone (none if there are none), for the search that lets the
    /// body move out of the way.
    pub fn walls(&self) -> Cow<'_, CellSet> {
        match self.walls {
            Some(walls) => Cow::Borrowed(walls),
            None => Cow::Owned(CellSet::new(self.game.grid().cells())),
        }
    }

    /// The cycle the solver holds, or else one built from the body.
    pub fn held_or_body(&self) -> Result<Cycle, StageRunError> {
        match self.solver.cycle {
            Some(c) => Ok(c.clone()),
            None => body_cycle(self.game),
        }
    }
}

/// A cycle built from the body of `game`'s snake, or why none could be.
pub(crate) fn body_cycle(game: &Game) -> Result<Cycle, StageRunError> {
    cycle_from_body(game.grid(), game.snake(), &mut Ignore)
        .map_err(|e| StageRunError::NoCycle(e.to_string()))
}
