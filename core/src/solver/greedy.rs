//! The greedy solver: eat by the shortest path when a virtual snake shows it is safe.
//!
//! 1. Find the shortest path P1 from the head to the food (or the path the search its options
//!    name finds: [`Search`]); if there is none, go to 3.
//! 2. Move a virtual copy of the snake along P1. If the copy then fills the board, or has a
//!    longest path of more than one step to its own tail, take P1's first step.
//! 3. Otherwise, if the real snake has a longest path of more than one step to its tail,
//!    take that path's first step.
//! 4. Otherwise take the safe move that ends farthest (Manhattan) from the food.
//!
//! "More than one step": a head right next to its tail cannot follow it under `Blocks`, so a
//! one-step path is no way out. Paths avoid the whole body, tail included, under both tail
//! rules: the check stays conservative.

use super::decision::{Chain, Decision, DecisionEvent};
use super::fact::Fact;
use super::food_path::FoodSearchSpaces;
use super::safety::{legal_move, safe_moves};
use crate::algo::bfs::BfsSpace;
use crate::algo::longest::longest_path_in;
use crate::algo::{Observer, wrapped};
use crate::rules::{Dir, Game, Pos, Snake};
use crate::stages::Search;
use crate::stages::{Stage, StageEvent};

/// Options of the greedy solver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GreedyOptions {
    /// The search that finds the path to the food (BFS, the default, finds the shortest).
    /// The safety check after it is the same whichever search found the path.
    pub search: Search,
}

impl GreedyOptions {
    /// The default options: the path to the food by BFS, as greedy has always played.
    pub const DEFAULT: GreedyOptions = GreedyOptions {
        search: Search::Bfs,
    };

    /// Why greedy cannot play with these options, if it cannot: its search steps diagonally,
    /// and the snake moves in four directions.
    pub fn refusal(self) -> Option<String> {
        self.search.steps_diagonally().then(|| {
            tr!(
                "greedy cannot follow {search}: it steps diagonally, and the snake moves in four directions",
                search = self.search.file_name()
            )
        })
    }
}

/// The greedy solver. It keeps no state between moves, only the tables its searches reuse.
#[derive(Clone, Debug, Default)]
pub struct Greedy {
    options: GreedyOptions,
    bfs: BfsSpace,
    /// The other searches' tables, made when one of them first runs (boxed: they are many
    /// times the size of BFS's, and the default greedy never uses them).
    searches: Option<Box<FoodSearchSpaces>>,
}

impl Greedy {
    /// The greedy solver with `options`.
    pub fn new(options: GreedyOptions) -> Greedy {
        Greedy {
            options,
            ..Greedy::default()
        }
    }

    /// The options it plays with.
    pub fn options(&self) -> GreedyOptions {
        self.options
    }

    /// Decides the next move.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let mut chain = Chain::new();
        if let Some(food) = game.food()
            && let Some(first) = self.eat_safely(game, food, &mut chain, obs)
        {
            return chain.finish(first, false);
        }
        if let Some(first) = self.follow_tail(game, &mut chain, obs) {
            return chain.finish(first, false);
        }
        let dir = wander(game, &mut chain);
        chain.finish(dir, true)
    }

    /// Checks (1) and (2): the first move of the path to `food`, if there is one and a virtual
    /// snake that eats along it can still reach its tail (or fills the board).
    fn eat_safely<O: Observer<DecisionEvent>>(
        &mut self,
        game: &Game,
        food: Pos,
        chain: &mut Chain,
        obs: &mut O,
    ) -> Option<Dir> {
        let (grid, snake) = (game.grid(), game.snake());
        // (1) The shortest path to the food (or the chosen search's path).
        let p1 = chain.path_to_food_by(
            self.options.search,
            &mut self.bfs,
            self.searches.get_or_insert_default(),
            game,
            food,
            obs,
        )?;
        // (2) A virtual snake eats along P1; can it still reach its tail?
        let virtual_snake = walk(snake, &p1, food);
        let board_full = virtual_snake.len() == grid.cells();
        chain.push(
            Fact::VirtualSnakeAte {
                length: virtual_snake.len(),
                board_full,
                body: virtual_snake.cells().collect(),
            },
            None,
        );
        let first = snake
            .head()
            .dir_to(p1[1])
            .expect("paths step to neighbours");
        if board_full {
            return Some(first);
        }
        let check = chain.next_check();
        let p2 = longest_path_in(
            &mut self.bfs,
            grid,
            virtual_snake.occupied(),
            virtual_snake.head(),
            virtual_snake.heading(),
            virtual_snake.tail(),
            &mut wrapped(obs, |e| DecisionEvent {
                check,
                event: StageEvent::Longest(e),
            }),
        );
        let steps = p2.map(|p| p.len() as u32 - 1);
        chain.push(Fact::VirtualTailReachable { steps }, Some(Stage::Longest));
        steps.is_some_and(|s| s > 1).then_some(first)
    }

    /// Check (3): the first move of the longest path to the real tail, if there is one.
    fn follow_tail<O: Observer<DecisionEvent>>(
        &mut self,
        game: &Game,
        chain: &mut Chain,
        obs: &mut O,
    ) -> Option<Dir> {
        let snake = game.snake();
        let check = chain.next_check();
        let p3 = longest_path_in(
            &mut self.bfs,
            game.grid(),
            snake.occupied(),
            snake.head(),
            snake.heading(),
            snake.tail(),
            &mut wrapped(obs, |e| DecisionEvent {
                check,
                event: StageEvent::Longest(e),
            }),
        );
        let p3 = p3.filter(|p| p.len() > 2);
        chain.push(
            Fact::TailReachable {
                steps: p3.as_ref().map(|p| p.len() as u32 - 1),
                first: p3.as_ref().and_then(|p| p[0].dir_to(p[1])),
            },
            Some(Stage::Longest),
        );
        p3.map(|p3| {
            snake
                .head()
                .dir_to(p3[1])
                .expect("paths step to neighbours")
        })
    }
}

/// Check (4), wandering: the safe move farthest from the food (from the tail when there is
/// no food), or any legal move when none is safe.
fn wander(game: &Game, chain: &mut Chain) -> Dir {
    let (grid, snake) = (game.grid(), game.snake());
    let target = game.food().unwrap_or(snake.tail());
    let farthest = safe_moves(game)
        .filter_map(|d| {
            grid.neighbour(snake.head(), d)
                .map(|c| (d, c.manhattan(target)))
        })
        .fold(None, |best: Option<(_, u32)>, (d, dist)| match best {
            Some((_, b)) if b >= dist => best,
            _ => Some((d, dist)),
        });
    chain.push(
        Fact::FarthestFromFood {
            dir: farthest.map(|f| f.0),
            distance: farthest.map_or(0, |f| f.1),
        },
        None,
    );
    farthest.map_or_else(|| legal_move(game), |f| f.0)
}

/// The snake after walking `path` (which starts at its head) and eating at `food`.
pub fn walk(snake: &Snake, path: &[Pos], food: Pos) -> Snake {
    let mut s = snake.clone();
    for &cell in &path[1..] {
        s.advance(cell, cell == food);
    }
    s
}

impl super::Solver for Greedy {
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        Greedy::decide(self, game, obs)
    }

    fn is_stateless(&self) -> bool {
        true
    }

    fn memory(&self) -> super::progress::Memory {
        super::progress::Memory::Nothing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;
    use crate::rules::{Dir, FoodSource, Grid, TailRule};

    fn game(w: i64, h: i64, cells: &[(u16, u16)], food: (u16, u16)) -> Game {
        let g = Grid::new(w, h).unwrap();
        let cells: Vec<Pos> = cells.iter().map(|&c| c.into()).collect();
        let s = Snake::new(&g, &cells, Some(Dir::Right)).unwrap();
        Game::new(
            g,
            s,
            FoodSource::new(vec![food.into()], 1),
            TailRule::Blocks,
            None,
        )
    }

    #[test]
    fn it_eats_by_the_shortest_path_when_safe() {
        let g = game(8, 8, &[(3, 0), (2, 0), (1, 0), (0, 0)], (6, 0));
        let d = Greedy::default().decide(&g, &mut Ignore);
        assert_eq!(d.dir, Dir::Right);
        assert_eq!(
            d.checks[0].fact,
            Fact::PathToFood {
                steps: Some(3),
                first: Some(Dir::Right)
            }
        );
        assert!(matches!(d.checks[2].fact, Fact::VirtualTailReachable { steps: Some(s) } if s > 1));
        assert!(!d.unsafe_fallback);
    }

    #[test]
    fn it_refuses_food_that_would_box_it_in() {
        // The food sits at the end of a one-wide dead end at the top right: after eating it,
        // the virtual head has its own neck and body on both sides and no way back to its
        // tail, so greedy follows its tail instead (Left, not Right to the food).
        let g = game(
            5,
            3,
            &[
                (2, 0),
                (2, 1),
                (3, 1),
                (4, 1),
                (4, 2),
                (3, 2),
                (2, 2),
                (1, 2),
            ],
            (4, 0),
        );
        let d = Greedy::default().decide(&g, &mut Ignore);
        assert_eq!(
            d.checks[0].fact,
            Fact::PathToFood {
                steps: Some(2),
                first: Some(Dir::Right)
            }
        );
        assert_eq!(
            d.checks[2].fact,
            Fact::VirtualTailReachable { steps: None },
            "{}",
            d.summary()
        );
        assert!(matches!(
            d.checks[3].fact,
            Fact::TailReachable { steps: Some(s), first: Some(Dir::Left) } if s > 1
        ));
        assert_eq!(d.dir, Dir::Left);
        assert!(!d.unsafe_fallback);
    }

    #[test]
    fn events_are_filed_under_their_check() {
        let g = game(6, 6, &[(2, 2), (1, 2), (0, 2)], (5, 5));
        let mut events: Vec<DecisionEvent> = Vec::new();
        let d = Greedy::default().decide(&g, &mut events);
        assert!(events.iter().all(|e| e.check < d.checks.len()));
        assert!(
            events
                .iter()
                .any(|e| e.check == 0 && matches!(e.event, StageEvent::Bfs(_)))
        );
        assert!(
            events
                .iter()
                .any(|e| e.check == 2 && matches!(e.event, StageEvent::Longest(_)))
        );
    }
}
