//! A board scene that owns what it shows: a moment of the board taken away from the screen,
//! for a picture file or an animation rendered on another thread. [`Still::scene`] lends it
//! to the painter exactly as the window's board would be.

use super::BoardScene;
use crate::algo::Cycle;
use crate::app::settings::Overlays;
use crate::rules::{Game, Pos, Snake};
use crate::trace::StageFrame;

/// Everything the board shows at one moment, owned.
#[derive(Clone, Debug)]
pub struct Still {
    /// The game at that moment.
    pub game: Game,
    /// The stage's picture, if a stage was shown.
    pub frame: Option<StageFrame>,
    /// The cycle drawn, if any.
    pub cycle: Option<Cycle>,
    /// The virtual snake drawn, if any.
    pub ghost: Option<Snake>,
    /// Which layers to draw.
    pub overlays: Overlays,
    /// The user's start and target for a stage run on its own.
    pub sandbox: (Option<Pos>, Option<Pos>),
}

impl Still {
    /// The scene to paint, with no cell hovered.
    pub fn scene(&self) -> BoardScene<'_> {
        BoardScene {
            game: &self.game,
            frame: self.frame.as_ref(),
            cycle: self.cycle.as_ref(),
            ghost: self.ghost.as_ref(),
            overlays: &self.overlays,
            sandbox: self.sandbox,
            hovered: None,
        }
    }

    /// The board alone: the game, and the cycle the solver holds if it was drawn, without a
    /// stage's marks nor a virtual snake.
    pub fn without_stage(mut self) -> Still {
        self.frame = None;
        self.ghost = None;
        self.sandbox = (None, None);
        self
    }
}

impl BoardScene<'_> {
    /// What this scene shows, owned (the hovered cell left out).
    pub fn to_still(&self) -> Still {
        Still {
            game: self.game.clone(),
            frame: self.frame.cloned(),
            cycle: self.cycle.cloned(),
            ghost: self.ghost.cloned(),
            overlays: self.overlays.clone(),
            sandbox: self.sandbox,
        }
    }
}
