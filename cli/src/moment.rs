//! A moment of a file's game for a picture: the game recorded as far as a tick, and a stage
//! shown there after one of its events, reached as the window reaches it
//! ([`snakescope_core::session::moment`]). `render` and `handout` draw what this picks.

use anyhow::bail;
use snakescope_core::session::{
    Document, ManualGames, Moment, MomentError, Selection, StageShown, Viewer,
};
use snakescope_core::stages::Stage;
use std::path::Path;

/// The game of the file at `file` (a scenario, played by `solver` if given, a spec as
/// `play --solver` reads it; or a saved game), recorded as far as `tick`, selected at that
/// tick.
pub fn game_at(
    file: &Path,
    solver: Option<&str>,
    tick: usize,
) -> anyhow::Result<(Document, Selection)> {
    let opened =
        Document::open_path(file, solver, ManualGames::Refused).map_err(anyhow::Error::msg)?;
    selected_at(opened.document, tick)
}

/// The board of the file at `file` (a scenario, played by `solver` if given; or a saved game)
/// at `tick`, with no decision made but those that lead there: what a race needs.
pub fn board_at(
    file: &Path,
    solver: Option<&str>,
    tick: usize,
) -> anyhow::Result<(Document, snakescope_core::rules::Game)> {
    let opened = Document::open_path_ahead(
        file,
        solver,
        ManualGames::Refused,
        std::time::Duration::ZERO,
    )
    .map_err(anyhow::Error::msg)?;
    let mut document = opened.document;
    document.record_to(tick)?;
    let game = document.recording().game_at(tick);
    Ok((document, game))
}

/// The game of `scenario` (a lesson's step), played by its own solver, recorded as far as
/// `tick`, selected at that tick; `origin` names it in messages.
pub fn game_of(
    scenario: snakescope_core::scenario::Scenario,
    origin: &str,
    tick: usize,
) -> anyhow::Result<(Document, Selection)> {
    if scenario.solver == snakescope_core::solver::SolverKind::Manual {
        bail!(
            "{}",
            tr!(
                "{file}: a Manual scenario is played with the keyboard and has no moves of its \
                 own to draw",
                file = origin
            )
        );
    }
    let document = Document::open_with(scenario, origin.to_owned(), Viewer::CommandLine)
        .map_err(anyhow::Error::msg)?;
    selected_at(document, tick)
}

/// `document` recorded as far as `tick`, and a selection at that tick.
fn selected_at(mut document: Document, tick: usize) -> anyhow::Result<(Document, Selection)> {
    document.record_to(tick)?;
    let mut selection = Selection::new(&document, Stage::Bfs);
    selection.show_moment(&document, &Moment::at(tick))?;
    Ok((document, selection))
}

/// Shows `stage` at the selected tick, after `event` of its events (all by default), by the
/// window's rule; returns what the picture shows, in words.
pub fn pick(
    document: &Document,
    selection: &mut Selection,
    stage: Stage,
    event: Option<usize>,
    tick: usize,
) -> anyhow::Result<String> {
    // Picked, a search runs in the search board's directions where it has a form there.
    let stage = stage.in_directions(selection.directions());
    let name = stage.cli_name();
    let moment = Moment {
        tick,
        stage: Some(stage),
        check: None,
        event,
    };
    match selection.show_moment(document, &moment) {
        Ok(Some(StageShown {
            event, len, source, ..
        })) => Ok(tr!(
            "{title} at tick {tick}, event {event} of {len} ({source})",
            title = stage.title(),
            tick = tick,
            event = event,
            len = len,
            source = source
        )),
        Ok(None) | Err(MomentError::Empty(_)) => bail!(
            "{}",
            tr!("the {name} stage shows nothing here", name = name)
        ),
        Err(MomentError::Failed(_, why)) => bail!(
            "{}",
            tr!(
                "the {name} stage cannot run at tick {tick}: {why}",
                name = name,
                tick = tick,
                why = why
            )
        ),
        Err(MomentError::OutOfRange { len, source, .. }) => bail!(
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
        Err(e) => Err(e.into()),
    }
}
