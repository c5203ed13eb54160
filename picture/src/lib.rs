//! The board painter and pictures of it, without a window and without egui: the painter
//! ([`board`]: the board's layers as epaint's shapes, its colours and its legend's entries),
//! text in egui's own fonts ([`text`]), a picture framed by a caption and a legend
//! ([`offscreen`], [`legend`], [`panel`]), tessellated as egui tessellates and drawn into
//! pixels ([`raster`], drawn again only where a picture changed: [`tiles`]) or written as
//! vector graphics ([`svg`]), and the files they go into ([`encode`]: PNG; [`animation`]:
//! GIFs that keep the board's colours, their frames encoded side by side; [`film_render`]: an
//! animation's frames painted on the threads there are). The window
//! (the app) paints the same board with the same painter; the command line draws pictures
//! with this crate alone.

#![warn(missing_docs)]

// `tr!`, the core's words in the language in use.
#[macro_use]
extern crate snakescope_core;

pub mod animation;
pub mod board;

pub mod encode;
pub mod film_render;
pub mod format;
pub mod legend;
pub mod offscreen;
pub mod panel;
pub mod picture_error;
pub mod race;
pub mod raster;
pub mod svg;
pub mod text;
pub mod tiles;

pub use format::{PictureFormat, PictureOptions};
pub use picture_error::PictureError;
