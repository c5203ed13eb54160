//! Animated GIFs that keep the board's colours: a palette made from the board's look and the
//! blends that occur in the frames ([`palette`]), each frame written as the rectangle that
//! changed since the frame before, with a palette of its own where it needs other colours
//! ([`frame`]), and the file put together in order ([`GifBuilder`]). Frames are encoded on
//! their own, so a caller with threads encodes many at once ([`GifBuilder::add_frames`],
//! [`GifBuilder::encode`]).

pub mod frame;
pub mod palette;

use crate::board::palette::BoardLook;
use crate::encode::EncodeError;
use frame::{EncodedFrame, encode_frame};
use palette::{ColourMap, Palette, look_colours, rgb_of};

/// An animated GIF built frame by frame, looping forever, small enough to mail. Its palette
/// (at most 255 colours) is the look's colours, then the colours of sample frames;
/// after the first frame, only the rectangle that changed is written, its unchanged pixels
/// transparent, drawn over the frame before (a stage's event changes a few cells and the
/// caption, not the whole board), with the frame's own palette where the animation's does not
/// hold its colours closely.
pub struct GifBuilder {
    width: u16,
    height: u16,
    delay_cs: u16,
    encoder: gif::Encoder<Vec<u8>>,
    palette: Palette,
    /// The last frame added, as straight RGBA: the next is encoded against it.
    shown: Vec<u8>,
    frames: usize,
    local_palettes: usize,
}

impl GifBuilder {
    /// A GIF of `width` x `height` pixels, each frame shown `delay_ms` milliseconds, whose
    /// palette is the colours of `look`, then the colours the `samples` (frames of the
    /// animation, straight RGBA: its first and its last hold most of what the others show)
    /// hold.
    pub fn new(
        width: usize,
        height: usize,
        delay_ms: u32,
        look: BoardLook,
        samples: &[&[u8]],
    ) -> Result<GifBuilder, EncodeError> {
        let too_large = || EncodeError::TooLarge { width, height };
        let w = u16::try_from(width).map_err(|_| too_large())?;
        let h = u16::try_from(height).map_err(|_| too_large())?;
        let mut counted = ColourMap::default();
        for sample in samples {
            for pixel in sample.chunks_exact(4) {
                *counted.entry(rgb_of(pixel)).or_insert(0) += 1;
            }
        }
        let palette = Palette::new(&look_colours(look), &counted, frame::CLOSE_ENOUGH);
        let mut table = palette.table();
        // Room for the transparent index after the colours.
        table.extend([0, 0, 0]);
        let mut encoder = gif::Encoder::new(Vec::new(), w, h, &table)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        Ok(GifBuilder {
            width: w,
            height: h,
            // GIF delays are hundredths of a second; browsers show 0 and 1 as 10.
            delay_cs: (delay_ms / 10).clamp(2, u32::from(u16::MAX)) as u16,
            encoder,
            palette,
            shown: Vec::new(),
            frames: 0,
            local_palettes: 0,
        })
    }

    /// Adds one frame of straight RGBA pixels (the alpha is ignored: frames are opaque), of
    /// the GIF's size.
    pub fn add_frame(&mut self, rgba: Vec<u8>) -> Result<(), EncodeError> {
        self.add_frames(vec![rgba])
    }

    /// Adds frames one after the other, as [`GifBuilder::add_frame`] would, encoding them
    /// side by side where there are threads.
    pub fn add_frames(&mut self, frames: Vec<Vec<u8>>) -> Result<(), EncodeError> {
        self.check(&frames)?;
        let encode = |i: usize| {
            let before = match i {
                0 => self.shown(),
                _ => Some(frames[i - 1].as_slice()),
            };
            self.encode(before, &frames[i])
        };
        let encoded = each(frames.len(), encode);
        match frames.into_iter().last() {
            Some(last) => self.write(encoded, last),
            None => Ok(()),
        }
    }

    /// Why `frames` cannot be frames of this GIF, if they cannot: one is not of its size.
    pub fn check(&self, frames: &[Vec<u8>]) -> Result<(), EncodeError> {
        let expected = usize::from(self.width) * usize::from(self.height) * 4;
        match frames.iter().find(|f| f.len() != expected) {
            Some(wrong) => Err(EncodeError::WrongSize {
                expected,
                got: wrong.len(),
            }),
            None => Ok(()),
        }
    }

    /// The frame a viewer shows after the frames added so far, as straight RGBA (`None`
    /// before the first).
    pub fn shown(&self) -> Option<&[u8]> {
        (!self.shown.is_empty()).then_some(self.shown.as_slice())
    }

    /// `now` (straight RGBA, of the GIF's size) encoded to be shown after `before` (`None`: as
    /// the first frame), with the GIF's palette. Touches nothing: frames are encoded on any
    /// thread, in any order, then written in theirs ([`GifBuilder::write`]).
    pub fn encode(&self, before: Option<&[u8]>, now: &[u8]) -> EncodedFrame {
        encode_frame(before, now, usize::from(self.width), &self.palette)
    }

    /// Writes frames encoded one after the other ([`GifBuilder::encode`]), the first after the
    /// frame [`GifBuilder::shown`] gave, the last of which is `last` (straight RGBA).
    pub fn write(&mut self, frames: Vec<EncodedFrame>, last: Vec<u8>) -> Result<(), EncodeError> {
        for EncodedFrame {
            mut frame,
            local_palette,
        } in frames
        {
            frame.delay = self.delay_cs;
            frame.dispose = gif::DisposalMethod::Keep;
            self.encoder.write_lzw_pre_encoded_frame(&frame)?;
            self.frames += 1;
            self.local_palettes += usize::from(local_palette);
        }
        self.shown = last;
        Ok(())
    }

    /// Frames added so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// How many of them have a palette of their own.
    pub fn local_palettes(&self) -> usize {
        self.local_palettes
    }

    /// The finished file (a GIF of no frame at all when none was added).
    pub fn finish(self) -> Result<Vec<u8>, EncodeError> {
        Ok(self.encoder.into_inner()?)
    }
}

/// The bytes of an animation rendered a frame at a time: `gif` (made with the first frame),
/// once `done` of its `total` frames are in; else why not.
pub(crate) fn finished_gif(
    gif: Option<GifBuilder>,
    done: usize,
    total: usize,
) -> Result<Vec<u8>, crate::picture_error::PictureError> {
    use crate::picture_error::PictureError;
    if done < total {
        return Err(PictureError::Unfinished { done, total });
    }
    match gif {
        Some(g) => Ok(g.finish()?),
        None => Err(PictureError::NoFrame),
    }
}

/// `f(0)`, ..., `f(n - 1)` in order, side by side on the threads there are.
#[cfg(not(target_arch = "wasm32"))]
fn each<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync + Send) -> Vec<T> {
    use rayon::prelude::*;
    (0..n).into_par_iter().map(f).collect()
}

/// `f(0)`, ..., `f(n - 1)` in order (a web page has no threads to spare).
#[cfg(target_arch = "wasm32")]
fn each<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync + Send) -> Vec<T> {
    (0..n).map(f).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(w: usize, h: usize, colour: [u8; 4]) -> Vec<u8> {
        colour.repeat(w * h)
    }

    fn builder(w: usize, h: usize, delay_ms: u32, samples: &[&[u8]]) -> GifBuilder {
        GifBuilder::new(w, h, delay_ms, BoardLook::default(), samples).unwrap()
    }

    /// Every frame of a GIF as the viewer shows it: each drawn over the one before.
    fn shown_frames(bytes: &[u8]) -> Vec<Vec<u8>> {
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

    /// The rectangles of a GIF's frames.
    fn rectangles(bytes: &[u8]) -> Vec<(u16, u16)> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(std::io::Cursor::new(bytes)).unwrap();
        let mut sizes = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            sizes.push((frame.width, frame.height));
        }
        sizes
    }

    #[test]
    fn a_gif_holds_every_frame_with_its_delay() {
        let mut gif = builder(4, 4, 250, &[]);
        for c in [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]] {
            gif.add_frame(picture(4, 4, c)).unwrap();
        }
        assert_eq!(gif.frames(), 3);
        assert!(
            gif.add_frame(picture(3, 4, [0; 4])).is_err(),
            "a frame of the wrong size"
        );
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
        assert!(GifBuilder::new(70_000, 4, 100, BoardLook::default(), &[]).is_err());
    }

    #[test]
    fn later_frames_hold_only_what_changed_and_show_the_same_pictures_exactly() {
        let (w, h) = (40, 30);
        let colours = [[20, 30, 40, 255], [200, 40, 40, 255], [60, 200, 90, 255]];
        let mut frames = Vec::new();
        let mut picture = picture(w, h, colours[0]);
        frames.push(picture.clone());
        // A cell changes colour, then nothing changes, then two far corners change to a
        // colour the first frame did not have.
        for (x, y, c) in [(5, 5, 1), (5, 5, 1), (0, 0, 2)] {
            let at = (y * w + x) * 4;
            picture[at..at + 4].copy_from_slice(&colours[c]);
            if c == 2 {
                let far = ((h - 1) * w + w - 1) * 4;
                picture[far..far + 4].copy_from_slice(&colours[c]);
            }
            frames.push(picture.clone());
        }
        let mut gif = builder(w, h, 100, &[&frames[0]]);
        // Two at once and two one by one: the same file either way.
        gif.add_frames(frames[..2].to_vec()).unwrap();
        for f in &frames[2..] {
            gif.add_frame(f.clone()).unwrap();
        }
        let bytes = gif.finish().unwrap();
        let mut one_by_one = builder(w, h, 100, &[&frames[0]]);
        for f in &frames {
            one_by_one.add_frame(f.clone()).unwrap();
        }
        assert_eq!(bytes, one_by_one.finish().unwrap());
        assert_eq!(shown_frames(&bytes), frames, "every colour exactly");
        // The frames after the first are small: a one-pixel change is not a whole picture.
        assert_eq!(rectangles(&bytes), [(40, 30), (1, 1), (1, 1), (40, 30)]);
    }

    #[test]
    fn a_colour_far_from_the_palette_comes_with_a_palette_of_its_own() {
        let (w, h) = (16, 16);
        // A first frame of 200 greys: near enough the palette's few greys.
        let mut first = Vec::with_capacity(w * h * 4);
        for i in 0..w * h {
            let v = (i % 200) as u8;
            first.extend([v, v, v, 255]);
        }
        let mut later = first.clone();
        // A pure magenta, nowhere in the first frame nor in the look.
        later[..4].copy_from_slice(&[255, 0, 255, 255]);
        let mut gif = builder(w, h, 100, &[&first]);
        gif.add_frames(vec![first.clone(), later.clone()]).unwrap();
        assert_eq!(gif.local_palettes(), 1);
        let shown = shown_frames(&gif.finish().unwrap());
        assert_eq!(&shown[1][..4], &[255, 0, 255, 255], "exactly");
        assert_eq!(shown[1][4..], shown[0][4..], "the rest as it was");
        // The first frame's greys are each as near the palette's as the encoder allows.
        let off = shown[0]
            .chunks_exact(4)
            .zip(first.chunks_exact(4))
            .map(|(a, b)| {
                (0..3)
                    .map(|i| u32::from(a[i].abs_diff(b[i])).pow(2))
                    .sum::<u32>()
            })
            .max()
            .unwrap();
        assert!(off <= frame::CLOSE_ENOUGH, "{off}");
    }
}
