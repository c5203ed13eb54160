//! The race view drawn: a row of controls (the searches raced, the steps, play, pictures,
//! close), the boards in the arrangement that gives them the largest cells ([`super::layout`]),
//! each headed by its search's name and counts, and the table under them or beside them. In
//! presenter view the same view fills the board's place, so a class sees the race large. It
//! only reads the race kept by the room ([`RaceRoom`]) and sends commands.

use super::directions::directions_ui;
use super::layout::{self, TableSizes};
use super::room::{LaneAt, RaceRoom};
use super::table::{Names, RaceTable};
use crate::board_view::paint_board;
use crate::command::race::RaceCommand;
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::text::LayoutJob;
use egui::{FontId, Galley, Rect, Sense, TextStyle, Ui, vec2};
use snakescope_core::algo::search::Guide;
use snakescope_core::session::BoardScene;
use snakescope_core::trace::race::{Race, RaceRow, Search};
use snakescope_picture::board::{BoardGeometry, BoardPainter};
use snakescope_picture::format::PictureFormat;
use std::sync::Arc;

/// The smallest share of the body's size the table's type shrinks to in a narrow room.
const SMALLEST_TABLE_TYPE: f32 = 0.7;

/// The share of the room's width the table beside the boards takes at most, its type
/// shrinking (to [`SMALLEST_TABLE_TYPE`]) to keep to it.
const BESIDE_SHARE: f32 = 0.35;

/// The race view in `ui`'s space: its controls (in `controls_style`: presenter view keeps them
/// small), its boards, its table. `painters` keeps one board painter per board, in the
/// settings' look.
pub fn race_ui(
    ui: &mut Ui,
    room: &RaceRoom,
    painters: &mut Vec<BoardPainter>,
    state: &AppState,
    commands: &mut Commands,
    controls_style: &dyn Fn(&mut Ui),
) {
    ui.scope(|ui| {
        controls_style(ui);
        controls_ui(ui, room, state, commands);
    });
    ui.separator();
    if let Some(map) = room.map() {
        ui.label(map.words());
    }
    let race = match room.race() {
        Some(Ok(race)) => race.clone(),
        Some(Err(why)) => {
            ui.label(tr!(
                "This board cannot be raced on: {why}. Choose a target cell on the board (its \
                 own board's start and target) or go to a tick with food.",
                why = why
            ));
            return;
        }
        None => return,
    };
    // The guide chosen in the stage panel (or the file), said as the command line says it.
    let guide = race.board().guide();
    if guide != Guide::default() {
        ui.weak(tr!(
            "A* guided by {h}, weight {w}, ties to the {ties}",
            h = guide.heuristic.cli_name(),
            w = guide.weight,
            ties = guide.ties.cli_name()
        ));
    }
    // What a search said of itself (it ignores the terrain; it runs in four directions on a
    // board of eight; the race kept only its first events), as the command line prints it
    // under the table; and on a map or wherever it is large, what the recording holds.
    for note in race.lanes().iter().filter_map(|lane| lane.note()) {
        ui.weak(note);
    }
    if race.board().is_map() || race.kept_bytes() > LARGE_RECORDING {
        ui.weak(race.recording_words());
    }
    let area = ui.available_rect_before_wrap();
    let look = state.settings().board_look(ui.ctx().theme());
    painters.resize_with(race.lanes().len(), BoardPainter::default);
    for p in painters.iter_mut() {
        p.set_look(look);
    }
    let rows: Vec<RaceRow> = room.lanes().iter().map(|l| l.row().clone()).collect();
    let (below, beside) = tables(ui, &rows, area.width());
    let sizes = TableSizes {
        below: below.as_ref().map(|(t, font)| t.size(ui, font)),
        beside: beside.0.size(ui, &beside.1),
    };
    let grid = race.board().grid();
    let names = heading_names(&race);
    let plan = layout::plan(
        area,
        race.lanes().len(),
        (grid.width(), grid.height()),
        |width| heading_height(ui, &names, &rows, width),
        sizes,
    );
    for (k, lane) in room.lanes().iter().enumerate() {
        let place = plan.lanes[k];
        heading_ui(ui, place.heading, &names, k, lane.row());
        board_ui(ui, place.board, lane, &race, &mut painters[k], state);
        if race.board().is_map() {
            map_clicks(ui, place.board, &race, k, commands);
        }
    }
    let (table, font) = match plan.table_place {
        layout::TablePlace::Below => below.unwrap_or(beside),
        layout::TablePlace::Beside => beside,
    };
    table.show(ui, plan.table, &font);
    ui.advance_cursor_after_rect(area);
}

/// The table as it goes under the boards in a room `width` wide (titles where they fit, else
/// short names, in the body's type or smaller; `None` where even that is too wide), and as
/// it goes beside them (short names, the body's type).
fn tables(
    ui: &Ui,
    rows: &[RaceRow],
    width: f32,
) -> (Option<(RaceTable, FontId)>, (RaceTable, FontId)) {
    let body = TextStyle::Body.resolve(ui.style());
    let short = RaceTable::new(rows, Names::Short);
    let titles = RaceTable::new(rows, Names::Titles);
    let mut below = None;
    if titles.size(ui, &body).x <= width {
        below = Some((titles, body.clone()));
    } else {
        let mut size = body.size;
        while size >= body.size * SMALLEST_TABLE_TYPE {
            let font = FontId::new(size, body.family.clone());
            if short.size(ui, &font).x <= width {
                below = Some((short.clone(), font));
                break;
            }
            size -= 1.0;
        }
    }
    // Beside the boards, the table takes at most a share of the width, its type smaller if
    // need be.
    let mut font = body.clone();
    while short.size(ui, &font).x > width * BESIDE_SHARE
        && font.size > body.size * SMALLEST_TABLE_TYPE
    {
        font.size -= 1.0;
    }
    (below, (short, font))
}

/// Each board's names: its search's title and its short name (see [`heading_galleys`] for
/// which shows).
fn heading_names(race: &Race) -> Vec<(String, String)> {
    race.lanes()
        .iter()
        .map(|lane| {
            let search = lane.search();
            (search.title(), search.cli_name().to_owned())
        })
        .collect()
}

/// The heading's lines for a column `width` wide: the name (the title where every title
/// fits, else the short name) on one line, then the counts, wrapped where they must be.
fn heading_galleys(
    ui: &Ui,
    names: &[(String, String)],
    row: &RaceRow,
    name: &(String, String),
    width: f32,
) -> (Arc<Galley>, Arc<Galley>) {
    let body = TextStyle::Body.resolve(ui.style());
    let strong = ui.visuals().strong_text_color();
    let colour = ui.visuals().text_color();
    let fits = |text: &str| {
        ui.fonts_mut(|f| f.layout_no_wrap(text.to_owned(), body.clone(), strong))
            .size()
            .x
            <= width
    };
    let titles = names.iter().all(|(title, _)| fits(title));
    let shown = if titles { &name.0 } else { &name.1 };
    let job = LayoutJob::simple(shown.clone(), body.clone(), strong, width);
    let title = ui.fonts_mut(|f| f.layout_job(job));
    // The counts in the body's type on two lines at most, else in the small type, wrapped
    // as they must be.
    let lay_out = |font: FontId| {
        let job = LayoutJob::simple(row.counts(), font, colour, width);
        ui.fonts_mut(|f| f.layout_job(job))
    };
    let counts = lay_out(body);
    let counts = if counts.rows.len() <= 2 {
        counts
    } else {
        lay_out(TextStyle::Small.resolve(ui.style()))
    };
    (title, counts)
}

/// The height of the tallest heading over a column `width` wide.
fn heading_height(ui: &Ui, names: &[(String, String)], rows: &[RaceRow], width: f32) -> f32 {
    names
        .iter()
        .zip(rows)
        .map(|(name, row)| {
            let (title, counts) = heading_galleys(ui, names, row, name, width);
            title.size().y + counts.size().y + 4.0
        })
        .fold(0.0, f32::max)
}

/// Board `k`'s heading in `rect`: its name (of `names`) and its counts, whole.
fn heading_ui(ui: &Ui, rect: Rect, names: &[(String, String)], k: usize, row: &RaceRow) {
    let (title, counts) = heading_galleys(ui, names, row, &names[k], rect.width());
    let painter = ui.painter_at(rect.expand(1.0));
    let top = title.size().y;
    painter.galley(rect.left_top(), title, ui.visuals().strong_text_color());
    painter.galley(
        rect.left_top() + vec2(0.0, top),
        counts,
        ui.visuals().text_color(),
    );
    let id = egui::Id::unique("snakescope.race.heading").with(row.search.cli_name());
    let response = ui.interact(rect, id, Sense::hover());
    let words = row.summary();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &words));
}

/// A board of the race in `square`: its search's frame at the step shown, with the board's
/// start and target; on hover, what it did last.
fn board_ui(
    ui: &Ui,
    square: Rect,
    lane: &LaneAt,
    race: &Race,
    painter: &mut BoardPainter,
    state: &AppState,
) {
    let id = egui::Id::unique("snakescope.race.board").with(lane.row().search.cli_name());
    let response = ui.interact(square, id, Sense::hover());
    response.widget_info(|| {
        let name = tr!("Race board: {summary}", summary = lane.row().summary());
        egui::WidgetInfo::labeled(egui::Role::Image, true, name)
    });
    let board = race.board();
    // The layers its search speaks of (see `Overlays::for_stage`).
    let overlays = state
        .settings()
        .overlays
        .for_stage(Some(lane.row().search.stage()));
    let mut scene = BoardScene::new(board.game(), None, &overlays)
        .stage(lane.frame(), None)
        .sandbox(Some(board.start()), Some(board.target()));
    if board.is_map() {
        scene = scene.without_pieces();
    }
    paint_board(painter, &ui.painter_at(square), square, &scene);
    response.on_hover_text(lane.latest());
}

/// A recording larger than this, in bytes, is said over the boards (a map's always is).
const LARGE_RECORDING: usize = 64 << 20;

/// A click on a map's board moves the target there, a right-click the start (as on a board
/// of one's own).
fn map_clicks(ui: &Ui, square: Rect, race: &Race, k: usize, commands: &mut Commands) {
    let id = egui::Id::unique("snakescope.race.map_click").with(k);
    let response = ui.interact(square, id, Sense::click());
    let cell = |response: &egui::Response| {
        let at = response.interact_pointer_pos()?;
        BoardGeometry::fit(square, race.board().grid()).cell_at(at)
    };
    let target = if response.clicked() {
        true
    } else if response.secondary_clicked() {
        false
    } else {
        return;
    };
    if let Some(cell) = cell(&response) {
        commands.send(Command::Race(RaceCommand::MapEnd { target, cell }));
    }
}

/// Where the controls have less width than this, the searches to race (sixteen checkboxes)
/// are chosen from a menu, so that the controls keep to a row or two and leave the boards
/// the height.
const SEARCHES_IN_A_MENU: f32 = 1000.0;

/// Where the room is less tall than this, the searches to race are chosen from a menu too,
/// however wide it is: the boards need the height.
const SEARCHES_IN_A_MENU_BELOW: f32 = 700.0;

/// The searches to race, the steps, play, the pictures and close.
fn controls_ui(ui: &mut Ui, room: &RaceRoom, state: &AppState, commands: &mut Commands) {
    let roomy = ui.available_width() >= SEARCHES_IN_A_MENU
        && ui.available_height() >= SEARCHES_IN_A_MENU_BELOW;
    ui.horizontal_wrapped(|ui| {
        if roomy {
            ui.strong(tr!("Race:"));
            search_checkboxes(ui, room, commands);
        } else {
            let words = tr!("Searches ({n})", n = room.chosen().len());
            ui.menu_button(words, |ui| search_checkboxes(ui, room, commands));
        }
        ui.separator();
        // A map is searched in eight directions, as its benchmarks are.
        ui.add_enabled_ui(room.map().is_none(), |ui| {
            directions_ui(ui, state, commands);
        });
        ui.separator();
        let last = room.last_step();
        let step = room.step();
        if ui
            .add_enabled(step > 0, egui::Button::new(tr!("First step")))
            .on_hover_text(tr!("The first step, before any expansion"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::GoTo(0)));
        }
        if ui
            .add_enabled(step > 0, egui::Button::new(tr!("Step back")))
            .on_hover_text(tr!("One expansion back (Shift+Left)"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::Step(-1)));
        }
        let play = if room.playing() {
            tr!("Pause the race")
        } else {
            tr!("Play the race")
        };
        if ui
            .add_enabled(last > 0, egui::Button::new(play))
            .on_hover_text(tr!("Play the race, one expansion each per step (P)"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::TogglePlay));
        }
        if ui
            .add_enabled(step < last, egui::Button::new(tr!("Step on")))
            .on_hover_text(tr!("One expansion on (Shift+Right)"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::Step(1)));
        }
        if ui
            .add_enabled(step < last, egui::Button::new(tr!("Last step")))
            .on_hover_text(tr!("The last step: every search as it ended"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::GoTo(last)));
        }
        ui.label(tr!("step {step} of {last}", step = step, last = last));
        ui.separator();
        if ui
            .button(tr!("Picture (PNG)"))
            .on_hover_text(tr!("The race at this step as a PNG, for a slide"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::Export(PictureFormat::Png)));
        }
        if ui
            .button(tr!("Animation (GIF)"))
            .on_hover_text(tr!("The whole race as an animated GIF, a frame a step"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::Export(PictureFormat::Gif)));
        }
        if room.map().is_some()
            && ui
                .button(tr!("Close the map"))
                .on_hover_text(tr!("Race on the board of the game on screen again"))
                .clicked()
        {
            commands.send(Command::Race(RaceCommand::CloseMap));
        }
        if ui
            .button(tr!("Close the race"))
            .on_hover_text(tr!("Back to the board on its own"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::Open(false)));
        }
    });
}

/// A checkbox per search: those raced ticked, each enabled while the race keeps two to four.
fn search_checkboxes(ui: &mut Ui, room: &RaceRoom, commands: &mut Commands) {
    for search in Search::ALL {
        let mut on = room.chosen().contains(&search);
        let can = room.can_choose(search, !on);
        let response = ui
            .add_enabled(can, egui::Checkbox::new(&mut on, search.cli_name()))
            .on_hover_text(search.title())
            .on_disabled_hover_text(tr!("A race runs two to four searches"));
        if response.changed() {
            commands.send(Command::Race(RaceCommand::Choose(search, on)));
        }
    }
}
