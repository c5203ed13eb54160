//! The board's colours as readers with a colour-vision deficiency see them: every pair of
//! layers that can touch on the board (and the debugger's marks among the timeline's
//! markers) stays told apart in the colour-blind-safe palettes, under protanopia,
//! deuteranopia and tritanopia as well as in normal vision; the standard palettes are shown
//! not to, which is why the safe ones exist; and every look's debugger marks stand out from
//! its board.
//!
//! Simulation: Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation
//! of Color Vision Deficiency", IEEE Transactions on Visualization and Computer Graphics
//! 15(6), 2009, their matrices for severity 1.0 (dichromacy), applied to linear RGB.
//! Distance: CIE76 delta E (Euclidean distance in CIELAB, D65 white).

use epaint::Color32;
use snakescope_picture::board::palette::{BoardColours, BoardLook, BoardPalette, BoardTheme};

/// How a reader sees colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Vision {
    Normal,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

const VISIONS: [Vision; 4] = [
    Vision::Normal,
    Vision::Protanopia,
    Vision::Deuteranopia,
    Vision::Tritanopia,
];

/// Machado et al. (2009), table of simulation matrices, severity 1.0: protanopia.
const PROTANOPIA: [[f64; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
/// The same table, deuteranopia.
const DEUTERANOPIA: [[f64; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
/// The same table, tritanopia.
const TRITANOPIA: [[f64; 3]; 3] = [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.303900],
];

/// An sRGB channel (0 to 255) as linear light (0 to 1).
fn to_linear(v: u8) -> f64 {
    let v = f64::from(v) / 255.0;
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// An opaque colour as linear RGB, as `vision` sees it.
fn seen(c: Color32, vision: Vision) -> [f64; 3] {
    let rgb = [to_linear(c.r()), to_linear(c.g()), to_linear(c.b())];
    let m = match vision {
        Vision::Normal => return rgb,
        Vision::Protanopia => PROTANOPIA,
        Vision::Deuteranopia => DEUTERANOPIA,
        Vision::Tritanopia => TRITANOPIA,
    };
    m.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0))
}

/// Linear RGB (sRGB primaries, D65) in CIELAB.
fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
    let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 delta E between `a` and `b` as `vision` sees them.
fn delta_e(a: Color32, b: Color32, vision: Vision) -> f64 {
    let (p, q) = (lab(seen(a, vision)), lab(seen(b, vision)));
    p.iter()
        .zip(q)
        .map(|(u, v)| (u - v).powi(2))
        .sum::<f64>()
        .sqrt()
}

/// The layers of a board by name, each as it shows on the board (a translucent tint laid on
/// the board's background).
fn layers(p: &BoardPalette) -> Vec<(&'static str, Color32)> {
    [
        ("board", p.board),
        ("head", p.head),
        ("body", p.body),
        ("tail", p.tail),
        ("food", p.food),
        ("frontier", p.frontier),
        ("expanded", p.expanded),
        ("mud", p.mud),
        ("water", p.water),
        ("path", p.path),
        ("cycle", p.cycle),
        ("allowed", p.allowed),
        ("refused", p.refused),
        ("current", p.current),
        ("trying", p.trying),
        ("left out", p.left_out),
        ("in loop", p.in_loop),
        ("death", p.death),
        ("ghost", p.ghost),
        ("breakpoint", p.breakpoint),
        ("divergence", p.divergence),
    ]
    .into_iter()
    .map(|(name, c)| (name, p.on_board(c)))
    .collect()
}

/// The pairs of layers that can touch on the board: a piece beside a piece or on a tinted
/// cell, a line or a mark drawn over a piece or a tint.
const TOUCHING: &[(&str, &str)] = &[
    // The snake and the food on the board and beside each other.
    ("head", "board"),
    ("body", "board"),
    ("tail", "board"),
    ("food", "board"),
    ("food", "head"),
    ("food", "body"),
    ("food", "tail"),
    ("head", "body"),
    // A search's tints under and beside the pieces.
    ("frontier", "expanded"),
    ("frontier", "board"),
    ("expanded", "board"),
    ("food", "frontier"),
    ("food", "expanded"),
    ("head", "frontier"),
    ("body", "frontier"),
    ("body", "expanded"),
    // A search board's terrain beside plain ground and each other, and the pieces over it.
    ("mud", "board"),
    ("water", "board"),
    ("mud", "water"),
    ("head", "mud"),
    ("head", "water"),
    ("food", "mud"),
    ("food", "water"),
    // The path over the pieces and the tints.
    ("path", "mud"),
    ("path", "water"),
    ("path", "board"),
    ("path", "head"),
    ("path", "body"),
    ("path", "food"),
    ("path", "frontier"),
    ("path", "expanded"),
    ("path", "cycle"),
    // The cycle line over the pieces.
    ("cycle", "board"),
    ("cycle", "body"),
    ("cycle", "food"),
    // The shortcut rule's verdicts beside each other and on the pieces.
    ("refused", "allowed"),
    ("refused", "board"),
    ("refused", "body"),
    ("refused", "food"),
    ("allowed", "board"),
    ("allowed", "body"),
    // The cursor's rings.
    ("current", "trying"),
    ("current", "board"),
    ("trying", "board"),
    // The cells a cycle left out, and the loop a split cut off.
    ("left out", "board"),
    ("left out", "body"),
    ("left out", "in loop"),
    ("left out", "food"),
    ("in loop", "board"),
    // The fatal move's cross on what it ran into.
    ("death", "board"),
    ("death", "body"),
    ("death", "head"),
    ("death", "food"),
    // The virtual snake over the real one.
    ("ghost", "body"),
    ("ghost", "board"),
    // A breakpoint's ring in a cell the head is awaited in, over whatever is there.
    ("breakpoint", "board"),
    ("breakpoint", "head"),
    ("breakpoint", "body"),
    ("breakpoint", "food"),
    ("breakpoint", "frontier"),
    ("breakpoint", "expanded"),
    ("breakpoint", "path"),
    ("breakpoint", "trying"),
    // The game timeline: the breakpoints' dots and the line where compared games part,
    // among the markers of meals (food), shortcuts (path), fallbacks (trying) and death.
    ("breakpoint", "death"),
    ("divergence", "board"),
    ("divergence", "food"),
    ("divergence", "path"),
    ("divergence", "trying"),
    ("divergence", "death"),
    ("divergence", "breakpoint"),
];

/// The least delta E two touching layers must keep, in every vision. CIE76's just noticeable
/// difference is about 2.3 for large patches side by side; the board's pieces are small
/// (a cell, a stroke a few pixels wide), seen across a classroom on a projector that loses
/// contrast, and must be named at a glance rather than found by comparison, so the bar is
/// several times that: 20, the distance between, say, a mid green and a mid teal.
const APART: f64 = 20.0;

/// Every touching pair of `p` closer than [`APART`] in some vision: the pair, the vision and
/// their distance.
fn too_close(p: &BoardPalette) -> Vec<(&'static str, &'static str, Vision, f64)> {
    let layers = layers(p);
    let colour = |name: &str| {
        layers
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("no layer {name}"))
            .1
    };
    let mut close = Vec::new();
    for &(a, b) in TOUCHING {
        for vision in VISIONS {
            let d = delta_e(colour(a), colour(b), vision);
            if d < APART {
                close.push((a, b, vision, d));
            }
        }
    }
    close
}

/// The palette of `look`.
fn palette(theme: BoardTheme, colours: BoardColours) -> &'static BoardPalette {
    BoardLook::new(theme, colours).palette()
}

#[test]
fn the_colour_science_matches_published_values() {
    // sRGB white is L* 100 and neutral; sRGB red is about (53.24, 80.09, 67.20).
    let white = lab(seen(Color32::WHITE, Vision::Normal));
    assert!(
        (white[0] - 100.0).abs() < 0.05 && white[1].abs() < 0.05 && white[2].abs() < 0.05,
        "{white:?}"
    );
    let red = lab(seen(Color32::from_rgb(255, 0, 0), Vision::Normal));
    for (got, want) in red.iter().zip([53.24, 80.09, 67.20]) {
        assert!((got - want).abs() < 0.1, "{red:?}");
    }
    // Each matrix keeps white white (its rows add up to one) and greys grey.
    for vision in VISIONS {
        for v in [0, 128, 255] {
            let grey = Color32::from_gray(v);
            assert!(delta_e(grey, grey, Vision::Normal) < 1e-9);
            let seen_grey = lab(seen(grey, vision));
            assert!(
                seen_grey[1].abs() < 0.5 && seen_grey[2].abs() < 0.5,
                "{vision:?} {v}"
            );
        }
    }
    // Red and green, far apart in normal vision, come close without the M cones.
    let (red, green) = (
        Color32::from_rgb(200, 60, 40),
        Color32::from_rgb(80, 150, 50),
    );
    assert!(delta_e(red, green, Vision::Normal) > 60.0);
    assert!(delta_e(red, green, Vision::Deuteranopia) < 25.0);
}

#[test]
fn the_safe_palettes_keep_every_touching_pair_apart_in_every_vision() {
    for theme in BoardTheme::ALL {
        let p = palette(theme, BoardColours::Safe);
        let close = too_close(p);
        assert!(
            close.is_empty(),
            "the {theme:?} safe board has pairs closer than delta E {APART}: {close:?}"
        );
        assert!(p.shapes, "the safe boards draw shapes beside colour");
    }
}

#[test]
fn the_standard_palettes_do_not_which_is_why_the_safe_ones_exist() {
    let dark = too_close(palette(BoardTheme::Dark, BoardColours::Standard));
    let light = too_close(palette(BoardTheme::Light, BoardColours::Standard));
    let has = |close: &[(&str, &str, Vision, f64)], a: &str, b: &str, v: Vision| {
        close.iter().any(|&(x, y, w, _)| (x, y, w) == (a, b, v))
    };
    // The red food on the green snake, to a reader without M cones (in its milder forms the
    // commonest colour-vision deficiency, about one man in twenty) or without L cones.
    assert!(has(&dark, "food", "body", Vision::Deuteranopia), "{dark:?}");
    assert!(has(&dark, "food", "tail", Vision::Protanopia), "{dark:?}");
    assert!(has(&light, "food", "head", Vision::Protanopia), "{light:?}");
    // The shortcut rule's red crosses on the green snake.
    assert!(
        has(&dark, "refused", "body", Vision::Deuteranopia),
        "{dark:?}"
    );
    // The standard boards rely on red against green; nothing of the safe ones is missing in
    // normal vision either.
    assert!(has(&dark, "refused", "food", Vision::Normal), "{dark:?}");
    assert!(has(&light, "allowed", "body", Vision::Normal), "{light:?}");
}

#[test]
fn the_dark_standard_board_keeps_its_colours() {
    // The board snakescope has always drawn: its pictures on slides still match.
    let p = palette(BoardTheme::Dark, BoardColours::Standard);
    assert_eq!(p.board, Color32::from_rgb(22, 26, 34));
    assert_eq!(p.body, Color32::from_rgb(67, 160, 71));
    assert_eq!(p.head, Color32::from_rgb(156, 224, 98));
    assert_eq!(p.food, Color32::from_rgb(235, 64, 52));
    assert_eq!(p.path, Color32::from_rgb(0, 214, 240));
    assert!(!p.shapes);
    let light = palette(BoardTheme::Light, BoardColours::Standard);
    // The light board is light, its grid lines dark.
    assert!(lab(seen(light.board, Vision::Normal))[0] > 90.0);
    assert!(lab(seen(light.grid_line, Vision::Normal))[0] < 60.0);
}

/// WCAG 2's relative luminance of an opaque colour.
fn luminance(c: Color32) -> f64 {
    let [r, g, b] = seen(c, Vision::Normal);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG 2's contrast ratio between two opaque colours (1 to 21).
fn contrast(a: Color32, b: Color32) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn every_look_s_debugger_marks_stand_out_from_its_board() {
    // WCAG 2.1's least contrast for the parts of a graphic one must see (1.4.11): 3 to 1.
    for (look, p) in BoardPalette::ALL {
        for (name, mark) in [("breakpoint", p.breakpoint), ("divergence", p.divergence)] {
            let ratio = contrast(mark, p.board);
            assert!(
                ratio >= 3.0,
                "{look:?}: the {name} colour has a contrast of {ratio:.2} on the board"
            );
        }
    }
    // The dark board's lime, on the light board, would not.
    let dark = palette(BoardTheme::Dark, BoardColours::Standard);
    let light = palette(BoardTheme::Light, BoardColours::Standard);
    assert!(contrast(dark.divergence, light.board) < 3.0);
    // A look's marks are its own: the light boards do not draw the dark board's lime.
    assert_ne!(light.divergence, dark.divergence);
}
