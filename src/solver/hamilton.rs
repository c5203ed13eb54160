//! The Hamilton solver: follow a cycle built from the body, taking safe shortcuts.
//!
//! At the start, a Hamiltonian cycle is built from the snake's own body (see
//! [`crate::algo::body_cycle`]). Each tick, while the snake is shorter than the shortcut
//! limit, the first step of the shortest path to the food is judged by the rel-index rule
//! ([`crate::algo::shortcut`]); if the rule allows it, the snake takes it, otherwise it follows
//! the cycle. Following the cycle is always safe, and the rule only allows steps that keep the
//! body in cycle order with room ahead of the head.

use super::decision::{ChainBuilder, Decision, DecisionEvent, Fact};
use super::kind::HamiltonOptions;
use super::safety::rescue;
use crate::algo::body_cycle::{CycleError, CycleEvent, cycle_from_body};
use crate::algo::shortcut::{ShortcutVerdict, any_shortcut_open, judge_shortcut, show_numbering};
use crate::algo::{Cycle, Observer, Stage, StageEvent, wrapped};
use crate::rules::Game;
use std::sync::Arc;

/// The Hamilton solver: its cycle (shared, never changed) and options.
#[derive(Clone, Debug)]
pub struct Hamilton {
    cycle: Arc<Cycle>,
    options: HamiltonOptions,
}

impl Hamilton {
    /// Builds the cycle from the game's snake.
    pub fn new<O: Observer<CycleEvent>>(
        game: &Game,
        options: HamiltonOptions,
        obs: &mut O,
    ) -> Result<Hamilton, CycleError> {
        let cycle = cycle_from_body(game.grid(), game.snake(), obs)?;
        Ok(Hamilton {
            cycle: Arc::new(cycle),
            options,
        })
    }

    /// The cycle followed.
    pub fn cycle(&self) -> &Cycle {
        &self.cycle
    }

    /// The length at which shortcuts stop.
    pub fn shortcut_limit(&self, cells: usize) -> usize {
        (self.options.shortcut_until * cells as f64).ceil() as usize
    }

    /// Decides the next move.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let grid = game.grid();
        let snake = game.snake();
        let head = snake.head();
        let mut chain = ChainBuilder::new();
        let limit = self.shortcut_limit(grid.cells());
        if let Some(food) = game.food()
            && limit > 0
        {
            chain.push(
                Fact::ShortcutsAllowed {
                    length: snake.len(),
                    limit,
                },
                None,
            );
            let open = snake.len() < limit
                && any_shortcut_open(grid, &self.cycle, snake, food, self.options.tail_margin);
            if snake.len() < limit && !open {
                let link = chain.next_link();
                show_numbering(
                    grid,
                    &self.cycle,
                    snake,
                    food,
                    self.options.tail_margin,
                    &mut wrapped(obs, |e| DecisionEvent {
                        link,
                        event: StageEvent::Shortcut(e),
                    }),
                );
                chain.push(Fact::NoShortcutOpen, Some(Stage::Shortcut));
            }
            if open {
                let path = chain.path_to_food(game, food, obs);
                if let Some(path) = path {
                    let link = chain.next_link();
                    let verdict = judge_shortcut(
                        grid,
                        &self.cycle,
                        snake,
                        food,
                        &path,
                        self.options.tail_margin,
                        &mut wrapped(obs, |e| DecisionEvent {
                            link,
                            event: StageEvent::Shortcut(e),
                        }),
                    );
                    let tail = snake.tail();
                    let rel = |p| self.cycle.rel(tail, p) as u32;
                    chain.push(
                        Fact::ShortcutRule {
                            verdict,
                            rel_head: rel(head),
                            rel_next: rel(path[1]),
                            rel_food: rel(food),
                        },
                        Some(Stage::Shortcut),
                    );
                    if verdict == ShortcutVerdict::Take {
                        let dir = head.dir_to(path[1]).expect("paths step to neighbours");
                        let (dir, rescued) = rescue(game, dir, &mut chain);
                        return chain.finish(dir, rescued);
                    }
                }
            }
        }
        chain.follow_cycle(game, &self.cycle)
    }
}
