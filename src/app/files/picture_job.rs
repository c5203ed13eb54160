//! An animation rendered on a thread of its own, so that the window stays responsive: its
//! progress, shown in a small window with a progress bar and Cancel, and its end (the file
//! written atomically, or nothing written if it was cancelled or failed).

use crate::app::state::Film;
use crate::picture::PictureOptions;
use crate::picture::format::film_bytes;
use crate::scenario::write_atomically;
use egui::Context;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::thread::JoinHandle;
use std::time::Duration;
use web_time::Instant;

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

/// What the job's thread and the window share.
#[derive(Default)]
struct Progress {
    done: AtomicUsize,
    cancel: AtomicBool,
}

/// An animation being rendered to a file.
pub struct PictureJob {
    what: String,
    path: PathBuf,
    total: usize,
    progress: Arc<Progress>,
    ended: mpsc::Receiver<JobEnd>,
    thread: Option<JoinHandle<()>>,
    started: Instant,
}

impl PictureJob {
    /// Starts rendering `film` with `options` into `path`, on a thread of its own.
    pub fn start(mut film: Film, options: PictureOptions, path: PathBuf) -> PictureJob {
        let what = film.what();
        let total = film.len();
        let progress = Arc::new(Progress::default());
        let (send, ended) = mpsc::channel();
        let shared = Arc::clone(&progress);
        let (to, about) = (path.clone(), what.clone());
        let thread = std::thread::Builder::new()
            .name("snakescope-gif".into())
            .spawn(move || {
                let started = Instant::now();
                let bytes = film_bytes(&mut film, &options, |done, _| {
                    shared.done.store(done, Ordering::Relaxed);
                    !shared.cancel.load(Ordering::Relaxed)
                });
                let end = match bytes {
                    Ok(Some(bytes)) => match write_atomically(&to, &bytes) {
                        Ok(()) => JobEnd::Written(tr!(
                            "Exported {about} ({total} frames, {n} s) to {to}",
                            about = about,
                            total = total,
                            n = format!("{:.1}", started.elapsed().as_secs_f32()),
                            to = to.display()
                        )),
                        Err(e) => JobEnd::Failed(tr!(
                            "Could not export {about}:\n{e}",
                            about = about,
                            e = e
                        )),
                    },
                    Ok(None) => {
                        JobEnd::Cancelled(tr!("Cancelled: {to} was not written", to = to.display()))
                    }
                    Err(e) => {
                        JobEnd::Failed(tr!("Could not export {about}:\n{e}", about = about, e = e))
                    }
                };
                let _ = send.send(end);
            });
        let thread = match thread {
            Ok(t) => Some(t),
            Err(e) => {
                // No thread to render on: say so as the job's end.
                let (send, ended) = mpsc::channel();
                let _ = send.send(JobEnd::Failed(tr!(
                    "Could not export {what}: no thread to render it on ({e})",
                    what = what,
                    e = e
                )));
                return PictureJob {
                    what,
                    path,
                    total,
                    progress,
                    ended,
                    thread: None,
                    started: Instant::now(),
                };
            }
        };
        PictureJob {
            what,
            path,
            total,
            progress,
            ended,
            thread,
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

    /// Asks the thread to stop after the frame it is on; nothing will be written.
    pub fn cancel(&self) {
        self.progress.cancel.store(true, Ordering::Relaxed);
    }

    /// How the job ended, once it has (the thread is then joined).
    pub fn poll(&mut self) -> Option<JobEnd> {
        let end = match self.ended.try_recv() {
            Ok(end) => end,
            Err(mpsc::TryRecvError::Empty) => return None,
            Err(mpsc::TryRecvError::Disconnected) => JobEnd::Failed(tr!(
                "Could not export {what}: the rendering stopped before its end",
                what = self.what
            )),
        };
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        Some(end)
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
        ctx.request_repaint_after(Duration::from_millis(100));
    }
}
