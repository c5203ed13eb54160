//! `render`: the board as PNG, SVG and an animated GIF, the messages for bad arguments, and the
//! same SVG drawn alike by two renderers.

use crate::common;

use std::path::PathBuf;
use std::process::Command;

use common::cli::{snakescope, stderr, stdout};

/// A fresh folder for one test's files.
fn out_dir(test: &str) -> PathBuf {
    let dir: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli", test].iter().collect();
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The number of events the BFS stage has at `tick` of the classic greedy game, as
/// `explain` counts them.
fn bfs_events(tick: &str) -> usize {
    let o = snakescope(&[
        "explain",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        tick,
        "--stage",
        "bfs",
        "--frames",
        "last",
    ]);
    let text = stdout(&o);
    let line = text
        .lines()
        .find(|l| l.starts_with("Stage bfs"))
        .unwrap_or_else(|| panic!("{text}"));
    line.split(", ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn render_draws_the_board_as_png_svg_and_an_animated_gif() {
    let dir = out_dir("render");
    let png_path = dir.join("board.png");
    let o = snakescope(&[
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--stage",
        "bfs",
        "--out",
        png_path.to_str().unwrap(),
        "--size",
        "300",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("Shortest path (BFS) at tick 3"),
        "{}",
        stdout(&o)
    );
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&png_path).unwrap(),
    ));
    let info = decoder.read_info().unwrap();
    assert_eq!((info.info().width, info.info().height), (300, 300));

    let svg_path = dir.join("board.svg");
    let o = snakescope(&[
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--out",
        svg_path.to_str().unwrap(),
        "--legend",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="800""#));
    assert!(svg.contains(">head</text>"), "the legend is drawn");

    let gif_path = dir.join("stage.gif");
    let o = snakescope(&[
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--stage",
        "bfs",
        "--all-events",
        "--out",
        gif_path.to_str().unwrap(),
        "--size",
        "160",
        "--fps",
        "10",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::fs::File::open(&gif_path).unwrap())
        .unwrap();
    // (pixels a frame draws, pixels it leaves as the frame before showed them)
    let mut drawn = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert_eq!(frame.delay, 10, "a tenth of a second each");
        let opaque = frame.buffer.chunks_exact(4).filter(|p| p[3] > 0).count();
        drawn.push(opaque);
    }
    assert_eq!(drawn.len(), bfs_events("3"));
    // The first frame is whole; each later one draws only what changed (a cell or two and
    // the caption) over the frame before, which keeps a long animation small.
    let whole = drawn[0];
    let later: usize = drawn[1..].iter().sum();
    assert!(
        later * 10 < whole * (drawn.len() - 1),
        "later frames draw {later} pixels, {} whole frames would draw {}",
        drawn.len() - 1,
        whole * (drawn.len() - 1)
    );
}

#[test]
fn render_says_what_is_wrong_with_its_arguments_and_writes_nothing() {
    let dir = out_dir("render-bad");
    let out = |name: &str| dir.join(name).display().to_string();
    let not_a_folder = dir.join("a-file");
    std::fs::write(&not_a_folder, "x").unwrap();
    let unwritable = not_a_folder.join("board.png").display().to_string();
    let cases: [(Vec<String>, &str); 7] = [
        (
            vec!["--size".into(), "10".into(), "--out".into(), out("a.png")],
            "64 to 4096 pixels wide, not 10",
        ),
        (
            vec![
                "--stage".into(),
                "quicksort".into(),
                "--out".into(),
                out("a.png"),
            ],
            "unknown stage \"quicksort\"",
        ),
        (
            vec![
                "--stage".into(),
                "bfs".into(),
                "--event".into(),
                "9999".into(),
                "--out".into(),
                out("a.png"),
            ],
            "--event must be 1 to",
        ),
        (
            vec!["--out".into(), out("a.jpg")],
            "must end in .png, .svg or .gif",
        ),
        (
            vec![
                "--stage".into(),
                "bfs".into(),
                "--all-events".into(),
                "--out".into(),
                out("a.png"),
            ],
            "write it to a .gif file",
        ),
        (
            vec![
                "--tick".into(),
                "100000".into(),
                "--out".into(),
                out("a.png"),
            ],
            "tick 100000 is past the game's end: Won",
        ),
        (vec!["--out".into(), unwritable.clone()], "Not a directory"),
    ];
    for (args, says) in cases {
        let mut all = vec!["render", "scenarios/classic-8x8-greedy.ron"];
        all.extend(args.iter().map(String::as_str));
        let o = snakescope(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    }
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(left.len(), 1, "nothing but the file put there: {left:?}");
}

/// Whether `program` runs here. The renderers below are installed by CI
/// (`SNAKESCOPE_REQUIRE_RENDERERS=1` makes their absence a failure); a developer without them
/// is told so and the comparison is left out.
fn renderer_present(program: &str) -> bool {
    let found = Command::new(program).arg("--version").output().is_ok();
    if !found {
        assert!(
            std::env::var_os("SNAKESCOPE_REQUIRE_RENDERERS").is_none(),
            "{program} is needed (apt-get install librsvg2-bin imagemagick)"
        );
        eprintln!("{program} is not installed: the SVG comparison is left out");
    }
    found
}

#[test]
fn an_svg_draws_the_same_board_in_librsvg_and_imagemagick() {
    if !renderer_present("rsvg-convert") || !renderer_present("convert") {
        return;
    }
    let dir = out_dir("svg-renderers");
    let svg = dir.join("board.svg");
    let o = snakescope(&[
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--stage",
        "bfs",
        "--size",
        "320",
        "--out",
        svg.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let (by_rsvg, by_magick) = (dir.join("rsvg.png"), dir.join("magick.png"));
    let rsvg = Command::new("rsvg-convert")
        .args([svg.to_str().unwrap(), "-o", by_rsvg.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(rsvg.status.success(), "{}", stderr(&rsvg));
    let magick = Command::new("convert")
        .args([svg.to_str().unwrap(), by_magick.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(magick.status.success(), "{}", stderr(&magick));
    let read = |path: &PathBuf| {
        let mut decoder =
            png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
        // Either tool may write a palette or 16 bits a channel: read eight-bit colour.
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().unwrap();
        let mut out = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut out).unwrap();
        let channels = info.color_type.samples();
        assert!(channels >= 3, "{path:?} is in colour");
        let width = info.width as usize;
        move |x: f32, y: f32| -> [u8; 3] {
            let at = (y as usize * width + x as usize) * channels;
            [out[at], out[at + 1], out[at + 2]]
        }
    };
    let (a, b) = (read(&by_rsvg), read(&by_magick));
    // The board as the app lays it out in a 320-pixel picture.
    let grid = snakescope::rules::Grid::new(8, 8).unwrap();
    let area = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(320.0, 320.0));
    let geo = snakescope::board::BoardGeometry::fit(area, &grid);
    let near = |p: [u8; 3], c: [u8; 3]| p.iter().zip(c).all(|(x, y)| x.abs_diff(y) <= 12);
    let colour = |c: egui::Color32| [c.r(), c.g(), c.b()];
    use snakescope::board::palette;
    use snakescope::rules::Pos;
    // Tick 3 of the classic game: the head at (4, 2) heading down, food at (4, 4), the
    // search's cells tinted around them (a lower corner of each cell: no number, no eye).
    let cell =
        |p: Pos| geo.cell_rect(p).left_bottom() + egui::vec2(geo.cell * 0.2, -geo.cell * 0.2);
    let head = cell(Pos::new(4, 2));
    // The food's disc below the distance written over its middle (its digits are centred
    // there and reach about 0.15 of a cell down).
    let food = geo.center(Pos::new(4, 4)) + egui::vec2(0.0, geo.cell * 0.25);
    let body = cell(Pos::new(4, 1));
    for (name, sample) in [("librsvg", &a), ("ImageMagick", &b)] {
        assert!(
            near(sample(head.x, head.y), colour(palette::HEAD)),
            "{name}: the head"
        );
        assert!(
            near(sample(body.x, body.y), colour(palette::BODY)),
            "{name}: the body"
        );
        assert!(
            near(sample(food.x, food.y), colour(palette::FOOD)),
            "{name}: the food"
        );
    }
    // And the two agree cell by cell, the search's tints included (within what their
    // anti-aliasing of an edge nearby may differ by; two tints differ by more).
    let close = |p: [u8; 3], c: [u8; 3]| p.iter().zip(c).all(|(x, y)| x.abs_diff(y) <= 24);
    for y in 0..8 {
        for x in 0..8 {
            // The path's cells are framed by strokes that reach the corner sampled.
            if x == 4 && y >= 3 {
                continue;
            }
            let p = cell(Pos::new(x, y));
            assert!(
                close(a(p.x, p.y), b(p.x, p.y)),
                "cell ({x}, {y}): {:?} vs {:?}",
                a(p.x, p.y),
                b(p.x, p.y)
            );
        }
    }
}
