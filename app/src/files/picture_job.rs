//! An animation rendered while the window stays responsive: on a thread of its own on the
//! desktop (which paints its frames side by side on the threads there are), in a slice of
//! each frame in a web page (which has no thread to spare). Its
//! progress shows in a small window with a progress bar and Cancel; at its end the file is
//! written (atomically, or downloaded in a page), or nothing is if it was cancelled or failed.

use crate::files::write_file;
use crate::state::Film;
use egui::Context;
use snakescope_core::session::Overlays;
use snakescope_core::trace::race::Race;
use snakescope_picture::PictureOptions;
use snakescope_picture::film_render::FilmRender;
use snakescope_picture::film_render::film_bytes;
use snakescope_picture::race::{RaceRender, race_what};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::thread::JoinHandle;
use std::time::Duration;
use web_time::Instant;

/// How long a slice of the window's frame renders frames for, when there is no thread.
const SLICE: Duration = Duration::from_millis(12);

/// How a job ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobEnd {
    /// Written: what to say, e.g. "Exported ... to ...".
    Written(String),
    /// Cancelled by the user: nothing was written.
    Cancelled(String),
    /// Failed, and why: nothing was written.
    Failed(String),
}

/// What the job's renderer and the window share.
#[derive(Default)]
struct Progress {
    done: AtomicUsize,
    cancel: AtomicBool,
}

/// Who renders the frames.
enum Driver {
    /// A thread of its own, which sends the end when it is there.
    Thread {
        ended: mpsc::Receiver<JobEnd>,
        thread: Option<JoinHandle<()>>,
    },
    /// The window, a slice of each frame ([`PictureJob::poll`] renders it).
    Slices { render: Option<Slices> },
}

/// What renders a slice at a time: a film's frames, or a race's.
enum Slices {
    Film(Box<FilmRender>),
    Race(Box<RaceRender>),
}

impl Slices {
    fn done(&self) -> usize {
        match self {
            Slices::Film(r) => r.done(),
            Slices::Race(r) => r.done(),
        }
    }

    fn is_complete(&self) -> bool {
        match self {
            Slices::Film(r) => r.is_complete(),
            Slices::Race(r) => r.is_complete(),
        }
    }

    fn render_next(&mut self) -> Result<(), String> {
        match self {
            Slices::Film(r) => r.render_next(),
            Slices::Race(r) => r.render_next(),
        }
        .map_err(|e| e.to_string())
    }

    fn finish(self) -> Result<Vec<u8>, String> {
        match self {
            Slices::Film(r) => r.finish(),
            Slices::Race(r) => r.finish(),
        }
        .map_err(|e| e.to_string())
    }
}

/// An animation being rendered to a file.
pub struct PictureJob {
    what: String,
    path: PathBuf,
    total: usize,
    progress: Arc<Progress>,
    driver: Driver,
    started: Instant,
}

impl PictureJob {
    /// Starts rendering `film` with `options` into `path`: on a thread of its own, or in
    /// slices of the window's frames where there is no thread (a web page).
    pub fn start(film: Film, options: PictureOptions, path: PathBuf) -> PictureJob {
        if cfg!(target_arch = "wasm32") {
            return PictureJob::start_in_slices(film, options, path);
        }
        let (what, total) = (film.what(), film.len());
        PictureJob::on_a_thread(what, path, total, move |progress| {
            film_bytes(film, &options, progress).map_err(|e| e.to_string())
        })
    }

    /// Renders `work` on a thread of its own into `path`: `work` is handed what to tell of
    /// its progress (frames done, in all; `false` back when cancelled) and gives the file's
    /// bytes, `None` if cancelled. Says why if no thread can be had.
    fn on_a_thread(
        what: String,
        path: PathBuf,
        total: usize,
        work: impl FnOnce(&mut dyn FnMut(usize, usize) -> bool) -> Result<Option<Vec<u8>>, String>
        + Send
        + 'static,
    ) -> PictureJob {
        let progress = Arc::new(Progress::default());
        let (send, ended) = mpsc::channel();
        let shared = Arc::clone(&progress);
        let (to, about) = (path.clone(), what.clone());
        let spawned = std::thread::Builder::new()
            .name("snakescope-gif".into())
            .spawn(move || {
                let started = Instant::now();
                let bytes = work(&mut |done, _| {
                    shared.done.store(done, Ordering::Relaxed);
                    !shared.cancel.load(Ordering::Relaxed)
                });
                let _ = send.send(written(bytes, &about, total, &to, started));
            });
        match spawned {
            Ok(thread) => PictureJob {
                what,
                path,
                total,
                progress,
                driver: Driver::Thread {
                    ended,
                    thread: Some(thread),
                },
                started: Instant::now(),
            },
            Err(e) => {
                let why = tr!(
                    "Could not export {what}: no thread to render it on ({e})",
                    what = what,
                    e = e
                );
                PictureJob::failed(what, path, total, why)
            }
        }
    }

    /// Starts rendering `film` with `options` into `path` a slice at a time, each
    /// [`PictureJob::poll`] rendering frames for a few milliseconds: a web page's way.
    pub fn start_in_slices(film: Film, options: PictureOptions, path: PathBuf) -> PictureJob {
        let what = film.what();
        let total = film.len();
        match FilmRender::new(film, &options) {
            Ok(render) => PictureJob {
                what,
                path,
                total,
                progress: Arc::new(Progress::default()),
                driver: Driver::Slices {
                    render: Some(Slices::Film(Box::new(render))),
                },
                started: Instant::now(),
            },
            Err(e) => {
                let why = tr!("Could not export {about}:\n{e}", about = what, e = e);
                PictureJob::failed(what, path, total, why)
            }
        }
    }

    /// Starts rendering `race` as a GIF, a frame a step, into `path`: on a thread of its own,
    /// or in slices of the window's frames where there is no thread (a web page).
    pub fn start_race(
        race: Race,
        overlays: Overlays,
        options: PictureOptions,
        path: PathBuf,
    ) -> PictureJob {
        let what = race_what(&race);
        let render = match RaceRender::new(race, overlays, &options) {
            Ok(render) => render,
            Err(e) => {
                let why = tr!("Could not export {about}:\n{e}", about = what, e = e);
                return PictureJob::failed(what, path, 0, why);
            }
        };
        let total = render.total();
        if cfg!(target_arch = "wasm32") {
            return PictureJob {
                what,
                path,
                total,
                progress: Arc::new(Progress::default()),
                driver: Driver::Slices {
                    render: Some(Slices::Race(Box::new(render))),
                },
                started: Instant::now(),
            };
        }
        PictureJob::on_a_thread(what, path, total, move |progress| {
            render.render_all(progress).map_err(|e| e.to_string())
        })
    }

    /// A job that has already ended, failing with the message `why`.
    fn failed(what: String, path: PathBuf, total: usize, why: String) -> PictureJob {
        let (send, ended) = mpsc::channel();
        let _ = send.send(JobEnd::Failed(why));
        PictureJob {
            what,
            path,
            total,
            progress: Arc::new(Progress::default()),
            driver: Driver::Thread {
                ended,
                thread: None,
            },
            started: Instant::now(),
        }
    }

    /// Frames rendered so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.progress.done.load(Ordering::Relaxed), self.total)
    }

    /// The file being written.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Asks the rendering to stop after the frame it is on; nothing will be written.
    pub fn cancel(&self) {
        self.progress.cancel.store(true, Ordering::Relaxed);
    }

    /// How the job ended, once it has (a thread is then joined). Rendering in slices, renders
    /// the next slice first.
    pub fn poll(&mut self) -> Option<JobEnd> {
        match &mut self.driver {
            Driver::Thread { ended, thread } => {
                let end = match ended.try_recv() {
                    Ok(end) => end,
                    Err(mpsc::TryRecvError::Empty) => return None,
                    Err(mpsc::TryRecvError::Disconnected) => JobEnd::Failed(tr!(
                        "Could not export {what}: the rendering stopped before its end",
                        what = self.what
                    )),
                };
                if let Some(t) = thread.take() {
                    let _ = t.join();
                }
                Some(end)
            }
            Driver::Slices { render } => {
                let slice = render.as_mut()?;
                if self.progress.cancel.load(Ordering::Relaxed) {
                    *render = None;
                    return Some(cancelled(&self.path));
                }
                let started = Instant::now();
                while !slice.is_complete() && started.elapsed() < SLICE {
                    if let Err(why) = slice.render_next() {
                        *render = None;
                        return Some(JobEnd::Failed(tr!(
                            "Could not export {about}:\n{e}",
                            about = self.what,
                            e = why
                        )));
                    }
                }
                self.progress.done.store(slice.done(), Ordering::Relaxed);
                if !slice.is_complete() {
                    return None;
                }
                let bytes = render.take().map(|r| r.finish())?.map(Some);
                Some(written(
                    bytes,
                    &self.what,
                    self.total,
                    &self.path,
                    self.started,
                ))
            }
        }
    }

    /// The job's window: what is rendered, a progress bar, and Cancel. Asks for a frame now
    /// and then while the job runs, to follow it.
    pub fn ui(&self, ctx: &Context) {
        let (done, total) = self.progress();
        egui::Window::new(tr!("Exporting an animation"))
            .id(egui::Id::unique("snakescope.picture_job"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::RIGHT_BOTTOM, [-12.0, -12.0])
            .show(ctx, |ui| {
                ui.label(tr!(
                    "Rendering {what} to {path}",
                    what = self.what,
                    path = self.path.display()
                ));
                ui.add(
                    egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                        .text(tr!("frame {done} of {total}", done = done, total = total))
                        .desired_width(320.0),
                );
                ui.horizontal(|ui| {
                    if ui
                        .button(tr!("Cancel"))
                        .on_hover_text(tr!("Stop rendering; nothing is written"))
                        .clicked()
                    {
                        self.cancel();
                    }
                    ui.weak(format!("{:.0} s", self.started.elapsed().as_secs_f32()));
                });
            });
        match self.driver {
            // The next slice renders in the next frame.
            Driver::Slices { .. } => ctx.request_repaint(),
            Driver::Thread { .. } => ctx.request_repaint_after(Duration::from_millis(100)),
        }
    }
}

/// How a rendering that gave `bytes` ends: written to `to` (said with how long it took since
/// `started`), cancelled, or failed.
fn written(
    bytes: Result<Option<Vec<u8>>, String>,
    what: &str,
    frames: usize,
    to: &Path,
    started: Instant,
) -> JobEnd {
    match bytes {
        Ok(Some(bytes)) => match write_file(to, &bytes) {
            Ok(()) => JobEnd::Written(tr!(
                "Exported {about} ({total} frames, {n} s) to {to}",
                about = what,
                total = frames,
                n = format!("{:.1}", started.elapsed().as_secs_f32()),
                to = to.display()
            )),
            Err(e) => JobEnd::Failed(tr!("Could not export {about}:\n{e}", about = what, e = e)),
        },
        Ok(None) => cancelled(to),
        Err(e) => JobEnd::Failed(tr!("Could not export {about}:\n{e}", about = what, e = e)),
    }
}

/// A job cancelled before writing `path`.
fn cancelled(path: &Path) -> JobEnd {
    JobEnd::Cancelled(tr!("Cancelled: {to} was not written", to = path.display()))
}
