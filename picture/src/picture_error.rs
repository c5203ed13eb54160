//! Why a picture or an animation could not be made: options out of range, a picture asked in
//! a format it is not drawn in, an animation asked for before it is finished, or the encoder's
//! own failure.

use crate::encode::EncodeError;
use crate::format::{FPS_RANGE, PictureFormat};

/// Why a picture or an animation could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    /// The size is outside the format's range.
    #[error("{}", tr!(
        "a {name} picture is {start} to {end} pixels wide, not {size}",
        name = .format.name(),
        start = .format.sizes().start(),
        end = .format.sizes().end(),
        size = .size
    ))]
    Size {
        /// The format asked for.
        format: PictureFormat,
        /// The width asked for.
        size: u32,
    },
    /// The speed is outside [`FPS_RANGE`].
    #[error("{}", tr!(
        "an animation plays {start} to {end} frames per second, not {fps}",
        start = FPS_RANGE.start(),
        end = FPS_RANGE.end(),
        fps = .0
    ))]
    Speed(f32),
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
