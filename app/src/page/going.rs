//! What is left to do of a link once what it plays is open: reach its moment when the game
//! is recorded that far, then open the race view and the quiz it names and play what it
//! says. While the game records toward a tick far ahead, the page says how far it has come
//! and lets the class watch it record or stop it; a page that records apart from its frames
//! ([`Page::record_slice`]) draws that at most once a second.

use super::Page;
use crate::command::Command;
use crate::command::quiz::QuizCommand;
use crate::command::race::RaceCommand;
use crate::web_link::{Link, Playing, QuizLink, RaceLink};
use snakescope_core::session::Moment;
use snakescope_core::stages::Stage;
use std::time::Duration;
use web_time::Instant;

/// How often the progress toward a link's tick is drawn while the game records apart from
/// the frames.
pub const PROGRESS_EVERY: Duration = Duration::from_secs(1);

/// What is left to do of a link.
#[derive(Clone, Debug)]
pub(super) struct Going {
    moment: Option<Moment>,
    prefer: Option<Stage>,
    play: Option<Playing>,
    race: Option<RaceLink>,
    quiz: Option<QuizLink>,
    /// The class watches the game record: the last tick recorded is on screen.
    watching: bool,
    /// When the progress was last drawn (none: not yet).
    drawn: Option<Instant>,
}

/// What a slice of recording apart from the frames asks of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slice {
    /// The game is still recording ahead: another slice is wanted.
    pub more: bool,
    /// The screen should be drawn again: a decision on screen came in, a link's tick was
    /// reached, or it is time to show how far the recording has come.
    pub redraw: bool,
}

impl Page {
    /// Leaves `link`'s moment and what it shows to be reached once recorded.
    pub(super) fn go_on(&mut self, link: &Link) {
        self.going = Some(Going {
            moment: link.moment(),
            prefer: link.prefer,
            play: link.play,
            race: link.race.clone(),
            quiz: link.quiz,
            watching: false,
            drawn: None,
        });
    }

    /// The tick a link asks for that the game is still recording toward, and the ticks
    /// recorded so far.
    pub fn recording_toward(&self) -> Option<(usize, usize)> {
        let tick = self.going.as_ref()?.moment.as_ref()?.tick;
        let state = self.app.state();
        let waiting = state.ticks() < tick && !state.recorded_to_end() && !state.is_manual();
        waiting.then(|| (tick, state.ticks()))
    }

    /// Goes to the moment a link asked for once the game holds its tick (or ends before
    /// it: then the app says so), recording further meanwhile; then shows what it said.
    pub(super) fn reach(&mut self, ctx: &egui::Context) {
        if self.going.is_none() {
            return;
        }
        if self.recording_toward().is_some() {
            if self.app.state().recording_held() {
                self.app.perform(Command::RecordFurther);
            }
            let ticks = self.app.state().ticks();
            if let Some(going) = &mut self.going
                && going.watching
                && self.app.state().tick() != ticks
            {
                self.app.perform(Command::GoToTick(ticks));
            }
            // A window records in its frames: it asks for the next at once.
            if !self.app.state().records_apart() {
                ctx.request_repaint();
            }
            return;
        }
        let going = self.going.take().expect("checked above");
        self.arrive(going);
    }

    /// Shows what a link asked for once its tick is recorded: its moment, the race view and
    /// the quiz, and plays what it said.
    fn arrive(&mut self, going: Going) {
        if let Some(moment) = going.moment {
            // A lesson's step shows its own moment: the link's only if the teacher moved on.
            if moment != self.app.state().selection().moment() {
                if let Some(stage) = going.prefer {
                    self.app.perform(Command::PreferStage(stage));
                }
                self.app.perform(Command::ShowMoment(moment));
            }
        }
        if let Some(race) = &going.race {
            self.open_race(race);
        }
        if going.quiz == Some(QuizLink::Frontier) && !self.app.quiz().is_running() {
            self.app.perform(Command::Quiz(QuizCommand::Frontier));
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

    /// Opens the race view on `race`'s searches, at its step. The view keeps two to four
    /// searches at every moment, so they are added and taken out in turns until they agree.
    fn open_race(&mut self, race: &RaceLink) {
        self.app.perform(Command::Race(RaceCommand::Open(true)));
        for _ in 0..8 {
            let chosen = self.app.race().chosen().to_vec();
            if chosen == race.searches {
                break;
            }
            for &search in &race.searches {
                if !chosen.contains(&search) {
                    self.app
                        .perform(Command::Race(RaceCommand::Choose(search, true)));
                }
            }
            for &search in &chosen {
                if !race.searches.contains(&search) {
                    self.app
                        .perform(Command::Race(RaceCommand::Choose(search, false)));
                }
            }
        }
        self.app
            .perform(Command::Race(RaceCommand::GoTo(race.step)));
    }

    /// Records the game further for at most `budget`, between frames: what a page does
    /// from a timer while its screen stands still. Says whether more is wanted and whether
    /// the screen should be drawn again.
    pub fn record_slice(&mut self, budget: Duration) -> Slice {
        let mut redraw = self.app.record_slice(budget);
        if let Some(going) = &mut self.going {
            let reached = match &going.moment {
                Some(moment) => {
                    let state = self.app.state();
                    state.ticks() >= moment.tick || state.recorded_to_end()
                }
                None => true,
            };
            let due = going.drawn.is_none_or(|t| t.elapsed() >= PROGRESS_EVERY);
            redraw |= reached || due;
        }
        Slice {
            more: self.app.state().is_recording(),
            redraw,
        }
    }

    /// While the game records toward a link's tick: how far it has come, and the buttons to
    /// watch it record and to stop it there.
    pub(super) fn progress_ui(&mut self, ctx: &egui::Context) {
        let Some((tick, ticks)) = self.recording_toward() else {
            return;
        };
        let Some(going) = &mut self.going else {
            return;
        };
        going.drawn = Some(Instant::now());
        let share = ticks as f32 / tick.max(1) as f32;
        let mut asked = None;
        egui::Window::new(tr!("Recording ahead"))
            .id(egui::Id::unique("snakescope.page.recording"))
            .anchor(egui::Align2::CENTER_TOP, [0.0, 48.0])
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                ui.label(tr!(
                    "This link shows tick {tick}: the game is recorded up to tick {ticks} so \
                     far, and records on.",
                    tick = tick,
                    ticks = ticks
                ));
                ui.add(egui::ProgressBar::new(share).show_percentage());
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(!going.watching, egui::Button::new(tr!("Watch it record")))
                        .on_hover_text(tr!("Show the last tick recorded, as the game records"))
                        .clicked()
                    {
                        asked = Some(true);
                    }
                    if ui
                        .button(tr!("Stop here"))
                        .on_hover_text(tr!(
                            "Stop recording and stay on the tick shown (Record further goes on)"
                        ))
                        .clicked()
                    {
                        asked = Some(false);
                    }
                });
            });
        match asked {
            Some(true) => going.watching = true,
            Some(false) => {
                self.going = None;
                self.app.hold_recording();
            }
            None => {}
        }
    }
}
