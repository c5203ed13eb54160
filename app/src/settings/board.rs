//! The Settings menu's choice of board: its ground (as the window, dark or light) and its
//! colours (standard or colour-blind safe).

use super::Settings;
use egui::Ui;
use snakescope_picture::board::palette::{BoardColours, BoardTheme};

/// The board's two choices, as radio buttons in the Settings menu.
pub fn board_menu_ui(ui: &mut Ui, settings: &mut Settings) {
    ui.label(tr!("Board"));
    ui.horizontal(|ui| {
        ui.radio_value(&mut settings.board_theme, None, tr!("As the window"))
            .on_hover_text(tr!(
                "A dark board in a dark window, a light board in a light one"
            ));
        for theme in BoardTheme::ALL {
            let tip = match theme {
                BoardTheme::Dark => tr!("Bright pieces on a dark board: a dim room"),
                BoardTheme::Light => tr!(
                    "Strong pieces on a light board with dark grid lines: a bright room, a \
                     projector that washes dark colours out, paper"
                ),
            };
            ui.radio_value(&mut settings.board_theme, Some(theme), theme.label())
                .on_hover_text(tip);
        }
    });
    ui.label(tr!("Colours"));
    ui.horizontal(|ui| {
        for colours in BoardColours::ALL {
            let tip = match colours {
                BoardColours::Standard => tr!("Red food on a green snake"),
                BoardColours::Safe => tr!(
                    "Colours told apart with any kind of colour blindness (Okabe and Ito's), \
                     and shapes beside them: a ring round the food, a stripe across the cells \
                     a cycle leaves out"
                ),
            };
            ui.radio_value(&mut settings.board_colours, colours, colours.label())
                .on_hover_text(tip);
        }
    });
}
