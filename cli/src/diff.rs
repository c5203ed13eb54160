//! `snakescope diff FILE --solver A,B`: where two solvers (or two options of one) part ways
//! on the same scenario, with both chains of checks at that tick.

use anyhow::bail;
use clap::Args;
use snakescope_core::algo::Ignore;
use snakescope_core::explain::divergence::{Divergence, first_divergence};
use snakescope_core::scenario::{parse_solver, solver_text};
use snakescope_core::solver::{AnySolver, SolverKind};
use snakescope_core::trace::Recording;
use snakescope_core::trace::board_text;
use snakescope_core::trace::export::chain_text;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `diff`.
#[derive(Debug, Args)]
pub struct DiffArgs {
    #[arg(help = tr!("The scenario both solvers play"))]
    pub file: PathBuf,
    #[arg(
        long,
        required = true,
        help = tr!(
            "The two solvers, separated by a comma: names (`hamilton`), solvers as a scenario \
             file writes them (`Hamilton(rule: Reference)`), `external:COMMAND` or \
             `battlesnake:URL`. With one, it is compared with the scenario's own solver"
        )
    )]
    pub solver: String,
}

/// One side of the comparison: what the user called it, and its game.
struct Side {
    name: String,
    rec: Recording,
}

/// Runs `diff`.
pub fn run(args: DiffArgs) -> anyhow::Result<ExitCode> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    diff(&args, &mut out)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn diff(args: &DiffArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let scenario = crate::inputs::load_scenario(&args.file)?;
    let named = crate::inputs::split_solvers(&args.solver);
    let specs: Vec<(String, SolverKind)> = match named.as_slice() {
        [one] => vec![
            (solver_text(&scenario.solver), scenario.solver),
            (one.clone(), solver(one)?),
        ],
        [a, b] => vec![(a.clone(), solver(a)?), (b.clone(), solver(b)?)],
        _ => bail!(
            "{}",
            tr!(
                "--solver takes two solvers separated by a comma (or one, to compare with the \
             scenario's), got {named}: {n}",
                named = named.len(),
                n = format!("{:?}", args.solver)
            )
        ),
    };
    for (_, kind) in &specs {
        crate::inputs::named_by_the_user(*kind);
    }
    let game = crate::inputs::start_game(&scenario)?;
    let mut sides = Vec::new();
    for (name, kind) in specs {
        if kind == SolverKind::Manual {
            bail!(
                "{}",
                tr!(
                    "{name}: manual play has no decisions to compare; name a solver",
                    name = name
                )
            );
        }
        let solver = AnySolver::new(kind, &game).map_err(|e| {
            anyhow::anyhow!(
                "{}",
                tr!(
                    "{file}: the {name} solver cannot play it: {e}",
                    file = args.file.display(),
                    name = name,
                    e = e
                )
            )
        })?;
        sides.push(Side {
            name,
            rec: Recording::new(game.clone(), solver),
        });
    }
    let [a, b] = sides.as_mut_slice() else {
        unreachable!("two sides were built")
    };
    let divergence = play_to_divergence(&mut a.rec, &mut b.rec);
    report(&args.file, a, b, divergence, out)
}

fn solver(text: &str) -> anyhow::Result<SolverKind> {
    parse_solver(text).map_err(|e| anyhow::anyhow!(e))
}

/// Records both games in step until they part, or to their end if they never do.
fn play_to_divergence(a: &mut Recording, b: &mut Recording) -> Divergence {
    let mut agreed = 0;
    loop {
        match first_divergence(a, b, agreed) {
            Divergence::NotYet { compared } => {
                agreed = compared;
                // The one (or both) at the compared length is not over there: it moves on.
                for rec in [&mut *a, &mut *b] {
                    if rec.len() == compared {
                        rec.advance(&mut Ignore);
                    }
                }
            }
            settled => return settled,
        }
    }
}

fn report(
    file: &Path,
    a: &Side,
    b: &Side,
    divergence: Divergence,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let Divergence::At(tick) = divergence else {
        let end = a.rec.latest();
        writeln!(
            out,
            "{}",
            tr!(
                "{file}: {name} and {name2} play the same game: {moves} moves, {outcome}",
                file = file.display(),
                name = a.name,
                name2 = b.name,
                moves = a.rec.len(),
                outcome = end.outcome().map(|o| o.to_string()).unwrap_or_default()
            )
        )?;
        return Ok(());
    };
    let game = a.rec.game_at(tick);
    let decisions = [&a, &b].map(|side| side.rec.decision_at(tick, &mut Ignore));
    writeln!(
        out,
        "{}",
        tr!(
            "{file}: {name} and {name2} part at tick {tick} (length {snake}):",
            file = file.display(),
            name = a.name,
            name2 = b.name,
            tick = tick,
            snake = game.snake().len()
        )
    )?;
    for (side, decision) in [a, b].iter().zip(&decisions) {
        match decision {
            Some(d) => writeln!(
                out,
                "{}",
                tr!("  {name} moves {dir}", name = side.name, dir = d.dir.way())
            )?,
            None => writeln!(out, "  {} {}", side.name, over_words(&side.rec))?,
        }
    }
    writeln!(out)?;
    // The board both decided on, then each chain as `explain` prints it.
    write!(out, "{}", board_text(&game, None))?;
    for (side, decision) in [a, b].iter().zip(&decisions) {
        writeln!(out)?;
        writeln!(out, "{}:", side.name)?;
        match decision {
            Some(d) => write!(out, "{}", chain_text(d))?,
            None => writeln!(
                out,
                "{}",
                tr!(
                    "  no decision: the game {over}",
                    over = over_words(&side.rec)
                )
            )?,
        }
    }
    Ok(())
}

/// How a finished game ended, as the end of a sentence: "is over: dead (hit its body)".
fn over_words(rec: &Recording) -> String {
    let outcome = rec.outcome().map(|o| o.to_string()).unwrap_or_default();
    tr!("is over: {outcome}", outcome = outcome)
}
