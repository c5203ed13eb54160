//! Text for pictures, laid out by epaint's own fonts with no window: the fonts egui ships
//! (`FontDefinitions::default()`), set up as an egui context sets them up for a window of the
//! same theme, so a number in a picture is the number in the window, glyph for glyph. One
//! pixel is one point.

use crate::board::TextLayout;
use crate::panel::PanelColours;
use epaint::text::{FontDefinitions, LayoutJob, ViewportKey};
use epaint::{Color32, FontId, Fonts, Galley, ImageDelta, TextOptions, TextureAtlas};
use std::sync::Arc;

/// The fonts of pictures and their atlas of glyphs: a [`TextLayout`] for the board painter,
/// the caption and the legend.
pub struct PictureText {
    fonts: Fonts,
    options: TextOptions,
}

impl PictureText {
    /// The fonts egui uses, set up for a window in `panel`'s theme (its glyphs are drawn into
    /// the atlas as that theme draws them).
    pub fn new(panel: &PanelColours) -> PictureText {
        let options = panel.text_options;
        PictureText {
            fonts: Fonts::new(options, FontDefinitions::default()),
            options,
        }
    }

    /// Makes ready for a new picture in `panel`'s theme, as an egui context makes ready for a
    /// pass: the text laid out for the picture before last is let go, and the atlas starts
    /// over when the theme changed or the atlas is nearly full. Returns whether it started
    /// over: every galley laid out before then points into an atlas that is gone.
    pub fn begin_picture(&mut self, panel: &PanelColours) -> bool {
        let restart =
            panel.text_options != self.options || self.fonts.font_atlas_fill_ratio() > 0.8;
        self.options = panel.text_options;
        self.fonts.begin_pass(self.options, ViewportKey::default());
        restart
    }

    /// What changed in the atlas since it was last asked (new glyphs, or a whole new atlas),
    /// for the textures a picture is drawn with.
    pub fn take_atlas_delta(&mut self) -> Option<ImageDelta> {
        self.fonts.font_image_delta()
    }

    /// The atlas: its size and its prepared discs, which the tessellator draws small circles
    /// with.
    pub fn atlas(&self) -> &TextureAtlas {
        self.fonts.texture_atlas()
    }
}

impl TextLayout for PictureText {
    fn layout_no_wrap(&mut self, text: String, font: FontId, colour: Color32) -> Arc<Galley> {
        // As egui's painter lays out text without wrapping: a simple job as wide as it likes.
        self.layout_job(LayoutJob::simple(text, font, colour, f32::INFINITY))
    }

    fn layout_job(&mut self, job: LayoutJob) -> Arc<Galley> {
        self.fonts
            .with_pixels_per_point(self.pixels_per_point())
            .layout_job(job)
    }

    fn row_height(&mut self, font: &FontId) -> f32 {
        self.fonts
            .with_pixels_per_point(self.pixels_per_point())
            .row_height(font)
    }

    fn pixels_per_point(&self) -> f32 {
        1.0
    }
}
