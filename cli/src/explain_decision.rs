//! `snakescope explain FILE [--tick N] [--stage S]`: one decision, and a stage's frames.

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use snakescope_core::rules::{Game, Pos, Snake};
use snakescope_core::session::{Document, ManualGames, Moment, MomentError, Selection};
use snakescope_core::solver::{Decision, SolverKind};
use snakescope_core::stages::{Stage, StageEvent};
use snakescope_core::trace::{StageFrame, captions, scene_text};
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
            "A stage to print frame by frame: {stages}. Taken from the decision if it ran the \
             stage, else run on its own on the board at that tick (`reported` only from a \
             decision)",
            stages = snakescope_core::stages::Stage::cli_names_in_words()
        )
    )]
    pub stage: Option<String>,
    #[arg(
        long,
        requires = "stage",
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..),
        help = tr!(
            "Which check's events to show when several ran the stage (1-based, as listed under \
             \"Why\"); by default the first one, as in the window. From 1 to the number of \
             checks the decision made; needs --stage"
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
/// frames. The moment is reached as the window reaches it ([`Selection::show_moment`]): the
/// check named, else the first check that ran the stage, else a run on its own.
fn explain(args: &ExplainArgs, out: &mut impl Write) -> anyhow::Result<ExitCode> {
    let opened = Document::open_path(&args.file, args.solver.as_deref(), ManualGames::Refused)
        .map_err(anyhow::Error::msg)?;
    let mut document = opened.document;
    let kind = document.kind();
    let tick = args.tick.or(opened.saved_tick).unwrap_or(0);
    let stage = crate::inputs::parse_stage(args.stage.as_deref())?;
    record_to(&mut document, tick, &args.file)?;
    let mut selection = Selection::new(&document, Stage::Bfs);
    selection.set_tick(&document, tick);
    if let Some(cut) = selection.decision().and_then(|d| d.cut()) {
        bail!("{}", tr!("tick {tick}: {cut}", tick = tick, cut = cut));
    }
    let Some(decision) = selection.decision().map(|d| d.decision.clone()) else {
        bail!(
            "{}",
            tr!(
                "the game is over at tick {tick}: there is no decision to explain",
                tick = tick
            )
        );
    };
    let at = selection.game().clone();
    write_decision(out, &args.file, tick, kind, &at, &decision)?;
    // The decision a program failed at: its fault in full, as `play` says it.
    if let Some(fault) = document
        .recording()
        .fault()
        .filter(|f| f.tick == tick as u64)
    {
        writeln!(
            out,
            "{}",
            tr!(
                "{file}: the solver failed {fault}",
                file = args.file.display(),
                fault = fault
            )
        )?;
        return Ok(ExitCode::FAILURE);
    }
    let Some(stage) = stage else {
        return Ok(ExitCode::SUCCESS);
    };
    let moment = Moment {
        tick,
        stage: Some(stage),
        check: args.check.map(|n| n - 1),
        event: None,
    };
    let check = match selection.show_moment(&document, &moment) {
        Ok(shown) => shown.and_then(|s| s.check),
        // A run on its own that cannot run says why in the stage's own words.
        Err(MomentError::Failed(_, why)) => bail!("{why}"),
        Err(e) => bail!("{e}"),
    };
    let replay = selection.replay().context("the moment shows its stage")?;
    // A check on greedy's virtual snake searched the virtual snake's board: draw that one.
    let ghost = check
        .and_then(|c| decision.virtual_body(c))
        .and_then(|body| Snake::new(at.grid(), body, None).ok());
    let shown = StageEvents {
        events: replay.events(),
        source: stage_source(check, ghost.is_some()),
        note: replay.note().map(str::to_owned),
        blank: replay.blank_frame(),
    };
    let (snake, food) = match &ghost {
        Some(g) => (g, None),
        None => (at.snake(), at.food()),
    };
    writeln!(out)?;
    // The stage shown: the one named, or its form in the search board's directions.
    write_stage(out, args.frames, replay.stage(), &shown, &at, snake, food)?;
    Ok(ExitCode::SUCCESS)
}

/// Records `document` up to `tick`; an error, naming `file`, if the game ends before it (a
/// program that failed says how, as `play` says it).
fn record_to(document: &mut Document, tick: usize, file: &Path) -> anyhow::Result<()> {
    match document.record_to(tick) {
        Ok(()) => Ok(()),
        Err(MomentError::EndsBefore { .. }) if document.recording().fault().is_some() => {
            let fault = document.recording().fault().expect("just seen");
            bail!(
                "{}",
                tr!(
                    "{file}: the solver failed {fault}",
                    file = file.display(),
                    fault = fault
                )
            );
        }
        Err(e) => bail!("{e}"),
    }
}

/// Where a stage's events come from, in words: the check that ran it (on the virtual
/// snake's board, for a check on greedy's virtual snake), or a run on its own.
fn stage_source(check: Option<usize>, on_virtual_board: bool) -> String {
    match check {
        Some(c) => {
            let on = if on_virtual_board {
                tr!(" on the virtual snake's board")
            } else {
                String::new()
            };
            tr!("as check {n} ran it{on}", n = c + 1, on = on)
        }
        None => tr!("run on its own on this board, with the solver's options"),
    }
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
        snakescope_core::trace::export::decision_report(at, decision)
    )?;
    Ok(())
}

/// A stage's events to print, and where they come from.
struct StageEvents<'a> {
    /// The events, in order.
    events: &'a [StageEvent],
    /// Where they come from: a check of the decision, or a run on the board.
    source: String,
    /// Where a run on its own differs from what the solver holds.
    note: Option<String>,
    /// The picture before the first event (the search board's walls marked, if any).
    blank: StageFrame,
}

/// The stage's heading, then each event's caption beside its line of pseudo-code, with the
/// grid after it (after the last one only, for `--frames last`), then the grid's legend.
fn write_stage(
    out: &mut impl Write,
    frames: Frames,
    stage: Stage,
    shown: &StageEvents<'_>,
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
    let mut frame = shown.blank.clone();
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
    writeln!(out, "({})", snakescope_core::trace::text_grid::legend())?;
    Ok(())
}
