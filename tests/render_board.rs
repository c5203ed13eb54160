//! `snakescope render --board light|dark --colours standard|safe`: a picture for a handout on
//! a light board, in colours every reader tells apart, drawn in the palette asked for.

mod common;

use common::cli::{snakescope, stderr};
use snakescope::board::BoardGeometry;
use snakescope::board::palette::{BoardColours, BoardLook, BoardTheme};
use snakescope::rules::{Grid, Pos};
use std::path::{Path, PathBuf};

/// A fresh folder for one test's files.
fn out_dir(test: &str) -> PathBuf {
    let dir: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "render_board", test]
        .iter()
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A PNG's width and its RGBA pixels.
fn decode(path: &Path) -> (usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut out = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut out).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    (info.width as usize, out)
}

#[test]
fn each_board_and_colours_paint_the_pieces_in_their_palette() {
    let dir = out_dir("looks");
    // Tick 3 of the classic game: the head at (4, 2) heading down, food at (4, 4).
    let grid = Grid::new(8, 8).unwrap();
    let area = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(320.0, 320.0));
    let geo = BoardGeometry::fit(area, &grid);
    let corner =
        |p: Pos| geo.cell_rect(p).left_bottom() + egui::vec2(geo.cell * 0.2, -geo.cell * 0.2);
    let head = corner(Pos::new(4, 2));
    let body = corner(Pos::new(4, 1));
    let food = geo.center(Pos::new(4, 4)) + egui::vec2(0.0, geo.cell * 0.15);
    let empty = corner(Pos::new(0, 7));
    let mut pictures = Vec::new();
    for (board, theme) in [("dark", BoardTheme::Dark), ("light", BoardTheme::Light)] {
        for (colours, kind) in [
            ("standard", BoardColours::Standard),
            ("safe", BoardColours::Safe),
        ] {
            let path = dir.join(format!("{board}-{colours}.png"));
            let o = snakescope(&[
                "render",
                "scenarios/classic-8x8-greedy.ron",
                "--tick",
                "3",
                "--size",
                "320",
                "--board",
                board,
                "--colours",
                colours,
                "--out",
                path.to_str().unwrap(),
            ]);
            assert!(o.status.success(), "{}", stderr(&o));
            let (width, rgba) = decode(&path);
            let at = |p: egui::Pos2| {
                let i = (p.y as usize * width + p.x as usize) * 4;
                [rgba[i], rgba[i + 1], rgba[i + 2]]
            };
            let pal = BoardLook::new(theme, kind).palette();
            let rgb = |c: egui::Color32| [c.r(), c.g(), c.b()];
            let near = |p: [u8; 3], c: egui::Color32| {
                p.iter().zip(rgb(c)).all(|(x, y)| x.abs_diff(y) <= 6)
            };
            let name = format!("--board {board} --colours {colours}");
            assert!(near(at(head), pal.head), "{name}: the head {:?}", at(head));
            assert!(near(at(body), pal.body), "{name}: the body {:?}", at(body));
            assert!(near(at(food), pal.food), "{name}: the food {:?}", at(food));
            let ground = [pal.board, pal.board_alt];
            assert!(
                ground.iter().any(|&c| near(at(empty), c)),
                "{name}: an empty cell {:?}",
                at(empty)
            );
            pictures.push(rgba);
        }
    }
    // Four different pictures.
    for i in 0..pictures.len() {
        for j in i + 1..pictures.len() {
            assert_ne!(pictures[i], pictures[j], "pictures {i} and {j}");
        }
    }
}

#[test]
fn an_unknown_board_or_colours_is_refused_with_the_choices() {
    let dir = out_dir("bad");
    let out = dir.join("a.png");
    for (option, value) in [("--board", "sepia"), ("--colours", "pastel")] {
        let o = snakescope(&[
            "render",
            "scenarios/classic-8x8-greedy.ron",
            option,
            value,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        let says = stderr(&o);
        assert!(says.contains(option) && says.contains(value), "{says}");
        assert!(!says.contains("panicked"), "{says}");
    }
    assert!(!out.exists(), "nothing written");
}
