//! Why a picture or an animation could not be made: options out of range, a picture asked in
//! a format it is not drawn in, an animation asked for before it is finished, or the encoder's
//! own failure.

use crate::encode::EncodeError;
use std::ops::RangeInclusive;

/// Why a picture or an animation could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    /// The size is outside the format's range.
    #[error("{}", tr!(
        "a {name} picture is {start} to {end} pixels wide, not {size}",
        name = .format,
        start = .sizes.start(),
        end = .sizes.end(),
        size = .size
    ))]
    Size {
        /// The format's name.
        format: &'static str,
        /// The widths it may have.
        sizes: RangeInclusive<u32>,
        /// The width asked for.
        size: u32,
    },
    /// The speed is outside the range an animation may play at.
    #[error("{}", tr!(
        "an animation plays {start} to {end} frames per second, not {fps}",
        start = .speeds.start(),
        end = .speeds.end(),
        fps = .fps
    ))]
    Speed {
        /// The speeds an animation may play at, in frames per second.
        speeds: RangeInclusive<f32>,
        /// The speed asked for.
        fps: f32,
    },
    /// SVG asked of a picture drawn in pixels.
    #[error("{}", tr!("this picture is drawn in pixels: PNG or GIF, not SVG"))]
    PixelsOnly,
    /// An animation's bytes asked for before every frame is in.
    #[error("{}", tr!(
        "the animation is not finished: {done} of {total} frames",
        done = .done,
        total = .total
    ))]
    Unfinished {
        /// Frames rendered.
        done: usize,
        /// Frames in all.
        total: usize,
    },
    /// An animation of no frame at all.
    #[error("{}", tr!("there is nothing to animate: no frame"))]
    NoFrame,
    /// The encoder failed.
    #[error(transparent)]
    Encode(#[from] EncodeError),
}
