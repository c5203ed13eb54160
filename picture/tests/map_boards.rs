//! A whole map's board is painted in blocks a pixel wide: what the painter makes grows with
//! the room's pixels, not with the map's cells, however far its searches have gone.

use epaint::{Rect, Shape, pos2, vec2};
use snakescope_core::maps::parse_map;
use snakescope_core::rules::Pos;
use snakescope_core::session::Overlays;
use snakescope_core::trace::race::{RaceBoard, Search, race};
use snakescope_picture::board::BoardPainter;
use snakescope_picture::panel::PanelColours;
use snakescope_picture::race::lane_still;
use snakescope_picture::text::PictureText;

/// A `side` by `side` map whose every seventh cell, in reading order, is a tree (a pattern
/// without long runs, so that cells painted one by one would make a quad each).
fn speckled(side: usize) -> String {
    let mut text = format!("type octile\nheight {side}\nwidth {side}\nmap\n");
    for y in 0..side {
        let row: String = (0..side)
            .map(|x| if (y * side + x) % 7 == 3 { 'T' } else { '.' })
            .collect();
        text.push_str(&row);
        text.push('\n');
    }
    text
}

/// The vertices of the painted board's fills (its first group's mesh).
fn fill_vertices(groups: &[Vec<Shape>]) -> usize {
    match groups[0].first() {
        Some(Shape::Mesh(mesh)) => mesh.vertices.len(),
        other => panic!("the fills come first, as one mesh: {other:?}"),
    }
}

#[test]
fn a_searched_map_of_a_quarter_million_cells_is_painted_in_at_most_two_quads_a_pixel() {
    let map = parse_map(&speckled(512)).unwrap();
    let board = RaceBoard::on_map(&map, Pos::new(0, 0), Pos::new(511, 511)).unwrap();
    let race = race(&board, &[Search::BfsEight, Search::AStarEight]).unwrap();
    let overlays = Overlays::default();
    let mut painter = BoardPainter::default();
    let mut text = PictureText::new(PanelColours::of(painter.look().theme));
    for lane in race.lanes() {
        for step in [lane.steps() / 2, lane.steps() - 1] {
            let still = lane_still(&race, lane, step, &overlays);
            let scene = still.scene();
            // 256 points of cells and the wall's margin: half a point a cell.
            let room = Rect::from_min_size(pos2(0.0, 0.0), vec2(268.0, 268.0));
            let painted = painter.paint(&mut text, room, &scene);
            assert!(painted.geometry.cell < 1.0);
            let pixels = 256 * 256;
            let vertices = fill_vertices(&painted.groups);
            assert!(
                vertices <= 2 * 4 * pixels + 4,
                "{}: {vertices} vertices for {pixels} pixels",
                lane.search()
            );
            // Painted a cell at a time, its trees alone would be a quad each.
            let trees = 512 * 512 / 7;
            assert!(vertices < 4 * trees, "{vertices}");
        }
    }
}
