//! Where everything goes on screen, around the board: the timelines and the plots under it,
//! the panels beside it (in the columns [`crate::app::layout`] plans), and the board area in
//! the middle; in the editor, its problems, controls and board. Each panel is drawn by its
//! own room; here they are placed.

use super::board_area::{BoardArea, board_chrome};
use super::death::DeathWatch;
use crate::app::board::BoardPainter;
use crate::app::board::legend::legend_ui;
use crate::app::compare::{compared_board_ui, compared_timeline_ui};
use crate::app::debugger::DebuggerPanel;
use crate::app::files::{Request, Workspace};
use crate::app::layout::{self, Layout, SidePanel};
use crate::app::plots::plots_ui;
use crate::app::scenarios::browser::browser_ui;
use crate::app::scenarios::editor_board::{editor_board_ui, problems_ui};
use crate::app::scenarios::editor_controls::editor_controls_ui;
use crate::app::stages::StagePanel;
use crate::app::state::AppState;
use crate::app::timeline::{decision_timeline_ui, game_timeline_ui};
use crate::app::why::why_panel_ui;
use egui::{Panel, RichText, Ui};

/// The plots' height when they open.
const PLOTS_HEIGHT: f32 = 140.0;

/// The view's own panels beside the board, and what the board's column needs: `chrome`, the
/// height of what the central panel shows above and below the board, and `text_width`, the
/// width its lines want.
struct Beside<'a> {
    own: &'a [SidePanel],
    chrome: f32,
    text_width: f32,
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
}

impl Screen {
    /// The explainer: timelines, plots, the "why" and stage panels, and the board.
    pub fn explainer(
        &mut self,
        ui: &mut Ui,
        state: &mut AppState,
        workspace: &mut Workspace,
        requests: &mut Vec<Request>,
        controls_style: impl Fn(&mut Ui),
    ) {
        Panel::bottom("snakescope.timelines").show(ui, |ui| {
            controls_style(ui);
            ui.add_space(4.0);
            game_timeline_ui(ui, state);
            if state.comparison().is_some() {
                ui.add_space(4.0);
                compared_timeline_ui(ui, state);
            }
            ui.add_space(4.0);
            decision_timeline_ui(ui, state);
            ui.add_space(4.0);
        });
        // The plots show when switched on and there is room for them (or as the menu's
        // toggle last said).
        let chrome = board_chrome(ui);
        let window = ui.ctx().content_rect().height();
        let board_beside_plots = ui.available_rect_before_wrap().height()
            - PLOTS_HEIGHT
            - chrome
            - layout::BOARD_MARGINS;
        let fits = board_beside_plots >= window * layout::PLOTS_BESIDE_BOARD_SHARE;
        if self.layout.show_plots(state.settings.show_plots, fits) {
            Panel::bottom("snakescope.plots")
                .resizable(true)
                .default_size(PLOTS_HEIGHT)
                .size_range(90.0..=(window * 0.3).clamp(90.0, 420.0))
                .show(ui, |ui| plots_ui(ui, state));
        }
        let settings = &state.settings;
        let own: Vec<SidePanel> = [
            (settings.show_why_panel, SidePanel::Why),
            (settings.show_stage_panel, SidePanel::Stage),
            (settings.show_debugger, SidePanel::Debugger),
        ]
        .into_iter()
        .filter_map(|(on, p)| on.then_some(p))
        .collect();
        // The status line and a caption of a usual length on one line each.
        let text_width = 36.0 * ui.style().text_styles[&egui::TextStyle::Body].size;
        let beside = Beside {
            own: &own,
            chrome,
            text_width,
        };
        self.side_columns(ui, beside, state, workspace, requests);
        egui::CentralPanel::default().show(ui, |ui| {
            let area = BoardArea {
                painter: &mut self.board,
                layout: &mut self.layout,
                death: &mut self.death,
            };
            if state.comparison().is_none() {
                requests.extend(area.ui(ui, state));
                return;
            }
            // Two boards side by side, one tick.
            let compared = &mut self.compared_board;
            ui.columns(2, |columns| {
                requests.extend(area.ui(&mut columns[0], state));
                compared_board_ui(&mut columns[1], state, compared);
            });
        });
    }

    /// The editor: the problems under the board, its controls (and the browser) beside it.
    pub fn editor(
        &mut self,
        ui: &mut Ui,
        state: &mut AppState,
        workspace: &mut Workspace,
        requests: &mut Vec<Request>,
    ) {
        let Some(editor) = workspace.editor() else {
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
        let chrome = ui.text_style_height(&egui::TextStyle::Small) + ui.spacing().item_spacing.y;
        let beside = Beside {
            own: &[SidePanel::Editor],
            chrome,
            text_width: 0.0,
        };
        self.side_columns(ui, beside, state, workspace, requests);
        if let Some(editor) = workspace.editor_mut() {
            egui::CentralPanel::default().show(ui, |ui| editor_board_ui(ui, editor));
        }
    }

    /// The panels beside the board, the view's own and the browser if the settings show it,
    /// in the columns the room beside the board allows.
    fn side_columns(
        &mut self,
        ui: &mut Ui,
        beside: Beside<'_>,
        state: &mut AppState,
        workspace: &mut Workspace,
        requests: &mut Vec<Request>,
    ) {
        let mut open = beside.own.to_vec();
        if state.settings.show_browser {
            open.push(SidePanel::Browser);
        }
        let window = ui.ctx().content_rect().width();
        let rest = ui.available_rect_before_wrap();
        let room = layout::Room::beside_board(rest, window, beside.chrome, beside.text_width);
        let mut layout = std::mem::take(&mut self.layout);
        layout.show_columns(ui, &open, room, |ui, panel| {
            self.side_panel_ui(ui, panel, state, workspace, requests);
        });
        self.layout = layout;
    }

    /// The contents of one panel beside the board, each scrolling on its own.
    fn side_panel_ui(
        &mut self,
        ui: &mut Ui,
        panel: SidePanel,
        state: &mut AppState,
        workspace: &mut Workspace,
        requests: &mut Vec<Request>,
    ) {
        match panel {
            SidePanel::Browser => {
                let current = workspace.origin_on_screen(state.origin());
                if let Some(pick) = browser_ui(ui, workspace.catalog(), current) {
                    requests.push(Request::Browser(pick));
                }
            }
            SidePanel::Why => {
                egui::ScrollArea::vertical()
                    .id_salt("snakescope.why.scroll")
                    .show(ui, |ui| {
                        why_panel_ui(ui, state);
                        ui.separator();
                        egui::CollapsingHeader::new(RichText::new("Legend and overlays").strong())
                            .id_salt("snakescope.legend")
                            .default_open(true)
                            .show(ui, |ui| legend_ui(ui, &mut state.settings.overlays));
                    });
            }
            SidePanel::Stage => {
                egui::ScrollArea::vertical()
                    .id_salt("snakescope.stage.scroll")
                    .show(ui, |ui| self.stage_panel.ui(ui, state));
            }
            SidePanel::Debugger => {
                egui::ScrollArea::vertical()
                    .id_salt("snakescope.debugger.scroll")
                    .show(ui, |ui| self.debugger.ui(ui, state));
            }
            SidePanel::Editor => {
                let Some(editor) = workspace.editor_mut() else {
                    return;
                };
                let request = egui::ScrollArea::vertical()
                    .id_salt("snakescope.editor.scroll")
                    .show(ui, |ui| editor_controls_ui(ui, editor))
                    .inner;
                if let Some(r) = request {
                    requests.push(Request::Editor(r));
                }
            }
        }
    }
}
