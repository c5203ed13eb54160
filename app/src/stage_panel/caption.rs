//! The caption of the event on screen, in a box that keeps its height: a fixed number of
//! lines whatever the caption says, so that the board under it never moves when a caption
//! wraps, grows or goes away. A caption longer than the box scrolls in it, its scroll bar
//! showing that there is more: the whole caption is on screen for a projector and a touch
//! screen, which have no hover.

use egui::text::LayoutJob;
use egui::{Color32, FontId, Rect, Sense, Stroke, Ui, vec2};

/// Space between the box's edge and its text, in points.
const MARGIN: f32 = 6.0;

/// The height of a caption box of `lines` lines in `font`, with the margins of its frame if
/// `framed`.
pub fn caption_height(ui: &Ui, font: &FontId, lines: usize, framed: bool) -> f32 {
    let row = ui.fonts_mut(|f| f.row_height(font));
    row * lines as f32 + if framed { 2.0 * MARGIN } else { 0.0 }
}

/// A caption as wide as its `ui` and [`caption_height`] tall: `text` (nothing when `None`)
/// in `font` and `colour`, on `lines` lines (scrolling when it needs more), in a frame if
/// `framed`. Screen readers and tests read the whole caption, and are told of each new one.
pub struct CaptionBox<'a> {
    /// The caption, if there is one.
    pub text: Option<&'a str>,
    /// Its font.
    pub font: FontId,
    /// Its colour.
    pub colour: Color32,
    /// The lines it keeps.
    pub lines: usize,
    /// Whether a frame is drawn around it.
    pub framed: bool,
}

impl CaptionBox<'_> {
    /// Draws the caption where `ui` places it.
    pub fn show(self, ui: &mut Ui) {
        let height = caption_height(ui, &self.font, self.lines, self.framed);
        let margin = if self.framed { MARGIN } else { 0.0 };
        let width = ui.available_width();
        let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
        if self.framed {
            let visuals = ui.visuals();
            ui.painter().rect(
                rect,
                visuals.widgets.noninteractive.corner_radius,
                visuals.faint_bg_color,
                Stroke::new(1.0, visuals.widgets.noninteractive.bg_stroke.color),
                egui::StrokeKind::Inside,
            );
        }
        let Some(text) = self.text else {
            return;
        };
        let inner = Rect::from_min_max(
            rect.min + vec2(margin, margin),
            rect.max - vec2(margin, 0.0),
        );
        let job = LayoutJob::simple(
            text.to_owned(),
            self.font.clone(),
            self.colour,
            inner.width().max(1.0),
        );
        let galley = ui.painter().layout_job(job);
        if galley.size().y <= inner.height() + 0.5 {
            ui.painter_at(rect).galley(inner.min, galley, self.colour);
        } else {
            // Scrolled to its top whenever the caption changes.
            let salt = (response.id, text);
            let mut scrolled = ui.new_child(egui::UiBuilder::new().max_rect(inner));
            egui::ScrollArea::vertical()
                .id_salt(salt)
                .max_height(inner.height())
                .auto_shrink(false)
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
                .show(&mut scrolled, |ui| {
                    // Painted, not a label: the box's own node already holds the caption.
                    let job = LayoutJob::simple(
                        text.to_owned(),
                        self.font,
                        self.colour,
                        ui.available_width().max(1.0),
                    );
                    let galley = ui.painter().layout_job(job);
                    let (at, _) = ui.allocate_exact_size(galley.size(), Sense::hover());
                    ui.painter().galley(at.min, galley, self.colour);
                });
        }
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
        // A screen reader says each new caption as it comes, without being asked.
        ui.ctx().accesskit_node_builder(response.id, |node| {
            node.set_live(egui::accesskit::Live::Polite);
        });
    }
}
