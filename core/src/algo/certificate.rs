//! The certificate for a move off the cycle: a Hamiltonian cycle that holds the body the
//! snake would have after the move as one unbroken stretch.
//!
//! The solvers that promise never to die keep one invariant: *the body lies as one unbroken
//! stretch of a Hamiltonian cycle the solver holds*, tail first, head last. While it holds,
//! the cycle's next cell after the head is free (every other cell of the board lies ahead of
//! the head, up to the tail), so following the cycle is safe under either tail rule, and after
//! the move the invariant holds again, on the same cycle, whether the snake ate or not.
//!
//! A move that leaves the cycle breaks the invariant on the old cycle. It is taken only with a
//! certificate: a cycle on which the body *after* the move is again one unbroken stretch. The
//! solver then holds that cycle instead, and the argument above applies from the next tick on.
//! The certificate is built by the cycle-from-body stage itself ([`super::body_cycle`]), run on
//! the imagined body: the longest path from its head to its tail with the rest of it blocked,
//! which closes a cycle when it covers every free cell. The path is first routed through the
//! food, so that the food comes early on the new cycle; if that path misses cells, the plain
//! construction is tried. When neither closes a cycle, the move is refused and the snake
//! follows the cycle it holds.
//!
//! A certificate must also pay: on the new cycle, the food must lie fewer moves ahead of the
//! new head than it would after a step along the old cycle. The number of moves to the food
//! along the cycle held then shrinks at every tick, whether the snake follows its cycle or
//! takes a shortcut, so the food is always reached: the cycle can change at every step and
//! the snake still cannot wander in circles.

use super::bfs::BfsSpace;
use super::body_cycle::{CycleEvent, Effort, cycle_from_body_via};
use super::cycle::Cycle;
use super::observer::{Observer, wrapped};
use crate::rules::{Grid, Pos, Snake};

/// One step of certifying a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CertificateEvent {
    /// The body the snake would have after the move, head first: the body the new cycle
    /// must hold.
    Imagine {
        /// Its cells, head first.
        body: Vec<Pos>,
        /// Whether the move eats, so that the tail stays.
        eats: bool,
    },
    /// A step of building a cycle from that body (the cycle-from-body stage).
    Build(CycleEvent),
    /// A cycle holds the imagined body: how far the food lies along it, against how far it
    /// would lie after a step along the old cycle.
    Compare {
        /// Moves from the new head to the food along the new cycle (0 if the move eats).
        now: u32,
        /// Moves to the food after a step along the old cycle.
        before: u32,
    },
    /// The verdict: a cycle holds the imagined body unbroken and brings the food closer, or
    /// not.
    Verdict {
        /// Whether the move is certified.
        certified: bool,
    },
}

/// How a certificate turned out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Certified {
    /// The move is safe, and the food lies `food_in` moves ahead on `cycle`.
    Yes {
        /// The cycle to hold from now on.
        cycle: Cycle,
        /// Moves to the food along it (0: the move eats).
        food_in: u32,
    },
    /// No cycle holds the body after the move.
    NoCycle,
    /// A cycle holds it, but the food lies no closer along it than along the old one.
    NotCloser {
        /// Moves to the food along the new cycle.
        now: u32,
        /// Moves to the food after a step along the old cycle.
        before: u32,
    },
}

impl Certified {
    /// Whether the move may be taken.
    pub fn is_yes(&self) -> bool {
        matches!(self, Certified::Yes { .. })
    }
}

/// Looks for a cycle that holds `after` (the body after the move) as one unbroken stretch,
/// and on which `food` (if it is not eaten by the move) lies fewer than `before` moves ahead
/// of the new head. `before` is how far the food would be after a step along the old cycle
/// (`None`: no food, nothing to compare). The breadth-first searches run in `space`.
pub fn certify<O: Observer<CertificateEvent>>(
    space: &mut BfsSpace,
    grid: &Grid,
    after: &Snake,
    food: Option<Pos>,
    before: Option<u32>,
    obs: &mut O,
) -> Certified {
    let eats = food == Some(after.head());
    if O::WATCHING {
        obs.observe(CertificateEvent::Imagine {
            body: after.cells().collect(),
            eats,
        });
    }
    let via = food.filter(|_| !eats);
    let mut built = cycle_from_body_via(
        space,
        grid,
        after,
        via,
        Effort::PairExtension,
        &mut wrapped(obs, CertificateEvent::Build),
    );
    if built.is_err() && via.is_some() {
        built = cycle_from_body_via(
            space,
            grid,
            after,
            None,
            Effort::PairExtension,
            &mut wrapped(obs, CertificateEvent::Build),
        );
    }
    let verdict = match built {
        Err(_) => Certified::NoCycle,
        Ok(cycle) => {
            let now = match food {
                Some(f) if !eats => cycle.rel(after.head(), f) as u32,
                _ => 0,
            };
            match before {
                Some(before) => {
                    obs.observe(CertificateEvent::Compare { now, before });
                    if now < before {
                        Certified::Yes {
                            cycle,
                            food_in: now,
                        }
                    } else {
                        Certified::NotCloser { now, before }
                    }
                }
                None => Certified::Yes {
                    cycle,
                    food_in: now,
                },
            }
        }
    };
    obs.observe(CertificateEvent::Verdict {
        certified: verdict.is_yes(),
    });
    verdict
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::observer::Ignore;
    use crate::rules::Dir;

    fn snake(g: &Grid, cells: &[(u16, u16)]) -> Snake {
        let cells: Vec<Pos> = cells.iter().map(|&c| c.into()).collect();
        Snake::new(g, &cells, Some(Dir::Right)).unwrap()
    }

    #[test]
    fn a_certificate_holds_the_imagined_body_unbroken() {
        let g = Grid::new(6, 6).unwrap();
        // After stepping down from (3, 0): head (3, 1), tail (1, 0).
        let after = snake(&g, &[(3, 1), (3, 0), (2, 0), (1, 0)]);
        let mut space = BfsSpace::new();
        let mut events = Vec::new();
        let Certified::Yes { cycle, .. } = certify(&mut space, &g, &after, None, None, &mut events)
        else {
            panic!("no certificate");
        };
        assert!(cycle.holds_unbroken(after.cells(), false));
        assert!(matches!(
            events[0],
            CertificateEvent::Imagine { eats: false, .. }
        ));
        assert_eq!(
            events.last(),
            Some(&CertificateEvent::Verdict { certified: true })
        );
    }

    #[test]
    fn a_body_that_walls_off_cells_gets_no_certificate() {
        // The head (1, 1) is boxed in: its only way out is its own tail.
        let g = Grid::new(4, 4).unwrap();
        let after = snake(
            &g,
            &[
                (1, 1),
                (1, 0),
                (2, 0),
                (2, 1),
                (2, 2),
                (1, 2),
                (0, 2),
                (0, 1),
            ],
        );
        let mut events = Vec::new();
        let mut space = BfsSpace::new();
        assert_eq!(
            certify(&mut space, &g, &after, None, None, &mut events),
            Certified::NoCycle
        );
        assert_eq!(
            events.last(),
            Some(&CertificateEvent::Verdict { certified: false })
        );
        assert_eq!(
            certify(&mut space, &g, &after, None, None, &mut Ignore),
            Certified::NoCycle
        );
    }

    #[test]
    fn a_certificate_must_bring_the_food_closer() {
        let g = Grid::new(6, 6).unwrap();
        let after = snake(&g, &[(3, 1), (3, 0), (2, 0), (1, 0)]);
        let mut space = BfsSpace::new();
        let food = Some(Pos::new(4, 1));
        let Certified::Yes { cycle, food_in } =
            certify(&mut space, &g, &after, food, Some(40), &mut Ignore)
        else {
            panic!("no certificate");
        };
        assert_eq!(food_in as usize, cycle.rel(Pos::new(3, 1), Pos::new(4, 1)));
        let mut events = Vec::new();
        let refused = certify(&mut space, &g, &after, food, Some(food_in), &mut events);
        assert_eq!(
            refused,
            Certified::NotCloser {
                now: food_in,
                before: food_in
            }
        );
        assert!(events.contains(&CertificateEvent::Compare {
            now: food_in,
            before: food_in
        }));
        // A move that eats is always closer: the food is gone.
        let eaten = certify(
            &mut space,
            &g,
            &after,
            Some(Pos::new(3, 1)),
            Some(1),
            &mut Ignore,
        );
        assert!(matches!(eaten, Certified::Yes { food_in: 0, .. }));
    }
}
