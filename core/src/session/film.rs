//! A run of board pictures, one per frame of an animation: every event of the stage on
//! screen, or a range of ticks. Each frame is the board as the window shows it at that event
//! or tick (the same [`Selection`], moved as the timelines move it), with its caption. A film
//! owns copies of the selection (and, for ticks, of the game), so that it can be played on
//! another thread while the window goes on.

use super::document::Document;
use super::scene::Still;
use super::selection::{SceneOptions, Selection};
use crate::explain::ReplayOrigin;
use std::fmt;

/// Why a range of ticks cannot be filmed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FilmError {
    /// The first tick comes after the last.
    #[error("{}", tr!(
        "the first tick ({from}) comes after the last one ({to})",
        from = .from,
        to = .to
    ))]
    Backwards {
        /// The first tick asked.
        from: usize,
        /// The last tick asked.
        to: usize,
    },
    /// The last tick is past what is recorded.
    #[error("{}", tr!(
        "tick {to} is not recorded: the game is recorded up to tick {last}",
        to = .to,
        last = .last
    ))]
    NotRecorded {
        /// The last tick asked.
        to: usize,
        /// The last tick recorded.
        last: usize,
    },
}

/// An animation's frames, taken from what is on screen when it was made.
#[derive(Clone)]
pub struct Film {
    selection: Selection,
    options: SceneOptions,
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
    /// Every event of the stage `selection` shows (of the decision's check, or of the run on
    /// the user's own board), one frame each, drawn with `options`; `None` if no stage runs
    /// there or it has no event.
    pub fn stage_run(selection: &Selection, options: &SceneOptions) -> Option<Film> {
        let replay = selection.replay().filter(|r| !r.is_empty())?;
        let base = match replay.origin() {
            ReplayOrigin::Decision { check, .. } => {
                selection.decision()?.check_ranges.get(check)?.start
            }
            ReplayOrigin::OwnBoard { .. } => 0,
        };
        Some(Film {
            selection: selection.clone(),
            options: options.clone(),
            frames: Frames::Events {
                base,
                len: replay.len(),
            },
        })
    }

    /// Ticks `from` to `to` of `document`, one frame each, the stage `selection` prefers
    /// shown as the game timeline shows it while it plays; or why that range cannot be
    /// filmed.
    pub fn ticks(
        document: &Document,
        selection: &Selection,
        options: &SceneOptions,
        from: usize,
        to: usize,
    ) -> Result<Film, FilmError> {
        let last = document.ticks();
        if from > to {
            return Err(FilmError::Backwards { from, to });
        }
        if to > last {
            return Err(FilmError::NotRecorded { to, last });
        }
        Ok(Film {
            selection: selection.clone(),
            options: options.clone(),
            frames: Frames::Ticks {
                document: Box::new(document.clone()),
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
            Frames::Events { len, .. } => {
                let (title, tick) = (self.selection.stage().title(), self.selection.tick());
                if *len == 1 {
                    tr!(
                        "the 1 event of {title} at tick {tick}",
                        title = title,
                        tick = tick
                    )
                } else {
                    tr!(
                        "the {len} events of {title} at tick {tick}",
                        len = len,
                        title = title,
                        tick = tick
                    )
                }
            }
            Frames::Ticks { from, to, .. } => tr!("ticks {from} to {to}", from = from, to = to),
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
                    Some(d) => tr!(
                        "Tick {tick}: {summary}",
                        tick = tick,
                        summary = d.decision.summary()
                    ),
                    None => tr!(
                        "Tick {tick}: {outcome}",
                        tick = tick,
                        outcome = document.outcome_text().unwrap_or_default()
                    ),
                }
            }
        };
        let still = self
            .selection
            .with_board_scene(&self.options, None, |s| s.to_still());
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
    use crate::scenario::Scenario;
    use crate::stages::Stage;

    fn session() -> (Document, Selection) {
        let mut document = Document::open(Scenario::default(), "test".into()).unwrap();
        while !document.recorded_to_end() {
            document.record_ahead(std::time::Duration::from_millis(50));
        }
        let mut selection = Selection::new(&document, Stage::Bfs);
        selection.set_tick(&document, 3);
        selection.pick_stage(Stage::Bfs);
        (document, selection)
    }

    #[test]
    fn a_film_can_be_played_on_another_thread() {
        fn send<T: Send + 'static>() {}
        send::<Film>();
    }

    #[test]
    fn each_frame_of_a_stage_run_is_the_board_at_that_event() {
        let (_, mut selection) = session();
        let options = SceneOptions::default();
        let mut film = Film::stage_run(&selection, &options).unwrap();
        let events = selection.replay().unwrap().len();
        assert_eq!(film.len(), events);
        let (base, _) = selection.event_position();
        let base = base - 1; // picked: after the first event
        for i in [0, events / 2, events - 1] {
            let (still, caption) = film.frame(i);
            selection.set_event_cursor(base + i + 1);
            assert_eq!(Some(caption), selection.caption(), "frame {i}");
            assert_eq!(still.frame, selection.replay().map(|r| r.frame().clone()));
        }
        assert!(film.what().starts_with(&format!("the {events} events of")));
    }

    #[test]
    fn a_range_of_ticks_is_one_frame_per_tick() {
        let (document, mut selection) = session();
        let options = SceneOptions::default();
        let mut film = Film::ticks(&document, &selection, &options, 2, 6).unwrap();
        assert_eq!(film.len(), 5);
        let (still, caption) = film.frame(4);
        selection.set_tick(&document, 6);
        assert!(caption.starts_with("Tick 6: "), "{caption}");
        assert_eq!(still.game.moves(), selection.game().moves());
        assert!(Film::ticks(&document, &selection, &options, 6, 2).is_err());
        let past = document.ticks() + 1;
        let error = Film::ticks(&document, &selection, &options, 0, past)
            .unwrap_err()
            .to_string();
        assert!(error.contains("is not recorded"), "{error}");
    }
}
