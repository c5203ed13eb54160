//! The app's keys, taken from the browser: while the page's canvas has the keyboard, a press
//! of a key the app binds ([`crate::keymap::binds`]: F5, F6, F7, F9, Space, the arrows,
//! PageUp and PageDown, Home and End, `?`, digits, Ctrl+S, ...) has its default action (reload,
//! the address bar, caret browsing, scrolling) prevented, and reaches the app alone. Every
//! other key stays the browser's (zoom, find, Ctrl+W, F11, F12, Alt with an arrow for Back and
//! Forward). A text field typed in holds the keyboard itself (eframe's text agent), so its
//! keys never pass here. Every press, click and touch anywhere in the page is noted first
//! ([`super::recorder::input_arrived`]: recording waits for its frame) and is when a full
//! screen asked for earlier is requested ([`super::address::full_screen_if_asked`]: a
//! browser grants it only in answer to one).

use crate::page::Page;
use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::prelude::Closure;
use std::cell::RefCell;
use std::rc::Rc;

/// Listens to the presses of keys on `canvas`, before eframe does, and prevents the default
/// action of those the app binds. The listener lives as long as the page.
pub fn take_the_app_s_keys(
    canvas: &web_sys::HtmlCanvasElement,
) -> Result<(), eframe::wasm_bindgen::JsValue> {
    note_input()?;
    let listener =
        Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(|event: web_sys::KeyboardEvent| {
            let Some(key) =
                egui::Key::from_name(&event.key()).or_else(|| egui::Key::from_name(&event.code()))
            else {
                return;
            };
            let modifiers = modifiers_of(&event);
            if modifiers.alt && is_arrow(key) {
                // Back and Forward: the browser's. eframe would prevent them (it takes the
                // arrows whatever is held), so it does not see them.
                event.stop_immediate_propagation();
            } else if crate::keymap::binds(key, modifiers) {
                event.prevent_default();
            }
        });
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    canvas.add_event_listener_with_callback_and_add_event_listener_options(
        "keydown",
        listener.as_ref().unchecked_ref(),
        &options,
    )?;
    listener.forget();
    Ok(())
}

/// Answers the app's keys as they come, before eframe sees them: the page carries out the
/// command a press asks for at once and writes its address, then asks for a frame to draw it.
/// A frame waits for the browser's next animation frame, and drawing a large board under a
/// software renderer takes longer than a key press should wait; the answer does not. Keys
/// the app would not take now (the help, a prompt or a text field has the keyboard) go on to
/// eframe as before.
pub fn answer_keys(
    canvas: &web_sys::HtmlCanvasElement,
    page: Rc<RefCell<Page>>,
    ctx: egui::Context,
) -> Result<(), eframe::wasm_bindgen::JsValue> {
    let listener =
        Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(move |event: web_sys::KeyboardEvent| {
            if event.is_composing() {
                return;
            }
            let Some(key) =
                egui::Key::from_name(&event.key()).or_else(|| egui::Key::from_name(&event.code()))
            else {
                return;
            };
            let modifiers = modifiers_of(&event);
            if modifiers.alt {
                return;
            }
            let Ok(mut page) = page.try_borrow_mut() else {
                return;
            };
            if page.key_pressed(&ctx, key, modifiers) {
                event.prevent_default();
                event.stop_immediate_propagation();
                TAKEN.with(|t| t.borrow_mut().insert(event.code()));
                if let Some(change) = page.address(ctx.input(|i| i.time)) {
                    super::address::write(&change);
                }
                ctx.request_repaint();
            }
        });
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    canvas.add_event_listener_with_callback_and_add_event_listener_options(
        "keydown",
        listener.as_ref().unchecked_ref(),
        &options,
    )?;
    listener.forget();
    // The release of a key answered here is not eframe's either: it would ask for a frame
    // (and that frame for another) to tell egui of a key it never saw pressed.
    let released =
        Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(|event: web_sys::KeyboardEvent| {
            if TAKEN.with(|t| t.borrow_mut().remove(&event.code())) {
                event.stop_immediate_propagation();
            }
        });
    canvas.add_event_listener_with_callback_and_add_event_listener_options(
        "keyup",
        released.as_ref().unchecked_ref(),
        &options,
    )?;
    released.forget();
    Ok(())
}

thread_local! {
    /// The keys (by their code) whose press was answered here and whose release is awaited.
    static TAKEN: RefCell<std::collections::HashSet<String>> =
        RefCell::new(std::collections::HashSet::new());
}

/// The modifiers held during `event`, as egui names them.
fn modifiers_of(event: &web_sys::KeyboardEvent) -> egui::Modifiers {
    egui::Modifiers {
        alt: event.alt_key(),
        ctrl: event.ctrl_key(),
        shift: event.shift_key(),
        mac_cmd: event.meta_key(),
        command: event.ctrl_key() || event.meta_key(),
    }
}

/// Listens, before anything else on the page, to every key press, click and touch.
fn note_input() -> Result<(), eframe::wasm_bindgen::JsValue> {
    let Some(window) = web_sys::window() else {
        return Ok(());
    };
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    options.set_passive(true);
    for event in ["keydown", "pointerdown", "touchstart", "wheel"] {
        let listener = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
            super::recorder::input_arrived();
            super::address::full_screen_if_asked();
        });
        window.add_event_listener_with_callback_and_add_event_listener_options(
            event,
            listener.as_ref().unchecked_ref(),
            &options,
        )?;
        listener.forget();
    }
    Ok(())
}

/// Whether `key` is one of the four arrows.
fn is_arrow(key: egui::Key) -> bool {
    matches!(
        key,
        egui::Key::ArrowLeft | egui::Key::ArrowRight | egui::Key::ArrowUp | egui::Key::ArrowDown
    )
}
