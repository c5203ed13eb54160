//! An animation rendered into a GIF: a frame at a time when the window gives it a slice of
//! each of its frames (a web page, which has no thread to spare), or many frames at once on
//! the threads there are (the desktop's rendering thread, the command line). Both make the same
//! file, byte for byte, whatever the number of threads.
//!
//! The frames are painted in runs of consecutive frames, each run on an [`Offscreen`] of its
//! own, fresh at the run's start: a run's pictures then depend on the run alone (the fonts'
//! atlas fills in the order the run lays text out, and where a glyph lies in it can move a
//! text pixel's last bit), never on which thread painted the frames before.

use crate::animation::GifBuilder;
use crate::format::{PictureFormat, PictureOptions};
use crate::offscreen::{Offscreen, Pixels};
use crate::picture_error::PictureError;
use snakescope_core::session::Film;

/// The longest run of frames painted on one [`Offscreen`].
const LONGEST_RUN: usize = 32;

/// How many consecutive frames `size` pixels wide one [`Offscreen`] paints: 32 up to 800
/// pixels, fewer for larger pictures (so that a run takes about as long whatever the size:
/// runs are what many threads share out, and a cancel waits for the runs under way), four at
/// 2048.
fn run_length(size: u32) -> usize {
    let side = size.max(1) as usize;
    (LONGEST_RUN * 800 * 800 / (side * side)).clamp(4, LONGEST_RUN)
}

/// A run of frames painted on one thread: its first frame (encoded once the frame before it
/// is known), the others encoded, and its last frame.
#[cfg(not(target_arch = "wasm32"))]
struct PaintedRun {
    first: Vec<u8>,
    encoded: Vec<crate::animation::frame::EncodedFrame>,
    last: Vec<u8>,
}

/// A GIF of a [`Film`] being made: [`FilmRender::render_next`] paints and encodes the next
/// frame, [`FilmRender::finish`] gives the file's bytes once every frame is in.
pub struct FilmRender {
    film: Film,
    options: PictureOptions,
    run: usize,
    /// The run's offscreen, when frames are painted one at a time.
    offscreen: Option<Offscreen>,
    gif: Option<GifBuilder>,
    done: usize,
}

impl FilmRender {
    /// Ready to render `film` as a GIF with `options` (their format is taken to be GIF), or
    /// why the options cannot make one.
    pub fn new(film: Film, options: &PictureOptions) -> Result<FilmRender, PictureError> {
        let options = PictureOptions {
            format: PictureFormat::Gif,
            ..options.clone()
        };
        options.check()?;
        Ok(FilmRender {
            film,
            run: run_length(options.size),
            options,
            offscreen: None,
            gif: None,
            done: 0,
        })
    }

    /// Frames rendered so far.
    pub fn done(&self) -> usize {
        self.done
    }

    /// Frames in all.
    pub fn total(&self) -> usize {
        self.film.len()
    }

    /// Whether every frame is rendered.
    pub fn is_complete(&self) -> bool {
        self.done >= self.total()
    }

    /// Paints and encodes the next frame; does nothing once every frame is in.
    pub fn render_next(&mut self) -> Result<(), PictureError> {
        if self.is_complete() {
            return Ok(());
        }
        if self.done.is_multiple_of(self.run) {
            self.offscreen = None;
        }
        let (still, caption) = self.film.frame(self.done);
        let framing = self.options.framing(Some(caption));
        let p = self
            .offscreen
            .get_or_insert_with(Offscreen::default)
            .pixels(&still, &framing);
        self.add(vec![p])
    }

    /// Paints and encodes the next frames, a run of them on each thread there is (as
    /// [`FilmRender::render_next`] would, one after the other); does nothing once every frame
    /// is in.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn render_many(&mut self) -> Result<(), PictureError> {
        use rayon::prelude::*;
        use snakescope_core::session::Still;
        if self.is_complete() {
            return Ok(());
        }
        if !self.done.is_multiple_of(self.run) {
            // Finish the run painted one frame at a time first.
            while !self.done.is_multiple_of(self.run) && !self.is_complete() {
                self.render_next()?;
            }
            return Ok(());
        }
        if self.gif.is_none() {
            self.gif = Some(self.start()?);
        }
        let runs = rayon::current_num_threads().max(1);
        let end = self.total().min(self.done + runs * self.run);
        let frames: Vec<(Still, String)> = (self.done..end).map(|i| self.film.frame(i)).collect();
        let (options, gif) = (&self.options, self.gif.as_ref().expect("made above"));
        // Each run painted on an offscreen of its own, each frame after its first encoded
        // against the one before.
        let painted: Result<Vec<PaintedRun>, PictureError> = frames
            .par_chunks(self.run)
            .map(|run| {
                let mut offscreen = Offscreen::default();
                let mut first = None;
                let mut encoded = Vec::with_capacity(run.len());
                let mut last: Option<Vec<u8>> = None;
                for (still, caption) in run {
                    let p = offscreen.pixels(still, &options.framing(Some(caption.clone())));
                    gif.check(std::slice::from_ref(&p.rgba))?;
                    match &last {
                        None => first = Some(p.rgba.clone()),
                        Some(before) => encoded.push(gif.encode(Some(before), &p.rgba)),
                    }
                    last = Some(p.rgba);
                }
                Ok(PaintedRun {
                    first: first.unwrap_or_default(),
                    encoded,
                    last: last.unwrap_or_default(),
                })
            })
            .collect();
        self.offscreen = None;
        let gif = self.gif.as_mut().expect("made above");
        for run in painted? {
            let first = gif.encode(gif.shown(), &run.first);
            self.done += 1 + run.encoded.len();
            let mut frames = Vec::with_capacity(1 + run.encoded.len());
            frames.push(first);
            frames.extend(run.encoded);
            gif.write(frames, run.last)?;
        }
        Ok(())
    }

    /// Adds painted frames to the GIF.
    fn add(&mut self, frames: Vec<Pixels>) -> Result<(), PictureError> {
        let gif = match &mut self.gif {
            Some(g) => g,
            None => {
                let g = self.start()?;
                self.gif.insert(g)
            }
        };
        let count = frames.len();
        gif.add_frames(frames.into_iter().map(|p| p.rgba).collect())?;
        self.done += count;
        Ok(())
    }

    /// The GIF, its palette made from the film's first and last frames (painted on an
    /// offscreen of their own), which hold most of the colours of the frames between: the
    /// marks of the stage's first event, and of all of them.
    fn start(&mut self) -> Result<GifBuilder, PictureError> {
        let mut offscreen = Offscreen::default();
        let last = self.total().saturating_sub(1);
        let mut samples = Vec::with_capacity(2);
        for i in [0, last] {
            let (still, caption) = self.film.frame(i);
            samples.push(offscreen.pixels(&still, &self.options.framing(Some(caption))));
            if last == 0 {
                break;
            }
        }
        let rgba: Vec<&[u8]> = samples.iter().map(|p| p.rgba.as_slice()).collect();
        Ok(GifBuilder::new(
            samples[0].width,
            samples[0].height,
            self.options.frame_ms(),
            self.options.look,
            &rgba,
        )?)
    }

    /// The GIF's bytes, once every frame is rendered.
    pub fn finish(self) -> Result<Vec<u8>, PictureError> {
        let total = self.total();
        crate::animation::finished_gif(self.gif, self.done, total)
    }
}

/// The animated GIF of `film`, each frame's caption burnt in, its frames painted side by side
/// where there are threads. `progress(done, total)` is told as frames are done and stops the
/// work when it returns false: the answer is then `None`.
pub fn film_bytes(
    film: Film,
    options: &PictureOptions,
    mut progress: impl FnMut(usize, usize) -> bool,
) -> Result<Option<Vec<u8>>, PictureError> {
    let mut render = FilmRender::new(film, options)?;
    let total = render.total();
    while !render.is_complete() {
        #[cfg(not(target_arch = "wasm32"))]
        render.render_many()?;
        #[cfg(target_arch = "wasm32")]
        render.render_next()?;
        if !progress(render.done(), total) {
            return Ok(None);
        }
    }
    render.finish().map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::scenario::Scenario;
    use snakescope_core::session::{Document, SceneOptions, Selection};
    use snakescope_core::stages::Stage;

    /// The breadth-first search of the classic game's decision at tick 3, a frame an event.
    fn film() -> Film {
        let mut document = Document::open(Scenario::default(), "test".into()).unwrap();
        while !document.recorded_to_end() {
            document.record_ahead(std::time::Duration::from_millis(50));
        }
        let mut selection = Selection::new(&document, Stage::Bfs);
        selection.set_tick(&document, 3);
        selection.pick_stage(Stage::Bfs);
        Film::stage_run(&selection, &SceneOptions::default()).unwrap()
    }

    #[test]
    fn a_frame_at_a_time_and_runs_side_by_side_make_the_same_file() {
        let film = film();
        assert!(
            film.len() > 7,
            "runs of three frames and more: {}",
            film.len()
        );
        let options = PictureOptions {
            size: 200,
            ..PictureOptions::default()
        };
        let render = |many: bool| {
            let mut r = FilmRender::new(film.clone(), &options).unwrap();
            r.run = 3;
            // One frame first: the side-by-side rendering finishes that run on its own.
            r.render_next().unwrap();
            while !r.is_complete() {
                if many {
                    r.render_many().unwrap();
                } else {
                    r.render_next().unwrap();
                }
            }
            r.finish().unwrap()
        };
        let one_by_one = render(false);
        assert_eq!(render(true), one_by_one);
        // And the file holds every frame.
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(std::io::Cursor::new(one_by_one)).unwrap();
        let mut frames = 0;
        while decoder.read_next_frame().unwrap().is_some() {
            frames += 1;
        }
        assert_eq!(frames, film.len());
    }

    #[test]
    fn runs_shorten_as_pictures_grow() {
        assert_eq!(run_length(240), LONGEST_RUN);
        assert_eq!(run_length(800), LONGEST_RUN);
        assert_eq!(run_length(1200), 14);
        assert_eq!(run_length(2048), 4);
        assert!((64..=2048).all(|s| (4..=LONGEST_RUN).contains(&run_length(s))));
    }
}
