//! Reshaping the cycle toward the food by 2x2 splices.
//!
//! The splice solver holds a Hamiltonian cycle (a [`Ring`]) on which the snake's body lies as
//! one unbroken stretch, and follows it. When the food is far along the cycle, it reshapes the
//! cycle so that the way to the food is shorter, with one operation: the **2x2 splice**.
//!
//! ```text
//!   a ──▶ a'        a     a'       Two antiparallel edges of a 2x2 square, a -> a' and
//!                   │     ▲        b' -> b, are swapped for the square's other two sides,
//!   b ◀── b'        ▼     │        a -> b and b' -> a'. If both edges were on one cycle, it
//!                   b     b'       splits in two; if on two cycles, they join into one.
//! ```
//!
//! To make cell `v` follow cell `u` (a step the snake wants to take), split at the square
//! `u, next(u), prev(v), v`: the cells between `u` and `v` fall out as a loop. Then join the
//! loop back at another square, somewhere after the food, where it does not lengthen the way
//! there. Forcing a path edge by edge this way reshapes the cycle around the path.
//!
//! Which paths to force:
//! 1. the shortest paths the snake can really walk (a breadth-first search in which a body
//!    cell can be entered only once the tail has left it), explored depth first, each edge
//!    forced in turn and undone when the path leads nowhere, under a budget;
//! 2. then "box cuts": from each cell of the way to the food, a straight line across free
//!    cells to a cell further along the way, forced edge by edge, kept if the way is shorter.
//!
//! Every reshaped cycle is checked before it is kept ([`Splicer::trip_is_safe`]): following it from
//! the head must reach the food with every cell free by the time the head gets there, and the
//! cells of the body still there when the food is eaten must lie just behind the head, in
//! order. Whatever the heuristics above do, a cycle that fails the check is undone; so the
//! solver's safety rests on the check alone (the argument is in `docs/ALGORITHMS.md`).

use super::observer::Observer;
use super::ring::Ring;
use crate::rules::{Dir, Grid, Pos, Snake, TailRule};

/// No cell.
const NONE: u32 = u32::MAX;

/// Labels of cells in cycle order are spaced this far apart, so that a joined loop can be
/// numbered between two of them without renumbering the whole cycle.
const SPACE: u64 = 1 << 32;

/// Edge attempts the depth-first search over shortest paths may spend per plan.
pub const PATH_BUDGET: u32 = 50;

/// Box-cut passes per plan (each pass keeps at most one cut, then starts again).
pub const CUT_PASSES: u32 = 10;

/// Straight cuts a pass tries, those that would save most first.
pub const CUT_TRIES: usize = 32;

/// One step of reshaping, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpliceEvent {
    /// A plan starts: how far the food is along the cycle, and how soon any path could reach
    /// it.
    Plan {
        /// The head.
        head: Pos,
        /// The food.
        food: Pos,
        /// Moves to the food along the cycle held.
        along: u32,
        /// The fewest moves any path can take (the body's cells count as blocked until the
        /// tail has left them).
        fastest: u32,
        /// The way to the food along the cycle held, head first.
        way: Vec<Pos>,
    },
    /// The shortest path about to be forced into the cycle, edge by edge.
    Force {
        /// Its cells, head first.
        path: Vec<Pos>,
    },
    /// A box cut about to be tried: a straight line from a cell of the way to a cell further
    /// along it.
    Cut {
        /// The cells of the line, both ends included.
        line: Vec<Pos>,
        /// Moves it would save.
        saves: u32,
    },
    /// The 2x2 square that would make `to` follow `from`.
    Square {
        /// The cell the step leaves.
        from: Pos,
        /// The cell it enters.
        to: Pos,
        /// The square: `from`, its successor, `to`'s predecessor, `to`.
        corners: [Pos; 4],
        /// Whether the cycle runs antiparallel there, so the square can split it.
        fits: bool,
    },
    /// The cycle split at the square: the main cycle (with the head) and this loop.
    Split {
        /// The loop's cells, in order.
        cells: Vec<Pos>,
    },
    /// The loop holds a cell of the body that will still be there when the food is eaten: it
    /// cannot be walked after the food, so the split is undone.
    LoopHoldsBody {
        /// The cell.
        cell: Pos,
    },
    /// The loop joins the main cycle again at this square.
    Merge {
        /// The loop's edge and the main cycle's edge, as the square's corners.
        corners: [Pos; 4],
        /// Whether the loop was walked the other way round to fit.
        reversed: bool,
    },
    /// No square joins the loop back after the food: the split is undone.
    NoMerge {
        /// Cells of the loop.
        size: u32,
    },
    /// The reshaped cycle was checked.
    Checked {
        /// Moves to the food along it.
        along: u32,
        /// Whether every cell is free in time and the body lies right: the cycle is safe.
        safe: bool,
    },
    /// The attempt is undone (a dead end, or no shorter way).
    Undone,
    /// The plan's result: the cycle kept, and the way to the food on it.
    Kept {
        /// Moves to the food before.
        before: u32,
        /// Moves to the food now.
        after: u32,
        /// The way to the food on the cycle kept, head first.
        way: Vec<Pos>,
    },
}

/// What a plan did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reshape {
    /// The way along the cycle is already as short as any path: nothing to do.
    Shortest {
        /// Moves to the food.
        along: u32,
    },
    /// Nothing could change since the last plan found nothing: not tried again.
    Unchanged {
        /// Moves to the food.
        along: u32,
        /// The fewest moves any path could take.
        fastest: u32,
    },
    /// The cycle was reshaped.
    Shorter {
        /// Moves to the food before.
        before: u32,
        /// Moves to the food now.
        after: u32,
        /// The fewest moves any path could take.
        fastest: u32,
        /// 2x2 squares the plan tried, those it kept among them.
        squares: u32,
    },
    /// No splice made the way shorter.
    Kept {
        /// Moves to the food.
        along: u32,
        /// The fewest moves any path could take.
        fastest: u32,
        /// 2x2 squares the plan tried, none kept.
        squares: u32,
    },
    /// The food cannot be reached at all right now (the cycle still leads there in time).
    Unreachable {
        /// Moves to the food.
        along: u32,
    },
}

/// Tables that only speed a plan up; a copy starts empty.
#[derive(Debug, Default)]
struct Scratch {
    lab: Vec<u64>,
    lab_journal: Vec<(u32, u64)>,
    mark: Vec<u32>,
    epoch: u32,
    loop_cells: Vec<u32>,
    depth: Vec<u32>,
    stamp: Vec<u32>,
    search_no: u32,
    entered: Vec<u8>,
    frontier: Vec<u32>,
    next_frontier: Vec<u32>,
    dag: Vec<u32>,
    dag_no: u32,
    path: Vec<u32>,
    tried: Vec<u8>,
    marks: Vec<(usize, usize)>,
    line: Vec<u32>,
    prefix: Vec<u32>,
    prefix_no: u32,
    on_line: Vec<u32>,
    line_no: u32,
    /// When each cell joined the body (a move count); body cells are those at or after the
    /// tail's.
    since: Vec<u64>,
    neighbours: Vec<[u32; 4]>,
    /// Straight cuts found in a pass: what each saves, its first cell and direction.
    cuts: Vec<(u32, u32, u8)>,
    /// In a cut, the label of its first cell: cells numbered up to it are the way already
    /// walked, where no loop may join.
    prefix_lab: u64,
}

impl Clone for Scratch {
    fn clone(&self) -> Scratch {
        Scratch::default()
    }
}

impl Scratch {
    /// Sizes the tables for `grid`; true if they were made anew (and so hold nothing).
    fn fit(&mut self, grid: &Grid) -> bool {
        let n = grid.cells();
        if self.lab.len() == n {
            return false;
        }
        self.neighbours = (0..n)
            .map(|i| {
                let p = grid.pos(i);
                Dir::ALL.map(|d| grid.neighbour(p, d).map_or(NONE, |q| grid.index(q) as u32))
            })
            .collect();
        self.lab = vec![0; n];
        self.mark = vec![0; n];
        self.depth = vec![0; n];
        self.stamp = vec![0; n];
        self.entered = vec![0; n];
        self.dag = vec![0; n];
        self.prefix = vec![0; n];
        self.on_line = vec![0; n];
        self.since = vec![0; n];
        for v in [
            &mut self.loop_cells,
            &mut self.frontier,
            &mut self.next_frontier,
            &mut self.path,
            &mut self.line,
        ] {
            v.reserve(n);
        }
        // Journals and stacks grow with the plan; reserve for the largest seen.
        self.lab_journal.reserve(32 * n);
        self.cuts.reserve(4 * n);
        self.tried.reserve(n);
        self.marks.reserve(n);
        true
    }
}

/// The splice planner: what it remembers between moves, and its tables.
#[derive(Clone, Debug)]
pub struct Splicer {
    grid: Grid,
    w: u32,
    /// The food the plans are for, and the earliest tick it could be eaten.
    food: u32,
    earliest: u64,
    /// After a plan that found nothing: the tick and the fastest arrival then. While the head
    /// keeps to a fastest path, nothing new can be found.
    failed: Option<(u64, u32)>,
    /// The body as `load` last read it: its length, head, and the stamps of its tail and
    /// head; `clock` only grows.
    len: u32,
    head: u32,
    tail_since: u64,
    clock: u64,
    loaded_at: Option<u64>,
    rule: TailRule,
    /// 2x2 squares tried by the plan under way.
    squares: u32,
    s: Scratch,
}

impl Splicer {
    /// After a plan that found nothing, the moves the fastest arrival must slip by before the
    /// next plan: 1 on boards of up to 399 cells, more on larger ones, where a plan costs more
    /// and the few cells freed meanwhile rarely make a splice fit (`1 + cells / 400`).
    fn patience(&self) -> u64 {
        1 + self.grid.cells() as u64 / 400
    }

    /// A planner for `grid`.
    pub fn new(grid: &Grid) -> Splicer {
        Splicer {
            grid: *grid,
            w: u32::from(grid.width()),
            food: NONE,
            earliest: 0,
            failed: None,
            len: 0,
            head: 0,
            tail_since: 0,
            clock: 0,
            loaded_at: None,
            rule: TailRule::Blocks,
            squares: 0,
            s: Scratch::default(),
        }
    }

    #[inline]
    fn idx(&self, p: Pos) -> u32 {
        self.grid.index(p) as u32
    }

    #[inline]
    fn pos(&self, c: u32) -> Pos {
        self.grid.pos(c as usize)
    }

    /// The neighbour of cell `c` in direction `d` (Up, Right, Down, Left), or `NONE`.
    #[inline]
    fn neighbour(&self, c: u32, d: usize) -> u32 {
        self.s.neighbours[c as usize][d]
    }

    #[inline]
    fn adjacent(&self, a: u32, b: u32) -> bool {
        let d = a.abs_diff(b);
        d == self.w || (d == 1 && a / self.w == b / self.w)
    }

    #[inline]
    fn manhattan(&self, a: u32, b: u32) -> u32 {
        (a % self.w).abs_diff(b % self.w) + (a / self.w).abs_diff(b / self.w)
    }

    /// Reads the body. After one move of the snake this costs nothing but the new head's stamp;
    /// otherwise every body cell is stamped anew, later than any stamp before (so no table is
    /// ever cleared).
    fn load(&mut self, snake: &Snake, rule: TailRule, now: u64) {
        let head = self.idx(snake.head());
        let l = snake.len() as u32;
        self.rule = rule;
        let moved_once = self.loaded_at == Some(now.wrapping_sub(1))
            && l >= 2
            && snake.get(1).is_some_and(|neck| self.idx(neck) == self.head)
            && (l == self.len || l == self.len + 1);
        if self.loaded_at == Some(now) && head == self.head && l == self.len {
            return;
        }
        if moved_once {
            self.clock += 1;
            self.s.since[head as usize] = self.clock;
            if l == self.len {
                self.tail_since += 1;
            }
        } else {
            self.clock += 1;
            self.tail_since = self.clock;
            for (k, p) in snake.cells().rev().enumerate() {
                let c = self.idx(p);
                self.s.since[c as usize] = self.tail_since + k as u64;
            }
            self.clock = self.tail_since + u64::from(l) - 1;
        }
        self.len = l;
        self.head = head;
        self.loaded_at = Some(now);
    }

    /// A body cell's place counted from the tail (0), or `NONE` for a free cell.
    #[inline]
    fn body_index(&self, c: u32) -> u32 {
        let t = self.s.since[c as usize];
        if t >= self.tail_since && t != 0 {
            (t - self.tail_since) as u32
        } else {
            NONE
        }
    }

    /// The first move on which the head may enter cell `c`: at once for a free cell; for a
    /// body cell `k` from the tail, once the tail has left it (`Blocks`: before the move;
    /// `Follows`: during it, except a two-cell snake's tail, which is its neck).
    #[inline]
    fn entry(&self, c: u32) -> u32 {
        let k = self.body_index(c);
        if k == NONE {
            return 1;
        }
        match self.rule {
            TailRule::Follows if !(self.len == 2 && k == 0) => k + 1,
            _ => k + 2,
        }
    }

    /// Whether cell `c` is free once the food is eaten on move `a` (the tail has moved `a - 1`
    /// times by then).
    #[inline]
    fn free_at(&self, c: u32, a: u32) -> bool {
        let k = self.body_index(c);
        k == NONE || k + 2 <= a
    }

    /// Whether cell `c` is a body cell still there when the food is eaten on move `a` (the
    /// head excluded).
    #[inline]
    fn stays(&self, c: u32, a: u32) -> bool {
        let k = self.body_index(c);
        k != NONE && k + 2 > a && k + 1 < self.len
    }

    /// Numbers the cells along the ring from the head, `SPACE` apart.
    fn label(&mut self, ring: &Ring) {
        let mut at = self.head;
        let mut k = 0u64;
        loop {
            self.s.lab[at as usize] = k;
            k += SPACE;
            at = ring.next_of(at);
            if at == self.head {
                break;
            }
        }
    }

    fn lab_mark(&self) -> usize {
        self.s.lab_journal.len()
    }

    fn lab_undo(&mut self, to: usize) {
        while self.s.lab_journal.len() > to {
            let (c, l) = self.s.lab_journal.pop().expect("above the mark");
            self.s.lab[c as usize] = l;
        }
    }

    /// The earliest move on which the head can reach `food`, by a breadth-first search in
    /// which a body cell can be entered only once the tail has left it.
    fn fastest(&mut self, heading: Dir, food: u32) -> Option<u32> {
        let s = &mut self.s;
        s.search_no += 1;
        let no = s.search_no;
        let h = self.head as usize;
        s.stamp[h] = no;
        s.depth[h] = 0;
        s.entered[h] = heading.to_index();
        s.frontier.clear();
        s.frontier.push(self.head);
        let mut d = 0;
        while !self.s.frontier.is_empty() {
            d += 1;
            self.s.next_frontier.clear();
            for fi in 0..self.s.frontier.len() {
                let c = self.s.frontier[fi];
                for dir in 0..4 {
                    let nb = self.neighbour(c, dir);
                    if nb == NONE || self.s.stamp[nb as usize] == no || self.entry(nb) > d {
                        continue;
                    }
                    let s = &mut self.s;
                    s.stamp[nb as usize] = no;
                    s.depth[nb as usize] = d;
                    s.entered[nb as usize] = dir as u8;
                    if nb == food {
                        return Some(d);
                    }
                    s.next_frontier.push(nb);
                }
            }
            std::mem::swap(&mut self.s.frontier, &mut self.s.next_frontier);
        }
        None
    }

    #[inline]
    fn depth_of(&self, c: u32) -> u32 {
        if self.s.stamp[c as usize] == self.s.search_no {
            self.s.depth[c as usize]
        } else {
            u32::MAX
        }
    }

    /// Marks the cells that lie on some fastest path to the food.
    fn mark_fastest_paths(&mut self, food: u32) {
        self.s.dag_no += 1;
        let no = self.s.dag_no;
        let a = self.depth_of(food);
        self.s.dag[food as usize] = no;
        self.s.frontier.clear();
        self.s.frontier.push(food);
        for d in (0..a).rev() {
            self.s.next_frontier.clear();
            for fi in 0..self.s.frontier.len() {
                let v = self.s.frontier[fi];
                for dir in 0..4 {
                    let u = self.neighbour(v, dir);
                    if u != NONE && self.depth_of(u) == d && self.s.dag[u as usize] != no {
                        self.s.dag[u as usize] = no;
                        self.s.next_frontier.push(u);
                    }
                }
            }
            std::mem::swap(&mut self.s.frontier, &mut self.s.next_frontier);
        }
    }

    /// Checks that following `ring` from the head reaches `food` with every cell free by the
    /// time the head gets there, and that the body cells still there when the food is eaten
    /// lie just behind the head, in order: the trip is safe and ends with the body one
    /// unbroken stretch of the ring. Returns the moves to the food. (The body must be loaded.)
    fn check(&self, ring: &Ring, food: u32) -> Option<u32> {
        let n = self.grid.cells() as u32;
        let mut at = self.head;
        let mut k = 0u32;
        while at != food {
            at = ring.next_of(at);
            k += 1;
            if self.entry(at) > k || k > n {
                return None;
            }
        }
        let a = k;
        // Body cells a-1 .. L-2 (from the tail) are still there at arrival.
        let mut at = self.head;
        let mut index = self.len - 1;
        while index + 1 > a && index > 0 {
            at = ring.prev_of(at);
            index -= 1;
            if self.body_index(at) != index {
                return None;
            }
        }
        Some(a)
    }

    /// Whether following `ring` from the snake's head is safe all the way to `food` and ends
    /// with the body one unbroken stretch of the ring (the check every reshaped cycle passes;
    /// see the module documentation). For tests and for the picture; `now`: moves made so far.
    pub fn trip_is_safe(
        &mut self,
        ring: &Ring,
        snake: &Snake,
        rule: TailRule,
        food: Pos,
        now: u64,
    ) -> bool {
        if self.s.fit(&self.grid) {
            self.loaded_at = None;
        }
        self.load(snake, rule, now);
        let food = self.idx(food);
        self.check(ring, food).is_some()
    }

    /// The way from the head to `food` along `ring`.
    fn way(&self, ring: &Ring, food: u32) -> Vec<Pos> {
        let mut way = vec![self.pos(self.head)];
        let mut at = self.head;
        while at != food {
            at = ring.next_of(at);
            way.push(self.pos(at));
        }
        way
    }

    /// Makes `v` follow `u` in `ring` by a split and a merge (see the module documentation).
    /// `u` ends the forced prefix (marked in `prefix`); the loop must join back after the food
    /// (`strict`) or at least after `v`. `a`: the earliest arrival, for what is free then.
    #[allow(clippy::too_many_arguments)]
    fn force_edge<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        u: u32,
        v: u32,
        food: u32,
        a: u32,
        strict: bool,
        obs: &mut O,
    ) -> bool {
        if ring.next_of(u) == v {
            return true;
        }
        let u1 = ring.next_of(u);
        let v0 = ring.prev_of(v);
        let fits = self.adjacent(u1, v0);
        self.squares += 1;
        if O::WATCHING {
            obs.observe(SpliceEvent::Square {
                from: self.pos(u),
                to: self.pos(v),
                corners: [self.pos(u), self.pos(u1), self.pos(v0), self.pos(v)],
                fits,
            });
        }
        if !fits {
            return false;
        }
        let m = ring.mark();
        ring.link(u, v);
        ring.link(v0, u1);
        // The loop: the cells between u and v.
        self.s.epoch += 1;
        let ep = self.s.epoch;
        self.s.loop_cells.clear();
        let mut at = u1;
        let mut food_in_loop = false;
        loop {
            self.s.mark[at as usize] = ep;
            self.s.loop_cells.push(at);
            if at == food {
                food_in_loop = true;
            } else if !self.free_at(at, a) {
                if O::WATCHING {
                    obs.observe(SpliceEvent::LoopHoldsBody { cell: self.pos(at) });
                }
                ring.undo_to(m);
                return false;
            }
            if at == v0 {
                break;
            }
            at = ring.next_of(at);
        }
        if O::WATCHING {
            let cells = self.s.loop_cells.iter().map(|&c| self.pos(c)).collect();
            obs.observe(SpliceEvent::Split { cells });
        }
        // Where the loop may join: a square between a loop edge and a main edge y -> y1 with
        // y after the prefix, not inside the body still there at arrival; the nearest after
        // the food is best.
        let lab_food = if food_in_loop {
            self.s.lab[v as usize]
        } else {
            self.s.lab[food as usize]
        };
        let mut best: Option<(u64, u32, u32, bool)> = None;
        for li in 0..self.s.loop_cells.len() {
            let x = self.s.loop_cells[li];
            let x1 = ring.next_of(x);
            let sides = if x.abs_diff(x1) == 1 { [0, 2] } else { [1, 3] };
            for side in sides {
                let y1 = self.neighbour(x, side);
                let y = self.neighbour(x1, side);
                if y1 == NONE
                    || y == NONE
                    || self.s.mark[y1 as usize] == ep
                    || self.s.mark[y as usize] == ep
                {
                    continue;
                }
                let site = if ring.next_of(y) == y1 {
                    Some((y, y1, false))
                } else if ring.next_of(y1) == y {
                    Some((y1, y, true))
                } else {
                    None
                };
                let Some((from, to, reversed)) = site else {
                    continue;
                };
                if from != v
                    && (self.s.prefix[from as usize] == self.s.prefix_no
                        || self.s.lab[from as usize] <= self.s.prefix_lab
                        || self.s.on_line[from as usize] == self.s.line_no)
                {
                    continue;
                }
                // `to` may be the first body cell still there at arrival (the join goes just
                // before it), never one after it.
                if self.stays(from, a) || (self.stays(to, a) && self.body_index(to) + 1 > a) {
                    continue;
                }
                let lf = self.s.lab[from as usize];
                if strict && lf < lab_food {
                    continue;
                }
                let score = if lf >= lab_food {
                    lf - lab_food
                } else {
                    u64::MAX / 2 - lf
                };
                if best.is_none_or(|b| score < b.0) {
                    best = Some((score, x, from, reversed));
                }
            }
        }
        let Some((_, x, y, reversed)) = best else {
            if O::WATCHING {
                obs.observe(SpliceEvent::NoMerge {
                    size: self.s.loop_cells.len() as u32,
                });
            }
            ring.undo_to(m);
            return false;
        };
        let ly = self.s.lab[y as usize];
        let y1 = ring.next_of(y);
        let ly1 = if y1 == self.head {
            ly + SPACE
        } else {
            self.s.lab[y1 as usize]
        };
        let corners;
        if !reversed {
            let x1 = ring.next_of(x);
            corners = [self.pos(x), self.pos(x1), self.pos(y), self.pos(y1)];
            ring.link(x, y1);
            ring.link(y, x1);
        } else {
            let x1 = ring.next_of(x);
            corners = [self.pos(x), self.pos(x1), self.pos(y), self.pos(y1)];
            for li in 0..self.s.loop_cells.len() {
                let c = self.s.loop_cells[li];
                ring.turn(c);
            }
            // Turned round, the loop's edge x -> x1 runs x1 -> x.
            ring.link(y, x);
            ring.link(x1, y1);
        }
        if O::WATCHING {
            obs.observe(SpliceEvent::Merge { corners, reversed });
        }
        // Number the loop's cells in their new place, between y and its old successor.
        let n = self.s.loop_cells.len() as u64;
        let gap = ly1.saturating_sub(ly);
        let step = if gap > n + 1 { gap / (n + 1) } else { 0 };
        let mut at = ring.next_of(y);
        let mut k = 1;
        while at != y1 {
            self.s.lab_journal.push((at, self.s.lab[at as usize]));
            self.s.lab[at as usize] = ly + k * step;
            k += 1;
            at = ring.next_of(at);
        }
        true
    }

    /// Depth-first search over the fastest paths, forcing each edge, undoing dead ends.
    fn force_fastest<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        a: u32,
        obs: &mut O,
    ) -> bool {
        let mut budget = PATH_BUDGET;
        self.s.path.clear();
        self.s.tried.clear();
        self.s.marks.clear();
        self.s.prefix_no += 1;
        self.s.line_no += 1;
        let pn = self.s.prefix_no;
        self.s.path.push(self.head);
        self.s.prefix[self.head as usize] = pn;
        self.s.tried.push(0);
        self.s.marks.push((ring.mark(), self.lab_mark()));
        while let Some(&u) = self.s.path.last() {
            if u == food {
                return true;
            }
            let level = self.s.path.len() - 1;
            let du = self.depth_of(u);
            let e = self.s.entered[u as usize] as usize;
            // The ring's own next cell first (no splice needed), then straight on, then turns.
            let order = [4, e, (e + 1) % 4, (e + 3) % 4, (e + 2) % 4];
            let mut advanced = false;
            while (self.s.tried[level] as usize) < order.len() {
                let k = order[self.s.tried[level] as usize];
                self.s.tried[level] += 1;
                let v = if k == 4 {
                    ring.next_of(u)
                } else {
                    let v = self.neighbour(u, k);
                    if v == NONE || v == ring.next_of(u) {
                        continue;
                    }
                    v
                };
                if self.depth_of(v) != du.wrapping_add(1) || self.s.dag[v as usize] != self.s.dag_no
                {
                    continue;
                }
                if budget == 0 {
                    return false;
                }
                budget -= 1;
                let m = (ring.mark(), self.lab_mark());
                if self.force_edge(ring, u, v, food, a, false, obs) {
                    self.s.path.push(v);
                    self.s.prefix[v as usize] = pn;
                    self.s.tried.push(0);
                    self.s.marks.push(m);
                    advanced = true;
                    break;
                }
                ring.undo_to(m.0);
                self.lab_undo(m.1);
            }
            if !advanced {
                let c = self.s.path.pop().expect("a level to leave");
                self.s.prefix[c as usize] = 0;
                self.s.tried.pop();
                let (m, lm) = self.s.marks.pop().expect("its mark");
                ring.undo_to(m);
                self.lab_undo(lm);
                if O::WATCHING {
                    obs.observe(SpliceEvent::Undone);
                }
                if self.s.path.is_empty() {
                    return false;
                }
            }
        }
        false
    }

    /// Box-cut passes: straight lines from a cell of the way to a later cell of it, forced
    /// edge by edge; the first that makes the way shorter is kept and the pass starts again.
    /// Returns the cuts kept.
    fn cut<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        a: u32,
        obs: &mut O,
    ) -> u32 {
        let mut kept = 0;
        // No cell is on a forced path now: only the way walked up to a cut's first cell.
        self.s.prefix_no += 1;
        'pass: for _ in 0..CUT_PASSES {
            self.label(ring);
            let along = (self.s.lab[food as usize] / SPACE) as u32;
            // Every straight line from a cell of the way to a later cell of it, with what it saves.
            self.s.cuts.clear();
            let mut c = self.head;
            while c != food {
                let pc = (self.s.lab[c as usize] / SPACE) as u32;
                if along - pc <= self.manhattan(c, food) {
                    break;
                }
                for dir in 0..4 {
                    let n = self.neighbour(c, dir);
                    if n == NONE || n == ring.next_of(c) || n == ring.prev_of(c) {
                        continue;
                    }
                    let mut at = n;
                    let mut k = 1u32;
                    let target = loop {
                        if at == NONE || at == self.head {
                            break None;
                        }
                        let pa = (self.s.lab[at as usize] / SPACE) as u32;
                        if pa <= along {
                            break (pa > pc + k).then_some(at);
                        }
                        if self.entry(at) > pc + k {
                            break None;
                        }
                        at = self.neighbour(at, dir);
                        k += 1;
                    };
                    if let Some(t) = target {
                        let saves = (self.s.lab[t as usize] / SPACE) as u32 - pc - k;
                        self.s.cuts.push((saves, c, dir as u8));
                    }
                }
                c = ring.next_of(c);
            }
            // The cuts that would save most first; a pass tries at most `CUT_TRIES`.
            self.s
                .cuts
                .sort_unstable_by_key(|&(saves, c, dir)| (std::cmp::Reverse(saves), c, dir));
            for ci in 0..self.s.cuts.len().min(CUT_TRIES) {
                let (_, c, dir) = self.s.cuts[ci];
                let dir = dir as usize;
                // The line again, cell by cell.
                self.s.line.clear();
                self.s.line.push(c);
                let mut at = self.neighbour(c, dir);
                loop {
                    self.s.line.push(at);
                    let pa = (self.s.lab[at as usize] / SPACE) as u32;
                    if pa <= along && at != self.head {
                        break;
                    }
                    at = self.neighbour(at, dir);
                }
                self.s.prefix_lab = self.s.lab[c as usize];
                if O::WATCHING {
                    let line = self.s.line.iter().map(|&c| self.pos(c)).collect();
                    obs.observe(SpliceEvent::Cut {
                        line,
                        saves: self.s.cuts[ci].0,
                    });
                }
                self.s.line_no += 1;
                let ln = self.s.line_no;
                let m = (ring.mark(), self.lab_mark());
                let mut forced = true;
                for i in 0..self.s.line.len() - 1 {
                    let (u, v) = (self.s.line[i], self.s.line[i + 1]);
                    if !self.force_edge(ring, u, v, food, a, true, obs) {
                        forced = false;
                        break;
                    }
                    self.s.on_line[v as usize] = ln;
                }
                self.s.prefix_lab = 0;
                if forced {
                    let checked = self.check(ring, food);
                    if O::WATCHING {
                        obs.observe(SpliceEvent::Checked {
                            along: checked.unwrap_or(along),
                            safe: checked.is_some(),
                        });
                    }
                    if checked.is_some_and(|after| after < along) {
                        kept += 1;
                        continue 'pass;
                    }
                }
                ring.undo_to(m.0);
                self.lab_undo(m.1);
                if O::WATCHING {
                    obs.observe(SpliceEvent::Undone);
                }
            }
            break;
        }
        kept
    }

    /// Reshapes `ring` so that the way from the snake's head to `food` is as short as the
    /// splices can make it, keeping the ring safe to follow (see [`Splicer::trip_is_safe`]). `now`:
    /// moves made so far. The ring must hold the body as the invariant says (it does when it
    /// only ever changes here and the snake follows it).
    pub fn reshape<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        snake: &Snake,
        rule: TailRule,
        food: Pos,
        now: u64,
        obs: &mut O,
    ) -> Reshape {
        if self.s.fit(&self.grid) {
            // A copy starts with empty tables: read the body afresh.
            self.loaded_at = None;
        }
        self.load(snake, rule, now);
        let food = self.idx(food);
        let heading = snake.heading();
        if food != self.food {
            self.food = food;
            self.failed = None;
            let Some(a) = self.fastest(heading, food) else {
                self.earliest = u64::MAX;
                let along = ring.distance_of(self.head, food);
                return Reshape::Unreachable { along };
            };
            self.earliest = now + u64::from(a);
        }
        let along = ring.distance_of(self.head, food);
        if self.earliest != u64::MAX && now + u64::from(along) <= self.earliest {
            return Reshape::Shortest { along };
        }
        let Some(a) = self.fastest(heading, food) else {
            return Reshape::Unreachable { along };
        };
        if O::WATCHING {
            obs.observe(SpliceEvent::Plan {
                head: snake.head(),
                food: self.pos(food),
                along,
                fastest: a,
                way: self.way(ring, food),
            });
        }
        if a >= along {
            return Reshape::Shortest { along };
        }
        if let Some((tick, fastest)) = self.failed
            && u64::from(a) + (now - tick) < u64::from(fastest) + self.patience()
        {
            // The head has kept to a fastest path since the last plan found nothing: the cells
            // free in time are the same, and so is every splice's fate.
            return Reshape::Unchanged { along, fastest: a };
        }
        self.failed = None;
        self.squares = 0;
        ring.commit();
        self.label(ring);
        self.s.lab_journal.clear();
        self.mark_fastest_paths(food);
        if O::WATCHING {
            // The path the search will try first.
            obs.observe(SpliceEvent::Force {
                path: self.first_fastest_path(ring, food),
            });
        }
        if self.force_fastest(ring, food, a, obs) {
            match self.check(ring, food) {
                Some(after) if after < along => {
                    if O::WATCHING {
                        obs.observe(SpliceEvent::Checked {
                            along: after,
                            safe: true,
                        });
                    }
                    return self.keep(ring, food, along, after, a, obs);
                }
                checked => {
                    if O::WATCHING {
                        obs.observe(SpliceEvent::Checked {
                            along: checked.unwrap_or(along),
                            safe: checked.is_some(),
                        });
                    }
                }
            }
        }
        ring.undo_to(0);
        self.label(ring);
        self.s.lab_journal.clear();
        if self.cut(ring, food, a, obs) > 0 {
            let after = ring.distance_of(self.head, food);
            return self.keep(ring, food, along, after, a, obs);
        }
        ring.undo_to(0);
        self.failed = Some((now, a));
        Reshape::Kept {
            along,
            fastest: a,
            squares: self.squares,
        }
    }

    fn keep<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        before: u32,
        after: u32,
        fastest: u32,
        obs: &mut O,
    ) -> Reshape {
        ring.commit();
        if O::WATCHING {
            obs.observe(SpliceEvent::Kept {
                before,
                after,
                way: self.way(ring, food),
            });
        }
        Reshape::Shorter {
            before,
            after,
            fastest,
            squares: self.squares,
        }
    }

    /// One fastest path, as the search would try it first (for the picture only).
    fn first_fastest_path(&self, ring: &Ring, food: u32) -> Vec<Pos> {
        let mut path = vec![self.pos(self.head)];
        let mut u = self.head;
        while u != food {
            let du = self.depth_of(u);
            let e = self.s.entered[u as usize] as usize;
            let order = [4, e, (e + 1) % 4, (e + 3) % 4, (e + 2) % 4];
            let next = order.into_iter().find_map(|k| {
                let v = if k == 4 {
                    ring.next_of(u)
                } else {
                    self.neighbour(u, k)
                };
                (v != NONE
                    && self.depth_of(v) == du.wrapping_add(1)
                    && self.s.dag[v as usize] == self.s.dag_no)
                    .then_some(v)
            });
            let Some(v) = next else { break };
            path.push(self.pos(v));
            u = v;
        }
        path
    }
}
