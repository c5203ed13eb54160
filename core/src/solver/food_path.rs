//! Greedy's first check with any of the graph searches: the path to the food found by the
//! search the options name, run as the search's own code (its events filed under the check,
//! or compiled away for an observer that is not watching), so that a class sees what each
//! search does to whole games.

use super::decision::{Chain, DecisionEvent};
use super::fact::Fact;
use crate::algo::bfs::BfsSpace;
use crate::algo::search::astar::AStarSpace;
use crate::algo::search::best_first::BestFirstSpace;
use crate::algo::search::bidirectional::BidirectionalSpace;
use crate::algo::search::dfs::DfsSpace;
use crate::algo::search::dijkstra::{DEFAULT_TURN_COST, DijkstraSpace};
use crate::algo::search::timed::TimedSpace;
use crate::algo::{Observer, wrapped};
use crate::rules::{CellSet, Game, Pos};
use crate::stages::{Search, StageEvent};

/// The tables of every search greedy can use, each made the first time its search runs and
/// reused after; a copy starts empty (as each space's does).
#[derive(Clone, Debug, Default)]
pub(crate) struct FoodSearchSpaces {
    dfs: DfsSpace,
    dijkstra: DijkstraSpace,
    best_first: BestFirstSpace,
    astar: AStarSpace,
    bidirectional: BidirectionalSpace,
    timed: TimedSpace,
    /// The timed search's walls: none in a game (walls belong to a scenario's search board),
    /// with the number of cells of the board the set was made for.
    no_walls: Option<(usize, CellSet)>,
    /// The timed search's body, head first, refilled for each search.
    body: Vec<Pos>,
}

impl Chain {
    /// Check: a path from the head to `food` found by `search`, its events filed under this
    /// check and the check naming the search's stage. BFS is [`Chain::path_to_food`] itself,
    /// with its fact (the shortest path), so a default greedy's decisions are unchanged; the
    /// other searches note [`Fact::SearchedPathToFood`], which does not claim the fewest
    /// moves. Every search but the timed one avoids the whole body; the timed one enters a
    /// body cell only once the tail has left it, as the rules allow.
    pub(crate) fn path_to_food_by<O: Observer<DecisionEvent>>(
        &mut self,
        search: Search,
        bfs: &mut BfsSpace,
        spaces: &mut FoodSearchSpaces,
        game: &Game,
        food: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        if search == Search::Bfs {
            return self.path_to_food(bfs, game, food, obs);
        }
        let (grid, snake) = (game.grid(), game.snake());
        let (blocked, head, heading) = (snake.occupied(), snake.head(), snake.heading());
        let check = self.next_check();
        macro_rules! filed {
            ($variant:ident) => {
                &mut wrapped(obs, |e| DecisionEvent {
                    check,
                    event: StageEvent::$variant(e),
                })
            };
        }
        let path = match search {
            Search::Bfs => unreachable!("BFS returned above"),
            Search::Dfs => {
                spaces
                    .dfs
                    .depth_first_path(grid, blocked, head, heading, food, filed!(Dfs))
            }
            Search::Dijkstra => spaces.dijkstra.cheapest_path(
                grid,
                blocked,
                head,
                heading,
                food,
                DEFAULT_TURN_COST,
                filed!(Dijkstra),
            ),
            Search::BestFirst => spaces.best_first.best_first_path(
                grid,
                blocked,
                head,
                heading,
                food,
                filed!(BestFirst),
            ),
            Search::AStar => {
                spaces
                    .astar
                    .astar_path(grid, blocked, head, heading, food, filed!(AStar))
            }
            Search::Bidirectional => spaces.bidirectional.bidirectional_path(
                grid,
                blocked,
                head,
                heading,
                food,
                filed!(Bidirectional),
            ),
            Search::Timed => {
                let cells = grid.cells();
                if spaces
                    .no_walls
                    .as_ref()
                    .is_none_or(|(made, _)| *made != cells)
                {
                    spaces.no_walls = Some((cells, CellSet::new(cells)));
                }
                let walls = &spaces.no_walls.as_ref().expect("made above").1;
                spaces.body.clear();
                spaces.body.extend(snake.cells());
                spaces.timed.timed_path(
                    grid,
                    walls,
                    &spaces.body,
                    game.tail_rule(),
                    head,
                    heading,
                    food,
                    filed!(Timed),
                )
            }
        };
        self.push(
            Fact::SearchedPathToFood {
                steps: path.as_ref().map(|p| p.len() as u32 - 1),
                first: path.as_ref().and_then(|p| p[0].dir_to(p[1])),
            },
            Some(search.stage()),
        );
        path
    }
}
