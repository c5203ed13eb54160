//! The app in a window of its own, on the desktop (eframe's native runner); [`crate::web`]
//! is the same app in a web page.

use crate::shell::{ExplainerApp, Startup};

/// Opens the app's window, on the scenario in `file` if given (a file that fails to load is
/// reported in the window, over the default scenario), in `lang` if given (`--lang`), else
/// in the language chosen in Settings, else in the system's.
pub fn run(
    file: Option<std::path::PathBuf>,
    lang: Option<snakescope_core::words::Language>,
) -> eframe::Result {
    let startup = Startup::from_file(file.as_deref());
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("snakescope")
            .with_inner_size([1480.0, 920.0])
            .with_min_inner_size([800.0, 560.0]),
        ..Default::default()
    };
    eframe::run_native(
        "snakescope",
        options,
        Box::new(move |cc| {
            let app = ExplainerApp::new(cc, startup);
            // `--lang` goes before the language chosen in Settings.
            if let Some(lang) = lang {
                snakescope_core::words::choose(lang);
            }
            Ok(Box::new(app))
        }),
    )
}
