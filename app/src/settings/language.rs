//! The Settings menu's choice of language: the system's, or one chosen, kept across runs.

use super::Settings;
use egui::Ui;
use snakescope_core::words::Language;

/// The language choice, in the Settings menu: picking one changes `settings`, and the app
/// speaks it once they are taken.
pub fn language_menu_ui(ui: &mut Ui, settings: &mut Settings) {
    ui.label(tr!("Language")).on_hover_text(tr!(
        "The language of the window and of the command line's output (the command line also \
         takes --lang en|pt)"
    ));
    let system = Language::from_locale();
    let mut picked = None;
    if ui
        .radio(
            settings.language.is_none(),
            tr!("System ({language})", language = system.name()),
        )
        .clicked()
    {
        picked = Some(None);
    }
    for language in Language::CHOICES {
        if ui
            .radio(settings.language == Some(language), language.name())
            .clicked()
        {
            picked = Some(Some(language));
        }
    }
    // Spoken from the next frame, once the settings are taken (`Command::Settings`).
    if let Some(choice) = picked {
        settings.language = choice;
    }
}
