//! A moment of a scenario's game for a picture: the game recorded as far as a tick, and a
//! stage shown there after one of its events. `render` and `handout` draw what this picks.

#![cfg(feature = "gui")]

use crate::session::{Document, Selection, StageNotShown, StageShown};
use crate::solver::SolverKind;
use crate::stages::Stage;
use anyhow::{Context, bail};
use std::path::Path;

/// The game of the scenario in `file` (played by `solver` if given), recorded as far as
/// `tick`, selected at that tick.
pub fn game_at(file: &Path, solver: Option<&str>, tick: usize) -> anyhow::Result<Selection> {
    let mut scenario = super::load_scenario(file)?;
    if let Some(name) = solver {
        scenario.solver =
            SolverKind::from_name(name).with_context(|| format!("unknown solver {name:?}"))?;
    }
    if scenario.solver == SolverKind::Manual {
        bail!(
            "{}: a Manual scenario has no moves to draw; pass --solver",
            file.display()
        );
    }
    let origin = file.display().to_string();
    let mut document = Document::open(scenario, origin).map_err(anyhow::Error::msg)?;
    while document.ticks() < tick && !document.recorded_to_end() {
        if document.recording_held() {
            document.record_further();
        }
        document.record_ahead(std::time::Duration::from_millis(50));
    }
    if tick > document.ticks() {
        bail!(
            "the game ends at tick {} ({}), before tick {}",
            document.ticks(),
            document.outcome_text().unwrap_or_default(),
            tick
        );
    }
    let mut selection = Selection::new(&document, Stage::Bfs);
    selection.set_tick(&document, tick);
    Ok(selection)
}

/// Shows `stage` at the selected tick, after `event` of its events (all by default);
/// returns what the picture shows.
pub fn pick(
    selection: &mut Selection,
    stage: Stage,
    event: Option<usize>,
    tick: usize,
) -> anyhow::Result<String> {
    let name = stage.cli_name();
    match selection.show_stage_event(stage, event) {
        Ok(StageShown { event, len, source }) => Ok(format!(
            "{} at tick {tick}, event {event} of {len} ({source})",
            stage.title()
        )),
        Err(StageNotShown::Failed(why)) => {
            bail!("the {name} stage cannot run at tick {tick}: {why}")
        }
        Err(StageNotShown::Empty) => bail!("the {name} stage shows nothing here"),
        Err(StageNotShown::OutOfRange { len, source }) => bail!(
            "the {name} stage at tick {tick} has {len} events ({source}): --event must be 1 to \
             {len}"
        ),
    }
}
