//! A stage's board whose cells are smaller than a point (a whole map in a small room), painted
//! a block at a time, as a picture is shrunk, instead of one square a cell.
//!
//! The board is cut into blocks a pixel wide (or a cell, where a cell is wider). Each block
//! shows the mean of its cells' ground (the board, walls, mud, water), so that a map reads in
//! its true proportions, and over it the strongest mark a stage left on any of its cells (the
//! frontier, then the cells expanded, then those a jump scanned; a loop split off, a cell left
//! out of a cycle), so that a search's few marks stay in sight. A run of like blocks along a
//! row is one rectangle: what is drawn grows with the picture's pixels, not with the board's
//! cells (a million-cell map in a room of 268 points is 72 thousand blocks at most).

use super::geometry::BoardGeometry;
use super::palette::BoardPalette;
use epaint::{Color32, Mesh, Rect, pos2};
use snakescope_core::rules::Ground;
use snakescope_core::stages::{CellMark, StageFrame};

/// Cells smaller than this, in points, are painted in blocks ([`Blocks::paint`]).
pub(super) const BLOCK_CELL: f32 = 1.0;

/// How many blocks a board at `geo` is painted in, `pixel` points a pixel; `None` where its
/// cells are painted one by one (cells of [`BLOCK_CELL`] or more).
pub(super) fn places(geo: &BoardGeometry, pixel: f32) -> Option<usize> {
    (geo.cell < BLOCK_CELL).then(|| {
        let (columns, rows, _) = layout(geo, pixel);
        columns * rows
    })
}

/// The blocks of a board at `geo`, `pixel` points a pixel: columns, rows, and a block's side
/// in points (a pixel, or a cell where a cell is wider).
fn layout(geo: &BoardGeometry, pixel: f32) -> (usize, usize, f32) {
    let size = pixel.max(geo.cell);
    let board = geo.rect();
    let columns = ((board.width() / size).ceil() as usize).max(1);
    let rows = ((board.height() / size).ceil() as usize).max(1);
    (columns, rows, size)
}

/// The marks a block may show over its ground, weakest first: the strongest among its cells
/// is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
enum Tint {
    #[default]
    None,
    LeftOut,
    InLoop,
    Scanned,
    Expanded,
    Frontier,
}

impl Tint {
    /// The strongest mark `m` shows (the search's own only with the distances layer on).
    fn of(m: &CellMark, distances: bool) -> Tint {
        if distances && m.frontier {
            Tint::Frontier
        } else if distances && m.expanded {
            Tint::Expanded
        } else if distances && m.scanned {
            Tint::Scanned
        } else if m.in_loop {
            Tint::InLoop
        } else if m.left_out {
            Tint::LeftOut
        } else {
            Tint::None
        }
    }

    fn colour(self, pal: &BoardPalette) -> Option<Color32> {
        match self {
            Tint::None => None,
            Tint::LeftOut => Some(pal.left_out),
            Tint::InLoop => Some(pal.in_loop),
            // A scanned cell's small square covers under half of it.
            Tint::Scanned => Some(pal.trying.gamma_multiply(0.4)),
            Tint::Expanded => Some(pal.expanded),
            Tint::Frontier => Some(pal.frontier),
        }
    }
}

/// What one block gathers of its cells: the sum of their ground's colours, how many, and the
/// strongest mark among them.
#[derive(Clone, Copy, Default)]
struct Block {
    sum: [u32; 4],
    cells: u32,
    tint: Tint,
}

impl Block {
    fn ground(&self) -> Color32 {
        let n = self.cells.max(1);
        let [r, g, b, a] = self.sum.map(|s| ((s + n / 2) / n) as u8);
        Color32::from_rgba_premultiplied(r, g, b, a)
    }
}

/// The colour a cell's ground has: the board's, a wall's, mud's or water's.
fn ground_colour(m: &CellMark, pal: &BoardPalette) -> Color32 {
    match (m.search_wall, m.ground) {
        (true, _) => pal.wall,
        (false, Ground::Mud) => pal.mud,
        (false, Ground::Water) => pal.water,
        (false, Ground::Plain) => pal.board,
    }
}

/// The blocks of the last board painted in blocks: their buffer is kept from frame to frame,
/// so that a map's boards, painted every frame, gather into memory already there.
#[derive(Default)]
pub(super) struct Blocks {
    blocks: Vec<Block>,
}

impl Blocks {
    /// Gathers the cells of the board at `geo`, `pixel` points a pixel, each as `look` sees
    /// it (its ground's colour, its mark), into blocks in reading order: returns the columns,
    /// the rows and a block's side in points.
    fn gather<'m>(
        &mut self,
        geo: &BoardGeometry,
        pixel: f32,
        marks: &'m [CellMark],
        look: impl Fn(&'m CellMark) -> (Color32, Tint),
    ) -> (usize, usize, f32) {
        let (columns, rows, size) = layout(geo, pixel);
        self.blocks.clear();
        self.blocks.resize(columns * rows, Block::default());
        let at =
            |k: usize, most: usize| (((k as f32 + 0.5) * geo.cell / size) as usize).min(most - 1);
        let width = usize::from(geo.width).max(1);
        for (i, m) in marks.iter().enumerate() {
            let block = &mut self.blocks[at(i / width, rows) * columns + at(i % width, columns)];
            let (ground, tint) = look(m);
            for (sum, c) in block.sum.iter_mut().zip(ground.to_array()) {
                *sum += u32::from(c);
            }
            block.cells += 1;
            block.tint = block.tint.max(tint);
        }
        (columns, rows, size)
    }

    /// Paints the cells of `frame` (its ground and its marks) in blocks into `fills`, over
    /// the board already painted in the board's colour: a board of cells under
    /// [`BLOCK_CELL`] points, `pixel` points a pixel.
    pub(super) fn paint(
        &mut self,
        fills: &mut Mesh,
        geo: &BoardGeometry,
        frame: &StageFrame,
        distances: bool,
        pal: &BoardPalette,
        pixel: f32,
    ) {
        let look = |m| (ground_colour(m, pal), Tint::of(m, distances));
        let (columns, rows, size) = self.gather(geo, pixel, &frame.marks, look);
        let board = geo.rect();
        let rect = |row: usize, from: usize, to: usize| {
            let top = board.top() + row as f32 * size;
            Rect::from_min_max(
                pos2(board.left() + from as f32 * size, top),
                pos2(
                    (board.left() + to as f32 * size).min(board.right()),
                    (top + size).min(board.bottom()),
                ),
            )
        };
        let lines = || self.blocks.chunks(columns).take(rows).enumerate();
        // The ground where it is not the board's, then the marks over it.
        for (row, line) in lines() {
            runs(
                line,
                |b| Some(b.ground()).filter(|&c| c != pal.board),
                |from, to, c| fills.add_colored_rect(rect(row, from, to), c),
            );
        }
        for (row, line) in lines() {
            runs(
                line,
                |b| b.tint.colour(pal),
                |from, to, c| fills.add_colored_rect(rect(row, from, to), c),
            );
        }
    }
}

/// Calls `paint` once for each run of blocks of `line` that `colour` gives the same colour,
/// with the run's first block, the block after its last, and the colour.
fn runs(
    line: &[Block],
    colour: impl Fn(&Block) -> Option<Color32>,
    mut paint: impl FnMut(usize, usize, Color32),
) {
    let mut from = 0;
    while from < line.len() {
        let c = colour(&line[from]);
        let to = from + line[from..].iter().take_while(|b| colour(b) == c).count();
        if let Some(c) = c {
            paint(from, to, c);
        }
        from = to;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::palette::BoardLook;
    use epaint::vec2;
    use snakescope_core::rules::{Grid, Pos};

    fn board(w: i64, h: i64, side: f32) -> (Grid, BoardGeometry) {
        let grid = Grid::for_search(w, h).unwrap();
        let room = Rect::from_min_size(pos2(0.0, 0.0), vec2(side, side));
        (grid, BoardGeometry::fit(room, &grid))
    }

    fn quads(mesh: &Mesh) -> usize {
        mesh.vertices.len() / 4
    }

    #[test]
    fn one_expanded_cell_among_a_million_is_one_block_of_its_tint() {
        let (grid, geo) = board(1024, 1024, 256.0);
        assert!(geo.cell < BLOCK_CELL);
        let pal = BoardLook::default().palette();
        let mut frame = StageFrame::new(grid);
        let lone = grid.index(Pos::new(700, 300));
        frame.marks[lone].expanded = true;
        let mut fills = Mesh::default();
        Blocks::default().paint(&mut fills, &geo, &frame, true, pal, 1.0);
        assert_eq!(quads(&fills), 1, "the plain ground is the board's own");
        assert!(fills.vertices.iter().all(|v| v.color == pal.expanded));
        let r = Rect::from_min_max(fills.vertices[0].pos, fills.vertices[3].pos);
        assert_eq!(r.size(), vec2(1.0, 1.0), "a pixel");
        assert!(r.contains(geo.center(grid.pos(lone))));
        // Without the distances layer the search's marks are not shown.
        let mut plain = Mesh::default();
        Blocks::default().paint(&mut plain, &geo, &frame, false, pal, 1.0);
        assert_eq!(quads(&plain), 0);
    }

    #[test]
    fn a_block_s_ground_is_the_mean_of_its_cells_and_like_blocks_make_one_rectangle() {
        // 4x4 cells a pixel; every fourth column of cells is wall: each block a quarter wall.
        let (grid, geo) = board(64, 64, 28.0);
        assert_eq!(geo.cell, 0.25);
        let pal = BoardLook::default().palette();
        let mut frame = StageFrame::new(grid);
        for p in grid.all_cells().filter(|p| p.x % 4 == 0) {
            frame.marks[grid.index(p)].search_wall = true;
        }
        let mut fills = Mesh::default();
        Blocks::default().paint(&mut fills, &geo, &frame, true, pal, 1.0);
        assert_eq!(quads(&fills), 16, "one rectangle a row of 16 like blocks");
        let mean = |k: usize| {
            let (w, b) = (
                pal.wall.to_array()[k] as u32,
                pal.board.to_array()[k] as u32,
            );
            ((w + 3 * b + 2) / 4) as u8
        };
        let got = fills.vertices[0].color.to_array();
        assert_eq!(&got[..3], &[mean(0), mean(1), mean(2)]);
        let r = Rect::from_min_max(fills.vertices[0].pos, fills.vertices[3].pos);
        assert_eq!(r.size(), vec2(16.0, 1.0));
    }

    #[test]
    fn the_strongest_mark_of_a_block_is_shown() {
        let (grid, geo) = board(8, 8, 14.0);
        let pal = BoardLook::default().palette();
        let mut frame = StageFrame::new(grid);
        // The first block holds cells (0..4, 0..4).
        frame.marks[grid.index(Pos::new(0, 0))].expanded = true;
        frame.marks[grid.index(Pos::new(1, 1))].frontier = true;
        frame.marks[grid.index(Pos::new(2, 2))].scanned = true;
        let mut fills = Mesh::default();
        Blocks::default().paint(&mut fills, &geo, &frame, true, pal, 1.0);
        assert_eq!(quads(&fills), 1);
        assert_eq!(fills.vertices[0].color, pal.frontier);
    }
}
