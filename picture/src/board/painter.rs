//! The board painter: grid, wall, snake, food, and the overlay layers of a stage frame.
//!
//! It turns a [`BoardScene`] (what is known at this moment) into shapes; it decides nothing
//! and searches nothing. Built to scale from 4x4 to 128x128: the many small fills (cell tints,
//! the body of a long snake) go into one mesh, numbers are laid out once per value and size
//! and reused across frames, and details too small to read are left out.

use super::coarse;
use super::geometry::BoardGeometry;
use super::layers::{self, MIN_TEXT};
use super::mesh::{BODY, FILLS, MeshPool};
use super::numbers::{self, Asked, CellNumber, Kind, Slot};
use super::palette::{BoardLook, BoardPalette};
use super::reported;
use super::text::TextLayout;
use epaint::{Color32, FontId, Galley, Rect, Shape};
use snakescope_core::rules::{Ground, Pos, Snake};
use snakescope_core::session::{BoardScene, Layer};
use std::collections::HashMap;
use std::sync::Arc;

/// A board's shapes and where its cells lie.
pub struct PaintedBoard {
    /// Where the cells are.
    pub geometry: BoardGeometry,
    /// The shapes, in groups to be drawn in order, group `k` clipped to [`group_clip`]`(clip,
    /// k)`.
    pub groups: Vec<Vec<Shape>>,
}

/// The clip rectangle of the board's group `k` when the board is clipped to `clip`: smaller
/// by a thousandth of a point per group. A clip rectangle of its own starts a new mesh in the
/// tessellator, so each big layer is moved into the output, not copied onto the end of an
/// ever-growing one, which at 128x128 cost more than all the drawing.
pub fn group_clip(clip: Rect, k: usize) -> Rect {
    clip.shrink(k as f32 * 1e-3)
}

/// Paints boards. Keeps the numbers it has laid out, so that a board full of distances costs
/// a lookup per cell, not a text layout.
#[derive(Default)]
pub struct BoardPainter {
    numbers: HashMap<(u32, u32), Arc<Galley>>,
    meshes: MeshPool,
    blocks: coarse::Blocks,
    look: BoardLook,
}

impl BoardPainter {
    /// Draws with the palette of `look` from now on.
    pub fn set_look(&mut self, look: BoardLook) {
        self.look = look;
    }

    /// The look it draws with.
    pub fn look(&self) -> BoardLook {
        self.look
    }

    /// The colours it draws with.
    pub fn palette(&self) -> &'static BoardPalette {
        self.look.palette()
    }

    /// Forgets the numbers it has laid out: the fonts' atlas they point into has started over
    /// (a picture's fonts changed theme, or filled their atlas).
    pub fn forget_text(&mut self) {
        self.numbers.clear();
    }

    /// The shapes of `scene` fitted into `rect`, and where its cells are: the groups of
    /// [`BoardPainter::shapes`], to be drawn in order, each in its own clip rectangle
    /// ([`group_clip`]). `text` lays out the numbers.
    pub fn paint(
        &mut self,
        text: &mut dyn TextLayout,
        rect: Rect,
        scene: &BoardScene,
    ) -> PaintedBoard {
        let geometry = BoardGeometry::fit(rect, scene.game.grid());
        let groups = self.shapes(text, &geometry, scene);
        PaintedBoard { geometry, groups }
    }

    /// The shapes of `scene` laid out on `geo`, in groups to be drawn in order (each heavy
    /// layer a group of its own), one layer after another (see [`super::layers`]). `text`
    /// lays out the numbers.
    pub fn shapes(
        &mut self,
        text: &mut dyn TextLayout,
        geo: &BoardGeometry,
        scene: &BoardScene,
    ) -> Vec<Vec<Shape>> {
        let grid = *scene.game.grid();
        let pal = self.look.palette();
        let on = |l: Layer| scene.overlays.shows(l);
        let frame = scene.frame;
        let mut groups: Vec<Vec<Shape>> = Vec::with_capacity(8);
        let mut shapes: Vec<Shape> = Vec::with_capacity(1024);

        // Cells: the chessboard, the stage's tints and the grid lines, all in one mesh.
        let mut fills = self.meshes.take(FILLS);
        // Room for two quads a cell, or a block where cells are painted in blocks.
        let pixel = 1.0 / text.pixels_per_point();
        let places = coarse::places(geo, pixel).unwrap_or(grid.cells());
        fills.reserve_triangles(places * 4);
        fills.reserve_vertices(places * 8);
        layers::checker(&mut fills, geo, &grid, pal);
        for &wall in scene.search_walls {
            layers::search_wall(&mut fills, geo, wall, pal);
        }
        // A frame that marks the ground itself (a run on its own) draws it under its tints.
        if frame.is_none_or(|f| f.marks.iter().all(|m| m.ground == Ground::Plain)) {
            for &(at, ground) in scene.search_terrain {
                layers::terrain(&mut fills, geo, at, ground, pal);
            }
        }
        if let Some(f) = frame {
            let distances = on(Layer::Distances);
            if geo.cell < coarse::BLOCK_CELL {
                self.blocks.paint(&mut fills, geo, f, distances, pal, pixel);
            } else {
                layers::stage_tints(&mut fills, geo, &grid, f, distances, pal);
            }
            if !f.reported.is_empty() {
                reported::tints(&mut fills, f, geo, scene.overlays, pal);
            }
        }
        if on(Layer::GridLines) && geo.cell >= 5.0 {
            layers::grid_lines(&mut fills, geo, &grid, 1.0 / text.pixels_per_point(), pal);
        }
        shapes.push(self.meshes.shape(FILLS, fills));
        groups.push(std::mem::take(&mut shapes));

        if on(Layer::Cycle)
            && let Some(cycle) = scene.cycle
        {
            layers::cycle_line(&mut shapes, geo, cycle, pal);
        }
        if let Some(f) = frame.filter(|_| on(Layer::Path)) {
            layers::path_line(&mut shapes, geo, f, pal);
        }
        groups.push(std::mem::take(&mut shapes));

        if let Some(f) = frame.filter(|_| on(Layer::Parents)) {
            layers::parents(&mut shapes, &mut self.meshes, geo, &grid, f, pal);
        }
        groups.push(std::mem::take(&mut shapes));

        if on(Layer::Ghost)
            && let Some(ghost) = scene.ghost
        {
            layers::ghost(&mut shapes, &mut self.meshes, geo, ghost, pal);
        }
        groups.push(std::mem::take(&mut shapes));

        if scene.pieces {
            snake_shapes(&mut shapes, &mut self.meshes, geo, scene.game.snake(), pal);
            if let Some(food) = scene.game.food() {
                layers::food(&mut shapes, geo, food, pal);
            }
        }
        groups.push(std::mem::take(&mut shapes));

        if let Some(f) = frame
            && !(f.reported.is_empty() && f.reported_paths.is_empty())
        {
            let head = scene.game.snake().head();
            reported::overlays(&mut shapes, text, f, geo, scene.overlays, pal, head);
        }
        groups.push(std::mem::take(&mut shapes));

        if let Some(f) = frame.filter(|_| on(Layer::Shortcuts)) {
            layers::verdicts(&mut shapes, geo, &grid, f, pal);
        }
        if let Some(f) = frame.filter(|_| on(Layer::Cursor)) {
            layers::cursor(&mut shapes, geo, f, pal);
        }
        super::ends::sandbox(&mut shapes, text, geo, scene.sandbox, pal);
        if let Some(fatal) = scene.game.fatal() {
            layers::death(&mut shapes, geo, &grid, fatal, pal);
        }
        if let Some(p) = scene.hovered {
            layers::hover(&mut shapes, geo, p, pal);
        }
        layers::wall(&mut shapes, geo, 2.0, pal);
        // What the latest event speaks of goes over the wall: a side beyond it is marked on it.
        if let Some(f) = frame.filter(|_| on(Layer::Cursor)) {
            layers::focus(&mut shapes, geo, &grid, f, pal);
            if let Some(tone) = f.verdict {
                layers::verdict(&mut shapes, geo, tone, pal);
            }
        }
        groups.push(std::mem::take(&mut shapes));

        // The numbers last, over the rings round the cell being worked on: the numbers the
        // caption speaks of stay readable in the very cell it names.
        self.number_shapes(&mut shapes, text, geo, scene);
        groups.push(shapes);
        groups
    }

    /// The numbers in the cells: the search's own, the expansion order, the cycle's indices,
    /// each in its place in the cell and left out where it would not fit
    /// ([`super::numbers`] says the rule).
    fn number_shapes(
        &mut self,
        shapes: &mut Vec<Shape>,
        text: &mut dyn TextLayout,
        geo: &BoardGeometry,
        scene: &BoardScene,
    ) {
        let on = |l: Layer| scene.overlays.shows(l);
        let asked = Asked {
            search: on(Layer::SearchNumbers),
            order: on(Layer::ExpansionOrder),
        };
        let indices = on(Layer::CycleIndex);
        if !asked.search && !asked.order && !indices {
            return;
        }
        let grid = scene.game.grid();
        let held = scene.cycle.filter(|_| scene.held_cycle_numbers());
        let cells = grid.cells();
        let largest = scene
            .frame
            .filter(|_| asked.search)
            .into_iter()
            .flat_map(|f| f.marks.iter().filter_map(numbers::search_number))
            .max()
            .unwrap_or(0);
        let most = u32::try_from(cells).unwrap_or(u32::MAX).max(largest);
        let sizes = numbers::font_sizes(geo.cell, numbers::digits(most));
        if sizes.0 < MIN_TEXT {
            return;
        }
        let head = scene.game.snake().head();
        for i in 0..cells {
            let p = grid.pos(i);
            let mark = scene.frame.map(|f| &f.marks[i]);
            let index = if indices {
                mark.and_then(|m| m.number)
                    .or_else(|| held.map(|cy| cy.index_of(p) as u32))
            } else {
                None
            };
            // The head's eyes and the food keep their middle from the cycle's index.
            let index_cornered = p == head || scene.game.food() == Some(p);
            let mut list = numbers::cell_numbers(mark, asked, index, p != head);
            if index_cornered
                && let Some(n) = list.iter_mut().find(|n| n.kind == Kind::Index)
                && n.slot == Slot::Middle
            {
                n.slot = Slot::TopLeft;
            }
            let on_snake = scene.game.snake().contains(p);
            let r = geo.cell_rect(p);
            // A run's start and target have their letter in the top left corner.
            let lettered = [scene.sandbox.0, scene.sandbox.1].contains(&Some(p));
            let letter = lettered.then(|| Rect::from_min_size(r.min, r.size() * 0.45));
            let cell = CellPlace {
                r,
                letter,
                on_snake,
            };
            self.cell_number_shapes(shapes, text, cell, &list, sizes);
        }
    }

    /// The shapes of one cell's numbers `list` in `cell`, at the font sizes `sizes` (the
    /// middle's, the corners'), each drawn only where it is legible and fits, a pair both or
    /// neither.
    fn cell_number_shapes(
        &mut self,
        shapes: &mut Vec<Shape>,
        text: &mut dyn TextLayout,
        cell: CellPlace,
        list: &[CellNumber],
        (big, small): (f32, f32),
    ) {
        let pal = self.look.palette();
        let CellPlace {
            r,
            letter,
            on_snake,
        } = cell;
        let mut taken: Vec<Rect> = letter.into_iter().collect();
        let mut k = 0;
        while k < list.len() {
            let together = if list.get(k + 1).is_some_and(|n| n.paired) {
                2
            } else {
                1
            };
            let mut placed: Vec<Placed> = Vec::with_capacity(together);
            for n in &list[k..k + together] {
                let size = match (n.slot, n.kind) {
                    (Slot::Middle, Kind::Index) => (big * 0.85).floor(),
                    (Slot::Middle, _) => big,
                    _ => small,
                };
                if !numbers::legible(n.slot, size) {
                    break;
                }
                let g = self.number(text, n.value, size);
                let at = numbers::place(n.slot, r, g.mesh_bounds);
                let glyphs = g.mesh_bounds.translate(at.to_vec2());
                let beside = taken.iter().chain(placed.iter().map(|x: &Placed| &x.2));
                if !numbers::fits(n.slot, glyphs, r, beside) {
                    break;
                }
                let colour = match (on_snake, n.kind) {
                    (true, _) => pal.eye,
                    (false, Kind::Search) => pal.number,
                    (false, Kind::Order) => pal.current,
                    (false, Kind::Index) => pal.cycle_index,
                };
                placed.push((at, g, glyphs, colour));
            }
            if placed.len() == together {
                for (at, g, glyphs, colour) in placed {
                    taken.push(glyphs);
                    shapes.push(Shape::galley(at, g, colour));
                }
            }
            k += together;
        }
    }

    /// The laid-out text of `n` at font size `size`, from the cache.
    fn number(&mut self, text: &mut dyn TextLayout, n: u32, size: f32) -> Arc<Galley> {
        let key = (n, (size * 4.0) as u32);
        if self.numbers.len() > 40_000 {
            self.numbers.clear();
        }
        self.numbers
            .entry(key)
            .or_insert_with(|| {
                text.layout_no_wrap(n.to_string(), FontId::monospace(size), Color32::PLACEHOLDER)
            })
            .clone()
    }
}

/// A number placed in its cell, not yet drawn: where, its text, its glyphs' rectangle, its
/// colour.
type Placed = (epaint::Pos2, Arc<Galley>, Rect, Color32);

/// Where a cell's numbers go: its square, the corner a run's start or target letter takes,
/// and whether the snake's body lies under them.
#[derive(Clone, Copy)]
struct CellPlace {
    /// The cell's square.
    r: Rect,
    /// The letter S or T in its top left corner, if any.
    letter: Option<Rect>,
    /// Written over the snake's body, in the eyes' colour.
    on_snake: bool,
}

/// The snake: the body joined between cells, the tail marked, the head with its eyes looking
/// where it heads.
fn snake_shapes(
    shapes: &mut Vec<Shape>,
    pool: &mut MeshPool,
    geo: &BoardGeometry,
    snake: &Snake,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    let inset = c * 0.12;
    let cells: Vec<Pos> = snake.cells().collect();
    let mut body = pool.take(BODY);
    body.reserve_triangles(cells.len() * 2);
    body.reserve_vertices(cells.len() * 4);
    for pair in cells.windows(2) {
        let a = geo.cell_rect(pair[0]).shrink(inset);
        let b = geo.cell_rect(pair[1]).shrink(inset);
        body.add_colored_rect(a.union(b), pal.body);
    }
    shapes.push(pool.shape(BODY, body));
    if cells.len() > 1 {
        let tail = snake.tail();
        layers::tail(shapes, geo, tail, inset, pal);
        shapes.push(Shape::circle_filled(geo.center(tail), c * 0.12, pal.body));
    }
    layers::head(shapes, geo, snake.head(), snake.heading(), inset, pal);
}
