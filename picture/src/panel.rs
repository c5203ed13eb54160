//! The panel a picture's board stands on: its margins, its caption and its legend in the
//! colours of the window's panels in the board's theme, so that a picture looks like the
//! window it was taken from. The values are egui's own (egui 0.37's `Visuals::dark()` and
//! `Visuals::light()`), written out here because pictures are drawn without egui; the app,
//! which has egui, checks that they still are.

use crate::board::palette::BoardTheme;
use epaint::{Color32, FontColorTransferFunction, TextOptions};

/// The colours and text options of a window's panels in one theme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PanelColours {
    /// The panels' background: `Visuals::panel_fill`.
    pub fill: Color32,
    /// Ordinary text, the legend's words: `Visuals::text_color()`.
    pub text: Color32,
    /// Strong text, the caption: `Visuals::strong_text_color()`.
    pub strong_text: Color32,
    /// How glyphs are drawn into the fonts' atlas: `Visuals::text_options` (egui gives it the
    /// largest texture a window allows, 2048 by default, as here).
    pub text_options: TextOptions,
}

impl PanelColours {
    /// egui's dark theme (`Visuals::dark()`).
    pub const DARK: PanelColours = PanelColours {
        fill: Color32::from_gray(27),
        text: Color32::from_gray(140),
        strong_text: Color32::WHITE,
        text_options: TextOptions {
            max_texture_side: 2048,
            color_transfer_function: FontColorTransferFunction::DARK_MODE_DEFAULT,
            font_hinting: true,
            subpixel_binning: true,
        },
    };

    /// egui's light theme (`Visuals::light()`).
    pub const LIGHT: PanelColours = PanelColours {
        fill: Color32::from_gray(248),
        text: Color32::from_gray(80),
        strong_text: Color32::BLACK,
        text_options: TextOptions {
            max_texture_side: 2048,
            color_transfer_function: FontColorTransferFunction::LIGHT_MODE_DEFAULT,
            font_hinting: true,
            subpixel_binning: true,
        },
    };

    /// The panels round a board of `theme`: a dark board in a dark window, a light one in a
    /// light window.
    pub fn of(theme: BoardTheme) -> &'static PanelColours {
        match theme {
            BoardTheme::Dark => &PanelColours::DARK,
            BoardTheme::Light => &PanelColours::LIGHT,
        }
    }
}
