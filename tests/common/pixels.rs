//! The app's own frames as pixels, without a GPU: the meshes egui hands the window, drawn on
//! the CPU by `snakescope::picture::raster` with the textures egui sent, so that a test can
//! compare what the window shows with a picture file.

use super::app::App;
use egui::{Rect, TexturesDelta};
use egui_kittest::{Harness, TestRenderer};
use snakescope::app::page::Page;
use snakescope::app::shell::ExplainerApp;
use snakescope::picture::raster::{Canvas, Textures};
use std::sync::{Arc, Mutex};

/// The textures egui sent the harness's "window", kept for drawing its frames.
#[derive(Clone, Default)]
pub struct Screen(Arc<Mutex<Textures>>);

impl TestRenderer for Screen {
    fn handle_delta(&mut self, delta: &mut TexturesDelta) {
        let delta = std::mem::take(delta);
        self.0.lock().unwrap().apply(delta);
    }
}

impl Screen {
    /// The pixels of `area` (in points, its corners on whole pixels) of the harness's last
    /// frame, as straight RGBA.
    pub fn pixels<State>(
        &self,
        h: &Harness<'static, State>,
        area: Rect,
    ) -> (usize, usize, Vec<u8>) {
        let ppp = h.output().pixels_per_point;
        let primitives = h.ctx.tessellate(h.output().shapes.clone(), ppp);
        let (w, h_) = (
            (area.width() * ppp).round() as usize,
            (area.height() * ppp).round() as usize,
        );
        let mut canvas = Canvas::new(w, h_, egui::Color32::BLACK);
        canvas.draw(
            &primitives,
            &self.0.lock().unwrap(),
            ppp,
            area.min.to_vec2(),
        );
        (w, h_, canvas.to_rgba())
    }
}

/// `app` in a window of `size` whose frames a [`Screen`] can draw, before its first frame.
pub fn harness_with_screen(size: [f32; 2], app: ExplainerApp) -> (App, Screen) {
    let screen = Screen::default();
    let h = Harness::builder()
        .with_size(size)
        .with_max_steps(16)
        .renderer(screen.clone())
        .build_ui_state(|ui, app: &mut ExplainerApp| app.show(ui), app);
    (h, screen)
}

/// `page` in a window of `size` whose frames a [`Screen`] can draw, before its first frame.
pub fn page_with_screen(size: [f32; 2], page: Page) -> (Harness<'static, Page>, Screen) {
    let screen = Screen::default();
    let h = Harness::builder()
        .with_size(size)
        .with_max_steps(16)
        .renderer(screen.clone())
        .build_ui_state(|ui, page: &mut Page| page.show(ui), page);
    (h, screen)
}

/// How far apart two RGBA pictures of the same size are: the mean difference per channel
/// (0 to 255), and the share of pixels where some channel differs by more than 48.
pub fn difference(a: &[u8], b: &[u8]) -> (f64, f64) {
    assert_eq!(a.len(), b.len(), "pictures of different sizes");
    let total: u64 = a
        .iter()
        .zip(b)
        .map(|(x, y)| u64::from(x.abs_diff(*y)))
        .sum();
    let far = a
        .chunks_exact(4)
        .zip(b.chunks_exact(4))
        .filter(|(p, q)| p.iter().zip(q.iter()).any(|(x, y)| x.abs_diff(*y) > 48))
        .count();
    (
        total as f64 / a.len() as f64,
        far as f64 / (a.len() / 4) as f64,
    )
}
