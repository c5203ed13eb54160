//! The board's layers, one function each, in the order they are drawn: the cells (checker,
//! stage tints, grid lines), the cycle, the path, the parents, the ghost, the snake, the food,
//! the shortcut verdicts, the cursor, the sandbox's marks, the death, the hovered cell, the
//! wall, and last the numbers (in the painter, which caches them; `numbers` places them). The board painter draws a whole
//! scene with them; the editor's sketch draws a scenario as written with the same ones.

use super::geometry::{BoardGeometry, dir_vec};
use super::mesh::{ARROWS, GHOSTS, MeshPool, arrow, arrow_mesh, cross, line_mesh, ring_mesh};
use super::palette::BoardPalette;
use epaint::{Mesh, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2, pos2, vec2};
use snakescope_core::algo::Cycle;
use snakescope_core::algo::shortcut::NeighbourVerdict;
use snakescope_core::rules::{Compass, Dir, Fatal, Grid, Ground, Pos, Snake};
use snakescope_core::stages::{Focus, Tone};
use snakescope_core::trace::StageFrame;

/// Font sizes below this are not drawn: nobody can read them.
pub(super) const MIN_TEXT: f32 = 6.5;

/// Cells at least this big get anti-aliased shapes; smaller ones, being many, get plain
/// meshes (the difference is invisible at that size, the saving is not).
pub(super) const SMOOTH_CELL: f32 = 24.0;

/// Cells smaller than this, in points, are drawn plain: no chessboard and no cross on a wall,
/// which at a map's scale (a point or less a cell) would only blur into a haze.
pub(super) const PLAIN_CELL: f32 = 4.0;

/// The board and a chessboard of every other cell (cells of `PLAIN_CELL` or more).
pub fn checker(fills: &mut Mesh, geo: &BoardGeometry, grid: &Grid, pal: &BoardPalette) {
    fills.add_colored_rect(geo.rect(), pal.board);
    if geo.cell < PLAIN_CELL {
        return;
    }
    for p in grid.all_cells() {
        if (p.x + p.y) % 2 == 1 {
            fills.add_colored_rect(geo.cell_rect(p), pal.board_alt);
        }
    }
}

/// The stage's tints: cells left out of a cycle (striped where shapes stand beside colour),
/// a loop split off, and, with the distances, the frontier and the cells expanded.
pub(super) fn stage_tints(
    fills: &mut Mesh,
    geo: &BoardGeometry,
    grid: &Grid,
    frame: &StageFrame,
    distances: bool,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    for (i, m) in frame.marks.iter().enumerate() {
        let r = || geo.cell_rect(grid.pos(i));
        if m.search_wall {
            search_wall(fills, geo, grid.pos(i), pal);
            continue;
        }
        if m.ground != Ground::Plain {
            terrain(fills, geo, grid.pos(i), m.ground, pal);
        }
        if m.left_out {
            fills.add_colored_rect(r(), pal.left_out);
            if pal.shapes {
                // A stripe across the cell: left out, whatever its colour reads as.
                let s = r().shrink(c * 0.15);
                let w = (c * 0.08).max(1.0);
                let colour = pal.outline.gamma_multiply(0.7);
                line_mesh(fills, s.left_bottom(), s.right_top(), w, colour);
            }
        }
        if m.in_loop {
            fills.add_colored_rect(r(), pal.in_loop);
        }
        if distances {
            if m.frontier {
                fills.add_colored_rect(r(), pal.frontier);
            } else if m.expanded {
                fills.add_colored_rect(r(), pal.expanded);
            } else if m.scanned {
                // Scanned by a jump, never queued: a small square in the middle.
                fills.add_colored_rect(r().shrink(c * 0.36), pal.trying);
            }
        }
    }
}

/// Lines between cells, one physical pixel wide (`pixel` points) and axis-aligned: crisp
/// without anti-aliasing.
pub fn grid_lines(
    fills: &mut Mesh,
    geo: &BoardGeometry,
    grid: &Grid,
    pixel: f32,
    pal: &BoardPalette,
) {
    let r = geo.rect();
    let c = geo.cell;
    for x in 1..grid.width() {
        let px = (r.left() + f32::from(x) * c).round();
        fills.add_colored_rect(
            Rect::from_min_max(
                pos2(px - pixel / 2.0, r.top()),
                pos2(px + pixel / 2.0, r.bottom()),
            ),
            pal.grid_line,
        );
    }
    for y in 1..grid.height() {
        let py = (r.top() + f32::from(y) * c).round();
        fills.add_colored_rect(
            Rect::from_min_max(
                pos2(r.left(), py - pixel / 2.0),
                pos2(r.right(), py + pixel / 2.0),
            ),
            pal.grid_line,
        );
    }
}

/// The cycle held, as one closed line through the cells' centres.
pub(super) fn cycle_line(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    cycle: &Cycle,
    pal: &BoardPalette,
) {
    let points: Vec<Pos2> = cycle.order().iter().map(|&p| geo.center(p)).collect();
    shapes.push(Shape::closed_line(
        points,
        Stroke::new((geo.cell * 0.08).clamp(1.0, 3.0), pal.cycle),
    ));
}

/// The stage's path (closed if it is a cycle), over the cycle it reshapes, if it reshapes one
/// (a thinner closed line, and one more for the loop split off it).
pub(super) fn path_line(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    frame: &StageFrame,
    pal: &BoardPalette,
) {
    if let Some(r) = &frame.reshaping {
        let thin = Stroke::new((geo.cell * 0.06).clamp(1.0, 2.0), pal.path);
        for cycle in [&r.main, &r.split] {
            if cycle.len() >= 2 {
                let points = cycle.iter().map(|&p| geo.center(p)).collect();
                shapes.push(Shape::closed_line(points, thin));
            }
        }
    }
    if frame.path.len() < 2 {
        return;
    }
    let points: Vec<Pos2> = frame.path.iter().map(|&p| geo.center(p)).collect();
    let stroke = Stroke::new((geo.cell * 0.16).clamp(1.5, 6.0), pal.path);
    if frame.closed {
        shapes.push(Shape::closed_line(points, stroke));
    } else {
        shapes.push(Shape::line(points, stroke));
    }
}

/// Each cell the search reached, an arrow back to the cell it was reached from. Many small
/// arrows go into one mesh; a few big ones get anti-aliased shapes.
pub(super) fn parents(
    shapes: &mut Vec<Shape>,
    pool: &mut MeshPool,
    geo: &BoardGeometry,
    grid: &Grid,
    frame: &StageFrame,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    if c < 6.0 {
        return;
    }
    let stroke = Stroke::new((c * 0.05).clamp(1.0, 2.0), pal.parent);
    let mut mesh = (c < SMOOTH_CELL).then(|| pool.take(ARROWS));
    for (i, m) in frame.marks.iter().enumerate() {
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
            None => arrow(shapes, from, tip, c * 0.12, stroke),
        }
    }
    if let Some(mesh) = mesh {
        shapes.push(pool.shape(ARROWS, mesh));
    }
}

/// Greedy's virtual snake (or a certificate's imagined body): an outline on each cell, a
/// ring on its head.
pub(super) fn ghost(
    shapes: &mut Vec<Shape>,
    pool: &mut MeshPool,
    geo: &BoardGeometry,
    ghost: &Snake,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    let inset = c * 0.18;
    let stroke = Stroke::new((c * 0.06).clamp(1.0, 2.5), pal.ghost);
    if c < SMOOTH_CELL {
        let mut mesh = pool.take(GHOSTS);
        for p in ghost.cells() {
            ring_mesh(&mut mesh, geo.cell_rect(p).shrink(inset), stroke);
        }
        shapes.push(pool.shape(GHOSTS, mesh));
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

/// The tail's mark on its cell (inset by `inset`).
pub fn tail(shapes: &mut Vec<Shape>, geo: &BoardGeometry, at: Pos, inset: f32, pal: &BoardPalette) {
    shapes.push(Shape::rect_filled(
        geo.cell_rect(at).shrink(inset),
        geo.cell * 0.3,
        pal.tail,
    ));
}

/// The head on its cell, with its eyes looking towards `heading` once the cell is big
/// enough to show them.
pub fn head(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    at: Pos,
    heading: Dir,
    inset: f32,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    shapes.push(Shape::rect_filled(
        geo.cell_rect(at).shrink(inset * 0.6),
        c * 0.22,
        pal.head,
    ));
    if c >= 8.0 {
        let ahead = dir_vec(heading);
        let side = vec2(-ahead.y, ahead.x);
        let centre = geo.center(at) + ahead * (c * 0.14);
        for s in [-1.0, 1.0] {
            shapes.push(Shape::circle_filled(
                centre + side * (c * 0.17 * s),
                c * 0.075,
                pal.eye,
            ));
        }
    }
}

/// The food on the board: a disc (ringed where shapes stand beside colour, so it is never
/// taken for the head or the body), with a shine on big cells.
pub fn food(shapes: &mut Vec<Shape>, geo: &BoardGeometry, at: Pos, pal: &BoardPalette) {
    let c = geo.cell;
    shapes.push(Shape::circle_filled(
        geo.center(at),
        (c * 0.32).max(1.0),
        pal.food,
    ));
    if pal.shapes {
        let ring = Stroke::new((c * 0.06).clamp(1.0, 3.0), pal.outline);
        shapes.push(Shape::circle_stroke(geo.center(at), c * 0.32, ring));
    }
    if c >= 12.0 {
        shapes.push(Shape::circle_filled(
            geo.center(at) + vec2(-0.1, -0.1) * c,
            c * 0.08,
            pal.food_shine,
        ));
    }
}

/// The shortcut stage's verdict on each neighbour of the head: allowed, the cycle's next
/// cell, or refused (a cross).
pub(super) fn verdicts(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    grid: &Grid,
    frame: &StageFrame,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    for (i, m) in frame.marks.iter().enumerate() {
        let Some(v) = m.verdict else { continue };
        let r = geo.cell_rect(grid.pos(i)).shrink(c * 0.06);
        let w = (c * 0.08).clamp(1.5, 4.0);
        let ring =
            |colour| Shape::rect_stroke(r, c * 0.12, Stroke::new(w, colour), StrokeKind::Inside);
        match v {
            NeighbourVerdict::Allowed => shapes.push(ring(pal.allowed)),
            NeighbourVerdict::CycleNext => shapes.push(ring(pal.cycle_index)),
            NeighbourVerdict::Wall => {}
            NeighbourVerdict::Body
            | NeighbourVerdict::Behind
            | NeighbourVerdict::PastFood
            | NeighbourVerdict::NoRoom => cross(shapes, r, w, pal.refused),
        }
    }
}

/// The cells the stage is trying, and the one it is at.
pub(super) fn cursor(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    frame: &StageFrame,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    let w = (c * 0.07).clamp(1.5, 4.0);
    for &p in &frame.trying {
        shapes.push(Shape::rect_stroke(
            geo.cell_rect(p).shrink(c * 0.04),
            c * 0.1,
            Stroke::new(w, pal.trying),
            StrokeKind::Inside,
        ));
    }
    if let Some(p) = frame.current {
        shapes.push(Shape::rect_stroke(
            geo.cell_rect(p),
            c * 0.1,
            Stroke::new(w * 1.4, pal.current),
            StrokeKind::Inside,
        ));
    }
}

/// The cells the latest event speaks of, each marked with what it said of it: a ring (looked
/// at), a ring struck through (refused) or a ring with a dot (accepted), in the tried,
/// refused and allowed colours, so that two events about one cell that say different things
/// look different in every look. A side of a cell is a bar across that side (dashed, solid or
/// dotted by the same rule), beyond the wall where the neighbour that way is off the board.
/// On cells too small for a ring inside them, the ring goes round the cell.
pub(super) fn focus(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    grid: &Grid,
    frame: &StageFrame,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    let w = (c * 0.08).clamp(1.5, 4.0);
    for f in &frame.focus {
        let colour = tone_colour(f.tone, pal);
        let stroke = Stroke::new(w, colour);
        match f.side {
            None => {
                let r = if c < 8.0 {
                    geo.cell_rect(f.cell).expand(1.5)
                } else {
                    geo.cell_rect(f.cell).shrink(c * 0.12)
                };
                shapes.push(Shape::rect_stroke(r, c * 0.08, stroke, StrokeKind::Outside));
                match f.tone {
                    Tone::Looked => {}
                    Tone::Refused => {
                        shapes.push(Shape::line_segment(
                            [r.left_bottom(), r.right_top()],
                            stroke,
                        ));
                    }
                    Tone::Accepted => {
                        let radius = (c * 0.1).max(1.5);
                        shapes.push(Shape::circle_filled(r.right_top(), radius, colour));
                    }
                }
            }
            Some(d) => side_mark(shapes, geo, grid, f, d, stroke),
        }
    }
}

/// The colour of what an event said of a cell.
fn tone_colour(tone: Tone, pal: &BoardPalette) -> epaint::Color32 {
    match tone {
        Tone::Looked => pal.trying,
        Tone::Refused => pal.refused,
        Tone::Accepted => pal.allowed,
    }
}

/// A bar across the side `d` of the focus's cell: on the side itself where a cell lies that
/// way, just beyond the wall where none does.
fn side_mark(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    grid: &Grid,
    f: &Focus,
    d: Compass,
    stroke: Stroke,
) {
    let c = geo.cell;
    let out = dir_vec(d);
    let along = vec2(-out.y, out.x);
    let beyond = grid.step(f.cell, d).is_none();
    // On the side between the two cells (across the corner, for a diagonal); where no cell
    // lies that way, on the wall itself (2 points wide, outside the cells), over it and a
    // little over the cell's edge.
    let edge = if d.is_diagonal() {
        c * 0.5 * std::f32::consts::SQRT_2
    } else {
        c * 0.5
    };
    let centre = geo.center(f.cell) + out * (edge + if beyond { 1.0 } else { 0.0 });
    let half = (c * 0.4).max(3.0);
    let width = if beyond {
        (c * 0.1).clamp(3.0, 6.0)
    } else {
        stroke.width * 1.3
    };
    let stroke = Stroke::new(width, stroke.color);
    let (a, b) = (centre - along * half, centre + along * half);
    match f.tone {
        Tone::Refused => shapes.push(Shape::line_segment([a, b], stroke)),
        Tone::Looked => shapes.extend(Shape::dashed_line(&[a, b], stroke, half * 0.4, half * 0.2)),
        Tone::Accepted => shapes.extend(Shape::dotted_line(
            &[a, b],
            stroke.color,
            half * 0.35,
            stroke.width * 0.7,
        )),
    }
}

/// What the latest event said of the whole attempt: a line round the board, beyond the wall,
/// solid where it was found good and dashed where it was refused.
pub(super) fn verdict(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    tone: Tone,
    pal: &BoardPalette,
) {
    let r = geo.rect().expand(4.5);
    let stroke = Stroke::new(2.0, tone_colour(tone, pal));
    let corners = [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
        r.left_top(),
    ];
    match tone {
        Tone::Refused => shapes.extend(Shape::dashed_line(&corners, stroke, 6.0, 4.0)),
        _ => shapes.push(Shape::line(corners.to_vec(), stroke)),
    }
}

/// A search board's ground at `at`: mud or water, its colour and a pattern of its own (mud
/// dotted, water waved), so it reads in every look and through the tints drawn over it.
pub fn terrain(fills: &mut Mesh, geo: &BoardGeometry, at: Pos, ground: Ground, pal: &BoardPalette) {
    let r = geo.cell_rect(at);
    let (fill, mark) = match ground {
        Ground::Plain => return,
        Ground::Mud => (pal.mud, pal.outline.gamma_multiply(0.45)),
        Ground::Water => (pal.water, pal.outline.gamma_multiply(0.45)),
    };
    fills.add_colored_rect(r, fill);
    let c = geo.cell;
    let w = (c * 0.06).max(1.0);
    match ground {
        Ground::Mud => {
            for (fx, fy) in [(0.3, 0.35), (0.65, 0.3), (0.45, 0.7)] {
                let centre = r.min + vec2(c * fx, c * fy);
                fills
                    .add_colored_rect(Rect::from_center_size(centre, vec2(w * 1.6, w * 1.6)), mark);
            }
        }
        _ => {
            for fy in [0.38, 0.68] {
                let y = r.top() + c * fy;
                let (a, m, b) = (r.left() + c * 0.2, r.left() + c * 0.5, r.right() - c * 0.2);
                line_mesh(fills, pos2(a, y), pos2(m, y - c * 0.08), w, mark);
                line_mesh(fills, pos2(m, y - c * 0.08), pos2(b, y), w, mark);
            }
        }
    }
}

/// A wall for the searches alone at `at`: the board's wall colour, crossed (on cells of
/// `PLAIN_CELL` or more), so it reads as a wall in every look (the board's stages and the
/// editor's board draw it alike).
pub fn search_wall(fills: &mut Mesh, geo: &BoardGeometry, at: Pos, pal: &BoardPalette) {
    let r = geo.cell_rect(at);
    fills.add_colored_rect(r, pal.wall);
    if geo.cell < PLAIN_CELL {
        return;
    }
    let s = r.shrink(geo.cell * 0.2);
    let w = (geo.cell * 0.06).max(1.0);
    line_mesh(fills, s.left_bottom(), s.right_top(), w, pal.board);
    line_mesh(fills, s.left_top(), s.right_bottom(), w, pal.board);
}

/// A cross where the fatal move went: the cell it entered, or beyond the wall.
pub(super) fn death(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    grid: &Grid,
    fatal: Fatal,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    let at = match grid.neighbour(fatal.from, fatal.dir) {
        Some(p) => geo.center(p),
        None => geo.center(fatal.from) + dir_vec(fatal.dir) * (c * 0.5),
    };
    let r = Rect::from_center_size(at, Vec2::splat(c * 0.7));
    cross(shapes, r, (c * 0.12).clamp(2.0, 6.0), pal.death);
}

/// The cell under the pointer, tinted.
pub fn hover(shapes: &mut Vec<Shape>, geo: &BoardGeometry, at: Pos, pal: &BoardPalette) {
    shapes.push(Shape::rect_filled(geo.cell_rect(at), 0.0, pal.hover));
}

/// The wall round the board, `width` points thick.
pub fn wall(shapes: &mut Vec<Shape>, geo: &BoardGeometry, width: f32, pal: &BoardPalette) {
    shapes.push(Shape::rect_stroke(
        geo.rect(),
        width,
        Stroke::new(width, pal.wall),
        StrokeKind::Outside,
    ));
}
