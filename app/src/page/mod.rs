//! The app as a web page runs it, without the browser: [`ExplainerApp`] with an address. A
//! page opens on the link in its address and goes to every link it is given later (typed, or
//! Back and Forward), each through the app's one way to a moment
//! ([`Command::ShowMoment`]); and it keeps its address on what is on screen
//! ([`crate::web_link::on_screen`]), one entry in the history for each thing played (an
//! example, a scenario, a lesson's step), so that Back goes to the last one instead of
//! through every tick. [`crate::web`] connects it to the browser; tests drive it as it is.
//!
//! A page opened on a link shows what the link names and, for all it leaves out, the
//! documented defaults, never the settings this browser keeps: every student who opens one
//! link sees the same picture, in the language the link names (every name fixed when it
//! opens included). The user's own settings apply to the page opened without a link, to a
//! link saying `settings=mine`, and to a tab that was opened so (its reloads).

mod going;
mod opening;
mod spoken;

pub use going::{PROGRESS_EVERY, Slice};
pub use spoken::{Control, Spoken};
pub mod tab;

use crate::command::Command;
use crate::quiz::round::Phase;
use crate::settings::Settings;
use crate::shell::{ExplainerApp, Startup};
use crate::web_link::{self, Link, OnScreen, QuizLink, RaceLink, on_screen::Sources};
use going::Going;
use tab::{OWN_SETTINGS, TabStore, file_key};

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

/// Whose settings a page runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// The documented defaults, with what the link names: a page opened on a link. They are
    /// not written back over the user's own.
    Link,
    /// The ones this browser keeps: a page opened without a link, on a link saying
    /// `settings=mine`, or in a tab that was opened so.
    Own,
}

/// The app with its address.
pub struct Page {
    app: ExplainerApp,
    going: Option<Going>,
    sources: Sources,
    /// What the browser's tab keeps for the page.
    tab: Box<dyn TabStore>,
    /// Whose settings the page runs on.
    whose: Whose,
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
    /// its app made by `make` from what the link opens on and the settings it runs on: the
    /// defaults with what the link names, or (without a link, with `settings=mine`, or in a
    /// tab that ran on them) `kept`, the settings this browser keeps. The language is chosen
    /// before anything is named. A link not understood opens the first example and says
    /// which part was wrong, in the language it names.
    pub fn new(
        fragment: &str,
        kept: Settings,
        tab: Box<dyn TabStore>,
        make: impl FnOnce(Startup, Settings, Whose) -> ExplainerApp,
    ) -> Page {
        let parsed = web_link::parse(fragment);
        let own_tab = tab.get(OWN_SETTINGS).is_some();
        let whose = match &parsed {
            Ok(None) => Whose::Own,
            Ok(Some(link)) if link.mine || own_tab => Whose::Own,
            _ if own_tab => Whose::Own,
            _ => Whose::Link,
        };
        if whose == Whose::Own {
            tab.set(OWN_SETTINGS, "1");
        }
        let mut settings = match whose {
            Whose::Own => kept,
            Whose::Link => Settings::default(),
        };
        match &parsed {
            Ok(Some(link)) => view_of(link, &mut settings),
            Ok(None) => {}
            Err(_) => {
                if let Some(language) = web_link::language_asked(fragment) {
                    settings.language = Some(language);
                }
            }
        }
        if let Some(language) = settings.language {
            snakescope_core::words::choose(language);
        }
        let link = parsed.map(|l| l.map(|l| with_kept_text(tab.as_ref(), l)));
        let startup = match &link {
            Ok(Some(link)) => web_link::startup(link),
            Ok(None) => Startup::default(),
            Err(why) => Startup {
                error: Some(not_understood(why)),
                ..Startup::default()
            },
        };
        let opened = startup.error.is_none();
        let mut page = Page {
            app: make(startup, settings, whose),
            going: None,
            sources: Sources::default(),
            tab,
            whose,
            written: None,
            replace_next: true,
            written_at: f64::NEG_INFINITY,
            said: None,
            theme: egui::Theme::Dark,
        };
        if let (Ok(Some(link)), true) = (link, opened) {
            if let Some(web_link::Source::Lesson {
                step: Some(step), ..
            }) = &link.source
            {
                page.jump_to_step(*step);
            }
            page.go_on(&link);
        }
        page
    }

    /// The page on the link `fragment` with the default settings and a tab of its own in
    /// memory: a page in a fresh browser, as tests open it.
    pub fn fresh(fragment: &str, make: impl FnOnce(Startup, Settings) -> ExplainerApp) -> Page {
        Page::new(
            fragment,
            Settings::default(),
            Box::new(tab::MemoryTab::default()),
            |startup, settings, _| make(startup, settings),
        )
    }

    /// The app.
    pub fn app(&self) -> &ExplainerApp {
        &self.app
    }

    /// The app, to change.
    pub fn app_mut(&mut self) -> &mut ExplainerApp {
        &mut self.app
    }

    /// Carries out a key press at once, outside a frame, if the app takes it now
    /// ([`ExplainerApp::key_pressed`]); the address then names the new moment
    /// ([`Page::address`]).
    pub fn key_pressed(
        &mut self,
        ctx: &egui::Context,
        key: egui::Key,
        modifiers: egui::Modifiers,
    ) -> bool {
        self.app.key_pressed(ctx, key, modifiers)
    }

    /// Whose settings the page runs on: only the user's own are written back.
    pub fn whose(&self) -> Whose {
        self.whose
    }

    /// Goes to the link `fragment` in the open page (typed in its address, or Back and
    /// Forward): opens what it plays unless that is on screen already, then its moment; a
    /// link not understood leaves the page as it is and says why. What an earlier link could
    /// not show is no longer said once another is followed. The address it came with is
    /// kept (the browser has made its entry).
    pub fn follow(&mut self, fragment: &str) {
        self.replace_next = true;
        let link = match web_link::parse(fragment) {
            Ok(Some(link)) => link,
            Ok(None) => return,
            Err(why) => {
                self.app.show_problem(not_understood(&why));
                return;
            }
        };
        self.app.perform(Command::DismissProblem);
        self.show_view(&link);
        let on_screen = self.on_screen().link;
        let kept_here = link.kept.is_some() && on_screen.kept == link.kept;
        let link = with_kept_text(self.tab.as_ref(), link);
        if let Some(source) = &link.source
            && !kept_here
            && !self.open(source)
        {
            return;
        }
        self.leave_what_the_link_leaves_out(&link);
        self.go_on(&link);
    }

    /// The language, board and presenter view `link` asks for, taken now.
    fn show_view(&mut self, link: &Link) {
        let mut settings = self.app.state().settings().clone();
        view_of(link, &mut settings);
        if &settings != self.app.state().settings() {
            self.app.perform(Command::Settings(Box::new(settings)));
        }
    }

    /// Closes the race view and ends the quiz if `link` shows neither: a link names all that
    /// is on screen.
    fn leave_what_the_link_leaves_out(&mut self, link: &Link) {
        if link.race.is_none() && self.app.race().is_open() {
            self.app
                .perform(Command::Race(crate::command::race::RaceCommand::Open(
                    false,
                )));
        }
        if link.quiz.is_none() && self.app.quiz().is_running() {
            self.app.perform(Command::ToggleQuiz);
        }
    }

    /// Draws the app in `ui`, after reaching the moment a link asked for if the game is now
    /// recorded that far, with how far the recording has come toward it while it is not.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.theme = ctx.theme();
        self.reach(&ctx);
        self.app.show(ui);
        self.progress_ui(&ctx);
    }

    /// The link to what is on screen, the race view and the quiz included.
    pub fn on_screen(&mut self) -> OnScreen {
        let mut on_screen = web_link::on_screen(
            self.app.state(),
            self.app.catalog(),
            self.app.lesson(),
            self.theme,
            &mut self.sources,
        );
        let race = self.app.race();
        on_screen.link.race = race.is_open().then(|| RaceLink {
            searches: race.chosen().to_vec(),
            step: race.step(),
        });
        on_screen.link.quiz =
            matches!(self.app.quiz().phase(), Phase::Frontier { .. }).then_some(QuizLink::Frontier);
        on_screen
    }

    /// The address the page should show now, at `now` seconds of the app's clock, if it
    /// differs from the one written last: none while a link's moment is still to reach, and
    /// while a game plays at most every [`PLAYING_ADDRESS_EVERY`]. Says once, through the
    /// app, why the address cannot carry what is played, and has the tab keep it.
    pub fn address(&mut self, now: f64) -> Option<Address> {
        if self.going.is_some() {
            return None;
        }
        let OnScreen {
            link,
            not_carried,
            kept_text,
        } = self.on_screen();
        if let (Some(key), Some(text)) = (&link.kept, &kept_text)
            && self.tab.get(&file_key(key)).as_deref() != Some(text.as_str())
            && !self.tab.set(&file_key(key), text)
        {
            let name = match &link.source {
                Some(web_link::Source::File { name, .. }) => name.as_str(),
                _ => "",
            };
            self.app.show_problem(web_link::not_carried(name));
        }
        if not_carried.is_some() && not_carried != self.said {
            self.app
                .show_problem(not_carried.clone().unwrap_or_default());
        }
        self.said = not_carried;
        if self.written.as_ref().is_some_and(|(w, _)| *w == link) {
            return None;
        }
        let state = self.app.state();
        let playing = state.playing() || state.events_playing() || self.app.race().playing();
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
    /// program's name, in the language in use.
    pub fn title(&self) -> String {
        let state = self.app.state();
        let name = crate::scenarios::names::shown_name_of(state.scenario())
            .unwrap_or_else(|| crate::scenarios::names::shown_origin(state.origin()));
        format!("{name} – snakescope")
    }
}

/// What a link names of how the page is shown, written into `settings`: the language (a
/// lesson's own unless it names one), the board's look and presenter view (off unless
/// named: a link a page wrote names it when on).
fn view_of(link: &Link, settings: &mut Settings) {
    let lesson_language = match &link.source {
        Some(web_link::Source::Lesson { file, .. }) => web_link::lesson_language(file),
        _ => None,
    };
    if let Some(language) = link.language.or(lesson_language) {
        settings.language = Some(language);
    }
    if let Some(board) = link.board {
        settings.board_theme = Some(board);
    }
    if let Some(colours) = link.colours {
        settings.board_colours = colours;
    }
    settings.presenter = link.presenter.unwrap_or(false);
}

/// `link` with the text of the file it names by `kept=KEY` put back, if `tab` keeps it (a
/// reload of a page whose file was too long for its address).
fn with_kept_text(tab: &dyn TabStore, mut link: Link) -> Link {
    if let (
        Some(key),
        Some(web_link::Source::File {
            text: text @ None, ..
        }),
    ) = (&link.kept, &mut link.source)
    {
        *text = tab.get(&file_key(key));
    }
    link
}

/// What the page says of a link it did not understand, and why.
fn not_understood(why: &str) -> String {
    tr!("This page's link was not understood: {why}", why = why)
}
