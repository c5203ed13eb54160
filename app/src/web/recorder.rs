//! Recording ahead between frames: a game records in slices run from a timer, not in the
//! frames, so that a page whose game records ahead draws nothing while nothing on screen
//! changes (the progress of a link's far tick at most once a second, [`Page::record_slice`]).
//! A slice lasts at most [`SLICE`], and none runs while a key press or a click waits for its
//! frame, so that the page answers within a frame and a slice whatever the board.

use crate::page::Page;
use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::prelude::Closure;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use std::time::Duration;

/// The longest a slice of recording holds the page.
pub const SLICE: Duration = Duration::from_millis(20);

/// How long the recorder waits while input waits for its frame, in milliseconds.
const INPUT_WAIT_MS: i32 = 8;

thread_local! {
    /// Whether a key press, a click or a touch arrived since the last frame.
    static INPUT_WAITING: Cell<bool> = const { Cell::new(false) };
}

/// Notes that input arrived: the recorder lets its frame run first.
pub fn input_arrived() {
    INPUT_WAITING.with(|w| w.set(true));
}

/// Notes that a frame ran: the input that waited was taken.
pub fn frame_ran() {
    INPUT_WAITING.with(|w| w.set(false));
}

/// The timer that records the page's game in slices.
pub struct Recorder {
    inner: Rc<Inner>,
}

struct Inner {
    page: Rc<RefCell<Page>>,
    ctx: egui::Context,
    running: Cell<bool>,
    /// The timer's callback, made once.
    callback: Closure<dyn FnMut()>,
}

impl Recorder {
    /// The recorder of `page`, whose frames `ctx` draws; not running.
    pub fn new(page: Rc<RefCell<Page>>, ctx: egui::Context) -> Recorder {
        let inner = Rc::new_cyclic(|weak: &Weak<Inner>| {
            let weak = weak.clone();
            Inner {
                page,
                ctx,
                running: Cell::new(false),
                callback: Closure::new(move || {
                    if let Some(inner) = weak.upgrade() {
                        inner.slice();
                    }
                }),
            }
        });
        Recorder { inner }
    }

    /// Starts recording in slices, unless it runs already; it stops by itself when the game
    /// is recorded to its end (or held at its limit).
    pub fn start(&self) {
        if !self.inner.running.replace(true) {
            self.inner.schedule(0);
        }
    }
}

impl Inner {
    /// Runs one slice, then asks for the next.
    fn slice(&self) {
        if INPUT_WAITING.with(Cell::get) {
            self.schedule(INPUT_WAIT_MS);
            return;
        }
        let Ok(mut page) = self.page.try_borrow_mut() else {
            self.schedule(INPUT_WAIT_MS);
            return;
        };
        let slice = page.record_slice(SLICE);
        drop(page);
        if slice.redraw {
            self.ctx.request_repaint();
        }
        if slice.more {
            self.schedule(0);
        } else {
            self.running.set(false);
        }
    }

    fn schedule(&self, delay_ms: i32) {
        let set = web_sys::window().map(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(
                self.callback.as_ref().unchecked_ref(),
                delay_ms,
            )
        });
        if !matches!(set, Some(Ok(_))) {
            self.running.set(false);
        }
    }
}
