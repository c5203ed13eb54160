//! The board a race runs on: a moment of a game, the start and target a teacher chose, walls
//! for the searches alone, and the uniform-cost search's turn cost.

use super::recorder::Recorder;
use super::{RaceError, Search};
use crate::algo::Ignore;
use crate::algo::search::Guide;
use crate::algo::search::dijkstra::{DEFAULT_TURN_COST, MAX_TURN_COST};
use crate::maps::GridMap;
use crate::rules::{
    CellSet, Dir, Directions, FoodSource, Game, Grid, Pos, Snake, TailRule, Terrain,
};
use crate::stages::{Setting, SolverView};

/// One search board: every search of a race runs on it, as its stage runs on its own.
#[derive(Clone, Debug)]
pub struct RaceBoard {
    game: Game,
    start: Pos,
    target: Pos,
    walls: CellSet,
    turn_cost: u32,
    terrain: Option<Terrain>,
    guide: Guide,
    directions: Directions,
    map: bool,
}

impl RaceBoard {
    /// The board of `game` at its moment: from `start` (the head if `None`) to `target` (the
    /// food if `None`), avoiding the body and `walls` (walls for the searches alone; the
    /// timed search lets the body move out of the way but never the walls). Turns cost
    /// [`DEFAULT_TURN_COST`] more.
    ///
    /// The cells must lie on the board; there must be a target.
    pub fn new(
        game: &Game,
        start: Option<Pos>,
        target: Option<Pos>,
        walls: CellSet,
    ) -> Result<RaceBoard, RaceError> {
        let grid = game.grid();
        let target = target.or(game.food()).ok_or(RaceError::NoTarget)?;
        let start = start.unwrap_or(game.snake().head());
        for cell in [start, target] {
            if !grid.contains(cell) {
                return Err(RaceError::OffBoard(cell));
            }
        }
        let mut fitted = CellSet::new(grid.cells());
        for i in walls.iter().filter(|&i| i < grid.cells()) {
            fitted.insert(i);
        }
        Ok(RaceBoard {
            game: game.clone(),
            start,
            target,
            walls: fitted,
            turn_cost: DEFAULT_TURN_COST,
            terrain: None,
            guide: Guide::default(),
            directions: Directions::Four,
            map: false,
        })
    }

    /// The board of a Moving AI map, up to 1024 cells a side, without a snake: from `start`
    /// to `target`, its closed cells walls, in eight directions as the benchmarks search it.
    /// Beneath it lies a game of the map's size whose one-cell snake stands on the start
    /// and whose food is the target, so that every search runs as on any board; it is never
    /// played, and [`RaceBoard::is_map`] tells a painter not to draw the snake.
    ///
    /// Both cells must be open cells of the map.
    pub fn on_map(map: &GridMap, start: Pos, target: Pos) -> Result<RaceBoard, RaceError> {
        let grid = Grid::for_search(i64::from(map.width()), i64::from(map.height()))?;
        for cell in [start, target] {
            if !grid.contains(cell) {
                return Err(RaceError::OffBoard(cell));
            }
            if !map.is_open(u32::from(cell.x), u32::from(cell.y)) {
                return Err(RaceError::Closed(cell));
            }
        }
        let mut walls = CellSet::new(grid.cells());
        for i in 0..grid.cells() {
            let cell = grid.pos(i);
            if !map.is_open(u32::from(cell.x), u32::from(cell.y)) {
                walls.insert(i);
            }
        }
        let snake = Snake::new(&grid, &[start], None).map_err(|_| RaceError::OffBoard(start))?;
        let food = FoodSource::new(vec![target], 0);
        let game = Game::new(grid, snake, food, TailRule::default(), None);
        Ok(RaceBoard {
            game,
            start,
            target,
            walls,
            turn_cost: DEFAULT_TURN_COST,
            terrain: None,
            guide: Guide::default(),
            directions: Directions::Eight,
            map: true,
        })
    }

    /// Whether the board is a map's ([`RaceBoard::on_map`]): a search board alone, whose
    /// snake is only where the searches start.
    pub fn is_map(&self) -> bool {
        self.map
    }

    /// The same board with turns costing `turn_cost` more for the uniform-cost search (at
    /// most [`MAX_TURN_COST`], as the search counts a dearer turn).
    pub fn with_turn_cost(mut self, turn_cost: u32) -> RaceBoard {
        self.turn_cost = turn_cost.min(MAX_TURN_COST);
        self
    }

    /// The same board with `terrain`: what entering each cell costs the searches that weigh
    /// their steps. A terrain of another board's size, or all plain, is none.
    pub fn with_terrain(mut self, terrain: Terrain) -> RaceBoard {
        let fits = terrain.cells() == self.grid().cells() && !terrain.is_uniform();
        self.terrain = fits.then_some(terrain);
        self
    }

    /// The same board with A* and greedy best-first guided by `guide`.
    pub fn with_guide(mut self, guide: Guide) -> RaceBoard {
        self.guide = guide;
        self
    }

    /// The same board with its searches moving in `directions`: each search named runs in
    /// its form in those directions where it has one ([`Search::in_directions`]).
    pub fn with_directions(mut self, directions: Directions) -> RaceBoard {
        self.directions = directions;
        self
    }

    /// How the searches move.
    pub fn directions(&self) -> Directions {
        self.directions
    }

    /// What entering each cell costs, if the board has terrain.
    pub fn terrain(&self) -> Option<&Terrain> {
        self.terrain.as_ref()
    }

    /// How A* and greedy best-first are guided.
    pub fn guide(&self) -> Guide {
        self.guide
    }

    /// The board's size.
    pub fn grid(&self) -> &Grid {
        self.game.grid()
    }

    /// The game at the moment raced on: its snake, its food, its tail rule.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Where the searches start.
    pub fn start(&self) -> Pos {
        self.start
    }

    /// The direction the start was entered by: the snake's heading.
    pub fn heading(&self) -> Dir {
        self.game.snake().heading()
    }

    /// The cell sought.
    pub fn target(&self) -> Pos {
        self.target
    }

    /// The walls for the searches alone.
    pub fn walls(&self) -> &CellSet {
        &self.walls
    }

    /// The snake's body, head first.
    pub fn body(&self) -> Vec<Pos> {
        self.game.snake().cells().collect()
    }

    /// The tail rule the body frees under, for the timed search.
    pub fn tail_rule(&self) -> TailRule {
        self.game.tail_rule()
    }

    /// What a turn costs more than a straight move, for the uniform-cost search.
    pub fn turn_cost(&self) -> u32 {
        self.turn_cost
    }

    /// Where each search runs, as its stage runs on its own.
    pub(super) fn setting(&self) -> Setting<'_> {
        Setting {
            game: &self.game,
            solver: SolverView {
                turn_cost: self.turn_cost,
                ..SolverView::default()
            },
            start: Some(self.start),
            target: Some(self.target),
            walls: Some(&self.walls),
            terrain: self.terrain.as_ref(),
            guide: self.guide,
        }
    }

    /// Runs `search` on the board as the race does, watched by nothing ([`Ignore`]): the code
    /// a solver runs, at full speed, for timing it apart from the race. Returns whether it ran
    /// (it does whenever the board has a target, which a board always has).
    pub fn run_unwatched(&self, search: Search) -> bool {
        search.stage().run(&self.setting(), &mut Ignore).is_ok()
    }

    /// Runs `search` on the board as the race does, keeping its events but its refusals as a
    /// race of two keeps them (at most [`crate::algo::kept::MAX_TRACE_EVENTS`]) and counting
    /// them all: what recording costs, to set beside [`RaceBoard::run_unwatched`]. Returns
    /// how many events it kept.
    pub fn run_recorded(&self, search: Search) -> usize {
        let mut recorder = Recorder::new(super::lane_share(2));
        let _ = search.stage().run(&self.setting(), &mut recorder);
        recorder.events.len()
    }

    /// The cells the graph searches may not enter: the body and the walls (the target never
    /// counts as one).
    pub(super) fn blocked(&self) -> CellSet {
        let mut blocked = self.setting().blocked().into_owned();
        blocked.remove(self.grid().index(self.target));
        blocked
    }
}
