//! The app in a web page: eframe's web runner on the page's canvas, with the [`Page`] (the
//! same [`ExplainerApp`] the desktop opens, with an address) on the link in the page's
//! address. The browser is asked for what a page must ask it: the app's keys ([`keys`]),
//! the address and the history, the tab's title and full screen ([`address`]), the tab's
//! store ([`tab`]); the game records ahead between frames ([`recorder`]), so that a page
//! left still draws nothing; and the page in words for a screen reader ([`access`]). What a page cannot do (start a program, reach a bot on another
//! site) is said where it is asked for.

mod access;
mod address;
mod keys;
mod recorder;
mod tab;

use crate::page::{Page, Whose};
use crate::shell::ExplainerApp;
use eframe::wasm_bindgen::JsCast as _;
use recorder::Recorder;
use std::cell::RefCell;
use std::rc::Rc;

/// The id of the canvas in `index.html` the app draws on.
const CANVAS_ID: &str = "snakescope";

/// Starts the app on the page's canvas; a failure is logged to the browser's console and
/// written over the page, so a blank page never hides it.
pub fn start() {
    eframe::WebLogger::init(log::LevelFilter::Warn).ok();
    wasm_bindgen_futures::spawn_local(async {
        if let Err(why) = run().await {
            log::error!("snakescope could not start: {why}");
            show_failure(&why);
        }
    });
}

async fn run() -> Result<(), String> {
    let window = web_sys::window().ok_or("the page has no window")?;
    let document = window.document().ok_or("the page has no document")?;
    let canvas = document
        .get_element_by_id(CANVAS_ID)
        .ok_or_else(|| format!("the page has no element with id `{CANVAS_ID}`"))?
        .dyn_into::<web_sys::HtmlCanvasElement>()
        .map_err(|_| format!("the element `{CANVAS_ID}` is not a canvas"))?;
    let hash = window.location().hash().unwrap_or_default();
    // The browser's language: the page's, unless the link names one (or, on the user's own
    // settings, Settings chose one).
    let language = window.navigator().language().unwrap_or_default();
    let language = snakescope_core::words::Language::from_code(&language)
        .filter(|l| snakescope_core::words::Language::CHOICES.contains(l))
        .unwrap_or_default();
    snakescope_core::words::set_default(language);
    keys::take_the_app_s_keys(&canvas).map_err(|e| format!("{e:?}"))?;
    eframe::WebRunner::new()
        .start(
            canvas.clone(),
            eframe::WebOptions::default(),
            Box::new(move |cc| {
                crate::files::web::attach(&cc.egui_ctx);
                address::listen(&cc.egui_ctx);
                // The keys go to the page from the start, without a first click.
                let _ = canvas.focus();
                let kept = crate::shell::kept_settings(cc.storage);
                let mut page = Page::new(
                    &hash,
                    kept,
                    Box::new(tab::SessionTab),
                    |startup, settings, whose| {
                        let editor_back = whose == Whose::Own;
                        ExplainerApp::restore_with(startup, settings, cc.storage, editor_back)
                    },
                );
                if page.whose() == Whose::Link {
                    // What this browser kept of the page's layout (panel widths, windows
                    // moved) is not in a link either.
                    forget_the_kept_layout(&cc.egui_ctx);
                }
                page.app_mut().record_apart();
                // A phone or a tablet: controls a finger can hit, taps for hovers.
                crate::touch::set_touch(&cc.egui_ctx, coarse_pointer());
                let page = Rc::new(RefCell::new(page));
                let recorder = Recorder::new(page.clone(), cc.egui_ctx.clone());
                if let Err(why) = keys::answer_keys(&canvas, page.clone(), cc.egui_ctx.clone()) {
                    log::warn!("the keys are left to the frames: {why:?}");
                }
                let access = access::Access::new(&canvas, &cc.egui_ctx);
                Ok(Box::new(WebPage {
                    page,
                    recorder,
                    access,
                    logged: None,
                    title: String::new(),
                    presenter: false,
                    board: None,
                }))
            }),
        )
        .await
        .map_err(|e| format!("the web runner failed: {e:?}"))
}

/// Forgets the layout eframe read back from this browser (egui's memory), keeping egui's
/// options as eframe set them.
fn forget_the_kept_layout(ctx: &egui::Context) {
    ctx.memory_mut(|memory| {
        let mut options = memory.options.clone();
        options.theme_preference = egui::ThemePreference::System;
        *memory = egui::Memory::default();
        memory.options = options;
    });
}

/// The page, with what was last handed to the browser.
struct WebPage {
    page: Rc<RefCell<Page>>,
    /// Records the game ahead between frames.
    recorder: Recorder,
    /// The page in words beside the canvas (none if the document could not take it).
    access: Option<access::Access>,
    /// The app's problem last written to the browser's console, so each is written once.
    logged: Option<String>,
    /// The tab's title as last set.
    title: String,
    /// Whether presenter view was on last frame.
    presenter: bool,
    /// Where the board was last told to be.
    board: Option<egui::Rect>,
}

impl WebPage {
    /// Writes a problem the app shows to the browser's console too, once.
    fn log_problem(&mut self, page: &Page) {
        let shown = page.app().error().map(str::to_owned);
        if shown != self.logged {
            if let Some(why) = &shown {
                log::error!("{why}");
            }
            self.logged = shown;
        }
    }

    /// The tab's title, the address and full screen, as the page now is.
    fn tell_the_browser(&mut self, page: &mut Page, ctx: &egui::Context) {
        let title = page.title();
        if title != self.title {
            address::set_title(&title);
            self.title = title;
        }
        let board = page.app().layout().board();
        if board != self.board {
            if let Some(rect) = board {
                address::tell_board(rect);
            }
            self.board = board;
        }
        if let Some(change) = page.address(ctx.input(|i| i.time)) {
            address::write(&change);
        }
        let mut presenter = page.app().state().settings().presenter;
        // Esc leaves full screen (the browser's key): presenter view goes with it.
        if address::left_full_screen() && presenter && self.presenter {
            page.app_mut()
                .perform(crate::command::Command::Presenter(false));
            presenter = false;
        }
        if presenter != self.presenter {
            address::full_screen(presenter);
            self.presenter = presenter;
        }
    }
}

impl eframe::App for WebPage {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        recorder::frame_ran();
        let page = self.page.clone();
        let mut page = page.borrow_mut();
        if let Some(arrived) = address::arrived()
            && arrived != page.written()
        {
            page.follow(&arrived);
        }
        for command in access::pressed() {
            page.app_mut().perform(command);
        }
        page.show(ui);
        self.tell_the_browser(&mut page, ui.ctx());
        if let Some(access) = &mut self.access {
            access.tell(page.spoken(ui.ctx()));
        }
        self.log_problem(&page);
        if page.app().state().is_recording() {
            self.recorder.start();
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        let Ok(page) = self.page.try_borrow() else {
            return;
        };
        // A page opened on a link runs on the link's settings: the user's own stay as kept.
        match page.whose() {
            Whose::Own => page.app().persist(storage),
            Whose::Link => page.app().persist_files(storage),
        }
    }

    fn persist_egui_memory(&self) -> bool {
        self.page
            .try_borrow()
            .is_ok_and(|page| page.whose() == Whose::Own)
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        self.page
            .try_borrow()
            .map_or(std::time::Duration::from_secs(5), |page| {
                page.app().auto_save_interval()
            })
    }
}

/// Whether the page's main pointer is a finger (`(pointer: coarse)`).
fn coarse_pointer() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches())
}

/// Writes `why` into the page's status line, if it has one.
fn show_failure(why: &str) {
    if let Some(status) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("status"))
    {
        status.set_text_content(Some(&format!("snakescope could not start: {why}")));
        let _ = status.remove_attribute("hidden");
    }
}
