//! Presenter mode: bigger text for projection, while the presenter's own controls (the menu
//! bar, the timelines' buttons) keep their size.

use egui::{Context, Style, Ui};
use std::sync::Arc;

/// The style before presenter mode, and whether presenter mode is applied now.
#[derive(Default)]
pub struct Presenter {
    base: Option<Arc<Style>>,
    applied: bool,
}

impl Presenter {
    /// Applies presenter mode to every style of `ctx` when `wanted` changes: text grown by
    /// nearly half, controls by a third.
    pub fn apply(&mut self, ctx: &Context, wanted: bool) {
        if wanted == self.applied {
            return;
        }
        let base = self.base.get_or_insert_with(|| ctx.global_style()).clone();
        ctx.all_styles_mut(|style| {
            for (text_style, font) in style.text_styles.iter_mut() {
                if let Some(b) = base.text_styles.get(text_style) {
                    font.size = if wanted { b.size * 1.45 } else { b.size };
                }
            }
            style.spacing.interact_size = if wanted {
                base.spacing.interact_size * 1.3
            } else {
                base.spacing.interact_size
            };
        });
        self.applied = wanted;
    }

    /// The presenter's own controls (the menu bar, the timelines' buttons) keep their size in
    /// presenter mode: the class reads the board, the captions and the panels, and the rows
    /// of controls, grown by half, would take a third of the board's height on a projector.
    pub fn controls_style(&self, ui: &mut Ui) {
        if self.applied
            && let Some(base) = &self.base
        {
            let style = ui.style_mut();
            style.text_styles = base.text_styles.clone();
            style.spacing.interact_size = base.spacing.interact_size;
        }
    }
}
