//! The graph searches, as the stages they are: what a search's stage provides beyond every
//! stage's ([`SearchProtocol`]), the problem a search is asked ([`SearchProblem`]), and
//! [`Search`], the searches of the stage list (each entry marked `as search` there), which a
//! race runs and greedy can find its path to the food with. A search's names, title and
//! pseudo-code are its stage's own.

use super::frame::StageFrame;
use super::setting::{Setting, StageRunError};
use super::{Search, StageProtocol};
use crate::algo::Observer;
use crate::algo::search::eight::EightBoard;
use crate::algo::search::{Guide, SearchEvent, SearchTypes};
use crate::rules::{CellSet, Compass, Dir, Directions, Grid, Pos, Snake, TailRule, Terrain};
use serde::{Serialize, Serializer};
use std::fmt;

/// What a search's cost counts, and so what the best possible is on a board (which a race
/// finds independently of every search).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cost {
    /// Moves, each at what entering its cell costs (1 on plain ground): the least is a plain
    /// breadth-first search's distance on plain ground, a plain Dijkstra's over cells on
    /// terrain.
    Moves,
    /// Moves at their cells' cost, and the turn cost for each turn: the cheapest is a plain
    /// uniform-cost search's over (cell, heading) states.
    MovesAndTurns,
    /// Moves through the body as it frees: the fewest the body's timing allows is a bound no
    /// legal path beats, which a legal path need not reach.
    TimedMoves,
    /// Steps in eight directions, each at what entering its cell costs and a diagonal √2
    /// times that, no corner cut: the cheapest is a plain Dijkstra's over cells in eight
    /// directions. Such a path is not one the snake can follow.
    Octile,
}

/// What a search is asked: the board, what it may not enter, the snake whose body frees (for
/// the search that lets it), from where, heading which way, to where, and what a turn costs
/// (for the search that counts turns).
#[derive(Clone, Copy, Debug)]
pub struct SearchProblem<'a> {
    /// The board.
    pub grid: &'a Grid,
    /// The cells the searches may not enter: the body and the search board's walls (the
    /// target is always free).
    pub blocked: &'a CellSet,
    /// The search board's walls alone, if there are any: what never frees.
    pub walls: Option<&'a CellSet>,
    /// The snake, its head first.
    pub snake: &'a Snake,
    /// The tail rule its body frees under.
    pub rule: TailRule,
    /// Where the search starts.
    pub start: Pos,
    /// The move that entered the start: the snake's heading.
    pub heading: Dir,
    /// The cell sought.
    pub target: Pos,
    /// What a turn costs more than a straight move.
    pub turn_cost: u32,
    /// What entering each cell costs, for the searches that weigh their steps (1 a step
    /// without it).
    pub terrain: Option<&'a Terrain>,
    /// How A* and greedy best-first are guided.
    pub guide: Guide,
}

impl SearchProblem<'_> {
    /// The problem's board in eight directions: its free cells (the target always free) at
    /// what the terrain makes them cost, every other cell closed.
    pub fn eight_board(&self) -> EightBoard {
        EightBoard::from_grid(self.grid, self.blocked, self.terrain)
    }
}

/// What a graph search's stage provides beyond every stage's: its events are a
/// [`SearchEvent`] of its [`SearchTypes`], which the frontier's fold, the facts, the race's
/// counts, the quiz and a cell's facts read, each written once; the tables it keeps; what its
/// cost counts; whether it finds a path whenever one exists; and how it searches a problem.
/// A search's stage implements it and is marked `as search` in the stage list.
pub trait SearchProtocol: StageProtocol<Event = SearchEvent<Self::Types>> {
    /// What the search reports.
    type Types: SearchTypes;
    /// The tables it keeps, reused from one search to the next (a copy starts empty).
    type Space: Clone + fmt::Debug + Default + Send + Sync;
    /// What its cost counts.
    const COST: Cost;
    /// Whether it finds a path whenever one exists (the timed search may miss one).
    const COMPLETE: bool;
    /// Whether it weighs its steps by the terrain (what entering a cell costs) in choosing
    /// its path: those that do not count steps alone, and a run on terrain says so.
    const WEIGHS_STEPS: bool = false;

    /// Searches `problem` in `space`, reporting its events to `obs`; the path found, start
    /// first.
    fn find<O: Observer<Self::Event>>(
        space: &mut Self::Space,
        problem: &SearchProblem<'_>,
        obs: &mut O,
    ) -> Option<Vec<Pos>>;

    /// Folds what `event` says beyond the frontier's operations (its own events, what its
    /// start or its path says more), after the shared fold. Nothing by default.
    fn fold_more(frame: &mut StageFrame, event: &Self::Event) {
        let _ = (frame, event);
    }
}

/// Runs the search `P` as its stage runs on its own in `setting`: from the head (or the
/// chosen start), heading the snake's way, to the target or the food, around the body and the
/// search board's walls, a turn costing what the setting's solver says.
pub(crate) fn run_search<P: SearchProtocol, O: Observer<P::Event>>(
    setting: &Setting<'_>,
    obs: &mut O,
) -> Result<Option<String>, StageRunError> {
    let goal = setting.needed_goal()?;
    let blocked = setting.blocked();
    let snake = setting.game.snake();
    let problem = SearchProblem {
        grid: setting.game.grid(),
        blocked: &blocked,
        walls: setting.walls,
        snake,
        rule: setting.game.tail_rule(),
        start: setting.start_cell(),
        heading: snake.heading(),
        target: goal,
        turn_cost: setting.solver.turn_cost,
        terrain: setting.terrain,
        guide: setting.guide,
    };
    P::find(&mut P::Space::default(), &problem, obs);
    let rough = setting.terrain.is_some_and(|t| !t.is_uniform());
    Ok((rough && !P::WEIGHS_STEPS).then(|| ignores_terrain(&P::title())))
}

/// What a search that does not weigh its steps says on terrain: the lesson of BFS on mud.
pub(crate) fn ignores_terrain(title: &str) -> String {
    tr!(
        "{search} ignores the terrain: it does not weigh a step by what its cell costs, so on mud and water its path need not be the cheapest",
        search = title
    )
}

impl Search {
    /// Its name on the command line: its stage's (`bfs`, `dfs`, `astar`, ...).
    pub fn cli_name(self) -> &'static str {
        self.stage().cli_name()
    }

    /// The search named `name` on the command line.
    pub fn from_cli_name(name: &str) -> Option<Search> {
        Search::ALL.into_iter().find(|s| s.cli_name() == name)
    }

    /// The search a scenario file names `name` (`Bfs`, `AStar`, ...).
    pub fn from_file_name(name: &str) -> Option<Search> {
        Search::ALL.into_iter().find(|s| s.file_name() == name)
    }

    /// Its stage's title, in the language in use.
    pub fn title(self) -> String {
        self.stage().title()
    }

    /// Its pseudo-code, one line per entry, in the language in use (each line keeping its
    /// indentation).
    pub fn pseudocode(self) -> Vec<String> {
        self.stage().pseudocode()
    }

    /// Whether the search's cost counts turns (the uniform-cost search); every other one
    /// counts moves.
    pub fn counts_turns(self) -> bool {
        self.cost() == Cost::MovesAndTurns
    }

    /// Whether the search steps in eight directions: its path may go diagonally, so it races
    /// and is watched, but greedy cannot follow it (the snake moves in four).
    pub fn steps_diagonally(self) -> bool {
        self.cost() == Cost::Octile
    }

    /// The same search in the other number of directions, where it has one: breadth-first,
    /// depth-first, uniform-cost, greedy best-first, A*, the search from both ends and
    /// iterative deepening each have a form in four directions and one in eight. Timed search
    /// in four directions only, jump point search in eight only.
    pub fn twin(self) -> Option<Search> {
        const TWINS: [(Search, Search); 7] = [
            (Search::Bfs, Search::BfsEight),
            (Search::Dfs, Search::DfsEight),
            (Search::Dijkstra, Search::DijkstraEight),
            (Search::BestFirst, Search::BestFirstEight),
            (Search::AStar, Search::AStarEight),
            (Search::Bidirectional, Search::BidirectionalEight),
            (Search::Iddfs, Search::IddfsEight),
        ];
        TWINS.iter().find_map(|&(four, eight)| match self {
            s if s == four => Some(eight),
            s if s == eight => Some(four),
            _ => None,
        })
    }

    /// The search as a board of `directions` runs it: on a board of eight directions, a
    /// search in four runs in its form in eight where it has one (else in four, and
    /// [`Search::runs_in`] says so); on a board of four, every search runs as named (one in
    /// eight directions was asked for as such).
    pub fn in_directions(self, directions: Directions) -> Search {
        match self.twin() {
            Some(twin) if directions == Directions::Eight && !self.steps_diagonally() => twin,
            _ => self,
        }
    }

    /// Whether the search moves as a board of `directions` lets it.
    pub fn runs_in(self, directions: Directions) -> bool {
        self.steps_diagonally() == (directions == Directions::Eight)
    }

    /// Whether the search is guided by the board's heuristic: A* and greedy best-first, in
    /// four directions or eight.
    pub fn takes_heuristic(self) -> bool {
        matches!(
            self,
            Search::AStar | Search::BestFirst | Search::AStarEight | Search::BestFirstEight
        )
    }

    /// Whether the search weighs its heuristic and breaks ties on f: A*, in four directions
    /// or eight (a weighted run's path is held to its bound).
    pub fn takes_weight(self) -> bool {
        matches!(self, Search::AStar | Search::AStarEight)
    }

    /// The searches greedy may follow to the food, in the order of [`Search::ALL`]: those in
    /// four directions, as the snake moves.
    pub fn for_the_snake() -> impl Iterator<Item = Search> {
        Search::ALL.into_iter().filter(|s| !s.steps_diagonally())
    }

    /// Every search's command-line name, as a list in words: `bfs, dfs, ... and timed`.
    pub fn cli_names_in_words() -> String {
        let names = Search::cli_names_as_written();
        let (last, rest) = names.split_last().expect("the list has searches");
        tr!("{list} and {last}", list = rest.join(", "), last = last)
    }

    /// Every search's command-line name as the language in use writes a name to type (set
    /// as code in Portuguese), in the order of [`Search::ALL`].
    pub fn cli_names_as_written() -> Vec<String> {
        Search::ALL
            .iter()
            .map(|s| tr!("{name}{#a search's command-line name}", name = s.cli_name()))
            .collect()
    }
}

/// BFS is the default: greedy as it has always played.
impl Default for Search {
    fn default() -> Search {
        Search::Bfs
    }
}

impl fmt::Display for Search {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.cli_name())
    }
}

/// A search is written as its name on the command line (`"astar"`), as a race's JSON lists it.
impl Serialize for Search {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.cli_name())
    }
}

/// What a search does right after it takes a cell off its frontier, read from the events that
/// follow: it found the target, or it pushed the cell's neighbours on these sides (said as
/// "at", in the order pushed, so a stack's top is last).
pub(crate) enum AfterTaking {
    /// The cell taken is the target.
    Target,
    /// The sides of the neighbours pushed, in order; none for a dead end.
    Pushed(Vec<String>),
}

/// Reads [`AfterTaking`] from the events after a `Taken` event.
pub(crate) fn after_taking<'e, S: SearchTypes + 'e>(
    ahead: impl Iterator<Item = &'e SearchEvent<S>>,
) -> AfterTaking {
    let mut ahead = ahead.peekable();
    if let Some(SearchEvent::Found { .. }) = ahead.peek() {
        return AfterTaking::Target;
    }
    let pushed = ahead
        .map_while(|e| match e {
            SearchEvent::Pushed { dir, .. } => Some(Some(Into::<Compass>::into(*dir).at())),
            SearchEvent::Refused { .. } => Some(None),
            _ => None,
        })
        .flatten()
        .collect();
    AfterTaking::Pushed(pushed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stages::Stage;

    #[test]
    fn each_search_is_its_stage_named_as_the_stage_is() {
        for search in Search::ALL {
            assert_eq!(search.cli_name(), search.stage().cli_name());
            assert_eq!(Search::from_cli_name(search.cli_name()), Some(search));
            assert_eq!(Search::from_file_name(search.file_name()), Some(search));
            assert_eq!(Search::from_stage(search.stage()), Some(search));
            assert!(search.stage().is_search());
        }
        assert!(!Stage::Longest.is_search());
        assert_eq!(Search::from_stage(Stage::Cycle), None);
    }

    #[test]
    fn a_search_runs_as_its_twin_in_the_board_s_directions_where_it_has_one() {
        for search in Search::ALL {
            if let Some(twin) = search.twin() {
                assert_eq!(twin.twin(), Some(search));
                assert_ne!(twin.steps_diagonally(), search.steps_diagonally());
            }
            assert_eq!(search.in_directions(Directions::Four), search);
            let runs = search.in_directions(Directions::Eight);
            assert!(runs == search || Some(runs) == search.twin());
            // It moves in eight directions whenever it has a form that can.
            assert_eq!(
                runs.steps_diagonally(),
                search.steps_diagonally() || search.twin().is_some()
            );
        }
        assert_eq!(
            Search::AStar.in_directions(Directions::Eight),
            Search::AStarEight
        );
        assert_eq!(Search::Jps.in_directions(Directions::Four), Search::Jps);
        assert_eq!(
            Search::Iddfs.in_directions(Directions::Eight),
            Search::IddfsEight
        );
        assert_eq!(
            Search::Timed.in_directions(Directions::Eight),
            Search::Timed
        );
        assert_eq!(
            Search::Bidirectional.in_directions(Directions::Eight),
            Search::BidirectionalEight
        );
        assert_eq!(
            Stage::BfsEight.in_directions(Directions::Four),
            Stage::BfsEight
        );
        assert_eq!(Stage::Bfs.in_directions(Directions::Eight), Stage::BfsEight);
        assert_eq!(Stage::Cycle.in_directions(Directions::Eight), Stage::Cycle);
    }
}
