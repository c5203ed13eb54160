//! A decision: the move, and the chain of checks that produced it.

use super::fault::SolverFault;
use super::safety::{legal_move, safe_moves};
use crate::algo::backtrack::backtracking_cycle;
use crate::algo::bfs::BfsSpace;
use crate::algo::body_cycle::{cycle_from_body, cycle_from_body_in};
use crate::algo::certificate::{Certified, certify};
use crate::algo::shortcut::ShortcutVerdict;
use crate::algo::splice::Reshape;
use crate::algo::{Cycle, Observer, wrapped};
use crate::rules::{Dir, Game, Pos, Snake};
use crate::stages::report::ReportedCheck;
use crate::stages::words;
use crate::stages::{Stage, StageEvent};
use std::fmt;

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
    /// [`Decision::virtual_body`]).
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

impl fmt::Display for Fact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fact::PathToFood {
                steps: Some(s),
                first,
            } => {
                f.write_str(&tr!("shortest path to food found with {n}", n = words::steps(*s)))?;
                if let Some(d) = first {
                    f.write_str(&tr!(", first move {d}", d = d))?;
                }
                Ok(())
            }
            Fact::PathToFood { steps: None, .. } => f.write_str(&tr!("no path to the food")),
            Fact::VirtualSnakeAte {
                length,
                board_full: true,
                ..
            } => f.write_str(&tr!("virtual snake eats it and fills the board (length {length})", length = length)),
            Fact::VirtualSnakeAte { length, .. } => {
                f.write_str(&tr!("virtual snake eats it (length {length})", length = length))
            }
            Fact::VirtualTailReachable { steps: Some(s) } if *s > 1 => {
                f.write_str(&tr!("its tail is reachable by a path of {n}", n = words::steps(*s)))
            }
            Fact::VirtualTailReachable { steps } => f.write_str(&tr!("its tail is not reachable by a path of more than one step{n}", n = steps
                    .map(|s| format!(" (best {})", words::steps(s)))
                    .unwrap_or_default())),
            Fact::TailReachable {
                steps: Some(s),
                first,
            } if *s > 1 => {
                f.write_str(&tr!("the snake's own tail is reachable by a path of {n}", n = words::steps(*s)))?;
                if let Some(d) = first {
                    f.write_str(&tr!(", first move {d}", d = d))?;
                }
                Ok(())
            }
            Fact::TailReachable { .. } => {
                f.write_str(&tr!("the snake's own tail is not reachable by a path of more than one step"))
            }
            Fact::FarthestFromFood {
                dir: Some(d),
                distance,
            } => f.write_str(&tr!("safe move farthest from the food: {d} (distance {distance})", d = d, distance = distance)),
            Fact::FarthestFromFood { dir: None, .. } => f.write_str(&tr!("no safe move is left")),
            Fact::ShortcutsAllowed { length, limit } if length < limit => {
                f.write_str(&tr!("length {length} < {limit}: shortcuts allowed", length = length, limit = limit))
            }
            Fact::ShortcutsAllowed { length, limit } => {
                f.write_str(&tr!("length {length} >= {limit}: no more shortcuts", length = length, limit = limit))
            }
            Fact::NoShortcutOpen => f.write_str(&tr!("no neighbour of the head is a shortcut in order")),
            Fact::CertificateLater {
                refused_at,
                next_try,
            } => f.write_str(&tr!("a certificate for this food was refused at tick {refused_at}; on a board this \
                 large the next try waits until tick {next_try}: follow the cycle", refused_at = refused_at, next_try = next_try)),
            Fact::CycleIsShortest { moves } => f.write_str(&tr!("the cycle reaches the food in {n}, as few as any path could: no shortcut needed", n = words::moves(*moves))),
            Fact::PathNotShorter { path, cycle } => f.write_str(&tr!("the shortest path ({n}) is no shorter than the way along the cycle ({n2}): keep \
                 to the cycle", n = words::steps(*path), n2 = words::moves(*cycle))),
            Fact::CycleBuilt { origin, cells } => match origin {
                CycleOrigin::Body => f.write_str(&tr!("built a cycle of {cells} cells from the body", cells = cells)),
                CycleOrigin::Backtracking { start, .. } => f.write_str(&tr!("built a cycle of {cells} cells by backtracking from {start}", cells = cells, start = start)),
            },
            Fact::CycleRebuilt { built: true, .. } => {
                f.write_str(&tr!("the body had left the cycle it held: built a new cycle from the body"))
            }
            Fact::CycleRebuilt {
                built: false,
                left_out: 0,
            } => f.write_str(&tr!("the body has left its cycle, and no cycle holds it now: no guarantee from here"),
            ),
            Fact::CycleRebuilt {
                built: false,
                left_out,
            } => f.write_str(&tr!("the body has left its cycle, and the search found no cycle for it within its \
                 budget ({left_out} free cells left out): no guarantee from here", left_out = left_out)),
            Fact::Certificate {
                next,
                certified: true,
                now,
                before,
            } => {
                f.write_str(&tr!("certified: a cycle built from the body the snake would have at {next} holds \
                     it unbroken", next = next))?;
                match (now, before) {
                    (Some(0), _) => f.write_str(&tr!("; the move eats"))?,
                    (Some(now), Some(before)) => f.write_str(&tr!(", and on it the food is {n} away instead of {before}", n = words::moves(*now), before = before))?,
                    _ => {}
                }
                Ok(())
            }
            Fact::Certificate {
                next,
                certified: false,
                now: Some(now),
                before: Some(before),
            } => f.write_str(&tr!("a cycle holds the body the snake would have at {next}, but on it the food is \
                 {n} away, no closer than {before}: refused", next = next, n = words::moves(*now), before = before)),
            Fact::Certificate { next, .. } => f.write_str(&tr!("no certificate: no cycle was found that holds the body the snake would have \
                 at {next}: refused", next = next)),
            Fact::ShortcutRule {
                verdict,
                rel_head,
                rel_next,
                rel_food,
            } => {
                let order =
                    tr!("rel(head) {rel_head}, rel(next) {rel_next}, rel(food) {rel_food}", rel_head = rel_head, rel_next = rel_next, rel_food = rel_food);
                match (verdict, verdict.refusal()) {
                    (_, Some(why)) => f.write_str(&tr!("shortcut refused, it {why}: {order}", why = why, order = order)),
                    (ShortcutVerdict::OnCycle, None) => {
                        f.write_str(&tr!("the path starts along the cycle ({order})", order = order))
                    }
                    (_, None) => f.write_str(&tr!("shortcut in order: {order}", order = order)),
                }
            }
            Fact::Spliced(r) => match r {
                Reshape::Shortest { along } => f.write_str(&tr!("the food is {n} along the cycle, as few as any path could take", n = words::moves(*along))),
                Reshape::Unchanged { along, fastest } => f.write_str(&tr!("the food is {n} along the cycle (a path could take {n2}); nothing has changed \
                     since the last splices found no shorter way", n = words::moves(*along), n2 = words::moves(*fastest))),
                Reshape::Shorter {
                    before,
                    after,
                    fastest,
                    squares,
                } => f.write_str(&tr!("splices reshaped the cycle ({n} tried): the food is {n2} away instead of {n3} \
                     ({n4} won; no path could take fewer than {n5})", n = words::squares(*squares), n2 = words::moves(*after), n3 = words::moves(*before), n4 = words::moves(before - after), n5 = words::moves(*fastest))),
                Reshape::Kept {
                    along,
                    fastest,
                    squares,
                } => f.write_str(&tr!("the food is {n} along the cycle and a path could take {n2}, but none of the {n3} \
                     tried makes the cycle shorter yet", n = words::moves(*along), n2 = words::moves(*fastest), n3 = words::squares(*squares))),
                Reshape::Unreachable { along } => f.write_str(&tr!("no path reaches the food now; the cycle does, in {n}", n = words::moves(*along))),
            },
            Fact::FollowRing { next } => f.write_str(&tr!("follow the cycle to {next}", next = next)),
            Fact::FollowCycle {
                next,
                index,
                reverse,
            } => f.write_str(&tr!("follow the cycle{n} to {next} (index {index})", n = if *reverse { tr!(" backward") } else { String::new() }, next = next, index = index)),
            Fact::Planned {
                steps: Some(s),
                needs_certificate: true,
                ..
            } => f.write_str(&tr!("a direct approach of {n} reaches the food, but after the meal the cycle would \
                 hold the body in neither direction: it needs a certificate", n = words::steps(*s))),
            Fact::Planned {
                steps: Some(s),
                reverse,
                ..
            } => f.write_str(&tr!("direct approach of {n} accepted; afterwards follow the cycle {n2}", n = words::steps(*s), n2 = if *reverse { tr!("backward") } else { tr!("forward") })),
            Fact::Planned { steps: None, .. } => {
                f.write_str(&tr!("no safe direct approach: keep following the cycle"))
            }
            Fact::PlanStep { left } => f.write_str(&tr!("next step of the approach ({left} left)", left = left)),
            Fact::Rescued {
                intended,
                taken: Some(t),
            } => f.write_str(&tr!("{intended} would be fatal: took the safe move {t} instead", intended = intended, t = t)),
            Fact::Rescued {
                intended,
                taken: None,
            } => f.write_str(&tr!("{intended} is fatal and no safe move is left", intended = intended)),
            Fact::Key { dir } => f.write_str(&tr!("key pressed: {dir}", dir = dir)),
            Fact::Reported(check) => write!(f, "{check}"),
            Fact::Said(words) => f.write_str(&tr!("the solver says: {words}", words = words)),
            Fact::Failed { problem } => f.write_str(&tr!("the solver failed: {problem}", problem = problem)),
        }
    }
}

/// One link in the chain: a fact, and the stage whose events answered it (if any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// What was found.
    pub fact: Fact,
    /// The stage to open to see it answered.
    pub stage: Option<Stage>,
}

/// A solver's move with the checks behind it, in the order they were made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The move.
    pub dir: Dir,
    /// The chain of checks.
    pub checks: Vec<Check>,
    /// The solver knows this move carries no guarantee (a greedy fallback, a rescue): the
    /// game may be lost from here.
    pub unsafe_fallback: bool,
    /// The solver failed to decide: the game stops here, and `dir` means nothing.
    pub fault: Option<Box<SolverFault>>,
}

impl Decision {
    /// The decision of a solver that failed: the game stops at this tick. Its one check says
    /// what went wrong.
    pub fn faulted(fault: SolverFault, heading: Dir) -> Decision {
        Decision {
            dir: heading,
            checks: vec![Check {
                fact: Fact::Failed {
                    problem: fault.problem.clone(),
                },
                stage: None,
            }],
            unsafe_fallback: true,
            fault: Some(Box::new(fault)),
        }
    }

    /// The virtual snake's cells (head first) if check `link` searched on the virtual snake's
    /// board rather than the real one.
    pub fn virtual_body(&self, link: usize) -> Option<&[Pos]> {
        if !matches!(
            self.checks.get(link)?.fact,
            Fact::VirtualTailReachable { .. }
        ) {
            return None;
        }
        self.checks[..link]
            .iter()
            .rev()
            .find_map(|c| match &c.fact {
                Fact::VirtualSnakeAte { body, .. } => Some(body.as_slice()),
                _ => None,
            })
    }

    /// Whether the decision leaves the cycle: a shortcut the rule allowed (and, under the
    /// certified rule, a certificate backed), or a new approach plan towards the food.
    pub fn leaves_cycle(&self) -> bool {
        let mut leaves = false;
        for c in &self.checks {
            match c.fact {
                Fact::ShortcutRule {
                    verdict: ShortcutVerdict::Take,
                    ..
                } => leaves = true,
                Fact::Planned {
                    steps: Some(_),
                    needs_certificate,
                    ..
                } => leaves = !needs_certificate,
                Fact::Certificate { certified, .. } => leaves = certified,
                _ => {}
            }
        }
        leaves
            && !self
                .checks
                .iter()
                .any(|c| matches!(c.fact, Fact::Rescued { .. }))
    }

    /// The chain as one line: `check -> check -> move Right`.
    pub fn summary(&self) -> String {
        let mut parts: Vec<String> = self.checks.iter().map(|c| c.fact.to_string()).collect();
        parts.push(tr!("move {dir}", dir = self.dir));
        parts.join(" -> ")
    }
}

/// An event of a decision, filed under the check (`link`, an index into
/// [`Decision::checks`]) it helped answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisionEvent {
    /// Index of the check.
    pub link: usize,
    /// The event.
    pub event: StageEvent,
}

/// Builds a decision check by check. A search run for a check files its events under the
/// check's index: take [`Chain::next_link`] before running it, then [`Chain::push`] the fact
/// it found.
#[derive(Debug, Default)]
pub struct Chain {
    checks: Vec<Check>,
}

impl Chain {
    /// An empty chain.
    pub fn new() -> Self {
        Chain { checks: Vec::new() }
    }

    /// The index the next check will get: the `link` of the events that answer it.
    pub fn next_link(&self) -> usize {
        self.checks.len()
    }

    /// Adds a check: what was found, and the stage whose events (filed under
    /// [`Chain::next_link`] before this call) answered it.
    pub fn push(&mut self, fact: Fact, stage: Option<Stage>) {
        self.checks.push(Check { fact, stage });
    }

    /// Adds a check in words: what was checked, and the answer.
    pub fn report(&mut self, name: impl Into<String>, answer: impl Into<String>) {
        self.push(
            Fact::Reported(ReportedCheck {
                name: name.into(),
                answer: answer.into(),
            }),
            None,
        );
    }

    /// Check: the shortest path from the head to `food`, its BFS events filed under this
    /// check. Shared by every solver that looks for the food first; the search runs in the
    /// solver's `space`.
    pub fn path_to_food<O: Observer<DecisionEvent>>(
        &mut self,
        space: &mut BfsSpace,
        game: &Game,
        food: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let snake = game.snake();
        let link = self.next_link();
        let path = space.shortest_path(
            game.grid(),
            snake.occupied(),
            snake.head(),
            snake.heading(),
            food,
            &mut wrapped(obs, |e| DecisionEvent {
                link,
                event: StageEvent::Bfs(e),
            }),
        );
        self.push(
            Fact::PathToFood {
                steps: path.as_ref().map(|p| p.len() as u32 - 1),
                first: path.as_ref().and_then(|p| p[0].dir_to(p[1])),
            },
            Some(Stage::Bfs),
        );
        path
    }

    /// Check: the cycle a solver built when it was set up. Its construction is run again, for
    /// its events, only when they are watched (it gives the same cycle: the searches are
    /// deterministic).
    pub(crate) fn cycle_built<O: Observer<DecisionEvent>>(
        &mut self,
        game: &Game,
        origin: CycleOrigin,
        cycle: &Cycle,
        obs: &mut O,
    ) {
        let link = self.next_link();
        let stage = match origin {
            CycleOrigin::Body => {
                if O::WATCHING {
                    let _ = cycle_from_body(
                        game.grid(),
                        game.snake(),
                        &mut wrapped(obs, |e| DecisionEvent {
                            link,
                            event: StageEvent::Cycle(e),
                        }),
                    );
                }
                Stage::Cycle
            }
            CycleOrigin::Backtracking { start, budget } => {
                if O::WATCHING {
                    let _ = backtracking_cycle(
                        game.grid(),
                        start,
                        budget,
                        &mut wrapped(obs, |e| DecisionEvent {
                            link,
                            event: StageEvent::Backtrack(e),
                        }),
                    );
                }
                Stage::Backtrack
            }
        };
        self.push(
            Fact::CycleBuilt {
                origin,
                cells: cycle.len() as u32,
            },
            Some(stage),
        );
    }

    /// Check: a cycle built anew from the body, when the body no longer lies on the cycle a
    /// solver held. `None` if none can be built. The searches run in the solver's `space`.
    pub(crate) fn rebuild_cycle<O: Observer<DecisionEvent>>(
        &mut self,
        space: &mut BfsSpace,
        game: &Game,
        obs: &mut O,
    ) -> Option<Cycle> {
        let link = self.next_link();
        let found = cycle_from_body_in(
            space,
            game.grid(),
            game.snake(),
            &mut wrapped(obs, |e| DecisionEvent {
                link,
                event: StageEvent::Cycle(e),
            }),
        );
        let left_out = match &found {
            Err(crate::algo::body_cycle::CycleError::GaveUp { left_out, .. }) => {
                left_out.len() as u32
            }
            _ => 0,
        };
        self.push(
            Fact::CycleRebuilt {
                built: found.is_ok(),
                left_out,
            },
            Some(Stage::Cycle),
        );
        found.ok()
    }

    /// Check: a certificate for the body `after` (its head the cell reached), bringing the
    /// food closer than `before` moves when given. Returns the cycle that holds it and the
    /// moves to the food along it, if certified. The searches run in the solver's `space`.
    pub(crate) fn certificate<O: Observer<DecisionEvent>>(
        &mut self,
        space: &mut BfsSpace,
        game: &Game,
        after: &Snake,
        before: Option<u32>,
        obs: &mut O,
    ) -> Option<(Cycle, u32)> {
        let link = self.next_link();
        let verdict = certify(
            space,
            game.grid(),
            after,
            game.food(),
            before,
            &mut wrapped(obs, |e| DecisionEvent {
                link,
                event: StageEvent::Certificate(e),
            }),
        );
        let (certified, now, before) = match &verdict {
            Certified::Yes { food_in, .. } => (true, Some(*food_in), before),
            Certified::NoCycle => (false, None, None),
            Certified::NotCloser { now, before } => (false, Some(*now), Some(*before)),
        };
        self.push(
            Fact::Certificate {
                next: after.head(),
                certified,
                now,
                before,
            },
            Some(Stage::Certificate),
        );
        match verdict {
            Certified::Yes { cycle, food_in } => Some((cycle, food_in)),
            _ => None,
        }
    }

    /// Returns `intended` if it is safe; otherwise records a rescue in the chain and returns
    /// the first safe move (or a legal one if none is safe). The flag says a rescue happened.
    pub(crate) fn rescue(&mut self, game: &Game, intended: Dir) -> (Dir, bool) {
        if game.judge(intended).is_safe() {
            return (intended, false);
        }
        let taken = safe_moves(game).next();
        self.push(Fact::Rescued { intended, taken }, None);
        (taken.unwrap_or_else(|| legal_move(game)), true)
    }

    /// Ends the chain with no cycle to follow: the first safe move (or a legal one), flagged
    /// as carrying no guarantee.
    pub(crate) fn without_cycle(self, game: &Game) -> Decision {
        let dir = safe_moves(game).next().unwrap_or_else(|| legal_move(game));
        self.finish(dir, true)
    }

    /// Ends the chain by following `cycle` forward from the head (rescued if that is fatal).
    pub(crate) fn follow_cycle(mut self, game: &Game, cycle: &Cycle) -> Decision {
        let head = game.snake().head();
        let next = cycle.next(head);
        self.push(
            Fact::FollowCycle {
                next,
                index: cycle.index_of(next) as u32,
                reverse: false,
            },
            None,
        );
        let dir = head.dir_to(next).expect("cycle cells touch");
        let (dir, rescued) = self.rescue(game, dir);
        self.finish(dir, rescued)
    }

    /// Ends the chain with the move `dir`; `unsafe_fallback` says the solver knows the move
    /// carries no guarantee (the game may be lost from here).
    pub fn finish(self, dir: Dir, unsafe_fallback: bool) -> Decision {
        Decision {
            dir,
            checks: self.checks,
            unsafe_fallback,
            fault: None,
        }
    }
}
