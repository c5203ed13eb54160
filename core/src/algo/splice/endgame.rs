//! The end game: when few cells are free, an exact search for the shortest safe way to the
//! food, in place of the splices.
//!
//! A cycle passes the check (`check`) exactly when, from the head, it runs along some path
//! `P` to the food on which every cell is free in time, and then, after the food, through
//! every cell that is neither on `P` nor body still there at the meal, back to the oldest such
//! body cell. So the shortest cycle that passes is found by trying the paths `P` shortest
//! first and, for each, looking for that Hamiltonian path through the cells left over. With
//! few cells free both searches are small; a budget bounds them all the same.

use super::{END_BUDGET, NONE, SpliceEvent, Splicer};
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;

/// What the end game's search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EndGame {
    /// A way of this many moves, with the ring rewritten to it.
    Found(u32),
    /// Every path shorter than the way held was tried: none can be followed safely.
    NoneShorter,
    /// The budget ran out first.
    OutOfBudget,
}

impl Splicer {
    /// Tries the paths from the head to `food` shorter than `along` (`a`: the fastest
    /// arrival), shortest first, for one after which the cells left over can be walked in one
    /// Hamiltonian path from the food back to the oldest body cell still there; if found,
    /// rewrites `ring` to that cycle.
    pub(super) fn end_game<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        a: u32,
        along: u32,
        obs: &mut O,
    ) -> EndGame {
        if O::WATCHING {
            let free = (0..self.grid.cells() as u32)
                .filter(|&c| self.body_index(c) == NONE)
                .map(|c| self.pos(c))
                .collect();
            obs.observe(SpliceEvent::EndSearch {
                free,
                fastest: a,
                along,
            });
        }
        self.s.end.budget = END_BUDGET;
        self.s.end.food = food;
        // On a board with squares of two colours, every path from the head to the food has
        // the parity of the fastest one.
        let mut len = a;
        while len < along {
            self.s.end.no += 1;
            let no = self.s.end.no;
            self.fix_body_at_meal(len);
            self.s.end.path.clear();
            self.s.end.path.push(self.head);
            self.s.end.on[self.head as usize] = no;
            if self.end_path(self.head, 0, len) {
                self.install(ring);
                if O::WATCHING {
                    let way = self.s.end.path.iter().map(|&c| self.pos(c)).collect();
                    let rest = self.s.end.cycle[self.s.end.body_kept + self.s.end.path.len()..]
                        .iter()
                        .map(|&c| self.pos(c))
                        .collect();
                    obs.observe(SpliceEvent::EndFound { way, rest });
                }
                return EndGame::Found(len);
            }
            if self.s.end.budget == 0 {
                if O::WATCHING {
                    obs.observe(SpliceEvent::EndNotFound { complete: false });
                }
                return EndGame::OutOfBudget;
            }
            len += 2;
        }
        if O::WATCHING {
            obs.observe(SpliceEvent::EndNotFound { complete: true });
        }
        EndGame::NoneShorter
    }

    /// Marks as taken the body cells still there when the food is eaten on move `len`, and
    /// notes the oldest of them (the cell the cycle must come back to).
    fn fix_body_at_meal(&mut self, len: u32) {
        let no = self.s.end.no;
        self.s.end.back.clear();
        let mut at = self.head;
        let mut k = self.len - 1;
        // The body from the head back to the cell `len - 1` from the tail, head first.
        while k + 1 > len && k > 0 {
            let prev = (0..4)
                .map(|d| self.neighbour(at, d))
                .find(|&nb| nb != NONE && self.body_index(nb) == k - 1)
                .expect("body cells touch");
            at = prev;
            k -= 1;
            self.s.end.on[at as usize] = no;
            self.s.end.back.push(at);
        }
        self.s.end.first = self.s.end.back.last().copied().unwrap_or(self.head);
    }

    /// Depth first over the paths from `u` (reached on move `t`) that reach the food on move
    /// `len` exactly, each cell entered once the tail has left it; for each, the walk through
    /// the cells left over.
    fn end_path(&mut self, u: u32, t: u32, len: u32) -> bool {
        let food = self.s.end.food;
        if u == food {
            return t == len && self.end_cycle();
        }
        if self.s.end.budget == 0 || self.manhattan(u, food) > len - t {
            return false;
        }
        self.s.end.budget -= 1;
        let no = self.s.end.no;
        for dir in 0..4 {
            let v = self.neighbour(u, dir);
            if v == NONE
                || self.s.end.on[v as usize] == no
                || self.entry(v) > t + 1
                || (v == food && t + 1 != len)
            {
                continue;
            }
            self.s.end.on[v as usize] = no;
            self.s.end.path.push(v);
            if !self.path_strands(u, v) && self.end_path(v, t + 1, len) {
                return true;
            }
            self.s.end.path.pop();
            self.s.end.on[v as usize] = 0;
        }
        false
    }

    /// With a path in `end.path`: the cycle's fixed part (the body still there at the meal,
    /// oldest first, then the path) into `end.cycle`, and whether the cells left over can be
    /// walked from the food back to the oldest body cell (appended to `end.cycle`).
    fn end_cycle(&mut self) -> bool {
        let n = self.grid.cells() as u32;
        self.s.end.used_no += 1;
        let used = self.s.end.used_no;
        self.s.end.cycle.clear();
        for i in (0..self.s.end.back.len()).rev() {
            let c = self.s.end.back[i];
            self.s.end.cycle.push(c);
        }
        self.s.end.body_kept = self.s.end.back.len();
        for i in 0..self.s.end.path.len() {
            let c = self.s.end.path[i];
            self.s.end.cycle.push(c);
        }
        for i in 0..self.s.end.cycle.len() {
            let c = self.s.end.cycle[i];
            self.s.end.used[c as usize] = used;
        }
        let left = n - self.s.end.cycle.len() as u32;
        self.rest_may_be_walked(left) && self.walk_rest(self.s.end.food, left)
    }

    /// What any walk through the `left` cells not used, from the food to a cell beside the
    /// oldest body cell, needs: those cells in one piece, reached from the food, and (on a
    /// board of two colours, where each step changes colour) as many of each colour as such a
    /// walk can take, its last cell of the colour the oldest body cell is not. If this fails,
    /// no walk exists, so nothing is lost by not searching for one.
    fn rest_may_be_walked(&mut self, left: u32) -> bool {
        let (food, first) = (self.s.end.food, self.s.end.first);
        if left == 0 {
            return self.adjacent(food, first);
        }
        let colour = |c: u32| (c % self.w + c / self.w) % 2;
        let foods = colour(food);
        // The walk's k-th cell has the food's colour when k is even.
        let last_is_foods = left.is_multiple_of(2);
        if last_is_foods == (foods == colour(first)) {
            return false;
        }
        self.s.end.fill_no += 1;
        let (fill, used) = (self.s.end.fill_no, self.s.end.used_no);
        self.s.end.to_fill.clear();
        self.s.end.to_fill.push(food);
        let (mut reached, mut foods_colour) = (0, 0);
        while let Some(c) = self.s.end.to_fill.pop() {
            for d in 0..4 {
                let v = self.neighbour(c, d);
                if v == NONE
                    || self.s.end.used[v as usize] == used
                    || self.s.end.filled[v as usize] == fill
                {
                    continue;
                }
                self.s.end.filled[v as usize] = fill;
                self.s.end.to_fill.push(v);
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
    fn walk_rest(&mut self, at: u32, left: u32) -> bool {
        let first = self.s.end.first;
        if left == 0 {
            return self.adjacent(at, first);
        }
        if self.s.end.budget == 0 {
            return false;
        }
        self.s.end.budget -= 1;
        let used = self.s.end.used_no;
        let mut order = [(u32::MAX, 0usize); 4];
        for (dir, slot) in order.iter_mut().enumerate() {
            let v = self.neighbour(at, dir);
            if v != NONE && self.s.end.used[v as usize] != used {
                *slot = (self.unused_around(v), dir);
            }
        }
        order.sort_unstable();
        for (onward, dir) in order {
            if onward == u32::MAX {
                break;
            }
            let v = self.neighbour(at, dir);
            self.s.end.used[v as usize] = used;
            self.s.end.cycle.push(v);
            if !(left > 1 && self.walk_strands(at, v)) && self.walk_rest(v, left - 1) {
                return true;
            }
            self.s.end.cycle.pop();
            self.s.end.used[v as usize] = 0;
        }
        false
    }

    /// The cells around `v` not used yet.
    fn unused_around(&self, v: u32) -> u32 {
        let used = self.s.end.used_no;
        (0..4)
            .filter(|&d| {
                let w = self.neighbour(v, d);
                w != NONE && self.s.end.used[w as usize] != used
            })
            .count() as u32
    }

    /// After the path stepped from `u` to `v`: whether a cell beside `u` is stranded, with
    /// fewer than two ways to be entered and left (a free neighbour, the food, the oldest
    /// body cell, or the path's new end).
    fn path_strands(&self, u: u32, v: u32) -> bool {
        let no = self.s.end.no;
        let (food, first) = (self.s.end.food, self.s.end.first);
        let open = |x: u32| x == food || x == first || x == v || self.s.end.on[x as usize] != no;
        self.strands_beside(u, v, |w| w == food || self.s.end.on[w as usize] == no, open)
    }

    /// After the walk stepped from `at` to `v`: whether a cell beside `at` is stranded.
    fn walk_strands(&self, at: u32, v: u32) -> bool {
        let used = self.s.end.used_no;
        let first = self.s.end.first;
        let taken = |x: u32| self.s.end.used[x as usize] == used;
        self.strands_beside(at, v, taken, |x| x == first || x == v || !taken(x))
    }

    /// Whether a cell beside `left` (not `v`, not `taken`) has fewer than two `open`
    /// neighbours.
    fn strands_beside(
        &self,
        left: u32,
        v: u32,
        taken: impl Fn(u32) -> bool,
        open: impl Fn(u32) -> bool,
    ) -> bool {
        (0..4).any(|d| {
            let w = self.neighbour(left, d);
            if w == NONE || w == v || taken(w) {
                return false;
            }
            let links = (0..4)
                .map(|e| self.neighbour(w, e))
                .filter(|&x| x != NONE && open(x))
                .count();
            links < 2
        })
    }

    /// Rewrites `ring` to the cycle in `end.cycle`.
    fn install(&mut self, ring: &mut Ring) {
        let k = self.s.end.cycle.len();
        for i in 0..k {
            let (a, b) = (self.s.end.cycle[i], self.s.end.cycle[(i + 1) % k]);
            ring.link(a, b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{planner, snake};
    use crate::rules::{Pos, TailRule};

    /// A planner whose end game has used `used` (the food first, the oldest body cell
    /// second), as after a path is laid.
    fn laid(used: &[(u16, u16)]) -> super::Splicer {
        let mut p = planner(&snake(&[(1, 0), (0, 0)]), TailRule::Blocks);
        p.s.end.used_no += 1;
        for &c in used {
            let i = p.idx(Pos::from(c));
            p.s.end.used[i as usize] = p.s.end.used_no;
        }
        p.s.end.food = p.idx(Pos::from(used[0]));
        p.s.end.first = p.idx(Pos::from(used[1]));
        p
    }

    #[test]
    fn a_rest_in_one_piece_with_its_colours_balanced_may_be_walked() {
        // From (0, 0) through the other 14 cells to a cell beside (1, 0): a snaking walk does.
        let mut p = laid(&[(0, 0), (1, 0)]);
        assert!(p.rest_may_be_walked(14));
    }

    #[test]
    fn a_rest_whose_last_cell_cannot_touch_the_body_is_refused() {
        // 14 cells after (0, 0): the last has the food's colour, as do (3, 3)'s neighbours not.
        let mut p = laid(&[(0, 0), (3, 3)]);
        assert!(!p.rest_may_be_walked(14));
    }

    #[test]
    fn a_rest_in_two_pieces_is_refused() {
        // Column 1 taken: the food at (0, 0) reaches the 3 cells below it, not the 8 beyond,
        // though the colours would allow a walk.
        let mut p = laid(&[(0, 0), (1, 1), (1, 0), (1, 2), (1, 3)]);
        assert!(!p.rest_may_be_walked(11));
        // As many cells, balanced and in one piece, pass.
        let mut p = laid(&[(0, 0), (2, 0), (1, 0), (3, 0), (3, 1)]);
        assert!(p.rest_may_be_walked(11));
    }
}
