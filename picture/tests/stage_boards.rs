//! Every stage animates on the board: between two events whose captions say different things,
//! the board must change too, or the caption would speak of something the board does not
//! show. Checked for every stage on every scenario of the collection, at its first tick: the
//! decision's own events where the decision ran the stage, else the stage run on its own on
//! that board, as the window shows either.
//!
//! What is compared is what the painter draws: the board's shapes (fills, lines, numbers as
//! laid-out text, marks) made by the window's own `BoardPainter` from the scene the window
//! paints (`Selection::with_board_scene`, every layer on), not the frame the events fold
//! into. A frame can change where the picture does not (a field no layer draws, a number the
//! cycle held already wrote in that cell), so only the shapes prove that the class sees the
//! event; the shapes are the picture before its pixels, so they cannot differ where the
//! pixels would not, nor agree where the pixels would differ.
//!
//! Each stage's fold says what its events speak of (the frame's focus: the cell examined,
//! the neighbour refused, the side tried, with what was said of it; and its verdict on the
//! whole attempt), and the cursor layer marks them, so no two neighbouring events with
//! different captions leave the board as it was. The numbering's part is checked on its own
//! too: on every board small enough to hold a number in a cell, each number given shows.

use epaint::{Rect, pos2};
use snakescope_core::scenario::load;
use snakescope_core::session::{Document, Layer, Moment, Overlays, SceneOptions, Selection};
use snakescope_core::stages::Stage;
use snakescope_picture::board::{BoardGeometry, BoardPainter};
use snakescope_picture::panel::PanelColours;
use snakescope_picture::text::PictureText;
use std::path::{Path, PathBuf};

/// The most events of one run looked at: the start of every search, where each kind of event
/// first shows, without painting the many thousands of a large board's search.
const EVENTS_LOOKED_AT: usize = 600;

/// The collection's scenario files, in order.
fn curated() -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("the scenarios folder")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "{files:?}");
    files
}

/// Where an event's caption changed and the board did not.
struct Still {
    stage: Stage,
    event: usize,
    before: String,
    after: String,
}

/// Steps through the events of `stage` at the selection's tick, painting each with cells of
/// `cell` points: every pair of neighbouring events whose captions differ while the shapes do
/// not. `None` if the stage does not run there.
fn stills(
    document: &Document,
    selection: &mut Selection,
    stage: Stage,
    cell: f32,
    painter: &mut BoardPainter,
    text: &mut PictureText,
) -> Option<(usize, Vec<Still>)> {
    let shown = selection
        .show_moment(document, &Moment::at(0).stage(stage))
        .ok()??;
    let options = SceneOptions {
        overlays: Overlays::all(),
        held_cycle_while_building: false,
    };
    let grid = *selection.game().grid();
    let side = cell * f32::from(grid.width().max(grid.height())).min(24.0);
    let geo = BoardGeometry::fit(Rect::from_min_max(pos2(0.0, 0.0), pos2(side, side)), &grid);
    let len = shown.len.min(EVENTS_LOOKED_AT);
    // Back to the stage's first event, then one at a time.
    let (at, _) = selection.event_position();
    let first = at + 1 - shown.event;
    selection.set_event_cursor(first);
    let mut before: Option<(String, Vec<Vec<epaint::Shape>>)> = None;
    let mut found = Vec::new();
    for event in 1..=len {
        if event > 1 {
            selection.move_events(1);
        }
        assert_eq!(
            selection.replay().map(|r| (r.stage(), r.cursor())),
            Some((stage, event)),
            "{stage:?}: the replay follows the cursor"
        );
        let caption = selection.caption().unwrap_or_default();
        if text.begin_picture(PanelColours::of(painter.look().theme)) {
            painter.forget_text();
        }
        let shapes =
            selection.with_board_scene(&options, None, |scene| painter.shapes(text, &geo, scene));
        if let Some((words, picture)) = &before
            && *words != caption
            && *picture == shapes
        {
            found.push(Still {
                stage,
                event,
                before: words.clone(),
                after: caption.clone(),
            });
        }
        before = Some((caption, shapes));
    }
    Some((len, found))
}

#[test]
fn every_stage_changes_the_board_whenever_its_caption_changes() {
    let mut painter = BoardPainter::default();
    let mut text = PictureText::new(PanelColours::of(painter.look().theme));
    let mut report = Vec::new();
    let mut looked = 0;
    for path in curated() {
        let scenario = load(&path).expect("a curated scenario loads");
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let document = Document::open(scenario, name.clone()).expect("it plays");
        let mut selection = Selection::new(&document, Stage::Bfs);
        for stage in Stage::ALL {
            let Some((events, found)) = stills(
                &document,
                &mut selection,
                stage,
                28.0,
                &mut painter,
                &mut text,
            ) else {
                continue;
            };
            looked += events;
            for s in found {
                report.push(format!(
                    "{name}, {:?}, event {}: {:?} -> {:?}",
                    s.stage, s.event, s.before, s.after
                ));
            }
        }
    }
    assert!(looked > 5_000, "only {looked} events looked at");
    assert!(
        report.is_empty(),
        "{} events change the caption and not the board:\n{}",
        report.len(),
        report.join("\n")
    );
}

#[test]
fn numbering_writes_a_number_on_the_board_at_each_cell_it_numbers() {
    // Cells of 48 points, as a board on a projector has them at least: numbers in the middle
    // of a cell and in its corner are both legible. Boards of 24 cells a side at most (on
    // larger ones a cell is too small to hold a number at any window size).
    let mut painter = BoardPainter::default();
    let mut text = PictureText::new(PanelColours::of(painter.look().theme));
    let mut report = Vec::new();
    let mut looked = 0;
    for path in curated() {
        let scenario = load(&path).expect("a curated scenario loads");
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let document = Document::open(scenario, name.clone()).expect("it plays");
        let mut selection = Selection::new(&document, Stage::Bfs);
        if selection.game().grid().width() > 24 {
            continue;
        }
        for stage in [Stage::Shortcut, Stage::Numbering] {
            let Some((events, found)) = stills(
                &document,
                &mut selection,
                stage,
                48.0,
                &mut painter,
                &mut text,
            ) else {
                continue;
            };
            looked += events;
            report.extend(
                found
                    .into_iter()
                    .filter(|s| s.after.contains(" has index ") || s.after.contains(" is number "))
                    .map(|s| format!("{name}, {:?}, event {}: {:?}", s.stage, s.event, s.after)),
            );
        }
    }
    assert!(looked > 1_000, "only {looked} events looked at");
    assert!(
        report.is_empty(),
        "{} numbers given and not shown:\n{}",
        report.len(),
        report.join("\n")
    );
}

/// The numbers laid out on a board's shapes, in the order drawn.
fn numbers_drawn(groups: &[Vec<epaint::Shape>]) -> Vec<String> {
    groups
        .iter()
        .flatten()
        .filter_map(|s| match s {
            epaint::Shape::Text(t) => Some(t.galley.text().to_owned()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_expansion_order_layer_writes_each_expanded_cell_s_place_and_is_off_by_default() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios/open-20x20.ron");
    let document = Document::open(load(&path).expect("it loads"), "open".into()).expect("plays");
    let mut selection = Selection::new(&document, Stage::Bfs);
    let mut painter = BoardPainter::default();
    let mut text = PictureText::new(PanelColours::of(painter.look().theme));
    for stage in [Stage::Bfs, Stage::Dfs, Stage::AStar, Stage::Bidirectional] {
        let shown = selection
            .show_moment(&document, &Moment::at(0).stage(stage))
            .expect("the moment")
            .expect("the stage runs there");
        // The stage's last event: everything it expanded.
        let (at, _) = selection.event_position();
        selection.set_event_cursor(at + shown.len - shown.event);
        let grid = *selection.game().grid();
        let geo = BoardGeometry::fit(
            Rect::from_min_max(pos2(0.0, 0.0), pos2(48.0 * 20.0, 48.0 * 20.0)),
            &grid,
        );
        let mut paint = |overlays: Overlays| {
            let options = SceneOptions {
                overlays,
                held_cycle_while_building: false,
            };
            numbers_drawn(&selection.with_board_scene(&options, None, |scene| {
                painter.shapes(&mut text, &geo, scene)
            }))
        };
        let plain = paint(Overlays::default());
        let mut with_order = Overlays::default();
        with_order.set(Layer::ExpansionOrder, true);
        let ordered = paint(with_order);
        // The frame's own order, cell by cell, as the board writes the numbers.
        let frame = selection.replay().expect("a replay").frame().clone();
        let mut expected: Vec<u32> = frame.marks.iter().filter_map(|m| m.order).collect();
        assert!(expected.len() > 3, "{stage:?}: {} expanded", expected.len());
        let mut added: Vec<String> = ordered.clone();
        for n in &plain {
            let i = added
                .iter()
                .position(|a| a == n)
                .expect("the plain numbers stay");
            added.remove(i);
        }
        let mut added: Vec<u32> = added.iter().map(|a| a.parse().expect("a number")).collect();
        added.sort();
        expected.sort();
        assert_eq!(added, expected, "{stage:?}");
        if stage == Stage::Bfs {
            // BFS expands each cell once: the order runs 1, 2, 3...
            assert_eq!(expected, (1..=expected.len() as u32).collect::<Vec<_>>());
        }
    }
}
