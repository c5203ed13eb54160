//! An animation rendered one frame at a time: the same work whether a thread runs it to the
//! end (the desktop) or the window gives it a slice of each frame (a web page, which has no
//! thread to spare).

use crate::encode::GifBuilder;
use crate::format::{PictureFormat, PictureOptions};
use crate::offscreen::Offscreen;
use snakescope_core::session::Film;

/// A GIF of a [`Film`] being made: [`FilmRender::render_next`] paints and encodes the next
/// frame, [`FilmRender::finish`] gives the file's bytes once every frame is in.
pub struct FilmRender {
    film: Film,
    options: PictureOptions,
    offscreen: Offscreen,
    gif: Option<GifBuilder>,
    done: usize,
}

impl FilmRender {
    /// Ready to render `film` as a GIF with `options` (their format is taken to be GIF), or
    /// why the options cannot make one.
    pub fn new(film: Film, options: &PictureOptions) -> Result<FilmRender, String> {
        let options = PictureOptions {
            format: PictureFormat::Gif,
            ..options.clone()
        };
        if let Some(problem) = options.problem() {
            return Err(problem);
        }
        Ok(FilmRender {
            film,
            options,
            offscreen: Offscreen::default(),
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
    pub fn render_next(&mut self) -> Result<(), String> {
        if self.is_complete() {
            return Ok(());
        }
        let (still, caption) = self.film.frame(self.done);
        let p = self
            .offscreen
            .pixels(&still, &self.options.framing(Some(caption)));
        let builder = match &mut self.gif {
            Some(g) => g,
            None => self.gif.insert(
                GifBuilder::new(p.width, p.height, self.options.frame_ms())
                    .map_err(|e| e.to_string())?,
            ),
        };
        builder.add_frame(&p.rgba).map_err(|e| e.to_string())?;
        self.done += 1;
        Ok(())
    }

    /// The GIF's bytes, once every frame is rendered.
    pub fn finish(self) -> Result<Vec<u8>, String> {
        if !self.is_complete() {
            return Err(tr!(
                "the animation is not finished: {done} of {total} frames",
                done = self.done,
                total = self.total()
            ));
        }
        match self.gif {
            Some(g) => g.finish().map_err(|e| e.to_string()),
            None => Err(tr!("there is nothing to animate: no frame")),
        }
    }
}

/// The animated GIF of `film`, each frame's caption burnt in. `progress(done, total)` is told
/// after every frame and stops the work when it returns false: the answer is then `None`.
pub fn film_bytes(
    film: Film,
    options: &PictureOptions,
    mut progress: impl FnMut(usize, usize) -> bool,
) -> Result<Option<Vec<u8>>, String> {
    let mut render = FilmRender::new(film, options)?;
    let total = render.total();
    while !render.is_complete() {
        render.render_next()?;
        if !progress(render.done(), total) {
            return Ok(None);
        }
    }
    render.finish().map(Some)
}
