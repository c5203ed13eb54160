//! Pictures for slides, exported from the Export menu as a teacher would, the file dialogs
//! answered by the test: the board as PNG (the very pixels the window shows) and as SVG, an
//! animated GIF of a stage's events (one frame per event) rendered while the window stays
//! responsive, a cancelled one that writes nothing, and a failed one that says why.

use crate::common;

use common::app::{App, click, open_with_dialogs, problem_text, tmp};
use common::pixels::{difference, harness_with_screen};
use egui::Key;
use egui_kittest::kittest::Queryable;
use snakescope::app::command::files::ExportKind;
use snakescope::app::files::dialogs::{Asked, ScriptedDialogs};
use snakescope::app::files::picture_job::{JobEnd, PictureJob};
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::app::state::Film;
use snakescope::picture::format::{PictureFormat, PictureOptions};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A fresh folder for one test's files.
fn folder(test: &str) -> PathBuf {
    tmp("app_pictures", test)
}

/// Opens the Export menu and clicks `item`: the picture window opens.
fn export(h: &mut App, item: &str) {
    click(h, "Export");
    click(h, item);
    h.get_by_label("Export a picture");
}

/// Frames until the animation being exported has ended (a minute at most).
fn wait_for_the_animation(h: &mut App) {
    let started = Instant::now();
    while h.state().desk().picture_job().is_some() {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "still rendering"
        );
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    h.run();
}

/// A PNG's width, height and RGBA pixels.
fn decode_png(path: &Path) -> (usize, usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut out = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut out).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    out.truncate(info.buffer_size());
    (info.width as usize, info.height as usize, out)
}

/// A GIF's size, its frames and the delay of the first, in hundredths of a second.
fn decode_gif(path: &Path) -> (u16, u16, usize, u16) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::fs::File::open(path).unwrap())
        .unwrap();
    let (w, h) = (decoder.width(), decoder.height());
    let (mut frames, mut delay) = (0, 0);
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        if frames == 0 {
            delay = frame.delay;
        }
        frames += 1;
    }
    (w, h, frames, delay)
}

fn classic() -> (App, ScriptedDialogs) {
    open_with_dialogs(Startup::default())
}

#[test]
fn the_board_exports_as_a_png_of_the_size_chosen() {
    let path = folder("png").join("board.png");
    let (mut h, dialogs) = classic();
    dialogs.answer(Some(path.clone()));
    export(&mut h, "Board as PNG…");
    click(&mut h, "480 px");
    click(&mut h, "Save picture…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    assert_eq!(
        dialogs.asked(),
        [Asked::Export(
            ExportKind::Picture(PictureFormat::Png),
            "greedy-on-the-classic-8x8-wins-tick-0.png".into()
        )]
    );
    let (w, height, _) = decode_png(&path);
    assert_eq!((w, height), (480, 480));
    let message = format!(
        "Exported the board at tick 0 (480 px PNG) to {}",
        path.display()
    );
    assert_eq!(h.state().status(), Some(message.as_str()));
    assert!(
        h.query_by_label("Export a picture").is_none(),
        "the window closes"
    );
}

#[test]
fn the_exported_png_is_the_board_the_window_paints() {
    let dir = folder("same");
    let path = dir.join("board.png");
    assert_eq!(
        path.to_str().unwrap().len(),
        dir.join("first.png").to_str().unwrap().len()
    );
    let mut app =
        ExplainerApp::with_settings(Startup::default().without_autoplay(), Settings::default());
    let dialogs = ScriptedDialogs::default();
    app.set_dialogs(dialogs.clone());
    let (mut h, screen) = harness_with_screen([1024.0, 768.0], app);
    h.run();
    // A first export puts its message in the menu bar, which may take the board some height;
    // the second, of a file with a name as long, leaves the window as it is.
    let first = dir.join("first.png");
    dialogs.answer(Some(first.clone()));
    export(&mut h, "Board as PNG…");
    click(&mut h, "Save picture…");
    assert!(first.exists());
    // The picture is the board's square with the margin the window leaves around it.
    let square = h.state().layout().board().unwrap();
    let side = (square.width() + 12.0).round();
    dialogs.answer(Some(path.clone()));
    export(&mut h, "Board as PNG…");
    // Each size is offered once: the presets, then a field for a size of one's own.
    assert_eq!(h.query_all_by_label("800 px").count(), 1);
    assert!(h.query_by_label("Picture size").is_none());
    click(&mut h, "Other size");
    h.get_by_label("Picture size").click();
    h.run();
    h.get_by_label("Picture size").type_text(&format!("{side}"));
    h.key_press(Key::Enter);
    h.run();
    click(&mut h, "Save picture…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    assert_eq!(
        h.state().layout().board(),
        Some(square),
        "the board stayed put"
    );
    let (w, height, exported) = decode_png(&path);
    assert_eq!((w, height), (side as usize, side as usize));
    // The window's own frame, once the picture window has gone and nothing hovers.
    h.remove_cursor();
    h.run();
    let area = egui::Rect::from_min_size(square.min - egui::vec2(6.0, 6.0), egui::vec2(side, side));
    let (sw, sh, shown) = screen.pixels(&h, area);
    assert_eq!((sw, sh), (w, height));
    let _ = std::fs::write(dir.join("shown.rgba"), &shown);
    let (mean, far) = difference(&shown, &exported);
    eprintln!(
        "board {side} px: mean difference {mean:.3} per channel, {:.3}% of pixels far",
        far * 100.0
    );
    assert!(mean < 1.5 && far < 0.01, "mean {mean:.3}, far {far:.4}");
    // And the comparison can tell: another tick's board is far from this one.
    h.key_press(Key::ArrowRight);
    h.run();
    let (_, _, moved) = screen.pixels(&h, area);
    let (mean, _) = difference(&moved, &exported);
    assert!(mean > 2.0, "{mean}");
}

#[test]
fn the_board_exports_as_svg_with_its_legend() {
    let path = folder("svg").join("board.svg");
    let (mut h, dialogs) = classic();
    dialogs.answer(Some(path.clone()));
    export(&mut h, "Board as SVG…");
    click(&mut h, "800 px");
    click(&mut h, "Legend under the board");
    click(&mut h, "Save picture…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="800" height=""#));
    let height: f32 = svg
        .split("height=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(height > 850.0, "the legend adds to the height: {height}");
    for word in [
        "head",
        "food",
        "Frontier and expanded cells",
        "Parent arrows",
    ] {
        assert!(
            svg.contains(&format!(">{word}</text>")),
            "{word} is not in the legend"
        );
    }
    assert!(h.state().status().is_some_and(|s| s.contains("800 px SVG")));
}

#[test]
fn a_stage_run_exports_as_a_gif_with_one_frame_per_event() {
    let path = folder("gif").join("bfs.gif");
    let (mut h, dialogs) = classic();
    let events = h.state().state().replay().unwrap().len();
    dialogs.answer(Some(path.clone()));
    export(&mut h, "Animation as GIF…");
    let label = format!("Every event of Shortest path (BFS) ({events})");
    h.get_by_label(&label);
    click(&mut h, "240 px");
    click(&mut h, "Save picture…");
    assert_eq!(
        dialogs.asked(),
        [Asked::Export(
            ExportKind::Picture(PictureFormat::Gif),
            "greedy-on-the-classic-8x8-wins-tick-0-bfs.gif".into()
        )]
    );
    wait_for_the_animation(&mut h);
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    let (w, height, frames, delay) = decode_gif(&path);
    assert_eq!(frames, events);
    assert_eq!(w, 240);
    assert!(
        height > 240,
        "the caption is burnt in above the board: {height}"
    );
    assert_eq!(delay, 25, "4 frames a second");
    let status = h.state().status().unwrap();
    assert!(
        status.starts_with(&format!(
            "Exported the {events} events of Shortest path (BFS) at tick 0 ({events} frames"
        )),
        "{status}"
    );
}

#[test]
fn a_long_animation_renders_while_the_window_answers_and_can_be_cancelled() {
    let path = folder("cancel").join("ticks.gif");
    let (mut h, dialogs) = classic();
    dialogs.answer(Some(path.clone()));
    export(&mut h, "Animation as GIF…");
    h.get_by_label("Ticks").click();
    h.run();
    h.get_by_label("Last tick").click();
    h.run();
    h.get_by_label("Last tick").type_text("300");
    h.key_press(Key::Enter);
    h.run();
    click(&mut h, "1200 px");
    click(&mut h, "Save picture…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    assert!(h.state().desk().picture_job().is_some(), "rendering");
    h.get_by_label("Exporting an animation");
    h.get_by_label_contains("Rendering ticks 0 to 300");
    // The window still answers: a step moves the game while the frames are drawn.
    h.key_press(Key::ArrowRight);
    h.step();
    assert_eq!(h.state().state().tick(), 1);
    let (done, total) = h.state().desk().picture_job().unwrap().progress();
    assert!(done < total && total == 301, "{done} of {total}");
    h.get_by_label("Cancel").click();
    wait_for_the_animation(&mut h);
    assert!(!path.exists());
    let status = h.state().status().unwrap();
    assert!(status.starts_with("Cancelled:"), "{status}");
    assert!(h.state().error().is_none());
}

/// The ticks 0 to `to` of the classic game as a film, with the window's scene options.
fn ticks_film(h: &App, to: usize) -> Film {
    let state = h.state().state();
    Film::ticks(
        state.document(),
        state.selection(),
        &state.settings().scene_options(),
        0,
        to,
    )
    .unwrap()
}

#[test]
fn an_animation_renders_in_slices_of_the_frames_where_there_is_no_thread() {
    // A web page's way: each poll renders for a few milliseconds and gives the frame back.
    let path = folder("slices").join("ticks.gif");
    let (h, _) = classic();
    let options = PictureOptions {
        format: PictureFormat::Gif,
        size: 480,
        ..PictureOptions::default()
    };
    let mut job = PictureJob::start_in_slices(ticks_film(&h, 60), options, path.clone());
    let (mut polls, mut last) = (0, 0);
    let end = loop {
        polls += 1;
        assert!(polls < 100_000, "never ended");
        if let Some(end) = job.poll() {
            break end;
        }
        let (done, total) = job.progress();
        assert!(
            done >= last && done < total,
            "{done} of {total} after {last}"
        );
        last = done;
    };
    assert!(
        matches!(&end, JobEnd::Written(m) if m.contains("(61 frames")),
        "{end:?}"
    );
    assert!(polls > 1, "61 frames of 480 px in one slice of a frame");
    let (w, _, frames, _) = decode_gif(&path);
    assert_eq!((w, frames), (480, 61));

    // Cancelled between two slices: nothing is written.
    let path = folder("slices").join("cancelled.gif");
    let mut job =
        PictureJob::start_in_slices(ticks_film(&h, 300), PictureOptions::default(), path.clone());
    assert_eq!(job.poll(), None, "300 frames take more than a slice");
    job.cancel();
    assert!(matches!(job.poll(), Some(JobEnd::Cancelled(_))));
    assert!(!path.exists());
}

#[test]
fn a_picture_that_cannot_be_written_says_why_and_leaves_nothing() {
    let dir = folder("failed");
    let not_a_folder = dir.join("a-file");
    std::fs::write(&not_a_folder, "a regular file").unwrap();
    let target = not_a_folder.join("board.png");
    let (mut h, dialogs) = classic();
    dialogs.answer(Some(target.clone()));
    export(&mut h, "Board as PNG…");
    click(&mut h, "Save picture…");
    let text = problem_text(&h);
    assert!(
        text.starts_with("Could not export the board at tick 0"),
        "{text}"
    );
    assert!(text.contains("Not a directory"), "{text}");
    assert!(!target.exists());
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
}

#[test]
fn a_picture_is_of_the_frame_on_screen_when_its_window_opened() {
    // The app as it starts: greedy's first search animating.
    let mut app = ExplainerApp::with_settings(Startup::default(), Settings::default());
    let dialogs = ScriptedDialogs::default();
    app.set_dialogs(dialogs.clone());
    let mut h = common::app::harness_at(common::app::WINDOW, app);
    h.run_steps(3);
    assert!(h.state().state().events_playing());
    h.get_by_label("Export").click();
    h.run_steps(3);
    h.get_by_label("Board as PNG…").click();
    h.run_steps(2);
    let opened = h.state().state().still();
    let at = h.state().state().event_position();
    assert!(
        !h.state().state().events_playing(),
        "the animation holds still"
    );
    h.run_steps(30);
    assert_eq!(h.state().state().event_position(), at);
    let dir = folder("held");
    let path = dir.join("board.png");
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Save picture…");
    // The file is the board as it was when the window opened, pixel for pixel as a picture of
    // that very moment would be.
    let expected = dir.join("expected.png");
    let options = snakescope::picture::format::PictureOptions {
        format: snakescope::picture::format::PictureFormat::Png,
        ..h.state().desk().picture_options().clone()
    };
    let caption = options
        .caption
        .then(|| h.state().state().caption())
        .flatten();
    let bytes = snakescope::picture::format::still_bytes(&opened, caption, &options).unwrap();
    std::fs::write(&expected, bytes).unwrap();
    assert_eq!(decode_png(&path), decode_png(&expected));
}
