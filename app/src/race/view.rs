//! The race view drawn: a row of controls (the searches raced, the steps, play, pictures,
//! close), the boards side by side (two rows of two for four searches), each headed by its
//! search's counts and its latest event, and the table under them. In presenter view the
//! same view fills the board's place, so a class sees the race large.

use super::RaceCommand;
use super::room::RaceRoom;
use crate::board_view::paint_board;
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::{Rect, RichText, Sense, Ui, UiBuilder, vec2};
use snakescope_core::session::BoardScene;
use snakescope_core::trace::race::{Lane, Race, RaceRow, Search};
use snakescope_picture::board::BoardPainter;
use snakescope_picture::format::PictureFormat;

/// The space between two boards, in points.
const GAP: f32 = 8.0;

/// The race view in `ui`'s space: its controls, its boards, its table. `painters` keeps one
/// board painter per board, in the settings' look.
pub fn race_ui(
    ui: &mut Ui,
    room: &mut RaceRoom,
    painters: &mut Vec<BoardPainter>,
    state: &AppState,
    commands: &mut Commands,
) {
    room.follow(state);
    controls_ui(ui, room, commands);
    ui.separator();
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
    let step = room.step();
    let rows = race.rows_at(step);
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let table_height = row_height * (rows.len() as f32 + 1.0) + 8.0;
    let area = ui.available_rect_before_wrap();
    let boards = Rect::from_min_max(
        area.min,
        egui::pos2(area.right(), (area.bottom() - table_height).max(area.top())),
    );

    let look = state.settings().board_look(ui.ctx().theme());
    painters.resize_with(race.lanes().len(), BoardPainter::default);
    for p in painters.iter_mut() {
        p.set_look(look);
    }
    // The table right under the boards.
    let bottom = boards_ui(ui, boards, room, &race, &rows, painters, state);
    let table = Rect::from_min_max(egui::pos2(area.left(), bottom + GAP), area.max);
    let mut table_ui = ui.new_child(UiBuilder::new().max_rect(table));
    table_ui_rows(&mut table_ui, &rows);
    ui.advance_cursor_after_rect(area);
}

/// The searches to race, the steps, play, the pictures and close.
fn controls_ui(ui: &mut Ui, room: &RaceRoom, commands: &mut Commands) {
    ui.horizontal_wrapped(|ui| {
        ui.strong(tr!("Race:"));
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
        if ui
            .button(tr!("Close the race"))
            .on_hover_text(tr!("Back to the board on its own"))
            .clicked()
        {
            commands.send(Command::Race(RaceCommand::Open(false)));
        }
    });
}

/// The boards in a grid, each with its counts and its latest event above it; where they end.
fn boards_ui(
    ui: &mut Ui,
    area: Rect,
    room: &mut RaceRoom,
    race: &Race,
    rows: &[RaceRow],
    painters: &mut [BoardPainter],
    state: &AppState,
) -> f32 {
    let n = race.lanes().len();
    let text = ui.text_style_height(&egui::TextStyle::Body);
    let small = ui.text_style_height(&egui::TextStyle::Small);
    // The title and the counts on a line each, the latest event on one.
    let heading = 2.0 * text + small + 10.0;
    let (cols, side) = best_fit(n, area.size(), heading);
    let lines = n.div_ceil(cols) as f32;
    // The grid centred across the area.
    let used = cols as f32 * side + GAP * (cols as f32 - 1.0);
    let left = area.left() + ((area.width() - used) / 2.0).max(0.0);
    let board = race.board();
    let overlays = &state.settings().overlays;
    for (k, lane) in race.lanes().iter().enumerate() {
        let (col, line) = ((k % cols) as f32, (k / cols) as f32);
        let top = area.top() + line * (side + heading + GAP);
        let cell = Rect::from_min_size(
            egui::pos2(left + col * (side + GAP), top),
            vec2(side, side + heading),
        );
        let mut lane_ui = ui.new_child(UiBuilder::new().max_rect(cell));
        lane_ui.add(egui::Label::new(RichText::new(lane.search().title()).strong()).truncate());
        lane_ui.add(egui::Label::new(rows[k].counts()).truncate());
        lane_ui.add(
            egui::Label::new(
                RichText::new(latest_event(lane, room.step()))
                    .small()
                    .weak(),
            )
            .truncate(),
        );
        let square = Rect::from_min_size(
            egui::pos2(cell.left(), cell.top() + heading),
            vec2(side, side),
        );
        let response = ui.allocate_rect(square, Sense::hover());
        response.widget_info(|| {
            let name = tr!("Race board: {summary}", summary = rows[k].summary());
            egui::WidgetInfo::labeled(egui::Role::Image, true, name)
        });
        if let Some(frame) = room.frame(k) {
            let scene = BoardScene::new(board.game(), None, overlays)
                .stage(frame, None)
                .sandbox(Some(board.start()), Some(board.target()));
            paint_board(&mut painters[k], &ui.painter_at(square), square, &scene);
        }
    }
    area.top() + lines * (side + heading) + GAP * (lines - 1.0)
}

/// The columns that give `n` boards the largest side in `area` (each board under a heading
/// `heading` tall), and that side: four boards stand in a row in a wide, short room and two
/// by two in a square one.
fn best_fit(n: usize, area: egui::Vec2, heading: f32) -> (usize, f32) {
    (1..=n.max(1))
        .map(|cols| {
            let lines = n.div_ceil(cols) as f32;
            let width = (area.x - GAP * (cols as f32 - 1.0)) / cols as f32;
            let height = (area.y - GAP * (lines - 1.0)) / lines - heading;
            (cols, width.min(height).max(40.0))
        })
        .fold(
            (1, 0.0),
            |best, fit| if fit.1 > best.1 { fit } else { best },
        )
}

/// What a search did last at `step`, in its stage's words.
fn latest_event(lane: &Lane, step: usize) -> String {
    match lane.events_until(step) {
        0 => tr!("Before the first expansion"),
        n => lane.caption(n - 1),
    }
}

/// The table: a row per search, its counts at the step shown.
fn table_ui_rows(ui: &mut Ui, rows: &[RaceRow]) {
    ui.add_space(4.0);
    egui::Grid::new("snakescope.race.table")
        .striped(true)
        .spacing(vec2(18.0, 2.0))
        .show(ui, |ui| {
            for head in RaceRow::headings() {
                ui.strong(head);
            }
            ui.end_row();
            for row in rows {
                for cell in row.cells(row.search.title()) {
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
}
