//! The page without the browser: a link opened in a fresh browser and in one that keeps other
//! settings shows the same picture; the user's own settings apply without a link, with
//! `settings=mine` and across a reload of a tab opened so; a Portuguese lesson names nothing
//! in English; the race view, the frontier quiz and a file too long for the address are
//! parts of a link; a tick far ahead says how far the recording has come, and can be stopped.

use crate::common::pixels::{difference, page_with_screen};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use snakescope::app::command::Command;
use snakescope::app::command::files::Request;
use snakescope::app::page::tab::{MemoryTab, TabStore};
use snakescope::app::page::{Page, Whose};
use snakescope::app::quiz::round::Phase;
use snakescope::app::settings::Settings;
use snakescope::app::shell::ExplainerApp;
use snakescope::app::web_link::{self, QuizLink, RaceLink};
use snakescope::picture::board::palette::{BoardColours, BoardTheme};
use snakescope::stages::Stage;
use snakescope::trace::race::Search;
use snakescope::words::{self, Language};
use std::rc::Rc;
use std::time::Duration;

const SIZE: [f32; 2] = [1024.0, 768.0];

/// Settings a teacher might keep, each unlike the defaults.
fn other_settings() -> Settings {
    Settings {
        board_theme: Some(BoardTheme::Light),
        board_colours: BoardColours::Safe,
        show_plots: false,
        show_why_panel: false,
        show_browser: false,
        tick_speed: 64.0,
        animate_steps: true,
        language: Some(Language::Portuguese),
        ..Settings::default()
    }
}

/// The page on `link` in a browser that keeps `kept`, in a tab of `tab`.
fn page_on(link: &str, kept: Settings, tab: Box<dyn TabStore>) -> Page {
    Page::new(link, kept, tab, |startup, settings, _| {
        ExplainerApp::with_settings(startup, settings)
    })
}

/// The page in a harness, settled.
fn shown(page: Page) -> Harness<'static, Page> {
    let mut h = Harness::builder()
        .with_size(SIZE)
        .with_max_steps(64)
        .build_ui_state(|ui, page: &mut Page| page.show(ui), page);
    let _ = h.try_run();
    h
}

#[test]
fn a_link_shows_the_same_pixels_whatever_the_browser_keeps() {
    let _en = words::for_this_thread(Language::English);
    let link = "#example=greedy-8x8&tick=3&stage=bfs&event=12";
    let fresh = Page::fresh(link, ExplainerApp::with_settings);
    let kept = page_on(link, other_settings(), Box::new(MemoryTab::default()));
    assert_eq!(kept.whose(), Whose::Link);
    assert_eq!(
        fresh.app().state().settings(),
        kept.app().state().settings()
    );
    let (mut a, screen_a) = page_with_screen(SIZE, fresh);
    let (mut b, screen_b) = page_with_screen(SIZE, kept);
    a.run();
    b.run();
    let whole = egui::Rect::from_min_size(egui::Pos2::ZERO, SIZE.into());
    let (_, _, pa) = screen_a.pixels(&a, whole);
    let (_, _, pb) = screen_b.pixels(&b, whole);
    let (mean, far) = difference(&pa, &pb);
    assert!(mean == 0.0 && far == 0.0, "mean {mean}, far {far}");
    assert_eq!(
        a.state().app().state().selection().moment(),
        b.state().app().state().selection().moment()
    );
}

#[test]
fn the_user_s_own_settings_apply_without_a_link_with_settings_mine_and_after_a_reload() {
    let _en = words::for_this_thread(Language::English);
    let kept = Settings {
        language: None,
        ..other_settings()
    };
    let mine = page_on(
        "#example=greedy-8x8&tick=3&settings=mine",
        kept.clone(),
        Box::new(MemoryTab::default()),
    );
    assert_eq!(mine.whose(), Whose::Own);
    assert_eq!(mine.app().state().settings(), &kept);
    // A tab opened without a link runs on the user's own settings, and goes on doing so
    // when it reloads on the address it wrote.
    let tab = Rc::new(MemoryTab::default());
    let plain = page_on("", kept.clone(), Box::new(tab.clone()));
    assert_eq!(plain.whose(), Whose::Own);
    assert_eq!(plain.app().state().settings(), &kept);
    let reloaded = page_on("#example=greedy-8x8&tick=3", kept.clone(), Box::new(tab));
    assert_eq!(reloaded.whose(), Whose::Own);
    assert!(!reloaded.app().state().settings().show_plots);
    // Another tab on the same link: the link's own.
    let other = page_on(
        "#example=greedy-8x8&tick=3",
        kept,
        Box::new(MemoryTab::default()),
    );
    assert_eq!(other.whose(), Whose::Link);
    assert!(other.app().state().settings().show_plots);
}

/// Every English sentence of the catalogue (its words between placeholders, 12 characters at
/// least) that `text` holds where it differs from its Portuguese.
fn english_in(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (en, pt) in words::portuguese_entries() {
        if en == pt {
            continue;
        }
        let plain: String = en.replace("{{", "").replace("}}", "");
        let pieces = plain.split(['{', '}']).step_by(2);
        for piece in pieces {
            let piece = piece.trim();
            if piece.chars().count() >= 12 && !pt.contains(piece) && text.contains(piece) {
                found.push(format!("{piece:?} (of {en:?})"));
            }
        }
    }
    found
}

#[test]
fn the_portuguese_lesson_names_nothing_in_english() {
    // An English browser, a Portuguese lesson's link.
    let _en = words::for_this_thread(Language::English);
    // The check finds an English sentence of the catalogue, alone or filled in.
    assert!(!english_in("Tick 3 of 40 recorded so far.").is_empty());
    assert!(!english_in("Recording the game ahead").is_empty());
    let page = Page::fresh("#lesson=graph-search.pt", ExplainerApp::with_settings);
    let mut h = shown(page);
    let steps = h.state().app().lesson().expect("the lesson").len();
    for k in 0..steps {
        let page = h.state();
        let spoken = page.spoken(&h.ctx);
        let mut texts = vec![
            page.title(),
            page.app().title().to_owned(),
            spoken.title,
            spoken.board,
            spoken.news,
            spoken.lesson.unwrap_or_default(),
        ];
        texts.extend(spoken.controls.into_iter().map(|c| c.name));
        let entry = &page.app().catalog().curated;
        let scenario = page.app().state().scenario();
        if let Some(listed) = entry.iter().find(|e| e.loaded.as_ref() == Ok(scenario)) {
            texts.push(listed.title().to_owned());
        }
        let english: Vec<_> = texts.iter().flat_map(|t| english_in(t)).collect();
        assert!(english.is_empty(), "step {}: {english:#?}", k + 1);
        assert_eq!(spoken.language, "pt");
        h.state_mut().app_mut().perform(Command::Lesson(
            snakescope::app::command::lesson::LessonRequest::Step(1),
        ));
        let _ = h.try_run();
    }
}

#[test]
fn the_race_view_and_the_frontier_quiz_are_parts_of_a_link() {
    let _en = words::for_this_thread(Language::English);
    let link = "#scenario=search-pocket-12x12&tick=0&stage=bfs&race=astar,best-first&race_step=5";
    let mut h = shown(Page::fresh(link, ExplainerApp::with_settings));
    let race = h.state().app().race();
    assert!(race.is_open());
    assert_eq!(race.chosen(), [Search::BestFirst, Search::AStar]);
    assert_eq!(race.step(), 5);
    let written = h.state_mut().on_screen().link;
    assert_eq!(
        written.race,
        Some(RaceLink {
            searches: vec![Search::BestFirst, Search::AStar],
            step: 5
        })
    );
    // The frontier quiz asks at the event a link names; its address opens the same question.
    let link = "#example=greedy-8x8&tick=0&stage=bfs&event=3&quiz=frontier";
    let mut h = shown(Page::fresh(link, ExplainerApp::with_settings));
    let question = match h.state().app().quiz().phase() {
        Phase::Frontier { question, .. } => question.clone(),
        other => panic!("no frontier question: {other:?}"),
    };
    let written = h.state_mut().on_screen().link;
    assert_eq!(written.quiz, Some(QuizLink::Frontier));
    assert_eq!(written.stage, Some(Stage::Bfs));
    let again = shown(Page::fresh(
        &written.fragment(),
        ExplainerApp::with_settings,
    ));
    match again.state().app().quiz().phase() {
        Phase::Frontier {
            question: asked, ..
        } => assert_eq!(*asked, question),
        other => panic!("no frontier question: {other:?}"),
    }
}

/// A scenario whose text packs past what a link carries: the classic start with a long
/// description of letters no packing shortens much.
fn too_long_for_a_link() -> String {
    let mut seed = 7u64;
    let description: String = (0..60_000)
        .map(|_| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            char::from(b'a' + (seed >> 59) as u8 % 26)
        })
        .collect();
    format!(
        "Scenario(version: 1, name: \"Long\", description: \"{description}\", width: 8, \
         height: 8, snake: [(3, 0), (2, 0), (1, 0), (0, 0)], solver: Greedy)"
    )
}

#[test]
fn a_file_too_long_for_the_address_is_kept_by_its_tab_across_a_reload() {
    let _en = words::for_this_thread(Language::English);
    let text = too_long_for_a_link();
    let tab = Rc::new(MemoryTab::default());
    let mut page = page_on("", Settings::default(), Box::new(tab.clone()));
    page.app_mut()
        .perform(Command::Files(Box::new(Request::Received {
            name: "long.ron".into(),
            bytes: Ok(text.clone().into_bytes()),
        })));
    assert_eq!(page.app().error(), None);
    let mut h = shown(page);
    let written = h.state_mut().address(0.0).expect("an address").fragment;
    assert!(written.starts_with("#file=long.ron&kept="), "{written}");
    assert!(written.len() < 300, "{written}");
    let said = h.state().app().error().unwrap_or_default().to_owned();
    assert!(said.contains("This browser tab keeps it"), "{said}");
    // The same tab reloaded: the file comes back.
    let reloaded = page_on(&written, Settings::default(), Box::new(tab));
    assert_eq!(reloaded.app().error(), None);
    assert_eq!(reloaded.app().state().scenario().name, "Long");
    // Another browser: the page says at once that the link does not carry it.
    let elsewhere = page_on(
        &written,
        Settings::default(),
        Box::new(MemoryTab::default()),
    );
    let said = elsewhere.app().error().unwrap_or_default();
    assert!(said.contains("without carrying it"), "{said}");
    assert!(web_link::parse(&written).is_ok());
}

#[test]
fn a_tick_far_ahead_says_how_far_the_recording_has_come_and_can_be_stopped() {
    let _en = words::for_this_thread(Language::English);
    let mut page = Page::fresh(
        "#example=hamilton-64x64&tick=2000000",
        ExplainerApp::with_settings,
    );
    page.app_mut().record_apart();
    let mut h = shown(page);
    let (tick, ticks) = h
        .state()
        .recording_toward()
        .expect("recording toward the tick");
    assert_eq!(tick, 2_000_000);
    // Slices apart from the frames record further, and ask for a frame at most once a
    // second for the progress.
    let slice = h.state_mut().record_slice(Duration::from_millis(20));
    assert!(slice.more);
    let (_, later) = h.state().recording_toward().unwrap();
    assert!(later > ticks, "{later} > {ticks}");
    h.get_by_label("Watch it record");
    h.get_by_label("Stop here").click();
    play_out_page(&mut h);
    assert_eq!(h.state().recording_toward(), None);
    assert!(h.state().app().state().recording_held());
    let written = h.state_mut().address(10.0).map(|a| a.fragment);
    assert!(
        written.is_some_and(|w| w.starts_with("#example=hamilton-64x64&tick=0&")),
        "the address names the tick shown"
    );
}

#[test]
fn a_link_past_a_stalled_game_s_end_says_so_and_the_next_link_clears_it() {
    let _en = words::for_this_thread(Language::English);
    let link = "#scenario=greedy-livelock-6x6&tick=400";
    let mut h = shown(page_on(
        link,
        Settings::default(),
        Box::new(MemoryTab::default()),
    ));
    play_out_page(&mut h);
    let said = h.state().app().error().unwrap_or_default().to_owned();
    assert!(
        said.contains("tick 400 is past the game's end: Stalled after 133 moves"),
        "{said}"
    );
    h.state_mut()
        .follow("#scenario=greedy-livelock-6x6&tick=133");
    play_out_page(&mut h);
    assert_eq!(h.state().app().error(), None);
    assert_eq!(h.state().app().state().tick(), 133);
}

/// Lets the page settle.
fn play_out_page(h: &mut Harness<'static, Page>) {
    for _ in 0..50 {
        if h.try_run().is_ok() {
            return;
        }
    }
}

#[test]
fn a_key_press_is_answered_outside_a_frame_unless_the_help_or_a_prompt_holds_the_keyboard() {
    let _en = words::for_this_thread(Language::English);
    let link = "#example=greedy-8x8&tick=3&stage=bfs";
    let mut h = shown(Page::fresh(link, ExplainerApp::with_settings));
    let ctx = h.ctx.clone();
    let page = h.state_mut();
    assert!(page.address(0.0).is_some());
    assert!(page.key_pressed(&ctx, egui::Key::ArrowRight, egui::Modifiers::NONE));
    assert_eq!(page.app().state().tick(), 4);
    let written = page.address(0.1).expect("the address moves on").fragment;
    assert!(
        written.starts_with("#example=greedy-8x8&tick=4&"),
        "{written}"
    );
    // A key the app does not bind is left to the frame.
    assert!(!page.key_pressed(&ctx, egui::Key::Z, egui::Modifiers::NONE));
    // The help holds the keyboard: its keys are its own.
    page.app_mut().perform(Command::Help(true));
    assert!(!page.key_pressed(&ctx, egui::Key::ArrowRight, egui::Modifiers::NONE));
    assert_eq!(page.app().state().tick(), 4);
}
