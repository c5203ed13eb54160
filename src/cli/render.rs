//! `snakescope render FILE --tick N [--stage S] [--event K | --all-events] --out OUT
//! [--size PX] [--board dark|light] [--colours standard|safe]`: a picture of the board for a
//! slide or a handout, drawn by the app's own board painter without a window: a PNG or an SVG
//! of one moment, or an animated GIF of a stage's events.
//! It needs egui, so it is part of the `gui` feature; a build without it says so.

use clap::{Args, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

/// The board's ground in a picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum BoardArg {
    /// Bright pieces on a dark board, as the window shows it.
    #[default]
    Dark,
    /// Strong pieces on a light board with dark grid lines: for paper and bright rooms.
    Light,
}

/// The board's colours in a picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColoursArg {
    /// Red food on a green snake.
    #[default]
    Standard,
    /// Okabe and Ito's colours, told apart with any kind of colour blindness, and shapes
    /// beside them.
    Safe,
}

/// Arguments of `render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The scenario.
    pub file: PathBuf,
    /// The tick whose board to draw (0 is the start).
    #[arg(long, default_value_t = 0)]
    pub tick: usize,
    /// A stage whose marks to draw: bfs, longest, cycle, shortcut, numbering, backtrack,
    /// approach, certificate, splice or reported. Its events are the decision's if the
    /// decision at that tick ran it, else it runs on its own on that board (as in the app).
    #[arg(long)]
    pub stage: Option<String>,
    /// Draw the stage after its K-th event (1 to the stage's count of events); after the last
    /// by default.
    #[arg(long, conflicts_with = "all_events")]
    pub event: Option<usize>,
    /// Every event of the stage, one frame each: an animated GIF (the default for a .gif with
    /// --stage and no --event).
    #[arg(long)]
    pub all_events: bool,
    /// The file to write: .png, .svg or .gif.
    #[arg(long)]
    pub out: PathBuf,
    /// The picture's width, and the board's square, in pixels (64 to 4096; a GIF to 2048).
    #[arg(long, default_value_t = 800)]
    pub size: u32,
    /// Draw the legend of pieces and layers under the board.
    #[arg(long)]
    pub legend: bool,
    /// Write the caption of the stage's latest event above the board (a GIF always has one).
    #[arg(long)]
    pub caption: bool,
    /// An animation's speed, in frames per second.
    #[arg(long, default_value_t = 4.0)]
    pub fps: f32,
    /// Play with this solver instead of the scenario's.
    #[arg(long)]
    pub solver: Option<String>,
    /// The board: dark, or light for paper and bright rooms.
    #[arg(long, value_enum, default_value_t = BoardArg::Dark)]
    pub board: BoardArg,
    /// The colours: standard, or safe for colour-blind readers.
    #[arg(long, value_enum, default_value_t = ColoursArg::Standard)]
    pub colours: ColoursArg,
}

/// Runs `render`.
#[cfg(feature = "gui")]
pub fn run(args: RenderArgs) -> anyhow::Result<ExitCode> {
    draw::run(args)
}

/// Runs `render`: in a build without the window toolkit, only to say that it needs one.
#[cfg(not(feature = "gui"))]
pub fn run(_args: RenderArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!(
        "render draws the board with the app's own painter (egui), and this build has no `gui` \
         feature; build snakescope with its default features to render pictures"
    )
}

#[cfg(feature = "gui")]
mod draw {
    use super::{BoardArg, ColoursArg, RenderArgs};
    use crate::algo::Stage;
    use crate::board::palette::{BoardColours, BoardLook, BoardTheme};
    use crate::explain::ReplayOrigin;
    use crate::picture::format::{PictureFormat, PictureOptions, film_bytes, still_bytes};
    use crate::scenario::write_atomically;
    use crate::session::{Document, Film, ReplayState, SceneOptions, Selection};
    use crate::solver::SolverKind;
    use anyhow::{Context, bail};
    use std::process::ExitCode;

    pub fn run(args: RenderArgs) -> anyhow::Result<ExitCode> {
        let format = PictureFormat::from_path(&args.out).with_context(|| {
            format!(
                "--out {} must end in .png, .svg or .gif",
                args.out.display()
            )
        })?;
        let options = PictureOptions {
            format,
            size: args.size,
            legend: args.legend,
            caption: args.caption,
            fps: args.fps,
            look: look(&args),
        };
        if let Some(problem) = options.problem() {
            bail!("--size or --fps: {problem}");
        }
        let stage = crate::cli::parse_stage(args.stage.as_deref())?;
        if stage.is_none() && (args.event.is_some() || args.all_events) {
            bail!("--event and --all-events pick events of a stage: give --stage too");
        }
        let animate = args.all_events
            || (format == PictureFormat::Gif && stage.is_some() && args.event.is_none());
        if animate && format != PictureFormat::Gif {
            bail!("--all-events makes an animation: write it to a .gif file");
        }
        let mut selection = game_at(&args)?;
        let scene = SceneOptions::default();
        let mut what = match stage {
            Some(stage) => pick(&mut selection, stage, args.event, &args)?,
            None => format!("the board at tick {}", args.tick),
        };
        let bytes = if animate {
            let mut film = Film::stage_run(&selection, &scene).with_context(|| {
                format!(
                    "the {} stage has no events at tick {}",
                    args.stage.as_deref().unwrap_or(""),
                    args.tick
                )
            })?;
            what = format!("{}, a frame each", film.what());
            let bar = indicatif::ProgressBar::new(film.len() as u64);
            let bytes = film_bytes(&mut film, &options, |done, _| {
                bar.set_position(done as u64);
                true
            });
            bar.finish_and_clear();
            bytes
                .map_err(anyhow::Error::msg)?
                .context("the animation was stopped")?
        } else {
            let still = selection.with_board_scene(&scene, None, |s| s.to_still());
            let (still, caption) = match stage {
                Some(_) => (still, selection.caption()),
                None => (
                    still.without_stage(),
                    selection
                        .decision()
                        .map(|d| format!("Tick {}: {}", args.tick, d.decision.summary())),
                ),
            };
            still_bytes(&still, caption, &options).map_err(anyhow::Error::msg)?
        };
        write_atomically(&args.out, &bytes)?;
        println!(
            "{}: {what}, {} px {}",
            args.out.display(),
            args.size,
            format.name()
        );
        Ok(ExitCode::SUCCESS)
    }

    /// The board's look `--board` and `--colours` ask for.
    fn look(args: &RenderArgs) -> BoardLook {
        let theme = match args.board {
            BoardArg::Dark => BoardTheme::Dark,
            BoardArg::Light => BoardTheme::Light,
        };
        let colours = match args.colours {
            ColoursArg::Standard => BoardColours::Standard,
            ColoursArg::Safe => BoardColours::Safe,
        };
        BoardLook::new(theme, colours)
    }

    /// The game of the scenario, recorded as far as `--tick`, selected at that tick.
    fn game_at(args: &RenderArgs) -> anyhow::Result<Selection> {
        let mut scenario = super::super::load_scenario(&args.file)?;
        if let Some(name) = &args.solver {
            scenario.solver =
                SolverKind::from_name(name).with_context(|| format!("unknown solver {name:?}"))?;
        }
        if scenario.solver == SolverKind::Manual {
            bail!(
                "{}: a Manual scenario has no moves to draw; pass --solver",
                args.file.display()
            );
        }
        let origin = args.file.display().to_string();
        let mut document = Document::open(scenario, origin).map_err(anyhow::Error::msg)?;
        while document.ticks() < args.tick && !document.recorded_to_end() {
            if document.recording_held() {
                document.record_further();
            }
            document.record_ahead(std::time::Duration::from_millis(50));
        }
        if args.tick > document.ticks() {
            bail!(
                "the game ends at tick {} ({}), before tick {}",
                document.ticks(),
                document.outcome_text().unwrap_or_default(),
                args.tick
            );
        }
        let mut selection = Selection::new(&document, Stage::Bfs);
        selection.set_tick(&document, args.tick);
        Ok(selection)
    }

    /// Shows `stage` at the selected tick, after `event` of its events (all by default);
    /// returns what the picture shows.
    fn pick(
        selection: &mut Selection,
        stage: Stage,
        event: Option<usize>,
        args: &RenderArgs,
    ) -> anyhow::Result<String> {
        selection.pick_stage(stage);
        let replay = match selection.replay_state() {
            ReplayState::Ready(r) => r,
            ReplayState::Failed(why) => bail!(
                "the {} stage cannot run at tick {}: {why}",
                stage.cli_name(),
                args.tick
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
                args.tick
            );
        }
        selection.set_event_cursor(base + shown);
        Ok(format!(
            "{} at tick {}, event {shown} of {len} ({source})",
            stage.title(),
            args.tick
        ))
    }
}
