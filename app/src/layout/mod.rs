//! Where the panels beside the board go, so that the board comes first at every window size.
//!
//! The board wants a square as tall as the space left between the menu bar and the timelines.
//! Whatever width that square leaves is the room of the side panels. The open panels stand
//! side by side when their narrowest widths fit in that room; when not, the panels of each
//! side become tabs of one column; when even that does not fit, every panel becomes a tab of
//! a single column on the right. No column is wider than [`MAX_COLUMN_SHARE`] of the window
//! nor than the board, so a side panel can never squeeze the board out. [`plan`] decides (no
//! drawing, tested on its own); [`Layout::show_columns`] shows the columns it decided, with a
//! tab strip on a column holding more than one panel. Under the board, the plots show by
//! themselves only while the board keeps [`PLOTS_BESIDE_BOARD_SHARE`] of the window's height.

mod plan;

pub use plan::{
    BOARD_MARGINS, COMPARED_BOARD_SHARE, Column, MAX_COLUMN_SHARE, NARROWEST_COLUMN, PANELS_BELOW,
    PLOTS_BESIDE_BOARD_SHARE, PORTRAIT_WIDTH, Room, SHORT_WINDOW, Side, SidePanel, plan, upright,
};

use egui::{Panel, Rect, Ui};
use snakescope_picture::board::BoardGeometry;

/// A column as it was shown last frame.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownColumn {
    /// Its panels, in tab order.
    pub panels: Vec<SidePanel>,
    /// The panel whose contents were on screen.
    pub active: SidePanel,
    /// Where it was, margins included.
    pub rect: Rect,
}

/// The layout's memory: which tab was picked last, whether the plots are open, and where the
/// board and the columns were last frame (for tests and for anyone measuring the window).
#[derive(Clone, Debug)]
pub struct Layout {
    /// Panels, most recently picked first: a shared column shows the first of its panels in
    /// this list. A panel switched on comes first, so that it shows.
    picked: Vec<SidePanel>,
    /// The open panels last frame, to notice one being switched on.
    last_open: Option<Vec<SidePanel>>,
    /// The plots' state once the user opened or closed them; `None` while it follows the
    /// window's height.
    plots_open: Option<bool>,
    plots_shown: bool,
    board: Option<BoardGeometry>,
    columns: Vec<ShownColumn>,
    caption_points: Option<f32>,
}

impl Default for Layout {
    /// The stage shows first in a shared column: it follows the animation on the board.
    fn default() -> Self {
        Layout {
            picked: vec![
                SidePanel::Editor,
                SidePanel::Stage,
                SidePanel::Debugger,
                SidePanel::Why,
                SidePanel::Browser,
            ],
            last_open: None,
            plots_open: None,
            plots_shown: false,
            board: None,
            columns: Vec::new(),
            caption_points: None,
        }
    }
}

impl Layout {
    /// The explainer board's painted square last frame (`None` in the editor).
    pub fn board(&self) -> Option<Rect> {
        self.board.map(|geo| geo.rect())
    }

    /// Where the explainer board's cells were painted last frame (`None` in the editor): the
    /// board painter's own geometry, which everything drawn on the board follows.
    pub fn board_geometry(&self) -> Option<BoardGeometry> {
        self.board
    }

    /// Records where the board's cells were painted (`None` while the explainer's board is
    /// not shown).
    pub(super) fn set_board(&mut self, geometry: Option<BoardGeometry>) {
        self.board = geometry;
    }

    /// The size of the caption above the board in presenter view last frame, in points
    /// (`None` outside presenter view).
    pub fn caption_points(&self) -> Option<f32> {
        self.caption_points
    }

    /// Records the presenter caption's size (`None` when it is not shown).
    pub(super) fn set_caption_points(&mut self, points: Option<f32>) {
        self.caption_points = points;
    }

    /// The columns beside the board last frame, outermost first on each side.
    pub fn columns(&self) -> &[ShownColumn] {
        &self.columns
    }

    /// Shows `panel` in its column (picks its tab).
    pub fn pick(&mut self, panel: SidePanel) {
        self.picked.retain(|&p| p != panel);
        self.picked.insert(0, panel);
    }

    /// The panel a column holding `panels` shows.
    fn active(&self, panels: &[SidePanel]) -> SidePanel {
        self.picked
            .iter()
            .copied()
            .find(|p| panels.contains(p))
            .unwrap_or(panels[0])
    }

    /// Whether to show the plots this frame: as the menu's toggle last said, else when they
    /// are `wanted` (the saved setting) and `fit` (they leave the board its share of the
    /// height, see [`PLOTS_BESIDE_BOARD_SHARE`]).
    pub fn show_plots(&mut self, wanted: bool, fit: bool) -> bool {
        self.plots_shown = self.plots_open.unwrap_or(wanted && fit);
        self.plots_shown
    }

    /// Whether the plots were on screen last frame (what the menu's toggle shows).
    pub fn plots_shown(&self) -> bool {
        self.plots_shown
    }

    /// Shows or hides the plots, from now on whatever the window's height.
    pub fn set_plots_open(&mut self, open: bool) {
        self.plots_open = Some(open);
    }

    /// Shows the `open` panels beside the board in the columns [`plan`] decides for `room`,
    /// each panel's contents drawn by `contents`. Call it after the top and bottom panels and
    /// before the central panel.
    pub fn show_columns(
        &mut self,
        ui: &mut Ui,
        open: &[SidePanel],
        room: Room,
        mut contents: impl FnMut(&mut Ui, SidePanel),
    ) {
        if let Some(last) = &self.last_open {
            let switched_on: Vec<SidePanel> =
                open.iter().copied().filter(|p| !last.contains(p)).collect();
            for p in switched_on {
                self.pick(p);
            }
        }
        self.last_open = Some(open.to_vec());
        self.columns.clear();
        for column in plan(open, room) {
            let active = self.active(&column.panels);
            let id = SidePanel::column_id(&column.panels);
            let panel = match column.side {
                Side::Left => Panel::left(id),
                Side::Right => Panel::right(id),
            };
            let shown = panel
                .resizable(true)
                .default_size(column.default)
                .size_range(column.min..=column.max)
                .show(ui, |ui| {
                    if column.panels.len() > 1 {
                        self.tab_strip(ui, &column.panels, active);
                        ui.separator();
                    }
                    contents(ui, active);
                });
            self.columns.push(ShownColumn {
                panels: column.panels,
                active,
                rect: shown.response.rect,
            });
        }
    }

    /// Shows no panel beside or below the board this frame (the race in an upright window
    /// takes their room).
    pub fn show_no_panels(&mut self) {
        self.columns.clear();
    }

    /// Shows the `open` panels below the board, in a window that stands upright ([`upright`]):
    /// one strip `height` points tall, a tab for each panel, the one picked drawn by
    /// `contents`. Call it where [`Layout::show_columns`] would be called.
    pub fn show_below(
        &mut self,
        ui: &mut Ui,
        open: &[SidePanel],
        height: f32,
        mut contents: impl FnMut(&mut Ui, SidePanel),
    ) {
        if let Some(last) = &self.last_open {
            let switched_on: Vec<SidePanel> =
                open.iter().copied().filter(|p| !last.contains(p)).collect();
            for p in switched_on {
                self.pick(p);
            }
        }
        self.last_open = Some(open.to_vec());
        self.columns.clear();
        if open.is_empty() {
            return;
        }
        let active = self.active(open);
        let shown = Panel::bottom("snakescope.panels.below")
            .exact_size(height)
            .show(ui, |ui| {
                if open.len() > 1 {
                    self.tab_strip(ui, open, active);
                    ui.separator();
                }
                contents(ui, active);
            });
        self.columns.push(ShownColumn {
            panels: open.to_vec(),
            active,
            rect: shown.response.rect,
        });
    }

    /// The tabs of a shared column; a click shows that panel.
    fn tab_strip(&mut self, ui: &mut Ui, panels: &[SidePanel], active: SidePanel) {
        ui.horizontal_wrapped(|ui| {
            for &p in panels {
                let tab = egui::RichText::new(p.title()).strong();
                if ui
                    .add(egui::Button::selectable(p == active, tab))
                    .on_hover_text(p.help())
                    .clicked()
                {
                    self.pick(p);
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use SidePanel::*;

    #[test]
    fn a_panel_switched_on_or_picked_shows_in_its_column() {
        let mut layout = Layout::default();
        assert_eq!(layout.active(&[Why, Stage, Browser]), Stage);
        layout.pick(Browser);
        assert_eq!(layout.active(&[Why, Stage, Browser]), Browser);
        assert_eq!(layout.active(&[Why, Stage]), Stage);
        assert!(layout.show_plots(true, true));
        assert!(!layout.show_plots(true, false) && !layout.show_plots(false, true));
        layout.set_plots_open(true);
        assert!(layout.show_plots(true, false) && layout.plots_shown());
    }
}
