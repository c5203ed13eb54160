//! The help overlay: every shortcut of the keymap with what it does, and the keys the board,
//! the quiz and the editor read themselves.

use super::bindings;
use crate::shortcuts::keys;
use egui::Context;

/// The keys the map does not hold, for the help overlay: what the board, the quiz and the
/// editor read themselves.
fn other_keys() -> [(String, String); 8] {
    [
        (
            tr!("W A S D, arrows"),
            tr!("Manual play: steer; while paused each key moves one step"),
        ),
        (
            tr!("Ctrl+click"),
            tr!("On the board: a breakpoint where the head enters that cell (or not)"),
        ),
        (
            tr!("arrows, Enter"),
            tr!("Quiz: choose the cell next to the head, confirm; Enter again: next"),
        ),
        (
            tr!("Y / N"),
            tr!("Quiz: answer the check's question yes or no"),
        ),
        (
            tr!("click"),
            tr!("Quiz: on the board, the cell the head will move to"),
        ),
        (
            tr!("click / right-click"),
            tr!("On the board, in \"your own board\" mode: set the target / the start"),
        ),
        (
            tr!("drag"),
            tr!("In the editor, snake tool: draw the snake from its head to its tail"),
        ),
        (
            tr!("click"),
            tr!("In the editor, food tool: add a cell to the food script, or take it out"),
        ),
    ]
}

/// What differs in a web page: every key above is the page's while it has the keyboard (F5
/// does not reload, F6 and F7 stay with the page), and the few the browser keeps bind
/// nothing in the app.
fn in_a_page() -> [(String, String); 2] {
    [
        (
            tr!("In this page"),
            tr!(
                "Every key above is the page's, not the browser's: F5 presenter view (and full screen), not reload; Ctrl+R reloads"
            ),
        ),
        (
            tr!("Ctrl+W, Ctrl+T, Ctrl+N, F11, Esc"),
            tr!(
                "The browser's own: the app binds none of them; Esc leaves full screen and presenter view"
            ),
        ),
    ]
}

/// Windows at least this wide (in points) show the help in two columns.
const HELP_TWO_COLUMNS: f32 = 1400.0;

/// The help overlay listing every shortcut: in two columns in a wide window, scrolling in a
/// short one, its "Close help" always in view. Returns false when the user closed it.
pub fn help_overlay(ctx: &Context) -> bool {
    let mut rows: Vec<(String, String)> = bindings()
        .iter()
        .map(|b| {
            let all: Vec<String> = b.shortcuts.iter().map(|s| keys(ctx, s)).collect();
            (all.join(&tr!(" or ")), b.words())
        })
        .collect();
    rows.extend(other_keys());
    if cfg!(target_arch = "wasm32") {
        rows.extend(in_a_page());
    }
    let screen = ctx.content_rect();
    let response = egui::Modal::new(egui::Id::unique("snakescope.help")).show(ctx, |ui| {
        ui.set_max_width((screen.width() - 80.0).max(200.0));
        ui.heading(tr!("Keyboard"));
        ui.add_space(4.0);
        // What is left of the window's height once the heading, the note and the button
        // have theirs: the rows scroll within it.
        let rest = (screen.height() - 170.0).max(80.0);
        egui::ScrollArea::vertical()
            .id_salt("snakescope.help.scroll")
            .max_height(rest)
            .show(ui, |ui| {
                if screen.width() >= HELP_TWO_COLUMNS {
                    let half = rows.len().div_ceil(2);
                    ui.columns(2, |columns| {
                        help_grid(&mut columns[0], "snakescope.help.left", &rows[..half]);
                        help_grid(&mut columns[1], "snakescope.help.right", &rows[half..]);
                    });
                } else {
                    help_grid(ui, "snakescope.help.grid", &rows);
                }
            });
        ui.add_space(6.0);
        ui.label(tr!(
            "Shortcuts are ignored while a text field (the tick counter, the editor's name) has \
             focus."
        ));
        ui.add_space(6.0);
        ui.button(tr!("Close help")).clicked()
    });
    !(response.inner || response.should_close())
}

/// Rows of keys and what they do, striped.
fn help_grid(ui: &mut egui::Ui, id: &str, rows: &[(String, String)]) {
    egui::Grid::new(id)
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (keys, words) in rows {
                ui.monospace(keys);
                ui.add(egui::Label::new(words.as_str()).wrap());
                ui.end_row();
            }
        });
}
