//! A moment of a scenario's game for a picture: the game recorded as far as a tick, and a
//! stage shown there after one of its events. `render` and `handout` draw what this picks.

#![cfg(feature = "gui")]

use crate::explain::ReplayOrigin;
use crate::session::{Document, ReplayState, Selection};
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
    selection.pick_stage(stage);
    let replay = match selection.replay_state() {
        ReplayState::Ready(r) => r,
        ReplayState::Failed(why) => bail!(
            "the {} stage cannot run at tick {}: {why}",
            stage.cli_name(),
            tick
        ),
        ReplayState::Idle(_) | ReplayState::Empty => {
            bail!("the {} stage shows nothing here", stage.cli_name())
        }
    };
    let len = replay.len();
    let (base, source) = match replay.origin() {
        ReplayOrigin::Decision { link, .. } => (
            selection.decision().map_or(0, |d| d.links[link].start),
            format!("check {} of the decision", link + 1),
        ),
        ReplayOrigin::OwnBoard { .. } => (0, "run on its own".to_owned()),
    };
    let shown = event.unwrap_or(len);
    if shown == 0 || shown > len {
        bail!(
            "the {} stage at tick {} has {len} events ({source}): --event must be 1 to {len}",
            stage.cli_name(),
            tick
        );
    }
    selection.set_event_cursor(base + shown);
    Ok(format!(
        "{} at tick {}, event {shown} of {len} ({source})",
        stage.title(),
        tick
    ))
}
