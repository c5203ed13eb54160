//! One moment, four front ends: the window, `snakescope explain`, `snakescope render` and a
//! page's link all reach a moment through the core's one way
//! ([`snakescope::session::Selection::show_moment`]), so they show the same thing. The moment
//! here: the dead-end pocket at tick 0, the longest-path stage, as its first check ran it.

use crate::common::cli::{snakescope, stderr, stdout};
use crate::common::pixels::{difference, harness_with_screen, page_with_screen};
use snakescope::app::command::Command;
use snakescope::app::page::Page;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::app::web_link::{self, on_screen::Sources};
use snakescope::explain::ReplayOrigin;
use snakescope::session::Moment;
use snakescope::stages::Stage;
use std::path::Path;

const FILE: &str = "scenarios/dead-end-pocket-6x6.ron";
const SIZE: [f32; 2] = [1024.0, 768.0];

#[test]
fn the_window_explain_render_and_a_link_show_the_same_moment() {
    // The window: the scenario opened at tick 0, the longest-path stage picked.
    let startup = Startup::from_file(Some(Path::new(FILE))).without_autoplay();
    let app = ExplainerApp::with_settings(startup, Settings::default());
    let (mut window, window_screen) = harness_with_screen(SIZE, app);
    window.run();
    window
        .state_mut()
        .perform(Command::PickStage(Stage::Longest));
    window.run();
    let state = window.state().state();
    let moment = state.selection().moment();
    assert_eq!(moment, Moment::at(0).stage(Stage::Longest));
    let replay = state.replay().expect("the stage's events are on screen");
    let check = match replay.origin() {
        ReplayOrigin::Decision { check, .. } => check,
        other => panic!("not a check of the decision: {other:?}"),
    };
    let decision = state.decision().unwrap();
    assert_eq!(decision.check_for_stage(Stage::Longest), Some(check));
    let (len, cursor) = (replay.len(), replay.cursor());
    assert_eq!(cursor, len, "all of its events");
    assert!(len >= 1, "{len}");

    // `explain`: the same check, the same count of events.
    let explained = snakescope(&[
        "explain", FILE, "--tick", "0", "--stage", "longest", "--frames", "last",
    ]);
    assert!(explained.status.success(), "{}", stderr(&explained));
    let text = stdout(&explained);
    let heading = format!("{len} events, as check {} ran it", check + 1);
    assert!(text.contains(&heading), "{heading}\n{text}");

    // `render`: the same words, and the board the window paints.
    let square = window.state().layout().board().expect("a board on screen");
    let side = (square.width() + 12.0).round();
    let drawn = rendered(side, len, check);
    let area = egui::Rect::from_min_size(square.min - egui::vec2(6.0, 6.0), egui::vec2(side, side));
    window.remove_cursor();
    window.run();
    let (_, _, in_window) = window_screen.pixels(&window, area);
    let (mean, far) = difference(&in_window, &drawn);
    assert!(
        mean < 1.5 && far < 0.01,
        "render: mean {mean:.3}, far {far:.4}"
    );

    // The window's link: it names the moment, and reads back to the same one.
    let app = window.state();
    let link = web_link::on_screen(
        app.state(),
        app.catalog(),
        app.lesson(),
        egui::Theme::Dark,
        &mut Sources::default(),
    )
    .link;
    let fragment = link.fragment();
    assert!(
        fragment.starts_with("#scenario=dead-end-pocket-6x6&tick=0&stage=longest&"),
        "{fragment}"
    );
    let parsed = web_link::parse(&fragment).unwrap().unwrap();
    assert_eq!(parsed.moment(), Some(moment.clone()));

    // The page opened on that link: the same moment, the same pixels.
    let page = Page::fresh(&fragment, |startup, settings| {
        ExplainerApp::with_settings(startup, settings)
    });
    let (mut opened, page_screen) = page_with_screen(SIZE, page);
    opened.run();
    let shown = opened.state().app().state();
    assert_eq!(shown.selection().moment(), moment);
    assert_eq!(
        shown.replay().map(|r| (r.origin(), r.cursor(), r.len())),
        Some((replay_origin(check), len, len))
    );
    assert_eq!(opened.state().app().layout().board(), Some(square));
    opened.remove_cursor();
    opened.run();
    let (_, _, in_page) = page_screen.pixels(&opened, area);
    let (mean, far) = difference(&in_window, &in_page);
    assert!(
        mean < 0.5 && far < 0.001,
        "page: mean {mean:.3}, far {far:.4}"
    );
    // And the comparison can tell: a tick on, the board differs.
    opened.state_mut().app_mut().perform(Command::GoToTick(1));
    opened.run();
    let (_, _, moved) = page_screen.pixels(&opened, area);
    assert!(
        difference(&in_window, &moved).0 > 1.0,
        "a tick on looks the same"
    );
}

/// The moment as `snakescope render` draws it, `side` pixels square: it must say the event
/// and the check the window shows (`len` events of check `check`); its pixels.
fn rendered(side: f32, len: usize, check: usize) -> Vec<u8> {
    let dir = crate::common::app::tmp("one_moment", "render");
    let png = dir.join("moment.png");
    let rendered = snakescope(&[
        "render",
        FILE,
        "--tick",
        "0",
        "--stage",
        "longest",
        "--out",
        png.to_str().unwrap(),
        "--size",
        &format!("{side}"),
    ]);
    assert!(rendered.status.success(), "{}", stderr(&rendered));
    let said = format!("event {len} of {len} (check {} of the decision)", check + 1);
    assert!(
        stdout(&rendered).contains(&said),
        "{said}\n{}",
        stdout(&rendered)
    );
    let (w, h, drawn) = decode_png(&png);
    assert_eq!((w, h), (side as usize, side as usize));
    drawn
}

/// The origin of the events of `check` of the decision at tick 0.
fn replay_origin(check: usize) -> ReplayOrigin {
    ReplayOrigin::Decision { tick: 0, check }
}

fn decode_png(path: &Path) -> (usize, usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    (info.width as usize, info.height as usize, buf)
}
