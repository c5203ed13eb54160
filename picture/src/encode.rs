//! Pictures as files: PNG for one picture (an animated GIF for a run of them is
//! [`crate::animation`]'s), and why a picture could not be encoded.

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
    /// A frame is not the animation's size.
    #[error("a frame of {got} bytes in an animation of frames of {expected}")]
    WrongSize {
        /// The bytes of a frame of the animation's size.
        expected: usize,
        /// The bytes given.
        got: usize,
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
}
