//! Presenter view, for a class reading a projector from the back of the room: the board fills
//! the window's height, the caption stands above it in large type, one strip of controls
//! under it, and the side panels are put away until recalled, one key each (see
//! [`super::presenter_view`] for where everything goes). Text grows by nearly half, while the
//! presenter's own controls (the menu bar, the strip of controls) keep their size.

use crate::layout::SidePanel;
use crate::settings::Settings;
use egui::{Context, Style, Ui};
use std::sync::Arc;

/// The style before presenter view, and whether presenter view is applied now.
#[derive(Default)]
pub struct Presenter {
    base: Option<Arc<Style>>,
    applied: bool,
}

impl Presenter {
    /// Applies presenter view's text sizes to every style of `ctx` when `wanted` changes:
    /// text grown by nearly half, controls by a third.
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

    /// The presenter's own controls (the menu bar, the strip of controls) keep their size in
    /// presenter view: the class reads the board, the captions and the panels, and the rows
    /// of controls, grown by half, would take the board's height on a projector.
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

/// The switch that shows `panel` beside the board in the view on screen: the explainer's
/// panels, or those recalled in presenter view (which start put away). `None` for a panel
/// that is not the explainer's, or (the debugger) not presenter view's.
pub fn panel_switch(settings: &mut Settings, panel: SidePanel) -> Option<&mut bool> {
    let presenter = settings.presenter;
    let recalled = &mut settings.presenter_panels;
    Some(match (panel, presenter) {
        (SidePanel::Why, false) => &mut settings.show_why_panel,
        (SidePanel::Stage, false) => &mut settings.show_stage_panel,
        (SidePanel::Browser, false) => &mut settings.show_browser,
        (SidePanel::Debugger, false) => &mut settings.show_debugger,
        (SidePanel::Why, true) => &mut recalled.why,
        (SidePanel::Stage, true) => &mut recalled.stage,
        (SidePanel::Browser, true) => &mut recalled.browser,
        // The debugger is the usual view's: presenter view shows the class the game.
        (SidePanel::Editor, _) | (SidePanel::Debugger, true) => return None,
    })
}

/// Whether `panel` is shown beside the board in the view on screen (`None` where
/// [`panel_switch`] has no switch for it).
pub fn panel_shown(settings: &Settings, panel: SidePanel) -> Option<bool> {
    let recalled = &settings.presenter_panels;
    Some(match (panel, settings.presenter) {
        (SidePanel::Why, false) => settings.show_why_panel,
        (SidePanel::Stage, false) => settings.show_stage_panel,
        (SidePanel::Browser, false) => settings.show_browser,
        (SidePanel::Debugger, false) => settings.show_debugger,
        (SidePanel::Why, true) => recalled.why,
        (SidePanel::Stage, true) => recalled.stage,
        (SidePanel::Browser, true) => recalled.browser,
        (SidePanel::Editor, _) | (SidePanel::Debugger, true) => return None,
    })
}

/// The explainer's panels shown beside the board in the view on screen.
pub fn panels_shown(settings: &Settings) -> Vec<SidePanel> {
    [
        SidePanel::Why,
        SidePanel::Stage,
        SidePanel::Debugger,
        SidePanel::Browser,
    ]
    .into_iter()
    .filter(|&p| panel_shown(settings, p) == Some(true))
    .collect()
}
