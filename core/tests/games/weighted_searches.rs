//! The searches on terrain, against brute force: on seeded random boards of mud, water and
//! walls, every search that weighs its steps finds the cheapest path (Dijkstra with its turn
//! cost, A* under every heuristic and tie-break), A* weighted by w finds one at most w times
//! the cheapest, BFS the fewest steps, and every complete search a legal path whenever one
//! exists. The race's table says the same: its cost column sums entry costs, "shortest" is
//! measured against the cheapest, and a weighted A* row is within its bound.

use snakescope_core::algo::Ignore;
use snakescope_core::algo::search::bidirectional::{
    BidirectionalEvent, BidirectionalOwn, BidirectionalSpace,
};
use snakescope_core::algo::search::{Guide, Heuristic, Length, TieBreak, Weight};
use snakescope_core::rules::{
    CellSet, Dir, FoodSource, Game, Grid, Ground, Pos, Snake, TailRule, Terrain,
};
use snakescope_core::stages::{Search, SearchProblem, SearchSpaces};
use snakescope_core::trace::race::{RaceBoard, race};

/// How many random boards the sweep draws.
const BOARDS: u64 = 1200;

/// A seeded xorshift: the same boards every run.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// One random board: its size, walls (about a fifth), terrain (a quarter mud, a sixth water),
/// a start with its heading, a target, a turn cost and A*'s guide.
struct Board {
    grid: Grid,
    walls: CellSet,
    terrain: Terrain,
    start: Pos,
    heading: Dir,
    target: Pos,
    turn_cost: u32,
    guide: Guide,
}

fn board(dice: &mut Dice) -> Board {
    let grid = Grid::new(2 + dice.below(9) as i64, 2 + dice.below(9) as i64).unwrap();
    let cells = grid.cells() as u64;
    let start = grid.pos(dice.below(cells) as usize);
    let mut target = grid.pos(dice.below(cells) as usize);
    if target == start {
        target = grid.pos((grid.index(start) + 1) % grid.cells());
    }
    let mut walls = CellSet::new(grid.cells());
    let mut terrain = Terrain::new(grid.cells());
    for i in 0..grid.cells() {
        if i == grid.index(start) || i == grid.index(target) {
            continue;
        }
        match dice.below(12) {
            0..=1 => {
                walls.insert(i);
            }
            2..=4 => terrain.set(i, Ground::Mud),
            5..=6 => terrain.set(i, Ground::Water),
            _ => {}
        }
    }
    // The target's own ground counts too: entering it costs what it is.
    if dice.below(3) == 0 {
        terrain.set(grid.index(target), Ground::Water);
    }
    let weights = [100, 100, 125, 150, 200, 300];
    let guide = Guide {
        heuristic: Heuristic::ALL[dice.below(5) as usize],
        weight: Weight::from_hundredths(weights[dice.below(6) as usize]).unwrap(),
        ties: if dice.below(2) == 0 {
            TieBreak::LargerG
        } else {
            TieBreak::SmallerG
        },
    };
    Board {
        grid,
        walls,
        terrain,
        start,
        heading: Dir::ALL[dice.below(4) as usize],
        target,
        turn_cost: [0, 0, 1, 3][dice.below(4) as usize],
        guide,
    }
}

/// The least cost of any walk from the start (entered by its heading) to the target around the
/// walls, a move costing what entering its cell costs (`uniform`: 1 whatever the ground) and a
/// change of direction `turn_cost` more: every (cell, direction) state relaxed over and over
/// until nothing changes, no queue and no cleverness.
fn brute_force(b: &Board, turn_cost: u32, uniform: bool) -> Option<u32> {
    let grid = &b.grid;
    let state = |cell: Pos, dir: Dir| grid.index(cell) * 4 + usize::from(dir.to_index());
    let mut cost = vec![u32::MAX; grid.cells() * 4];
    cost[state(b.start, b.heading)] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for cell in grid.all_cells() {
            for entered in Dir::ALL {
                let here = cost[state(cell, entered)];
                if here == u32::MAX || cell == b.target {
                    continue;
                }
                for (dir, next) in grid.neighbours(cell) {
                    let ni = grid.index(next);
                    if next != b.target && b.walls.contains(ni) {
                        continue;
                    }
                    let enter = if uniform { 1 } else { b.terrain.cost(ni) };
                    let new = here + enter + if dir == entered { 0 } else { turn_cost };
                    if new < cost[state(next, dir)] {
                        cost[state(next, dir)] = new;
                        changed = true;
                    }
                }
            }
        }
    }
    Dir::ALL
        .into_iter()
        .map(|d| cost[state(b.target, d)])
        .filter(|&c| c != u32::MAX)
        .min()
}

/// What `path` costs on the board, counted here: each cell entered at its ground's cost, each
/// change of direction (the heading counting for the first move) at `turn_cost`.
fn cost_of(b: &Board, path: &[Pos], turn_cost: u32) -> u32 {
    let mut before = b.heading;
    let mut cost = 0;
    for w in path.windows(2) {
        let dir = w[0].dir_to(w[1]).expect("steps join neighbours");
        cost += b.terrain.cost(b.grid.index(w[1])) + if dir == before { 0 } else { turn_cost };
        before = dir;
    }
    cost
}

/// Every step joins neighbours, no cell repeats, and no wall is entered.
fn assert_legal(b: &Board, path: &[Pos], what: &str) {
    assert_eq!(path.first(), Some(&b.start), "{what}");
    assert_eq!(path.last(), Some(&b.target), "{what}");
    let mut seen = CellSet::new(b.grid.cells());
    for &c in path {
        assert!(seen.insert(b.grid.index(c)), "{what}: {c} repeats");
        assert!(!b.walls.contains(b.grid.index(c)), "{what}: {c} is a wall");
    }
    for w in path.windows(2) {
        assert!(
            w[0].touches(w[1]),
            "{what}: {} and {} do not touch",
            w[0],
            w[1]
        );
    }
}

/// `search`'s path on board `b` under `guide`, as its stage finds it.
fn find(b: &Board, snake: &Snake, search: Search, guide: Guide) -> Option<Vec<Pos>> {
    let problem = SearchProblem {
        grid: &b.grid,
        blocked: &b.walls,
        walls: Some(&b.walls),
        snake,
        rule: TailRule::Follows,
        start: b.start,
        heading: b.heading,
        target: b.target,
        turn_cost: b.turn_cost,
        terrain: Some(&b.terrain),
        guide,
    };
    search.find_path(&mut SearchSpaces::default(), &problem, &mut Ignore)
}

#[test]
fn on_random_terrain_each_search_keeps_its_promise_against_brute_force() {
    let mut dice = Dice(0x7e44a1u64 << 8 | 1);
    let mut weighted_beaten = 0;
    // Boards where the bidirectional search's first meeting is not the cheapest path: its
    // rule to stop is what finds the cheapest there.
    let mut stop_rule_mattered = 0;
    for k in 0..BOARDS {
        let b = board(&mut dice);
        let snake = Snake::new(&b.grid, &[b.start], Some(b.heading)).unwrap();
        let what = |name: &str| format!("board {k}: {name} on {}", b.grid);
        let cheapest = brute_force(&b, 0, false);
        let cheapest_turning = brute_force(&b, b.turn_cost, false);
        let fewest = brute_force(&b, 0, true);
        assert_eq!(cheapest.is_some(), fewest.is_some());

        let dijkstra = find(&b, &snake, Search::Dijkstra, b.guide);
        let cost = dijkstra.as_ref().map(|p| cost_of(&b, p, b.turn_cost));
        assert_eq!(cost, cheapest_turning, "{}", what("dijkstra"));

        let optimal = Guide {
            weight: Weight::ONE,
            ..b.guide
        };
        let astar = find(&b, &snake, Search::AStar, optimal);
        let cost = astar.as_ref().map(|p| cost_of(&b, p, 0));
        assert_eq!(cost, cheapest, "{} {optimal:?}", what("astar"));

        let weighted = find(&b, &snake, Search::AStar, b.guide);
        let cost = weighted.as_ref().map(|p| cost_of(&b, p, 0));
        assert_eq!(
            cost.is_some(),
            cheapest.is_some(),
            "{}",
            what("weighted astar")
        );
        if let (Some(cost), Some(best)) = (cost, cheapest) {
            // w times the cheapest, rounded down: costs are whole.
            let bound = (u64::from(best) * u64::from(b.guide.weight.hundredths()) / 100) as u32;
            assert!(
                cost <= bound,
                "{}: {cost} > {bound}",
                what("weighted astar")
            );
            weighted_beaten += u32::from(cost > best);
        }

        let both = find(&b, &snake, Search::Bidirectional, b.guide);
        let cost = both.as_ref().map(|p| cost_of(&b, p, 0));
        assert_eq!(cost, cheapest, "{}", what("bidirectional"));
        let mut events = Vec::new();
        let ends = (b.start, b.heading, b.target);
        BidirectionalSpace::new().cheapest_path_on(
            &b.grid,
            &b.walls,
            Some(&b.terrain),
            ends,
            &mut events,
        );
        let first_meeting = events.iter().find_map(|e| match e {
            BidirectionalEvent::Own(
                BidirectionalOwn::Touched { cost, .. } | BidirectionalOwn::Bridged { cost, .. },
            ) => Some(*cost),
            _ => None,
        });
        stop_rule_mattered += u32::from(first_meeting > cheapest);

        let bfs = find(&b, &snake, Search::Bfs, b.guide);
        assert_eq!(
            bfs.as_ref().map(|p| p.len() as u32 - 1),
            fewest,
            "{}",
            what("bfs")
        );

        // (The searches in eight directions are checked against their own brute force in
        // the core's eight-direction tests.)
        for search in Search::for_the_snake() {
            if search == Search::Timed {
                continue;
            }
            let path = find(&b, &snake, search, b.guide);
            assert_eq!(
                path.is_some(),
                cheapest.is_some(),
                "{}",
                what(search.cli_name())
            );
            if let Some(path) = path {
                assert_legal(&b, &path, &what(search.cli_name()));
            }
        }
    }
    // The sweep reaches boards where the weight does cost something (10 of the 1,200): the
    // bound is tested, not only met by optimal paths.
    assert!(weighted_beaten >= 5, "{weighted_beaten}");
    assert!(stop_rule_mattered >= 20, "{stop_rule_mattered}");
    eprintln!(
        "{BOARDS} boards: weighted A* dearer than the cheapest on {weighted_beaten}, the bidirectional search's first meeting dearer on {stop_rule_mattered}"
    );
}

#[test]
fn the_race_counts_entry_costs_and_flags_a_weighted_run_with_its_bound() {
    let mut dice = Dice(0xbeef5);
    let mut bounds = 0;
    for k in 0..200 {
        let b = board(&mut dice);
        let snake = Snake::new(&b.grid, &[b.start], Some(b.heading)).unwrap();
        let food = FoodSource::new(vec![b.target], 1);
        let game = Game::new(b.grid, snake, food, TailRule::Follows, None);
        let raced = RaceBoard::new(&game, Some(b.start), Some(b.target), b.walls.clone())
            .unwrap()
            .with_turn_cost(b.turn_cost)
            .with_terrain(b.terrain.clone())
            .with_guide(b.guide);
        let searches = [
            Search::Bfs,
            Search::Dijkstra,
            Search::AStar,
            Search::Bidirectional,
        ];
        let run = race(&raced, &searches).unwrap();
        // Every search's frames fold: each frontier's front is the cell its search takes.
        for lane in run.lanes() {
            lane.frame_at(&raced, run.steps() - 1);
        }
        let rows = run.rows();
        let whole = |c: Option<u32>| c.map(|n| Length::straight(u64::from(n)));
        let cheapest = whole(brute_force(&b, 0, false));
        let (bfs, dijkstra, astar) = (&rows[0], &rows[1], &rows[2]);
        assert_eq!(rows[3].cost, cheapest, "board {k}");
        assert_eq!(rows[3].shortest, cheapest.map(|_| true), "board {k}");
        assert_eq!(
            dijkstra.cost,
            whole(brute_force(&b, b.turn_cost, false)),
            "board {k}"
        );
        assert_eq!(dijkstra.shortest, cheapest.map(|_| true), "board {k}");
        // BFS's cost column is what its path of fewest steps costs on the terrain.
        if let (Some(cost), Some(best)) = (bfs.cost, cheapest) {
            assert!(cost >= best);
            assert_eq!(bfs.shortest, Some(cost == best), "board {k}");
        }
        let Some(best) = cheapest else {
            assert_eq!(astar.cost, None);
            continue;
        };
        if b.guide.weight.is_weighted() {
            let bound = best.times(b.guide.weight.hundredths());
            assert_eq!(astar.bound, Some(bound), "board {k}");
            assert_eq!(astar.within_bound(), Some(true), "board {k}");
            bounds += 1;
        } else {
            assert_eq!((astar.cost, astar.bound), (Some(best), None), "board {k}");
        }
    }
    assert!(bounds > 50, "{bounds}");
}
