//! `snakescope explain FILE [--tick N] [--stage S]`: one decision, and a stage's frames.

use crate::explain::DecisionTrace;
use crate::rules::Snake;
use crate::trace::{StageFrame, captions, run_stage, scene_text};
use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Which frames to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Frames {
    /// A grid after every event.
    All,
    /// Captions for every event, the grid after the last one only.
    Last,
}

/// Arguments of `explain`.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The scenario.
    pub file: PathBuf,
    /// The tick whose decision to explain (0 is the first move; for a saved game, the tick it
    /// was saved at).
    #[arg(long)]
    pub tick: Option<usize>,
    /// A stage to print frame by frame: bfs, longest, cycle, shortcut, numbering, backtrack,
    /// approach, certificate, splice or reported. Taken from the decision if it ran the stage,
    /// else run on its own on the board at that tick (`reported` only from a decision).
    #[arg(long)]
    pub stage: Option<String>,
    /// Which check's events to show when several ran the stage (1-based, as listed under
    /// "Why"); by default the last one. From 1 to the number of checks the decision made;
    /// needs --stage.
    #[arg(long, requires = "stage", value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub check: Option<usize>,
    /// Play with this solver instead of the scenario's (as `play --solver` reads it).
    #[arg(long)]
    pub solver: Option<String>,
    /// Which grids to print.
    #[arg(long, value_enum, default_value_t = Frames::All)]
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
    writeln!(
        out,
        "{}",
        tr!(
            "{file} at tick {tick} ({kind} solver), length {snake}:",
            file = args.file.display(),
            tick = tick,
            kind = kind,
            snake = at.snake().len()
        )
    )?;
    let decision = &trace.decision;
    write!(
        out,
        "{}",
        crate::trace::export::decision_report(&at, decision)
    )?;
    let Some(stage) = stage else {
        return Ok(ExitCode::SUCCESS);
    };
    let link = match args.check {
        Some(n) => {
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
            Some(n - 1)
        }
        None => decision.checks.iter().rposition(|c| c.stage == Some(stage)),
    };
    let from_decision = link.map(|link| trace.link_events(link).to_vec());
    // A check on greedy's virtual snake searched the virtual snake's board: draw that one.
    let ghost = link
        .and_then(|l| decision.virtual_body(l))
        .and_then(|body| Snake::new(at.grid(), body, None).ok());
    let (snake, food) = match &ghost {
        Some(g) => (g, None),
        None => (at.snake(), at.food()),
    };
    let (stage_events, source, note) = match from_decision {
        Some(ev) if !ev.is_empty() => {
            let on = if ghost.is_some() {
                tr!(" on the virtual snake's board")
            } else {
                String::new()
            };
            (
                ev,
                tr!(
                    "as check {n} ran it{on}",
                    n = link.unwrap_or(0) + 1,
                    on = on
                ),
                None,
            )
        }
        _ => {
            let run = run_stage(stage, &at, Some(&solver_at), None)?;
            (
                run.events,
                tr!("run on its own on this board, with the solver's options"),
                run.note,
            )
        }
    };
    writeln!(out)?;
    writeln!(
        out,
        "{}",
        tr!(
            "Stage {stage} ({title}), {events} events, {source}:",
            stage = stage.cli_name(),
            title = stage.title(),
            events = stage_events.len(),
            source = source
        )
    )?;
    if let Some(note) = note {
        writeln!(out, "{}", tr!("Note: {note}", note = note))?;
    }
    let words = captions(&stage_events);
    let code = stage.pseudocode();
    let mut frame = StageFrame::new(*at.grid());
    for (i, e) in stage_events.iter().enumerate() {
        frame.apply(e);
        let line = e.line();
        writeln!(
            out,
            "[{}/{}] {}    | {}",
            i + 1,
            stage_events.len(),
            words[i],
            code.get(line).map(|s| s.trim()).unwrap_or("")
        )?;
        if args.frames == Frames::All || i + 1 == stage_events.len() {
            write!(out, "{}", scene_text(at.grid(), snake, food, Some(&frame)))?;
        }
    }
    writeln!(out, "({})", crate::trace::text_grid::LEGEND)?;
    Ok(ExitCode::SUCCESS)
}
