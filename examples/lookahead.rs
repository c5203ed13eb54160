//! A solver of your own, in snakescope. `lookahead` looks one meal ahead: it sends a copy of
//! itself along the shortest path to the food and takes that path only if the copy, having
//! eaten, could still reach its own tail (a way out). Otherwise it chases its real tail, and
//! when even that is cut off it takes the move that leaves the most room.
//!
//! ```sh
//! cargo run --release --example lookahead                       # the app, lookahead in its solver menu
//! cargo run --release --example lookahead -- bench --solver lookahead,greedy
//! cargo run --release --example lookahead -- explain scenarios/dead-end-pocket-6x6.ron --solver lookahead
//! ```
//!
//! It is written against the public API only ([`Solver`], [`Chain`]). Its searches are the
//! breadth-first search the built-in solvers run, so their events replay in the "Shortest
//! path" stage, each under its own check in "Why this move?". The one line in `main`
//! registers it; everything else is snakescope.

use snakescope::algo::bfs::BfsSpace;
use snakescope::algo::{Observer, wrapped};
use snakescope::rules::{CellSet, Dir, Game, MoveVerdict, Pos, Snake};
use snakescope::solver::{
    Chain, Decision, DecisionEvent, Fact, Solver, SolverEntry, register, walk,
};
use snakescope::stages::{Stage, StageEvent};
use std::collections::VecDeque;
use std::process::ExitCode;

/// The lookahead solver. It remembers nothing between moves but its search tables.
#[derive(Clone, Debug, Default)]
struct Lookahead {
    bfs: BfsSpace,
}

impl Lookahead {
    /// The shortest path from `snake`'s head to its own tail, its search filed under a check
    /// of its own (named `name`) so that it replays on its own.
    fn path_to_tail<O: Observer<DecisionEvent>>(
        &mut self,
        game: &Game,
        snake: &Snake,
        name: &str,
        chain: &mut Chain,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let check = chain.next_check();
        let path = self
            .bfs
            .shortest_path(
                game.grid(),
                snake.occupied(),
                snake.head(),
                snake.heading(),
                snake.tail(),
                &mut wrapped(obs, |event| DecisionEvent {
                    check,
                    event: StageEvent::Bfs(event),
                }),
            )
            // Next to its tail the head cannot follow it (the tail has not moved yet).
            .filter(|p| p.len() > 2);
        chain.push(
            Fact::Reported(snakescope::stages::report::ReportedCheck {
                name: name.to_string(),
                answer: match &path {
                    Some(p) => format!("{} steps", p.len() - 1),
                    None => "none longer than one step".to_string(),
                },
            }),
            Some(Stage::Bfs),
        );
        path
    }
}

impl Solver for Lookahead {
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let mut chain = Chain::new();
        let snake = game.snake();
        let head = snake.head();
        // 1. The shortest path to the food.
        if let Some(food) = game.food()
            && let Some(path) = chain.path_to_food(&mut self.bfs, game, food, obs)
        {
            // 2. A copy eats along it: can the copy still reach its tail?
            let copy = walk(snake, &path, food);
            let full = copy.len() == game.grid().cells();
            if full
                || self
                    .path_to_tail(
                        game,
                        &copy,
                        "after the meal, a way to the tail",
                        &mut chain,
                        obs,
                    )
                    .is_some()
            {
                return chain.finish(
                    head.dir_to(path[1]).expect("paths step to neighbours"),
                    false,
                );
            }
        }
        // 3. Chase the real tail: it moves on and opens the way.
        if let Some(path) = self.path_to_tail(game, snake, "a way to the tail now", &mut chain, obs)
        {
            let dir = head.dir_to(path[1]).expect("paths step to neighbours");
            if game.judge(dir).is_safe() {
                return chain.finish(dir, false);
            }
        }
        // 4. The safe move with the most room.
        let best = Dir::ALL
            .into_iter()
            .filter(|&d| game.judge(d).is_safe())
            .map(|d| (room_after(game, d), d))
            .max_by_key(|&(room, d)| (room, std::cmp::Reverse(d)));
        match best {
            Some((room, dir)) => {
                chain.report("most room", format!("{dir}, {room} free cells"));
                chain.finish(dir, true)
            }
            None => {
                chain.report("most room", "no safe move is left");
                chain.finish(snake.heading(), true)
            }
        }
    }

    fn is_stateless(&self) -> bool {
        true
    }
}

/// Free cells reachable from the cell the head reaches by `dir` (0 if the move is fatal),
/// with the body after the move in the way.
fn room_after(game: &Game, dir: Dir) -> usize {
    let MoveVerdict::Safe { cell, eats } = game.judge(dir) else {
        return 0;
    };
    let grid = game.grid();
    let snake = game.snake();
    let mut blocked = CellSet::new(grid.cells());
    let kept = if eats { snake.len() } else { snake.len() - 1 };
    for p in snake.cells().take(kept) {
        blocked.insert(grid.index(p));
    }
    blocked.insert(grid.index(cell));
    let mut queue = VecDeque::from([cell]);
    let mut room = 0;
    while let Some(at) = queue.pop_front() {
        for (_, next) in grid.neighbours(at) {
            if blocked.insert(grid.index(next)) {
                room += 1;
                queue.push_back(next);
            }
        }
    }
    room
}

fn main() -> ExitCode {
    register(SolverEntry::new(
        "lookahead",
        "eat by the shortest path if a copy could still reach its tail, else chase the tail",
        |_game| Ok(Lookahead::default()),
    ));
    snakescope::main()
}
