//! snakescope: see the classic Snake-playing algorithms decide, step by step.
//!
//! This crate is the app and the command line. They stand on the core,
//! [`snakescope_core`], re-exported here module by module ([`rules`], [`algo`], [`stages`],
//! [`solver`], [`trace`], [`scenario`], [`explain`], [`words`]), which knows nothing of the
//! window. See `ARCHITECTURE.md`.

#![warn(missing_docs)]

// `tr!`, the core's words in the language in use, in every module.
#[macro_use]
extern crate snakescope_core;

#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "gui")]
pub mod board;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod entry;
#[cfg(feature = "gui")]
pub mod picture;

#[cfg(not(target_arch = "wasm32"))]
pub use entry::main;
pub use snakescope_core::{
    algo, explain, lesson, rules, scenario, session, solver, stages, trace, words,
};
