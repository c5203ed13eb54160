//! A cycle from little cycles: 2x2 squares joined by 2x2 splices along a tree.
//!
//! Cut the board into 2x2 squares: each is a little cycle of four cells. Two squares side by
//! side join into one cycle by a 2x2 splice across their common side (the splice solver's
//! move: two edges facing each other swapped for the two that cross). Joining the squares
//! along the edges of a spanning tree gives one Hamiltonian cycle, which runs around the tree.
//! When one side of the board is odd, one band of blocks is three cells tall: a 2x3 block is
//! a little cycle of six, joined to its neighbours by its top, bottom, or the upper half of
//! its sides.
//!
//! Whether a step of the body is on that cycle depends only on the tree: a step between two
//! blocks is on it exactly when the tree joins them there; a step along a block's side is on
//! it exactly when the tree does not join the block across that side; the lower steps of a
//! 2x3 block's sides always are. So the body asks for some joins and forbids others. Any
//! spanning tree that makes the joins asked for and avoids the forbidden ones gives a cycle
//! holding the body; union-find finds one, joins asked for first. With an odd side, each
//! place of the tall band is tried in turn. Not every cycle is made of blocks: when this
//! fails a cycle may still exist.

use super::events::{CycleEvent, SquaresRefusal};
use crate::algo::observer::{Ignore, Observer};
use crate::rules::{Dir, Grid, Pos, Snake};

/// One of a cell's two links on the cycle.
#[derive(Clone, Copy, Debug)]
enum Link {
    /// Always to this cell.
    Fixed(Pos),
    /// To `joined` if the cell's block is joined towards `side`, else to `alone`.
    Side { side: Dir, joined: Pos, alone: Pos },
}

/// What the body says about one join.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wish {
    Free,
    Asked(Pos, Pos),
    Forbidden(Pos, Pos),
}

/// How the board is cut into blocks: bands of rows two tall, except those starting at `tall`,
/// three tall; all in layout coordinates (the board transposed when `transposed`).
#[derive(Clone, Debug)]
struct Layout {
    transposed: bool,
    /// The first rows of the bands three rows tall.
    tall: Vec<u16>,
    /// Whether a tall block joins its side neighbours by the lower half of its sides (else the
    /// upper).
    lower: bool,
}

/// Blocks two columns wide, in the bands of a [`Layout`].
struct Blocks {
    height: u16,
    transposed: bool,
    lower: bool,
    /// Each layout row's band, the band's first row and its height.
    rows: Vec<(usize, u16, u16)>,
    across: usize,
    down: usize,
    /// Whether each block is joined to the one on its right, and below.
    right: Vec<bool>,
    below: Vec<bool>,
}

impl Blocks {
    /// The band of a layout row, and the band's first row and height.
    fn band(&self, y: u16) -> (usize, u16, u16) {
        self.rows[usize::from(y)]
    }

    fn block(&self, p: Pos) -> usize {
        self.band(p.y).0 * self.across + usize::from(p.x / 2)
    }

    /// The join slot between block `b` and its neighbour towards `d`: (right table?, index).
    fn slot(&self, b: usize, d: Dir) -> Option<(bool, usize)> {
        let (x, y) = (b % self.across, b / self.across);
        match d {
            Dir::Right if x + 1 < self.across => Some((true, b)),
            Dir::Left if x > 0 => Some((true, b - 1)),
            Dir::Down if y + 1 < self.down => Some((false, b)),
            Dir::Up if y > 0 => Some((false, b - self.across)),
            _ => None,
        }
    }

    fn joined(&self, b: usize, d: Dir) -> bool {
        match self.slot(b, d) {
            Some((true, i)) => self.right[i],
            Some((false, i)) => self.below[i],
            None => false,
        }
    }

    /// The two links of layout cell `p`.
    fn links(&self, p: Pos) -> [Link; 2] {
        let (_, top, tall) = self.band(p.y);
        let row = p.y - top;
        let left = p.x.is_multiple_of(2);
        let (side, partner) = if left {
            (Dir::Left, Pos::new(p.x + 1, p.y))
        } else {
            (Dir::Right, Pos::new(p.x - 1, p.y))
        };
        let out = |d: Dir| {
            let (dx, dy) = d.delta();
            Pos::new((i32::from(p.x) + dx) as u16, (i32::from(p.y) + dy) as u16)
        };
        let up = Pos::new(p.x, p.y.wrapping_sub(1));
        let down = Pos::new(p.x, p.y + 1);
        let up_slot = Link::Side {
            side: Dir::Up,
            joined: up,
            alone: partner,
        };
        let down_slot = Link::Side {
            side: Dir::Down,
            joined: down,
            alone: partner,
        };
        // The side slot: across when joined, else along the side to `alone`.
        let side_slot = |alone: Pos| Link::Side {
            side,
            joined: out(side),
            alone,
        };
        match (row, tall, self.lower) {
            (0, 2, _) | (0, 3, false) => [up_slot, side_slot(down)],
            (1, 2, _) => [down_slot, side_slot(up)],
            (1, _, false) => [side_slot(up), Link::Fixed(down)],
            (2, _, false) => [down_slot, Link::Fixed(up)],
            (0, _, true) => [up_slot, Link::Fixed(down)],
            (1, _, true) => [side_slot(down), Link::Fixed(up)],
            _ => [down_slot, side_slot(up)],
        }
    }

    /// The cell `p` is linked to through `link`, as the joins stand.
    fn follow(&self, p: Pos, link: Link) -> Pos {
        match link {
            Link::Fixed(q) => q,
            Link::Side {
                side,
                joined,
                alone,
            } => {
                if self.joined(self.block(p), side) {
                    joined
                } else {
                    alone
                }
            }
        }
    }

    fn to_layout(&self, p: Pos) -> Pos {
        if self.transposed {
            Pos::new(p.y, p.x)
        } else {
            p
        }
    }

    fn to_board(&self, p: Pos) -> Pos {
        self.to_layout(p)
    }

    /// The four board cells of the splice joining block `b` to its right (or lower)
    /// neighbour.
    fn splice_cells(&self, b: usize, right: bool) -> [Pos; 4] {
        let x = (b % self.across * 2) as u16;
        let band = b / self.across;
        let (mut top, mut tall) = (0u16, 2u16);
        for y in 0..self.height {
            let (k, t, h) = self.band(y);
            if k == band {
                (top, tall) = (t, h);
                break;
            }
        }
        if right && tall == 3 && self.lower {
            top += 1;
        }
        let cells = if right {
            [
                Pos::new(x + 1, top),
                Pos::new(x + 2, top),
                Pos::new(x + 2, top + 1),
                Pos::new(x + 1, top + 1),
            ]
        } else {
            let y = top + tall - 1;
            [
                Pos::new(x, y),
                Pos::new(x + 1, y),
                Pos::new(x + 1, y + 1),
                Pos::new(x, y + 1),
            ]
        };
        cells.map(|p| self.to_board(p))
    }
}

/// Builds a cycle of joined blocks holding `snake`'s body, starting at the tail and running
/// towards the head along the body. Each join is reported for the layout that succeeds; a
/// refusal is the first layout's.
pub(super) fn squares_cycle<O: Observer<CycleEvent>>(
    grid: &Grid,
    snake: &Snake,
    obs: &mut O,
) -> Result<Vec<Pos>, SquaresRefusal> {
    let mut first = None;
    for layout in layouts(grid, snake) {
        // Try quietly; report the joins of the layout that works.
        match build(grid, &layout, snake, &mut Ignore) {
            Ok(_) => return build(grid, &layout, snake, obs),
            Err(why) => {
                first.get_or_insert(why);
            }
        }
    }
    Err(first.unwrap_or(SquaresRefusal::Apart))
}

/// Layouts tried at most, after the plain ones.
const MAX_LAYOUTS: usize = 200;

/// The layouts to try, in order: plain 2x2 squares (each way round when both sides are even),
/// or one tall band at each place when a side is odd; then, on an even side, pairs of tall
/// bands that shift the squares between them by a row, those around the body first (a body
/// that turns back between two rows of squares fits once they are one band).
fn layouts(grid: &Grid, snake: &Snake) -> Vec<Layout> {
    let (w, h) = (grid.width(), grid.height());
    let mut ways = Vec::new();
    if w.is_multiple_of(2) {
        ways.push(false);
    }
    if h.is_multiple_of(2) {
        ways.push(true);
    }
    let mut plain = Vec::new();
    let mut shifted = Vec::new();
    for &transposed in &ways {
        let height = if transposed { w } else { h };
        let along = |p: Pos| if transposed { p.x } else { p.y };
        let lo = snake.cells().map(along).min().unwrap_or(0);
        let hi = snake.cells().map(along).max().unwrap_or(0);
        if !height.is_multiple_of(2) {
            for t in (0..height - 2).step_by(2) {
                for lower in [false, true] {
                    let cost = u32::from(t.abs_diff(lo));
                    shifted.push((
                        cost,
                        Layout {
                            transposed,
                            tall: vec![t],
                            lower,
                        },
                    ));
                }
            }
            continue;
        }
        plain.push(Layout {
            transposed,
            tall: Vec::new(),
            lower: false,
        });
        for t1 in (0..height.saturating_sub(5)).step_by(2) {
            for t2 in (t1 + 3..=height - 3).step_by(2) {
                for lower in [false, true] {
                    let cost = u32::from(t1.abs_diff(lo.saturating_sub(1)))
                        + u32::from(t2.abs_diff(hi + 1));
                    shifted.push((
                        cost,
                        Layout {
                            transposed,
                            tall: vec![t1, t2],
                            lower,
                        },
                    ));
                }
            }
        }
    }
    shifted.sort_by_key(|(cost, _)| *cost);
    plain.extend(shifted.into_iter().take(MAX_LAYOUTS).map(|(_, l)| l));
    plain
}

fn build<O: Observer<CycleEvent>>(
    grid: &Grid,
    layout: &Layout,
    snake: &Snake,
    obs: &mut O,
) -> Result<Vec<Pos>, SquaresRefusal> {
    let mut blocks = Blocks::new(grid, layout);
    let body: Vec<Pos> = snake.cells().rev().map(|p| blocks.to_layout(p)).collect();
    let (wish_right, wish_below) = wishes(&blocks, &body)?;
    join_blocks(&mut blocks, &wish_right, &wish_below, obs)?;
    Ok(walk(&blocks, &body))
}

impl Blocks {
    /// The blocks of `layout` on `grid`, none joined yet.
    fn new(grid: &Grid, layout: &Layout) -> Blocks {
        let transposed = layout.transposed;
        let (width, height) = if transposed {
            (grid.height(), grid.width())
        } else {
            (grid.width(), grid.height())
        };
        let mut rows = Vec::with_capacity(usize::from(height));
        let mut y = 0;
        while y < height {
            let tall = if layout.tall.contains(&y) { 3 } else { 2 };
            let band = rows
                .last()
                .map_or(0, |&(b, _, _): &(usize, u16, u16)| b + 1);
            for _ in 0..tall {
                rows.push((band, y, tall));
            }
            y += tall;
        }
        let across = usize::from(width / 2);
        let down = rows.last().map_or(0, |&(b, _, _)| b + 1);
        Blocks {
            height,
            transposed,
            lower: layout.lower,
            rows,
            across,
            down,
            right: vec![false; across * down],
            below: vec![false; across * down],
        }
    }
}

/// What the body's steps (`body`, tail first, in the layout's coordinates) ask of each join
/// between blocks, to the right and below: a step that crosses a join asks for it, one that
/// runs beside it forbids it. Refused if a step crosses where no join can be, or two steps
/// ask and forbid the same join.
fn wishes(blocks: &Blocks, body: &[Pos]) -> Result<(Vec<Wish>, Vec<Wish>), SquaresRefusal> {
    let mut wish_right = vec![Wish::Free; blocks.across * blocks.down];
    let mut wish_below = vec![Wish::Free; blocks.across * blocks.down];
    for pair in body.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let mut wish = None;
        for link in blocks.links(a) {
            match link {
                Link::Fixed(q) if q == b => wish = Some(None),
                Link::Side { side, joined, .. } if joined == b => {
                    wish = Some(Some((side, Wish::Asked(a, b))));
                }
                Link::Side { side, alone, .. } if alone == b => {
                    wish = Some(Some((side, Wish::Forbidden(a, b))));
                }
                _ => {}
            }
        }
        let (a_board, b_board) = (blocks.to_board(a), blocks.to_board(b));
        let Some(wish) = wish else {
            return Err(SquaresRefusal::Across {
                a: a_board,
                b: b_board,
            });
        };
        let Some((side, wish)) = wish else {
            continue;
        };
        let Some((is_right, i)) = blocks.slot(blocks.block(a), side) else {
            continue;
        };
        let slot = if is_right {
            &mut wish_right[i]
        } else {
            &mut wish_below[i]
        };
        *slot = match (*slot, wish) {
            (Wish::Free, w) => w,
            (Wish::Asked(..), Wish::Forbidden(..)) | (Wish::Forbidden(..), Wish::Asked(..)) => {
                return Err(SquaresRefusal::Clash {
                    a: a_board,
                    b: b_board,
                });
            }
            (kept, _) => kept,
        };
    }
    Ok((wish_right, wish_below))
}

/// Joins the blocks along a tree: the joins asked for first, then every other join allowed,
/// row by row, each reported. Refused if a join asked for would close a ring, or the blocks
/// cannot all be joined.
fn join_blocks<O: Observer<CycleEvent>>(
    blocks: &mut Blocks,
    wish_right: &[Wish],
    wish_below: &[Wish],
    obs: &mut O,
) -> Result<(), SquaresRefusal> {
    let (across, down) = (blocks.across, blocks.down);
    let mut groups = UnionFind::new(across * down);
    for asked in [true, false] {
        for s in 0..across * down {
            for (is_right, wish) in [(true, wish_right[s]), (false, wish_below[s])] {
                let exists = if is_right {
                    s % across + 1 < across
                } else {
                    s / across + 1 < down
                };
                let fits = match wish {
                    Wish::Asked(..) => asked,
                    Wish::Free => !asked && exists,
                    Wish::Forbidden(..) => false,
                };
                if !fits {
                    continue;
                }
                let other = if is_right { s + 1 } else { s + across };
                if !groups.union(s, other) {
                    if let Wish::Asked(a, b) = wish {
                        return Err(SquaresRefusal::Ring {
                            a: blocks.to_board(a),
                            b: blocks.to_board(b),
                        });
                    }
                    continue;
                }
                if is_right {
                    blocks.right[s] = true;
                } else {
                    blocks.below[s] = true;
                }
                if O::WATCHING {
                    obs.observe(CycleEvent::Joined {
                        square: blocks.splice_cells(s, is_right),
                    });
                }
            }
        }
    }
    if groups.count != 1 {
        return Err(SquaresRefusal::Apart);
    }
    Ok(())
}

/// The cycle of the joined blocks, in board coordinates, walked from the tail (`body[0]`)
/// first towards the body's next cell.
fn walk(blocks: &Blocks, body: &[Pos]) -> Vec<Pos> {
    let cells = blocks.rows.len() * blocks.across * 2;
    let start = body[0];
    let [l1, l2] = blocks.links(start);
    let (n1, n2) = (blocks.follow(start, l1), blocks.follow(start, l2));
    let mut prev = if body.get(1) == Some(&n1) { n2 } else { n1 };
    let mut at = start;
    let mut order = Vec::with_capacity(cells);
    for _ in 0..cells {
        order.push(blocks.to_board(at));
        let [l1, l2] = blocks.links(at);
        let (n1, n2) = (blocks.follow(at, l1), blocks.follow(at, l2));
        let next = if n1 == prev { n2 } else { n1 };
        prev = at;
        at = next;
    }
    order
}

/// Groups of blocks joined so far.
struct UnionFind {
    parent: Vec<usize>,
    count: usize,
}

impl UnionFind {
    fn new(n: usize) -> UnionFind {
        UnionFind {
            parent: (0..n).collect(),
            count: n,
        }
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    /// Joins the groups of `a` and `b`; `false` if they were one already.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        self.parent[ra] = rb;
        self.count -= 1;
        true
    }
}
