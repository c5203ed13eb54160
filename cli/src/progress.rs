//! Progress on standard error for the long pictures (a race's GIF, a stage's GIF): frames
//! done out of the frames written, shown while a terminal watches (and nothing otherwise).

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A bar counting `total` frames on standard error.
pub fn frames_bar(total: usize) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
    let template = format!(
        "{{spinner}} [{{bar:40}}] {{pos}}/{{len}} {} ({{eta}})",
        tr!("frames")
    );
    bar.set_style(
        ProgressStyle::with_template(&template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar
}
