//! `snakescope explain FILE [--tick N] [--stage S]`: one decision, and a stage's frames.

use crate::explain::DecisionTrace;
use crate::rules::{Game, Pos, Snake};
use crate::solver::{AnySolver, Decision, SolverKind};
use crate::stages::{Stage, StageEvent};
use crate::trace::{Recording, StageFrame, captions, run_stage, scene_text};
use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Which frames to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Frames {
    #[value(help = tr!("A grid after every event"))]
    All,
    #[value(help = tr!("Captions for every event, the grid after the last one only"))]
    Last,
}

/// Arguments of `explain`.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    #[arg(help = tr!("The scenario"))]
    pub file: PathBuf,
    #[arg(
        long,
        help = tr!(
            "The tick whose decision to explain (0 is the first move; for a saved game, the \
             tick it was saved at)"
        )
    )]
    pub tick: Option<usize>,
    #[arg(
        long,
        help = tr!(
            "A stage to print frame by frame: bfs, longest, cycle, shortcut, numbering, \
             backtrack, approach, certificate, splice or reported. Taken from the decision if \
             it ran the stage, else run on its own on the board at that tick (`reported` only \
             from a decision)"
        )
    )]
    pub stage: Option<String>,
    #[arg(
        long,
        requires = "stage",
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..),
        help = tr!(
            "Which check's events to show when several ran the stage (1-based, as listed under \
             \"Why\"); by default the last one. From 1 to the number of checks the decision \
             made; needs --stage"
        )
    )]
    pub check: Option<usize>,
    #[arg(
        long,
        help = tr!("Play with this solver instead of the scenario's (as `play --solver` reads it)")
    )]
    pub solver: Option<String>,
    #[arg(long, value_enum, default_value_t = Frames::All, help = tr!("Which grids to print"))]
    pub frames: Frames,
}

pub fn run(args: ExplainArgs) -> anyhow::Result<ExitCode> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match explain(&args, &mut out).and_then(|code| {
        out.flush()?;
        Ok(code)
    }) {
        // A reader that stops early (`| head`) is not an error.
        Err(e) if is_broken_pipe(&e) => Ok(ExitCode::SUCCESS),
        other => other,
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.downcast_ref::<std::io::Error>()
        .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}

/// The whole of `explain`: the decision at the tick, then, if a stage is asked for, its
/// frames.
fn explain(args: &ExplainArgs, out: &mut impl Write) -> anyhow::Result<ExitCode> {
    let opened = super::open_file(
        &args.file,
        args.solver.as_deref(),
        "a Manual scenario has no solver decisions; pass --solver",
    )?;
    let kind = opened.kind;
    let tick = args.tick.or(opened.saved_tick).unwrap_or(0);
    let stage = super::parse_stage(args.stage.as_deref())?;
    let mut rec = opened.recording;
    record_to(&mut rec, tick)?;
    let (at, solver_at) = rec.state_at(tick);
    let Some(trace) = DecisionTrace::decide(&rec, tick, &at, &solver_at) else {
        bail!(
            "{}",
            tr!(
                "the game is over at tick {tick}: there is no decision to explain",
                tick = tick
            )
        );
    };
    write_decision(out, &args.file, tick, kind, &at, &trace.decision)?;
    let Some(stage) = stage else {
        return Ok(ExitCode::SUCCESS);
    };
    let link = chosen_check(args.check, &trace.decision, stage)?;
    // A check on greedy's virtual snake searched the virtual snake's board: draw that one.
    let ghost = link
        .and_then(|l| trace.decision.virtual_body(l))
        .and_then(|body| Snake::new(at.grid(), body, None).ok());
    let shown = stage_events(stage, link, &trace, ghost.is_some(), &at, &solver_at)?;
    let (snake, food) = match &ghost {
        Some(g) => (g, None),
        None => (at.snake(), at.food()),
    };
    writeln!(out)?;
    write_stage(out, args.frames, stage, &shown, &at, snake, food)?;
    Ok(ExitCode::SUCCESS)
}

/// Records the game up to `tick`, or says where it ended before.
fn record_to(rec: &mut Recording, tick: usize) -> anyhow::Result<()> {
    while rec.len() < tick {
        if rec.advance(&mut crate::algo::Ignore).is_none() {
            bail!(
                "{}",
                tr!(
                    "the game ends at tick {last} ({outcome}), before tick {tick}",
                    last = rec.len(),
                    outcome = rec.outcome().map(|o| o.to_string()).unwrap_or_default(),
                    tick = tick
                )
            );
        }
    }
    Ok(())
}

/// The heading, the board, and the decision's chain of checks.
fn write_decision(
    out: &mut impl Write,
    file: &Path,
    tick: usize,
    kind: SolverKind,
    at: &Game,
    decision: &Decision,
) -> anyhow::Result<()> {
    writeln!(
        out,
        "{}",
        tr!(
            "{file} at tick {tick} ({kind} solver), length {snake}:",
            file = file.display(),
            tick = tick,
            kind = kind,
            snake = at.snake().len()
        )
    )?;
    write!(
        out,
        "{}",
        crate::trace::export::decision_report(at, decision)
    )?;
    Ok(())
}

/// The check (0-based) whose events to show: `--check N` if it ran `stage`, else the last
/// check that did, if any.
fn chosen_check(
    check: Option<usize>,
    decision: &Decision,
    stage: Stage,
) -> anyhow::Result<Option<usize>> {
    let Some(n) = check else {
        return Ok(decision.checks.iter().rposition(|c| c.stage == Some(stage)));
    };
    let c = decision.checks.get(n.wrapping_sub(1)).with_context(|| {
        tr!(
            "there is no check {n}; the decision has {checks}",
            n = n,
            checks = decision.checks.len()
        )
    })?;
    if c.stage != Some(stage) {
        bail!(
            "{}",
            tr!(
                "check {n} did not run the {stage} stage",
                n = n,
                stage = stage.cli_name()
            )
        );
    }
    Ok(Some(n - 1))
}

/// A stage's events to print, and where they come from.
struct StageShown {
    /// The events, in order.
    events: Vec<StageEvent>,
    /// Where they come from: a check of the decision, or a run on the board.
    source: String,
    /// Where a run on its own differs from what the solver holds.
    note: Option<String>,
}

/// The events check `link` recorded for `stage` (searched on the virtual snake's board if
/// `on_ghost`), or, when no check did, the stage run on its own on the board at that tick.
fn stage_events(
    stage: Stage,
    link: Option<usize>,
    trace: &DecisionTrace,
    on_ghost: bool,
    at: &Game,
    solver_at: &AnySolver,
) -> anyhow::Result<StageShown> {
    let from_decision = link.map(|link| trace.link_events(link).to_vec());
    match from_decision {
        Some(events) if !events.is_empty() => {
            let on = if on_ghost {
                tr!(" on the virtual snake's board")
            } else {
                String::new()
            };
            Ok(StageShown {
                events,
                source: tr!(
                    "as check {n} ran it{on}",
                    n = link.unwrap_or(0) + 1,
                    on = on
                ),
                note: None,
            })
        }
        _ => {
            let run = run_stage(stage, at, Some(solver_at), None)?;
            Ok(StageShown {
                events: run.events,
                source: tr!("run on its own on this board, with the solver's options"),
                note: run.note,
            })
        }
    }
}

/// The stage's heading, then each event's caption beside its line of pseudo-code, with the
/// grid after it (after the last one only, for `--frames last`), then the grid's legend.
fn write_stage(
    out: &mut impl Write,
    frames: Frames,
    stage: Stage,
    shown: &StageShown,
    at: &Game,
    snake: &Snake,
    food: Option<Pos>,
) -> anyhow::Result<()> {
    let events = &shown.events;
    writeln!(
        out,
        "{}",
        tr!(
            "Stage {stage} ({title}), {events} events, {source}:",
            stage = stage.cli_name(),
            title = stage.title(),
            events = events.len(),
            source = shown.source
        )
    )?;
    if let Some(note) = &shown.note {
        writeln!(out, "{}", tr!("Note: {note}", note = note))?;
    }
    let words = captions(events);
    let code = stage.pseudocode();
    let mut frame = StageFrame::new(*at.grid());
    for (i, e) in events.iter().enumerate() {
        frame.apply(e);
        writeln!(
            out,
            "[{}/{}] {}    | {}",
            i + 1,
            events.len(),
            words[i],
            code.get(e.line()).map(|s| s.trim()).unwrap_or("")
        )?;
        if frames == Frames::All || i + 1 == events.len() {
            write!(out, "{}", scene_text(at.grid(), snake, food, Some(&frame)))?;
        }
    }
    writeln!(out, "({})", crate::trace::text_grid::LEGEND)?;
    Ok(())
}
