//! What the board painter asks of whoever lays its text out (the numbers in cells, the letters
//! of a run's start and target, a reported mark's label) and of the screen it draws for (how
//! wide a pixel is). The window answers with egui's painter, a picture with epaint's fonts on
//! their own: the same fonts either way, so the window and a picture lay a number out alike.

use epaint::text::LayoutJob;
use epaint::{Color32, FontId, Galley};
use std::sync::Arc;

/// Text laid out in the fonts the board is drawn with, on a screen of some pixel density.
/// Galleys it hands out stay valid until the fonts' atlas starts over; whoever owns the fonts
/// says when (a picture's [`crate::offscreen::Offscreen`] then forgets the painter's
/// cached numbers).
pub trait TextLayout {
    /// `text` on one line (broken only at `\n`) in `font`, coloured `colour`
    /// ([`Color32::PLACEHOLDER`]: the colour the shape that paints it is given).
    fn layout_no_wrap(&mut self, text: String, font: FontId, colour: Color32) -> Arc<Galley>;

    /// Text laid out as `job` says: wrapped, cut short, in several formats.
    fn layout_job(&mut self, job: LayoutJob) -> Arc<Galley>;

    /// The height of a line of text in `font`, in points.
    fn row_height(&mut self, font: &FontId) -> f32;

    /// Physical pixels per point: a line one pixel wide is `1 / pixels_per_point` points.
    fn pixels_per_point(&self) -> f32;
}
