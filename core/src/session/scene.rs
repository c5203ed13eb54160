//! What the board shows at one moment, as plain data for a painter: the game, the stage's
//! picture, the cycle, the virtual snake, the layers, the user's start and target. One
//! constructor ([`BoardScene::new`]) decides what of it is visible, for the window's board,
//! the compared board and every picture; a [`Still`] owns such a moment, for a picture file
//! or an animation rendered on another thread.

use super::layers::{Layer, Overlays};
use crate::algo::Cycle;
use crate::rules::{Game, Ground, Pos, Snake};
use crate::trace::StageFrame;

/// Everything the board shows at one moment.
#[derive(Clone, Copy)]
pub struct BoardScene<'a> {
    /// The game at the tick on screen.
    pub game: &'a Game,
    /// The stage's picture after the events shown, if a stage is on screen.
    pub frame: Option<&'a StageFrame>,
    /// The cycle drawn, if any.
    pub cycle: Option<&'a Cycle>,
    /// Greedy's virtual snake (or a certificate's imagined body), if drawn.
    pub ghost: Option<&'a Snake>,
    /// Which layers to draw.
    pub overlays: &'a Overlays,
    /// The start and target drawn: the user's for a stage run on its own, else the
    /// scenario's search board's.
    pub sandbox: (Option<Pos>, Option<Pos>),
    /// The walls of the scenario's search board, drawn for the graph searches alone.
    pub search_walls: &'a [Pos],
    /// The mud and water of the scenario's search board, drawn whether or not a stage is on
    /// screen (a stage run on its own marks them in its frame as well).
    pub search_terrain: &'a [(Pos, Ground)],
    /// The cell under the pointer.
    pub hovered: Option<Pos>,
    /// Whether the snake and the food are drawn: not on a map's board, whose game is never
    /// played (its start and target are drawn as the sandbox's).
    pub pieces: bool,
}

impl<'a> BoardScene<'a> {
    /// The board of `game` with `overlays`: the cycle the solver holds drawn when the cycle's
    /// line or its indices are shown, nothing else. Add a stage with [`BoardScene::stage`].
    pub fn new(game: &'a Game, cycle: Option<&'a Cycle>, overlays: &'a Overlays) -> Self {
        let shows_cycle = overlays.shows(Layer::Cycle) || overlays.shows(Layer::CycleIndex);
        BoardScene {
            game,
            frame: None,
            cycle: cycle.filter(|_| shows_cycle),
            ghost: None,
            overlays,
            sandbox: (None, None),
            search_walls: &[],
            search_terrain: &[],
            hovered: None,
            pieces: true,
        }
    }

    /// The same board without the snake and the food: a map's, searched from its start to
    /// its target and never played.
    pub fn without_pieces(mut self) -> Self {
        self.pieces = false;
        self
    }

    /// The same board with a stage's picture after the events shown, and the virtual snake
    /// it made, if any.
    pub fn stage(mut self, frame: &'a StageFrame, ghost: Option<&'a Snake>) -> Self {
        self.frame = Some(frame);
        self.ghost = ghost;
        self
    }

    /// The same board with the user's start and target of a run on their own board.
    pub fn sandbox(mut self, start: Option<Pos>, target: Option<Pos>) -> Self {
        self.sandbox = (start, target);
        self
    }

    /// The same board with the walls of the scenario's search board.
    pub fn search_walls(mut self, walls: &'a [Pos]) -> Self {
        self.search_walls = walls;
        self
    }

    /// The same board with the mud and water of the scenario's search board.
    pub fn search_terrain(mut self, terrain: &'a [(Pos, Ground)]) -> Self {
        self.search_terrain = terrain;
        self
    }

    /// The same board with the cell under the pointer.
    pub fn hovered(mut self, cell: Option<Pos>) -> Self {
        self.hovered = cell;
        self
    }

    /// Whether the cells show the cycle's indices from the cycle held. Not once the stage on
    /// screen has given a cell a number of its own (the shortcut stage's numbering, the
    /// numbered search): then the numbers on the board are the stage's alone, appearing as it
    /// gives them, and the cycle's other indices stay off until given.
    pub fn held_cycle_numbers(&self) -> bool {
        self.frame
            .is_none_or(|f| f.marks.iter().all(|m| m.number.is_none()))
    }

    /// What this scene shows, owned (the hovered cell left out).
    pub fn to_still(&self) -> Still {
        Still {
            game: self.game.clone(),
            frame: self.frame.cloned(),
            cycle: self.cycle.cloned(),
            ghost: self.ghost.cloned(),
            overlays: self.overlays.clone(),
            sandbox: self.sandbox,
            search_walls: self.search_walls.to_vec(),
            search_terrain: self.search_terrain.to_vec(),
            pieces: self.pieces,
        }
    }
}

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
    /// The start and target drawn.
    pub sandbox: (Option<Pos>, Option<Pos>),
    /// The walls of the scenario's search board.
    pub search_walls: Vec<Pos>,
    /// The mud and water of the scenario's search board.
    pub search_terrain: Vec<(Pos, Ground)>,
    /// Whether the snake and the food are drawn.
    pub pieces: bool,
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
            search_walls: &self.search_walls,
            search_terrain: &self.search_terrain,
            hovered: None,
            pieces: self.pieces,
        }
    }

    /// The board alone: the game, and the cycle the solver holds if it was drawn, without a
    /// stage's marks nor a virtual snake (the scenario's search board stays).
    pub fn without_stage(mut self) -> Still {
        self.frame = None;
        self.ghost = None;
        self
    }
}
