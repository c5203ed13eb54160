//! The board's look as the window keeps it: remembered in egui's context every frame, so that
//! what draws a board without being handed a look (the editor's board, the browser's
//! previews, the timelines' and panels' debugger marks) draws it in the look of the board on
//! screen; and the pictures' panels checked against the window's.

use egui::{Color32, Context, Id, Theme};
use snakescope_picture::board::palette::{BoardColours, BoardLook, BoardTheme};

/// The key the look is kept under in the context's data.
fn key() -> Id {
    Id::unique("snakescope.board_look")
}

/// Remembers `look` as the one boards take in `ctx`'s windows when nobody hands them one: the
/// app does so every frame.
pub fn remember(ctx: &Context, look: BoardLook) {
    ctx.data_mut(|d| d.insert_temp(key(), look));
}

/// The look remembered in `ctx` ([`remember`]), else the standard colours in `ctx`'s theme.
pub fn in_context(ctx: &Context) -> BoardLook {
    ctx.data(|d| d.get_temp(key())).unwrap_or_else(|| {
        let theme = match ctx.theme() {
            Theme::Dark => BoardTheme::Dark,
            Theme::Light => BoardTheme::Light,
        };
        BoardLook::new(theme, BoardColours::Standard)
    })
}

/// The breakpoints' colour in the look of `ctx`'s boards (`BoardPalette::breakpoint`).
pub fn breakpoint(ctx: &Context) -> Color32 {
    in_context(ctx).palette().breakpoint
}

/// The colour of the tick where compared games part, in the look of `ctx`'s boards
/// (`BoardPalette::divergence`).
pub fn divergence(ctx: &Context) -> Color32 {
    in_context(ctx).palette().divergence
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_picture::panel::PanelColours;

    #[test]
    fn a_picture_s_panels_are_the_window_s() {
        for (theme, visuals) in [
            (BoardTheme::Dark, egui::Visuals::dark()),
            (BoardTheme::Light, egui::Visuals::light()),
        ] {
            let panel = PanelColours::of(theme);
            assert_eq!(panel.fill, visuals.panel_fill, "{theme:?}");
            assert_eq!(panel.text, visuals.text_color(), "{theme:?}");
            assert_eq!(panel.strong_text, visuals.strong_text_color(), "{theme:?}");
            assert_eq!(panel.text_options, visuals.text_options, "{theme:?}");
        }
        // And the two themes differ, so the check above can fail.
        assert_ne!(PanelColours::DARK.fill, PanelColours::LIGHT.fill);
    }

    #[test]
    fn the_look_remembered_is_the_one_read_back() {
        let ctx = Context::default();
        ctx.set_theme(Theme::Light);
        assert_eq!(in_context(&ctx).theme, BoardTheme::Light);
        let safe_dark = BoardLook::new(BoardTheme::Dark, BoardColours::Safe);
        remember(&ctx, safe_dark);
        assert_eq!(in_context(&ctx), safe_dark);
        assert_eq!(breakpoint(&ctx), safe_dark.palette().breakpoint);
    }
}
