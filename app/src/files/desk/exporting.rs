//! Exporting the game on screen: its ticks as CSV, its decision as text, a picture of the
//! board or an animation, where the user says.

use super::{Effect, FileDesk};
use crate::command::files::{ExportKind, PictureChoice, PictureContent, RaceExport};
use crate::files::export::{Export, base_name};
use crate::files::lesson_step::LessonMoment;
use crate::files::path_prompt::PathPurpose;
use crate::files::picture_job::{JobEnd, PictureJob};
use crate::files::picture_prompt::PicturePrompt;
use crate::files::write_file;
use crate::state::{AppState, Film};
use snakescope_picture::format::{PictureFormat, PictureOptions, PictureWork, still_bytes};
use snakescope_picture::race::{race_still_bytes, race_what};
use std::path::Path;

impl FileDesk {
    /// Takes `kind` from the screen, asks where (the typed-path prompt if there is no dialog)
    /// and writes it there. A picture first asks how to make it.
    pub(super) fn export(&mut self, kind: ExportKind, state: &AppState) {
        if let ExportKind::Picture(format) = kind {
            let options = PictureOptions {
                format,
                ..self.picture_options.clone()
            };
            // The picture is of the frame on screen now: nothing moves until it is made.
            self.effects.push(Effect::HoldStill);
            self.prompts.picture = Some(PicturePrompt::new(options, state));
            return;
        }
        if kind == ExportKind::LessonStep {
            return self.add_lesson_step(state);
        }
        let export = match Export::from_state(state, kind) {
            Ok(export) => export,
            Err(why) => return self.problem(why),
        };
        let dir = self.played_dir().or_else(|| self.start_dir());
        let name = export.file_name.clone();
        match self.dialogs.save_export(dir.as_deref(), &name, kind) {
            Ok(Some(path)) => self.export_to(&path, &export),
            Ok(None) => {}
            Err(why) => {
                let purpose = PathPurpose::Export(Box::new(export));
                self.prompt_for_path(purpose, why, dir, name);
            }
        }
    }

    /// Takes the moment on screen as a lesson step and asks which lesson file to add it to
    /// (one that does not exist yet starts a lesson).
    fn add_lesson_step(&mut self, state: &AppState) {
        if cfg!(target_arch = "wasm32") {
            return self.problem(tr!(
                "A web page cannot add to a file: prepare lessons in the desktop app."
            ));
        }
        let moment = match LessonMoment::from_state(state, self.played_path.as_deref()) {
            Ok(moment) => moment,
            Err(why) => return self.problem(why),
        };
        let dir = self.start_dir();
        let name = format!(
            "{}.{}.ron",
            tr!("lesson"),
            snakescope_core::words::language().code()
        );
        match self
            .dialogs
            .save_export(dir.as_deref(), &name, ExportKind::LessonStep)
        {
            Ok(Some(path)) => self.lesson_step_to(&path, &moment),
            Ok(None) => {}
            Err(why) => {
                let purpose = PathPurpose::LessonStep(Box::new(moment));
                self.prompt_for_path(purpose, why, dir, name);
            }
        }
    }

    /// Adds `moment` to the lesson at `path` and says so, or says why not.
    pub(super) fn lesson_step_to(&mut self, path: &Path, moment: &LessonMoment) {
        match moment.add_to(path) {
            Ok(message) => self.status = Some(message),
            Err(why) => self.problem(why),
        }
    }

    /// Writes `export` to `path` (atomically) and says so, or says why not.
    pub(super) fn export_to(&mut self, path: &Path, export: &Export) {
        match export.write(path) {
            Ok(message) => self.status = Some(message),
            Err(e) => self.problem(tr!(
                "Could not export {what}:\n{e}",
                what = export.what,
                e = e
            )),
        }
    }

    /// The answer of the picture window: takes the picture from the screen now, then asks
    /// where to write it.
    pub(super) fn picture_choice(&mut self, choice: PictureChoice, state: &AppState) {
        self.prompts.picture = None;
        let PictureChoice::Export(options, content) = choice else {
            return;
        };
        self.picture_options = options.clone();
        if let Some(problem) = options.problem() {
            self.problem(tr!(
                "Could not export a picture: {problem}.",
                problem = problem
            ));
            return;
        }
        if content != PictureContent::Board && state.decision_hidden() {
            // An animation would show the decision the class is asked about.
            self.problem(
                "Could not export an animation: the quiz hides the decision on screen until \
                 the class has answered."
                    .to_owned(),
            );
            return;
        }
        let base = base_name(state);
        let tick = state.tick();
        let extension = options.format.extension();
        let (work, name) = match content {
            PictureContent::Board => {
                let caption = options.caption.then(|| state.caption()).flatten();
                let work = PictureWork::Still {
                    still: Box::new(state.still()),
                    caption,
                    what: tr!("the board at tick {tick}", tick = tick),
                    options: options.clone(),
                };
                (work, format!("{base}-tick-{tick}.{extension}"))
            }
            PictureContent::StageRun => {
                let Some(film) = Film::stage_run(state.selection(), &state.scene_options()) else {
                    self.problem(tr!(
                        "Could not export an animation: the stage on screen has no events at \
                         tick {tick}.",
                        tick = tick
                    ));
                    return;
                };
                let stage = state.stage().cli_name();
                let name = format!("{base}-tick-{tick}-{stage}.{extension}");
                (film_work(film, &options), name)
            }
            PictureContent::Ticks { from, to } => match Film::ticks(
                state.document(),
                state.selection(),
                &state.scene_options(),
                from,
                to,
            ) {
                Ok(film) => (
                    film_work(film, &options),
                    format!("{base}-ticks-{from}-{to}.{extension}"),
                ),
                Err(why) => {
                    self.problem(tr!("Could not export an animation: {why}.", why = why));
                    return;
                }
            },
        };
        let dir = self.played_dir().or_else(|| self.start_dir());
        match self
            .dialogs
            .save_export(dir.as_deref(), &name, ExportKind::Picture(options.format))
        {
            Ok(Some(path)) => self.picture_to(&path, work),
            Ok(None) => {}
            Err(why) => {
                let purpose = PathPurpose::Picture(Box::new(work));
                self.prompt_for_path(purpose, why, dir, name);
            }
        }
    }

    /// Asks where to write a picture of the race on screen (a PNG of its step, or a GIF of
    /// every step, made as the last picture was: its size and the board's look), then
    /// writes it.
    pub(super) fn export_race(&mut self, export: RaceExport, state: &AppState) {
        let format = match export.step {
            Some(_) => PictureFormat::Png,
            None => PictureFormat::Gif,
        };
        let options = PictureOptions {
            format,
            caption: true,
            legend: false,
            ..self.picture_options.clone()
        };
        let searches: Vec<&str> = export
            .race
            .lanes()
            .iter()
            .map(|l| l.search().cli_name())
            .collect();
        let tick = state.tick();
        let name = match export.step {
            Some(step) => format!(
                "{}-tick-{tick}-race-{}-step-{step}.png",
                base_name(state),
                searches.join("-")
            ),
            None => format!(
                "{}-tick-{tick}-race-{}.gif",
                base_name(state),
                searches.join("-")
            ),
        };
        let work = PictureWork::Race {
            race: Box::new(export.race),
            step: export.step,
            overlays: export.overlays,
            options,
        };
        let dir = self.played_dir().or_else(|| self.start_dir());
        match self
            .dialogs
            .save_export(dir.as_deref(), &name, ExportKind::Picture(format))
        {
            Ok(Some(path)) => self.picture_to(&path, work),
            Ok(None) => {}
            Err(why) => {
                let purpose = PathPurpose::Picture(Box::new(work));
                self.prompt_for_path(purpose, why, dir, name);
            }
        }
    }

    /// Says that a picture of `what` was written to `path`, or why not.
    fn report_written(
        &mut self,
        written: Result<(), String>,
        what: &str,
        path: &Path,
        options: &PictureOptions,
    ) {
        match written {
            Ok(()) => {
                self.status = Some(tr!(
                    "Exported {what} ({size} px {name}) to {path}",
                    what = what,
                    size = options.size,
                    name = options.format.name(),
                    path = path.display()
                ))
            }
            Err(e) => self.problem(tr!("Could not export {what}:\n{e}", what = what, e = e)),
        }
    }

    /// Writes a picture to `path`: at once for one picture, on a thread of its own for an
    /// animation (its window shows the progress). Says so, or why not; nothing is written on
    /// failure.
    pub(super) fn picture_to(&mut self, path: &Path, work: PictureWork) {
        match work {
            PictureWork::Still {
                still,
                caption,
                what,
                options,
            } => {
                let written = still_bytes(&still, caption, &options)
                    .map_err(|e| e.to_string())
                    .and_then(|bytes| write_file(path, &bytes).map_err(|e| e.to_string()));
                self.report_written(written, &what, path, &options);
            }
            PictureWork::Race {
                race,
                step: Some(step),
                overlays,
                options,
            } => {
                let what = tr!(
                    "{what} at step {step}",
                    what = race_what(&race),
                    step = step
                );
                let written = race_still_bytes(&race, step, &overlays, &options)
                    .map_err(|e| e.to_string())
                    .and_then(|bytes| write_file(path, &bytes).map_err(|e| e.to_string()));
                self.report_written(written, &what, path, &options);
            }
            PictureWork::Race {
                race,
                step: None,
                overlays,
                options,
            } => {
                if self.job.is_some() {
                    self.problem(
                        tr!("An animation is being exported already: wait for it, or cancel it.")
                            .to_owned(),
                    );
                    return;
                }
                self.job = Some(PictureJob::start_race(
                    *race,
                    overlays,
                    options,
                    path.to_owned(),
                ));
            }
            PictureWork::Film { film, options } => {
                if self.job.is_some() {
                    self.problem(
                        tr!("An animation is being exported already: wait for it, or cancel it.")
                            .to_owned(),
                    );
                    return;
                }
                self.job = Some(PictureJob::start(*film, options, path.to_owned()));
            }
        }
    }

    /// The animation being exported, if any.
    pub fn picture_job(&self) -> Option<&PictureJob> {
        self.job.as_ref()
    }

    /// Shows the animation's progress while it renders; once it has ended, says how.
    pub fn picture_job_ui(&mut self, ctx: &egui::Context) -> Vec<Effect> {
        let Some(job) = &mut self.job else {
            return Vec::new();
        };
        match job.poll() {
            None => {
                job.ui(ctx);
                Vec::new()
            }
            Some(end) => {
                self.job = None;
                ctx.request_repaint();
                match end {
                    JobEnd::Written(message) | JobEnd::Cancelled(message) => {
                        self.status = Some(message);
                        Vec::new()
                    }
                    JobEnd::Failed(message) => vec![Effect::Problem(message)],
                }
            }
        }
    }
}

/// An animation of `film`, made with `options` as a GIF.
fn film_work(film: Film, options: &PictureOptions) -> PictureWork {
    PictureWork::Film {
        film: Box::new(film),
        options: PictureOptions {
            format: PictureFormat::Gif,
            ..options.clone()
        },
    }
}
