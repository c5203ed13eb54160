//! Boards painted straight from a scenario, which may be broken: the browser's small previews
//! and the editor's board. Nothing here needs a playable game: cells off the board are left out
//! (the problems name them), a snake with gaps is drawn in pieces, and a board of impossible
//! size is a grey square.

use crate::board_view::PainterText;
use crate::board_view::look;
use egui::epaint::{Mesh, StrokeKind};
use egui::{Align2, Color32, FontId, Painter, Rect, Shape, Stroke, Vec2, vec2};
use snakescope_core::rules::{Dir, Pos};
use snakescope_core::scenario::{Problem, Scenario};
use snakescope_picture::board::BoardGeometry;
use snakescope_picture::board::palette::BoardPalette;
use snakescope_picture::board::{ends as end_marks, layers};

/// What to paint.
#[derive(Clone, Copy)]
pub struct Sketch<'a> {
    /// The scenario, as written.
    pub scenario: &'a Scenario,
    /// The editor's detail: grid lines, the food's order in the script, gaps in the body.
    pub detail: bool,
    /// Problems to mark on their cells, numbered from 1 in this order.
    pub problems: &'a [Problem],
    /// The cell under the pointer.
    pub hovered: Option<Pos>,
}

/// The colour of problem markers: amber, unlike anything else on the board (the food is red).
pub const PROBLEM: Color32 = Color32::from_rgb(255, 196, 0);

/// Paints `sketch` into `rect`; returns where the cells are, if the board has a size the rules
/// allow.
pub fn paint_sketch(painter: &Painter, rect: Rect, sketch: &Sketch) -> Option<BoardGeometry> {
    let s = sketch.scenario;
    let pal = look::in_context(painter.ctx()).palette();
    let Ok(grid) = s.grid() else {
        painter.rect_filled(rect.shrink(2.0), 3.0, pal.board);
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            format!("{} x {}?", s.width, s.height),
            FontId::proportional((rect.height() * 0.18).clamp(8.0, 20.0)),
            pal.wall,
        );
        return None;
    };
    let geo = BoardGeometry::fit(rect, &grid);
    let c = geo.cell;
    let cell = |(x, y): (i64, i64)| -> Option<Pos> {
        let p = Pos::new(u16::try_from(x).ok()?, u16::try_from(y).ok()?);
        grid.contains(p).then_some(p)
    };

    let mut fills = Mesh::default();
    if c >= 3.0 {
        layers::checker(&mut fills, &geo, &grid, pal);
    } else {
        fills.add_colored_rect(geo.rect(), pal.board);
    }
    if sketch.detail && c >= 6.0 {
        layers::grid_lines(
            &mut fills,
            &geo,
            &grid,
            1.0 / painter.pixels_per_point(),
            pal,
        );
    }
    // The search board's terrain and walls, for the searches alone.
    if let Some(board) = &s.search {
        for &(at, ground) in &board.terrain {
            if let Some(p) = cell(at) {
                layers::terrain(&mut fills, &geo, p, ground, pal);
            }
        }
        for &wall in &board.walls {
            if let Some(p) = cell(wall) {
                layers::search_wall(&mut fills, &geo, p, pal);
            }
        }
    }
    let mut shapes = vec![Shape::mesh(fills)];
    let cells: Vec<Option<Pos>> = s.snake.iter().map(|&p| cell(p)).collect();
    sketch_snake(&mut shapes, &geo, &cells, s.heading, sketch.detail, pal);
    sketch_food(&mut shapes, painter, &geo, sketch, &cell, pal);
    if let Some(board) = s.search.as_ref().filter(|_| sketch.detail) {
        let ends = (board.from.and_then(cell), board.to.and_then(cell));
        end_marks::sandbox(&mut shapes, &mut PainterText(painter), &geo, ends, pal);
    }

    // Problems: a ring on the cell at fault (the nearest board cell if it is off the board)
    // and its number in the list.
    for (k, problem) in sketch.problems.iter().enumerate() {
        let Some((x, y)) = problem.cell else { continue };
        let clamp = |v: i64, n: u16| v.clamp(0, i64::from(n) - 1) as u16;
        let p = Pos::new(clamp(x, grid.width()), clamp(y, grid.height()));
        let r = geo.cell_rect(p);
        shapes.push(Shape::rect_stroke(
            r.shrink(c * 0.02),
            c * 0.12,
            Stroke::new((c * 0.1).clamp(1.5, 4.0), PROBLEM),
            StrokeKind::Inside,
        ));
        if sketch.detail {
            badge(&mut shapes, painter, r.right_top(), k + 1, c);
        }
    }

    if let Some(p) = sketch.hovered {
        layers::hover(&mut shapes, &geo, p, pal);
    }
    layers::wall(
        &mut shapes,
        &geo,
        if sketch.detail { 2.0 } else { 1.0 },
        pal,
    );
    painter.extend(shapes);
    Some(geo)
}

/// The snake as written (`cells`, head first; `None` for a cell off the board): joined
/// between neighbouring cells, a gap a dashed line in the editor's detail, the tail marked
/// and the head looking where it heads.
fn sketch_snake(
    shapes: &mut Vec<Shape>,
    geo: &BoardGeometry,
    cells: &[Option<Pos>],
    heading: Option<Dir>,
    detail: bool,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    let inset = if c >= 4.0 { c * 0.12 } else { 0.0 };
    let mut body = Mesh::default();
    let mut gaps = Vec::new();
    for (i, p) in cells.iter().enumerate() {
        let Some(p) = *p else { continue };
        body.add_colored_rect(geo.cell_rect(p).shrink(inset), pal.body);
        if let Some(Some(q)) = cells.get(i + 1) {
            if p.touches(*q) {
                let joined = geo
                    .cell_rect(p)
                    .shrink(inset)
                    .union(geo.cell_rect(*q).shrink(inset));
                body.add_colored_rect(joined, pal.body);
            } else if detail {
                gaps.extend(Shape::dashed_line(
                    &[geo.center(p), geo.center(*q)],
                    Stroke::new((c * 0.08).clamp(1.0, 3.0), PROBLEM),
                    (c * 0.2).max(3.0),
                    (c * 0.15).max(2.0),
                ));
            }
        }
    }
    shapes.push(Shape::mesh(body));
    shapes.extend(gaps);
    if cells.len() > 1
        && let Some(Some(tail)) = cells.last()
    {
        layers::tail(shapes, geo, *tail, inset, pal);
    }
    if let Some(Some(head)) = cells.first() {
        let heading = match cells.get(1) {
            Some(Some(neck)) => neck.dir_to(*head),
            _ => None,
        }
        .or(heading)
        .unwrap_or(Dir::Right);
        layers::head(shapes, geo, *head, heading, inset, pal);
    }
}

/// The food: the first on the board at the start, as the board draws it; the rest of the
/// script as rings, numbered in the editor.
fn sketch_food(
    shapes: &mut Vec<Shape>,
    painter: &Painter,
    geo: &BoardGeometry,
    sketch: &Sketch,
    cell: &dyn Fn((i64, i64)) -> Option<Pos>,
    pal: &BoardPalette,
) {
    let c = geo.cell;
    let food = &sketch.scenario.food;
    let numbered = sketch.detail && food.len() > 1 && c >= 14.0;
    for (i, &f) in food.iter().enumerate() {
        let Some(p) = cell(f) else { continue };
        if i == 0 {
            layers::food(shapes, geo, p, pal);
        } else {
            shapes.push(Shape::circle_stroke(
                geo.center(p),
                (c * 0.3).max(1.0),
                Stroke::new((c * 0.07).clamp(1.0, 2.5), pal.food),
            ));
        }
        if numbered {
            let colour = if i == 0 { Color32::WHITE } else { pal.food };
            centred_text(
                shapes,
                painter,
                geo.center(p),
                (i + 1).to_string(),
                c * 0.36,
                colour,
            );
        }
    }
}

/// The problem's number in a red disc at `at` (a cell's top-right corner).
fn badge(shapes: &mut Vec<Shape>, painter: &Painter, at: egui::Pos2, n: usize, c: f32) {
    let radius = (c * 0.24).clamp(7.0, 11.0);
    let centre = at + vec2(-radius * 0.6, radius * 0.6);
    shapes.push(Shape::circle_filled(centre, radius, PROBLEM));
    centred_text(
        shapes,
        painter,
        centre,
        n.to_string(),
        radius * 1.3,
        Color32::BLACK,
    );
}

/// `text` centred on `at`.
fn centred_text(
    shapes: &mut Vec<Shape>,
    painter: &Painter,
    at: egui::Pos2,
    text: String,
    size: f32,
    colour: Color32,
) {
    let galley = painter.layout_no_wrap(text, FontId::proportional(size), colour);
    shapes.push(Shape::galley(at - galley.size() / 2.0, galley, colour));
}

/// The side of a browser preview, in points.
pub const PREVIEW_SIDE: f32 = 64.0;

/// A small square preview of `scenario`, its own widget (clickable).
pub fn preview(ui: &mut egui::Ui, scenario: Option<&Scenario>) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(PREVIEW_SIDE), egui::Sense::click());
    if ui.is_rect_visible(rect) {
        let painter = ui.painter_at(rect);
        match scenario {
            Some(scenario) => {
                paint_sketch(
                    &painter,
                    rect,
                    &Sketch {
                        scenario,
                        detail: false,
                        problems: &[],
                        hovered: None,
                    },
                );
            }
            None => {
                painter.rect_filled(
                    rect.shrink(4.0),
                    3.0,
                    look::in_context(ui.ctx()).palette().board,
                );
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    "!",
                    FontId::proportional(24.0),
                    PROBLEM,
                );
            }
        }
    }
    response
}
