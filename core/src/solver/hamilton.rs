//! The Hamilton solver: follow a cycle built from the body, taking shortcuts that are in order
//! and certified.
//!
//! At the start, a Hamiltonian cycle is built from the snake's own body (see
//! [`crate::algo::body_cycle`]), so the body lies on it as one unbroken stretch. Each tick,
//! while the snake is shorter than the shortcut limit, the first step of the shortest path to
//! the food is judged by the rel-index rule ([`crate::algo::shortcut`]): is it in order? Under
//! the default rule, [`ShortcutRule::Certified`], an in-order step is taken only with a
//! certificate ([`crate::algo::certificate`]): a cycle on which the body after the step is
//! again one unbroken stretch, which the solver holds from then on. Otherwise it follows the
//! cycle it holds, whose next cell is always free. So the invariant "the body lies as one
//! unbroken stretch of the cycle held" survives every move, and the snake never dies.
//!
//! Under [`ShortcutRule::Reference`] the cycle never changes and every in-order step is
//! taken (but for the reference's one exception): the reference project's rule, which can
//! die under `Blocks`. If a rescue ever moves the body off its cycle, the solver builds a new
//! cycle from the body, or says that it cannot.

use super::decision::{Chain, Decision, DecisionEvent};
use super::fact::{CycleOrigin, Fact};
use crate::algo::bfs::BfsSpace;
use crate::algo::body_cycle::{CycleError, cycle_from_body_in};
use crate::algo::shortcut::{
    BodyOnCycle, ShortcutRule, ShortcutVerdict, any_shortcut_open, judge_shortcut, show_numbering,
};
use crate::algo::{Cycle, Ignore, Observer, wrapped};
use crate::rules::{Dir, Game, Pos};
use crate::stages::{Stage, StageEvent};
use std::sync::Arc;

/// Options of the Hamilton solver.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HamiltonOptions {
    /// Shortcuts are taken only while the snake is shorter than this fraction of the board
    /// (0 turns them off). By default 1 under the certified rule, whose shortcuts are safe at
    /// any length, and 0.5 under the reference's rule, as in the reference.
    pub shortcut_until: f64,
    /// Which in-order shortcuts are taken: only certified ones (the default, which never
    /// dies), or the reference project's (see [`crate::algo::shortcut`]).
    pub rule: ShortcutRule,
}

impl HamiltonOptions {
    /// The default options: certified shortcuts, all game long.
    pub const DEFAULT: HamiltonOptions = HamiltonOptions {
        shortcut_until: 1.0,
        rule: ShortcutRule::Certified,
    };

    /// The reference project's options: its rule, shortcuts up to half the board.
    pub const REFERENCE: HamiltonOptions = HamiltonOptions {
        shortcut_until: 0.5,
        rule: ShortcutRule::Reference { tail_margin: 0 },
    };

    /// The shortcut limit a rule has when none is given: 1 for the certified rule, 0.5 for
    /// the reference's.
    pub fn default_until(rule: ShortcutRule) -> f64 {
        match rule {
            ShortcutRule::Certified => HamiltonOptions::DEFAULT.shortcut_until,
            ShortcutRule::Reference { .. } => HamiltonOptions::REFERENCE.shortcut_until,
        }
    }
}

impl Default for HamiltonOptions {
    fn default() -> Self {
        HamiltonOptions::DEFAULT
    }
}

/// The Hamilton solver: the cycle it holds, and its options.
#[derive(Clone, Debug)]
pub struct Hamilton {
    cycle: Arc<Cycle>,
    options: HamiltonOptions,
    /// The tick at which the cycle held was built, rebuilt or certified.
    cycle_since: u64,
    /// No decision made yet: the next one reports how the cycle was built.
    fresh: bool,
    /// The tables its breadth-first searches reuse.
    bfs: BfsSpace,
    /// The state (tick, head) its own last move led to, when that move kept the invariant by
    /// the argument itself (a move along the cycle, or a certified step): the body need not be
    /// checked there.
    kept: Option<(u64, Pos)>,
    /// The tick and food of the last certificate refused: on a large board the next try for
    /// that food waits [`Hamilton::patience`] ticks.
    refused: Option<(u64, Pos)>,
}

impl Hamilton {
    /// Builds the cycle from the game's snake.
    pub fn new(game: &Game, options: HamiltonOptions) -> Result<Hamilton, CycleError> {
        let mut bfs = BfsSpace::new();
        let cycle = cycle_from_body_in(&mut bfs, game.grid(), game.snake(), &mut Ignore)?;
        Ok(Hamilton {
            cycle: Arc::new(cycle),
            options,
            cycle_since: game.moves(),
            fresh: true,
            bfs,
            kept: None,
            refused: None,
        })
    }

    /// Ticks between two certificates tried for the same food: 1 (every tick) on boards of up
    /// to 399 cells, more on larger ones, where a certificate costs a longest-path search
    /// over the whole board (`1 + cells / 400`).
    pub fn patience(cells: usize) -> u64 {
        1 + cells as u64 / 400
    }

    /// The cycle held now.
    pub fn cycle(&self) -> &Cycle {
        &self.cycle
    }

    /// The tick at which the cycle held was built or last replaced.
    pub fn cycle_since(&self) -> u64 {
        self.cycle_since
    }

    /// The solver's options.
    pub fn options(&self) -> HamiltonOptions {
        self.options
    }

    /// The length at which shortcuts stop.
    pub fn shortcut_limit(&self, cells: usize) -> usize {
        (self.options.shortcut_until * cells as f64).ceil() as usize
    }

    /// Whether the body lies on the cycle as the rule's invariant needs: one unbroken stretch
    /// (certified), or at least in order from the tail (the reference's fixed cycle).
    fn holds(&self, game: &Game) -> bool {
        let body = game.snake().cells();
        match self.options.rule {
            ShortcutRule::Certified => self.cycle.holds_unbroken(body, false),
            ShortcutRule::Reference { .. } => self.cycle.holds_in_order(body, false),
        }
    }

    fn hold(&mut self, cycle: Cycle, tick: u64) {
        self.cycle = Arc::new(cycle);
        self.cycle_since = tick;
    }

    /// Decides the next move.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let mut chain = Chain::new();
        if std::mem::take(&mut self.fresh) {
            chain.cycle_built(game, CycleOrigin::Body, &self.cycle, obs);
        }
        let head = game.snake().head();
        // After its own move along the cycle (Lemma 1) or a certified step, the invariant
        // holds by the argument; anywhere else (the start, a rescue, a state it did not
        // lead to) the body is checked.
        if self.kept != Some((game.moves(), head)) && !self.holds(game) {
            match chain.rebuild_cycle(&mut self.bfs, game, obs) {
                Some(cycle) => self.hold(cycle, game.moves()),
                None => {
                    self.kept = None;
                    return chain.without_cycle(game);
                }
            }
        }
        let (decision, kept) = match self.shortcut(game, &mut chain, obs) {
            Some((dir, certified)) => {
                let (dir, rescued) = chain.rescue(game, dir);
                (chain.finish(dir, rescued), certified && !rescued)
            }
            None => {
                let d = chain.follow_cycle(game, &self.cycle);
                let rescued = d.unsafe_fallback;
                (d, !rescued)
            }
        };
        self.kept = kept
            .then(|| game.grid().neighbour(head, decision.dir))
            .flatten()
            .map(|next| (game.moves() + 1, next));
        decision
    }

    /// The shortcut to take, if the rule allows one (and, under the certified rule, a
    /// certificate is found: the solver then holds the certificate's cycle), and whether it
    /// is certified.
    fn shortcut<O: Observer<DecisionEvent>>(
        &mut self,
        game: &Game,
        chain: &mut Chain,
        obs: &mut O,
    ) -> Option<(Dir, bool)> {
        let grid = game.grid();
        let snake = game.snake();
        let head = snake.head();
        let food = game.food()?;
        let along = self.worth_looking(game, food, chain)?;
        let rule = self.options.rule;
        let certified = rule == ShortcutRule::Certified;
        // The body lies on the cycle in order here: `decide` checked it, or kept it so.
        let rel = BodyOnCycle::measure_known(&self.cycle, snake, food, rule)?;
        if !any_shortcut_open(grid, &self.cycle, snake, &rel) {
            let check = chain.next_check();
            show_numbering(
                grid,
                &self.cycle,
                snake,
                &rel,
                &mut wrapped(obs, |e| DecisionEvent {
                    check,
                    event: StageEvent::Shortcut(e),
                }),
            );
            chain.push(Fact::NoShortcutOpen, Some(Stage::Shortcut));
            return None;
        }
        let path = chain.path_to_food(&mut self.bfs, game, food, obs)?;
        let steps = path.len() as u32 - 1;
        if certified && steps >= along {
            // No cycle through the step can beat the one held: no need to look for one.
            chain.push(
                Fact::PathNotShorter {
                    path: steps,
                    cycle: along,
                },
                None,
            );
            return None;
        }
        let check = chain.next_check();
        let verdict = judge_shortcut(
            grid,
            &self.cycle,
            snake,
            &rel,
            &path,
            &mut wrapped(obs, |e| DecisionEvent {
                check,
                event: StageEvent::Shortcut(e),
            }),
        )?;
        let tail = snake.tail();
        let next = path[1];
        let rel = |p| self.cycle.rel(tail, p) as u32;
        chain.push(
            Fact::ShortcutRule {
                verdict,
                rel_head: rel(head),
                rel_next: rel(next),
                rel_food: rel(food),
            },
            Some(Stage::Shortcut),
        );
        if verdict != ShortcutVerdict::Take {
            return None;
        }
        if certified {
            self.certify(game, next, along, chain, obs)?;
        }
        head.dir_to(next).map(|d| (d, certified))
    }

    /// Whether a shortcut is worth looking for now: the body is still shorter than the rule's
    /// limit, and, under the certified rule, the cycle held is not already a shortest way to
    /// the food and no certificate for this food was refused within the patience. The moves
    /// to the food along the cycle held, if so; each reason not to look is noted in `chain`.
    fn worth_looking(&self, game: &Game, food: Pos, chain: &mut Chain) -> Option<u32> {
        let grid = game.grid();
        let snake = game.snake();
        let head = snake.head();
        let limit = self.shortcut_limit(grid.cells());
        if limit == 0 {
            return None;
        }
        chain.push(
            Fact::ShortcutsAllowed {
                length: snake.len(),
                limit,
            },
            None,
        );
        if snake.len() >= limit {
            return None;
        }
        let certified = self.options.rule == ShortcutRule::Certified;
        let along = self.cycle.rel(head, food) as u32;
        if certified && along == head.manhattan(food) {
            chain.push(Fact::CycleIsShortest { moves: along }, None);
            return None;
        }
        let patience = Hamilton::patience(grid.cells());
        if certified
            && let Some((at, refused_food)) = self.refused
            && refused_food == food
            && game.moves() < at + patience
        {
            chain.push(
                Fact::CertificateLater {
                    refused_at: at,
                    next_try: at + patience,
                },
                None,
            );
            return None;
        }
        Some(along)
    }

    /// The certificate for the step to `next`: a cycle, from the body after the step and
    /// through the food, on which the food is closer than the `along` moves of the cycle held.
    /// Found, the solver holds it from now on; not found, the refusal is remembered (see
    /// [`Hamilton::patience`]) and there is no shortcut.
    fn certify<O: Observer<DecisionEvent>>(
        &mut self,
        game: &Game,
        next: Pos,
        along: u32,
        chain: &mut Chain,
        obs: &mut O,
    ) -> Option<()> {
        let food = game.food()?;
        let mut after = game.snake().clone();
        after.advance(next, next == food);
        // Following the cycle instead would leave the food this many moves away.
        let before = along - 1;
        let Some((cycle, _)) = chain.certificate(&mut self.bfs, game, &after, Some(before), obs)
        else {
            self.refused = Some((game.moves(), food));
            return None;
        };
        self.refused = None;
        self.hold(cycle, game.moves());
        Some(())
    }
}

impl super::Solver for Hamilton {
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        Hamilton::decide(self, game, obs)
    }

    fn cycle(&self) -> Option<&Cycle> {
        Some(Hamilton::cycle(self))
    }

    fn cycle_since(&self) -> Option<u64> {
        Some(Hamilton::cycle_since(self))
    }
}
