//! The board's look as a teacher chooses it in Settings: a light board for a bright room,
//! colour-blind-safe colours, both painted at once, kept across a restart, and a light window
//! drawing a light board until a board is chosen.

use crate::common;

use common::app::{App, Memory, click};
use common::pixels::{Screen, harness_with_screen};
use egui::{Color32, Key, Pos2, Rect, vec2};
use egui_kittest::kittest::Queryable;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::board::BoardGeometry;
use snakescope::board::palette::{BoardColours, BoardPalette, BoardTheme};
use snakescope::rules::Pos;
use snakescope::session::Layer;

const WINDOW: [f32; 2] = [1280.0, 800.0];

/// Settings that show no layer over the board: its cells, the snake and the food alone.
fn bare() -> Settings {
    let mut s = Settings::default();
    for layer in Layer::ALL {
        s.overlays.set(layer, false);
    }
    s
}

fn launch(app: ExplainerApp) -> (App, Screen) {
    let (mut h, screen) = harness_with_screen(WINDOW, app);
    h.run();
    settle(&mut h);
    (h, screen)
}

/// Nothing hovered, nothing open.
fn settle(h: &mut App) {
    h.key_press(Key::Escape);
    h.run();
    h.remove_cursor();
    h.run();
}

/// The colour of the pixel at `at` in the last frame.
fn pixel(h: &App, screen: &Screen, at: Pos2) -> Color32 {
    let area = Rect::from_min_size(at.floor(), vec2(1.0, 1.0));
    let (_, _, rgba) = screen.pixels(h, area);
    Color32::from_rgb(rgba[0], rgba[1], rgba[2])
}

fn near(a: Color32, b: Color32) -> bool {
    [a.r(), a.g(), a.b()]
        .iter()
        .zip([b.r(), b.g(), b.b()])
        .all(|(x, y)| x.abs_diff(y) <= 3)
}

/// What the board shows: each free cell's colour (near its lower right corner) with the
/// colour a board of `pal` gives that cell, and the food's colour.
fn board(h: &App, screen: &Screen) -> (Vec<(Pos, Color32)>, Color32) {
    let game = h.state().state().game();
    let rect = h.get_by_label("Board").rect();
    let geo = BoardGeometry::fit(rect, game.grid());
    let food = game.food().expect("the classic game has food");
    let free: Vec<Pos> = game
        .grid()
        .all_cells()
        .filter(|&p| !game.snake().contains(p) && p != food)
        .collect();
    let cells = free
        .into_iter()
        .map(|p| {
            let at = geo.cell_rect(p).min + vec2(geo.cell * 0.75, geo.cell * 0.75);
            (p, pixel(h, screen, at))
        })
        .collect();
    let at = geo.center(food) + vec2(geo.cell * 0.05, geo.cell * 0.15);
    (cells, pixel(h, screen, at))
}

/// Whether every free cell of `cells` shows the ground of `pal` (the chessboard's two shades).
fn ground_of(cells: &[(Pos, Color32)], pal: &BoardPalette) -> bool {
    cells.iter().all(|&(p, c)| {
        let want = if (p.x + p.y) % 2 == 1 {
            pal.board_alt
        } else {
            pal.board
        };
        near(c, want)
    })
}

#[test]
fn the_settings_switch_the_board_to_light_and_to_safe_colours_and_keep_them() {
    let (mut h, screen) = launch(ExplainerApp::with_settings(
        Startup::default().without_autoplay(),
        bare(),
    ));
    let (cells, food) = board(&h, &screen);
    assert!(cells.len() > 40, "{} free cells", cells.len());
    assert!(ground_of(&cells, &BoardPalette::DARK), "{cells:?}");
    assert!(near(food, BoardPalette::DARK.food), "{food:?}");

    click(&mut h, "Settings");
    click(&mut h, "Light");
    settle(&mut h);
    assert_eq!(
        h.state().state().settings().board_theme,
        Some(BoardTheme::Light)
    );
    let (cells, food) = board(&h, &screen);
    assert!(ground_of(&cells, &BoardPalette::LIGHT), "{cells:?}");
    assert!(near(food, BoardPalette::LIGHT.food), "{food:?}");

    click(&mut h, "Settings");
    click(&mut h, "Colour-blind safe");
    settle(&mut h);
    assert_eq!(
        h.state().state().settings().board_colours,
        BoardColours::Safe
    );
    let (cells, food) = board(&h, &screen);
    assert!(ground_of(&cells, &BoardPalette::LIGHT_SAFE), "{cells:?}");
    assert!(near(food, BoardPalette::LIGHT_SAFE.food), "{food:?}");
    assert!(!near(food, BoardPalette::LIGHT.food));

    // Kept with the other settings: the next run opens on the same board.
    let mut storage = Memory::default();
    h.state().persist(&mut storage);
    let app = ExplainerApp::restore(Startup::default().without_autoplay(), Some(&storage));
    let (h, screen) = launch(app);
    let (cells, food) = board(&h, &screen);
    assert!(ground_of(&cells, &BoardPalette::LIGHT_SAFE), "{cells:?}");
    assert!(near(food, BoardPalette::LIGHT_SAFE.food), "{food:?}");

    // And back to the dark board.
    let mut h = h;
    click(&mut h, "Settings");
    click(&mut h, "Dark");
    settle(&mut h);
    let (cells, food) = board(&h, &screen);
    assert!(ground_of(&cells, &BoardPalette::DARK_SAFE), "{cells:?}");
    assert!(near(food, BoardPalette::DARK_SAFE.food), "{food:?}");
}

#[test]
fn a_light_window_draws_a_light_board_until_a_board_is_chosen() {
    let (mut h, screen) = launch(ExplainerApp::with_settings(
        Startup::default().without_autoplay(),
        bare(),
    ));
    h.ctx.set_theme(egui::Theme::Light);
    h.run();
    let (cells, _) = board(&h, &screen);
    assert!(ground_of(&cells, &BoardPalette::LIGHT), "{cells:?}");
    click(&mut h, "Settings");
    click(&mut h, "Dark");
    settle(&mut h);
    let (cells, _) = board(&h, &screen);
    assert!(ground_of(&cells, &BoardPalette::DARK), "{cells:?}");
}

#[test]
fn a_picture_takes_the_board_on_screen_and_the_picture_window_can_change_it() {
    use snakescope::app::files::dialogs::ScriptedDialogs;
    let settings = Settings {
        board_theme: Some(BoardTheme::Light),
        board_colours: BoardColours::Safe,
        ..bare()
    };
    let mut app = ExplainerApp::with_settings(Startup::default().without_autoplay(), settings);
    let dialogs = ScriptedDialogs::default();
    app.set_dialogs(dialogs.clone());
    let (mut h, _) = launch(app);
    let dir = common::app::tmp("app_board_look", "picture");
    // How many pixels of the picture at `path` are of each colour asked about.
    let count = |path: &std::path::Path, colours: &[Color32]| -> Vec<usize> {
        let decoder =
            png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
        let mut reader = decoder.read_info().unwrap();
        let mut out = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut out).unwrap();
        out.truncate(info.buffer_size());
        colours
            .iter()
            .map(|c| {
                out.chunks_exact(4)
                    .filter(|p| p[..3] == [c.r(), c.g(), c.b()])
                    .count()
            })
            .collect()
    };
    let light = [BoardPalette::LIGHT_SAFE.board, BoardPalette::DARK.board];
    let as_shown = dir.join("as-shown.png");
    dialogs.answer(Some(as_shown.clone()));
    click(&mut h, "Export");
    click(&mut h, "Board as PNG…");
    click(&mut h, "Save picture…");
    let [on_light, on_dark] = count(&as_shown, &light)[..] else {
        unreachable!()
    };
    assert!(on_light > 1000 && on_dark == 0, "{on_light} {on_dark}");
    assert!(count(&as_shown, &[BoardPalette::LIGHT_SAFE.food])[0] > 20);

    // The picture window's own choice: a dark board in standard colours for this one.
    let dark = dir.join("dark.png");
    dialogs.answer(Some(dark.clone()));
    click(&mut h, "Export");
    click(&mut h, "Board as PNG…");
    click(&mut h, "Dark");
    click(&mut h, "Colour-blind safe");
    click(&mut h, "Save picture…");
    let [on_light, on_dark] = count(&dark, &light)[..] else {
        unreachable!()
    };
    assert!(on_dark > 1000 && on_light == 0, "{on_light} {on_dark}");
    assert!(count(&dark, &[BoardPalette::DARK.food])[0] > 20);
    // The board on screen keeps its own look.
    assert_eq!(
        h.state().state().settings().board_look(egui::Theme::Dark),
        snakescope::board::palette::BoardLook::new(BoardTheme::Light, BoardColours::Safe)
    );
}
