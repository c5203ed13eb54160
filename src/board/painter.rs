//! The board painter: grid, wall, snake, food, and the overlay layers of a stage frame.
//!
//! It turns a [`BoardScene`] (what is known at this moment) into shapes; it decides nothing
//! and searches nothing. Built to scale from 4x4 to 128x128: the many small fills (cell tints,
//! the body of a long snake) go into one mesh, numbers are laid out once per value and size
//! and reused across frames, and details too small to read are left out.

use super::geometry::{BoardGeometry, dir_vec};
use super::mesh::{
    ARROWS, BODY, FILLS, GHOSTS, MeshPool, arrow, arrow_mesh, cross, line_mesh, ring_mesh,
};
use super::palette::{BoardLook, BoardPalette};
use super::reported;
use crate::algo::shortcut::NeighbourVerdict;
use crate::rules::{Pos, Snake};
use crate::session::{BoardScene, Layer};
use egui::epaint::StrokeKind;
use egui::{Color32, FontId, Galley, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use std::collections::HashMap;
use std::sync::Arc;

/// Paints boards. Keeps the numbers it has laid out, so that a board full of distances costs
/// a lookup per cell, not a text layout.
#[derive(Default)]
pub struct BoardPainter {
    numbers: HashMap<(u32, u32), Arc<Galley>>,
    meshes: MeshPool,
    look: BoardLook,
}

/// Font sizes below this are not drawn: nobody can read them.
pub(super) const MIN_TEXT: f32 = 6.5;

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

    /// Paints `scene` into `rect` and returns where the cells are.
    pub fn paint(&mut self, painter: &Painter, rect: Rect, scene: &BoardScene) -> BoardGeometry {
        let geo = BoardGeometry::fit(rect, scene.game.grid());
        for (k, group) in self.shapes(painter, &geo, scene).into_iter().enumerate() {
            // A clip rect of its own (smaller by a thousandth of a point per group) starts a
            // new mesh in the tessellator: each big layer is then moved into the output, not
            // copied onto the end of an ever-growing one, which at 128x128 cost more than all
            // the drawing.
            let clip = painter.clip_rect().shrink(k as f32 * 1e-3);
            painter.with_clip_rect(clip).extend(group);
        }
        geo
    }

    /// The shapes of `scene` laid out on `geo`, in groups to be drawn in order (each heavy
    /// layer a group of its own). `painter` lays out the numbers.
    pub fn shapes(
        &mut self,
        painter: &Painter,
        geo: &BoardGeometry,
        scene: &BoardScene,
    ) -> Vec<Vec<Shape>> {
        let grid = *scene.game.grid();
        let pal = self.look.palette();
        let on = |l: Layer| scene.overlays.shows(l);
        let c = geo.cell;
        let mut groups: Vec<Vec<Shape>> = Vec::with_capacity(8);
        let mut shapes: Vec<Shape> = Vec::with_capacity(1024);

        // Cells: the chessboard and the stage's tints, all in one mesh.
        let mut fills = self.meshes.take(FILLS);
        fills.reserve_triangles(grid.cells() * 4);
        fills.reserve_vertices(grid.cells() * 8);
        fills.add_colored_rect(geo.rect(), pal.board);
        for p in grid.all_cells() {
            if (p.x + p.y) % 2 == 1 {
                fills.add_colored_rect(geo.cell_rect(p), pal.board_alt);
            }
        }
        if let Some(f) = scene.frame {
            for (i, m) in f.marks.iter().enumerate() {
                let r = || geo.cell_rect(grid.pos(i));
                if m.left_out {
                    fills.add_colored_rect(r(), pal.left_out);
                    if pal.shapes {
                        // A stripe across the cell: left out, whatever its colour reads as.
                        let s = r().shrink(c * 0.15);
                        let w = (c * 0.08).max(1.0);
                        let colour = pal.outline.gamma_multiply(0.7);
                        line_mesh(&mut fills, s.left_bottom(), s.right_top(), w, colour);
                    }
                }
                if m.in_loop {
                    fills.add_colored_rect(r(), pal.in_loop);
                }
                if on(Layer::Distances) {
                    if m.frontier {
                        fills.add_colored_rect(r(), pal.frontier);
                    } else if m.expanded {
                        fills.add_colored_rect(r(), pal.expanded);
                    }
                }
            }
            if !f.reported.is_empty() {
                reported::tints(&mut fills, f, geo, scene.overlays, pal);
            }
        }
        if on(Layer::GridLines) && c >= 5.0 {
            // Axis-aligned lines one physical pixel wide: crisp without anti-aliasing.
            let w = 1.0 / painter.pixels_per_point();
            let r = geo.rect();
            for x in 1..grid.width() {
                let px = (r.left() + f32::from(x) * c).round();
                fills.add_colored_rect(
                    Rect::from_min_max(pos2(px - w / 2.0, r.top()), pos2(px + w / 2.0, r.bottom())),
                    pal.grid_line,
                );
            }
            for y in 1..grid.height() {
                let py = (r.top() + f32::from(y) * c).round();
                fills.add_colored_rect(
                    Rect::from_min_max(pos2(r.left(), py - w / 2.0), pos2(r.right(), py + w / 2.0)),
                    pal.grid_line,
                );
            }
        }
        shapes.push(self.meshes.shape(FILLS, fills));

        groups.push(std::mem::take(&mut shapes));
        if on(Layer::Cycle)
            && let Some(cycle) = scene.cycle
        {
            let points: Vec<Pos2> = cycle.order().iter().map(|&p| geo.center(p)).collect();
            shapes.push(Shape::closed_line(
                points,
                Stroke::new((c * 0.08).clamp(1.0, 3.0), pal.cycle),
            ));
        }

        if let Some(f) = scene.frame
            && on(Layer::Path)
            && f.path.len() > 1
        {
            let points: Vec<Pos2> = f.path.iter().map(|&p| geo.center(p)).collect();
            let stroke = Stroke::new((c * 0.16).clamp(1.5, 6.0), pal.path);
            if f.closed {
                shapes.push(Shape::closed_line(points, stroke));
            } else {
                shapes.push(Shape::line(points, stroke));
            }
        }

        groups.push(std::mem::take(&mut shapes));
        if let Some(f) = scene.frame
            && on(Layer::Parents)
            && c >= 6.0
        {
            let stroke = Stroke::new((c * 0.05).clamp(1.0, 2.0), pal.parent);
            // Many small arrows go into one mesh; a few big ones get anti-aliased shapes.
            let mut mesh = (c < SMOOTH_CELL).then(|| self.meshes.take(ARROWS));
            for (i, m) in f.marks.iter().enumerate() {
                let Some(d) = m.entered else { continue };
                if m.distance.is_none() && !m.frontier && !m.expanded {
                    continue;
                }
                let p = grid.pos(i);
                let back = -dir_vec(d);
                let from = geo.center(p) + back * (c * 0.30);
                let tip = geo.center(p) + back * (c * 0.66);
                match &mut mesh {
                    Some(mesh) => arrow_mesh(mesh, from, tip, c * 0.12, stroke),
                    None => arrow(&mut shapes, from, tip, c * 0.12, stroke),
                }
            }
            if let Some(mesh) = mesh {
                shapes.push(self.meshes.shape(ARROWS, mesh));
            }
        }

        groups.push(std::mem::take(&mut shapes));
        if on(Layer::Ghost)
            && let Some(ghost) = scene.ghost
        {
            let inset = c * 0.18;
            let stroke = Stroke::new((c * 0.06).clamp(1.0, 2.5), pal.ghost);
            if c < SMOOTH_CELL {
                let mut mesh = self.meshes.take(GHOSTS);
                for p in ghost.cells() {
                    ring_mesh(&mut mesh, geo.cell_rect(p).shrink(inset), stroke);
                }
                shapes.push(self.meshes.shape(GHOSTS, mesh));
            } else {
                for p in ghost.cells() {
                    shapes.push(Shape::rect_stroke(
                        geo.cell_rect(p).shrink(inset),
                        c * 0.15,
                        stroke,
                        StrokeKind::Middle,
                    ));
                }
            }
            shapes.push(Shape::circle_stroke(
                geo.center(ghost.head()),
                c * 0.18,
                stroke,
            ));
        }

        groups.push(std::mem::take(&mut shapes));
        snake_shapes(&mut shapes, &mut self.meshes, geo, scene.game.snake(), pal);

        if let Some(food) = scene.game.food() {
            // With shapes beside colour the food is a ringed disc, never a rounded square as
            // the head and the body are.
            shapes.push(Shape::circle_filled(geo.center(food), c * 0.32, pal.food));
            if pal.shapes {
                let ring = Stroke::new((c * 0.06).clamp(1.0, 3.0), pal.outline);
                shapes.push(Shape::circle_stroke(geo.center(food), c * 0.32, ring));
            }
            if c >= 12.0 {
                shapes.push(Shape::circle_filled(
                    geo.center(food) + vec2(-0.1, -0.1) * c,
                    c * 0.08,
                    pal.food_shine,
                ));
            }
        }

        groups.push(std::mem::take(&mut shapes));
        self.number_shapes(&mut shapes, painter, geo, scene);
        if let Some(f) = scene.frame
            && !(f.reported.is_empty() && f.reported_paths.is_empty())
        {
            let head = scene.game.snake().head();
            reported::overlays(&mut shapes, painter, f, geo, scene.overlays, pal, head);
        }

        groups.push(std::mem::take(&mut shapes));
        if let Some(f) = scene.frame
            && on(Layer::Shortcuts)
        {
            for (i, m) in f.marks.iter().enumerate() {
                let Some(v) = m.verdict else { continue };
                let r = geo.cell_rect(grid.pos(i)).shrink(c * 0.06);
                let w = (c * 0.08).clamp(1.5, 4.0);
                match v {
                    NeighbourVerdict::Allowed => shapes.push(Shape::rect_stroke(
                        r,
                        c * 0.12,
                        Stroke::new(w, pal.allowed),
                        StrokeKind::Inside,
                    )),
                    NeighbourVerdict::CycleNext => shapes.push(Shape::rect_stroke(
                        r,
                        c * 0.12,
                        Stroke::new(w, pal.cycle_index),
                        StrokeKind::Inside,
                    )),
                    NeighbourVerdict::Wall => {}
                    NeighbourVerdict::Body
                    | NeighbourVerdict::Behind
                    | NeighbourVerdict::PastFood
                    | NeighbourVerdict::NoRoom => cross(&mut shapes, r, w, pal.refused),
                }
            }
        }

        if let Some(f) = scene.frame
            && on(Layer::Cursor)
        {
            let w = (c * 0.07).clamp(1.5, 4.0);
            for &p in &f.trying {
                shapes.push(Shape::rect_stroke(
                    geo.cell_rect(p).shrink(c * 0.04),
                    c * 0.1,
                    Stroke::new(w, pal.trying),
                    StrokeKind::Inside,
                ));
            }
            if let Some(p) = f.current {
                shapes.push(Shape::rect_stroke(
                    geo.cell_rect(p),
                    c * 0.1,
                    Stroke::new(w * 1.4, pal.current),
                    StrokeKind::Inside,
                ));
            }
        }

        let (start, target) = scene.sandbox;
        for (p, letter) in [(start, "S"), (target, "T")] {
            let Some(p) = p else { continue };
            let r = geo.cell_rect(p).shrink(c * 0.02);
            shapes.push(Shape::rect_stroke(
                r,
                0.0,
                Stroke::new((c * 0.06).clamp(1.5, 3.0), pal.sandbox),
                StrokeKind::Inside,
            ));
            let size = c * 0.3;
            if size >= MIN_TEXT {
                let g = painter.layout_no_wrap(
                    letter.to_string(),
                    FontId::proportional(size),
                    pal.sandbox,
                );
                shapes.push(Shape::galley(
                    r.left_top() + vec2(c * 0.06, 0.0),
                    g,
                    pal.sandbox,
                ));
            }
        }

        if let Some(f) = scene.game.fatal() {
            let at = match grid.neighbour(f.from, f.dir) {
                Some(p) => geo.center(p),
                None => geo.center(f.from) + dir_vec(f.dir) * (c * 0.5),
            };
            let r = Rect::from_center_size(at, Vec2::splat(c * 0.7));
            cross(&mut shapes, r, (c * 0.12).clamp(2.0, 6.0), pal.death);
        }

        if let Some(p) = scene.hovered {
            shapes.push(Shape::rect_filled(geo.cell_rect(p), 0.0, pal.hover));
        }

        shapes.push(Shape::rect_stroke(
            geo.rect(),
            2.0,
            Stroke::new(2.0, pal.wall),
            StrokeKind::Outside,
        ));
        groups.push(shapes);
        groups
    }

    /// Distances in the middle of cells; cycle indices (or stage numbers) in the middle when
    /// the cell has no distance, else small in the corner.
    fn number_shapes(
        &mut self,
        shapes: &mut Vec<Shape>,
        painter: &Painter,
        geo: &BoardGeometry,
        scene: &BoardScene,
    ) {
        let pal = self.look.palette();
        let on = |l: Layer| scene.overlays.shows(l);
        let grid = scene.game.grid();
        let c = geo.cell;
        let distances = on(Layer::Distances);
        let indices = on(Layer::CycleIndex);
        if !distances && !indices {
            return;
        }
        let snake = scene.game.snake();
        let cells = grid.cells();
        let digits = |n: usize| n.max(1).ilog10() as f32 + 1.0;
        let big = (c * 0.42).min(c * 1.5 / digits(cells)).floor();
        let small = (c * 0.26).min(c * 0.9 / digits(cells)).floor();
        for i in 0..cells {
            let p = grid.pos(i);
            let mark = scene.frame.map(|f| &f.marks[i]);
            let distance = mark.and_then(|m| m.distance).filter(|_| distances);
            let index = if indices {
                mark.and_then(|m| m.number)
                    .or_else(|| scene.cycle.map(|cy| cy.index_of(p) as u32))
            } else {
                None
            };
            let on_snake = snake.contains(p);
            let r = geo.cell_rect(p);
            if let Some(d) = distance
                && big >= MIN_TEXT
                && p != snake.head()
            {
                let colour = if on_snake { pal.eye } else { pal.number };
                let g = self.number(painter, d, big);
                shapes.push(Shape::galley(r.center() - g.size() / 2.0, g, colour));
            }
            if let Some(k) = index {
                let colour = if on_snake { pal.eye } else { pal.cycle_index };
                // The head's eyes and the food keep their middle: an index goes in the
                // corner there, as beside a distance.
                let cornered =
                    distance.is_some() || p == snake.head() || scene.game.food() == Some(p);
                if cornered {
                    if small >= MIN_TEXT {
                        let g = self.number(painter, k, small);
                        shapes.push(Shape::galley(r.left_top() + vec2(c * 0.05, 0.0), g, colour));
                    }
                } else if big >= MIN_TEXT {
                    let g = self.number(painter, k, big * 0.85);
                    shapes.push(Shape::galley(r.center() - g.size() / 2.0, g, colour));
                }
            }
        }
    }

    /// The laid-out text of `n` at font size `size`, from the cache.
    fn number(&mut self, painter: &Painter, n: u32, size: f32) -> Arc<Galley> {
        let key = (n, (size * 4.0) as u32);
        if self.numbers.len() > 40_000 {
            self.numbers.clear();
        }
        self.numbers
            .entry(key)
            .or_insert_with(|| {
                painter.layout_no_wrap(n.to_string(), FontId::monospace(size), Color32::PLACEHOLDER)
            })
            .clone()
    }
}

/// Cells at least this big get anti-aliased shapes; smaller ones, being many, get plain
/// meshes (the difference is invisible at that size, the saving is not).
const SMOOTH_CELL: f32 = 24.0;

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
        let r = geo.cell_rect(tail).shrink(inset);
        shapes.push(Shape::rect_filled(r, c * 0.3, pal.tail));
        shapes.push(Shape::circle_filled(geo.center(tail), c * 0.12, pal.body));
    }
    let head = snake.head();
    let r = geo.cell_rect(head).shrink(inset * 0.6);
    shapes.push(Shape::rect_filled(r, c * 0.22, pal.head));
    if c >= 8.0 {
        let ahead = dir_vec(snake.heading());
        let side = vec2(-ahead.y, ahead.x);
        let centre = geo.center(head) + ahead * (c * 0.14);
        for s in [-1.0, 1.0] {
            shapes.push(Shape::circle_filled(
                centre + side * (c * 0.17 * s),
                c * 0.075,
                pal.eye,
            ));
        }
    }
}
