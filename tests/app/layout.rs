//! The board comes first at every window size: from 800x600 to 1920x1080 its painted square
//! keeps most of the window's height and is wider than any panel beside it, and every panel
//! stays one click away (in a tab when the window is narrow).

use crate::common;
use snakescope::app::command::Command;

use common::app::App;
use egui::Rect;
use egui_kittest::kittest::Queryable;
use snakescope::app::layout::SidePanel;
use snakescope::app::settings::Settings;
use snakescope::app::shell::Startup;
use snakescope::board::BoardGeometry;

/// The app in a window of `size`, settled.
fn open_at(size: [f32; 2], settings: Settings) -> App {
    common::app::open_at(size, Startup::default(), settings)
}

/// The board's painted square, found as a person's screen reader would: the "Board" image,
/// with the board fitted in it. The app reports the same square.
fn board(h: &App) -> Rect {
    let area = h.get_by_label("Board").rect();
    let square = BoardGeometry::fit(area, h.state().state().game().grid()).rect();
    let reported = h.state().layout().board().expect("the board is shown");
    assert!(
        (reported.min - square.min).length() < 1.0 && (reported.max - square.max).length() < 1.0,
        "{reported:?} vs {square:?}"
    );
    square
}

/// The share of the window's height the board's side takes, and of its area the board takes.
fn shares(h: &App, size: [f32; 2]) -> (f32, f32) {
    let b = board(h);
    (b.height() / size[1], b.area() / (size[0] * size[1]))
}

/// The board is wider than every column beside it.
fn board_is_wider_than_every_column(h: &App) {
    let b = board(h);
    for c in h.state().layout().columns() {
        assert!(
            b.width() > c.rect.width(),
            "board {b:?} vs {:?} at {:?}",
            c.panels,
            c.rect
        );
    }
}

/// The tab of `panel` in the column beside the board.
fn tab<'h>(h: &'h App, panel: SidePanel) -> egui_kittest::Node<'h> {
    let column = h
        .state()
        .layout()
        .columns()
        .iter()
        .find(|c| c.panels.contains(&panel))
        .expect("a column holds the panel")
        .rect;
    // The title lives as long as the window it is looked up in.
    let title: &'h str = Box::leak(panel.title().into_boxed_str());
    h.query_all_by_label(title)
        .find(|n| column.contains_rect(n.rect()))
        .expect("the tab is in its column")
}

/// The menu bar's toggle `label` (not the tab of the same name).
fn menu_toggle<'h>(h: &'h App, label: &'h str) -> egui_kittest::Node<'h> {
    let columns: Vec<Rect> = h
        .state()
        .layout()
        .columns()
        .iter()
        .map(|c| c.rect)
        .collect();
    h.query_all_by_label(label)
        .find(|n| !columns.iter().any(|c| c.contains_rect(n.rect())))
        .expect("the menu's toggle")
}

// The shares below are what the layout achieves less a margin: at 800x600 the board's side is
// 65% of the window's height (both timelines in one strip), at 1024x768 63%, at 1920x1080 66%
// (with the plots open); in presenter view, whose caption keeps two lines of 28 points
// whatever it says, 66% at 800x600, 76% at 1024x768 and 83% at 1920x1080.

#[test]
fn at_800x600_the_board_comes_first() {
    let size = [800.0, 600.0];
    let h = open_at(size, Settings::default());
    let (side, area) = shares(&h, size);
    assert!(
        side >= 0.55 && area >= 0.2,
        "side {side:.3}, area {area:.3}"
    );
    board_is_wider_than_every_column(&h);
}

#[test]
fn at_1024x768_the_board_comes_first() {
    let size = [1024.0, 768.0];
    let h = open_at(size, Settings::default());
    let (side, area) = shares(&h, size);
    assert!(side >= 0.6 && area >= 0.3, "side {side:.3}, area {area:.3}");
    board_is_wider_than_every_column(&h);
}

#[test]
fn at_1920x1080_the_board_comes_first() {
    let size = [1920.0, 1080.0];
    let h = open_at(size, Settings::default());
    let (side, area) = shares(&h, size);
    assert!(
        side >= 0.62 && area >= 0.23,
        "side {side:.3}, area {area:.3}"
    );
    board_is_wider_than_every_column(&h);
    // With room to spare, every panel has a column of its own and the plots are open.
    assert_eq!(h.state().layout().columns().len(), 3);
    h.get_by_label("Snake length over ticks");
}

/// The app in presenter view in a window of `size`, settled.
fn presenting(size: [f32; 2]) -> App {
    let settings = Settings {
        presenter: true,
        ..Settings::default()
    };
    open_at(size, settings)
}

/// The caption above the board in presenter view: its size in points as the app reports it,
/// and the height of its text on screen.
fn caption(h: &App) -> (f32, f32) {
    let text = h.state().state().caption().expect("a stage's caption");
    let node = h.get_by_label(&text);
    let points = h.state().layout().caption_points().expect("presenter view");
    (points, node.rect().height())
}

#[test]
fn presenter_view_gives_the_board_three_quarters_of_a_1024x768_projector() {
    let size = [1024.0, 768.0];
    let h = presenting(size);
    let (side, area) = shares(&h, size);
    assert!(side >= 0.75, "side {side:.3}, area {area:.3}");
    let (points, height) = caption(&h);
    assert!(
        points >= 28.0 && height >= 28.0,
        "{points} pt, {height} high"
    );
    // The caption stands above the board, and no side panel is open.
    let text = h.state().state().caption().unwrap();
    assert!(h.get_by_label(&text).rect().bottom() <= board(&h).top());
    assert!(h.state().layout().columns().is_empty());
    board_is_wider_than_every_column(&h);
}

#[test]
fn presenter_view_keeps_the_board_first_at_800x600_and_1920x1080() {
    // The board's side: 83% of the height at 800x600 (the caption beside the board, the
    // menu folded: the board is a quarter larger than outside presenter view), 84% at
    // 1920x1080 (the caption above it).
    for (size, least) in [([800.0, 600.0], 0.8), ([1920.0, 1080.0], 0.82)] {
        let h = presenting(size);
        let (side, area) = shares(&h, size);
        assert!(side >= least, "{size:?}: side {side:.3}, area {area:.3}");
        let (points, height) = caption(&h);
        assert!(points >= 28.0 && height >= 28.0, "{size:?}: {points} pt");
        let text = h.state().state().caption().unwrap();
        let words = h.get_by_label(&text).rect();
        let b = board(&h);
        if size[1] < 700.0 {
            assert!(
                words.left() >= b.right(),
                "{size:?}: {words:?} beside {b:?}"
            );
        } else {
            assert!(words.bottom() <= b.top(), "{size:?}: {words:?} above {b:?}");
        }
    }
}

#[test]
fn presenter_view_puts_the_line_at_work_beside_the_board() {
    let h = presenting([1024.0, 768.0]);
    let b = board(&h);
    let replay = h.state().state().replay().expect("a stage on screen");
    let code = replay.stage().pseudocode();
    let line = code[replay.line().expect("an event shown")].trim();
    let shown: Vec<_> = h.query_all_by_label(line).collect();
    assert!(!shown.is_empty(), "{line:?} is not shown");
    for node in shown {
        let r = node.rect();
        assert!(r.left() >= b.right(), "{r:?} beside {b:?}");
        assert!(
            r.top() >= b.top() - 1.0 && r.bottom() <= b.bottom(),
            "{r:?} vs {b:?}"
        );
    }
}

#[test]
fn in_a_narrow_window_every_panel_is_a_tab_one_click_away() {
    let mut h = open_at([1024.0, 768.0], Settings::default());
    let columns = h.state().layout().columns();
    assert_eq!(columns.len(), 1, "{columns:?}");
    assert_eq!(
        columns[0].panels,
        vec![SidePanel::Why, SidePanel::Stage, SidePanel::Browser]
    );
    // The stage shows first: its pseudo-code follows the board.
    h.get_by_label("Your own board");
    assert!(h.query_by_label("Why Down?").is_none());
    tab(&h, SidePanel::Why).click();
    h.run();
    h.get_by_label("Why Down?");
    h.get_by_label("Replay check 3: Longest path").click();
    // The replay plays: one frame, not until it settles.
    h.run_steps(1);
    assert_eq!(
        h.state().state().stage(),
        snakescope::stages::Stage::Longest
    );
    tab(&h, SidePanel::Browser).click();
    h.run_steps(2);
    h.get_by_label("Collection");
    tab(&h, SidePanel::Stage).click();
    h.run_steps(2);
    h.get_by_label("Your own board");
}

#[test]
fn the_menu_toggles_still_open_and_close_the_panels() {
    let mut h = open_at([1024.0, 768.0], Settings::default());
    // Switched off, a panel's tab goes; switched on, it comes back in front.
    menu_toggle(&h, "Why").click();
    h.run();
    assert!(!h.state().state().settings().show_why_panel);
    assert_eq!(
        h.state().layout().columns()[0].panels,
        vec![SidePanel::Stage, SidePanel::Browser]
    );
    menu_toggle(&h, "Why").click();
    h.run();
    assert_eq!(h.state().layout().columns()[0].active, SidePanel::Why);
    h.get_by_label("Why Down?");
    // With every panel off, the board has the window's width to itself.
    for label in ["Why", "Stage", "Scenarios"] {
        menu_toggle(&h, label).click();
        h.run();
    }
    assert!(h.state().layout().columns().is_empty());
    board(&h);
}

#[test]
fn the_plots_fold_away_in_a_short_window_and_open_with_a_click() {
    let size = [1024.0, 768.0];
    let mut h = open_at(size, Settings::default());
    assert!(h.query_by_label("Snake length over ticks").is_none());
    assert!(!h.state().layout().plots_shown());
    let closed = board(&h).height();
    menu_toggle(&h, "Plots").click();
    h.run();
    h.get_by_label("Snake length over ticks");
    // Open, they still leave the board most of the height, and wider than any column.
    let open = board(&h).height();
    assert!(
        open < closed && open >= 0.45 * size[1],
        "{open} vs {closed}"
    );
    board_is_wider_than_every_column(&h);
    menu_toggle(&h, "Plots").click();
    h.run();
    assert!(h.query_by_label("Snake length over ticks").is_none());
    assert!(!h.state().state().settings().show_plots);
}

#[test]
fn the_editor_keeps_its_board_first_too() {
    let mut h = open_at([1024.0, 768.0], Settings::default());
    h.get_by_label("Editor").click();
    h.run();
    let area = h.get_by_label("Editor board").rect();
    let grid = h.state().editor().unwrap().scenario().grid().unwrap();
    let board = BoardGeometry::fit(area, &grid).rect();
    let columns = h.state().layout().columns();
    assert_eq!(columns.len(), 1, "{columns:?}");
    assert_eq!(
        columns[0].panels,
        vec![SidePanel::Editor, SidePanel::Browser]
    );
    assert!(board.width() > columns[0].rect.width());
    assert!(board.height() >= 0.8 * 768.0, "{board:?}");
    tab(&h, SidePanel::Browser).click();
    h.run();
    h.get_by_label("Collection");
}

#[test]
fn the_board_holds_still_whatever_the_caption_says() {
    for size in [[800.0, 600.0], [1024.0, 768.0]] {
        let mut h = open_at(size, Settings::default());
        let first = board(&h);
        // Every event of the first decision, short captions and long ones, and none at all.
        let total = h.state().state().event_position().1;
        for n in (0..=total).step_by(5) {
            h.state_mut().perform(Command::GoToEvent(n));
            h.run();
            assert_eq!(board(&h), first, "{size:?} at event {n}");
        }
        // The end of the game: no decision, and a caption that says so.
        h.key_press(egui::Key::End);
        h.run();
        assert!(h.state().state().decision().is_none());
        assert_eq!(board(&h), first, "{size:?} at the end");
    }
}

#[test]
fn the_board_holds_still_when_a_death_notice_comes() {
    let size = [1024.0, 768.0];
    let startup = Startup::from_file(Some(std::path::Path::new(
        "scenarios/reference-rule-dies-8x8.ron",
    )));
    let mut h = common::app::open_at(size, startup, Settings::default());
    let before = board(&h);
    while h.state().death_notice().is_none() {
        h.run_steps(1);
    }
    h.run();
    h.get_by_label_contains("Jump to the death (tick ");
    assert_eq!(board(&h), before);
}

#[test]
fn the_death_notice_covers_no_cell_of_the_board() {
    for size in [
        [800.0, 600.0],
        [1024.0, 768.0],
        [700.0, 900.0],
        [390.0, 844.0],
    ] {
        let startup = Startup::from_file(Some(std::path::Path::new(
            "scenarios/reference-rule-dies-8x8.ron",
        )));
        let mut h = common::app::open_at(size, startup, Settings::default());
        while h.state().death_notice().is_none() {
            h.run_steps(1);
        }
        // A frame to lay the notice out, one to place it by its size.
        h.run_steps(2);
        let cells = board(&h);
        for label in ["Jump to the death (tick ", "Not now"] {
            let r = h.get_by_label_contains(label).rect();
            assert!(
                !r.intersects(cells),
                "{size:?}: {label:?} at {r:?} over the cells {cells:?}"
            );
            // Nor over the tabs of the panels under the board of a window standing upright.
            for tab in ["Why this move?", "Stage", "Scenarios"] {
                for t in h.query_all_by_label(tab) {
                    assert!(
                        !r.intersects(t.rect()),
                        "{size:?}: {label:?} at {r:?} over the tab {tab:?} at {:?}",
                        t.rect()
                    );
                }
            }
        }
    }
}

#[test]
fn the_board_holds_still_through_a_quiz_question_its_reveal_and_the_next() {
    let size = [1024.0, 768.0];
    let startup = Startup::from_file(Some(std::path::Path::new(
        "scenarios/dead-end-pocket-6x6.ron",
    )));
    let mut h = common::app::open_at(size, startup, Settings::default());
    h.key_press(egui::Key::Q);
    h.run();
    let asking = board(&h);
    // The check's question, then the cell, then the verdict with its long line of results.
    h.key_press(egui::Key::N);
    h.run();
    assert_eq!(board(&h), asking);
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    assert!(h.query_by_label_contains("The head moves").is_some());
    assert_eq!(board(&h), asking);
}

#[test]
fn the_help_fits_the_window_and_its_close_button_is_in_view() {
    for size in [[800.0, 600.0], [1024.0, 768.0]] {
        let mut h = open_at(size, Settings::default());
        h.key_press(egui::Key::Questionmark);
        // A modal takes a few frames to settle on its size.
        h.run_steps(4);
        let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
        for label in ["Keyboard", "Close help"] {
            let r = h.get_by_label(label).rect();
            assert!(window.contains_rect(r), "{size:?}: {label} at {r:?}");
        }
        h.get_by_label("Close help").click();
        h.run();
        assert!(!h.state().help_open(), "{size:?}");
    }
}

#[test]
fn comparing_at_1024x768_gives_two_aligned_boards_a_third_of_the_height_each() {
    let size = [1024.0, 768.0];
    let startup = Startup::from_file(Some(std::path::Path::new(
        "scenarios/reference-rule-dies-8x8.ron",
    )));
    let mut h = common::app::open_at(size, startup, Settings::default());
    h.state_mut().perform(Command::CompareWith(
        snakescope::solver::SolverKind::Hamilton(snakescope::solver::HamiltonOptions::DEFAULT),
    ));
    h.run_steps(4);
    h.run();
    let own = board(&h);
    let area = h.get_by_label("Compared board").rect();
    let compared = BoardGeometry::fit(area, h.state().state().game().grid()).rect();
    for (name, b) in [("own", own), ("compared", compared)] {
        assert!(
            b.height() >= 0.35 * size[1],
            "the {name} board is {:.0} high",
            b.height()
        );
    }
    assert!(
        (own.top() - compared.top()).abs() < 1.0,
        "{own:?} vs {compared:?}"
    );
    assert!((own.height() - compared.height()).abs() < 1.0);
    // Each board has its own caption: the compared one says what its decision was.
    h.get_by_label_contains("Its decision: move ");
}

#[test]
fn the_status_line_says_what_fits_whole_and_the_rest_on_hover() {
    let size = [800.0, 600.0];
    let mut h = open_at(size, Settings::default());
    let status = h.get_by_label_contains(" · length ").rect();
    let save = h.get_by_label("Save this moment…").rect();
    assert!(
        status.right() <= save.left(),
        "{status:?} runs into {save:?}"
    );
    // The label is one of the accounts laid out whole, not one cut short to the room left.
    let game = h.state().state().game().clone();
    let food = format!("food {}", game.food().expect("food"));
    let whole = format!(
        "greedy on 8x8 · length 4 · head {} heading {} · {food}",
        game.snake().head(),
        game.snake().heading()
    );
    let accounts = [
        whole,
        format!("greedy on 8x8 · length 4 · {food}"),
        "greedy on 8x8 · length 4".to_string(),
    ];
    let body = h.ctx.global_style().text_styles[&egui::TextStyle::Body].clone();
    let widths: Vec<f32> = accounts
        .iter()
        .map(|a| {
            h.ctx
                .fonts_mut(|f| f.layout_no_wrap(a.clone(), body.clone(), egui::Color32::WHITE))
                .size()
                .x
        })
        .collect();
    assert!(
        widths.iter().any(|w| (w - status.width()).abs() < 0.25),
        "{status:?} is none of {widths:?}"
    );
    // What did not fit is one hover away: the head, its heading and the food.
    h.hover_at(status.center());
    h.run();
    assert!(
        h.query_all_by_label_contains("heading Right")
            .next()
            .is_some(),
        "the whole status on hover"
    );
}

/// Upright windows, a phone's and a tablet's: the board takes the full width (at least 90 %
/// of it) and every open panel follows below it as a tab of one strip.
#[test]
fn upright_the_board_takes_the_full_width_and_the_panels_follow_below_as_tabs() {
    for size in [[390.0, 844.0], [768.0, 1024.0]] {
        let mut h = open_at(size, Settings::default());
        let square = board(&h);
        let share = square.width() / size[0];
        assert!(
            share >= 0.9,
            "{size:?}: the board is {share:.3} of the width"
        );
        let columns = h.state().layout().columns().to_vec();
        assert_eq!(columns.len(), 1, "{size:?}: one strip of tabs");
        let strip = columns[0].rect;
        assert!(
            strip.min.y >= square.max.y,
            "{size:?}: the panels are below the board"
        );
        assert!(strip.width() >= size[0] * 0.95, "{size:?}: {strip:?}");
        assert!(
            columns[0].panels.len() >= 2,
            "{size:?}: {:?}",
            columns[0].panels
        );
        // Every panel one click away: its tab shows it.
        for &panel in &columns[0].panels {
            let title = panel.title();
            let tabs = h.get_all_by_label(&title);
            let tab = tabs
                .into_iter()
                .find(|t| strip.contains(t.rect().center()))
                .unwrap_or_else(|| panic!("{size:?}: no tab {title}"));
            tab.click();
            h.run();
            assert_eq!(h.state().layout().columns()[0].active, panel);
        }
    }
}

/// A wide window gives the board no less room than a smaller one.
#[test]
fn at_1366x768_the_board_is_no_smaller_than_at_1024x768() {
    let small = board(&open_at([1024.0, 768.0], Settings::default()));
    let wide = board(&open_at([1366.0, 768.0], Settings::default()));
    assert!(wide.width() >= small.width() - 0.5, "{wide:?} vs {small:?}");
}

/// A phone held upright: the menu bar folds into one menu (it would wrap onto four rows over
/// the board), the two timelines stand one above the other with none of their controls past
/// the right edge, and presenter view puts its board across the whole width, the pseudo-code
/// below it.
#[test]
fn on_a_phone_the_menu_folds_the_timelines_stack_and_presenter_view_stands_upright() {
    for presenter in [false, true] {
        let size = [390.0, 844.0];
        let settings = Settings {
            presenter,
            ..Settings::default()
        };
        let mut h = open_at(size, settings);
        let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
        assert!(h.query_by_label("Open…").is_none(), "the bar is folded");
        for label in ["Event step", "Step"] {
            let widget = h.get_by_label(label);
            assert!(
                window.contains_rect(widget.rect()),
                "presenter {presenter}: {label} at {:?}",
                widget.rect()
            );
        }
        let square = board(&h);
        assert!(
            square.width() >= size[0] * 0.9,
            "presenter {presenter}: {square:?}"
        );
        h.get_by_label("Menu").click();
        h.run();
        h.get_by_label("Open…");
        h.get_by_label("Presenter");
    }
}
