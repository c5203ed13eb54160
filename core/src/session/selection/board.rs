//! What the board shows of a selection: the one place where the board of the game on screen
//! is made ([`Selection::with_board_scene`], [`Selection::with_board_alone`]), for the
//! window, the compared board and every picture; the scenario's search board drawn in every
//! view of a scenario that has one; and the caption a prepared moment gives the stage.

use super::Selection;
use super::{CursorAt, ReplayState, SceneOptions, next_revision};
use crate::algo::search::Guide;
use crate::explain::StageReplay;
use crate::rules::{Directions, Ground, Pos};
use crate::session::layers::Overlays;
use crate::session::scene::BoardScene;
use crate::stages::Search;

impl Selection {
    /// Hands `f` the board as it shows the selection with `options` (the layers the stage on
    /// screen leaves out left out, unless asked for), `hovered` under the pointer: with
    /// [`Selection::with_board_alone`], the one place where what the board shows at a tick is
    /// decided, for the window, the compared board and every picture.
    pub fn with_board_scene<R>(
        &self,
        options: &SceneOptions,
        hovered: Option<Pos>,
        f: impl FnOnce(&BoardScene<'_>) -> R,
    ) -> R {
        let ghost = self.ghost();
        // A stage that reshapes the cycle says which one is held as of the event on screen.
        let held_now = self
            .replay()
            .and_then(|r| r.frame().reshaping.as_ref())
            .and_then(|r| r.held.as_ref());
        let cycle = match held_now {
            Some(held) if options.held_cycle_while_building => Some(held),
            _ => self.shown_cycle(options.held_cycle_while_building),
        };
        // The layers the stage on screen speaks of (see `layers::left_out_by`).
        let overlays = options
            .overlays
            .for_stage(self.replay().map(StageReplay::stage));
        let (walls, board_ends) = self.search_board_on_screen();
        let terrain = self.search_terrain_on_screen();
        let mut scene = BoardScene::new(&self.game, cycle, &overlays)
            .hovered(hovered)
            .search_walls(&walls)
            .search_terrain(&terrain)
            .sandbox(board_ends.0, board_ends.1);
        if let Some(replay) = self.replay() {
            scene = scene.stage(replay.frame(), ghost.as_deref());
            if replay.origin().is_own_board() {
                scene = scene.sandbox(
                    self.sandbox.start.or(board_ends.0),
                    self.sandbox.target.or(board_ends.1),
                );
            }
        }
        f(&scene)
    }

    /// The scenario's search board on the board on screen: its walls, its start and its
    /// target, drawn in every view of a scenario that has one.
    fn search_board_on_screen(&self) -> (Vec<Pos>, (Option<Pos>, Option<Pos>)) {
        let grid = *self.game.grid();
        let walls = self.search_board.walls_on(&grid);
        let walls = walls.iter().map(|i| grid.pos(i)).collect();
        let ends = (
            self.search_board.start_on(&grid),
            self.search_board.target_on(&grid),
        );
        (walls, ends)
    }

    /// How A* and best-first are guided in runs on their own: the search board's guide.
    pub fn guide(&self) -> Guide {
        self.search_board.guide()
    }

    /// Guides A* and best-first by `guide` from now on, and runs the stage on screen on its
    /// own with it, shown to its end (the count of what it expanded is the point). The
    /// document's scenario is the caller's to change alike.
    pub fn set_guide(&mut self, guide: Guide) {
        self.search_board.set_guide(guide);
        self.revision = next_revision();
        self.own_board = true;
        self.preferred = self.stage;
        self.refresh_stage(CursorAt::End);
    }

    /// How the searches move on the scenario's search board: four directions, or eight.
    pub fn directions(&self) -> Directions {
        self.search_board.directions()
    }

    /// Lets the searches move in `directions` from now on, and shows the stage on screen in
    /// its form in those directions where it has one (a search in eight directions goes back
    /// to its form in four when the board goes back to four), run on its own and shown to
    /// its end. The document's scenario is the caller's to change alike.
    pub fn set_directions(&mut self, directions: Directions) {
        self.search_board.set_directions(directions);
        let search = Search::from_stage(self.stage);
        let shown = match (directions, search) {
            (Directions::Four, Some(s)) if s.steps_diagonally() => {
                s.twin().map_or(self.stage, |four| four.stage())
            }
            _ => self.stage.in_directions(directions),
        };
        self.revision = next_revision();
        self.own_board = true;
        self.stage = shown;
        self.preferred = shown;
        self.refresh_stage(CursorAt::End);
    }

    /// The mud and water of the scenario's search board on the board on screen, drawn in
    /// every view of a scenario that has them, a stage on screen or none.
    fn search_terrain_on_screen(&self) -> Vec<(Pos, Ground)> {
        let grid = *self.game.grid();
        let terrain = self.search_board.terrain_on(&grid);
        terrain.rough().map(|(i, g)| (grid.pos(i), g)).collect()
    }

    /// Hands `f` the board alone at the tick on screen, without the decision: the game, and
    /// the cycle the solver holds as `overlays` show it. What a quiz shows while it asks, and
    /// the compared game's board beside the game's own.
    pub fn with_board_alone<R>(
        &self,
        overlays: &Overlays,
        hovered: Option<Pos>,
        f: impl FnOnce(&BoardScene<'_>) -> R,
    ) -> R {
        let (walls, ends) = self.search_board_on_screen();
        let terrain = self.search_terrain_on_screen();
        let scene = BoardScene::new(&self.game, self.cycle(), overlays)
            .hovered(hovered)
            .search_walls(&walls)
            .search_terrain(&terrain)
            .sandbox(ends.0, ends.1);
        f(&scene)
    }

    /// The caption of the stage on screen as a moment prepared for it (a lesson's step) says
    /// it: [`Selection::caption`] without the label of a run on the user's own board, since
    /// the run is the lesson's.
    pub fn prepared_caption(&self) -> Option<String> {
        match &self.replay {
            ReplayState::Ready(replay) => Some(
                replay
                    .caption()
                    .unwrap_or_else(|| tr!("Before the first event: step to begin.")),
            ),
            _ => self.caption(),
        }
    }
}
