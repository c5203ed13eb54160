//! The board painter: grid, wall, snake, food, and the overlay layers of a stage frame.
//!
//! It turns a [`BoardScene`] (what is known at this moment) into shapes; it decides nothing
//! and searches nothing. Built to scale from 4x4 to 128x128: the many small fills (cell tints,
//! the body of a long snake) go into one mesh, numbers are laid out once per value and size
//! and reused across frames, and details too small to read are left out.

use super::palette;
use super::settings::{Layer, Overlays};
use crate::algo::Cycle;
use crate::algo::shortcut::NeighbourVerdict;
use crate::rules::{Dir, Game, Grid, Pos, Snake};
use crate::trace::StageFrame;
use egui::epaint::{Mesh, StrokeKind};
use egui::{Color32, FontId, Galley, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use std::collections::HashMap;
use std::sync::Arc;

/// Everything the board shows at one moment.
#[derive(Clone, Copy)]
pub struct BoardScene<'a> {
    /// The game at the tick on screen.
    pub game: &'a Game,
    /// The stage's picture after the events shown, if a stage is on screen.
    pub frame: Option<&'a StageFrame>,
    /// The cycle the solver follows, if any.
    pub cycle: Option<&'a Cycle>,
    /// Greedy's virtual snake, if the decision made one.
    pub ghost: Option<&'a Snake>,
    /// Which layers to draw.
    pub overlays: &'a Overlays,
    /// The user's start and target for a stage run on its own.
    pub sandbox: (Option<Pos>, Option<Pos>),
    /// The cell under the pointer.
    pub hovered: Option<Pos>,
}

/// Where the cells of a board lie on screen: square cells, centred in the space given.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardGeometry {
    /// The top-left corner of cell (0, 0).
    pub origin: Pos2,
    /// The side of a cell, in points.
    pub cell: f32,
    /// Columns.
    pub width: u16,
    /// Rows.
    pub height: u16,
}

impl BoardGeometry {
    /// The largest square cells that fit `grid` in `rect`, leaving room for the wall.
    pub fn fit(rect: Rect, grid: &Grid) -> BoardGeometry {
        let (w, h) = (f32::from(grid.width()), f32::from(grid.height()));
        let room = rect.shrink(6.0);
        let cell = (room.width() / w).min(room.height() / h).max(1.0);
        let size = vec2(cell * w, cell * h);
        let origin = rect.center() - size / 2.0;
        BoardGeometry {
            origin: pos2(origin.x.round(), origin.y.round()),
            cell,
            width: grid.width(),
            height: grid.height(),
        }
    }

    /// The whole board.
    pub fn rect(&self) -> Rect {
        Rect::from_min_size(
            self.origin,
            vec2(
                self.cell * f32::from(self.width),
                self.cell * f32::from(self.height),
            ),
        )
    }

    /// The square of cell `p`.
    pub fn cell_rect(&self, p: Pos) -> Rect {
        Rect::from_min_size(
            self.origin + vec2(f32::from(p.x), f32::from(p.y)) * self.cell,
            Vec2::splat(self.cell),
        )
    }

    /// The centre of cell `p`.
    pub fn center(&self, p: Pos) -> Pos2 {
        self.origin + (vec2(f32::from(p.x), f32::from(p.y)) + Vec2::splat(0.5)) * self.cell
    }

    /// The cell under a point, if the point is on the board.
    pub fn cell_at(&self, point: Pos2) -> Option<Pos> {
        let v = (point - self.origin) / self.cell;
        let (x, y) = (v.x.floor(), v.y.floor());
        (x >= 0.0 && y >= 0.0 && x < f32::from(self.width) && y < f32::from(self.height))
            .then(|| Pos::new(x as u16, y as u16))
    }
}

/// A unit vector for a move, in screen space (y down).
fn dir_vec(d: Dir) -> Vec2 {
    let (dx, dy) = d.delta();
    vec2(dx as f32, dy as f32)
}

/// Paints boards. Keeps the numbers it has laid out, so that a board full of distances costs
/// a lookup per cell, not a text layout.
#[derive(Default)]
pub struct BoardPainter {
    numbers: HashMap<(u32, u32), Arc<Galley>>,
    meshes: MeshPool,
}

/// Meshes kept from one frame to the next, so that their buffers are reused instead of being
/// allocated (and faulted in page by page) again every frame.
#[derive(Default)]
struct MeshPool {
    slots: [Arc<Mesh>; 4],
}

/// The pool's slots.
const FILLS: usize = 0;
const ARROWS: usize = 1;
const GHOSTS: usize = 2;
const BODY: usize = 3;

impl MeshPool {
    /// An empty mesh, with last frame's buffers if egui has let go of them.
    fn take(&mut self, slot: usize) -> Mesh {
        let arc = std::mem::take(&mut self.slots[slot]);
        match Arc::try_unwrap(arc) {
            Ok(mut mesh) => {
                mesh.vertices.clear();
                mesh.indices.clear();
                mesh
            }
            Err(_) => Mesh::default(),
        }
    }

    /// The shape of `mesh`, kept for next frame.
    fn shape(&mut self, slot: usize, mesh: Mesh) -> Shape {
        let arc = Arc::new(mesh);
        self.slots[slot] = arc.clone();
        Shape::Mesh(arc)
    }
}

/// Font sizes below this are not drawn: nobody can read them.
const MIN_TEXT: f32 = 6.5;

impl BoardPainter {
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
        let on = |l: Layer| scene.overlays.shows(l);
        let c = geo.cell;
        let mut groups: Vec<Vec<Shape>> = Vec::with_capacity(8);
        let mut shapes: Vec<Shape> = Vec::with_capacity(1024);

        // Cells: the chessboard and the stage's tints, all in one mesh.
        let mut fills = self.meshes.take(FILLS);
        fills.reserve_triangles(grid.cells() * 4);
        fills.reserve_vertices(grid.cells() * 8);
        fills.add_colored_rect(geo.rect(), palette::BOARD);
        for p in grid.all_cells() {
            if (p.x + p.y) % 2 == 1 {
                fills.add_colored_rect(geo.cell_rect(p), palette::BOARD_ALT);
            }
        }
        if let Some(f) = scene.frame {
            for (i, m) in f.marks.iter().enumerate() {
                let r = || geo.cell_rect(grid.pos(i));
                if m.left_out {
                    fills.add_colored_rect(r(), palette::LEFT_OUT);
                }
                if m.in_loop {
                    fills.add_colored_rect(r(), palette::IN_LOOP);
                }
                if on(Layer::Distances) {
                    if m.frontier {
                        fills.add_colored_rect(r(), palette::FRONTIER);
                    } else if m.expanded {
                        fills.add_colored_rect(r(), palette::EXPANDED);
                    }
                }
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
                    palette::GRID_LINE,
                );
            }
            for y in 1..grid.height() {
                let py = (r.top() + f32::from(y) * c).round();
                fills.add_colored_rect(
                    Rect::from_min_max(pos2(r.left(), py - w / 2.0), pos2(r.right(), py + w / 2.0)),
                    palette::GRID_LINE,
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
                Stroke::new((c * 0.08).clamp(1.0, 3.0), palette::CYCLE),
            ));
        }

        if let Some(f) = scene.frame
            && on(Layer::Path)
            && f.path.len() > 1
        {
            let points: Vec<Pos2> = f.path.iter().map(|&p| geo.center(p)).collect();
            let stroke = Stroke::new((c * 0.16).clamp(1.5, 6.0), palette::PATH);
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
            let stroke = Stroke::new((c * 0.05).clamp(1.0, 2.0), palette::PARENT);
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
            let stroke = Stroke::new((c * 0.06).clamp(1.0, 2.5), palette::GHOST);
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
        snake_shapes(&mut shapes, &mut self.meshes, geo, scene.game.snake());

        if let Some(food) = scene.game.food() {
            shapes.push(Shape::circle_filled(
                geo.center(food),
                c * 0.32,
                palette::FOOD,
            ));
            if c >= 12.0 {
                shapes.push(Shape::circle_filled(
                    geo.center(food) + vec2(-0.1, -0.1) * c,
                    c * 0.08,
                    Color32::from_rgb(255, 180, 170),
                ));
            }
        }

        groups.push(std::mem::take(&mut shapes));
        self.number_shapes(&mut shapes, painter, geo, scene);

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
                        Stroke::new(w, palette::ALLOWED),
                        StrokeKind::Inside,
                    )),
                    NeighbourVerdict::CycleNext => shapes.push(Shape::rect_stroke(
                        r,
                        c * 0.12,
                        Stroke::new(w, palette::CYCLE_INDEX),
                        StrokeKind::Inside,
                    )),
                    NeighbourVerdict::Wall => {}
                    NeighbourVerdict::Body
                    | NeighbourVerdict::Behind
                    | NeighbourVerdict::PastFood
                    | NeighbourVerdict::NoRoom => cross(&mut shapes, r, w, palette::REFUSED),
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
                    Stroke::new(w, palette::TRYING),
                    StrokeKind::Inside,
                ));
            }
            if let Some(p) = f.current {
                shapes.push(Shape::rect_stroke(
                    geo.cell_rect(p),
                    c * 0.1,
                    Stroke::new(w * 1.4, palette::CURRENT),
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
                Stroke::new((c * 0.06).clamp(1.5, 3.0), palette::SANDBOX),
                StrokeKind::Inside,
            ));
            let size = c * 0.3;
            if size >= MIN_TEXT {
                let g = painter.layout_no_wrap(
                    letter.to_string(),
                    FontId::proportional(size),
                    palette::SANDBOX,
                );
                shapes.push(Shape::galley(
                    r.left_top() + vec2(c * 0.06, 0.0),
                    g,
                    palette::SANDBOX,
                ));
            }
        }

        if let Some(f) = scene.game.fatal() {
            let at = match grid.neighbour(f.from, f.dir) {
                Some(p) => geo.center(p),
                None => geo.center(f.from) + dir_vec(f.dir) * (c * 0.5),
            };
            let r = Rect::from_center_size(at, Vec2::splat(c * 0.7));
            cross(
                &mut shapes,
                r,
                (c * 0.12).clamp(2.0, 6.0),
                palette::marker(crate::explain::MarkerKind::Death),
            );
        }

        if let Some(p) = scene.hovered {
            shapes.push(Shape::rect_filled(geo.cell_rect(p), 0.0, palette::HOVER));
        }

        shapes.push(Shape::rect_stroke(
            geo.rect(),
            2.0,
            Stroke::new(2.0, palette::WALL),
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
                let colour = if on_snake {
                    palette::EYE
                } else {
                    palette::NUMBER
                };
                let g = self.number(painter, d, big);
                shapes.push(Shape::galley(r.center() - g.size() / 2.0, g, colour));
            }
            if let Some(k) = index {
                let colour = if on_snake {
                    palette::EYE
                } else {
                    palette::CYCLE_INDEX
                };
                if distance.is_some() {
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

/// A line as a quad, without anti-aliasing.
fn line_mesh(mesh: &mut Mesh, a: Pos2, b: Pos2, width: f32, colour: Color32) {
    let dir = (b - a).normalized();
    let side = vec2(-dir.y, dir.x) * (width / 2.0);
    let i = mesh.vertices.len() as u32;
    for p in [a + side, a - side, b - side, b + side] {
        mesh.colored_vertex(p, colour);
    }
    mesh.add_triangle(i, i + 1, i + 2);
    mesh.add_triangle(i, i + 2, i + 3);
}

/// An arrow from `from` to `tip` with a head of size `head`, into a mesh.
fn arrow_mesh(mesh: &mut Mesh, from: Pos2, tip: Pos2, head: f32, stroke: Stroke) {
    let dir = (tip - from).normalized();
    let side = vec2(-dir.y, dir.x);
    let base = tip - dir * head;
    line_mesh(mesh, from, base, stroke.width, stroke.color);
    let i = mesh.vertices.len() as u32;
    for p in [tip, base + side * head * 0.7, base - side * head * 0.7] {
        mesh.colored_vertex(p, stroke.color);
    }
    mesh.add_triangle(i, i + 1, i + 2);
}

/// The outline of a rectangle, into a mesh.
fn ring_mesh(mesh: &mut Mesh, r: Rect, stroke: Stroke) {
    let w = stroke.width;
    let c = stroke.color;
    mesh.add_colored_rect(
        Rect::from_min_max(r.left_top(), pos2(r.right(), r.top() + w)),
        c,
    );
    mesh.add_colored_rect(
        Rect::from_min_max(pos2(r.left(), r.bottom() - w), r.right_bottom()),
        c,
    );
    mesh.add_colored_rect(
        Rect::from_min_max(
            pos2(r.left(), r.top() + w),
            pos2(r.left() + w, r.bottom() - w),
        ),
        c,
    );
    mesh.add_colored_rect(
        Rect::from_min_max(
            pos2(r.right() - w, r.top() + w),
            pos2(r.right(), r.bottom() - w),
        ),
        c,
    );
}

/// An arrow from `from` to `tip` with a head of size `head`.
fn arrow(shapes: &mut Vec<Shape>, from: Pos2, tip: Pos2, head: f32, stroke: Stroke) {
    shapes.push(Shape::line_segment([from, tip], stroke));
    let dir = (tip - from).normalized();
    let side = vec2(-dir.y, dir.x);
    let base = tip - dir * head;
    shapes.push(Shape::convex_polygon(
        vec![tip, base + side * head * 0.7, base - side * head * 0.7],
        stroke.color,
        Stroke::NONE,
    ));
}

/// A cross over `r`.
fn cross(shapes: &mut Vec<Shape>, r: Rect, width: f32, colour: Color32) {
    let r = r.shrink(r.width() * 0.2);
    let stroke = Stroke::new(width, colour);
    shapes.push(Shape::line_segment(
        [r.left_top(), r.right_bottom()],
        stroke,
    ));
    shapes.push(Shape::line_segment(
        [r.right_top(), r.left_bottom()],
        stroke,
    ));
}

/// The snake: the body joined between cells, the tail marked, the head with its eyes looking
/// where it heads.
fn snake_shapes(shapes: &mut Vec<Shape>, pool: &mut MeshPool, geo: &BoardGeometry, snake: &Snake) {
    let c = geo.cell;
    let inset = c * 0.12;
    let cells: Vec<Pos> = snake.cells().collect();
    let mut body = pool.take(BODY);
    body.reserve_triangles(cells.len() * 2);
    body.reserve_vertices(cells.len() * 4);
    for pair in cells.windows(2) {
        let a = geo.cell_rect(pair[0]).shrink(inset);
        let b = geo.cell_rect(pair[1]).shrink(inset);
        body.add_colored_rect(a.union(b), palette::BODY);
    }
    shapes.push(pool.shape(BODY, body));
    if cells.len() > 1 {
        let tail = snake.tail();
        let r = geo.cell_rect(tail).shrink(inset);
        shapes.push(Shape::rect_filled(r, c * 0.3, palette::TAIL));
        shapes.push(Shape::circle_filled(
            geo.center(tail),
            c * 0.12,
            palette::BODY,
        ));
    }
    let head = snake.head();
    let r = geo.cell_rect(head).shrink(inset * 0.6);
    shapes.push(Shape::rect_filled(r, c * 0.22, palette::HEAD));
    if c >= 8.0 {
        let ahead = dir_vec(snake.heading());
        let side = vec2(-ahead.y, ahead.x);
        let centre = geo.center(head) + ahead * (c * 0.14);
        for s in [-1.0, 1.0] {
            shapes.push(Shape::circle_filled(
                centre + side * (c * 0.17 * s),
                c * 0.075,
                palette::EYE,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_points_agree() {
        let g = Grid::new(8, 4).unwrap();
        let geo = BoardGeometry::fit(
            Rect::from_min_size(pos2(10.0, 20.0), vec2(812.0, 412.0)),
            &g,
        );
        assert_eq!(geo.cell, 100.0);
        for p in g.all_cells() {
            assert_eq!(geo.cell_at(geo.center(p)), Some(p));
            assert!(geo.cell_rect(p).contains(geo.center(p)));
        }
        assert_eq!(geo.cell_at(geo.rect().left_top() - vec2(1.0, 1.0)), None);
        assert_eq!(
            geo.cell_at(geo.rect().right_bottom() + vec2(1.0, 1.0)),
            None
        );
    }
}
