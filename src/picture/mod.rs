//! Pictures of what the app shows, for slides and handouts, drawn without a window and
//! without egui: the board painter's shapes on epaint alone, with text in egui's own fonts
//! ([`text`]), framed by a caption and a legend ([`offscreen`], [`legend`], [`panel`]),
//! tessellated as egui tessellates and drawn into pixels ([`raster`], drawn again only where
//! a picture changed: [`tiles`]) or written as vector graphics ([`svg`]), and the files they
//! go into ([`encode`]: PNG; [`animation`]: GIFs that keep the board's colours, their frames
//! encoded side by side).

pub mod animation;
pub mod encode;
pub mod film_render;
pub mod format;
pub mod legend;
pub mod offscreen;
pub mod panel;
pub mod raster;
pub mod svg;
pub mod text;
pub mod tiles;

pub use format::{PictureFormat, PictureOptions};
