//! One frame of an animation made ready for the file, from itself and the frame before alone
//! (so that frames are encoded in any order, on any thread): the rectangle that changed, its
//! pixels as palette indices (the unchanged ones transparent, showing the frame before), the
//! frame's own palette when the animation's does not hold its colours closely enough, and the
//! whole compressed.

use super::palette::{ColourMap, MOST, Palette, Rgb, rgb_of};
use std::borrow::Cow;

/// How far (squared, channel by channel) a pixel's colour may be from the palette's nearest
/// before its frame takes a palette of its own: four levels a channel at most, on the
/// anti-aliased edge of a shape or a glyph, where nobody sees it.
pub const CLOSE_ENOUGH: u32 = 48;

/// A frame encoded, waiting for its place in the file.
pub struct EncodedFrame {
    /// The frame as the GIF encoder writes it: its rectangle, palette and compressed pixels.
    pub frame: gif::Frame<'static>,
    /// Whether it has a palette of its own.
    pub local_palette: bool,
}

/// A rectangle of pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PixelRect {
    /// Its first column.
    pub left: usize,
    /// Its first row.
    pub top: usize,
    /// Its width in pixels.
    pub width: usize,
    /// Its height in pixels.
    pub height: usize,
}

/// `now` (straight RGBA, `width` pixels a row) encoded after `before` (the frame shown before
/// it; `None` for the first frame, which is written whole), with `palette`, the animation's.
pub fn encode_frame(
    before: Option<&[u8]>,
    now: &[u8],
    width: usize,
    palette: &Palette,
) -> EncodedFrame {
    let height = now.len() / 4 / width.max(1);
    let rect = match before {
        None => Some(PixelRect {
            left: 0,
            top: 0,
            width,
            height,
        }),
        Some(before) => changed_rect(before, now, width),
    };
    let Some(r) = rect else {
        return unchanged_frame();
    };
    let change = Change {
        before,
        now,
        width,
        rect: r,
    };
    let counted = change.colours();
    // The animation's palette, unless a colour is far from all of its colours: then the
    // frame's own.
    let far = counted.keys().any(|&c| palette.nearest(c).1 > CLOSE_ENOUGH);
    let own;
    let used = if far {
        own = own_palette(&counted, palette);
        &own
    } else {
        palette
    };
    let index: ColourMap<u8> = counted.keys().map(|&c| (c, used.nearest(c).0)).collect();
    // The index left transparent (unchanged pixels): the first one the palette does not use,
    // so that a frame of few colours is coded in fewer bits.
    let transparent = if before.is_some() {
        Some(used.len().min(MOST) as u8)
    } else {
        None
    };
    let buffer = change.indices(&index, transparent.unwrap_or(0));
    let mut frame = gif::Frame {
        left: r.left as u16,
        top: r.top as u16,
        width: r.width as u16,
        height: r.height as u16,
        buffer: Cow::Owned(buffer),
        transparent,
        palette: far.then(|| {
            let mut table = used.table();
            // Room for the transparent index.
            table.extend([0, 0, 0]);
            table
        }),
        ..gif::Frame::default()
    };
    frame.make_lzw_pre_encoded();
    EncodedFrame {
        frame,
        local_palette: far,
    }
}

/// A frame where nothing changed: one transparent pixel keeps the frame's time.
fn unchanged_frame() -> EncodedFrame {
    let mut frame = gif::Frame {
        width: 1,
        height: 1,
        buffer: Cow::Owned(vec![0]),
        transparent: Some(0),
        ..gif::Frame::default()
    };
    frame.make_lzw_pre_encoded();
    EncodedFrame {
        frame,
        local_palette: false,
    }
}

/// A frame's own palette: the animation's colours it uses first, then enough of its other
/// colours (`counted`, with how many pixels hold each), the most used first, that each is near
/// one.
fn own_palette(counted: &ColourMap<u32>, palette: &Palette) -> Palette {
    let mut kept: Vec<Rgb> = counted
        .keys()
        .copied()
        .filter(|&c| palette.exact(c).is_some())
        .collect();
    // In the animation palette's order, so that the frame's palette does not depend on the
    // map's order.
    kept.sort_unstable_by_key(|&c| palette.exact(c));
    Palette::new(&kept, counted, CLOSE_ENOUGH)
}

/// What changed from the frame `before` (none for the first frame: every pixel counts as
/// changed then) to `now`, within `rect`, in pictures `width` pixels wide.
struct Change<'a> {
    before: Option<&'a [u8]>,
    now: &'a [u8],
    width: usize,
    rect: PixelRect,
}

impl Change<'_> {
    /// Row `y` of the rectangle in `rgba`.
    fn row<'p>(&self, rgba: &'p [u8], y: usize) -> &'p [u8] {
        let start = (y * self.width + self.rect.left) * 4;
        &rgba[start..start + self.rect.width * 4]
    }

    /// Row `y` of the rectangle, now and before.
    fn rows(&self, y: usize) -> (&[u8], Option<&[u8]>) {
        (self.row(self.now, y), self.before.map(|b| self.row(b, y)))
    }

    /// The colours of the pixels that changed, and how many pixels hold each.
    fn colours(&self) -> ColourMap<u32> {
        let r = self.rect;
        let mut counted: ColourMap<u32> = ColourMap::default();
        let mut last: Option<(Rgb, u32)> = None;
        for y in r.top..r.top + r.height {
            let (now_row, was) = self.rows(y);
            if was == Some(now_row) {
                continue;
            }
            for (x, pixel) in now_row.chunks_exact(4).enumerate() {
                if was.is_some_and(|b| b[x * 4..x * 4 + 4] == *pixel) {
                    continue;
                }
                let c = rgb_of(pixel);
                match &mut last {
                    Some((l, n)) if *l == c => *n += 1,
                    _ => {
                        if let Some((l, n)) = last {
                            *counted.entry(l).or_insert(0) += n;
                        }
                        last = Some((c, 1));
                    }
                }
            }
        }
        if let Some((l, n)) = last {
            *counted.entry(l).or_insert(0) += n;
        }
        counted
    }

    /// The rectangle's pixels as palette indices (`index` for each changed colour),
    /// `unchanged` where a pixel did not change.
    fn indices(&self, index: &ColourMap<u8>, unchanged: u8) -> Vec<u8> {
        let r = self.rect;
        let mut buffer = Vec::with_capacity(r.width * r.height);
        let mut last: Option<(Rgb, u8)> = None;
        for y in r.top..r.top + r.height {
            let (now_row, was) = self.rows(y);
            if was == Some(now_row) {
                buffer.resize(buffer.len() + r.width, unchanged);
                continue;
            }
            for (x, pixel) in now_row.chunks_exact(4).enumerate() {
                if was.is_some_and(|b| b[x * 4..x * 4 + 4] == *pixel) {
                    buffer.push(unchanged);
                    continue;
                }
                let c = rgb_of(pixel);
                let i = match last {
                    Some((l, i)) if l == c => i,
                    _ => index[&c],
                };
                last = Some((c, i));
                buffer.push(i);
            }
        }
        buffer
    }
}

/// The smallest rectangle holding every pixel where `now` differs from `before` (RGBA
/// pictures `width` pixels wide), if any does.
pub fn changed_rect(before: &[u8], now: &[u8], width: usize) -> Option<PixelRect> {
    if before.len() != now.len() || width == 0 {
        return None;
    }
    let row = width * 4;
    let (mut left, mut right, mut top, mut bottom) = (usize::MAX, 0, usize::MAX, 0);
    for (y, (a, b)) in before
        .chunks_exact(row)
        .zip(now.chunks_exact(row))
        .enumerate()
    {
        if a == b {
            continue;
        }
        let first = a
            .chunks_exact(4)
            .zip(b.chunks_exact(4))
            .position(|(p, q)| p != q)?;
        let last = width
            - 1
            - a.chunks_exact(4)
                .rev()
                .zip(b.chunks_exact(4).rev())
                .position(|(p, q)| p != q)?;
        left = left.min(first);
        right = right.max(last);
        top = top.min(y);
        bottom = y;
    }
    (top != usize::MAX).then(|| PixelRect {
        left,
        top,
        width: right - left + 1,
        height: bottom - top + 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changed_rectangle_is_the_smallest_that_holds_every_change() {
        let before = [0u8; 12 * 4];
        let mut now = before;
        assert_eq!(changed_rect(&before, &now, 4), None);
        now[5 * 4] = 1; // (1, 1)
        now[10 * 4 + 2] = 1; // (2, 2)
        assert_eq!(
            changed_rect(&before, &now, 4),
            Some(PixelRect {
                left: 1,
                top: 1,
                width: 2,
                height: 2
            })
        );
    }
}
