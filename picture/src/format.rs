//! Pictures of the board for slides: a PNG or an SVG of the board as shown, and an animated
//! GIF of a stage's events or of a range of ticks with each frame's caption burnt in. The
//! board is painted by the window's own painter ([`Offscreen`]); here the pictures are
//! framed, encoded and checked. The app's Export menu and `snakescope render` both come here.

use crate::animation::GifBuilder;
use crate::board::palette::BoardLook;
use crate::encode::png_bytes;
use crate::offscreen::{Framing, Offscreen, PICTURE_SIZES, Pixels};
use crate::picture_error::PictureError;
use snakescope_core::session::{Film, Overlays, Still};
use snakescope_core::trace::race::Race;
use std::ops::RangeInclusive;

/// A picture's file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureFormat {
    /// One picture, in pixels.
    Png,
    /// One picture, as vector graphics: a slide scales it without losing sharpness.
    Svg,
    /// An animation, one frame per event or tick.
    Gif,
}

impl PictureFormat {
    /// Every format, in menu order.
    pub const ALL: [PictureFormat; 3] =
        [PictureFormat::Png, PictureFormat::Svg, PictureFormat::Gif];

    /// Its name, e.g. "PNG".
    pub fn name(self) -> &'static str {
        match self {
            PictureFormat::Png => "PNG",
            PictureFormat::Svg => "SVG",
            PictureFormat::Gif => "GIF",
        }
    }

    /// Its files' extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            PictureFormat::Png => "png",
            PictureFormat::Svg => "svg",
            PictureFormat::Gif => "gif",
        }
    }

    /// The format a file name asks for, by its extension (`.png`, `.svg`, `.gif`, any case).
    pub fn from_path(path: &std::path::Path) -> Option<PictureFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        PictureFormat::ALL
            .into_iter()
            .find(|f| f.extension() == ext)
    }

    /// The sizes it may be made at, in pixels: a GIF holds every frame in memory while it is
    /// encoded, so it stops at half the side of a still.
    pub fn sizes(self) -> RangeInclusive<u32> {
        match self {
            PictureFormat::Gif => *PICTURE_SIZES.start()..=2048,
            _ => PICTURE_SIZES,
        }
    }
}

/// The slowest and fastest animation, in frames per second (a GIF cannot show a frame for
/// less than two hundredths of a second).
pub const FPS_RANGE: RangeInclusive<f32> = 0.25..=50.0;

/// How a picture is made.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureOptions {
    /// The file format.
    pub format: PictureFormat,
    /// The picture's width, and the board's square, in pixels.
    pub size: u32,
    /// The legend of pieces and layers under the board.
    pub legend: bool,
    /// The caption of the stage's event above the board (always burnt into a GIF).
    pub caption: bool,
    /// An animation's speed, in frames per second.
    pub fps: f32,
    /// The board's look: dark or light, standard or colour-blind safe colours.
    pub look: BoardLook,
}

impl Default for PictureOptions {
    fn default() -> Self {
        PictureOptions {
            format: PictureFormat::Png,
            size: 800,
            legend: false,
            caption: false,
            fps: 4.0,
            look: BoardLook::default(),
        }
    }
}

impl PictureOptions {
    /// Why these options cannot make a picture, if they cannot: a size or a speed out of
    /// range, said with the range.
    pub fn problem(&self) -> Option<String> {
        self.check().err().map(|e| e.to_string())
    }

    /// `Ok` if these options can make a picture; else why not ([`PictureOptions::problem`]
    /// in words).
    pub fn check(&self) -> Result<(), PictureError> {
        if !self.format.sizes().contains(&self.size) {
            return Err(PictureError::Size {
                format: self.format.name(),
                sizes: self.format.sizes(),
                size: self.size,
            });
        }
        if self.format == PictureFormat::Gif && !FPS_RANGE.contains(&self.fps) {
            return Err(PictureError::Speed {
                speeds: FPS_RANGE,
                fps: self.fps,
            });
        }
        Ok(())
    }

    /// How long each frame of an animation shows, in milliseconds.
    pub fn frame_ms(&self) -> u32 {
        (1000.0 / self.fps.clamp(*FPS_RANGE.start(), *FPS_RANGE.end())).round() as u32
    }

    /// How a picture with `caption` is framed: its size, legend, caption and look.
    pub(crate) fn framing(&self, caption: Option<String>) -> Framing {
        Framing {
            size: self.size,
            legend: self.legend,
            caption,
            look: self.look,
        }
    }
}

/// A picture taken from the screen, waiting for the file it goes to.
#[derive(Clone, Debug)]
pub enum PictureWork {
    /// One picture of the board.
    Still {
        /// The board.
        still: Box<Still>,
        /// The caption above it, if asked for.
        caption: Option<String>,
        /// What it shows, for messages, e.g. "the board at tick 3".
        what: String,
        /// How it is made.
        options: PictureOptions,
    },
    /// A race of searches: a picture of one step, or (with no step) an animation of every
    /// step, rendered on a thread of its own.
    Race {
        /// The race.
        race: Box<Race>,
        /// The step a picture shows; `None`: an animation.
        step: Option<usize>,
        /// The layers the boards draw.
        overlays: Overlays,
        /// How it is made.
        options: PictureOptions,
    },
    /// An animation, rendered on a thread of its own.
    Film {
        /// Its frames.
        film: Box<Film>,
        /// How it is made.
        options: PictureOptions,
    },
}

/// The file of one picture (PNG or SVG) of `still`, with `caption` above it if the options
/// ask for one. A GIF of one picture is an animation of one frame.
pub fn still_bytes(
    still: &Still,
    caption: Option<String>,
    options: &PictureOptions,
) -> Result<Vec<u8>, PictureError> {
    options.check()?;
    let caption = caption.filter(|_| options.caption || options.format == PictureFormat::Gif);
    let framing = options.framing(caption);
    let mut offscreen = Offscreen::default();
    match options.format {
        PictureFormat::Svg => Ok(offscreen.svg(still, &framing).into_bytes()),
        PictureFormat::Png | PictureFormat::Gif => {
            pixels_bytes(offscreen.pixels(still, &framing), options)
        }
    }
}

/// The file of one picture already in pixels: a PNG, or a GIF of one frame (in the look's
/// palette). SVG is not made from pixels: it is refused, saying so.
pub fn pixels_bytes(p: Pixels, options: &PictureOptions) -> Result<Vec<u8>, PictureError> {
    match options.format {
        PictureFormat::Png => Ok(png_bytes(p.width, p.height, &p.rgba)?),
        PictureFormat::Gif => {
            let mut gif = GifBuilder::new(
                p.width,
                p.height,
                options.frame_ms(),
                options.look,
                &[&p.rgba],
            )?;
            gif.add_frame(p.rgba)?;
            Ok(gif.finish()?)
        }
        PictureFormat::Svg => Err(PictureError::PixelsOnly),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_speeds_out_of_range_are_refused_with_the_range() {
        let mut o = PictureOptions {
            size: 10,
            ..PictureOptions::default()
        };
        assert_eq!(
            o.problem().unwrap(),
            "a PNG picture is 64 to 4096 pixels wide, not 10"
        );
        o.size = 4096;
        assert_eq!(o.problem(), None);
        o.format = PictureFormat::Gif;
        assert!(o.problem().unwrap().contains("64 to 2048"));
        o.size = 400;
        o.fps = 0.0;
        assert!(o.problem().unwrap().contains("frames per second, not 0"));
        o.fps = 4.0;
        assert_eq!(o.problem(), None);
        assert_eq!(o.frame_ms(), 250);
    }

    #[test]
    fn a_file_name_says_its_format() {
        use std::path::Path;
        assert_eq!(
            PictureFormat::from_path(Path::new("a/b.PNG")),
            Some(PictureFormat::Png)
        );
        assert_eq!(
            PictureFormat::from_path(Path::new("stage.gif")),
            Some(PictureFormat::Gif)
        );
        assert_eq!(PictureFormat::from_path(Path::new("board.jpg")), None);
        assert_eq!(PictureFormat::from_path(Path::new("board")), None);
    }
}
