//! An animation's colours. A board has few: its look's own (the pieces, the tints laid on the
//! board, the panel and its text), and the blends anti-aliasing makes between them at the
//! edges of shapes and glyphs. A GIF holds 256 colours a frame, so a palette made of those
//! colours holds every pixel exactly, or nearly: the look's colours first, whatever the
//! frames hold of them, then enough of the blends, the most held first, that every colour is
//! near one.

use crate::board::palette::{BoardLook, BoardPalette};
use crate::panel::PanelColours;
use epaint::Color32;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Colours a palette holds at most: one index of a GIF's 256 is kept for "unchanged".
pub const MOST: usize = 255;

/// A colour as a pixel holds it: red, green and blue in the low three bytes.
pub type Rgb = u32;

/// The colour of a straight RGBA pixel (its alpha ignored: frames are opaque).
#[inline]
pub fn rgb_of(pixel: &[u8]) -> Rgb {
    u32::from(pixel[0]) | u32::from(pixel[1]) << 8 | u32::from(pixel[2]) << 16
}

fn channels(c: Rgb) -> [u8; 3] {
    [c as u8, (c >> 8) as u8, (c >> 16) as u8]
}

/// The squared distance between two colours, channel by channel.
#[inline]
fn distance(a: Rgb, b: Rgb) -> u32 {
    let (a, b) = (channels(a), channels(b));
    (0..3).map(|i| u32::from(a[i].abs_diff(b[i])).pow(2)).sum()
}

/// A hasher for colours, which are already well spread: one multiplication.
#[derive(Default)]
pub struct ColourHasher(u64);

impl Hasher for ColourHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = (u64::from(n) ^ self.0).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A map keyed by colour.
pub type ColourMap<V> = HashMap<Rgb, V, BuildHasherDefault<ColourHasher>>;

/// The colours `look` paints with, as a picture shows them: each of the board's colours, a
/// translucent one over both shades of the board's chessboard (as the painter lays its tints),
/// and the panel's background and text.
pub fn look_colours(look: BoardLook) -> Vec<Rgb> {
    let pal = look.palette();
    let panel = PanelColours::of(look.theme);
    let mut colours = vec![rgb(panel.fill), rgb(panel.text), rgb(panel.strong_text)];
    for c in board_colours(pal) {
        if c.a() == 255 {
            colours.push(rgb(c));
        } else {
            colours.push(over(c, pal.board));
            colours.push(over(c, pal.board_alt));
        }
    }
    let mut seen = ColourMap::default();
    colours.retain(|&c| seen.insert(c, ()).is_none());
    colours
}

fn rgb(c: Color32) -> Rgb {
    rgb_of(&c.to_array())
}

/// `top` laid over the opaque `under`, as the rasteriser blends it (premultiplied, in `f32`,
/// rounded to the nearest byte), so that a flat tint's pixels are this colour exactly.
fn over(top: Color32, under: Color32) -> Rgb {
    let src = top.to_array().map(f32::from);
    let keep = 1.0 - src[3] / 255.0;
    let under = under.to_array().map(f32::from);
    let mix = |i: usize| (src[i] + under[i] * keep).round().clamp(0.0, 255.0) as u8;
    rgb_of(&[mix(0), mix(1), mix(2)])
}

/// Every colour of a board's palette.
fn board_colours(p: &BoardPalette) -> [Color32; 32] {
    [
        p.board,
        p.board_alt,
        p.grid_line,
        p.wall,
        p.body,
        p.head,
        p.tail,
        p.eye,
        p.food,
        p.food_shine,
        p.frontier,
        p.expanded,
        p.number,
        p.parent,
        p.path,
        p.ghost,
        p.cycle,
        p.cycle_index,
        p.allowed,
        p.refused,
        p.current,
        p.trying,
        p.left_out,
        p.in_loop,
        p.path_tint,
        p.note,
        p.sandbox,
        p.hover,
        p.death,
        p.outline,
        p.breakpoint,
        p.divergence,
    ]
}

/// At most [`MOST`] colours, and the index of each.
#[derive(Clone, Debug, Default)]
pub struct Palette {
    colours: Vec<Rgb>,
    index: ColourMap<u8>,
}

impl Palette {
    /// `first` (the colours that must be exact); then, from the colours of `counted` (each
    /// with how many pixels hold it), most held first, each that is farther than `close`
    /// (squared, channel by channel) from every colour already in, until [`MOST`]: every
    /// colour is then near one, and few indices code a blend's shades, which compress well.
    pub fn new(first: &[Rgb], counted: &ColourMap<u32>, close: u32) -> Palette {
        let mut by_count: Vec<(Rgb, u32)> = counted.iter().map(|(&c, &n)| (c, n)).collect();
        // Most held first; a tie by colour, so that the palette never depends on the map's
        // order.
        by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut palette = Palette::default();
        for &c in first {
            palette.push(c);
        }
        for &(c, _) in &by_count {
            if palette.nearest(c).1 > close {
                palette.push(c);
            }
        }
        palette
    }

    /// Takes `c` in, unless it is in already or the palette is full.
    fn push(&mut self, c: Rgb) {
        if self.colours.len() < MOST && !self.index.contains_key(&c) {
            self.index.insert(c, self.colours.len() as u8);
            self.colours.push(c);
        }
    }

    /// How many colours it holds.
    pub fn len(&self) -> usize {
        self.colours.len()
    }

    /// Whether it holds no colour.
    pub fn is_empty(&self) -> bool {
        self.colours.is_empty()
    }

    /// The index of `c`, if it holds `c` exactly.
    #[inline]
    pub fn exact(&self, c: Rgb) -> Option<u8> {
        self.index.get(&c).copied()
    }

    /// The index of the colour nearest `c`, and its squared distance from `c` (0: exact).
    pub fn nearest(&self, c: Rgb) -> (u8, u32) {
        if let Some(i) = self.exact(c) {
            return (i, 0);
        }
        self.colours
            .iter()
            .enumerate()
            .map(|(i, &e)| (i as u8, distance(c, e)))
            .min_by_key(|&(_, d)| d)
            .unwrap_or((0, u32::MAX))
    }

    /// The GIF colour table: red, green, blue for each colour, in index order.
    pub fn table(&self) -> Vec<u8> {
        self.colours.iter().flat_map(|&c| channels(c)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lightest shade of the ramp in the test below.
    fn v_end() -> Rgb {
        255 | 200 << 8 | 10 << 16
    }

    #[test]
    fn the_look_s_colours_come_first_then_the_most_held() {
        let look = BoardLook::default();
        let seeds = look_colours(look);
        let path = rgb(look.palette().path);
        assert!(seeds.contains(&path));
        // The frontier's tint as it shows on both shades of the board.
        let pal = look.palette();
        assert!(seeds.contains(&over(pal.frontier, pal.board)));
        assert!(seeds.contains(&over(pal.frontier, pal.board_alt)));
        let mut counted = ColourMap::default();
        for (i, n) in [(1u32, 5u32), (2, 50), (3, 7)] {
            counted.insert(i, n);
        }
        let p = Palette::new(&seeds, &counted, 0);
        assert_eq!(
            p.exact(path),
            Some(seeds.iter().position(|&c| c == path).unwrap() as u8)
        );
        let after = seeds.len() as u8;
        assert_eq!(
            [p.exact(2), p.exact(3), p.exact(1)],
            [Some(after), Some(after + 1), Some(after + 2)]
        );
    }

    #[test]
    fn a_palette_holds_at_most_255_colours_and_maps_the_rest_to_the_nearest() {
        let mut counted = ColourMap::default();
        for c in 0..1000u32 {
            counted.insert(c * 4000, 1000 - c);
        }
        let p = Palette::new(&[], &counted, 0);
        assert_eq!(p.len(), MOST);
        assert_eq!(p.table().len(), MOST * 3);
        // 0 is held most, so it is in; a colour one step off 0 is mapped to 0.
        assert_eq!(p.exact(0), Some(0));
        assert_eq!(p.nearest(1), (0, 1));
        assert_eq!(p.exact(999 * 4000), None);
    }

    #[test]
    fn a_ramp_of_more_colours_than_fit_is_covered_within_the_distance_asked() {
        // The shades of a blend between two colours, more than a palette holds, the darkest
        // held most.
        let mut counted = ColourMap::default();
        for i in 0..1000u32 {
            let v = |a: u32, b: u32| (a * (999 - i) + b * i) / 999;
            let c = v(0, 255) | v(40, 200) << 8 | v(90, 10) << 16;
            *counted.entry(c).or_insert(0) += 1000 - i;
        }
        assert!(counted.len() > MOST, "{}", counted.len());
        let p = Palette::new(&[0x00ff_00ff], &counted, 12);
        assert_eq!(p.exact(0x00ff_00ff), Some(0), "the colour asked for first");
        // Every shade within two levels a channel, with room to spare.
        let worst = counted.keys().map(|&c| p.nearest(c).1).max().unwrap();
        assert!(worst <= 12, "{worst}");
        assert!(p.len() < MOST / 2, "{}", p.len());
        // The shade held most exactly; the lightest near one.
        let most = counted.iter().max_by_key(|(c, n)| (**n, **c)).unwrap().0;
        assert!(p.exact(*most).is_some());
        assert!(p.nearest(v_end()).1 <= 12);
    }
}
