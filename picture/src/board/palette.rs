//! The colours every drawing shares, so that the legend and the board always agree.
//!
//! The board's colours are a value, a [`BoardPalette`], of which there are four: a dark board
//! (for a dim room or a dark window) and a light one (for a bright room, a projector that
//! washes dark colours out, and printed handouts), each in standard colours and in colours a
//! reader with a colour-vision deficiency tells apart (Okabe and Ito's eight colours). A
//! [`BoardLook`] names one: the settings, `render --board --colours` and the picture window
//! choose it, and the painter draws with [`BoardLook::palette`].
//!
//! The debugger's marks (a breakpoint, the tick where compared games part) belong to the look
//! too: wherever they are drawn (the board, the timelines, the panels) they take the look's
//! colours ([`BoardPalette::breakpoint`], [`BoardPalette::divergence`]). The colours of the rest of the window's
//! chrome (the decision timeline's checks) stay as they are, below the palettes.

use epaint::Color32;
use serde::{Deserialize, Serialize};
use snakescope_core::explain::MarkerKind;

/// The board's ground: dark or light.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardTheme {
    /// A dark board with bright pieces: a dim room, a dark window.
    #[default]
    Dark,
    /// A light board with dark grid lines and strong pieces: a bright room, paper.
    Light,
}

impl BoardTheme {
    /// Both, in the order the settings offer them.
    pub const ALL: [BoardTheme; 2] = [BoardTheme::Dark, BoardTheme::Light];

    /// Its name in the settings, e.g. "Dark".
    pub fn label(self) -> String {
        match self {
            BoardTheme::Dark => tr!("Dark"),
            BoardTheme::Light => tr!("Light"),
        }
    }
}

/// The pieces' and layers' colours: standard, or safe for colour-blind readers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardColours {
    /// Red food on a green snake, cyan paths, orange and yellow marks.
    #[default]
    Standard,
    /// Okabe and Ito's colours, chosen to stay apart under protanopia, deuteranopia and
    /// tritanopia, and shapes beside colour where two pieces meet (a ring round the food, a
    /// stripe across the cells a cycle left out).
    Safe,
}

impl BoardColours {
    /// Both, in the order the settings offer them.
    pub const ALL: [BoardColours; 2] = [BoardColours::Standard, BoardColours::Safe];

    /// Its name in the settings, e.g. "Colour-blind safe".
    pub fn label(self) -> String {
        match self {
            BoardColours::Standard => tr!("Standard"),
            BoardColours::Safe => tr!("Colour-blind safe"),
        }
    }
}

/// Which of the four palettes a board is drawn with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct BoardLook {
    /// Dark or light.
    pub theme: BoardTheme,
    /// Standard or colour-blind safe.
    pub colours: BoardColours,
}

impl BoardLook {
    /// The look of `theme` in `colours`.
    pub const fn new(theme: BoardTheme, colours: BoardColours) -> BoardLook {
        BoardLook { theme, colours }
    }

    /// Its colours.
    pub fn palette(self) -> &'static BoardPalette {
        match (self.theme, self.colours) {
            (BoardTheme::Dark, BoardColours::Standard) => &BoardPalette::DARK,
            (BoardTheme::Light, BoardColours::Standard) => &BoardPalette::LIGHT,
            (BoardTheme::Dark, BoardColours::Safe) => &BoardPalette::DARK_SAFE,
            (BoardTheme::Light, BoardColours::Safe) => &BoardPalette::LIGHT_SAFE,
        }
    }
}

/// The colours of one board: every piece and every layer the painter and the legend draw.
/// Translucent colours tint what is under them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPalette {
    /// The board's background.
    pub board: Color32,
    /// Every other cell, a shade apart: a faint chessboard helps count cells.
    pub board_alt: Color32,
    /// Lines between cells.
    pub grid_line: Color32,
    /// The wall around the board.
    pub wall: Color32,
    /// A search board's mud (entering costs 3), under a pattern of dots.
    pub mud: Color32,
    /// A search board's water (entering costs 5), under a pattern of waves.
    pub water: Color32,
    /// The snake's body.
    pub body: Color32,
    /// The snake's head.
    pub head: Color32,
    /// The snake's tail end.
    pub tail: Color32,
    /// The eyes on the head, and numbers written on the snake.
    pub eye: Color32,
    /// The food.
    pub food: Color32,
    /// The light catching the food.
    pub food_shine: Color32,
    /// Queued cells (the frontier).
    pub frontier: Color32,
    /// Cells taken off the queue and expanded.
    pub expanded: Color32,
    /// Numbers written in cells.
    pub number: Color32,
    /// Arrows towards parents.
    pub parent: Color32,
    /// The path.
    pub path: Color32,
    /// The virtual snake.
    pub ghost: Color32,
    /// The cycle line.
    pub cycle: Color32,
    /// Cycle indices.
    pub cycle_index: Color32,
    /// A neighbour the shortcut rule allows.
    pub allowed: Color32,
    /// A neighbour the shortcut rule refuses (drawn as a cross).
    pub refused: Color32,
    /// The cell being worked on.
    pub current: Color32,
    /// The cells the latest event tried.
    pub trying: Color32,
    /// Cells a cycle could not include.
    pub left_out: Color32,
    /// Cells of the loop a 2x2 split cut off the cycle (the splice stage).
    pub in_loop: Color32,
    /// A cell a solver marked as on its path (the path line is [`BoardPalette::path`]).
    pub path_tint: Color32,
    /// A cell a solver marked as worth a note.
    pub note: Color32,
    /// The user's start and target of a run on its own.
    pub sandbox: Color32,
    /// The hovered cell.
    pub hover: Color32,
    /// The cross where the fatal move went.
    pub death: Color32,
    /// The shapes drawn beside colour (the ring round the food, the stripe across a cell
    /// left out), in a colour far from the board's.
    pub outline: Color32,
    /// Breakpoints: the ring in a cell where one awaits the head, the game timeline's dots
    /// where one matches, the check one stopped at.
    pub breakpoint: Color32,
    /// The tick where a compared game parts from the one on screen, on the timelines and
    /// the plots.
    pub divergence: Color32,
    /// Whether to draw those shapes.
    pub shapes: bool,
}

const fn rgb(r: u8, g: u8, b: u8) -> Color32 {
    Color32::from_rgb(r, g, b)
}

const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Color32 {
    Color32::from_rgba_unmultiplied_const(r, g, b, a)
}

/// Okabe and Ito's colours ("Color Universal Design", 2002), by their names.
mod okabe_ito {
    use super::rgb;
    use epaint::Color32;
    pub const ORANGE: Color32 = rgb(230, 159, 0);
    pub const SKY_BLUE: Color32 = rgb(86, 180, 233);
    pub const BLUISH_GREEN: Color32 = rgb(0, 158, 115);
    pub const YELLOW: Color32 = rgb(240, 228, 66);
    pub const BLUE: Color32 = rgb(0, 114, 178);
    pub const VERMILLION: Color32 = rgb(213, 94, 0);
    pub const REDDISH_PURPLE: Color32 = rgb(204, 121, 167);
}

/// `c` with alpha `a`.
const fn alpha(c: Color32, a: u8) -> Color32 {
    rgba(c.r(), c.g(), c.b(), a)
}

impl BoardPalette {
    /// The dark board in standard colours: the board snakescope has always had.
    pub const DARK: BoardPalette = BoardPalette {
        board: rgb(22, 26, 34),
        board_alt: rgb(27, 32, 41),
        grid_line: rgb(46, 53, 66),
        wall: rgb(120, 130, 150),
        mud: rgb(88, 66, 44),
        water: rgb(30, 58, 100),
        body: rgb(67, 160, 71),
        head: rgb(156, 224, 98),
        tail: rgb(36, 110, 48),
        eye: rgb(16, 20, 16),
        food: rgb(235, 64, 52),
        food_shine: rgb(255, 180, 170),
        frontier: rgba(255, 190, 0, 110),
        expanded: rgba(40, 140, 240, 80),
        number: rgb(232, 236, 240),
        parent: rgb(150, 170, 190),
        path: rgb(0, 214, 240),
        ghost: rgba(200, 200, 255, 150),
        cycle: rgba(186, 104, 200, 150),
        cycle_index: rgb(206, 147, 216),
        allowed: rgb(102, 220, 110),
        refused: rgb(244, 80, 80),
        current: rgb(255, 235, 59),
        trying: rgb(255, 150, 30),
        left_out: rgba(230, 40, 40, 120),
        in_loop: rgba(64, 200, 200, 110),
        path_tint: rgba(0, 214, 240, 70),
        note: rgba(200, 200, 200, 70),
        sandbox: rgb(255, 255, 255),
        hover: rgba(255, 255, 255, 40),
        death: rgb(255, 64, 200),
        outline: rgb(232, 236, 240),
        breakpoint: rgb(229, 57, 53),
        divergence: rgb(190, 240, 70),
        shapes: false,
    };

    /// The light board in standard colours: a pale chessboard, dark grid lines, and the
    /// dark board's pieces made deep enough to read on white.
    pub const LIGHT: BoardPalette = BoardPalette {
        board: rgb(250, 249, 245),
        board_alt: rgb(236, 234, 226),
        grid_line: rgb(120, 124, 134),
        wall: rgb(50, 56, 68),
        mud: rgb(208, 182, 140),
        water: rgb(168, 200, 236),
        body: rgb(56, 142, 60),
        head: rgb(27, 94, 32),
        tail: rgb(129, 199, 132),
        eye: rgb(255, 255, 255),
        food: rgb(211, 32, 32),
        food_shine: rgb(255, 170, 160),
        frontier: rgba(255, 170, 0, 120),
        expanded: rgba(30, 110, 220, 70),
        number: rgb(28, 32, 40),
        parent: rgb(90, 104, 120),
        path: rgb(0, 131, 176),
        ghost: rgba(60, 60, 170, 170),
        cycle: rgba(123, 31, 162, 170),
        cycle_index: rgb(106, 27, 154),
        allowed: rgb(46, 150, 56),
        refused: rgb(211, 32, 32),
        current: rgb(200, 140, 0),
        trying: rgb(230, 81, 0),
        left_out: rgba(211, 32, 32, 100),
        in_loop: rgba(0, 150, 150, 90),
        path_tint: rgba(0, 131, 176, 60),
        note: rgba(90, 90, 90, 60),
        sandbox: rgb(0, 0, 0),
        hover: rgba(0, 0, 0, 30),
        death: rgb(200, 0, 150),
        outline: rgb(28, 32, 40),
        breakpoint: rgb(198, 40, 40),
        divergence: rgb(85, 139, 47),
        shapes: false,
    };

    /// The dark board in Okabe and Ito's colours: a blue snake with a sky-blue head,
    /// vermillion food ringed in white, a yellow path, an orange frontier and grey expanded
    /// cells, a reddish-purple cycle; violet breakpoints and a pale green where compared
    /// games part (the two colours Okabe and Ito's eight leave free on it).
    pub const DARK_SAFE: BoardPalette = {
        use okabe_ito::*;
        BoardPalette {
            body: BLUE,
            head: SKY_BLUE,
            tail: rgb(0, 78, 122),
            eye: rgb(16, 20, 16),
            food: VERMILLION,
            food_shine: rgb(255, 190, 150),
            frontier: alpha(ORANGE, 80),
            expanded: rgba(150, 150, 150, 200),
            path: YELLOW,
            ghost: rgba(230, 230, 230, 150),
            cycle: alpha(REDDISH_PURPLE, 200),
            cycle_index: rgb(230, 170, 205),
            allowed: rgb(120, 230, 190),
            refused: REDDISH_PURPLE,
            current: YELLOW,
            trying: REDDISH_PURPLE,
            left_out: alpha(VERMILLION, 130),
            in_loop: alpha(SKY_BLUE, 110),
            path_tint: alpha(YELLOW, 60),
            death: rgb(255, 255, 255),
            breakpoint: rgb(165, 45, 255),
            divergence: rgb(135, 225, 135),
            mud: rgb(96, 64, 0),
            water: rgb(0, 86, 140),
            shapes: true,
            ..BoardPalette::DARK
        }
    };

    /// The light board in Okabe and Ito's colours: a blue snake with a dark-blue head,
    /// vermillion food ringed in black, a reddish-purple path, a sky-blue frontier and orange
    /// expanded cells, a black cycle; violet breakpoints and navy where compared games part.
    pub const LIGHT_SAFE: BoardPalette = {
        use okabe_ito::*;
        BoardPalette {
            body: BLUE,
            head: rgb(0, 60, 100),
            tail: SKY_BLUE,
            food: VERMILLION,
            food_shine: rgb(255, 200, 160),
            frontier: alpha(SKY_BLUE, 180),
            expanded: alpha(ORANGE, 140),
            path: REDDISH_PURPLE,
            ghost: rgba(40, 40, 40, 150),
            cycle: rgba(20, 20, 20, 210),
            cycle_index: BLUE,
            allowed: rgb(20, 20, 20),
            refused: REDDISH_PURPLE,
            current: ORANGE,
            trying: BLUISH_GREEN,
            left_out: alpha(VERMILLION, 110),
            in_loop: alpha(SKY_BLUE, 150),
            path_tint: alpha(REDDISH_PURPLE, 60),
            death: rgb(0, 0, 0),
            breakpoint: rgb(135, 0, 240),
            divergence: rgb(0, 60, 135),
            mud: rgb(236, 204, 140),
            water: rgb(150, 205, 238),
            shapes: true,
            ..BoardPalette::LIGHT
        }
    };

    /// Every palette, with its look.
    pub const ALL: [(BoardLook, &'static BoardPalette); 4] = [
        (
            BoardLook::new(BoardTheme::Dark, BoardColours::Standard),
            &BoardPalette::DARK,
        ),
        (
            BoardLook::new(BoardTheme::Light, BoardColours::Standard),
            &BoardPalette::LIGHT,
        ),
        (
            BoardLook::new(BoardTheme::Dark, BoardColours::Safe),
            &BoardPalette::DARK_SAFE,
        ),
        (
            BoardLook::new(BoardTheme::Light, BoardColours::Safe),
            &BoardPalette::LIGHT_SAFE,
        ),
    ];

    /// `c` as seen on this board: a translucent colour laid over the board's background.
    pub fn on_board(&self, c: Color32) -> Color32 {
        let [r, g, b, a] = c.to_srgba_unmultiplied();
        let a = f32::from(a) / 255.0;
        let mix =
            |top: u8, under: u8| (f32::from(top) * a + f32::from(under) * (1.0 - a)).round() as u8;
        rgb(
            mix(r, self.board.r()),
            mix(g, self.board.g()),
            mix(b, self.board.b()),
        )
    }
}

/// The dark standard board's colours by name, for what does not follow the board's look:
/// the scenario browser's sketches, the plots, the "why" panel and the timelines.
pub mod chrome {
    use super::BoardPalette;
    use epaint::Color32;

    const P: BoardPalette = BoardPalette::DARK;
    /// [`BoardPalette::board`].
    pub const BOARD: Color32 = P.board;
    /// [`BoardPalette::board_alt`].
    pub const BOARD_ALT: Color32 = P.board_alt;
    /// [`BoardPalette::grid_line`].
    pub const GRID_LINE: Color32 = P.grid_line;
    /// [`BoardPalette::wall`].
    pub const WALL: Color32 = P.wall;
    /// [`BoardPalette::body`].
    pub const BODY: Color32 = P.body;
    /// [`BoardPalette::head`].
    pub const HEAD: Color32 = P.head;
    /// [`BoardPalette::tail`].
    pub const TAIL: Color32 = P.tail;
    /// [`BoardPalette::eye`].
    pub const EYE: Color32 = P.eye;
    /// [`BoardPalette::food`].
    pub const FOOD: Color32 = P.food;
    /// [`BoardPalette::hover`].
    pub const HOVER: Color32 = P.hover;
    /// [`BoardPalette::allowed`].
    pub const ALLOWED: Color32 = P.allowed;
    /// [`BoardPalette::refused`].
    pub const REFUSED: Color32 = P.refused;
    /// [`BoardPalette::current`].
    pub const CURRENT: Color32 = P.current;
    /// [`BoardPalette::trying`].
    pub const TRYING: Color32 = P.trying;
}
pub use chrome::*;

/// The colour of a marker on the game timeline.
pub fn marker(kind: MarkerKind, p: &BoardPalette) -> Color32 {
    match kind {
        MarkerKind::Food => p.food,
        MarkerKind::Shortcut => p.path,
        MarkerKind::Fallback => p.trying,
        MarkerKind::Death => p.death,
        MarkerKind::Stall => p.refused,
    }
}

/// The colour of check `link` on the decision timeline.
pub fn link(link: usize) -> Color32 {
    const COLOURS: [Color32; 5] = [
        rgb(66, 165, 245),
        rgb(171, 71, 188),
        rgb(38, 166, 154),
        rgb(255, 167, 38),
        rgb(236, 64, 122),
    ];
    COLOURS[link % COLOURS.len()]
}
