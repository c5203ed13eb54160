//! The page in words beside its canvas, for a screen reader: eframe's web runner hands egui's
//! accessibility tree to no one, so the page writes its own ([`crate::page::Spoken`]) into the
//! document: the canvas labelled and described by the board in words, a heading, the
//! lesson's step, a polite live region that speaks the tick and each new caption, and the
//! main controls as real buttons (hidden from sight until one has the keyboard). Each text
//! is written only when it changes, so that a screen reader hears each change once.

use crate::command::Command;
use crate::page::Spoken;
use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::prelude::Closure;
use std::cell::RefCell;

/// The ids of the elements the page writes.
const BOARD_ID: &str = "snakescope-board";

thread_local! {
    /// The controls' commands, by their place among the buttons.
    static COMMANDS: RefCell<Vec<Command>> = const { RefCell::new(Vec::new()) };
    /// The commands pressed since the page last read them.
    static PRESSED: RefCell<Vec<Command>> = const { RefCell::new(Vec::new()) };
}

/// The commands of the buttons pressed since the last call.
pub fn pressed() -> Vec<Command> {
    PRESSED.with(|p| std::mem::take(&mut *p.borrow_mut()))
}

/// The elements the page writes its words into, and what they say.
pub struct Access {
    canvas: web_sys::HtmlCanvasElement,
    title: web_sys::Element,
    board: web_sys::Element,
    lesson: web_sys::Element,
    news: web_sys::Element,
    toolbar: web_sys::Element,
    /// The names of the buttons and whether each can be pressed, as written.
    buttons: Vec<(String, bool)>,
    /// The buttons' listeners, dropped with the buttons.
    listeners: Vec<Closure<dyn FnMut(web_sys::Event)>>,
    /// What was written last.
    last: Option<Spoken>,
    ctx: egui::Context,
}

impl Access {
    /// Adds the elements beside `canvas` (the page's document must hold the canvas); a frame
    /// of `ctx` carries out what a button asks.
    pub fn new(canvas: &web_sys::HtmlCanvasElement, ctx: &egui::Context) -> Option<Access> {
        let document = web_sys::window()?.document()?;
        let body = document.body()?;
        let make = |tag: &str, id: &str| -> Option<web_sys::Element> {
            let element = document.create_element(tag).ok()?;
            element.set_id(id);
            Some(element)
        };
        let words = make("section", "snakescope-words")?;
        words.set_class_name("snakescope-unseen");
        let title = make("h1", "snakescope-title")?;
        let board = make("p", BOARD_ID)?;
        let lesson = make("p", "snakescope-lesson")?;
        let news = make("p", "snakescope-news")?;
        news.set_attribute("aria-live", "polite").ok()?;
        news.set_attribute("aria-atomic", "true").ok()?;
        for part in [&title, &board, &lesson, &news] {
            words.append_child(part).ok()?;
        }
        let toolbar = make("div", "snakescope-controls")?;
        toolbar.set_attribute("role", "toolbar").ok()?;
        body.append_child(&words).ok()?;
        body.append_child(&toolbar).ok()?;
        canvas.set_attribute("aria-describedby", BOARD_ID).ok()?;
        canvas.set_attribute("role", "application").ok()?;
        // eframe's text agent, the field a typed text goes through: named for what it is.
        if let Ok(Some(field)) = document.query_selector("canvas#snakescope + input") {
            let _ = field.set_attribute("aria-label", &tr!("Text typed into the app"));
        }
        Some(Access {
            canvas: canvas.clone(),
            title,
            board,
            lesson,
            news,
            toolbar,
            buttons: Vec::new(),
            listeners: Vec::new(),
            last: None,
            ctx: ctx.clone(),
        })
    }

    /// Writes what changed of `spoken`.
    pub fn tell(&mut self, spoken: Spoken) {
        let last = self.last.take();
        let changed = |f: fn(&Spoken) -> &str| last.as_ref().is_none_or(|l| f(l) != f(&spoken));
        if changed(|s| s.language)
            && let Some(root) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", spoken.language);
        }
        if changed(|s| &s.canvas) {
            let _ = self.canvas.set_attribute("aria-label", &spoken.canvas);
            let _ = self.toolbar.set_attribute("aria-label", &tr!("Controls"));
        }
        if changed(|s| &s.title) {
            self.title.set_text_content(Some(&spoken.title));
        }
        if changed(|s| &s.board) {
            self.board.set_text_content(Some(&spoken.board));
        }
        if changed(|s| s.lesson.as_deref().unwrap_or_default()) {
            self.lesson.set_text_content(spoken.lesson.as_deref());
        }
        if changed(|s| &s.news) {
            self.news.set_text_content(Some(&spoken.news));
        }
        self.write_buttons(&spoken);
        self.last = Some(spoken);
    }

    /// The buttons, made again when their names change, else only enabled or not.
    fn write_buttons(&mut self, spoken: &Spoken) {
        let wanted: Vec<(String, bool)> = spoken
            .controls
            .iter()
            .map(|c| (c.name.clone(), c.enabled))
            .collect();
        COMMANDS.with(|c| {
            *c.borrow_mut() = spoken.controls.iter().map(|c| c.command.clone()).collect();
        });
        let same_names = wanted.len() == self.buttons.len()
            && wanted.iter().zip(&self.buttons).all(|(a, b)| a.0 == b.0);
        if !same_names {
            self.toolbar.set_inner_html("");
            self.listeners.clear();
            for (k, (name, _)) in wanted.iter().enumerate() {
                if let Some((button, listener)) = self.button(k, name) {
                    let _ = self.toolbar.append_child(&button);
                    self.listeners.push(listener);
                }
            }
            // A button made is one that can be pressed.
            self.buttons = wanted.iter().map(|(n, _)| (n.clone(), true)).collect();
        }
        let children = self.toolbar.children();
        for (k, (_, enabled)) in wanted.iter().enumerate() {
            if self.buttons[k].1 != *enabled
                && let Some(button) = children.item(k as u32)
            {
                let _ = if *enabled {
                    button.remove_attribute("aria-disabled")
                } else {
                    button.set_attribute("aria-disabled", "true")
                };
                self.buttons[k].1 = *enabled;
            }
        }
    }

    /// A button named `name` that asks for the `k`th control's command, and its listener.
    fn button(
        &self,
        k: usize,
        name: &str,
    ) -> Option<(web_sys::Element, Closure<dyn FnMut(web_sys::Event)>)> {
        let document = web_sys::window()?.document()?;
        let button = document.create_element("button").ok()?;
        button.set_attribute("type", "button").ok()?;
        button.set_text_content(Some(name));
        let ctx = self.ctx.clone();
        let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            let disabled = event
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|b| b.has_attribute("aria-disabled"));
            if disabled {
                return;
            }
            if let Some(command) = COMMANDS.with(|c| c.borrow().get(k).cloned()) {
                PRESSED.with(|p| p.borrow_mut().push(command));
                ctx.request_repaint();
            }
        });
        button
            .add_event_listener_with_callback("click", listener.as_ref().unchecked_ref())
            .ok()?;
        Some((button, listener))
    }
}
