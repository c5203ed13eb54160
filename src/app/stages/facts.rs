//! What every stage view uses to show its facts: a table of named values, and a list of cells
//! cut short.

use egui::{RichText, Ui};

/// A two-column table of a stage's facts, for the views.
pub fn facts_grid(ui: &mut Ui, id: &str, rows: &[(String, String)]) {
    ui.push_id(id, |ui| {
        for (name, value) in rows {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("{name}:")).strong());
                ui.label(value);
            });
        }
    });
}

/// Cells as a short list: the first `max`, then how many more.
pub fn cell_list(cells: impl IntoIterator<Item = String>, max: usize) -> String {
    let all: Vec<String> = cells.into_iter().collect();
    if all.is_empty() {
        return tr!("none");
    }
    let mut s = all.iter().take(max).cloned().collect::<Vec<_>>().join(", ");
    if all.len() > max {
        s.push_str(&tr!(" and {n} more", n = all.len() - max));
    }
    s
}
