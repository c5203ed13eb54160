//! A lesson's steps on screen: going on and back, putting a step's moment on screen through
//! the one way of opening, and showing its answer.

use super::ExplainerApp;
use crate::command::scenarios::Opening;
use crate::lesson_play::LessonPlay;
use snakescope_core::lesson::{Pace, pace};
use snakescope_core::session::Moment;
use snakescope_core::stages::Stage;

impl ExplainerApp {
    /// Goes `n` steps on (back, if negative) in the lesson on screen, if there is one: a step
    /// on plays its moment, a step back shows it at its end, as it was left.
    pub(super) fn lesson_step(&mut self, n: isize) {
        if self.lesson.as_mut().is_some_and(|play| play.go(n)) {
            let entry = if n < 0 {
                StepEntry::AtEnd
            } else {
                StepEntry::Play
            };
            self.show_lesson_step(entry);
        }
    }

    /// Puts the lesson's current step on screen: its scenario opened as any other, at its
    /// tick, with its stage at the first event of its range and its layers, then its events
    /// played to the last at its pace (or, as the step or the settings say or when the step
    /// is gone back to, at the last at once). A step that asks a question hides the decision
    /// until the answer is shown, and plays its events then.
    pub(super) fn show_lesson_step(&mut self, entry: StepEntry) {
        let opens_at_end = self
            .lesson
            .as_ref()
            .is_some_and(|play| play.current().pace == Some(Pace::AtEnd));
        let at_end =
            entry == StepEntry::AtEnd || self.state.settings().lesson_steps_at_end || opens_at_end;
        if entry == StepEntry::AtEnd
            && let Some(play) = &mut self.lesson
        {
            // A step gone back to was seen: its answer stands.
            play.answered();
        }
        let Some(play) = &self.lesson else {
            return;
        };
        let step = play.current().clone();
        let origin = play.origin().to_owned();
        let read = match play.step_scenario() {
            Ok(read) => read,
            Err(e) => {
                self.error = Some(format!("{origin}: {e}"));
                return;
            }
        };
        let opening = Opening {
            scenario: read.scenario,
            origin: read.origin,
            path: read.path,
        };
        if !self.open(opening) {
            return;
        }
        self.state.show_recorded_tick(step.tick as usize);
        let stage = step.stage.as_deref().and_then(Stage::from_cli_name);
        let event = match step.events {
            Some((first, last)) => Some(if at_end { last } else { first }),
            // Without a range, every event of the stage: played from the first.
            None if !at_end && stage.is_some() => Some(1),
            None => None,
        };
        let moment = Moment {
            tick: step.tick as usize,
            stage,
            check: None,
            event,
        };
        if let Err(why) = self.state.show_moment(&moment) {
            self.error = Some(tr!(
                "{origin}: step {n}: {why}",
                origin = origin,
                n = self.lesson_index() + 1,
                why = why
            ));
        }
        // The board as the step prepared it: its layers, its stage's run the lesson's.
        self.state.show_step_layers(step.layers.as_deref());
        self.state.mark_lesson_run();
        let Some(play) = &self.lesson else {
            return;
        };
        play.hide_answer(&mut self.state);
        if !at_end && !play.asking() {
            self.play_lesson_events();
        }
    }

    /// Shows the answer of the lesson's step and plays its events to the last (unless the
    /// settings open steps at their end: then they are shown already).
    pub(super) fn reveal_lesson_step(&mut self) {
        let Some(play) = &mut self.lesson else {
            return;
        };
        play.reveal(&mut self.state);
        if !self.state.settings().lesson_steps_at_end && play.current().pace != Some(Pace::AtEnd) {
            self.play_lesson_events();
        }
    }

    /// Plays the step's events to the last of its range at its pace (see
    /// [`snakescope_core::lesson::pace`]), its narration waiting for the board; a step that
    /// opens at its end is shown there at once.
    fn play_lesson_events(&mut self) {
        let Some(play) = &mut self.lesson else {
            return;
        };
        let last = play.last_event();
        let left = self.state.stage_events_left(last);
        let usual = self.state.settings().event_speed;
        match pace::events_per_second(play.current().pace, left, usual) {
            Some(rate) => {
                if self.state.play_stage_events_to(last, Some(rate)) {
                    play.wait_for_the_board();
                }
            }
            None => self.state.set_stage_cursor(last),
        }
    }

    /// Shows the step at the end of its range at once, its narration with it.
    pub(super) fn lesson_step_to_end(&mut self) {
        let Some(play) = &mut self.lesson else {
            return;
        };
        self.state.set_stage_cursor(play.last_event());
        play.board_reached();
    }

    /// The lesson's current step, from 0 (0 without a lesson).
    pub(super) fn lesson_index(&self) -> usize {
        self.lesson.as_ref().map_or(0, LessonPlay::index)
    }
}

/// How a lesson's step comes on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum StepEntry {
    /// Its events played from the first of its range to the last (or shown at the last, if
    /// the settings say so).
    Play,
    /// At the last event of its range: a step gone back to, seen already.
    AtEnd,
}
