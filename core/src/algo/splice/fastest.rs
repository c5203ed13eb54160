//! Forcing the fastest path: the earliest arrival at the food (a breadth-first search in which
//! a body cell can be entered only once the tail has left it), the cells on some fastest path,
//! and the depth-first search that forces such a path edge by edge, undoing dead ends.

use super::NONE;
use super::body::Body;
use super::events::SpliceEvent;
use super::order::StepOrder;
use super::splices::{Mark, Splices};
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;
use crate::rules::{Dir, Pos};

/// The part of the planner that finds and forces fastest paths, with its tables: the
/// breadth-first search from the head (each cell's depth and the way it was entered, valid
/// where its stamp is the search's number), the cells on some fastest path (stamped with the
/// graph's number), and the depth-first walk along them. A copy starts empty.
#[derive(Debug, Default)]
pub(super) struct FastestPaths {
    /// Edge attempts a search may spend.
    budget: u32,
    /// Whether the step into the cell with fewest open sides is tried first.
    fewest_open_first: bool,
    /// The order in which the search tries the steps.
    order: StepOrder,
    /// Each cell's distance from the head.
    depth: Vec<u32>,
    /// The search that reached the cell.
    stamp: Vec<u32>,
    /// The search under way.
    search_no: u32,
    /// The direction the cell was entered by.
    entered: Vec<u8>,
    /// The cells at the current depth.
    frontier: Vec<u32>,
    /// The cells at the next depth.
    next_frontier: Vec<u32>,
    /// The graph of fastest paths that holds the cell.
    dag: Vec<u32>,
    /// The graph under way.
    dag_no: u32,
    /// The search the graph under way was marked from.
    dag_search: u32,
    /// The walk's cells, head first.
    path: Vec<u32>,
    /// How many of its choices each step of the walk has tried.
    tried: Vec<u8>,
    /// At each step, the point to undo to.
    marks: Vec<Mark>,
}

impl Clone for FastestPaths {
    fn clone(&self) -> FastestPaths {
        FastestPaths::new(self.budget, self.fewest_open_first)
    }
}

impl FastestPaths {
    /// A search spending `budget` edge attempts, trying first the cell with fewest open sides
    /// if `fewest_open_first`.
    pub(super) fn new(budget: u32, fewest_open_first: bool) -> FastestPaths {
        FastestPaths {
            budget,
            fewest_open_first,
            ..FastestPaths::default()
        }
    }

    /// Sizes the tables for a board of `n` cells.
    pub(super) fn fit(&mut self, n: usize) {
        self.depth = vec![0; n];
        self.stamp = vec![0; n];
        self.entered = vec![0; n];
        self.dag = vec![0; n];
        for v in [&mut self.frontier, &mut self.next_frontier, &mut self.path] {
            v.reserve(n);
        }
        self.tried.reserve(n);
        self.marks.reserve(n);
    }

    /// Searches in `order` from now on.
    pub(super) fn set_order(&mut self, order: StepOrder) {
        self.order = order;
    }

    /// The earliest move on which the head can reach `food`, by a breadth-first search in
    /// which a body cell can be entered only once the tail has left it.
    pub(super) fn fastest(&mut self, body: &Body, heading: Dir, food: u32) -> Option<u32> {
        self.search_no += 1;
        let no = self.search_no;
        let head = body.head();
        let h = head as usize;
        self.stamp[h] = no;
        self.depth[h] = 0;
        self.entered[h] = heading.to_index();
        self.frontier.clear();
        self.frontier.push(head);
        let mut d = 0;
        while !self.frontier.is_empty() {
            d += 1;
            self.next_frontier.clear();
            for fi in 0..self.frontier.len() {
                let c = self.frontier[fi];
                for dir in 0..4 {
                    let nb = body.neighbour(c, dir);
                    if nb == NONE || self.stamp[nb as usize] == no || body.entry(nb) > d {
                        continue;
                    }
                    self.stamp[nb as usize] = no;
                    self.depth[nb as usize] = d;
                    self.entered[nb as usize] = dir as u8;
                    if nb == food {
                        return Some(d);
                    }
                    self.next_frontier.push(nb);
                }
            }
            std::mem::swap(&mut self.frontier, &mut self.next_frontier);
        }
        None
    }

    /// The move on which the last search reached cell `c`, or `u32::MAX`.
    #[inline]
    pub(super) fn depth_of(&self, c: u32) -> u32 {
        if self.stamp[c as usize] == self.search_no {
            self.depth[c as usize]
        } else {
            u32::MAX
        }
    }

    /// Whether cell `c` lies on some fastest path (as last marked).
    #[inline]
    pub(super) fn on_a_fastest_path(&self, c: u32) -> bool {
        self.dag[c as usize] == self.dag_no
    }

    /// Whether the head, now at cell `c` after `moves` moves (the food unchanged), has kept to
    /// a fastest path of the last search, as marked since: then its fastest arrival is that
    /// search's less `moves`, with no new search. A cell the search reached at depth `moves`
    /// is entered no sooner, so the head took a fastest path's first `moves` steps; the rest
    /// of that path is as free in time as it was (every body cell's wait is `moves` shorter),
    /// and nothing shorter exists, or the search would have found the two together.
    pub(super) fn kept_to_a_fastest_path(&self, c: u32, moves: u32) -> bool {
        self.dag_search == self.search_no && self.on_a_fastest_path(c) && self.depth_of(c) == moves
    }

    /// Marks the cells that lie on some fastest path to the food.
    pub(super) fn mark_fastest_paths(&mut self, body: &Body, food: u32) {
        self.dag_no += 1;
        self.dag_search = self.search_no;
        let no = self.dag_no;
        let a = self.depth_of(food);
        self.dag[food as usize] = no;
        self.frontier.clear();
        self.frontier.push(food);
        for d in (0..a).rev() {
            self.next_frontier.clear();
            for fi in 0..self.frontier.len() {
                let v = self.frontier[fi];
                for dir in 0..4 {
                    let u = body.neighbour(v, dir);
                    if u != NONE && self.depth_of(u) == d && self.dag[u as usize] != no {
                        self.dag[u as usize] = no;
                        self.next_frontier.push(u);
                    }
                }
            }
            std::mem::swap(&mut self.frontier, &mut self.next_frontier);
        }
    }

    /// Depth-first search over the fastest paths, forcing each edge by `splices`, undoing dead
    /// ends, within the budget. Whether a whole path was forced (then `ring` holds it; if not,
    /// `ring` may hold part of one when the budget ran out).
    pub(super) fn force_fastest<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        splices: &mut Splices,
        ring: &mut Ring,
        (food, a): (u32, u32),
        obs: &mut O,
    ) -> bool {
        let mut budget = self.budget;
        self.path.clear();
        self.tried.clear();
        self.marks.clear();
        splices.new_prefix();
        splices.new_line();
        let head = body.head();
        self.path.push(head);
        splices.set_in_prefix(head, true);
        self.tried.push(0);
        self.marks.push(splices.mark(ring));
        while let Some(&u) = self.path.last() {
            if u == food {
                return true;
            }
            let level = self.path.len() - 1;
            let du = self.depth_of(u);
            let order = self.step_order(body, ring, u, du);
            let mut advanced = false;
            while (self.tried[level] as usize) < order.len() {
                let k = order[self.tried[level] as usize];
                self.tried[level] += 1;
                let v = if k == 4 {
                    ring.next_of(u)
                } else {
                    let v = body.neighbour(u, k);
                    if v == NONE || v == ring.next_of(u) {
                        continue;
                    }
                    v
                };
                if self.depth_of(v) != du.wrapping_add(1) || !self.on_a_fastest_path(v) {
                    continue;
                }
                if budget == 0 {
                    return false;
                }
                budget -= 1;
                let m = splices.mark(ring);
                if splices.force_edge(body, ring, (u, v), food, a, false, obs) {
                    self.path.push(v);
                    splices.set_in_prefix(v, true);
                    self.tried.push(0);
                    self.marks.push(m);
                    advanced = true;
                    break;
                }
                splices.undo(ring, m);
            }
            if !advanced {
                let c = self.path.pop().expect("a level to leave");
                splices.set_in_prefix(c, false);
                self.tried.pop();
                let m = self.marks.pop().expect("its mark");
                splices.undo(ring, m);
                if O::WATCHING {
                    obs.observe(SpliceEvent::Undone {
                        from: Some(body.pos(c)),
                        standing: m.standing(),
                    });
                }
                if self.path.is_empty() {
                    return false;
                }
            }
        }
        false
    }

    /// The order in which the search tries the steps from `u` (reached on move `du`): 4 for
    /// the ring's own next cell, else a direction. The first planner takes the ring's next
    /// cell first (no splice needed), then straight on, then the turns. The wide planner
    /// tries first the step whose cell has the fewest open sides when the head gets there
    /// (walls, the cell it comes from and body still there count as closed), in that order
    /// among equals: a path along walls and body leaves the free cells in one piece for the
    /// meals after this one. When a first fastest path leaves pockets, the wide planner
    /// searches again in the other [`StepOrder`]s.
    fn step_order(&self, body: &Body, ring: &Ring, u: u32, du: u32) -> [usize; 5] {
        let e = self.entered[u as usize] as usize;
        let turns = if self.order == StepOrder::OtherTurns {
            [(e + 3) % 4, (e + 1) % 4]
        } else {
            [(e + 1) % 4, (e + 3) % 4]
        };
        let order = [4, e, turns[0], turns[1], (e + 2) % 4];
        if !self.fewest_open_first || self.order == StepOrder::CycleFirst {
            return order;
        }
        let mut keyed = [(0, 0, 0); 5];
        for (i, &k) in order.iter().enumerate() {
            let v = if k == 4 {
                ring.next_of(u)
            } else {
                body.neighbour(u, k)
            };
            let open = if v == NONE {
                0
            } else {
                open_sides(body, v, u, du + 1)
            };
            // Most open sides first: the cell with fewest first, backwards.
            let key = if self.order == StepOrder::MostOpen {
                4 - open
            } else {
                open
            };
            keyed[i] = (key, i, k);
        }
        keyed.sort_unstable();
        keyed.map(|(_, _, k)| k)
    }

    /// One fastest path, as the search would try it first (for the picture only).
    pub(super) fn first_fastest_path(&self, body: &Body, ring: &Ring, food: u32) -> Vec<Pos> {
        let mut path = vec![body.pos(body.head())];
        let mut u = body.head();
        while u != food {
            let du = self.depth_of(u);
            let order = self.step_order(body, ring, u, du);
            let next = order.into_iter().find_map(|k| {
                let v = if k == 4 {
                    ring.next_of(u)
                } else {
                    body.neighbour(u, k)
                };
                (v != NONE && self.depth_of(v) == du.wrapping_add(1) && self.on_a_fastest_path(v))
                    .then_some(v)
            });
            let Some(v) = next else { break };
            path.push(body.pos(v));
            u = v;
        }
        path
    }
}

/// How many of `v`'s sides are open when the head enters it on move `dv` from `u`: a
/// neighbour that is not a wall, not `u`, and not body still there a move later.
fn open_sides(body: &Body, v: u32, u: u32, dv: u32) -> u32 {
    (0..4)
        .filter(|&d| {
            let n = body.neighbour(v, d);
            n != NONE && n != u && body.entry(n) <= dv + 1
        })
        .count() as u32
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{body, is_one_cycle, ring, snake, splices_from_head};
    use super::*;
    use crate::algo::observer::Ignore;
    use crate::rules::TailRule;

    #[test]
    fn the_fastest_arrival_waits_for_the_tail_and_marks_every_fastest_path() {
        let s = snake(&[(1, 0), (0, 0)]);
        let b = body(&s, TailRule::Blocks);
        let mut f = FastestPaths::new(50, false);
        f.fit(16);
        let far = b.idx(Pos::new(3, 3));
        assert_eq!(
            f.fastest(&b, s.heading(), far),
            Some(5),
            "the Manhattan distance"
        );
        f.mark_fastest_paths(&b, far);
        let on_a_path = |c: (u16, u16)| f.on_a_fastest_path(b.idx(Pos::from(c)));
        assert!(on_a_path((1, 0)) && on_a_path((2, 2)) && on_a_path((3, 3)));
        assert!(!on_a_path((0, 3)) && !on_a_path((0, 1)));
        // The tail's cell, next to the head, can be entered only after the tail has left it.
        let tail = b.idx(Pos::new(0, 0));
        assert_eq!(f.fastest(&b, s.heading(), tail), Some(3));
    }

    #[test]
    fn a_head_that_kept_to_a_fastest_path_is_that_much_nearer_with_no_new_search() {
        // A snake of four, its tail (0, 1) a step from the way to the food in the corner.
        let s = snake(&[(1, 1), (1, 0), (0, 0), (0, 1)]);
        let b = body(&s, TailRule::Blocks);
        let food = b.idx(Pos::new(0, 3));
        let mut f = FastestPaths::new(50, false);
        f.fit(16);
        let a = f.fastest(&b, s.heading(), food).expect("reachable");
        f.mark_fastest_paths(&b, food);
        let path = f.first_fastest_path(&b, &ring(), food);
        for k in 1..a as usize {
            let here = b.idx(path[k]);
            assert!(
                f.kept_to_a_fastest_path(here, k as u32),
                "step {k} of the way"
            );
            assert!(
                !f.kept_to_a_fastest_path(here, k as u32 + 2),
                "not after a detour"
            );
            // The snake that walked those k steps, searched afresh.
            let mut cells: Vec<(u16, u16)> = path[1..=k].iter().rev().map(|p| (p.x, p.y)).collect();
            cells.extend([(1, 1), (1, 0), (0, 0), (0, 1)]);
            cells.truncate(4);
            let moved = snake(&cells);
            let mut again = FastestPaths::new(50, false);
            again.fit(16);
            let now = body(&moved, TailRule::Blocks);
            assert_eq!(
                again.fastest(&now, moved.heading(), food),
                Some(a - k as u32)
            );
        }
        let off = b.idx(Pos::new(3, 0));
        assert!(!f.on_a_fastest_path(off) && !f.kept_to_a_fastest_path(off, 2));
        // After a new search the graph marked before no longer answers.
        f.fastest(&b, s.heading(), food);
        assert!(!f.kept_to_a_fastest_path(b.idx(path[1]), 1));
    }

    #[test]
    fn the_wide_planner_tries_first_the_step_with_fewest_open_sides() {
        // Head (1, 1) heading down, tail above it; the food at (0, 2) is two moves away, by
        // (1, 2) (the ring's next cell, three sides open) or by (0, 1) (against the wall, two
        // open).
        let s = snake(&[(1, 1), (1, 0)]);
        let b = body(&s, TailRule::Blocks);
        let ring = ring();
        let food_at = Pos::new(0, 2);
        let food = b.idx(food_at);
        let mut first = Vec::new();
        for fewest_open_first in [false, true] {
            let mut f = FastestPaths::new(50, fewest_open_first);
            f.fit(16);
            assert_eq!(f.fastest(&b, s.heading(), food), Some(2));
            f.mark_fastest_paths(&b, food);
            let by_ring = open_sides(&b, b.idx(Pos::new(1, 2)), b.head(), 1);
            let by_wall = open_sides(&b, b.idx(Pos::new(0, 1)), b.head(), 1);
            assert_eq!((by_ring, by_wall), (3, 2));
            first.push(f.first_fastest_path(&b, &ring, food));
        }
        assert_eq!(first[0], [Pos::new(1, 1), Pos::new(1, 2), food_at]);
        assert_eq!(first[1], [Pos::new(1, 1), Pos::new(0, 1), food_at]);
    }

    #[test]
    fn the_search_forces_a_fastest_path_into_the_ring() {
        let s = snake(&[(1, 0), (0, 0)]);
        let b = body(&s, TailRule::Blocks);
        let mut ring = ring();
        let mut splices = splices_from_head(&b, &ring, false);
        let mut f = FastestPaths::new(50, false);
        f.fit(16);
        let food = b.idx(Pos::new(1, 1));
        assert_eq!(ring.distance(Pos::new(1, 0), Pos::new(1, 1)), 5);
        let a = f.fastest(&b, s.heading(), food).expect("reachable");
        f.mark_fastest_paths(&b, food);
        assert_eq!(
            f.first_fastest_path(&b, &ring, food),
            [Pos::new(1, 0), Pos::new(1, 1)]
        );
        assert!(f.force_fastest(&b, &mut splices, &mut ring, (food, a), &mut Ignore));
        assert_eq!(ring.distance(Pos::new(1, 0), Pos::new(1, 1)), 1);
        assert!(is_one_cycle(&ring));
        assert_eq!(super::super::check::trip_moves(&b, &ring, food), Some(1));
    }
}
