//! Where the panels beside the board go, decided without drawing: the board's room, the
//! panels, and the columns [`plan`] makes of them (tested on its own).

use egui::Rect;

/// The widest a column beside the board may be, as a share of the window's width.
pub const MAX_COLUMN_SHARE: f32 = 0.4;

/// The plots open by themselves only while the board keeps at least this share of the
/// window's height beside them; a click opens or closes them whatever the height.
pub const PLOTS_BESIDE_BOARD_SHARE: f32 = 0.55;

/// A window shorter than this (in points) shows both timelines in one strip, as presenter
/// view does, so that the board keeps more than half of its height.
pub const SHORT_WINDOW: f32 = 700.0;

/// While a game is compared, each of the two boards side by side is planned at most this
/// share of the window's height, so that the panels beside them keep columns of their own in
/// a large window.
pub const COMPARED_BOARD_SHARE: f32 = 0.42;

/// Width or height around the board inside the central panel: the panel's margins (8 each
/// side) and the gap [`snakescope_picture::board::BoardGeometry::fit`] keeps (6 each side).
pub const BOARD_MARGINS: f32 = 28.0;

/// A window at most this wide and taller than wide stands upright (a phone, a tablet held in
/// portrait): the board takes the full width and the panels follow below it, as tabs.
pub const PORTRAIT_WIDTH: f32 = 900.0;

/// The least height the panels below the board keep when the window stands upright: their
/// tabs and a few lines.
pub const PANELS_BELOW: f32 = 120.0;

/// Whether a window of `size` stands upright ([`PORTRAIT_WIDTH`]).
pub fn upright(size: egui::Vec2) -> bool {
    size.x <= PORTRAIT_WIDTH && size.y > size.x
}

/// No column is narrower than this, however little room the board leaves.
pub const NARROWEST_COLUMN: f32 = 180.0;

/// What the board leaves for the columns beside it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Room {
    /// The width the columns may take together.
    pub width: f32,
    /// The widest any one column may be: [`MAX_COLUMN_SHARE`] of the window, and narrower
    /// than the board, by a tenth (at least [`NARROWEST_COLUMN`]).
    pub widest: f32,
}

impl Room {
    /// The room beside the board in `rest`, the space between the top and bottom panels of a
    /// window `window_width` wide: `rest`'s width less the side of the largest square that
    /// fits in `rest`'s height once `chrome` (the lines above and below the board) is taken
    /// off, and less the margins around the board. The board's column keeps at least
    /// `text_width` too, so that the lines above the board do not wrap and take its height:
    /// in a short window the board is as tall as it can be, and the columns take what it
    /// leaves, not more. `width` is negative when the window is taller than wide.
    pub fn beside_board(rest: Rect, window_width: f32, chrome: f32, text_width: f32) -> Room {
        let side = (rest.height() - chrome - BOARD_MARGINS).max(0.0);
        Room {
            width: rest.width() - side.max(text_width) - BOARD_MARGINS,
            widest: (window_width * MAX_COLUMN_SHARE)
                .min(0.9 * side)
                .max(NARROWEST_COLUMN),
        }
    }
}

/// A panel beside the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SidePanel {
    /// The scenario browser.
    Browser,
    /// "Why this move?", with the legend.
    Why,
    /// The stage panel: picker, pseudo-code and the stage's view.
    Stage,
    /// The board editor's controls.
    Editor,
    /// The debugger: breakpoints, the comparison, the branches.
    Debugger,
}

/// Which edge of the window a column stands against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Left of the board.
    Left,
    /// Right of the board.
    Right,
}

impl SidePanel {
    /// Columns in the order they are shown, outermost first on each side: the browser stands
    /// against the left edge, the "why" panel between it and the board.
    const COLUMN_ORDER: [SidePanel; 5] = [
        SidePanel::Browser,
        SidePanel::Why,
        SidePanel::Stage,
        SidePanel::Debugger,
        SidePanel::Editor,
    ];

    /// Tabs in the order they read in a shared column: the game's panels before the browser.
    const TAB_ORDER: [SidePanel; 5] = [
        SidePanel::Why,
        SidePanel::Stage,
        SidePanel::Debugger,
        SidePanel::Editor,
        SidePanel::Browser,
    ];

    /// The name on its tab in English, for ids that must not change with the language.
    fn english_title(self) -> &'static str {
        match self {
            SidePanel::Browser => "Scenarios",
            SidePanel::Why => "Why this move?",
            SidePanel::Stage => "Stage",
            SidePanel::Editor => "Board editor",
            SidePanel::Debugger => "Debugger",
        }
    }

    /// The name on its tab.
    pub fn title(self) -> String {
        match self {
            SidePanel::Browser => tr!("Scenarios"),
            SidePanel::Why => tr!("Why this move?"),
            SidePanel::Stage => tr!("Stage"),
            SidePanel::Editor => tr!("Board editor"),
            SidePanel::Debugger => tr!("Debugger"),
        }
    }

    /// What its tab opens, for the tab's tooltip.
    pub(super) fn help(self) -> String {
        match self {
            SidePanel::Browser => tr!("The scenario browser: the collection and the recent files"),
            SidePanel::Why => {
                tr!("The chain of checks behind the move, the outcome and the legend")
            }
            SidePanel::Stage => {
                tr!("The stage picker, its pseudo-code and what the stage knows")
            }
            SidePanel::Editor => tr!("The editor's tools, rules and solver"),
            SidePanel::Debugger => {
                tr!("Breakpoints, a comparison with another solver, and games taken over by hand")
            }
        }
    }

    /// The side it stands on when it has a column of its own.
    pub fn home(self) -> Side {
        match self {
            SidePanel::Browser | SidePanel::Why => Side::Left,
            SidePanel::Stage | SidePanel::Editor | SidePanel::Debugger => Side::Right,
        }
    }

    /// Narrowest, first and widest width of its column, margins included: the narrowest
    /// still reads, the widest is as far as dragging its edge may go.
    fn widths(self) -> [f32; 3] {
        match self {
            SidePanel::Browser => [220.0, 290.0, 520.0],
            SidePanel::Why => [220.0, 290.0, 440.0],
            SidePanel::Stage => [280.0, 380.0, 480.0],
            SidePanel::Editor => [280.0, 340.0, 520.0],
            SidePanel::Debugger => [240.0, 300.0, 460.0],
        }
    }

    /// The id of the egui panel of a column holding `panels`. A panel alone in its column
    /// keeps the id it always had, so the width a user dragged it to is remembered.
    pub(super) fn column_id(panels: &[SidePanel]) -> String {
        match panels {
            [SidePanel::Browser] => "snakescope.browser".to_string(),
            [SidePanel::Why] => "snakescope.why".to_string(),
            [SidePanel::Stage] => "snakescope.stage".to_string(),
            [SidePanel::Editor] => "snakescope.editor.controls".to_string(),
            [SidePanel::Debugger] => "snakescope.debugger".to_string(),
            _ => {
                // The English titles, whatever the language: the id stays the same.
                let names: Vec<&str> = panels.iter().map(|p| p.english_title()).collect();
                format!("snakescope.tabs.{}", names.join("+"))
            }
        }
    }
}

/// One column beside the board: its side, its panels (tabs when more than one) and the
/// widths it may take. `min <= default <= max` always holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Column {
    /// The edge it stands against.
    pub side: Side,
    /// Its panels, in tab order.
    pub panels: Vec<SidePanel>,
    /// Its narrowest width.
    pub min: f32,
    /// Its width before the user drags its edge.
    pub default: f32,
    /// Its widest width: its share of the room beside the board.
    pub max: f32,
}

impl Column {
    fn new(side: Side, mut panels: Vec<SidePanel>) -> Column {
        panels.sort_by_key(|p| SidePanel::TAB_ORDER.iter().position(|q| q == p));
        let widths = panels.iter().map(|p| p.widths());
        let [min, default, max] = widths
            .reduce(|a, b| [a[0].max(b[0]), a[1].max(b[1]), a[2].max(b[2])])
            .unwrap_or([0.0; 3]);
        Column {
            side,
            panels,
            min,
            default,
            max,
        }
    }
}

/// The columns for the `open` panels, given the `room` the board leaves beside it.
///
/// Tries, most spread out first: a column per panel; one column per side with the side's
/// panels as tabs; a single column on the right with every panel as tabs. The first whose
/// narrowest widths fit in the room's width is taken, else the last. The columns then share
/// that width in proportion to how far each may grow, and none is wider than
/// [`Room::widest`]: so together they never take more than the room unless even their
/// narrowest widths do not fit.
pub fn plan(open: &[SidePanel], room: Room) -> Vec<Column> {
    let ordered: Vec<SidePanel> = SidePanel::COLUMN_ORDER
        .into_iter()
        .filter(|p| open.contains(p))
        .collect();
    if ordered.is_empty() {
        return Vec::new();
    }
    let apart: Vec<Column> = ordered
        .iter()
        .map(|&p| Column::new(p.home(), vec![p]))
        .collect();
    let by_side: Vec<Column> = [Side::Left, Side::Right]
        .into_iter()
        .map(|side| {
            let panels = ordered.iter().copied().filter(|p| p.home() == side);
            Column::new(side, panels.collect())
        })
        .filter(|c| !c.panels.is_empty())
        .collect();
    // One column against the right edge, unless every open panel lives on the left.
    let side = if ordered.iter().all(|p| p.home() == Side::Left) {
        Side::Left
    } else {
        Side::Right
    };
    let together = vec![Column::new(side, ordered)];
    let narrowest = |columns: &[Column]| columns.iter().map(|c| c.min).sum::<f32>();
    let mut columns = [apart, by_side]
        .into_iter()
        .find(|columns| narrowest(columns) <= room.width)
        .unwrap_or(together);

    let cap = room.widest;
    let slack = (room.width - narrowest(&columns)).max(0.0);
    let growth: f32 = columns.iter().map(|c| c.max - c.min).sum();
    for c in &mut columns {
        let share = if growth > 0.0 {
            slack * (c.max - c.min) / growth
        } else {
            0.0
        };
        c.max = (c.min + share).min(c.max).min(cap);
        c.min = c.min.min(c.max);
        c.default = c.default.clamp(c.min, c.max);
    }
    columns
}

#[cfg(test)]
mod tests {
    use super::*;
    use SidePanel::*;

    fn room(width: f32, widest: f32) -> Room {
        Room { width, widest }
    }

    fn shape(columns: &[Column]) -> Vec<(Side, Vec<SidePanel>)> {
        columns.iter().map(|c| (c.side, c.panels.clone())).collect()
    }

    #[test]
    fn with_room_every_panel_has_a_column_and_they_share_the_room() {
        let columns = plan(&[Stage, Why, Browser], room(900.0, 592.0));
        assert_eq!(
            shape(&columns),
            vec![
                (Side::Left, vec![Browser]),
                (Side::Left, vec![Why]),
                (Side::Right, vec![Stage]),
            ]
        );
        let widest: f32 = columns.iter().map(|c| c.max).sum();
        assert!(widest <= 900.0 + 0.01, "{widest}");
        for c in &columns {
            assert!(c.min <= c.default && c.default <= c.max, "{c:?}");
        }
    }

    #[test]
    fn short_of_room_each_side_becomes_tabs_then_everything_one_column() {
        let columns = plan(&[Browser, Why, Stage], room(600.0, 512.0));
        assert_eq!(
            shape(&columns),
            vec![(Side::Left, vec![Why, Browser]), (Side::Right, vec![Stage])]
        );
        let columns = plan(&[Browser, Why, Stage], room(380.0, 410.0));
        assert_eq!(
            shape(&columns),
            vec![(Side::Right, vec![Why, Stage, Browser])]
        );
        assert!(columns[0].max <= 380.0);
        // The editor and the browser share a column the same way.
        let columns = plan(&[Editor, Browser], room(400.0, 410.0));
        assert_eq!(shape(&columns), vec![(Side::Right, vec![Editor, Browser])]);
    }

    #[test]
    fn the_debugger_stands_right_of_the_board_and_shares_the_stage_s_column_when_short() {
        let columns = plan(&[Why, Stage, Debugger], room(1000.0, 592.0));
        assert_eq!(
            shape(&columns),
            vec![
                (Side::Left, vec![Why]),
                (Side::Right, vec![Stage]),
                (Side::Right, vec![Debugger]),
            ]
        );
        let columns = plan(&[Why, Stage, Debugger], room(560.0, 512.0));
        assert_eq!(
            shape(&columns),
            vec![
                (Side::Left, vec![Why]),
                (Side::Right, vec![Stage, Debugger])
            ]
        );
    }

    #[test]
    fn no_column_is_wider_than_the_board_or_its_share_of_the_window() {
        // A short window: the board's side (here 250) caps the column, with a tenth to spare.
        let r = Room::beside_board(
            Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(800.0, 366.0)),
            800.0,
            88.0,
            450.0,
        );
        assert_eq!(r, room(800.0 - 450.0 - BOARD_MARGINS, 225.0));
        let columns = plan(&[Why, Stage, Browser], r);
        assert_eq!(columns.len(), 1);
        assert!(columns[0].max <= 225.0 && columns[0].min <= columns[0].max);
        // A tall narrow window leaves no room at all: one column, at its share of the window.
        let r = Room::beside_board(
            Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(600.0, 900.0)),
            600.0,
            88.0,
            0.0,
        );
        assert!(r.width < 0.0 && r.widest == 600.0 * MAX_COLUMN_SHARE);
        let columns = plan(&[Why, Stage], r);
        assert_eq!(columns.len(), 1);
        assert!(columns[0].max <= r.widest && columns[0].min <= columns[0].max);
        assert!(plan(&[], r).is_empty());
    }
}
