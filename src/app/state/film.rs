//! A run of board pictures, one per frame of an animation: every event of the stage on
//! screen, or a range of ticks. Each frame is the board as the window shows it at that event
//! or tick (the same [`Selection`], moved as the timelines move it), with its caption. A film
//! owns copies of the selection (and, for ticks, of the game), so that it can be played on
//! another thread while the window goes on.

use super::AppState;
use super::document::Document;
use super::selection::Selection;
use crate::app::board::Still;
use crate::app::settings::Settings;
use crate::explain::ReplayOrigin;
use std::fmt;

/// An animation's frames, taken from what is on screen when it was made.
#[derive(Clone)]
pub struct Film {
    selection: Selection,
    settings: Settings,
    frames: Frames,
}

#[derive(Clone)]
enum Frames {
    /// The decision timeline at `base + 1 ..= base + len` events: each event of the stage's
    /// run, from the first.
    Events { base: usize, len: usize },
    /// The game at ticks `from ..= to`, each with the chosen stage's run in full.
    Ticks {
        document: Box<Document>,
        from: usize,
        to: usize,
    },
}

impl Film {
    /// Every event of the stage on screen (of the decision's check, or of the run on the
    /// user's own board), one frame each; `None` if no stage runs here or it has no event.
    pub fn stage_run(state: &AppState) -> Option<Film> {
        let replay = state.replay().filter(|r| !r.is_empty())?;
        let base = match replay.origin() {
            ReplayOrigin::Decision { link, .. } => state.decision()?.links.get(link)?.start,
            ReplayOrigin::OwnBoard { .. } => 0,
        };
        Some(Film {
            selection: state.selection().clone(),
            settings: state.settings.clone(),
            frames: Frames::Events {
                base,
                len: replay.len(),
            },
        })
    }

    /// Ticks `from` to `to` of the game on screen, one frame each, the chosen stage shown as
    /// the game timeline shows it while it plays; or why that range cannot be filmed.
    pub fn ticks(state: &AppState, from: usize, to: usize) -> Result<Film, String> {
        let last = state.ticks();
        if from > to {
            return Err(format!(
                "the first tick ({from}) comes after the last one ({to})"
            ));
        }
        if to > last {
            return Err(format!(
                "tick {to} is not recorded: the game is recorded up to tick {last}"
            ));
        }
        Ok(Film {
            selection: state.selection().clone(),
            settings: state.settings.clone(),
            frames: Frames::Ticks {
                document: Box::new(state.document().clone()),
                from,
                to,
            },
        })
    }

    /// How many frames the film has.
    pub fn len(&self) -> usize {
        match &self.frames {
            Frames::Events { len, .. } => *len,
            Frames::Ticks { from, to, .. } => to - from + 1,
        }
    }

    /// Whether the film has no frame at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// What the film shows, for messages: "the 37 events of Shortest path (BFS) at tick 3",
    /// "ticks 10 to 40".
    pub fn what(&self) -> String {
        match &self.frames {
            Frames::Events { len, .. } => format!(
                "the {len} event{} of {} at tick {}",
                if *len == 1 { "" } else { "s" },
                self.selection.stage().title(),
                self.selection.tick()
            ),
            Frames::Ticks { from, to, .. } => format!("ticks {from} to {to}"),
        }
    }

    /// Frame `i` (from 0; clamped to the film): the board, and the caption to burn in.
    pub fn frame(&mut self, i: usize) -> (Still, String) {
        let i = i.min(self.len().saturating_sub(1));
        let caption = match &self.frames {
            Frames::Events { base, .. } => {
                self.selection.set_event_cursor(base + i + 1);
                self.selection.caption().unwrap_or_default()
            }
            Frames::Ticks { document, from, .. } => {
                let tick = from + i;
                self.selection.set_tick(document, tick);
                match self.selection.decision() {
                    Some(d) => format!("Tick {tick}: {}", d.decision.summary()),
                    None => format!(
                        "Tick {tick}: {}",
                        document.outcome_text().unwrap_or_default()
                    ),
                }
            }
        };
        let still = self
            .selection
            .with_board_scene(&self.settings, None, |s| s.to_still());
        (still, caption)
    }
}

impl fmt::Debug for Film {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Film({}, {} frames)", self.what(), self.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Stage;
    use crate::scenario::Scenario;

    fn state() -> AppState {
        let mut s = AppState::new(Scenario::default(), "test", Settings::default()).unwrap();
        s.set_tick(3);
        s.pick_stage(Stage::Bfs);
        s
    }

    #[test]
    fn a_film_can_be_played_on_another_thread() {
        fn send<T: Send + 'static>() {}
        send::<Film>();
    }

    #[test]
    fn each_frame_of_a_stage_run_is_the_board_at_that_event() {
        let mut state = state();
        let mut film = Film::stage_run(&state).unwrap();
        let events = state.replay().unwrap().len();
        assert_eq!(film.len(), events);
        let (base, _) = state.event_position();
        let base = base - 1; // picked: after the first event
        for i in [0, events / 2, events - 1] {
            let (still, caption) = film.frame(i);
            state.set_event_cursor(base + i + 1);
            assert_eq!(Some(caption), state.caption(), "frame {i}");
            assert_eq!(still.frame, state.replay().map(|r| r.frame().clone()));
        }
        assert!(film.what().starts_with(&format!("the {events} events of")));
    }

    #[test]
    fn a_range_of_ticks_is_one_frame_per_tick() {
        let mut state = state();
        let mut film = Film::ticks(&state, 2, 6).unwrap();
        assert_eq!(film.len(), 5);
        let (still, caption) = film.frame(4);
        state.set_tick(6);
        assert!(caption.starts_with("Tick 6: "), "{caption}");
        assert_eq!(still.game.moves(), state.game().moves());
        assert!(Film::ticks(&state, 6, 2).is_err());
        let past = state.ticks() + 1;
        let error = Film::ticks(&state, 0, past).unwrap_err();
        assert!(error.contains("is not recorded"), "{error}");
    }
}
