//! The backtracking-cycle solver with a reversible direction.
//!
//! It tours the board with the backtracking cycle ([`crate::algo::backtrack`]) and follows it
//! forward or backward. When a mouse appears it looks for a direct approach
//! ([`crate::algo::approach`]) after which following the cycle, in one direction or the other,
//! is safe, and follows that plan. It looks again when it has walked more steps than its
//! length without a plan.
//!
//! With the safe check (the default) the solver keeps an invariant whenever it is not in the
//! middle of a plan: the body lies on the cycle it holds, in the direction it follows, as one
//! unbroken stretch under `Blocks` and in order (gaps allowed) under `Follows`. An approach is
//! accepted only if the body after its meal satisfies that again, on the cycle held or on a
//! certificate's new cycle; the steps of a plan are checked against the body as it leaves,
//! and no food appears before the plan's last step. So it never dies. With the article's
//! check ([`ApproachCheck::Article`]) it plays as the article does, and can die.
//!
//! A start whose body does not lie on the backtracking cycle gets a cycle built from the body
//! instead; if there is none, the solver cannot be set up and says why.

use super::decision::{Chain, Decision, DecisionEvent};
use super::fact::{CycleOrigin, Fact};
use crate::algo::approach::{ApproachCheck, ApproachOutcome, ApproachRules, approach, body_after};
use crate::algo::backtrack::{BacktrackError, backtracking_cycle};
use crate::algo::bfs::BfsSpace;
use crate::algo::body_cycle::{CycleError, cycle_from_body_in};
use crate::algo::{Cycle, Ignore, Observer, wrapped};
use crate::rules::{Game, Pos, Snake, TailRule};
use crate::stages::{Stage, StageEvent};
use std::collections::VecDeque;
use std::sync::Arc;

/// Options of the backtracking-cycle solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BacktrackOptions {
    /// Steps the cycle search may spend before it gives up.
    pub budget: u64,
    /// How an approach to the mouse is judged: safely (the default, which never dies) or as
    /// the article does (see [`crate::algo::approach`]).
    pub check: ApproachCheck,
}

impl BacktrackOptions {
    /// The default options: the default budget, the safe check.
    pub const DEFAULT: BacktrackOptions = BacktrackOptions {
        budget: crate::algo::backtrack::DEFAULT_BUDGET,
        check: ApproachCheck::Safe,
    };
}

impl Default for BacktrackOptions {
    fn default() -> Self {
        BacktrackOptions::DEFAULT
    }
}

/// Why the backtracking solver cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BacktrackSetupError {
    /// The backtracking search found no cycle.
    #[error(transparent)]
    Search(#[from] BacktrackError),
    /// The body does not lie on the backtracking cycle, and no cycle can be built from it.
    #[error("{}", tr!("the body does not lie along the backtracking cycle, and {value}", value = .0))]
    OffCycle(CycleError),
}

/// The solver's state: the cycle, the direction it is followed in, and the current plan.
#[derive(Clone, Debug)]
pub struct BacktrackSolver {
    cycle: Arc<Cycle>,
    origin: CycleOrigin,
    options: BacktrackOptions,
    reverse: bool,
    plan: VecDeque<Pos>,
    planned_for: Option<Pos>,
    since_plan: usize,
    cycle_since: u64,
    fresh: bool,
    bfs: BfsSpace,
}

/// Whether `body` (head first) lies on `cycle` in direction `reverse` as the safe check needs
/// under `tail`.
fn holds(cycle: &Cycle, body: &Snake, reverse: bool, tail: TailRule) -> bool {
    match tail {
        TailRule::Blocks => cycle.holds_unbroken(body.cells(), reverse),
        TailRule::Follows => cycle.holds_in_order(body.cells(), reverse),
    }
}

impl BacktrackSolver {
    /// Builds the cycle from the top-left corner within the budget, and picks the direction
    /// in which the body lies on it. A body that lies on it in neither direction gets a cycle
    /// built from the body instead.
    pub fn new(game: &Game, options: BacktrackOptions) -> Result<Self, BacktrackSetupError> {
        let start = Pos::new(0, 0);
        let cycle = backtracking_cycle(game.grid(), start, options.budget, &mut Ignore)?;
        let snake = game.snake();
        let rule = game.tail_rule();
        let on_cycle = [false, true]
            .into_iter()
            .find(|&r| holds(&cycle, snake, r, rule));
        let backtracking = CycleOrigin::Backtracking {
            start,
            budget: options.budget,
        };
        let mut bfs = BfsSpace::new();
        let (cycle, origin, reverse) = match (options.check, on_cycle) {
            (ApproachCheck::Safe, Some(reverse)) => (cycle, backtracking, reverse),
            (ApproachCheck::Safe, None) => {
                let cycle = cycle_from_body_in(&mut bfs, game.grid(), snake, &mut Ignore)
                    .map_err(BacktrackSetupError::OffCycle)?;
                (cycle, CycleOrigin::Body, false)
            }
            // The article plays on whatever the body: in the direction whose next cell is not
            // the neck.
            (ApproachCheck::Article, _) => {
                let reverse = snake.neck() == Some(cycle.next(snake.head()));
                (cycle, backtracking, reverse)
            }
        };
        Ok(BacktrackSolver {
            cycle: Arc::new(cycle),
            origin,
            options,
            reverse,
            plan: VecDeque::new(),
            planned_for: None,
            since_plan: 0,
            cycle_since: game.moves(),
            fresh: true,
            bfs,
        })
    }

    /// The cycle followed.
    pub fn cycle(&self) -> &Cycle {
        &self.cycle
    }

    /// The tick at which the cycle held was built or last replaced.
    pub fn cycle_since(&self) -> u64 {
        self.cycle_since
    }

    /// The solver's options.
    pub fn options(&self) -> BacktrackOptions {
        self.options
    }

    /// Whether the cycle is followed backward now.
    pub fn reverse(&self) -> bool {
        self.reverse
    }

    fn hold(&mut self, cycle: Cycle, tick: u64) {
        self.cycle = Arc::new(cycle);
        self.reverse = false;
        self.cycle_since = tick;
    }

    /// Decides the next move.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let snake = game.snake();
        let head = snake.head();
        let safe = self.options.check == ApproachCheck::Safe;
        let mut chain = Chain::new();
        if std::mem::take(&mut self.fresh) {
            chain.cycle_built(game, self.origin, &self.cycle, obs);
        }
        if safe
            && self.plan.is_empty()
            && !holds(&self.cycle, snake, self.reverse, game.tail_rule())
        {
            match chain.rebuild_cycle(&mut self.bfs, game, obs) {
                Some(cycle) => self.hold(cycle, game.moves()),
                None => return chain.without_cycle(game),
            }
        }
        let food = game.food();
        let stale = self.plan.is_empty() && self.since_plan > snake.len();
        if let Some(food) = food
            && (self.planned_for != Some(food) || stale)
        {
            self.plan_approach(game, food, &mut chain, obs);
        }
        let next = match self.plan.pop_front() {
            Some(next) if next.touches(head) => {
                chain.push(
                    Fact::PlanStep {
                        left: self.plan.len() as u32,
                    },
                    None,
                );
                next
            }
            _ => {
                self.plan.clear();
                self.since_plan += 1;
                let next = self.cycle.step_from(head, self.reverse);
                chain.push(
                    Fact::FollowCycle {
                        next,
                        index: self.cycle.index_of(next) as u32,
                        reverse: self.reverse,
                    },
                    None,
                );
                next
            }
        };
        let dir = head
            .dir_to(next)
            .expect("plans and cycles step to neighbours");
        let (dir, rescued) = chain.rescue(game, dir);
        if rescued {
            self.plan.clear();
        }
        chain.finish(dir, rescued)
    }

    /// Looks for an approach to `food` and makes it the plan if it is accepted, or certified.
    fn plan_approach<O: Observer<DecisionEvent>>(
        &mut self,
        game: &Game,
        food: Pos,
        chain: &mut Chain,
        obs: &mut O,
    ) {
        let grid = game.grid();
        let snake = game.snake();
        let check = chain.next_check();
        let rules = ApproachRules::for_game(game, self.reverse, self.options.check);
        let found = approach(
            grid,
            &self.cycle,
            snake,
            food,
            rules,
            &mut wrapped(obs, |e| DecisionEvent {
                check,
                event: StageEvent::Approach(e),
            }),
        );
        self.planned_for = Some(food);
        self.since_plan = 0;
        self.plan.clear();
        let (path, needs_certificate) = match found {
            ApproachOutcome::Accepted(a) => {
                self.reverse = a.reverse;
                (Some(a.path), false)
            }
            ApproachOutcome::Candidate(path) => (Some(path), true),
            ApproachOutcome::Nothing => (None, false),
        };
        chain.push(
            Fact::Planned {
                steps: path.as_ref().map(|p| p.len() as u32 - 1),
                reverse: self.reverse,
                needs_certificate,
            },
            Some(Stage::Approach),
        );
        let Some(path) = path else {
            return;
        };
        if needs_certificate {
            let after = Snake::new(grid, &body_after(snake, &path), None)
                .expect("an approach's body after the meal is a snake");
            let Some((cycle, _)) = chain.certificate(&mut self.bfs, game, &after, None, obs) else {
                return;
            };
            // Held from the meal on; the plan walks there first.
            self.hold(cycle, game.moves());
        }
        self.plan.extend(path.into_iter().skip(1));
    }
}

impl super::Solver for BacktrackSolver {
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        BacktrackSolver::decide(self, game, obs)
    }

    fn cycle(&self) -> Option<&Cycle> {
        Some(BacktrackSolver::cycle(self))
    }

    fn cycle_since(&self) -> Option<u64> {
        Some(BacktrackSolver::cycle_since(self))
    }
}
