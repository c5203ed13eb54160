//! Greedy's first check with any of the graph searches: the path to the food found by the
//! search the options name, run as the search's own code (its events filed under the check,
//! or compiled away for an observer that is not watching), so that a class sees what each
//! search does to whole games.

use super::decision::{Chain, DecisionEvent};
use super::fact::Fact;
use crate::algo::bfs::BfsSpace;
use crate::algo::search::Guide;
use crate::algo::search::dijkstra::DEFAULT_TURN_COST;
use crate::algo::{Observer, wrapped};
use crate::rules::{Game, Pos};
use crate::stages::{Search, SearchProblem, SearchSpaces};

/// The tables of every search greedy can use, each made the first time its search runs and
/// reused after; a copy starts empty (as each space's does).
pub(crate) type FoodSearchSpaces = SearchSpaces;

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
        let snake = game.snake();
        let problem = SearchProblem {
            grid: game.grid(),
            blocked: snake.occupied(),
            walls: None,
            snake,
            rule: game.tail_rule(),
            start: snake.head(),
            heading: snake.heading(),
            target: food,
            turn_cost: DEFAULT_TURN_COST,
            terrain: None,
            guide: Guide::default(),
        };
        let check = self.next_check();
        let path = search.find_path(
            spaces,
            &problem,
            &mut wrapped(obs, |event| DecisionEvent { check, event }),
        );
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
