//! What every stage provides, in one place.

use super::StageEvent;
use super::facts::StageFacts;
use super::frame::StageFrame;
use super::lines::{LineKind, PseudoCode};
use super::setting::{Setting, StageRunError};
use crate::algo::Observer;
use crate::rules::Game;

/// Everything the app and the command line need to know about one stage: implemented once
/// per stage, in its own module, and registered in [`super`]'s list, which makes [`Stage`],
/// [`StageEvent`] and every dispatch over them.
///
/// The algorithm itself stays in [`crate::algo`], a plain loop reporting `Self::Event`s to an
/// [`Observer`]; the protocol says how those events read, light the pseudo-code and draw.
///
/// [`Stage`]: super::Stage
/// [`StageEvent`]: super::StageEvent
pub trait StageProtocol {
    /// The events the stage's algorithm reports.
    type Event;
    /// The stage's pseudo-code, one named line each.
    type Line: PseudoCode;

    /// The name used on the command line.
    const CLI_NAME: &'static str;
    /// A title for people, in the language in use.
    fn title() -> String;
    /// Whether the stage builds a cycle (from the body, by backtracking, or as a
    /// certificate): while it plays, the cycle the solver already holds would give its answer
    /// away.
    const BUILDS_CYCLE: bool;

    /// The text of each line of the pseudo-code, in order.
    const PSEUDOCODE: &'static [&'static str] = <Self::Line as PseudoCode>::TEXTS;
    /// What each line of the pseudo-code is for, in order.
    const LINE_KINDS: &'static [LineKind] = <Self::Line as PseudoCode>::KINDS;

    /// The line of pseudo-code that produced `event`. Never a structure line.
    fn line(event: &Self::Event) -> Self::Line;

    /// The index in [`StageProtocol::PSEUDOCODE`] of the line that produced `event`.
    fn line_index(event: &Self::Event) -> usize {
        Self::line(event).index()
    }

    /// `event` in plain words, for the caption under the board and the text traces.
    fn caption(event: &Self::Event) -> String;

    /// `event` in plain words when the events after it are known (`ahead`: the stage's own
    /// events that follow, up to the first of another stage). A stage whose words need to look
    /// ahead says so here; the rest read as [`StageProtocol::caption`].
    fn caption_ahead<'e>(
        event: &Self::Event,
        ahead: impl Iterator<Item = &'e Self::Event>,
    ) -> String
    where
        Self::Event: 'e,
    {
        let _ = ahead;
        Self::caption(event)
    }

    /// Folds `event` into the picture. The frame has already cleared `trying`, set the line
    /// and counted the event.
    fn fold(frame: &mut StageFrame, event: &Self::Event);

    /// What the stage's panel says after the events `shown` (the replay's events so far, the
    /// last one the current), folded into `frame`, on the board `game` it ran on. Nothing by
    /// default.
    fn facts(shown: &[StageEvent], frame: &StageFrame, game: &Game) -> StageFacts {
        let _ = (shown, frame, game);
        StageFacts::default()
    }

    /// Runs the stage on its own in `setting`, reporting its events to `obs`. Returns a note
    /// where the stage's answer differs from what the solver holds, in plain words.
    fn run<O: Observer<Self::Event>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError>;
}
