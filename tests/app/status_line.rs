//! The last file operation's message never changes the window's layout: at every size, a
//! table exported to a file with a long name leaves the menu bar one height and the board
//! where it was, so that a click aimed at a button under the bar lands on it.

use crate::common;

use common::app::{App, harness_at, tmp};
use egui_kittest::kittest::Queryable;
use snakescope::app::files::dialogs::ScriptedDialogs;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};

/// Where the board and the controls under the menu bar stand.
fn places(h: &App) -> (egui::Rect, f32) {
    let board = h.state().layout().board().expect("the board on screen");
    let below_the_bar = h.get_by_label("Board").rect().top();
    (board, below_the_bar)
}

#[test]
fn an_export_s_message_leaves_the_layout_as_it_was_at_every_size() {
    let dir = tmp("app_status_line", "export");
    let path = dir.join(format!("{}.csv", "a-table-with-a-long-name-".repeat(4)));
    for size in [
        [800.0, 600.0],
        [1024.0, 768.0],
        [1280.0, 800.0],
        [1920.0, 1080.0],
        [390.0, 844.0],
    ] {
        let mut app =
            ExplainerApp::with_settings(Startup::default().without_autoplay(), Settings::default());
        let dialogs = ScriptedDialogs::default();
        app.set_dialogs(dialogs.clone());
        let mut h = harness_at(size, app);
        h.run();
        let before = places(&h);
        dialogs.answer(Some(path.clone()));
        // The export itself, by command (a narrow window keeps its menus in one button).
        h.state_mut()
            .send(snakescope::app::command::Command::Export(
                snakescope::app::command::files::ExportKind::Ticks,
            ));
        h.run();
        let status = h.state().status().unwrap_or_default().to_owned();
        assert!(
            status.contains("a-table-with-a-long-name"),
            "{size:?}: {status}"
        );
        h.run();
        assert_eq!(places(&h), before, "{size:?}: the message moved the layout");
    }
}
