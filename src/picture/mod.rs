//! Pictures of what the app shows, for slides and handouts: the very meshes egui paints,
//! drawn into pixels ([`raster`]).

pub mod raster;
