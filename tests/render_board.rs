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

/// A GIF's size and the last of its frames as a viewer shows it: each frame drawn over the
/// one before, as straight RGBA.
fn last_frame_shown(path: &Path) -> (usize, usize, Vec<u8>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::io::BufReader::new(std::fs::File::open(path).unwrap()))
        .unwrap();
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let mut screen = vec![0u8; width * height * 4];
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        let (left, top) = (usize::from(frame.left), usize::from(frame.top));
        let w = usize::from(frame.width);
        for (i, pixel) in frame.buffer.chunks_exact(4).enumerate() {
            if pixel[3] > 0 {
                let at = ((top + i / w) * width + left + i % w) * 4;
                screen[at..at + 4].copy_from_slice(pixel);
            }
        }
    }
    (width, height, screen)
}

#[test]
fn a_gif_s_last_frame_keeps_the_colours_of_the_png_of_the_same_moment() {
    let dir = out_dir("gif-colours");
    // Greedy's first search at tick 1, to its end: the path drawn in the standard cyan.
    let moment = [
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "1",
        "--stage",
        "bfs",
        "--size",
        "480",
    ];
    let (png, gif) = (dir.join("b.png"), dir.join("b.gif"));
    // The PNG with its caption, framed as the GIF's frames are.
    for (out, extra) in [(&png, &["--caption"][..]), (&gif, &[][..])] {
        let mut args = moment.to_vec();
        args.extend(extra);
        args.extend(["--out", out.to_str().unwrap()]);
        let o = snakescope(&args);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let (width, still) = decode(&png);
    let (gif_width, gif_height, last) = last_frame_shown(&gif);
    assert_eq!(
        (gif_width, gif_height * gif_width * 4),
        (width, still.len())
    );
    let path = BoardLook::default().palette().path;
    let cyan = [path.r(), path.g(), path.b()];
    let on_path: Vec<usize> = (0..still.len() / 4)
        .filter(|i| still[i * 4..i * 4 + 3] == cyan)
        .collect();
    assert!(on_path.len() > 200, "the path shows: {}", on_path.len());
    let kept = on_path
        .iter()
        .filter(|&&i| last[i * 4..i * 4 + 3] == cyan)
        .count();
    let share = kept as f64 / on_path.len() as f64;
    eprintln!(
        "{kept} of the PNG's {} path pixels are the same cyan in the GIF's last frame ({:.1}%)",
        on_path.len(),
        share * 100.0
    );
    assert!(
        share >= 0.8,
        "{:.1}% of the path's pixels kept",
        share * 100.0
    );
}
