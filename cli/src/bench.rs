//! `snakescope bench`: many seeded games per solver, in parallel, summarised in a table.

use super::solver_names::{ShownOption, shown_name};
use anyhow::{Context, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use snakescope_core::rules::{DeathCause, Outcome, TailRule};
use snakescope_core::scenario::Scenario;
use snakescope_core::solver::external::ExternalSolver;
use snakescope_core::solver::external::solver::close_pooled;
use snakescope_core::solver::{AnySolver, GameSummary, SolverFault, SolverKind, play_out};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// Arguments of `bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    #[arg(
        long,
        default_value = "hamilton,greedy",
        help = tr!(
            "Solvers to compare, comma-separated: names (greedy, hamilton, backtrack, cycle, \
             splice, or a registered one), specs as in a scenario file (`Hamilton(rule: \
             Reference)`), programs (`external:python3 my_solver.py`, one process per worker, \
             reused from game to game) or Battlesnake bots (`battlesnake:http://HOST:PORT`)"
        )
    )]
    pub solver: String,
    #[arg(long, default_value = "8x8", help = tr!("Board size, WIDTHxHEIGHT"))]
    pub size: String,
    #[arg(
        long,
        default_value_t = 1000,
        value_parser = clap::value_parser!(u64).range(1..=MAX_GAMES),
        help = tr!("Games per solver, from 1 to 1000000")
    )]
    pub games: u64,
    #[arg(
        long,
        value_parser = clap::value_parser!(u16).range(1..=256),
        help = tr!(
            "Worker threads, from 1 to 256 (default: one per core). Each game runs on one \
             worker"
        )
    )]
    pub threads: Option<u16>,
    #[arg(long, default_value_t = 1, help = tr!("Seed of game 0; game i uses seed + i"))]
    pub seed: u64,
    #[arg(
        long,
        default_value_t = 4,
        value_parser = clap::value_parser!(u16).range(1..=256),
        help = tr!("Length of the starting snake, 1 to 256, placed as `--start` says")
    )]
    pub length: u16,
    #[arg(
        long,
        value_enum,
        default_value_t = Start::Top,
        help = tr!(
            "Where the starting snake lies: `top` (straight on the top row, head at (length-1, \
             0), heading Right) or `centre` (straight up from the centre, head at (width/2, \
             height/2-1) below the tail, heading Down: the start of the cycle-splicing \
             solvers)"
        )
    )]
    pub start: Start,
    #[arg(long, default_value = "blocks", help = tr!("Tail rule: blocks or follows"))]
    pub tail: String,
    #[arg(
        long,
        value_parser = clap::value_parser!(u64).range(1..),
        help = tr!("Moves after which a game stops, at least 1 (default max(5000, cells²))")
    )]
    pub step_limit: Option<u64>,
    #[arg(
        long,
        help = tr!(
            "Start every game from this scenario's board instead (its seed is replaced by seed \
             + i)"
        )
    )]
    pub scenario: Option<PathBuf>,
    #[arg(long, help = tr!("Print one JSON object per solver instead of the table"))]
    pub json: bool,
}

/// Where `bench` puts the starting snake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Start {
    #[value(help = tr!("Straight on the top row, head at the right end"))]
    Top,
    #[value(alias = "center", help = tr!("Straight up from the centre, head at the bottom end"))]
    Centre,
}

impl Start {
    /// The body, head first, of a snake of `length` on a `width` x `height` board, or why
    /// it does not fit.
    fn body(self, length: u16, width: i64, height: i64) -> anyhow::Result<Vec<(i64, i64)>> {
        let length = i64::from(length);
        match self {
            Start::Top if length <= width => Ok((0..length).rev().map(|x| (x, 0)).collect()),
            Start::Top => bail!(
                "{}",
                tr!(
                    "a straight snake of length {length} does not fit on the top row of a \
                 {width}x{height} board",
                    length = length,
                    width = width,
                    height = height
                )
            ),
            Start::Centre if length <= height / 2 => {
                let (x, head) = (width / 2, height / 2 - 1);
                Ok((0..length).map(|k| (x, head - k)).collect())
            }
            Start::Centre => bail!(
                "{}",
                tr!(
                    "a straight snake of length {length} does not fit above the centre of a \
                 {width}x{height} board (at most {n})",
                    length = length,
                    width = width,
                    height = height,
                    n = height / 2
                )
            ),
        }
    }

    /// In words, for the table's heading.
    fn words(self) -> String {
        match self {
            Start::Top => tr!("on the top row"),
            Start::Centre => tr!("at the centre, head below"),
        }
    }
}

/// The most games per solver `--games` accepts: a million games' move counts (8 MB) are kept
/// for the median.
const MAX_GAMES: u64 = 1_000_000;

/// One solver's results over all games.
#[derive(Debug, Default)]
struct Tally {
    won: u64,
    wall: u64,
    body: u64,
    illegal: u64,
    step_limit: u64,
    /// Games ended because they could make no more progress (a loop, or too long without
    /// food).
    stalled: u64,
    /// Games the solver failed (a program outside snakescope that crashed or hung).
    stopped: u64,
    /// The first of those failures, to show.
    first_fault: Option<SolverFault>,
    moves: Vec<u64>,
    length_sum: u64,
    seconds: f64,
}

impl Tally {
    /// The tally with one more game.
    fn add(mut self, (summary, seconds): (GameSummary, f64)) -> Tally {
        if self.first_fault.is_none() {
            self.first_fault = summary.fault.map(|f| *f);
        }
        match summary.outcome {
            Outcome::Won => self.won += 1,
            Outcome::StepLimit => self.step_limit += 1,
            Outcome::Stalled(_) => self.stalled += 1,
            Outcome::Stopped => self.stopped += 1,
            Outcome::Dead(DeathCause::Wall) => self.wall += 1,
            Outcome::Dead(DeathCause::Body) => self.body += 1,
            Outcome::Dead(DeathCause::Illegal) => self.illegal += 1,
        }
        self.moves.push(summary.moves);
        self.length_sum += summary.length as u64;
        self.seconds += seconds;
        self
    }

    /// Two workers' tallies as one (the first fault of the earlier games kept).
    fn merge(mut self, other: Tally) -> Tally {
        self.won += other.won;
        self.wall += other.wall;
        self.body += other.body;
        self.illegal += other.illegal;
        self.step_limit += other.step_limit;
        self.stalled += other.stalled;
        self.stopped += other.stopped;
        self.first_fault = self.first_fault.or(other.first_fault);
        self.moves.extend(other.moves);
        self.length_sum += other.length_sum;
        self.seconds += other.seconds;
        self
    }
}

fn parse_size(s: &str) -> anyhow::Result<(i64, i64)> {
    let (w, h) = s.split_once(['x', 'X']).with_context(|| {
        tr!(
            "size {s} is not WIDTHxHEIGHT, e.g. 8x8",
            s = format!("{:?}", s)
        )
    })?;
    let w = w
        .trim()
        .parse()
        .with_context(|| tr!("width {w} is not a number", w = format!("{:?}", w)))?;
    let h = h
        .trim()
        .parse()
        .with_context(|| tr!("height {h} is not a number", h = format!("{:?}", h)))?;
    Ok((w, h))
}

fn start_scenario(args: &BenchArgs) -> anyhow::Result<Scenario> {
    if let Some(path) = &args.scenario {
        return crate::inputs::load_scenario(path);
    }
    let (width, height) = parse_size(&args.size)?;
    let snake = args.start.body(args.length, width, height)?;
    let tail = match args.tail.to_ascii_lowercase().as_str() {
        "blocks" => TailRule::Blocks,
        "follows" => TailRule::Follows,
        t => bail!(
            "{}",
            tr!(
                "tail rule {t} is neither blocks nor follows",
                t = format!("{:?}", t)
            )
        ),
    };
    Ok(Scenario {
        width,
        height,
        snake,
        heading: None,
        food: Vec::new(),
        tail,
        step_limit: args.step_limit,
        ..Scenario::default()
    })
}

pub fn run(args: BenchArgs) -> anyhow::Result<ExitCode> {
    let base = start_scenario(&args)?;
    let kinds = solvers(&args)?;
    // Refuse boards no solver could start on before spending any time.
    let probe = crate::inputs::start_game(&base)?;
    for &k in &kinds {
        AnySolver::new(k, &probe).map_err(|e| anyhow::anyhow!("{k}: {e}"))?;
    }
    let rows = play_all(&args, &base, &kinds)?;
    let grid = probe.grid();
    let (w, h) = (grid.width(), grid.height());
    if args.json {
        print_json(&rows, w, h);
    } else {
        print_table(&args, &base, &rows, w, h);
    }
    Ok(ExitCode::SUCCESS)
}

/// The solvers `--solver` names, at least one; manual play refused.
fn solvers(args: &BenchArgs) -> anyhow::Result<Vec<SolverKind>> {
    let kinds = crate::inputs::split_solvers(&args.solver)
        .iter()
        .map(|text| match snakescope_core::scenario::parse_solver(text) {
            Ok(SolverKind::Manual) => {
                anyhow::bail!(
                    "{}",
                    tr!("manual play needs a keyboard: bench plays solvers only")
                )
            }
            Ok(kind) => {
                crate::inputs::named_by_the_user(kind);
                Ok(kind)
            }
            Err(e) => Err(anyhow::anyhow!(e)),
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    if kinds.is_empty() {
        bail!(
            "{}",
            tr!(
                "--solver names no solver: give one or more, comma-separated, e.g. hamilton,greedy"
            )
        );
    }
    Ok(kinds)
}

/// Every game of every solver, on `--threads` workers (each game on one), tallied per solver.
fn play_all(
    args: &BenchArgs,
    base: &Scenario,
    kinds: &[SolverKind],
) -> anyhow::Result<Vec<(SolverKind, Tally)>> {
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(n) = args.threads {
        pool = pool.num_threads(usize::from(n));
    }
    let pool = pool
        .build()
        .with_context(|| tr!("could not start the worker threads"))?;
    let bar = ProgressBar::new(args.games * kinds.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} [{bar:40}] {pos}/{len} games ({eta})")
            .expect("a valid template")
            .progress_chars("=> "),
    );
    let mut rows = Vec::new();
    for &kind in kinds {
        bar.set_message(kind.name());
        let play_one = |i: u64| {
            let mut s = base.clone();
            s.seed = args.seed.wrapping_add(i);
            let started = Instant::now();
            let mut game = s.start().expect("validated above");
            let mut solver = match kind {
                // One program per worker thread, kept from game to game.
                SolverKind::External(spec) => {
                    AnySolver::External(ExternalSolver::pooled(spec, &game))
                }
                _ => AnySolver::new(kind, &game).expect("set up above"),
            };
            let summary = play_out(&mut game, &mut solver);
            let seconds = started.elapsed().as_secs_f64();
            bar.inc(1);
            (summary, seconds)
        };
        // Each worker tallies its own games; nothing is allocated per game up front.
        let t = pool.install(|| {
            let t = (0..args.games)
                .into_par_iter()
                .map(play_one)
                .fold(Tally::default, Tally::add)
                .reduce(Tally::default, Tally::merge);
            // The programs kept for later games end with the run.
            rayon::broadcast(|_| close_pooled());
            t
        });
        rows.push((kind, t));
    }
    bar.finish_and_clear();
    Ok(rows)
}

/// One line of JSON per solver, on a `w` x `h` board. Its field names, and the solver's name
/// in it, stay English in every language: they are for programs to read.
fn print_json(rows: &[(SolverKind, Tally)], w: u16, h: u16) {
    for (kind, t) in rows {
        let games = t.moves.len() as f64;
        let v = serde_json::json!({
            "solver": shown_name(*kind, ShownOption::english),
            "width": w,
            "height": h,
            "games": t.moves.len(),
            "won": t.won,
            "dead": t.wall + t.body + t.illegal,
            "dead_wall": t.wall,
            "dead_body": t.body,
            "dead_illegal": t.illegal,
            "step_limit": t.step_limit,
            "stalled": t.stalled,
            "stopped": t.stopped,
            "first_fault": t.first_fault.as_ref().map(|f| f.to_string()),
            "mean_moves": t.moves.iter().sum::<u64>() as f64 / games,
            "median_moves": median(&t.moves),
            "mean_length": t.length_sum as f64 / games,
            "ms_per_game": t.seconds * 1000.0 / games,
            "us_per_move": us_per_move(t),
        });
        println!("{v}");
    }
}

/// The table: a line saying what was played, a row per solver, and each solver's first
/// failure if any stopped a game.
fn print_table(args: &BenchArgs, base: &Scenario, rows: &[(SolverKind, Tally)], w: u16, h: u16) {
    println!("{}", what_was_played(args, base, w, h));
    let names: Vec<String> = rows
        .iter()
        .map(|(kind, _)| shown_name(*kind, ShownOption::words))
        .collect();
    let headings = headings();
    // Each column as wide as its figures need, or its heading if that is wider.
    let widths: [usize; 10] =
        std::array::from_fn(|i| FIGURE_WIDTHS[i].max(headings[i].chars().count()));
    let [_, w1, w2, w3, w9, w4, w5, w6, w7, w8] = widths;
    let w0 = names
        .iter()
        .map(|n| n.chars().count())
        .fold(widths[0], usize::max);
    let [h0, h1, h2, h3, h9, h4, h5, h6, h7, h8] = &headings;
    println!(
        "{h0:<w0$} {h1:>w1$} {h2:>w2$} {h3:>w3$} {h9:>w9$} {h4:>w4$} {h5:>w5$} {h6:>w6$} {h7:>w7$} \
         {h8:>w8$}"
    );
    for ((_, t), name) in rows.iter().zip(&names) {
        let games = t.moves.len() as f64;
        let dead = format!(
            "{} ({}/{}/{})",
            t.wall + t.body + t.illegal,
            t.wall,
            t.body,
            t.illegal
        );
        println!(
            "{:<w0$} {:>w1$} {:>w2$} {:>w3$} {:>w9$} {:>w4$.1} {:>w5$} {:>w6$.2} {:>w7$.4} \
             {:>w8$.2}",
            name,
            t.won,
            dead,
            t.step_limit,
            t.stalled,
            t.moves.iter().sum::<u64>() as f64 / games,
            median(&t.moves),
            t.length_sum as f64 / games,
            t.seconds * 1000.0 / games,
            us_per_move(t)
        );
    }
    for ((_, t), name) in rows.iter().zip(&names) {
        if let Some(fault) = &t.first_fault {
            println!(
                "{}",
                tr!(
                    "{name}: {stopped} of {moves} games stopped because the solver failed; the first {fault}",
                    name = name,
                    stopped = t.stopped,
                    moves = t.moves.len(),
                    fault = fault
                )
            );
        }
    }
}

/// The table's first line: the board, the games, and how each starts.
fn what_was_played(args: &BenchArgs, base: &Scenario, w: u16, h: u16) -> String {
    tr!(
        "{w}x{h}, {games} games per solver from seed {seed}, {n}",
        w = w,
        h = h,
        games = args.games,
        seed = args.seed,
        n = match &args.scenario {
            Some(p) => tr!("start from {file}", file = p.display()),
            None => tr!(
                "snake of {length} {start}, tail {tail}",
                length = args.length,
                start = args.start.words(),
                tail = tail_words(base.tail)
            ),
        }
    )
}

/// The least width of each column of the table, for its figures.
const FIGURE_WIDTHS: [usize; 10] = [10, 7, 20, 10, 7, 11, 13, 12, 9, 7];

/// The table's column headings, in the language in use.
fn headings() -> [String; 10] {
    [
        tr!("Solver"),
        tr!("Won"),
        tr!("Dead (wall/body/ill.)"),
        tr!("Step limit"),
        tr!("Stalled"),
        tr!("Mean moves"),
        tr!("Median moves"),
        tr!("Mean length"),
        tr!("ms/game"),
        tr!("µs/move"),
    ]
}

/// The time per move, in microseconds: the time of all the games (each measured on its worker
/// thread) over all their moves.
fn us_per_move(t: &Tally) -> f64 {
    let moves: u64 = t.moves.iter().sum();
    if moves == 0 {
        return 0.0;
    }
    t.seconds * 1e6 / moves as f64
}

/// The tail rule, as the table's heading names it.
fn tail_words(tail: TailRule) -> String {
    match tail {
        TailRule::Blocks => tr!("Blocks"),
        TailRule::Follows => tr!("Follows"),
    }
}

fn median(xs: &[u64]) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let mut v = xs.to_vec();
    v.sort_unstable();
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2] as f64
    } else {
        (v[n / 2 - 1] + v[n / 2]) as f64 / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_medians() {
        assert_eq!(parse_size("10x12").unwrap(), (10, 12));
        assert!(parse_size("10").is_err());
        assert_eq!(median(&[3, 1, 2]), 2.0);
        assert_eq!(median(&[4, 1, 2, 3]), 2.5);
    }
}
