//! The board room: the painter (grid, snake, food and the overlay layers of a stage frame),
//! where cells lie on screen, the colours every drawing shares, and the legend of the layers.
//! Other rooms may use it; it uses nothing of the app but the settings' layers, and draws only
//! what it is given ([`BoardScene`]): it never reads the game on screen itself.

pub mod geometry;
pub(crate) mod layers;
pub mod legend;
mod mesh;
pub mod painter;
pub mod palette;
pub mod reported;

pub use geometry::BoardGeometry;
pub use painter::BoardPainter;
