//! The scenario browser: the recent files, the built-in collection and the working
//! directory's `scenarios/` folder, each scenario with its name, the start of its description
//! (all of it on hover) and a small preview of its board. One click opens it. It draws the
//! [`Catalog`] and says what was picked; opening is the app's business.

use super::catalog::Catalog;
use super::entry::Entry;
use super::sketch::preview;
use crate::command::scenarios::BrowserPick;
use egui::{RichText, Ui};

/// The description's first characters shown under a name; the rest shows on hover.
const DESCRIPTION_CHARS: usize = 110;

/// The browser's contents. `current` is the origin of what is on screen, to highlight it.
pub fn browser_ui(ui: &mut Ui, catalog: &Catalog, current: &str) -> Option<BrowserPick> {
    let mut pick = None;
    ui.horizontal(|ui| {
        ui.heading(tr!("Scenarios"));
        if crate::touch::small_button(ui, tr!("Rescan"))
            .on_hover_text(tr!("Read the scenarios folder and the recent files again"))
            .clicked()
        {
            pick = Some(BrowserPick::Rescan);
        }
    });
    ui.weak(tr!(
        "One click opens a scenario (in the editor, when the editor is on screen)."
    ));
    ui.add_space(4.0);
    egui::ScrollArea::vertical()
        .id_salt("snakescope.browser.scroll")
        .show(ui, |ui| {
            if !catalog.recent.is_empty() {
                section(
                    ui,
                    &tr!("Recent files"),
                    &catalog.recent,
                    current,
                    true,
                    &mut pick,
                );
            }
            section(
                ui,
                &tr!("Collection"),
                &catalog.curated,
                current,
                false,
                &mut pick,
            );
            if let Some(folder) = &catalog.folder
                && !catalog.folder_entries.is_empty()
            {
                // Short, so that it does not widen the panel.
                let short = std::env::current_dir()
                    .ok()
                    .and_then(|here| folder.strip_prefix(here).ok().map(|p| p.to_owned()))
                    .map_or_else(
                        || folder.display().to_string(),
                        |p| format!("./{}", p.display()),
                    );
                let title = tr!("In {short}", short = short);
                section(
                    ui,
                    &title,
                    &catalog.folder_entries,
                    current,
                    false,
                    &mut pick,
                );
            }
        });
    pick
}

/// A collapsible list of entries.
fn section(
    ui: &mut Ui,
    title: &str,
    entries: &[Entry],
    current: &str,
    recent: bool,
    pick: &mut Option<BrowserPick>,
) {
    egui::CollapsingHeader::new(RichText::new(title).strong())
        .id_salt(("snakescope.browser", title))
        .default_open(true)
        .show(ui, |ui| {
            for entry in entries {
                ui.push_id(&entry.origin, |ui| {
                    if let Some(p) = entry_ui(ui, entry, current == entry.origin, recent) {
                        *pick = Some(p);
                    }
                });
                ui.add_space(2.0);
            }
        });
}

/// One scenario: preview, name, description, board and solver.
fn entry_ui(ui: &mut Ui, entry: &Entry, current: bool, recent: bool) -> Option<BrowserPick> {
    let mut pick = None;
    // A file is read again as it is on disk; what is built in opens as listed.
    let open = || match (&entry.path, entry.opening()) {
        (Some(path), _) if !entry.missing => BrowserPick::OpenFile {
            path: path.clone(),
            listed: entry.modified,
        },
        (_, Ok(opening)) => BrowserPick::Open(Box::new(opening)),
        (_, Err(message)) => BrowserPick::Broken {
            message: message.to_owned(),
            missing: entry.path.clone().filter(|_| entry.missing),
        },
    };
    ui.horizontal(|ui| {
        let thumb = preview(ui, entry.preview.as_ref());
        if thumb.clicked() {
            pick = Some(open());
        }
        ui.vertical(|ui| {
            let title = entry.title();
            let name = ui
                .add(egui::Button::selectable(
                    current,
                    RichText::new(title).strong(),
                ))
                .on_hover_text(tr!("Open {origin}", origin = entry.origin));
            if name.clicked() {
                pick = Some(open());
            }
            match (&entry.loaded, &entry.lesson) {
                (_, Some(lesson)) => {
                    ui.weak(tr!(
                        "lesson · {steps} steps · {language}",
                        steps = lesson.steps,
                        language = lesson.language
                    ));
                }
                (Ok(s), None) => {
                    if !s.description.is_empty() {
                        let description = super::names::shown_text(&s.description);
                        ui.label(elide(&description, DESCRIPTION_CHARS))
                            .on_hover_text(&description);
                    }
                    ui.weak(tr!(
                        "{width}x{height} · {name} · snake of {snake}",
                        width = s.width,
                        height = s.height,
                        name = crate::state::shown_solver(&s.solver),
                        snake = s.snake.len()
                    ));
                }
                (Err(message), None) if entry.missing => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        tr!("missing: the file is gone"),
                    )
                    .on_hover_text(message);
                }
                (Err(message), None) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        tr!("cannot be opened (click for why)"),
                    )
                    .on_hover_text(message);
                }
            }
            if recent && let Some(path) = &entry.path {
                ui.horizontal(|ui| {
                    if crate::touch::small_button(ui, tr!("Forget"))
                        .on_hover_text(tr!("Take this file off the recent list"))
                        .clicked()
                    {
                        pick = Some(BrowserPick::Forget(path.clone()));
                    }
                    // A long path is cut to the panel's width (all of it on hover), so that
                    // it does not widen the panel.
                    let shown = path.display().to_string();
                    ui.add(egui::Label::new(RichText::new(&shown).weak()).truncate())
                        .on_hover_text(shown);
                });
            }
        });
    });
    pick
}

/// The first `max` characters of `text`, cut at a word, with an ellipsis if cut.
pub fn elide(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max).collect();
    let at_word = cut.rfind(' ').map_or(cut.as_str(), |i| &cut[..i]);
    format!("{}…", at_word.trim_end_matches([',', ';', ':', '.', ' ']))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_descriptions_are_cut_at_a_word() {
        assert_eq!(elide("short", 10), "short");
        assert_eq!(elide("one two, three four", 12), "one two…");
        assert!(elide(&"é".repeat(300), 10).ends_with('…'));
    }
}
