//! Scenarios in the app, driven as a person would: the browser, Open and Save with the file
//! dialogs answered by the test, drag and drop, the board editor and its live problems,
//! "save this moment", the jump to a death, and nothing lost (broken files, failed saves,
//! unsaved edits through a prompt and through a restart). The browser and the helpers are here;
//! the editor, nothing lost and "save this moment" are in the modules below.

use crate::common;

use common::app::{
    App, click_contains, click_in_view as click, open_with_dialogs, status, tick_label,
};
use egui::Pos2;
use egui_kittest::kittest::Queryable;
use snakescope::app::files::View;
use snakescope::app::files::dialogs::ScriptedDialogs;
use snakescope::app::shell::Startup;
use snakescope::board::BoardGeometry;
use snakescope::rules::{Grid, Pos};
use snakescope::scenario::{self, Scenario};
use std::path::{Path, PathBuf};
use std::sync::Arc;

mod editor;
mod moment;
mod nothing_lost;

/// The app at the window's default size, still, with dialogs the test answers.
fn launch(startup: Startup) -> (App, ScriptedDialogs) {
    open_with_dialogs(startup)
}

/// The classic default scenario.
fn classic() -> (App, ScriptedDialogs) {
    launch(Startup::default())
}

/// A fresh folder for one test's files.
fn tmp(test: &str) -> PathBuf {
    common::app::tmp("app_scenarios", test)
}

/// Where cell `(x, y)` is on the editor's board.
fn cell(h: &App, x: u16, y: u16) -> Pos2 {
    let rect = h.get_by_label("Editor board").rect();
    let s = h.state().editor().expect("the editor is open").scenario();
    let grid = Grid::new(s.width, s.height).unwrap();
    BoardGeometry::fit(rect, &grid).center(Pos::new(x, y))
}

fn click_cell(h: &mut App, x: u16, y: u16) {
    let p = cell(h, x, y);
    h.hover_at(p);
    h.drag_at(p);
    h.drop_at(p);
    h.run();
}

/// Drags across the editor's board through `cells`.
fn drag_cells(h: &mut App, cells: &[(u16, u16)]) {
    let first = cell(h, cells[0].0, cells[0].1);
    h.hover_at(first);
    h.run();
    h.drag_at(first);
    h.run();
    for &(x, y) in &cells[1..] {
        let p = cell(h, x, y);
        h.hover_at(p);
        h.run();
    }
    let (x, y) = *cells.last().unwrap();
    let last = cell(h, x, y);
    h.drop_at(last);
    h.run();
}

/// Opens the editor on the scenario on screen.
fn open_editor(h: &mut App) {
    click(h, "Editor");
    assert_eq!(h.state().view(), View::Edit);
}

fn draft(h: &App) -> Scenario {
    h.state().editor().unwrap().scenario().clone()
}

/// A file the window got dropped on it.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(h: &mut App, path: &Path) {
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(path.to_owned())));
    h.run();
}

fn curated(file: &str) -> Scenario {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(file);
    scenario::load(&path).unwrap()
}

// ----- the browser -----

#[test]
fn the_browser_lists_the_whole_collection() {
    let (h, _) = classic();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let s = scenario::load(&entry.unwrap().path()).unwrap();
        assert!(
            h.query_by_label(&s.name).is_some(),
            "{} is not in the browser",
            s.name
        );
        n += 1;
    }
    assert!(n >= 15);
}

#[test]
fn clicking_a_name_in_the_browser_loads_it() {
    let (mut h, _) = classic();
    assert!(status(&h).starts_with("greedy on 8x8 · length 4 · head (3, 0)"));
    click(&mut h, "Dead-end pocket (6x6)");
    assert!(
        status(&h).starts_with("greedy on 6x6 · length 10 · head (1, 0) heading Up · food (5, 0)"),
        "{}",
        status(&h)
    );
    assert_eq!(
        h.state().state().scenario(),
        &curated("dead-end-pocket-6x6.ron")
    );
    h.get_by_label("scenarios/dead-end-pocket-6x6.ron");
    assert_eq!(
        tick_label(&h),
        format!("Tick 0 of {}", h.state().state().ticks())
    );
    // Another one replaces it.
    click(&mut h, "Odd board, 7x7, greedy");
    assert!(status(&h).starts_with("greedy on 7x7"), "{}", status(&h));
}

#[test]
fn a_game_that_dies_offers_to_jump_to_the_death() {
    let (mut h, _) = classic();
    assert!(
        h.query_by_label_contains("Jump to the death (tick ")
            .is_none()
    );
    click(&mut h, "Greedy wraps the border and shuts itself out (8x8)");
    let ticks = h.state().state().ticks();
    let fatal = ticks - 1;
    assert_eq!(h.state().death_notice(), Some(fatal));
    h.get_by_label(&format!("Jump to the death (tick {fatal})"));
    assert_eq!(tick_label(&h), format!("Tick 0 of {ticks}"));
    click_contains(&mut h, "Jump to the death (tick ");
    assert_eq!(tick_label(&h), format!("Tick {fatal} of {ticks}"));
    // The decision on screen is the one that moved into the wall.
    let game = h.state().state().game().clone();
    let dir = h.state().state().decision().unwrap().decision.dir;
    assert!(!game.judge(dir).is_safe(), "{dir} at tick {fatal} is safe");
    assert!(
        h.query_by_label_contains("Jump to the death (tick ")
            .is_none()
    );
    // A game that wins offers nothing.
    click(&mut h, "Dead-end pocket (6x6)");
    assert_eq!(h.state().death_notice(), None);
}
