//! The backtracking-cycle solver with a reversible direction.
//!
//! It tours the board with the backtracking cycle ([`crate::algo::backtrack`]) and follows it
//! forward or backward. When a mouse appears it looks for a direct approach
//! ([`crate::algo::approach`]) that is safe to finish along the cycle in one direction or the
//! other, and follows that plan. It looks again when it has walked more steps than its length
//! without a plan. A move it can see is fatal is swapped for a safe one.

use super::decision::{ChainBuilder, Decision, DecisionEvent, Fact};
use super::kind::BacktrackOptions;
use super::safety::rescue;
use crate::algo::approach::approach;
use crate::algo::backtrack::{BacktrackError, BacktrackEvent, backtracking_cycle};
use crate::algo::{Cycle, Observer, Stage, StageEvent, wrapped};
use crate::rules::{Game, Pos};
use std::collections::VecDeque;
use std::sync::Arc;

/// The solver's state: the cycle, the direction it is followed in, and the current plan.
#[derive(Clone, Debug)]
pub struct BacktrackSolver {
    cycle: Arc<Cycle>,
    reverse: bool,
    plan: VecDeque<Pos>,
    planned_for: Option<Pos>,
    since_plan: usize,
}

impl BacktrackSolver {
    /// Builds the cycle from the top-left corner within the budget.
    pub fn new<O: Observer<BacktrackEvent>>(
        game: &Game,
        options: BacktrackOptions,
        obs: &mut O,
    ) -> Result<Self, BacktrackError> {
        let cycle = backtracking_cycle(game.grid(), Pos::new(0, 0), options.budget, obs)?;
        let snake = game.snake();
        // Start in the direction whose next cell is not the neck.
        let reverse = snake.neck() == Some(cycle.next(snake.head()));
        Ok(BacktrackSolver {
            cycle: Arc::new(cycle),
            reverse,
            plan: VecDeque::new(),
            planned_for: None,
            since_plan: 0,
        })
    }

    /// The cycle followed.
    pub fn cycle(&self) -> &Cycle {
        &self.cycle
    }

    /// Whether the cycle is followed backward now.
    pub fn reverse(&self) -> bool {
        self.reverse
    }

    /// Decides the next move.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let grid = game.grid();
        let snake = game.snake();
        let head = snake.head();
        let mut chain = ChainBuilder::new();
        let food = game.food();
        let stale = self.plan.is_empty() && self.since_plan > snake.len();
        if let Some(food) = food
            && (self.planned_for != Some(food) || stale)
        {
            let link = chain.next_link();
            let found = approach(
                grid,
                &self.cycle,
                snake,
                food,
                self.reverse,
                (4 * grid.cells()) as u32,
                &mut wrapped(obs, |e| DecisionEvent {
                    link,
                    event: StageEvent::Approach(e),
                }),
            );
            self.planned_for = Some(food);
            self.since_plan = 0;
            self.plan.clear();
            let steps = found.as_ref().map(|a| a.path.len() as u32 - 1);
            if let Some(a) = found {
                self.reverse = a.reverse;
                self.plan.extend(a.path.into_iter().skip(1));
            }
            chain.push(
                Fact::Planned {
                    steps,
                    reverse: self.reverse,
                },
                Some(Stage::Approach),
            );
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
                let next = if self.reverse {
                    self.cycle.prev(head)
                } else {
                    self.cycle.next(head)
                };
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
        let (dir, rescued) = rescue(game, dir, &mut chain);
        if rescued {
            self.plan.clear();
        }
        chain.finish(dir, rescued)
    }
}
