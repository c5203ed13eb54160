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
    #[default]
    #[value(help = tr!("Bright pieces on a dark board, as the window shows it"))]
    Dark,
    #[value(
        help = tr!(
            "Strong pieces on a light board with dark grid lines: for paper and bright rooms"
        )
    )]
    Light,
}

/// The board's colours in a picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColoursArg {
    #[default]
    #[value(help = tr!("Red food on a green snake"))]
    Standard,
    #[value(
        help = tr!(
            "Okabe and Ito's colours, told apart with any kind of colour blindness, and shapes \
             beside them"
        )
    )]
    Safe,
}

/// How a picture looks: `--board` and `--colours`, shared by the commands that draw.
#[derive(Clone, Copy, Debug, Args)]
pub struct LookArgs {
    #[arg(
        long,
        value_enum,
        default_value_t = BoardArg::Dark,
        help = tr!("The board: dark, or light for paper and bright rooms")
    )]
    pub board: BoardArg,
    #[arg(
        long,
        value_enum,
        default_value_t = ColoursArg::Standard,
        help = tr!("The colours: standard, or safe for colour-blind readers")
    )]
    pub colours: ColoursArg,
}

/// Arguments of `render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    #[arg(help = tr!("The scenario"))]
    pub file: PathBuf,
    #[arg(long, default_value_t = 0, help = tr!("The tick whose board to draw (0 is the start)"))]
    pub tick: usize,
    #[arg(
        long,
        help = tr!(
            "A stage whose marks to draw: {stages}. Its events are the decision's if the \
             decision at that tick ran it, else it runs on its own on that board (as in the app)",
            stages = snakescope_core::stages::Stage::cli_names_in_words()
        )
    )]
    pub stage: Option<String>,
    #[arg(
        long,
        conflicts_with = "all_events",
        help = tr!(
            "Draw the stage after its K-th event (1 to the stage's count of events); after the \
             last by default"
        )
    )]
    pub event: Option<usize>,
    #[arg(
        long,
        help = tr!(
            "Every event of the stage, one frame each: an animated GIF (the default for a .gif \
             with --stage and no --event)"
        )
    )]
    pub all_events: bool,
    #[arg(long, help = tr!("The file to write: .png, .svg or .gif"))]
    pub out: PathBuf,
    #[arg(
        long,
        default_value_t = 800,
        help = tr!(
            "The picture's width, and the board's square, in pixels (64 to 4096; a GIF to \
             2048)"
        )
    )]
    pub size: u32,
    #[arg(long, help = tr!("Draw the legend of pieces and layers under the board"))]
    pub legend: bool,
    #[arg(
        long,
        help = tr!(
            "Write the caption of the stage's latest event above the board (a GIF always has \
             one)"
        )
    )]
    pub caption: bool,
    #[arg(long, default_value_t = 4.0, help = tr!("An animation's speed, in frames per second"))]
    pub fps: f32,
    #[arg(long, help = tr!("Play with this solver instead of the scenario's"))]
    pub solver: Option<String>,
    /// `--board` and `--colours`.
    #[command(flatten)]
    pub look: LookArgs,
}

/// Runs `render`.
pub fn run(args: RenderArgs) -> anyhow::Result<ExitCode> {
    draw::run(args)
}

pub(crate) mod draw {
    use super::{BoardArg, ColoursArg, LookArgs, RenderArgs};
    use anyhow::{Context, bail};
    use snakescope_core::scenario::write_atomically;
    use snakescope_core::session::{Film, SceneOptions};
    use snakescope_picture::board::palette::{BoardColours, BoardLook, BoardTheme};
    use snakescope_picture::film_render::film_bytes;
    use snakescope_picture::format::{PictureFormat, PictureOptions, still_bytes};
    use std::process::ExitCode;

    pub fn run(args: RenderArgs) -> anyhow::Result<ExitCode> {
        let format = PictureFormat::from_path(&args.out).with_context(|| {
            tr!(
                "--out {out} must end in .png, .svg or .gif",
                out = args.out.display()
            )
        })?;
        let options = PictureOptions {
            format,
            size: args.size,
            legend: args.legend,
            caption: args.caption,
            fps: args.fps,
            look: look(args.look),
        };
        if let Some(problem) = options.problem() {
            bail!("{}", tr!("--size or --fps: {problem}", problem = problem));
        }
        let stage = crate::inputs::parse_stage(args.stage.as_deref())?;
        if stage.is_none() && (args.event.is_some() || args.all_events) {
            bail!(
                "{}",
                tr!("--event and --all-events pick events of a stage: give --stage too")
            );
        }
        let animate = args.all_events
            || (format == PictureFormat::Gif && stage.is_some() && args.event.is_none());
        if animate && format != PictureFormat::Gif {
            bail!(
                "{}",
                tr!("--all-events makes an animation: write it to a .gif file")
            );
        }
        let (document, mut selection) =
            super::super::moment::game_at(&args.file, args.solver.as_deref(), args.tick)?;
        let scene = SceneOptions::default();
        let mut what = match stage {
            Some(stage) => {
                super::super::moment::pick(&document, &mut selection, stage, args.event, args.tick)?
            }
            None => tr!("the board at tick {tick}", tick = args.tick),
        };
        let bytes = if animate {
            let film = Film::stage_run(&selection, &scene).with_context(|| {
                tr!(
                    "the {n} stage has no events at tick {tick}",
                    n = args.stage.as_deref().unwrap_or(""),
                    tick = args.tick
                )
            })?;
            what = tr!(
                "{what}, {frames} frames, a frame each",
                what = film.what(),
                frames = film.len()
            );
            let bar = crate::progress::frames_bar(film.len());
            let bytes = film_bytes(film, &options, |done, _| {
                bar.set_position(done as u64);
                true
            });
            bar.finish_and_clear();
            bytes
                .map_err(anyhow::Error::msg)?
                .with_context(|| tr!("the animation was stopped"))?
        } else {
            let still = selection.with_board_scene(&scene, None, |s| s.to_still());
            let (still, caption) = match stage {
                Some(_) => (still, selection.caption()),
                None => (
                    still.without_stage(),
                    selection.decision().map(|d| {
                        tr!(
                            "Tick {tick}: {summary}",
                            tick = args.tick,
                            summary = d.decision.summary()
                        )
                    }),
                ),
            };
            still_bytes(&still, caption, &options).map_err(anyhow::Error::msg)?
        };
        write_atomically(&args.out, &bytes)?;
        println!(
            "{}",
            tr!(
                "{out}: {what}, {size} px {name}",
                out = args.out.display(),
                what = what,
                size = args.size,
                name = format.name()
            )
        );
        Ok(ExitCode::SUCCESS)
    }

    /// The board's look `--board` and `--colours` ask for.
    pub(crate) fn look(args: LookArgs) -> BoardLook {
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
}
