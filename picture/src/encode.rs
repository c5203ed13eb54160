//! Pictures as files: PNG for one picture, an animated GIF for a run of them.

use color_quant::NeuQuant;
use std::collections::HashMap;

/// Why a picture could not be encoded.
#[derive(Debug, thiserror::Error)]
pub enum EncodeError {
    /// The PNG encoder failed.
    #[error("PNG: {0}")]
    Png(#[from] png::EncodingError),
    /// The GIF encoder failed.
    #[error("GIF: {0}")]
    Gif(#[from] gif::EncodingError),
    /// The picture is larger than a GIF can be (65,535 pixels a side).
    #[error("a GIF is at most 65535 pixels a side, not {width}x{height}")]
    TooLarge {
        /// Width asked for.
        width: usize,
        /// Height asked for.
        height: usize,
    },
}

/// A PNG file of `width` x `height` straight RGBA pixels.
pub fn png_bytes(width: usize, height: usize, rgba: &[u8]) -> Result<Vec<u8>, EncodeError> {
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, width as u32, height as u32);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(rgba)?;
        writer.finish()?;
    }
    Ok(bytes)
}

/// The palette index left transparent: a later frame shows the frame before through it.
const TRANSPARENT: u8 = 255;

/// An animated GIF built frame by frame, looping forever, small enough to mail: one global
/// palette of at most 255 colours made from the first frame (the board's colours; index 255
/// is transparent), each colour mapped to its nearest entry once; and after the first frame,
/// only the rectangle that changed, its unchanged pixels transparent, drawn over the frame
/// before (a stage's event changes a few cells and the caption, not the whole board).
pub struct GifBuilder {
    width: u16,
    height: u16,
    delay_cs: u16,
    /// Created with the first frame, whose colours make the palette.
    encoder: Option<(gif::Encoder<Vec<u8>>, Palette)>,
    nearest: HashMap<[u8; 3], u8>,
    /// The palette indices the last frame left on screen.
    shown: Vec<u8>,
    frames: usize,
}

impl GifBuilder {
    /// A GIF of `width` x `height` pixels, each frame shown `delay_ms` milliseconds.
    pub fn new(width: usize, height: usize, delay_ms: u32) -> Result<GifBuilder, EncodeError> {
        let too_large = || EncodeError::TooLarge { width, height };
        let w = u16::try_from(width).map_err(|_| too_large())?;
        let h = u16::try_from(height).map_err(|_| too_large())?;
        Ok(GifBuilder {
            width: w,
            height: h,
            // GIF delays are hundredths of a second; browsers show 0 and 1 as 10.
            delay_cs: (delay_ms / 10).clamp(2, u32::from(u16::MAX)) as u16,
            encoder: None,
            nearest: HashMap::new(),
            shown: Vec::new(),
            frames: 0,
        })
    }

    /// Adds one frame of straight RGBA pixels (the alpha is ignored: frames are opaque).
    pub fn add_frame(&mut self, rgba: &[u8]) -> Result<(), EncodeError> {
        if self.encoder.is_none() {
            let palette = Palette::learn(rgba);
            let table = palette.table();
            let mut encoder = gif::Encoder::new(Vec::new(), self.width, self.height, &table)?;
            encoder.set_repeat(gif::Repeat::Infinite)?;
            self.encoder = Some((encoder, palette));
        }
        let Some((encoder, palette)) = &mut self.encoder else {
            unreachable!("made above");
        };
        let indices: Vec<u8> = rgba
            .chunks_exact(4)
            .map(|p| {
                *self
                    .nearest
                    .entry([p[0], p[1], p[2]])
                    .or_insert_with(|| palette.index_of([p[0], p[1], p[2]]))
            })
            .collect();
        let width = usize::from(self.width);
        let mut frame = match changed_rect(&self.shown, &indices, width) {
            // The first frame, whole.
            _ if self.shown.is_empty() => gif::Frame {
                width: self.width,
                height: self.height,
                buffer: indices.as_slice().into(),
                ..gif::Frame::default()
            },
            // Nothing changed: one transparent pixel keeps the frame's time.
            None => gif::Frame {
                width: 1,
                height: 1,
                buffer: vec![TRANSPARENT].into(),
                transparent: Some(TRANSPARENT),
                ..gif::Frame::default()
            },
            Some(r) => {
                let mut buffer = Vec::with_capacity(r.width * r.height);
                for y in r.top..r.top + r.height {
                    let row = y * width;
                    for x in r.left..r.left + r.width {
                        let (now, before) = (indices[row + x], self.shown[row + x]);
                        buffer.push(if now == before { TRANSPARENT } else { now });
                    }
                }
                gif::Frame {
                    left: r.left as u16,
                    top: r.top as u16,
                    width: r.width as u16,
                    height: r.height as u16,
                    buffer: buffer.into(),
                    transparent: Some(TRANSPARENT),
                    ..gif::Frame::default()
                }
            }
        };
        frame.delay = self.delay_cs;
        frame.dispose = gif::DisposalMethod::Keep;
        encoder.write_frame(&frame)?;
        self.shown = indices;
        self.frames += 1;
        Ok(())
    }

    /// Frames added so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The finished file (a GIF of no frame at all when none was added).
    pub fn finish(self) -> Result<Vec<u8>, EncodeError> {
        match self.encoder {
            Some((encoder, _)) => Ok(encoder.into_inner()?),
            None => {
                let encoder = gif::Encoder::new(Vec::new(), self.width, self.height, &[])?;
                Ok(encoder.into_inner()?)
            }
        }
    }
}

/// How colours map to the palette: the first frame's own colours exactly when they are 255 or
/// fewer, else 255 colours learnt by NeuQuant.
enum Palette {
    /// The first frame's colours, in the order met.
    Exact(Vec<[u8; 3]>),
    /// A neural quantiser's colours.
    Learnt(NeuQuant),
}

impl Palette {
    /// The palette for `rgba`, the first frame.
    fn learn(rgba: &[u8]) -> Palette {
        let mut seen: HashMap<[u8; 3], ()> = HashMap::new();
        let mut exact = Vec::new();
        for p in rgba.chunks_exact(4) {
            let c = [p[0], p[1], p[2]];
            if seen.insert(c, ()).is_none() {
                if exact.len() == usize::from(TRANSPARENT) {
                    return Palette::Learnt(NeuQuant::new(10, usize::from(TRANSPARENT), rgba));
                }
                exact.push(c);
            }
        }
        Palette::Exact(exact)
    }

    /// The 256 entries of the GIF's global colour table (unused ones black).
    fn table(&self) -> Vec<u8> {
        let mut table = match self {
            Palette::Exact(colours) => colours.concat(),
            Palette::Learnt(quant) => quant.color_map_rgb(),
        };
        table.resize(256 * 3, 0);
        table
    }

    /// The entry closest to `c`.
    fn index_of(&self, c: [u8; 3]) -> u8 {
        match self {
            Palette::Learnt(quant) => quant.index_of(&[c[0], c[1], c[2], 255]) as u8,
            Palette::Exact(colours) => {
                let distance = |e: &[u8; 3]| -> u32 {
                    (0..3).map(|i| u32::from(e[i].abs_diff(c[i])).pow(2)).sum()
                };
                let best = (0..colours.len()).min_by_key(|&i| distance(&colours[i]));
                best.unwrap_or(0) as u8
            }
        }
    }
}

/// A rectangle of pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PixelRect {
    left: usize,
    top: usize,
    width: usize,
    height: usize,
}

/// The smallest rectangle holding every pixel where `now` differs from `before` (pictures
/// `width` pixels wide), if any does.
fn changed_rect(before: &[u8], now: &[u8], width: usize) -> Option<PixelRect> {
    if before.len() != now.len() || width == 0 {
        return None;
    }
    let (mut left, mut right, mut top, mut bottom) = (usize::MAX, 0, usize::MAX, 0);
    for (y, (a, b)) in before
        .chunks_exact(width)
        .zip(now.chunks_exact(width))
        .enumerate()
    {
        let Some(first) = a.iter().zip(b).position(|(p, q)| p != q) else {
            continue;
        };
        let last = width
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
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

    fn picture(w: usize, h: usize, colour: [u8; 4]) -> Vec<u8> {
        colour.repeat(w * h)
    }

    #[test]
    fn a_png_decodes_to_the_same_pixels() {
        let mut rgba = picture(3, 2, [10, 20, 30, 255]);
        rgba[4..8].copy_from_slice(&[200, 100, 0, 255]);
        let bytes = png_bytes(3, 2, &rgba).unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut out = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut out).unwrap();
        assert_eq!((info.width, info.height), (3, 2));
        assert_eq!(&out[..info.buffer_size()], rgba.as_slice());
    }

    #[test]
    fn a_gif_holds_every_frame_with_its_delay() {
        let mut gif = GifBuilder::new(4, 4, 250).unwrap();
        for c in [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]] {
            gif.add_frame(&picture(4, 4, c)).unwrap();
        }
        assert_eq!(gif.frames(), 3);
        let bytes = gif.finish().unwrap();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(std::io::Cursor::new(bytes)).unwrap();
        let mut frames = 0;
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            assert_eq!(frame.delay, 25);
            frames += 1;
        }
        assert_eq!(frames, 3);
        assert!(GifBuilder::new(70_000, 4, 100).is_err());
    }

    /// Every frame of a GIF as the viewer shows it: each drawn over the one before.
    fn shown_frames(bytes: Vec<u8>) -> Vec<Vec<u8>> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(std::io::Cursor::new(bytes)).unwrap();
        let width = usize::from(decoder.width());
        let mut screen = vec![0u8; width * usize::from(decoder.height()) * 4];
        let mut shown = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            let (left, top) = (usize::from(frame.left), usize::from(frame.top));
            for y in 0..usize::from(frame.height) {
                for x in 0..usize::from(frame.width) {
                    let from = (y * usize::from(frame.width) + x) * 4;
                    let pixel = &frame.buffer[from..from + 4];
                    if pixel[3] > 0 {
                        let to = ((top + y) * width + left + x) * 4;
                        screen[to..to + 4].copy_from_slice(pixel);
                    }
                }
            }
            shown.push(screen.clone());
        }
        shown
    }

    #[test]
    fn later_frames_hold_only_what_changed_and_show_the_same_pictures() {
        let (w, h) = (40, 30);
        let colours = [[20, 30, 40, 255], [200, 40, 40, 255], [60, 200, 90, 255]];
        let mut frames = Vec::new();
        let mut picture = picture(w, h, colours[0]);
        // The first frame holds every colour (the palette is learnt from it).
        for (i, c) in colours.iter().enumerate() {
            let at = (10 * w + 10 + i) * 4;
            picture[at..at + 4].copy_from_slice(c);
        }
        frames.push(picture.clone());
        // A cell changes colour, then nothing changes, then two far corners change.
        for (x, y, c) in [(5, 5, 1), (5, 5, 1), (0, 0, 2)] {
            let at = (y * w + x) * 4;
            picture[at..at + 4].copy_from_slice(&colours[c]);
            if c == 2 {
                let far = ((h - 1) * w + w - 1) * 4;
                picture[far..far + 4].copy_from_slice(&colours[c]);
            }
            frames.push(picture.clone());
        }
        let mut gif = GifBuilder::new(w, h, 100).unwrap();
        for f in &frames {
            gif.add_frame(f).unwrap();
        }
        let bytes = gif.finish().unwrap();
        let shown = shown_frames(bytes.clone());
        assert_eq!(shown.len(), frames.len());
        for (i, (got, want)) in shown.iter().zip(&frames).enumerate() {
            let off = got
                .iter()
                .zip(want)
                .map(|(a, b)| a.abs_diff(*b))
                .max()
                .unwrap();
            assert!(off <= 8, "frame {i} is off by {off}");
        }
        // The frames after the first are small: a one-pixel change is not a whole picture.
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(std::io::Cursor::new(bytes)).unwrap();
        let mut sizes = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            sizes.push((frame.width, frame.height));
        }
        assert_eq!(sizes, [(40, 30), (1, 1), (1, 1), (40, 30)]);
    }

    #[test]
    fn the_changed_rectangle_is_the_smallest_that_holds_every_change() {
        let before = [0u8; 12];
        let mut now = before;
        assert_eq!(changed_rect(&before, &now, 4), None);
        now[5] = 1; // (1, 1)
        now[10] = 1; // (2, 2)
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
