//! Touch screens: whether the app is used by touch (a page on a phone or a tablet says so as
//! it starts; any touch switches it on), and what changes then: every control at least
//! [`TARGET`] points high and wide (a fingertip's size, the 44 CSS pixels of the usual
//! guidelines), and a tap on a cell shows what hovering shows with a mouse.

use egui::{Context, Id, Response, Ui, Vec2, vec2};

/// The least height and width of a control under a finger, in points.
pub const TARGET: f32 = 44.0;

/// Where the flag is kept in egui's context.
fn flag() -> Id {
    Id::unique("snakescope.touch")
}

/// Whether the app is used by touch.
pub fn is_touch(ctx: &Context) -> bool {
    ctx.data(|d| d.get_temp::<bool>(flag()).unwrap_or(false))
}

/// Says whether the app is used by touch (a page asks the browser as it starts).
pub fn set_touch(ctx: &Context, on: bool) {
    ctx.data_mut(|d| d.insert_temp(flag(), on));
    keep(ctx);
}

/// Switches touch on at the first touch, and keeps the style's sizes for it (a style made
/// again elsewhere, presenter view's, keeps them too). Called every frame.
pub fn keep(ctx: &Context) {
    if !is_touch(ctx) {
        let touched = ctx.input(|i| {
            i.events
                .iter()
                .any(|e| matches!(e, egui::Event::Touch { .. }))
        });
        if !touched {
            return;
        }
        ctx.data_mut(|d| d.insert_temp(flag(), true));
    }
    let spacing = ctx.global_style().spacing.clone();
    if spacing.interact_size.y < TARGET || spacing.button_padding.x < PADDING.x {
        ctx.all_styles_mut(|style| {
            let s = &mut style.spacing;
            s.interact_size = s.interact_size.max(vec2(TARGET, TARGET));
            s.button_padding = s.button_padding.max(PADDING);
            s.icon_width = s.icon_width.max(ICON);
        });
    }
}

/// The padding inside a button under a finger: a button of one glyph is [`TARGET`] wide.
const PADDING: Vec2 = vec2(14.0, 6.0);

/// The size of a check box's and a radio button's box under a finger.
const ICON: f32 = 22.0;

/// The least size a control made here takes: [`TARGET`] square by touch, nothing more with
/// a mouse.
pub fn target(ui: &Ui) -> Vec2 {
    if is_touch(ui.ctx()) {
        vec2(TARGET, TARGET)
    } else {
        Vec2::ZERO
    }
}

/// A small button with a mouse (as high as the text), a full one by touch.
pub fn small_button(ui: &mut Ui, text: impl Into<egui::WidgetText>) -> Response {
    if is_touch(ui.ctx()) {
        ui.button(text)
    } else {
        ui.small_button(text)
    }
}
