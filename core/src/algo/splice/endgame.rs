//! The end game: when few cells are free, an exact search for the shortest safe way to the
//! food, in place of the splices.
//!
//! A cycle passes the check (`check`) exactly when, from the head, it runs along some path
//! `P` to the food on which every cell is free in time, and then, after the food, through
//! every cell that is neither on `P` nor body still there at the meal, back to the oldest such
//! body cell. So the shortest cycle that passes is found by trying the paths `P` shortest
//! first and, for each, looking for that Hamiltonian path through the cells left over. With
//! few cells free both searches are small; a budget bounds them all the same.

use super::NONE;
use super::body::Body;
use super::events::SpliceEvent;
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;

/// What the end game's search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EndAnswer {
    /// A way of this many moves, with the ring rewritten to it.
    Found(u32),
    /// Every path shorter than the way held was tried: none can be followed safely.
    NoneShorter,
    /// The budget ran out first.
    OutOfBudget,
}

/// The part of the planner that searches the end game exactly, with its tables: the path
/// tried and the walk after it, each cell marked with the search's number while taken, and
/// what is left of the budget. A copy starts empty.
#[derive(Debug, Default)]
pub(super) struct EndGame {
    /// Steps a plan's search may take.
    budget_per_plan: u32,
    /// The path from the head, head first.
    path: Vec<u32>,
    /// The search (one per path length) that holds the cell: the path or the body still
    /// there at the meal.
    on: Vec<u32>,
    /// The search under way.
    no: u32,
    /// The walk that holds the cell: the cycle's fixed part or the walk after the food.
    used: Vec<u32>,
    /// The walk under way.
    used_no: u32,
    /// The cycle being built: the body still there at the meal (oldest first), the path, and
    /// the walk through the rest.
    cycle: Vec<u32>,
    /// How many cells of `cycle` are body before the head.
    body_kept: usize,
    /// The body still there at the meal, from the cell behind the head back to the oldest.
    back: Vec<u32>,
    /// Steps left.
    budget: u32,
    /// The food.
    food: u32,
    /// The oldest body cell still there at the meal (the head if none): the walk ends beside
    /// it.
    first: u32,
    /// The flood fill that holds the cell, counting the cells the walk could reach.
    filled: Vec<u32>,
    /// The flood fill under way.
    fill_no: u32,
    /// The flood fill's cells still to spread from.
    to_fill: Vec<u32>,
}

impl Clone for EndGame {
    fn clone(&self) -> EndGame {
        EndGame::new(self.budget_per_plan)
    }
}

impl EndGame {
    /// An end game whose search may take `budget` steps a plan.
    pub(super) fn new(budget: u32) -> EndGame {
        EndGame {
            budget_per_plan: budget,
            ..EndGame::default()
        }
    }

    /// Sizes the tables for a board of `n` cells.
    pub(super) fn fit(&mut self, n: usize) {
        self.on = vec![0; n];
        self.used = vec![0; n];
        self.filled = vec![0; n];
        for v in [
            &mut self.path,
            &mut self.cycle,
            &mut self.back,
            &mut self.to_fill,
        ] {
            v.reserve(n);
        }
    }

    /// Tries the paths from the head to `food` shorter than `along` (`a`: the fastest
    /// arrival), shortest first, for one after which the cells left over can be walked in one
    /// Hamiltonian path from the food back to the oldest body cell still there; if found,
    /// rewrites `ring` to that cycle.
    pub(super) fn end_game<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        ring: &mut Ring,
        (food, a, along): (u32, u32, u32),
        obs: &mut O,
    ) -> EndAnswer {
        if O::WATCHING {
            let free = (0..body.cells())
                .filter(|&c| body.body_index(c) == NONE)
                .map(|c| body.pos(c))
                .collect();
            obs.observe(SpliceEvent::EndSearch {
                free,
                fastest: a,
                along,
            });
        }
        self.budget = self.budget_per_plan;
        self.food = food;
        // On a board with squares of two colours, every path from the head to the food has
        // the parity of the fastest one.
        let mut len = a;
        while len < along {
            self.no += 1;
            let no = self.no;
            self.fix_body_at_meal(body, len);
            self.path.clear();
            self.path.push(body.head());
            self.on[body.head() as usize] = no;
            if self.end_path(body, body.head(), 0, len) {
                self.install(ring);
                if O::WATCHING {
                    let way = self.path.iter().map(|&c| body.pos(c)).collect();
                    let rest = self.cycle[self.body_kept + self.path.len()..]
                        .iter()
                        .map(|&c| body.pos(c))
                        .collect();
                    let k = self.body_kept;
                    let cycle = self.cycle[k..]
                        .iter()
                        .chain(&self.cycle[..k])
                        .map(|&c| body.pos(c))
                        .collect();
                    obs.observe(SpliceEvent::EndFound { way, rest, cycle });
                }
                return EndAnswer::Found(len);
            }
            if self.budget == 0 {
                if O::WATCHING {
                    obs.observe(SpliceEvent::EndNotFound { complete: false });
                }
                return EndAnswer::OutOfBudget;
            }
            len += 2;
        }
        if O::WATCHING {
            obs.observe(SpliceEvent::EndNotFound { complete: true });
        }
        EndAnswer::NoneShorter
    }

    /// Marks as taken the body cells still there when the food is eaten on move `len`, and
    /// notes the oldest of them (the cell the cycle must come back to).
    fn fix_body_at_meal(&mut self, body: &Body, len: u32) {
        let no = self.no;
        self.back.clear();
        let mut at = body.head();
        let mut k = body.len() - 1;
        // The body from the head back to the cell `len - 1` from the tail, head first.
        while k + 1 > len && k > 0 {
            let prev = (0..4)
                .map(|d| body.neighbour(at, d))
                .find(|&nb| nb != NONE && body.body_index(nb) == k - 1)
                .expect("body cells touch");
            at = prev;
            k -= 1;
            self.on[at as usize] = no;
            self.back.push(at);
        }
        self.first = self.back.last().copied().unwrap_or(body.head());
    }

    /// Depth first over the paths from `u` (reached on move `t`) that reach the food on move
    /// `len` exactly, each cell entered once the tail has left it; for each, the walk through
    /// the cells left over.
    fn end_path(&mut self, body: &Body, u: u32, t: u32, len: u32) -> bool {
        let food = self.food;
        if u == food {
            return t == len && self.end_cycle(body);
        }
        if self.budget == 0 || body.manhattan(u, food) > len - t {
            return false;
        }
        self.budget -= 1;
        let no = self.no;
        for dir in 0..4 {
            let v = body.neighbour(u, dir);
            if v == NONE
                || self.on[v as usize] == no
                || body.entry(v) > t + 1
                || (v == food && t + 1 != len)
            {
                continue;
            }
            self.on[v as usize] = no;
            self.path.push(v);
            if !self.path_strands(body, u, v) && self.end_path(body, v, t + 1, len) {
                return true;
            }
            self.path.pop();
            self.on[v as usize] = 0;
        }
        false
    }

    /// With a path in `end.path`: the cycle's fixed part (the body still there at the meal,
    /// oldest first, then the path) into `end.cycle`, and whether the cells left over can be
    /// walked from the food back to the oldest body cell (appended to `end.cycle`).
    fn end_cycle(&mut self, body: &Body) -> bool {
        let n = body.cells();
        self.used_no += 1;
        let used = self.used_no;
        self.cycle.clear();
        for i in (0..self.back.len()).rev() {
            let c = self.back[i];
            self.cycle.push(c);
        }
        self.body_kept = self.back.len();
        for i in 0..self.path.len() {
            let c = self.path[i];
            self.cycle.push(c);
        }
        for i in 0..self.cycle.len() {
            let c = self.cycle[i];
            self.used[c as usize] = used;
        }
        let left = n - self.cycle.len() as u32;
        self.rest_may_be_walked(body, left) && self.walk_rest(body, self.food, left)
    }

    /// What any walk through the `left` cells not used, from the food to a cell beside the
    /// oldest body cell, needs: those cells in one piece, reached from the food, and (on a
    /// board of two colours, where each step changes colour) as many of each colour as such a
    /// walk can take, its last cell of the colour the oldest body cell is not. If this fails,
    /// no walk exists, so nothing is lost by not searching for one.
    fn rest_may_be_walked(&mut self, body: &Body, left: u32) -> bool {
        let (food, first) = (self.food, self.first);
        if left == 0 {
            return body.adjacent(food, first);
        }
        let colour = |c: u32| body.colour(c);
        let foods = colour(food);
        // The walk's k-th cell has the food's colour when k is even.
        let last_is_foods = left.is_multiple_of(2);
        if last_is_foods == (foods == colour(first)) {
            return false;
        }
        self.fill_no += 1;
        let (fill, used) = (self.fill_no, self.used_no);
        self.to_fill.clear();
        self.to_fill.push(food);
        let (mut reached, mut foods_colour) = (0, 0);
        while let Some(c) = self.to_fill.pop() {
            for d in 0..4 {
                let v = body.neighbour(c, d);
                if v == NONE || self.used[v as usize] == used || self.filled[v as usize] == fill {
                    continue;
                }
                self.filled[v as usize] = fill;
                self.to_fill.push(v);
                reached += 1;
                if colour(v) == foods {
                    foods_colour += 1;
                }
            }
        }
        reached == left && foods_colour == left / 2
    }

    /// Depth first over the walks through the `left` cells not used, from `at`, ending beside
    /// the oldest body cell; the cell with fewest onward cells first.
    fn walk_rest(&mut self, body: &Body, at: u32, left: u32) -> bool {
        let first = self.first;
        if left == 0 {
            return body.adjacent(at, first);
        }
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let used = self.used_no;
        let mut order = [(u32::MAX, 0usize); 4];
        for (dir, slot) in order.iter_mut().enumerate() {
            let v = body.neighbour(at, dir);
            if v != NONE && self.used[v as usize] != used {
                *slot = (self.unused_around(body, v), dir);
            }
        }
        order.sort_unstable();
        for (onward, dir) in order {
            if onward == u32::MAX {
                break;
            }
            let v = body.neighbour(at, dir);
            self.used[v as usize] = used;
            self.cycle.push(v);
            if !(left > 1 && self.walk_strands(body, at, v)) && self.walk_rest(body, v, left - 1) {
                return true;
            }
            self.cycle.pop();
            self.used[v as usize] = 0;
        }
        false
    }

    /// The cells around `v` not used yet.
    fn unused_around(&self, body: &Body, v: u32) -> u32 {
        let used = self.used_no;
        (0..4)
            .filter(|&d| {
                let w = body.neighbour(v, d);
                w != NONE && self.used[w as usize] != used
            })
            .count() as u32
    }

    /// After the path stepped from `u` to `v`: whether a cell beside `u` is stranded, with
    /// fewer than two ways to be entered and left (a free neighbour, the food, the oldest
    /// body cell, or the path's new end).
    fn path_strands(&self, body: &Body, u: u32, v: u32) -> bool {
        let no = self.no;
        let (food, first) = (self.food, self.first);
        let open = |x: u32| x == food || x == first || x == v || self.on[x as usize] != no;
        self.strands_beside(body, u, v, |w| w == food || self.on[w as usize] == no, open)
    }

    /// After the walk stepped from `at` to `v`: whether a cell beside `at` is stranded.
    fn walk_strands(&self, body: &Body, at: u32, v: u32) -> bool {
        let used = self.used_no;
        let first = self.first;
        let taken = |x: u32| self.used[x as usize] == used;
        self.strands_beside(body, at, v, taken, |x| x == first || x == v || !taken(x))
    }

    /// Whether a cell beside `left` (not `v`, not `taken`) has fewer than two `open`
    /// neighbours.
    fn strands_beside(
        &self,
        body: &Body,
        left: u32,
        v: u32,
        taken: impl Fn(u32) -> bool,
        open: impl Fn(u32) -> bool,
    ) -> bool {
        (0..4).any(|d| {
            let w = body.neighbour(left, d);
            if w == NONE || w == v || taken(w) {
                return false;
            }
            let links = (0..4)
                .map(|e| body.neighbour(w, e))
                .filter(|&x| x != NONE && open(x))
                .count();
            links < 2
        })
    }

    /// Rewrites `ring` to the cycle in `end.cycle`.
    fn install(&self, ring: &mut Ring) {
        let k = self.cycle.len();
        for i in 0..k {
            let (a, b) = (self.cycle[i], self.cycle[(i + 1) % k]);
            ring.link(a, b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::body::Body;
    use super::super::fixture::{body, snake};
    use super::EndGame;
    use crate::rules::{Pos, TailRule};

    /// The body of the fixture's snake, and an end game that has used `used` (the food first,
    /// the oldest body cell second), as after a path is laid.
    fn laid(used: &[(u16, u16)]) -> (Body, EndGame) {
        let b = body(&snake(&[(1, 0), (0, 0)]), TailRule::Blocks);
        let mut e = EndGame::new(10_000);
        e.fit(16);
        e.used_no += 1;
        for &c in used {
            e.used[b.idx(Pos::from(c)) as usize] = e.used_no;
        }
        e.food = b.idx(Pos::from(used[0]));
        e.first = b.idx(Pos::from(used[1]));
        (b, e)
    }

    #[test]
    fn a_rest_in_one_piece_with_its_colours_balanced_may_be_walked() {
        // From (0, 0) through the other 14 cells to a cell beside (1, 0): a snaking walk does.
        let (b, mut e) = laid(&[(0, 0), (1, 0)]);
        assert!(e.rest_may_be_walked(&b, 14));
    }

    #[test]
    fn a_rest_whose_last_cell_cannot_touch_the_body_is_refused() {
        // 14 cells after (0, 0): the last has the food's colour, as do (3, 3)'s neighbours not.
        let (b, mut e) = laid(&[(0, 0), (3, 3)]);
        assert!(!e.rest_may_be_walked(&b, 14));
    }

    #[test]
    fn a_rest_in_two_pieces_is_refused() {
        // Column 1 taken: the food at (0, 0) reaches the 3 cells below it, not the 8 beyond,
        // though the colours would allow a walk.
        let (b, mut e) = laid(&[(0, 0), (1, 1), (1, 0), (1, 2), (1, 3)]);
        assert!(!e.rest_may_be_walked(&b, 11));
        // As many cells, balanced and in one piece, pass.
        let (b, mut e) = laid(&[(0, 0), (2, 0), (1, 0), (3, 0), (3, 1)]);
        assert!(e.rest_may_be_walked(&b, 11));
    }
}
