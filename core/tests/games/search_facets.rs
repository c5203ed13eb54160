//! Every graph search of the stage list has every facet a search must have, so that a new
//! search is one module, one line of the list and its words: a name on the command line and
//! in a file, a title and pseudo-code in every language, a lit line and a caption in every
//! language for each event, a frontier whose front is each cell the search takes, a race's
//! counts read off its events, an answer to the frontier quiz, a lane in a race, greedy's path
//! to the food, and a refused neighbour's hover facts. Each facet is checked for each search
//! by name, and the test fails on the first search that lacks one, naming both.

use crate::common::{classic, scripted};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::bfs::BfsEvent;
use snakescope_core::algo::search::{Distance, SearchStep, Side};
use snakescope_core::explain::{FrontierQuestion, ReplayOrigin, StageReplay, cell_facts};
use snakescope_core::rules::{CellSet, Game, Ground, Pos, TailRule, Terrain};
use snakescope_core::scenario::{self, parse_solver};
use snakescope_core::solver::{AnySolver, DecisionEvent, GreedyOptions, SolverKind};
use snakescope_core::stages::{LineKind, Search, Stage, StageEvent, StageFrame};
use snakescope_core::trace::captions;
use snakescope_core::trace::race::{RaceBoard, RaceError, Tally, race};
use snakescope_core::trace::{run_stage, run_stage_from};
use snakescope_core::words::{Language, for_this_thread};
use std::path::Path;

/// A facet of a search: its name, and what is wrong if the search lacks it.
type Facet = (&'static str, fn(Search) -> Result<(), String>);

/// Every facet, by name.
const FACETS: [Facet; 13] = [
    ("name", name),
    ("file name", file_name),
    ("title", title),
    ("pseudo-code", pseudo_code),
    ("captions", worded),
    ("frontier fold", frontier_fold),
    ("tally", tally),
    ("quiz answer", quiz_answer),
    ("race", racing),
    ("greedy food search", greedy_food_search),
    ("cell facts", hover_facts),
    ("Portuguese words", portuguese_words),
    ("terrain", terrain),
];

/// Checks `ok`, or says `why`.
fn must(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(why()) }
}

/// The boards every facet runs a search on: an open board, one with a wall across it, one
/// with the food walled off by the body, a corner whose two first moves both turn (where
/// the uniform-cost search skips a stale entry), and pillars (where jump point search's
/// frontier holds more than one jump point).
fn games() -> Vec<(Game, Option<CellSet>)> {
    let open = classic(8, 8, 4, 3, TailRule::Blocks);
    let walled = scripted(8, 6, &[(0, 2)], &[(7, 2)], TailRule::Blocks);
    let mut wall = CellSet::new(walled.grid().cells());
    for y in 0..5 {
        wall.insert(walled.grid().index(Pos::new(3, y)));
    }
    let sealed = scripted(
        4,
        4,
        &[(2, 0), (1, 0), (1, 1), (0, 1)],
        &[(0, 0)],
        TailRule::Blocks,
    );
    let corner = scripted(3, 3, &[(0, 0)], &[(2, 2)], TailRule::Blocks);
    let mut corner_wall = CellSet::new(9);
    corner_wall.insert(corner.grid().index(Pos::new(2, 0)));
    // Pillars, round which a path in eight directions has more than one place to turn.
    let pillars = scripted(9, 9, &[(0, 4)], &[(8, 1)], TailRule::Blocks);
    let mut pillar_walls = CellSet::new(81);
    for (x, y) in [(2, 3), (2, 5), (4, 1), (4, 7), (6, 3), (6, 5)] {
        pillar_walls.insert(pillars.grid().index(Pos::new(x, y)));
    }
    vec![
        (open, None),
        (walled, Some(wall)),
        (sealed, None),
        (corner, Some(corner_wall)),
        (pillars, Some(pillar_walls)),
    ]
}

/// `search`'s events on each of [`games`], run as its stage runs on its own.
fn runs(search: Search) -> Vec<(Game, Vec<StageEvent>)> {
    games()
        .into_iter()
        .map(|(game, walls)| {
            let run = run_stage_from(search.stage(), &game, None, None, None, walls.as_ref());
            let events = run.expect("a search runs wherever there is food").events;
            (game, events)
        })
        .collect()
}

fn name(search: Search) -> Result<(), String> {
    let name = search.cli_name();
    must(!name.is_empty(), || "no command-line name".into())?;
    must(Search::from_cli_name(name) == Some(search), || {
        format!("{name} does not read back")
    })?;
    must(Stage::from_cli_name(name) == Some(search.stage()), || {
        format!("{name} is not its stage's name")
    })?;
    must(Search::cli_names_in_words().contains(name), || {
        format!("{name} is missing from the list in words")
    })
}

fn file_name(search: Search) -> Result<(), String> {
    let written = format!("Greedy(search: {})", search.file_name());
    if search.steps_diagonally() {
        // A search in eight directions is named in a file, and refused by greedy there.
        let refused = parse_solver(&written).err().map(|e| e.to_string());
        return must(
            refused.is_some_and(|e| e.contains(search.file_name()) && e.contains("four")),
            || format!("{written} is not refused by its name"),
        );
    }
    let kind = parse_solver(&written).map_err(|e| e.to_string())?;
    must(kind == SolverKind::Greedy(GreedyOptions { search }), || {
        format!("{written} reads as {kind:?}")
    })?;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios/classic-8x8-greedy.ron");
    let mut scenario = scenario::load(&path).map_err(|e| e.to_string())?;
    scenario.solver = kind;
    let text = scenario.to_ron_string();
    must(search == Search::Bfs || text.contains(&written), || {
        format!("the file writes {text}")
    })
}

fn title(search: Search) -> Result<(), String> {
    must(!search.title().is_empty(), || "no title".into())?;
    must(search.title() == search.stage().title(), || {
        "its title is not its stage's".into()
    })
}

fn pseudo_code(search: Search) -> Result<(), String> {
    let kinds = search.stage().line_kinds();
    let mut lit = vec![false; kinds.len()];
    for (_, events) in runs(search) {
        for e in &events {
            must(kinds.get(e.line()) == Some(&LineKind::Step), || {
                format!("{e:?} lights line {}, not a step line", e.line())
            })?;
            lit[e.line()] = true;
        }
    }
    // The lines no board here lights are checked over the curated scenarios (stage_lines);
    // the start, an expansion and a push are lit on every board.
    let lit_steps = lit.iter().filter(|&&l| l).count();
    must(lit_steps >= 3, || format!("only {lit_steps} lines are lit"))
}

fn worded(search: Search) -> Result<(), String> {
    for (_, events) in runs(search) {
        for (i, caption) in captions(&events).iter().enumerate() {
            must(!caption.is_empty(), || {
                format!("event {i} ({:?}) says nothing", events[i])
            })?;
        }
    }
    Ok(())
}

fn frontier_fold(search: Search) -> Result<(), String> {
    for (game, events) in runs(search) {
        let frame = fold_checking_fronts(&game, &events)?;
        let facts = search.stage().facts(&events, &frame, &game);
        must(facts.frontier.is_some(), || "no frontier strip".into())?;
    }
    Ok(())
}

/// Folds `events` on `game`'s board, checking that the entry each take or skip removes is its
/// frontier's front (live for a take, stale for a skip) and that every take is an expansion.
fn fold_checking_fronts(game: &Game, events: &[StageEvent]) -> Result<StageFrame, String> {
    let mut frame = StageFrame::new(*game.grid());
    let mut taken = 0;
    for (i, e) in events.iter().enumerate() {
        let step = e
            .search_step()
            .ok_or("an event that is no frontier operation")?;
        let leaving = match step {
            SearchStep::Taken { cell, side, .. } => {
                taken += 1;
                Some((cell, usize::from(side == Some(Side::Target)), false))
            }
            SearchStep::Skipped { cell } => Some((cell, 0, true)),
            _ => None,
        };
        if let Some((cell, which, stale)) = leaving {
            let front = frame.frontiers.get(which).and_then(|f| f.front());
            must(
                front.is_some_and(|f| f.cell == cell && f.stale == stale),
                || format!("event {i} takes {cell}; the frontier's front is {front:?}"),
            )?;
        }
        frame.apply(e);
    }
    must(frame.expansions == taken, || {
        format!("{} expansions folded, {taken} taken", frame.expansions)
    })?;
    Ok(frame)
}

fn tally(search: Search) -> Result<(), String> {
    for (game, events) in runs(search) {
        let counts = Tally::of(&events);
        let taken = events
            .iter()
            .filter(|e| matches!(e.search_step(), Some(SearchStep::Taken { .. })))
            .count() as u32;
        must(counts.expanded == taken, || {
            format!("{} expanded, {taken} taken", counts.expanded)
        })?;
        must(counts.max_frontier >= 1, || "an empty frontier".into())?;
        let frame = StageFrame::fold(*game.grid(), &events);
        must(
            counts.path.as_deref() == Some(&frame.path[..]) || frame.path.is_empty(),
            || "the tally's path is not the frame's".into(),
        )?;
    }
    Ok(())
}

fn quiz_answer(search: Search) -> Result<(), String> {
    // The first board whose frontier offers a choice (jump point search's frontier on an
    // open board holds one jump point at a time).
    let (events, q) = runs(search)
        .into_iter()
        .find_map(|(game, events)| {
            let replay = StageReplay::new(
                search.stage(),
                ReplayOrigin::Decision { tick: 0, check: 0 },
                *game.grid(),
                events.clone(),
            );
            FrontierQuestion::next_in(&replay, 0).map(|q| (events, q))
        })
        .ok_or("no question on any board")?;
    let next = events[q.at..].iter().find_map(|e| match e.search_step() {
        Some(SearchStep::Taken { cell, .. }) => Some(cell),
        _ => None,
    });
    must(next == Some(q.answer) && q.offers(q.answer), || {
        format!(
            "the answer {} is not the cell taken next, {next:?}",
            q.answer
        )
    })?;
    must(!q.reason().is_empty(), || "the answer has no reason".into())
}

fn racing(search: Search) -> Result<(), String> {
    for (game, walls) in games() {
        let board = RaceBoard::new(&game, None, None, walls.unwrap_or(CellSet::new(0)))
            .map_err(|e| e.to_string())?;
        let other = if search == Search::Bfs {
            Search::AStar
        } else {
            Search::Bfs
        };
        let raced = race(&board, &[other, search]).map_err(|e| e.to_string())?;
        let rows = raced.rows();
        let (bfs, own) = (&rows[0], &rows[1]);
        must(own.search == search && own.expanded >= 1, || {
            format!("its row is {own:?}")
        })?;
        if search.steps_diagonally() {
            // A diagonal step is two straight ones round an open corner: never more steps,
            // never more cost, and the cheapest under its own cost.
            // On plain ground a cheapest path in eight directions costs at least a unit a
            // step, and at most the fewest moves in four.
            let cheapest = own.shortest == Some(true);
            must(
                !cheapest || (own.cost <= bfs.cost && own.path_length <= bfs.path_length),
                || format!("a cheapest path dearer than the fewest moves: {own:?} {bfs:?}"),
            )?;
            // Shortest under its own cost: the cheapest in eight directions (breadth-first
            // search, which counts steps, is told whether its path happens to be).
            let cheapest = raced.lanes()[1].optimum();
            must(
                own.shortest == own.cost.map(|c| Some(c) == cheapest),
                || format!("shortest is not measured against the cheapest: {own:?}"),
            )?;
        } else {
            must(
                own.path_length >= bfs.path_length || !search.is_complete(),
                || format!("a path shorter than the fewest moves: {own:?} {bfs:?}"),
            )?;
        }
        must(
            own.path_length.is_some() == bfs.path_length.is_some() || !search.is_complete(),
            || format!("a complete search disagrees on whether there is a path: {own:?}"),
        )?;
        must(!raced.lanes()[1].caption(0).is_empty(), || {
            "no caption".into()
        })?;
    }
    Ok(())
}

/// On a band of mud and water across the walled board, a search either weighs its steps and
/// finds the cheapest path (measured independently by the race), or its run says it ignores
/// the terrain; and its frontier, folded, still leaves in the order the search takes it.
fn terrain(search: Search) -> Result<(), String> {
    let (game, walls) = games().swap_remove(1);
    let grid = *game.grid();
    let mut ground = Terrain::new(grid.cells());
    for y in 0..6 {
        ground.set(grid.index(Pos::new(1, y)), Ground::Mud);
        ground.set(grid.index(Pos::new(5, y)), Ground::Water);
    }
    let board = RaceBoard::new(&game, None, None, walls.unwrap_or(CellSet::new(0)))
        .map_err(|e| e.to_string())?
        .with_terrain(ground);
    let other = if search == Search::Dijkstra {
        Search::AStar
    } else {
        Search::Dijkstra
    };
    let raced = match race(&board, &[other, search]) {
        // A search that cannot weigh its steps may refuse the board, with its reason.
        Err(RaceError::Board(refused, why)) if refused == search => {
            return must(why.contains("mud"), || format!("refused for {why}"));
        }
        raced => raced.map_err(|e| e.to_string())?,
    };
    let lane = &raced.lanes()[1];
    let row = lane.row();
    must(
        lane.note().is_some_and(|n| n.contains("terrain")) || row.shortest == Some(true),
        || format!("neither the cheapest path nor a note that it ignores the terrain: {row:?}"),
    )?;
    fold_checking_fronts(&game, lane.events()).map(|_| ())
}

fn greedy_food_search(search: Search) -> Result<(), String> {
    let kind = SolverKind::Greedy(GreedyOptions { search });
    let mut game = classic(8, 8, 4, 7, TailRule::Blocks);
    if search.steps_diagonally() {
        // The snake moves in four directions: greedy refuses to follow this one.
        return must(AnySolver::new(kind, &game).is_err(), || {
            "greedy follows a search in eight directions".into()
        });
    }
    let mut solver = AnySolver::new(kind, &game).map_err(|e| e.to_string())?;
    for _ in 0..60 {
        if game.is_over() {
            break;
        }
        let mut events: Vec<DecisionEvent> = Vec::new();
        let decision = solver.decide(&game, &mut events);
        let first = events.first().map(|e| e.event.stage());
        must(first == Some(search.stage()), || {
            format!("greedy's first check ran {first:?}")
        })?;
        must(!game.snake().is_reversal(decision.dir), || {
            "a reversal".into()
        })?;
        game.step(decision.dir);
    }
    // Unwatched, the same moves.
    let mut again = classic(8, 8, 4, 7, TailRule::Blocks);
    let mut quiet = AnySolver::new(kind, &again).map_err(|e| e.to_string())?;
    while again.moves() < game.moves() {
        again.step(quiet.decide(&again, &mut Ignore).dir);
    }
    must(again.snake() == game.snake(), || {
        "watching changed the game".into()
    })
}

fn hover_facts(search: Search) -> Result<(), String> {
    // The walled board: a wall cell beside a cell the search expands is refused.
    let (game, walls) = games().swap_remove(1);
    let run = run_stage_from(search.stage(), &game, None, None, None, walls.as_ref())
        .map_err(|e| e.to_string())?;
    let refused = run.events.iter().rev().find_map(|e| match e.search_step() {
        Some(SearchStep::Refused { from, dir }) => game.grid().step(from, dir),
        _ => None,
    });
    let cell = refused.ok_or("no neighbour refused on a walled board")?;
    let origin = ReplayOrigin::OwnBoard {
        tick: 0,
        start: None,
        target: None,
    };
    let mut replay = StageReplay::new(search.stage(), origin, *game.grid(), run.events);
    replay.to_end();
    let facts = cell_facts(&game, Some(&replay), None, None, cell);
    must(facts.iter().any(|f| f.starts_with("refused: ")), || {
        format!("{cell} says {facts:?}")
    })
}

fn portuguese_words(search: Search) -> Result<(), String> {
    let (title, code) = (search.title(), search.stage().pseudocode());
    let english: Vec<Vec<String>> = runs(search).iter().map(|(_, e)| captions(e)).collect();
    let catalogue = snakescope_core::words::portuguese_entries();
    for line in &code {
        must(catalogue.iter().any(|(en, _)| en == line.trim()), || {
            format!("no Portuguese for the line “{}”", line.trim())
        })?;
    }
    let _pt = for_this_thread(Language::Portuguese);
    must(search.title() != title, || {
        "its title has no Portuguese".into()
    })?;
    for ((_, events), en) in runs(search).iter().zip(&english) {
        for (pt, en) in captions(events).iter().zip(en) {
            must(pt != en, || format!("no Portuguese for “{en}”"))?;
        }
    }
    Ok(())
}

#[test]
fn every_search_has_every_facet() {
    let mut missing = Vec::new();
    for search in Search::ALL {
        for (facet, check) in FACETS {
            if let Err(why) = check(search) {
                missing.push(format!("{search}: {facet}: {why}"));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn a_take_that_is_not_the_front_is_reported() {
    // The check itself: BFS's events with its second expansion moved to another cell no
    // longer match the queue its stage folds.
    let game = classic(6, 6, 3, 1, TailRule::Blocks);
    let mut events = run_stage(Stage::Bfs, &game, None, None)
        .expect("bfs runs")
        .events;
    assert!(fold_checking_fronts(&game, &events).is_ok());
    let second = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e.search_step(), Some(SearchStep::Taken { .. })))
        .nth(1)
        .map(|(i, _)| i)
        .expect("two expansions");
    events[second] = StageEvent::Bfs(BfsEvent::Taken {
        cell: Pos::new(5, 5),
        key: Distance(1),
    });
    let why = fold_checking_fronts(&game, &events).expect_err("a take off the queue's back");
    assert!(why.contains("(5, 5)"), "{why}");
}
