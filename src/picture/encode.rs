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

/// An animated GIF built frame by frame, looping forever. All frames share one palette of
/// 256 colours, learnt from the first frame (the board's colours) and used for every later
/// one, each colour mapped to its nearest entry once.
pub struct GifBuilder {
    encoder: gif::Encoder<Vec<u8>>,
    width: u16,
    height: u16,
    delay_cs: u16,
    palette: Option<(NeuQuant, Vec<u8>)>,
    nearest: HashMap<[u8; 3], u8>,
    frames: usize,
}

impl GifBuilder {
    /// A GIF of `width` x `height` pixels, each frame shown `delay_ms` milliseconds.
    pub fn new(width: usize, height: usize, delay_ms: u32) -> Result<GifBuilder, EncodeError> {
        let too_large = || EncodeError::TooLarge { width, height };
        let w = u16::try_from(width).map_err(|_| too_large())?;
        let h = u16::try_from(height).map_err(|_| too_large())?;
        let mut encoder = gif::Encoder::new(Vec::new(), w, h, &[])?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        Ok(GifBuilder {
            encoder,
            width: w,
            height: h,
            // GIF delays are hundredths of a second; browsers show 0 and 1 as 10.
            delay_cs: (delay_ms / 10).clamp(2, u32::from(u16::MAX)) as u16,
            palette: None,
            nearest: HashMap::new(),
            frames: 0,
        })
    }

    /// Adds one frame of straight RGBA pixels (the alpha is ignored: frames are opaque).
    pub fn add_frame(&mut self, rgba: &[u8]) -> Result<(), EncodeError> {
        let (quant, colours) = self.palette.get_or_insert_with(|| {
            let quant = NeuQuant::new(10, 256, rgba);
            let colours = quant.color_map_rgb();
            (quant, colours)
        });
        let mut indices = Vec::with_capacity(rgba.len() / 4);
        for p in rgba.chunks_exact(4) {
            let key = [p[0], p[1], p[2]];
            let index = *self
                .nearest
                .entry(key)
                .or_insert_with(|| quant.index_of(&[p[0], p[1], p[2], 255]) as u8);
            indices.push(index);
        }
        let mut frame = gif::Frame::from_palette_pixels(
            self.width,
            self.height,
            indices,
            colours.as_slice(),
            None,
        );
        frame.delay = self.delay_cs;
        self.encoder.write_frame(&frame)?;
        self.frames += 1;
        Ok(())
    }

    /// Frames added so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The finished file.
    pub fn finish(self) -> Result<Vec<u8>, EncodeError> {
        Ok(self.encoder.into_inner()?)
    }
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
}
