//! The windows over the panels: the help overlay, the problem on screen, the prompts, and the
//! target shown while a file is dragged over the window; and the files dropped on it.

use crate::command::files::Request;
use crate::command::{Command, Commands};
use crate::files::prompts::Prompts;
use crate::keymap;
use egui::Context;

/// Shows the help overlay (while `help_open`), the `error` (until dismissed), the prompts and
/// the drop target; what they are asked goes to `commands`.
pub fn windows(
    ctx: &Context,
    help_open: bool,
    error: Option<&str>,
    prompts: &mut Prompts,
    commands: &mut Commands,
) {
    if help_open && !keymap::help::help_overlay(ctx) {
        commands.send(Command::Help(false));
    }
    if let Some(text) = error {
        egui::Window::new(tr!("Problem"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
            .show(ctx, |ui| {
                ui.colored_label(ui.visuals().error_fg_color, text);
                if ui.button(tr!("Dismiss")).clicked() {
                    commands.send(Command::DismissProblem);
                }
            });
    }
    for answer in prompts.ui(ctx) {
        commands.send(Command::Files(Box::new(answer)));
    }
    if ctx.input(|i| !i.raw.hovered_files.is_empty()) {
        drop_target(ctx);
    }
}

/// The whole window darkened, saying what a drop does.
fn drop_target(ctx: &Context) {
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::unique("snakescope.drop"),
    ));
    let screen = ctx.content_rect();
    painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(170));
    painter.text(
        screen.center(),
        egui::Align2::CENTER_CENTER,
        tr!("Drop a .ron scenario file to open it"),
        egui::FontId::proportional(28.0),
        egui::Color32::WHITE,
    );
}

/// The first file dropped on the window this frame, as a request to open it.
#[cfg(not(target_arch = "wasm32"))]
pub fn dropped_file(ctx: &Context) -> Vec<Request> {
    let path: Option<std::path::PathBuf> =
        ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_owned()));
    path.map(Request::Dropped).into_iter().collect()
}

/// The files a web page has read, dropped on it or picked, as requests to open them (a page
/// reads a file in the background: what was dropped this frame arrives in a later one).
#[cfg(target_arch = "wasm32")]
pub fn dropped_file(ctx: &Context) -> Vec<Request> {
    crate::files::web::read_dropped(ctx);
    crate::files::web::received()
}
