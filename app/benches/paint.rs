//! The board painter's CPU time per frame: a 64x64 board (and a 128x128 one) with every
//! overlay layer on, painted into an `egui::Context` without a GPU and tessellated into
//! triangles, as eframe would before uploading them.
//!
//! The scene: a 1024-cell snake winding through the top quarter of the board, a breadth-first
//! search from its head to food in the far corner folded to its end (every free cell has a
//! distance and a parent arrow, plus the path), the shortcut stage's numbering and verdicts
//! folded on top (every cell numbered), a backtracking cycle drawn as a line, the virtual
//! snake, the user's start and target, a hovered cell, and grid lines.
//!
//! `frame` times one whole egui pass (the board painted into a central panel) plus
//! tessellation; `shapes` times the painter's shape generation alone.

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Context, RawInput, Rect, pos2, vec2};
use snakescope_app::board_view::{PainterText, paint_board};
use snakescope_core::algo::bfs::shortest_path;
use snakescope_core::algo::shortcut::{BodyOnCycle, ShortcutRule, show_numbering};
use snakescope_core::algo::{Cycle, wrapped};
use snakescope_core::rules::{FoodSource, Game, Grid, Pos, Snake, TailRule};
use snakescope_core::session::{BoardScene, Overlays};
use snakescope_core::solver::walk;
use snakescope_core::stages::StageEvent;
use snakescope_core::trace::StageFrame;
use snakescope_picture::board::{BoardGeometry, BoardPainter};
use std::hint::black_box;

struct Parts {
    game: Game,
    frame: StageFrame,
    cycle: Cycle,
    ghost: Snake,
}

/// A Hamiltonian cycle of an even square board: along the top row, then winding down through
/// columns 1.., then back up column 0.
fn comb_cycle(grid: &Grid) -> Cycle {
    let (w, h) = (grid.width(), grid.height());
    let mut order: Vec<Pos> = (0..w).map(|x| Pos::new(x, 0)).collect();
    for y in 1..h {
        let row: Vec<Pos> = (1..w).map(|x| Pos::new(x, y)).collect();
        if y % 2 == 1 {
            order.extend(row.into_iter().rev());
        } else {
            order.extend(row);
        }
    }
    order.extend((1..h).rev().map(|y| Pos::new(0, y)));
    Cycle::new(*grid, order).expect("the comb is a Hamiltonian cycle of an even board")
}

/// A snake winding through the top quarter of the board along `cycle`, tail at its start.
fn winding_snake(grid: &Grid, cycle: &Cycle) -> Snake {
    let cells: Vec<Pos> = (0..grid.cells() / 4).rev().map(|i| cycle.at(i)).collect();
    Snake::new(grid, &cells, None).expect("a stretch of a cycle is contiguous")
}

fn parts(side: u16) -> Parts {
    let grid = Grid::new(i64::from(side), i64::from(side)).unwrap();
    let cycle = comb_cycle(&grid);
    let snake = winding_snake(&grid, &cycle);
    let food = Pos::new(side - 1, side - 1);
    let game = Game::new(
        grid,
        snake.clone(),
        FoodSource::new(vec![food], 1),
        TailRule::Blocks,
        None,
    );
    let mut events: Vec<StageEvent> = Vec::new();
    let path = shortest_path(
        &grid,
        snake.occupied(),
        snake.head(),
        snake.heading(),
        food,
        &mut wrapped(&mut events, StageEvent::Bfs),
    )
    .expect("the food is reachable");
    // The body lies on the cycle, so that every cell is numbered.
    let on_cycle = BodyOnCycle::measure(&cycle, &snake, food, ShortcutRule::Certified)
        .expect("the body lies on the cycle");
    show_numbering(
        &grid,
        &cycle,
        &snake,
        &on_cycle,
        &mut wrapped(&mut events, StageEvent::Shortcut),
    );
    assert!(
        events.len() > grid.cells(),
        "every cell is numbered, as the benchmark needs"
    );
    let frame = StageFrame::fold(grid, &events);
    let ghost = walk(&snake, &path, food);
    Parts {
        game,
        frame,
        cycle,
        ghost,
    }
}

fn scene<'a>(p: &'a Parts, overlays: &'a Overlays) -> BoardScene<'a> {
    BoardScene::new(&p.game, Some(&p.cycle), overlays)
        .stage(&p.frame, Some(&p.ghost))
        .sandbox(Some(Pos::new(2, 40)), Some(Pos::new(30, 50)))
        .hovered(Some(Pos::new(20, 30)))
}

fn input() -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), vec2(1000.0, 1000.0))),
        ..RawInput::default()
    }
}

/// One frame: the board painted into a central panel, then tessellated.
fn frame(ctx: &Context, painter: &mut BoardPainter, scene: &BoardScene) -> usize {
    let out = ctx.run_ui(input(), |ui| {
        egui::CentralPanel::default().show(ui, |ui| {
            let rect = ui.available_rect_before_wrap();
            paint_board(painter, ui.painter(), rect, scene);
        });
    });
    let triangles = ctx.tessellate(out.shapes, out.pixels_per_point);
    triangles.len()
}

fn bench_paint(c: &mut Criterion) {
    let overlays = Overlays::all();
    for side in [64u16, 128] {
        let p = parts(side);
        let scene = scene(&p, &overlays);
        let ctx = Context::default();
        let mut painter = BoardPainter::default();
        // The first frames load the fonts and lay out the numbers.
        for _ in 0..3 {
            frame(&ctx, &mut painter, &scene);
        }
        c.bench_function(&format!("paint/frame/{side}x{side}/all overlays"), |b| {
            b.iter(|| black_box(frame(&ctx, &mut painter, &scene)))
        });
        let _ = ctx.run_ui(input(), |ui| {
            let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(1000.0, 1000.0));
            let geo = BoardGeometry::fit(rect, p.game.grid());
            let ui_painter = ui.painter().clone();
            c.bench_function(&format!("paint/shapes/{side}x{side}/all overlays"), |b| {
                let mut text = PainterText(&ui_painter);
                b.iter(|| black_box(painter.shapes(&mut text, &geo, &scene).len()))
            });
        });
    }
}

criterion_group! {
    name = paint;
    config = Criterion::default().sample_size(30);
    targets = bench_paint
}
criterion_main!(paint);
