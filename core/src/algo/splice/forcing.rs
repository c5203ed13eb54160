//! Forcing a path: the earliest arrival at the food (a breadth-first search in which a body
//! cell can be entered only once the tail has left it), the cells on some fastest path, and
//! the depth-first search that forces such a path edge by edge, undoing dead ends.

use super::{NONE, PATH_BUDGET, SpliceEvent, SplicePlan, Splicer, StepOrder};
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;
use crate::rules::{Dir, Pos};

impl Splicer {
    /// The earliest move on which the head can reach `food`, by a breadth-first search in
    /// which a body cell can be entered only once the tail has left it.
    pub(super) fn fastest(&mut self, heading: Dir, food: u32) -> Option<u32> {
        let s = &mut self.s;
        s.search.search_no += 1;
        let no = s.search.search_no;
        let h = self.head as usize;
        s.search.stamp[h] = no;
        s.search.depth[h] = 0;
        s.search.entered[h] = heading.to_index();
        s.search.frontier.clear();
        s.search.frontier.push(self.head);
        let mut d = 0;
        while !self.s.search.frontier.is_empty() {
            d += 1;
            self.s.search.next_frontier.clear();
            for fi in 0..self.s.search.frontier.len() {
                let c = self.s.search.frontier[fi];
                for dir in 0..4 {
                    let nb = self.neighbour(c, dir);
                    if nb == NONE || self.s.search.stamp[nb as usize] == no || self.entry(nb) > d {
                        continue;
                    }
                    let s = &mut self.s;
                    s.search.stamp[nb as usize] = no;
                    s.search.depth[nb as usize] = d;
                    s.search.entered[nb as usize] = dir as u8;
                    if nb == food {
                        return Some(d);
                    }
                    s.search.next_frontier.push(nb);
                }
            }
            std::mem::swap(
                &mut self.s.search.frontier,
                &mut self.s.search.next_frontier,
            );
        }
        None
    }

    #[inline]
    pub(super) fn depth_of(&self, c: u32) -> u32 {
        if self.s.search.stamp[c as usize] == self.s.search.search_no {
            self.s.search.depth[c as usize]
        } else {
            u32::MAX
        }
    }

    /// Marks the cells that lie on some fastest path to the food.
    pub(super) fn mark_fastest_paths(&mut self, food: u32) {
        self.s.ways.dag_no += 1;
        let no = self.s.ways.dag_no;
        let a = self.depth_of(food);
        self.s.ways.dag[food as usize] = no;
        self.s.search.frontier.clear();
        self.s.search.frontier.push(food);
        for d in (0..a).rev() {
            self.s.search.next_frontier.clear();
            for fi in 0..self.s.search.frontier.len() {
                let v = self.s.search.frontier[fi];
                for dir in 0..4 {
                    let u = self.neighbour(v, dir);
                    if u != NONE && self.depth_of(u) == d && self.s.ways.dag[u as usize] != no {
                        self.s.ways.dag[u as usize] = no;
                        self.s.search.next_frontier.push(u);
                    }
                }
            }
            std::mem::swap(
                &mut self.s.search.frontier,
                &mut self.s.search.next_frontier,
            );
        }
    }

    /// Depth-first search over the fastest paths, forcing each edge, undoing dead ends.
    pub(super) fn force_fastest<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        a: u32,
        obs: &mut O,
    ) -> bool {
        let mut budget = PATH_BUDGET;
        self.s.ways.path.clear();
        self.s.ways.tried.clear();
        self.s.ways.marks.clear();
        self.s.cut_line.prefix_no += 1;
        self.s.cut_line.line_no += 1;
        let pn = self.s.cut_line.prefix_no;
        self.s.ways.path.push(self.head);
        self.s.cut_line.prefix[self.head as usize] = pn;
        self.s.ways.tried.push(0);
        self.s.ways.marks.push((ring.mark(), self.lab_mark()));
        while let Some(&u) = self.s.ways.path.last() {
            if u == food {
                return true;
            }
            let level = self.s.ways.path.len() - 1;
            let du = self.depth_of(u);
            let order = self.step_order(ring, u, du);
            let mut advanced = false;
            while (self.s.ways.tried[level] as usize) < order.len() {
                let k = order[self.s.ways.tried[level] as usize];
                self.s.ways.tried[level] += 1;
                let v = if k == 4 {
                    ring.next_of(u)
                } else {
                    let v = self.neighbour(u, k);
                    if v == NONE || v == ring.next_of(u) {
                        continue;
                    }
                    v
                };
                if self.depth_of(v) != du.wrapping_add(1)
                    || self.s.ways.dag[v as usize] != self.s.ways.dag_no
                {
                    continue;
                }
                if budget == 0 {
                    return false;
                }
                budget -= 1;
                let m = (ring.mark(), self.lab_mark());
                if self.force_edge(ring, u, v, food, a, false, obs) {
                    self.s.ways.path.push(v);
                    self.s.cut_line.prefix[v as usize] = pn;
                    self.s.ways.tried.push(0);
                    self.s.ways.marks.push(m);
                    advanced = true;
                    break;
                }
                ring.undo_to(m.0);
                self.lab_undo(m.1);
            }
            if !advanced {
                let c = self.s.ways.path.pop().expect("a level to leave");
                self.s.cut_line.prefix[c as usize] = 0;
                self.s.ways.tried.pop();
                let (m, lm) = self.s.ways.marks.pop().expect("its mark");
                ring.undo_to(m);
                self.lab_undo(lm);
                if O::WATCHING {
                    obs.observe(SpliceEvent::Undone);
                }
                if self.s.ways.path.is_empty() {
                    return false;
                }
            }
        }
        false
    }

    /// The order in which the search tries the steps from `u` (reached on move `du`): 4 for
    /// the ring's own next cell, else a direction. The current planner takes the ring's next
    /// cell first (no splice needed), then straight on, then the turns. The wide planner
    /// tries first the step whose cell has the fewest open sides when the head gets there
    /// (walls, the cell it comes from and body still there count as closed), in that order
    /// among equals: a path along walls and body leaves the free cells in one piece for the
    /// meals after this one. When a first fastest path leaves pockets, the wide planner
    /// searches again in the other [`StepOrder`]s.
    fn step_order(&self, ring: &Ring, u: u32, du: u32) -> [usize; 5] {
        let e = self.s.search.entered[u as usize] as usize;
        let turns = if self.order == StepOrder::OtherTurns {
            [(e + 3) % 4, (e + 1) % 4]
        } else {
            [(e + 1) % 4, (e + 3) % 4]
        };
        let order = [4, e, turns[0], turns[1], (e + 2) % 4];
        if self.plan == SplicePlan::Current || self.order == StepOrder::CycleFirst {
            return order;
        }
        let mut keyed = [(0, 0, 0); 5];
        for (i, &k) in order.iter().enumerate() {
            let v = if k == 4 {
                ring.next_of(u)
            } else {
                self.neighbour(u, k)
            };
            let open = if v == NONE {
                0
            } else {
                self.open_sides(v, u, du + 1)
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

    /// How many of `v`'s sides are open when the head enters it on move `dv` from `u`: a
    /// neighbour that is not a wall, not `u`, and not body still there a move later.
    fn open_sides(&self, v: u32, u: u32, dv: u32) -> u32 {
        (0..4)
            .filter(|&d| {
                let n = self.neighbour(v, d);
                n != NONE && n != u && self.entry(n) <= dv + 1
            })
            .count() as u32
    }

    /// One fastest path, as the search would try it first (for the picture only).
    pub(super) fn first_fastest_path(&self, ring: &Ring, food: u32) -> Vec<Pos> {
        let mut path = vec![self.pos(self.head)];
        let mut u = self.head;
        while u != food {
            let du = self.depth_of(u);
            let order = self.step_order(ring, u, du);
            let next = order.into_iter().find_map(|k| {
                let v = if k == 4 {
                    ring.next_of(u)
                } else {
                    self.neighbour(u, k)
                };
                (v != NONE
                    && self.depth_of(v) == du.wrapping_add(1)
                    && self.s.ways.dag[v as usize] == self.s.ways.dag_no)
                    .then_some(v)
            });
            let Some(v) = next else { break };
            path.push(self.pos(v));
            u = v;
        }
        path
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{planner, snake};
    use crate::rules::{Pos, TailRule};

    #[test]
    fn the_fastest_arrival_waits_for_the_tail_and_marks_every_fastest_path() {
        let s = snake(&[(1, 0), (0, 0)]);
        let mut p = planner(&s, TailRule::Blocks);
        let far = p.idx(Pos::new(3, 3));
        assert_eq!(
            p.fastest(s.heading(), far),
            Some(5),
            "the Manhattan distance"
        );
        p.mark_fastest_paths(far);
        let on_a_path = |p: &super::Splicer, c: (u16, u16)| {
            p.s.ways.dag[p.idx(Pos::from(c)) as usize] == p.s.ways.dag_no
        };
        assert!(on_a_path(&p, (1, 0)) && on_a_path(&p, (2, 2)) && on_a_path(&p, (3, 3)));
        assert!(!on_a_path(&p, (0, 3)) && !on_a_path(&p, (0, 1)));
        // The tail's cell, next to the head, can be entered only after the tail has left it.
        let tail = p.idx(Pos::new(0, 0));
        assert_eq!(p.fastest(s.heading(), tail), Some(3));
    }

    #[test]
    fn the_wide_planner_tries_first_the_step_with_fewest_open_sides() {
        use super::super::SplicePlan;
        use super::super::fixture::ring;
        // Head (1, 1) heading down, tail above it; the food at (0, 2) is two moves away, by
        // (1, 2) (the ring's next cell, three sides open) or by (0, 1) (against the wall, two
        // open).
        let s = snake(&[(1, 1), (1, 0)]);
        let ring = ring();
        let food_at = Pos::new(0, 2);
        let mut first = Vec::new();
        for plan in [SplicePlan::Current, SplicePlan::Wide] {
            let mut p = planner(&s, TailRule::Blocks);
            p.plan = plan;
            let food = p.idx(food_at);
            assert_eq!(p.fastest(s.heading(), food), Some(2));
            p.label(&ring);
            p.mark_fastest_paths(food);
            let (u, du) = (p.head, 0);
            let by_ring = p.open_sides(p.idx(Pos::new(1, 2)), u, du + 1);
            let by_wall = p.open_sides(p.idx(Pos::new(0, 1)), u, du + 1);
            assert_eq!((by_ring, by_wall), (3, 2));
            first.push(p.first_fastest_path(&ring, food));
        }
        assert_eq!(first[0], [Pos::new(1, 1), Pos::new(1, 2), food_at]);
        assert_eq!(first[1], [Pos::new(1, 1), Pos::new(0, 1), food_at]);
    }

    #[test]
    fn the_search_forces_a_fastest_path_into_the_ring() {
        use super::super::fixture::{is_one_cycle, ring};
        use crate::algo::observer::Ignore;
        let s = snake(&[(1, 0), (0, 0)]);
        let mut p = planner(&s, TailRule::Blocks);
        let mut ring = ring();
        let food = p.idx(Pos::new(1, 1));
        assert_eq!(ring.distance(Pos::new(1, 0), Pos::new(1, 1)), 5);
        let a = p.fastest(s.heading(), food).expect("reachable");
        p.label(&ring);
        p.mark_fastest_paths(food);
        assert_eq!(
            p.first_fastest_path(&ring, food),
            [Pos::new(1, 0), Pos::new(1, 1)]
        );
        assert!(p.force_fastest(&mut ring, food, a, &mut Ignore));
        assert_eq!(ring.distance(Pos::new(1, 0), Pos::new(1, 1)), 1);
        assert!(is_one_cycle(&ring));
        assert_eq!(p.check(&ring, food), Some(1));
    }
}
