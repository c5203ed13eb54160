//! The board room: the painter (grid, snake, food and the overlay layers of a stage frame),
//! where cells lie on screen, the colours every drawing shares, and the legend's entries.
//! Other rooms may use it; it uses nothing of the app but the session's scene and layers, and
//! draws only what it is given ([`BoardScene`](snakescope_core::session::BoardScene)): it never reads
//! the game on screen itself. It draws with epaint's shapes alone, and lays text out through
//! [`TextLayout`], so that the window (egui) and the pictures (epaint without egui) share it.

mod coarse;
pub mod ends;
pub mod geometry;
pub mod layers;
pub mod legend;
mod mesh;
mod numbers;
pub mod painter;
pub mod palette;
pub mod reported;
pub mod text;

pub use geometry::BoardGeometry;
pub use painter::{BoardPainter, PaintedBoard, group_clip};
pub use text::TextLayout;
