//! The app as a web page runs it, without the browser: [`ExplainerApp`] with an address. A
//! page opens on the link in its address and goes to every link it is given later (typed, or
//! Back and Forward), each through the app's one way to a moment
//! ([`Command::ShowMoment`]); and it keeps its address on what is on screen
//! ([`crate::web_link::on_screen`]), one entry in the history for each thing played (an
//! example, a scenario, a lesson's step), so that Back goes to the last one instead of
//! through every tick. [`crate::web`] connects it to the browser; tests drive it as it is.

use crate::command::Command;
use crate::files::Request;
use crate::lesson_play::{LessonRequest, LessonSource};
use crate::scenarios::Opening;
use crate::shell::{ExplainerApp, Startup};
use crate::web_link::{self, Link, OnScreen, Playing, Source, on_screen::Sources};
use snakescope_core::session::Moment;
use snakescope_core::stages::Stage;

/// While a game plays, the address follows it at most this often (seconds): a browser refuses
/// a page that changes its address many times a second.
pub const PLAYING_ADDRESS_EVERY: f64 = 0.5;

/// A change of the page's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    /// The part after `#`, with the `#`.
    pub fragment: String,
    /// Whether it is a new entry in the history (something else is played), or replaces the
    /// entry the page is on (the same thing, another moment).
    pub new_entry: bool,
}

/// What is left to do of a link once what it plays is open: reach its moment when the game
/// is recorded that far, then play what it says.
#[derive(Clone, Debug)]
struct Going {
    moment: Option<Moment>,
    prefer: Option<Stage>,
    play: Option<Playing>,
}

/// The app with its address.
pub struct Page {
    app: ExplainerApp,
    going: Option<Going>,
    sources: Sources,
    /// The link last written to the address, and its part after `#`.
    written: Option<(Link, String)>,
    /// The next address replaces the entry it is on: the page's first, and one the browser
    /// made for a link it was given.
    replace_next: bool,
    /// When the address was last written, in seconds of the app's clock.
    written_at: f64,
    /// The last reason the address could not carry what is played, said once.
    said: Option<String>,
    /// The theme of the window last frame (the board follows it unless a look is chosen).
    theme: egui::Theme,
}

impl Page {
    /// The page on the link `fragment` (the part of its address after `#`, empty for none),
    /// its app made by `make` from what the link opens on: what it plays, then its moment
    /// once recorded, its language, board and presenter view. A link not understood opens the
    /// first example and says which part was wrong.
    pub fn new(fragment: &str, make: impl FnOnce(Startup) -> ExplainerApp) -> Page {
        let parsed = web_link::parse(fragment);
        let startup = match &parsed {
            Ok(Some(link)) => web_link::startup(link),
            Ok(None) => Startup::default(),
            Err(why) => Startup {
                error: Some(tr!("This page's link was not understood: {why}", why = why)),
                ..Startup::default()
            },
        };
        let opened = startup.error.is_none();
        let mut page = Page {
            app: make(startup),
            going: None,
            sources: Sources::default(),
            written: None,
            replace_next: true,
            written_at: f64::NEG_INFINITY,
            said: None,
            theme: egui::Theme::Dark,
        };
        if let (Ok(Some(link)), true) = (parsed, opened) {
            page.show_view(&link);
            if let Some(Source::Lesson {
                step: Some(step), ..
            }) = &link.source
            {
                page.jump_to_step(*step);
            }
            page.go_on(&link);
        }
        page
    }

    /// The app.
    pub fn app(&self) -> &ExplainerApp {
        &self.app
    }

    /// The app, to change.
    pub fn app_mut(&mut self) -> &mut ExplainerApp {
        &mut self.app
    }

    /// Goes to the link `fragment` in the open page (typed in its address, or Back and
    /// Forward): opens what it plays unless that is on screen already, then its moment; a
    /// link not understood leaves the page as it is and says why. The address it came with
    /// is kept (the browser has made its entry).
    pub fn follow(&mut self, fragment: &str) {
        self.replace_next = true;
        let link = match web_link::parse(fragment) {
            Ok(Some(link)) => link,
            Ok(None) => return,
            Err(why) => {
                self.app
                    .show_problem(tr!("This page's link was not understood: {why}", why = why));
                return;
            }
        };
        self.show_view(&link);
        if let Some(source) = &link.source
            && !self.open(source)
        {
            return;
        }
        self.go_on(&link);
    }

    /// The language, board and presenter view `link` asks for.
    fn show_view(&mut self, link: &Link) {
        let mut settings = self.app.state().settings().clone();
        if let Some(language) = link.language {
            settings.language = Some(language);
        }
        if let Some(board) = link.board {
            settings.board_theme = Some(board);
        }
        if let Some(colours) = link.colours {
            settings.board_colours = colours;
        }
        if &settings != self.app.state().settings() {
            self.app.perform(Command::Settings(Box::new(settings)));
        }
        // A link a page wrote names presenter view when it is on.
        let presenter = link.presenter.unwrap_or(false);
        if presenter != self.app.state().settings().presenter {
            self.app.perform(Command::Presenter(presenter));
        }
    }

    /// Opens `source` unless it is on screen already; returns whether it is on screen now
    /// (if not, the app says why).
    fn open(&mut self, source: &Source) -> bool {
        let on_screen = self.on_screen().link.source;
        if let (
            Source::Lesson { file, step },
            Some(Source::Lesson {
                file: shown,
                step: shown_step,
            }),
        ) = (source, &on_screen)
            && file == shown
        {
            if step.is_some() && step != shown_step {
                self.jump_to_step(step.unwrap_or(1));
            }
            return true;
        }
        if on_screen.as_ref() == Some(source) {
            return true;
        }
        self.app.perform(Command::DismissProblem);
        self.app
            .perform(Command::Files(Box::new(Request::ShowExplainer)));
        let catalog = self.app.catalog();
        let request = match source {
            Source::Example(i) => catalog.examples.get(*i).map(|e| (e, e.origin.clone())),
            Source::Collection(name) => {
                let origin = format!("{}{name}.ron", web_link::FOLDER);
                catalog
                    .curated
                    .iter()
                    .find(|e| e.origin == origin)
                    .map(|e| (e, origin))
            }
            Source::Lesson { .. } | Source::File { .. } => None,
        }
        .map(|(entry, origin)| match &entry.loaded {
            Ok(scenario) => Ok(Request::Play(Opening {
                scenario: scenario.clone(),
                origin,
                path: None,
            })),
            Err(why) => Err(why.clone()),
        });
        let request = match (request, source) {
            (Some(r), _) => r,
            (None, Source::Lesson { file, .. }) => {
                Ok(Request::PlayLesson(LessonSource::BuiltIn(file.clone())))
            }
            (None, Source::File { name, text: None }) => Err(web_link::not_carried(name)),
            (
                None,
                Source::File {
                    name,
                    text: Some(text),
                },
            ) => Ok(Request::Received {
                name: name.clone(),
                bytes: Ok(text.clone().into_bytes()),
            }),
            (None, _) => Err(tr!("this link's scenario is not built in")),
        };
        match request {
            Ok(request) => self.app.perform(Command::Files(Box::new(request))),
            Err(why) => self.app.show_problem(why),
        }
        if let Source::Lesson {
            step: Some(step), ..
        } = source
        {
            self.jump_to_step(*step);
        }
        self.app.error().is_none()
    }

    /// Goes to step `step` (from 1) of the lesson on screen.
    fn jump_to_step(&mut self, step: usize) {
        if self.app.lesson().is_some() {
            self.app
                .perform(Command::Lesson(LessonRequest::Jump(step.saturating_sub(1))));
        }
    }

    /// Leaves `link`'s moment and what it plays to be reached once recorded.
    fn go_on(&mut self, link: &Link) {
        self.going = Some(Going {
            moment: link.moment(),
            prefer: link.prefer,
            play: link.play,
        });
    }

    /// Goes to the moment a link asked for once the game holds its tick (or ends before
    /// it: then the app says so), recording further meanwhile; then plays what it said.
    fn reach(&mut self, ctx: &egui::Context) {
        let Some(going) = &self.going else {
            return;
        };
        if let Some(moment) = &going.moment {
            let state = self.app.state();
            // A link past the limit is not recorded toward: showing it says why.
            let reachable = moment.tick <= snakescope_core::session::MAX_MOMENT_TICK;
            if reachable && state.ticks() < moment.tick && !state.recorded_to_end() {
                if state.recording_held() {
                    self.app.perform(Command::RecordFurther);
                }
                ctx.request_repaint();
                return;
            }
        }
        let going = self.going.take().expect("checked above");
        if let Some(moment) = going.moment {
            // A lesson's step shows its own moment: the link's only if the teacher moved on.
            if moment != self.app.state().selection().moment() {
                if let Some(stage) = going.prefer {
                    self.app.perform(Command::PreferStage(stage));
                }
                self.app.perform(Command::ShowMoment(moment));
            }
        }
        let state = self.app.state();
        match going.play {
            Some(Playing::Ticks) if !state.playing() => self.app.perform(Command::TogglePlay),
            Some(Playing::Events) if !state.events_playing() => {
                self.app.perform(Command::ToggleEvents)
            }
            _ => {}
        }
    }

    /// Draws the app in `ui`, after reaching the moment a link asked for if the game is now
    /// recorded that far.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.theme = ctx.theme();
        self.reach(&ctx);
        self.app.show(ui);
    }

    /// The link to what is on screen.
    pub fn on_screen(&mut self) -> OnScreen {
        web_link::on_screen(
            self.app.state(),
            self.app.catalog(),
            self.app.lesson(),
            self.theme,
            &mut self.sources,
        )
    }

    /// The address the page should show now, at `now` seconds of the app's clock, if it
    /// differs from the one written last: none while a link's moment is still to reach, and
    /// while a game plays at most every [`PLAYING_ADDRESS_EVERY`]. Says once, through the
    /// app, why the address cannot carry what is played.
    pub fn address(&mut self, now: f64) -> Option<Address> {
        if self.going.is_some() {
            return None;
        }
        let OnScreen { link, not_carried } = self.on_screen();
        if not_carried.is_some() && not_carried != self.said {
            self.app
                .show_problem(not_carried.clone().unwrap_or_default());
        }
        self.said = not_carried;
        if self.written.as_ref().is_some_and(|(w, _)| *w == link) {
            return None;
        }
        let state = self.app.state();
        let playing = state.playing() || state.events_playing();
        if playing && now - self.written_at < PLAYING_ADDRESS_EVERY {
            return None;
        }
        let new_entry = !self.replace_next
            && self
                .written
                .as_ref()
                .is_some_and(|(w, _)| w.source != link.source);
        let fragment = link.fragment();
        self.written = Some((link, fragment.clone()));
        self.written_at = now;
        self.replace_next = false;
        Some(Address {
            fragment,
            new_entry,
        })
    }

    /// The part after `#` of the address last written (empty before the first).
    pub fn written(&self) -> &str {
        self.written.as_ref().map_or("", |(_, f)| f)
    }

    /// The tab's title: the scenario played (its name, else where it came from), then the
    /// program's name.
    pub fn title(&self) -> String {
        let state = self.app.state();
        let name = match &state.scenario().name {
            name if !name.trim().is_empty() => name.trim(),
            _ => state.origin(),
        };
        format!("{name} – snakescope")
    }
}
