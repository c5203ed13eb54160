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
    let scenario = super::load_scenario(file)?;
    game_of(scenario, &file.display().to_string(), solver, tick)
}

/// [`game_at`] for a scenario already read; `origin` names it in messages.
pub fn game_of(
    mut scenario: crate::scenario::Scenario,
    origin: &str,
    solver: Option<&str>,
    tick: usize,
) -> anyhow::Result<Selection> {
    if let Some(name) = solver {
        scenario.solver = SolverKind::from_name(name)
            .with_context(|| tr!("unknown solver {name}", name = format!("{:?}", name)))?;
    }
    if scenario.solver == SolverKind::Manual {
        bail!(
            "{}",
            tr!(
                "{file}: a Manual scenario has no moves to draw; pass --solver",
                file = origin
            )
        );
    }
    let mut document = Document::open(scenario, origin.to_owned()).map_err(anyhow::Error::msg)?;
    while document.ticks() < tick && !document.recorded_to_end() {
        if document.recording_held() {
            document.record_further();
        }
        document.record_ahead(std::time::Duration::from_millis(50));
    }
    if tick > document.ticks() {
        bail!(
            "{}",
            tr!(
                "the game ends at tick {ticks} ({outcome}), before tick {tick}",
                ticks = document.ticks(),
                outcome = document.outcome_text().unwrap_or_default(),
                tick = tick
            )
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
        Ok(StageShown { event, len, source }) => Ok(tr!(
            "{title} at tick {tick}, event {event} of {len} ({source})",
            title = stage.title(),
            tick = tick,
            event = event,
            len = len,
            source = source
        )),
        Err(StageNotShown::Failed(why)) => {
            bail!(
                "{}",
                tr!(
                    "the {name} stage cannot run at tick {tick}: {why}",
                    name = name,
                    tick = tick,
                    why = why
                )
            )
        }
        Err(StageNotShown::Empty) => bail!(
            "{}",
            tr!("the {name} stage shows nothing here", name = name)
        ),
        Err(StageNotShown::OutOfRange { len, source }) => bail!(
            "{}",
            tr!(
                "the {name} stage at tick {tick} has {len} events ({source}): --event must be 1 to \
             {len}",
                name = name,
                tick = tick,
                len = len,
                source = source
            )
        ),
    }
}
