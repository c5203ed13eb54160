//! Where everything goes on screen, around the board: the timelines and the plots under it,
//! the panels beside it (in the columns [`crate::layout`] plans), and the board area in
//! the middle; in presenter view, the caption above, one strip of controls under, the board
//! and the pseudo-code beside it; in the editor, its problems, controls and board. Each panel
//! is drawn by its own room; here they are placed.

use super::board_area::{BoardArea, CAPTION_LINES, board_chrome, caption_font, shows_hint};
use super::death::DeathWatch;
use super::presenter::panels_shown;
use super::presenter_view::{PSEUDOCODE_WIDTH, caption_band, pseudocode_column};
use crate::board_view::legend::legend_ui;
use crate::board_view::look;
use crate::command::files::Request;
use crate::command::{Command, Commands};
use crate::compare::{Matching, compared_board_ui, compared_timeline_ui};
use crate::debugger::DebuggerPanel;
use crate::files::FileDesk;
use crate::layout::{self, Layout, SidePanel};
use crate::lesson_play::speaking;
use crate::plots::plots_ui;
use crate::quiz::Quiz;
use crate::race::{RaceRoom, race_ui};
use crate::scenarios::browser::browser_ui;
use crate::scenarios::editor_board::{editor_board_ui, problems_ui};
use crate::scenarios::editor_controls::editor_controls_ui;
use crate::stage_panel::StagePanel;
use crate::state::AppState;
use crate::timeline::{compact_timelines_ui, decision_timeline_ui, game_timeline_ui};
use crate::why::why_panel_ui;
use egui::{Panel, Rect, RichText, Ui, UiBuilder, pos2, vec2};
use snakescope_core::words::Language;
use snakescope_picture::board::BoardPainter;

/// The central panel, where the board goes: upright, without its margin, so every point of
/// a phone's width goes to the board.
fn central_panel(ui: &Ui, upright: bool) -> egui::CentralPanel {
    let central = egui::CentralPanel::default();
    if upright {
        central.frame(egui::Frame::central_panel(ui.style()).inner_margin(0.0))
    } else {
        central
    }
}

/// The lines the caption keeps beside the board in presenter view on a short window.
const CAPTION_BESIDE_LINES: usize = 5;

/// The plots' height when they open.
const PLOTS_HEIGHT: f32 = 140.0;

/// The panels beside the board, and what the board's column needs: `chrome`, the height of
/// what the central panel shows above and below the board, and `text_width`, the width it
/// keeps (its lines, or in presenter view the pseudo-code beside the board).
struct Beside<'a> {
    open: &'a [SidePanel],
    chrome: f32,
    text_width: f32,
}

/// What the panels read during a frame, and where they send what they ask for.
pub struct Frame<'a> {
    /// The game on screen.
    pub state: &'a AppState,
    /// The files, the draft (which the editor's board changes as it is drawn on) and the
    /// prompts.
    pub desk: &'a mut FileDesk,
    /// What the panels ask for, carried out at the frame's end.
    pub commands: &'a mut Commands,
    /// The quiz.
    pub quiz: &'a Quiz,
    /// The language of the lesson on screen, if one is: what the lesson shows (the caption,
    /// the board's words, the stage panel, "Why this move?", presenter view) speaks it; the
    /// rest of the window speaks its own.
    pub lesson_language: Option<Language>,
}

/// What the screen keeps between frames: the board painter, the stage panel's views, where
/// the panels went, and the death notice over the board.
#[derive(Default)]
pub struct Screen {
    board: BoardPainter,
    /// The compared game's board, painted beside the game's own.
    compared_board: BoardPainter,
    stage_panel: StagePanel,
    /// The debugger panel, with what its controls keep.
    pub debugger: DebuggerPanel,
    /// Where the board and the panels beside it were drawn, and which tab each column shows.
    pub layout: Layout,
    /// The death watch of the game just opened, and its notice.
    pub death: DeathWatch,
    /// The race view, while open in the board's place.
    pub race: RaceRoom,
    /// The race's boards, a painter each.
    race_boards: Vec<BoardPainter>,
}

impl Screen {
    /// The explainer: timelines, plots, the "why" and stage panels, and the board.
    pub fn explainer(
        &mut self,
        ui: &mut Ui,
        mut frame: Frame<'_>,
        controls_style: impl Fn(&mut Ui),
    ) {
        let (state, quiz) = (frame.state, frame.quiz);
        self.follow_board_look(ui, state);
        // A window standing upright keeps its height for the board and the panels below it:
        // the timelines in one strip, no plots.
        let upright = layout::upright(ui.ctx().content_rect().size());
        let short = ui.ctx().content_rect().height() < layout::SHORT_WINDOW || upright;
        timelines_panel(ui, state, frame.commands, short, controls_style);
        // The plots show when switched on and there is room for them (or as the menu's
        // toggle last said).
        let chrome = board_chrome(ui, quiz.is_running());
        let window = ui.ctx().content_rect().height();
        let board_beside_plots = ui.available_rect_before_wrap().height()
            - PLOTS_HEIGHT
            - chrome
            - layout::BOARD_MARGINS;
        let fits = !upright && board_beside_plots >= window * layout::PLOTS_BESIDE_BOARD_SHARE;
        if self.layout.show_plots(state.settings().show_plots, fits) {
            Panel::bottom("snakescope.plots")
                .resizable(true)
                .default_size(PLOTS_HEIGHT)
                .size_range(90.0..=(window * 0.3).clamp(90.0, 420.0))
                .show(ui, |ui| plots_ui(ui, state, frame.commands));
        }
        let open = panels_shown(state.settings());
        // The status line and a caption of a usual length on one line each; two boards side
        // by side when a game is compared, each as tall as the room allows.
        let mut text_width = 36.0 * ui.style().text_styles[&egui::TextStyle::Body].size;
        if state.comparison().is_some() {
            let side = (ui.available_rect_before_wrap().height() - chrome - layout::BOARD_MARGINS)
                .min(window * layout::COMPARED_BOARD_SHARE);
            text_width = text_width.max(2.0 * side + layout::BOARD_MARGINS);
        }
        let beside = Beside {
            open: &open,
            chrome,
            text_width,
        };
        if upright && self.race.is_open() {
            // A window standing upright gives the race the panels' room: they speak of the
            // board the race replaces.
            self.layout.show_no_panels();
        } else if upright && state.comparison().is_none() {
            self.panels_below(ui, beside, &mut frame);
        } else {
            self.side_columns(ui, beside, &mut frame);
        }
        let commands = frame.commands;
        let _lesson_speaks = speaking(frame.lesson_language);
        self.central_ui(ui, state, quiz, commands, upright);
    }

    /// The board in the middle: the race while it is open, else the board, or two boards side
    /// by side when a game is compared.
    fn central_ui(
        &mut self,
        ui: &mut Ui,
        state: &AppState,
        quiz: &Quiz,
        commands: &mut Commands,
        upright: bool,
    ) {
        central_panel(ui, upright).show(ui, |ui| {
            if self.race.is_open() {
                race_ui(
                    ui,
                    &self.race,
                    &mut self.race_boards,
                    state,
                    commands,
                    &|_| {},
                );
                return;
            }
            let area = BoardArea {
                painter: &mut self.board,
                layout: &mut self.layout,
                death: &mut self.death,
                quiz,
                commands,
            };
            if state.comparison().is_none() {
                area.ui(ui, state);
                return;
            }
            // Two boards side by side, one tick.
            let compared = &mut self.compared_board;
            ui.columns(2, |columns| {
                area.ui(&mut columns[0], state);
                let matching = Matching {
                    caption_font: caption_font(&columns[1]),
                    caption_lines: CAPTION_LINES,
                    hint: shows_hint(&columns[1]),
                };
                compared_board_ui(&mut columns[1], state, compared, &matching);
            });
        });
    }

    /// Presenter view: the caption (or the quiz's question) above in large type, one strip of
    /// controls under, the board as tall as the window allows with the stage's pseudo-code
    /// beside it, and the panels recalled (none at first) in columns.
    pub fn presenter(
        &mut self,
        ui: &mut Ui,
        mut frame: Frame<'_>,
        controls_style: impl Fn(&mut Ui),
    ) {
        let (state, quiz) = (frame.state, frame.quiz);
        self.follow_board_look(ui, state);
        let lesson_speaks = speaking(frame.lesson_language);
        // The race heads each of its boards with its own words: the decision's caption
        // would speak of another picture. A short, wide window (an 800x600 projector) keeps
        // its height for the board: the caption stands beside it, over the pseudo-code.
        let window = ui.ctx().content_rect().size();
        let upright = layout::upright(window);
        let caption_beside = !upright && window.y < layout::SHORT_WINDOW;
        if !self.race.is_open() && !caption_beside {
            Panel::top("snakescope.presenter.caption").show(ui, |ui| {
                caption_band(ui, state, quiz, &mut self.layout, frame.commands, 2);
            });
        }
        Panel::bottom("snakescope.presenter.controls").show(ui, |ui| {
            controls_style(ui);
            ui.add_space(3.0);
            ui.add_enabled_ui(!state.decision_hidden(), |ui| {
                compact_timelines_ui(ui, state, frame.commands)
            });
            ui.add_space(3.0);
        });
        // The panels beside speak each their own language (the browser the window's).
        drop(lesson_speaks);
        let open = panels_shown(state.settings());
        let side = (ui.available_rect_before_wrap().height() - layout::BOARD_MARGINS).max(0.0);
        let beside = Beside {
            open: &open,
            chrome: 0.0,
            text_width: side + PSEUDOCODE_WIDTH,
        };
        self.side_columns(ui, beside, &mut frame);
        let commands = frame.commands;
        let _lesson_speaks = speaking(frame.lesson_language);
        central_panel(ui, upright).show(ui, |ui| {
            if self.race.is_open() {
                race_ui(
                    ui,
                    &self.race,
                    &mut self.race_boards,
                    state,
                    commands,
                    &controls_style,
                );
                return;
            }
            let area = ui.available_rect_before_wrap();
            let (board, code) = if upright {
                // Upright, the board takes the whole width and the pseudo-code the rest
                // below it.
                let side = area.width().min(area.height() * 0.7);
                let board = Rect::from_min_size(area.min, vec2(area.width(), side));
                let code = Rect::from_min_max(pos2(area.left(), board.bottom() + 8.0), area.max);
                (board, code)
            } else {
                let side = area.height().min(area.width() - PSEUDOCODE_WIDTH).max(40.0);
                let board = Rect::from_min_size(area.min, vec2(side, area.height()));
                let code = Rect::from_min_max(pos2(board.right() + 8.0, area.top()), area.max);
                (board, code)
            };
            let mut board_ui = ui.new_child(UiBuilder::new().max_rect(board));
            BoardArea {
                painter: &mut self.board,
                layout: &mut self.layout,
                death: &mut self.death,
                quiz,
                commands,
            }
            .board(&mut board_ui, state, false);
            if code.width() > 40.0 && code.height() > 40.0 {
                let mut code_ui = ui.new_child(UiBuilder::new().max_rect(code));
                if caption_beside {
                    caption_band(
                        &mut code_ui,
                        state,
                        quiz,
                        &mut self.layout,
                        commands,
                        CAPTION_BESIDE_LINES,
                    );
                    code_ui.separator();
                }
                pseudocode_column(&mut code_ui, state);
            }
            ui.advance_cursor_after_rect(area);
        });
    }

    /// The editor: the problems under the board, its controls (and the browser) beside it.
    pub fn editor(&mut self, ui: &mut Ui, mut frame: Frame<'_>) {
        let Some(editor) = frame.desk.editor() else {
            return;
        };
        Panel::bottom("snakescope.editor.problems")
            .resizable(false)
            .show(ui, |ui| {
                ui.add_space(4.0);
                problems_ui(ui, editor);
                ui.add_space(4.0);
            });
        // The tool's hint above the board.
        let chrome = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        let mut open = vec![SidePanel::Editor];
        if frame.state.settings().show_browser {
            open.push(SidePanel::Browser);
        }
        let beside = Beside {
            open: &open,
            chrome,
            text_width: 0.0,
        };
        self.side_columns(ui, beside, &mut frame);
        if let Some(editor) = frame.desk.editor() {
            let commands = &mut *frame.commands;
            egui::CentralPanel::default().show(ui, |ui| editor_board_ui(ui, editor, commands));
        }
    }

    /// Both boards in the look the settings choose, in this window's theme.
    fn follow_board_look(&mut self, ui: &Ui, state: &AppState) {
        let look = state.settings().board_look(ui.ctx().theme());
        look::remember(ui.ctx(), look);
        self.board.set_look(look);
        self.compared_board.set_look(look);
    }

    /// The panels beside the board, in the columns the room beside the board allows.
    fn side_columns(&mut self, ui: &mut Ui, beside: Beside<'_>, frame: &mut Frame<'_>) {
        let window = ui.ctx().content_rect().width();
        let rest = ui.available_rect_before_wrap();
        let room = layout::Room::beside_board(rest, window, beside.chrome, beside.text_width);
        let mut layout = std::mem::take(&mut self.layout);
        layout.show_columns(ui, beside.open, room, |ui, panel| {
            self.side_panel_ui(ui, panel, frame);
        });
        self.layout = layout;
    }

    /// The open panels below the board, as tabs, in a window that stands upright: the board
    /// keeps the full width (and its chrome), the panels the height left, at least
    /// [`layout::PANELS_BELOW`].
    fn panels_below(&mut self, ui: &mut Ui, beside: Beside<'_>, frame: &mut Frame<'_>) {
        let rest = ui.available_rect_before_wrap();
        let board = rest.width() + beside.chrome + layout::BOARD_MARGINS;
        let height = (rest.height() - board).max(layout::PANELS_BELOW);
        let mut layout = std::mem::take(&mut self.layout);
        layout.show_below(ui, beside.open, height, |ui, panel| {
            self.side_panel_ui(ui, panel, frame);
        });
        self.layout = layout;
    }

    /// The contents of one panel beside the board, each scrolling on its own.
    fn side_panel_ui(&mut self, ui: &mut Ui, panel: SidePanel, frame: &mut Frame<'_>) {
        let state = frame.state;
        let commands = &mut *frame.commands;
        match panel {
            SidePanel::Browser => {
                let current = frame.desk.origin_on_screen(state.origin());
                if let Some(pick) = browser_ui(ui, frame.desk.catalog(), current) {
                    commands.send(Command::Files(Box::new(Request::Browser(pick))));
                }
            }
            SidePanel::Why => {
                let _lesson_speaks = speaking(frame.lesson_language);
                egui::ScrollArea::vertical()
                    .id_salt("snakescope.why.scroll")
                    .show(ui, |ui| {
                        why_panel_ui(ui, state, commands);
                        ui.separator();
                        egui::CollapsingHeader::new(
                            RichText::new(tr!("Legend and overlays")).strong(),
                        )
                        .id_salt("snakescope.legend")
                        .default_open(true)
                        .show(ui, |ui| {
                            // The layers as the board shows them: the stage's, or the
                            // lesson step's.
                            let shown = state.shown_layers();
                            legend_ui(ui, &shown, self.board.palette(), commands);
                        });
                    });
            }
            SidePanel::Stage => {
                let _lesson_speaks = speaking(frame.lesson_language);
                egui::ScrollArea::vertical()
                    .id_salt("snakescope.stage.scroll")
                    .show(ui, |ui| self.stage_panel.ui(ui, state, commands));
            }
            SidePanel::Debugger => {
                egui::ScrollArea::vertical()
                    .id_salt("snakescope.debugger.scroll")
                    .show(ui, |ui| self.debugger.ui(ui, state, commands));
            }
            SidePanel::Editor => {
                let Some(editor) = frame.desk.editor() else {
                    return;
                };
                let request = egui::ScrollArea::vertical()
                    .id_salt("snakescope.editor.scroll")
                    .show(ui, |ui| editor_controls_ui(ui, editor, commands))
                    .inner;
                if let Some(r) = request {
                    commands.send(Command::Files(Box::new(Request::Editor(r))));
                }
            }
        }
    }
}

/// The timelines' strip under the board: the game's and the decision's (both in one strip in
/// a `short` window), and the compared game's when there is one; greyed while the quiz asks.
fn timelines_panel(
    ui: &mut Ui,
    state: &AppState,
    commands: &mut Commands,
    short: bool,
    controls_style: impl Fn(&mut Ui),
) {
    Panel::bottom("snakescope.timelines").show(ui, |ui| {
        controls_style(ui);
        // While the quiz asks, the timelines would move to the answer.
        ui.add_enabled_ui(!state.decision_hidden(), |ui| {
            ui.add_space(4.0);
            if short {
                // A short window keeps its height for the board: both timelines in one
                // strip, as in presenter view (the rest of their controls are keys).
                compact_timelines_ui(ui, state, commands);
            } else {
                game_timeline_ui(ui, state, commands);
            }
            if state.comparison().is_some() {
                ui.add_space(4.0);
                compared_timeline_ui(ui, state, commands);
            }
            if !short {
                ui.add_space(4.0);
                decision_timeline_ui(ui, state, commands);
            }
            ui.add_space(4.0);
        });
    });
}
