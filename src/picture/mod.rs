//! Pictures of what the app shows, for slides and handouts: the very meshes egui paints,
//! drawn into pixels ([`raster`]), the shapes written as vector graphics ([`svg`]), and the
//! files they go into ([`encode`]: PNG, animated GIF).

pub mod encode;
pub mod film_render;
pub mod format;
pub mod offscreen;
pub mod raster;
pub mod svg;

pub use format::{PictureFormat, PictureOptions};
