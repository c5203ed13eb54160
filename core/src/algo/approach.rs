//! The backtracking solver's direct approach to a mouse, checked along the cycle both ways.
//!
//! From the head, walk straight at the food, closing one axis and then the other in turn
//! (the x axis first at even depth); where the body is in the way, sidestep; where a walk
//! leads nowhere, undo it (depth-first, under a budget). On reaching the food, imagine the
//! snake there, one cell longer, and ask whether following the cycle from the food, in the
//! current direction and then in the other, is safe. After the meal the snake follows the
//! cycle in the direction accepted.
//!
//! Two checks answer that question ([`ApproachCheck`]):
//! - [`ApproachCheck::Article`], the article's: follow the cycle from the food for the
//!   snake's length and never meet the body, counting the tail as leaving one cell per step.
//!   That forgets the meals on the way back: each one keeps the tail where it is for a tick,
//!   and the head can run into it. It dies.
//! - [`ApproachCheck::Safe`], ours: the body after the meal must lie on the cycle in that
//!   direction, tail to head in cycle order, as one unbroken stretch under the `Blocks` tail
//!   rule, gaps allowed under `Follows`. From such a body, following the cycle survives any
//!   food, however often and wherever it appears (the argument is in `docs/ALGORITHMS.md`).
//!   A path that reaches the food but passes in neither direction is reported as a
//!   candidate: the solver may still take it with a certificate (a new cycle that holds the
//!   body after the meal, [`super::certificate`]).

use super::cycle::Cycle;
use super::observer::Observer;
use crate::rules::{CellSet, Dir, Game, Grid, Pos, Snake, TailRule};

/// How an approach is judged at the food (see the module documentation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ApproachCheck {
    /// The body after the meal lies on the cycle in the direction taken (unbroken under
    /// `Blocks`, in order under `Follows`). Never dies.
    #[default]
    Safe,
    /// The article's walk of the snake's length along the cycle, as if no food were eaten on
    /// the way back. Can die.
    Article,
}

/// What the approach search is told besides the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ApproachRules {
    /// The direction the cycle is followed in now (tried first at the food).
    pub reverse_now: bool,
    /// How the approach is judged at the food.
    pub check: ApproachCheck,
    /// The game's tail rule.
    pub tail: TailRule,
    /// Search steps allowed.
    pub budget: u32,
}

/// The search budget the solver gives an approach on a board of `cells` cells: four steps a
/// cell.
pub fn approach_budget(cells: usize) -> u32 {
    (4 * cells).min(u32::MAX as usize) as u32
}

impl ApproachRules {
    /// The rules the backtracking solver searches by in `game`: the direction it follows its
    /// cycle in now, its check, the game's tail rule, and [`approach_budget`] for the board.
    /// The solver and its stage run on its own both ask this, so they search alike.
    pub fn for_game(game: &Game, reverse_now: bool, check: ApproachCheck) -> ApproachRules {
        ApproachRules {
            reverse_now,
            check,
            tail: game.tail_rule(),
            budget: approach_budget(game.grid().cells()),
        }
    }
}

/// One step of the approach search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApproachEvent {
    /// The search starts from the head towards the food.
    Start {
        /// The head.
        from: Pos,
        /// The food.
        to: Pos,
    },
    /// The approach steps onto `cell`.
    Step {
        /// The cell.
        cell: Pos,
        /// Steps from the head.
        depth: u32,
    },
    /// A move is refused: the cell is a wall, body still there at that step, or already on
    /// the approach.
    Refused {
        /// The cell moved from.
        from: Pos,
        /// The move.
        dir: Dir,
    },
    /// `cell` led nowhere: the approach backs off it.
    Undo {
        /// The cell.
        cell: Pos,
    },
    /// The article's check: the walk along the cycle from the food, in one direction, for
    /// the snake's length after the meal.
    CycleCheck {
        /// Whether the walk goes backward along the cycle.
        reverse: bool,
        /// The food, where the walk starts.
        food: Pos,
        /// The walk's first cell after the food: the way it goes.
        toward: Pos,
        /// The first cell where the walk meets the body, if any.
        blocked_at: Option<Pos>,
    },
    /// The safe check: whether the body after the meal lies on the cycle in one direction
    /// (unbroken under `Blocks`, in order under `Follows`).
    BodyCheck {
        /// Whether the direction is backward along the cycle.
        reverse: bool,
        /// The food, where the head lies after the meal.
        food: Pos,
        /// The cycle's cell after the food in that direction: the way the snake would go on.
        toward: Pos,
        /// Whether the body lies on the cycle as needed.
        holds: bool,
        /// Whether gaps are allowed (the `Follows` rule).
        gaps_allowed: bool,
    },
    /// The path reaches the food but the cycle holds the body after the meal in neither
    /// direction: the first such path is kept as a candidate for a certificate.
    Candidate {
        /// The cells from head to food.
        path: Vec<Pos>,
    },
    /// The approach is accepted.
    Accepted {
        /// The cells from head to food.
        path: Vec<Pos>,
        /// The direction to follow the cycle in afterwards.
        reverse: bool,
    },
    /// No approach within the budget.
    GaveUp {
        /// Search steps spent.
        steps: u32,
    },
}

/// An accepted approach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Approach {
    /// The cells from the head (included) to the food (included).
    pub path: Vec<Pos>,
    /// Follow the cycle backward after the meal.
    pub reverse: bool,
}

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApproachOutcome {
    /// An approach the check accepts.
    Accepted(Approach),
    /// No approach is accepted, but this path reaches the food: it can still be taken with a
    /// certificate (safe check only).
    Candidate(Vec<Pos>),
    /// Nothing within the budget.
    Nothing,
}

/// The body after eating at the end of `path` (which starts at the head), head first.
pub fn body_after(snake: &Snake, path: &[Pos]) -> Vec<Pos> {
    path.iter()
        .rev()
        .copied()
        .chain(snake.cells().skip(1))
        .take(snake.len() + 1)
        .collect()
}

/// The moves tried from `at` towards `to`, first the one closing the preferred axis, then the
/// one closing the other, then the rest.
fn moves_towards(at: Pos, to: Pos, x_first: bool) -> [Dir; 4] {
    let horizontal = match to.x.cmp(&at.x) {
        std::cmp::Ordering::Greater => Some(Dir::Right),
        std::cmp::Ordering::Less => Some(Dir::Left),
        std::cmp::Ordering::Equal => None,
    };
    let vertical = match to.y.cmp(&at.y) {
        std::cmp::Ordering::Greater => Some(Dir::Down),
        std::cmp::Ordering::Less => Some(Dir::Up),
        std::cmp::Ordering::Equal => None,
    };
    let (a, b) = if x_first {
        (horizontal, vertical)
    } else {
        (vertical, horizontal)
    };
    let mut order = Vec::with_capacity(4);
    order.extend(a);
    order.extend(b);
    for d in Dir::ALL {
        if !order.contains(&d) {
            order.push(d);
        }
    }
    [order[0], order[1], order[2], order[3]]
}

/// Whether, after eating at the end of `path`, following `cycle` from the food for the
/// snake's length (in the given direction) keeps clear of the body.
fn cycle_clear(cycle: &Cycle, snake: &Snake, path: &[Pos], reverse: bool) -> Option<Pos> {
    // The body after the meal, head first: the approach reversed, then the old body.
    let len_after = snake.len() + 1;
    let body = body_after(snake, path);
    let mut at = *path.last().expect("an approach has cells");
    for j in 1..len_after {
        at = if reverse {
            cycle.prev(at)
        } else {
            cycle.next(at)
        };
        // After j more moves the last j cells of the body have left; under the strictest tail
        // rule the cell the tail is leaving still counts.
        let still = len_after - j + 1;
        if body[..still.min(body.len())].contains(&at) {
            return Some(at);
        }
    }
    None
}

/// Searches for an approach from the head to `food`, judged at the food by `rules.check`,
/// preferring to keep following the cycle in the current direction.
pub fn approach<O: Observer<ApproachEvent>>(
    grid: &Grid,
    cycle: &Cycle,
    snake: &Snake,
    food: Pos,
    rules: ApproachRules,
    obs: &mut O,
) -> ApproachOutcome {
    let head = snake.head();
    obs.observe(ApproachEvent::Start {
        from: head,
        to: food,
    });
    let body: Vec<Pos> = snake.cells().collect();
    let mut on_path = CellSet::new(grid.cells());
    on_path.insert(grid.index(head));
    let mut path = vec![head];
    let mut tried: Vec<u8> = vec![0];
    let mut steps = 0u32;
    let mut candidate: Option<Vec<Pos>> = None;
    while let Some(&cell) = path.last() {
        if steps >= rules.budget {
            break;
        }
        let depth = path.len() - 1;
        if cell == food {
            let reverse_now = rules.reverse_now;
            for reverse in [reverse_now, !reverse_now] {
                if judge_at_food(cycle, snake, &path, reverse, rules, obs) {
                    if O::WATCHING {
                        obs.observe(ApproachEvent::Accepted {
                            path: path.clone(),
                            reverse,
                        });
                    }
                    return ApproachOutcome::Accepted(Approach { path, reverse });
                }
            }
            if rules.check == ApproachCheck::Safe && candidate.is_none() {
                if O::WATCHING {
                    obs.observe(ApproachEvent::Candidate { path: path.clone() });
                }
                candidate = Some(path.clone());
            }
            tried[depth] = 4;
        }
        let order = moves_towards(cell, food, depth % 2 == 0);
        let mut stepped = false;
        while tried[depth] < 4 {
            let dir = order[tried[depth] as usize];
            tried[depth] += 1;
            steps += 1;
            let free = grid.neighbour(cell, dir).filter(|&n| {
                // Entering at step depth+1: the old body's last `depth` cells have left (the
                // cell the tail is leaving still counts, as under `Blocks`).
                let still = body.len().saturating_sub(depth);
                !on_path.contains(grid.index(n)) && !body[..still].contains(&n)
            });
            match free {
                Some(n) => {
                    on_path.insert(grid.index(n));
                    path.push(n);
                    tried.push(0);
                    obs.observe(ApproachEvent::Step {
                        cell: n,
                        depth: depth as u32 + 1,
                    });
                    stepped = true;
                    break;
                }
                None => obs.observe(ApproachEvent::Refused { from: cell, dir }),
            }
        }
        if !stepped {
            path.pop();
            tried.pop();
            on_path.remove(grid.index(cell));
            if !path.is_empty() {
                obs.observe(ApproachEvent::Undo { cell });
            }
        }
    }
    obs.observe(ApproachEvent::GaveUp { steps });
    match candidate {
        Some(path) => ApproachOutcome::Candidate(path),
        None => ApproachOutcome::Nothing,
    }
}

/// Whether following the cycle from the food in direction `reverse` is accepted by the check.
fn judge_at_food<O: Observer<ApproachEvent>>(
    cycle: &Cycle,
    snake: &Snake,
    path: &[Pos],
    reverse: bool,
    rules: ApproachRules,
    obs: &mut O,
) -> bool {
    let food = *path.last().expect("an approach has cells");
    let toward = if reverse {
        cycle.prev(food)
    } else {
        cycle.next(food)
    };
    match rules.check {
        ApproachCheck::Article => {
            let blocked_at = cycle_clear(cycle, snake, path, reverse);
            obs.observe(ApproachEvent::CycleCheck {
                reverse,
                food,
                toward,
                blocked_at,
            });
            blocked_at.is_none()
        }
        ApproachCheck::Safe => {
            let after = body_after(snake, path);
            let gaps_allowed = rules.tail == TailRule::Follows;
            let holds = if gaps_allowed {
                cycle.holds_in_order(after.iter().copied(), reverse)
            } else {
                cycle.holds_unbroken(after.iter().copied(), reverse)
            };
            obs.observe(ApproachEvent::BodyCheck {
                reverse,
                food,
                toward,
                holds,
                gaps_allowed,
            });
            holds
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::backtrack::{DEFAULT_BUDGET, backtracking_cycle};
    use crate::algo::observer::Ignore;

    fn rules(check: ApproachCheck, tail: TailRule) -> ApproachRules {
        ApproachRules {
            reverse_now: false,
            check,
            tail,
            budget: 1000,
        }
    }

    /// A snake of `len` cells lying along `cycle` with its head at index `head`.
    fn laid_along(g: &Grid, cycle: &Cycle, head: usize, len: usize) -> Snake {
        let cells: Vec<Pos> = (0..len).map(|k| cycle.at(head + cycle.len() - k)).collect();
        Snake::new(g, &cells, None).unwrap()
    }

    #[test]
    fn a_short_snake_walks_straight_at_the_food() {
        let g = Grid::new(6, 6).unwrap();
        let c = backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore).unwrap();
        let s = Snake::new(&g, &[Pos::new(1, 1)], Some(Dir::Right)).unwrap();
        let found = approach(
            &g,
            &c,
            &s,
            Pos::new(4, 3),
            rules(ApproachCheck::Article, TailRule::Blocks),
            &mut Ignore,
        );
        let ApproachOutcome::Accepted(a) = found else {
            panic!("no approach: {found:?}");
        };
        assert_eq!(a.path.len(), 6);
        assert_eq!(a.path[1], Pos::new(2, 1));
        assert_eq!(a.path[2], Pos::new(2, 2));
    }

    #[test]
    fn the_body_is_walked_around() {
        let g = Grid::new(6, 6).unwrap();
        let c = backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore).unwrap();
        let cells: Vec<Pos> = [(1, 2), (2, 2), (3, 2), (3, 3), (2, 3)]
            .into_iter()
            .map(Pos::from)
            .collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let mut events = Vec::new();
        let found = approach(
            &g,
            &c,
            &s,
            Pos::new(2, 5),
            rules(ApproachCheck::Safe, TailRule::Blocks),
            &mut events,
        );
        let path = match found {
            ApproachOutcome::Accepted(a) => a.path,
            ApproachOutcome::Candidate(path) => path,
            ApproachOutcome::Nothing => panic!("the food is reachable around the body"),
        };
        for w in path.windows(2) {
            assert!(w[0].touches(w[1]));
        }
        assert_eq!(path.last(), Some(&Pos::new(2, 5)));
        // (2, 3) is the tail end of the body, still there when the path would pass.
        assert!(!path[1..3].contains(&Pos::new(2, 3)));
        assert!(
            events
                .iter()
                .any(|e| matches!(e, ApproachEvent::Refused { .. }))
        );
    }

    #[test]
    fn a_safe_approach_leaves_the_body_on_the_cycle() {
        let g = Grid::new(6, 6).unwrap();
        let c = backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore).unwrap();
        let s = laid_along(&g, &c, 9, 5);
        let mut accepted = 0;
        for tail in [TailRule::Blocks, TailRule::Follows] {
            for food in g.all_cells().filter(|&f| !s.contains(f)) {
                let found = approach(
                    &g,
                    &c,
                    &s,
                    food,
                    rules(ApproachCheck::Safe, tail),
                    &mut Ignore,
                );
                if let ApproachOutcome::Accepted(a) = found {
                    accepted += 1;
                    let after = body_after(&s, &a.path);
                    let holds = match tail {
                        TailRule::Blocks => c.holds_unbroken(after, a.reverse),
                        TailRule::Follows => c.holds_in_order(after, a.reverse),
                    };
                    assert!(holds, "food {food} under {tail:?}");
                }
            }
        }
        assert!(accepted > 0);
    }

    #[test]
    fn the_article_accepts_approaches_the_safe_check_only_offers_as_candidates() {
        let g = Grid::new(6, 6).unwrap();
        let c = backtracking_cycle(&g, Pos::new(0, 0), DEFAULT_BUDGET, &mut Ignore).unwrap();
        let s = laid_along(&g, &c, 9, 5);
        let differ = g.all_cells().filter(|&f| !s.contains(f)).any(|food| {
            let article = approach(
                &g,
                &c,
                &s,
                food,
                rules(ApproachCheck::Article, TailRule::Blocks),
                &mut Ignore,
            );
            let safe = approach(
                &g,
                &c,
                &s,
                food,
                rules(ApproachCheck::Safe, TailRule::Blocks),
                &mut Ignore,
            );
            matches!(article, ApproachOutcome::Accepted(_))
                && matches!(safe, ApproachOutcome::Candidate(_))
        });
        assert!(differ);
    }
}
