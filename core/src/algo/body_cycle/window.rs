//! A cycle from a window around the body, with squares all around it.
//!
//! A short body that turns often fits no cycle of 2x2 squares, and a search over a large
//! board may run out of budget. But the body only constrains the cells near it. So cut a
//! small window around the body, aligned with the squares, and build a cycle of the window
//! that holds the body (the whole construction, on the window as a board of its own). Cover
//! the rest of the board with 2x2 squares joined along a tree, and join each group of squares
//! to the window's cycle by one 2x2 splice across the window's side, at an edge of the
//! window's cycle that runs along that side (never an edge of the body). The result is one
//! Hamiltonian cycle holding the body.
//!
//! Both sides of the board must be even, so that the squares tile what lies outside.

use super::{Effort, Scope, build};
use crate::algo::bfs::BfsSpace;
use crate::algo::observer::Ignore;
use crate::rules::{Dir, Grid, Pos, Snake};

/// Cells a window may have: the cycle of the window is built by the whole construction,
/// search included, so it is kept small.
const MAX_WINDOW_CELLS: usize = 400;

/// A window of the board: columns `x0..x1`, rows `y0..y1`, all even.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Window {
    x0: u16,
    y0: u16,
    x1: u16,
    y1: u16,
}

impl Window {
    fn contains(&self, p: Pos) -> bool {
        (self.x0..self.x1).contains(&p.x) && (self.y0..self.y1).contains(&p.y)
    }

    /// Its first and last cells, for a caption.
    pub fn corners(&self) -> (Pos, Pos) {
        (
            Pos::new(self.x0, self.y0),
            Pos::new(self.x1 - 1, self.y1 - 1),
        )
    }
}

/// The windows to try around `snake`, smallest first.
pub(super) fn windows(grid: &Grid, snake: &Snake) -> Vec<Window> {
    let (w, h) = (grid.width(), grid.height());
    if !w.is_multiple_of(2) || !h.is_multiple_of(2) || snake.len() < 2 {
        return Vec::new();
    }
    let (mut lo, mut hi) = (snake.head(), snake.head());
    for c in snake.cells() {
        lo = Pos::new(lo.x.min(c.x), lo.y.min(c.y));
        hi = Pos::new(hi.x.max(c.x), hi.y.max(c.y));
    }
    let down = |v: u16, m: u16| v.saturating_sub(m) & !1;
    let up = |v: u16, m: u16, side: u16| ((v + m + 2) & !1).min(side);
    let mut found: Vec<Window> = Vec::new();
    for margin in 1..=4 {
        let win = Window {
            x0: down(lo.x, margin),
            y0: down(lo.y, margin),
            x1: up(hi.x, margin, w),
            y1: up(hi.y, margin, h),
        };
        let cells = usize::from(win.x1 - win.x0) * usize::from(win.y1 - win.y0);
        let whole = cells == grid.cells();
        if whole || cells > MAX_WINDOW_CELLS {
            break;
        }
        if !found.contains(&win) {
            found.push(win);
        }
    }
    found
}

/// The cycle through `window` and squares around it, starting at the tail and running towards
/// the head along the body; `None` if the window has no cycle holding the body or no place to
/// join a group of squares.
pub(super) fn window_cycle(grid: &Grid, snake: &Snake, window: Window) -> Option<Vec<Pos>> {
    let mut links = window_links(grid, snake, window)?;
    let mut squares = Squares::around(grid, window);
    squares.link_cells(grid, window, &mut links);
    if !squares.join_each_group(grid, snake, window, &mut links) {
        return None;
    }
    walk_links(grid, snake, &links)
}

/// Two cycle neighbours per cell of the board, those of the window's cells from the window's
/// own cycle (the whole construction run on the window as a board of its own); `None` if the
/// window has no cycle holding the body.
fn window_links(grid: &Grid, snake: &Snake, window: Window) -> Option<Vec<[Pos; 2]>> {
    let Window { x0, y0, x1, y1 } = window;
    let inner = Grid::new(i64::from(x1 - x0), i64::from(y1 - y0)).ok()?;
    let shift = |p: Pos| Pos::new(p.x - x0, p.y - y0);
    let unshift = |p: Pos| Pos::new(p.x + x0, p.y + y0);
    let cells: Vec<Pos> = snake.cells().map(shift).collect();
    let body = Snake::new(&inner, &cells, Some(snake.heading())).ok()?;
    let inner_cycle = build(
        &mut BfsSpace::new(),
        &inner,
        &body,
        None,
        Effort::Full,
        Scope::Window,
        &mut Ignore,
    )
    .ok()?;
    let mut links = vec![[Pos::new(0, 0); 2]; grid.cells()];
    let order: Vec<Pos> = inner_cycle.order().iter().map(|&p| unshift(p)).collect();
    for (k, &p) in order.iter().enumerate() {
        let prev = order[(k + order.len() - 1) % order.len()];
        let next = order[(k + 1) % order.len()];
        links[grid.index(p)] = [prev, next];
    }
    Some(links)
}

/// The 2x2 squares outside a window, joined along a spanning forest of their own.
struct Squares {
    across: usize,
    down: usize,
    /// Each square's group (a union-find forest).
    groups: Vec<u32>,
    /// Whether each square is joined to the one on its right, and below.
    right: Vec<bool>,
    below: Vec<bool>,
}

impl Squares {
    /// The squares of `grid` outside `window`, each joined to its neighbours outside the
    /// window while that joins two groups.
    fn around(grid: &Grid, window: Window) -> Squares {
        let across = usize::from(grid.width() / 2);
        let down = usize::from(grid.height() / 2);
        let mut squares = Squares {
            across,
            down,
            groups: (0..(across * down) as u32).collect(),
            right: vec![false; across * down],
            below: vec![false; across * down],
        };
        for sy in 0..down {
            for sx in 0..across {
                if !squares.outside(window, sx, sy) {
                    continue;
                }
                let s = sy * across + sx;
                if sx + 1 < across
                    && squares.outside(window, sx + 1, sy)
                    && union(&mut squares.groups, s, s + 1)
                {
                    squares.right[s] = true;
                }
                if sy + 1 < down
                    && squares.outside(window, sx, sy + 1)
                    && union(&mut squares.groups, s, s + across)
                {
                    squares.below[s] = true;
                }
            }
        }
        squares
    }

    /// Whether the square at column `sx`, row `sy` of squares is outside `window`.
    fn outside(&self, window: Window, sx: usize, sy: usize) -> bool {
        !window.contains(Pos::new((sx * 2) as u16, (sy * 2) as u16))
    }

    /// The square a cell is in.
    fn of(&self, p: Pos) -> usize {
        usize::from(p.y / 2) * self.across + usize::from(p.x / 2)
    }

    /// Whether square `s` is joined to its neighbour towards `d`.
    fn joined(&self, s: usize, d: Dir) -> bool {
        let (sx, sy) = (s % self.across, s / self.across);
        match d {
            Dir::Right => sx + 1 < self.across && self.right[s],
            Dir::Left => sx > 0 && self.right[s - 1],
            Dir::Down => sy + 1 < self.down && self.below[s],
            Dir::Up => sy > 0 && self.below[s - self.across],
        }
    }

    /// The two cycle neighbours of every cell outside the window: round its square, or into
    /// the square joined beside it.
    fn link_cells(&self, grid: &Grid, window: Window, links: &mut [[Pos; 2]]) {
        for p in grid.all_cells().filter(|&p| !window.contains(p)) {
            let s = self.of(p);
            let h = if p.x.is_multiple_of(2) {
                Dir::Left
            } else {
                Dir::Right
            };
            let v = if p.y.is_multiple_of(2) {
                Dir::Up
            } else {
                Dir::Down
            };
            let step = |d: Dir| grid.neighbour(p, d).expect("inside the board");
            let beside_h = if self.joined(s, h) {
                step(h)
            } else {
                step(v.opposite())
            };
            let beside_v = if self.joined(s, v) {
                step(v)
            } else {
                step(h.opposite())
            };
            links[grid.index(p)] = [beside_h, beside_v];
        }
    }

    /// Splices each group of squares into the window's cycle once, at an edge of the cycle
    /// along the window's border that is not a step of the body; whether every group found
    /// one.
    fn join_each_group(
        &mut self,
        grid: &Grid,
        snake: &Snake,
        window: Window,
        links: &mut [[Pos; 2]],
    ) -> bool {
        let body: Vec<Pos> = snake.cells().collect();
        let body_edge = |a: Pos, b: Pos| {
            body.windows(2)
                .any(|w| (w[0], w[1]) == (a, b) || (w[1], w[0]) == (a, b))
        };
        let index = |p: Pos| grid.index(p);
        let mut done = vec![false; self.across * self.down];
        for (a, b, d) in border_edges(window) {
            // `a`, `b` on the window's border, `c`, `e` across the side, in one square.
            let (Some(c), Some(e)) = (grid.neighbour(a, d), grid.neighbour(b, d)) else {
                continue;
            };
            let square = self.of(c);
            let root = find(&mut self.groups, square) as usize;
            if done[root] || !links[index(a)].contains(&b) || body_edge(a, b) {
                continue;
            }
            done[root] = true;
            let swap = |l: &mut [Pos; 2], from: Pos, to: Pos| {
                if let Some(x) = l.iter_mut().find(|x| **x == from) {
                    *x = to;
                }
            };
            swap(&mut links[index(a)], b, c);
            swap(&mut links[index(b)], a, e);
            swap(&mut links[index(c)], e, a);
            swap(&mut links[index(e)], c, b);
        }
        for sy in 0..self.down {
            for sx in 0..self.across {
                let s = sy * self.across + sx;
                if self.outside(window, sx, sy) && !done[find(&mut self.groups, s) as usize] {
                    return false;
                }
            }
        }
        true
    }
}

/// The cycle that `links` make, walked from the tail, first towards the body's next cell.
fn walk_links(grid: &Grid, snake: &Snake, links: &[[Pos; 2]]) -> Option<Vec<Pos>> {
    let n = grid.cells();
    let tail = snake.tail();
    let toward = snake.cells().rev().nth(1)?;
    let [n1, n2] = links[grid.index(tail)];
    let mut prev = if n1 == toward { n2 } else { n1 };
    let mut at = tail;
    let mut walk = Vec::with_capacity(n);
    for _ in 0..n {
        walk.push(at);
        let [n1, n2] = links[grid.index(at)];
        let next = if n1 == prev { n2 } else { n1 };
        prev = at;
        at = next;
    }
    Some(walk)
}

/// The edges along the window's border that line up with a square outside: pairs of border
/// cells starting at an even column (or row), with the direction out of the window.
fn border_edges(w: Window) -> Vec<(Pos, Pos, Dir)> {
    let mut edges = Vec::new();
    for x in (w.x0..w.x1).step_by(2) {
        edges.push((Pos::new(x, w.y0), Pos::new(x + 1, w.y0), Dir::Up));
        edges.push((Pos::new(x, w.y1 - 1), Pos::new(x + 1, w.y1 - 1), Dir::Down));
    }
    for y in (w.y0..w.y1).step_by(2) {
        edges.push((Pos::new(w.x0, y), Pos::new(w.x0, y + 1), Dir::Left));
        edges.push((Pos::new(w.x1 - 1, y), Pos::new(w.x1 - 1, y + 1), Dir::Right));
    }
    edges
}

fn find(groups: &mut [u32], mut i: usize) -> u32 {
    while groups[i] as usize != i {
        groups[i] = groups[groups[i] as usize];
        i = groups[i] as usize;
    }
    i as u32
}

/// Joins the groups of `a` and `b`; `false` if they were one already.
fn union(groups: &mut [u32], a: usize, b: usize) -> bool {
    let (ra, rb) = (find(groups, a), find(groups, b));
    if ra == rb {
        return false;
    }
    groups[ra as usize] = rb;
    true
}
