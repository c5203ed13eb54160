//! The last file operation's message ("Exported 454 ticks to ..."), shown whole for a few
//! seconds near the bottom of the window, whatever room the menu bar leaves it: in a narrow
//! window or in presenter view the menu bar can only cut it short.

use egui::{Align2, Context, Id};
use std::time::Duration;

/// How long a message stays, in seconds.
const SHOWN_FOR: f64 = 6.0;

/// The message on show and since when, and the last one seen.
#[derive(Default)]
pub struct Toast {
    last: Option<String>,
    shown: Option<(String, f64)>,
}

impl Toast {
    /// Shows `status` whole for a few seconds once it changes.
    pub fn ui(&mut self, ctx: &Context, status: Option<&str>) {
        let now = ctx.input(|i| i.time);
        if status != self.last.as_deref() {
            self.last = status.map(str::to_owned);
            self.shown = status.map(|s| (s.to_owned(), now));
        }
        let Some((text, since)) = &self.shown else {
            return;
        };
        let left = SHOWN_FOR - (now - since);
        if left <= 0.0 {
            self.shown = None;
            return;
        }
        let width = ctx.content_rect().width() * 0.8;
        egui::Area::new(Id::unique("snakescope.toast"))
            .anchor(Align2::CENTER_BOTTOM, [0.0, -72.0])
            .order(egui::Order::Foreground)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.add(egui::Label::new(text.as_str()).wrap());
                });
            });
        ctx.request_repaint_after(Duration::from_secs_f64(left));
    }
}
