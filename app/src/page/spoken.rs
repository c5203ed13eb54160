//! What a page says beside its canvas for a screen reader, since eframe's web runner hands
//! egui's accessibility tree to no one: the title, the board in words, the lesson's step,
//! the news a screen reader speaks as it changes (the tick and the latest event's caption),
//! and the main controls as real buttons, each with its key. [`crate::web`] writes it into
//! the page's document; tests read it as it is.

use super::Page;
use crate::command::Command;
use crate::command::lesson::LessonRequest;
use crate::shell::board_words::board_description;
use crate::shortcuts::{self, tip};
use egui::KeyboardShortcut;

/// The page in words.
#[derive(Clone, Debug)]
pub struct Spoken {
    /// The language it is said in (`en`, `pt`), for the document's `lang`.
    pub language: &'static str,
    /// What the canvas is, as its label.
    pub canvas: String,
    /// The heading: the tab's title.
    pub title: String,
    /// The board in words ([`board_description`]).
    pub board: String,
    /// The lesson's step, when a lesson is on screen: its title, step, question and
    /// narration.
    pub lesson: Option<String>,
    /// What a screen reader speaks whenever it changes: the tick and the latest event.
    pub news: String,
    /// The main controls.
    pub controls: Vec<Control>,
}

/// A control of the page, as a button beside its canvas.
#[derive(Clone, Debug)]
pub struct Control {
    /// Its name, with its key.
    pub name: String,
    /// What it asks for.
    pub command: Command,
    /// Whether it can be pressed now.
    pub enabled: bool,
}

impl Page {
    /// The page in words, as it is now; `ctx` names the keys as this system writes them.
    pub fn spoken(&self, ctx: &egui::Context) -> Spoken {
        let app = &self.app;
        let state = app.state();
        let lesson = app.lesson();
        let control = |words: String, shortcut: &KeyboardShortcut, command, enabled| Control {
            name: tip(ctx, words, shortcut),
            command,
            enabled,
        };
        let tick = state.tick();
        let mut controls = vec![
            control(tr!("First tick"), &shortcuts::HOME, Command::Home, tick > 0),
            control(
                tr!("One tick back"),
                &shortcuts::STEP_BACK,
                Command::StepTicks(-1),
                tick > 0,
            ),
            control(
                tr!("Play or pause"),
                &shortcuts::PLAY,
                Command::TogglePlay,
                true,
            ),
            control(
                tr!("One tick forward"),
                &shortcuts::STEP_FORWARD,
                Command::StepTicks(1),
                true,
            ),
            control(tr!("Last tick"), &shortcuts::END, Command::End, true),
            control(
                tr!("One event back"),
                &shortcuts::EVENT_BACK,
                Command::StepEvents(-1),
                true,
            ),
            control(
                tr!("One event forward"),
                &shortcuts::EVENT_FORWARD,
                Command::StepEvents(1),
                true,
            ),
        ];
        if let Some(play) = lesson {
            controls.push(control(
                tr!("Previous lesson step"),
                &shortcuts::PREV_LESSON_STEP,
                Command::Lesson(LessonRequest::Step(-1)),
                play.index() > 0,
            ));
            controls.push(control(
                tr!("Next lesson step"),
                &shortcuts::NEXT_LESSON_STEP,
                Command::Lesson(LessonRequest::Step(1)),
                play.index() + 1 < play.len(),
            ));
        }
        controls.push(control(
            tr!("Presenter view"),
            &shortcuts::PRESENTER,
            Command::TogglePresenter,
            true,
        ));
        controls.push(control(
            tr!("Keyboard shortcuts"),
            &shortcuts::HELP,
            Command::Help(true),
            true,
        ));
        let mut news = vec![tr!(
            "Tick {tick} of {ticks}.",
            tick = tick,
            ticks = state.ticks()
        )];
        if let Some(outcome) = state.game().outcome() {
            news.push(format!("{outcome}."));
        }
        news.extend(state.caption());
        Spoken {
            language: snakescope_core::words::language().code(),
            canvas: tr!(
                "snakescope: the board, its stages and their controls, drawn; the board in \
                 words and the main controls follow"
            ),
            title: self.title(),
            board: board_description(state),
            lesson: lesson.map(crate::lesson_play::LessonPlay::spoken),
            news: news.join(" "),
            controls,
        }
    }
}
