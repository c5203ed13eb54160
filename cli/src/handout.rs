//! `snakescope handout LESSON.ron --out DIR`: a lesson as one HTML page to print or share,
//! each step's board drawn as an SVG beside its caption and narration, in the lesson's
//! language, on the light board, with the board painter the window paints with. It writes
//! only into a folder it may write into ([`crate::handout_folder`]).

use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `handout`.
#[derive(Debug, Args)]
pub struct HandoutArgs {
    #[arg(help = tr!("The lesson file"))]
    pub lesson: PathBuf,
    #[arg(
        long,
        help = tr!("The folder to write `index.html` and the pictures into (made if missing)")
    )]
    pub out: PathBuf,
    #[arg(
        long,
        default_value_t = 480,
        help = tr!("The width of each board picture, in pixels (64 to 4096)")
    )]
    pub size: u32,
    #[arg(
        long,
        help = tr!(
            "Replace files in the folder that snakescope did not write (by default the handout \
             refuses to)"
        )
    )]
    pub force: bool,
}

/// Runs `handout`.
pub fn run(args: HandoutArgs) -> anyhow::Result<ExitCode> {
    page::run(args)
}

mod page {
    use super::super::moment;
    use super::HandoutArgs;
    use crate::handout_folder::{HandoutFolder, within_limit};
    use crate::handout_names::{picture_estimate, picture_name};
    use anyhow::{Context, bail};
    use snakescope_core::lesson::{Lesson, LessonStep, ProblemKind, StepScenarioError};
    use snakescope_core::scenario::Scenario;
    use snakescope_core::session::{Document, Overlays, SceneOptions, Selection};
    use snakescope_picture::board::palette::{BoardColours, BoardLook, BoardTheme};
    use snakescope_picture::format::{PictureFormat, PictureOptions, still_bytes};
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::fmt::Write as _;
    use std::path::Path;
    use std::process::ExitCode;

    /// Writes the lesson's page and its pictures into `--out`, and says where. The lesson is
    /// checked first, then what it would write estimated; its pictures are written into a
    /// folder of their own and put in place only once the page is whole.
    pub fn run(args: HandoutArgs) -> anyhow::Result<ExitCode> {
        let folder = args.lesson.parent().unwrap_or(Path::new("."));
        let lesson = Lesson::load(&args.lesson).map_err(|e| anyhow::anyhow!("{e}"))?;
        let options = picture_options(args.size)?;
        // Each scenario file is read once, however many steps name it.
        let scenarios = Scenarios::new(folder);
        checked(&lesson, &args.lesson, &scenarios)?;
        // Too large a handout is refused before any step is drawn.
        let estimate = estimate(&lesson, &scenarios, args.size);
        within_limit(estimate)?;
        let pictures: Vec<String> = (1..=lesson.steps.len()).map(picture_name).collect();
        let mut files = vec!["index.html".to_owned()];
        files.extend(pictures.iter().cloned());
        let mut out = HandoutFolder::claim(&args.out, &files, estimate, args.force)?;
        // The page speaks the lesson's language: its captions as well as its narration.
        let page_language = snakescope_core::words::Language::from_code(&lesson.language)
            .map(snakescope_core::words::for_this_thread);
        let mut html = page_head(&lesson);
        for (k, (step, picture)) in lesson.steps.iter().zip(&pictures).enumerate() {
            let caption = draw_step(&scenarios, k, step, &options, &mut out, picture)?;
            write_section(&mut html, k, step, picture, caption, args.size);
        }
        html.push_str("</body>\n</html>\n");
        let index = out.write("index.html", html.as_bytes())?;
        out.finish()?;
        // What was written is said in the language of the command line, not the page's.
        drop(page_language);
        println!(
            "{}",
            tr!(
                "{index}: {steps} steps, {pictures} pictures of {size} px",
                index = index.display(),
                steps = lesson.steps.len(),
                pictures = lesson.steps.len(),
                size = args.size
            )
        );
        Ok(ExitCode::SUCCESS)
    }

    /// The scenario files a lesson's steps name, each read once from the lesson's folder.
    struct Scenarios<'a> {
        folder: &'a Path,
        read: RefCell<HashMap<String, Result<Scenario, StepScenarioError>>>,
    }

    impl<'a> Scenarios<'a> {
        fn new(folder: &'a Path) -> Scenarios<'a> {
            Scenarios {
                folder,
                read: RefCell::new(HashMap::new()),
            }
        }

        /// The scenario file `file` (as a step names it), read the first time it is asked.
        fn read(&self, file: &str) -> Result<Scenario, StepScenarioError> {
            if let Some(known) = self.read.borrow().get(file) {
                return known.clone();
            }
            let read = snakescope_core::lesson::read_step_file(&self.folder.join(file));
            self.read.borrow_mut().insert(file.to_owned(), read.clone());
            read
        }

        /// Step `step`'s scenario and where it came from, for messages.
        fn of(&self, step: &LessonStep) -> Result<(Scenario, String), StepScenarioError> {
            let source = step.source()?;
            let scenario = source.scenario(&|file| self.read(file))?;
            let origin = match source.path_in(self.folder) {
                Some(path) => path.display().to_string(),
                None => source.to_string(),
            };
            Ok((scenario, origin))
        }
    }

    /// Nothing if every step of `lesson` (read from `path`) is valid; else every problem,
    /// one a line, each with the file's name (the first [`MAX_PROBLEMS_SHOWN`], and how many
    /// more).
    fn checked(lesson: &Lesson, path: &Path, scenarios: &Scenarios<'_>) -> anyhow::Result<()> {
        let mut problems = lesson.validate_with(&|file| scenarios.read(file));
        problems.retain(|p| p.kind != ProblemKind::Note);
        if !problems.is_empty() {
            let lines: Vec<String> = problems
                .iter()
                .map(|p| format!("{}: {p}", path.display()))
                .collect();
            bail!("{}", snakescope_core::scenario::capped_lines(&lines));
        }
        Ok(())
    }

    /// About how many bytes the handout of `lesson` writes, at most, its pictures `size`
    /// pixels wide: each step's picture by its board, how large a cell is drawn and whether it
    /// draws a stage's marks, and the page.
    fn estimate(lesson: &Lesson, scenarios: &Scenarios<'_>, size: u32) -> u64 {
        let pictures: u64 = lesson
            .steps
            .iter()
            .map(|step| {
                let (width, height) = scenarios
                    .of(step)
                    .map(|(s, _)| (s.width.max(0) as u64, s.height.max(0) as u64))
                    .unwrap_or((0, 0));
                picture_estimate(width, height, size, step.stage.is_some())
            })
            .sum();
        let page: u64 = lesson
            .steps
            .iter()
            .map(|s| 2 * s.narration.len() as u64 + 1024)
            .sum();
        pictures + page
    }

    /// How each board is drawn: an SVG `size` pixels wide, on the light board of a printed
    /// page, without legend or caption (the page has its own).
    fn picture_options(size: u32) -> anyhow::Result<PictureOptions> {
        let options = PictureOptions {
            format: PictureFormat::Svg,
            size,
            legend: false,
            caption: false,
            fps: 4.0,
            // A printed page: the light board.
            look: BoardLook::new(BoardTheme::Light, BoardColours::Standard),
        };
        if let Some(problem) = options.problem() {
            bail!("--size: {problem}");
        }
        Ok(options)
    }

    /// The page up to its first step: the doctype, the lesson's language and title, the style.
    fn page_head(lesson: &Lesson) -> String {
        let mut html = String::new();
        let _ = write!(
            html,
            "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
             <title>{title}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n<h1>{title}</h1>\n",
            lang = escape(&lesson.language),
            title = escape(&lesson.title),
        );
        html
    }

    /// Draws step `k` (from 0) of the lesson to `picture`: the board at the step's tick, with
    /// its stage's frame if it names a stage. Returns the step's caption, if it has one.
    fn draw_step(
        scenarios: &Scenarios<'_>,
        k: usize,
        step: &LessonStep,
        options: &PictureOptions,
        out: &mut HandoutFolder,
        picture: &str,
    ) -> anyhow::Result<Option<String>> {
        let tick = step.tick as usize;
        let (scenario, origin) = scenarios.of(step).map_err(anyhow::Error::msg)?;
        let (document, mut selection) = moment::game_of(scenario, &origin, tick)?;
        let caption = step_caption(&document, &mut selection, k, step)?;
        // The layers the step names, else those its stage shows.
        let scene = SceneOptions {
            overlays: step
                .layers
                .as_deref()
                .map_or_else(Overlays::default, Overlays::exactly),
            ..SceneOptions::default()
        };
        let still = selection.with_board_scene(&scene, None, |s| s.to_still());
        let still = if step.stage.is_some() {
            still
        } else {
            still.without_stage()
        };
        let bytes = still_bytes(&still, None, options).map_err(anyhow::Error::msg)?;
        out.write(picture, &bytes)?;
        Ok(caption)
    }

    /// The caption of step `k`: its stage's, with the events it picks, or else the
    /// decision's summary at its tick.
    fn step_caption(
        document: &Document,
        selection: &mut Selection,
        k: usize,
        step: &LessonStep,
    ) -> anyhow::Result<Option<String>> {
        let tick = step.tick as usize;
        let Some(name) = step.stage.as_deref() else {
            return Ok(selection.decision().map(|d| {
                tr!(
                    "Tick {tick}: {summary}",
                    tick = tick,
                    summary = d.decision.summary()
                )
            }));
        };
        let stage = snakescope_core::stages::Stage::from_cli_name(name).with_context(|| {
            tr!(
                "step {k}: unknown stage {name}",
                k = k + 1,
                name = format!("{name:?}")
            )
        })?;
        let last = step.events.map(|(_, last)| last);
        moment::pick(document, selection, stage, last, tick)
            .with_context(|| tr!("step {k}", k = k + 1))?;
        // A stage the decision did not run is the lesson's run, not the reader's own.
        Ok(selection.prepared_caption())
    }

    /// Step `k`'s section of the page: its number, its picture, its caption and narration.
    fn write_section(
        html: &mut String,
        k: usize,
        step: &LessonStep,
        picture: &str,
        caption: Option<String>,
        size: u32,
    ) {
        let _ = write!(
            html,
            "<section>\n<h2>{n}</h2>\n<img src=\"{picture}\" alt=\"{alt}\" width=\"{size}\">\n",
            n = k + 1,
            alt = escape(&tr!(
                "{scenario} at tick {tick}",
                scenario = step.scenario_name(),
                tick = step.tick as usize
            )),
            size = size,
        );
        if let Some(caption) = caption {
            let _ = writeln!(html, "<p class=\"caption\">{}</p>", escape(&caption));
        }
        for paragraph in step.narration.split("\n\n") {
            let _ = writeln!(html, "<p>{}</p>", inline(paragraph));
        }
        html.push_str("</section>\n");
    }

    /// The page's look: light, printable, one step per block.
    const STYLE: &str = "body { font-family: sans-serif; max-width: 44em; margin: 2em auto; \
        color: #111; background: #fff; }\nsection { break-inside: avoid; margin-bottom: 2em; }\n\
        img { display: block; max-width: 100%; height: auto; border: 1px solid #999; }\n\
        .caption { font-style: italic; color: #333; }\ncode { background: #eee; padding: 0 .2em; }\n";

    /// `text` with HTML's special characters escaped.
    pub(super) fn escape(text: &str) -> String {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    }

    /// A narration's paragraph as HTML: `**bold**` and `` `code` ``, everything else escaped.
    pub(super) fn inline(text: &str) -> String {
        let mut out = String::new();
        for span in snakescope_core::lesson::narration::spans(text) {
            let mut html = escape(&span.text);
            if span.code {
                html = format!("<code>{html}</code>");
            }
            if span.bold {
                html = format!("<strong>{html}</strong>");
            }
            out.push_str(&html);
        }
        out
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn narration_marks_become_html_and_the_rest_is_escaped() {
            assert_eq!(
                inline("a **bold** `x < y` & <b>"),
                "a <strong>bold</strong> <code>x &lt; y</code> &amp; &lt;b&gt;"
            );
            assert_eq!(inline("**open"), "<strong>open</strong>");
        }
    }
}
