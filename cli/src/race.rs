//! `snakescope race FILE --searches bfs,astar,...`: graph searches side by side on one board,
//! one expansion each per step, and the table read off their own events: cells expanded, the
//! largest frontier, the path's length and cost, and whether it is the shortest.

use crate::race_time::{self, MAX_RUNS, Timing};
use crate::render::LookArgs;
use anyhow::{Context, bail};
use clap::Args;
use snakescope_core::algo::search::dijkstra::{DEFAULT_TURN_COST, MAX_TURN_COST};
use snakescope_core::algo::search::{Guide, Heuristic, TieBreak, Weight};
use snakescope_core::rules::{CellSet, Directions, Grid, Ground, Pos};
use snakescope_core::scenario::{problem_lines, write_atomically};
use snakescope_core::session::Overlays;
use snakescope_core::trace::race::{Race, RaceBoard, RaceRow, Search, race};
use snakescope_picture::format::{PictureFormat, PictureOptions};
use snakescope_picture::race::{RaceRender, race_still_bytes, race_what};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `race`.
#[derive(Debug, Args)]
pub struct RaceArgs {
    #[arg(help = tr!("The scenario (or saved game) whose board the searches race on, or a Moving AI map (.map) with --scen"))]
    pub file: PathBuf,
    #[arg(
        long,
        value_name = "FILE.scen",
        help = tr!("With a .map: the Moving AI scenario file whose start and goal pairs the searches run, in eight directions")
    )]
    pub scen: Option<PathBuf>,
    #[arg(
        long,
        requires = "scen",
        help = tr!("With --scen: only the pairs of this bucket")
    )]
    pub bucket: Option<u32>,
    #[arg(
        long,
        required = true,
        help = tr!(
            "The searches, separated by commas (2 to {most}): {names}",
            most = Search::ALL.len(),
            names = Search::cli_names_as_written().join(", ")
        )
    )]
    pub searches: String,
    #[arg(
        long,
        default_value_t = 0,
        help = tr!("The tick whose board the searches race on")
    )]
    pub tick: usize,
    #[arg(
        long,
        value_name = "X,Y",
        value_parser = parse_cell,
        allow_hyphen_values = true,
        help = tr!("Where the searches start (by default the scenario's search board's, else the head)")
    )]
    pub from: Option<(i64, i64)>,
    #[arg(
        long,
        value_name = "X,Y",
        value_parser = parse_cell,
        allow_hyphen_values = true,
        help = tr!("The cell the searches look for (by default the search board's, else the food)")
    )]
    pub to: Option<(i64, i64)>,
    #[arg(
        long,
        value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_TURN_COST)),
        help = tr!(
            "How much more a turn costs than a straight move, for dijkstra (0 to {most}; the search board's turn_cost by default, else {usual})",
            most = MAX_TURN_COST,
            usual = DEFAULT_TURN_COST
        )
    )]
    pub turn_cost: Option<u32>,
    #[arg(
        long,
        value_parser = parse_heuristic,
        help = tr!(
            "A*'s and best-first's heuristic: {names} (by default the search board's, else manhattan)",
            names = Heuristic::ALL.map(Heuristic::cli_name).join(", ")
        )
    )]
    pub heuristic: Option<Heuristic>,
    #[arg(
        long,
        value_parser = parse_weight,
        help = tr!("A*'s weight w on its heuristic, f = g + w·h, from 1 to 10 (by default the search board's, else 1): its path costs at most w times the cheapest")
    )]
    pub weight: Option<Weight>,
    #[arg(
        long,
        value_parser = parse_ties,
        help = tr!("Which of A*'s entries of equal f leaves first: larger-g or smaller-g (by default the search board's, else larger-g)")
    )]
    pub ties: Option<TieBreak>,
    #[arg(
        long,
        value_parser = parse_directions,
        help = tr!("How the searches move: four or eight (by default the search board's, else four); in eight, each search that has a form in eight directions runs in it")
    )]
    pub directions: Option<Directions>,
    #[arg(
        long,
        help = tr!("The solver that plays the scenario to the tick (by default its own)")
    )]
    pub solver: Option<String>,
    #[arg(
        long,
        help = tr!(
            "Print a JSON list of objects with search, expanded, max_frontier, path_length, cost, \
             shortest and complete"
        )
    )]
    pub json: bool,
    #[arg(
        long,
        help = tr!(
            "Also time each search apart from the race, the least of --runs runs: watched by \
             nothing, the code a solver runs (time_us in JSON), and keeping what the race \
             keeps (recorded_us)"
        )
    )]
    pub time: bool,
    #[arg(
        long,
        default_value_t = 5,
        requires = "time",
        value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_RUNS)),
        help = tr!("How many times --time runs each search each way, from 1 to {most}", most = MAX_RUNS)
    )]
    pub runs: u32,
    #[arg(
        long,
        help = tr!(
            "Also draw the race for a slide: a .png of one step (by default the last), or a \
             .gif of every step"
        )
    )]
    pub out: Option<PathBuf>,
    #[arg(
        long,
        help = tr!("The step a .png shows: 0 before any expansion (by default the last)")
    )]
    pub step: Option<usize>,
    #[arg(
        long,
        default_value_t = 800,
        help = tr!("The picture's width in pixels, every board included (64 to 4096; a GIF to 2048)")
    )]
    pub size: u32,
    #[arg(long, default_value_t = 4.0, help = tr!("An animation's speed, in frames per second"))]
    pub fps: f32,
    /// `--board` and `--colours`.
    #[command(flatten)]
    pub look: LookArgs,
}

/// `X,Y` as two whole numbers.
fn parse_cell(text: &str) -> Result<(i64, i64), String> {
    let parsed = text
        .split_once(',')
        .and_then(|(x, y)| Some((x.trim().parse().ok()?, y.trim().parse().ok()?)));
    parsed.ok_or_else(|| tr!("“{text}” is not a cell: write X,Y, e.g. 3,4", text = text))
}

/// The directions by their number on the command line: `four` or `eight`.
fn parse_directions(text: &str) -> Result<Directions, String> {
    match text {
        "four" => Ok(Directions::Four),
        "eight" => Ok(Directions::Eight),
        _ => Err(tr!(
            "“{text}” is not a number of directions: four or eight",
            text = text
        )),
    }
}

/// A heuristic by its name on the command line.
fn parse_heuristic(text: &str) -> Result<Heuristic, String> {
    Heuristic::from_cli_name(text.trim()).ok_or_else(|| {
        tr!(
            "“{text}” is not a heuristic: the heuristics are {names}",
            text = text,
            names = Heuristic::ALL.map(Heuristic::cli_name).join(", ")
        )
    })
}

/// A weight from 1 to 10.
fn parse_weight(text: &str) -> Result<Weight, String> {
    text.parse()
        .map_err(|e: snakescope_core::algo::search::guide::WeightError| e.to_string())
}

/// A tie-break by its name on the command line.
fn parse_ties(text: &str) -> Result<TieBreak, String> {
    TieBreak::from_cli_name(text.trim()).ok_or_else(|| {
        tr!(
            "“{text}” is not a tie-break: write larger-g or smaller-g",
            text = text
        )
    })
}

/// Runs `race`.
pub fn run(args: RaceArgs) -> anyhow::Result<ExitCode> {
    let on_map = crate::race_map::is_map(&args.file);
    if on_map && args.scen.is_some() {
        return crate::race_map::run(&crate::race_map::MapRace {
            file: &args.file,
            scen: args.scen.as_deref(),
            bucket: args.bucket,
            searches: &args.searches,
            heuristic: args.heuristic,
            weight: args.weight,
            ties: args.ties,
            time: args.time.then_some(args.runs),
            json: args.json,
        });
    }
    if args.scen.is_some() {
        bail!(
            "{}",
            tr!(
                "--scen goes with a Moving AI map (.map): {file} is not one",
                file = args.file.display()
            )
        );
    }
    let searches = searches(&args.searches)?;
    let board = if on_map {
        whole_map(&args)?
    } else {
        scenario_board(&args)?
    };
    let grid = *board.grid();
    let options = args
        .out
        .as_deref()
        .map(|out| picture_options(&args, out))
        .transpose()?;
    let raced = race(&board, &searches).map_err(anyhow::Error::msg)?;
    let rows = raced.rows();
    let times = args.time.then(|| race_time::time(&raced, args.runs));
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if args.json {
        let timed = times.as_deref().map(|t| (t, args.runs));
        let json = race_time::json_rows(&rows, timed).context("writing the table")?;
        serde_json::to_writer_pretty(&mut out, &json).context("writing the table")?;
        writeln!(out)?;
    } else {
        write_table(&mut out, &grid, &board, &rows, times.as_deref())?;
        if times.is_some() {
            writeln!(out, "{}", race_time::legend(args.runs))?;
        }
        write_notes(&mut out, &raced)?;
    }
    out.flush()?;
    drop(out);
    if let (Some(path), Some(options)) = (&args.out, options) {
        draw(&raced, path, args.step, &options)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The board of a whole map: `--tick`, `--solver` and `--turn-cost` belong to a scenario.
fn whole_map(args: &RaceArgs) -> anyhow::Result<RaceBoard> {
    let scenario_only = [
        (args.tick != 0, "--tick"),
        (args.solver.is_some(), "--solver"),
        (args.turn_cost.is_some(), "--turn-cost"),
    ];
    if let Some((_, flag)) = scenario_only.iter().find(|(given, _)| *given) {
        bail!(
            "{}",
            tr!(
                "{flag} goes with a scenario: a map has no game and no turns",
                flag = flag
            )
        );
    }
    crate::map_board::map_board(&crate::map_board::MapBoardArgs {
        file: &args.file,
        from: args.from,
        to: args.to,
        heuristic: args.heuristic,
        weight: args.weight,
        ties: args.ties,
        directions: args.directions,
    })
}

/// The board of a scenario (or saved game) at `--tick`, its search board's settings
/// overridden by those given.
fn scenario_board(args: &RaceArgs) -> anyhow::Result<RaceBoard> {
    let (document, game) = crate::moment::board_at(&args.file, args.solver.as_deref(), args.tick)?;
    let grid = *game.grid();
    // `--from` and `--to` in place of the scenario's own, checked by the rules `check` holds a
    // scenario's search board to, on the board at the tick.
    let mut search_board = document.scenario().search.clone().unwrap_or_default();
    search_board.from = args.from.or(search_board.from);
    search_board.to = args.to.or(search_board.to);
    // The walls were checked with the scenario; the snake may lie on some by this tick.
    let mut ends = search_board.clone();
    ends.walls.retain(|&(x, y)| {
        !grid.contains_xy(x, y) || !game.snake().contains(Pos::new(x as u16, y as u16))
    });
    let problems = ends.problems_on(&game);
    if !problems.is_empty() {
        let origin = tr!(
            "{file} at tick {tick}",
            file = args.file.display(),
            tick = args.tick
        );
        bail!("{}", problem_lines(&problems, Some(&origin)));
    }
    let start = search_board.start_on(&grid);
    let target = search_board.target_on(&grid);
    let walls: CellSet = search_board.walls_on(&grid);
    let guide = search_board.guide();
    let guide = Guide {
        heuristic: args.heuristic.unwrap_or(guide.heuristic),
        weight: args.weight.unwrap_or(guide.weight),
        ties: args.ties.unwrap_or(guide.ties),
    };
    // The command line's turn cost, if given, over the search board's.
    let turn_cost = args.turn_cost.unwrap_or(search_board.turn_cost());
    let board = RaceBoard::new(&game, start, target, walls)
        .map_err(anyhow::Error::msg)?
        .with_terrain(search_board.terrain_on(&grid))
        .with_guide(guide)
        .with_directions(args.directions.unwrap_or(search_board.directions()))
        .with_turn_cost(turn_cost);
    Ok(board)
}

/// How `--out`, `--size`, `--fps`, `--board` and `--colours` ask the race to be drawn, or
/// why they cannot (said before anything runs).
fn picture_options(args: &RaceArgs, out: &Path) -> anyhow::Result<PictureOptions> {
    let format = PictureFormat::from_path(out)
        .filter(|f| *f != PictureFormat::Svg)
        .with_context(|| tr!("--out {out} must end in .png or .gif", out = out.display()))?;
    let options = PictureOptions {
        format,
        size: args.size,
        legend: false,
        caption: true,
        fps: args.fps,
        look: crate::render::draw::look(args.look),
    };
    if let Some(problem) = options.problem() {
        bail!("{}", tr!("--size or --fps: {problem}", problem = problem));
    }
    Ok(options)
}

/// Writes the race's picture to `path`: a PNG of `step` (the last if `None`), or a GIF of
/// every step; says what it wrote.
fn draw(
    raced: &Race,
    path: &Path,
    step: Option<usize>,
    options: &PictureOptions,
) -> anyhow::Result<()> {
    let overlays = Overlays::default();
    let last = raced.steps() - 1;
    let (bytes, what) = match options.format {
        PictureFormat::Gif => {
            let render =
                RaceRender::new(raced.clone(), overlays, options).map_err(anyhow::Error::msg)?;
            let (frames, steps) = (render.total(), raced.steps());
            let what = if frames >= steps {
                tr!(
                    "{what}, {frames} frames: a frame a step ({steps} steps), the last held",
                    what = race_what(raced),
                    frames = frames,
                    steps = steps
                )
            } else {
                tr!(
                    "{what}, {frames} frames: {steps} steps shown evenly spread, the last held",
                    what = race_what(raced),
                    frames = frames,
                    steps = steps
                )
            };
            let bar = crate::progress::frames_bar(frames);
            let bytes = render.render_all(|done, _| {
                bar.set_position(done as u64);
                true
            });
            bar.finish_and_clear();
            let bytes = bytes
                .map_err(anyhow::Error::msg)?
                .with_context(|| tr!("the animation was stopped"))?;
            (bytes, what)
        }
        _ => {
            let step = step.unwrap_or(last);
            if step > last {
                bail!(
                    "{}",
                    tr!(
                        "--step {step} is past the race's end: its steps are 0 to {last}",
                        step = step,
                        last = last
                    )
                );
            }
            let bytes =
                race_still_bytes(raced, step, &overlays, options).map_err(anyhow::Error::msg)?;
            let what = tr!(
                "{what} at step {step} of {last}",
                what = race_what(raced),
                step = step,
                last = last
            );
            (bytes, what)
        }
    };
    write_atomically(path, &bytes)?;
    eprintln!(
        "{}",
        tr!(
            "{out}: {what}, {size} px {name}",
            out = path.display(),
            what = what,
            size = options.size,
            name = options.format.name()
        )
    );
    Ok(())
}

/// The searches named in `list`, each known.
fn searches(list: &str) -> anyhow::Result<Vec<Search>> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|name| {
            Search::from_cli_name(name).ok_or_else(|| {
                anyhow::anyhow!(
                    "{}",
                    tr!(
                        "unknown search “{name}”; the searches are {names}",
                        name = name,
                        names = Search::cli_names_in_words()
                    )
                )
            })
        })
        .collect()
}

/// Under the table: what the searches said of themselves (on terrain, those that ignore it),
/// and a weighted A*'s bound with whether its path kept it.
fn write_notes(out: &mut impl Write, raced: &Race) -> anyhow::Result<()> {
    for note in raced.lanes().iter().filter_map(|lane| lane.note()) {
        writeln!(out, "{note}")?;
    }
    writeln!(out, "{}", raced.recording_words())?;
    let weight = raced.board().guide().weight;
    for row in raced.rows() {
        let (Some(cost), Some(bound), Some(kept)) = (row.cost, row.bound, row.within_bound())
        else {
            continue;
        };
        let line = if kept {
            tr!(
                "{search} weighted by {w}: cost {cost}, within its bound of {bound} (at most {w} times the cheapest)",
                search = row.search.cli_name(),
                w = weight,
                cost = cost.shown(),
                bound = bound.shown()
            )
        } else {
            tr!(
                "{search} weighted by {w}: cost {cost}, OVER its bound of {bound} (at most {w} times the cheapest)",
                search = row.search.cli_name(),
                w = weight,
                cost = cost.shown(),
                bound = bound.shown()
            )
        };
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The table in columns, under a line naming the board; with `times`, two columns more.
fn write_table(
    out: &mut impl Write,
    grid: &Grid,
    board: &RaceBoard,
    rows: &[RaceRow],
    times: Option<&[Timing]>,
) -> anyhow::Result<()> {
    let line = if board.is_map() {
        tr!(
            "{w}x{h} map, {open} open cells, from {start} to {target}",
            w = grid.width(),
            h = grid.height(),
            open = grid.cells() - board.walls().len(),
            start = board.start(),
            target = board.target()
        )
    } else {
        tr!(
            "{w}x{h} board, from {start} to {target}, {walls} wall(s), a turn costing {turn} more",
            w = grid.width(),
            h = grid.height(),
            start = board.start(),
            target = board.target(),
            walls = board.walls().len(),
            turn = board.turn_cost()
        )
    };
    writeln!(out, "{line}")?;
    if let Some(terrain) = board.terrain() {
        writeln!(
            out,
            "{}",
            tr!(
                "terrain: {mud} mud cell(s) costing {mud_cost} a step in, {water} water cell(s) costing {water_cost}; the cost column sums what each step in costs",
                mud = terrain.count(Ground::Mud),
                mud_cost = Ground::Mud.cost(),
                water = terrain.count(Ground::Water),
                water_cost = Ground::Water.cost()
            )
        )?;
    }
    let guide = board.guide();
    if guide != Guide::default() {
        writeln!(
            out,
            "{}",
            tr!(
                "A* guided by {h}, weight {w}, ties to the {ties}",
                h = guide.heuristic.cli_name(),
                w = guide.weight,
                ties = guide.ties.cli_name()
            )
        )?;
    }
    let mut heads = RaceRow::headings().to_vec();
    let mut table: Vec<Vec<String>> = rows
        .iter()
        .map(|r| r.cells(r.search.cli_name().to_owned()).to_vec())
        .collect();
    if let Some(times) = times {
        heads.extend(race_time::headings());
        for (cells, row) in table.iter_mut().zip(rows) {
            if let Some(t) = race_time::of(times, row) {
                cells.extend(race_time::cells(t));
            }
        }
    }
    let widths: Vec<usize> = (0..heads.len())
        .map(|c| {
            table
                .iter()
                .map(|row| row[c].chars().count())
                .chain([heads[c].chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[String]| -> String {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(c, (cell, &w))| {
                if c == 0 {
                    format!("{cell:<w$}")
                } else {
                    format!("{cell:>w$}")
                }
            })
            .collect();
        padded.join("  ").trim_end().to_owned()
    };
    writeln!(out, "{}", line(&heads))?;
    for row in &table {
        writeln!(out, "{}", line(row))?;
    }
    for row in rows.iter().filter(|r| r.gave_up && !r.complete) {
        writeln!(
            out,
            "{}",
            tr!(
                "none found: {search} can miss a way that exists (it is not complete), so this is no proof there is none",
                search = row.search.cli_name()
            )
        )?;
    }
    Ok(())
}
