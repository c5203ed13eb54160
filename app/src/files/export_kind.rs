//! What the Export menu offers, with its file dialog's words.

use snakescope_picture::PictureFormat;

/// What can be exported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// Every tick recorded so far, one CSV row each.
    Ticks,
    /// The board and the chain of checks of the decision on screen, as text.
    Decision,
    /// The whole game as a file to open again later (its scenario, moves, food, and a
    /// program's answers), at the tick on screen.
    Game,
    /// A picture of the board, or an animation.
    Picture(PictureFormat),
    /// The moment on screen, added as the next step of a lesson file.
    LessonStep,
}

impl ExportKind {
    /// The name of the dialog's file filter, e.g. "CSV table".
    pub fn filter_name(self) -> String {
        match self {
            ExportKind::Ticks => tr!("CSV table"),
            ExportKind::Decision => tr!("Text"),
            ExportKind::Game => tr!("snakescope game"),
            ExportKind::LessonStep => tr!("snakescope lesson"),
            ExportKind::Picture(PictureFormat::Png) => tr!("PNG picture"),
            ExportKind::Picture(PictureFormat::Svg) => tr!("SVG picture"),
            ExportKind::Picture(PictureFormat::Gif) => tr!("Animated GIF"),
        }
    }

    /// The file extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            ExportKind::Ticks => "csv",
            ExportKind::Decision => "txt",
            ExportKind::Game | ExportKind::LessonStep => "ron",
            ExportKind::Picture(format) => format.extension(),
        }
    }

    /// The dialog's title.
    pub fn title(self) -> String {
        match self {
            ExportKind::Ticks => tr!("Export the ticks as CSV"),
            ExportKind::Decision => tr!("Export this decision as text"),
            ExportKind::Game => tr!("Save the game"),
            ExportKind::LessonStep => tr!("Add this moment to a lesson"),
            ExportKind::Picture(PictureFormat::Png) => tr!("Export the board as PNG"),
            ExportKind::Picture(PictureFormat::Svg) => tr!("Export the board as SVG"),
            ExportKind::Picture(PictureFormat::Gif) => tr!("Export an animation as GIF"),
        }
    }
}
