//! What a page asks of the browser besides its canvas: the address and the history (written
//! as the page moves, read when the browser goes to another link in the open tab, typed or
//! by Back and Forward), the tab's title, and full screen for presenter view.

use crate::page::Address;
use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::JsValue;
use eframe::wasm_bindgen::prelude::Closure;
use std::cell::RefCell;

thread_local! {
    /// The part after `#` of the address the browser went to, until the page reads it.
    static ARRIVED: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Whether the browser left full screen by itself (Esc), until the page reads it.
    static LEFT_FULL_SCREEN: RefCell<bool> = const { RefCell::new(false) };
    /// Whether full screen was asked for when the browser would not grant it (no key press
    /// or click to answer: presenter view from a link), until the next press or click.
    static FULL_SCREEN_ASKED: RefCell<bool> = const { RefCell::new(false) };
}

/// Listens to the browser going to another address in the open tab (`hashchange` for a link
/// typed or clicked, `popstate` for Back and Forward) and leaving full screen, and asks `ctx`
/// for a frame to follow. The listeners live as long as the page.
pub fn listen(ctx: &egui::Context) {
    let Some(window) = web_sys::window() else {
        return;
    };
    for event in ["hashchange", "popstate"] {
        let ctx = ctx.clone();
        let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            let hash = web_sys::window()
                .and_then(|w| w.location().hash().ok())
                .unwrap_or_default();
            ARRIVED.with(|a| *a.borrow_mut() = Some(hash));
            ctx.request_repaint();
        });
        let _ = window.add_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
        listener.forget();
    }
    if let Some(document) = window.document() {
        let ctx = ctx.clone();
        let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            let full = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.fullscreen_element())
                .is_some();
            if !full {
                LEFT_FULL_SCREEN.with(|l| *l.borrow_mut() = true);
                ctx.request_repaint();
            }
        });
        let _ = document.add_event_listener_with_callback(
            "fullscreenchange",
            listener.as_ref().unchecked_ref(),
        );
        listener.forget();
    }
}

/// The part after `#` of the address the browser went to since the last call, if it went to
/// one.
pub fn arrived() -> Option<String> {
    ARRIVED.with(|a| a.borrow_mut().take())
}

/// Whether the browser left full screen by itself since the last call.
pub fn left_full_screen() -> bool {
    LEFT_FULL_SCREEN.with(|l| std::mem::take(&mut *l.borrow_mut()))
}

/// Writes `change` to the address: a new entry in the history, or in place of the one the
/// page is on. Neither makes the browser go anywhere (no `hashchange`).
pub fn write(change: &Address) {
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    let url = Some(change.fragment.as_str());
    let written = if change.new_entry {
        history.push_state_with_url(&JsValue::NULL, "", url)
    } else {
        history.replace_state_with_url(&JsValue::NULL, "", url)
    };
    if let Err(why) = written {
        log::warn!("the address could not be written: {why:?}");
    }
}

/// Writes where the board is on the page, in CSS pixels, as the document element's
/// `data-snakescope-board` ("left top width height"): what a test in a real browser (or a
/// tool beside the page) reads to know the board's size on a phone's screen.
pub fn tell_board(rect: egui::Rect) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let value = format!(
        "{:.0} {:.0} {:.0} {:.0}",
        rect.left(),
        rect.top(),
        rect.width(),
        rect.height()
    );
    let _ = root.set_attribute("data-snakescope-board", &value);
}

/// Sets the tab's title.
pub fn set_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(title);
    }
}

/// Asks the browser for full screen (`on`) or to leave it. The browser grants it only just
/// after a key press or a click: asked for at another time (presenter view from a link), it
/// is requested at the next press or click instead ([`full_screen_if_asked`]), never
/// leaving a refusal unheard in the console.
pub fn full_screen(on: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let full = document.fullscreen_element().is_some();
    FULL_SCREEN_ASKED.with(|a| *a.borrow_mut() = on && !full && !user_active());
    if on && !full && !FULL_SCREEN_ASKED.with(|a| *a.borrow()) {
        request_full_screen();
    } else if !on && full {
        document.exit_fullscreen();
    }
}

/// Requests full screen if it was asked for when the browser would not grant it: called on
/// a key press, a click or a touch, which the browser answers.
pub fn full_screen_if_asked() {
    if FULL_SCREEN_ASKED.with(|a| std::mem::take(&mut *a.borrow_mut())) {
        request_full_screen();
    }
}

/// Whether the page is answering a key press or a click (`navigator.userActivation`); a
/// browser without it is taken to be.
fn user_active() -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    js_sys::Reflect::get(&navigator, &JsValue::from_str("userActivation"))
        .ok()
        .filter(|a| !a.is_undefined())
        .map_or(true, |activation| {
            js_sys::Reflect::get(&activation, &JsValue::from_str("isActive"))
                .is_ok_and(|v| v.as_bool() == Some(true))
        })
}

/// `document.documentElement.requestFullscreen()`, its refusal (a promise rejected) logged
/// as a warning rather than left uncaught.
fn request_full_screen() {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let request = js_sys::Reflect::get(&root, &JsValue::from_str("requestFullscreen"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(request) = request else {
        return;
    };
    match request.call0(&root) {
        Ok(answer) => {
            if let Ok(promise) = answer.dyn_into::<js_sys::Promise>() {
                let refused = Closure::<dyn FnMut(JsValue)>::new(|why: JsValue| {
                    log::warn!("full screen was refused: {why:?}");
                });
                let _ = promise.catch(&refused);
                refused.forget();
            }
        }
        Err(why) => log::warn!("full screen was refused: {why:?}"),
    }
}
