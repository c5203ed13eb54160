//! The app in a web page: eframe's web runner on the page's canvas, with the same
//! [`ExplainerApp`] the desktop opens, on the moment the page's address names
//! ([`crate::web_link`]); the address follows the moment on screen, so that copying it
//! copies a link to it. What a page cannot do (start a program, reach a bot on another
//! site) is said where it is asked for.

use crate::command::Command;
use crate::lesson_play::{LessonRequest, LessonSource};
use crate::shell::{ExplainerApp, Startup};
use crate::web_link::{self, Moment};
use eframe::wasm_bindgen::JsCast as _;

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
    // The browser's language, unless Settings chose one (the app applies that as it starts).
    let language = window.navigator().language().unwrap_or_default();
    let language = snakescope_core::words::Language::from_code(&language)
        .filter(|l| snakescope_core::words::Language::CHOICES.contains(l))
        .unwrap_or_default();
    snakescope_core::words::set_default(language);
    eframe::WebRunner::new()
        .start(
            canvas,
            eframe::WebOptions::default(),
            Box::new(move |cc| {
                crate::files::web::attach(&cc.egui_ctx);
                Ok(Box::new(Page::new(cc, &hash)))
            }),
        )
        .await
        .map_err(|e| format!("the web runner failed: {e:?}"))
}

/// The app, with the moment a link asked for still to reach and the address last written.
struct Page {
    app: ExplainerApp,
    /// The tick and stage the link asked for, until the recording reaches the tick.
    pending: Option<Moment>,
    /// The step of a lesson the link asked for (from 1), until the lesson is on screen.
    pending_step: Option<usize>,
    /// The address's part after `#` as last written, so it is written only on a change.
    written: String,
    /// The app's problem last written to the browser's console, so each is written once.
    logged: Option<String>,
}

impl Page {
    fn new(cc: &eframe::CreationContext<'_>, hash: &str) -> Page {
        let pending_step = web_link::parse(hash)
            .ok()
            .flatten()
            .and_then(|m| m.step.filter(|_| m.lesson.is_some()));
        let (startup, pending, error) = match web_link::parse(hash) {
            // A lesson puts its own moments on screen.
            Ok(Some(moment)) if moment.lesson.is_some() => (web_link::startup(&moment), None, None),
            Ok(Some(moment)) => (web_link::startup(&moment), Some(moment), None),
            Ok(None) => (Startup::default(), None, None),
            Err(why) => (Startup::default(), None, Some(why)),
        };
        let mut startup = startup;
        if let Some(why) = error {
            startup.error = Some(format!("This page's link was not understood: {why}"));
        }
        Page {
            app: ExplainerApp::new(cc, startup),
            pending,
            pending_step,
            written: hash.to_owned(),
            logged: None,
        }
    }

    /// Opens the lesson's step the link asked for, once the lesson is on screen (not at
    /// all if it could not open).
    fn reach_pending_step(&mut self, ctx: &egui::Context) {
        let Some(step) = self.pending_step else {
            return;
        };
        if self.app.lesson().is_some() {
            self.app
                .perform(Command::Lesson(LessonRequest::Jump(step - 1)));
            self.pending_step = None;
        } else if self.app.error().is_some() {
            self.pending_step = None;
        } else {
            ctx.request_repaint();
        }
    }

    /// Writes a problem the app shows to the browser's console too, once.
    fn log_problem(&mut self) {
        let shown = self.app.error().map(str::to_owned);
        if shown != self.logged {
            if let Some(why) = &shown {
                log::error!("{why}");
            }
            self.logged = shown;
        }
    }

    /// Goes to the link's tick and stage once the recording holds that tick (or ends
    /// before it: then its last tick).
    fn reach_pending(&mut self, ctx: &egui::Context) {
        let Some(moment) = &self.pending else {
            return;
        };
        let tick = moment.tick.unwrap_or(0);
        let stage = moment.stage;
        let state = self.app.state();
        if state.ticks() < tick && !state.recorded_to_end() {
            if state.recording_held() {
                self.app.perform(Command::RecordFurther);
            }
            ctx.request_repaint();
            return;
        }
        self.app.perform(Command::GoToDecision(tick));
        if let Some(stage) = stage {
            self.app.perform(Command::PickStage(stage));
        }
        self.pending = None;
    }

    /// Keeps the address on the moment on screen (a scenario of the collection only: no
    /// link could open another).
    fn follow_in_address(&mut self) {
        if self.pending.is_some() || self.pending_step.is_some() {
            return;
        }
        let state = self.app.state();
        let (origin, tick, stage) = (state.origin(), state.tick(), state.stage());
        // A lesson built in: its step, then the moment on screen.
        let fragment = match self.app.lesson().map(|play| (play.source(), play.index())) {
            Some((LessonSource::BuiltIn(file), k)) => {
                web_link::lesson_fragment(file, k + 1, origin, tick, stage)
            }
            _ => web_link::fragment(origin, tick, stage).unwrap_or_default(),
        };
        if fragment == self.written {
            return;
        }
        if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
            let url = if fragment.is_empty() { "#" } else { &fragment };
            let _ =
                history.replace_state_with_url(&eframe::wasm_bindgen::JsValue::NULL, "", Some(url));
        }
        self.written = fragment;
    }
}

impl eframe::App for Page {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.reach_pending(&ctx);
        self.reach_pending_step(&ctx);
        self.app.ui(ui, frame);
        self.follow_in_address();
        self.log_problem();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.app.persist(storage);
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        self.app.auto_save_interval()
    }
}

/// Writes `why` into the page's status line, if it has one.
fn show_failure(why: &str) {
    if let Some(status) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("status"))
    {
        status.set_text_content(Some(&format!("snakescope could not start: {why}")));
    }
}
