//! The board painter's text, laid out by egui: the window's fonts at the window's pixel
//! density.

use egui::text::LayoutJob;
use egui::{Color32, FontId, Galley, Painter};
use snakescope_picture::board::TextLayout;
use std::sync::Arc;

/// An egui painter as the board painter's [`TextLayout`].
pub struct PainterText<'a>(pub &'a Painter);

impl TextLayout for PainterText<'_> {
    fn layout_no_wrap(&mut self, text: String, font: FontId, colour: Color32) -> Arc<Galley> {
        self.0.layout_no_wrap(text, font, colour)
    }

    fn layout_job(&mut self, job: LayoutJob) -> Arc<Galley> {
        self.0.layout_job(job)
    }

    fn row_height(&mut self, font: &FontId) -> f32 {
        self.0.ctx().fonts_mut(|f| f.row_height(font))
    }

    fn pixels_per_point(&self) -> f32 {
        self.0.pixels_per_point()
    }
}
